// Why this exists: a fast in-process triage evaluator that replays the offline consult flow (red-flag screen, history, council, judge, plan, safety) without sockets or Redis, for tuning the engine.
import { readFileSync } from 'node:fs';
import { convene } from '../../actors/agents/council.agent.ts';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';
import { screenRedFlags } from '../../actors/engine/red-flags.ts';
import { clarifyingQuestion } from '../../actors/engine/history-questions.ts';
import type { HistoryField, PatientInfo } from '../../actors/engine/types.ts';
import type { ConsensusOutput, CouncilOutput, HistoryFactsOut } from '../../machines/contract/role-schemas.ts';

const LEVELS = ['self_care', 'non_urgent', 'urgent', 'emergency'] as const;
type Level = (typeof LEVELS)[number];
const MAX_QUESTIONS = 6; // HISTORY_MAX_QUESTIONS default
const MAX_CLARIFY_ROUNDS = 2; // machines/consult.machine.ts
const DONT_KNOW = "I don't know";
/** --no-clarify: leave clarifying rounds to the interviewer alone (the behaviour before clarifyingQuestion). */
const CLARIFY = !process.argv.includes('--no-clarify');

interface EvalCase {
  id: string; text: string; gold_triage: Level; gold_triage_acceptable?: Level[];
  gold_specialty?: string | null; gold_specialty_acceptable?: string[];
  patient?: PatientInfo; answers?: string[]; locale?: string;
}

interface Outcome {
  level: Level; urgency: number; specialty: string | null; top3: string[]; via: string;
  asked: HistoryField[]; findings: string[]; votes: string;
  /** the final consensus was low-confidence; clarifying rounds run, and how many of them asked nothing */
  lowConfidence: boolean; rounds: number; emptyRounds: number;
}

const roles = createOfflineRoles();
const levelOf = (u: number): Level => (u >= 5 ? 'emergency' : u === 4 ? 'urgent' : u >= 2 ? 'non_urgent' : 'self_care');

/** One consult, as the machine and effects drive it with the offline engine. */
export async function simulate(c: EvalCase): Promise<Outcome> {
  const patient: PatientInfo = c.patient ?? {};
  const locale = c.locale ?? 'en';
  const texts: string[] = [];
  const answers: { field: HistoryField; text: string }[] = [];
  const asked: HistoryField[] = [];
  const replies = [...(c.answers ?? [])];
  let maxQuestions = MAX_QUESTIONS;
  let clarifyRounds = 0;
  let emptyRounds = 0;
  const flagged = (t: string) => screenRedFlags(t, { patient, locale }).length > 0;
  const emergency = (via: string): Outcome => ({
    level: 'emergency', urgency: 5, specialty: null, top3: ['emergency_medicine'], via, asked, findings: [], votes: '',
    lowConfidence: false, rounds: clarifyRounds, emptyRounds,
  });

  if (flagged(c.text)) return emergency('red-flag:text');
  texts.push(c.text);
  let facts: HistoryFactsOut;
  let council: CouncilOutput;
  let consensus: ConsensusOutput;
  let proposals: string[] = [];
  for (;;) {
    // history: ask until the interviewer has nothing more (each reply is screened first); in a clarifying
    // round with no question asked yet, one clarifying question (as history.agent.ts does once wired)
    const askedBefore = asked.length;
    for (;;) {
      const out = await roles.interview({ patientTexts: texts, answers, asked, maxQuestions, locale, patient });
      facts = out.facts;
      let question = out.question;
      if (!question && CLARIFY && clarifyRounds > 0 && asked.length === askedBefore) question = clarifyingQuestion(facts, proposals, asked, { locale });
      if (!question) break;
      asked.push(question.field);
      const reply = replies.shift() ?? DONT_KNOW;
      if (flagged(reply)) return emergency(`red-flag:answer(${question.field})`);
      texts.push(reply);
      answers.push({ field: question.field, text: reply });
    }
    if (clarifyRounds > 0 && asked.length === askedBefore) emptyRounds++;
    council = await convene(
      { roles, runTool: async () => { throw new Error('no tools in quick-eval'); }, concurrency: 5, timeoutMs: 30_000, retries: 1 },
      { facts, patient, locale, round: clarifyRounds },
    );
    consensus = await roles.judge(council.votes);
    if (consensus.lowConfidence && clarifyRounds < MAX_CLARIFY_ROUNDS) {
      clarifyRounds++;
      proposals = consensus.proposals.map((p) => p.specialty);
      maxQuestions += 2;
      continue;
    }
    break;
  }
  const plan = await roles.plan({ consensus, council, facts, patient, locale });
  const safety = await roles.safety({ facts, patient, plan, locale });
  const urgency = safety.emergency ? 5 : safety.urgency;
  const top3 = [...new Set([consensus.specialty, ...consensus.proposals.map((p) => p.specialty), ...council.members])].slice(0, 3);
  const votes = council.votes.map((v) => `${v.agent.replace('_specialist', '')}→${v.specialty}:${v.confidence}/u${v.urgency}`).join(' ');
  return {
    level: levelOf(urgency), urgency, specialty: plan.specialty, top3,
    via: safety.emergency ? 'safety-emergency' : `consensus${consensus.lowConfidence ? '(low)' : ''} r${clarifyRounds}`,
    asked, findings: facts.findings, votes, lowConfidence: consensus.lowConfidence, rounds: clarifyRounds, emptyRounds,
  };
}

function specialtyHit(c: EvalCase, o: Outcome, k: 1 | 3): boolean {
  const ok = new Set([c.gold_specialty, ...(c.gold_specialty_acceptable ?? [])].filter((s): s is string => !!s));
  if (c.gold_specialty === null && o.level === 'emergency') return true;
  const list = k === 1 ? [o.specialty ?? 'emergency_medicine'] : o.top3;
  return list.some((s) => ok.has(s));
}

async function main(): Promise<void> {
  const file = process.argv[2] ?? 'tests/eval/cases.jsonl';
  const quiet = process.argv.includes('--quiet');
  const showLow = process.argv.includes('--low'); // also list every low-confidence case
  const cases = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as EvalCase);
  let correct = 0, emTotal = 0, emHit = 0, under = 0, top1 = 0, top3 = 0, specTotal = 0;
  let nonEm = 0, low = 0, rounds = 0, empty = 0, gold = 0, gold1 = 0, gold3 = 0, scTotal = 0, scHit = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const o = await simulate(c);
    const ok = [c.gold_triage, ...(c.gold_triage_acceptable ?? [])];
    const triageOk = ok.includes(o.level);
    if (triageOk) correct++;
    if (c.gold_triage === 'emergency') { emTotal++; if (o.level === 'emergency') emHit++; }
    if (c.gold_triage === 'self_care') { scTotal++; if (o.level === 'self_care') scHit++; }
    const isUnder = !triageOk && LEVELS.indexOf(o.level) < LEVELS.indexOf(c.gold_triage);
    if (isUnder) under++;
    specTotal++;
    const h1 = specialtyHit(c, o, 1), h3 = specialtyHit(c, o, 3);
    if (h1) top1++;
    if (h3) top3++;
    if (c.gold_specialty) { gold++; if (h1) gold1++; if (h3) gold3++; }
    if (c.gold_triage !== 'emergency') { nonEm++; if (o.lowConfidence) low++; }
    rounds += o.rounds; empty += o.emptyRounds;
    if (!triageOk || !h3 || (showLow && (o.lowConfidence || !h1))) {
      const tag = [!triageOk ? (isUnder ? 'UNDER' : 'OVER') : '', !h3 ? 'SPEC' : !h1 ? 'TOP1' : '', o.lowConfidence ? 'LOW' : ''].filter(Boolean).join('+');
      misses.push(`${tag.padEnd(11)} ${c.id}: gold ${c.gold_triage}/${c.gold_specialty} got ${o.level}(u${o.urgency})/${o.specialty} top3=[${o.top3.join(',')}] via ${o.via}`
        + (quiet ? '' : `\n            findings=[${o.findings.join(',')}] asked=[${o.asked.join(',')}]\n            ${o.votes}`));
    }
  }
  const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) + '%' : 'n/a');
  console.log(misses.join('\n'));
  console.log(`\n${file}: ${cases.length} cases`);
  console.log(`triage accuracy ${pct(correct, cases.length)}  emergency recall ${pct(emHit, emTotal)} (${emHit}/${emTotal})  under-triage ${pct(under, cases.length)} (${under})  safe ${pct(cases.length - under, cases.length)}  self-care recall ${pct(scHit, scTotal)} (${scHit}/${scTotal})`);
  console.log(`specialty top-1 ${pct(top1, specTotal)}  top-3 ${pct(top3, specTotal)}  (all cases; a gold-null emergency counts as a hit)`);
  console.log(`specialty top-1 ${pct(gold1, gold)} (${gold1}/${gold})  top-3 ${pct(gold3, gold)} (${gold3}/${gold})  (cases with a gold specialty, as in docs/evaluation.md)`);
  console.log(`low confidence ${pct(low, nonEm)} (${low}/${nonEm} gold non-emergency cases)  clarifying rounds ${rounds}, with no question ${empty}${CLARIFY ? '' : '  [--no-clarify]'}`);
}

if (process.argv[1]?.endsWith("quick-eval.ts")) await main();
