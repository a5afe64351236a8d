// Why this exists: `npm run clinics`: the built-in clinic MCP server alone (the demo clinics of the seed
// file, or `--seed FILE`), for a Helios started with CLINIC_CONNECTORS pointing at it, or to try a
// connector by hand. Needs REDIS_URL; listens on CLINICS_PORT (3100 when unset) and HOST.
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { makeKeys } from '../stores/keys.ts';
import { loadDirectory } from '../stores/directory.seed.ts';
import { startClinicServer } from './clinic-mcp.server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL) {
    console.error('npm run clinics needs REDIS_URL (the Redis that holds the clinic silos).');
    process.exit(1);
  }
  const seedAt = process.argv.indexOf('--seed');
  const directory = seedAt > 0 && process.argv[seedAt + 1] ? loadDirectory(process.argv[seedAt + 1]) : undefined;
  // auto-pipelined: a search's reads of every provider, and concurrent requests', share writes
  const redis = new Redis(config.REDIS_URL, { enableAutoPipelining: true });
  const clinics = await startClinicServer({
    redis, prefix: makeKeys(config.KEY_PREFIX).prefix, port: process.env.CLINICS_PORT ? config.CLINICS_PORT : 3100,
    host: config.HOST, directory, logger,
  });
  console.log(`Clinic MCP server at ${clinics.url} (clinic list: ${clinics.url}/clinics)`);
  console.log(`CLINIC_CONNECTORS=${clinics.connectors.join(',')}`);
  const stop = async () => {
    await clinics.stop();
    await redis.quit().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `clinics failed to start: ${(err as Error).message}`);
  process.exit(1);
});
