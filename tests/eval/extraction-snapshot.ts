// Why this exists: proves that speed work on the offline extractors changes no result, by snapshotting gatherFacts and extractFindings over every eval case.
// Usage: npx tsx tests/eval/extraction-snapshot.ts [out.json] [--compare baseline.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { gatherFacts, offlineInterview } from '../../actors/agents/history.agent.ts';
import { extractFindings, findingsFromHistory } from '../../actors/engine/findings.ts';
import { applyAnswer, extractHistory } from '../../actors/engine/history-extract.ts';
import type { HistoryField, PatientInfo } from '../../actors/engine/types.ts';

interface EvalCase { key: string; id: string; text: string; patient?: PatientInfo; answers?: string[]; locale?: string }

const FIELDS: HistoryField[] = ['complaint', 'onset', 'provocation', 'quality', 'region', 'severity', 'timing',
  'age', 'sex', 'pregnancy', 'medications', 'allergies', 'conditions', 'associated'];
const FILES = ['tests/eval/cases.jsonl', 'tests/eval/holdout.jsonl', 'tests/eval/smoke.jsonl'];

const load = (f: string): EvalCase[] => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim())
  .map((l) => { const c = JSON.parse(l) as EvalCase; return { ...c, key: `${f.replace(/^.*\//, '')}:${c.id}` }; });

/** Everything the extractors say about one case, in a fixed order. */
function snapshotCase(c: EvalCase): Record<string, unknown> {
  const patient = c.patient ?? {};
  const replies = c.answers ?? [];
  const out: Record<string, unknown> = {};
  // 1. the interview as the consult drives it: one gatherFacts per turn, answers fed to the fields asked
  const texts = [c.text];
  const answers: { field: HistoryField; text: string }[] = [];
  const asked: HistoryField[] = [];
  const turns: unknown[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const input = { patientTexts: [...texts], answers: [...answers], asked: [...asked], maxQuestions: 6, locale: c.locale ?? 'en', patient };
    const facts = gatherFacts(input);
    const q = offlineInterview(input).question;
    turns.push({ facts, question: q?.field ?? null });
    if (!q) break;
    const reply = replies[turn] ?? "I don't know";
    asked.push(q.field);
    texts.push(reply);
    answers.push({ field: q.field, text: reply });
  }
  out.turns = turns;
  // 2. every answer read as the answer to every field
  out.byField = replies.map((a) => FIELDS.map((field) => gatherFacts({ patientTexts: [c.text, a], answers: [{ field, text: a }], patient })));
  // 3. answers as plain messages, and all answers applied in order to one field set
  out.plain = extractHistory([c.text, ...replies], patient);
  out.chained = replies.reduce((f, a, i) => applyAnswer(f, FIELDS[(i * 5 + 3) % FIELDS.length], a), extractHistory([c.text]));
  // 4. findings per message, for the whole transcript, and from the background lists
  out.findings = [c.text, ...replies].map((t) => extractFindings(t));
  out.findingsAll = extractFindings([c.text, ...replies].join('\n'));
  const last = turns.at(-1) as { facts: { medications: string[]; conditions: string[] } };
  out.fromHistory = [...findingsFromHistory([...last.facts.medications, ...last.facts.conditions])];
  return out;
}

function run(cases: EvalCase[]): Record<string, unknown> {
  return Object.fromEntries(cases.map((c) => [c.key, snapshotCase(c)]));
}

const args = process.argv.slice(2);
const cmpAt = args.indexOf('--compare');
const baseline = cmpAt >= 0 ? args[cmpAt + 1] : undefined;
const outPath = args.find((a, i) => !a.startsWith('--') && (cmpAt < 0 || i !== cmpAt + 1)) ?? '/tmp/extraction-snapshot.json';

const cases = FILES.flatMap(load);
const t0 = performance.now();
const first = run(cases);
const t1 = performance.now();
// a second pass in reverse order: warm caches must not change any answer
const second = run([...cases].reverse());
const t2 = performance.now();
let bad = 0;
for (const c of cases) {
  if (!isDeepStrictEqual(first[c.key], second[c.key])) { bad++; console.error(`second pass differs: ${c.key}`); }
}
writeFileSync(outPath, JSON.stringify(first, null, 1));
console.log(`${cases.length} cases → ${outPath} (first pass ${(t1 - t0).toFixed(0)} ms, second ${(t2 - t1).toFixed(0)} ms)`);

if (baseline) {
  const base = JSON.parse(readFileSync(baseline, 'utf8')) as Record<string, unknown>;
  const now = JSON.parse(JSON.stringify(first)) as Record<string, unknown>;
  const ids = new Set([...Object.keys(base), ...Object.keys(now)]);
  for (const id of ids) {
    if (!isDeepStrictEqual(base[id], now[id])) { bad++; console.error(`differs from baseline: ${id}`); }
  }
  const sameText = readFileSync(baseline, 'utf8') === JSON.stringify(first, null, 1);
  console.log(`compared with ${baseline}: ${ids.size} cases, ${bad} differing; byte-identical JSON: ${sameText}`);
}
if (bad) process.exit(1);
