// Why this exists: the book_appointment job: books the chosen option at its own clinic over MCP, under an
// appointment id derived from the case and the confirmation request, so a retried or restored job never
// books twice; a slot lost meanwhile is `taken` (the machine offers the next options), and the clinic's
// confirmation passes the verifier before the patient sees it.
import type { BookOutput } from '../../machines/contract/role-schemas.ts';
import { BookResult } from '../../server/protocol/clinic.contract.ts';
import { verifiedConfirmation, type BlockedItem } from './booking-verifier.ts';
import { bookedMessage, formatSlot, takenMessage, unconfirmedMessage } from './booking.texts.ts';
import { ClinicCallError } from './clinic-connector.ts';
import { parseSlotRef, type ClinicRouter } from './clinic-router.ts';

export interface BookInput {
  caseId: string;
  requestId: string;
  /** the option's slot ref, `<clinicId>/<clinic's slotId>` */
  slotId: string;
  locale: string;
  patientName?: string;
  /** the patient's IANA zone: times are shown in it first */
  timeZone?: string;
}

/** BookOutput, plus a blocked confirmation (for the audit chain) when the verifier stopped it. */
export type BookResultOut = BookOutput & { blocked?: BlockedItem[] };

export const appointmentIdFor = (caseId: string, requestId: string) => `apt-${caseId}-${requestId}`;

/**
 * Throws (so BullMQ retries the job, idempotently) when the clinic cannot be reached or times out;
 * answers ok:false for a taken slot, an unknown clinic (message '') and a blocked confirmation.
 */
export async function bookAppointment(router: ClinicRouter, input: BookInput): Promise<BookResultOut> {
  const ref = parseSlotRef(input.slotId);
  const clinic = ref ? await router.clinic(ref.clinicId) : null;
  if (!ref || !clinic) return { ok: false, reason: 'not_found', message: '' }; // '' = the machine's own "nothing was booked" advice
  const appointmentId = appointmentIdFor(input.caseId, input.requestId);
  const raw = await clinic.connector.call('book_appointment', {
    slotId: ref.slotId, appointmentId, caseId: input.caseId, ...(input.patientName ? { patientName: input.patientName } : {}),
  });
  const answer = BookResult.safeParse(raw);
  if (!answer.success) throw new ClinicCallError('malformed', 'book_appointment: not a booking result');
  // a slot gone since it was offered (taken, or no longer bookable) is lost to this patient either way
  if (!answer.data.ok) return { ok: false, reason: 'taken', message: takenMessage(input.locale) };

  const checked = verifiedConfirmation(answer.data.appointment, {
    clinicId: ref.clinicId, caseId: input.caseId, appointmentId, slotId: ref.slotId, patientName: input.patientName,
  });
  if (!checked.ok) return { ok: false, reason: 'failed', message: unconfirmedMessage(input.locale), blocked: checked.blocked };
  const a = checked.appointment;
  const when = formatSlot(a.start, a.timeZone, input.locale, input.timeZone);
  return {
    ok: true,
    appointmentId: a.appointmentId,
    clinicId: ref.clinicId,
    providerName: a.providerName,
    specialty: a.specialty,
    slot: a.start,
    when,
    message: bookedMessage(a.providerName, clinic.info.name, when, input.locale),
  };
}
