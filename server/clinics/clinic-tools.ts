// Why this exists: the MCP tools one clinic serves (the connector contract of clinic.contract.ts) over
// its silo: slots, atomic booking, reschedule, cancel and the minimal patient register. A consult only
// ever sees and changes its own appointments: anything else answers not_found, never someone's record.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Appointment } from '../stores/directory.store.ts';
import type { ClinicSilo } from './clinic-silos.ts';
import { Inputs, type AppointmentRecord, type SlotRecord } from '../protocol/clinic.contract.ts';

const MAX_WINDOW_MS = 62 * 86_400_000;

const result = (data: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(data) }],
  structuredContent: data,
});
const fail = (code: string, message: string): CallToolResult => {
  const data = { ok: false, error: { code, message } };
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data, isError: true };
};
const notFound = () => result({ ok: false, reason: 'not_found' });

/** What a clinic shows of an appointment: the booking itself, nothing about anyone else. */
function view(a: Appointment): AppointmentRecord {
  return {
    appointmentId: a.appointmentId, caseId: a.caseId, slotId: a.slotId, clinicId: a.clinicId, clinicName: a.clinicName,
    providerId: a.providerId, providerName: a.providerName, specialty: a.specialty, start: a.start, end: a.end,
    timeZone: a.timeZone, status: a.status, ...(a.patientName ? { patientName: a.patientName } : {}),
  };
}

/** Wraps a handler so an unexpected failure is a structured tool error, not a dropped request. */
const guarded = <A>(fn: (args: A) => Promise<CallToolResult>) => async (args: A): Promise<CallToolResult> => {
  try {
    return await fn(args);
  } catch (err) {
    return fail('internal', (err as Error).message.slice(0, 200));
  }
};

export function registerClinicTools(server: McpServer, silo: ClinicSilo): void {
  const { store, patients, info } = silo;
  /** The consult's own appointment here, or null (unknown, or another consult's). */
  const own = async (appointmentId: string, caseId: string) => {
    const a = await store.getAppointment(appointmentId);
    return a && a.caseId === caseId ? a : null;
  };

  server.registerTool('get_clinic_info', {
    description: 'This clinic: id, name, time zone and the specialties it offers.',
    inputSchema: Inputs.get_clinic_info,
    annotations: { readOnlyHint: true },
  }, guarded(async () => result({ ...info })));

  server.registerTool('list_available_slots', {
    description: 'Free slots of one specialty whose whole span lies in [from, to], earliest first.',
    inputSchema: Inputs.list_available_slots,
    annotations: { readOnlyHint: true },
  }, guarded(async ({ specialty, from, to, limit, caseId }) => {
    const [fromMs, toMs] = [Date.parse(from), Date.parse(to)];
    if (!(toMs > fromMs)) return fail('bad_request', '"to" must be after "from"');
    if (toMs - fromMs > MAX_WINDOW_MS) return fail('bad_request', 'the window may span at most 62 days');
    const found = await store.searchSlots({ specialty, from: new Date(fromMs), to: new Date(toMs), limit: limit ?? 10, holder: caseId });
    const slots: SlotRecord[] = found.map((s) => ({
      slotId: s.slotId, providerId: s.providerId, providerName: s.providerName, specialty: s.specialty,
      start: s.start, end: s.end, timeZone: s.timeZone,
    }));
    return result({ clinicId: info.clinicId, slots });
  }));

  server.registerTool('hold_slots', {
    description: 'Holds free slots for a consult for ttlMs, atomically: no other consult is offered them or may book them meanwhile. A slot booked, started or held for another consult is not held. Holding again refreshes the hold.',
    inputSchema: Inputs.hold_slots,
    annotations: { idempotentHint: true },
  }, guarded(async ({ caseId, slotIds, ttlMs }) => result({ held: await store.hold({ holder: caseId, slotIds, ttlMs }) })));

  server.registerTool('release_holds', {
    description: "Releases a consult's holds (the slots named, or all of them here), except those in keep. Releasing again changes nothing.",
    inputSchema: Inputs.release_holds,
    annotations: { idempotentHint: true },
  }, guarded(async ({ caseId, slotIds, keep }) => result({ released: await store.release({ holder: caseId, slotIds, keep }) })));

  server.registerTool('book_appointment', {
    description: 'Books a free slot atomically. Idempotent per appointmentId: a retry returns the same appointment. A slot already booked answers { ok: false, reason: "taken" }.',
    inputSchema: Inputs.book_appointment,
    annotations: { idempotentHint: true },
  }, guarded(async ({ slotId, appointmentId, caseId, patientName, specialty }) => {
    const booked = await store.book({ slotId, appointmentId, caseId, patientName, specialty });
    if (!booked.ok) return result({ ok: false, reason: booked.reason });
    if (booked.appointment.caseId !== caseId) return notFound(); // someone else's appointment id: reveal nothing
    await patients.recordBooking(caseId, appointmentId, patientName, booked.appointment.end);
    return result({ ok: true, alreadyBooked: booked.alreadyBooked, appointment: view(booked.appointment) });
  }));

  server.registerTool('reschedule_appointment', {
    description: "Moves the consult's appointment to another free slot of this clinic in one atomic step (the old slot is freed). Idempotent.",
    inputSchema: Inputs.reschedule_appointment,
    annotations: { idempotentHint: true },
  }, guarded(async ({ appointmentId, caseId, newSlotId }) => {
    if (!(await own(appointmentId, caseId))) return notFound();
    const moved = await store.reschedule({ appointmentId, newSlotId });
    if (!moved.ok) return result({ ok: false, reason: moved.reason });
    await patients.keepFor(caseId, moved.appointment.end);
    return result({ ok: true, alreadyMoved: moved.alreadyMoved, appointment: view(moved.appointment) });
  }));

  server.registerTool('cancel_appointment', {
    description: "Cancels the consult's appointment and frees its slot. Cancelling again answers the cancelled appointment.",
    inputSchema: Inputs.cancel_appointment,
    annotations: { idempotentHint: true, destructiveHint: true },
  }, guarded(async ({ appointmentId, caseId }) => {
    const before = await own(appointmentId, caseId);
    if (!before) return notFound();
    if (before.status === 'booked') await store.cancel(appointmentId);
    const after = await store.getAppointment(appointmentId);
    return after && after.status === 'cancelled' ? result({ ok: true, appointment: view(after) }) : fail('conflict', 'the appointment could not be cancelled');
  }));

  server.registerTool('list_patients', {
    description: 'The patients booked under this consult, with only what a booking needs (id, name given, own appointments).',
    inputSchema: Inputs.list_patients,
    annotations: { readOnlyHint: true },
  }, guarded(async ({ caseId }) => result({ patients: await patients.listForCase(caseId) })));

  server.registerTool('get_patient', {
    description: "One patient of this consult (minimised). Another consult's patient is not_found.",
    inputSchema: Inputs.get_patient,
    annotations: { readOnlyHint: true },
  }, guarded(async ({ patientId, caseId }) => {
    const patient = await patients.get(patientId, caseId);
    return patient ? result({ ok: true, patient }) : notFound();
  }));
}
