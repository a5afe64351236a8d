// Why this exists: a provider search still running when the consult moves on (the patient ends it, a
// clinician takes it over, a newer search at the patient's wish is cut short) makes its holds after the
// consult left `searching`; they are released as soon as the search ends, not left to SLOT_HOLD_MS. Real
// sockets, BullMQ and the clinics' Lua holds: the test only delays each clinic's hold call behind a gate it
// opens once the consult has moved on, so the holds land after the release the consult sent when it left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const RASH = 'I have had itchy red patches on my elbows for a month';
const ANSWERS = ['a month ago', '3 out of 10', 'both elbows', 'no', 'none', 'none'];

let t: TestApp;
const closers: { close(): void }[] = [];

/** Per consult: the hold calls waiting at the gate, and every slot its holds took (clinicId, slotId). */
const gates = new Map<string, { open: boolean; waiting: (() => void)[]; arrived: () => void; reached: Promise<void>; held: { clinicId: string; slotId: string }[] }>();
function gate(caseId: string) {
  let arrived!: () => void;
  const reached = new Promise<void>((r) => (arrived = r));
  const g = { open: false, waiting: [] as (() => void)[], arrived, reached, held: [] as { clinicId: string; slotId: string }[] };
  gates.set(caseId, g);
  return {
    reached,
    held: g.held,
    open() {
      g.open = true;
      g.waiting.splice(0).forEach((go) => go());
    },
  };
}

beforeAll(async () => {
  // the default hold (5 min): a hold still there seconds later was not released
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, HISTORY_MAX_QUESTIONS: 2 });
  expect(t.config.SLOT_HOLD_MS).toBeGreaterThanOrEqual(60_000);
  for (const clinicId of t.app.directory.ids()) {
    const store = t.app.directory.get(clinicId)!.store;
    const hold = store.hold.bind(store);
    store.hold = async (q) => {
      const g = gates.get(q.holder);
      if (g && !g.open) {
        g.arrived();
        await new Promise<void>((go) => g.waiting.push(go));
      }
      const held = await hold(q); // the clinic's own Lua hold, as always
      g?.held.push(...held.map((slotId) => ({ clinicId, slotId })));
      return held;
    };
  }
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

const holderOf = (h: { clinicId: string; slotId: string }) => t.app.directory.get(h.clinicId)!.store.holderOf(h.slotId);
async function stillHeld(held: { clinicId: string; slotId: string }[], timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const holders = await Promise.all(held.map(holderOf));
    const left = held.filter((_, i) => holders[i] !== null).map((h) => `${h.clinicId}/${h.slotId}`);
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A consult up to its recommendation, with its holds at the gate (its first search waits there). */
async function searching() {
  const p = await new PatientClient(t.url).connected();
  closers.push(p);
  p.autoName = 'Late Search';
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
  const g = gate(p.caseId);
  await p.say(RASH);
  await p.answerUntilRecommendation(ANSWERS);
  await g.reached; // the search listed the slots and is holding them
  return { p, g };
}

/** Open the gate and wait until the search's holds were made (and the search's job answered). */
async function searchFinishes(g: ReturnType<typeof gate>) {
  g.open();
  const deadline = Date.now() + 10_000;
  while (g.held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(g.held.length).toBeGreaterThan(0);
}

describe('holds made by a search the consult no longer waits for', () => {
  it('the patient ends the consult while the search is holding: every slot it held is released at once', async () => {
    const { p, g } = await searching();
    expect(await p.request('consult:end', {})).toMatchObject({ ok: true });
    await p.waitFor('handoff:ready');
    await searchFinishes(g);
    expect(await stillHeld(g.held)).toEqual([]);
    expect(p.all('confirm:request').filter((r) => r.kind === 'booking')).toEqual([]); // never offered
  });

  it('a clinician takes the case over while the search is holding: every slot it held is released at once', async () => {
    const { p, g } = await searching();
    const dr = await new ClinicianClient(t.url, { token: await token('dr-late', ['*']) }).connected();
    closers.push(dr);
    expect(await dr.request('case:takeover', { caseId: p.caseId })).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'escalated');
    await searchFinishes(g);
    expect(await stillHeld(g.held)).toEqual([]);
  });

  it('a newer search at the patient\'s wish, cut short by the end: its holds and the last offer\'s are released', async () => {
    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    p.autoName = 'Late Wish';
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
    await p.say(RASH);
    await p.answerUntilRecommendation(ANSWERS);
    const offer = await p.waitForBookingOffer();
    const g = gate(p.caseId); // the wish's search waits at its holds
    await p.say('something later');
    await g.reached;
    expect(await p.request('consult:end', {})).toMatchObject({ ok: true });
    await p.waitFor('handoff:ready');
    await searchFinishes(g);
    const first = offer.options.map((o) => ({ clinicId: o.clinicId!, slotId: `${o.providerId}_${new Date(o.slot!).toISOString().replace(/[-:]/g, '').slice(0, 13)}Z` }));
    expect(await stillHeld([...g.held, ...first])).toEqual([]);
  });
});
