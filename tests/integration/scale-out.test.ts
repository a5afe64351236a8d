// Why this exists: several server nodes share one Redis: the Socket.IO Redis streams adapter carries
// room broadcasts between them (a clinician on node B sees a case owned by node A live), and when the
// owner stops, a resume on the other node takes the consult over from its snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { uniquePrefix } from '../support/redis.ts';
import type { ConsultMovedEvent } from '../../server/protocol/index.ts';

async function until(cond: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A patient of node `url` whose consult asked its first question and went quiet; `moved` collects
 *  the `consult:moved` notices its connection gets, `seen` is the last seq it had then. */
async function questioned(url: string, complaint: string) {
  const p = await new PatientClient(url).connected();
  const moved: ConsultMovedEvent[] = [];
  p.socket.on('consult:moved', (e) => moved.push(e));
  await p.start({ locale: 'en' });
  await p.say(complaint);
  await p.waitFor('assistant:message', (m) => p.isQuestion(m));
  await p.waitQuiet();
  return { p, moved, seen: p.lastSeq };
}

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

  it('hands a live consult over to the node its patient resumes on', async () => {
    const { p, moved, seen } = await questioned(a.url, 'My knee has been swollen for a week after a fall');
    // the patient comes back through the other node while A still runs the consult
    const q = await new PatientClient(b.url).connected();
    q.baseStage = 'history';
    const handedOver = async () => (await a.app.metrics.consultsMoved.get()).values.find((v) => v.labels.reason === 'resumed_elsewhere')?.value ?? 0;
    const before = await handedOver();
    expect(await q.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toEqual({ ok: true, stage: 'history' });
    expect(b.app.registry.get(p.caseId)).toBeDefined();
    expect(a.app.registry.get(p.caseId)).toBeUndefined();
    expect(await handedOver()).toBe(before + 1); // counted where the engineer on call looks
    await until(() => moved.length > 0);
    expect(moved).toEqual([{ caseId: p.caseId, reason: 'resumed_elsewhere' }]);
    expect(await q.say('about 4 out of 10')).toMatchObject({ ok: true });
    const answer = await q.waitFor('assistant:message', (m) => m.seq > seen);
    // the rest of the consult's events follow on from the seq the patient had, with no gap
    expect(q.events.map((e) => e.event.seq)).toEqual(Array.from({ length: q.lastSeq - seen }, (_, i) => seen + 1 + i));
    expect(q.duplicates).toEqual([]);
    // the old connection is no longer in the case's room, and the trail is one chain across both nodes
    expect(p.events.some((e) => e.event.seq >= answer.seq)).toBe(false);
    expect(await b.app.audit.verify(p.caseId)).toMatchObject({ firstBroken: -1 });
    p.close();
    q.close();
  });

  it('keeps a clinician takeover when the consult follows its patient to another node', async () => {
    const dr = await new ClinicianClient(a.url, { token: await token('dr-a', ['*']) }).connected();
    const { p } = await questioned(a.url, 'I have felt dizzy on and off for two weeks');
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'escalated');
    const seen = p.lastSeq;
    const q = await new PatientClient(b.url).connected();
    expect(await q.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toEqual({ ok: true, stage: 'escalated' });
    expect(b.app.registry.get(p.caseId)).toBeDefined();
    // the clinician is still on node A: the message goes to the new owner, and reaches the patient there
    expect(await dr.request('clinician:message', { caseId: p.caseId, text: 'Dr A here. Do you feel faint when you stand up?' })).toEqual({ ok: true });
    expect((await q.waitFor('assistant:message', (m) => m.author === 'clinician')).text).toBe('Dr A here. Do you feel faint when you stand up?');
    expect(await dr.request('case:release', { caseId: p.caseId, note: 'followed on B' })).toEqual({ ok: true });
    expect(await b.app.audit.verify(p.caseId)).toMatchObject({ firstBroken: -1 });
    p.close();
    q.close();
    dr.close();
  });

  it('tells the patient to resume when its node lost the lease, and refuses while nobody can hand it over', async () => {
    const { p, moved, seen } = await questioned(a.url, 'I have had heartburn after meals for a month');
    // another owner that no node knows of (a node that stalled, then died) takes the lease
    const lease = `${prefix}:case:{${p.caseId}}:lease`;
    await a.app.redis.set(lease, 'ghost-node', 'PX', 60_000);
    await until(() => moved.length > 0, 8_000); // A notices at its next renewal (LEASE_MS / 3)
    expect(moved).toEqual([{ caseId: p.caseId, reason: 'server_moved' }]);
    expect(a.app.registry.get(p.caseId)).toBeUndefined();
    // the widget resumes at once; while the lease is held and no node answers for it, that is refused
    const resume = () => p.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen });
    expect(await resume()).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(await p.say('it burns')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    // once the lease is free the resume takes the consult up again
    await a.app.redis.del(lease);
    expect(await resume()).toMatchObject({ ok: true });
    expect(await p.say('it burns behind my breastbone')).toMatchObject({ ok: true });
    await p.waitFor('assistant:message', (m) => m.seq > seen);
    p.close();
  });

  it('lets the other node take a consult over once its owner stopped', async () => {
    const { p, seen } = await questioned(a.url, 'My lower back has ached for three weeks after lifting boxes');
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

describe('scale-out: a handover in the middle of an answer', () => {
  let c: TestApp;
  let d: TestApp;
  beforeAll(async () => {
    const pre = uniquePrefix('so2');
    // no grace: the owner hands over at once, cutting the answer it is streaming
    const shared = { KEY_PREFIX: pre, QUEUE_PREFIX: `${pre}q`, SOCKET_ADAPTER: 'redis-streams' as const, STREAM_PIECE_DELAY_MS: 40, HANDOVER_GRACE_MS: 0 };
    c = await startTestApp(shared);
    d = await startTestApp(shared);
  });
  afterAll(async () => {
    await Promise.allSettled([c.stop(), d.stop()]);
  });

  it('finishes the answer on the new node, every piece once and nothing lost', async () => {
    const p = await new PatientClient(c.url).connected();
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:message'); // the greeting
    const seen = p.lastSeq;
    await p.say('I have had an itchy rash on both arms for five days');
    const first = await p.waitFor('assistant:delta', (e) => e.seq > seen);
    const q = await new PatientClient(d.url).connected();
    expect(await q.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toMatchObject({ ok: true });
    // the old node had not finished the answer when it handed the consult over
    expect(p.all('assistant:message').some((m) => m.messageId === first.messageId)).toBe(false);
    const done = await q.waitFor('assistant:message', (m) => m.messageId === first.messageId, 20_000);
    await q.waitQuiet();
    const pieces = q.all('assistant:delta').filter((e) => e.messageId === first.messageId).map((e) => e.delta);
    expect(pieces.join('')).toBe(done.text);
    expect(q.all('assistant:message').filter((m) => m.messageId === first.messageId)).toHaveLength(1);
    expect(q.duplicates).toEqual([]);
    expect(q.events.map((e) => e.event.seq)).toEqual(Array.from({ length: q.lastSeq - seen }, (_, i) => seen + 1 + i));
    expect(d.app.registry.get(p.caseId)).toBeDefined();
    expect(c.app.registry.get(p.caseId)).toBeUndefined();
    expect(await d.app.audit.verify(p.caseId)).toMatchObject({ firstBroken: -1 });
    p.close();
    q.close();
  });
});
