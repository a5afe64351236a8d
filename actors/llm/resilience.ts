// Why this exists: Claude is a remote service that is sometimes slow, overloaded or down; these cockatiel
// policies (a deadline per attempt and per call, retry with backoff that honours retry-after, one circuit
// breaker per model, concurrency caps) decide when to try again and when to give the turn to the offline engine.
import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import {
  BrokenCircuitError, BulkheadRejectedError, CircuitState, ConsecutiveBreaker, ExponentialBackoff, TaskCancelledError,
  bulkhead, circuitBreaker, handleWhen, retry, timeout, TimeoutStrategy, wrap,
  type BulkheadPolicy, type CircuitBreakerPolicy, type IBackoff, type IBackoffFactory, type IBreaker, type IRetryBackoffContext,
} from 'cockatiel';
import type { LlmConfig } from './llm.config.ts';
import { isThrottle, LoadShedError, ModelLoad } from './model-load.ts';

/** The model's tool input did not pass the role's zod schema (after the one allowed retry). */
export class InvalidOutputError extends Error {
  constructor(message: string, readonly issues: unknown = undefined) {
    super(message);
    this.name = 'InvalidOutputError';
  }
}

/** A stream failed before any text reached the patient: safe to retry from scratch. */
export class EarlyStreamError extends Error {
  constructor(override readonly cause: unknown) {
    super(`stream failed before any text: ${(cause as Error)?.message ?? cause}`);
    this.name = 'EarlyStreamError';
  }
}

/** A stream failed after text was forwarded: the caller must finish the message with the fallback. */
export class StreamInterruptedError extends Error {
  constructor(readonly forwarded: string, override readonly cause: unknown) {
    super(`stream interrupted after ${forwarded.length} characters: ${(cause as Error)?.message ?? cause}`);
    this.name = 'StreamInterruptedError';
  }
}

const TRANSIENT_TYPES = new Set(['overloaded_error', 'api_error', 'rate_limit_error', 'timeout_error']);

/** 429, 5xx (529 included), connection errors, and error events that the stream reported before any text. */
export function isTransient(err: unknown): boolean {
  if (err instanceof EarlyStreamError) return true;
  if (err instanceof APIUserAbortError) return false;
  if (err instanceof APIConnectionError) return true;
  if (err instanceof APIError) {
    if (err.status === undefined) return TRANSIENT_TYPES.has(String(err.type ?? (err.error as { error?: { type?: string } })?.error?.type));
    return err.status === 429 || err.status >= 500;
  }
  return false;
}

/** Failures that say something about Claude's health, and so count towards opening the breaker. */
export function countsAgainstBreaker(err: unknown): boolean {
  // 429 and 529 say "less", not "down": they cut the model's concurrency limit (model-load.ts) instead
  if (isThrottle(err) || err instanceof LoadShedError) return false;
  if (err instanceof InvalidOutputError || err instanceof APIUserAbortError || err instanceof BulkheadRejectedError) return false;
  if (err instanceof APIError && err.status !== undefined && [400, 404, 413, 422].includes(err.status)) return false;
  return isTransient(err) || err instanceof TaskCancelledError || err instanceof APIError || err instanceof StreamInterruptedError;
}

export type FailureKind = 'breaker_open' | 'timeout' | 'unavailable' | 'invalid_output' | 'busy' | 'stream_interrupted' | 'aborted' | 'error';

export function failureKind(err: unknown, callerAborted = false): FailureKind {
  if (callerAborted || err instanceof APIUserAbortError) return 'aborted';
  if (err instanceof BrokenCircuitError) return 'breaker_open';
  if (err instanceof TaskCancelledError) return 'timeout';
  if (err instanceof InvalidOutputError) return 'invalid_output';
  if (err instanceof BulkheadRejectedError || err instanceof LoadShedError) return 'busy';
  if (err instanceof StreamInterruptedError) return 'stream_interrupted';
  if (isTransient(err) || err instanceof APIError) return 'unavailable';
  return 'error';
}

/**
 * cockatiel closes a half-open circuit after ONE successful test call. Helios wants two: after the test
 * succeeds the circuit is on probation, and a failure before the next success re-opens it at once; only
 * `closeAfter` successes in a row return it to the normal consecutive-failure threshold.
 */
export class ProbationBreaker implements IBreaker {
  private readonly inner: ConsecutiveBreaker;
  private probation = 0;

  constructor(threshold: number, private readonly closeAfter: number) {
    this.inner = new ConsecutiveBreaker(threshold);
  }

  get state(): unknown {
    return { inner: this.inner.state, probation: this.probation };
  }

  set state(s: unknown) {
    const v = s as { inner?: number; probation?: number } | undefined;
    this.inner.state = v?.inner ?? 0;
    this.probation = v?.probation ?? 0;
  }

  /** successes still needed before the circuit is fully closed */
  get onProbation(): number {
    return this.probation;
  }

  success(state: CircuitState): void {
    if (state === CircuitState.HalfOpen) this.probation = Math.max(0, this.closeAfter - 1);
    else if (this.probation > 0) this.probation--;
    this.inner.success();
  }

  failure(state: CircuitState): boolean {
    if (state === CircuitState.HalfOpen) return true;
    if (this.probation > 0) {
      this.probation = 0;
      return true;
    }
    return this.inner.failure();
  }
}

export type BreakerStatus = 'closed' | 'open' | 'half_open' | 'probation' | 'isolated';

/** Per call: which model's breaker it counts toward, and its deadlines. */
export interface RunOptions {
  /** the model called: each model has its own breaker (an overloaded Sonnet does not take Haiku down) */
  model?: string;
  /** another model tier the role may use (LLM_OVERFLOW_MODEL): an attempt that finds `model` with no free slot
   *  (its limit cut by 429/529) or its circuit open goes to this one instead when it has a free slot, rather
   *  than wait or fall back to the offline engine */
  overflow?: string;
  /** per attempt, ms (default LLM_TIMEOUT_MS) */
  attemptMs?: number;
  /** the whole call, retries and their waits included, ms (default LLM_DEADLINE_MS); a retry-after that
   *  would end past it is not waited for: the call gives up at once */
  totalMs?: number;
}

export interface LlmResilience {
  readonly global: BulkheadPolicy;
  /** one model's breaker status; without a model, the worst of all (open before half_open before probation) */
  status(model?: string): BreakerStatus;
  /** Run one Claude call: retry(transient, honouring retry-after) → the model's breaker → global cap → timeout per attempt,
   *  all within the call's total deadline. */
  run<T>(fn: (signal: AbortSignal, model: string) => Promise<T>, signal?: AbortSignal, opts?: RunOptions): Promise<T>;
  /** A model's current concurrency limit and what its 429/529s shed (see model-load.ts). */
  load(model: string): { limit: number; shedding: boolean; shed: number; throttles: number };
  /** Listen for any model's breaker opening and closing (metrics, telling patients). */
  onBreakerChange(listener: (status: BreakerStatus, model: string) => void): { dispose(): void };
}

export type ResilienceOptions = Pick<LlmConfig,
  'LLM_TIMEOUT_MS' | 'LLM_RETRIES' | 'LLM_BACKOFF_INITIAL_MS' | 'LLM_BACKOFF_MAX_MS' | 'LLM_BREAKER_THRESHOLD'
  | 'LLM_BREAKER_HALF_OPEN_MS' | 'LLM_BREAKER_CLOSE_AFTER' | 'LLM_GLOBAL_CONCURRENCY' | 'LLM_GLOBAL_QUEUE'> & Partial<Pick<LlmConfig, 'LLM_DEADLINE_MS' | 'LLM_SHED_WAIT_MS'>>;

/** The wait a 429 or 529 asked for (retry-after-ms, or retry-after in seconds or as an HTTP date), in ms. */
export function retryAfterMs(err: unknown): number | null {
  if (!(err instanceof APIError) || !err.headers) return null;
  const h = err.headers as unknown as { get?: (k: string) => string | null } & Record<string, string | undefined>;
  const read = (k: string) => (typeof h.get === 'function' ? h.get(k) : h[k]) ?? null;
  const ms = Number(read('retry-after-ms'));
  if (read('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return ms;
  const ra = read('retry-after');
  if (ra === null) return null;
  const secs = Number(ra);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const at = Date.parse(ra);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

type RetryCtx = IRetryBackoffContext<unknown>;
/** Exponential backoff, except that a retry-after from the server is the wait. */
function honouringRetryAfter(base: IBackoffFactory<RetryCtx>): IBackoffFactory<RetryCtx> {
  const step = (prev: IBackoff<RetryCtx> | undefined, ctx: RetryCtx): IBackoff<RetryCtx> => {
    const b = prev ? prev.next(ctx) : base.next(ctx);
    const asked = 'error' in ctx.result ? retryAfterMs(ctx.result.error) : null;
    return { duration: asked ?? b.duration, next: (c) => step(b, c) };
  };
  return { next: (ctx) => step(undefined, ctx) };
}

const SEVERITY: BreakerStatus[] = ['closed', 'probation', 'half_open', 'open', 'isolated'];

/** One per process: a breaker per model and the global cap, shared by every consult. */
export function createResilience(o: ResilienceOptions): LlmResilience {
  const global = bulkhead(o.LLM_GLOBAL_CONCURRENCY, o.LLM_GLOBAL_QUEUE);
  const listeners = new Set<(s: BreakerStatus, model: string) => void>();
  const breakers = new Map<string, { policy: CircuitBreakerPolicy; probation: ProbationBreaker }>();
  const breakerFor = (model: string) => {
    let b = breakers.get(model);
    if (!b) {
      const probation = new ProbationBreaker(o.LLM_BREAKER_THRESHOLD, o.LLM_BREAKER_CLOSE_AFTER);
      const policy = circuitBreaker(handleWhen(countsAgainstBreaker), { halfOpenAfter: o.LLM_BREAKER_HALF_OPEN_MS, breaker: probation });
      b = { policy, probation };
      breakers.set(model, b);
      policy.onStateChange(() => { for (const l of listeners) l(statusOf(model), model); });
    }
    return b;
  };
  const statusOf = (model: string): BreakerStatus => {
    const b = breakers.get(model);
    if (!b) return 'closed';
    switch (b.policy.state) {
      case CircuitState.Open: return 'open';
      case CircuitState.HalfOpen: return 'half_open';
      case CircuitState.Isolated: return 'isolated';
      default: return b.probation.onProbation > 0 ? 'probation' : 'closed';
    }
  };
  const totalDefault = o.LLM_DEADLINE_MS ?? 0;
  const loads = new Map<string, ModelLoad>();
  const loadFor = (model: string) => {
    let l = loads.get(model);
    if (!l) loads.set(model, (l = new ModelLoad(model, { max: o.LLM_GLOBAL_CONCURRENCY, waitMs: o.LLM_SHED_WAIT_MS ?? 12_000 })));
    return l;
  };

  return {
    global,
    status: (model) => (model !== undefined ? statusOf(model)
      : [...breakers.keys()].map(statusOf).reduce<BreakerStatus>((w, s) => (SEVERITY.indexOf(s) > SEVERITY.indexOf(w) ? s : w), 'closed')),
    async run(fn, signal, opts = {}) {
      const attemptMs = opts.attemptMs ?? o.LLM_TIMEOUT_MS;
      const totalMs = opts.totalMs ?? totalDefault;
      const started = Date.now();
      const left = () => (totalMs > 0 ? totalMs - (Date.now() - started) : Number.POSITIVE_INFINITY);
      // a wait the server asks for that would end past the deadline is not waited: the call gives up now
      const retryPolicy = retry(handleWhen((err) => isTransient(err) && (retryAfterMs(err) ?? 0) < left()), {
        maxAttempts: o.LLM_RETRIES,
        backoff: honouringRetryAfter(new ExponentialBackoff({ initialDelay: o.LLM_BACKOFF_INITIAL_MS, maxDelay: o.LLM_BACKOFF_MAX_MS })),
      });
      const primary = opts.model ?? 'default';
      const overflow = opts.overflow && opts.overflow !== primary ? opts.overflow : undefined;
      let refused = false;
      /** The model this attempt goes to: the role's own, unless it has no free slot, its circuit is open or it
       *  refused this call's last attempt (429/529), and the overflow tier has a free slot. */
      const pick = (): string => {
        if (!overflow || statusOf(overflow) === 'open' || !loadFor(overflow).free) return primary;
        return refused || statusOf(primary) === 'open' || !loadFor(primary).free ? overflow : primary;
      };
      const deadline = new AbortController();
      const timer = totalMs > 0 ? setTimeout(() => deadline.abort(), totalMs) : undefined;
      const outer = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        return await retryPolicy.execute(async ({ signal: rs }) => {
          const model = pick();
          const load = loadFor(model);
          const attempt = wrap(breakerFor(model).policy, global, timeout(attemptMs, TimeoutStrategy.Aggressive));
          // over the model's limit after 429/529s: wait for a slot (within the call's deadline, not the
          // attempt's timeout), or be shed to the offline engine
          const release = await load.acquire(rs);
          try {
            const out = await attempt.execute(async ({ signal: s }) => {
              try {
                return await fn(s, model);
              } catch (err) {
                // the attempt's signal fired but the caller's did not: that was our timeout, whatever the SDK threw
                if (s.aborted && !signal?.aborted) throw new TaskCancelledError(`Claude call timed out after ${deadline.signal.aborted ? totalMs : attemptMs} ms`);
                throw err;
              }
            }, rs);
            load.report(null);
            return out;
          } catch (err) {
            load.report(err);
            if (model === primary && isThrottle(err)) refused = true;
            throw err;
          } finally {
            release();
          }
        }, outer);
      } catch (err) {
        if (deadline.signal.aborted && !signal?.aborted && !(err instanceof TaskCancelledError)) throw new TaskCancelledError(`Claude call passed its ${totalMs} ms deadline`);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    load(model) {
      const l = loadFor(model);
      return { limit: l.limit, shedding: l.shedding, shed: l.shed, throttles: l.throttles };
    },
    onBreakerChange(listener) {
      listeners.add(listener);
      return { dispose: () => void listeners.delete(listener) };
    },
  };
}

/** Per consult: at most `limit` specialist calls at once (the rest wait their turn). */
export function specialistLimiter(limit: number): BulkheadPolicy {
  return bulkhead(limit, Number.MAX_SAFE_INTEGER);
}
