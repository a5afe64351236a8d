// Why this exists: the closed vocabularies of the wire contract (PROTOCOL.md §Conventions), in one place (the
// specialty list is kept zod-free in specialties.ts, for the browser bundles, and exported here with the rest).
import { z } from 'zod';
import { SPECIALTIES } from './specialties.ts';

export const PROTOCOL_VERSION = 1;

export const STAGES = ['triage', 'history', 'council', 'plan', 'safety', 'booking', 'documentation', 'closed', 'emergency', 'escalated'] as const;
export const Stage = z.enum(STAGES);
export type Stage = z.infer<typeof Stage>;

export const TRIAGE_LEVELS = ['emergency', 'urgent', 'non_urgent', 'self_care'] as const;
export const TriageLevel = z.enum(TRIAGE_LEVELS);
export type TriageLevel = z.infer<typeof TriageLevel>;

export const DISPOSITIONS = ['self_care', 'primary_care', 'urgent_care', 'emergency', 'appointment_booked'] as const;
export const Disposition = z.enum(DISPOSITIONS);
export type Disposition = z.infer<typeof Disposition>;

export { SPECIALTIES };
export const Specialty = z.enum(SPECIALTIES);
export type Specialty = z.infer<typeof Specialty>;

export const ERROR_CODES = [
  'bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'wrong_state',
  'rate_limited', 'payload_too_large', 'unavailable', 'internal',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const Urgency = z.number().int().min(1).max(5);

/** Urgency (1..5) to triage level, as PROTOCOL.md defines it. */
export function triageLevelFor(urgency: number): TriageLevel {
  if (urgency >= 5) return 'emergency';
  if (urgency === 4) return 'urgent';
  if (urgency >= 2) return 'non_urgent';
  return 'self_care';
}
