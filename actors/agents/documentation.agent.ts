// Why this exists: the documentation role writes the SOAP handoff packet a clinician receives: the
// story (S), what tools and scores found (O), the council's assessment with every vote (A), what was
// done (P), and what is still unknown, which risk checks ran and where the full audit trail is.
import type { ConsultContext } from '../../machines/consult.types.ts';
import { RED_FLAG_RULE_IDS } from '../engine/red-flags.ts';
import { findingDef } from '../engine/findings.ts';

export interface HandoffMeta {
  handoffPacketId: string;
  auditTrailId: string;
  engine: string;
  writtenAt: string;
}

function actionTaken(c: ConsultContext): string {
  if (c.emergency) return 'emergency_services_advised';
  if (c.escalation && c.endedBy === 'clinician') return 'clinician_takeover';
  switch (c.booking.outcome) {
    case 'booked': return 'appointment_booked';
    case 'cancelled': return 'appointment_cancelled_by_patient';
    case 'declined': return 'booking_declined_advice_given';
    case 'expired': return 'booking_offer_expired';
    case 'no_slots': return 'no_slot_available_advice_given';
    case 'failed': return 'booking_failed_advice_given';
    case 'consent_declined': return 'guardian_consent_not_given';
    default: return c.endedBy === 'patient' ? 'ended_by_patient' : 'advice_given';
  }
}

/** The findings as a clinician reads them: symptoms and risk factors by name, one severity (the patient's
 *  0–10 rating when given, which settles "severe" and "mild" heard at different times), the other descriptors
 *  ("sudden onset", "getting worse") apart. `findings` keeps the engine's ids as they are. */
export function readableFindings(findings: readonly string[], rated?: number, negated: readonly string[] = []) {
  const def = (id: string) => findingDef(id) ?? { id, kind: 'symptom' as const, label: id.replace(/_/g, ' ') };
  const defs = findings.map(def);
  const words = new Set<string>(findings.filter((id) => id === 'severe' || id === 'mild'));
  const band = (n: number) => (n >= 7 ? 'severe' : n >= 4 ? 'moderate' : 'mild');
  // the rating is the patient's own number; the words are the lexicon's reading ("helps a little" reads as mild)
  const severity = typeof rated === 'number' ? `${rated}/10 (${band(rated)})`
    : words.size === 2 ? 'unclear: described both as "severe" and as "mild" (no 0–10 rating)'
      : words.size === 1 ? `described as ${[...words][0]}` : null;
  return {
    symptoms: defs.filter((d) => d.kind === 'symptom').map((d) => d.label),
    severity,
    descriptors: defs.filter((d) => d.kind === 'modifier' && d.id !== 'severe' && d.id !== 'mild').map((d) => d.label),
    risk_factors: defs.filter((d) => d.kind === 'risk').map((d) => d.label),
    denied: negated.map((id) => def(id).label),
  };
}

export function buildHandoffPacket(c: ConsultContext, meta: HandoffMeta) {
  const facts = c.history.facts;
  const votes = c.council?.votes ?? [];
  const proposals = (c.consensus?.proposals ?? []).map((p) => ({
    specialty: p.specialty,
    votes: votes.filter((v) => v.specialty === p.specialty).map((v) => ({ agent: v.agent, confidence: v.confidence, urgency: v.urgency, reasoning: v.reasoning })),
  }));
  const unknown = new Set<string>(facts?.unknown ?? []);
  const answered = new Set(c.history.answers.map((a) => a.field));
  for (const f of c.history.asked) if (!answered.has(f)) unknown.add(f);
  return {
    handoffPacketId: meta.handoffPacketId,
    caseId: c.caseId,
    writtenAt: meta.writtenAt,
    createdAt: c.createdAt,
    locale: c.locale,
    channel: c.channel,
    engine: meta.engine,
    patient: { age: facts?.age ?? c.patient.age, sex: facts?.sex ?? c.patient.sex, pregnant: facts?.pregnant ?? c.patient.pregnant, name: c.patient.name },
    S: {
      chief_complaint: facts?.complaint ?? c.transcript.find((e) => e.role === 'patient' && e.intent !== 'question')?.text ?? '',
      story: c.transcript.filter((e) => e.role === 'patient').map((e) => e.text),
      opqrst: facts?.opqrst ?? {},
      medications: facts?.medications ?? [],
      allergies: facts?.allergies ?? [],
      conditions: facts?.conditions ?? [],
      findings: facts?.findings ?? [],
      /** the same findings for reading: named, one severity, descriptors and risk factors apart */
      findings_readable: readableFindings(facts?.findings ?? [], facts?.opqrst?.severity, facts?.negatedFindings ?? []),
      negated_findings: facts?.negatedFindings ?? [],
      history_answers: c.history.answers,
    },
    O: {
      red_flags: c.redFlags.map((h) => ({ id: h.id, label: h.label, matched: h.matched })),
      risk_scores: c.council?.riskScores ?? null,
      evidence: c.council?.evidence ?? [],
      tool_results: { risk_scores: c.council?.riskScores ?? null, guideline_retrieval: c.council?.evidence ?? [] },
      safety_findings: c.safety?.findings ?? [],
    },
    A: {
      specialty: c.plan?.specialty ?? c.consensus?.specialty ?? null,
      urgency: c.plan?.urgency ?? c.consensus?.urgency ?? (c.emergency ? 5 : null),
      triage_level: c.plan?.triageLevel ?? (c.emergency ? 'emergency' : null),
      average_confidence: c.consensus?.averageConfidence ?? null,
      low_confidence: c.consensus?.lowConfidence ?? null,
      clarify_rounds: c.clarifyRounds,
      council_members: c.council?.members ?? [],
      /** for the clinician only: the engine's differential with posteriors, most likely first */
      differential: c.council?.differential ?? [],
      proposals,
      votes: votes.map((v) => ({ agent: v.agent, specialty: v.specialty, confidence: v.confidence, urgency: v.urgency, reasoning: v.reasoning })),
    },
    P: {
      action_taken: actionTaken(c),
      disposition: c.emergency ? 'emergency' : c.plan?.disposition ?? null,
      appointment_id: c.booking.outcome === 'booked' ? c.booking.appointment?.appointmentId ?? null : null,
      changes_after_close: c.booking.changes,
      appointment: c.booking.appointment ?? null,
      advice: c.plan?.advice ?? null,
      citations: c.plan?.citations ?? [],
      emergency: c.emergency,
    },
    evidence_map: c.plan?.evidenceMap ?? [],
    unanswered_questions: [...unknown],
    risk_flags_checked: [...new Set([...RED_FLAG_RULE_IDS, ...(c.safety?.checked ?? [])])],
    full_audit_trail_id: meta.auditTrailId,
    guardian_consent: c.guardianConsent,
    escalation: c.escalation,
    ended_by: c.endedBy,
    notices: c.notices,
  };
}

export type HandoffPacket = ReturnType<typeof buildHandoffPacket>;
