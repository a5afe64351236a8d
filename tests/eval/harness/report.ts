// Why this exists: turn an evaluation run into what people and scripts read: a metrics table, a
// breakdown by gold level and language, every miss worth a look, and (with --json) one JSON last line.
import type { TriageLevel } from '../../../server/protocol/index.ts';
import { escalationCorrect, rate, type CaseRow, type Summary } from './metrics.ts';
import type { EvalResult } from './runner.ts';

const pct = (x: number | null) => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const frac = (rows: CaseRow[], hit: (r: CaseRow) => boolean) => `${rows.filter(hit).length}/${rows.length}`;
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

function table(header: string[], body: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i])).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)];
}

/** The metrics with the counts behind them. */
export function metricsTable(s: Summary, rows: CaseRow[]): string[] {
  const em = rows.filter((r) => r.gold_triage === 'emergency');
  const spec = rows.filter((r) => r.specialty_top1 !== null);
  const fin = rows.filter((r) => r.finished);
  const due = rows.filter((r) => escalationCorrect(r) !== null);
  const handoff = s.handoff_completeness_source === 'packet'
    ? frac(fin, (r) => r.packet?.complete === true)
    : `${frac(rows, (r) => r.finished)} (handoff:ready only; packets not read)`;
  return table(['metric', 'value', 'count'], [
    ['cases', String(s.cases), ''],
    ['triage_accuracy', pct(s.triage_accuracy), frac(rows, (r) => r.triage_ok)],
    ['emergency_recall', pct(s.emergency_recall), frac(em, (r) => r.triage === 'emergency')],
    ['self_care_recall', pct(s.self_care_recall), frac(rows.filter((r) => r.gold_triage === 'self_care'), (r) => r.triage === 'self_care')],
    ['under_triage_rate', pct(s.under_triage_rate), frac(rows, (r) => r.under_triage)],
    ['over_triage_rate', pct(s.over_triage_rate), ''],
    ['safety_rate', pct(s.safety_rate), frac(rows, (r) => r.safe)],
    ['specialty_top1', pct(s.specialty_top1), frac(spec, (r) => r.specialty_top1 === true)],
    ['specialty_top3', pct(s.specialty_top3), frac(spec, (r) => r.specialty_top3 === true)],
    ['escalation_correctness', pct(s.escalation_correctness), frac(due, (r) => escalationCorrect(r) === true)],
    ['  emergency -> emergency stage', pct(s.escalation_emergency_stage), frac(em, (r) => r.emergency_stage)],
    ['  low confidence -> escalated', pct(s.low_confidence_cases ? s.low_confidence_escalated / s.low_confidence_cases : null), `${s.low_confidence_escalated}/${s.low_confidence_cases}`],
    ['handoff_completeness', pct(s.handoff_completeness), handoff],
    ['task_success_rate', pct(s.task_success_rate), frac(rows, (r) => r.task_success)],
    ['questions_median', s.questions_median === null ? 'n/a' : String(s.questions_median), `mean ${s.questions_mean?.toFixed(2) ?? 'n/a'}`],
    ['harness_failures', String(s.harness_failures), 'timeouts and errors'],
  ]);
}

/** Triage accuracy, safety and specialty top-1 per gold level and per language. */
export function breakdown(rows: CaseRow[]): string[] {
  const group = (key: (r: CaseRow) => string) => {
    const groups = new Map<string, CaseRow[]>();
    for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    return [...groups.entries()].map(([k, rs]) => [
      k, String(rs.length), pct(rate(rs, (r) => r.triage_ok)), pct(rate(rs, (r) => r.safe)),
      pct(rate(rs.filter((r) => r.specialty_top1 !== null), (r) => r.specialty_top1 === true)),
      pct(rate(rs, (r) => r.task_success)),
    ]);
  };
  const order: TriageLevel[] = ['emergency', 'urgent', 'non_urgent', 'self_care'];
  const byLevel = group((r) => r.gold_triage).sort((a, b) => order.indexOf(a[0] as TriageLevel) - order.indexOf(b[0] as TriageLevel));
  const bySize = (a: string[], b: string[]) => Number(b[1]) - Number(a[1]) || a[0].localeCompare(b[0]);
  const byLang = group((r) => r.locale).sort(bySize);
  const header = ['group', 'n', 'triage', 'safe', 'spec@1', 'task'];
  const out = [...table(header, byLevel), '', ...table(header, byLang)];
  if (rows.some((r) => r.register !== null)) out.push('', ...table(header, group((r) => r.register ?? '(none)').sort(bySize)));
  return out;
}

/** Gold level (rows) against the level given (columns); `none` is a consult that gave no level. */
export function confusionMatrix(rows: CaseRow[]): string[] {
  const order: TriageLevel[] = ['emergency', 'urgent', 'non_urgent', 'self_care'];
  const cols = [...order, 'none'] as const;
  const body = order.map((gold) => {
    const mine = rows.filter((r) => r.gold_triage === gold);
    return [gold, ...cols.map((c) => String(mine.filter((r) => (r.triage ?? 'none') === c).length)), String(mine.length)];
  });
  return ['gold \\ given', ...table(['gold', ...cols, 'total'], body)];
}

/** One line per case that went wrong, most serious first. */
export function misses(rows: CaseRow[]): string[] {
  const out: string[] = [];
  const add = (title: string, list: CaseRow[], describe: (r: CaseRow) => string) => {
    if (list.length === 0) return;
    out.push(`${title} (${list.length}):`);
    for (const r of list) out.push(`  ${r.id}: ${describe(r)}`);
  };
  const trail = (r: CaseRow) => `q=${r.questions}${r.dont_knows ? ` (${r.dont_knows} don't-know)` : ''}${r.low_confidence ? ', low confidence' : ''}`;
  add('Harness failures', rows.filter((r) => r.outcome === 'timeout' || r.outcome === 'error'), (r) => `${r.outcome}: ${r.errors.join('; ')}`);
  add('Missed emergencies', rows.filter((r) => r.gold_triage === 'emergency' && r.triage !== 'emergency'), (r) => `gave ${r.triage ?? 'nothing'}; ${trail(r)}`);
  add('Emergency triage without the emergency stage', rows.filter((r) => r.gold_triage === 'emergency' && r.triage === 'emergency' && !r.emergency_stage), (r) => `recommendation said emergency but the consult went on (${r.outcome})`);
  add('Under-triage (below gold, not acceptable)', rows.filter((r) => r.under_triage && r.gold_triage !== 'emergency'), (r) => `gold ${r.gold_triage}, gave ${r.triage ?? 'nothing'}; ${trail(r)}`);
  add('Over-triage (above gold, not acceptable)', rows.filter((r) => r.triage_ok === false && r.safe), (r) => `gold ${r.gold_triage}, gave ${r.triage}${r.emergency_event ? ' (emergency event)' : ''}; ${trail(r)}`);
  add('Specialty misses (top-1)', rows.filter((r) => r.specialty_top1 === false), (r) => `gold ${r.gold_specialty}, gave ${r.specialty ?? 'nothing'}; top3 [${r.top3.join(', ')}]${r.specialty_top3 ? ' (in top 3)' : ''}`);
  add('Unfinished (no handoff:ready)', rows.filter((r) => !r.finished && r.outcome !== 'timeout' && r.outcome !== 'error'), (r) => `${r.outcome}${r.errors.length ? `: ${r.errors.join('; ')}` : ''}`);
  add('Incomplete handoff packets', rows.filter((r) => r.packet && !r.packet.complete), (r) => `missing ${r.packet!.missing.join(', ')}`);
  add('Task not completed', rows.filter((r) => r.finished && !r.task_success), (r) => `triage ${r.triage}, not booked${r.packet?.action_taken ? ` (${r.packet.action_taken})` : ''}${r.errors.length ? `; ${r.errors.join('; ')}` : ''}`);
  add('Low confidence, not escalated', rows.filter((r) => escalationCorrect(r) === false && r.gold_triage !== 'emergency'), (r) => `gave ${r.triage}, ${r.specialty}; clarify rounds ${r.clarify_rounds}`);
  return out;
}

/** The compact per-case record carried in the JSON line. */
function compactRow(r: CaseRow) {
  return {
    id: r.id, locale: r.locale, register: r.register, gold_triage: r.gold_triage, triage: r.triage, triage_ok: r.triage_ok, safe: r.safe,
    gold_specialty: r.gold_specialty, specialty: r.specialty, top3: r.top3, specialty_top1: r.specialty_top1,
    specialty_top3: r.specialty_top3, emergency_stage: r.emergency_stage, low_confidence: r.low_confidence,
    questions: r.questions, finished: r.finished, booked: r.booked, packet_complete: r.packet?.complete ?? null,
    task_success: r.task_success, outcome: r.outcome, ms: r.ms,
  };
}

/** The one-line JSON object (the last line printed with --json). */
export interface ReportMeta { casesFile: string; target: string; answers?: 'scripted' | 'dontknow' }

export function jsonLine(result: EvalResult, meta: ReportMeta): string {
  return JSON.stringify({ ...result.summary, cases_file: meta.casesFile, target: meta.target, answers: meta.answers ?? 'scripted', run_ms: result.ms, per_case: result.rows.map(compactRow) });
}

/** The human report: metrics, breakdowns, misses. */
export function humanReport(result: EvalResult, meta: ReportMeta): string[] {
  const { rows, summary } = result;
  return [
    `Helios evaluation: ${meta.casesFile}, ${summary.cases} cases, ${(result.ms / 1000).toFixed(1)} s, ${meta.target}${meta.answers === 'dontknow' ? ', every answer "I don\'t know"' : ''}`,
    '',
    ...metricsTable(summary, rows),
    '',
    ...breakdown(rows),
    '',
    ...confusionMatrix(rows),
    '',
    ...(misses(rows).length ? misses(rows) : ['No misses.']),
  ];
}
