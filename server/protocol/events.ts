// Why this exists: the typed Socket.IO event maps (Server<C2S, S2C> and Socket<S2C, C2S>) shared by the
// server, the client demo and the tests, inferred from the zod schemas.
import type { AckFn } from './consult.schema.ts';
import type {
  ConfirmReplyPayload, ConsultEndPayload, ConsultMovedEvent, ConsultOutboundPayloads, ConsultResumePayload, ConsultStartPayload,
  Envelope, PatientMessagePayload, TranscriptPayload,
} from './consult.schema.ts';
import type {
  CaseDetail, CaseGetPayload, CaseSummary, CaseTakeoverPayload, CasesSubscribePayload, CaseUpdateEvent,
  ClinicianMessagePayload, CaseReleasePayload, CaseRemovedEvent, CaseTranscriptEvent, ClinicianAskPayload, ClinicianAskResult,
} from './clinician.schema.ts';
import type { Stage } from './enums.ts';

export type Enveloped<T> = Envelope & T;

export interface ConsultClientToServerEvents {
  'consult:start': (payload: ConsultStartPayload, ack: AckFn<{ caseId: string; resumeToken: string }>) => void;
  'consult:resume': (payload: ConsultResumePayload, ack: AckFn<{ stage: Stage }>) => void;
  'patient:message': (payload: PatientMessagePayload, ack: AckFn<{ duplicate: boolean }>) => void;
  'transcript:partial': (payload: TranscriptPayload, ack?: AckFn<{ redFlag?: boolean }>) => void;
  'transcript:final': (payload: TranscriptPayload, ack: AckFn<{ duplicate: boolean }>) => void;
  'confirm:reply': (payload: ConfirmReplyPayload, ack: AckFn<{ duplicate?: boolean }>) => void;
  'consult:end': (payload: ConsultEndPayload, ack: AckFn<{ duplicate?: boolean }>) => void;
}

export type ConsultServerToClientEvents = {
  [K in keyof ConsultOutboundPayloads]: (event: Enveloped<ConsultOutboundPayloads[K]>) => void;
} & {
  /** Helios addition: about this connection, not the consult (no envelope, never replayed) */
  'consult:moved': (event: ConsultMovedEvent) => void;
};

export interface ClinicianClientToServerEvents {
  'cases:subscribe': (payload: CasesSubscribePayload, ack: AckFn<{ cases: CaseSummary[] }>) => void;
  'case:get': (payload: CaseGetPayload, ack: AckFn<{ case: CaseDetail }>) => void;
  'case:takeover': (payload: CaseTakeoverPayload, ack: AckFn) => void;
  'clinician:message': (payload: ClinicianMessagePayload, ack: AckFn) => void;
  /** Helios addition */
  'case:release': (payload: CaseReleasePayload, ack: AckFn) => void;
  /** Helios addition: the clinician assistant */
  'clinician:ask': (payload: ClinicianAskPayload, ack: AckFn<ClinicianAskResult>) => void;
}

export interface ClinicianServerToClientEvents {
  'case:update': (event: CaseUpdateEvent) => void;
  /** Helios additions */
  'case:removed': (event: CaseRemovedEvent) => void;
  'case:transcript': (event: CaseTranscriptEvent) => void;
}
