// Why this exists: moving or cancelling a booked appointment asked by chat after the consult closed (or
// in a resumed one): find the consult's appointments across clinics, move one to a new slot without ever
// leaving the patient with none, or cancel it; each over MCP at the appointment's own clinic, each
// idempotent, each clinic confirmation verified before the patient sees it.
import { CancelResult, PatientList, RescheduleResult } from '../../server/protocol/clinic.contract.ts';
import { verifiedConfirmation, type BlockedItem } from './booking-verifier.ts';
import { bookAppointment, type BookResultOut } from './book-appointment.tool.ts';
import { cancelledMessage, formatSlot, movedMessage, takenMessage, unconfirmedMessage } from './booking.texts.ts';
import { ClinicCallError } from './clinic-connector.ts';
import { parseSlotRef, slotRef, type ClinicRouter, type SkippedClinic } from './clinic-router.ts';

export interface HeldAppointment {
  clinicId: string;
  clinicName: string;
  appointmentId: string;
  /** slot ref `<clinicId>/<slotId>` */
  slotId: string;
  start: string;
  providerName: string;
  status: 'booked' | 'cancelled';
}

/** The consult's appointments in every clinic that answers (list_patients is scoped to the consult). */
export async function findAppointments(router: ClinicRouter, input: { caseId: string }): Promise<{ appointments: HeldAppointment[]; skipped: SkippedClinic[] }> {
  const { results, skipped } = await router.fanOut(null, async (clinic) => {
    const list = PatientList.safeParse(await clinic.connector.call('list_patients', { caseId: input.caseId }));
    if (!list.success) throw new ClinicCallError('malformed', 'list_patients: not a patient list');
    return list.data.patients.flatMap((p) => p.appointments.map((a) => ({
      clinicId: clinic.info.clinicId, clinicName: clinic.info.name, appointmentId: a.appointmentId,
      slotId: slotRef(clinic.info.clinicId, a.slotId), start: a.start, providerName: a.providerName, status: a.status,
    })));
  });
  const appointments = results.flatMap((r) => r.value).sort((a, b) => a.start.localeCompare(b.start));
  return { appointments, skipped };
}

export interface RescheduleInput {
  caseId: string;
  /** the confirmation request that chose the new slot (names the new appointment when the clinic changes) */
  requestId: string;
  oldAppointmentId: string;
  /** the chosen option's slot ref, `<clinicId>/<slotId>` */
  slotId: string;
  locale: string;
  patientName?: string;
  /** the clinic holding the old appointment (found through list_patients when absent) */
  oldClinicId?: string;
  /** the patient's IANA zone: times are shown in it first */
  timeZone?: string;
}

/** The clinic holding one of the consult's appointments; throws (the job retries) while a clinic is unreachable. */
async function clinicOf(router: ClinicRouter, caseId: string, appointmentId: string): Promise<string | null> {
  const { appointments, skipped } = await findAppointments(router, { caseId });
  const hit = appointments.find((a) => a.appointmentId === appointmentId);
  if (!hit && skipped.length) throw new ClinicCallError('unreachable', `appointment ${appointmentId}: a clinic cannot be reached now`);
  return hit?.clinicId ?? null;
}

/**
 * Moves an appointment; the patient is never left with none. Same clinic: one atomic reschedule_appointment
 * (the appointment keeps its id). Another clinic: book the new slot under `apt-<caseId>-<requestId>`
 * (idempotent), then cancel the old one. A slot taken meanwhile answers `taken`.
 */
export async function rescheduleAppointment(router: ClinicRouter, input: RescheduleInput): Promise<BookResultOut> {
  const ref = parseSlotRef(input.slotId);
  const oldClinicId = input.oldClinicId ?? await clinicOf(router, input.caseId, input.oldAppointmentId);
  if (!ref || !oldClinicId) return { ok: false, reason: 'not_found', message: '' };
  if (ref.clinicId !== oldClinicId) {
    const booked = await bookAppointment(router, { caseId: input.caseId, requestId: input.requestId, slotId: input.slotId, locale: input.locale, patientName: input.patientName, timeZone: input.timeZone });
    if (booked.ok && booked.appointmentId !== input.oldAppointmentId) {
      await cancelAppointment(router, { caseId: input.caseId, appointmentId: input.oldAppointmentId, clinicId: oldClinicId, locale: input.locale, patientName: input.patientName });
    }
    return booked;
  }
  const clinic = await router.clinic(oldClinicId);
  if (!clinic) return { ok: false, reason: 'not_found', message: '' };
  const answer = RescheduleResult.safeParse(await clinic.connector.call('reschedule_appointment', {
    appointmentId: input.oldAppointmentId, caseId: input.caseId, newSlotId: ref.slotId,
  }));
  if (!answer.success) throw new ClinicCallError('malformed', 'reschedule_appointment: not a result');
  if (!answer.data.ok) return answer.data.reason === 'taken' ? { ok: false, reason: 'taken', message: takenMessage(input.locale) } : { ok: false, reason: 'not_found', message: '' };
  const checked = verifiedConfirmation(answer.data.appointment, {
    clinicId: oldClinicId, caseId: input.caseId, appointmentId: input.oldAppointmentId, slotId: ref.slotId, patientName: input.patientName,
  });
  if (!checked.ok) return { ok: false, reason: 'failed', message: unconfirmedMessage(input.locale), blocked: checked.blocked };
  const a = checked.appointment;
  const when = formatSlot(a.start, a.timeZone, input.locale, input.timeZone);
  return {
    ok: true, appointmentId: a.appointmentId, clinicId: oldClinicId, providerName: a.providerName, specialty: a.specialty, slot: a.start,
    when, message: movedMessage(a.providerName, when, input.locale),
  };
}

export interface CancelInput {
  appointmentId: string;
  locale: string;
  /** the consult (derived from `apt-<caseId>-<requestId>` when absent) */
  caseId?: string;
  /** the appointment's clinic (found through list_patients when absent) */
  clinicId?: string;
  /** the name the booking was made under, if any (the clinic's answer must match it) */
  patientName?: string;
  /** the patient's IANA zone: times are shown in it first */
  timeZone?: string;
}

/** CancelOutput of role-schemas ({ ok, message }), plus a blocked confirmation for the audit chain. */
export type CancelResultOut = { ok: boolean; message: string; blocked?: BlockedItem[] };

/** `apt-<caseId>-<requestId>` → caseId (request ids carry no '-'). */
export function caseIdOfAppointment(appointmentId: string): string | null {
  const m = /^apt-(.+)-[^-]+$/.exec(appointmentId);
  return m ? m[1] : null;
}

/** Cancels the consult's appointment at its clinic; cancelling again is fine (same answer). */
export async function cancelAppointment(router: ClinicRouter, input: CancelInput): Promise<CancelResultOut> {
  const caseId = input.caseId ?? caseIdOfAppointment(input.appointmentId);
  const clinicId = caseId ? input.clinicId ?? await clinicOf(router, caseId, input.appointmentId) : null;
  const clinic = caseId && clinicId ? await router.clinic(clinicId) : null;
  if (!caseId || !clinicId || !clinic) return { ok: false, message: '' };
  const answer = CancelResult.safeParse(await clinic.connector.call('cancel_appointment', { appointmentId: input.appointmentId, caseId }));
  if (!answer.success) throw new ClinicCallError('malformed', 'cancel_appointment: not a result');
  if (!answer.data.ok) return { ok: false, message: '' };
  const raw = answer.data.appointment as { slotId?: unknown } | undefined;
  const checked = verifiedConfirmation(answer.data.appointment, { clinicId, caseId, appointmentId: input.appointmentId, slotId: String(raw?.slotId ?? ''), patientName: input.patientName });
  if (!checked.ok) return { ok: false, message: unconfirmedMessage(input.locale), blocked: checked.blocked };
  const a = checked.appointment;
  return { ok: true, message: cancelledMessage(a.providerName, formatSlot(a.start, a.timeZone, input.locale, input.timeZone), input.locale) };
}
