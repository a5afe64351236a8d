// Why this exists: proves the Redis directory seeds idempotently in local time and books slots atomically and idempotently.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICS, PROVIDERS, SPECIALTIES, type Clinic } from '../../server/stores/directory.seed.ts';
import { DirectoryStore, type SlotView } from '../../server/stores/directory.store.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Local weekday and minute-of-day of an instant, computed independently of the store. */
const formats = new Map<string, Intl.DateTimeFormat>();
function local(iso: string, timeZone: string): { weekday: number; minute: number } {
  const opts = { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  if (!formats.has(timeZone)) formats.set(timeZone, new Intl.DateTimeFormat('en-US', opts));
  const parts = formats.get(timeZone)!.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: WEEKDAYS.indexOf(get('weekday')), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}
const hhmm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

describe('DirectoryStore (real Redis)', () => {
  const clients: Redis[] = [];
  let store: DirectoryStore;
  let prefix: string;
  let firstAdded: number;
  const now = new Date();

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) clients.push(new Redis(testRedisUrl()));
    prefix = uniquePrefix('dir');
    store = new DirectoryStore(clients[0], prefix);
    firstAdded = await store.ensureSlots(now);
  });

  afterAll(async () => {
    const keys = await clients[0].keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 500) await clients[0].del(...keys.slice(i, i + 500));
    await Promise.all(clients.map((c) => c.quit()));
  });

  const window = (hours = 14 * 24) => ({ from: now, to: new Date(now.getTime() + hours * HOUR) });
  const firstSlot = async (specialty: string): Promise<SlotView> => {
    const [slot] = await store.searchSlots({ specialty, ...window(), limit: 1 });
    expect(slot).toBeDefined();
    return slot;
  };

  it('seeds idempotently: a second ensureSlots adds nothing, and all keys sit under the prefix', async () => {
    expect(firstAdded).toBeGreaterThan(1000);
    expect(await store.ensureSlots(now)).toBe(0);
    const clinics = await store.clinics();
    expect(clinics.map((c) => c.id)).toEqual(CLINICS.map((c) => c.id).sort());
    for (const c of clinics) expect(c.id).not.toContain(':');
    expect((await store.providers()).length).toBe(PROVIDERS.length);
    expect((await clients[0].keys(`${prefix}:dir:slot:*`)).length).toBe(firstAdded);
  });

  it('has slots within 14 days for every specialty, and general practice in every clinic', async () => {
    for (const specialty of SPECIALTIES) {
      const slots = await store.searchSlots({ specialty, ...window(), limit: 1 });
      expect(slots.length, specialty).toBe(1);
    }
    const gp = await store.searchSlots({ specialty: 'general_practice', ...window(), limit: 10_000 });
    expect(new Set(gp.map((s) => s.clinicId))).toEqual(new Set(CLINICS.map((c) => c.id)));
    const sameDay = await store.searchSlots({ specialty: 'general_practice', ...window(24), limit: 1 });
    expect(sameDay).toHaveLength(1);
    expect(await store.searchSlots({ specialty: 'astrology', ...window(), limit: 5 })).toEqual([]);
  });

  it('searches earliest first across clinics, only inside [from, to], honouring limit', async () => {
    const from = new Date(now.getTime() + DAY);
    const to = new Date(now.getTime() + 4 * DAY);
    const slots = await store.searchSlots({ specialty: 'general_practice', from, to, limit: 2_000 });
    expect(slots.length).toBeGreaterThan(50);
    expect(new Set(slots.map((s) => s.clinicId)).size).toBeGreaterThan(2);
    for (let i = 1; i < slots.length; i++) expect(slots[i].start >= slots[i - 1].start).toBe(true);
    for (const s of slots) {
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(s.end)).toBeLessThanOrEqual(to.getTime());
      expect(s.specialty).toBe('general_practice');
      expect(s.slotId).not.toContain(':');
    }
    const top5 = await store.searchSlots({ specialty: 'general_practice', from, to, limit: 5 });
    expect(top5).toEqual(slots.slice(0, 5));
  });

  it('puts every slot inside its clinic opening hours, in the clinic time zone, on the provider days', async () => {
    const clinicById = new Map<string, Clinic>(CLINICS.map((c) => [c.id, c]));
    const providerById = new Map(PROVIDERS.map((p) => [p.id, p]));
    let checked = 0;
    for (const specialty of SPECIALTIES) {
      for (const s of await store.searchSlots({ specialty, ...window(), limit: 10_000 })) {
        const clinic = clinicById.get(s.clinicId)!;
        expect(s.timeZone).toBe(clinic.timeZone);
        expect(Date.parse(s.end) - Date.parse(s.start)).toBe(30 * 60_000);
        const start = local(s.start, clinic.timeZone);
        const end = local(s.end, clinic.timeZone);
        const hours = clinic.hours[start.weekday as 0] ?? [];
        const inside = hours.some((h) => start.minute >= hhmm(h.open) && (end.minute || 1440) <= hhmm(h.close));
        expect(inside, `${s.slotId} ${clinic.id}`).toBe(true);
        const days = providerById.get(s.providerId)!.weekdays;
        if (days) expect(days).toContain(start.weekday);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('converts local opening hours across a DST change (America/New_York, March 2025)', async () => {
    const dst = new DirectoryStore(clients[0], prefix + 'dst');
    const at = new Date('2025-03-06T00:00:00Z');
    expect(await dst.ensureSlots(at, 7)).toBeGreaterThan(0);
    const slots = await dst.searchSlots({
      specialty: 'general_practice', from: at, to: new Date('2025-03-12T00:00:00Z'), limit: 10_000,
    });
    const harbor = slots.filter((s) => s.clinicId === 'clinic-harbor').map((s) => s.start);
    expect(harbor).toContain('2025-03-07T13:00:00.000Z'); // Fri 08:00 EST
    expect(harbor).toContain('2025-03-08T14:00:00.000Z'); // Sat 09:00 EST
    expect(harbor).toContain('2025-03-10T12:00:00.000Z'); // Mon 08:00 EDT
    expect(harbor).not.toContain('2025-03-10T11:00:00.000Z'); // 07:00 EDT: closed
    const keys = await clients[0].keys(`${prefix}dst:*`);
    await clients[0].del(...keys);
  });

  it('lets exactly one of 50 concurrent bookings of one slot win', async () => {
    const slot = await firstSlot('cardiology');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new DirectoryStore(clients[i % clients.length], prefix).book({
          slotId: slot.slotId, appointmentId: `appt-race-${i}`, caseId: `case-race-${i}`,
        }),
      ),
    );
    const winners = results.filter((r) => r.ok);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'taken')).toHaveLength(49);
    const winner = winners[0].ok ? winners[0].appointment : null;
    expect(winner?.slotId).toBe(slot.slotId);
    expect(await store.getAppointment(winner!.appointmentId)).toEqual(winner);
    const again = await store.searchSlots({ specialty: 'cardiology', ...window(), limit: 10_000 });
    expect(again.map((s) => s.slotId)).not.toContain(slot.slotId);
  });

  it('treats a retry with the same appointmentId as already booked, and never makes a second appointment', async () => {
    const [slot, other] = await store.searchSlots({ specialty: 'dermatology', ...window(), limit: 2 });
    const q = {
      slotId: slot.slotId, appointmentId: 'appt-derm-1', caseId: 'case-derm-1', patientName: 'Ana', specialty: 'dermatology',
    };
    const first = await store.book(q);
    expect(first.ok && !first.alreadyBooked).toBe(true);
    if (!first.ok) return;
    expect(first.appointment).toMatchObject({
      slotId: slot.slotId, clinicId: slot.clinicId, providerName: slot.providerName, specialty: 'dermatology',
      start: slot.start, end: slot.end, timeZone: slot.timeZone, status: 'booked', patientName: 'Ana',
    });
    const retry = await store.book(q);
    expect(retry).toEqual({ ok: true, appointment: first.appointment, alreadyBooked: true });
    const elsewhere = await store.book({ ...q, slotId: other.slotId });
    expect(elsewhere).toEqual({ ok: true, appointment: first.appointment, alreadyBooked: true });
    expect(await store.book({ ...q, appointmentId: 'appt-derm-2' })).toEqual({ ok: false, reason: 'taken' });
    expect(await store.getAppointment('appt-derm-2')).toBeNull();
    const free = (await store.searchSlots({ specialty: 'dermatology', ...window(), limit: 10_000 })).map((s) => s.slotId);
    expect(free).not.toContain(slot.slotId);
    expect(free).toContain(other.slotId);
    expect(await store.ensureSlots(now)).toBe(0); // a top-up never frees or rebooks a booked slot
    expect(await store.book({ ...q, appointmentId: 'appt-derm-3' })).toEqual({ ok: false, reason: 'taken' });
  });

  it('cancel frees the slot, which reappears in search and can be booked again', async () => {
    const slot = await firstSlot('neurology');
    const booked = await store.book({ slotId: slot.slotId, appointmentId: 'appt-neuro-1', caseId: 'case-neuro-1' });
    expect(booked.ok).toBe(true);
    const ids = async () =>
      (await store.searchSlots({ specialty: 'neurology', ...window(), limit: 10_000 })).map((s) => s.slotId);
    expect(await ids()).not.toContain(slot.slotId);
    expect(await store.cancel('appt-neuro-1')).toBe(true);
    expect(await store.cancel('appt-neuro-1')).toBe(false);
    expect(await store.cancel('appt-unknown')).toBe(false);
    expect((await ids())[0]).toBe(slot.slotId);
    expect((await store.getAppointment('appt-neuro-1'))?.status).toBe('cancelled');
    const rebooked = await store.book({ slotId: slot.slotId, appointmentId: 'appt-neuro-2', caseId: 'case-neuro-2' });
    expect(rebooked.ok && rebooked.appointment.appointmentId).toBe('appt-neuro-2');
  });

  it('reports not_found for unknown or started slots and rejects ids with colons', async () => {
    const base = { appointmentId: 'appt-nf', caseId: 'case-nf' };
    expect(await store.book({ ...base, slotId: 'nope' })).toEqual({ ok: false, reason: 'not_found' });
    expect(await store.book({ ...base, slotId: 'prv-maya-lee_20200101T0300Z' })).toEqual({ ok: false, reason: 'not_found' });
    const slot = await firstSlot('urology');
    const late = new Date(Date.parse(slot.start) + 60_000);
    expect(await store.book({ ...base, slotId: slot.slotId, now: late })).toEqual({ ok: false, reason: 'not_found' });
    await expect(store.book({ ...base, appointmentId: 'a:b', slotId: slot.slotId })).rejects.toThrow();
    expect(await store.getAppointment('appt-nf')).toBeNull();
  });
});
