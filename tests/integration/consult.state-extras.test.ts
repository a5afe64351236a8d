// Why this exists: consult:state tells the patient's client the consult's language (detected from the first
// message when the start payload set none) and the appointment's state (booked, then cancelled), so the widget
// can show its interface in that language and its cards as they are now, also after a reload (replay).
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

describe('consult:state locale and appointment', () => {
  it('carries the detected language once the patient writes Spanish on a consult started without a locale', async () => {
    const p = await new PatientClient(t.url).connected();
    await p.start({});
    const first = await p.waitFor('consult:state', (e) => e.stage === 'triage');
    expect(first.locale).toBe('en');
    await p.say('Tengo una erupción roja que pica mucho en los antebrazos desde hace dos semanas');
    const es = await p.waitFor('consult:state', (e) => e.locale === 'es');
    expect(es.stage).toBeDefined();
    p.close();
  });

  it('greets in the browser language (localeFromBrowser) and follows a first message clearly in another one', async () => {
    const p = await new PatientClient(t.url).connected();
    await p.start({ locale: 'es-ES', localeFromBrowser: true });
    expect((await p.waitFor('assistant:message')).text).toMatch(/^Hola, soy Helios/);
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    // English, in the browser's region (an English speaker in Spain: Spain's numbers and dates)
    expect((await p.waitFor('consult:state', (e) => e.locale === 'en-ES')).stage).toBeDefined();
    const reply = await p.waitFor('assistant:message', (m) => !/^Hola/.test(m.text));
    expect(reply.text).toMatch(/^[\x00-\x7f]+$/); // English, not Spanish
    p.close();

    // a short ASCII first message does not count as clearly English: the browser's Spanish stays
    const q = await new PatientClient(t.url).connected();
    await q.start({ locale: 'es', localeFromBrowser: true });
    await q.say('me pica la piel');
    const next = await q.waitFor('assistant:message', (m) => !/^Hola/.test(m.text));
    expect(next.text).toMatch(/[¿áéíóúñ]/);
    expect(q.all('consult:state').every((e) => e.locale === undefined || e.locale === 'es')).toBe(true);
    q.close();

    // a locale the page chose (no localeFromBrowser) is kept whatever the patient writes
    const r = await new PatientClient(t.url).connected();
    await r.start({ locale: 'es' });
    await r.say('I have had an itchy red rash on my forearms for two weeks');
    const kept = await r.waitFor('assistant:message', (m) => !/^Hola/.test(m.text));
    expect(kept.text).toMatch(/[¿áéíóúñ]/);
    r.close();
  });

  it('refuses a localeFromBrowser that is not a boolean, and starts nothing', async () => {
    const p = await new PatientClient(t.url).connected();
    const ack = await p.request('consult:start', { locale: 'es', localeFromBrowser: 'yes' });
    expect(ack).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    p.close();
  });

  it('says the appointment is booked, then cancelled, and a resumed client replays both', async () => {
    const a = await new PatientClient(t.url).connected();
    await a.start({ locale: 'en', patient: { age: 45, sex: 'male', name: 'Leo Park' } });
    await a.say('I have had itchy red patches on my elbows for a month');
    await a.answerUntilRecommendation(['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none']);
    const offer = await a.waitForBookingOffer();
    await a.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    await a.waitFor('consult:state', (e) => e.appointment === 'booked');
    await a.waitFor('consult:state', (e) => e.stage === 'closed');
    await a.waitQuiet();
    expect(await a.say('Please cancel my appointment')).toMatchObject({ ok: true });
    const ask = await a.waitFor('confirm:request', (e) => e.kind === 'acknowledge');
    await a.request('confirm:reply', { requestId: ask.requestId, accept: true, optionId: ask.options[0].id });
    const cancelled = await a.waitFor('consult:state', (e) => e.appointment === 'cancelled');
    expect(cancelled.stage).toBe('closed');
    await a.waitQuiet();
    a.close();

    const b = await new PatientClient(t.url).connected();
    b.baseStage = 'closed';
    expect(await b.request('consult:resume', { caseId: a.caseId, resumeToken: a.resumeToken, lastSeq: 0 })).toMatchObject({ ok: true });
    await b.waitFor('consult:state', (e) => e.appointment === 'cancelled');
    expect(b.all('consult:state').filter((e) => e.appointment === 'booked').length).toBeGreaterThan(0);
    b.close();
  });
});
