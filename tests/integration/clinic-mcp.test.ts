// Why this exists: proves the built-in clinic MCP server as a clinic's scheduling system would be driven:
// the MCP SDK client over loopback Streamable HTTP calls every tool, bad arguments come back as tool
// errors, silos stay apart, bookings are atomic (50 racing clients, one winner) and idempotent.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_TOOLS } from '../../server/protocol/clinic.contract.ts';
import { startClinicServer, type ClinicServer } from '../../server/clinics/clinic-mcp.server.ts';
import { ClinicRouter } from '../../actors/tools/clinic-router.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

type Out = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const DAY = 86_400_000;

describe('clinic MCP server (real Redis, MCP SDK client over HTTP)', () => {
  let redis: Redis;
  let prefix: string;
  let server: ClinicServer;
  const clients: Client[] = [];

  const connect = async (clinicId: string): Promise<Client> => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/${clinicId}`)));
    clients.push(client);
    return client;
  };
  const call = async (c: Client, name: string, args: Record<string, unknown>) => {
    const r = await c.callTool({ name, arguments: args });
    return { isError: Boolean(r.isError), data: (r.structuredContent ?? JSON.parse((r.content as { text: string }[])[0].text)) as Out };
  };
  const window = (days = 14) => ({ from: new Date().toISOString(), to: new Date(Date.now() + days * DAY).toISOString() });

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = uniquePrefix('cl');
    server = await startClinicServer({ redis, prefix, port: 0 });
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await server.stop();
    const keys = await redis.keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    await redis.quit();
  });

  it('serves one endpoint per clinic, each listing the contract tools, with its data under its own prefix', async () => {
    expect(server.connectors.length).toBeGreaterThanOrEqual(8);
    const index = await (await fetch(`${server.url}/clinics`)).json() as { clinics: { clinicId: string; url: string; specialties: string[] }[] };
    expect(index.clinics.map((c) => c.url)).toEqual(server.connectors);
    const c = await connect('clinic-harbor');
    const { tools } = await c.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...CLINIC_TOOLS].sort());
    expect((await call(c, 'get_clinic_info', {})).data).toMatchObject({ clinicId: 'clinic-harbor', timeZone: 'America/New_York' });
    for (const id of ['clinic-harbor', 'clinic-desert']) expect((await redis.keys(`${prefix}:clinic:${id}:slot:*`)).length).toBeGreaterThan(100);
    expect(await redis.keys(`${prefix}:dir:*`)).toEqual([]);
    // 12 common specialties, each in several clinics
    const common = ['cardiology', 'dermatology', 'gastroenterology', 'neurology', 'orthopedics', 'psychiatry', 'pulmonology',
      'obstetrics_gynecology', 'pediatrics', 'endocrinology', 'otolaryngology', 'urology'];
    for (const s of common) expect(index.clinics.filter((k) => k.specialties.includes(s)).length, s).toBeGreaterThanOrEqual(3);
    expect(index.clinics.every((k) => k.specialties.includes('general_practice'))).toBe(true);
  });

  it('lists slots, books, reschedules and cancels, and shows a consult only its own patient record', async () => {
    const c = await connect('clinic-gateway');
    const { data: list } = await call(c, 'list_available_slots', { specialty: 'cardiology', ...window(), limit: 3 });
    expect(list.slots).toHaveLength(3);
    expect(list.slots[0]).toEqual({ slotId: expect.any(String), providerId: 'prv-andre-williams', providerName: 'Dr. Andre Williams', specialty: 'cardiology', start: expect.any(String), end: expect.any(String), timeZone: 'America/New_York' });
    const [first, second] = list.slots as Out[];
    const book = { slotId: first.slotId, appointmentId: 'apt-c1-b1', caseId: 'c1', patientName: 'Ana Souza' };
    const booked = await call(c, 'book_appointment', book);
    expect(booked.data).toMatchObject({ ok: true, alreadyBooked: false, appointment: { appointmentId: 'apt-c1-b1', caseId: 'c1', slotId: first.slotId, status: 'booked', patientName: 'Ana Souza' } });
    expect((await call(c, 'book_appointment', book)).data).toMatchObject({ ok: true, alreadyBooked: true });
    expect((await call(c, 'book_appointment', { ...book, appointmentId: 'apt-c2-b1', caseId: 'c2' })).data).toEqual({ ok: false, reason: 'taken' });
    // someone else's appointment id reveals nothing
    expect((await call(c, 'book_appointment', { ...book, caseId: 'c-other' })).data).toEqual({ ok: false, reason: 'not_found' });

    const moved = await call(c, 'reschedule_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c1', newSlotId: second.slotId });
    expect(moved.data).toMatchObject({ ok: true, alreadyMoved: false, appointment: { slotId: second.slotId, status: 'booked' } });
    expect((await call(c, 'reschedule_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c1', newSlotId: second.slotId })).data).toMatchObject({ ok: true, alreadyMoved: true });
    expect((await call(c, 'reschedule_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c2', newSlotId: first.slotId })).data).toEqual({ ok: false, reason: 'not_found' });
    const again = await call(c, 'list_available_slots', { specialty: 'cardiology', ...window(), limit: 3 });
    expect(again.data.slots.map((s: Out) => s.slotId)).toContain(first.slotId); // the old slot is free again
    expect(again.data.slots.map((s: Out) => s.slotId)).not.toContain(second.slotId);

    const { data: pts } = await call(c, 'list_patients', { caseId: 'c1' });
    expect(pts.patients).toHaveLength(1);
    expect(Object.keys(pts.patients[0]).sort()).toEqual(['appointments', 'name', 'patientId']);
    expect(pts.patients[0].appointments).toEqual([{ appointmentId: 'apt-c1-b1', slotId: second.slotId, start: expect.any(String), providerName: 'Dr. Andre Williams', status: 'booked' }]);
    expect((await call(c, 'list_patients', { caseId: 'c2' })).data).toEqual({ patients: [] });
    const pid = pts.patients[0].patientId;
    expect((await call(c, 'get_patient', { patientId: pid, caseId: 'c1' })).data).toMatchObject({ ok: true, patient: { patientId: pid, name: 'Ana Souza' } });
    expect((await call(c, 'get_patient', { patientId: pid, caseId: 'c2' })).data).toEqual({ ok: false, reason: 'not_found' });

    expect((await call(c, 'cancel_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c2' })).data).toEqual({ ok: false, reason: 'not_found' });
    expect((await call(c, 'cancel_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c1' })).data).toMatchObject({ ok: true, appointment: { status: 'cancelled' } });
    expect((await call(c, 'cancel_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c1' })).data).toMatchObject({ ok: true, appointment: { status: 'cancelled' } });
    // silos: another clinic does not know this appointment or slot
    const other = await connect('clinic-harbor');
    expect((await call(other, 'cancel_appointment', { appointmentId: 'apt-c1-b1', caseId: 'c1' })).data).toEqual({ ok: false, reason: 'not_found' });
    expect((await call(other, 'book_appointment', { ...book, appointmentId: 'apt-c3-b1', caseId: 'c3' })).data).toEqual({ ok: false, reason: 'not_found' });
  });

  it('answers bad arguments with tool errors and keeps serving', async () => {
    const c = await connect('clinic-harbor');
    const bad: [string, Record<string, unknown>][] = [
      ['list_available_slots', { specialty: 'cardiology' }],
      ['list_available_slots', { specialty: 'Cardiology!', from: 'x', to: 'y' }],
      ['list_available_slots', { specialty: 'cardiology', ...window(), limit: 500 }],
      ['book_appointment', { slotId: 'a:b', appointmentId: 'x', caseId: 'y' }],
      ['book_appointment', { slotId: 's', appointmentId: 42, caseId: 'y' }],
      ['reschedule_appointment', { appointmentId: 'x' }],
      ['get_patient', {}],
    ];
    for (const [name, args] of bad) {
      const r = await c.callTool({ name, arguments: args });
      expect(r.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect((r.content as { text: string }[])[0].text).toMatch(/validation|invalid/i);
    }
    const reversed = await call(c, 'list_available_slots', { specialty: 'cardiology', from: window().to, to: window().from });
    expect(reversed).toEqual({ isError: true, data: { ok: false, error: { code: 'bad_request', message: expect.any(String) } } });
    expect((await call(c, 'book_appointment', { slotId: 'prv-nobody_20990101T0900Z', appointmentId: 'a1', caseId: 'c9' })).data).toEqual({ ok: false, reason: 'not_found' });
    expect((await c.callTool({ name: 'drop_tables', arguments: {} })).isError).toBe(true);
    expect((await fetch(`${server.url}/mcp/clinic-nowhere`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${server.url}/mcp/clinic-harbor`)).status).toBe(405);
    expect((await call(c, 'get_clinic_info', {})).data.clinicId).toBe('clinic-harbor');
  });

  it('lets exactly one of 50 concurrent MCP bookings of one slot win; the others are taken', async () => {
    const c0 = await connect('clinic-lakeside');
    const { data } = await call(c0, 'list_available_slots', { specialty: 'endocrinology', ...window(), limit: 1 });
    const slotId = (data.slots as Out[])[0].slotId;
    const racers = await Promise.all(Array.from({ length: 10 }, () => connect('clinic-lakeside')));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      call(racers[i % racers.length], 'book_appointment', { slotId, appointmentId: `apt-race${i}-b1`, caseId: `race${i}` })));
    expect(results.filter((r) => r.data.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.data.ok && r.data.reason === 'taken')).toHaveLength(49);
    const keys = await redis.keys(`${prefix}:clinic:clinic-lakeside:appt:apt-race*`);
    expect(keys).toHaveLength(1);
  });

  it('serves clients in its own process over in-memory links: the same answers as over HTTP, no HTTP involved', async () => {
    expect([...server.local.keys()]).toEqual(server.connectors);
    const overHttp = new ClinicRouter({ connectors: server.connectors });
    // the in-memory router's URLs lead nowhere over HTTP (port 9): every answer must come through its links
    const dead = (url: string) => url.replace(server.url, 'http://127.0.0.1:9');
    const inMemory = new ClinicRouter({ connectors: server.connectors.map(dead), local: new Map([...server.local].map(([url, link]) => [dead(url), link])) });
    try {
      const search = (r: ClinicRouter) => r.fanOut('dermatology', (k) => k.connector.call('list_available_slots', { specialty: 'dermatology', ...window(), limit: 3 }));
      const [a, b] = await Promise.all([search(overHttp), search(inMemory)]);
      expect(b.skipped).toEqual([]);
      expect(b.results.length).toBeGreaterThanOrEqual(3);
      expect(b.results.map((r) => [r.clinic.info.clinicId, r.value])).toEqual(a.results.map((r) => [r.clinic.info.clinicId, r.value]));
      // tool errors come back the same way too
      const bad = await inMemory.fanOut(null, (k) => k.connector.call('book_appointment', { slotId: 42 }));
      expect(bad.results).toEqual([]);
      expect(new Set(bad.skipped.map((s) => s.reason))).toEqual(new Set(['error']));
    } finally {
      await Promise.all([overHttp.close(), inMemory.close()]);
    }
  });
});
