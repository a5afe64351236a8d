// Why this exists: a patient with a booking asks to move it without saying "appointment", over real sockets
// (server on port 0, real Redis, the built-in clinics): "Can I move it later?" gets a move offer ("move", not
// "book") whose every option is later than the booked slot; declined, "Could we push it back?" gets the same
// kind of offer; and "I'll do it later" is no request (the closed consult's help, no offer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const RASH = 'I have had itchy red patches on my elbows for a month';
const ANSWERS = ['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none'];

let t: TestApp;
const closers: PatientClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ HISTORY_MAX_QUESTIONS: 2 });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

describe('moving a booking without naming it', () => {
  it('"Can I move it later?" after a booking offers only later times, worded "move"', async () => {
    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    p.autoName = 'Move Patient';
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
    await p.say(RASH);
    await p.answerUntilRecommendation(ANSWERS);
    const offer = await p.waitForBookingOffer();
    expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id })).toEqual({ ok: true });
    const booked = await p.waitFor('booking:confirmed');
    await p.waitFor('consult:state', (e) => e.stage === 'closed');
    await p.waitQuiet();

    // not a request: the closed consult's help, no offer
    const before = p.all('confirm:request').length;
    await p.say("Thanks, I'll do it later");
    await p.waitFor('assistant:message', (m) => m.seq > booked.seq && /reschedule or cancel/.test(m.text));
    await p.waitQuiet();
    expect(p.all('confirm:request')).toHaveLength(before);

    for (const said of ['Can I move it later?', 'Could we push it back?']) {
      const at = p.lastSeq;
      expect(await p.say(said)).toMatchObject({ ok: true });
      const move = await p.waitFor('confirm:request', (r) => r.kind === 'booking' && r.seq > at);
      expect(move.options.length, said).toBeGreaterThan(0);
      for (const o of move.options) expect(Date.parse(o.slot!), `${said}: ${o.slot}`).toBeGreaterThan(Date.parse(booked.slot));
      expect(move.prompt).toMatch(/move/i);
      expect(move.prompt).not.toMatch(/\bbook\b/i);
      expect(await p.request('confirm:reply', { requestId: move.requestId, accept: false })).toEqual({ ok: true });
      await p.waitQuiet();
    }
    // nothing was moved: the booked appointment stands
    expect((await t.app.directory.getAppointment(booked.appointmentId))?.status).toBe('booked');
  });
});
