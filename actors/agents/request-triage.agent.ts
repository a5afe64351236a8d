// Why this exists: a booking request ("book me with a cardiologist next Tuesday") takes a short safety pass
// instead of the council: after the reason for the visit and at most one warning-sign question, the offline
// engine's own level for what the patient said decides whether the request can be booked as asked (routine)
// or the consult must go through the council first (the level is above what a booking request implies).
// Deterministic and pure (the same on Claude: the safety pass never waits on a model), so a restored consult
// that re-runs it gets the same answer.
import { scoreSpecialties } from '../engine/council.ts';
import type { HistoryFacts, PatientInfo } from '../engine/types.ts';
import { leadingDifferential } from './council.agent.ts';
import type { HistoryFactsOut } from '../../machines/contract/role-schemas.ts';
import type { RequestAssessment } from '../../machines/consult.types.ts';

/** Specialties a booking falls back to when the patient named none (never the emergency department). */
const NOT_BOOKABLE = new Set(['emergency_medicine']);

export function assessRequest(facts: HistoryFactsOut, patient: PatientInfo): RequestAssessment {
  const { assessment, ranked } = scoreSpecialties(facts as HistoryFacts, patient);
  const specialty = ranked.find((r) => r.score > 0 && !NOT_BOOKABLE.has(r.id))?.id ?? 'general_practice';
  return {
    urgency: assessment.urgency,
    specialty,
    reasons: assessment.reasons.slice(0, 3),
    differential: leadingDifferential(facts, patient),
  };
}
