// Why this exists: a message typed while Helios is still writing is not the answer to a question the patient has
// not seen yet (issue 29): the name to book under is taken only from a message sent after the name question.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
beforeAll(async () => {
  // pieces a little apart, so the recommendation and the name question take a moment to be written
  t = await startTestApp({ STREAM_PIECE_DELAY_MS: 5 });
});
afterAll(async () => {
  await t.stop();
});

describe('an answer only after its question', () => {
  it('keeps a message typed before the name question out of the name, and books under the name typed after it', async () => {
    const p = await new PatientClient(t.url).connected();
    p.autoName = null;
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female' } });
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    await p.answerUntilRecommendation(['two weeks ago', '3 out of 10', 'both forearms', 'no', 'none', 'none']);
    // the booking stage has begun: the name question is queued behind the recommendation, not yet shown
    await p.waitFor('consult:state', (e) => e.stage === 'booking');
    expect(p.all('assistant:message').some((m) => /what name/i.test(m.text))).toBe(false);
    expect(await p.say('Sorry, one more: it is my left knee.')).toMatchObject({ ok: true });
    const ask = await p.waitFor('assistant:message', (m) => /what name/i.test(m.text));
    expect(p.all('confirm:request')).toHaveLength(0);
    expect(await p.say('Ana Test')).toMatchObject({ ok: true });
    const offer = await p.waitForBookingOffer();
    expect(offer.seq).toBeGreaterThan(ask.seq);
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const booked = await p.waitFor('booking:confirmed');
    expect((await t.app.directory.getAppointment(booked.appointmentId))?.patientName).toBe('Ana Test');
    p.close();
  });
});
