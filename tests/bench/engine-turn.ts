// Why this exists: the offline engine's own work per patient turn (rebuild the facts, rules and differential,
// pick the next question, and at the end the council's opinions) must stay small next to the network and
// Redis; `npm run bench:engine [-- --json]` times it over scripted consults, warm, and prints p50/p99.
import { build } from 'hdr-histogram-js';
import { offlineInterview } from '../../actors/agents/history.agent.ts';
import { councilOpinions } from '../../actors/engine/specialist.ts';
import { formCouncil } from '../../actors/engine/council.ts';
import type { HistoryField } from '../../actors/engine/types.ts';
import { clearFindingsCache } from '../../actors/engine/findings.ts';
import { clearHistoryCache } from '../../actors/engine/history-extract.ts';

/** Consults written for this bench (not evaluation cases): an opening message and the replies after it. */
const CONSULTS: { locale: string; texts: string[]; patient?: { age?: number; sex?: 'female' | 'male' } }[] = [
  { locale: 'en', texts: ['I have had a sore throat and a temperature for two days', 'it started on Monday', '6 out of 10', 'no', "I don't know", 'paracetamol'] },
  { locale: 'en', texts: ['my knee has been aching for a week after a long run', 'about a week ago', '4 out of 10', 'the right knee', 'no', 'none'], patient: { age: 34, sex: 'female' } },
  { locale: 'en', texts: ['58M c/o epigastric burning after meals x 3 weeks, no wt loss, no melena', 'three weeks', 'omeprazole helps a bit', 'no', 'ramipril'] },
  { locale: 'es', texts: ['tengo tos y mocos desde hace tres días, un poco de fiebre', 'hace tres días', 'leve', 'no', 'no sé'] },
  { locale: 'fr', texts: ["j'ai une éruption qui gratte sur les bras depuis une semaine", 'une semaine', 'sur les deux bras', 'non', 'aucun'] },
  { locale: 'en', texts: ['my 4 year old has had diarrhoea and vomiting since last night', 'last night', 'yes he is drinking', 'no blood', "I don't know"], patient: { age: 4 } },
];

function run(): number[] {
  const times: number[] = [];
  for (const c of CONSULTS) {
    // each message is read cold the first time, as a new patient's would be; earlier ones are cached
    clearFindingsCache(); clearHistoryCache();
    const patientTexts: string[] = [];
    const asked: HistoryField[] = [];
    const askedFindings: string[] = [];
    const answers: { field: HistoryField; text: string; finding?: string }[] = [];
    let pending: { field: HistoryField; finding?: string } | null = null;
    for (const text of c.texts) {
      patientTexts.push(text);
      if (pending) answers.push({ field: pending.field, text, ...(pending.finding ? { finding: pending.finding } : {}) });
      const start = process.hrtime.bigint();
      const out = offlineInterview({ patientTexts, answers, asked, askedFindings, maxQuestions: 6, locale: c.locale, patient: c.patient ?? {} });
      if (!out.question) councilOpinions(formCouncil(out.facts, c.patient ?? {}), out.facts, c.patient ?? {});
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      pending = out.question ? { field: out.question.field, finding: out.question.finding } : null;
      if (out.question) { asked.push(out.question.field); if (out.question.finding) askedFindings.push(out.question.finding); }
      if (!out.question) break;
    }
  }
  return times;
}

const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 200);
run(); // warm: compiled lexicon and caches, as on a running server
const h = build({ lowestDiscernibleValue: 1, highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: 3 });
let turns = 0;
for (let i = 0; i < ROUNDS; i++) for (const ms of run()) { h.recordValue(Math.max(1, Math.round(ms * 1000))); turns++; }
const us = (q: number) => h.getValueAtPercentile(q) / 1000;
const result = { engine_turns: turns, engine_turn_p50_ms: +us(50).toFixed(3), engine_turn_p99_ms: +us(99).toFixed(3), engine_turn_max_ms: +(h.maxValue / 1000).toFixed(3) };
console.log(`engine work per patient turn over ${turns} turns: p50 ${result.engine_turn_p50_ms} ms, p99 ${result.engine_turn_p99_ms} ms, max ${result.engine_turn_max_ms} ms (goal p99 <= 5 ms)`);
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
