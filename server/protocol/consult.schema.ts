// Why this exists: zod schemas for every event and ack of the /consult namespace (PROTOCOL.md), so the
// server validates at the edge and clients and tests share inferred types.
import { z } from 'zod';
import { Disposition, ErrorCode, Specialty, Stage, TriageLevel, Urgency } from './enums.ts';

export const MAX_TEXT = 4000;

/** Whether Intl knows this IANA time zone ("Europe/Lisbon"). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

// ---- client → server payloads -------------------------------------------------------------
export const ConsultStartPayload = z.strictObject({
  locale: z.string().min(2).max(35).optional(),
  /** true: `locale` is the browser's language, a first guess; the language of the patient's first message wins */
  localeFromBrowser: z.boolean().optional(),
  channel: z.enum(['chat', 'voice']).optional(),
  /** the patient's IANA time zone: times the patient sees are in it first, the clinic's second */
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'an IANA time zone such as "America/Chicago"').optional(),
  patient: z
    .strictObject({
      age: z.number().int().min(0).max(130).optional(),
      sex: z.enum(['female', 'male', 'other']).optional(),
      pregnant: z.boolean().optional(),
      name: z.string().min(1).max(200).optional(),
    })
    .optional(),
});
export const ConsultResumePayload = z.strictObject({
  caseId: z.string().min(1).max(100),
  resumeToken: z.string().min(1).max(200),
  lastSeq: z.number().int().min(0),
});
/** text is checked for length separately so an over-long text gets `payload_too_large`. */
export const PatientMessagePayload = z.strictObject({
  clientMsgId: z.string().min(1).max(64),
  text: z.string().min(1),
});
export const TranscriptPayload = z.strictObject({
  utteranceId: z.string().min(1).max(64),
  text: z.string().min(1),
});
export const ConfirmReplyPayload = z.strictObject({
  requestId: z.string().min(1).max(100),
  accept: z.boolean(),
  optionId: z.string().min(1).max(100).optional(),
});
export const ConsultEndPayload = z.strictObject({});

export type ConsultStartPayload = z.infer<typeof ConsultStartPayload>;
export type ConsultResumePayload = z.infer<typeof ConsultResumePayload>;
export type PatientMessagePayload = z.infer<typeof PatientMessagePayload>;
export type TranscriptPayload = z.infer<typeof TranscriptPayload>;
export type ConfirmReplyPayload = z.infer<typeof ConfirmReplyPayload>;
export type ConsultEndPayload = z.infer<typeof ConsultEndPayload>;

// ---- acks ------------------------------------------------------------------------------------
export const AckError = z.object({ code: ErrorCode, message: z.string() });
export type AckError = z.infer<typeof AckError>;
export type AckFail = { ok: false; error: AckError };
export type Ack<T extends object = Record<never, never>> = ({ ok: true } & T) | AckFail;
export type AckFn<T extends object = Record<never, never>> = (ack: Ack<T>) => void;

// ---- server → client payloads ----------------------------------------------------------------
export const Envelope = z.object({ caseId: z.string(), seq: z.number().int().min(1), at: z.string() });
export type Envelope = z.infer<typeof Envelope>;

export const ConsultStateEvent = z.object({
  stage: Stage,
  previous: Stage.optional(),
  /** added by Helios: the consult's language now (BCP-47 base, e.g. "es"), set from the start payload or
   *  detected from the patient's first message; a client shows its interface in it */
  locale: z.string().optional(),
  /** added by Helios: the appointment's state once there is one; sent again (same stage) when it changes */
  appointment: z.enum(['booked', 'cancelled']).optional(),
  /** added by Helios: who ended the consult (the patient with `consult:end`, a clinician releasing it), once it
   *  is ending (documentation, closed); a client says "you ended this consult" when it was the patient */
  endedBy: z.enum(['patient', 'clinician']).optional(),
});
export const AssistantDeltaEvent = z.object({ messageId: z.string(), delta: z.string() });
export const Citation = z.object({
  title: z.string(), source: z.string(), url: z.string().optional(),
  /** added by Helios: the number of the source's inline [n] markers in the message text (answers to health questions) */
  n: z.number().int().positive().optional(),
});
export const AssistantMessageEvent = z.object({
  messageId: z.string(),
  text: z.string(),
  author: z.enum(['assistant', 'clinician']),
  citations: z.array(Citation).optional(),
  /** added by Helios: set when a voice interruption cut the message short */
  interrupted: z.boolean().optional(),
});
export const ConfirmOption = z.object({
  id: z.string(),
  label: z.string(),
  clinicId: z.string().optional(),
  providerId: z.string().optional(),
  slot: z.string().optional(),
});
export const ConfirmRequestEvent = z.object({
  requestId: z.string(),
  kind: z.enum(['booking', 'acknowledge']),
  prompt: z.string(),
  options: z.array(ConfirmOption),
  expiresAt: z.string(),
  /** added by Helios: `end` when the request asks whether to end the consult (the patient said they want to stop);
   *  a typed answer answers it too, so a client drops its buttons once the patient writes */
  purpose: z.enum(['end']).optional(),
});
export const Vote = z.object({ agent: z.string(), specialty: z.string(), confidence: z.number(), urgency: Urgency });
export const RecommendationEvent = z.object({
  specialty: Specialty,
  urgency: Urgency,
  triageLevel: TriageLevel,
  disposition: Disposition,
  averageConfidence: z.number(),
  lowConfidence: z.boolean(),
  votes: z.array(Vote),
  /** added by Helios: plain-language reason and the evidence behind it */
  rationale: z.string().optional(),
  citations: z.array(Citation).optional(),
});
/** One line to contact. Helios additions (optional): `type` (what the line is for) and, for a text line, the `keyword` to send. */
export const EmergencyResource = z.object({
  label: z.string(),
  contact: z.string(),
  type: z.enum(['emergency', 'urgent', 'poison', 'crisis', 'text']).optional(),
  keyword: z.string().optional(),
});
export type EmergencyResource = z.infer<typeof EmergencyResource>;
export const EmergencyEvent = z.object({
  kind: z.enum(['medical', 'mental_health']),
  message: z.string(),
  /** the lines to contact now, most important first */
  resources: z.array(EmergencyResource),
  /** Helios additions: the locale's other lines (poison control, crisis and text lines not in `resources`), where the
   *  numbers apply (ISO 3166 code or "intl"), and how they are organised when that matters (poison centres by region) */
  otherResources: z.array(EmergencyResource).optional(),
  region: z.string().optional(),
  note: z.string().optional(),
});
export const BookingConfirmedEvent = z.object({
  appointmentId: z.string(),
  clinicId: z.string(),
  providerName: z.string(),
  specialty: z.string(),
  slot: z.string(),
});
export const HandoffReadyEvent = z.object({ handoffPacketId: z.string() });
/** Helios addition: one complete sentence of an assistant message, for text-to-speech (voice channel). */
export const AssistantSentenceEvent = z.object({ messageId: z.string(), sentence: z.string(), index: z.number().int().min(1) });
export const ConsultErrorEvent = z.object({ code: z.string(), message: z.string() });
/** Helios addition, about one connection rather than the consult, so it has no envelope, takes no seq
 *  and is never replayed: this connection's server no longer runs the consult. `resumed_elsewhere`:
 *  another connection resumed it on another server (do not take it back by yourself: two windows would
 *  take it from each other); `server_moved`: resume now (on this connection) with your lastSeq. */
export const ConsultMovedEvent = z.object({ caseId: z.string(), reason: z.enum(['resumed_elsewhere', 'server_moved']) });

export type ConsultStateEvent = z.infer<typeof ConsultStateEvent>;
export type AssistantDeltaEvent = z.infer<typeof AssistantDeltaEvent>;
export type AssistantMessageEvent = z.infer<typeof AssistantMessageEvent>;
export type Citation = z.infer<typeof Citation>;
export type ConfirmOption = z.infer<typeof ConfirmOption>;
export type ConfirmRequestEvent = z.infer<typeof ConfirmRequestEvent>;
export type Vote = z.infer<typeof Vote>;
export type RecommendationEvent = z.infer<typeof RecommendationEvent>;
export type EmergencyEvent = z.infer<typeof EmergencyEvent>;
export type BookingConfirmedEvent = z.infer<typeof BookingConfirmedEvent>;
export type HandoffReadyEvent = z.infer<typeof HandoffReadyEvent>;
export type AssistantSentenceEvent = z.infer<typeof AssistantSentenceEvent>;
export type ConsultErrorEvent = z.infer<typeof ConsultErrorEvent>;
export type ConsultMovedEvent = z.infer<typeof ConsultMovedEvent>;

/** Payload of each server → client consult event, before the envelope is added. */
export interface ConsultOutboundPayloads {
  'consult:state': ConsultStateEvent;
  'assistant:delta': AssistantDeltaEvent;
  'assistant:message': AssistantMessageEvent;
  'assistant:sentence': AssistantSentenceEvent;
  'confirm:request': ConfirmRequestEvent;
  recommendation: RecommendationEvent;
  emergency: EmergencyEvent;
  'booking:confirmed': BookingConfirmedEvent;
  'handoff:ready': HandoffReadyEvent;
  'consult:error': ConsultErrorEvent;
}
export type ConsultOutboundName = keyof ConsultOutboundPayloads;
export const CONSULT_OUTBOUND_EVENTS = [
  'consult:state', 'assistant:delta', 'assistant:message', 'assistant:sentence', 'confirm:request', 'recommendation',
  'emergency', 'booking:confirmed', 'handoff:ready', 'consult:error',
] as const satisfies readonly ConsultOutboundName[];
