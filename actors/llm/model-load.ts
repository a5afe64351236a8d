// Why this exists: a 429 (rate limited) or 529 (overloaded) says a model is taking less than Helios sends,
// not that it is down. Instead of a switch that takes every consult off the model at once, each model has a
// concurrency limit that drops to what the model was taking when it refused (one less than the calls then
// open; halved if that is no lower; once per `cutEveryMs`, so one wave of refusals cuts once) and grows back
// by one call per `limit` successes. A call over the limit goes to its role's overflow model if that has a
// free slot (resilience.ts), else waits up to `waitMs` for a slot, then is shed to the offline engine; the
// rest stay on Claude. The wait a 429/529 asks for (retry-after) is honoured by the retry of the call that
// got it (resilience.ts).
import { APIError } from '@anthropic-ai/sdk';

/** A call shed because its model is over its current limit: answered by the offline engine ('busy'). */
export class LoadShedError extends Error {
  constructor(readonly model: string, readonly limit: number) {
    super(`${model} is over its current limit of ${limit} concurrent calls (shedding after 429/529)`);
    this.name = 'LoadShedError';
  }
}

/** 429 or 529 (also as a stream's error event type): the model asks for less. */
export function isThrottle(err: unknown): boolean {
  if (!(err instanceof APIError)) return false;
  if (err.status === 429 || err.status === 529) return true;
  const type = (err.error as { error?: { type?: string } } | undefined)?.error?.type ?? (err as { type?: string }).type;
  return err.status === undefined && (type === 'rate_limit_error' || type === 'overloaded_error');
}

export interface ModelLoadOptions {
  /** the most concurrent calls (and where the limit starts) */
  max: number;
  /** how long a call over the limit waits for a slot before it is shed, ms */
  waitMs: number;
  /** at most one cut per this many ms (default 250) */
  cutEveryMs?: number;
  now?: () => number;
}

export class ModelLoad {
  /** the current limit (fractional: it grows by 1/limit per success) */
  private cap: number;
  private inFlight = 0;
  private lastCut = Number.NEGATIVE_INFINITY;
  private readonly waiters: (() => void)[] = [];
  /** calls shed since start, and throttles seen: for the bench and metrics */
  shed = 0;
  throttles = 0;

  constructor(readonly model: string, private readonly o: ModelLoadOptions) {
    this.cap = o.max;
  }

  get limit(): number {
    return Math.max(1, Math.floor(this.cap));
  }

  get shedding(): boolean {
    return this.limit < this.o.max;
  }

  /** A call would get a slot now, without waiting. */
  get free(): boolean {
    return this.inFlight < this.limit && !this.waiters.length;
  }

  /** Take a slot, waiting up to waitMs; throws LoadShedError when none frees in time (or `signal` aborts). */
  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.inFlight < this.limit && !this.waiters.length) this.inFlight++;
    else if (!(await this.waitForSlot(signal))) {
      this.shed++;
      throw new LoadShedError(this.model, this.limit);
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight--;
      this.wake();
    };
  }

  /** The call's outcome (reported while its slot is still held): a 429/529 cuts the limit to what the model was
   *  taking (one less than the calls open, this one included), or halves it when that is no cut (more calls were
   *  open than the limit, after an earlier cut), at most once per cutEveryMs; a success grows it back. */
  report(err: unknown): void {
    if (err === null) {
      this.cap = Math.min(this.o.max, this.cap + 1 / this.cap);
      this.wake();
    } else if (isThrottle(err)) {
      this.throttles++;
      // what the model was taking when it refused (one less than was open): a cut whenever it is lower (each
      // refusal of a wave sees fewer open, as the refused before it let go); a halving a limit it was not over,
      // only once per wave (a halved limit under a fixed ceiling leaves the model a third idle until it grows back)
      const taking = this.inFlight - 1;
      const now = (this.o.now ?? Date.now)();
      if (taking < this.cap) this.cap = Math.max(1, taking);
      else if (now - this.lastCut >= (this.o.cutEveryMs ?? 250)) this.cap = Math.max(1, this.cap / 2);
      else return;
      this.lastCut = now;
    }
  }

  /** Hand free slots to the callers waiting, oldest first (each slot is taken for the waiter it wakes). */
  private wake(): void {
    while (this.waiters.length && this.inFlight < this.limit) {
      this.inFlight++;
      this.waiters.shift()!();
    }
  }

  private waitForSlot(signal?: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const settle = (got: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', give);
        resolve(got);
      };
      const waiter = () => settle(true);
      function give(this: void) {
        const i = waiters.indexOf(waiter);
        if (i < 0) return; // already woken: the slot is this caller's
        waiters.splice(i, 1);
        settle(false);
      }
      const waiters = this.waiters;
      const timer = setTimeout(give, this.o.waitMs);
      signal?.addEventListener('abort', give, { once: true });
      waiters.push(waiter);
    });
  }
}
