// Why this exists: the abuse limits must hold across server nodes (they count in Redis), refuse exactly
// past the limit, keep keys apart per IP / socket / prefix, and fall back safely when Redis fails.
import { Writable } from 'node:stream';
import { Socket as EngineSocket } from 'engine.io-client';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, createRateLimits, RateLimitedError } from '../../server/security/rate-limits.ts';
import { loadConfig } from '../../server/config.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';
import { createLogger } from '../../server/logger.ts';
import { ipHash } from '../../server/security/ip-hash.ts';
import { startTestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

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

  it('counts voice partials and resumes per socket, and reports each refusal by limit and address', async () => {
    const refused: [string, string | undefined][] = [];
    const rl = createRateLimits(redis, uniquePrefix('rl'), { ...cfg(0, 0, 0), RATE_PARTIALS_PER_MIN: 3, RATE_RESUMES_PER_MIN: 2 }, (limit, ip) => void refused.push([limit, ip]));
    expect(await times(4, () => rl.partial('s1', '10.0.0.9'))).toEqual([true, true, true, false]);
    expect(await rl.partial('s2')).toBe(true);
    expect(await times(3, () => rl.resume('s1', '10.0.0.9'))).toEqual([true, true, false]);
    expect(refused).toEqual([['partial', '10.0.0.9'], ['resume', '10.0.0.9']]);
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

  it('takes the address a trusted proxy saw (its X-Forwarded-For entry, the last), and ignores the header otherwise', () => {
    const h = { address: '10.0.0.2', headers: { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' } };
    expect(clientIp(h, true)).toBe('203.0.113.7'); // the client may have sent 1.1.1.1 itself
    expect(clientIp(h)).toBe('10.0.0.2');
    expect(clientIp({ address: '10.0.0.2', headers: {} }, true)).toBe('10.0.0.2');
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

describe('the limits of issue 25 on the real server', () => {
  const collect = () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write(chunk: Buffer, _enc, done) { for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l)); done(); } });
    return { lines, logger: createLogger('info', sink) };
  };
  const metric = async (url: string, limit: string) => {
    const text = await (await fetch(`${url}/metrics`)).text();
    const m = new RegExp(`^helios_rate_limited_total\\{limit="${limit}"\\} (\\d+)$`, 'm').exec(text);
    return m ? Number(m[1]) : 0;
  };

  it('answers transcript:partial and consult:resume past their limits with rate_limited, counted and logged with a hashed address', async () => {
    const { lines, logger } = collect();
    const t = await startTestApp({ RATE_PARTIALS_PER_MIN: 5, RATE_RESUMES_PER_MIN: 2, LOG_LEVEL: 'info' }, { logger });
    const p = await new PatientClient(t.url).connected();
    try {
      await p.start({ locale: 'en' });
      await p.waitFor('assistant:message');
      const codes: string[] = [];
      // before: 4,900 partials of 4 KB in 5 s were all acknowledged
      for (let i = 0; i < 7; i++) {
        const ack = await p.request('transcript:partial', { utteranceId: `u-${i}`, text: 'my head hurts a little' });
        codes.push(ack.ok ? 'ok' : ack.error.code);
      }
      expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'rate_limited', 'rate_limited']);
      // before: 1,000 resumes in 5 s replayed 87,000 events to one client
      const resume = () => p.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: 0 });
      expect((await resume()).ok).toBe(true);
      expect((await resume()).ok).toBe(true);
      expect(await resume()).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
      expect(await metric(t.url, 'partial')).toBe(2);
      expect(await metric(t.url, 'resume')).toBe(1);
      const logged = lines.filter((l) => l.msg === 'rate limited');
      // one line per address and limit while it repeats; the address only as a keyed hash
      expect(logged.map((l) => l.limit)).toEqual(['partial', 'resume']);
      expect(logged[0].ipHash).toBe(ipHash('127.0.0.1'));
      expect(JSON.stringify(logged)).not.toContain('127.0.0.1');
      expect(JSON.stringify(logged)).not.toContain('my head hurts');
    } finally {
      p.close();
      await t.stop();
    }
  }, 30_000);

  it('limits raw engine.io connections per address: open at once, and opened per minute', async () => {
    const t = await startTestApp({ MAX_SOCKETS_PER_IP: 3, RATE_HANDSHAKES_PER_MIN: 5 });
    const open: EngineSocket[] = [];
    const raw = () => new Promise<EngineSocket | string>((resolve) => {
      const s = new EngineSocket(`ws://127.0.0.1:${t.port}`, { path: '/socket.io/', transports: ['websocket'] });
      s.once('open', () => { open.push(s); resolve(s); });
      s.once('error', (e: string | Error) => resolve(String(e) || 'error'));
    });
    try {
      // before: the per-IP limit was a /consult middleware, so 2,000 such connections stayed open
      for (let i = 0; i < 3; i++) expect(await raw()).toBeInstanceOf(EngineSocket);
      expect(await raw()).not.toBeInstanceOf(EngineSocket); // a fourth at once: refused
      open.shift()?.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await raw()).toBeInstanceOf(EngineSocket); // the 4th handshake this minute
      open.shift()?.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await raw()).toBeInstanceOf(EngineSocket); // the 5th
      open.shift()?.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await raw()).not.toBeInstanceOf(EngineSocket); // a 6th this minute: refused though a slot is free
      expect(await metric(t.url, 'sockets_per_ip')).toBe(1);
      expect(await metric(t.url, 'handshake')).toBe(1);
    } finally {
      for (const s of open) s.close();
      await t.stop();
    }
  }, 30_000);

  it('behind a trusted proxy, counts each client address the proxy forwards, not the proxy', async () => {
    const t = await startTestApp({ MAX_SOCKETS_PER_IP: 1, TRUST_PROXY: true });
    const open: EngineSocket[] = [];
    const raw = (client: string) => new Promise<boolean>((resolve) => {
      const s = new EngineSocket(`ws://127.0.0.1:${t.port}`, { path: '/socket.io/', transports: ['websocket'], extraHeaders: { 'x-forwarded-for': client } });
      s.once('open', () => { open.push(s); resolve(true); });
      s.once('error', () => resolve(false));
    });
    try {
      expect(await raw('203.0.113.1')).toBe(true);
      expect(await raw('203.0.113.2')).toBe(true); // another patient behind the same proxy
      expect(await raw('203.0.113.1')).toBe(false); // the first one's second connection
    } finally {
      for (const s of open) s.close();
      await t.stop();
    }
  }, 30_000);
});
