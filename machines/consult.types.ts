// Why this exists: the consult machine's context and events as plain JSON types, shared by the machine,
// the session that drives it and the tests that fake its actors.
import type { RedFlagHit, EmergencyNotice, PatientInfo } from './contract/clinical.types.ts';
import type {
  BookingOption, BookOutput, ConsensusOutput, CouncilOutput, HistoryFactsOut, PlanOutput, SafetyOutput,
} from './contract/role-schemas.ts';
import type { IntentKind } from './patient-intent.ts';
import type { BookingRequest } from './booking-request.ts';
import type { SearchPreference } from './slot-choice.ts';
import type { Citation, ConsultOutboundPayloads, ConsultOutboundName, TranscriptEntry } from '../server/protocol/index.ts';

export type HistoryField = HistoryFactsOut['unknown'][number];

export interface PendingSay {
  messageId: string;
  text: string;
  citations?: Citation[];
  /** an answer to a health question: the passages it is grounded on (an LLM may word the answer from them) */
  grounding?: SayGrounding;
}

/** One passage of the evidence an answer is built on, numbered as its [n] marker and citation. */
export interface GroundingPassage { n: number; title: string; source: string; url?: string; text: string }
export interface SayGrounding { question: string; passages: GroundingPassage[]; disclaimer: string }

/** What the `educate` effect returns for a health question (actors/engine/education.ts composes it). */
export interface EducationOutput {
  text: string;
  citations: (Citation & { n: number })[];
  /** false: no supporting evidence was found and the text says so */
  grounded: boolean;
  passages: GroundingPassage[];
  disclaimer: string;
}

/** What the `assessRequest` effect returns for a booking request's short safety pass (the offline engine's
 *  level for the history so far, the specialty it would see first, and its differential for the packet). */
export interface RequestAssessment {
  urgency: number;
  specialty: string;
  reasons: string[];
  differential: NonNullable<CouncilOutput['differential']>;
}

/** What the speaker region hands the `speak` effect for the text at the head of the queue. */
export interface SpeakInput {
  caseId: string;
  say: PendingSay;
  locale: string;
  channel: string;
  /** the last few patient-visible turns, for an LLM's tone and continuity */
  recent: { role: 'patient' | 'assistant'; text: string }[];
  patientName?: string;
}

export interface BookingState {
  round: number;
  requestId: string | null;
  options: BookingOption[];
  expiresAt: string | null;
  prompt: string | null;
  chosen: BookingOption | null;
  appointment: Extract<BookOutput, { ok: true }> | null;
  /** `withdrawn`: an offer left unanswered when a clinician took the case over */
  outcome: 'pending' | 'booked' | 'declined' | 'expired' | 'no_slots' | 'failed' | 'not_offered' | 'consent_declined' | 'cancelled' | 'withdrawn';
  /** booking:confirmed/handoff updates after the consult closed (reschedule, cancel) */
  changes: number;
  /** slots found taken since this booking or move began (absent in snapshots written before it was kept) */
  retries?: number;
  /** what the patient asked of the next search in words ("later", "next week", "Thursday"), if anything */
  preference?: SearchPreference | null;
  /** an option chosen in words, waiting for the patient's yes */
  typed?: BookingOption | null;
  /** confirmation requests of this offer so far (a typed choice and a re-offer each take a new requestId) */
  asks?: number;
}

/** The confirmation the consult is waiting for (a state, so it survives reconnects and restarts). */
export interface PendingConfirm {
  requestId: string;
  kind: 'booking' | 'acknowledge';
  /** what the confirmation decides */
  purpose: 'booking' | 'guardian' | 'cancel' | 'choice' | 'end';
  optionIds: string[];
  expiresAt: string;
}

export interface ConsultContext {
  caseId: string;
  locale: string;
  confirmTtlMs: number;
  /** the patient's IANA time zone, when the client gave it (absent in older snapshots) */
  timeZone?: string;
  /** true when the client gave the locale; otherwise it is detected from the first message */
  localeExplicit: boolean;
  /** the locale came from the browser (consult:start `localeFromBrowser`): a first guess */
  localeGuessed?: boolean;
  channel: 'chat' | 'voice';
  patient: PatientInfo;
  createdAt: string;
  /** `intent`: what a patient turn was (symptom report, health question, booking request, other) */
  transcript: (TranscriptEntry & { clientMsgId?: string; intent?: IntentKind })[];
  messageCount: number;
  /** the plan's advice message id, taken when the plan starts (before its call), so the advice streamed while
   *  the plan call writes it and the message that follows share one id (and a restore keeps it) */
  adviceMessageId?: string | null;
  /** assistant texts waiting to be streamed, in order; the speaker region streams the head. */
  say: PendingSay[];
  history: {
    facts: HistoryFactsOut | null;
    asked: HistoryField[];
    /** the patient's replies to each question, in order */
    answers: { field: HistoryField; text: string; finding?: string }[];
    pendingField: HistoryField | null;
    /** the pending question's words, to ask it again after an answer to a health question */
    pendingText?: string | null;
    /** the finding a pending warning-sign question asks about (absent in snapshots older than these questions) */
    pendingFinding?: string | null;
    /** findings warning-sign questions have asked about */
    askedFindings?: string[];
    maxQuestions: number;
    /** clarifying questions asked after low-confidence councils */
    clarifyAsked: number;
    /** questions asked (asked.length) when the current clarifying round began: a round that asks none ends the loop */
    roundFrom?: number;
  };
  clarifyRounds: number;
  council: CouncilOutput | null;
  consensus: ConsensusOutput | null;
  plan: PlanOutput | null;
  safety: SafetyOutput | null;
  booking: BookingState;
  confirm: PendingConfirm | null;
  /** under-18 consult: a parent or guardian confirmed before booking */
  guardianConsent: 'not_needed' | 'pending' | 'given' | 'declined';
  redFlags: RedFlagHit[];
  emergency: EmergencyNotice | null;
  escalation: { by: string; at: string; note?: string; reason?: string } | null;
  /** internal notices for the packet and clinicians, e.g. 'history_failed' */
  notices: string[];
  endedBy: 'patient' | 'clinician' | 'system' | null;
  handoffPacketId: string | null;
  /** health questions waiting for an answer, oldest first (absent in older snapshots) */
  questions?: string[];
  /** the booking the patient asked for at the start, if they did (machines/consult.request.ts) */
  request?: (BookingRequest & { reasonAsked: boolean }) | null;
}

export interface ConsultInput {
  caseId: string;
  locale?: string;
  /** `locale` is the browser's guess: the first message's language (when it is clear) replaces it */
  localeFromBrowser?: boolean;
  channel?: 'chat' | 'voice';
  patient?: PatientInfo;
  createdAt: string;
  maxQuestions?: number;
  /** how long a confirmation request stays open (default 15 min) */
  confirmTtlMs?: number;
  /** the patient's IANA time zone (consult:start), for the times they are shown */
  timeZone?: string;
}

export type ConsultEvent =
  | { type: 'patient.message'; clientMsgId: string; text: string; at: string }
  | { type: 'patient.utterance'; text: string }
  | { type: 'transcript.partial'; text: string; at: string }
  | { type: 'confirm.reply'; requestId: string; accept: boolean; optionId?: string }
  | { type: 'consult.end' }
  | { type: 'case.takeover'; clinicianId: string; at: string }
  | { type: 'clinician.message'; clinicianId: string; text: string; at: string }
  | { type: 'case.release'; clinicianId: string; note?: string; at: string }
  | { type: 'speaker.mute' }
  | { type: 'speaker.interrupt' };

/** Events the machine hands to the outside world; the session writes them to the case outbox. */
export type OutboundEmitted = {
  [K in ConsultOutboundName]: { type: 'outbound'; name: K; payload: ConsultOutboundPayloads[K]; key: string };
}[ConsultOutboundName];
