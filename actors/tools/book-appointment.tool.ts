// Why this exists: the book_appointment job: books the chosen slot atomically under an appointment id
// derived from the case and the confirmation request, so a retried or restored job never books twice.
import type { BookOutput } from '../agents/role-schemas.ts';
import type { DirectoryStore } from '../../server/stores/directory.store.ts';
import { bookedMessage, formatSlot, takenMessage } from './booking.texts.ts';

export interface BookInput {
  caseId: string;
  requestId: string;
  slotId: string;
  locale: string;
  patientName?: string;
}

export const appointmentIdFor = (caseId: string, requestId: string) => `apt-${caseId}-${requestId}`;

export async function bookAppointment(dir: DirectoryStore, input: BookInput): Promise<BookOutput> {
  const result = await dir.book({
    slotId: input.slotId,
    appointmentId: appointmentIdFor(input.caseId, input.requestId),
    caseId: input.caseId,
    patientName: input.patientName,
  });
  if (!result.ok) return { ok: false, reason: result.reason, message: takenMessage(input.locale) };
  const a = result.appointment;
  return {
    ok: true,
    appointmentId: a.appointmentId,
    clinicId: a.clinicId,
    providerName: a.providerName,
    specialty: a.specialty,
    slot: a.start,
    message: bookedMessage(a.providerName, a.clinicName, formatSlot(a.start, a.timeZone, input.locale), input.locale),
  };
}
