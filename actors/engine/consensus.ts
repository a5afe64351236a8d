// Why this exists: the consensus judge's arithmetic, exactly as the seed algorithm defines it, as one
// pure function: plurality vote on specialty, a vote for each specialty a seat lists (tie → general_practice), confidence-weighted urgency,
// and average confidence below 0.70 → general_practice with lowConfidence.
import type { SpecialistOpinion } from './types.ts';

export const LOW_CONFIDENCE_THRESHOLD = 0.7;
export const TIE_SPECIALTY = 'general_practice';

export interface Consensus {
  specialty: string;
  urgency: number;
  averageConfidence: number;
  lowConfidence: boolean;
  /** every proposed specialty with the agents that voted for it, most votes first */
  proposals: { specialty: string; agents: string[] }[];
}

const clampUrgency = (u: number) => Math.min(5, Math.max(1, u));

export function judgeConsensus(votes: SpecialistOpinion[]): Consensus {
  if (votes.length === 0) {
    return { specialty: TIE_SPECIALTY, urgency: 3, averageConfidence: 0, lowConfidence: true, proposals: [] };
  }
  // a vote for each specialty a seat lists (its own vote first); a seat that lists none votes once
  const bySpecialty = new Map<string, string[]>();
  for (const v of votes) {
    for (const s of new Set([v.specialty, ...(v.differential_specialties ?? [])])) bySpecialty.set(s, [...(bySpecialty.get(s) ?? []), v.agent]);
  }
  const proposals = [...bySpecialty.entries()]
    .map(([specialty, agents]) => ({ specialty, agents }))
    .sort((a, b) => b.agents.length - a.agents.length || a.specialty.localeCompare(b.specialty));
  const top = proposals[0].agents.length;
  const leaders = proposals.filter((p) => p.agents.length === top);
  const plurality = leaders.length === 1 ? leaders[0].specialty : TIE_SPECIALTY;

  const totalConfidence = votes.reduce((s, v) => s + v.confidence, 0);
  const weighted = votes.reduce((s, v) => s + v.urgency * v.confidence, 0);
  // With zero total confidence the weighted mean is undefined: take the highest urgency (safety first).
  const urgency = totalConfidence > 0 ? clampUrgency(Math.round(weighted / totalConfidence)) : Math.max(...votes.map((v) => v.urgency));
  // Rounded to 1e-9 so floating-point noise cannot push an average of exactly 0.70 below the threshold.
  const averageConfidence = Math.round((totalConfidence / votes.length) * 1e9) / 1e9;
  const lowConfidence = averageConfidence < LOW_CONFIDENCE_THRESHOLD;
  return {
    specialty: lowConfidence ? TIE_SPECIALTY : plurality,
    urgency,
    averageConfidence: Math.round(averageConfidence * 1000) / 1000,
    lowConfidence,
    proposals,
  };
}
