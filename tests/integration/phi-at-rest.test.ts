// Why this exists: DESIGN rule 9 says patient data at rest lives only in keys the docs list, each with a TTL
// or a documented purge, and jobs carry ids, not transcripts (issue 25, finding 3). This runs a whole
// consult through to a booking with identifiers in every patient message and in the booking name, then
// reads every key in Redis (every prefix, every type) and fails on any key holding one of them without a
// TTL, except the keys docs/operations.md lists as kept on purpose.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as purgeMain } from '../../server/tools/purge.ts';
import { nextAction, type ScriptedEvent } from '../chaos/script.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PHI = {
  name: 'Quintessa Marlowe-Vandermeer',
  surname: 'Vandermeer',
  dob: '07/22/1968',
  ssn: '078-05-1120',
  phone: '(312) 555-0199',
  phoneDigits: '555-0199',
  email: 'quintessa.mv@example.net',
  street: '2291 Thistlewood Lane',
  streetName: 'Thistlewood',
};
/** Said with every message the patient sends. */
const IDENTIFIERS = `I am ${PHI.name}, born ${PHI.dob}, SSN ${PHI.ssn}, phone ${PHI.phone}, e-mail ${PHI.email}, I live at ${PHI.street}.`;
const OPENING = `My right knee has been sore for three days after a run. ${IDENTIFIERS}`;

/** Every key with its type, its time to live and everything it holds, as one string (read in pipelined
 *  batches: the shared test Redis holds every suite's keys, clinic slots by the thousand among them). */
async function readAll(redis: Redis): Promise<{ key: string; type: string; pttl: number; text: string }[]> {
  const out: { key: string; type: string; pttl: number; text: string }[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    const head = redis.pipeline();
    for (const key of keys) head.type(key).pttl(key);
    const meta = ((await head.exec()) ?? []).map(([, v]) => v);
    const body = redis.pipeline();
    const read: { key: string; type: string; pttl: number }[] = [];
    keys.forEach((key, i) => {
      const type = String(meta[2 * i]);
      const pttl = Number(meta[2 * i + 1]);
      if (type === 'none') return; // expired meanwhile
      read.push({ key, type, pttl });
      if (type === 'string') body.get(key);
      else if (type === 'hash') body.hgetall(key);
      else if (type === 'list') body.lrange(key, 0, -1);
      else if (type === 'set') body.smembers(key);
      else if (type === 'zset') body.zrange(key, '0', '-1', 'WITHSCORES');
      else if (type === 'stream') body.xrange(key, '-', '+');
      else body.echo(`(unread type ${type})`);
    });
    const bodies = (await body.exec()) ?? [];
    read.forEach((k, i) => out.push({ ...k, text: `${k.key}\n${JSON.stringify(bodies[i]?.[1])}` }));
  } while (cursor !== '0');
  return out;
}

const markersIn = (text: string) => Object.entries(PHI).filter(([, v]) => text.includes(v) || text.includes(JSON.stringify(v).slice(1, -1))).map(([k]) => k);

/** A consult started with the patient's name, identifiers in every message, through to its handoff. */
async function phiConsult(app: TestApp, started?: (p: PatientClient) => Promise<void>): Promise<PatientClient> {
  const p = await new PatientClient(app.url).connected();
  p.autoName = null;
  await p.start({ locale: 'en', patient: { name: PHI.name } });
  await started?.(p);
  expect((await p.say(OPENING)).ok).toBe(true);
  const done = { answered: new Set<string>(), replied: new Set<string>() };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const act = nextAction(p.events.map((e) => ({ ...(e.event as unknown as ScriptedEvent), name: e.name })), done, PHI.name);
    if (act?.kind === 'end') return p;
    if (act?.kind === 'say') {
      done.answered.add(act.key);
      await p.say(`${act.text}. ${IDENTIFIERS}`);
    } else if (act?.kind === 'reply') {
      done.replied.add(act.requestId);
      await p.request('confirm:reply', { requestId: act.requestId, accept: true, optionId: act.optionId || undefined });
    } else {
      if (Date.now() > deadline) throw new Error(`consult did not finish: ${p.events.map((e) => e.name).join(' ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function purgeCli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/tools/purge.ts', ...args], {
      env: { ...process.env, REDIS_URL: testRedisUrl(), KEY_PREFIX: t.config.KEY_PREFIX, QUEUE_PREFIX: t.config.QUEUE_PREFIX },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

let t: TestApp;
let redis: Redis;
let caseId = '';
beforeAll(async () => {
  t = await startTestApp();
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  await t?.stop();
  redis?.disconnect();
});

describe('patient data at rest', () => {
  it('leaves no identifier in a key without a TTL, except the documented audit chain and handoff packet', async () => {
    const p = await phiConsult(t);
    // the consult went the whole way: council tools and a booking ran as jobs
    expect(p.all('emergency')).toEqual([]);
    expect(p.all('booking:confirmed').length).toBe(1);
    caseId = p.caseId;
    p.close();
    await t.stop(); // every write of the consult, its jobs and its clinics has landed

    const keys = await readAll(redis);
    const jobKeys = keys.filter((k) => k.key.startsWith(`${t.config.QUEUE_PREFIX}:`) && k.key.includes(caseId));
    // the jobs are there to be read
    expect(jobKeys.some((k) => k.key === `${t.config.QUEUE_PREFIX}:tools:${caseId}-council0-risk`)).toBe(true);
    expect(jobKeys.some((k) => k.key.startsWith(`${t.config.QUEUE_PREFIX}:booking:${caseId}-book-`))).toBe(true);
    const holding = keys.map((k) => ({ ...k, markers: markersIn(k.text) })).filter((k) => k.markers.length > 0);
    // the scan does see patient data: the snapshot holds it, with its TTL
    const snap = holding.find((k) => k.key === `${t.config.KEY_PREFIX}:case:{${caseId}}:snap`);
    expect(snap?.markers).toContain('ssn');
    expect(snap!.pttl).toBeGreaterThan(0);

    // kept on purpose, without a TTL, each listed in docs/operations.md with its reason and purge command
    const kept = [`${t.config.KEY_PREFIX}:case:{${caseId}}:audit`, `${t.config.KEY_PREFIX}:handoff:handoff-${caseId}`];
    const forever = holding.filter((k) => k.pttl === -1 && !kept.includes(k.key));
    expect(forever.map((k) => `${k.key} (${k.type}): ${k.markers.join(', ')}`)).toEqual([]);
    // the exceptions are real (they hold patient data) and documented
    expect(holding.filter((k) => kept.includes(k.key)).length).toBe(2);
    const ops = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    for (const pattern of ['<prefix>:case:{<caseId>}:audit', '<prefix>:handoff:handoff-<caseId>', 'npm run purge -- <caseId>']) {
      expect(ops).toContain(pattern);
    }
  }, 120_000);

  it('npm run purge -- <caseId> deletes every key of the case across prefixes, and frees its slot', async () => {
    expect(caseId).not.toBe('');
    const before = await readAll(redis);
    const appt = before.find((k) => k.key.startsWith(`${t.config.KEY_PREFIX}:clinic:`) && k.key.includes(`:appt:apt-${caseId}-`));
    expect(appt).toBeDefined();
    const apptId = appt!.key.split(':appt:')[1];
    const slotId = ((await redis.hget(appt!.key, 'slotId')) ?? '');
    const base = appt!.key.split(':appt:')[0];
    expect(await redis.hget(`${base}:slot:${slotId}`, 'status')).toBe('booked');

    const run = await purgeCli([caseId, '--json']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out) as { deleted: string[]; cancelled: string[] };
    expect(report.cancelled).toEqual([apptId]);
    expect(report.deleted).toContain(`${t.config.KEY_PREFIX}:case:{${caseId}}:audit`);
    expect(report.deleted).toContain(`${t.config.KEY_PREFIX}:handoff:handoff-${caseId}`);

    const after = await readAll(redis);
    // nothing names the case any more, in any prefix (job hashes, job sets, clinic keys, the clinician queue)
    expect(after.filter((k) => k.text.includes(caseId)).map((k) => k.key)).toEqual([]);
    // and no identifier of the patient is left anywhere, with or without a TTL
    expect(after.filter((k) => markersIn(k.text).length > 0).map((k) => k.key)).toEqual([]);
    // the appointment was cancelled first: its slot is free again
    expect(await redis.hget(`${base}:slot:${slotId}`, 'status')).toBe('free');

    // a second purge finds no such case; a pattern is not a case id (in this process: the CLI's main)
    const env = { REDIS_URL: testRedisUrl(), KEY_PREFIX: t.config.KEY_PREFIX, QUEUE_PREFIX: t.config.QUEUE_PREFIX };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await purgeMain([caseId], env)).toBe(1);
      expect(quiet.mock.calls.flat().join(' ')).toContain('no case');
      expect(await purgeMain(['c-*'], env)).toBe(2);
    } finally {
      quiet.mockRestore();
    }
  }, 120_000);

  it('with the Redis streams adapter and a clinician watching, the adapter\'s stream keeps no identifier for good', async () => {
    const multi = await startTestApp({ SOCKET_ADAPTER: 'redis-streams', CLINICIAN_JWT_SECRET: TEST_SECRET });
    let id = '';
    try {
      const dr = await new ClinicianClient(multi.url, { token: await token('dr-phi', ['*']) }).connected();
      let live = 0;
      dr.socket.on('case:transcript', () => void live++);
      const p = await phiConsult(multi, async (pc) => {
        const opened = await dr.request('case:get', { caseId: pc.caseId }); // watch it: transcripts go out live
        expect(opened.ok).toBe(true);
      });
      id = p.caseId;
      expect(live).toBeGreaterThan(0);
      p.close();
      dr.close();
    } finally {
      await multi.stop();
    }
    const stream = `${multi.config.KEY_PREFIX}:sio`;
    const keys = await readAll(redis);
    const mine = keys.filter((k) => k.key.startsWith(`${multi.config.KEY_PREFIX}:`) || k.key.startsWith(`${multi.config.QUEUE_PREFIX}:`));
    expect(mine.some((k) => k.key === stream)).toBe(true); // the broadcasts went through Redis
    const kept = [`${multi.config.KEY_PREFIX}:case:{${id}}:audit`, `${multi.config.KEY_PREFIX}:handoff:handoff-${id}`];
    const forever = mine.filter((k) => k.pttl === -1 && !kept.includes(k.key) && markersIn(k.text).length > 0);
    expect(forever.map((k) => `${k.key} (${k.type}): ${markersIn(k.text).join(', ')}`)).toEqual([]);
  }, 120_000);
});
