// Why this exists: booking by request over real sockets (real server, Redis, BullMQ, the built-in clinics):
// "Book me with a cardiologist next Tuesday afternoon" gets a short safety pass (the reason for the visit, at
// most one more question) instead of the full interview, and an offer whose every option is a cardiologist on a
// Tuesday afternoon in the clinic's time zone; a named doctor gets that doctor; a request nothing matches gets
// the closest options and a sentence saying so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { DEFAULT_DIRECTORY } from '../../server/stores/directory.seed.ts';

let t: TestApp;
const clients: PatientClient[] = [];
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.stop();
});

/** An option's slot as its clinic sees it: weekday and hour in the clinic's time zone, and the provider. */
function local(option: { clinicId?: string; providerId?: string; slot?: string }) {
  const clinic = DEFAULT_DIRECTORY.clinics.find((c) => c.id === option.clinicId)!;
  const provider = DEFAULT_DIRECTORY.providers.find((p) => p.id === option.providerId)!;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: clinic.timeZone, weekday: 'long', hour: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(option.slot!));
  return { weekday: parts.find((p) => p.type === 'weekday')!.value, hour: Number(parts.find((p) => p.type === 'hour')!.value), provider };
}

async function toOffer(p: PatientClient, request: string) {
  await p.start({ locale: 'en', patient: { age: 52, sex: 'male', name: 'Sam Test' } });
  await p.waitFor('assistant:message');
  await p.say(request);
  const reason = await p.waitFor('assistant:message', (m) => /reason for the visit/.test(m.text));
  await p.say('A routine check-up of my heart, my doctor suggested it');
  await p.answerUntilRecommendation(['No']);
  const offer = await p.waitForBookingOffer().catch((e) => { console.log(p.events.filter((x) => x.name !== 'assistant:delta').map((x) => `${x.event.seq} ${x.name} ${JSON.stringify(x.event).slice(0, 220)}`).join('\n')); throw e; });
  // interview questions after the reason for the visit
  const asked = p.all('assistant:message').filter((m) => m.seq > reason.seq && p.isQuestion(m));
  return { offer, asked };
}

describe('booking by request', () => {
  it('"Book me with a cardiologist next Tuesday afternoon": a short safety pass, then only matching options', async () => {
    const p = await patient();
    const { offer, asked } = await toOffer(p, 'Book me with a cardiologist next Tuesday afternoon');
    expect(asked.length).toBeLessThanOrEqual(1); // after the reason for the visit, at most one question
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) {
      const at = local(o);
      expect(at.provider.specialties).toContain('cardiology');
      expect(at.weekday).toBe('Tuesday');
      expect(at.hour).toBeGreaterThanOrEqual(12);
      expect(at.hour).toBeLessThan(17);
    }
    expect(offer.prompt).not.toMatch(/no time matching/);
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const booked = await p.waitFor('booking:confirmed');
    expect(booked.specialty).toBe('cardiology');
  });

  it('with a named doctor: that doctor\'s slots', async () => {
    const p = await patient();
    const { offer } = await toOffer(p, 'I would like an appointment with Dr. Haddad, the cardiologist');
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) expect(local(o).provider.displayName).toBe('Dr. Omar Haddad');
  });

  it('a wish typed at the offer replaces the requested day and keeps the doctor and the time of day; every offer is held', async () => {
    const p = await patient();
    const { offer } = await toOffer(p, 'Book me with Dr. Haddad, the cardiologist, next Tuesday afternoon');
    const heldBy = (o: (typeof offer.options)[number]) =>
      t.app.directory.get(o.clinicId!)!.store.holderOf(`${o.providerId}_${new Date(o.slot!).toISOString().replace(/[-:]/g, '').slice(0, 13)}Z`);
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) {
      expect(local(o)).toMatchObject({ weekday: 'Tuesday', provider: { displayName: 'Dr. Omar Haddad' } });
      expect(await heldBy(o)).toBe(p.caseId);
    }

    // "Thursday": no option has it, so a new search: Thursday afternoons with Dr. Haddad, held, the Tuesdays let go
    await p.say('Thursday');
    const thursday = await p.waitFor('confirm:request', (r) => r.kind === 'booking' && r.seq > offer.seq);
    expect(thursday.options.length).toBeGreaterThan(0);
    for (const o of thursday.options) {
      const at = local(o);
      expect(at).toMatchObject({ weekday: 'Thursday', provider: { displayName: 'Dr. Omar Haddad' } });
      expect(at.hour).toBeGreaterThanOrEqual(12);
      expect(at.hour).toBeLessThan(17);
      expect(await heldBy(o)).toBe(p.caseId);
    }
    for (const o of offer.options) expect(await heldBy(o)).toBeNull();

    // "something later": after the latest time shown, still Dr. Haddad in the afternoon
    const latest = Math.max(...thursday.options.map((o) => Date.parse(o.slot!)));
    await p.say('something later');
    const later = await p.waitFor('confirm:request', (r) => r.kind === 'booking' && r.seq > thursday.seq);
    expect(later.options.length).toBeGreaterThan(0);
    for (const o of later.options) {
      expect(Date.parse(o.slot!)).toBeGreaterThan(latest);
      const at = local(o);
      expect(at.provider.displayName).toBe('Dr. Omar Haddad');
      expect(at.hour).toBeGreaterThanOrEqual(12);
      expect(at.hour).toBeLessThan(17);
    }
    expect(await p.request('confirm:reply', { requestId: later.requestId, accept: true, optionId: later.options[0].id })).toEqual({ ok: true });
    expect((await p.waitFor('booking:confirmed')).slot).toBe(later.options[0].slot);
  });

  it('when nothing matches: the closest options and a sentence saying so', async () => {
    const p = await patient();
    // no cardiologist works at night
    const { offer } = await toOffer(p, 'Book me with a cardiologist with Dr. Nobody tomorrow evening');
    expect(offer.options.length).toBeGreaterThan(0);
    expect(offer.prompt).toMatch(/I found no time matching what you asked for/);
  });
});
