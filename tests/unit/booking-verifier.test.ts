// Why this exists: the verifier is the last gate before clinic data reaches a patient: it must block
// another patient's name, phone, email or record in an option or a confirmation, and anything out of
// scope, and report only rule and field names (never the leaked values) for the audit chain.
import { describe, expect, it } from 'vitest';
import { carriesPersonalData, checkConfirmation, checkSlot } from '../../actors/tools/booking-verifier.ts';

const from = new Date('2030-03-04T08:00:00Z');
const to = new Date('2030-03-11T08:00:00Z');
const scope = { clinicId: 'clinic-a', specialty: 'dermatology', from, to };
const slot = {
  slotId: 'prv-x_20300305T1400Z', providerId: 'prv-x', providerName: 'Dr. Ana Souza', specialty: 'dermatology',
  start: '2030-03-05T14:00:00.000Z', end: '2030-03-05T14:30:00.000Z', timeZone: 'America/New_York',
};
const appt = {
  appointmentId: 'apt-c1-b1', caseId: 'c1', slotId: slot.slotId, clinicId: 'clinic-a', clinicName: 'Clinic A', providerId: 'prv-x',
  providerName: 'Dr. Ana Souza', specialty: 'dermatology', start: slot.start, end: slot.end, timeZone: slot.timeZone, status: 'booked', patientName: 'Maria Silva',
};
const confirmScope = { clinicId: 'clinic-a', caseId: 'c1', appointmentId: 'apt-c1-b1', slotId: slot.slotId, patientName: 'maria  silva' };

describe('booking verifier', () => {
  it('passes a clean slot and a clean confirmation', () => {
    expect(checkSlot(slot, scope)).toBeNull();
    expect(checkSlot({ ...slot, providerName: 'Jean-Luc O’Brien, MD', room: '4B' }, scope)).toBeNull();
    expect(checkConfirmation(appt, confirmScope)).toBeNull();
  });

  it("blocks an option carrying another patient's name or phone, reporting fields, not values", () => {
    const leaked = checkSlot({ ...slot, patientName: 'Jane Roe', patientPhone: '+1 (617) 555-0142' }, scope);
    expect(leaked).toEqual({ kind: 'option', clinicId: 'clinic-a', ref: slot.slotId, rules: ['personal_field'], fields: ['patientName', 'patientPhone'] });
    expect(carriesPersonalData(leaked)).toBe(true);
    const inLabel = checkSlot({ ...slot, providerName: 'Dr. Ana Souza - next patient Jane Roe 617-555-0142' }, scope)!;
    expect(inLabel.rules).toEqual(expect.arrayContaining(['phone', 'patient_reference', 'not_a_clinician_name']));
    expect(JSON.stringify(inLabel)).not.toMatch(/Jane|555/);
    expect(checkSlot({ ...slot, clinicName: 'Clinic A, contact jane.roe@example.com' }, scope)?.rules).toContain('email');
    expect(checkSlot({ ...slot, extra: { who: 'Jane Roe', dob: '1980-01-02' } }, scope)?.rules).toContain('personal_field');
    expect(checkSlot({ ...slot, providerName: 'Dr. Ana Souza DOB 1980' }, scope)?.rules).toContain('birth_date');
  });

  it('blocks what is out of scope: another specialty, a time outside the window, another clinic', () => {
    expect(checkSlot({ ...slot, specialty: 'psychiatry' }, scope)?.rules).toEqual(['other_specialty']);
    expect(checkSlot({ ...slot, start: '2030-03-20T14:00:00.000Z', end: '2030-03-20T14:30:00.000Z' }, scope)?.rules).toEqual(['outside_window']);
    expect(checkSlot({ ...slot, clinicId: 'clinic-b' }, scope)?.rules).toEqual(['other_clinic']);
    expect(carriesPersonalData(checkSlot({ ...slot, specialty: 'psychiatry' }, scope))).toBe(false);
  });

  it("blocks a confirmation that is someone else's booking or carries someone else's details", () => {
    expect(checkConfirmation({ ...appt, caseId: 'c2' }, confirmScope)?.rules).toEqual(['other_patient']);
    expect(checkConfirmation({ ...appt, patientName: 'Jane Roe' }, confirmScope)).toMatchObject({ kind: 'confirmation', rules: ['other_patient'], fields: ['patientName'] });
    expect(checkConfirmation(appt, { ...confirmScope, patientName: undefined })?.rules).toEqual(['other_patient']);
    expect(checkConfirmation({ ...appt, appointmentId: 'apt-c9-b1' }, confirmScope)?.rules).toEqual(['other_appointment']);
    expect(checkConfirmation({ ...appt, patientPhone: '617-555-0142' }, confirmScope)?.rules).toEqual(['personal_field']);
    expect(checkConfirmation({ ...appt, otherBookings: [{ name: 'Jane Roe' }] }, confirmScope)?.fields).toEqual(['otherBookings']);
  });
});
