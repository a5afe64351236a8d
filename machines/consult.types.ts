// Why this exists: the consult machine's context and events as plain JSON types, shared by the machine,
// the session that drives it and the tests that fake its actors.
import type { RedFlagHit, EmergencyNotice, PatientInfo } from '../actors/engine/types.ts';
import type {
  BookingOption, BookOutput, ConsensusOutput, CouncilOutput, HistoryFactsOut, PlanOutput, SafetyOutput,
} from '../actors/agents/role-schemas.ts';
import type { Citation, ConsultOutboundPayloads, ConsultOutboundName, TranscriptEntry } from '../server/protocol/index.ts';

export type HistoryField = HistoryFactsOut['unknown'][number];

export interface PendingSay {
  messageId: string;
  text: string;
  citations?: Citation[];
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
}

/** The confirmation the consult is waiting for (a state, so it survives reconnects and restarts). */
export interface PendingConfirm {
  requestId: string;
  kind: 'booking' | 'acknowledge';
  /** what the confirmation decides */
  purpose: 'booking' | 'guardian' | 'cancel';
  optionIds: string[];
  expiresAt: string;
}

export interface ConsultContext {
  caseId: string;
  locale: string;
  confirmTtlMs: number;
  /** true when the client gave the locale; otherwise it is detected from the first message */
  localeExplicit: boolean;
  channel: 'chat' | 'voice';
  patient: PatientInfo;
  createdAt: string;
  transcript: (TranscriptEntry & { clientMsgId?: string })[];
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
}

export interface ConsultInput {
  caseId: string;
  locale?: string;
  channel?: 'chat' | 'voice';
  patient?: PatientInfo;
  createdAt: string;
  maxQuestions?: number;
  /** how long a confirmation request stays open (default 15 min) */
  confirmTtlMs?: number;
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
