// Why this exists: the BullMQ workers that run tools and bookings; in-process by default, or alone
// with `npm run worker` for scale. Each processor is a thin call into actors/tools and the engine;
// everything that touches a clinic goes through the clinic router (MCP connectors).
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { providerSearch, type ProviderSearchInput } from '../../actors/tools/provider-search.tool.ts';
import { bookAppointment, type BookInput } from '../../actors/tools/book-appointment.tool.ts';
import {
  cancelAppointment, findAppointments, rescheduleAppointment, type CancelInput, type RescheduleInput,
} from '../../actors/tools/manage-appointment.tool.ts';
import { ClinicRouter } from '../../actors/tools/clinic-router.ts';
import type { ClinicLink } from '../../actors/tools/clinic-connector.ts';
import { retrieveGuidelines } from '../../actors/engine/evidence.ts';
import { computeRiskScores } from '../../actors/engine/risk-scores.ts';
import { BOOKING_QUEUE, TOOLS_QUEUE, bullConnection } from './queues.ts';
import { RepeatGate } from '../repeat-gate.ts';
import { closeRedis, STOP_STEP_MS, within } from '../shutdown.ts';

export interface WorkerDeps {
  redisUrl: string;
  prefix: string;
  /** the clinic MCP endpoints (resolveConnectors(CLINIC_CONNECTORS, builtin server's connectors)) and the per-clinic deadline */
  clinics: { connectors: string[]; timeoutMs?: number; local?: ReadonlyMap<string, ClinicLink> };
  logger: Logger;
  /** jobs run at once per queue (default 8): that many single-slot workers */
  concurrency?: number;
}

export interface Workers {
  ready(): Promise<void>;
  running(): boolean;
  close(): Promise<void>;
}

/** The tools that are engine code alone, no clinic (the council's): the worker runs them as jobs, and
 *  `npm run replay` calls them directly, so a replay runs exactly what a consult ran. */
export function runEngineTool(name: string, data: unknown): unknown {
  switch (name) {
    case 'guideline_retrieval': {
      const d = data as { query: string; specialty?: string; k?: number };
      return retrieveGuidelines(d.query, { specialty: d.specialty, k: d.k ?? 3 });
    }
    case 'risk_scores': {
      const d = data as { facts: Parameters<typeof computeRiskScores>[0]; patient: Parameters<typeof computeRiskScores>[1] };
      return computeRiskScores(d.facts, d.patient);
    }
    default:
      throw new Error(`unknown tool ${name}`);
  }
}

async function runTool(router: ClinicRouter, job: Job): Promise<unknown> {
  switch (job.name) {
    case 'provider_search':
      return providerSearch(router, job.data as ProviderSearchInput);
    case 'find_appointments':
      return findAppointments(router, job.data as { caseId: string });
    default:
      return runEngineTool(job.name, job.data);
  }
}

async function runBooking(router: ClinicRouter, job: Job): Promise<unknown> {
  switch (job.name) {
    case 'book_appointment':
      return bookAppointment(router, job.data as BookInput);
    case 'reschedule_appointment':
      return rescheduleAppointment(router, job.data as RescheduleInput);
    case 'cancel_appointment':
      return cancelAppointment(router, job.data as CancelInput);
    default:
      throw new Error(`unknown booking job ${job.name}`);
  }
}

export function startWorkers(deps: WorkerDeps): Workers {
  const connections: Redis[] = [];
  const log = deps.logger.child({ component: 'workers' });
  const router = new ClinicRouter({ connectors: deps.clinics.connectors, timeoutMs: deps.clinics.timeoutMs, local: deps.clinics.local });
  // Short locks so a job held by a killed worker is noticed as stalled and retried within seconds
  // (the consult waits on it); jobs are idempotent, so a retry never repeats a side effect.
  const options = { prefix: deps.prefix, concurrency: 1, lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 3 };
  const slots = Math.max(1, deps.concurrency ?? 8);
  // A queue's jobs run on `slots` workers of one slot each, not on one worker of `slots`: BullMQ's
  // worker with free slots asks Redis for another job right after taking one, and under load that
  // second ask mostly finds none (one wasted script call per job; 1.2 of the 4.2 writes per turn the
  // worker process made, docs/performance.md session 15). A single-slot worker asks again only when
  // its job ends, with the finish itself. The workers of a queue share the connection for commands;
  // each has its own for the blocking wait, as BullMQ requires.
  const pool = (queue: string, processor: (job: Job) => Promise<unknown>): Worker[] => {
    const c = bullConnection(deps.redisUrl);
    connections.push(c);
    // while Redis is down every worker fails on every reconnect attempt: each error once, then a count
    const gate = new RepeatGate(log, { fields: { queue }, level: 'error', msg: 'worker error' });
    c.on('ready', () => gate.ready());
    return Array.from({ length: slots }, () => {
      const w = new Worker(queue, processor, { connection: c, ...options });
      w.on('failed', (job, err) => log.warn({ queue, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'));
      w.on('error', (err) => gate.error(err));
      return w;
    });
  };
  const all = [...pool(TOOLS_QUEUE, (job) => runTool(router, job)), ...pool(BOOKING_QUEUE, (job) => runBooking(router, job))];
  return {
    ready: async () => {
      await Promise.all(all.map((w) => w.waitUntilReady()));
    },
    running: () => all.every((w) => w.isRunning()),
    // bounded: while Redis is down a worker's close (it waits for its jobs and its connection) never ends
    close: async () => {
      await within(STOP_STEP_MS, Promise.allSettled(all.map((w) => w.close())));
      await within(STOP_STEP_MS, router.close());
      await Promise.all(connections.map((c) => closeRedis(c)));
    },
  };
}
