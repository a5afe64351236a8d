// Why this exists: `npm run bench` (issue 8): Helios against a bare Socket.IO relay in one run, on
// loopback, bounded in count and time; prints a table and, with --json, one JSON object last.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { idlePhase, loadPhase, saturationPhase } from './phases.ts';
import { ServerChild, startRedis, type BenchRedis } from './procs.ts';
import { ServerGroup, type BenchTarget } from './server-group.ts';
import { figures, table, type TargetResults } from './report.ts';
import { capture, pacingFor, SCENARIOS, type Capture } from './scenarios.ts';
import type { Pacing } from './relay.ts';
import { RedisProbe } from './stats.ts';

const HELP = `npx tsx tests/bench/bench.ts [options]
  --streaming N        streaming consults under load (default 500; quick 20)
  --idle N             idle connected consults held during load (default 2000; quick 50)
  --ramp S             seconds to start the streaming consults (default 8; quick 0.5)
  --duration S         measured seconds of load (default 30; quick 2.5)
  --think-min/max S    patient think time between actions (default 2 / 4; quick 0.5 / 1)
  --sat-consults N     consults run flat out for consults_per_min (default = streaming)
  --sat-warm S / --sat-seconds S   saturation warm-up and measured window (default 6 / 15; quick 1 / 1.5)
  --ttft-ms MS         simulated time to first token (default 300) -> STREAM_FIRST_DELAY_MS
  --tps N              simulated tokens per second (default 50) -> STREAM_PIECE_DELAY_MS = 1000/N
  --tokens-per-piece N model tokens one streamed piece stands for (default 1)
  --relay-first-delay auto|after|before   where the relay puts the first delay (default auto: as Helios does)
  --max-seconds S      hard time limit for the whole run (default 300; quick 60)
  --workers separate|in-process   BullMQ workers and built-in clinics in their own process, as
                       \`npm run worker\` runs them (default), or inside the server process
  --nodes N            Helios as N server processes sharing Redis through Socket.IO's Redis streams
                       adapter, patients spread over them (default 1)
  --cpu-prof DIR       run Helios under node --cpu-prof, profile written to DIR (its worker process's to DIR/workers)
  --quick              small numbers for a run under 30 s
  --json               print one JSON object as the last line`;

const { values: a } = parseArgs({
  options: {
    streaming: { type: 'string' }, idle: { type: 'string' }, ramp: { type: 'string' }, duration: { type: 'string' },
    'think-min': { type: 'string' }, 'think-max': { type: 'string' }, 'sat-consults': { type: 'string' },
    'sat-warm': { type: 'string' }, 'sat-seconds': { type: 'string' }, 'ttft-ms': { type: 'string' }, tps: { type: 'string' },
    'tokens-per-piece': { type: 'string' }, 'relay-first-delay': { type: 'string' }, 'max-seconds': { type: 'string' },
    'cpu-prof': { type: 'string' }, nodes: { type: 'string' }, workers: { type: 'string' }, quick: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean' },
  },
});
if (a.help) {
  console.log(HELP);
  process.exit(0);
}

function num(name: keyof typeof a, full: number, quick: number, min = 0): number {
  const raw = a[name];
  const v = raw === undefined ? (a.quick ? quick : full) : Number(raw);
  if (!Number.isFinite(v) || v < min) {
    console.error(`--${name} must be a number ≥ ${min}`);
    process.exit(2);
  }
  return v;
}

const streaming = Math.floor(num('streaming', 500, 20, 1));
const nodes = Math.floor(num('nodes', 1, 1, 1));
const idle = Math.floor(num('idle', 2000, 50));
const opts = {
  streaming, idle,
  rampS: num('ramp', 8, 0.5), measureS: num('duration', 30, 2.5, 0.5),
  thinkMs: [num('think-min', 2, 0.5) * 1000, num('think-max', 4, 1) * 1000] as [number, number],
  satConsults: Math.floor(num('sat-consults', streaming, streaming, 1)),
  satWarmS: num('sat-warm', 6, 1), satS: num('sat-seconds', 15, 1.5, 0.5),
  maxS: num('max-seconds', 300, 60, 5),
};
if (opts.thinkMs[0] > opts.thinkMs[1]) {
  console.error('--think-min must not exceed --think-max');
  process.exit(2);
}
const pace = pacingFor(num('ttft-ms', 300, 300), num('tps', 50, 50, 0.1), num('tokens-per-piece', 1, 1, 0.01));
const placement = a['relay-first-delay'] ?? 'auto';
if (!['auto', 'after', 'before'].includes(placement)) {
  console.error('--relay-first-delay must be auto, after or before');
  process.exit(2);
}

const workersMode = a.workers ?? 'separate';
if (!['separate', 'in-process'].includes(workersMode)) {
  console.error('--workers must be separate or in-process');
  process.exit(2);
}
const workersInProcess = workersMode === 'in-process';

const log = (msg: string) => console.error(`[bench ${((performance.now() - t0) / 1000).toFixed(1)}s] ${msg}`);
const t0 = performance.now();
const loadStart = loadavg()[0];
const deadline = Date.now() + opts.maxS * 1000;
let redis: BenchRedis | null = null;
let probe: RedisProbe | null = null;
const children: ServerChild[] = [];

const hardStop = setTimeout(() => {
  console.error(`bench: over the ${opts.maxS} s limit; stopping`);
  for (const c of children) c.kill();
  void redis?.stop().finally(() => process.exit(3));
}, opts.maxS * 1000 + 20_000);

/** Idle consults first (memory is read after them), then `beforeLoad`, then load and saturation. */
async function measure(server: BenchTarget, label: string, beforeLoad: () => Promise<void> = async () => undefined, workers: ServerChild | null = null): Promise<TargetResults> {
  log(`${label}: opening ${opts.idle} idle consults`);
  const idleRes = await idlePhase(server, opts.idle, probe!, deadline);
  log(`${label}: ${idleRes.patients.length} idle in ${idleRes.seconds.toFixed(1)} s`);
  await beforeLoad();
  log(`${label}: ${opts.streaming} streaming consults, ${opts.rampS} s ramp + ${opts.measureS} s measured`);
  const load = await loadPhase(server, { consults: opts.streaming, rampS: opts.rampS, measureS: opts.measureS, thinkMs: opts.thinkMs, deadline }, probe!, workers);
  log(`${label}: ${load.sink.turns} turns; saturation with ${opts.satConsults} consults, ${opts.satWarmS} s warm-up + ${opts.satS} s`);
  const sat = await saturationPhase(server, { consults: opts.satConsults, warmS: opts.satWarmS, measureS: opts.satS, deadline });
  log(`${label}: ${sat.completed} consults completed`);
  idleRes.patients.forEach((p) => p.stop());
  await new Promise((r) => setTimeout(r, 200));
  return { idle: idleRes, load, sat };
}

async function main(): Promise<void> {
  const cpuProfDir = a['cpu-prof'];
  if (cpuProfDir) mkdirSync(join(cpuProfDir, 'workers'), { recursive: true });
  const heliosNodes = Array.from({ length: nodes }, (_, i) => new ServerChild(nodes > 1 ? `helios-${i + 1}` : 'helios', { cpuProfDir }));
  const helios: BenchTarget = nodes > 1 ? new ServerGroup(heliosNodes) : heliosNodes[0];
  const relay = new ServerChild('relay');
  const workers = workersInProcess ? null : new ServerChild('workers', { cpuProfDir: cpuProfDir && join(cpuProfDir, 'workers') });
  children.push(...heliosNodes, relay, ...(workers ? [workers] : []));
  redis = await startRedis();
  probe = new RedisProbe(redis.url);
  await workers?.start({ kind: 'workers', redisUrl: redis.url, pacing: { ...pace, firstDelayAfterFirstPiece: false }, logLevel: process.env.BENCH_LOG_LEVEL });
  const socketAdapter = nodes > 1 ? 'redis-streams' as const : 'memory' as const;
  for (const node of heliosNodes) {
    await node.start({ kind: 'helios', workersInProcess, socketAdapter, redisUrl: redis.url, pacing: { ...pace, firstDelayAfterFirstPiece: true }, logLevel: process.env.BENCH_LOG_LEVEL });
  }
  log(`helios on ${heliosNodes.map((n) => n.url).join(', ')}`);

  // Helios first. The capture (one whole consult per scenario: the relay's script) runs after the idle
  // phase on purpose: it also warms every stage up again. Full collections with no turn in between make
  // V8 drop the offline engine's ~1,100 compiled regexps, and the next turn then blocks for ~1 s.
  let cap: Capture | null = null;
  let pacing: Pacing = { ...pace, firstDelayAfterFirstPiece: true };
  const heliosRes = await measure(helios, 'helios', async () => {
    log(`capturing ${SCENARIOS.length} scripted consults`);
    cap = await capture(heliosNodes[0].url, SCENARIOS, 60_000, pace.firstDelayMs + 300);
    if (process.env.BENCH_DUMP_CAPTURE) writeFileSync(process.env.BENCH_DUMP_CAPTURE, JSON.stringify(cap, null, 1));
    // Where does Helios put the first delay? A gap near it between pieces 1 and 2 means "after piece 1".
    const after = placement === 'auto'
      ? pace.firstDelayMs > pace.pieceDelayMs && cap.firstGapMs >= (pace.firstDelayMs + pace.pieceDelayMs) / 2
      : placement === 'after';
    pacing = { ...pace, firstDelayAfterFirstPiece: after };
    log(`relay will wait the first delay ${after ? 'after' : 'before'} the first piece (Helios gap ${cap.firstGapMs} ms)`);
  }, workers);
  // the relay runs alone on the machine
  await Promise.all([...heliosNodes.map((n) => n.stop()), workers?.stop()]);
  const captured = cap as Capture | null;
  if (!captured) throw new Error('capture did not run');
  await relay.start({ kind: 'relay', pacing, scripts: captured.scripts });
  log(`relay on ${relay.url}`);
  const relayRes = await measure(relay, 'relay');

  await Promise.all(children.map((c) => c.stop()));
  await probe.close();
  await redis.stop();
  redis = null;
  clearTimeout(hardStop);

  const f = figures(heliosRes, relayRes, captured, {
    streaming: opts.streaming, idle: opts.idle, measureS: opts.measureS, satConsults: opts.satConsults, pacing, workersInProcess, nodes,
    wallS: (performance.now() - t0) / 1000, loadavg: [loadStart, loadavg()[0]],
  });
  console.log(table(f));
  if (cpuProfDir) console.log(`\nCPU profile of Helios written to ${cpuProfDir} (summarise: npx tsx tests/bench/profile-top.ts ${cpuProfDir})`);
  if (a.json) console.log(JSON.stringify({ ...f.json, detail: f.detail }));
}

main().then(
  () => process.exit(0),
  async (err: Error) => {
    console.error('bench failed:', err.stack ?? err.message);
    for (const c of children) c.kill();
    await redis?.stop().catch(() => undefined);
    process.exit(1);
  },
);
