// Why this exists: the evaluation's arithmetic as pure functions: score one case from what the
// simulated patient observed (a per-case row), then the suite's rates; docs/evaluation.md defines each.
import type { TriageLevel } from '../../../server/protocol/index.ts';
import { acceptableLevels, acceptableSpecialties, caseLanguage, TRIAGE_RANK, type EvalCase } from './cases.ts';
import type { Observation, Outcome } from './simulated-patient.ts';

/** Where a consult with an `emergency` event and no recommendation is sent: emergency services. */
export const EMERGENCY_SPECIALTY = 'emergency_medicine';
/** The handoff packet fields a clinician relies on (handoff_completeness). */
export const PACKET_FIELDS = ['S', 'O', 'A', 'P', 'unanswered_questions', 'risk_flags_checked', 'full_audit_trail_id'] as const;

/** Did the stored packet carry every required field? null = packet not read (remote run). */
export type PacketCheck = { complete: boolean; missing: string[]; action_taken?: string } | null;

export interface CaseRow {
  id: string;
  locale: string;
  /** the case's register, when its file gives one */
  register: string | null;
  gold_triage: TriageLevel;
  /** the level the consult gave: `emergency` if an emergency event was sent, else the last recommendation's; null if none */
  triage: TriageLevel | null;
  triage_ok: boolean;
  under_triage: boolean;
  safe: boolean;
  /** null when the gold specialty is null (excluded from the specialty metrics) */
  gold_specialty: string | null;
  specialty: string | null;
  /** proposed specialties, most votes first (ties: summed confidence, then name), at most 3 */
  top3: string[];
  specialty_top1: boolean | null;
  specialty_top3: boolean | null;
  emergency_event: boolean;
  emergency_stage: boolean;
  escalated: boolean;
  low_confidence: boolean;
  clarify_rounds: number;
  questions: number;
  dont_knows: number;
  finished: boolean;
  booked: boolean;
  booking_needed: boolean;
  packet: PacketCheck;
  task_success: boolean;
  outcome: Outcome;
  errors: string[];
  ms: number;
}

export interface Summary {
  cases: number;
  triage_accuracy: number | null;
  emergency_recall: number | null;
  /** gold self-care cases given self-care */
  self_care_recall: number | null;
  under_triage_rate: number | null;
  safety_rate: number | null;
  specialty_top1: number | null;
  specialty_top3: number | null;
  escalation_correctness: number | null;
  /** the emergency half of escalation_correctness: gold-emergency cases that ended in the `emergency` stage */
  escalation_emergency_stage: number | null;
  handoff_completeness: number | null;
  /** `packet` when packets were read from Redis; `handoff_ready` when only the event was seen (remote runs) */
  handoff_completeness_source: 'packet' | 'handoff_ready';
  task_success_rate: number | null;
  questions_median: number | null;
  questions_mean: number | null;
  over_triage_rate: number | null;
  low_confidence_cases: number;
  low_confidence_escalated: number;
  gold_emergency_cases: number;
  specialty_cases: number;
  finished_cases: number;
  harness_failures: number;
  duration_ms_median: number | null;
}

/** A packet has a field when it is present and not null/empty. */
export function checkPacket(packet: Record<string, unknown> | null | undefined): NonNullable<PacketCheck> {
  if (!packet) return { complete: false, missing: ['(no packet)'] };
  const missing = PACKET_FIELDS.filter((f) => {
    const v = packet[f];
    if (v === null || v === undefined) return true;
    if (f === 'full_audit_trail_id') return typeof v !== 'string' || v === '';
    if (f === 'unanswered_questions') return !Array.isArray(v);
    if (f === 'risk_flags_checked') return !Array.isArray(v) || v.length === 0;
    return typeof v !== 'object';
  });
  const action = (packet.P as { action_taken?: unknown } | undefined)?.action_taken;
  return { complete: missing.length === 0, missing, ...(typeof action === 'string' ? { action_taken: action } : {}) };
}

/** Specialties proposed by the council votes, most votes first; ties by summed confidence, then name. */
export function rankSpecialties(votes: { specialty: string; confidence: number }[]): string[] {
  const tally = new Map<string, { n: number; conf: number }>();
  for (const v of votes) {
    const t = tally.get(v.specialty) ?? { n: 0, conf: 0 };
    tally.set(v.specialty, { n: t.n + 1, conf: t.conf + v.confidence });
  }
  return [...tally.entries()]
    .sort(([a, x], [b, y]) => y.n - x.n || y.conf - x.conf || a.localeCompare(b))
    .map(([s]) => s);
}

/** Score one case. Pure: the same case, observation and packet check give the same row. */
export function scoreCase(c: EvalCase, o: Observation, packet: PacketCheck): CaseRow {
  const last = o.recommendations.at(-1);
  const triage: TriageLevel | null = o.emergency ? 'emergency' : last?.triageLevel ?? null;
  const okLevels = acceptableLevels(c);
  const triage_ok = triage !== null && okLevels.includes(triage);
  const atOrAbove = triage !== null && TRIAGE_RANK[triage] >= TRIAGE_RANK[c.gold_triage];
  const safe = triage_ok || atOrAbove;

  const goldSpecs = acceptableSpecialties(c);
  const specialty = last?.specialty ?? (o.emergency ? EMERGENCY_SPECIALTY : null);
  const top3 = last ? rankSpecialties(last.votes).slice(0, 3) : o.emergency ? [EMERGENCY_SPECIALTY] : [];
  const top1Hit = goldSpecs ? specialty !== null && goldSpecs.includes(specialty) : null;
  const top3Hit = goldSpecs ? Boolean(top1Hit) || top3.some((s) => goldSpecs.includes(s)) : null;

  const finished = o.handoffPacketId !== null;
  const booking_needed = triage !== null && triage !== 'emergency' && triage !== 'self_care';
  const councils = o.stages.filter((s) => s === 'council').length;
  return {
    id: c.id,
    locale: caseLanguage(c),
    register: c.register ?? null,
    gold_triage: c.gold_triage,
    triage,
    triage_ok,
    under_triage: !safe,
    safe,
    gold_specialty: goldSpecs ? goldSpecs[0] : null,
    specialty,
    top3,
    specialty_top1: top1Hit,
    specialty_top3: top3Hit,
    emergency_event: o.emergency !== null,
    emergency_stage: o.stages.includes('emergency'),
    escalated: o.stages.includes('escalated'),
    low_confidence: Boolean(last?.lowConfidence),
    clarify_rounds: Math.max(0, councils - 1),
    questions: o.questions,
    dont_knows: o.dontKnows,
    finished,
    booked: o.booked,
    booking_needed,
    packet,
    task_success: finished && (!booking_needed || o.booked),
    outcome: o.outcome,
    errors: o.errors,
    ms: o.ms,
  };
}

/** share of `hits` among `of`; null when `of` is empty */
export function rate<T>(of: T[], hit: (x: T) => boolean): number | null {
  return of.length === 0 ? null : of.filter(hit).length / of.length;
}

export function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * escalation_correctness: over the cases that call for escalation, the share handled as they should be:
 * a gold-emergency case must end in the `emergency` stage; a case whose final recommendation is still
 * low-confidence (after at most two clarifying rounds) must be escalated to general practice (the issue:
 * "returns to history for clarifying questions at most twice, then escalates to general practice"), or
 * to a clinician (`escalated`) or emergency services. A case in both groups counts once, under the
 * emergency rule.
 */
export function escalationCorrect(r: CaseRow): boolean | null {
  if (r.gold_triage === 'emergency') return r.emergency_stage;
  if (r.low_confidence) return r.specialty === 'general_practice' || r.escalated || r.emergency_stage;
  return null;
}

export function summarize(rows: CaseRow[]): Summary {
  const emergencies = rows.filter((r) => r.gold_triage === 'emergency');
  const withSpecialty = rows.filter((r) => r.specialty_top1 !== null);
  const finished = rows.filter((r) => r.finished);
  const escalationDue = rows.filter((r) => escalationCorrect(r) !== null);
  const packetsRead = rows.every((r) => !r.finished || r.packet !== null);
  const lowConf = rows.filter((r) => r.low_confidence && r.gold_triage !== 'emergency');
  return {
    cases: rows.length,
    triage_accuracy: rate(rows, (r) => r.triage_ok),
    emergency_recall: rate(emergencies, (r) => r.triage === 'emergency'),
    self_care_recall: rate(rows.filter((r) => r.gold_triage === 'self_care'), (r) => r.triage === 'self_care'),
    under_triage_rate: rate(rows, (r) => r.under_triage),
    safety_rate: rate(rows, (r) => r.safe),
    specialty_top1: rate(withSpecialty, (r) => r.specialty_top1 === true),
    specialty_top3: rate(withSpecialty, (r) => r.specialty_top3 === true),
    escalation_correctness: rate(escalationDue, (r) => escalationCorrect(r) === true),
    escalation_emergency_stage: rate(emergencies, (r) => r.emergency_stage),
    handoff_completeness: packetsRead ? rate(finished, (r) => r.packet?.complete === true) : rate(rows, (r) => r.finished),
    handoff_completeness_source: packetsRead ? 'packet' : 'handoff_ready',
    task_success_rate: rate(rows, (r) => r.task_success),
    questions_median: median(rows.map((r) => r.questions)),
    questions_mean: rows.length ? rows.reduce((s, r) => s + r.questions, 0) / rows.length : null,
    over_triage_rate: rate(rows, (r) => r.triage !== null && !r.triage_ok && TRIAGE_RANK[r.triage] > TRIAGE_RANK[r.gold_triage]),
    low_confidence_cases: lowConf.length,
    low_confidence_escalated: lowConf.filter((r) => escalationCorrect(r) === true).length,
    gold_emergency_cases: emergencies.length,
    specialty_cases: withSpecialty.length,
    finished_cases: finished.length,
    harness_failures: rows.filter((r) => r.outcome === 'timeout' || r.outcome === 'error').length,
    duration_ms_median: median(rows.map((r) => r.ms)),
  };
}
