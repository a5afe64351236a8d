// Why this exists: moving or cancelling a booked appointment after the consult closed; a move books the
// new slot first (idempotent under its own appointment id) and only then frees the old one, so the
// patient is never left with no appointment.
import type { BookOutput, CancelOutput } from '../agents/role-schemas.ts';
import type { DirectoryStore } from '../../server/stores/directory.store.ts';
import { bookAppointment } from './book-appointment.tool.ts';

export interface RescheduleInput {
  caseId: string;
  requestId: string;
  oldAppointmentId: string;
  slotId: string;
  locale: string;
  patientName?: string;
}

export async function rescheduleAppointment(dir: DirectoryStore, input: RescheduleInput): Promise<BookOutput> {
  const booked = await bookAppointment(dir, { caseId: input.caseId, requestId: input.requestId, slotId: input.slotId, locale: input.locale, patientName: input.patientName });
  if (booked.ok && booked.appointmentId !== input.oldAppointmentId) await dir.cancel(input.oldAppointmentId);
  return booked;
}

export async function cancelAppointment(dir: DirectoryStore, input: { appointmentId: string; locale: string }): Promise<CancelOutput> {
  const existing = await dir.getAppointment(input.appointmentId);
  if (!existing) return { ok: false, message: '' };
  if (existing.status === 'cancelled') return { ok: true, message: '' };
  return { ok: await dir.cancel(input.appointmentId), message: '' };
}
