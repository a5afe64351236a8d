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
import { releaseHolds, type ReleaseHoldsInput } from '../../actors/tools/slot-holds.tool.ts';
import type { ClinicLink } from '../../actors/tools/clinic-connector.ts';
import { retrieveGuidelines } from '../../actors/engine/evidence.ts';
import { computeRiskScores } from '../../actors/engine/risk-scores.ts';
import { BOOKING_QUEUE, INPUT_MARK, TOOLS_QUEUE, bullConnection, inputKeyOf } from './queues.ts';
import { RepeatGate } from '../repeat-gate.ts';
import { closeRedis, STOP_STEP_MS, within } from '../shutdown.ts';

export interface WorkerDeps {
  redisUrl: string;
  prefix: string;
  /** the clinic MCP endpoints (resolveConnectors(CLINIC_CONNECTORS, builtin server's connectors)) and the per-clinic deadline */
  clinics: { connectors: string[]; timeoutMs?: number; local?: ReadonlyMap<string, ClinicLink> };
  logger: Logger;
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

/** A job's data with its input key's fields (`Queues.run`'s `input`) put back in. Throws (the job fails,
 *  and is retried) when the key has expired: a consult that still waits for the job writes it again when
 *  its effect runs again. */
export async function jobInput(redis: Redis, job: Job): Promise<Record<string, unknown>> {
  const { [INPUT_MARK]: fields, ...data } = job.data as Record<string, unknown>;
  if (!fields) return data;
  const raw = await redis.get(inputKeyOf(job.queueQualifiedName, job.id!));
  if (raw === null) throw new Error(`the input of job ${job.id} has expired`);
  return { ...data, ...(JSON.parse(raw) as Record<string, unknown>) };
}

async function runTool(router: ClinicRouter, job: Job, data: Record<string, unknown>): Promise<unknown> {
  switch (job.name) {
    case 'provider_search':
      return providerSearch(router, data as unknown as ProviderSearchInput);
    case 'find_appointments':
      return findAppointments(router, data as { caseId: string });
    default:
      return runEngineTool(job.name, data);
  }
}

/** A choice releases the consult's other held slots at once (at the clinics of its offer, `heldAt`), while
 *  the chosen one is booked (its own hold is used up by the booking). A release that fails is left to the
 *  holds' TTL. */
async function withOthersReleased<T>(router: ClinicRouter, data: { caseId: string; slotId: string; heldAt?: string[] }, book: Promise<T>): Promise<T> {
  if (!data.heldAt?.length) return book;
  const [out] = await Promise.all([book, releaseHolds(router, { caseId: data.caseId, keep: data.slotId, clinicIds: data.heldAt }).catch(() => null)]);
  return out;
}

async function runBooking(router: ClinicRouter, job: Job, data: Record<string, unknown>): Promise<unknown> {
  switch (job.name) {
    case 'book_appointment':
      return withOthersReleased(router, data as unknown as BookInput, bookAppointment(router, data as unknown as BookInput));
    case 'reschedule_appointment':
      return withOthersReleased(router, data as unknown as RescheduleInput, rescheduleAppointment(router, data as unknown as RescheduleInput));
    case 'release_holds':
      return releaseHolds(router, data as unknown as ReleaseHoldsInput);
    case 'cancel_appointment':
      return cancelAppointment(router, data as unknown as CancelInput);
    default:
      throw new Error(`unknown booking job ${job.name}`);
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
  const router = new ClinicRouter({ connectors: deps.clinics.connectors, timeoutMs: deps.clinics.timeoutMs, local: deps.clinics.local });
  // Short locks so a job held by a killed worker is noticed as stalled and retried within seconds
  // (the consult waits on it); jobs are idempotent, so a retry never repeats a side effect.
  const options = { prefix: deps.prefix, concurrency: deps.concurrency ?? 8, lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 3 };
  const toolsConn = conn();
  const bookingConn = conn();
  // the jobs' input keys are read on a connection of their own (the workers' block on their queues)
  const inputs = conn();
  const tools = new Worker(TOOLS_QUEUE, async (job) => runTool(router, job, await jobInput(inputs, job)), { connection: toolsConn, ...options });
  const booking = new Worker(BOOKING_QUEUE, async (job) => runBooking(router, job, await jobInput(inputs, job)), { connection: bookingConn, ...options });
  for (const [w, c] of [[tools, toolsConn], [booking, bookingConn]] as const) {
    w.on('failed', (job, err) => log.warn({ queue: w.name, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'));
    // while Redis is down a worker fails on every reconnect attempt: each error once, then a count
    const gate = new RepeatGate(log, { fields: { queue: w.name }, level: 'error', msg: 'worker error' });
    w.on('error', (err) => gate.error(err));
    c.on('ready', () => gate.ready());
  }
  return {
    ready: async () => {
      await Promise.all([tools.waitUntilReady(), booking.waitUntilReady()]);
    },
    running: () => tools.isRunning() && booking.isRunning(),
    // bounded: while Redis is down a worker's close (it waits for its jobs and its connection) never ends
    close: async () => {
      await within(STOP_STEP_MS, Promise.allSettled([tools.close(), booking.close()]));
      await within(STOP_STEP_MS, router.close());
      await Promise.all(connections.map((c) => closeRedis(c)));
    },
  };
}
