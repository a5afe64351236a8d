// Why this exists: a booking request's short safety pass in the consult statechart alone, with fake effect
// actors: a routine level goes from the questions straight to the safety review and the offer (no council, no
// plan call), a raised level (or a failed check) goes through the council, a request typed during the interview
// is remembered without being taken as the answer, and a consult restored while the level check is in flight
// re-runs it and goes on (the check is an invoked promise, so a restore re-runs it).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consultMachine, stageOf } from '../../machines/consult.machine.ts';
import type { ConsultContext, OutboundEmitted, RequestAssessment } from '../../machines/consult.types.ts';
import type { CouncilOutput, InterviewOutput, PlanOutput, ProviderSearchOutput, SafetyOutput } from '../../machines/contract/role-schemas.ts';
import { provideConsultChecks } from '../../machines/contract/consult-checks.ts';
import { engineConsultChecks } from '../../actors/engine/consult-checks.ts';

provideConsultChecks(engineConsultChecks);

const facts = { complaint: 'itchy rash', opqrst: {}, medications: [], allergies: [], conditions: [], findings: ['rash'], negatedFindings: [], unknown: [] };
const council: CouncilOutput = { members: ['general_practice'], votes: [{ agent: 'gp', specialty: 'general_practice', confidence: 0.9, urgency: 4, reasoning: 't' }] as never, evidence: [], failures: [] };
const plan: PlanOutput = { specialty: 'general_practice', urgency: 4, triageLevel: 'urgent', disposition: 'urgent_care', advice: 'Be seen today.', citations: [], evidenceMap: [] };
const safety = (urgency: number): SafetyOutput => ({ urgency, triageLevel: 'non_urgent', escalate: false, emergency: false, requiresGuardianConsent: false, findings: [], checked: [] });
const search: ProviderSearchOutput = {
  specialty: 'dermatology', fellBackToGeneralPractice: false, expiresAt: new Date(Date.now() + 60_000).toISOString(), prompt: 'Book?',
  options: [{ id: 'o1', label: 'Dr A', clinicId: 'c1', clinicName: 'C1', providerId: 'p1', providerName: 'Dr A', specialty: 'dermatology', slotId: 's1', start: new Date().toISOString() }],
};
const routine: RequestAssessment = { urgency: 2, specialty: 'dermatology', reasons: ['rash reported'], differential: [] };

interface Fakes { questions?: number; assess?: () => Promise<RequestAssessment> }

function actors(f: Fakes, calls: Record<string, number>, searched: ConsultContext[]) {
  const count = (k: string) => (calls[k] = (calls[k] ?? 0) + 1);
  return {
    interview: fromPromise<InterviewOutput, { context: ConsultContext }>(async ({ input }) => {
      const asked = input.context.history.asked.length;
      const limit = Math.min(f.questions ?? 1, input.context.history.maxQuestions);
      return { facts, question: asked < limit ? { field: 'onset', text: `Question ${asked + 1}?` } : null };
    }),
    assessRequest: fromPromise(async () => { count('assess'); return (f.assess ?? (async () => routine))(); }),
    council: fromPromise(async () => { count('council'); return council; }),
    judge: fromPromise(async () => ({ specialty: 'general_practice', urgency: 4, averageConfidence: 0.9, lowConfidence: false, proposals: [] })),
    plan: fromPromise(async () => { count('plan'); return plan; }),
    safety: fromPromise(async ({ input }: { input: { context: ConsultContext } }) => safety(input.context.plan!.urgency)),
    providerSearch: fromPromise(async ({ input }: { input: { context: ConsultContext } }) => { searched.push(input.context); return search; }),
    releaseHolds: fromPromise(async () => undefined),
    document: fromPromise(async () => ({ handoffPacketId: 'h' })),
    speak: fromPromise(async () => undefined),
    deadline: fromPromise(() => new Promise<void>(() => undefined)),
  };
}

function run(f: Fakes = {}) {
  const calls: Record<string, number> = {};
  const searched: ConsultContext[] = [];
  const actor = createActor(consultMachine.provide({ actors: actors(f, calls, searched) as never }), { input: { caseId: 'c1', createdAt: new Date().toISOString(), patient: { name: 'Ana' } } });
  const emitted: OutboundEmitted[] = [];
  const stages: string[] = [];
  actor.on('outbound', (e) => emitted.push(e));
  actor.subscribe((s) => { const st = stageOf(s.value); if (stages.at(-1) !== st) stages.push(st); });
  actor.start();
  let n = 0;
  const say = (text: string) => actor.send({ type: 'patient.message', clientMsgId: `m${++n}`, text, at: new Date().toISOString() });
  return { actor, emitted, stages, say, calls, searched };
}

const settle = () => new Promise((r) => setTimeout(r, 5));
async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 200 && !cond(); i++) await settle();
  if (!cond()) throw new Error(`never reached: ${what}`);
}
const waiting = (t: ReturnType<typeof run>) => t.actor.getSnapshot().matches({ flow: { history: 'waiting' } });
const awaiting = (t: ReturnType<typeof run>) => t.actor.getSnapshot().matches({ flow: { booking: 'awaiting' } });

async function throughQuestions(t: ReturnType<typeof run>) {
  t.say('Book me with a dermatologist next Friday morning');
  await until(() => t.actor.getSnapshot().matches({ flow: { history: 'reason' } }), 'the reason question');
  t.say('An itchy rash on my arm');
  await until(() => waiting(t), 'the one interview question');
  t.say('Two weeks ago');
}

describe('booking by request: the short safety pass', () => {
  it('a routine level: from the questions straight to the safety review and the offer of what was asked', async () => {
    const t = run();
    await throughQuestions(t);
    await until(() => awaiting(t), 'the offer');
    expect(t.stages).toEqual(['triage', 'history', 'safety', 'booking']);
    expect(t.calls).toEqual({ assess: 1 });
    const c = t.actor.getSnapshot().context;
    expect(c.plan).toMatchObject({ specialty: 'dermatology', urgency: 2, triageLevel: 'non_urgent' });
    expect(c.council).toMatchObject({ members: [], votes: [] });
    expect(c.history.asked).toEqual(['onset']); // the reason, then one question
    expect(t.searched[0].request).toMatchObject({ specialty: 'dermatology', day: 'friday', window: 'morning' });
    const rec = t.emitted.find((e) => e.name === 'recommendation');
    expect(rec?.payload).toMatchObject({ specialty: 'dermatology', votes: [], lowConfidence: false });
    expect(t.emitted.filter((e) => e.name === 'confirm:request')).toHaveLength(1);
  });

  it('a raised level (urgent) goes through the council and the plan', async () => {
    const t = run({ assess: async () => ({ ...routine, urgency: 4 }) });
    await throughQuestions(t);
    await until(() => awaiting(t), 'the offer');
    expect(t.stages).toEqual(['triage', 'history', 'council', 'plan', 'safety', 'booking']);
    expect(t.calls).toMatchObject({ assess: 1, council: 1, plan: 1 });
    expect(t.actor.getSnapshot().context.notices).toContain('booking_request_raised:4');
  });

  it('a failed level check goes through the council', async () => {
    const t = run({ assess: async () => { throw new Error('engine down'); } });
    await throughQuestions(t);
    await until(() => awaiting(t), 'the offer');
    expect(t.stages).toContain('council');
    expect(t.actor.getSnapshot().context.notices).toContain('request_assessment_failed');
  });

  it('a request typed during the interview is remembered, not taken as the answer, and the question is asked again', async () => {
    const t = run({ questions: 2 });
    t.say('I have an itchy rash on my arm');
    await until(() => waiting(t), 'the first question');
    t.say('Can I just book a dermatologist on Friday?');
    await settle();
    const c = t.actor.getSnapshot().context;
    expect(waiting(t)).toBe(true);
    expect(c.history.answers).toEqual([]);
    expect(c.request).toMatchObject({ action: 'book', specialty: 'dermatology', day: 'friday', reasonAsked: true });
    expect(c.transcript.at(-1)?.text).toMatch(/noted the appointment.*Question 1\?$/);
    t.say('Two weeks ago');
    await until(() => t.actor.getSnapshot().context.history.answers.length === 1, 'the answer');
    expect(t.actor.getSnapshot().context.history.answers[0]).toMatchObject({ field: 'onset', text: 'Two weeks ago' });
    await until(() => waiting(t), 'the second question');
    t.say('No');
    await until(() => awaiting(t), 'the offer');
    expect(t.stages).not.toContain('council');
    expect(t.searched[0].request).toMatchObject({ specialty: 'dermatology', day: 'friday' });
  });

  it('restored while the level check is in flight: the check runs again and the consult goes on to the offer', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const t = run({ assess: async () => { await held; return routine; } });
    await throughQuestions(t);
    await until(() => t.actor.getSnapshot().matches({ flow: { history: 'assessing' } }), 'the level check');
    const persisted = JSON.parse(JSON.stringify(t.actor.getPersistedSnapshot()));
    t.actor.stop();
    release();
    const calls: Record<string, number> = {};
    const restored = createActor(consultMachine.provide({ actors: actors({}, calls, []) as never }), { snapshot: persisted, input: { caseId: 'c1', createdAt: '' } });
    restored.start();
    await until(() => restored.getSnapshot().matches({ flow: { booking: 'awaiting' } }), 'the offer after restore');
    expect(calls).toEqual({ assess: 1 });
    expect(restored.getSnapshot().context.plan?.specialty).toBe('dermatology');
  });
});
