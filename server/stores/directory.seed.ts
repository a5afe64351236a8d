// Why this exists: the clinic directory's shape, its seed file (directory.seed.json, validated here) and the
// schedule that turns each clinic's local opening hours into slot instants.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

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

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const ID = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);
const ClinicSchema = z.object({
  id: ID,
  name: z.string().min(1).max(120),
  city: z.string().min(1).max(80),
  timeZone: z.string().refine((tz) => { try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return true; } catch { return false; } }, 'unknown IANA time zone'),
  address: z.string().max(200),
  slotMinutes: z.number().int().min(5).max(240),
  hours: z.partialRecord(z.enum(['0', '1', '2', '3', '4', '5', '6']), z.array(z.object({ open: HHMM, close: HHMM })).max(4)),
});
const ProviderSchema = z.object({
  id: ID,
  displayName: z.string().min(1).max(120),
  clinicId: ID,
  specialties: z.array(z.string().regex(/^[a-z_]{2,48}$/)).min(1),
  weekdays: z.array(z.number().int().min(0).max(6)).optional(),
});
export const DirectorySchema = z.object({ clinics: z.array(ClinicSchema).min(1), providers: z.array(ProviderSchema) });

/** Parses and checks a directory seed (JSON text); throws naming the first problem. */
export function parseDirectory(json: string, source = 'seed'): Directory {
  const parsed = DirectorySchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`${source}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const ids = new Set(parsed.data.clinics.map((c) => c.id));
  for (const p of parsed.data.providers) if (!ids.has(p.clinicId)) throw new Error(`${source}: provider ${p.id} names unknown clinic ${p.clinicId}`);
  return parsed.data as unknown as Directory;
}

/** Reads a directory seed file (the shape of directory.seed.json). */
export const loadDirectory = (path: string | URL): Directory => parseDirectory(readFileSync(path, 'utf8'), String(path));

/** The demo network: 9 clinics in 6 time zones, general practice in each, 3+ clinics for each common specialty. */
export const DEFAULT_DIRECTORY: Directory = loadDirectory(new URL('./directory.seed.json', import.meta.url));
export const CLINICS: Clinic[] = DEFAULT_DIRECTORY.clinics;
export const PROVIDERS: Provider[] = DEFAULT_DIRECTORY.providers;

/** The directory of one clinic: its own entry and providers only (a silo). */
export function clinicDirectory(directory: Directory, clinicId: string): Directory {
  return { clinics: directory.clinics.filter((c) => c.id === clinicId), providers: directory.providers.filter((p) => p.clinicId === clinicId) };
}

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
