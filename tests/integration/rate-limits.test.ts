// Why this exists: the abuse limits must hold across server nodes (they count in Redis), refuse exactly
// past the limit, keep keys apart per IP / socket / prefix, and fall back safely when Redis fails.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, createRateLimits, RateLimitedError } from '../../server/security/rate-limits.ts';
import { loadConfig } from '../../server/config.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

let redis: Redis;
let other: Redis;
beforeAll(() => {
  redis = new Redis(testRedisUrl());
  other = new Redis(testRedisUrl());
});
afterAll(() => {
  redis.disconnect();
  other.disconnect();
});

const cfg = (c: number, m: number, s: number) => ({ RATE_CONNECTIONS_PER_MIN: c, RATE_MESSAGES_PER_MIN: m, RATE_STARTS_PER_HOUR: s });
const times = async (n: number, f: () => Promise<boolean>) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(await f());
  return out;
};

describe('rate limits', () => {
  it('has config defaults and accepts overrides from the environment', () => {
    const d = loadConfig({});
    expect(d.RATE_CONNECTIONS_PER_MIN).toBeGreaterThan(0);
    expect(d.RATE_MESSAGES_PER_MIN).toBeGreaterThan(0);
    expect(d.RATE_STARTS_PER_HOUR).toBeGreaterThan(0);
    expect(loadConfig({ RATE_MESSAGES_PER_MIN: '7' }).RATE_MESSAGES_PER_MIN).toBe(7);
    expect(() => loadConfig({ RATE_STARTS_PER_HOUR: '-1' })).toThrow(/RATE_STARTS_PER_HOUR/);
  });

  it('allows exactly the configured number, then refuses', async () => {
    const rl = createRateLimits(redis, uniquePrefix('rl'), cfg(3, 5, 2));
    expect(await times(5, () => rl.connection('10.0.0.1'))).toEqual([true, true, true, false, false]);
    expect(await times(7, () => rl.message('sock-a'))).toEqual([true, true, true, true, true, false, false]);
    expect(await times(3, () => rl.start('10.0.0.1'))).toEqual([true, true, false]);
  });

  it('counts each IP and socket separately, and each kind of limit separately', async () => {
    const rl = createRateLimits(redis, uniquePrefix('rl'), cfg(1, 1, 1));
    expect(await rl.connection('10.0.0.1')).toBe(true);
    expect(await rl.connection('10.0.0.1')).toBe(false);
    expect(await rl.connection('10.0.0.2')).toBe(true);
    expect(await rl.connection('::1')).toBe(true);
    expect(await rl.start('10.0.0.1')).toBe(true); // starts are not connections
    expect(await rl.message('s1')).toBe(true);
    expect(await rl.message('s2')).toBe(true);
    expect(await rl.message('s1')).toBe(false);
  });

  it('shares the count between nodes on one Redis and keeps key prefixes apart', async () => {
    const prefix = uniquePrefix('rl');
    const nodeA = createRateLimits(redis, prefix, cfg(4, 1, 1));
    const nodeB = createRateLimits(other, prefix, cfg(4, 1, 1));
    expect(await times(2, () => nodeA.connection('10.1.1.1'))).toEqual([true, true]);
    expect(await times(3, () => nodeB.connection('10.1.1.1'))).toEqual([true, true, false]);
    const elsewhere = createRateLimits(redis, uniquePrefix('rl'), cfg(4, 1, 1));
    expect(await elsewhere.connection('10.1.1.1')).toBe(true);
    const keys = await redis.keys(`${prefix}:rl:*`);
    expect(keys.length).toBeGreaterThan(0);
    // every counter expires on its own (no unbounded growth)
    for (const k of keys) expect(await redis.pttl(k)).toBeGreaterThan(0);
  });

  it('0 turns a limit off', async () => {
    const rl = createRateLimits(redis, uniquePrefix('rl'), cfg(0, 0, 0));
    expect(await times(100, () => rl.message('s'))).not.toContain(false);
    expect(await times(50, () => rl.start('1.2.3.4'))).not.toContain(false);
  });

  it('answers from an in-process limiter when Redis is down, still refusing floods', async () => {
    const dead = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
    dead.on('error', () => undefined);
    const rl = createRateLimits(dead, uniquePrefix('rl'), cfg(2, 2, 2));
    expect(await times(3, () => rl.message('s'))).toEqual([true, true, false]);
    dead.disconnect();
  });

  it('names the refusal rate_limited and normalises IPv4-mapped addresses', () => {
    const e = new RateLimitedError();
    expect(e.message).toBe('rate_limited');
    expect(e.data).toEqual({ code: 'rate_limited' });
    expect(clientIp({ address: '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(clientIp({ address: '::1' })).toBe('::1');
  });
});

describe('rate limits on the real /consult namespace', () => {
  it('refuses a connection over the per-IP limit with connect_error rate_limited', async () => {
    const { startTestApp } = await import('../support/test-app.ts');
    const { io } = await import('socket.io-client');
    const { connectionGuard } = await import('../../server/security/rate-limits.ts');
    const t = await startTestApp();
    try {
      const limits = createRateLimits(t.app.redis, t.config.KEY_PREFIX, cfg(2, 1, 1));
      t.app.io.of('/consult').use(connectionGuard(limits));
      const connect = () =>
        new Promise<{ ok: boolean; message?: string; data?: unknown }>((resolve) => {
          const s = io(`${t.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true });
          s.once('connect', () => { s.disconnect(); resolve({ ok: true }); });
          s.once('connect_error', (e: Error & { data?: unknown }) => { s.disconnect(); resolve({ ok: false, message: e.message, data: e.data }); });
        });
      expect(await connect()).toEqual({ ok: true });
      expect(await connect()).toEqual({ ok: true });
      expect(await connect()).toEqual({ ok: false, message: 'rate_limited', data: { code: 'rate_limited' } });
    } finally {
      await t.stop();
    }
  });
});
