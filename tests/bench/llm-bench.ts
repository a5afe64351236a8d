// Why this exists: `npm run bench:llm` (issue 27): Helios on Claude against the loopback Messages API
// stand-in at a model's pace (600 ms to first token, 60 output tokens/s, prompt caching simulated),
// scripted consults over real sockets, and a report of calls per role, tokens, dollars per consult and
// the patient's waits: each patient message to the first visible token, the last answer to the
// recommendation's first words. `--json` prints one JSON object last.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createApp, type App } from '../../server/app.ts';
import { loadConfig, NO_RATE_LIMITS } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { AnthropicStandin, type StandinUsage } from '../support/anthropic-standin.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startRedis, type BenchRedis } from './procs.ts';
import { scriptModel, type ModelKnobs } from './llm-model.ts';
import { llmUsd, priceFor } from '../../actors/llm/pricing.ts';

const { values: a } = parseArgs({
  options: {
    consults: { type: 'string' }, scenarios: { type: 'string' }, 'ttft-ms': { type: 'string' }, tps: { type: 'string' },
    hang: { type: 'boolean' }, storm: { type: 'boolean' }, 'no-overflow': { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean' },
  },
});
if (a.help) {
  console.log(`npx tsx tests/bench/llm-bench.ts [options]
  --consults N     warm routine consults measured after one cold one (default 2)
  --scenarios L    comma list of extra scenarios: low_confidence, emergency_missed, red_flag (default all)
  --ttft-ms MS     stand-in time to first token (default 600)
  --tps N          stand-in output tokens per second (default 60)
  --hang           also run one routine consult with the API hanging (longest silence)
  --storm          also run 6 routine consults at once while the model answers 429 (retry-after 1 s) past 4
                   open requests: the share of consults that stay on Claude
  --no-overflow    the storm with no role moving to the Haiku tier (LLM_OVERFLOW_ROLES=none), for comparison
  --json           print one JSON object as the last line`);
  process.exit(0);
}
const consults = Math.max(1, Number(a.consults ?? 2));
const extra = (a.scenarios ?? 'low_confidence,emergency_missed,red_flag').split(',').filter(Boolean);
const pace = { ttftMs: Number(a['ttft-ms'] ?? 600), tokensPerSec: Number(a.tps ?? 60), cacheMinTokens: 1024 };

const ROLE_OF: Record<string, string> = {
  record_history: 'interview', submit_opinion: 'specialist', submit_consensus: 'judge', submit_plan: 'plan',
  submit_safety_review: 'safety', text: 'patient_text',
};
const ANSWERS = ['two days ago', 'about 5 out of 10', 'the front of my head', 'no', 'no medicines', 'no allergies', 'no', 'no'];

interface ConsultFigures {
  scenario: string;
  calls: Record<string, number>;
  /** requests per model */
  models: Record<string, number>;
  totalCalls: number;
  tokens: StandinUsage;
  usd: number;
  /** each patient message → its first visible token (ms) */
  firstToken: number[];
  /** consult:start → the greeting's first token */
  greetingMs: number;
  /** last answer → first words of the recommendation */
  recommendationMs: number | null;
  /** the longest wait from a patient message to the next visible assistant event */
  longestSilenceMs: number;
  /** the longest gap between visible assistant events (or a patient message and the next) while the server worked */
  longestGapMs: number;
  outcome: string;
  /** role calls Claude answered, of all role calls (the audit chain), and why the others fell back */
  onClaude: number;
  /** of those, answered by another model than the default (the overflow tier) */
  overflowed: number;
  roleCalls: number;
  fellBack: string[];
}

async function runConsult(app: { url: string; app?: App }, standin: AnthropicStandin, scenario: string): Promise<ConsultFigures> {
  const from = standin.requests.length;
  const p = await new PatientClient(app.url).connected();
  const arrived = new Map<number, number>();
  p.socket.onAny((_name: string, ev: { seq?: number }) => { if (typeof ev?.seq === 'number' && !arrived.has(ev.seq)) arrived.set(ev.seq, performance.now()); });
  const says: { at: number; seqBefore: number }[] = [];
  const origSay = p.say.bind(p);
  p.say = (text: string, id?: string) => {
    says.push({ at: performance.now(), seqBefore: p.lastSeq });
    return origSay(text, id);
  };
  const startedAt = performance.now();
  let outcome = 'handoff';
  try {
    await p.start({ locale: 'en', patient: { age: 40, sex: 'female', name: 'Ana Souza' } });
    const opening = scenario === 'red_flag'
      ? 'I have crushing chest pain spreading to my left arm and I am sweating'
      : "I've had a headache for two days";
    await p.say(opening);
    if (scenario === 'red_flag') {
      await p.waitFor('emergency', () => true, 20_000);
      outcome = 'emergency';
    } else {
      try {
        await p.answerUntilRecommendation(ANSWERS, 180_000);
        const offer = await Promise.race([
          p.waitForBookingOffer(120_000).then((o) => ({ o })),
          p.waitFor('emergency', () => true, 120_000).then(() => null),
          p.waitFor('consult:state', (e) => e.stage === 'escalated', 120_000).then(() => null),
        ]);
        if (offer) {
          // consults booking at once may take the same slot: a taken slot brings a new offer, accepted in turn
          let o = offer.o;
          for (;;) {
            await p.request('confirm:reply', { requestId: o.requestId, accept: true, optionId: o.options[0].id });
            const seq = o.seq;
            const next = await Promise.race([
              p.waitFor('handoff:ready', () => true, 120_000).then(() => null),
              p.waitFor('confirm:request', (e) => e.seq > seq && e.kind === 'booking', 120_000),
            ]);
            if (!next) break;
            o = next;
          }
        } else outcome = p.all('emergency').length ? 'emergency' : 'escalated';
      } catch (err) {
        if (p.all('emergency').length) outcome = 'emergency';
        else if (p.stage() === 'escalated') outcome = 'escalated';
        else throw err;
      }
    }
    await p.waitQuiet(30_000).catch(() => undefined);
  } finally {
    p.close();
  }
  const deltas = p.all('assistant:delta').map((d) => ({ seq: d.seq, at: arrived.get(d.seq) ?? Infinity }));
  const firstAfter = (seq: number, at: number) => Math.min(...deltas.filter((d) => d.seq > seq && d.at >= at).map((d) => d.at));
  const firstToken = says.map((s) => firstAfter(s.seqBefore, s.at) - s.at).filter(Number.isFinite);
  const greetingMs = firstAfter(0, startedAt) - startedAt;
  const rec = p.all('recommendation')[0];
  let recommendationMs: number | null = null;
  if (rec) {
    // the advice: the first message completed after the recommendation (its first words may have come
    // before it, streamed from the plan call)
    const recAt = arrived.get(rec.seq)!;
    const advice = p.all('assistant:message').find((m) => m.seq > rec.seq && m.messageId !== 'engine-fallback');
    const firstWords = Math.min(...p.all('assistant:delta').filter((d) => d.messageId === advice?.messageId).map((d) => arrived.get(d.seq) ?? Infinity));
    const last = says.filter((s) => s.at < Math.min(recAt, firstWords)).at(-1)!;
    recommendationMs = (Number.isFinite(firstWords) ? firstWords : firstAfter(rec.seq, recAt)) - last.at;
  }
  // silence: from each patient message, the gaps between visible events until the next question or the end
  const visible = [...arrived.entries()].filter(([seq]) => p.events.find((e) => e.event.seq === seq)?.name.startsWith('assistant:')).map(([, at]) => at).sort((x, y) => x - y);
  let longestSilenceMs = 0;
  for (const s of says) {
    const next = visible.find((t) => t >= s.at);
    if (next !== undefined) longestSilenceMs = Math.max(longestSilenceMs, next - s.at);
  }
  // any wait on the server: the longest gap before a visible event, from the one before it or a patient message
  const timeline = [...says.map((s) => ({ at: s.at, visible: false })), ...visible.map((at) => ({ at, visible: true }))].sort((x, y) => x.at - y.at);
  let longestGapMs = 0;
  let gapEnd = -1;
  for (let i = 1; i < timeline.length; i++) {
    if (timeline[i].visible && timeline[i].at - timeline[i - 1].at > longestGapMs) {
      longestGapMs = timeline[i].at - timeline[i - 1].at;
      gapEnd = timeline[i].at;
    }
  }
  if (process.env.BENCH_GAP_DETAIL && gapEnd >= 0) {
    // what ended the longest gap, and what came before it (names and message ids only)
    const near = [...arrived.entries()].filter(([, at]) => at >= gapEnd - longestGapMs - 1 && at <= gapEnd + 1)
      .map(([seq, at]) => { const e = p.events.find((x) => x.event.seq === seq); return `${Math.round(at - startedAt)}ms ${e?.name} ${(e?.event as { messageId?: string })?.messageId ?? ''}`; });
    console.error(`${scenario} longest gap ${Math.round(longestGapMs)} ms: ${near.join(' | ')}`);
  }
  const mine = standin.requests.slice(from);
  const calls: Record<string, number> = {};
  const tokens: StandinUsage = { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  let usd = 0;
  const models: Record<string, number> = {};
  for (const r of mine) {
    const role = ROLE_OF[r.kind] ?? r.kind;
    calls[role] = (calls[role] ?? 0) + 1;
    if (!r.usage) continue;
    for (const k of Object.keys(tokens) as (keyof StandinUsage)[]) tokens[k] += r.usage[k];
    usd += llmUsd(r.usage, priceFor(String(r.body.model)));
    models[String(r.body.model)] = (models[String(r.body.model)] ?? 0) + 1;
  }
  // which roles Claude answered and which the offline engine did (and why): the audit chain's llm.call entries
  const audited = app.app ? (await app.app.audit.read(p.caseId)).filter((e) => e.type === 'llm.call').map((e) => JSON.parse(e.data) as { role: string; engine: string; model?: string; fellBack?: string }) : [];
  const onClaude = audited.filter((e) => e.engine === 'claude').length;
  const fellBack = audited.filter((e) => e.fellBack).map((e) => `${e.role} ${e.fellBack!}`);
  const overflowed = audited.filter((e) => e.engine === 'claude' && e.model && e.model !== STORM_MODEL).length;
  return { scenario, calls, models, totalCalls: mine.length, tokens, usd, firstToken, greetingMs, recommendationMs, longestSilenceMs, longestGapMs, outcome, onClaude, overflowed, roleCalls: audited.length, fellBack };
}

const pct = (xs: number[], q: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const ms = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : `${Math.round(x)}`);

async function withApp<T>(redis: BenchRedis, env: Record<string, string>, fn: (app: { url: string; app: App }, standin: AnthropicStandin) => Promise<T>, knobs: ModelKnobs = {}, hang = false): Promise<T> {
  const standin = new AnthropicStandin();
  await standin.start();
  standin.setPace(pace);
  scriptModel(standin, knobs);
  if (hang) standin.setMode('hanging');
  const prefix = `lb${randomBytes(4).toString('hex')}`;
  const config = loadConfig({}, {
    PORT: 0, HOST: '127.0.0.1', KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, LOG_LEVEL: 'silent',
    STREAM_FIRST_DELAY_MS: 0, STREAM_PIECE_DELAY_MS: 0, SERVER_HELPER_NICE: 0, ...NO_RATE_LIMITS,
  });
  const app: App = createApp(config, {
    redisUrl: redis.url, logger: createLogger(process.env.BENCH_LOG_LEVEL ?? 'silent'),
    llmEnv: { ANTHROPIC_API_KEY: 'bench-key', ANTHROPIC_BASE_URL: standin.url, ...env },
  });
  const { port } = await app.start();
  try {
    return await fn({ url: `http://127.0.0.1:${port}`, app }, standin);
  } finally {
    await app.stop();
    await standin.stop();
  }
}

/** the model every role uses by default: the storm's */
const STORM_MODEL = 'claude-sonnet-5-5';
let throttled = 0;
let stormUsd = 0;
const stormModels: Record<string, number> = {};

async function main() {
  const redis = await startRedis();
  const results: ConsultFigures[] = [];
  try {
    await withApp(redis, {}, async (app, standin) => {
      results.push({ ...(await runConsult(app, standin, 'routine')), scenario: 'routine (cold cache)' });
      for (let i = 0; i < consults; i++) results.push(await runConsult(app, standin, 'routine'));
    });
    if (extra.includes('low_confidence')) await withApp(redis, {}, async (app, s) => void results.push(await runConsult(app, s, 'low_confidence')), { specialistConfidence: 0.55 });
    if (extra.includes('emergency_missed')) await withApp(redis, {}, async (app, s) => void results.push(await runConsult(app, s, 'emergency_missed')), { emergency: true });
    if (extra.includes('red_flag')) await withApp(redis, {}, async (app, s) => void results.push(await runConsult(app, s, 'red_flag')));
    if (a.hang) await withApp(redis, {}, async (app, s) => void results.push({ ...(await runConsult(app, s, 'routine')), scenario: 'routine (API hangs)' }), {}, true);
    if (a.storm) {
      await withApp(redis, a['no-overflow'] ? { LLM_OVERFLOW_ROLES: 'none' } : {}, async (app, s) => {
        s.rateLimit = { model: STORM_MODEL, maxInFlight: 4, retryAfterS: 1 };
        const storm = await Promise.all(Array.from({ length: 6 }, () => runConsult(app, s, 'routine')));
        throttled = s.throttled;
        // every request of the six, priced by the model that answered it
        for (const r of s.requests) {
          const m = String(r.body.model);
          stormModels[m] = (stormModels[m] ?? 0) + 1;
          if (r.usage) stormUsd += llmUsd(r.usage, priceFor(m));
        }
        results.push(...storm.map((r) => ({ ...r, scenario: 'routine (429 storm)' })));
      });
    }
  } finally {
    await redis.stop();
  }

  console.log(`pace: ${pace.ttftMs} ms to first token, ${pace.tokensPerSec} tokens/s, cache minimum ${pace.cacheMinTokens} tokens; each model at its price (LLM_PRICES): Sonnet $3/M in, $15/M out, Haiku $1/M, $5/M; cache read 10 %, write 125 %`);
  console.log('scenario                 outcome    calls  by role                                              in      out   c.write  c.read   USD     greet  1st-token p50/p95/max  rec    silence  gap');
  for (const r of results) {
    const byRole = Object.entries(r.calls).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log([
      r.scenario.padEnd(24), r.outcome.padEnd(10), String(r.totalCalls).padStart(5), byRole.padEnd(52),
      String(r.tokens.input_tokens).padStart(7), String(r.tokens.output_tokens).padStart(6), String(r.tokens.cache_creation_input_tokens).padStart(8),
      String(r.tokens.cache_read_input_tokens).padStart(7), r.usd.toFixed(4).padStart(7), ms(r.greetingMs).padStart(6),
      `${ms(pct(r.firstToken, 0.5))}/${ms(pct(r.firstToken, 0.95))}/${ms(Math.max(...r.firstToken))}`.padStart(22),
      ms(r.recommendationMs).padStart(6), ms(r.longestSilenceMs).padStart(8), ms(r.longestGapMs).padStart(6),
    ].join(' '));
  }
  const warm = results.filter((r) => r.scenario === 'routine');
  const turns = warm.flatMap((r) => r.firstToken);
  const figures: Record<string, number> = {
    llm_first_token_p50_ms: Math.round(pct(turns, 0.5)),
    llm_first_token_p95_ms: Math.round(pct(turns, 0.95)),
    llm_recommendation_ms: Math.round(pct(warm.map((r) => r.recommendationMs ?? NaN).filter(Number.isFinite), 0.5)),
    llm_calls_per_consult: +(warm.reduce((s, r) => s + r.totalCalls, 0) / warm.length).toFixed(1),
    llm_usd_per_consult: +(warm.reduce((s, r) => s + r.usd, 0) / warm.length).toFixed(4),
    ...(a.hang ? {
      llm_hang_longest_silence_ms: Math.round(results.find((r) => r.scenario === 'routine (API hangs)')?.longestSilenceMs ?? NaN),
      llm_hang_longest_gap_ms: Math.round(results.find((r) => r.scenario === 'routine (API hangs)')?.longestGapMs ?? NaN),
    } : {}),
  };
  if (a.storm) {
    const storm = results.filter((r) => r.scenario === 'routine (429 storm)');
    const whole = storm.filter((r) => r.fellBack.length === 0).length;
    const calls = storm.reduce((n, r) => n + r.roleCalls, 0);
    const reasons: Record<string, number> = {};
    for (const f of storm.flatMap((r) => r.fellBack)) reasons[f] = (reasons[f] ?? 0) + 1;
    const shed = storm.reduce((n, r) => n + r.fellBack.length, 0);
    const overflowed = storm.reduce((n, r) => n + r.overflowed, 0);
    Object.assign(figures, {
      llm_storm_consults: storm.length,
      llm_storm_consults_all_claude: whole,
      llm_storm_consults_all_claude_share: +(whole / storm.length).toFixed(2),
      llm_storm_calls_on_claude_share: +(storm.reduce((n, r) => n + r.onClaude, 0) / Math.max(1, calls)).toFixed(2),
      llm_storm_calls_shed: shed,
      llm_storm_calls_overflowed: overflowed,
      llm_storm_breaker_open_fallbacks: storm.flatMap((r) => r.fellBack).filter((f) => f.endsWith('breaker_open')).length,
      llm_storm_usd_per_consult: +(stormUsd / storm.length).toFixed(4),
      llm_storm_recommendation_p50_ms: Math.round(pct(storm.map((r) => r.recommendationMs ?? NaN).filter(Number.isFinite), 0.5)),
    });
    // (each storm row's calls, tokens and dollars count the requests of all six: they ran at once)
    console.log(`429 storm${a['no-overflow'] ? ' with no overflow tier' : ''} (${storm.length} consults at once, ${throttled} requests refused): ${whole} of ${storm.length} consults wholly on Claude; ${Math.round(100 * figures.llm_storm_calls_on_claude_share)} % of role calls on Claude (${overflowed} on the overflow tier); ${shed} calls shed to the offline engine ${JSON.stringify(reasons)}; requests by model ${JSON.stringify(stormModels)}; $${figures.llm_storm_usd_per_consult} per consult`);
  }
  console.log(`routine, warm (${warm.length} consults): first visible token p50 ${figures.llm_first_token_p50_ms} ms, p95 ${figures.llm_first_token_p95_ms} ms; last answer → recommendation ${figures.llm_recommendation_ms} ms; ${figures.llm_calls_per_consult} calls, $${figures.llm_usd_per_consult}`);
  if (a.json) console.log(JSON.stringify(figures));
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
