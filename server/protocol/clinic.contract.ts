// Why this exists: the clinic connector contract in one place: the MCP tools a clinic serves, their input
// shapes (registered on the built-in server) and result shapes (checked by the router on every answer, so a
// clinic's malformed or oversharing data never passes unchecked). docs/clinics.md documents the same.
import { z } from 'zod';

export const CLINIC_TOOLS = [
  'get_clinic_info', 'list_available_slots', 'book_appointment', 'reschedule_appointment', 'cancel_appointment',
  'list_patients', 'get_patient', 'hold_slots', 'release_holds',
] as const;
export type ClinicToolName = (typeof CLINIC_TOOLS)[number];

/** Ids that travel between Helios and clinics (no colons, no spaces). */
export const Id = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'letters, digits, ".", "_" or "-" (1..128)');
const Iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 date-time');
const Specialty = z.string().regex(/^[a-z_]{2,48}$/, 'a lower-case specialty id such as "cardiology"');
const PatientName = z.string().trim().min(1).max(100);

/** Tool inputs, as zod raw shapes (what McpServer.registerTool takes). */
export const Inputs = {
  get_clinic_info: {},
  list_available_slots: {
    specialty: Specialty,
    from: Iso.describe('earliest slot start (ISO 8601)'),
    to: Iso.describe('latest slot end (ISO 8601)'),
    limit: z.number().int().min(1).max(50).optional().describe('most slots to return, earliest first (default 10)'),
    caseId: Id.optional().describe('the searching consult: slots held for it are listed, slots held for others never are'),
  },
  book_appointment: {
    slotId: Id,
    appointmentId: Id.describe('chosen by Helios; booking again with the same id returns the same appointment'),
    caseId: Id,
    patientName: PatientName.optional(),
    specialty: Specialty.optional(),
  },
  reschedule_appointment: { appointmentId: Id, caseId: Id, newSlotId: Id },
  cancel_appointment: { appointmentId: Id, caseId: Id },
  list_patients: { caseId: Id.describe('only the patients booked under this consult are listed') },
  get_patient: { patientId: Id, caseId: Id },
  hold_slots: {
    caseId: Id.describe('the consult the slots are held for'),
    slotIds: z.array(Id).min(1).max(50),
    ttlMs: z.number().int().min(1000).max(3_600_000).describe('how long the hold lasts (it lapses by itself)'),
  },
  release_holds: {
    caseId: Id,
    slotIds: z.array(Id).max(50).optional().describe('the holds to release (default: every hold of the consult here)'),
    keep: z.array(Id).max(50).optional().describe('holds not to release (the slot being booked)'),
  },
} satisfies Record<ClinicToolName, z.ZodRawShape>;

export type ToolInput<T extends ClinicToolName> = z.infer<z.ZodObject<(typeof Inputs)[T]>>;

// ---- results (structuredContent; the same JSON is also sent as one text content item) ----

export const ClinicInfo = z.object({
  clinicId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  name: z.string().min(1).max(120),
  city: z.string().max(80).optional(),
  timeZone: z.string().min(1).max(64),
  specialties: z.array(Specialty).max(100),
  slotMinutes: z.number().int().min(5).max(480).optional(),
});
export type ClinicInfo = z.infer<typeof ClinicInfo>;

export const SlotRecord = z.object({
  slotId: Id,
  providerId: Id,
  providerName: z.string().min(1).max(120),
  specialty: Specialty,
  start: Iso,
  end: Iso,
  timeZone: z.string().min(1).max(64),
});
export type SlotRecord = z.infer<typeof SlotRecord>;
export const SlotList = z.object({ clinicId: z.string(), slots: z.array(z.unknown()).max(200) });

/** A booked (or cancelled) slot: the slot's fields and who holds it. */
export const AppointmentRecord = SlotRecord.extend({
  appointmentId: Id,
  caseId: Id,
  clinicId: z.string(),
  clinicName: z.string().min(1).max(120),
  status: z.enum(['booked', 'cancelled']),
  patientName: z.string().max(100).optional(),
});
export type AppointmentRecord = z.infer<typeof AppointmentRecord>;

export const Failure = z.object({ ok: z.literal(false), reason: z.enum(['taken', 'not_found']) });
export const BookResult = z.union([
  z.object({ ok: z.literal(true), alreadyBooked: z.boolean(), appointment: z.unknown() }),
  Failure,
]);
export const RescheduleResult = z.union([
  z.object({ ok: z.literal(true), alreadyMoved: z.boolean(), appointment: z.unknown() }),
  Failure,
]);
export const CancelResult = z.union([z.object({ ok: z.literal(true), appointment: z.unknown() }), Failure]);

/** A patient as a clinic may show it to Helios: only what the booking needs. */
export const PatientRecord = z.object({
  patientId: Id,
  name: z.string().max(100).optional(),
  appointments: z.array(z.object({ appointmentId: Id, slotId: Id, start: Iso, providerName: z.string().max(120), status: z.enum(['booked', 'cancelled']) })),
});
export type PatientRecord = z.infer<typeof PatientRecord>;
export const PatientList = z.object({ patients: z.array(PatientRecord).max(20) });
export const PatientResult = z.union([z.object({ ok: z.literal(true), patient: PatientRecord }), Failure]);

export const HoldResult = z.object({ held: z.array(Id).max(50) });
export const ReleaseResult = z.object({ released: z.number().int().min(0) });

/** A tool error (isError: true) carries this structuredContent. */
export const ToolError = z.object({ ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) });
