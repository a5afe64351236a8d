// Why this exists: Claude is a remote service that is sometimes slow, overloaded or down; these cockatiel
// policies (timeout, retry with backoff, one circuit breaker per process, concurrency caps) decide when to
// try again and when to give the turn to the offline engine.
import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import {
  BrokenCircuitError, BulkheadRejectedError, CircuitState, ConsecutiveBreaker, ExponentialBackoff, TaskCancelledError,
  bulkhead, circuitBreaker, handleWhen, retry, timeout, TimeoutStrategy, wrap,
  type BulkheadPolicy, type CircuitBreakerPolicy, type IBreaker,
} from 'cockatiel';
import type { LlmConfig } from './llm.config.ts';

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
  if (err instanceof BulkheadRejectedError) return 'busy';
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

export interface LlmResilience {
  readonly breaker: CircuitBreakerPolicy;
  readonly global: BulkheadPolicy;
  /** closed, open, half_open, or probation (half-open test passed, more successes needed) */
  status(): BreakerStatus;
  /** Run one Claude call: retry(transient) → breaker → global cap → timeout per attempt. */
  run<T>(fn: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Listen for the breaker opening and closing (metrics, telling patients). */
  onBreakerChange(listener: (status: BreakerStatus) => void): { dispose(): void };
}

export type ResilienceOptions = Pick<LlmConfig,
  'LLM_TIMEOUT_MS' | 'LLM_RETRIES' | 'LLM_BACKOFF_INITIAL_MS' | 'LLM_BACKOFF_MAX_MS' | 'LLM_BREAKER_THRESHOLD'
  | 'LLM_BREAKER_HALF_OPEN_MS' | 'LLM_BREAKER_CLOSE_AFTER' | 'LLM_GLOBAL_CONCURRENCY' | 'LLM_GLOBAL_QUEUE'>;

/** One per process: the breaker and the global cap are shared by every consult. */
export function createResilience(o: ResilienceOptions): LlmResilience {
  const probation = new ProbationBreaker(o.LLM_BREAKER_THRESHOLD, o.LLM_BREAKER_CLOSE_AFTER);
  const breaker = circuitBreaker(handleWhen(countsAgainstBreaker), { halfOpenAfter: o.LLM_BREAKER_HALF_OPEN_MS, breaker: probation });
  const global = bulkhead(o.LLM_GLOBAL_CONCURRENCY, o.LLM_GLOBAL_QUEUE);
  const retryPolicy = retry(handleWhen(isTransient), {
    maxAttempts: o.LLM_RETRIES,
    backoff: new ExponentialBackoff({ initialDelay: o.LLM_BACKOFF_INITIAL_MS, maxDelay: o.LLM_BACKOFF_MAX_MS }),
  });
  const perAttempt = timeout(o.LLM_TIMEOUT_MS, TimeoutStrategy.Aggressive);
  const policy = wrap(retryPolicy, breaker, global, perAttempt);

  const status = (): BreakerStatus => {
    switch (breaker.state) {
      case CircuitState.Open: return 'open';
      case CircuitState.HalfOpen: return 'half_open';
      case CircuitState.Isolated: return 'isolated';
      default: return probation.onProbation > 0 ? 'probation' : 'closed';
    }
  };

  return {
    breaker,
    global,
    status,
    run: (fn, signal) =>
      policy.execute(async ({ signal: s }) => {
        try {
          return await fn(s);
        } catch (err) {
          // the attempt's signal fired but the caller's did not: that was our timeout, whatever the SDK threw
          if (s.aborted && !signal?.aborted) throw new TaskCancelledError(`Claude call timed out after ${o.LLM_TIMEOUT_MS} ms`);
          throw err;
        }
      }, signal),
    onBreakerChange(listener) {
      return breaker.onStateChange(() => listener(status()));
    },
  };
}

/** Per consult: at most `limit` specialist calls at once (the rest wait their turn). */
export function specialistLimiter(limit: number): BulkheadPolicy {
  return bulkhead(limit, Number.MAX_SAFE_INTEGER);
}
