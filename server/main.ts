// Why this exists: `npm start`: read the config, start an embedded redis-server when REDIS_URL is not
// set, run Helios (offline engine unless ANTHROPIC_API_KEY is set) and stop everything cleanly on exit.
import { resolve } from 'node:path';
import { ConfigError, defaultNodeId, loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { launchRedis, RedisMissingError, type LaunchedRedis } from './redis-launcher.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // a stable identity for this install: a restart takes back its own consults' leases at once
  config.NODE_ID ??= defaultNodeId(config.DATA_DIR);
  const logger = createLogger(config.LOG_LEVEL);
  let embedded: LaunchedRedis | null = null;
  if (!config.REDIS_URL) {
    embedded = await launchRedis({ port: config.REDIS_PORT, dataDir: resolve(config.DATA_DIR, 'redis') });
    logger.info({ url: embedded.url, dataDir: resolve(config.DATA_DIR, 'redis') }, 'embedded redis-server started (appendonly yes)');
  }
  const app = createApp(config, { redisUrl: config.REDIS_URL ?? embedded!.url, logger, defaultMetrics: true });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.stop().catch((err) => logger.error({ err: (err as Error).message }, 'stop failed'));
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    const { port } = await app.start();
    console.log(`Helios is running: patient widget at http://localhost:${port}/  (engine: ${config.ANTHROPIC_API_KEY ? 'claude' : 'offline'})`);
  } catch (err) {
    logger.error({ err: (err as Error).message }, 'start failed');
    await app.stop().catch(() => undefined);
    await embedded?.stop();
    process.exit(1);
  }
}

main().catch((err) => {
  if (err instanceof RedisMissingError || err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('Helios failed to start:', err);
  }
  process.exit(1);
});
