// Why this exists: a 429 storm on one model sheds load gradually instead of switching Claude off for every
// consult, and moves the roles that allow it to the Haiku tier (issue 27). Real server, real sockets, several
// consults at once against the loopback Messages API, which refuses (429, retry-after) whatever goes past two
// open requests on the model every role uses. With no overflow tier: the model's breaker never opens and every
// consult keeps Claude's answers for most of its calls. With the default tier: every consult stays wholly on
// Claude (the council, judge, interview and safety review overflow; the plan stays on its model and queues).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { AnthropicStandin } from '../support/anthropic-standin.ts';

const MODEL = 'claude-sonnet-5-5';
const TIER = 'claude-haiku-5-5';

function stormApp(extra: Record<string, string>) {
  const s = { standin: new AnthropicStandin(), t: null as unknown as TestApp };
  beforeAll(async () => {
    await s.standin.start();
    s.standin.setPace({ ttftMs: 80, tokensPerSec: 3000, cacheMinTokens: 1024 });
    s.standin.rateLimit = { model: MODEL, maxInFlight: 2, retryAfterS: 0.05 };
    s.t = await startTestApp({}, {
      llmEnv: {
        ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: s.standin.url, LLM_MODEL: MODEL, LLM_FIRST_TOKEN_MS: '15000',
        LLM_BACKOFF_INITIAL_MS: '10', LLM_BACKOFF_MAX_MS: '50', LLM_BREAKER_THRESHOLD: '5', LLM_SHED_WAIT_MS: '4000', ...extra,
      },
    });
  });
  afterAll(async () => {
    await s.t.stop();
    await s.standin.stop();
  });
  return s;
}

async function consult(t: TestApp): Promise<string> {
  const p = await new PatientClient(t.url).connected();
  try {
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
    await p.say("I've had a headache for two days");
    await p.answerUntilRecommendation(['two days ago', 'about 5 out of 10', 'the front of my head', 'no', 'no medicines', 'no allergies'], 60_000);
    await p.waitForBookingOffer(30_000);
    return p.caseId;
  } finally {
    await p.request('consult:end', {}).catch(() => undefined);
    p.close();
  }
}

const calls = async (t: TestApp, caseId: string) =>
  (await t.app.audit.read(caseId)).filter((e) => e.type === 'llm.call').map((e) => JSON.parse(e.data) as { role: string; engine: string; model?: string; fellBack?: string });

describe('a 429 storm on one model, no overflow tier', () => {
  const s = stormApp({ LLM_OVERFLOW_ROLES: 'none' });
  it('sheds part of the load and keeps every consult on Claude; the breaker never opens', async () => {
    const first = await Promise.all([consult(s.t), consult(s.t), consult(s.t), consult(s.t)]);
    expect(s.standin.throttled).toBeGreaterThan(5); // a storm: many refusals, more than the breaker's threshold
    const late = await consult(s.t); // started while the limit is still cut
    // how many calls wait long enough for a slot depends on the machine's load: the shares are bounded loosely
    // (a process-wide breaker, as before, left about 4 % of calls on Claude), the breaker not at all
    let all = 0, claude = 0;
    for (const id of [...first, late]) {
      const c = await calls(s.t, id);
      expect(c.filter((x) => x.fellBack === 'breaker_open'), id).toEqual([]);
      expect(c.filter((x) => x.model === TIER), id).toEqual([]);
      const onClaude = c.filter((x) => x.engine === 'claude').length;
      expect(onClaude / c.length, id).toBeGreaterThanOrEqual(0.35);
      all += c.length; claude += onClaude;
    }
    expect(claude / all).toBeGreaterThan(0.5);
  }, 120_000);
});

describe('a 429 storm on one model, with the Haiku tier to overflow to (the default)', () => {
  const s = stormApp({});
  it('keeps every consult wholly on Claude: the roles that allow it move to the tier, the plan stays on its model', async () => {
    const ids = await Promise.all([consult(s.t), consult(s.t), consult(s.t), consult(s.t)]);
    expect(s.standin.throttled).toBeGreaterThan(0); // the model refused: a storm
    const byModel = (m: string) => s.standin.requests.filter((r) => r.body.model === m).length;
    expect(byModel(TIER)).toBeGreaterThan(0);
    for (const id of ids) {
      const c = await calls(s.t, id);
      expect(c.filter((x) => x.engine !== 'claude').map((x) => `${x.role} ${x.fellBack}`), id).toEqual([]);
      expect(c.filter((x) => x.role === 'plan').map((x) => x.model), id).toEqual([MODEL]);
    }
    const overflowed = (await Promise.all(ids.map((id) => calls(s.t, id)))).flat().filter((x) => x.model === TIER);
    expect(new Set(overflowed.map((x) => x.role)).size).toBeGreaterThan(0);
    expect(overflowed.every((x) => ['interview', 'specialist', 'judge', 'safety'].includes(x.role))).toBe(true);
  }, 120_000);
});
