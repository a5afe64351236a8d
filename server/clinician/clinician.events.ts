// Why this exists: the /clinician namespace's socket types (event maps from server/protocol/, which
// hold the Helios additions `case:release`, `case:removed`, `case:transcript`) and per-socket state.
import type { DefaultEventsMap, Namespace, Socket } from 'socket.io';
import type { ClinicianClientToServerEvents, ClinicianServerToClientEvents } from '../protocol/index.ts';
import type { ClinicianIdentity } from './clinician-auth.ts';

export { CaseReleasePayload, type CaseRemovedEvent, type CaseTranscriptEvent } from '../protocol/index.ts';

/** The namespace's event maps (the protocol's, which include the Helios additions). */
export type ClinicianC2S = ClinicianClientToServerEvents;
export type ClinicianS2C = ClinicianServerToClientEvents;

/** Per-socket state: the verified clinician and the queue rooms it joined. */
export type ClinicianSocketData = { clinician?: ClinicianIdentity; rooms?: string[]; watching?: string[] };
export type ClinicianNamespace = Namespace<ClinicianC2S, ClinicianS2C, DefaultEventsMap, ClinicianSocketData>;
export type ClinicianSocket = Socket<ClinicianC2S, ClinicianS2C, DefaultEventsMap, ClinicianSocketData>;
