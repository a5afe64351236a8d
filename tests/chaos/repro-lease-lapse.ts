// Why this exists: the smallest reproduction of the stall the chaos run found: when a live node's lease
// on a consult lapses (an event-loop stall, a Redis hiccup) and nobody else takes it, the node unloads
// the consult mid-effect and nothing reloads it until the patient speaks again; the chain of late
// audit appends breaks too. Run: `npx tsx tests/chaos/repro-lease-lapse.ts` (exit 1 = reproduced).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig, NO_RATE_LIMITS } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { launchRedis } from '../../server/redis-launcher.ts';
import { verifyCases } from '../../server/tools/audit-verify.ts';
import { PatientClient } from '../support/patient-client.ts';
import { nextAction, type ScriptedEvent } from './script.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dir = mkdtempSync(join(tmpdir(), 'helios-repro-'));
const redis = await launchRedis({ dataDir: dir, appendOnly: false });
const prefix = `repro${Date.now().toString(36)}`;
const config = loadConfig({}, {
  PORT: 0, HOST: '127.0.0.1', KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, LEASE_MS: 1500, STREAM_PIECE_DELAY_MS: 0,
  ...NO_RATE_LIMITS,
});
// a slow (not blocking) council member: the consult is busy in `council` for ~3 s
const offline = createOfflineRoles();
const roles = Object.assign(Object.create(offline) as typeof offline, {
  engine: offline.engine,
  async specialist(input: Parameters<typeof offline.specialist>[0], signal?: AbortSignal) {
    await sleep(3000);
    return offline.specialist(input, signal);
  },
});
// warm the offline engine first: its first call blocks the event loop ~1.5 s, which alone lapses a short lease
await offline.interview({ patientTexts: ['my knee hurts'], answers: [], asked: [], maxQuestions: 6, locale: 'en', patient: {} });
const app = createApp(config, { redisUrl: redis.url, roles, logger: createLogger(process.env.LOG_LEVEL ?? 'warn') });
const { port } = await app.start();
const p = await new PatientClient(`http://127.0.0.1:${port}`).connected();
(p as unknown as { autoName: string | null }).autoName = null;
await p.start();
await p.say('My right knee has been sore for three days after a run');
const done = { answered: new Set<string>(), replied: new Set<string>() };
const until = Date.now() + 15_000;
while (p.stage() !== 'council') {
  if (Date.now() > until) throw new Error(`never reached council: ${p.events.map((e) => e.name).join(' ')}`);
  const act = nextAction(p.events.map((e) => ({ ...(e.event as unknown as ScriptedEvent), name: e.name })), done);
  if (act?.kind === 'say') {
    done.answered.add(act.key);
    await p.say(act.text);
  } else await sleep(20);
}
const atCouncil = p.lastSeq;
// the lease lapses while the node is busy (here: deleted, exactly what PX expiry does)
await app.redis.del(`${prefix}:case:{${p.caseId}}:lease`);
await sleep(1500); // one renew tick: "lease lost; unloading consult"
const unloaded = app.registry.get(p.caseId) === undefined;
await sleep(6000); // the council would have finished after ~3 s
const progressed = p.lastSeq > atCouncil && p.all('recommendation').length > 0;
const audit = await verifyCases(app.redis, prefix, [p.caseId]);
console.log(JSON.stringify({
  unloadedWhileWorking: unloaded, eventsAfterLapse: p.lastSeq - atCouncil, recommendation: progressed,
  registryHasIt: app.registry.get(p.caseId) !== undefined, auditChain: audit.broken[0] ?? 'intact',
}, null, 2));
p.close();
await app.stop();
await redis.stop();
rmSync(dir, { recursive: true, force: true });
const reproduced = !progressed || audit.broken.length > 0;
console.log(reproduced ? 'REPRODUCED: the consult stalled after its lease lapsed on a live node' : 'not reproduced');
process.exit(reproduced ? 1 : 0);
