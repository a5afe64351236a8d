// Why this exists: choosing and changing an appointment in words, over real sockets: "the second one"
// while an offer is open is asked once more (yes/no) and then booked; "something later" searches again
// for later times; "move it to a later time" offers only times after the booked one, worded "move";
// the cancel prompt shows the time in the patient's zone; no raw ISO time ever reaches the patient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlot } from '../../actors/tools/booking.texts.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const RASH = 'I have had itchy red patches on my elbows for a month';
const ANSWERS = ['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none'];
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

let t: TestApp;
const closers: PatientClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ HISTORY_MAX_QUESTIONS: 2 });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

async function toOffer(timeZone?: string) {
  const p = await new PatientClient(t.url).connected();
  closers.push(p);
  p.autoName = 'Typed Patient';
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female' }, ...(timeZone ? { timeZone } : {}) });
  await p.say(RASH);
  await p.answerUntilRecommendation(ANSWERS);
  return { p, offer: await p.waitForBookingOffer() };
}

/** Everything the patient was shown in words: messages, prompts and option labels. */
const shown = (p: PatientClient) => [
  ...p.all('assistant:message').map((m) => m.text),
  ...p.all('confirm:request').flatMap((r) => [r.prompt, ...r.options.map((o) => o.label)]),
];

describe('choosing and changing an appointment in words', () => {
  it('refuses a time zone Intl does not know, with a structured error', async () => {
    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    expect(await p.request('consult:start', { locale: 'en', timeZone: 'Mars/Olympus_Mons' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('books "the second one" after a yes, moves it "to a later time" and shows the cancel prompt in local time', async () => {
    const zone = 'Europe/Lisbon';
    const { p, offer } = await toOffer(zone);
    expect(offer.options.length).toBeGreaterThan(2);
    // the labels show the patient's zone first and the clinic's second
    expect(offer.options[0].label).toContain('clinic time');

    await p.say('the second one');
    const ask = await p.waitFor('confirm:request', (r) => r.requestId !== offer.requestId);
    expect(ask.options.map((o) => o.id)).toEqual([offer.options[1].id]);
    expect(ask.prompt).toContain(offer.options[1].label);
    expect(ask.prompt).toMatch(/book it\?/);
    expect(p.all('booking:confirmed')).toHaveLength(0); // nothing is booked before the yes
    await p.say('yes');
    const booked = await p.waitFor('booking:confirmed');
    expect(booked.slot).toBe(offer.options[1].slot);
    await p.waitFor('consult:state', (e) => e.stage === 'closed');
    await p.waitQuiet();

    // a move "to a later time": every option is later than the booked time, and the prompt says move
    await p.say('Can you move my appointment to a later time?');
    const move = await p.waitFor('confirm:request', (r) => r.kind === 'booking' && r.seq > booked.seq);
    expect(move.options.length).toBeGreaterThan(0);
    for (const o of move.options) expect(Date.parse(o.slot!)).toBeGreaterThan(Date.parse(booked.slot));
    expect(move.prompt).toMatch(/move/i);
    expect(move.prompt).not.toMatch(/\bbook\b/i);
    expect(await p.request('confirm:reply', { requestId: move.requestId, accept: true, optionId: move.options[0].id })).toEqual({ ok: true });
    const moved = await p.waitFor('booking:confirmed', (e) => e.seq > move.seq);
    expect(moved.slot).toBe(move.options[0].slot);
    await p.waitFor('handoff:ready', (e) => e.seq > moved.seq);
    await p.waitQuiet();

    // the cancel prompt: the time in the patient's zone first, then the clinic's
    await p.say('Please cancel my appointment');
    const cancel = await p.waitFor('confirm:request', (r) => r.kind === 'acknowledge' && r.seq > moved.seq);
    const clinicZone = t.app.directory.get(moved.clinicId)!.clinic.timeZone;
    expect(cancel.prompt).toContain(formatSlot(moved.slot, clinicZone, 'en', zone));
    expect(await p.request('confirm:reply', { requestId: cancel.requestId, accept: false })).toEqual({ ok: true });
    await p.waitQuiet();
    for (const said of shown(p)) expect(said).not.toMatch(ISO);
  });

  it('searches again for "something later": every new option is later than the last offer, then a "no" shows it again', async () => {
    const { p, offer } = await toOffer();
    const latest = Math.max(...offer.options.map((o) => Date.parse(o.slot!)));
    await p.say('something later');
    const later = await p.waitFor('confirm:request', (r) => r.kind === 'booking' && r.requestId !== offer.requestId);
    expect(later.options.length).toBeGreaterThan(0);
    for (const o of later.options) expect(Date.parse(o.slot!)).toBeGreaterThan(latest);

    // "Thursday"-style choice by time: the label's own time picks it; a "no" brings the offer back
    await p.say('option 2');
    const ask = await p.waitFor('confirm:request', (r) => r.seq > later.seq);
    expect(ask.options.map((o) => o.id)).toEqual([later.options[1].id]);
    await p.say('no');
    const again = await p.waitFor('confirm:request', (r) => r.seq > ask.seq);
    expect(again.options.map((o) => o.id)).toEqual(later.options.map((o) => o.id));
    expect(await p.request('confirm:reply', { requestId: again.requestId, accept: true, optionId: again.options[0].id })).toEqual({ ok: true });
    const booked = await p.waitFor('booking:confirmed');
    expect(booked.slot).toBe(later.options[0].slot);
    await p.waitQuiet();
    for (const said of shown(p)) expect(said).not.toMatch(ISO);
  });
});
