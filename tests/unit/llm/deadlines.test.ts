// Why this exists: issue 27 — Claude's failures must cost the patient seconds, not minutes, and one model's
// trouble must not switch every consult off: retry-after is honoured (and a wait past the call's deadline is
// not waited), each model has its own breaker, a call has a total deadline below the council's, and patient
// text has 2.5 s (here shortened) to its first token before the offline text goes out.
import { APIError } from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { createResilience, retryAfterMs } from '../../../actors/llm/resilience.ts';
import { createOfflineRoles } from '../../../actors/llm/offline.client.ts';
import { buildEngine, startStandin } from './harness.ts';

let standin: AnthropicStandin;
beforeAll(async () => { standin = await startStandin(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

const offline = createOfflineRoles();
const seat = { specialty: 'neurology', facts: { complaint: 'headache', opqrst: {}, medications: [], allergies: [], conditions: [], findings: ['headache'], negatedFindings: [], unknown: [] }, patient: {}, locale: 'en' };

describe('retry-after', () => {
  it('reads retry-after-ms, retry-after in seconds and as a date', () => {
    expect(retryAfterMs(APIError.generate(429, {}, 'x', new Headers({ 'retry-after': '2' })))).toBe(2000);
    expect(retryAfterMs(APIError.generate(429, {}, 'x', new Headers({ 'retry-after-ms': '150', 'retry-after': '9' })))).toBe(150);
    expect(retryAfterMs(APIError.generate(429, {}, 'x', new Headers()))).toBeNull();
  });

  it('waits what a 429 asks for before the retry (the backoff alone would wait 1 ms)', async () => {
    const e = buildEngine(standin.url);
    standin.next({ mode: 'rate_limited', retryAfterS: 1 });
    const out = await e.roles.specialist(seat);
    expect(out.agent).toBe('neurology_specialist');
    expect(e.fallbacks).toEqual([]);
    expect(standin.count()).toBe(2);
    expect(standin.requests[1].at - standin.requests[0].at).toBeGreaterThanOrEqual(950);
  });

  it('does not wait a retry-after that ends past the call deadline: the offline engine answers at once', async () => {
    const e = buildEngine(standin.url, { config: { LLM_DEADLINE_MS: 1000 } });
    standin.next({ mode: 'overloaded', retryAfterS: 30 });
    const t0 = Date.now();
    const out = await e.roles.specialist(seat);
    expect(Date.now() - t0).toBeLessThan(900);
    expect(out).toEqual(await offline.specialist(seat));
    expect(standin.count()).toBe(1);
    expect(e.fallbacks[0]).toMatchObject({ role: 'specialist', reason: 'unavailable' });
  });
});

describe('breakers per model', () => {
  it('opens the breaker of the model that fails, and only that one', async () => {
    const r = createResilience({
      LLM_TIMEOUT_MS: 200, LLM_RETRIES: 0, LLM_BACKOFF_INITIAL_MS: 1, LLM_BACKOFF_MAX_MS: 2, LLM_BREAKER_THRESHOLD: 3,
      LLM_BREAKER_HALF_OPEN_MS: 60_000, LLM_BREAKER_CLOSE_AFTER: 2, LLM_GLOBAL_CONCURRENCY: 4, LLM_GLOBAL_QUEUE: 10,
    });
    const down = () => APIError.generate(500, { type: 'error', error: { type: 'api_error' } }, 'Internal error', new Headers());
    for (let i = 0; i < 3; i++) await expect(r.run(async () => { throw down(); }, undefined, { model: 'sonnet' })).rejects.toThrow();
    expect(r.status('sonnet')).toBe('open');
    expect(r.status('haiku')).toBe('closed');
    await expect(r.run(async () => 'ok', undefined, { model: 'haiku' })).resolves.toBe('ok');
    expect(r.status()).toBe('open'); // the worst of all, for the startup log and metrics
  });
});

describe('deadlines', () => {
  it('gives a hung structured call its total deadline, then the offline engine, with one request', async () => {
    const e = buildEngine(standin.url, { config: { LLM_TIMEOUT_MS: 5000, LLM_DEADLINE_MS: 400 } });
    standin.setMode('hanging');
    const t0 = Date.now();
    const out = await e.roles.specialist(seat);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(out).toEqual(await offline.specialist(seat));
    expect(e.fallbacks[0]).toMatchObject({ role: 'specialist', reason: 'timeout' });
  });

  it('sends the offline text when patient text has no first token by its deadline, and drops what comes later', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: ['cdc.gov'], config: { LLM_TIMEOUT_MS: 5000, LLM_FIRST_TOKEN_MS: 300 } });
    standin.setMode('slow', { delayMs: 700 });
    const deltas: string[] = [];
    const t0 = Date.now();
    const res = await e.roles.speak({ offlineText: 'See a clinician within a few days.', locale: 'en', education: true, onDelta: (d) => deltas.push(d) });
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(res.engine).toBe('offline');
    expect(res.fellBack).toBe('timeout');
    await new Promise((r) => setTimeout(r, 1500)); // the slow answer arrives: nothing of it reaches the patient
    expect(deltas.join('')).toBe('See a clinician within a few days.');
  });
});
