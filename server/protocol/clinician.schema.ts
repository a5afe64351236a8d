// Why this exists: zod schemas for the /clinician namespace of PROTOCOL.md (auth claims, events, acks).
import { z } from 'zod';
import { Specialty, Stage, TriageLevel, Urgency } from './enums.ts';
import { MAX_TEXT, Vote } from './consult.schema.ts';

export const ClinicianClaims = z.object({
  sub: z.string().min(1),
  role: z.literal('clinician'),
  specialties: z.array(z.string().min(1)).min(1),
});
export type ClinicianClaims = z.infer<typeof ClinicianClaims>;

export const CasesSubscribePayload = z.strictObject({ specialty: Specialty.optional() });
export const CaseGetPayload = z.strictObject({ caseId: z.string().min(1).max(100) });
export const CaseTakeoverPayload = z.strictObject({ caseId: z.string().min(1).max(100) });
export const ClinicianMessagePayload = z.strictObject({ caseId: z.string().min(1).max(100), text: z.string().min(1).max(MAX_TEXT) });
export type CasesSubscribePayload = z.infer<typeof CasesSubscribePayload>;
export type CaseGetPayload = z.infer<typeof CaseGetPayload>;
export type CaseTakeoverPayload = z.infer<typeof CaseTakeoverPayload>;
export type ClinicianMessagePayload = z.infer<typeof ClinicianMessagePayload>;

export const CaseSummary = z.object({
  caseId: z.string(),
  stage: Stage,
  specialty: z.string().optional(),
  urgency: Urgency.optional(),
  triageLevel: TriageLevel.optional(),
  redFlags: z.array(z.string()),
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof CaseSummary>;
/** `case:update` carries the same fields as a summary. */
export const CaseUpdateEvent = CaseSummary;
export type CaseUpdateEvent = CaseSummary;

export const TranscriptEntry = z.object({
  role: z.enum(['patient', 'assistant', 'clinician', 'system']),
  text: z.string(),
  at: z.string(),
  messageId: z.string().optional(),
  /** an assistant message the patient cut short by speaking */
  interrupted: z.boolean().optional(),
  /** an assistant message that was queued but never sent to the patient: a clinician took over first */
  unsent: z.boolean().optional(),
  /** a patient turn's intent as Helios read it: a symptom report, a health question, a booking request, other, or
   *  wanting to end the consult (`stop`) */
  intent: z.enum(['symptom', 'question', 'booking', 'other', 'stop']).optional(),
});
export type TranscriptEntry = z.infer<typeof TranscriptEntry>;

export const CaseDetail = z.object({
  summary: CaseSummary,
  transcript: z.array(TranscriptEntry),
  votes: z.array(Vote.extend({ reasoning: z.string().optional() })),
  handoffPacket: z.unknown().optional(),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

// ---- Helios additions (PROTOCOL.md allows added events and optional fields) ----------------------
/** `case:release` hands a held case back: the consult ends and the note goes into the SOAP packet. */
export const CaseReleasePayload = z.strictObject({
  caseId: z.string().min(1).max(100),
  note: z.string().max(MAX_TEXT).optional(),
});
export type CaseReleasePayload = z.infer<typeof CaseReleasePayload>;

/** `case:removed`: a case this socket could see has left its view (it got another specialty). */
export interface CaseRemovedEvent {
  caseId: string;
}

/** `case:transcript`: entries `from`, `from + 1`, … of a watched case's transcript. New entries, and entries that
 *  changed after they were sent (cut short: `interrupted`; withdrawn at a takeover: `unsent`): clients replace
 *  the entries they have from `from` on. */
export interface CaseTranscriptEvent {
  caseId: string;
  from: number;
  entries: TranscriptEntry[];
}

/** `clinician:ask`: a question to the clinician assistant, optionally about one case the clinician may see. */
export const ASK_INTENTS = ['drug_info', 'interaction_check', 'guideline_summary', 'differential', 'tests_to_consider'] as const;
export const AskIntent = z.enum(ASK_INTENTS);
export type AskIntent = z.infer<typeof AskIntent>;
export const ClinicianAskPayload = z.strictObject({
  question: z.string().trim().min(3).max(1000),
  caseId: z.string().min(1).max(100).optional(),
});
export type ClinicianAskPayload = z.infer<typeof ClinicianAskPayload>;
/** A numbered source; the answer's `[n]` markers point at these. */
export const AskCitation = z.object({ n: z.number().int().min(1), title: z.string(), source: z.string(), url: z.string().optional() });
export type AskCitation = z.infer<typeof AskCitation>;
/** The ack of `clinician:ask` (after `ok: true`). `phiRouted`: answered by the local engine because the
 *  question held PHI or named a case. */
export const ClinicianAskResult = z.object({
  answer: z.string(),
  citations: z.array(AskCitation),
  intent: AskIntent,
  engine: z.enum(['offline', 'claude']),
  phiRouted: z.boolean(),
});
export type ClinicianAskResult = z.infer<typeof ClinicianAskResult>;
