// Why this exists: health questions over real sockets (real server on port 0, real Redis, BullMQ): a question
// mid-interview gets an answer from the evidence base with [n] markers and numbered citations, then the pending
// interview question is asked again and the consult completes normally; a question at the start is answered and
// the consult waits for symptoms; a question in Spanish is answered in Spanish; no evidence says so.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import type { PatientClient } from '../support/patient-client.ts';
import type { ConsultOutboundPayloads, Envelope } from '../../server/protocol/index.ts';

const app = useTestApp();
const patient = () => app.patient();

type Message = Envelope & ConsultOutboundPayloads['assistant:message'];
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const markers = (s: string) => [...s.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));

/** The answer's shape: ≤ 120 words, markers and numbered citations that match, the disclaimer, no dose. */
function expectCitedAnswer(m: Message, disclaimer: RegExp) {
  expect(words(m.text)).toBeLessThanOrEqual(120);
  expect(m.citations?.length).toBeGreaterThan(0);
  const ns = m.citations!.map((c) => c.n);
  expect(ns).toEqual(ns.map((_, i) => i + 1));
  expect(new Set(markers(m.text))).toEqual(new Set(ns));
  for (const c of m.citations!) expect(c.title.length && c.source.length).toBeTruthy();
  expect(m.text).toMatch(disclaimer);
  expect(m.text).not.toMatch(/\b\d+\s?(mg|ml|mcg|tablets?)\b/i);
}

const nextAfter = async (p: PatientClient, seq: number) => p.waitFor('assistant:message', (m) => m.seq > seq);

describe('health questions', () => {
  it('mid-interview: answered with citations, the interview question asked again, the consult completes normally', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    await p.waitFor('assistant:message');
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m));

    expect((await p.say('What are the common symptoms of diabetes?')).ok).toBe(true);
    const answer = await nextAfter(p, question.seq);
    expectCitedAnswer(answer, /general information, not a diagnosis/);
    expect(answer.text).toMatch(/thirst/i);
    expect(answer.citations!.map((c) => c.title).join(' ')).toMatch(/diabetes/i);
    const back = await nextAfter(p, answer.seq);
    expect(back.text).toBe(`Back to your consult: ${question.text}`);
    expect(p.stage()).toBe('history');
    expect(p.all('consult:state').map((s) => s.stage)).not.toContain('council');

    // the consult goes on from the same question: the re-asked one is answered like any interview question
    const rec = await p.answerUntilRecommendation(['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies']);
    expect(rec.specialty).not.toBe('endocrinology');
    const offer = await p.waitForBookingOffer();
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    await p.waitFor('booking:confirmed');
    const ready = await p.waitFor('handoff:ready');
    await p.waitFor('consult:state', (e) => e.stage === 'closed');
    expect(p.events.map((e) => e.event.seq)).toEqual(p.events.map((_, i) => i + 1));

    // the question is not part of the history: the packet's complaint is the rash, not diabetes
    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId)) as { S: { chief_complaint: string } };
    expect(packet.S.chief_complaint).toMatch(/rash/);
    expect(packet.S.chief_complaint).not.toMatch(/diabetes/i);
  });

  it('at the start: answered, then the consult waits for symptoms in triage', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    const greeting = await p.waitFor('assistant:message');
    await p.say('What causes migraines?');
    const answer = await nextAfter(p, greeting.seq);
    expectCitedAnswer(answer, /general information/);
    expect(answer.text).toMatch(/throbbing/);
    const invite = await nextAfter(p, answer.seq);
    expect(invite.text).toMatch(/symptoms you would like me to check/);
    await p.waitQuiet();
    expect(p.all('consult:state').map((s) => s.stage)).not.toContain('history');

    await p.say('I have had a sore throat and a cough for three days');
    const q = await p.waitFor('assistant:message', (m) => m.seq > invite.seq && p.isQuestion(m));
    expect(q.text.length).toBeGreaterThan(0);
    expect(p.stage()).toBe('history');
  });

  it('in Spanish: answered in Spanish with citations', async () => {
    const p = await patient();
    await p.start({});
    const greeting = await p.waitFor('assistant:message');
    await p.say('¿Cuáles son los síntomas de la diabetes?');
    const answer = await nextAfter(p, greeting.seq);
    expectCitedAnswer(answer, /información general, no un diagnóstico/);
    expect(answer.text).toMatch(/sed/);
    expect(answer.text).not.toMatch(/only available in English|thirst/);
  });

  it('with no supporting evidence: says so and offers a symptom check or a clinician, no citations', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    const greeting = await p.waitFor('assistant:message');
    await p.say('What is lupus?');
    const answer = await nextAfter(p, greeting.seq);
    expect(answer.citations ?? []).toEqual([]);
    expect(answer.text).toMatch(/don't have trusted guidance/);
    expect(answer.text).toMatch(/check your symptoms|ask a clinician/);
  });

  it('a question that reports one\'s own symptom starts the interview instead', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:message');
    await p.say('Is it normal that I have a headache after covid?');
    await p.waitFor('consult:state', (s) => s.stage === 'history');
    await p.waitQuiet();
    expect(p.all('assistant:message').some((m) => m.citations?.some((c) => c.n !== undefined))).toBe(false);
  });
});
