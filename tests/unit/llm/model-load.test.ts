// Why this exists: 429 and 529 shed load gradually, per model (issue 27): the model's concurrency limit halves
// (once per wave), grows back with successes, a call over it waits briefly and is then shed to the offline
// engine, and the breaker (a switch for a model that is down) never opens on them.
import { APIError, RateLimitError } from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { isThrottle, LoadShedError, ModelLoad } from '../../../actors/llm/model-load.ts';
import { createResilience, failureKind } from '../../../actors/llm/resilience.ts';

const limited = () => new RateLimitError(429, { type: 'error', error: { type: 'rate_limit_error' } }, 'Rate limited', new Headers({ 'retry-after': '0' }));
const overloaded = () => APIError.generate(529, { type: 'error', error: { type: 'overloaded_error' } }, 'Overloaded', new Headers());

describe('ModelLoad', () => {
  it('cuts the limit to what the model was taking on a 429 or 529 (halves it when that is no cut), once per wave, and grows it back one call per limit successes', async () => {
    let now = 0;
    const l = new ModelLoad('sonnet', { max: 16, waitMs: 0, cutEveryMs: 1000, now: () => now });
    const open = await Promise.all(Array.from({ length: 16 }, () => l.acquire()));
    l.report(limited()); // refused with 16 open: the model took 15
    l.report(limited()); // the same wave: no second cut
    l.report(overloaded());
    expect(l.limit).toBe(15);
    now = 1000;
    l.report(overloaded()); // refused again with 16 open, more than the limit: halved
    expect(l.limit).toBe(7);
    now = 2000;
    open.slice(5).forEach((release) => release());
    l.report(overloaded()); // refused with 5 open: the model took 4 (a halving, 3, would leave it a slot idle)
    expect(l.limit).toBe(4);
    expect(l.shedding).toBe(true);
    for (let i = 0; i < 4; i++) l.report(null);
    expect(l.limit).toBe(4); // +1/limit per success: about one more slot per limit successes
    l.report(null);
    expect(l.limit).toBe(5);
    for (let i = 0; i < 200; i++) l.report(null);
    expect(l.limit).toBe(16);
    expect(l.shedding).toBe(false);
    l.report(new Error('a bug, not a throttle'));
    expect(l.limit).toBe(16);
    // refused with only 3 calls open: the model took 2, so the limit drops to that (well below half of 16)
    open.slice(3, 5).forEach((release) => release());
    now = 3000;
    l.report(limited());
    expect(l.limit).toBe(2);
    expect(isThrottle(limited()) && isThrottle(overloaded()) && !isThrottle(APIError.generate(500, {}, 'x', new Headers()))).toBe(true);
  });

  it('cuts again within a wave when a later refusal sees fewer calls open (the refused before it let go)', async () => {
    const l = new ModelLoad('sonnet', { max: 32, waitMs: 0, cutEveryMs: 10_000 });
    const open = await Promise.all(Array.from({ length: 4 }, () => l.acquire()));
    l.report(limited()); // 4 open, this one refused: the model took 3
    expect(l.limit).toBe(3);
    open[3](); // the refused call lets go
    l.report(limited()); // 3 open, this one refused too: the model takes 2
    expect(l.limit).toBe(2);
    open[2]();
    l.report(limited()); // 2 open: the model takes 1
    expect(l.limit).toBe(1);
    open[1]();
    l.report(limited()); // 1 open, no lower: a halving would be due, but not within the wave that cut
    expect(l.limit).toBe(1);
    expect(l.throttles).toBe(4);
  });

  it('lets a call over the limit take the next free slot, and sheds one that finds none in time', async () => {
    const l = new ModelLoad('sonnet', { max: 2, waitMs: 50 });
    const first = await l.acquire();
    l.report(limited()); // refused with one call open: limit 1
    const waiting = l.acquire(); // waits for the first
    first();
    const second = await waiting;
    await expect(l.acquire()).rejects.toBeInstanceOf(LoadShedError); // the second holds it past waitMs
    second();
    expect(l.shed).toBe(1);
    expect(failureKind(new LoadShedError('sonnet', 1))).toBe('busy');
  });
});

describe('resilience: 429 storms shed load per model, gradually', () => {
  const opts = {
    LLM_TIMEOUT_MS: 2000, LLM_RETRIES: 0, LLM_BACKOFF_INITIAL_MS: 1, LLM_BACKOFF_MAX_MS: 2, LLM_BREAKER_THRESHOLD: 5,
    LLM_BREAKER_HALF_OPEN_MS: 60_000, LLM_BREAKER_CLOSE_AFTER: 2, LLM_GLOBAL_CONCURRENCY: 8, LLM_GLOBAL_QUEUE: 100, LLM_SHED_WAIT_MS: 30,
  };

  it('never opens the breaker on 429s: the model keeps a smaller share of calls, other models keep theirs', async () => {
    const r = createResilience(opts);
    for (let i = 0; i < 20; i++) await expect(r.run(async () => { throw limited(); }, undefined, { model: 'sonnet' })).rejects.toThrow();
    expect(r.status('sonnet')).toBe('closed'); // was: open after 5, every consult offline for 60 s
    expect(r.load('sonnet').limit).toBeLessThan(8);
    expect(r.load('haiku').limit).toBe(8);
    // at the reduced limit, as many calls as it allows still run on the model; the rest are shed
    const limit = r.load('sonnet').limit;
    let release!: () => void;
    const gate = new Promise<void>((res) => { release = res; });
    const calls = Array.from({ length: limit + 3 }, () => r.run(async () => { await gate; return 'claude'; }, undefined, { model: 'sonnet' }).catch((e: unknown) => failureKind(e)));
    await new Promise((res) => setTimeout(res, 80)); // past LLM_SHED_WAIT_MS for the calls over the limit
    release();
    const outcomes = await Promise.all(calls);
    expect(outcomes.filter((o) => o === 'claude')).toHaveLength(limit);
    expect(outcomes.filter((o) => o === 'busy')).toHaveLength(3);
    await expect(r.run(async () => 'ok', undefined, { model: 'haiku' })).resolves.toBe('ok');
  });

  it('moves a role that may overflow to the other model tier while its own model has no free slot, instead of shedding it', async () => {
    const r = createResilience({ ...opts, LLM_RETRIES: 1, LLM_SHED_WAIT_MS: 30 });
    // a storm on sonnet: refused with one call open, its limit is 1
    let release!: () => void;
    const gate = new Promise<void>((res) => { release = res; });
    const holder = r.run(async (_s, model) => { await gate; return model; }, undefined, { model: 'sonnet' });
    await expect(r.run(async () => { throw limited(); }, undefined, { model: 'sonnet' })).rejects.toThrow();
    expect(r.load('sonnet').limit).toBe(1);
    const seen: string[] = [];
    const call = (overflow?: string) => r.run(async (_s, model) => { seen.push(model); return model; }, undefined, { model: 'sonnet', ...(overflow ? { overflow } : {}) })
      .catch((e: unknown) => failureKind(e));
    // sonnet's one slot is taken: the role that may overflow goes to haiku at once, the other waits and is shed
    const [moved, stayed] = await Promise.all([call('haiku'), call()]);
    expect(moved).toBe('haiku');
    expect(stayed).toBe('busy');
    release();
    expect(await holder).toBe('sonnet');
    // with a free slot on its own model, a role stays on it
    expect(await call('haiku')).toBe('sonnet');
    expect(r.status('sonnet')).toBe('closed');
    expect(seen).toEqual(['haiku', 'sonnet']);
  });

  it('keeps a role on its own model (waiting for a slot) when the overflow tier is full too', async () => {
    const r = createResilience({ ...opts, LLM_RETRIES: 0, LLM_SHED_WAIT_MS: 2000 });
    const gates: (() => void)[] = [];
    const held = (model: string) => r.run(async () => { await new Promise<void>((res) => gates.push(res)); return model; }, undefined, { model });
    // a storm on both: each refused with one call open, so each model's limit is 1 and that call holds it
    const holders = [held('sonnet'), held('haiku')];
    await new Promise((res) => setTimeout(res, 10));
    await expect(r.run(async () => { throw limited(); }, undefined, { model: 'sonnet' })).rejects.toThrow();
    await expect(r.run(async () => { throw limited(); }, undefined, { model: 'haiku' })).rejects.toThrow();
    expect([r.load('sonnet').limit, r.load('haiku').limit]).toEqual([1, 1]);
    const waiting = r.run(async (_s, model) => model, undefined, { model: 'sonnet', overflow: 'haiku' });
    await new Promise((res) => setTimeout(res, 20));
    gates[0](); // sonnet's slot frees first: the waiting call takes it
    expect(await waiting).toBe('sonnet');
    gates[1]();
    expect(await Promise.all(holders)).toEqual(['sonnet', 'haiku']);
  });

  it('retries a call its own model refused (429) on the overflow tier', async () => {
    const r = createResilience({ ...opts, LLM_RETRIES: 2 });
    const tried: string[] = [];
    const out = await r.run(async (_s, model) => {
      tried.push(model);
      if (model === 'sonnet') throw limited();
      return model;
    }, undefined, { model: 'sonnet', overflow: 'haiku' });
    expect(out).toBe('haiku');
    expect(tried).toEqual(['sonnet', 'haiku']);
  });

  it('moves a role that may overflow to the other tier while its own model\'s circuit is open', async () => {
    const r = createResilience({ ...opts, LLM_BREAKER_THRESHOLD: 1 });
    await expect(r.run(async () => { throw APIError.generate(500, { type: 'error', error: { type: 'api_error' } }, 'down', new Headers()); }, undefined, { model: 'sonnet' })).rejects.toThrow();
    expect(r.status('sonnet')).toBe('open');
    await expect(r.run(async (_s, model) => model, undefined, { model: 'sonnet', overflow: 'haiku' })).resolves.toBe('haiku');
    expect(await r.run(async (_s, model) => model, undefined, { model: 'sonnet' }).catch((e: unknown) => failureKind(e))).toBe('breaker_open');
  });
});
