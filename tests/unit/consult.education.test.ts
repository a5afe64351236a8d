// Why this exists: the statechart's handling of health questions with fake effects: a question is answered by
// the `educate` effect and the stage does not see it (the pending interview question is asked again, the
// history gets no answer from it); red flags and out-of-scope requests come first; stages that do not answer
// questions pass them on as before; an answer made while a clinician took over is never sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consultMachine, stageOf } from '../../machines/consult.machine.ts';
import type { ConsultContext, EducationOutput } from '../../machines/consult.types.ts';
import type { InterviewOutput } from '../../machines/contract/role-schemas.ts';
import { provideConsultChecks } from '../../machines/contract/consult-checks.ts';
import { engineConsultChecks } from '../../actors/engine/consult-checks.ts';

provideConsultChecks(engineConsultChecks);

const facts = { complaint: 'rash', opqrst: {}, medications: [], allergies: [], conditions: [], findings: ['rash'], negatedFindings: [], unknown: [] };
const ANSWER: EducationOutput = {
  text: 'Thirst and passing more urine can be signs [1]. General information.', grounded: true, disclaimer: 'General information.',
  citations: [{ n: 1, title: 'Type 2 diabetes', source: 'NICE', url: 'https://www.nice.org.uk/guidance/ng28' }],
  passages: [{ n: 1, title: 'Type 2 diabetes', source: 'NICE', url: 'https://www.nice.org.uk/guidance/ng28', text: 'Thirst and passing more urine can be signs.' }],
};

function gate<T>() {
  let open!: (v: T) => void;
  const promise = new Promise<T>((r) => (open = r));
  return { promise, open };
}

function run(opts: { educate?: Promise<EducationOutput>; council?: Promise<unknown> } = {}) {
  const asked: string[] = [];
  let interviews = 0;
  const machine = consultMachine.provide({
    actors: {
      interview: fromPromise<InterviewOutput, { context: ConsultContext }>(async ({ input }) => {
        interviews++;
        const n = input.context.history.asked.length;
        return { facts, question: n < 2 ? { field: n === 0 ? 'onset' : 'severity', text: `Question ${n + 1}?` } : null };
      }),
      council: fromPromise(() => opts.council ?? new Promise(() => undefined)),
      judge: fromPromise(async () => { throw new Error('unused'); }),
      document: fromPromise(async () => ({ handoffPacketId: 'h1' })),
      speak: fromPromise(async () => undefined),
      deadline: fromPromise(() => new Promise<void>(() => undefined)),
      educate: fromPromise<EducationOutput, { question: string }>(async ({ input }) => { asked.push(input.question); return opts.educate ?? ANSWER; }),
    } as never,
  });
  const actor = createActor(machine, { input: { caseId: 'c1', createdAt: new Date().toISOString(), locale: 'en' } });
  actor.start();
  let n = 0;
  const say = (text: string) => actor.send({ type: 'patient.message', clientMsgId: `m${++n}`, text, at: new Date().toISOString() });
  const ctx = () => actor.getSnapshot().context;
  const assistant = () => ctx().transcript.filter((e) => e.role === 'assistant').map((e) => e.text);
  const settle = () => new Promise((r) => setTimeout(r, 5));
  return { actor, say, ctx, assistant, settle, asked, interviews: () => interviews, stage: () => stageOf(actor.getSnapshot().value) };
}

describe('health questions in the consult machine', () => {
  it('mid-interview: answered with its citations, the pending question asked again, no answer recorded', async () => {
    const m = run();
    m.say('I have an itchy rash on my arms');
    await m.settle();
    expect(m.assistant().at(-1)).toBe('Question 1?');
    const interviews = m.interviews();
    m.say('What are the common symptoms of diabetes?');
    await m.settle();
    expect(m.asked).toEqual(['What are the common symptoms of diabetes?']);
    expect(m.assistant().slice(-2)).toEqual([ANSWER.text, 'Back to your consult: Question 1?']);
    expect(m.actor.getSnapshot().value).toMatchObject({ flow: { history: 'waiting' }, educator: 'idle' });
    expect(m.ctx().history.answers).toEqual([]);
    expect(m.interviews()).toBe(interviews); // the interview did not run on the question
    expect(m.ctx().transcript.filter((e) => e.role === 'patient').map((e) => e.intent)).toEqual(['symptom', 'question']);
    // the answer goes to the speaker with its citations and the passages it rests on
    expect(m.ctx().questions).toEqual([]);
    m.say('Two weeks ago');
    await m.settle();
    expect(m.ctx().history.answers.map((a) => a.field)).toEqual(['onset']);
    expect(m.assistant().at(-1)).toBe('Question 2?');
  });

  it('the answer is queued with its citations and grounding', async () => {
    const speaking = gate<void>();
    const machine = consultMachine.provide({
      actors: {
        speak: fromPromise(() => speaking.promise), deadline: fromPromise(() => new Promise<void>(() => undefined)),
        educate: fromPromise(async () => ANSWER),
      } as never,
    });
    const actor = createActor(machine, { input: { caseId: 'c1', createdAt: new Date().toISOString(), locale: 'en' } });
    actor.start();
    actor.send({ type: 'patient.message', clientMsgId: 'q', text: 'What causes migraines?', at: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 5));
    const said = actor.getSnapshot().context.say.find((s) => s.text === ANSWER.text)!;
    expect(said.citations).toEqual(ANSWER.citations);
    expect(said.grounding).toEqual({ question: 'What causes migraines?', passages: ANSWER.passages, disclaimer: ANSWER.disclaimer });
    // at the start the consult stays in triage and invites symptoms
    expect(stageOf(actor.getSnapshot().value)).toBe('triage');
    expect(actor.getSnapshot().context.say.at(-1)!.text).toMatch(/symptoms you would like me to check/);
    speaking.open();
  });

  it('red flags come first; an out-of-scope request gets its refusal, not an answer', async () => {
    const m = run();
    m.say('What is the maximum dose of ibuprofen I can take?');
    await m.settle();
    expect(m.asked).toEqual([]);
    expect(m.assistant().some((t) => /can't advise on medicine doses/.test(t))).toBe(true);
    const e = run();
    e.say('What are the symptoms of a heart attack? I have crushing chest pain spreading to my left arm');
    await e.settle();
    expect(e.stage()).toBe('emergency');
    expect(e.asked).toEqual([]);
  });

  it('a stage that does not answer questions (the council) passes them on as before', async () => {
    const m = run();
    m.say('I have an itchy rash on my arms');
    await m.settle();
    m.say('Two weeks ago');
    await m.settle();
    m.say('Mild');
    await m.settle();
    expect(m.stage()).toBe('council');
    m.say('What causes eczema?');
    await m.settle();
    expect(m.asked).toEqual([]);
    expect(m.ctx().transcript.at(-1)).toMatchObject({ role: 'patient', intent: 'question' });
  });

  it('an answer made while a clinician takes over is not sent', async () => {
    const answer = gate<EducationOutput>();
    const m = run({ educate: answer.promise });
    m.say('I have an itchy rash on my arms');
    await m.settle();
    m.say('Is eczema hereditary?');
    await m.settle();
    m.actor.send({ type: 'case.takeover', clinicianId: 'dr-lee', at: new Date().toISOString() });
    answer.open(ANSWER);
    await m.settle();
    expect(m.stage()).toBe('escalated');
    expect(m.assistant()).not.toContain(ANSWER.text);
    expect(m.ctx().questions).toEqual([]);
  });
});

describe('clinicians see each patient turn\'s intent', () => {
  it('the clinician transcript entry carries it', async () => {
    const { clinicianEntry } = await import('../../server/clinician/case-feed.ts');
    expect(clinicianEntry({ role: 'patient', text: 'What causes migraines?', at: 't', intent: 'question' } as never)).toEqual({ role: 'patient', text: 'What causes migraines?', at: 't', intent: 'question' });
    expect(clinicianEntry({ role: 'assistant', text: 'Hello', at: 't', messageId: 'a1' })).toEqual({ role: 'assistant', text: 'Hello', at: 't', messageId: 'a1' });
  });
});
