// Why this exists: what the engineer on call sees while Redis is down. /readyz must say so at once (a
// PING queued behind ioredis's reconnect attempts hung it for more than 30 s), and the logs must not
// drown in stacks: every ioredis connection or BullMQ queue without an 'error' listener printed one to
// stderr on each reconnect attempt. The outage is reported by the app's own connection and /readyz.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchRedis } from '../../server/redis-launcher.ts';
import { Queues } from '../../server/queues/queues.ts';
import { uniquePrefix } from '../support/redis.ts';
import { startTestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

/** What a test started, undone after it even when it failed half-way: first its clients (the app,
 *  the queues), then its redis-servers, then its folders. A redis-server must not outlive the test. */
const cleanup = { clients: [] as (() => Promise<unknown>)[], servers: [] as (() => Promise<unknown>)[], dirs: [] as string[] };
const settle = (p: Promise<unknown>, ms = 5_000) => Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, ms))]);

/** A redis-server of the test's own, on `port` when given (to bring it back where it was). */
async function ownRedis(dir: string, port?: number) {
  const r = await launchRedis({ dataDir: dir, port });
  cleanup.servers.push(() => r.stop());
  return r;
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'helios-outage-'));
  cleanup.dirs.push(dir);
  return dir;
}

// one undo for every test of the file (each describe used to carry a copy, and the last had none)
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of cleanup.clients.splice(0).reverse()) await settle(close());
  for (const stop of cleanup.servers.splice(0)) await settle(stop());
  for (const dir of cleanup.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('while Redis is down', () => {
  it('the BullMQ connections print nothing to stderr on reconnect attempts', async () => {
    const dir = tempDir();
    const redis = await ownRedis(dir);
    const queues = new Queues(redis.url, uniquePrefix('outq'), 5_000);
    cleanup.clients.push(() => queues.close());
    await queues.ready();
    const errors: Error[] = [];
    queues.onError = (err) => errors.push(err);
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' ')));
    await redis.stop();
    // ioredis retries after 50, 100, 150 ... ms: several attempts fail in this window
    await new Promise((r) => setTimeout(r, 1_500));
    const noise = printed.filter((l) => l.includes('Unhandled error event') || l.includes('ECONNREFUSED'));
    // Redis back on the same port; once the connections are ready again they close cleanly
    await ownRedis(dir, redis.port);
    const conns = (queues as unknown as { connections: { status: string }[] }).connections;
    for (let i = 0; i < 100 && conns.some((c) => c.status !== 'ready'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(noise).toEqual([]);
    expect(errors.length).toBeGreaterThan(0); // the outage was seen, and went where it was meant to
  }, 30_000);

  it('/readyz answers 503 within a few seconds, and 200 again once Redis is back', async () => {
    const dir = tempDir();
    const redis = await ownRedis(dir);
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix('outage'), QUEUE_PREFIX: uniquePrefix('outageq') }, { redisUrl: redis.url });
    cleanup.clients.push(() => t.stop());
    const readyz = async () => {
      const res = await fetch(`${t.url}/readyz`, { signal: AbortSignal.timeout(15_000) });
      return { status: res.status, body: (await res.json()) as { ok: boolean; checks: { redis: boolean } } };
    };
    expect((await readyz()).status).toBe(200);
    await redis.stop();
    const started = Date.now();
    const down = await readyz();
    expect(down).toEqual({ status: 503, body: expect.objectContaining({ ok: false, checks: expect.objectContaining({ redis: false }) }) });
    expect(Date.now() - started).toBeLessThan(5_000);

    await ownRedis(dir, redis.port);
    let up = await readyz();
    for (let i = 0; i < 100 && up.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      up = await readyz();
    }
    expect(up.status).toBe(200);
  }, 40_000);

  it('logs an outage once, not once per reconnect attempt, and says when Redis is back; no connection prints a stack', async () => {
    const dir = tempDir();
    const redis = await ownRedis(dir);
    const lines: { level: number; msg: string; errors?: number; downMs?: number; err?: string }[] = [];
    const sink = new Writable({ write(chunk: Buffer, _enc, done) { for (const l of chunk.toString().split('\n')) if (l) lines.push(JSON.parse(l)); done(); } });
    const logger = pino({ level: 'info' }, sink);
    // two nodes' worth of connections: the streams adapter's own one too
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix('outlog'), QUEUE_PREFIX: uniquePrefix('outlogq'), SOCKET_ADAPTER: 'redis-streams' }, { redisUrl: redis.url, logger });
    cleanup.clients.push(() => t.stop());
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void printed.push(a.map(String).join(' ')));
    await redis.stop();
    // ioredis retries after 50, 100, 150 ... ms: about ten attempts fail in this window
    await new Promise((r) => setTimeout(r, 3_000));
    const during = lines.filter((l) => l.msg.startsWith('redis error'));
    const workers = lines.filter((l) => l.msg.startsWith('worker error'));
    await ownRedis(dir, redis.port);
    for (let i = 0; i < 100 && !lines.some((l) => l.msg === 'redis reachable again'); i++) await new Promise((r) => setTimeout(r, 100));

    expect(printed.filter((l) => l.includes('Unhandled error event'))).toEqual([]);
    // the app's connection and the adapter's: one line each when the trouble starts (one per message)
    expect(during.length).toBeGreaterThanOrEqual(1);
    expect(during.length).toBeLessThanOrEqual(4);
    // the in-process workers (two queues): each distinct error once, not once per attempt
    expect(workers.length).toBeLessThanOrEqual(6);
    const back = lines.filter((l) => l.msg === 'redis reachable again');
    expect(back.length).toBeGreaterThanOrEqual(1);
    expect(back[0].errors).toBeGreaterThan(during.length); // the attempts that were not logged are counted
    expect(back[0].downMs).toBeGreaterThan(1_000);
  }, 40_000);
});

describe('stopping while Redis is down', () => {
  it('a stop (SIGTERM) finishes in a few seconds instead of waiting for Redis to come back', async () => {
    const dir = tempDir();
    const redis = await ownRedis(dir);
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix('outstop'), QUEUE_PREFIX: uniquePrefix('outstopq'), STOP_GRACE_MS: 500 }, { redisUrl: redis.url });
    const p = await new PatientClient(t.url).connected();
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:message');
    p.close();
    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));
    // before: the stop waited on QUIT and BullMQ's close for as long as Redis was away (main.ts's 15 s
    // force-exit ended it with exit code 1); now every step is bounded (about 6 s in all)
    const stopped = await Promise.race([t.stop().then(() => true), new Promise<boolean>((r) => setTimeout(r, 10_000, false))]);
    expect(stopped).toBe(true);
  }, 30_000);
});

describe('writes that fail', () => {
  it('a write Redis refuses during a turn is answered as an error, and crashes nothing', async () => {
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix('outfail'), QUEUE_PREFIX: uniquePrefix('outfailq') });
    cleanup.clients.push(() => t.stop());
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const p = await new PatientClient(t.url).connected();
      cleanup.clients.push(async () => p.close());
      await p.start({ locale: 'en' });
      await p.waitFor('assistant:message');
      // every command on the app's connection now fails at once, as queued ones do when ioredis gives up
      // on an outage: the turn's stored events, audit entries and snapshot are all refused
      t.app.redis.disconnect();
      const text = 'I have had a headache for two days';
      // not acknowledged: the consult holds the message, but it is not stored (before: ok, unstored)
      expect(await p.say(text, 'm-refused')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
      await new Promise((r) => setTimeout(r, 500));
      // the fire-and-forget writes of that turn (stage change, audit entries) rejected too: none of them
      // may become an unhandled rejection (Node ends the process on one)
      expect(unhandled.map(String)).toEqual([]);
      // Redis is back: the resend (same clientMsgId, as the widget does) is acknowledged once it is stored
      await t.app.redis.connect();
      expect(await p.say(text, 'm-refused')).toEqual({ ok: true, duplicate: true });
      const record = await t.app.snapshots.load(p.caseId);
      const transcript = (record?.snapshot as { context: { transcript: { role: string; text: string }[] } }).context.transcript;
      expect(transcript.filter((e) => e.role === 'patient').map((e) => e.text)).toEqual([text]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 20_000);
});

describe('answers taken in while writes fail', () => {
  const ANSWERS = ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'];

  async function appAndPatient(name: string) {
    const t = await startTestApp({ KEY_PREFIX: uniquePrefix(name), QUEUE_PREFIX: uniquePrefix(`${name}q`) });
    cleanup.clients.push(() => t.stop());
    const p = await new PatientClient(t.url).connected();
    cleanup.clients.push(async () => p.close());
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    await p.waitFor('assistant:message');
    return { t, p };
  }

  const storedContext = async (t: Awaited<ReturnType<typeof startTestApp>>, caseId: string) =>
    ((await t.app.snapshots.load(caseId))?.snapshot as { context: { confirm: { requestId: string } | null; booking: { outcome?: string } } }).context;

  it('a booking reply Redis refuses is not acknowledged; the same reply sent again is, once stored', async () => {
    const { t, p } = await appAndPatient('outreply');
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    await p.answerUntilRecommendation(ANSWERS);
    const offer = await p.waitForBookingOffer();
    const reply = { requestId: offer.requestId, accept: true, optionId: offer.options[0].id };

    t.app.redis.disconnect();
    // before: `{ ok: true }` although the reply was in memory only (a crash then lost it, acked)
    expect(await p.request('confirm:reply', reply)).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    await t.app.redis.connect();
    // another choice for the same offer is not taken: the first one acted already
    expect(await p.request('confirm:reply', { ...reply, accept: false, optionId: undefined })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
    // the same answer again (as the widget sends it): acknowledged once stored, not "nothing pending"
    expect(await p.request('confirm:reply', reply)).toEqual({ ok: true, duplicate: true });
    const stored = await storedContext(t, p.caseId);
    expect(stored.confirm?.requestId).not.toBe(offer.requestId); // the offer is answered in Redis too
    // acknowledged now: a further send is an ordinary late reply again
    expect(await p.request('confirm:reply', reply)).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^(wrong_state|not_found)$/) } });
  }, 40_000);

  it('an end Redis refuses is not acknowledged; sent again it is, once the closed consult is stored', async () => {
    const { t, p } = await appAndPatient('outend');
    t.app.redis.disconnect();
    expect(await p.request('consult:end', {})).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    await t.app.redis.connect();
    // before: the resend met "consult has ended" (the consult had closed in memory), so the patient
    // could not learn whether the end was kept
    expect(await p.request('consult:end', {})).toEqual({ ok: true, duplicate: true });
    const record = await t.app.snapshots.load(p.caseId);
    expect(JSON.stringify((record?.snapshot as { value: unknown }).value)).toContain('closed');
    expect(await p.request('consult:end', {})).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
  }, 20_000);
});

describe('patients while Redis is down', () => {
  const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'timeout'>((r) => setTimeout(r, ms, 'timeout'))]);

  it('a new patient is admitted at once and every event is answered unavailable within 2 s; what was acked ok is stored', async () => {
    const dir = tempDir();
    const redis = await ownRedis(dir);
    // the abuse limits on, as in production: the /consult connection guard asks Redis first
    const t = await startTestApp({
      KEY_PREFIX: uniquePrefix('outpat'), QUEUE_PREFIX: uniquePrefix('outpatq'),
      RATE_CONNECTIONS_PER_MIN: 60, RATE_MESSAGES_PER_MIN: 60, RATE_STARTS_PER_HOUR: 30, RATE_HANDSHAKES_PER_MIN: 120, MAX_SOCKETS_PER_IP: 100,
    }, { redisUrl: redis.url });
    cleanup.clients.push(() => t.stop());
    const p = await new PatientClient(t.url).connected();
    cleanup.clients.push(async () => p.close());
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:message');
    const acked = 'I have had a headache for two days';
    expect(await p.say(acked, 'm-before')).toEqual({ ok: true, duplicate: false });

    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));
    // before: the guard's Redis command waited in ioredis's queue, so this socket hung until Redis was back
    const fresh = new PatientClient(t.url);
    cleanup.clients.push(async () => fresh.close());
    let began = Date.now();
    expect(await within(fresh.connected().then(() => 'connected'), 5_000)).toBe('connected');
    expect(Date.now() - began).toBeLessThan(1_000);
    // nothing is started that could not be stored
    began = Date.now();
    expect(await fresh.request('consult:start', { locale: 'en' })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(Date.now() - began).toBeLessThan(2_000);

    // before: no answer until Redis was back (the widget's ack timeout, never `unavailable`)
    const text = 'It is worse in the mornings';
    began = Date.now();
    expect(await p.say(text, 'm-down')).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(Date.now() - began).toBeLessThan(2_000);
    began = Date.now();
    expect(await p.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: 0 })).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(Date.now() - began).toBeLessThan(2_000);

    // Redis back where it was: the resend (same clientMsgId, as the widget does) is acknowledged once stored
    await ownRedis(dir, redis.port);
    for (let i = 0; i < 100 && t.app.redis.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await p.say(text, 'm-down')).toEqual({ ok: true, duplicate: true });
    const record = await t.app.snapshots.load(p.caseId);
    const transcript = (record?.snapshot as { context: { transcript: { role: string; text: string }[] } }).context.transcript;
    expect(transcript.filter((e) => e.role === 'patient').map((e) => e.text)).toEqual([acked, text]);
    // and a new consult starts again
    expect(await fresh.request('consult:start', { locale: 'en' })).toMatchObject({ ok: true });
  }, 60_000);
});
