// Why this exists: the CaseState record saved beside each snapshot (seed 000's case model): a flat,
// readable summary of the consult that operators and clinicians can read without XState.
import type { ConsultContext } from '../../machines/consult.types.ts';
import type { Stage } from '../protocol/index.ts';

/** Seed CaseState values for each stage. */
export const SEED_STATE: Record<Stage, string> = {
  triage: 'TRIAGE',
  history: 'HISTORY_GATHERING',
  council: 'DIFFERENTIAL_GENERATION',
  plan: 'PLAN_FORMULATION',
  safety: 'SAFETY_REVIEW',
  booking: 'ACTION_EXECUTION',
  documentation: 'DOCUMENTATION',
  closed: 'CLOSED',
  emergency: 'EMERGENCY',
  escalated: 'ESCALATED',
};

/** The context keys the CaseState is built from (it is rebuilt only when one of them, or the stage, changed). */
export const CASE_STATE_KEYS: ReadonlySet<string> = new Set<keyof ConsultContext>([
  'caseId', 'createdAt', 'locale', 'channel', 'patient', 'history', 'redFlags', 'council', 'consensus', 'plan',
  'emergency', 'safety', 'booking', 'escalation', 'handoffPacketId', 'transcript',
]);

export function toCaseState(c: ConsultContext, stage: Stage) {
  return {
    case_id: c.caseId,
    state: SEED_STATE[stage],
    stage,
    created_at: c.createdAt,
    updated_at: new Date().toISOString(),
    locale: c.locale,
    channel: c.channel,
    patient: { age: c.history.facts?.age ?? c.patient.age, sex: c.history.facts?.sex ?? c.patient.sex, pregnant: c.history.facts?.pregnant ?? c.patient.pregnant },
    chief_complaint: c.history.facts?.complaint ?? null,
    opqrst: c.history.facts?.opqrst ?? {},
    questions_asked: c.history.asked.length,
    red_flags: c.redFlags.map((h) => h.id),
    council_members: c.council?.members ?? [],
    votes: c.council?.votes ?? [],
    consensus: c.consensus,
    triage_level: c.plan?.triageLevel ?? (c.emergency ? 'emergency' : null),
    urgency: c.plan?.urgency ?? (c.emergency ? 5 : null),
    specialty: c.plan?.specialty ?? c.consensus?.specialty ?? null,
    disposition: c.plan?.disposition ?? null,
    evidence_map: c.plan?.evidenceMap ?? [],
    safety: c.safety,
    booking: { outcome: c.booking.outcome, request_id: c.booking.requestId, appointment_id: c.booking.appointment?.appointmentId ?? null },
    escalation: c.escalation,
    handoff_packet_id: c.handoffPacketId,
    transcript_length: c.transcript.length,
  };
}
