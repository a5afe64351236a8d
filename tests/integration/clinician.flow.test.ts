// Why this exists: the clinician channel end to end on real parts (server on port 0, real Redis, real
// sockets): the live queue follows a new case through its stages, case:get shows the transcript and the
// council's reasoning, a takeover escalates the patient's consult, clinician messages reach the patient,
// release ends it with the note in the SOAP packet, and every clinician read and action is audited.
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_QUEUE } from '../../server/queues/queues.ts';
import type { CaseDetailOut } from '../../server/clinician/case-actions.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const closers: { close(): void }[] = [];
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  closers.push(c);
  return c;
};
const clinician = async (sub: string, specialties: string[]) => {
  const c = await new ClinicianClient(t.url, { token: await token(sub, specialties) }).connected();
  closers.push(c);
  return c;
};

beforeAll(async () => {
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

const RASH = 'I have had an itchy red rash on my forearms for two weeks';
const ANSWERS = ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'];
const auditTypes = async (caseId: string) => (await t.app.audit.read(caseId)).map((e) => ({ type: e.type, data: JSON.parse(e.data) as Record<string, unknown> }));

describe('the clinician channel', () => {
  it('shows a new case live as it moves through its stages, to the right clinicians only', async () => {
    const all = await clinician('dr-all', ['*']);
    const cardio = await clinician('dr-heart', ['cardiology']);
    const derm = await clinician('dr-skin', ['dermatology']);
    for (const c of [all, cardio, derm]) expect(await c.subscribe()).toMatchObject({ ok: true, cases: expect.any(Array) });

    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    const first = await all.waitForUpdate((u) => u.caseId === p.caseId);
    expect(first).toMatchObject({ caseId: p.caseId, redFlags: [] });
    expect(first.specialty).toBeUndefined();
    await p.say(RASH);
    const rec = await p.answerUntilRecommendation(ANSWERS);
    await p.waitFor('confirm:request');
    const booking = await all.waitForUpdate((u) => u.caseId === p.caseId && u.stage === 'booking');
    expect(booking).toMatchObject({ specialty: rec.specialty, urgency: rec.urgency, triageLevel: rec.triageLevel });
    expect(rec.specialty).not.toBe('cardiology');

    // one update per stage, in the consult's order
    const stages = [...new Set(all.updates.filter((u) => u.caseId === p.caseId).map((u) => u.stage))];
    expect(stages).toEqual(['triage', 'history', 'council', 'plan', 'safety', 'booking']);
    // while unassigned every clinician saw it; once it had a specialty the cardiologist lost it
    expect(cardio.updates.some((u) => u.caseId === p.caseId && u.stage === 'history')).toBe(true);
    expect(cardio.updates.some((u) => u.caseId === p.caseId && u.specialty)).toBe(false);
    expect(cardio.removed).toContain(p.caseId);
    if (rec.specialty === 'dermatology') await derm.waitForUpdate((u) => u.caseId === p.caseId && u.stage === 'booking');

    // a fresh subscription lists it from the Redis index, to the right clinicians only
    const again = await clinician('dr-all-2', ['*']);
    const listed = await again.subscribe();
    expect(listed.ok && listed.cases.find((c) => c.caseId === p.caseId)).toMatchObject({ stage: 'booking', specialty: rec.specialty });
    const cardioList = await cardio.subscribe();
    expect(cardioList.ok && cardioList.cases.some((c) => c.caseId === p.caseId)).toBe(false);
    const narrowed = await again.subscribe('cardiology');
    expect(narrowed.ok && narrowed.cases.some((c) => c.caseId === p.caseId)).toBe(false);
  });

  it('lists emergencies first and to every clinician', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    await p.say('I have crushing chest pain spreading down my left arm and I am sweating');
    await p.waitFor('consult:state', (e) => e.stage === 'emergency');
    const derm = await clinician('dr-skin-2', ['dermatology']);
    const ack = await derm.subscribe('dermatology');
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    const em = ack.cases.find((c) => c.caseId === p.caseId);
    expect(em).toMatchObject({ stage: 'emergency', urgency: 5, triageLevel: 'emergency' });
    expect(em!.redFlags.length).toBeGreaterThan(0);
    expect(ack.cases[0].triageLevel === 'emergency' || ack.cases[0].stage === 'emergency').toBe(true);
    // an emergency has ended: nobody can take it over
    expect(await derm.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
  });

  it('reads a case, takes it over, talks to the patient and hands it back with a note', async () => {
    const dr = await clinician('dr-lee', ['*']);
    await dr.subscribe();
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 40, sex: 'male', name: 'Ben Test' } });
    await p.say(RASH);
    const rec = await p.answerUntilRecommendation(ANSWERS);
    await p.waitFor('confirm:request');
    await p.waitQuiet();

    const got = await dr.request<{ case: CaseDetailOut }>('case:get', { caseId: p.caseId });
    if (!got.ok) throw new Error(`case:get failed: ${got.error.code}`);
    const detail = got.case;
    expect(detail.summary).toMatchObject({ caseId: p.caseId, stage: 'booking', specialty: rec.specialty });
    expect(detail.transcript.find((e) => e.role === 'patient')?.text).toBe(RASH);
    expect(detail.transcript.some((e) => e.role === 'assistant' && e.text.endsWith('?'))).toBe(true);
    expect(detail.votes.length).toBe(rec.votes.length);
    for (const v of detail.votes) expect(v.reasoning?.length).toBeGreaterThan(0);
    expect(detail.handoffPacket).toBeUndefined();
    expect(detail.escalation).toBeNull();

    // takeover: the patient's consult goes to escalated; a second takeover by the holder is a no-op
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'escalated' && e.previous === 'booking');
    await dr.waitForUpdate((u) => u.caseId === p.caseId && u.stage === 'escalated');
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    const other = await clinician('dr-kim', ['*']);
    expect(await other.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await other.request('clinician:message', { caseId: p.caseId, text: 'hi' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    // the holder's words reach the patient as the clinician's; the patient's reply reaches the watcher live
    const watched = new Promise<{ from: number; entries: { role: string; text: string }[] }>((resolve) =>
      dr.socket.on('case:transcript', (e: { caseId: string; from: number; entries: { role: string; text: string }[] }) => {
        if (e.entries.some((x) => x.role === 'patient' && x.text === 'Yes, it is still itchy')) resolve(e);
      }));
    expect(await dr.request('clinician:message', { caseId: p.caseId, text: 'Hello, I am Dr Lee. Is it still itchy?' })).toEqual({ ok: true });
    const msg = await p.waitFor('assistant:message', (m) => m.author === 'clinician');
    expect(msg.text).toBe('Hello, I am Dr Lee. Is it still itchy?');
    expect(await p.say('Yes, it is still itchy')).toMatchObject({ ok: true });
    expect((await watched).entries.at(-1)).toMatchObject({ role: 'patient', text: 'Yes, it is still itchy' });
    const held = await dr.request<{ case: CaseDetailOut }>('case:get', { caseId: p.caseId });
    expect(held.ok && held.case.transcript.filter((e) => e.role === 'clinician').map((e) => e.text)).toEqual(['Hello, I am Dr Lee. Is it still itchy?']);
    expect(held.ok && held.case.escalation).toMatchObject({ by: 'dr-lee' });

    // release: the consult ends and the packet carries the clinician's note
    const note = 'Spoke with patient; eczema likely. Emollients and GP review in 2 weeks.';
    expect(await other.request('case:release', { caseId: p.caseId, note })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await dr.request('case:release', { caseId: p.caseId, note, extra: 1 })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await dr.request('case:release', { caseId: p.caseId, note })).toEqual({ ok: true });
    const ready = await p.waitFor('handoff:ready');
    await p.waitFor('consult:state', (e) => e.stage === 'closed');
    const packet = (await t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ escalation: { by: 'dr-lee', note }, ended_by: 'clinician', P: { action_taken: 'clinician_takeover' } });
    await dr.waitForUpdate((u) => u.caseId === p.caseId && u.stage === 'closed');
    const after = await dr.request<{ case: CaseDetailOut }>('case:get', { caseId: p.caseId });
    expect(after.ok && after.case.handoffPacket).toMatchObject({ handoffPacketId: ready.handoffPacketId, escalation: { note } });
    expect(await dr.request('clinician:message', { caseId: p.caseId, text: 'one more thing' })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });

    // every read and action, and every refusal, is in the intact audit chain, in order
    const entries = await auditTypes(p.caseId);
    const mine = entries.filter((e) => e.type.startsWith('clinician.'));
    expect(mine.map((e) => `${e.type}:${e.data.clinicianId as string}`)).toEqual([
      'clinician.read:dr-lee', 'clinician.takeover:dr-lee', 'clinician.denied:dr-kim', 'clinician.denied:dr-kim',
      'clinician.message:dr-lee', 'clinician.read:dr-lee', 'clinician.denied:dr-kim', 'clinician.release:dr-lee',
      'clinician.read:dr-lee', 'clinician.denied:dr-lee', 'clinician.denied:dr-lee',
    ]);
    expect(mine.find((e) => e.type === 'clinician.message')?.data.text).toBe('Hello, I am Dr Lee. Is it still itchy?');
    expect(mine.find((e) => e.type === 'clinician.release')?.data.note).toBe(note);
    const takeoverAt = entries.findIndex((e) => e.type === 'clinician.takeover');
    expect(entries.slice(takeoverAt).some((e) => e.type === 'transition' && JSON.stringify(e.data).includes('escalated'))).toBe(true);
    expect((await t.app.audit.verify(p.caseId)).firstBroken).toBe(-1);
  });

  it('takes over a case mid-interview: the AI stops asking and the patient waits for the clinician', async () => {
    const dr = await clinician('dr-early', ['general_practice']);
    const p = await patient();
    await p.start({ locale: 'en' });
    await p.say('I have had a headache for three days');
    await p.waitFor('consult:state', (e) => e.stage === 'history');
    await p.waitQuiet();
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'escalated' && e.previous === 'history');
    // the patient is told a clinician has joined; after that the AI says nothing more
    await p.waitFor('assistant:message', (m) => /clinician has joined/.test(m.text));
    const asked = p.all('assistant:message').length;
    expect(await p.say('It is worse in the mornings')).toMatchObject({ ok: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(p.all('assistant:message')).toHaveLength(asked);
    expect(p.stage()).toBe('escalated');
    expect(await dr.request('case:release', { caseId: p.caseId })).toEqual({ ok: true });
    const ready = await p.waitFor('handoff:ready');
    expect(await t.app.handoffs.load(ready.handoffPacketId)).toMatchObject({ escalation: { by: 'dr-early' }, ended_by: 'clinician' });
  });

  it('answers bad input with a structured error and changes nothing', async () => {
    const dr = await clinician('dr-bad', ['*']);
    for (const [event, payload, code] of [
      ['case:get', {}, 'bad_request'],
      ['case:get', { caseId: 'c-missing' }, 'not_found'],
      ['case:takeover', { caseId: 7 }, 'bad_request'],
      ['clinician:message', { caseId: 'c-missing', text: '' }, 'bad_request'],
      ['clinician:message', { caseId: 'c-missing', text: 'x'.repeat(4001) }, 'bad_request'],
      ['cases:subscribe', { specialty: 'astrology' }, 'bad_request'],
      ['case:release', { caseId: 'c-missing' }, 'not_found'],
    ] as const) {
      expect(await dr.request(event, payload), event).toMatchObject({ ok: false, error: { code } });
    }
    expect(await t.app.redis.exists(`${t.config.KEY_PREFIX}:case:{c-missing}:audit`)).toBe(0);
  });

  it('refuses a takeover while the booking job is in flight (its appointment would go unrecorded), then books', async () => {
    const dr = await clinician('dr-wait', ['*']);
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 29, sex: 'female', name: 'Eve Test' } });
    await p.say(RASH);
    await p.answerUntilRecommendation(ANSWERS);
    const offer = await p.waitForBookingOffer();
    await p.waitQuiet();
    // hold the booking job: the queue is paused, so the job waits and the consult stays in booking
    const queue = new Queue(BOOKING_QUEUE, { connection: t.app.redis.duplicate({ maxRetriesPerRequest: null }), prefix: t.config.QUEUE_PREFIX });
    try {
      await queue.pause();
      expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id })).toEqual({ ok: true });
      const inFlight = () => t.app.registry.get(p.caseId)?.actor.getSnapshot().matches({ flow: { booking: 'booking' } }) === true;
      for (let i = 0; i < 100 && !inFlight(); i++) await new Promise((r) => setTimeout(r, 20));
      expect(inFlight()).toBe(true);
      expect(await dr.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
      expect((await auditTypes(p.caseId)).filter((e) => e.type === 'clinician.denied').at(-1)?.data).toMatchObject({ clinicianId: 'dr-wait', action: 'takeover', code: 'unavailable' });
      await queue.resume();
      const confirmed = await p.waitFor('booking:confirmed');
      expect(confirmed.appointmentId).toBeTruthy();
      await p.waitFor('consult:state', (e) => e.stage === 'closed');
      expect(await dr.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
    } finally {
      await queue.resume();
      await queue.close();
    }
  });
});
