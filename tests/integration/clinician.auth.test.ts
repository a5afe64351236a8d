// Why this exists: every way into /clinician that must fail does, on the real server with real sockets:
// no token, a wrong signature, an expired token, `alg: none`, another algorithm, missing or wrong claims,
// no secret configured; and a valid clinician is refused another specialty's case with `forbidden`.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { signClinicianToken, verifyClinicianToken } from '../../server/clinician/clinician-auth.ts';
import { createLogger } from '../../server/logger.ts';
import { ipHash } from '../../server/security/ip-hash.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const closers: { close(): void }[] = [];

beforeAll(async () => {
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: 'dr-x', role: 'clinician', specialties: ['*'], iat: now(), exp: now() + 600, ...extra });
/** Hand-made HS256 token, so tests can sign exactly the header and claims they want. */
const hs256 = (payload: unknown, secret = TEST_SECRET, header: unknown = { alg: 'HS256', typ: 'JWT' }) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

/** Log lines as JSON objects, and the stream the logger writes them to. */
const collect = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = new Writable({ write(chunk: Buffer, _enc, done) { for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l)); done(); } });
  return { lines, logger };
};

/** Connect with this handshake auth; resolves with 'connected' or the connect_error message. */
async function attempt(url: string, auth: Record<string, unknown> | undefined): Promise<string> {
  const c = new ClinicianClient(url, auth);
  closers.push(c);
  try {
    await c.connected();
    return 'connected';
  } catch (err) {
    return (err as Error).message;
  } finally {
    c.close();
  }
}

describe('clinician authentication', () => {
  it('accepts a valid token', async () => {
    expect(await attempt(t.url, { token: await token('dr-ok', ['cardiology']) })).toBe('connected');
    expect(await attempt(t.url, { token: hs256(claims()) })).toBe('connected');
  });

  type Make = () => Promise<Record<string, unknown> | undefined>;
  it.each<[string, Make]>([
    ['no auth at all', async () => undefined],
    ['no token', async () => ({})],
    ['an empty token', async () => ({ token: '' })],
    ['a token that is not a string', async () => ({ token: 42 })],
    ['garbage', async () => ({ token: 'not.a.jwt' })],
    ['a wrong signature', async () => ({ token: await token('dr-x', ['*'], '1h', 'another-secret-0123456789abcdef') })],
    ['a tampered payload', async () => {
      const [h, , s] = (await token('dr-x', ['cardiology'])).split('.');
      return { token: `${h}.${b64(claims())}.${s}` };
    }],
    ['an expired token', async () => ({ token: hs256(claims({ iat: now() - 7200, exp: now() - 60 })) })],
    ['alg none (unsigned)', async () => ({ token: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.` })],
    ['alg none with a signature', async () => ({ token: `${b64({ alg: 'none' })}.${b64(claims())}.${b64('sig')}` })],
    ['another HMAC algorithm (HS512)', async () => {
      const body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims())}`;
      return { token: `${body}.${createHmac('sha512', TEST_SECRET).update(body).digest('base64url')}` };
    }],
    ['no exp', async () => ({ token: hs256({ sub: 'dr-x', role: 'clinician', specialties: ['*'] }) })],
    ['no sub', async () => ({ token: hs256(claims({ sub: undefined })) })],
    ['no specialties', async () => ({ token: hs256(claims({ specialties: undefined })) })],
    ['empty specialties', async () => ({ token: hs256(claims({ specialties: [] })) })],
    ['the wrong role', async () => ({ token: hs256(claims({ role: 'patient' })) })],
    ['no role', async () => ({ token: hs256(claims({ role: undefined })) })],
    ['a reserved subject', async () => ({ token: hs256(claims({ sub: 'system' })) })],
    ['a reserved subject in capitals', async () => ({ token: hs256(claims({ sub: 'System' })) })],
    ['a reserved subject with spaces around it', async () => ({ token: hs256(claims({ sub: ' patient ' })) })],
    ['a subject of spaces only', async () => ({ token: hs256(claims({ sub: '   ' })) })],
    ['an unknown specialty', async () => ({ token: hs256(claims({ specialties: ['cardiology', 'astrology'] })) })],
    ['a token not yet valid', async () => ({ token: hs256(claims({ nbf: now() + 3600 })) })],
  ])('refuses %s with connect_error "unauthorized"', async (_label, make) => {
    expect(await attempt(t.url, await make())).toBe('unauthorized');
  });

  it('takes the subject trimmed, and signs no token for a reserved name or an unknown specialty', async () => {
    expect((await verifyClinicianToken(hs256(claims({ sub: '  dr-trim ' })), TEST_SECRET)).id).toBe('dr-trim');
    await expect(signClinicianToken({ sub: 'PATIENT', specialties: ['cardiology'], secret: TEST_SECRET })).rejects.toThrow(/reserved/);
    await expect(signClinicianToken({ sub: 'dr-x', specialties: ['astrology'], secret: TEST_SECRET })).rejects.toThrow(/unknown specialty/);
  });

  it('refuses an address past its failed attempts with rate_limited, without looking at the token; good tokens do not count', async () => {
    const { lines, logger } = collect();
    const limited = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, RATE_CLINICIAN_AUTH_FAILURES_PER_MIN: 3 }, { logger: createLogger('info', logger) });
    try {
      const good = async () => ({ token: await token('dr-ok', ['cardiology']) });
      for (let i = 0; i < 4; i++) expect(await attempt(limited.url, await good())).toBe('connected');
      // before: 1,000 bad tokens in 665 ms, each one checked
      const bad = () => ({ token: hs256(claims(), 'a-guess-at-the-secret-0123456789') });
      expect([await attempt(limited.url, bad()), await attempt(limited.url, bad()), await attempt(limited.url, bad())]).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
      expect(await attempt(limited.url, bad())).toBe('rate_limited');
      expect(await attempt(limited.url, await good())).toBe('rate_limited');
      const text = await (await fetch(`${limited.url}/metrics`)).text();
      expect(text).toMatch(/^helios_rate_limited_total\{limit="clinician_auth"\} 2$/m);
      const refused = lines.filter((l) => l.msg === 'clinician connection refused' || l.msg === 'rate limited');
      expect(refused.length).toBe(4);
      // the address is logged as a keyed hash, not redacted like a postal address nor raw
      for (const l of refused) expect(l.ipHash).toBe(ipHash('127.0.0.1'));
      expect(JSON.stringify(refused)).not.toContain('127.0.0.1');
    } finally {
      await limited.stop();
    }
  }, 30_000);

  it('refuses everyone when CLINICIAN_JWT_SECRET is not set', async () => {
    const bare = await startTestApp({ CLINICIAN_JWT_SECRET: undefined });
    try {
      expect(await attempt(bare.url, { token: await token('dr-x', ['*']) })).toBe('unauthorized');
      expect(await attempt(bare.url, { token: hs256(claims(), 'x'.repeat(32)) })).toBe('unauthorized');
    } finally {
      await bare.stop();
    }
  });

  it('disconnects a socket when its token expires', async () => {
    const c = new ClinicianClient(t.url, { token: await token('dr-brief', ['*'], 2) });
    closers.push(c);
    await c.connected();
    const reason = await new Promise<string>((resolve) => c.socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});

describe('clinician authorisation', () => {
  it("refuses another specialty's case with forbidden, and audits the refusal", async () => {
    const p = new PatientClient(t.url);
    closers.push(p);
    await p.connected();
    await p.start({ locale: 'en', patient: { age: 30, sex: 'female', name: 'Cara Test' } });
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    const rec = await p.answerUntilRecommendation(['Two weeks ago', 'Itchy, 3 out of 10', 'Both forearms', 'No', 'No medicines', 'No allergies']);
    expect(rec.specialty).not.toBe('neurology');

    const neuro = await new ClinicianClient(t.url, { token: await token('dr-neuro', ['neurology']) }).connected();
    closers.push(neuro);
    expect(await neuro.request('case:get', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await neuro.request('case:takeover', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await neuro.request('clinician:message', { caseId: p.caseId, text: 'hello' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await neuro.request('case:release', { caseId: p.caseId })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await neuro.request('cases:subscribe', { specialty: rec.specialty })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const listed = await neuro.subscribe();
    expect(listed.ok && listed.cases.some((c) => c.caseId === p.caseId)).toBe(false);

    // nothing changed for the patient, and each refusal is on the record
    expect(p.stage()).not.toBe('escalated');
    const denied = (await t.app.audit.read(p.caseId)).filter((e) => e.type === 'clinician.denied').map((e) => JSON.parse(e.data) as Record<string, unknown>);
    expect(denied.map((d) => `${d.clinicianId as string}:${d.action as string}:${d.code as string}`)).toEqual([
      'dr-neuro:read:forbidden', 'dr-neuro:takeover:forbidden', 'dr-neuro:message:forbidden', 'dr-neuro:release:forbidden',
    ]);
    expect((await t.app.audit.verify(p.caseId)).firstBroken).toBe(-1);

    // the right specialist may read it
    const right = await new ClinicianClient(t.url, { token: await token('dr-right', [rec.specialty]) }).connected();
    closers.push(right);
    expect(await right.request('case:get', { caseId: p.caseId })).toMatchObject({ ok: true, case: { summary: { caseId: p.caseId } } });
  });
});
