// Why this exists: the observer between clinics and the patient. Before booking options or a confirmation
// reach the patient, it checks that they carry no other patient's data (names, phones, emails, birth
// dates, record numbers) and nothing out of scope (another specialty, a time outside the window, a
// field no booking needs). Blocked items are reported (rules and field names, never the values) for the
// audit chain, and the caller shows a safe message instead.
import { AppointmentRecord } from '../../server/protocol/clinic.contract.ts';

export interface BlockedItem {
  kind: 'option' | 'confirmation';
  clinicId: string;
  /** the clinic's slot id or appointment id */
  ref: string;
  rules: string[];
  fields: string[];
}

export interface OptionScope {
  clinicId: string;
  specialty: string;
  /** the slot must start at or after `from` and end by `to` */
  from: Date;
  to: Date;
}

export interface ConfirmationScope {
  clinicId: string;
  caseId: string;
  appointmentId: string;
  slotId: string;
  /** the name this patient gave for the booking, if any */
  patientName?: string;
}

const SLOT_FIELDS = new Set(['slotId', 'providerId', 'providerName', 'specialty', 'start', 'end', 'timeZone', 'clinicId', 'clinicName']);
const APPOINTMENT_FIELDS = new Set([
  'appointmentId', 'caseId', 'slotId', 'clinicId', 'clinicName', 'providerId', 'providerName', 'specialty', 'start', 'end',
  'timeZone', 'status', 'patientName', 'bookedAt', 'rescheduledAt', 'cancelledAt',
]);
/** Field names that only another person's record would carry. */
const PERSONAL_KEY = /patient|person|client|member|guardian|name|phone|mobile|tel|fax|e-?mail|dob|birth|ssn|social|mrn|record|address|zip|postcode|insurance|policy|diagnos|condition|medication|note|comment|contact|age|sex|gender/i;
const PATTERNS: [string, RegExp][] = [
  ['phone', /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]\d{3,4}[\s.-]\d{3,4}\b/],
  ['email', /[\w.+-]+@[\w-]+\.[\w.-]+/],
  ['national_id', /\b\d{3}-\d{2}-\d{4}\b/],
  ['birth_date', /\b(dob|d\.o\.b|date of birth|born|birthday|né[e]? le|nacid[oa])\b/i],
  ['record_number', /\b(mrn|medical record( number)?|insurance (id|number))\b/i],
  ['patient_reference', /\b(patient|paciente|booked by|reserved for|réservé pour|next:|prev(ious)?:)/i],
];
/** A clinician's name as a clinic would list it: "Dr. Ana Souza", "Ana Souza, MD", no digits or notes. */
const PROVIDER_NAME = /^(?:(?:Dr|Prof|Doctor)\.?\s+)?[\p{L}][\p{L}'’.-]*(?:\s+[\p{L}][\p{L}'’.-]*){0,4}(?:,\s*(?:MD|DO|NP|PA|PA-C|RN|FNP|DNP|MBBS|PhD|DPM|OD)\.?)*$/u;

function scanText(field: string, value: unknown, rules: Set<string>, fields: Set<string>): void {
  if (typeof value !== 'string') return;
  for (const [rule, re] of PATTERNS) {
    if (re.test(value)) {
      rules.add(rule);
      fields.add(field);
    }
  }
}

/** Fields outside `allowed` that look personal, and any nested values under them. */
function scanExtras(raw: Record<string, unknown>, allowed: Set<string>, rules: Set<string>, fields: Set<string>): void {
  for (const [key, value] of Object.entries(raw)) {
    if (allowed.has(key)) continue;
    if (PERSONAL_KEY.test(key)) {
      rules.add('personal_field');
      fields.add(key);
    } else if (value !== null && typeof value === 'object') {
      const text = JSON.stringify(value);
      const before = rules.size;
      scanText(key, text, rules, fields);
      if (rules.size > before || /"[^"]*(patient|phone|email|name)[^"]*"\s*:/i.test(text)) {
        rules.add('personal_field');
        fields.add(key);
      }
    } else scanText(key, value, rules, fields);
  }
}

/** The scan both checks start from: personal fields outside `allowed`, personal data in the labels, and a
 *  provider name that is not a clinician's. `r` is the record as an object ({} when it is not one). */
function scanRecord(raw: unknown, allowed: Set<string>): { r: Record<string, unknown>; rules: Set<string>; fields: Set<string> } {
  const rules = new Set<string>();
  const fields = new Set<string>();
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  scanExtras(r, allowed, rules, fields);
  for (const f of ['providerName', 'clinicName']) scanText(f, r[f], rules, fields);
  if (typeof r.providerName === 'string' && !PROVIDER_NAME.test(r.providerName.trim())) {
    rules.add('not_a_clinician_name');
    fields.add('providerName');
  }
  return { r, rules, fields };
}

/** Rules about scope (what was asked for); every other rule means personal data. */
const SCOPE_RULES = new Set(['other_specialty', 'outside_window', 'other_clinic']);
export const carriesPersonalData = (b: BlockedItem | null): boolean => Boolean(b?.rules.some((r) => !SCOPE_RULES.has(r)));

/** Checks one slot a clinic offered; null when it may be shown to the patient. */
export function checkSlot(raw: unknown, scope: OptionScope): BlockedItem | null {
  const { r, rules, fields } = scanRecord(raw, SLOT_FIELDS);
  if (r.specialty !== scope.specialty) {
    rules.add('other_specialty');
    fields.add('specialty');
  }
  const start = Date.parse(String(r.start));
  const end = Date.parse(String(r.end));
  if (!(start >= scope.from.getTime() && end <= scope.to.getTime() && end > start)) {
    rules.add('outside_window');
    fields.add('start');
  }
  if (typeof r.clinicId === 'string' && r.clinicId !== scope.clinicId) {
    rules.add('other_clinic');
    fields.add('clinicId');
  }
  return rules.size ? { kind: 'option', clinicId: scope.clinicId, ref: String(r.slotId ?? '?').slice(0, 140), rules: [...rules], fields: [...fields] } : null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase().replace(/\s+/g, ' ') === b.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/** Checks a clinic's booking confirmation against what this consult asked for; null when it may be shown. */
export function checkConfirmation(raw: unknown, scope: ConfirmationScope): BlockedItem | null {
  const { r, rules, fields } = scanRecord(raw, APPOINTMENT_FIELDS);
  const expect: [string, unknown, string][] = [
    ['caseId', scope.caseId, 'other_patient'], ['appointmentId', scope.appointmentId, 'other_appointment'],
    ['slotId', scope.slotId, 'other_slot'], ['clinicId', scope.clinicId, 'other_clinic'],
  ];
  for (const [field, want, rule] of expect) {
    if (r[field] !== want) {
      rules.add(rule);
      fields.add(field);
    }
  }
  if (r.patientName !== undefined && (typeof r.patientName !== 'string' || !scope.patientName || !sameName(r.patientName, scope.patientName))) {
    rules.add('other_patient');
    fields.add('patientName');
  }
  return rules.size ? { kind: 'confirmation', clinicId: scope.clinicId, ref: String(r.appointmentId ?? scope.appointmentId).slice(0, 140), rules: [...rules], fields: [...fields] } : null;
}

/** A clinic's confirmation as the patient may see it: the verifier passed it and it is an appointment record;
 *  otherwise what blocked it (a record that is not one is blocked as `malformed`), for the audit chain. */
export function verifiedConfirmation(raw: unknown, scope: ConfirmationScope):
  { ok: true; appointment: AppointmentRecord } | { ok: false; blocked: BlockedItem[] } {
  const leak = checkConfirmation(raw, scope);
  const a = AppointmentRecord.safeParse(raw);
  if (leak || !a.success) return { ok: false, blocked: [leak ?? { kind: 'confirmation', clinicId: scope.clinicId, ref: scope.appointmentId, rules: ['malformed'], fields: [] }] };
  return { ok: true, appointment: a.data };
}
