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
let prefix = '';
beforeAll(async () => {
  prefix = uniquePrefix('so');
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
    // the patient's own events stay on the owner node: the adapter's stream carries the clinicians'
    // broadcasts, never a streamed frame (each one would be written to Redis and read by every node)
    await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    expect(p.events.some((e) => e.name === 'assistant:delta')).toBe(true);
    const shared = (await a.app.redis.xrangeBuffer(`${prefix}:sio`, '-', '+')).map(([, fields]) => Buffer.concat(fields).toString('latin1'));
    expect(shared.some((x) => x.includes('case:update'))).toBe(true);
    expect(shared.filter((x) => x.includes('assistant:delta') || x.includes('assistant:message') || x.includes('consult:state'))).toEqual([]);
    p.close();
    dr.close();
  });

  it('lets a clinician on node B read, take over, message and release a case that node A holds', async () => {
    const dr = await new ClinicianClient(b.url, { token: await token('dr-b2', ['*']) }).connected();
    const p = await new PatientClient(a.url).connected();
    try {
      await p.start({ locale: 'en', patient: { name: 'Noor Test' } });
      await p.say('I have had a dry cough for ten days');
      await p.waitFor('assistant:message', (m) => p.isQuestion(m));
      await p.waitQuiet();
      expect(a.app.registry.get(p.caseId)).toBeDefined();

      const live: { from: number; entries: { role: string; text: string }[] }[] = [];
      dr.socket.on('case:transcript', (e: { caseId: string; from: number; entries: { role: string; text: string }[] }) => { if (e.caseId === p.caseId) live.push(e); });
      const got = await dr.request<{ case: { summary: { caseId: string }; transcript: { role: string; text: string }[] } }>('case:get', { caseId: p.caseId });
      expect(got).toMatchObject({ ok: true, case: { summary: { caseId: p.caseId } } });
      expect(got.ok && got.case.transcript.find((e) => e.role === 'patient')?.text).toBe('I have had a dry cough for ten days');

      expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
      await p.waitFor('consult:state', (e) => e.stage === 'escalated');
      expect(await dr.request('clinician:message', { caseId: p.caseId, text: 'Hello, this is Dr B. Any fever?' })).toEqual({ ok: true });
      expect((await p.waitFor('assistant:message', (m) => m.author === 'clinician')).text).toBe('Hello, this is Dr B. Any fever?');
      // the patient's reply reaches the clinician on the other node live
      await p.say('No fever');
      for (let i = 0; i < 100 && !live.some((e) => e.entries.some((x) => x.role === 'patient' && x.text === 'No fever')); i++) await new Promise((r) => setTimeout(r, 20));
      expect(live.some((e) => e.entries.some((x) => x.role === 'patient' && x.text === 'No fever'))).toBe(true);
      expect(await dr.request('case:release', { caseId: p.caseId, note: 'seen on B' })).toEqual({ ok: true });
      await p.waitFor('consult:state', (e) => e.stage === 'closed');

      // node A did it all, on its own audit chain; node B never loaded the case
      expect(b.app.registry.get(p.caseId)).toBeUndefined();
      const types = (await a.app.audit.read(p.caseId)).map((e) => e.type).filter((x) => x.startsWith('clinician.'));
      expect(types).toEqual(['clinician.read', 'clinician.takeover', 'clinician.message', 'clinician.release']);
      expect(await a.app.audit.verify(p.caseId)).toMatchObject({ firstBroken: -1 });
      // a refusal on the owner comes back as the owner gave it
      expect(await dr.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
    } finally {
      p.close();
      dr.close();
    }
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
