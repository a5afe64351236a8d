// Why this exists: the workers also run alone (`npm run worker`): a server with WORKERS_IN_PROCESS=false
// completes a consult's jobs through a separate worker process on the same Redis and queue prefix, and
// that process yields the CPU (WORKER_NICE) while in-process workers leave the server's priority alone.
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';
import { runCommand, threadNices } from '../support/commands.ts';

const LINUX = process.platform === 'linux';

let t: TestApp | null = null;
let worker: ChildProcess | null = null;
afterAll(async () => {
  worker?.kill('SIGTERM');
  await t?.stop();
});

describe('npm run worker', () => {
  it('runs the tools and booking jobs for a server without in-process workers', async () => {
    t = await startTestApp({ WORKERS_IN_PROCESS: false });
    const ready = await (await fetch(`${t.url}/readyz`)).json();
    expect(ready).toMatchObject({ checks: { workers: true } }); // not required in-process
    const cmd = runCommand('server/worker.ts', { REDIS_URL: testRedisUrl(), KEY_PREFIX: t.config.KEY_PREFIX, QUEUE_PREFIX: t.config.QUEUE_PREFIX, LOG_LEVEL: 'info' });
    worker = cmd.child;
    await cmd.ready('helios workers running', 20_000);
    // every thread of the worker process took the default WORKER_NICE (V8's helpers too)
    if (LINUX) expect(new Set(threadNices(worker.pid!).values())).toEqual(new Set([10]));
    const p = await new PatientClient(t.url).connected();
    await p.start();
    await p.say('I have had an itchy rash on my legs for ten days');
    await p.answerUntilRecommendation(['ten days ago', '3 out of 10', 'legs', 'no', 'none', 'none']);
    const offer = await p.waitForBookingOffer();
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    expect((await p.waitFor('booking:confirmed')).appointmentId).toMatch(/^apt-/);
    await p.waitFor('handoff:ready');
    p.close();
  });

  it.skipIf(!LINUX)('in-process workers leave the server process at its priority', async () => {
    const before = [...threadNices('self').values()];
    const app = await startTestApp(); // WORKERS_IN_PROCESS defaults to true
    try {
      expect(app.config.WORKER_NICE).toBe(10);
      expect([...threadNices('self').values()].filter((n) => n !== before[0])).toEqual([]);
    } finally {
      await app.stop();
    }
  });
});
