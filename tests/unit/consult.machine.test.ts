// Why this exists: the consult statechart on its own, with fake effect actors: every stage transition,
// a red flag from every stage, the low-confidence loop bound, booking outcomes and restore.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { consultMachine, stageOf, MAX_CLARIFY_ROUNDS } from '../../machines/consult.machine.ts';
import type { ConsultContext, OutboundEmitted } from '../../machines/consult.types.ts';
import { MAX_SLOT_RETRIES, speakInput } from '../../machines/consult.context.ts';
import { text } from '../../machines/consult.texts.ts';
import { persistedSnapshot } from '../../server/consult/consult-session.ts';
import type {
  BookOutput, ConsensusOutput, CouncilOutput, InterviewOutput, PlanOutput, ProviderSearchOutput, SafetyOutput,
} from '../../machines/contract/role-schemas.ts';
import { provideConsultChecks, type ConsultChecks } from '../../machines/contract/consult-checks.ts';
import { engineConsultChecks } from '../../actors/engine/consult-checks.ts';

// The checks the machine runs itself are the offline engine's, as the wiring point provides them.
provideConsultChecks(engineConsultChecks);

const RED_FLAG = 'I suddenly have crushing chest pain spreading to my left arm';
const facts = {
  complaint: 'itchy rash', opqrst: {}, medications: [], allergies: [], conditions: [], findings: ['rash'], negatedFindings: [], unknown: [],
};
const vote = (specialty: string, confidence: number, urgency: number) => ({ agent: `${specialty}_specialist`, specialty, confidence, urgency, reasoning: 'test' }) as const;
const council: CouncilOutput = { members: ['dermatology', 'general_practice', 'allergy_immunology'], votes: [vote('dermatology', 0.9, 2), vote('dermatology', 0.8, 2), vote('general_practice', 0.7, 2)] as never, evidence: [], failures: [] };
const consensus: ConsensusOutput = { specialty: 'dermatology', urgency: 2, averageConfidence: 0.8, lowConfidence: false, proposals: [] };
const plan: PlanOutput = { specialty: 'dermatology', urgency: 2, triageLevel: 'non_urgent', disposition: 'primary_care', advice: 'See a dermatologist.', citations: [], evidenceMap: [] };
const safety = (urgency = 2, extra: Partial<SafetyOutput> = {}): SafetyOutput => ({ urgency, triageLevel: 'non_urgent', escalate: false, emergency: false, requiresGuardianConsent: false, findings: [], checked: ['drug_interactions'], ...extra });
const search: ProviderSearchOutput = {
  specialty: 'dermatology', fellBackToGeneralPractice: false, expiresAt: new Date(Date.now() + 60_000).toISOString(), prompt: 'Book?',
  options: [{ id: 'o1', label: 'Dr A', clinicId: 'c1', clinicName: 'C1', providerId: 'p1', providerName: 'Dr A', specialty: 'dermatology', slotId: 's1', start: new Date().toISOString() }],
};
const booked: BookOutput = { ok: true, appointmentId: 'apt-1', clinicId: 'c1', providerName: 'Dr A', specialty: 'dermatology', slot: search.options[0].start, message: 'Booked.' };

/** A promise the test resolves later, to hold the machine in a stage. */
function gate<T>() {
  let open!: (v: T) => void;
  const promise = new Promise<T>((r) => (open = r));
  return { promise, open };
}

interface Fakes {
  questions?: number;
  judge?: (round: number) => ConsensusOutput;
  safety?: SafetyOutput;
  book?: () => BookOutput;
  search?: (n: number) => ProviderSearchOutput;
  reschedule?: () => BookOutput;
  hold?: Partial<Record<'council' | 'plan' | 'safety' | 'providerSearch' | 'book', Promise<unknown>>>;
  deadline?: Promise<void>;
  speak?: Promise<void>;
}

function run(f: Fakes = {}, input: Record<string, unknown> = {}) {
  const calls: Record<string, number> = {};
  const count = (k: string) => (calls[k] = (calls[k] ?? 0) + 1);
  const held = async <T>(k: keyof NonNullable<Fakes['hold']>, v: T) => { await f.hold?.[k]; return v; };
  const machine = consultMachine.provide({
    actors: {
      interview: fromPromise<InterviewOutput, { context: ConsultContext }>(async ({ input }) => {
        count('interview');
        const asked = input.context.history.asked.length;
        const limit = Math.min(f.questions ?? 2, input.context.history.maxQuestions);
        return { facts, question: asked < limit ? { field: 'onset', text: `Question ${asked + 1}?` } : null };
      }),
      council: fromPromise(async () => { count('council'); return held('council', council); }),
      judge: fromPromise(async () => f.judge?.(count('judge')) ?? consensus),
      plan: fromPromise(async () => { count('plan'); return held('plan', plan); }),
      safety: fromPromise(async () => held('safety', f.safety ?? safety())),
      providerSearch: fromPromise(async () => { const n = count('search'); return held('providerSearch', f.search?.(n) ?? search); }),
      book: fromPromise(async () => { count('book'); await f.hold?.book; return f.book?.() ?? booked; }),
      reschedule: fromPromise(async () => { count('reschedule'); return f.reschedule?.() ?? { ...booked, appointmentId: 'apt-2', message: 'Moved.' }; }),
      cancelAppointment: fromPromise(async () => { count('cancel'); return { ok: true, message: '' }; }),
      document: fromPromise(async () => { count('document'); return { handoffPacketId: 'handoff-1' }; }),
      speak: fromPromise(() => f.speak ?? Promise.resolve()),
      finishInterrupted: fromPromise(async () => { count('interrupted'); return { text: 'Hello,' }; }),
      deadline: fromPromise(() => f.deadline ?? new Promise<void>(() => undefined)),
    } as never,
  });
  const actor = createActor(machine, { input: { caseId: 'c1', createdAt: new Date().toISOString(), patient: { name: 'Ana' }, ...input } });
  const emitted: OutboundEmitted[] = [];
  actor.on('outbound', (e) => emitted.push(e));
  actor.start();
  let n = 0;
  const say = (text: string) => actor.send({ type: 'patient.message', clientMsgId: `m${++n}`, text, at: new Date().toISOString() });
  const stage = () => stageOf(actor.getSnapshot().value);
  return { actor, emitted, say, stage, calls };
}

const settle = () => new Promise((r) => setTimeout(r, 5));
async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 200 && !cond(); i++) await settle();
  if (!cond()) throw new Error(`never reached: ${what}`);
}

async function toAwaiting(t: ReturnType<typeof run>) {
  t.say('I have an itchy rash');
  for (let i = 0; i < 20 && t.stage() === 'history'; i++) {
    await settle();
    if (t.actor.getSnapshot().matches({ flow: { history: 'waiting' } })) t.say('three days ago');
  }
  await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'awaiting' } }), 'booking awaiting');
}

/** Accept every offer until the booking or move is over. */
async function acceptOffers(t: ReturnType<typeof run>, over: () => boolean) {
  for (let i = 0; i < 400 && !over(); i++) {
    await settle();
    const s = t.actor.getSnapshot();
    const offered = s.matches({ flow: { booking: 'awaiting' } }) || s.matches({ flow: { closed: { rescheduling: 'awaiting' } } });
    if (offered) t.actor.send({ type: 'confirm.reply', requestId: s.context.confirm!.requestId, accept: true, optionId: 'o1' });
  }
  if (!over()) throw new Error('the offers never ended');
}

describe('consult machine', () => {
  it('runs triage → history → council → plan → safety → booking → documentation → closed', async () => {
    const t = run({ questions: 2 });
    const seen: string[] = [];
    t.actor.subscribe((s) => { const st = stageOf(s.value); if (seen.at(-1) !== st) seen.push(st); });
    expect(t.stage()).toBe('triage');
    await toAwaiting(t);
    const request = t.emitted.find((e) => e.name === 'confirm:request');
    expect(request?.payload).toMatchObject({ requestId: 'b1', kind: 'booking', options: [{ id: 'o1' }] });
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(seen).toEqual(['history', 'council', 'plan', 'safety', 'booking', 'documentation', 'closed']);
    expect(t.emitted.map((e) => e.name)).toEqual(['recommendation', 'confirm:request', 'booking:confirmed', 'handoff:ready']);
    expect(t.actor.getSnapshot().context.history.asked).toHaveLength(2);
    expect(t.actor.getSnapshot().context.booking.outcome).toBe('booked');
    expect(t.actor.getSnapshot().context.plan?.disposition).toBe('appointment_booked');
  });

  it('persists every snapshot of a whole consult exactly as xstate does, without its context walk', async () => {
    const t = run({ questions: 2 });
    const mismatches: string[] = [];
    let compared = 0;
    t.actor.subscribe((s) => {
      compared++;
      const ours = JSON.stringify(persistedSnapshot(t.actor.logic as never, s));
      if (ours !== JSON.stringify(t.actor.getPersistedSnapshot())) mismatches.push(stageOf(s.value));
    });
    await toAwaiting(t);
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(compared).toBeGreaterThan(10);
    expect(mismatches).toEqual([]);
    // the shortcut is only sound while the context holds no actor ref: one would be persisted differently
    const ref = { id: 'x', sessionId: 's', send: () => undefined, ref: {} };
    const withRef = { ...t.actor.getSnapshot(), context: { ...t.actor.getSnapshot().context, child: ref } };
    expect(JSON.stringify(persistedSnapshot(t.actor.logic as never, withRef as never))).not.toBe(JSON.stringify(t.actor.logic.getPersistedSnapshot(withRef as never)));
  });

  it('goes to emergency on a red flag from every stage, and stops talking', async () => {
    const cases: [string, (t: ReturnType<typeof run>) => Promise<void>, Fakes][] = [
      ['triage', async () => undefined, {}],
      ['history', async (t) => { t.say('I have an itchy rash'); await until(() => t.stage() === 'history', 'history'); }, {}],
      ['council', async (t) => { t.say('rash'); await until(() => t.stage() === 'council', 'council'); }, { questions: 0, hold: { council: new Promise(() => undefined) } }],
      ['plan', async (t) => { t.say('rash'); await until(() => t.stage() === 'plan', 'plan'); }, { questions: 0, hold: { plan: new Promise(() => undefined) } }],
      ['safety', async (t) => { t.say('rash'); await until(() => t.stage() === 'safety', 'safety'); }, { questions: 0, hold: { safety: new Promise(() => undefined) } }],
      ['booking', async (t) => { await toAwaiting(t); }, { questions: 0 }],
      ['escalated', async (t) => { t.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: '' }); await until(() => t.stage() === 'escalated', 'escalated'); }, {}],
    ];
    for (const [stage, reach, fakes] of cases) {
      const t = run(fakes);
      await reach(t);
      expect(t.stage(), stage).toBe(stage);
      t.say(RED_FLAG);
      expect(t.stage(), `red flag from ${stage}`).toBe('emergency');
      const ctx = t.actor.getSnapshot().context;
      expect(ctx.redFlags.length, stage).toBeGreaterThan(0);
      expect(ctx.say).toEqual([]);
      expect(t.emitted.find((e) => e.name === 'emergency')?.payload).toMatchObject({ kind: 'medical' });
      await until(() => t.emitted.some((e) => e.name === 'handoff:ready'), `packet after emergency from ${stage}`);
      expect(t.actor.getSnapshot().matches({ speaker: 'muted' })).toBe(true);
    }
  });

  it('runs the checks it is provided (its port), not the engine directly', async () => {
    const seen: string[] = [];
    const fake: ConsultChecks = {
      screenRedFlags: (text) => (seen.push(text), text.includes('purple') ? [{ id: 'test_flag', family: 'test', kind: 'mental_health', matched: 'purple', label: 'Test flag' }] : []),
      emergencyNotice: (hits) => ({ kind: hits[0]?.kind ?? 'medical', message: `notice for ${hits.map((h) => h.id).join(',')}`, resources: [] }),
      detectLanguage: () => 'fr',
      classifyRequest: (text) => (text.includes('dose') ? { outOfScope: 'dosing', reply: 'Test refusal.' } : { outOfScope: null }),
      bookingIntent: () => null,
    };
    provideConsultChecks(fake);
    try {
      const t = run({}, { locale: undefined });
      t.say('what dose of ibuprofen should I take');
      const c = t.actor.getSnapshot().context;
      expect(c.locale).toBe('fr'); // the provided language detection, on the first message
      expect(c.say.map((s) => s.text)).toContain('Test refusal.'); // the provided out-of-scope reply
      expect(t.stage()).toBe('history');
      t.say(RED_FLAG); // the engine would flag it; the provided screen does not
      expect(t.stage()).toBe('history');
      t.say('my tongue is purple');
      expect(t.stage()).toBe('emergency');
      expect(t.actor.getSnapshot().context.redFlags.map((h) => h.id)).toEqual(['test_flag']);
      expect(t.emitted.find((e) => e.name === 'emergency')?.payload).toEqual({ kind: 'mental_health', message: 'notice for test_flag', resources: [] });
      expect([...new Set(seen)]).toEqual(['what dose of ibuprofen should I take', RED_FLAG, 'my tongue is purple']); // every message screened
    } finally {
      provideConsultChecks(engineConsultChecks);
    }
  });

  it('screens interim voice transcripts too', () => {
    const t = run();
    t.actor.send({ type: 'transcript.partial', text: 'my face is drooping and my speech is slurred', at: '' });
    expect(t.stage()).toBe('emergency');
  });

  it('does not go to emergency for a plainly negated flag', async () => {
    const t = run();
    t.say('no chest pain, just an itchy rash');
    expect(t.stage()).toBe('history');
  });

  it('returns to history on low confidence at most twice, then goes on with general practice', async () => {
    const low = (): ConsensusOutput => ({ specialty: 'general_practice', urgency: 2, averageConfidence: 0.5, lowConfidence: true, proposals: [] });
    const t = run({ questions: 100, judge: low }); // every round finds questions to ask (up to maxQuestions)
    t.say('I feel off');
    for (let i = 0; i < 200 && !['booking', 'documentation', 'closed'].includes(t.stage()); i++) {
      await settle();
      if (t.actor.getSnapshot().matches({ flow: { history: 'waiting' } })) t.say('yes');
    }
    await until(() => ['booking', 'documentation', 'closed'].includes(t.stage()), 'past the council');
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.clarifyRounds).toBe(MAX_CLARIFY_ROUNDS);
    expect(t.calls.council).toBe(MAX_CLARIFY_ROUNDS + 1);
    expect(ctx.consensus?.specialty).toBe('general_practice');
    expect(ctx.consensus?.lowConfidence).toBe(true);
    expect(ctx.history.maxQuestions).toBe(6 + 2 * MAX_CLARIFY_ROUNDS);
  });

  it('ends the clarifying loop when a round has no question to ask (the council is not asked again)', async () => {
    const low = (): ConsensusOutput => ({ specialty: 'general_practice', urgency: 2, averageConfidence: 0.5, lowConfidence: true, proposals: [] });
    const t = run({ questions: 0, judge: low });
    t.say('I feel off');
    await until(() => ['booking', 'documentation', 'closed'].includes(t.stage()), 'past the council');
    const ctx = t.actor.getSnapshot().context;
    expect(t.calls.council).toBe(1);
    expect(ctx.clarifyRounds).toBe(1);
    expect(t.calls.plan).toBe(1);
    expect(ctx.consensus?.lowConfidence).toBe(true);
  });

  it('gives the advice message the id it took when the plan started, whatever is said meanwhile', async () => {
    const planned = gate<void>();
    const t = run({ questions: 0, hold: { plan: planned.promise } });
    t.say('I have an itchy rash');
    await until(() => t.stage() === 'plan', 'plan');
    const id = t.actor.getSnapshot().context.adviceMessageId;
    expect(id).toMatch(/^a\d+$/);
    t.say('What is the maximum dose of ibuprofen I can take?'); // answered at once, under the next id
    planned.open();
    await until(() => t.stage() !== 'plan', 'past the plan');
    const transcript = t.actor.getSnapshot().context.transcript;
    expect(transcript.find((e) => e.text === plan.advice)?.messageId).toBe(id);
    const ids = transcript.filter((e) => e.messageId).map((e) => e.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lets safety raise urgency (a second recommendation) but never lower it', async () => {
    const raised = run({ questions: 0, safety: safety(4) });
    await toAwaiting(raised);
    const recs = raised.emitted.filter((e) => e.name === 'recommendation');
    expect(recs.map((r) => (r.payload as { urgency: number }).urgency)).toEqual([2, 4]);
    expect(raised.actor.getSnapshot().context.plan).toMatchObject({ urgency: 4, triageLevel: 'urgent', disposition: 'urgent_care' });

    const lowered = run({ questions: 0, safety: safety(1) });
    await toAwaiting(lowered);
    expect(lowered.emitted.filter((e) => e.name === 'recommendation')).toHaveLength(1);
    expect(lowered.actor.getSnapshot().context.plan?.urgency).toBe(2);
  });

  it('hands the case to a clinician instead of booking when the safety review escalates, and tells the patient what to do now', async () => {
    const t = run({ questions: 0, safety: safety(3, { escalate: true, findings: [{ rule: 'drug_interactions', severity: 'warn', detail: 'Severe interaction (warfarin_nsaid)' }] }) });
    t.say('rash');
    await until(() => t.stage() === 'escalated', 'escalated');
    const c = t.actor.getSnapshot().context;
    expect(c.escalation).toMatchObject({ by: 'system', reason: 'safety_review' });
    expect(c.transcript.filter((e) => e.role === 'assistant').map((e) => e.text)).toContain(text('safetyEscalated', 'en'));
    expect(c.plan).toMatchObject({ urgency: 3, triageLevel: 'non_urgent' });
    expect(t.emitted.filter((e) => e.name === 'recommendation').map((r) => (r.payload as { urgency: number }).urgency)).toEqual([2, 3]);
    expect(t.calls.search).toBeUndefined();
    expect(t.calls.book).toBeUndefined();
    // a clinician can then take it and speak to the patient
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr-a', at: new Date().toISOString() });
    expect(t.stage()).toBe('escalated');
  });

  it('goes to emergency when safety review re-triages', async () => {
    const t = run({ questions: 0, safety: safety(5, { emergency: true }) });
    t.say('rash');
    await until(() => t.stage() === 'emergency', 'emergency');
    expect(t.calls.search).toBeUndefined();
  });

  it('declining ends with advice and no booking', async () => {
    const t = run({ questions: 0 });
    await toAwaiting(t);
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: false });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.calls.book).toBeUndefined();
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.booking.outcome).toBe('declined');
    expect(ctx.transcript.at(-1)?.text).toMatch(/No appointment has been booked/);
  });

  it('ignores a reply to another request and offers new slots when the chosen one was taken', async () => {
    let first = true;
    const t = run({ questions: 0, book: () => (first ? ((first = false), { ok: false, reason: 'taken', message: 'taken' }) : booked) });
    await toAwaiting(t);
    t.actor.send({ type: 'confirm.reply', requestId: 'stale', accept: true, optionId: 'o1' });
    expect(t.actor.getSnapshot().matches({ flow: { booking: 'awaiting' } })).toBe(true);
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.emitted.filter((e) => e.name === 'confirm:request').length === 2, 'second offer');
    expect(t.actor.getSnapshot().context.booking.requestId).toBe('b2');
    t.actor.send({ type: 'confirm.reply', requestId: 'b2', accept: true, optionId: 'o1' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.calls.search).toBe(2);
  });

  it('ends the offer when its deadline passes', async () => {
    const d = gate<void>();
    const t = run({ questions: 0, deadline: d.promise });
    await toAwaiting(t);
    d.open();
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.actor.getSnapshot().context.booking.outcome).toBe('expired');
  });

  it('processes a repeated clientMsgId once', () => {
    const t = run();
    const m = { type: 'patient.message' as const, clientMsgId: 'same', text: 'rash', at: '' };
    t.actor.send(m);
    t.actor.send(m);
    expect(t.actor.getSnapshot().context.transcript.filter((e) => e.role === 'patient')).toHaveLength(1);
  });

  it('hands the case to a clinician and back', async () => {
    const t = run();
    t.say('rash');
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr-lee', at: 'now' });
    expect(t.stage()).toBe('escalated');
    t.actor.send({ type: 'clinician.message', clinicianId: 'dr-lee', text: 'Hello, I am Dr Lee.', at: 'now' });
    expect(t.emitted.at(-1)).toMatchObject({ name: 'assistant:message', payload: { author: 'clinician', text: 'Hello, I am Dr Lee.' } });
    t.actor.send({ type: 'case.release', clinicianId: 'dr-lee', note: 'seen', at: 'later' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.actor.getSnapshot().context.escalation).toMatchObject({ by: 'dr-lee', note: 'seen' });
  });

  it('withdraws an unanswered booking offer when a clinician takes over, so it cannot hold the consult open after release', async () => {
    const t = run({ questions: 0 });
    await toAwaiting(t);
    expect(t.actor.getSnapshot().context.confirm).not.toBeNull();
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: 'now' });
    expect(t.stage()).toBe('escalated');
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.confirm).toBeNull();
    expect(ctx.booking.outcome).toBe('withdrawn');
    // the old offer's reply is no longer taken
    expect(t.actor.getSnapshot().can({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' })).toBe(false);
    t.actor.send({ type: 'case.release', clinicianId: 'dr', at: 'later' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.actor.getSnapshot().context.confirm).toBeNull();
    expect(t.calls.book).toBeUndefined();
  });

  it('withdraws a pending booking on takeover while it searches again after a taken slot (no offer is showing then)', async () => {
    const f: Fakes = { questions: 0, book: () => ({ ok: false, reason: 'taken', message: 'taken' }) as BookOutput, hold: {} };
    const t = run(f);
    await toAwaiting(t);
    const searching = gate<void>();
    f.hold!.providerSearch = searching.promise; // the search after the taken slot waits here
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'searching' } }), 'searching again');
    expect(t.actor.getSnapshot().context.confirm).toBeNull();
    expect(t.actor.getSnapshot().context.booking.outcome).toBe('pending');
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: 'now' });
    expect(t.stage()).toBe('escalated');
    expect(t.actor.getSnapshot().context.booking.outcome).toBe('withdrawn');
    searching.open();
  });

  it('cannot be taken over while a booking job is in flight, and can once it has finished', async () => {
    const held = gate<void>();
    const t = run({ questions: 0, hold: { book: held.promise } });
    await toAwaiting(t);
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'booking' } }), 'booking');
    const takeover = { type: 'case.takeover' as const, clinicianId: 'dr', at: 'now' };
    expect(t.actor.getSnapshot().can(takeover)).toBe(false);
    t.actor.send(takeover);
    expect(t.stage()).toBe('booking');
    held.open();
    await until(() => t.actor.getSnapshot().context.booking.outcome === 'booked', 'booked');
    expect(t.actor.getSnapshot().context.escalation).toBeNull();
  });

  it('ends on request from the patient with a packet', async () => {
    const t = run();
    t.say('rash');
    t.actor.send({ type: 'consult.end' });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.calls.document).toBe(1);
    expect(t.actor.getSnapshot().context.endedBy).toBe('patient');
  });

  it('keeps a pending confirmation across a persist and restore', async () => {
    const t = run({ questions: 0 });
    await toAwaiting(t);
    const persisted = JSON.parse(JSON.stringify(t.actor.getPersistedSnapshot()));
    t.actor.stop();
    const calls: string[] = [];
    const restored = createActor(
      consultMachine.provide({
        actors: {
          book: fromPromise(async () => { calls.push('book'); return booked; }),
          document: fromPromise(async () => ({ handoffPacketId: 'h' })),
          speak: fromPromise(async () => undefined),
          deadline: fromPromise(() => new Promise<void>(() => undefined)),
        } as never,
      }),
      { snapshot: persisted, input: { caseId: 'c1', createdAt: '' } },
    );
    restored.start();
    expect(restored.getSnapshot().matches({ flow: { booking: 'awaiting' } })).toBe(true);
    restored.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => stageOf(restored.getSnapshot().value) === 'closed', 'closed after restore');
    expect(calls).toEqual(['book']);
    void (restored as AnyActorRef);
  });

  it('asks a parent or guardian to agree before booking for a minor, and books only after', async () => {
    const t = run({ questions: 0, safety: safety(2, { requiresGuardianConsent: true }) });
    t.say('my son has an itchy rash');
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'consent' } }), 'consent');
    const ask = t.emitted.find((e) => e.name === 'confirm:request');
    expect(ask?.payload).toMatchObject({ requestId: 'g1', kind: 'acknowledge', options: [{ id: 'guardian-yes' }] });
    expect(t.calls.search).toBeUndefined();
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    expect(t.actor.getSnapshot().matches({ flow: { booking: 'consent' } })).toBe(true);
    t.actor.send({ type: 'confirm.reply', requestId: 'g1', accept: true, optionId: 'guardian-yes' });
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'awaiting' } }), 'offer after consent');
    expect(t.actor.getSnapshot().context.guardianConsent).toBe('given');
  });

  it('books nothing when the guardian does not agree', async () => {
    const t = run({ questions: 0, safety: safety(2, { requiresGuardianConsent: true }) });
    t.say('my daughter has a sore throat');
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'consent' } }), 'consent');
    t.actor.send({ type: 'confirm.reply', requestId: 'g1', accept: false });
    await until(() => t.stage() === 'closed', 'closed');
    expect(t.calls.search).toBeUndefined();
    expect(t.actor.getSnapshot().context.booking.outcome).toBe('consent_declined');
  });

  it('refuses an out-of-scope request with guidance and goes on with the consult', () => {
    const t = run();
    t.say('How much ibuprofen can I take for my back pain?');
    const ctx = t.actor.getSnapshot().context;
    expect(t.stage()).toBe('history');
    const reply = ctx.transcript.filter((e) => e.role === 'assistant').at(-1)!;
    expect(reply.text).toMatch(/pharmacist|dose/i);
    expect(ctx.say.map((x) => x.text)).toContain(reply.text);
  });

  it('does not refuse an ordinary symptom description', () => {
    const t = run();
    t.say('I take ibuprofen sometimes and my back hurts');
    const said = t.actor.getSnapshot().context.transcript.filter((e) => e.role === 'assistant').map((e) => e.text);
    expect(said).toHaveLength(1); // only the greeting
  });

  it('detects the language from the first message when the client gave none, and keeps a given one', () => {
    const detected = run();
    detected.say('Tengo dolor de cabeza y fiebre desde hace dos días');
    expect(detected.actor.getSnapshot().context.locale).toBe('es');
    const given = run({}, { locale: 'fr' });
    given.say('Tengo dolor de cabeza y fiebre desde hace dos días');
    expect(given.actor.getSnapshot().context.locale).toBe('fr');
  });

  it('interrupts the streaming answer on an interim transcript and keeps what was said', async () => {
    const t = run({ speak: new Promise<void>(() => undefined) });
    expect(t.actor.getSnapshot().matches({ speaker: 'speaking' })).toBe(true);
    const greeting = t.actor.getSnapshot().context.say[0].messageId;
    t.actor.send({ type: 'transcript.partial', text: 'wait', at: '' });
    await until(() => t.actor.getSnapshot().matches({ speaker: 'idle' }), 'speaker idle');
    expect(t.calls.interrupted).toBe(1);
    const ctx = t.actor.getSnapshot().context;
    expect(ctx.say).toEqual([]);
    expect(ctx.transcript.find((e) => e.messageId === greeting)).toMatchObject({ text: 'Hello,', interrupted: true });
    expect(t.stage()).toBe('triage');
  });

  it('asks the name to book under when it is not known, before searching', async () => {
    const t = run({ questions: 0 }, { patient: {} });
    t.say('I have an itchy rash');
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'naming' } }), 'naming');
    expect(t.calls.search).toBeUndefined();
    expect(t.actor.getSnapshot().context.transcript.at(-1)?.text).toMatch(/what name/i);
    t.say('My name is Ana Souza.');
    await until(() => t.actor.getSnapshot().matches({ flow: { booking: 'awaiting' } }), 'awaiting');
    expect(t.actor.getSnapshot().context.patient.name).toBe('Ana Souza');
  });

  describe('after the consult closed with an appointment', () => {
    async function closedWithAppointment(f: Fakes = {}, input: Record<string, unknown> = {}) {
      const t = run({ questions: 0, ...f }, input);
      await toAwaiting(t);
      t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
      await until(() => t.stage() === 'closed', 'closed');
      return t;
    }

    it('moves the appointment on request, after confirmation, and rewrites the packet', async () => {
      const t = await closedWithAppointment();
      t.say('Can I reschedule my appointment?');
      await until(() => t.actor.getSnapshot().matches({ flow: { closed: { rescheduling: 'awaiting' } } }), 'reschedule offer');
      const offer = t.emitted.filter((e) => e.name === 'confirm:request').at(-1)!;
      expect(offer.payload).toMatchObject({ kind: 'booking', requestId: 'b2' });
      expect(t.stage()).toBe('closed');
      t.actor.send({ type: 'confirm.reply', requestId: 'b2', accept: true, optionId: 'o1' });
      await until(() => t.actor.getSnapshot().matches({ flow: { closed: 'idle' } }) && t.calls.document === 2, 'moved');
      expect(t.calls.reschedule).toBe(1);
      expect(t.actor.getSnapshot().context.booking.appointment?.appointmentId).toBe('apt-2');
      expect(t.emitted.filter((e) => e.name === 'booking:confirmed')).toHaveLength(2);
      expect(t.emitted.filter((e) => e.name === 'handoff:ready').map((e) => e.key)).toEqual(['handoff', 'handoff-1']);
    });

    it('keeps the appointment when the patient declines the move', async () => {
      const t = await closedWithAppointment();
      t.say('I need to change my appointment to another day');
      await until(() => t.actor.getSnapshot().matches({ flow: { closed: { rescheduling: 'awaiting' } } }), 'offer');
      t.actor.send({ type: 'confirm.reply', requestId: 'b2', accept: false });
      expect(t.actor.getSnapshot().matches({ flow: { closed: 'idle' } })).toBe(true);
      expect(t.calls.reschedule).toBeUndefined();
      expect(t.actor.getSnapshot().context.booking).toMatchObject({ outcome: 'booked', appointment: { appointmentId: 'apt-1' } });
    });

    it('cancels only after the patient confirms', async () => {
      const t = await closedWithAppointment();
      t.say('please cancel my appointment');
      const ask = t.emitted.filter((e) => e.name === 'confirm:request').at(-1)!;
      expect(ask.payload).toMatchObject({ kind: 'acknowledge', requestId: 'x1', options: [{ id: 'cancel-yes' }] });
      expect(t.calls.cancel).toBeUndefined();
      t.actor.send({ type: 'confirm.reply', requestId: 'x1', accept: true, optionId: 'cancel-yes' });
      await until(() => t.actor.getSnapshot().context.booking.outcome === 'cancelled', 'cancelled');
      expect(t.calls.cancel).toBe(1);
      await until(() => t.calls.document === 2, 'packet rewritten');
    });

    it('answers other messages with what can still be done, and ignores intents without an appointment', async () => {
      const t = await closedWithAppointment();
      t.say('thanks!');
      expect(t.actor.getSnapshot().context.transcript.at(-1)?.text).toMatch(/reschedule or cancel/);
      const declined = run({ questions: 0 });
      await toAwaiting(declined);
      declined.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: false });
      await until(() => declined.stage() === 'closed', 'closed');
      declined.say('cancel my appointment');
      expect(declined.actor.getSnapshot().matches({ flow: { closed: 'idle' } })).toBe(true);
    });

    it('keeps the appointment and says it still stands when a move finds no other time, in the consult language', async () => {
      for (const [locale, stands] of [['en', /still stands/], ['es-MX', /sigue en pie/], ['fr', /reste valable/], ['pt-BR', /continua marcada/]] as const) {
        const none = { ...search, options: [], prompt: '' };
        const t = await closedWithAppointment({ search: (n) => (n === 1 ? search : none) }, { locale });
        t.say('Can I reschedule my appointment?');
        await until(() => t.calls.search === 2 && t.actor.getSnapshot().matches({ flow: { closed: 'idle' } }), 'move search done');
        const ctx = t.actor.getSnapshot().context;
        expect(ctx.booking, locale).toMatchObject({ outcome: 'booked', appointment: { appointmentId: 'apt-1' } });
        expect(ctx.confirm, locale).toBeNull();
        const said = ctx.transcript.at(-1)!;
        expect(said.role).toBe('assistant');
        expect(said.text, locale).toMatch(stands);
        expect(said.text, locale).not.toBe(text('noSlots', locale));
        expect(t.emitted.filter((e) => e.name === 'confirm:request'), locale).toHaveLength(1); // only the first booking's offer
      }
    });

    it('gives every move as many retries after a taken slot as the first booking, however late in the consult it comes', async () => {
      const taken = (): BookOutput => ({ ok: false, reason: 'taken', message: 'taken' });

      // the first booking: every chosen slot is taken
      const first = run({ questions: 0, book: taken });
      await toAwaiting(first);
      await acceptOffers(first, () => first.stage() === 'closed');
      const attempts = first.calls.book;
      expect(attempts).toBeGreaterThan(1);

      // late in a consult: declined cancel requests have taken booking rounds, then two moves in a row
      const t = await closedWithAppointment({ reschedule: taken });
      for (let i = 0; i < 3; i++) {
        t.say('please cancel my appointment');
        t.actor.send({ type: 'confirm.reply', requestId: t.actor.getSnapshot().context.confirm!.requestId, accept: false });
      }
      const idle = () => t.actor.getSnapshot().matches({ flow: { closed: 'idle' } });
      for (const move of [1, 2]) {
        t.say('Can I reschedule my appointment?');
        await acceptOffers(t, idle);
        expect(t.calls.reschedule, `move ${move}`).toBe(move * attempts);
      }
      expect(t.actor.getSnapshot().context.booking).toMatchObject({ outcome: 'booked', appointment: { appointmentId: 'apt-1' } });
    });
  });

  it('stops offering when every chosen slot keeps being taken, and says that nothing was booked', async () => {
    // the booking tool's own message for a taken slot promises the next options
    const takenText = text('slotTaken', 'en');
    const t = run({ questions: 0, book: () => ({ ok: false, reason: 'taken', message: takenText }) });
    await toAwaiting(t);
    await acceptOffers(t, () => t.stage() === 'closed');
    const ctx = t.actor.getSnapshot().context;
    expect(t.calls.book).toBe(MAX_SLOT_RETRIES + 1);
    expect(ctx.booking.outcome).toBe('failed');
    expect(ctx.confirm).toBeNull();
    // the last thing said: nothing was booked, and no further options are promised
    expect(ctx.transcript.at(-1)?.text).toBe(text('slotsKeptTaken', 'en'));
    expect(ctx.transcript.at(-1)?.text).not.toMatch(/next available options/);
    expect(t.emitted.filter((e) => e.name === 'confirm:request')).toHaveLength(MAX_SLOT_RETRIES + 1);
  });

  it('cannot be taken over once it has ended, and a takeover stops queued text', async () => {
    const t = run({ questions: 0 });
    await toAwaiting(t);
    t.actor.send({ type: 'confirm.reply', requestId: 'b1', accept: true, optionId: 'o1' });
    await until(() => t.stage() === 'closed', 'closed');
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: '' });
    expect(t.stage()).toBe('closed');

    const live = run({ speak: new Promise<void>(() => undefined) });
    live.say('rash');
    await until(() => live.actor.getSnapshot().context.say.length > 1, 'a question queued behind the greeting');
    live.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: '' });
    const ctx = live.actor.getSnapshot().context;
    expect(live.stage()).toBe('escalated');
    expect(ctx.say).toHaveLength(2); // the message already streaming, then "a clinician has joined"
    expect(ctx.say[1].text).toMatch(/clinician has joined/);
  });

  it('keeps the answers a takeover withdrew in the transcript for the clinician, marked unsent, and everything the patient wrote', async () => {
    const t = run({ speak: new Promise<void>(() => undefined) });
    t.say('I have an itchy rash');
    await until(() => t.actor.getSnapshot().context.say.length > 1, 'a question queued behind the greeting');
    t.say('it is on my arms');
    const before = t.actor.getSnapshot().context;
    const streaming = before.say[0].messageId;
    const queued = before.say.slice(1).map((s) => s.messageId);
    t.actor.send({ type: 'case.takeover', clinicianId: 'dr', at: '' });
    const ctx = t.actor.getSnapshot().context;
    // nothing is lost: every entry is still there, in order, with the patient's words as written
    expect(ctx.transcript.slice(0, before.transcript.length).map((e) => [e.role, e.text])).toEqual(before.transcript.map((e) => [e.role, e.text]));
    expect(ctx.transcript.filter((e) => e.role === 'patient').map((e) => e.text)).toEqual(['I have an itchy rash', 'it is on my arms']);
    // what the assistant had queued but never sent is marked so; what is still sent is not
    for (const id of queued) expect(ctx.transcript.find((e) => e.messageId === id)).toMatchObject({ role: 'assistant', unsent: true });
    expect(ctx.transcript.find((e) => e.messageId === streaming)?.unsent).toBeUndefined();
    expect(ctx.transcript.at(-1)).toMatchObject({ role: 'assistant', text: expect.stringMatching(/clinician has joined/) });
    expect(ctx.transcript.at(-1)?.unsent).toBeUndefined();
    // and the conversation handed to an LLM is what the patient actually saw
    const seen = speakInput(ctx).recent.map((r) => r.text);
    for (const id of queued) expect(seen).not.toContain(before.transcript.find((e) => e.messageId === id)!.text);
  });
});

