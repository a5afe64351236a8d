// Why this exists: each server under test (Helios, or the relay) runs in its own process so that its
// event-loop delay, CPU and memory are its own; the bench drives it and reads its figures over IPC.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { monitorEventLoopDelay, performance, PerformanceObserver, type EventLoopUtilization } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import type { App } from '../../server/app.ts';
import { startRelay, type Pacing, type Relay, type RelayScripts } from './relay.ts';
import { latencyHistogram, pctMs, recordMs } from './stats.ts';

export interface StartRequest {
  /** helios: the server; workers: its BullMQ workers and built-in clinics (`npm run worker`); relay: the baseline */
  kind: 'helios' | 'workers' | 'relay';
  /** helios only: run the BullMQ workers in the server process instead of a worker process */
  workersInProcess?: boolean;
  /** helios only: redis-streams when it is one of several nodes (`--nodes`), as a scale-out deployment runs */
  socketAdapter?: 'memory' | 'redis-streams';
  redisUrl?: string;
  pacing: Pacing;
  scripts?: RelayScripts;
  logLevel?: string;
}

export interface ChildStats {
  /** how late the loop's sampling timer fired (the histogram's reading less its interval) */
  eventLoopP50Ms: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  /** the histogram as Node reports it: each reading includes the sampling interval (an idle loop reads it) */
  eventLoopP99RawMs: number;
  /** share of wall time the main thread was running callbacks (performance.eventLoopUtilization) */
  eventLoopUtilizationPct: number;
  /** garbage-collection pauses on the main thread: total share of wall time, the longest, and the major ones */
  gcPausePct: number;
  gcPauseMaxMs: number;
  gcMajorCount: number;
  /** per kind of collection (minor, major, incremental, weakcb): the longest pause, and the pauses of 10 ms or more */
  gcMaxMsByKind: Record<string, number>;
  gcLongByKind: Record<string, number>;
  cpuPct: number;
  rssKb: number;
  heapUsedKb: number;
  sessions: number;
  snapshotWrites: number;
  snapshotP50Ms: number;
  snapshotP99Ms: number;
  snapshotBytesAvg: number;
  /** outbox appends (each event is stored before it is emitted): issue → Redis reply */
  outboxAppendP50Ms: number;
  outboxAppendP99Ms: number;
  /** of those, the first frame of each answer (the append on the TTFT path) */
  firstFrameAppendP50Ms: number;
  firstFrameAppendP99Ms: number;
  /** commands issued by this process's ioredis connections (app, BullMQ), by command[key suffix] */
  redisCommands: Record<string, number>;
  /** characters of those commands' string arguments (keys and values), by the same labels: where the bytes go */
  redisCommandChars: Record<string, number>;
  /** assistant:delta frames the server emitted, and those less than 20 ms after the case's previous one */
  deltaFrames: number;
  deltaFramesWithin20ms: number;
  /** socket writes to Redis (each one batch: a round trip), per connection, labelled by its first commands */
  redisWrites: Record<string, number>;
  /** bytes written to Redis by this process, all connections */
  redisBytes: number;
}

type Request = { id: number; op: 'start'; req: StartRequest } | { id: number; op: 'reset' | 'stats' | 'gc' | 'stop' };

/** The loop-delay histogram records the time between its timer's callbacks, so every reading includes
 *  the timer's interval (an idle loop reads 10.1 ms at p99 here); the delay is the reading less it. */
const LOOP_RESOLUTION_MS = 10;
const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loop.enable();
let eluBase: EventLoopUtilization = performance.eventLoopUtilization();
let gcMs = 0;
let gcMaxMs = 0;
let gcMajor = 0;
let gcMaxByKind: Record<string, number> = {};
let gcLongByKind: Record<string, number> = {};
/** perf_hooks.constants.NODE_PERFORMANCE_GC_* */
const GC_KINDS: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weakcb' };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    if (e.duration > gcMaxMs) gcMaxMs = e.duration;
    const code = ((e as { detail?: { kind?: number } }).detail)?.kind ?? 0;
    if (code === 4) gcMajor++;
    const kind = GC_KINDS[code] ?? String(code);
    gcMaxByKind[kind] = Math.max(gcMaxByKind[kind] ?? 0, Math.round(e.duration * 10) / 10);
    if (e.duration >= 10) gcLongByKind[kind] = (gcLongByKind[kind] ?? 0) + 1;
  }
}).observe({ entryTypes: ['gc'] });
let redisBytes = 0;
let cpuBase = process.cpuUsage();
let wallBase = performance.now();
let snapHist = latencyHistogram();
let appendHist = latencyHistogram();
let firstFrameHist = latencyHistogram();
let snapBytes = 0;
let snapSampled = 0;
let snapWrites = 0;
let commands: Record<string, number> = {};
let commandChars: Record<string, number> = {};
/** each Redis connection's socket: its first few command labels and its writes since the last reset */
const redisSockets = new Map<unknown, { labels: Set<string>; writes: number }>();
let deltaFrames = 0;
let deltaFramesWithin20ms = 0;
const lastFrameAt = new Map<string, number>();
let app: App | null = null;
let relay: Relay | null = null;
let workerHost: { close(): Promise<void> } | null = null;

/** Count every command this process sends to Redis, labelled by name and the last segment of its key. */
function countCommands(proto: { sendCommand: (...a: unknown[]) => unknown }): void {
  const original = proto.sendCommand;
  proto.sendCommand = function (this: unknown, ...a: unknown[]) {
    const cmd = a[0] as { name?: string; args?: unknown[] } | undefined;
    if (cmd?.name) {
      const args = cmd.args ?? [];
      const key = cmd.name === 'evalsha' || cmd.name === 'eval' ? args[2] : args[0];
      const label = `${cmd.name}[${typeof key === 'string' ? key.slice(key.lastIndexOf(':') + 1) : ''}]`;
      commands[label] = (commands[label] ?? 0) + 1;
      let chars = 0;
      for (const x of args) if (typeof x === 'string') chars += x.length;
      commandChars[label] = (commandChars[label] ?? 0) + chars;
      const stream = (this as { stream?: unknown }).stream;
      if (stream) {
        let info = redisSockets.get(stream);
        if (!info) redisSockets.set(stream, (info = { labels: new Set(), writes: 0 }));
        if (info.labels.size < 3 && !['info', 'client', 'select', 'hello', 'ping'].includes(cmd.name)) info.labels.add(label);
      }
    }
    return original.apply(this, a);
  };
}

function instrumentRedis(): void {
  const write = Socket.prototype.write;
  Socket.prototype.write = function (this: Socket, ...a: unknown[]) {
    const info = redisSockets.get(this);
    if (info) {
      info.writes++;
      const chunk = a[0] as string | Uint8Array;
      redisBytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    }
    return (write as (...x: unknown[]) => boolean).apply(this, a);
  } as typeof write;
  countCommands(Redis.prototype as never);
  try {
    // BullMQ brings its own ioredis; count its connections too
    const req = createRequire(createRequire(import.meta.url).resolve('bullmq'));
    const bullRedis = req('ioredis') as { default?: { prototype: unknown }; prototype?: unknown };
    const proto = (bullRedis.default ?? bullRedis).prototype;
    if (proto && proto !== Redis.prototype) countCommands(proto as never);
  } catch {
    /* BullMQ shares the app's ioredis */
  }
}

async function start(req: StartRequest): Promise<{ port: number }> {
  kind = req.kind;
  if (req.kind === 'relay') {
    relay = await startRelay({ pacing: req.pacing, scripts: req.scripts ?? {} });
    return { port: relay.port };
  }
  instrumentRedis();
  // loaded only here, so the relay's process does not compile all of Helios at start
  const [{ createApp }, { loadConfig, NO_RATE_LIMITS }, { createLogger }, { startWorkerHost }, { isFirstFrame }] = await Promise.all([
    import('../../server/app.ts'), import('../../server/config.ts'), import('../../server/logger.ts'), import('../../server/queues/worker-host.ts'),
    import('../../server/stores/outbox.store.ts'),
  ]);
  const config = loadConfig({}, {
    PORT: 0,
    HOST: '127.0.0.1',
    KEY_PREFIX: 'bench',
    QUEUE_PREFIX: 'benchq',
    LOG_LEVEL: (req.logLevel ?? 'silent') as 'silent',
    STREAM_FIRST_DELAY_MS: req.pacing.firstDelayMs,
    STREAM_PIECE_DELAY_MS: req.pacing.pieceDelayMs,
    WORKERS_IN_PROCESS: req.workersInProcess ?? false,
    SOCKET_ADAPTER: req.socketAdapter ?? 'memory',
    ...NO_RATE_LIMITS,
  });
  if (req.kind === 'workers') {
    workerHost = await startWorkerHost(config, req.redisUrl!, createLogger(config.LOG_LEVEL));
    return { port: 0 };
  }
  app = createApp(config, { redisUrl: req.redisUrl, logger: createLogger(config.LOG_LEVEL) });
  // when each delta frame leaves the server, per case (the client's view adds its own read jitter)
  const adapter = app.io.of('/consult').adapter as unknown as { broadcast(packet: { data?: unknown[] }, opts: unknown): void };
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    if (packet.data?.[0] === 'assistant:delta') {
      const caseId = (packet.data[1] as { caseId: string }).caseId;
      const now = performance.now();
      const last = lastFrameAt.get(caseId);
      deltaFrames++;
      if (last !== undefined && now - last < 20) deltaFramesWithin20ms++;
      lastFrameAt.set(caseId, now);
      if (lastFrameAt.size > 20_000) lastFrameAt.clear();
    }
    broadcast(packet, opts);
  };
  type AppendFn = (...a: unknown[]) => Promise<number>;
  const outbox = (app.registry as unknown as { deps: { outbox: { appendCmd: AppendFn; appendNow: (a: unknown[]) => Promise<number> } } }).deps.outbox;
  // arguments: the case's three keys, the dedupe mark's name and index, the event's name, ...
  const firstFrame = (a: unknown[]) => isFirstFrame(a[5] as string, Number(a[4]));
  const timed = (a: unknown[], issue: () => Promise<number>) => {
    const t0 = performance.now();
    const p = issue();
    p.then(() => {
      const ms = performance.now() - t0;
      recordMs(appendHist, ms);
      if (firstFrame(a)) recordMs(firstFrameHist, ms);
    }, () => undefined);
    return p;
  };
  // appends go through the batched command, or (an answer's first frame) are written at once
  const appendCmd = outbox.appendCmd;
  outbox.appendCmd = (...a: unknown[]) => timed(a, () => appendCmd(...a));
  const appendNow = outbox.appendNow.bind(outbox);
  outbox.appendNow = (a: unknown[]) => timed(a, () => appendNow(a));
  const snapshots = app.snapshots;
  const save = snapshots.save.bind(snapshots);
  snapshots.save = (caseId, record, changed) => {
    const t0 = performance.now();
    snapWrites++;
    if (snapWrites % 50 === 1) {
      snapBytes += JSON.stringify(record).length;
      snapSampled++;
    }
    const p = save(caseId, record, changed);
    p.then(() => recordMs(snapHist, performance.now() - t0), () => undefined);
    return p;
  };
  return app.start();
}

/** BENCH_ALLOC_PROF=DIR: sample allocations (collected ones too) from each reset to the next stats
 *  read, and write them as DIR/<kind>-<n>.heapprofile (open in Chrome DevTools, or profile-top).
 *  With BENCH_ALLOC_SURVIVORS=1 only what outlived a young-generation collection is kept: what gets
 *  copied and promoted, which is what makes scavenges long and major collections frequent. */
const allocDir = process.env.BENCH_ALLOC_PROF;
const survivorsOnly = process.env.BENCH_ALLOC_SURVIVORS === '1';
let allocSession: Session | null = null;
let allocN = 0;
let kind = 'server';

async function startAllocProfile(): Promise<void> {
  if (!allocDir) return;
  if (!allocSession) {
    mkdirSync(allocDir, { recursive: true }); // made when it is not there yet, as --cpu-prof does
    allocSession = new Session();
    allocSession.connect();
    await allocSession.post('HeapProfiler.enable');
  } else await allocSession.post('HeapProfiler.stopSampling').catch(() => undefined);
  await allocSession.post('HeapProfiler.startSampling', { samplingInterval: 128 * 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: !survivorsOnly } as never);
}

async function writeAllocProfile(): Promise<void> {
  if (!allocSession) return;
  const { profile } = await allocSession.post('HeapProfiler.stopSampling');
  writeFileSync(`${allocDir}/${kind}-${++allocN}.heapprofile`, JSON.stringify(profile));
}

async function reset(): Promise<void> {
  await startAllocProfile();
  loop.reset();
  eluBase = performance.eventLoopUtilization();
  gcMs = gcMaxMs = gcMajor = 0;
  gcMaxByKind = {};
  gcLongByKind = {};
  redisBytes = 0;
  cpuBase = process.cpuUsage();
  wallBase = performance.now();
  snapHist = latencyHistogram();
  appendHist = latencyHistogram();
  firstFrameHist = latencyHistogram();
  snapWrites = snapBytes = snapSampled = 0;
  commands = {};
  commandChars = {};
  deltaFrames = deltaFramesWithin20ms = 0;
  for (const info of redisSockets.values()) info.writes = 0;
}

async function stats(): Promise<ChildStats> {
  await writeAllocProfile();
  const cpu = process.cpuUsage(cpuBase);
  const wall = performance.now() - wallBase;
  const mem = process.memoryUsage();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const late = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
  return {
    eventLoopP50Ms: late(loop.percentile(50)),
    eventLoopP99Ms: late(loop.percentile(99)),
    eventLoopMaxMs: late(loop.max),
    eventLoopP99RawMs: ms(loop.percentile(99)),
    eventLoopUtilizationPct: Math.round(performance.eventLoopUtilization(eluBase).utilization * 1000) / 10,
    gcPausePct: wall > 0 ? Math.round((gcMs / wall) * 1000) / 10 : 0,
    gcPauseMaxMs: Math.round(gcMaxMs * 10) / 10,
    gcMajorCount: gcMajor,
    gcMaxMsByKind: { ...gcMaxByKind },
    gcLongByKind: { ...gcLongByKind },
    cpuPct: wall > 0 ? Math.round(((cpu.user + cpu.system) / 1000 / wall) * 1000) / 10 : 0,
    rssKb: Math.round(mem.rss / 1024),
    heapUsedKb: Math.round(mem.heapUsed / 1024),
    sessions: app?.registry.size ?? 0,
    snapshotWrites: snapWrites,
    snapshotP50Ms: pctMs(snapHist, 50),
    snapshotP99Ms: pctMs(snapHist, 99),
    snapshotBytesAvg: snapSampled ? Math.round(snapBytes / snapSampled) : 0,
    outboxAppendP50Ms: pctMs(appendHist, 50),
    outboxAppendP99Ms: pctMs(appendHist, 99),
    firstFrameAppendP50Ms: pctMs(firstFrameHist, 50),
    firstFrameAppendP99Ms: pctMs(firstFrameHist, 99),
    redisCommands: { ...commands },
    redisCommandChars: { ...commandChars },
    deltaFrames,
    deltaFramesWithin20ms,
    redisWrites: [...redisSockets.values()].reduce<Record<string, number>>((acc, i) => {
      const label = [...i.labels].join(' ');
      acc[label] = (acc[label] ?? 0) + i.writes;
      return acc;
    }, {}),
    redisBytes,
  };
}

async function gc(): Promise<{ rssKb: number; heapUsedKb: number }> {
  const g = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    g?.();
    await new Promise((r) => setTimeout(r, 50));
  }
  const mem = process.memoryUsage();
  return { rssKb: Math.round(mem.rss / 1024), heapUsedKb: Math.round(mem.heapUsed / 1024) };
}

async function handle(msg: Request): Promise<unknown> {
  switch (msg.op) {
    case 'start': return start(msg.req);
    case 'reset': return reset();
    case 'stats': return stats();
    case 'gc': return gc();
    case 'stop': {
      const stopping = app ? app.stop() : relay ? relay.close() : workerHost ? workerHost.close() : Promise.resolve();
      await Promise.race([stopping, new Promise((r) => setTimeout(r, 5000))]);
      return null;
    }
  }
}

process.on('message', (msg: Request) => {
  handle(msg).then(
    (data) => process.send?.({ id: msg.id, ok: true, data }, () => {
      if (msg.op === 'stop') process.exit(0); // exits cleanly so --cpu-prof writes its profile
    }),
    (err: Error) => process.send?.({ id: msg.id, ok: false, error: err.stack ?? err.message }),
  );
});
process.on('disconnect', () => process.exit(0));
