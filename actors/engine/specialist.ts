// Why this exists: one council member's offline opinion (proposed specialty, calibrated confidence, urgency, reasoning), in the same shape Claude's specialist role returns.
import { FINDINGS } from './knowledge/findings.data.ts';
import { GENERAL_PRACTICE, SPECIALTY_PROFILES, specialtyProfile } from './knowledge/specialties.data.ts';
import { scoreSpecialties, type CouncilContext, type SpecialtyScore } from './council.ts';
import type { HistoryFacts, PatientInfo, SpecialistOpinion } from './types.ts';

const DEFS = new Map(FINDINGS.map((f) => [f.id, f]));
/** Complaints that on their own point to no specialty in particular. */
const GENERIC = new Set(['fatigue', 'unwell', 'appetite_loss', 'weakness', 'dizziness', 'lightheaded', 'swelling', 'weight_gain', 'chills']);
/** Below this much specialty-specific evidence the case is too vague to call. */
const VAGUE_EVIDENCE = 2.5;
/** A member keeps its own specialty when it scores at least this share of the best fit. */
const FIT_SHARE = 0.75;
/** Evidence that on its own makes a fit clear: one defining finding (weight 4-5) or two strong ones. */
const CLEAR_EVIDENCE = 5;
/** A lead of this share of the best score over the runner-up leaves no doubt which specialty fits. */
const SEPARATED = 0.5;
/** The member whose own field is the best fit is a little surer of it than those deferring to it. */
const OWN_FIELD = 0.05;

function labelOf(id: string): string {
  return specialtyProfile(id)?.label ?? id.replace(/_/g, ' ');
}

function findingLabels(ids: string[], max = 3): string {
  const labels = ids.filter((id) => DEFS.get(id)?.kind !== 'modifier').slice(0, max).map((id) => DEFS.get(id)?.label ?? id.replace(/_/g, ' '));
  return labels.length ? labels.join(', ') : 'the reported symptoms';
}

/** Score without the starting allowance general practice gets, i.e. evidence from the case itself. */
function evidence(s: SpecialtyScore): number {
  return s.score - (SPECIALTY_PROFILES.find((p) => p.id === s.id)?.base ?? 0);
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}

/** One member's opinion: its own specialty when the findings fit it, otherwise the better-fitting one it would refer to. */
export function specialistOpinion(specialty: string, facts: HistoryFacts, patient: PatientInfo = {}): SpecialistOpinion {
  return opinionFrom(specialty, scoreSpecialties(facts, patient));
}

/** Every council member's opinion, scoring the case once (same results as calling specialistOpinion per member). */
export function councilOpinions(members: readonly string[], facts: HistoryFacts, patient: PatientInfo = {}): SpecialistOpinion[] {
  const context = scoreSpecialties(facts, patient);
  return members.map((m) => opinionFrom(m, context));
}

/** A seat sees the differential within its own field: a condition of its specialty at this posterior or more
 *  makes it list its own specialty too, even when it refers the case elsewhere. */
const OWN_FIELD_POSTERIOR = 0.25;

/** The specialties a seat lists: its vote, then its own field when the differential holds a plausible condition of it. */
function withDifferential(o: SpecialistOpinion, seat: string, context: CouncilContext): SpecialistOpinion {
  const own = context.assessment.differential.some((e) => e.specialty === seat && e.posterior >= OWN_FIELD_POSTERIOR);
  return { ...o, differential_specialties: own && o.specialty !== seat ? [o.specialty, seat] : [o.specialty] };
}

function opinionFrom(specialty: string, context: CouncilContext): SpecialistOpinion {
  return withDifferential(baseOpinion(specialty, context), specialty, context);
}

function baseOpinion(specialty: string, context: CouncilContext): SpecialistOpinion {
  const agent = `${specialty}_specialist`;
  const { ranked, urgency, assessment, profile } = context;
  const top = ranked[0];
  const own = ranked.find((r) => r.id === specialty) ?? { id: specialty, score: 0, matched: [] };
  const symptoms = [...profile.present].filter((id) => DEFS.get(id)?.kind === 'symptom' && (DEFS.get(id)?.urgency ?? 0) > 0);
  // a named condition with no new symptom (a follow-up, an abnormal result) is itself specific evidence
  const conditions = [...profile.present].filter((id) => DEFS.get(id)?.kind === 'risk');
  const specific = [...symptoms.filter((id) => !GENERIC.has(id)), ...conditions];
  const bestEvidence = Math.max(...ranked.map(evidence));
  const urgencyNote = assessment.reasons[0] ? ` Urgency ${urgency} reflects ${assessment.reasons[0]}.` : '';

  // too little to go on: general practice gathers more history first, with low confidence
  if (specific.length === 0 || bestEvidence < VAGUE_EVIDENCE) {
    const confidence = clamp(0.35 + 0.1 * specific.length + 0.05 * Math.min(bestEvidence, 2), 0.3, 0.62);
    return {
      agent,
      specialty: GENERAL_PRACTICE,
      confidence: round(confidence),
      urgency,
      reasoning: `The complaint (${findingLabels(symptoms)}) is not yet specific enough to point to one specialty; it warrants review by General Practice after clarifying questions.${urgencyNote}`,
    };
  }

  const fits = own.id === top.id || (own.score > 0 && own.score >= FIT_SHARE * top.score && evidence(own) >= VAGUE_EVIDENCE);
  const proposed = fits ? own : top;
  // every member reads the same evidence: how clearly it singles out the proposed specialty is the confidence
  let confidence = fitClarity(proposed, ranked);
  let reasoning: string;
  if (fits) {
    if (own.id === top.id) confidence += OWN_FIELD;
    const focus = specialtyProfile(specialty)?.focus ?? specialty;
    reasoning = `Symptoms (${findingLabels(own.matched)}) are consistent with a ${focus} problem and warrant review by ${labelOf(specialty)}.${urgencyNote}`;
  } else {
    reasoning = `The findings (${findingLabels(top.matched)}) fit ${labelOf(top.id)} better than ${labelOf(specialty)}; they warrant review by ${labelOf(top.id)}.${urgencyNote}`;
  }
  return { agent, specialty: proposed.id, confidence: round(clamp(confidence, 0.3, 0.95)), urgency, reasoning };
}

/** How clearly the case points to `proposed`: the strength of its own evidence and its lead over every other fit.
 *  General practice's starting allowance makes it the default destination, so it counts in general practice's
 *  own lead, but a specialist's lead is contested only by general practice's evidence, not by its allowance.
 *  A specialty that is not the best fit has no lead, so a split council stays below 0.70 on average. */
export function fitClarity(proposed: SpecialtyScore, ranked: SpecialtyScore[]): number {
  const leads = ranked[0]?.id === proposed.id;
  const rival = Math.max(0, ...ranked.filter((r) => r.id !== proposed.id).map(evidence));
  const margin = leads && proposed.score > 0 ? clamp((proposed.score - rival) / proposed.score, 0, 1) : 0;
  const strength = clamp(evidence(proposed) / CLEAR_EVIDENCE, 0, 1);
  const separation = clamp(margin / SEPARATED, 0, 1);
  return 0.4 + 0.2 * strength + 0.3 * separation;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
