// Why this exists: held slots seen from consults over real sockets: the options of a booking offer are
// held for its patient at their clinics; a decline, the patient's end, a clinician's takeover or a choice
// releases them at once; a hold left alone lapses by SLOT_HOLD_MS and the slot is offered to the next
// patient again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const RASH = 'I have had itchy red patches on my elbows for a month';
const ANSWERS = ['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none'];
type Option = { clinicId?: string; providerId?: string; slot?: string };

let t: TestApp;
let short: TestApp;
const closers: { close(): void }[] = [];
beforeAll(async () => {
  [t, short] = await Promise.all([
    startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, HISTORY_MAX_QUESTIONS: 2 }),
    startTestApp({ HISTORY_MAX_QUESTIONS: 2, SLOT_HOLD_MS: 1000 }),
  ]);
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await Promise.all([t.stop(), short.stop()]);
});

const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 13) + 'Z';
/** Who holds an offered option at its clinic (null: nobody). */
const holderOf = (app: TestApp, o: Option) => app.app.directory.get(o.clinicId!)!.store.holderOf(`${o.providerId}_${stamp(o.slot!)}`);
const holders = (app: TestApp, options: Option[]) => Promise.all(options.map((o) => holderOf(app, o)));

async function untilReleased(app: TestApp, options: Option[], timeoutMs = 5000): Promise<(string | null)[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await holders(app, options);
    if (now.every((h) => h === null) || Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function offered(app: TestApp, name = 'Hold Patient') {
  const p = await new PatientClient(app.url).connected();
  closers.push(p);
  p.autoName = name;
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
  await p.say(RASH);
  await p.answerUntilRecommendation(ANSWERS);
  const offer = await p.waitForBookingOffer();
  expect(offer.options.length).toBeGreaterThan(1);
  expect(await holders(app, offer.options)).toEqual(offer.options.map(() => p.caseId));
  return { p, offer };
}

describe('held slots in consults (sockets, BullMQ, clinic Lua)', () => {
  it('holds every offered option for its patient and releases them all at once on a decline', async () => {
    const { p, offer } = await offered(t);
    expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: false })).toEqual({ ok: true });
    expect(await untilReleased(t, offer.options)).toEqual(offer.options.map(() => null));
  });

  it('releases the holds when the patient ends the consult', async () => {
    const { p, offer } = await offered(t);
    expect(await p.request('consult:end', {})).toMatchObject({ ok: true });
    expect(await untilReleased(t, offer.options)).toEqual(offer.options.map(() => null));
  });

  it('releases the holds when a clinician takes the case over', async () => {
    const { p, offer } = await offered(t);
    const dr = await new ClinicianClient(t.url, { token: await token('dr-hold', ['*']) }).connected();
    closers.push(dr);
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'escalated');
    expect(await untilReleased(t, offer.options)).toEqual(offer.options.map(() => null));
  });

  it('releases the other options on a choice and books the chosen one', async () => {
    const { p, offer } = await offered(t);
    const chosen = offer.options[1];
    expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: chosen.id })).toEqual({ ok: true });
    const booked = await p.waitFor('booking:confirmed');
    expect(booked.slot).toBe(chosen.slot);
    expect(await untilReleased(t, offer.options)).toEqual(offer.options.map(() => null));
  });

  it('lets an unanswered hold lapse by SLOT_HOLD_MS: the next patient is offered the slot again', async () => {
    const a = await offered(short, 'First Patient');
    // while held, the hold key carries its TTL (it lapses by itself, even after a kill -9)
    const first = a.offer.options[0];
    const key = `${short.config.KEY_PREFIX}:clinic:${first.clinicId}:hold:${first.providerId}_${stamp(first.slot!)}`;
    const ttl = await short.app.redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    expect(await untilReleased(short, a.offer.options, 3000)).toEqual(a.offer.options.map(() => null));
    expect(a.p.stage()).toBe('booking'); // the offer itself is still open: only the hold lapsed

    const b = await offered(short, 'Second Patient');
    expect(b.offer.options.map((o) => `${o.clinicId}/${o.providerId}/${o.slot}`)).toContain(`${first.clinicId}/${first.providerId}/${first.slot}`);
  });
});
