// Why this exists: after a booked consult closes, the patient can ask by chat to move or cancel the
// appointment, in the same connection or a resumed one; each change is confirmed with confirm:request
// and carried out through the clinic, and the handoff packet follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe('reschedule and cancel by chat', () => {
  it('moves, then cancels, a booked appointment after the consult closed', async () => {
    const a = await new PatientClient(t.url).connected();
    await a.start({ locale: 'en', patient: { age: 45, sex: 'male', name: 'Leo Park' } });
    await a.say('I have had itchy red patches on my elbows for a month');
    await a.answerUntilRecommendation(['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none']);
    const offer = await a.waitForBookingOffer();
    await a.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const first = await a.waitFor('booking:confirmed');
    await a.waitFor('consult:state', (e) => e.stage === 'closed');
    await a.waitQuiet();
    const seen = a.lastSeq;
    a.close();

    // a resumed connection asks to move it
    const b = await new PatientClient(t.url).connected();
    b.baseStage = 'closed';
    expect(await b.request('consult:resume', { caseId: a.caseId, resumeToken: a.resumeToken, lastSeq: seen })).toEqual({ ok: true, stage: 'closed' });
    expect(await b.say('Can I reschedule my appointment to another day?')).toMatchObject({ ok: true });
    const move = await b.waitFor('confirm:request', (e) => e.kind === 'booking');
    expect(move.options.length).toBeGreaterThan(0);
    // never the booked slot itself; another clinic's doctor may be free at the same instant (at 14:48
    // UTC the earliest dermatology slots were 15:00 at both Harbor and Summit)
    expect(move.options.filter((o) => o.clinicId === first.clinicId && o.slot === first.slot)).toEqual([]);
    expect(await b.request('confirm:reply', { requestId: move.requestId, accept: true, optionId: move.options[0].id })).toEqual({ ok: true });
    const moved = await b.waitFor('booking:confirmed');
    expect(moved.slot).toBe(move.options[0].slot);
    const ready = await b.waitFor('handoff:ready');
    let packet = (await t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ P: { action_taken: 'appointment_booked', appointment_id: moved.appointmentId } });
    if (moved.appointmentId !== first.appointmentId) expect((await t.app.directory.getAppointment(first.appointmentId))?.status).toBe('cancelled');

    // then cancel it
    await b.waitQuiet();
    expect(await b.say('Please cancel my appointment')).toMatchObject({ ok: true });
    const ask = await b.waitFor('confirm:request', (e) => e.kind === 'acknowledge');
    expect(ask.prompt).toMatch(/cancel/i);
    // the appointment's time as people read it (the clinic's zone), never an ISO timestamp
    expect(ask.prompt).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(ask.prompt).toMatch(/\d{1,2}:\d\d/);
    expect(await b.request('confirm:reply', { requestId: ask.requestId, accept: true, optionId: ask.options[0].id })).toEqual({ ok: true });
    await b.waitFor('assistant:message', (m) => /has been cancelled/.test(m.text));
    expect((await t.app.directory.getAppointment(moved.appointmentId))?.status).toBe('cancelled');
    await b.waitFor('handoff:ready', (e) => e.seq > ready.seq);
    packet = (await t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ P: { action_taken: 'appointment_cancelled_by_patient', appointment_id: null } });
    b.close();
  });
});
