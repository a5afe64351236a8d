// Why this exists: the workers also run alone (`npm run worker`): a server with WORKERS_IN_PROCESS=false
// completes a consult's jobs through a separate worker process on the same Redis and queue prefix.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';

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
    worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, REDIS_URL: testRedisUrl(), KEY_PREFIX: t.config.KEY_PREFIX, QUEUE_PREFIX: t.config.QUEUE_PREFIX, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('worker did not start')), 20_000);
      worker!.stdout!.on('data', (b: Buffer) => {
        if (b.toString().includes('helios workers running')) { clearTimeout(timer); resolve(); }
      });
      worker!.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
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
});
