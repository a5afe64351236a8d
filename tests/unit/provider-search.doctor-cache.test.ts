// Why this exists: a booking request naming a doctor finds the doctor's specialty by asking the clinics; that
// answer (clinic directory data only) is kept in-process for DOCTOR_CACHE_TTL_MS, so a second request naming
// the same doctor within it does not ask the clinics again, and one after it does. A name no clinic lists is
// not kept. Clinics are counting stand-ins behind the router's fanOut (a unit test: no network).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClinicRouter, KnownClinic } from '../../actors/tools/clinic-router.ts';
import { DOCTOR_CACHE_TTL_MS, providerSearch } from '../../actors/tools/provider-search.tool.ts';

const HOUR = 3_600_000;
const DOCTORS: Record<string, string> = { cardiology: 'Dr. Omar Haddad', dermatology: 'Dr. Sofia Alvarez' };

/** One clinic with a cardiologist and a dermatologist; every list_available_slots call is counted by specialty. */
function countingRouter() {
  const calls: string[] = [];
  const clinic = {
    info: { clinicId: 'clinic-one', name: 'One Clinic', timeZone: 'UTC', specialties: ['cardiology', 'dermatology'] },
    connector: {
      async call(name: string, args: Record<string, unknown>) {
        if (name !== 'list_available_slots') throw new Error(`unexpected ${name}`);
        const specialty = String(args.specialty);
        calls.push(specialty);
        const from = Date.parse(String(args.from));
        const slots = [1, 2, 3].map((h) => ({
          slotId: `${specialty}-${from + h * HOUR}`, providerId: `p-${specialty}`, providerName: DOCTORS[specialty], specialty,
          start: new Date(from + h * HOUR).toISOString(), end: new Date(from + h * HOUR + 30 * 60_000).toISOString(), timeZone: 'UTC',
        }));
        return { clinicId: 'clinic-one', slots };
      },
    },
  } as unknown as KnownClinic;
  const router = {
    async fanOut<T>(specialty: string | null, fn: (c: KnownClinic) => Promise<T>) {
      const relevant = specialty === null || clinic.info.specialties.includes(specialty) ? [clinic] : [];
      return { results: await Promise.all(relevant.map(async (c) => ({ clinic: c, value: await fn(c) }))), skipped: [] };
    },
  } as unknown as ClinicRouter;
  return { router, calls };
}

const search = (router: ClinicRouter, doctor: string) =>
  providerSearch(router, { caseId: 'c-doc', locale: 'en-US', confirmTtlMs: 60_000, urgency: 3, specialty: 'cardiology', request: { doctor }, doctorAnySpecialty: true });

describe('provider_search: the named-doctor lookup is cached', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks the clinic once within the TTL, and again after it', async () => {
    const { router, calls } = countingRouter();
    // the lookup asks cardiology (the engine's specialty) first; the search itself asks only dermatology
    const lookups = () => calls.filter((s) => s === 'cardiology').length;

    const first = await search(router, 'Alvarez');
    expect(first.specialty).toBe('dermatology');
    expect(first.options.every((o) => o.providerName === 'Dr. Sofia Alvarez')).toBe(true);
    expect(lookups()).toBe(1);

    vi.setSystemTime(Date.now() + DOCTOR_CACHE_TTL_MS - 1000);
    const second = await search(router, 'alvarez'); // the same name, however it is typed
    expect(second.specialty).toBe('dermatology');
    expect(second.options.length).toBeGreaterThan(0);
    expect(lookups()).toBe(1);

    vi.setSystemTime(Date.now() + 2000); // past the TTL of the first answer
    const third = await search(router, 'Alvarez');
    expect(third.specialty).toBe('dermatology');
    expect(lookups()).toBe(2);
  });

  it('a name no clinic lists is asked again each time, and one router\'s answer is not another\'s', async () => {
    const a = countingRouter();
    await search(a.router, 'Nobody');
    await search(a.router, 'Nobody');
    // each search: cardiology and dermatology for the lookup, then cardiology for the search itself
    expect(a.calls.filter((s) => s === 'dermatology')).toHaveLength(2);

    await search(a.router, 'Alvarez');
    const b = countingRouter();
    await search(b.router, 'Alvarez');
    expect(b.calls.filter((s) => s === 'cardiology')).toHaveLength(1);
  });
});
