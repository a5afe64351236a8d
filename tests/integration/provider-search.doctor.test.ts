// Why this exists: a doctor named without a specialty, at the provider_search tool over the built-in clinics
// (real MCP connectors, real Redis): the search runs in the doctor's own specialty, the engine's when the
// name works in it (two doctors Haddad: a cardiologist and a urologist), and a name no clinic lists leaves
// the engine's specialty with the "nothing matched" sentence; without `doctorAnySpecialty` nothing changes.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicRouter, resolveConnectors } from '../../actors/tools/clinic-router.ts';
import { providerSearch } from '../../actors/tools/provider-search.tool.ts';
import { startClinicServer, type ClinicServer } from '../../server/clinics/clinic-mcp.server.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const search = { caseId: 'doc1', locale: 'en-US', confirmTtlMs: 60_000, urgency: 3 };

describe('provider_search: a doctor named without a specialty', () => {
  let redis: Redis;
  let prefix: string;
  let server: ClinicServer;
  let router: ClinicRouter;

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = uniquePrefix('doc');
    server = await startClinicServer({ redis, prefix, port: 0 });
    router = new ClinicRouter({ connectors: resolveConnectors('builtin', server.connectors), timeoutMs: 5000 });
  });
  afterAll(async () => {
    await router.close();
    await server.stop();
    const keys = await redis.keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    await redis.quit();
  });

  it('searches the named doctor\'s own specialty, not the engine\'s', async () => {
    const out = await providerSearch(router, { ...search, specialty: 'cardiology', request: { doctor: 'Alvarez' }, doctorAnySpecialty: true });
    expect(out.specialty).toBe('dermatology');
    expect(out.options.length).toBeGreaterThan(0);
    for (const o of out.options) expect(o).toMatchObject({ providerName: 'Dr. Sofia Alvarez', specialty: 'dermatology', clinicId: 'clinic-harbor' });
    expect(out.prompt).not.toMatch(/no time matching/);
  });

  it('prefers the engine\'s specialty when a doctor of that name works in it', async () => {
    const heart = await providerSearch(router, { ...search, specialty: 'cardiology', request: { doctor: 'Haddad' }, doctorAnySpecialty: true });
    expect(new Set(heart.options.map((o) => o.providerName))).toEqual(new Set(['Dr. Omar Haddad']));
    const kidney = await providerSearch(router, { ...search, specialty: 'urology', request: { doctor: 'Haddad' }, doctorAnySpecialty: true });
    expect(new Set(kidney.options.map((o) => o.providerName))).toEqual(new Set(['Dr. Samir Haddad']));
  });

  it('a name no clinic lists: the engine\'s specialty, the closest options and the sentence', async () => {
    const out = await providerSearch(router, { ...search, specialty: 'cardiology', request: { doctor: 'Nobody' }, doctorAnySpecialty: true });
    expect(out.specialty).toBe('cardiology');
    expect(out.options.length).toBeGreaterThan(0);
    for (const o of out.options) expect(o.specialty).toBe('cardiology');
    expect(out.prompt).toMatch(/I found no time matching what you asked for/);
  });

  it('without doctorAnySpecialty (a specialty was named): the named specialty only', async () => {
    const out = await providerSearch(router, { ...search, specialty: 'cardiology', request: { doctor: 'Alvarez' } });
    expect(out.specialty).toBe('cardiology');
    for (const o of out.options) expect(o.specialty).toBe('cardiology');
    expect(out.prompt).toMatch(/I found no time matching what you asked for/);
  });
});
