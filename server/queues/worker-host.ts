// Why this exists: the BullMQ workers with the clinics they call, started as one unit for a process
// of their own (`npm run worker`, and the bench's worker process), so the server's event loop only
// serves sockets and consults.
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startWorkers } from './workers.ts';
import { startClinicServer } from '../clinics/clinic-mcp.server.ts';
import { resolveConnectors, usesBuiltinClinics } from '../../actors/tools/clinic-router.ts';
import { makeKeys } from '../stores/keys.ts';

export interface WorkerHost {
  close(): Promise<void>;
}

export async function startWorkerHost(config: Config, redisUrl: string, logger: Logger): Promise<WorkerHost> {
  const redis = new Redis(redisUrl);
  const builtin = usesBuiltinClinics(config.CLINIC_CONNECTORS)
    ? await startClinicServer({ redis, prefix: makeKeys(config.KEY_PREFIX).prefix, port: config.CLINICS_PORT, logger })
    : null;
  const connectors = resolveConnectors(config.CLINIC_CONNECTORS, builtin?.connectors ?? []);
  const workers = startWorkers({ redisUrl, prefix: config.QUEUE_PREFIX, clinics: { connectors, timeoutMs: config.CLINIC_TIMEOUT_MS }, logger });
  await workers.ready();
  return {
    async close() {
      await workers.close();
      await builtin?.stop();
      await redis.quit().catch(() => undefined);
    },
  };
}
