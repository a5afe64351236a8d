// Why this exists: a health question on Claude (the loopback Messages-API stand-in, real server, real Redis):
// the answer is written from the retrieved passages (they, and the question, are what Claude is sent), a marker
// of no passage is dropped, the disclaimer follows as written, the citations are the passages' (numbered); with
// EVIDENCE_WEB on, trusted web citations join them, numbered after, and an untrusted one never reaches the patient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { AnthropicStandin, type BlocksAnswer } from '../support/anthropic-standin.ts';
import { EDUCATION_TEXT } from '../../actors/engine/education.texts.ts';
import { VERIFY_NOTE } from '../../actors/llm/evidence-web.ts';

const DOMAINS = ['nhs.uk', 'cdc.gov', 'nih.gov'];
const NHS = { url: 'https://www.nhs.uk/conditions/type-2-diabetes/symptoms/', title: 'Type 2 diabetes symptoms - NHS' };
const BLOG = { url: 'https://sugar-cures.example.com/diabetes', title: 'Reverse diabetes in 7 days' };
const GROUNDED = 'Feeling very thirsty and passing more urine than usual can be signs of diabetes [1]. It is often found on a blood test [7].';
const WEB_ANSWER: BlocksAnswer = {
  blocks: [
    { type: 'server_tool_use', name: 'web_search', input: { query: 'type 2 diabetes symptoms' } },
    { type: 'web_search_tool_result', results: [NHS, BLOG] },
    { type: 'text', text: 'Feeling very thirsty and peeing more than usual can be signs of diabetes [1].', citations: [{ ...NHS, cited_text: 'peeing more than usual' }] },
    { type: 'text', text: ' Cinnamon reverses diabetes.', citations: [{ ...BLOG, cited_text: 'cinnamon' }] },
  ],
};

const llmEnv = (web: 'on' | 'off', url: string) => ({
  ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000',
  LLM_BREAKER_THRESHOLD: '1000', EVIDENCE_WEB: web, EVIDENCE_DOMAINS: DOMAINS.join(','),
});

let standin: AnthropicStandin;
const clients: PatientClient[] = [];
const isAnswerRequest = (body: Record<string, unknown>) => JSON.stringify(body.messages).includes('<passages>');
beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  standin.script('text', (body: Record<string, unknown>) => (isAnswerRequest(body) ? (Array.isArray(body.tools) ? WEB_ANSWER : GROUNDED) : 'Thank you.'));
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await standin.stop();
});

async function patient(t: TestApp) {
  const p = await new PatientClient(t.url).connected();
  clients.push(p);
  return p;
}

describe('a health question on Claude (EVIDENCE_WEB off)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({}, { llmEnv: llmEnv('off', standin.url) }); });
  afterAll(async () => { await t.stop(); });

  it('mid-interview: Claude words the answer from the passages; unknown markers dropped; the disclaimer and the passages\' citations; the question again', async () => {
    standin.requests.length = 0;
    const p = await patient(t);
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m), 20_000);
    await p.say('What are the common symptoms of diabetes? My name is Ana Souza');
    const answer = await p.waitFor('assistant:message', (m) => m.seq > question.seq, 20_000);

    const sent = standin.requests.filter((r) => r.kind === 'text' && isAnswerRequest(r.body));
    expect(sent).toHaveLength(1);
    expect(sent[0].raw).toContain('What are the common symptoms of diabetes?');
    expect(sent[0].raw).toMatch(/\[1\] Type 2 diabetes: symptoms and checks/);
    expect(sent[0].raw).not.toContain('Ana Souza');
    expect(sent[0].body.tools).toBeUndefined();

    expect(answer.text).toContain('can be signs of diabetes [1].');
    expect(answer.text).not.toContain('[7]');
    expect(answer.text.trimEnd().endsWith(EDUCATION_TEXT.en.disclaimer)).toBe(true);
    expect(answer.citations?.map((c) => c.n)).toEqual(answer.citations?.map((_, i) => i + 1));
    expect(answer.citations?.[0]).toMatchObject({ n: 1, title: 'Type 2 diabetes: symptoms and checks', url: 'https://www.nice.org.uk/guidance/ng28' });
    expect(answer.text).toBe(p.all('assistant:delta').filter((d) => d.messageId === answer.messageId).map((d) => d.delta).join(''));

    const back = await p.waitFor('assistant:message', (m) => m.seq > answer.seq, 20_000);
    expect(back.text).toBe(`Back to your consult: ${question.text}`);
    expect(p.stage()).toBe('history');
  });
});

describe('a health question on Claude (EVIDENCE_WEB on)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({}, { llmEnv: llmEnv('on', standin.url) }); });
  afterAll(async () => { await t.stop(); });

  it('at the start: the passages\' citations, then only trusted web citations (numbered after them)', async () => {
    standin.requests.length = 0;
    const p = await patient(t);
    await p.start({ locale: 'en' });
    const greeting = await p.waitFor('assistant:message');
    await p.say('What are the common symptoms of diabetes?');
    const answer = await p.waitFor('assistant:message', (m) => m.seq > greeting.seq, 20_000);

    const sent = standin.requests.filter((r) => r.kind === 'text' && isAnswerRequest(r.body));
    expect(sent).toHaveLength(1);
    const tools = sent[0].body.tools as { name: string; allowed_domains: string[] }[];
    expect(tools.map((x) => x.name).sort()).toEqual(['web_fetch', 'web_search']);
    for (const tool of tools) expect(tool.allowed_domains).toEqual(DOMAINS);

    const urls = (answer.citations ?? []).map((c) => c.url);
    expect(urls[0]).toBe('https://www.nice.org.uk/guidance/ng28');
    expect(urls).toContain(NHS.url);
    expect(urls).not.toContain(BLOG.url);
    expect(answer.citations?.map((c) => c.n)).toEqual(answer.citations?.map((_, i) => i + 1));
    expect(answer.citations?.find((c) => c.url === NHS.url)).toMatchObject({ source: 'nhs.uk' });
    expect(answer.text.indexOf(EDUCATION_TEXT.en.disclaimer)).toBeGreaterThan(0);
    // the output guardrail applies to the answer: the unverified treatment claim never reaches the patient
    expect(answer.text).not.toContain('Cinnamon');
    expect(answer.text).not.toContain(VERIFY_NOTE.en); // the claim it would have flagged is gone
  });
});
