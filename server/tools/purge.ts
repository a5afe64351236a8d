// Why this exists: DESIGN rule 9 allows patient data at rest only with a TTL or a documented purge. The
// audit chain and the handoff packet are kept on purpose, without a TTL; `npm run purge -- <caseId>` is
// how an operator removes a case for good: every key of the case under the Helios prefix, its BullMQ jobs
// and their inputs, its entry in the clinician queue, and its patient in the built-in clinics (a future
// appointment there is cancelled first, so its slot is free again).
import { pathToFileURL } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { caseIndexKeys } from '../clinician/case-index.ts';
import { BOOKING_QUEUE, TOOLS_QUEUE } from '../queues/queues.ts';
import { CANCEL, RELEASE, scriptRunner } from '../stores/directory.scripts.ts';
import { makeKeys } from '../stores/keys.ts';

/** Case ids are `c-<uuid>`; anything a SCAN pattern could read as a wildcard is refused. */
const CASE_ID = /^[A-Za-z0-9._-]{1,128}$/;

export interface PurgeReport {
  caseId: string;
  /** keys deleted, sorted */
  deleted: string[];
  /** clinic appointments cancelled before their record was deleted */
  cancelled: string[];
  /** jobs BullMQ would not remove (running now): purge again once they have finished */
  busyJobs: string[];
}

async function scanAll(redis: Redis, match: string): Promise<string[]> {
  const found = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
    cursor = next;
    for (const k of keys) found.add(k);
  } while (cursor !== '0');
  return [...found];
}

/** True when anything of the case is stored under this prefix (its own keys or its handoff packet). */
export async function caseExists(redis: Redis, keyPrefix: string, caseId: string): Promise<boolean> {
  const keys = makeKeys(keyPrefix);
  if (await redis.exists(keys.handoff(`handoff-${caseId}`))) return true;
  return (await scanAll(redis, `${keyPrefix}:case:{${caseId}}:*`)).length > 0;
}

/** The case's patient in each built-in clinic: its register, its appointments (cancelled when still booked). */
async function purgeClinics(redis: Redis, keyPrefix: string, caseId: string, now: Date, report: PurgeReport): Promise<string[]> {
  const run = scriptRunner(redis);
  const doomed: string[] = [];
  for (const link of await scanAll(redis, `${keyPrefix}:clinic:*:case-patient:${caseId}`)) {
    const base = link.slice(0, link.length - `:case-patient:${caseId}`.length);
    const patientId = await redis.get(link);
    const register = patientId ? [`${base}:patient:${patientId}`, `${base}:patient:${patientId}:appts`] : [];
    const apptIds = patientId ? await redis.smembers(`${base}:patient:${patientId}:appts`) : [];
    // appointments of the case not in the register (a booking recorded without one)
    for (const k of await scanAll(redis, `${base}:appt:apt-${caseId}-*`)) apptIds.push(k.slice(`${base}:appt:`.length));
    for (const apptId of new Set(apptIds)) {
      const apptKey = `${base}:appt:${apptId}`;
      const [owner, status, slotId, providerId] = await redis.hmget(apptKey, 'caseId', 'status', 'slotId', 'providerId');
      if (owner !== caseId) continue;
      if (status === 'booked' && slotId && providerId) {
        await run(CANCEL, [apptKey, `${base}:slot:${slotId}`, `${base}:free:${providerId}`], [apptId, slotId, now.getTime(), now.toISOString()]);
        report.cancelled.push(apptId);
      }
      doomed.push(apptKey);
    }
    doomed.push(...register, link);
  }
  // slots held for the case's offer: released (only the case's own holds) with the clinic's own script
  for (const index of await scanAll(redis, `${keyPrefix}:clinic:*:holds:${caseId}`)) {
    const base = index.slice(0, index.length - `:holds:${caseId}`.length);
    await run(RELEASE, [index], [caseId, `${base}:hold:`, 0]);
    doomed.push(index);
  }
  return doomed;
}

/** The case's jobs in both queues (their hashes and every set that names them) and their input keys. */
async function purgeJobs(redis: Redis, queuePrefix: string, caseId: string, report: PurgeReport): Promise<string[]> {
  const doomed: string[] = [];
  for (const name of [TOOLS_QUEUE, BOOKING_QUEUE]) {
    const head = `${queuePrefix}:${name}:`;
    const ids = new Set<string>();
    for (const k of await scanAll(redis, `${head}${caseId}-*`)) ids.add(k.slice(head.length).split(':')[0]);
    doomed.push(...await scanAll(redis, `${head}input:${caseId}-*`));
    if (ids.size) await removeJobs(redis, queuePrefix, name, ids, report);
    // the queue's event stream (capped by BullMQ) names the jobs too, their removal included
    const events = await redis.xrange(`${head}events`, '-', '+');
    const named = events.filter(([, f]) => f.some((v, i) => i % 2 === 1 && v.startsWith(`${caseId}-`) && f[i - 1] === 'jobId')).map(([id]) => id);
    if (named.length) report.deleted.push(`${head}events (${await redis.xdel(`${head}events`, ...named)} entries)`);
  }
  return doomed;
}

/** Removes jobs the way BullMQ does (the job hash, its logs, and its id from every state set). */
async function removeJobs(redis: Redis, queuePrefix: string, name: string, ids: Set<string>, report: PurgeReport): Promise<void> {
  const head = `${queuePrefix}:${name}:`;
  const conn = redis.duplicate({ maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection: conn, prefix: queuePrefix });
  try {
    for (const id of ids) {
      if ((await queue.remove(id)) === 1) report.deleted.push(`${head}${id}`);
      else if (await redis.exists(`${head}${id}`)) report.busyJobs.push(`${name}/${id}`);
    }
  } finally {
    await queue.close();
    conn.disconnect();
  }
}

/** Delete everything of one case. Idempotent: a second purge finds nothing and deletes nothing. */
export async function purgeCase(redis: Redis, opts: { keyPrefix: string; queuePrefix: string; caseId: string; now?: Date }): Promise<PurgeReport> {
  const { keyPrefix, queuePrefix, caseId } = opts;
  if (!CASE_ID.test(caseId)) throw new Error(`not a case id: ${JSON.stringify(caseId)}`);
  const report: PurgeReport = { caseId, deleted: [], cancelled: [], busyJobs: [] };
  const keys = makeKeys(keyPrefix);
  const doomed = [
    ...await scanAll(redis, `${keyPrefix}:case:{${caseId}}:*`),
    keys.handoff(`handoff-${caseId}`),
    ...await purgeClinics(redis, keyPrefix, caseId, opts.now ?? new Date(), report),
    ...await purgeJobs(redis, queuePrefix, caseId, report),
  ];
  for (const k of new Set(doomed)) if ((await redis.del(k)) === 1) report.deleted.push(k);
  const index = caseIndexKeys(keyPrefix);
  if (await redis.hdel(index.summaries, caseId)) report.deleted.push(`${index.summaries} ${caseId}`);
  if (await redis.zrem(index.byTime, caseId)) report.deleted.push(`${index.byTime} ${caseId}`);
  report.deleted.sort();
  return report;
}

/** Exit codes: 0 purged, 1 no such case (or jobs still running), 2 usage or I/O error. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  const json = args.includes('--json');
  const named = args.filter((a) => !a.startsWith('--'));
  if (named.length !== 1 || !CASE_ID.test(named[0])) {
    console.error('usage: purge <caseId> [--json]\n  env: REDIS_URL (required), KEY_PREFIX (default helios), QUEUE_PREFIX (default helios-bull)');
    return 2;
  }
  if (!env.REDIS_URL) {
    console.error('purge needs REDIS_URL pointing at the Helios Redis.');
    return 2;
  }
  const keyPrefix = env.KEY_PREFIX || 'helios';
  const queuePrefix = env.QUEUE_PREFIX || 'helios-bull';
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const caseId = named[0];
    if (!(await caseExists(redis, keyPrefix, caseId))) {
      console.error(`no case ${caseId} under prefix ${keyPrefix}`);
      return 1;
    }
    const report = await purgeCase(redis, { keyPrefix, queuePrefix, caseId });
    if (json) console.log(JSON.stringify(report));
    else {
      console.log(`case ${caseId}: ${report.deleted.length} keys deleted, ${report.cancelled.length} appointments cancelled`);
      for (const k of report.deleted) console.log(`  deleted ${k}`);
      for (const a of report.cancelled) console.log(`  cancelled ${a}`);
      for (const j of report.busyJobs) console.log(`  still running, purge again later: ${j}`);
    }
    return report.busyJobs.length ? 1 : 0;
  } catch (err) {
    console.error(`purge failed: ${(err as Error).message}`);
    return 2;
  } finally {
    redis.disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
