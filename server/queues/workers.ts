// Why this exists: the BullMQ workers that run tools and bookings; in-process by default, or alone
// with `npm run worker` for scale. Each processor is a thin call into actors/tools and the engine.
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { providerSearch, type ProviderSearchInput } from '../../actors/tools/provider-search.tool.ts';
import { bookAppointment, type BookInput } from '../../actors/tools/book-appointment.tool.ts';
import { retrieveGuidelines } from '../../actors/engine/evidence.ts';
import { computeRiskScores } from '../../actors/engine/risk-scores.ts';
import type { DirectoryStore } from '../stores/directory.store.ts';
import { BOOKING_QUEUE, TOOLS_QUEUE, bullConnection } from './queues.ts';

export interface WorkerDeps {
  redisUrl: string;
  prefix: string;
  directory: DirectoryStore;
  logger: Logger;
  concurrency?: number;
}

export interface Workers {
  ready(): Promise<void>;
  running(): boolean;
  close(): Promise<void>;
}

async function runTool(deps: WorkerDeps, job: Job): Promise<unknown> {
  switch (job.name) {
    case 'provider_search':
      return providerSearch(deps.directory, job.data as ProviderSearchInput);
    case 'guideline_retrieval': {
      const d = job.data as { query: string; specialty?: string; k?: number };
      return retrieveGuidelines(d.query, { specialty: d.specialty, k: d.k ?? 3 });
    }
    case 'risk_scores': {
      const d = job.data as { facts: Parameters<typeof computeRiskScores>[0]; patient: Parameters<typeof computeRiskScores>[1] };
      return computeRiskScores(d.facts, d.patient);
    }
    default:
      throw new Error(`unknown tool ${job.name}`);
  }
}

export function startWorkers(deps: WorkerDeps): Workers {
  const connections: Redis[] = [];
  const conn = () => {
    const c = bullConnection(deps.redisUrl);
    connections.push(c);
    return c;
  };
  const log = deps.logger.child({ component: 'workers' });
  const tools = new Worker(TOOLS_QUEUE, (job) => runTool(deps, job), { connection: conn(), prefix: deps.prefix, concurrency: deps.concurrency ?? 8 });
  const booking = new Worker(
    BOOKING_QUEUE,
    async (job) => {
      if (job.name !== 'book_appointment') throw new Error(`unknown booking job ${job.name}`);
      return bookAppointment(deps.directory, job.data as BookInput);
    },
    { connection: conn(), prefix: deps.prefix, concurrency: deps.concurrency ?? 8 },
  );
  for (const w of [tools, booking]) {
    w.on('failed', (job, err) => log.warn({ queue: w.name, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'));
    w.on('error', (err) => log.error({ queue: w.name, err: err.message }, 'worker error'));
  }
  return {
    ready: async () => {
      await Promise.all([tools.waitUntilReady(), booking.waitUntilReady()]);
    },
    running: () => tools.isRunning() && booking.isRunning(),
    close: async () => {
      await Promise.allSettled([tools.close(), booking.close()]);
      await Promise.allSettled(connections.map((c) => c.quit()));
    },
  };
}
