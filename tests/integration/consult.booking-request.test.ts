// Why this exists: booking by request over real sockets (real server, Redis, BullMQ, the built-in clinics):
// "Book me with a cardiologist next Tuesday afternoon" gets a short safety pass (the reason for the visit, at
// most one more question, the engine's level) instead of the full interview and the council, and goes straight
// to an offer whose every option is a cardiologist on a Tuesday afternoon in the clinic's time zone; a named
// doctor gets that doctor (in the doctor's own specialty when the request names none); a request nothing
// matches gets the closest options and a sentence saying so; a reason that raises the level goes through
// the council. A request typed later, during the interview, is remembered
// for the offer while the interview goes on.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import type { PatientClient } from '../support/patient-client.ts';
import { DEFAULT_DIRECTORY } from '../../server/stores/directory.seed.ts';
import { replayCase } from '../../server/tools/replay.ts';

const app = useTestApp();
const patient = () => app.patient();

/** An option's slot as its clinic sees it: weekday and hour in the clinic's time zone, and the provider. */
function local(option: { clinicId?: string; providerId?: string; slot?: string }) {
  const clinic = DEFAULT_DIRECTORY.clinics.find((c) => c.id === option.clinicId)!;
  const provider = DEFAULT_DIRECTORY.providers.find((p) => p.id === option.providerId)!;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: clinic.timeZone, weekday: 'long', hour: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(option.slot!));
  return { weekday: parts.find((p) => p.type === 'weekday')!.value, hour: Number(parts.find((p) => p.type === 'hour')!.value), provider };
}

/** The stages the consult went through before the event with this seq, in order. */
const stagesBefore = (p: PatientClient, seq: number) =>
  [...new Set(p.all('consult:state').filter((e) => e.seq < seq).map((e) => e.stage as string))];

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
    // straight from the questions to the offer: no council sat and no plan was written by one
    expect(stagesBefore(p, offer.seq)).toEqual(['triage', 'history', 'safety', 'booking']);
    const rec = p.all('recommendation')[0];
    expect(rec).toMatchObject({ specialty: 'cardiology', votes: [], lowConfidence: false });
    expect(rec.urgency).toBeLessThan(4);
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const booked = await p.waitFor('booking:confirmed');
    expect(booked.specialty).toBe('cardiology');
    // the clinician still gets the packet: the request, the reason, the engine's level, no council
    const ready = await p.waitFor('handoff:ready');
    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId)) as Record<string, any>;
    expect(packet.A).toMatchObject({ specialty: 'cardiology', council_members: [] });
    expect(packet.S.story).toContain('A routine check-up of my heart, my doctor suggested it');
    expect(packet.notices).toContain('booking_request_short_pass');
    // the level check is on the audit chain with its input, and `npm run replay` reproduces it
    const { steps } = await replayCase(app.t.app.audit, p.caseId);
    const check = steps.filter((s) => s.role === 'request_triage');
    expect(check).toHaveLength(1);
    expect(check[0]).toMatchObject({ inputIntact: true, same: true });
  });

  it('a reason that raises the level above a booking (urgent): the council decides, not the request', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 52, sex: 'male', name: 'Sam Test' } });
    await p.waitFor('assistant:message');
    await p.say('Book me with a dermatologist next Tuesday afternoon');
    await p.waitFor('assistant:message', (m) => /reason for the visit/.test(m.text));
    await p.say("I've been vomiting for two days and can't keep water down");
    const rec = await p.answerUntilRecommendation(['No']);
    expect(p.all('emergency')).toEqual([]);
    expect(stagesBefore(p, rec.seq)).toContain('council');
    expect(rec.urgency).toBeGreaterThanOrEqual(4);
    expect(rec.votes.length).toBeGreaterThan(0);
    const offer = await p.waitForBookingOffer();
    for (const o of offer.options) expect(local(o).provider.specialties).not.toContain('dermatology');
  });

  it('with a named doctor: that doctor\'s slots', async () => {
    const p = await patient();
    const { offer } = await toOffer(p, 'I would like an appointment with Dr. Haddad, the cardiologist');
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) expect(local(o).provider.displayName).toBe('Dr. Omar Haddad');
  });

  it('a doctor named without a specialty: that doctor\'s slots, whatever specialty the engine would see', async () => {
    const p = await patient();
    // Dr. Sofia Alvarez is a dermatologist; the reason (the heart) would have the engine look for a cardiologist
    const { offer } = await toOffer(p, 'Book me with Dr. Alvarez on Thursday');
    expect(p.all('recommendation')[0].specialty).not.toBe('dermatology');
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) expect(local(o)).toMatchObject({ weekday: 'Thursday', provider: { displayName: 'Dr. Sofia Alvarez' } });
    expect(offer.prompt).not.toMatch(/no time matching/);
    expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id })).toEqual({ ok: true });
    expect(await p.waitFor('booking:confirmed')).toMatchObject({ specialty: 'dermatology', slot: offer.options[0].slot });
  });

  it('a name no clinic knows, without a specialty: the closest options and the sentence', async () => {
    const p = await patient();
    const { offer } = await toOffer(p, 'Book me with Dr. Nobody on Thursday');
    expect(offer.options.length).toBeGreaterThan(0);
    expect(offer.prompt).toMatch(/I found no time matching what you asked for/);
    const specialty = p.all('recommendation')[0].specialty;
    for (const o of offer.options) expect(local(o).provider.specialties).toContain(specialty);
  });

  it('a wish typed at the offer replaces the requested day and keeps the doctor and the time of day; every offer is held', async () => {
    const p = await patient();
    const { offer } = await toOffer(p, 'Book me with Dr. Haddad, the cardiologist, next Tuesday afternoon');
    const heldBy = (o: (typeof offer.options)[number]) =>
      app.t.app.directory.get(o.clinicId!)!.store.holderOf(`${o.providerId}_${new Date(o.slot!).toISOString().replace(/[-:]/g, '').slice(0, 13)}Z`);
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

describe('a booking request during the interview', () => {
  /** Answer every interview question sent after `from` (the first answers from `answers`), until the offer. */
  async function answerOnwards(p: PatientClient, from: number, answers: string[]) {
    const answered = new Set<string>();
    for (let i = 0; ; ) {
      if (p.all('confirm:request').some((r) => r.kind === 'booking') || p.all('recommendation').length) return;
      const q = p.all('assistant:message').find((m) => m.seq >= from && !answered.has(m.messageId) && p.isQuestion(m));
      if (q) {
        answered.add(q.messageId);
        await p.say(answers[i++] ?? 'No');
        continue;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('"can I just book a dermatologist on Friday?" is remembered, the interview goes on, and the offer is what was asked', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    await p.waitFor('assistant:message');
    await p.say('I have had an itchy rash on my arm for two weeks');
    const first = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.say('Can I just book a dermatologist on Friday?');
    // noted, and the same question again: the booking request is not taken as its answer
    const noted = await p.waitFor('assistant:message', (m) => m.seq > first.seq && /noted the appointment/.test(m.text));
    expect(noted.text.endsWith(first.text)).toBe(true);
    await answerOnwards(p, noted.seq, ['About two weeks ago', 'No', 'No']);
    const offer = await p.waitForBookingOffer();
    // the answer after the request went to the question asked again
    const answers = p.all('assistant:message').filter((m) => m.seq > noted.seq && p.isQuestion(m));
    expect(answers.every((m) => m.text !== first.text)).toBe(true);
    expect(stagesBefore(p, offer.seq)).not.toContain('council');
    expect(offer.options.length).toBeGreaterThan(0);
    for (const o of offer.options) {
      const at = local(o);
      expect(at.provider.specialties).toContain('dermatology');
      expect(at.weekday).toBe('Friday');
    }
  });

  it('when the symptoms warrant triage, the interview and the council go on and the request does not bind the offer', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 52, sex: 'male', name: 'Sam Test' } });
    await p.waitFor('assistant:message');
    await p.say("I've been vomiting for two days and can't keep water down");
    const first = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.say('Can I just book a dermatologist on Friday?');
    const noted = await p.waitFor('assistant:message', (m) => m.seq > first.seq && /noted the appointment/.test(m.text));
    await answerOnwards(p, noted.seq, ['Since two days ago', 'No', 'No', 'No', 'No', 'No']);
    const rec = await p.waitFor('recommendation');
    expect(p.all('emergency')).toEqual([]);
    expect(stagesBefore(p, rec.seq)).toContain('council');
    expect(rec.urgency).toBeGreaterThanOrEqual(4);
    const offer = await p.waitForBookingOffer();
    for (const o of offer.options) expect(local(o).provider.specialties).not.toContain('dermatology');
  });
});
