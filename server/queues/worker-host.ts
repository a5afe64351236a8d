// Why this exists: the BullMQ workers with the clinics they call, started as one unit: inside the
// server (WORKERS_IN_PROCESS) or in a process of their own (`npm run worker`, the bench's worker
// process), so the server's event loop can serve only sockets and consults.
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startWorkers } from './workers.ts';
import { RepeatGate } from '../repeat-gate.ts';
import { closeRedis } from '../shutdown.ts';
import { startClinicServer } from '../clinics/clinic-mcp.server.ts';
import type { ClinicSilos } from '../clinics/clinic-silos.ts';
import { resolveConnectors, usesBuiltinClinics } from '../../actors/tools/clinic-router.ts';
import { makeKeys } from '../stores/keys.ts';
import { lowerCpuPriority } from '../cpu-priority.ts';

export interface WorkerHost {
  running(): boolean;
  close(): Promise<void>;
}

/** `shared`: the server's own Redis connection and clinic silos, when the host runs inside the server. */
export async function startWorkerHost(config: Config, redisUrl: string, logger: Logger, shared?: { redis: Redis; silos: ClinicSilos }): Promise<WorkerHost> {
  // a process of its own yields the CPU to the server and Redis it may share a machine with (in the
  // server's process it would slow the server itself)
  if (!shared && config.WORKER_NICE > 0) {
    const threads = lowerCpuPriority(config.WORKER_NICE);
    logger.info({ nice: config.WORKER_NICE, threads }, 'worker process CPU priority lowered');
  }
  // the clinics' stores: commands issued in one tick (many jobs at once) go as one write
  const redis = shared?.redis ?? new Redis(redisUrl, { enableAutoPipelining: true });
  if (!shared) RepeatGate.watch(redis, logger, { fields: { conn: 'clinics' } });
  const builtin = usesBuiltinClinics(config.CLINIC_CONNECTORS)
    ? await startClinicServer({ redis, prefix: makeKeys(config.KEY_PREFIX).prefix, port: config.CLINICS_PORT, silos: shared?.silos, logger })
    : null;
  const connectors = resolveConnectors(config.CLINIC_CONNECTORS, builtin?.connectors ?? []);
  // the built-in clinics live in this process: the workers reach them over an in-memory MCP link
  const workers = startWorkers({ redisUrl, prefix: config.QUEUE_PREFIX, clinics: { connectors, timeoutMs: config.CLINIC_TIMEOUT_MS, local: builtin?.local }, logger });
  await workers.ready();
  return {
    running: () => workers.running(),
    async close() {
      await workers.close();
      await builtin?.stop();
      if (!shared) await closeRedis(redis);
    },
  };
}
