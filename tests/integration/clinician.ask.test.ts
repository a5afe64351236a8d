// Why this exists: the clinician assistant over real sockets (server on port 0, real Redis): a question
// without a case and one about a case are answered with [n] markers that match their citations; a case the
// clinician may not see is refused with nothing sent or recorded; an ask about a case is on the case's
// audit chain; bad input is refused; and on Claude (the loopback Messages-API stand-in) a plain question is
// written by Claude from the retrieved sources, while a question with PHI, or about a case, stays on the
// local engine unless PHI_POLICY=cloud.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Ack, ClinicianAskResult } from '../../server/protocol/index.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { uniquePrefix } from '../support/redis.ts';

const RASH = 'I have had an itchy red rash on my forearms for two weeks';
const ANSWERS = ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'];
const PHI_QUESTION = 'John Smith, DOB 03/04/1961, takes warfarin: can he have ibuprofen?';

const closers: { close(): void }[] = [];
afterAll(() => closers.forEach((c) => c.close()));

async function clinician(t: TestApp, sub: string, specialties: string[]): Promise<ClinicianClient> {
  const c = await new ClinicianClient(t.url, { token: await token(sub, specialties) }).connected();
  closers.push(c);
  return c;
}
const ask = (c: ClinicianClient, payload: unknown) => c.request<ClinicianAskResult>('clinician:ask', payload);
const asks = async (t: TestApp, caseId: string) => (await t.app.audit.read(caseId)).filter((e) => e.type === 'clinician.ask').map((e) => JSON.parse(e.data) as Record<string, unknown>);

/** Every [n] in the answer names a citation, and every citation is cited, numbered 1..k. */
function expectCitationsMatch(r: ClinicianAskResult): void {
  const cited = new Set([...r.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  expect(r.citations.length).toBeGreaterThan(0);
  expect(r.citations.map((c) => c.n)).toEqual(r.citations.map((_, i) => i + 1));
  expect([...cited].sort((a, b) => a - b)).toEqual(r.citations.map((c) => c.n));
  expect(r.answer).toContain('not a substitute for clinical judgement');
}

/** A dermatology consult taken to its booking offer. */
async function rashCase(t: TestApp): Promise<{ caseId: string; specialty: string }> {
  const p = await new PatientClient(t.url).connected();
  closers.push(p);
  await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
  await p.say(RASH);
  const rec = await p.answerUntilRecommendation(ANSWERS);
  await p.waitFor('confirm:request');
  return { caseId: p.caseId!, specialty: rec.specialty };
}

describe('clinician:ask on the offline engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET });
  });
  afterAll(() => t.stop());

  it('answers a question without a case from the interaction table, with matching citations', async () => {
    const c = await clinician(t, 'dr-any', ['general_practice']);
    const r = await ask(c, { question: 'Does warfarin interact with ibuprofen?' });
    expect(r).toMatchObject({ ok: true, intent: 'interaction_check', engine: 'offline', phiRouted: false });
    if (!r.ok) return;
    expectCitationsMatch(r);
    expect(r.answer).toMatch(/warfarin with ibuprofen: severe/i);
    expect(r.answer).toMatch(/bleeding/);
  });

  it('gives no dose when asked for one', async () => {
    const c = await clinician(t, 'dr-dose', ['general_practice']);
    const r = await ask(c, { question: 'What dose of warfarin should I give?' });
    expect(r).toMatchObject({ ok: true, intent: 'drug_info' });
    if (!r.ok) return;
    expect(r.answer).toContain('Helios gives no doses');
    expect(r.answer).not.toMatch(/\d\s?mg\b/);
  });

  it('answers about a case from its facts, with posteriors, and records the ask on the case\'s audit chain; refuses a clinician who may not see it, recording nothing', async () => {
    const { caseId, specialty } = await rashCase(t);
    expect(specialty).not.toBe('cardiology');
    const seer = await clinician(t, 'dr-skin', [specialty]);
    const r = await ask(seer, { question: 'What is the differential, and what should I ask?', caseId });
    expect(r).toMatchObject({ ok: true, intent: 'differential', engine: 'offline', phiRouted: false });
    if (!r.ok) return;
    expectCitationsMatch(r);
    expect(r.answer).toMatch(/\d+ %/); // posteriors
    expect(r.answer).toMatch(/rash/i); // the case's own findings
    expect(r.citations[0].source).toMatch(/condition model/);
    const tests = await ask(seer, { question: 'Which tests should I consider?', caseId });
    expect(tests).toMatchObject({ ok: true, intent: 'tests_to_consider' });

    const trail = await asks(t, caseId);
    expect(trail).toEqual([
      expect.objectContaining({ clinicianId: 'dr-skin', question: 'What is the differential, and what should I ask?', intent: 'differential', engine: 'offline', phiRouted: false }),
      expect.objectContaining({ clinicianId: 'dr-skin', intent: 'tests_to_consider' }),
    ]);

    // a cardiologist may not see a dermatology case: refused, nothing of the case sent, nothing recorded
    const other = await clinician(t, 'dr-heart', ['cardiology']);
    const got: string[] = [];
    other.socket.onAny((name: string) => got.push(name));
    const before = (await t.app.audit.read(caseId)).length;
    const refused = await ask(other, { question: 'What is the differential?', caseId });
    expect(refused).toEqual({ ok: false, error: { code: 'forbidden', message: expect.any(String) } });
    expect(await other.request('cases:subscribe', {})).toMatchObject({ ok: true }); // a round trip: anything sent before it has arrived
    expect(got.filter((n) => n !== 'case:update')).toEqual([]);
    expect((await t.app.audit.read(caseId)).length).toBe(before);
    expect(await asks(t, caseId)).toHaveLength(2);
  });

  it('refuses bad input with a structured error and changes nothing', async () => {
    const c = await clinician(t, 'dr-bad', ['*']);
    for (const payload of [{}, { question: '' }, { question: 'ok?', extra: 1 }, { question: 'x'.repeat(1001) }, { question: 'What now?', caseId: '' }, 'text']) {
      const r = (await ask(c, payload)) as Ack;
      expect(r).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    }
    expect(await ask(c, { question: 'What is the differential?', caseId: 'c-no-such-case' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // the socket still works
    expect(await ask(c, { question: 'Tell me about sertraline' })).toMatchObject({ ok: true, intent: 'drug_info' });
  });
});

describe('clinician:ask on two nodes', () => {
  let owner: TestApp;
  let desk: TestApp;
  beforeAll(async () => {
    const prefix = uniquePrefix('ask');
    const shared = { CLINICIAN_JWT_SECRET: TEST_SECRET, KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, SOCKET_ADAPTER: 'redis-streams' as const };
    owner = await startTestApp(shared);
    desk = await startTestApp(shared);
  });
  afterAll(() => Promise.all([owner.stop(), desk.stop()]));

  it('an ask about a case held by the other node is answered there, from its facts, and audited on its chain; a refusal comes back as it was', async () => {
    const { caseId, specialty } = await rashCase(owner);
    expect(desk.app.registry.get(caseId)).toBeUndefined(); // the desk's node does not hold it
    const seer = await clinician(desk, 'dr-skin-2', [specialty]);
    const r = await ask(seer, { question: 'What is the differential?', caseId });
    expect(r).toMatchObject({ ok: true, intent: 'differential', engine: 'offline' });
    if (r.ok) {
      expectCitationsMatch(r);
      expect(r.answer).toMatch(/rash/i);
    }
    expect(await asks(owner, caseId)).toEqual([expect.objectContaining({ clinicianId: 'dr-skin-2', intent: 'differential' })]);
    const other = await clinician(desk, 'dr-heart-2', ['cardiology']);
    expect(await ask(other, { question: 'What is the differential?', caseId })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await asks(owner, caseId)).toHaveLength(1);
  });
});

describe('clinician:ask on Claude (loopback stand-in)', () => {
  let standin: AnthropicStandin;
  let t: TestApp;
  let cloud: TestApp;
  const llmEnv = (policy: string) => ({ ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: standin.url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5',
    LLM_TIMEOUT_MS: '3000', LLM_BREAKER_THRESHOLD: '1000', LLM_FIRST_TOKEN_MS: '15000', PHI_POLICY: policy });
  const clinicianAsks = () => standin.requests.filter((q) => JSON.stringify(q.body.system ?? '').includes('Clinician assistant'));

  beforeAll(async () => {
    standin = new AnthropicStandin();
    await standin.start();
    t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET }, { llmEnv: llmEnv('redact') });
    cloud = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET }, { llmEnv: llmEnv('cloud') });
  });
  afterAll(async () => {
    await Promise.all([t.stop(), cloud.stop()]);
    await standin.stop();
  });
  beforeEach(() => {
    standin.requests.length = 0;
    standin.setMode('scripted');
    // Claude cites source 1, states a dose (which must not reach the dashboard) and cites a source that does not exist
    standin.script('text', (body: Record<string, unknown>) => JSON.stringify(body.system ?? '').includes('Clinician assistant')
      ? 'Crushing chest pain with sweating needs an emergency ambulance [1]. Give 300 mg aspirin [1]. Exertional pain is assessed the same day [1][9].'
      : 'Thank you. When did this start?');
  });

  it('a plain question is written by Claude from the retrieved sources, held to their citations and with no dose', async () => {
    const c = await clinician(t, 'dr-claude', ['cardiology']);
    const r = await ask(c, { question: 'Summarise the guideline for acute chest pain' });
    expect(r).toMatchObject({ ok: true, intent: 'guideline_summary', engine: 'claude', phiRouted: false });
    if (!r.ok) return;
    expectCitationsMatch(r);
    expect(r.citations[0]).toMatchObject({ n: 1, title: 'Acute chest pain of possible cardiac origin', url: 'https://www.nice.org.uk/guidance/cg95' });
    expect(r.answer).toContain('emergency ambulance [1]');
    expect(r.answer).not.toMatch(/300 mg|\[9\]/);
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    const input = JSON.parse(String((sent[0].body.messages as { content: string }[])[0].content)) as { sources: { n: number; title: string }[] };
    expect(input.sources[0]).toMatchObject({ n: 1, title: 'Acute chest pain of possible cardiac origin' });
  });

  it('a question with PHI is answered by the local engine, and nothing is sent', async () => {
    const c = await clinician(t, 'dr-phi', ['*']);
    const r = await ask(c, { question: PHI_QUESTION });
    expect(r).toMatchObject({ ok: true, intent: 'interaction_check', engine: 'offline', phiRouted: true });
    if (r.ok) expectCitationsMatch(r);
    // a name alone, as clinicians write one
    expect(await ask(c, { question: 'Can Mrs Patel take ibuprofen with her warfarin?' })).toMatchObject({ ok: true, engine: 'offline', phiRouted: true });
    expect(clinicianAsks()).toHaveLength(0);
    expect(standin.requests.map((q) => q.raw).join('\n')).not.toMatch(/John Smith|Patel/);
  });

  it('a question about a case is answered by the local engine and audited', async () => {
    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    await p.start({ locale: 'en' });
    const c = await clinician(t, 'dr-case', ['*']);
    standin.requests.length = 0;
    const r = await ask(c, { question: 'Summarise the guideline for acute chest pain', caseId: p.caseId });
    expect(r).toMatchObject({ ok: true, engine: 'offline', phiRouted: true });
    expect(clinicianAsks()).toHaveLength(0);
    expect(await asks(t, p.caseId!)).toEqual([expect.objectContaining({ clinicianId: 'dr-case', engine: 'offline', phiRouted: true })]);
  });

  it('with PHI_POLICY=cloud a question with PHI goes to Claude with its identifiers redacted', async () => {
    const c = await clinician(cloud, 'dr-cloud', ['*']);
    const r = await ask(c, { question: `${PHI_QUESTION} Summarise the guideline for bleeding risk.` });
    expect(r).toMatchObject({ ok: true, engine: 'claude', phiRouted: false });
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    expect(sent[0].raw).not.toContain('John Smith');
    expect(sent[0].raw).not.toContain('03/04/1961');
  });
});
