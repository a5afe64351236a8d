// Why this exists: the Claude engine end to end over real HTTP: a consult's roles in order (interview,
// council, judge, plan, safety, streamed advice) against the stand-in on port 0, through the same
// runtime factory the server will use; and the same consult with Claude overloaded or failing mid-stream.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convene } from '../../actors/agents/council.agent.ts';
import { createClaudeRuntime, isClaudeRoles } from '../../actors/llm/claude.runtime.ts';
import type { FallbackEvent } from '../../actors/llm/claude.call.ts';
import { loadLlmConfig } from '../../server/config.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';

let standin: AnthropicStandin;
beforeAll(async () => { standin = new AnthropicStandin(); await standin.start(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

const PHI = ['Ana Souza', '+55 11 91234-5678', 'ana.souza@example.com', '123-45-6789', '123.456.789-09'];
const story = "Hi, I'm Ana Souza. I've had a headache for two days. Reach me at +55 11 91234-5678 or ana.souza@example.com; SSN 123-45-6789, CPF 123.456.789-09.";

async function consult(env: Record<string, string>) {
  const cfg = loadLlmConfig({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: standin.url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000', ...env });
  const runtime = createClaudeRuntime(cfg);
  const fallbacks: FallbackEvent[] = [];
  const roles = runtime.rolesFor({ patientName: 'Ana Souza', onFallback: (f) => fallbacks.push(f) });
  if (!isClaudeRoles(roles)) throw new Error('expected the Claude engine');
  const patient = { name: 'Ana Souza' };
  const interview = await roles.interview({ patientTexts: [story], answers: [], asked: [], maxQuestions: 6, locale: 'en', patient });
  await roles.historyRead(); // Claude reads the history in the background: let it finish, as a consult's next turn would
  const facts = { ...interview.facts, complaint: interview.facts.complaint || 'headache' };
  const council = await convene(
    { roles, runTool: async <T,>(name: string) => (name === 'risk_scores' ? { notes: [] } : []) as T, concurrency: 5, timeoutMs: 20_000, retries: 0 },
    { facts, patient, locale: 'en', round: 0 },
  );
  const consensus = await roles.judge(council.votes);
  const plan = await roles.plan({ consensus, council, facts, patient, locale: 'en' });
  const safety = await roles.safety({ facts, patient, plan, locale: 'en' });
  const deltas: string[] = [];
  const spoken = await roles.speak({ offlineText: plan.advice, locale: 'en', transcript: [{ role: 'patient', text: story }], onDelta: (d) => deltas.push(d) });
  return { runtime, roles, fallbacks, interview, council, consensus, plan, safety, spoken, deltas };
}

describe('a consult on the Claude stand-in', () => {
  it('runs every structured role through a forced tool and streams the patient text, with no PHI on the wire', async () => {
    const r = await consult({ EVIDENCE_WEB: 'on' }); // the advice is voiced by Claude only with trusted sources to add
    const kinds = standin.requests.map((q) => q.kind);
    expect(kinds).toEqual(expect.arrayContaining(['record_history', 'submit_opinion', 'submit_plan', 'submit_safety_review', 'text']));
    expect(kinds).not.toContain('submit_consensus'); // a unanimous vote (the stand-in's) needs no judge call
    expect(standin.requests.filter((q) => q.kind !== 'text').every((q) => (q.body.tool_choice as { type: string }).type === 'tool')).toBe(true);
    expect(r.council.votes.length).toBeGreaterThanOrEqual(3);
    expect(r.fallbacks).toEqual([]);
    expect(r.spoken.engine).toBe('claude');
    expect(r.deltas.join('')).toBe(r.spoken.text);
    expect(r.safety.urgency).toBeGreaterThanOrEqual(r.plan.urgency);
    const wire = standin.allBodies();
    for (const v of PHI) expect(wire).not.toContain(v);
    expect(r.roles.usage().used).toBeGreaterThan(0);
  });

  it('reaches the end on the offline engine when every call answers 529, and reports why', async () => {
    standin.setMode('overloaded');
    const r = await consult({ LLM_RETRIES: '2', LLM_BREAKER_THRESHOLD: '5', EVIDENCE_WEB: 'on' });
    expect(r.plan.advice.length).toBeGreaterThan(0);
    expect(r.spoken.engine).toBe('offline');
    expect(r.deltas.join('')).toBe(r.plan.advice);
    const reasons = new Set(r.fallbacks.map((f) => f.reason));
    expect(reasons.has('unavailable')).toBe(true);
    // 529 says "less", not "down": the model's limit is cut to one call at a time, its breaker stays closed
    expect(reasons.has('breaker_open')).toBe(false);
    expect(r.runtime.resilience.status()).toBe('closed');
    expect(r.runtime.resilience.load(r.runtime.models.plan).limit).toBe(1);
  });

  it('finishes a patient message with the offline text when the stream fails after text', async () => {
    // error_mid_stream only affects streamed requests: the structured roles answer as scripted
    standin.setMode('error_mid_stream', { textBeforeError: 'Please book a visit ' });
    const r = await consult({ LLM_BREAKER_THRESHOLD: '100', EVIDENCE_WEB: 'on' });
    expect(r.spoken.engine).toBe('mixed');
    expect(r.deltas.join('')).toContain('Please book a visit (Our assistant was interrupted');
    expect(r.deltas.join('').endsWith(r.plan.advice)).toBe(true);
  });
});
