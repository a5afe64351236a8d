// Why this exists: every agent role answers with one zod schema, whichever engine answers (the offline
// engine or Claude); the machine's context is built only from outputs that passed these schemas.
import { z } from 'zod';
import { Citation, Disposition, Specialty, TriageLevel, Urgency } from '../../server/protocol/index.ts';

export const HISTORY_FIELDS = [
  'complaint', 'onset', 'provocation', 'quality', 'region', 'severity', 'timing',
  'age', 'sex', 'pregnancy', 'medications', 'allergies', 'conditions', 'associated',
] as const;
export const HistoryFieldSchema = z.enum(HISTORY_FIELDS);

export const OpqrstSchema = z.object({
  onset: z.string().optional(),
  provocation: z.string().optional(),
  palliation: z.string().optional(),
  quality: z.string().optional(),
  region: z.string().optional(),
  radiation: z.string().optional(),
  severity: z.number().min(0).max(10).optional(),
  timing: z.string().optional(),
});

export const HistoryFactsSchema = z.object({
  complaint: z.string(),
  opqrst: OpqrstSchema,
  age: z.number().min(0).max(130).optional(),
  sex: z.enum(['female', 'male', 'other']).optional(),
  pregnant: z.boolean().optional(),
  medications: z.array(z.string()),
  allergies: z.array(z.string()),
  conditions: z.array(z.string()),
  findings: z.array(z.string()),
  negatedFindings: z.array(z.string()),
  unknown: z.array(HistoryFieldSchema),
});
export type HistoryFactsOut = z.infer<typeof HistoryFactsSchema>;

/** history supervisor + interviewer: what we know, and the next question or none. */
export const InterviewOutput = z.object({
  facts: HistoryFactsSchema,
  /** `finding`: a warning-sign question about one finding of the differential ("Can you swallow liquids?") */
  question: z.object({ field: HistoryFieldSchema, text: z.string().min(1), finding: z.string().optional() }).nullable(),
  /** true when the question was asked to tell the council's proposals apart (a clarifying round) */
  clarifying: z.boolean().optional(),
});
export type InterviewOutput = z.infer<typeof InterviewOutput>;

export const SpecialistOutput = z.object({
  agent: z.string(),
  specialty: Specialty,
  confidence: z.number().min(0).max(1),
  urgency: Urgency,
  reasoning: z.string(),
  /** the specialties this seat would have see the patient, its vote first (the consensus counts a vote for each) */
  differential_specialties: z.array(Specialty).max(5).optional(),
});
export type SpecialistOutput = z.infer<typeof SpecialistOutput>;

export const RiskScoresSchema = z.object({
  /** null when the score applies but an input is missing (named in `missing`) */
  heart: z.object({ score: z.number(), band: z.string(), components: z.record(z.string(), z.number()) }).nullable().optional(),
  cha2ds2vasc: z.object({ score: z.number(), components: z.record(z.string(), z.number()) }).nullable().optional(),
  missing: z.object({ heart: z.array(z.string()).optional(), cha2ds2vasc: z.array(z.string()).optional() }).optional(),
  notes: z.array(z.string()),
});
export type RiskScores = z.infer<typeof RiskScoresSchema>;

export const EvidenceSnippet = z.object({ id: z.string(), title: z.string(), source: z.string(), url: z.string().optional(), snippet: z.string() });
export type EvidenceSnippet = z.infer<typeof EvidenceSnippet>;

/** One condition of the engine's differential, as the clinician sees it (never sent to the patient). */
export const DifferentialItem = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  posterior: z.number().min(0).max(1),
  level: TriageLevel,
  mustNotMiss: z.boolean(),
});
export type DifferentialItem = z.infer<typeof DifferentialItem>;

export const CouncilOutput = z.object({
  members: z.array(Specialty).min(1),
  votes: z.array(SpecialistOutput),
  riskScores: RiskScoresSchema.optional(),
  evidence: z.array(EvidenceSnippet),
  failures: z.array(z.object({ agent: z.string(), error: z.string() })),
  /** the condition model's differential for the facts the council saw, most likely first */
  differential: z.array(DifferentialItem).optional(),
});
export type CouncilOutput = z.infer<typeof CouncilOutput>;

export const ConsensusOutput = z.object({
  specialty: Specialty,
  urgency: Urgency,
  averageConfidence: z.number().min(0).max(1),
  lowConfidence: z.boolean(),
  proposals: z.array(z.object({ specialty: z.string(), agents: z.array(z.string()) })),
});
export type ConsensusOutput = z.infer<typeof ConsensusOutput>;

// advice first: the model writes the tool input in this order, and the advice is streamed to the patient
// while the rest of the plan is still being written
export const PlanOutput = z.object({
  advice: z.string().min(1),
  specialty: Specialty,
  urgency: Urgency,
  triageLevel: TriageLevel,
  disposition: Disposition,
  citations: z.array(Citation),
  evidenceMap: z.array(z.object({ claim: z.string(), evidenceId: z.string(), snippet: z.string() })),
});
export type PlanOutput = z.infer<typeof PlanOutput>;

export const SafetyOutput = z.object({
  urgency: Urgency,
  triageLevel: TriageLevel,
  escalate: z.boolean(),
  emergency: z.boolean(),
  requiresGuardianConsent: z.boolean(),
  findings: z.array(z.object({ rule: z.string(), severity: z.enum(['info', 'warn', 'critical']), detail: z.string() })),
  checked: z.array(z.string()),
  message: z.string().optional(),
});
export type SafetyOutput = z.infer<typeof SafetyOutput>;

export const BookingOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  clinicId: z.string(),
  clinicName: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  specialty: z.string(),
  slotId: z.string(),
  start: z.string(),
  /** the clinic's IANA zone (absent in older snapshots) */
  timeZone: z.string().optional(),
});
export type BookingOption = z.infer<typeof BookingOptionSchema>;

export const ProviderSearchOutput = z.object({
  options: z.array(BookingOptionSchema).max(5),
  specialty: z.string(),
  fellBackToGeneralPractice: z.boolean(),
  expiresAt: z.string(),
  prompt: z.string(),
});
export type ProviderSearchOutput = z.infer<typeof ProviderSearchOutput>;

export const BookOutput = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true), appointmentId: z.string(), clinicId: z.string(), providerName: z.string(), specialty: z.string(), slot: z.string(), message: z.string(),
    /** the slot in the clinic's time zone and the patient's language, for later messages */
    when: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), reason: z.enum(['taken', 'not_found', 'failed']), message: z.string() }),
]);
export type BookOutput = z.infer<typeof BookOutput>;

export const CancelOutput = z.object({ ok: z.boolean(), message: z.string() });
export type CancelOutput = z.infer<typeof CancelOutput>;

export const DocumentOutput = z.object({ handoffPacketId: z.string() });
export type DocumentOutput = z.infer<typeof DocumentOutput>;
