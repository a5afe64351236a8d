// Why this exists: what the engineer on call sees while Redis is down. /readyz must say so at once (a
// PING queued behind ioredis's reconnect attempts hung it for more than 30 s), and the logs must not
// drown in stacks: every ioredis connection or BullMQ queue without an 'error' listener printed one to
// stderr on each reconnect attempt. The outage is reported by the app's own connection and /readyz.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchRedis } from '../../server/redis-launcher.ts';
import { Queues } from '../../server/queues/queues.ts';
import { uniquePrefix } from '../support/redis.ts';
import { startTestApp } from '../support/test-app.ts';

describe('while Redis is down', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the BullMQ connections print nothing to stderr on reconnect attempts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-outage-'));
    const redis = await launchRedis({ dataDir: dir });
    const queues = new Queues(redis.url, uniquePrefix('outq'), 5_000);
    await queues.ready();
    const errors: Error[] = [];
    queues.onError = (err) => errors.push(err);
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' ')));
    await redis.stop();
    // ioredis retries after 50, 100, 150 ... ms: several attempts fail in this window
    await new Promise((r) => setTimeout(r, 1_500));
    const noise = printed.filter((l) => l.includes('Unhandled error event') || l.includes('ECONNREFUSED'));
    // Redis back on the same port; once the connections are ready again they close cleanly
    const back = await launchRedis({ dataDir: dir, port: Number(new URL(redis.url).port) });
    const conns = (queues as unknown as { connections: { status: string }[] }).connections;
    for (let i = 0; i < 100 && conns.some((c) => c.status !== 'ready'); i++) await new Promise((r) => setTimeout(r, 100));
    await queues.close();
    await back.stop();
    rmSync(dir, { recursive: true, force: true });
    expect(noise).toEqual([]);
    expect(errors.length).toBeGreaterThan(0); // the outage was seen, and went where it was meant to
  }, 30_000);

  it('/readyz answers 503 within a few seconds, and 200 again once Redis is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-outage-'));
    const redis = await launchRedis({ dataDir: dir });
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix('outage'), QUEUE_PREFIX: uniquePrefix('outageq') }, { redisUrl: redis.url });
    const readyz = async () => {
      const res = await fetch(`${t.url}/readyz`, { signal: AbortSignal.timeout(15_000) });
      return { status: res.status, body: (await res.json()) as { ok: boolean; checks: { redis: boolean } } };
    };
    expect((await readyz()).status).toBe(200);
    await redis.stop();
    const started = Date.now();
    const down = await readyz();
    expect(down).toEqual({ status: 503, body: expect.objectContaining({ ok: false, checks: expect.objectContaining({ redis: false }) }) });
    expect(Date.now() - started).toBeLessThan(5_000);

    const back = await launchRedis({ dataDir: dir, port: Number(new URL(redis.url).port) });
    let up = await readyz();
    for (let i = 0; i < 100 && up.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      up = await readyz();
    }
    expect(up.status).toBe(200);
    await t.stop();
    await back.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 40_000);
});
