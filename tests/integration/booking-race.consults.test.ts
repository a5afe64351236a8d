// Why this exists: the held-slots goal at the socket level. 24 patients with the same complaint reach
// their booking offers (real Socket.IO, real BullMQ jobs, the clinics' Lua holds) and all accept their
// first option at once, accepting the first option of any new offer too: at least 23 are booked, none
// double-booked. Without holds every patient was offered the same earliest slots and 7 of 24 were booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

const PATIENTS = 24;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ HISTORY_MAX_QUESTIONS: 2 });
});
afterAll(async () => {
  await t.stop();
});

/** Accepts the first option of every booking offer until the consult books or closes without booking. */
async function acceptUntilDone(p: PatientClient, timeoutMs = 90_000): Promise<'booked' | 'not_booked'> {
  const deadline = Date.now() + timeoutMs;
  const answered = new Set<string>();
  for (;;) {
    if (p.all('booking:confirmed').length) return 'booked';
    if (p.stage() === 'closed') return 'not_booked';
    const offer = p.all('confirm:request').find((e) => e.kind === 'booking' && !answered.has(e.requestId));
    if (offer) {
      answered.add(offer.requestId);
      await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`no outcome for ${p.caseId}; events: ${p.events.map((e) => `${e.event.seq}:${e.name}`).join(' ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('24 patients accept their first option at once (sockets, BullMQ, clinic holds)', () => {
  it('books at least 23, double-books none, and offers no slot to two patients', async () => {
    const patients = await Promise.all(Array.from({ length: PATIENTS }, async (_, i) => {
      const p = await new PatientClient(t.url).connected();
      p.autoName = `Race Patient ${i}`;
      await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
      return p;
    }));
    try {
      await Promise.all(patients.map(async (p) => {
        await p.say('I have had itchy red patches on my elbows for a month');
        await p.answerUntilRecommendation(['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none'], 120_000);
      }));
      const offers = await Promise.all(patients.map((p) => p.waitForBookingOffer(120_000)));
      // every offered slot is held for one patient only
      const offered = offers.flatMap((o) => o.options.map((x) => `${x.clinicId}/${x.providerId}/${x.slot}`));
      expect(offered.length).toBeGreaterThanOrEqual(PATIENTS);
      expect(new Set(offered).size).toBe(offered.length);

      // all accept their first option at once
      const firstAcks = await Promise.all(offers.map((o, i) => patients[i].request('confirm:reply', { requestId: o.requestId, accept: true, optionId: o.options[0].id })));
      expect(firstAcks.every((a) => a.ok)).toBe(true);
      const outcomes = await Promise.all(patients.map((p) => acceptUntilDone(p)));
      const booked = outcomes.filter((o) => o === 'booked').length;
      expect(booked).toBeGreaterThanOrEqual(PATIENTS - 1);

      // no slot holds two live appointments: from the patients' confirmations and from the clinics' records
      const confirmations = patients.flatMap((p) => p.all('booking:confirmed'));
      const slots = confirmations.map((c) => `${c.clinicId}/${c.providerName}/${c.slot}`);
      expect(new Set(slots).size).toBe(slots.length);
      const stored = await Promise.all(confirmations.map((c) => t.app.directory.getAppointment(c.appointmentId)));
      expect(stored.every((a) => a?.status === 'booked')).toBe(true);
      expect(new Set(stored.map((a) => `${a!.clinicId}/${a!.slotId}`)).size).toBe(stored.length);
      // the first accept booked every patient booked: no "slot taken" round was needed
      expect(patients.filter((p) => p.all('confirm:request').filter((e) => e.kind === 'booking').length > 1)).toHaveLength(0);
    } finally {
      for (const p of patients) p.close();
    }
  }, 400_000);
});
