// Why this exists: one council member's opinion from the offline engine, validated by the same schema
// Claude's specialist role answers with.
import { specialistOpinion } from '../engine/specialist.ts';
import type { SpecialistInput } from './roles.ts';
import { SpecialistOutput } from '../../machines/contract/role-schemas.ts';

export function offlineSpecialist(input: SpecialistInput): SpecialistOutput {
  const o = specialistOpinion(input.specialty, input.facts, input.patient);
  return SpecialistOutput.parse({ ...o, confidence: Math.min(1, Math.max(0, o.confidence)), urgency: Math.round(o.urgency) });
}
