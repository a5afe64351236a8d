// Why this exists: the Helios additions to the /clinician wire contract (`case:release`, `case:removed`)
// on top of server/protocol/, kept here until they move into server/protocol/clinician.schema.ts.
import { z } from 'zod';
import {
  MAX_TEXT, type AckFn, type ClinicianClientToServerEvents, type ClinicianServerToClientEvents,
} from '../protocol/index.ts';

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

export interface ClinicianC2S extends ClinicianClientToServerEvents {
  'case:release': (payload: CaseReleasePayload, ack: AckFn) => void;
}

export interface ClinicianS2C extends ClinicianServerToClientEvents {
  'case:removed': (event: CaseRemovedEvent) => void;
}

export interface ClinicianNamespaceEvents {
  c2s: ClinicianC2S;
  s2c: ClinicianS2C;
}
