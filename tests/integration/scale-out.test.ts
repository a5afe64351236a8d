// Why this exists: several server nodes share one Redis: the Socket.IO Redis streams adapter carries
// room broadcasts between them (a clinician on node B sees a case owned by node A live), and when the
// owner stops, a resume on the other node takes the consult over from its snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { uniquePrefix } from '../support/redis.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const prefix = uniquePrefix('so');
  const shared = { KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, SOCKET_ADAPTER: 'redis-streams' as const, CLINICIAN_JWT_SECRET: TEST_SECRET };
  a = await startTestApp(shared);
  b = await startTestApp(shared);
});
afterAll(async () => {
  await Promise.allSettled([a.stop(), b.stop()]);
});

describe('scale-out', () => {
  it('shows a clinician on node B the live case owned by node A', async () => {
    const dr = await new ClinicianClient(b.url, { token: await token('dr-b', ['*']) }).connected();
    expect(await dr.subscribe()).toMatchObject({ ok: true });
    const p = await new PatientClient(a.url).connected();
    await p.start({ locale: 'en' });
    await p.say('I have had a sore throat and a mild fever for two days');
    const seen = await dr.waitForUpdate((u) => u.caseId === p.caseId && u.stage === 'history');
    expect(seen.caseId).toBe(p.caseId);
    expect(a.app.registry.get(p.caseId)).toBeDefined();
    expect(b.app.registry.get(p.caseId)).toBeUndefined();
    p.close();
    dr.close();
  });

  it('lets the other node take a consult over once its owner stopped', async () => {
    const p = await new PatientClient(a.url).connected();
    await p.start({ locale: 'en' });
    await p.say('My lower back has ached for three weeks after lifting boxes');
    await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.waitQuiet();
    const seen = p.lastSeq;
    // while A owns it and is alive, B refuses to take it
    const early = await new PatientClient(b.url).connected();
    expect(await early.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    early.close();
    p.close();
    await a.stop(); // releases its leases
    const q = await new PatientClient(b.url).connected();
    q.baseStage = 'history';
    expect(await q.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toEqual({ ok: true, stage: 'history' });
    expect(b.app.registry.get(p.caseId)).toBeDefined();
    expect(await q.say('about 4 out of 10')).toMatchObject({ ok: true });
    await q.waitFor('assistant:message', (m) => m.seq > seen);
    q.close();
  });
});
