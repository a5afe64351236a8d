// Why this exists: `npm run worker`: the BullMQ workers alone in their own process, for scale; they
// need REDIS_URL (the shared Redis of the server nodes).
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startWorkerHost } from './queues/worker-host.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
if (!config.REDIS_URL) {
  console.error('npm run worker needs REDIS_URL pointing at the Redis the Helios servers use.');
  process.exit(1);
}
const host = await startWorkerHost(config, config.REDIS_URL, logger);
logger.info('helios workers running');
const stop = async () => {
  await host.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
