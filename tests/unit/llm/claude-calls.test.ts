// Why this exists: issue 27 — Claude is called only where it adds something: text Helios already has
// (templates, a question the interview wrote) goes out as written with no call, and only the plan's
// advice is voiced by Claude only when EVIDENCE_WEB gives it trusted sources to add; the council reuses
// seats whose facts did not change and skips the judge on a unanimous vote.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { buildEngine, FACTS, interviewInput, startStandin } from './harness.ts';
import { createOfflineRoles } from '../../../actors/llm/offline.client.ts';
import { partialString, partialStringField } from '../../../actors/llm/anthropic.client.ts';

const offline = createOfflineRoles();

let standin: AnthropicStandin;
beforeAll(async () => { standin = await startStandin(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

describe('patient text: templates are never sent to Claude to re-word', () => {
  it('sends a greeting, an interview question and a booking confirmation as written, with no call', async () => {
    const e = buildEngine(standin.url);
    for (const text of ['Hello, I am Helios. What brings you here today?', 'Is the headache constant, or does it come and go?', '¿A nombre de quién hacemos la reserva?']) {
      const deltas: string[] = [];
      const res = await e.roles.speak({ offlineText: text, locale: 'en', onDelta: (d) => deltas.push(d) });
      expect(deltas.join('')).toBe(text);
      expect(res.engine).toBe('template');
    }
    expect(standin.count()).toBe(0);
    expect(e.fallbacks).toEqual([]);
  });

  it('sends the plan advice as the plan call wrote it, and voices it through Claude only with trusted sources to add', async () => {
    const off = buildEngine(standin.url);
    const written = await off.roles.plan({ consensus: { specialty: 'neurology', urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [] }, locale: 'en' } as never);
    standin.requests.length = 0;
    expect((await off.roles.speak({ offlineText: written.advice, locale: 'en', onDelta: () => {} })).engine).toBe('template');
    expect(standin.count()).toBe(0);
    const e = buildEngine(standin.url, { evidenceDomains: ['cdc.gov'] });
    const plan = await e.roles.plan({ consensus: { specialty: 'neurology', urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [] }, locale: 'en' } as never);
    standin.requests.length = 0;
    standin.script('text', 'See a neurology clinician within a few days.');
    const res = await e.roles.speak({ offlineText: plan.advice, locale: 'en', onDelta: () => {} });
    expect(res.engine).toBe('claude');
    expect(standin.count('text')).toBe(1);
  });
});

const seat = { specialty: 'neurology', facts: FACTS, patient: {}, locale: 'en' };

describe('council: no call whose answer is already known', () => {
  const vote = (specialty: 'neurology' | 'cardiology', agent: string) => ({ agent, specialty, confidence: 0.65, urgency: 3, reasoning: 'r' });

  it('reuses a seat whose facts did not change (a clarifying round that learned nothing), and asks again when they did', async () => {
    const e = buildEngine(standin.url);
    const first = await e.roles.specialist(seat);
    expect(await e.roles.specialist(seat)).toEqual(first);
    expect(standin.count('submit_opinion')).toBe(1);
    await e.roles.specialist({ ...seat, facts: { ...FACTS, findings: ['headache', 'nausea'] } });
    expect(standin.count('submit_opinion')).toBe(2);
  });

  it('does not keep an offline answer given while Claude failed', async () => {
    const e = buildEngine(standin.url, { config: { LLM_RETRIES: 0 } });
    standin.next('server_error');
    await e.roles.specialist(seat);
    await e.roles.specialist(seat);
    expect(standin.count('submit_opinion')).toBe(2);
  });

  it('skips the judge call on a unanimous vote (the arithmetic stands) and calls it on a split one, once per vote', async () => {
    const e = buildEngine(standin.url);
    const unanimous = [vote('neurology', 'a'), vote('neurology', 'b'), vote('neurology', 'c')];
    const out = await e.roles.judge(unanimous);
    expect(out).toEqual(await offline.judge(unanimous));
    expect(standin.count('submit_consensus')).toBe(0);
    const split = [vote('neurology', 'a'), vote('cardiology', 'b'), vote('neurology', 'c')];
    await e.roles.judge(split);
    await e.roles.judge(split);
    expect(standin.count('submit_consensus')).toBe(1);
  });
});

describe('history: the question first, Claude reading in the background', () => {
  it("asks the engine's next question without waiting for Claude, whose facts join from the next turn", async () => {
    const e = buildEngine(standin.url);
    standin.setMode('hanging');
    const input = interviewInput(["I've had a headache for two days"]);
    const out = await e.roles.interview(input); // Claude never answers: the question is not held up
    expect(out).toEqual(await offline.interview(input));
    await e.roles.historyRead(); // the hung reading times out (offline: nothing to add)
    expect(standin.count('record_history')).toBe(1);
    standin.setMode('scripted');
    standin.script('record_history', { facts: { ...FACTS, medications: ['ibuprofen'] }, question: null });
    await e.roles.interview(input); // starts a reading that answers
    await e.roles.historyRead();
    const next = await e.roles.interview({ ...input, answers: [{ field: 'onset', text: 'two days ago' }], asked: ['onset'] });
    expect(next.facts.medications).toContain('ibuprofen');
    expect(next.question).toEqual((await offline.interview({ ...input, answers: [{ field: 'onset', text: 'two days ago' }], asked: ['onset'] })).question);
  });
});

describe('budget: a council is admitted whole or not at all', () => {
  it('sends every seat offline when the council does not fit, and every seat to Claude when it does', async () => {
    const tight = buildEngine(standin.url, { budget: 0.02 + 0.004 * 2 }); // the reserve plus two seats
    const members = await tight.roles.formCouncil(FACTS, {});
    const seats = Math.max(3, members.length);
    await Promise.all(Array.from({ length: seats }, (_, i) => tight.roles.specialist({ ...seat, patient: { age: 30 + i } })));
    expect(standin.count('submit_opinion')).toBe(0);
    expect(tight.fallbacks.every((f) => f.reason === 'budget_exhausted')).toBe(true);
    const roomy = buildEngine(standin.url, { budget: 1 });
    await roomy.roles.formCouncil(FACTS, {});
    await Promise.all(Array.from({ length: seats }, (_, i) => roomy.roles.specialist({ ...seat, patient: { age: 30 + i } })));
    expect(standin.count('submit_opinion')).toBe(seats);
  });
});

describe('the plan streams its advice', () => {
  it('reads a JSON string field as far as it is written, escapes included', () => {
    expect(partialStringField('{"specialty":"neurology","advice":"See a clin', 'advice')).toBe('See a clin');
    expect(partialStringField('{"advice": "Line\\none \\"quoted\\" \\u00e9t\\u00e9", "x":1}', 'advice')).toBe('Line\none "quoted" été');
    expect(partialStringField('{"advice":"ends with a half escape \\', 'advice')).toBe('ends with a half escape ');
    expect(partialStringField('{"specialty":"neuro', 'advice')).toBeNull();
    expect(partialString('{"advice":"See a clinician.', 'advice')).toEqual({ text: 'See a clinician.', closed: false });
    expect(partialString('{"advice":"See a clinician.","specialty":"neu', 'advice')).toEqual({ text: 'See a clinician.', closed: true });
  });

  it("hands the advice to the caller piece by piece while the plan call is still writing, then returns the plan", async () => {
    const e = buildEngine(standin.url);
    const seen: string[] = [];
    const consensus = { specialty: 'neurology' as const, urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [] };
    const out = await e.roles.plan({ consensus, council: null, facts: FACTS, patient: {}, locale: 'en' }, undefined, (s) => seen.push(s));
    expect(standin.requests[0].body.stream).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(out.advice);
    for (let i = 1; i < seen.length; i++) expect(seen[i].startsWith(seen[i - 1])).toBe(true);
  });
});
