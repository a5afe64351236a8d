// Why this exists: while Redis is down, every ioredis connection without an 'error' listener prints a
// stack to stderr on each reconnect attempt ("[ioredis] Unhandled error event"), which buried the one
// line that mattered for whoever was on call. The BullMQ connections Helios makes must stay quiet; the
// outage is reported by the app's own connection, the workers and /readyz.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchRedis } from '../../server/redis-launcher.ts';
import { Queues } from '../../server/queues/queues.ts';
import { uniquePrefix } from '../support/redis.ts';

describe('BullMQ connections while Redis is down', () => {
  afterEach(() => vi.restoreAllMocks());

  it('print nothing to stderr on reconnect attempts', async () => {
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
});
