// Why this exists: the plan's advice streams to the patient while the plan call is still writing the rest of
// the plan (issue 27), under the message id the machine gave it before the call. Over real sockets against
// the loopback Messages API: the advice's first words come before the recommendation, the streamed deltas
// and the final message share one id and one text, and no sentence is sent twice, also when the patient's
// own message gets a reply (a new message id) while the plan is being written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';
import { STILL_WORKING } from '../../server/consult/still-working.ts';

const ADVICE = 'See a neurology clinician within a few days. Keep a note of when the headaches start. '
  + 'Rest in a quiet, dark room when one begins. Seek care sooner if it gets worse or something new appears.';
const SENTENCES = ADVICE.match(/[^.]+\.\s*/g)!.map((s) => s.trim());

let standin: AnthropicStandin;
let t: TestApp;
const clients: PatientClient[] = [];
let onPlanCall: (() => void) | null = null;
let snippet = 240;

beforeAll(async () => {
  standin = new AnthropicStandin();
  await standin.start();
  t = await startTestApp({}, {
    llmEnv: { ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: standin.url, LLM_BACKOFF_INITIAL_MS: '1', LLM_BACKOFF_MAX_MS: '5', LLM_BREAKER_THRESHOLD: '1000', LLM_FIRST_TOKEN_MS: '15000' },
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
  // the plan's tool input is written at a model's pace, advice first, then a long evidence map: the advice
  // is complete well before the plan call is
  standin.setPace({ ttftMs: 50, tokensPerSec: 400, cacheMinTokens: 1024 });
  standin.script('submit_plan', () => {
    onPlanCall?.();
    return {
      advice: ADVICE, specialty: 'neurology', urgency: 3, triageLevel: 'non_urgent', disposition: 'primary_care', citations: [],
      evidenceMap: Array.from({ length: 6 }, (_, i) => ({ claim: `claim ${i}`, evidenceId: `ev-${i}`, snippet: 'x'.repeat(snippet) })),
    };
  });
});

async function toRecommendation(p: PatientClient) {
  await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
  await p.say("I've had a headache for two days");
  await p.answerUntilRecommendation(['two days ago', 'about 5 out of 10', 'the front of my head', 'no', 'no medicines', 'no allergies'], 40_000);
  await p.waitFor('assistant:message', (m) => m.text === ADVICE, 20_000);
  await p.waitQuiet(10_000);
}

function checkOneVoice(p: PatientClient) {
  const messages = p.all('assistant:message');
  const advice = messages.filter((m) => m.text === ADVICE);
  expect(advice).toHaveLength(1); // the advice is one message, sent once
  const id = advice[0].messageId;
  const deltas = p.all('assistant:delta').filter((d) => d.messageId === id);
  expect(deltas.map((d) => d.delta).join('')).toBe(ADVICE); // the deltas and the message are one text
  const streamed = p.all('assistant:delta').map((d) => d.delta).join('');
  for (const s of SENTENCES) expect(streamed.split(s).length - 1, s).toBe(1); // no sentence twice
  expect(new Set(messages.map((m) => m.messageId)).size).toBe(messages.length); // every message id once
  for (const m of messages.filter((x) => x.messageId !== 'engine-fallback')) {
    expect(p.all('assistant:delta').filter((d) => d.messageId === m.messageId).map((d) => d.delta).join(''), m.messageId).toBe(m.text);
  }
  expect(deltas[0].seq).toBeLessThan(p.all('recommendation')[0].seq); // streamed while the plan call was still writing
  return { id, deltas };
}

describe('the plan streams its advice (Claude, EVIDENCE_WEB off)', () => {
  it('sends the advice as the plan call writes it: first words before the recommendation, one id, nothing twice', async () => {
    const p = await new PatientClient(t.url).connected();
    clients.push(p);
    await toRecommendation(p);
    checkOneVoice(p);
    expect(standin.requests.find((q) => q.kind === 'submit_plan')!.body.stream).toBe(true);
    expect(standin.count('text')).toBe(0); // nothing re-worded
  });

  it('sends the whole advice before the plan call ends, with no still-working line inside it', async () => {
    snippet = 800; // the rest of the plan takes about 3 s after the advice (past STILL_WORKING_MS)
    try {
      const p = await new PatientClient(t.url).connected();
      clients.push(p);
      const arrived = new Map<number, number>();
      p.socket.onAny((_n: string, ev: { seq?: number }) => { if (typeof ev?.seq === 'number') arrived.set(ev.seq, Date.now()); });
      await toRecommendation(p);
      const { deltas } = checkOneVoice(p);
      const last = deltas.at(-1)!;
      // the last sentence too goes out when the advice is written, not held until the plan's end (~3 s later)
      expect(arrived.get(p.all('recommendation')[0].seq)! - arrived.get(last.seq)!).toBeGreaterThan(1000);
      const lines = new Set(STILL_WORKING.en);
      const inside = p.all('assistant:message').filter((m) => lines.has(m.text) && m.seq > deltas[0].seq && m.seq < last.seq);
      expect(inside).toEqual([]);
    } finally {
      snippet = 240;
    }
  });

  it('keeps the advice whole under its own id when the patient writes during the plan and gets a reply', async () => {
    const p = await new PatientClient(t.url).connected();
    clients.push(p);
    // while the plan is being written, the patient asks something that gets an immediate reply: a message
    // that takes the next message id (an id guessed at the plan's start would have been this one)
    onPlanCall = () => { onPlanCall = null; void p.say('What is the maximum dose of ibuprofen I can take?'); };
    await toRecommendation(p);
    const { id } = checkOneVoice(p);
    const reply = p.all('assistant:message').find((m) => /dose/i.test(m.text) && m.messageId !== id);
    expect(reply).toBeDefined();
    expect(p.all('assistant:delta').filter((d) => d.messageId === reply!.messageId).map((d) => d.delta).join('')).toBe(reply!.text);
  });
});
