// Why this exists: every Claude role must fall back to the offline engine, with a reason, when Claude cannot
// answer (invalid output, 529s, open breaker, spent budget, PHI kept local), keep the safety floors, and
// never let an identifier reach the wire.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { createOfflineRoles } from '../../../actors/llm/offline.client.ts';
import type { PlanOutput } from '../../../machines/contract/role-schemas.ts';
import { buildEngine, FACTS, interviewInput, startStandin, testConfig } from './harness.ts';
import { INTERRUPTED_NOTE } from '../../../actors/llm/claude.speak.ts';
import { createClaudeRuntime } from '../../../actors/llm/claude.runtime.ts';
import type { ClaudeRoles } from '../../../actors/llm/claude.roles.ts';

let standin: AnthropicStandin;
beforeAll(async () => { standin = await startStandin(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

const PHI = { name: 'Ana Souza', phone: '+55 11 91234-5678', email: 'ana.souza@example.com', ssn: '123-45-6789', cpf: '123.456.789-09' };
const phiText = `Hi, I'm ${PHI.name}, my head hurts since two days. Call ${PHI.phone} or ${PHI.email}. SSN ${PHI.ssn}, CPF ${PHI.cpf}.`;
const offline = createOfflineRoles();
const specialistIn = { specialty: 'neurology', facts: FACTS, patient: {}, locale: 'en' };

describe('Claude roles', () => {
  it('answers through Claude and reports engine "claude", usage and an audit record with prompt and input hashes', async () => {
    const e = buildEngine(standin.url, { budget: 1 });
    expect(e.roles.engine).toBe('claude');
    const out = await e.roles.specialist(specialistIn);
    expect(out.agent).toBe('neurology_specialist');
    expect(e.fallbacks).toEqual([]);
    expect(e.audits[0]).toMatchObject({ role: 'specialist', engine: 'claude', model: 'claude-sonnet-5-5' });
    expect(e.audits[0].inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(e.audits[0].promptHashes.specialist).toMatch(/^[0-9a-f]{64}$/);
    expect(e.usages[0].budget.used).toBeGreaterThan(0);
  });

  it('falls back to the offline engine after an invalid output and its one retry', async () => {
    const e = buildEngine(standin.url);
    standin.next('invalid_tool_output', 'invalid_tool_output');
    const out = await e.roles.specialist(specialistIn);
    expect(out).toEqual(await offline.specialist(specialistIn));
    expect(e.fallbacks).toEqual([{ role: 'specialist', reason: 'invalid_output', error: 'InvalidOutputError' }]);
    expect(standin.count()).toBe(2);
    expect(e.audits[0]).toMatchObject({ engine: 'offline', fellBack: 'invalid_output' });
  });

  it('falls back after 529 three times (two retries)', async () => {
    const e = buildEngine(standin.url);
    standin.setMode('overloaded');
    const out = await e.roles.plan({ consensus: await offline.judge([await offline.specialist(specialistIn)]), council: null, facts: FACTS, patient: {}, locale: 'en' });
    expect(out.advice.length).toBeGreaterThan(0);
    expect(standin.count()).toBe(3);
    expect(e.fallbacks[0]).toMatchObject({ role: 'plan', reason: 'unavailable' });
  });

  it('opens the breaker after 5 failures and then sends every role to the offline engine without calling Claude', async () => {
    const e = buildEngine(standin.url, { config: { LLM_RETRIES: 0, LLM_OVERFLOW_ROLES: [] } });
    standin.setMode('server_error');
    for (let i = 0; i < 5; i++) await e.roles.specialist(specialistIn);
    expect(e.resilience.status()).toBe('open');
    expect(standin.count()).toBe(5);
    standin.setMode('scripted');
    await e.roles.interview(interviewInput(['I have a headache']));
    await e.roles.historyRead();
    await e.roles.specialist(specialistIn);
    expect(standin.count()).toBe(5);
    expect(e.fallbacks.slice(-2).map((f) => f.reason)).toEqual(['breaker_open', 'breaker_open']);
  });

  it('with its model\'s circuit open, a role that may overflow is answered by the Haiku tier; the plan is not', async () => {
    const e = buildEngine(standin.url, { config: { LLM_RETRIES: 0 } });
    const before = standin.count();
    standin.setMode('server_error');
    for (let i = 0; i < 5; i++) await e.roles.specialist(specialistIn);
    expect(e.resilience.status('claude-sonnet-5-5')).toBe('open');
    standin.setMode('scripted');
    await e.roles.specialist(specialistIn);
    expect(standin.requests.slice(before).map((r) => r.body.model)).toEqual([...Array(5).fill('claude-sonnet-5-5'), 'claude-haiku-5-5']);
    expect(e.audits.at(-1)).toMatchObject({ role: 'specialist', engine: 'claude', model: 'claude-haiku-5-5' });
    const consensus = await offline.judge([await offline.specialist(specialistIn)]);
    await e.roles.plan({ consensus, council: null, facts: FACTS, patient: {}, locale: 'en' });
    expect(standin.count()).toBe(before + 6);
    expect(e.fallbacks.at(-1)).toMatchObject({ role: 'plan', reason: 'breaker_open' });
  });

  it('uses the offline engine once the consult budget is spent, keeping the plan and safety reserve', async () => {
    const e = buildEngine(standin.url, { budget: 0.025 }); // $0.005 above the plan and safety reserve ($0.02)
    await e.roles.specialist(specialistIn); // the stand-in bills ~ body/4 input tokens: this spends what is free
    const before = standin.count();
    await e.roles.specialist({ ...specialistIn, specialty: 'cardiology' });
    expect(standin.count()).toBe(before);
    expect(e.fallbacks.at(-1)).toMatchObject({ reason: 'budget_exhausted' });
    const consensus = await offline.judge([await offline.specialist(specialistIn)]);
    await e.roles.plan({ consensus, council: null, facts: FACTS, patient: {}, locale: 'en' });
    expect(standin.count('submit_plan')).toBe(1); // the reserve was kept for the plan
  });

  it('never lets PHI reach Claude under PHI_POLICY=redact, and restores it in what the patient sees', async () => {
    const e = buildEngine(standin.url, { patientName: 'Ana Souza' });
    standin.script('record_history', (body: any) => {
      const sent = JSON.parse(body.messages[0].content.split('<input>\n')[1].split('\n</input>')[0]);
      const name = /I'm (\[NAME_\d+\])/.exec(sent.patientTexts[0])?.[1];
      return { facts: { complaint: 'headache', opqrst: {}, medications: [], allergies: [], conditions: [`asthma, says ${name}`], findings: ['headache'], negatedFindings: [], unknown: [] }, question: null };
    });
    const input = { ...interviewInput([phiText]), patient: { name: 'Ana Souza' } };
    await e.roles.interview(input);
    await e.roles.historyRead();
    const wire = standin.allBodies();
    for (const v of Object.values(PHI)) expect(wire).not.toContain(v);
    expect(wire).not.toMatch(/Ana|Souza/);
    // Claude's reading joins the engine's facts on the next turn, its placeholders restored
    expect((await e.roles.interview(input)).facts.conditions).toContain('asthma, says Ana Souza');
  });

  it('streams patient text with placeholders restored and no PHI on the wire', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: ['cdc.gov'] });
    standin.script('text', (body: any) => `Thanks ${/\[NAME_\d\]/.exec(body.messages[0].content)?.[0]}, we will text [PHONE_1].`);
    const deltas: string[] = [];
    const res = await e.roles.speak({ offlineText: `Thanks ${PHI.name}, we will text ${PHI.phone}.`, locale: 'en', transcript: [{ role: 'patient', text: phiText }], education: true, onDelta: (d) => deltas.push(d) });
    expect(res.engine).toBe('claude');
    expect(deltas.join('')).toBe(`Thanks ${PHI.name}, we will text ${PHI.phone}.`);
    expect(res.restored).toEqual(expect.arrayContaining([PHI.name, PHI.phone]));
    for (const v of Object.values(PHI)) expect(standin.allBodies()).not.toContain(v);
  });

  it('keeps every turn containing PHI on the offline engine under PHI_POLICY=local', async () => {
    const e = buildEngine(standin.url, { phiPolicy: 'local', evidenceDomains: ['cdc.gov'] });
    const out = await e.roles.interview(interviewInput([phiText]));
    await e.roles.historyRead();
    expect(out).toEqual(await offline.interview(interviewInput([phiText])));
    const deltas: string[] = [];
    await e.roles.speak({ offlineText: 'When did it start?', locale: 'en', transcript: [{ role: 'patient', text: phiText }], education: true, onDelta: (d) => deltas.push(d) });
    expect(deltas.join('')).toBe('When did it start?');
    expect(standin.count()).toBe(0);
    expect(e.fallbacks.map((f) => f.reason)).toEqual(['phi_local', 'phi_local']);
    await e.roles.interview(interviewInput(['I have a headache since Monday']));
    await e.roles.historyRead();
    expect(standin.count()).toBe(1); // turns without PHI still go to Claude
  });

  it('finishes an interrupted stream with the offline text and says so', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: ['cdc.gov'] });
    standin.next({ mode: 'error_mid_stream', textBeforeError: 'Thank you for telling me. ' });
    const deltas: string[] = [];
    const res = await e.roles.speak({ offlineText: 'When did the headache start?', locale: 'en', education: true, onDelta: (d) => deltas.push(d) });
    expect(res.engine).toBe('mixed');
    expect(res.fellBack).toBe('stream_interrupted');
    expect(deltas.join('')).toBe('Thank you for telling me. (Our assistant was interrupted, so here is our standard guidance.) When did the headache start?');
    expect(e.fallbacks).toEqual([{ role: 'patient_text', reason: 'stream_interrupted', error: 'StreamInterruptedError' }]);
  });

  it('says the interruption note in the base language of a regional locale (es-MX reads Spanish)', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: ['cdc.gov'] });
    standin.next({ mode: 'error_mid_stream', textBeforeError: 'Gracias por contármelo. ' });
    const deltas: string[] = [];
    await e.roles.speak({ offlineText: '¿Cuándo empezó el dolor de cabeza?', locale: 'es-MX', education: true, onDelta: (d) => deltas.push(d) });
    expect(deltas.join('')).toBe(`Gracias por contármelo. ${INTERRUPTED_NOTE.es} ¿Cuándo empezó el dolor de cabeza?`);
  });

  it('redacts a name the consult learns after it started from every later call (runtime knownNames hook)', async () => {
    const names: string[] = [];
    const roles = createClaudeRuntime(testConfig(standin.url, { EVIDENCE_WEB: 'on' })).rolesFor({ knownNames: () => names }) as ClaudeRoles;
    const reply = 'Rui Costa'; // the answer to "what name should it be booked under?": no "my name is" to detect
    await roles.interview(interviewInput(['I have a headache', reply]));
    await roles.historyRead();
    expect(standin.allBodies()).toContain('Rui Costa'); // not known yet: nothing marks it as a name
    standin.requests.length = 0;
    names.push('Rui Costa'); // booking.naming: the consult now knows it
    await roles.interview(interviewInput(['I have a headache', reply]));
    await roles.historyRead();
    const deltas: string[] = [];
    await roles.speak({ offlineText: `Thank you, ${reply}. Here are the next times.`, locale: 'en', education: true, onDelta: (d) => deltas.push(d) });
    expect(standin.count()).toBe(2);
    expect(standin.allBodies()).not.toMatch(/Rui|Costa/);
  });

  it('keeps the safety floor: Claude can never lower urgency or clear an offline finding', async () => {
    const e = buildEngine(standin.url);
    standin.script('submit_safety_review', { urgency: 1, triageLevel: 'self_care', escalate: false, emergency: false, requiresGuardianConsent: false, findings: [], checked: ['claude'] });
    const plan: PlanOutput = { specialty: 'neurology', urgency: 4, triageLevel: 'urgent', disposition: 'urgent_care', advice: 'x', citations: [], evidenceMap: [] };
    const out = await e.roles.safety({ facts: FACTS, patient: { age: 15 }, plan, locale: 'en' });
    expect(out.urgency).toBeGreaterThanOrEqual(4);
    expect(out.requiresGuardianConsent).toBe(true);
    expect(out.checked).toContain('claude');
  });

  it('caps concurrent specialist calls per consult', async () => {
    const e = buildEngine(standin.url);
    standin.setMode('slow', { delayMs: 40 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => e.roles.specialist({ ...specialistIn, specialty: i % 2 ? 'neurology' : 'cardiology', patient: { age: 30 + i } })));
    const starts = standin.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(starts[5] - starts[0]).toBeGreaterThanOrEqual(30); // the 6th waited for a slot
  });
});
