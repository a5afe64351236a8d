// Why this exists: trusted sources end to end (seed 001): the real server on the loopback Messages API with
// EVIDENCE_WEB on sends the plan's advice with web tools restricted to the configured domains, and the patient's
// message carries only the trusted citations and the verification note; with EVIDENCE_WEB off no web tool leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { AnthropicStandin, type BlocksAnswer } from '../support/anthropic-standin.ts';
import { VERIFY_NOTE } from '../../actors/llm/evidence-web.ts';

const DOMAINS = ['cdc.gov', 'nih.gov', 'medlineplus.gov', 'nhs.uk', 'mayoclinic.org'];
const QUESTION = 'Thank you for telling me. Is the headache constant, or does it come and go?';
const NHS = { url: 'https://www.nhs.uk/conditions/headaches/', title: 'Headaches - NHS' };
const MEDLINE = { url: 'https://medlineplus.gov/headache.html', title: 'Headache | MedlinePlus' };
const BLOG = { url: 'https://wellness-blog.example.com/headache-cures', title: 'Ten headache cures' };

/** The advice as Claude would answer with web search: a search, its results, and cited text (one untrusted). */
const ADVICE: BlocksAnswer = {
  blocks: [
    { type: 'server_tool_use', name: 'web_search', input: { query: 'tension headache self care' } },
    { type: 'web_search_tool_result', results: [NHS, MEDLINE, BLOG] },
    { type: 'text', text: 'See a neurology clinician within a few days. ' },
    { type: 'text', text: 'Most headaches are caused by tension, stress or dehydration.', citations: [{ ...NHS, cited_text: 'Most headaches are not serious.' }] },
    { type: 'text', text: ' Regular sleep can help prevent some headaches.', citations: [{ ...MEDLINE, cited_text: 'Getting enough sleep may help.' }, { ...NHS, cited_text: 'Sleep.' }] },
    { type: 'text', text: ' Dehydration is linked to one in three headaches.', citations: [{ ...BLOG, cited_text: 'A third of headaches come from dehydration.' }] },
    { type: 'text', text: ' Seek care sooner if it gets worse.' },
  ],
};
const ANSWERS = ['two days ago', 'about 5 out of 10', 'the front of my head', 'no', 'no medicines', 'no allergies'];
const llmEnv = (web: 'on' | 'off', url: string) => ({
  ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000',
  LLM_BREAKER_THRESHOLD: '1000', EVIDENCE_WEB: web, EVIDENCE_DOMAINS: DOMAINS.join(','),
});

let standin: AnthropicStandin;
const clients: PatientClient[] = [];
beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  standin.script('text', (body: Record<string, unknown>) => (Array.isArray(body.tools) ? ADVICE : QUESTION));
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await standin.stop();
});

async function consultToAdvice(t: TestApp) {
  const p = await new PatientClient(t.url).connected();
  clients.push(p);
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
  await p.say("I've had a headache for two days");
  await p.answerUntilRecommendation(ANSWERS, 40_000);
  return p;
}

describe('EVIDENCE_WEB=on', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({}, { llmEnv: llmEnv('on', standin.url) }); });
  afterAll(async () => { await t.stop(); });

  it('answers the advice with web tools on the trusted domains, and the patient gets only trusted citations and the note', async () => {
    standin.requests.length = 0;
    const p = await consultToAdvice(t);
    const advice = await p.waitFor('assistant:message', (m) => m.text.includes('caused by tension'), 20_000);

    // the request: web search and web fetch, both restricted to exactly the configured domains; only for the advice
    const web = standin.requests.filter((q) => q.kind === 'text' && Array.isArray(q.body.tools));
    expect(web).toHaveLength(1);
    const tools = web[0].body.tools as { type: string; name: string; allowed_domains: string[] }[];
    expect(tools.map((x) => x.name).sort()).toEqual(['web_fetch', 'web_search']);
    for (const tool of tools) expect(tool.allowed_domains).toEqual(DOMAINS);
    expect(web[0].raw).not.toContain('Ana Souza');

    // the message: trusted citations (each URL once), never the blog; the text is what was streamed
    const urls = (advice.citations ?? []).map((c) => c.url);
    expect(urls).toEqual(expect.arrayContaining([NHS.url, MEDLINE.url]));
    expect(urls).not.toContain(BLOG.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(advice.citations).toContainEqual({ title: NHS.title, source: 'nhs.uk', url: NHS.url });
    expect(advice.text).toBe(p.all('assistant:delta').filter((d) => d.messageId === advice.messageId).map((d) => d.delta).join(''));

    // the claim cited only by the untrusted blog earns the verification note
    expect(advice.text).toContain('Dehydration is linked to one in three headaches.');
    expect(advice.text.trimEnd().endsWith(VERIFY_NOTE.en)).toBe(true);
    const audit = await t.app.audit.read(p.caseId);
    const call = audit.filter((e) => e.type === 'llm.call').map((e) => JSON.parse(e.data)).find((c) => c.role === 'patient_text' && c.unsupportedClaims);
    expect(call.unsupportedClaims).toEqual(['Dehydration is linked to one in three headaches.']);
    expect(call.serverTools).toEqual(['web_search']);

    // other messages carry no web citations and no note
    const others = p.all('assistant:message').filter((m) => m.messageId !== advice.messageId);
    expect(others.some((m) => m.text.includes(VERIFY_NOTE.en))).toBe(false);
  });
});

describe('EVIDENCE_WEB=off', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({}, { llmEnv: llmEnv('off', standin.url) }); });
  afterAll(async () => { await t.stop(); });

  it('sends no web tools, so the advice is plain text without web citations or note', async () => {
    standin.requests.length = 0;
    const p = await consultToAdvice(t);
    await p.waitForBookingOffer(20_000); // the advice was spoken before the offer
    const texts = standin.requests.filter((q) => q.kind === 'text');
    expect(texts.length).toBe(0); // nothing is re-worded: the advice goes out as the plan call wrote it (issue 27)
    expect(standin.requests.some((q) => 'tools' in q.body && (q.body.tools as { name: string }[]).some((x) => /^web_/.test(x.name)))).toBe(false);
    expect(p.all('assistant:message').some((m) => (m.citations ?? []).some((c) => c.url === BLOG.url || c.url === NHS.url))).toBe(false);
    expect(p.all('assistant:message').some((m) => m.text.includes(VERIFY_NOTE.en))).toBe(false);
  });
});
