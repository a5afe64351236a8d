// Why this exists: `npm run worker`: the BullMQ workers alone in their own process, for scale; they
// need REDIS_URL (the shared Redis of the server nodes).
import { Redis } from 'ioredis';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startWorkers } from './queues/workers.ts';
import { startClinicServer } from './clinics/clinic-mcp.server.ts';
import { resolveConnectors, usesBuiltinClinics } from '../actors/tools/clinic-router.ts';
import { makeKeys } from './stores/keys.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
if (!config.REDIS_URL) {
  console.error('npm run worker needs REDIS_URL pointing at the Redis the Helios servers use.');
  process.exit(1);
}
const redis = new Redis(config.REDIS_URL);
const builtin = usesBuiltinClinics(config.CLINIC_CONNECTORS)
  ? await startClinicServer({ redis, prefix: makeKeys(config.KEY_PREFIX).prefix, port: 0, logger })
  : null;
const connectors = resolveConnectors(config.CLINIC_CONNECTORS, builtin?.connectors ?? []);
const workers = startWorkers({ redisUrl: config.REDIS_URL, prefix: config.QUEUE_PREFIX, clinics: { connectors, timeoutMs: config.CLINIC_TIMEOUT_MS }, logger });
await workers.ready();
logger.info('helios workers running');
const stop = async () => {
  await workers.close();
  await builtin?.stop();
  await redis.quit().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
