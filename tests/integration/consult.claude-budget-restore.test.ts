// Why this exists: a consult's Claude dollars survive a restore (issue 27). The budget's spend is written into the
// consult's snapshot as each call is counted; a consult restored by another process goes on from it, so a budget
// spent on one node still refuses on the next. Real servers on port 0, real Redis, real sockets, the loopback
// Messages API: node 1 spends on a health question's answer and stops; node 2, whose limit leaves room for one
// more answer only if the spend were forgotten, restores the consult and answers the next question offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';
import { ROLE_ESTIMATE_USD } from '../../actors/llm/budget.ts';

const GROUNDED = 'Feeling very thirsty and passing more urine than usual can be signs of diabetes [1].';
const isAnswer = (body: Record<string, unknown>) => JSON.stringify(body.messages).includes('<passages>');
const llmEnv = (url: string, budget: number) => ({
  ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_TIMEOUT_MS: '3000',
  LLM_BREAKER_THRESHOLD: '1000', LLM_CONSULT_USD_BUDGET: String(budget),
});

let standin: AnthropicStandin;
const redis = new Redis(testRedisUrl());
const apps: TestApp[] = [];
const clients: PatientClient[] = [];
beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  standin.script('text', (body: Record<string, unknown>) => (isAnswer(body) ? GROUNDED : 'Thank you.'));
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  for (const a of apps) await a.stop().catch(() => undefined);
  await standin.stop();
  redis.disconnect();
});

type Spend = { limit: number; used: number; byRole: Record<string, { calls: number; usd: number }> };
const spendOf = async (prefix: string, caseId: string): Promise<Spend | null> => {
  const raw = await redis.hget(`${prefix}:case:{${caseId}}:snap`, 'llm');
  return raw ? (JSON.parse(raw) as Spend) : null;
};
const callsIn = (s: Spend | null) => Object.values(s?.byRole ?? {}).reduce((n, t) => n + t.calls, 0);

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the dollar budget across a restore', () => {
  it('a consult restored on another node goes on with the dollars it spent, and its budget refuses what it should', async () => {
    const first = await startTestApp({ STOP_GRACE_MS: 0 }, { llmEnv: llmEnv(standin.url, 1) });
    apps.push(first);
    const prefix = first.config.KEY_PREFIX;
    const a = await new PatientClient(first.url).connected();
    clients.push(a);
    await a.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
    await a.say('I have had an itchy red rash on my forearms for two weeks');
    const question = await a.waitFor('assistant:message', (m) => a.isQuestion(m), 20_000);
    await a.say('What are the common symptoms of diabetes?');
    const answered = await a.waitFor('assistant:message', (m) => m.seq > question.seq && m.text.includes('signs of diabetes [1]'), 20_000);
    await a.waitFor('assistant:message', (m) => m.seq > answered.seq, 20_000); // back to the consult
    await a.waitQuiet();
    expect(standin.requests.filter((r) => isAnswer(r.body))).toHaveLength(1);

    // every call the stand-in answered is counted in the snapshot, in dollars
    const billed = () => standin.requests.filter((r) => r.usage).length;
    const spent = await until('the spend in the snapshot', async () => {
      const s = await spendOf(prefix, a.caseId);
      return s && callsIn(s) === billed() ? s : null;
    });
    expect(spent.used).toBeGreaterThan(0);
    expect(spent.byRole.patient_text).toMatchObject({ calls: 1 });
    a.close();
    await first.stop();

    // node 2: the limit leaves room for one more answer (the answer's estimate) only if the spend were forgotten;
    // the plan's and the safety review's reserve is still held (they have not run)
    const reserve = ROLE_ESTIMATE_USD.plan + ROLE_ESTIMATE_USD.safety;
    const limit = spent.used + reserve + ROLE_ESTIMATE_USD.patient_text * 0.95;
    const second = await startTestApp({ KEY_PREFIX: prefix, QUEUE_PREFIX: first.config.QUEUE_PREFIX }, { llmEnv: llmEnv(standin.url, limit) });
    apps.push(second);
    const before = standin.requests.length;
    const b = await new PatientClient(second.url).connected();
    clients.push(b);
    expect(await b.request('consult:resume', { caseId: a.caseId, resumeToken: a.resumeToken, lastSeq: a.lastSeq })).toMatchObject({ ok: true });
    const last = b.lastSeq;
    await b.say('What are the common symptoms of diabetes?');
    const offline = await b.waitFor('assistant:message', (m) => m.seq > last && m.messageId !== 'engine-fallback' && !m.text.startsWith('Back to'), 20_000);
    await b.waitQuiet();

    expect(standin.requests.slice(before).filter((r) => isAnswer(r.body))).toEqual([]); // Claude was not asked
    expect(offline.text).not.toContain(GROUNDED);
    const audit = (await second.app.audit.read(a.caseId)).map((e) => ({ type: e.type, data: JSON.parse(e.data) as Record<string, unknown> }));
    expect(audit.filter((e) => e.type === 'llm.fallback').map((e) => e.data)).toContainEqual(expect.objectContaining({ role: 'patient_text', reason: 'budget_exhausted' }));
    // the spend stands as node 1 counted it (and is written again with node 2's records)
    const after = await spendOf(prefix, a.caseId);
    expect(after!.used).toBeGreaterThanOrEqual(spent.used);
    expect(after!.byRole.patient_text).toMatchObject({ calls: 1 });
  }, 60_000);
});
