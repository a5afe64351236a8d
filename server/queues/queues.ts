// Why this exists: the BullMQ side of Helios: a tools queue (provider_search, guideline_retrieval,
// risk_scores) and a booking queue (book_appointment), each job with a deterministic id so a re-run
// effect finds the job it already made instead of repeating its side effect; results come back
// through QueueEvents. A job's data holds ids only (DESIGN rule 9): what its worker needs of the patient
// goes into the job's input key, which expires (see `inputKeyOf`).
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { Histogram } from 'prom-client';
import { closeRedis, STOP_STEP_MS, within } from '../shutdown.ts';

export const TOOLS_QUEUE = 'tools';
export const BOOKING_QUEUE = 'booking';
export type ToolJobName = 'provider_search' | 'guideline_retrieval' | 'risk_scores';
export type BookingJobName = 'book_appointment';

const KEEP_S = 72 * 3600;
/** Life of a job's input key: far beyond the consult's wait for the job (JOB_TIMEOUT_MS) and its retries;
 *  a consult restored later runs its effect again, which writes the input again. */
export const JOB_INPUT_TTL_S = 3600;
/** Marks a job whose worker reads its input key (the value: the input's fields, for the reader). */
export const INPUT_MARK = 'input';

/** The key holding what a job's worker needs beyond its ids (the patient's name for a booking, the history
 *  facts for a risk score): `<queue prefix>:<queue>:input:<jobId>`, with a TTL, never in the job itself,
 *  whose data, return value and events BullMQ keeps for days with no TTL. */
export const inputKeyOf = (queueQualifiedName: string, jobId: string) => `${queueQualifiedName}:input:${jobId}`;

/** A fresh ioredis connection suitable for BullMQ (no per-request retry limit). `batched`: commands
 *  issued in one tick go to Redis as one write (auto-pipelining); only for connections that never
 *  block (a producer's), since a blocking read would hold up everything queued behind it. */
export function bullConnection(url: string, batched = false): Redis {
  const c = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, enableAutoPipelining: batched });
  // BullMQ listens for errors on the connections it uses, but QueueEvents reads on a copy of the one it
  // is given: without a listener of its own, this one printed a stack to stderr for every reconnect
  // attempt while Redis was down. The outage is reported elsewhere (the app's own connection logs
  // `redis error`, the queue objects' errors go to `Queues.onError`, /readyz turns false).
  c.on('error', () => undefined);
  return c;
}

export class JobError extends Error {}
/** The job itself failed (its last attempt), as opposed to the wait for it ending. */
class JobFailed extends Error {}

export class Queues {
  readonly tools: Queue;
  readonly booking: Queue;
  private readonly events: Map<string, QueueEvents>;
  private readonly connections: Redis[] = [];
  /** the jobs this process awaits: each ends with an error when the queues close */
  private readonly waits = new Set<(err: Error) => void>();
  /** the producers' connection: jobs are added, and their input keys written, on it */
  private readonly producer: Redis;

  constructor(redisUrl: string, prefix: string, private readonly timeoutMs: number, private readonly durations?: Histogram<'queue' | 'name' | 'status'>) {
    const conn = (batched = false) => {
      const c = bullConnection(redisUrl, batched);
      this.connections.push(c);
      return c;
    };
    // the producers share one batched connection: the jobs that consults add in the same tick (a
    // council's two tool calls, many consults' under load) and their finished-checks go as one write
    const producer = (this.producer = conn(true));
    this.tools = new Queue(TOOLS_QUEUE, { connection: producer, prefix });
    this.booking = new Queue(BOOKING_QUEUE, { connection: producer, prefix });
    this.events = new Map([
      [TOOLS_QUEUE, new QueueEvents(TOOLS_QUEUE, { connection: conn(), prefix })],
      [BOOKING_QUEUE, new QueueEvents(BOOKING_QUEUE, { connection: conn(), prefix })],
    ]);
    // A queue object with no 'error' listener hands its connection's errors to console.error, a stack
    // per reconnect attempt while Redis is down. A failed call still rejects where it was made.
    for (const q of [this.tools, this.booking]) q.on('error', (err) => this.onError?.(err));
    for (const e of this.events.values()) e.on('error', (err) => this.onError?.(err));
  }

  /** Errors the queue objects report (connection errors while Redis is down, among others). */
  onError?: (err: Error) => void;

  async ready(): Promise<void> {
    await Promise.all([this.tools.waitUntilReady(), this.booking.waitUntilReady(), ...[...this.events.values()].map((e) => e.waitUntilReady())]);
  }

  /** Add (or find) the job with this id and wait for its result. Job ids may not contain ':'. `input`: what
   *  the worker needs beyond `data`'s ids, written to the job's input key (TTL JOB_INPUT_TTL_S) in the same
   *  write as the add and deleted once the job has finished; the job's data only names its fields. */
  async run<T>(queue: Queue, name: string, data: Record<string, unknown>, jobId: string, attempts = 3, input?: Record<string, unknown>): Promise<T> {
    if (jobId.includes(':')) throw new JobError(`job id may not contain ':' (${jobId})`);
    const started = performance.now();
    const finished = this.finished(queue, name, jobId);
    const inputKey = input ? inputKeyOf(queue.qualifiedName, jobId) : null;
    // on the producers' connection ahead of the add, so a worker that sees the job finds its input
    if (inputKey) void this.producer.set(inputKey, JSON.stringify(input), 'EX', JOB_INPUT_TTL_S).catch(() => undefined);
    const jobData = input ? { ...data, [INPUT_MARK]: Object.keys(input) } : data;
    const added = queue.add(name, jobData, {
      jobId,
      attempts,
      backoff: { type: 'exponential', delay: 250 },
      removeOnComplete: { age: KEEP_S },
      removeOnFail: { age: KEEP_S },
    });
    try {
      await added;
    } catch (err) {
      finished.cancel();
      throw err;
    }
    const forget = () => inputKey && void this.producer.del(inputKey).catch(() => undefined);
    try {
      const result = await finished.result;
      forget();
      this.durations?.observe({ queue: queue.name, name, status: 'completed' }, (performance.now() - started) / 1000);
      return (typeof result === 'string' ? safeParse(result) : result) as T;
    } catch (err) {
      // a job that failed for good needs its input no more; one that is late (or whose wait was cut short) may still run
      if (err instanceof JobFailed) forget();
      this.durations?.observe({ queue: queue.name, name, status: 'failed' }, (performance.now() - started) / 1000);
      throw new JobError(`${queue.name}/${name} ${jobId}: ${(err as Error).message}`);
    }
  }

  /**
   * The result of a job, from whichever comes first: its finish event (QueueEvents) or a check of its
   * state, both set up here before the caller adds the job in the same tick. BullMQ's own
   * `waitUntilFinished` sends that check only after the add's reply, a second round trip per job;
   * here the check and the add share one write. The check may reach Redis before the add and find no
   * job: that only means the job has not finished, and its finish event will come, because the
   * listeners are in place before the add is sent. A job that already existed (a re-run effect) is
   * found whichever goes first.
   */
  private finished(queue: Queue, name: string, jobId: string): { result: Promise<unknown>; cancel(): void } {
    // per-job event names (`completed:<id>`), which QueueEvents emits but does not type
    const emitter = this.events.get(queue.name)! as unknown as NodeJS.EventEmitter;
    const completed = `completed:${jobId}`;
    const failed = `failed:${jobId}`;
    let resolve!: (value: unknown) => void;
    let reject!: (err: Error) => void;
    const result = new Promise<unknown>((res, rej) => ((resolve = res), (reject = rej)));
    result.catch(() => undefined); // cancelled when the add fails: the add's error is what is thrown
    let done = false;
    const settle = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      emitter.removeListener(completed, onCompleted);
      emitter.removeListener(failed, onFailed);
      this.waits.delete(onClosing);
      fn();
    };
    const onCompleted = (args: { returnvalue: unknown }) => settle(() => resolve(args.returnvalue));
    const onFailed = (args: { failedReason: string }) => settle(() => reject(new JobFailed(args.failedReason)));
    const onClosing = (err: Error) => settle(() => reject(err));
    const timer = setTimeout(() => settle(() => reject(new Error(`no finish notification arrived within ${this.timeoutMs} ms`))), this.timeoutMs);
    emitter.on(completed, onCompleted);
    emitter.on(failed, onFailed);
    this.waits.add(onClosing);
    // status: 1 completed (with its return value), 2 failed (with the reason), 0 not yet, -1 no such job yet
    queue.getBackend().isFinished(jobId, true).then(
      (answer) => {
        const [status, value] = answer as [number, string];
        if (status === 1) settle(() => resolve(safeParse(value)));
        else if (status === 2) settle(() => reject(new JobFailed(value)));
      },
      () => undefined, // unknown: the finish event or the timeout decides
    );
    return { result, cancel: () => settle(() => reject(new Error('the job was not added'))) };
  }

  /** Bounded: while Redis is down BullMQ's close and a QUIT would wait for it forever. */
  async close(): Promise<void> {
    for (const end of [...this.waits]) end(new Error('the queues are closing'));
    await within(STOP_STEP_MS, Promise.allSettled([this.tools.close(), this.booking.close(), ...[...this.events.values()].map((e) => e.close())]));
    await Promise.all(this.connections.map((c) => closeRedis(c)));
  }
}

function safeParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
