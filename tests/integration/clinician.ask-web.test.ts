// Why this exists: the clinician assistant on Claude with trusted web search (EVIDENCE_WEB=on), over the real
// /clinician namespace (server on port 0, real Redis, the loopback Messages-API stand-in): a plain question
// goes out with the web tools limited to EVIDENCE_DOMAINS, and of an answer citing a trusted and an untrusted
// page only the trusted one reaches the clinician, numbered after the retrieved sources, with the sentence
// only the untrusted page supported left out; a question with PHI (PHI_POLICY=cloud lets it reach Claude)
// and a question about a case go out with no web tool; with EVIDENCE_WEB=off no web tool leaves either.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClinicianAskResult } from '../../server/protocol/index.ts';
import { AnthropicStandin, type BlocksAnswer } from '../support/anthropic-standin.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DOMAINS = ['nice.org.uk', 'nhs.uk', 'cdc.gov'];
const CKS = { url: 'https://cks.nice.org.uk/topics/chest-pain/', title: 'Chest pain | Health topics A to Z | CKS | NICE' };
const BLOG = { url: 'https://heart-health-blog.example.com/chest-pain-myths', title: 'Chest pain myths' };
const PLAIN = 'Crushing chest pain with sweating needs an emergency ambulance [1]. Exertional pain is assessed the same day [1].';

/** Claude searched: one retrieved source cited by number, one fact from a trusted page, one from an untrusted
 *  blog, and a number of its own for the blog ([7]: no such source) that must not survive. */
const WEB_ANSWER: BlocksAnswer = {
  blocks: [
    { type: 'server_tool_use', name: 'web_search', input: { query: 'acute chest pain assessment' } },
    { type: 'web_search_tool_result', results: [CKS, BLOG] },
    { type: 'text', text: 'Crushing chest pain with sweating needs an emergency ambulance [1].' },
    { type: 'text', text: ' A 12-lead ECG is recorded as soon as possible.', citations: [{ ...CKS, cited_text: 'Record a resting 12-lead ECG as soon as possible.' }] },
    { type: 'text', text: ' Most chest pain in adults is caused by cold weather [7].', citations: [{ ...BLOG, cited_text: 'Cold weather is the main cause.' }] },
    { type: 'text', text: ' Exertional pain is assessed the same day [1].' },
  ],
};

const llmEnv = (url: string, web: 'on' | 'off') => ({
  ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000',
  LLM_BREAKER_THRESHOLD: '1000', LLM_FIRST_TOKEN_MS: '15000', PHI_POLICY: 'cloud', EVIDENCE_WEB: web, EVIDENCE_DOMAINS: DOMAINS.join(','),
});

let standin: AnthropicStandin;
let on: TestApp;
let off: TestApp;
const closers: { close(): void }[] = [];

async function clinician(t: TestApp, sub: string): Promise<ClinicianClient> {
  const c = await new ClinicianClient(t.url, { token: await token(sub, ['*']) }).connected();
  closers.push(c);
  return c;
}
const ask = (c: ClinicianClient, payload: unknown) => c.request<ClinicianAskResult>('clinician:ask', payload);
const clinicianAsks = () => standin.requests.filter((q) => JSON.stringify(q.body.system ?? '').includes('Clinician assistant'));
const webToolsOf = (body: Record<string, unknown>) => ((body.tools ?? []) as { name: string; allowed_domains?: string[] }[]).filter((x) => /^web_/.test(x.name));

beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  on = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET }, { llmEnv: llmEnv(standin.url, 'on') });
  off = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET }, { llmEnv: llmEnv(standin.url, 'off') });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await Promise.all([on.stop(), off.stop()]);
  await standin.stop();
});
beforeEach(() => {
  standin.requests.length = 0;
  standin.setMode('scripted');
  standin.script('text', (body: Record<string, unknown>) => {
    if (!JSON.stringify(body.system ?? '').includes('Clinician assistant')) return 'Thank you. When did this start?';
    return Array.isArray(body.tools) ? WEB_ANSWER : PLAIN;
  });
});

describe('clinician:ask on Claude with EVIDENCE_WEB=on', () => {
  it('sends the web tools limited to the trusted domains, and only the trusted web citation reaches the clinician', async () => {
    const c = await clinician(on, 'dr-web');
    const r = await ask(c, { question: 'Summarise the guideline for acute chest pain' });
    expect(r).toMatchObject({ ok: true, intent: 'guideline_summary', engine: 'claude', phiRouted: false });
    if (!r.ok) return;

    // the request: web search (and fetch), each on exactly the configured domains
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    const tools = webToolsOf(sent[0].body);
    expect(tools.map((x) => x.name)).toContain('web_search');
    for (const tool of tools) expect(tool.allowed_domains).toEqual(DOMAINS);

    // the answer: the retrieved source keeps [1], the trusted page is [2], the blog and its sentence are gone
    expect(r.citations).toEqual([
      { n: 1, title: 'Acute chest pain of possible cardiac origin', source: expect.any(String), url: 'https://www.nice.org.uk/guidance/cg95' },
      { n: 2, title: CKS.title, source: 'cks.nice.org.uk', url: CKS.url },
    ]);
    expect(r.answer.split('\n\n')[0]).toBe(
      'Crushing chest pain with sweating needs an emergency ambulance [1]. A 12-lead ECG is recorded as soon as possible [2]. Exertional pain is assessed the same day [1].',
    );
    expect(r.answer).not.toMatch(/cold weather|\[7\]|\[3\]|heart-health-blog/);
    expect(r.answer).toContain('not a substitute for clinical judgement');
  });

  it('a question with PHI (PHI_POLICY=cloud) goes to Claude redacted and without any web tool', async () => {
    const c = await clinician(on, 'dr-web-phi');
    const r = await ask(c, { question: 'John Smith, DOB 03/04/1961, takes warfarin: summarise the guideline for bleeding risk with ibuprofen.' });
    expect(r).toMatchObject({ ok: true, engine: 'claude', phiRouted: false });
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    expect(webToolsOf(sent[0].body)).toEqual([]);
    expect(sent[0].raw).not.toContain('John Smith');
    if (r.ok) expect(r.citations.every((x) => !x.url || !x.url.includes('cks.nice.org.uk'))).toBe(true);
  });

  it('a question about a case goes to Claude without any web tool', async () => {
    const p = await new PatientClient(on.url).connected();
    closers.push(p);
    await p.start({ locale: 'en' });
    const c = await clinician(on, 'dr-web-case');
    standin.requests.length = 0;
    const r = await ask(c, { question: 'Summarise the guideline for acute chest pain', caseId: p.caseId });
    expect(r).toMatchObject({ ok: true, phiRouted: false });
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    expect(webToolsOf(sent[0].body)).toEqual([]);
  });
});

describe('clinician:ask on Claude with EVIDENCE_WEB=off', () => {
  it('sends no web tool', async () => {
    const c = await clinician(off, 'dr-noweb');
    const r = await ask(c, { question: 'Summarise the guideline for acute chest pain' });
    expect(r).toMatchObject({ ok: true, engine: 'claude' });
    const sent = clinicianAsks();
    expect(sent).toHaveLength(1);
    expect(webToolsOf(sent[0].body)).toEqual([]);
    if (r.ok) expect(r.answer).toContain('emergency ambulance [1]');
  });
});
