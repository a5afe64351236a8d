// Why this exists: a burst of new consults (500 started within a second) is admitted through the start
// gate a few at a time; none may be lost on the way: every start is acknowledged ok with its own case,
// and every acknowledged case is stored. (The event loop's latency during the burst is a figure of
// `npm run bench:burst`, not asserted here: a shared 2-core machine makes it noisy.)
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const STARTS = 500;
let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.stop();
});

describe('a burst of consult starts', () => {
  it('acknowledges all 500 started within a second, each with its own stored consult', async () => {
    for (let i = 0; i < STARTS; i++) sockets.push(io(`${t.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true }));
    await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => {
      if (s.connected) return resolve();
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    })));
    const healthz: number[] = [];
    let bursting = true;
    const probe = (async () => {
      while (bursting) {
        const began = performance.now();
        if ((await fetch(`${t.url}/healthz`)).ok) healthz.push(performance.now() - began);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const acks = await Promise.all(sockets.map((s, i) => new Promise<{ ok: boolean; caseId?: string }>((resolve) => {
      setTimeout(() => {
        s.timeout(45_000).emit('consult:start', { locale: 'en' }, (err: Error | null, ack?: { ok: boolean; caseId?: string }) => resolve(err ? { ok: false } : ack ?? { ok: false }));
      }, (i * 1_000) / STARTS);
    })));
    bursting = false;
    await probe;
    expect(acks.filter((a) => !a.ok)).toEqual([]);
    const ids = new Set(acks.map((a) => a.caseId));
    expect(ids.size).toBe(STARTS);
    const stored = await Promise.all([...ids].map((id) => t.app.snapshots.load(id!)));
    expect(stored.filter((r) => !r)).toEqual([]);
    expect(healthz.length).toBeGreaterThan(0); // the probe was answered during the burst
  }, 90_000);
});
