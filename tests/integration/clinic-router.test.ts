// Why this exists: proves the router over real MCP connectors: options across clinics earliest first
// within the urgency's window, general-practice fallback, a hanging or malformed clinic skipped and
// reported while the others are offered, a leaky clinic's options blocked, and booking through the
// chosen clinic atomic (one winner of 50), idempotent, and `taken` when the slot is gone.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAppointment } from '../../actors/tools/book-appointment.tool.ts';
import { ClinicRouter, parseSlotRef, resolveConnectors } from '../../actors/tools/clinic-router.ts';
import { cancelAppointment, findAppointments, rescheduleAppointment } from '../../actors/tools/manage-appointment.tool.ts';
import { providerSearch } from '../../actors/tools/provider-search.tool.ts';
import { startClinicServer, type ClinicServer } from '../../server/clinics/clinic-mcp.server.ts';
import { startHangingClinic, startScriptedClinic, type StubClinic } from '../support/stub-clinic.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const HOUR = 3_600_000;
const search = { caseId: 'c1', locale: 'en-US', confirmTtlMs: 60_000 };

describe('clinic router (MCP connectors over loopback HTTP)', () => {
  let redis: Redis;
  let prefix: string;
  let server: ClinicServer;
  let router: ClinicRouter;
  const stubs: StubClinic[] = [];
  const routers: ClinicRouter[] = [];
  const routerOf = (connectors: string[], timeoutMs = 2000) => {
    const r = new ClinicRouter({ connectors, timeoutMs });
    routers.push(r);
    return r;
  };

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = uniquePrefix('rt');
    server = await startClinicServer({ redis, prefix, port: 0 });
    router = routerOf(resolveConnectors('builtin', server.connectors));
  });

  afterAll(async () => {
    await Promise.all(routers.map((r) => r.close()));
    await Promise.all(stubs.map((s) => s.stop()));
    await server.stop();
    const keys = await redis.keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    await redis.quit();
  });

  it('offers up to 5 options across clinics, earliest first, within the urgency window', async () => {
    const out = await providerSearch(router, { ...search, specialty: 'cardiology', urgency: 3 });
    expect(out.options.length).toBe(5);
    expect(out).toMatchObject({ specialty: 'cardiology', fellBackToGeneralPractice: false, skipped: [], blocked: [] });
    const starts = out.options.map((o) => Date.parse(o.start));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    for (const o of out.options) {
      expect(parseSlotRef(o.slotId)?.clinicId).toBe(o.clinicId);
      expect(Date.parse(o.start)).toBeLessThanOrEqual(Date.now() + 7 * 24 * HOUR);
    }
    const all = await providerSearch(router, { ...search, specialty: 'general_practice', urgency: 3, exclude: out.options.map((o) => o.slotId) });
    expect(new Set(all.options.map((o) => o.clinicId)).size).toBeGreaterThanOrEqual(1);
    const urgent = await providerSearch(router, { ...search, specialty: 'general_practice', urgency: 4 });
    for (const o of urgent.options) expect(Date.parse(o.start)).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    expect(urgent.options.length).toBeGreaterThan(0);
  });

  it('falls back to general practice when no clinic offers the specialty', async () => {
    const out = await providerSearch(router, { ...search, specialty: 'astrology', urgency: 3 });
    expect(out).toMatchObject({ specialty: 'general_practice', fellBackToGeneralPractice: true });
    expect(out.options.length).toBeGreaterThan(0);
  });

  it('skips and reports a clinic that never answers, and still offers the others in time', async () => {
    const hanging = await startHangingClinic();
    stubs.push(hanging);
    const r = routerOf([hanging.url, ...server.connectors], 1500);
    const started = Date.now();
    const out = await providerSearch(r, { ...search, specialty: 'dermatology', urgency: 3 });
    expect(Date.now() - started).toBeLessThan(4500); // one deadline for the profile, not a stall
    expect(out.options.length).toBe(5);
    expect(out.skipped).toEqual([expect.objectContaining({ connector: hanging.url, reason: 'timeout' })]);
  });

  it('skips a clinic that answers malformed data, and blocks leaked records before the patient sees them', async () => {
    // the stub's slots start a minute after the search's own `now`: sooner than any seeded slot but one
    // that happens to start inside that minute (seeded slots were at fixed hours, and a stub two hours
    // out lost its place to them at some times of day)
    const now = new Date();
    const soon = new Date(now.getTime() + 60_000);
    const slot = (i: number) => ({
      slotId: `s${i}`, providerId: 'p1', providerName: 'Dr. Real Person', specialty: 'dermatology',
      start: new Date(soon.getTime() + i * 60_000).toISOString(), end: new Date(soon.getTime() + (i + 30) * 60_000).toISOString(), timeZone: 'UTC',
    });
    const info = (clinicId: string) => ({ clinicId, name: `Stub ${clinicId}`, timeZone: 'UTC', specialties: ['dermatology'] });
    const malformed = await startScriptedClinic({ info: info('stub-bad'), slots: () => ({ clinicId: 'stub-bad', slots: [{ when: 'soon' }] }) });
    const garbage = await startScriptedClinic({ info: { hello: 'world' }, slots: () => ({}) });
    const leaky = await startScriptedClinic({
      info: info('stub-leaky'),
      slots: () => ({ clinicId: 'stub-leaky', slots: [
        { ...slot(0), patientName: 'Jane Roe', phone: '+1 617 555 0142' },
        { ...slot(1), providerName: 'Dr. Real Person (next: Jane Roe, 617-555-0142)' },
        slot(2),
      ] }),
    });
    stubs.push(malformed, garbage, leaky);
    const r = routerOf([malformed.url, garbage.url, leaky.url, ...server.connectors]);
    const out = await providerSearch(r, { ...search, specialty: 'dermatology', urgency: 3, now: now.toISOString() });
    expect(out.skipped.map((s) => [s.connector, s.reason]).sort()).toEqual([[garbage.url, 'malformed'], [malformed.url, 'malformed']].sort());
    expect(out.blocked).toEqual([
      { kind: 'option', clinicId: 'stub-leaky', ref: 's0', rules: ['personal_field'], fields: ['patientName', 'phone'] },
      expect.objectContaining({ kind: 'option', clinicId: 'stub-leaky', ref: 's1', rules: expect.arrayContaining(['phone', 'not_a_clinician_name']) }),
    ]);
    // the leaked name and phone, matched as written (a bare /555/ also caught a slot time ending .555Z)
    expect(JSON.stringify(out.blocked)).not.toMatch(/Jane|555[ -]0142/);
    // the stub's one clean slot is offered, and it is the stub's first offer (the two before it were blocked)
    expect(out.options.find((o) => o.clinicId === 'stub-leaky')).toMatchObject({ slotId: 'stub-leaky/s2', providerName: 'Dr. Real Person' });
    expect(JSON.stringify(out.options)).not.toMatch(/Jane|555[ -]0142/);
  });

  it('books the chosen option at its clinic: idempotent per request, taken when the slot is gone', async () => {
    const first5 = (await providerSearch(router, { ...search, specialty: 'neurology', urgency: 2 })).options;
    const next5 = (await providerSearch(router, { ...search, specialty: 'neurology', urgency: 2, exclude: first5.map((o) => o.slotId) })).options;
    const all = [...first5, ...next5]; // 10 options over 4 neurology clinics: some clinic twice, and more than one clinic
    const options = [all.find((o) => all.filter((x) => x.clinicId === o.clinicId).length > 1)!, ...all];
    const input = { caseId: 'c-book', requestId: 'b1', slotId: options[0].slotId, locale: 'en-US', patientName: 'Ana Souza' };
    const first = await bookAppointment(router, input);
    expect(first).toMatchObject({ ok: true, appointmentId: 'apt-c-book-b1', clinicId: options[0].clinicId, slot: options[0].start });
    expect(await bookAppointment(router, input)).toEqual(first);
    expect(await redis.keys(`${prefix}:clinic:*:appt:apt-c-book-b1`)).toHaveLength(1);
    const lost = await bookAppointment(router, { ...input, caseId: 'c-late' });
    expect(lost).toMatchObject({ ok: false, reason: 'taken' });
    // the consult finds, moves and cancels its appointment later
    const { appointments } = await findAppointments(router, { caseId: 'c-book' });
    expect(appointments).toEqual([expect.objectContaining({ appointmentId: 'apt-c-book-b1', clinicId: options[0].clinicId, status: 'booked' })]);
    const sameClinic = all.find((o) => o.clinicId === options[0].clinicId && o.slotId !== options[0].slotId)!;
    const otherClinic = all.find((o) => o.clinicId !== options[0].clinicId)!;
    const move = { caseId: 'c-book', locale: 'en-US', patientName: 'Ana Souza', oldAppointmentId: 'apt-c-book-b1' };
    // same clinic: one atomic move, the appointment keeps its id; a retry changes nothing
    const moved = await rescheduleAppointment(router, { ...move, requestId: 'm1', slotId: sameClinic.slotId });
    expect(moved).toMatchObject({ ok: true, appointmentId: 'apt-c-book-b1', slot: sameClinic.start });
    expect(await rescheduleAppointment(router, { ...move, requestId: 'm1', slotId: sameClinic.slotId })).toEqual(moved);
    // another clinic: the new slot is booked under the request's id, then the old one is cancelled
    const away = await rescheduleAppointment(router, { ...move, requestId: 'm2', slotId: otherClinic.slotId });
    expect(away).toMatchObject({ ok: true, appointmentId: 'apt-c-book-m2', clinicId: otherClinic.clinicId });
    const held = (await findAppointments(router, { caseId: 'c-book' })).appointments;
    expect(held.map((a) => [a.appointmentId, a.status]).sort()).toEqual([['apt-c-book-b1', 'cancelled'], ['apt-c-book-m2', 'booked']]);
    expect(await cancelAppointment(router, { appointmentId: 'apt-c-book-m2', locale: 'en-US', patientName: 'Ana Souza' })).toMatchObject({ ok: true });
    expect(await cancelAppointment(router, { appointmentId: 'apt-c-book-m2', locale: 'en-US', patientName: 'Ana Souza' })).toMatchObject({ ok: true });
    expect(await cancelAppointment(router, { appointmentId: 'apt-nobody-b1', locale: 'en-US' })).toEqual({ ok: false, message: '' });
    expect((await findAppointments(router, { caseId: 'c-book' })).appointments.filter((a) => a.status === 'booked')).toEqual([]);
  });

  it('lets exactly one of 50 concurrent accepts of the same option book; the others are taken', async () => {
    const { options } = await providerSearch(router, { ...search, specialty: 'psychiatry', urgency: 3 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      bookAppointment(router, { caseId: `race${i}`, requestId: 'b1', slotId: options[0].slotId, locale: 'en-US' })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'taken')).toHaveLength(49);
  });
});
