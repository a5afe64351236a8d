// Why this exists: the demo directory (clinics, opening hours, providers) the Redis store seeds, and its hours-to-slots schedule.

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Local wall-clock opening intervals ("HH:MM", close exclusive) per weekday; a missing day is closed. */
export type OpeningHours = Partial<Record<Weekday, ReadonlyArray<{ open: string; close: string }>>>;

export interface Clinic {
  /** no colons: used in Redis keys and BullMQ job ids */
  id: string;
  name: string;
  city: string;
  /** IANA time zone, e.g. "America/New_York" */
  timeZone: string;
  address: string;
  hours: OpeningHours;
  /** length of one bookable slot */
  slotMinutes: number;
}

export interface Provider {
  /** no colons and no "_" (slot ids are `${providerId}_${stamp}`) */
  id: string;
  displayName: string;
  clinicId: string;
  /** the first one is the provider's primary specialty */
  specialties: string[];
  /** weekdays this provider sees patients; default: every day the clinic is open */
  weekdays?: Weekday[];
}

export interface Directory {
  clinics: Clinic[];
  providers: Provider[];
}

export { SPECIALTIES, type Specialty } from '../protocol/enums.ts';

const day = (open: string, close: string) => [{ open, close }];
const WEEKDAYS_8_TO_18: OpeningHours = {
  1: day('08:00', '18:00'), 2: day('08:00', '18:00'), 3: day('08:00', '18:00'),
  4: day('08:00', '18:00'), 5: day('08:00', '18:00'),
};
const lunchBreak = [{ open: '08:00', close: '12:00' }, { open: '13:00', close: '18:00' }];

export const CLINICS: Clinic[] = [
  {
    id: 'clinic-harbor', name: 'Harbor Medical Group', city: 'Boston', timeZone: 'America/New_York',
    address: '200 Atlantic Ave, Boston, MA 02110', slotMinutes: 30,
    hours: { ...WEEKDAYS_8_TO_18, 6: day('09:00', '12:00') },
  },
  {
    id: 'clinic-lakeside', name: 'Lakeside Health Center', city: 'Chicago', timeZone: 'America/Chicago',
    address: '455 N Lake Shore Dr, Chicago, IL 60611', slotMinutes: 30,
    hours: { 1: lunchBreak, 2: lunchBreak, 3: lunchBreak, 4: lunchBreak, 5: lunchBreak },
  },
  {
    id: 'clinic-summit', name: 'Summit Specialty Clinic', city: 'Denver', timeZone: 'America/Denver',
    address: '1600 Grant St, Denver, CO 80203', slotMinutes: 30,
    hours: {
      1: day('08:00', '17:00'), 2: day('08:00', '17:00'), 3: day('08:00', '17:00'),
      4: day('08:00', '17:00'), 5: day('08:00', '17:00'), 6: day('08:00', '12:00'),
    },
  },
  {
    id: 'clinic-pacific', name: 'Pacific Coast Medical', city: 'San Francisco', timeZone: 'America/Los_Angeles',
    address: '900 Market St, San Francisco, CA 94102', slotMinutes: 30,
    hours: WEEKDAYS_8_TO_18,
  },
  {
    id: 'clinic-northside-urgent', name: 'Northside Urgent Care', city: 'Austin', timeZone: 'America/Chicago',
    address: '3100 N Lamar Blvd, Austin, TX 78705', slotMinutes: 30,
    hours: {
      0: day('07:00', '22:00'), 1: day('07:00', '22:00'), 2: day('07:00', '22:00'), 3: day('07:00', '22:00'),
      4: day('07:00', '22:00'), 5: day('07:00', '22:00'), 6: day('07:00', '22:00'),
    },
  },
];

const p = (id: string, displayName: string, clinicId: string, specialties: string[], weekdays?: Weekday[]): Provider =>
  weekdays ? { id, displayName, clinicId, specialties, weekdays } : { id, displayName, clinicId, specialties };

export const PROVIDERS: Provider[] = [
  // Harbor Medical Group, Boston
  p('prv-maya-lee', 'Dr. Maya Lee', 'clinic-harbor', ['general_practice', 'geriatrics']),
  p('prv-daniel-okafor', 'Dr. Daniel Okafor', 'clinic-harbor', ['cardiology']),
  p('prv-sofia-alvarez', 'Dr. Sofia Alvarez', 'clinic-harbor', ['dermatology']),
  p('prv-priya-raman', 'Dr. Priya Raman', 'clinic-harbor', ['gastroenterology']),
  p('prv-james-whitfield', 'Dr. James Whitfield', 'clinic-harbor', ['pulmonology'], [1, 2, 3, 4, 5]),
  p('prv-hannah-cohen', 'Dr. Hannah Cohen', 'clinic-harbor', ['psychiatry']),
  p('prv-elena-petrova', 'Dr. Elena Petrova', 'clinic-harbor', ['obstetrics_gynecology']),
  p('prv-samuel-park', 'Dr. Samuel Park', 'clinic-harbor', ['neurology'], [1, 3, 5]),
  p('prv-george-adams', 'Dr. George Adams', 'clinic-harbor', ['urology'], [2, 4]),
  // Lakeside Health Center, Chicago
  p('prv-grace-thompson', 'Dr. Grace Thompson', 'clinic-lakeside', ['general_practice']),
  p('prv-omar-haddad', 'Dr. Omar Haddad', 'clinic-lakeside', ['cardiology']),
  p('prv-lucia-romero', 'Dr. Lucia Romero', 'clinic-lakeside', ['pediatrics', 'allergy_immunology']),
  p('prv-kenji-watanabe', 'Dr. Kenji Watanabe', 'clinic-lakeside', ['orthopedics', 'sports_medicine']),
  p('prv-aisha-bello', 'Dr. Aisha Bello', 'clinic-lakeside', ['endocrinology']),
  p('prv-thomas-nguyen', 'Dr. Thomas Nguyen', 'clinic-lakeside', ['urology']),
  p('prv-rachel-goldberg', 'Dr. Rachel Goldberg', 'clinic-lakeside', ['otolaryngology']),
  p('prv-marcus-reed', 'Dr. Marcus Reed', 'clinic-lakeside', ['ophthalmology'], [1, 2, 4]),
  // Summit Specialty Clinic, Denver
  p('prv-laura-jensen', 'Dr. Laura Jensen', 'clinic-summit', ['general_practice', 'sports_medicine']),
  p('prv-victor-mendes', 'Dr. Victor Mendes', 'clinic-summit', ['orthopedics']),
  p('prv-nadia-karimi', 'Dr. Nadia Karimi', 'clinic-summit', ['neurology']),
  p('prv-ben-carter', 'Dr. Ben Carter', 'clinic-summit', ['rheumatology'], [1, 2, 3, 4, 5]),
  p('prv-isabel-santos', 'Dr. Isabel Santos', 'clinic-summit', ['hematology', 'oncology']),
  p('prv-peter-lindqvist', 'Dr. Peter Lindqvist', 'clinic-summit', ['general_surgery', 'vascular_surgery'], [2, 4]),
  p('prv-fatima-zahra', 'Dr. Fatima Zahra', 'clinic-summit', ['infectious_disease']),
  p('prv-erin-walsh', 'Dr. Erin Walsh', 'clinic-summit', ['dermatology'], [3, 5, 6]),
  // Pacific Coast Medical, San Francisco
  p('prv-alan-chu', 'Dr. Alan Chu', 'clinic-pacific', ['general_practice', 'geriatrics']),
  p('prv-olivia-brennan', 'Dr. Olivia Brennan', 'clinic-pacific', ['dermatology']),
  p('prv-ravi-patel', 'Dr. Ravi Patel', 'clinic-pacific', ['gastroenterology']),
  p('prv-mei-lin', 'Dr. Mei Lin', 'clinic-pacific', ['psychiatry']),
  p('prv-carlos-diaz', 'Dr. Carlos Diaz', 'clinic-pacific', ['nephrology'], [1, 3]),
  p('prv-emma-schultz', 'Dr. Emma Schultz', 'clinic-pacific', ['obstetrics_gynecology', 'pediatrics']),
  p('prv-noah-kim', 'Dr. Noah Kim', 'clinic-pacific', ['pulmonology', 'allergy_immunology']),
  p('prv-julia-moreau', 'Dr. Julia Moreau', 'clinic-pacific', ['endocrinology']),
  p('prv-li-wei', 'Dr. Li Wei', 'clinic-pacific', ['otolaryngology', 'ophthalmology']),
  p('prv-sanjay-mehta', 'Dr. Sanjay Mehta', 'clinic-pacific', ['cardiology'], [2, 3, 4]),
  // Northside Urgent Care, Austin: same-day general practice, open 07:00–22:00 every day
  p('prv-kevin-osei', 'Dr. Kevin Osei', 'clinic-northside-urgent', ['general_practice', 'emergency_medicine']),
  p('prv-sara-holm', 'Dr. Sara Holm', 'clinic-northside-urgent', ['general_practice', 'pediatrics']),
  p('prv-diego-ruiz', 'Dr. Diego Ruiz', 'clinic-northside-urgent', ['general_practice', 'sports_medicine']),
];

export const DEFAULT_DIRECTORY: Directory = { clinics: CLINICS, providers: PROVIDERS };

// Schedule: local opening hours in each clinic's time zone to UTC slot instants (Intl.DateTimeFormat, DST-safe).
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => new Intl.DateTimeFormat('en-US', {
  timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric',
});
/** Local wall-clock fields of an instant in an IANA time zone. */
export function zonedParts(ms: number, timeZone: string): { y: number; m: number; d: number; h: number; min: number } {
  if (!formatters.has(timeZone)) formatters.set(timeZone, formatter(timeZone));
  const v = Object.fromEntries(formatters.get(timeZone)!.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return { y: v.year, m: v.month, d: v.day, h: v.hour, min: v.minute };
}

/** UTC instant of a local date and minute-of-day, or null when that wall time does not exist (DST gap). */
export function zonedToUtc(y: number, m: number, d: number, minuteOfDay: number, timeZone: string): number | null {
  const wall = Date.UTC(y, m - 1, d, 0, minuteOfDay);
  const offsetAt = (ms: number) => {
    const z = zonedParts(ms, timeZone);
    return Date.UTC(z.y, z.m - 1, z.d, z.h, z.min) - Math.floor(ms / 60_000) * 60_000;
  };
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  const z = zonedParts(utc, timeZone);
  return Date.UTC(z.y, z.m - 1, z.d, z.h, z.min) === wall ? utc : null;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Slot start instants of one clinic in [nowMs, horizonMs), by the clinic's local opening hours. */
export function openingSlots(clinic: Clinic, nowMs: number, horizonMs: number): { start: number; weekday: Weekday }[] {
  const out: { start: number; weekday: Weekday }[] = [];
  const today = zonedParts(nowMs, clinic.timeZone);
  const days = Math.ceil((horizonMs - nowMs) / 86_400_000) + 1;
  for (let i = 0; i <= days; i++) {
    const date = new Date(Date.UTC(today.y, today.m - 1, today.d + i));
    const weekday = date.getUTCDay() as Weekday;
    for (const { open, close } of clinic.hours[weekday] ?? []) {
      for (let min = toMinutes(open); min + clinic.slotMinutes <= toMinutes(close); min += clinic.slotMinutes) {
        const start = zonedToUtc(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), min, clinic.timeZone);
        if (start !== null && start >= nowMs && start < horizonMs) out.push({ start, weekday });
      }
    }
  }
  return out;
}
