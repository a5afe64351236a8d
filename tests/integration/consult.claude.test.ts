// Why this exists: Helios on Claude end to end: the real server with ANTHROPIC_API_KEY and
// ANTHROPIC_BASE_URL pointing at the loopback Messages API stand-in; a consult streams Claude's text
// to the patient (only where it adds something: the plan's advice with trusted sources; text Helios
// already has goes out as written) and every structured role goes through tool use; with Claude overloaded or failing
// mid-stream the consult still reaches handoff on the offline engine and the patient is told.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';

let standin: AnthropicStandin;
let t: TestApp;
const clients: PatientClient[] = [];
beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  t = await startTestApp({}, {
    llmEnv: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: standin.url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000', LLM_BREAKER_THRESHOLD: '1000', EVIDENCE_WEB: 'on',
      // a loaded CI machine can take longer than the 2.5 s first-token deadline to run the stand-in's answer;
      // these tests are about what a failure does, not that deadline (tests/unit/llm/deadlines.test.ts is)
      LLM_FIRST_TOKEN_MS: '15000' },
  });
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.stop();
  await standin.stop();
});
beforeEach(() => {
  standin.requests.length = 0;
  standin.setMode('scripted');
});
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  clients.push(c);
  return c;
};
const ANSWERS = ['two days ago', 'about 5 out of 10', 'the front of my head', 'no', 'no medicines', 'no allergies'];

async function runToHandoff(p: PatientClient) {
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
  await p.say("I've had a headache for two days, my phone is +1 415 555 0134");
  await p.answerUntilRecommendation(ANSWERS, 40_000);
  const offer = await p.waitForBookingOffer(20_000);
  await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
  return p.waitFor('handoff:ready', () => true, 20_000);
}

describe('Helios on Claude (stand-in)', () => {
  it('streams Claude text to the patient and sends every structured role through tool use', async () => {
    const p = await patient();
    const ready = await runToHandoff(p);
    const kinds = new Set(standin.requests.map((q) => q.kind));
    for (const k of ['record_history', 'submit_opinion', 'submit_plan', 'submit_safety_review', 'text']) expect(kinds, k).toContain(k);
    const structured = standin.requests.filter((q) => q.kind !== 'text');
    expect(structured.every((q) => (q.body.tool_choice as { type: string }).type === 'tool')).toBe(true);
    // one patient-text call, for the plan's advice (education with trusted sources); greetings, the council
    // intro, the name question, the booking confirmation and the interview's question go out as written
    expect(standin.count('text')).toBe(1);
    // the first question is the engine's (asked at once), not the stand-in's interview question
    const first = p.all('assistant:message').find((m) => p.isQuestion(m))!;
    expect(first.text).not.toBe('Is the headache constant, or does it come and go?');
    expect(standin.count('record_history')).toBeGreaterThan(0); // Claude still read the history
    // the patient read Claude's words (the stand-in's scripted text), as sentences through the guardrail
    const said = p.all('assistant:message').map((m) => m.text);
    expect(said.some((x) => x.includes('Thank you for telling me.'))).toBe(true);
    expect(p.all('assistant:message').every((m) => m.text === p.all('assistant:delta').filter((d) => d.messageId === m.messageId).map((d) => d.delta).join('') || m.messageId === 'engine-fallback')).toBe(true);
    // no PHI left for the cloud
    const wire = standin.requests.map((q) => q.raw).join('\n');
    expect(wire).not.toContain('Ana Souza');
    expect(wire).not.toContain('415 555 0134');
    const packet = (await t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet.engine).toBe('claude');
    expect((packet.llm_usage as { total: number } | undefined)?.total ?? (packet.llm_usage as { used?: number })?.used ?? 1).toBeGreaterThan(0);
    const audit = await t.app.audit.read(p.caseId);
    const calls = audit.filter((e) => e.type === 'llm.call').map((e) => JSON.parse(e.data));
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.every((c: { inputHash?: string }) => typeof c.inputHash === 'string')).toBe(true);
  });

  it('never leaves the patient silent more than 3 s when the API hangs: the greeting and the first question come at once', async () => {
    standin.setMode('hanging');
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
    await p.waitFor('assistant:delta', () => true, 3000); // the greeting
    const seq = p.lastSeq;
    const t0 = Date.now();
    await p.say("I've had a headache for two days");
    await p.waitFor('assistant:delta', (d) => d.seq > seq, 3000); // the first question, not held up by the hung reading
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(standin.count('record_history')).toBeGreaterThan(0); // Claude was asked, and is still hanging
    // end it here, so its hung calls do not go on holding Claude's global cap while the next tests run
    await p.request('consult:end', {});
    standin.setMode('scripted');
    p.close();
  });

  it('reaches handoff on the offline engine when Claude answers 529 to everything, and tells the patient once', async () => {
    standin.setMode('overloaded');
    const p = await patient();
    await runToHandoff(p);
    const notes = p.all('assistant:message').filter((m) => m.messageId === 'engine-fallback');
    expect(notes).toHaveLength(1);
    expect(notes[0].text).toMatch(/built-in clinical engine/);
    expect(p.all('recommendation')[0].votes.length).toBeGreaterThanOrEqual(3);
    expect(standin.requests.length).toBeGreaterThan(0);
  });

  it('reaches handoff when Claude fails mid-stream, finishing that message offline and saying so', async () => {
    standin.setMode('error_mid_stream', { textBeforeError: 'Thank you for waiting. ' });
    const p = await patient();
    await runToHandoff(p);
    const mixed = p.all('assistant:message').filter((m) => m.text.startsWith('Thank you for waiting.') && /Our assistant was interrupted/.test(m.text));
    expect(mixed.length).toBeGreaterThan(0);
    for (const m of mixed) expect(m.text).toBe(p.all('assistant:delta').filter((d) => d.messageId === m.messageId).map((d) => d.delta).join(''));
  });
});
