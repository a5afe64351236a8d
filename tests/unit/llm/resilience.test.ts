// Why this exists: the breaker must open after 5 consecutive failures, half-open after its wait, and close
// only after 2 successes (cockatiel alone closes after 1); retries must hit transient errors only.
import { APIError, APIConnectionError, BadRequestError, OverloadedError } from '@anthropic-ai/sdk';
import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';
import { describe, expect, it } from 'vitest';
import { createResilience, EarlyStreamError, failureKind, InvalidOutputError, isTransient } from '../../../actors/llm/resilience.ts';

const opts = {
  LLM_TIMEOUT_MS: 50, LLM_RETRIES: 2, LLM_BACKOFF_INITIAL_MS: 1, LLM_BACKOFF_MAX_MS: 2, LLM_BREAKER_THRESHOLD: 5,
  LLM_BREAKER_HALF_OPEN_MS: 40, LLM_BREAKER_CLOSE_AFTER: 2, LLM_GLOBAL_CONCURRENCY: 4, LLM_GLOBAL_QUEUE: 10,
};
const overloaded = () => new OverloadedError(529, { type: 'error', error: { type: 'overloaded_error' } }, 'Overloaded', new Headers());
/** a server error: counts toward the breaker (a 429 or 529 cuts the model's limit instead) */
const down = () => APIError.generate(500, { type: 'error', error: { type: 'api_error' } }, 'Internal error', new Headers());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('error classes', () => {
  it('treats 429, 5xx, 529, connection errors and early stream errors as transient, not 400 or invalid output', () => {
    expect(isTransient(overloaded())).toBe(true);
    expect(isTransient(APIError.generate(429, {}, 'x', new Headers()))).toBe(true);
    expect(isTransient(APIError.generate(503, {}, 'x', new Headers()))).toBe(true);
    expect(isTransient(new APIConnectionError({ message: 'reset' }))).toBe(true);
    expect(isTransient(new EarlyStreamError(new Error('x')))).toBe(true);
    expect(isTransient(new APIError(undefined, { type: 'error', error: { type: 'overloaded_error' } }, undefined, undefined, 'overloaded_error'))).toBe(true);
    expect(isTransient(new BadRequestError(400, {}, 'bad', new Headers()))).toBe(false);
    expect(isTransient(new InvalidOutputError('x'))).toBe(false);
    expect(failureKind(new TaskCancelledError())).toBe('timeout');
    expect(failureKind(new BrokenCircuitError())).toBe('breaker_open');
  });
});

describe('createResilience', () => {
  it('retries a transient error twice with backoff, then gives up', async () => {
    const r = createResilience(opts);
    let calls = 0;
    await expect(r.run(async () => { calls++; throw overloaded(); })).rejects.toBeInstanceOf(OverloadedError);
    expect(calls).toBe(3);
  });

  it('does not retry a bad request', async () => {
    const r = createResilience(opts);
    let calls = 0;
    await expect(r.run(async () => { calls++; throw new BadRequestError(400, {}, 'bad', new Headers()); })).rejects.toBeInstanceOf(BadRequestError);
    expect(calls).toBe(1);
  });

  it('times an attempt out and aborts its signal', async () => {
    const r = createResilience(opts);
    let aborted = false;
    await expect(r.run((signal) => new Promise((_, reject) => signal.addEventListener('abort', () => { aborted = true; reject(new Error('aborted')); })))).rejects.toBeInstanceOf(TaskCancelledError);
    expect(aborted).toBe(true);
  });

  it('opens after 5 consecutive failures, half-opens after the wait, and closes only after 2 successes', async () => {
    const r = createResilience({ ...opts, LLM_RETRIES: 0 });
    const changes: string[] = [];
    r.onBreakerChange((s) => changes.push(s));
    for (let i = 0; i < 4; i++) await expect(r.run(async () => { throw down(); })).rejects.toThrow();
    expect(r.status()).toBe('closed');
    await expect(r.run(async () => { throw down(); })).rejects.toThrow();
    expect(r.status()).toBe('open');
    let ran = false;
    await expect(r.run(async () => { ran = true; return 1; })).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(ran).toBe(false);

    await sleep(60); // half-open: one test call; success puts the circuit on probation
    await expect(r.run(async () => 'ok')).resolves.toBe('ok');
    expect(r.status()).toBe('probation');
    await expect(r.run(async () => { throw down(); })).rejects.toThrow(); // a failure on probation re-opens at once
    expect(r.status()).toBe('open');

    await sleep(60);
    await r.run(async () => 'ok');
    expect(r.status()).toBe('probation');
    await r.run(async () => 'ok');
    expect(r.status()).toBe('closed'); // two successes: fully closed, the threshold is 5 again
    for (let i = 0; i < 4; i++) await expect(r.run(async () => { throw down(); })).rejects.toThrow();
    expect(r.status()).toBe('closed');
    expect(changes).toContain('open');
  });

  it('does not count invalid output against the breaker', async () => {
    const r = createResilience({ ...opts, LLM_RETRIES: 0 });
    for (let i = 0; i < 8; i++) await expect(r.run(async () => { throw new InvalidOutputError('bad'); })).rejects.toThrow();
    expect(r.status()).toBe('closed');
  });

  it('caps concurrent calls process-wide', async () => {
    const r = createResilience({ ...opts, LLM_GLOBAL_CONCURRENCY: 2, LLM_TIMEOUT_MS: 1000 });
    let inFlight = 0;
    let peak = 0;
    const work = () => r.run(async () => { inFlight++; peak = Math.max(peak, inFlight); await sleep(10); inFlight--; });
    await Promise.all(Array.from({ length: 6 }, work));
    expect(peak).toBe(2);
  });
});
