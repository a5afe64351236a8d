// Why this exists: the three things the bench does to a server, the same way to Helios and the relay:
// hold idle connected consults, drive streaming consults with think time, and run consults flat out.
import { BenchPatient, Sink } from './load-client.ts';
import type { ServerChild } from './procs.ts';
import type { BenchTarget } from './server-group.ts';
import { SCENARIOS } from './scenarios.ts';
import type { ChildStats } from './server-child.ts';
import { pool, redisDelta, sleep, type RedisDelta, type RedisProbe } from './stats.ts';
import { hostBusyPct, hostStealPct, readHost, readSched, schedDelta } from './cpu-wait.ts';

export interface IdleResult {
  patients: BenchPatient[];
  rssBeforeKb: number;
  rssAfterKb: number;
  heapBeforeKb: number;
  heapAfterKb: number;
  /** redis used_memory growth, bytes */
  redisBytes: number;
  failed: number;
  seconds: number;
}

/** Connect n patients that each start a consult, receive the greeting and then do nothing. */
export async function idlePhase(server: BenchTarget, n: number, probe: RedisProbe, deadline: number): Promise<IdleResult> {
  const t0 = performance.now();
  const before = await server.gc();
  const redisBefore = await probe.read();
  const sink = new Sink();
  const patients: BenchPatient[] = [];
  await pool(Array.from({ length: n }, (_, i) => i), 100, async (i) => {
    if (Date.now() > deadline) return;
    const p = new BenchPatient({ url: server.urlFor(i), scenario: SCENARIOS[i % SCENARIOS.length], sink, thinkMs: [0, 0], repeat: false, idle: true });
    patients.push(p);
    await p.connected().then(() => p.start()).catch((err: Error) => sink.fail(err));
  });
  // every greeting streamed in full (bounded), then memory after a full collection
  const wait = Math.max(0, Math.min(30_000, deadline - Date.now()));
  await Promise.race([Promise.all(patients.map((p) => p.greeting)), sleep(wait)]);
  await sleep(200);
  const after = await server.gc();
  const redisAfter = await probe.read();
  return {
    patients,
    rssBeforeKb: before.rssKb,
    rssAfterKb: after.rssKb,
    heapBeforeKb: before.heapUsedKb,
    heapAfterKb: after.heapUsedKb,
    redisBytes: redisAfter.usedMemory - redisBefore.usedMemory,
    failed: sink.errors,
    seconds: (performance.now() - t0) / 1000,
  };
}

export interface LoadOptions {
  consults: number;
  rampS: number;
  measureS: number;
  thinkMs: [number, number];
  /** stop early (still reporting) once Date.now() passes this */
  deadline: number;
}

export interface LoadResult {
  sink: Sink;
  stats: ChildStats;
  redis: RedisDelta;
  /** measured seconds */
  seconds: number;
  /** the bench process's own CPU over the window (the load generator shares the machine) */
  clientCpuPct: number;
  /** the worker process's figures over the same window, when the workers run apart */
  workerStats: ChildStats | null;
  /** time each process's main thread spent runnable with no CPU free, % of the window (the server's:
   *  its busiest node's), the same for the server's other threads together (its GC and compiler
   *  helpers, which SERVER_HELPER_NICE makes yield), how busy the machine's cores were, and how much
   *  of them the hypervisor took (steal), % (0s where there is no /proc) */
  cpuWait: { server: number; serverHelpers: number; workers: number; redis: number; client: number; hostBusyPct: number; hostStealPct: number };
}

/** `consults` patients, started evenly over the ramp, each running consult after consult with think
 *  time between actions; only the window after the ramp is measured. */
export async function loadPhase(server: BenchTarget, o: LoadOptions, probe: RedisProbe, workers: ServerChild | null = null): Promise<LoadResult> {
  const sink = new Sink();
  const patients: BenchPatient[] = [];
  const starts: NodeJS.Timeout[] = [];
  for (let i = 0; i < o.consults; i++) {
    const p = new BenchPatient({ url: server.urlFor(i), scenario: SCENARIOS[i % SCENARIOS.length], sink, thinkMs: o.thinkMs, repeat: true });
    patients.push(p);
    const at = (o.rampS * 1000 * i) / Math.max(1, o.consults);
    starts.push(setTimeout(() => void p.connected().then(() => p.start()).catch((err: Error) => sink.fail(err)), at));
  }
  await sleep(Math.min(o.rampS * 1000, Math.max(0, o.deadline - Date.now())));
  await Promise.all([server.reset(), workers?.reset()]);
  const redisBefore = await probe.read();
  const pids = { server: server.pids(), workers: workers?.pids()[0], redis: redisBefore.pid, client: process.pid };
  const sched = () => ({ server: pids.server.map(readSched), workers: readSched(pids.workers), redis: readSched(pids.redis), client: readSched(pids.client), host: readHost() });
  const sched0 = sched();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  sink.measuring = true;
  await sleep(Math.max(0, Math.min(o.measureS * 1000, o.deadline - Date.now())));
  sink.measuring = false;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const sched1 = sched();
  const waitPct = (k: 'workers' | 'redis' | 'client') => schedDelta(sched0[k], sched1[k], seconds).mainWaitPct;
  const serverWaits = sched0.server.map((s, i) => schedDelta(s, sched1.server[i], seconds));
  const [stats, redisAfter, workerStats] = await Promise.all([server.stats(), probe.read(), workers ? workers.stats() : null]);
  starts.forEach(clearTimeout);
  // let answers in flight finish (bounded), then hang up
  patients.forEach((p) => p.quiesce());
  for (let i = 0; i < 10 && patients.some((p) => p.busy); i++) await sleep(100);
  patients.forEach((p) => p.stop());
  return {
    sink,
    stats,
    redis: redisDelta(redisBefore, redisAfter),
    seconds,
    clientCpuPct: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 1000) / 10,
    workerStats,
    cpuWait: {
      server: Math.max(0, ...serverWaits.map((d) => d.mainWaitPct)),
      serverHelpers: Math.max(0, ...serverWaits.map((d) => d.otherWaitPct)),
      workers: waitPct('workers'),
      redis: waitPct('redis'),
      client: waitPct('client'),
      hostBusyPct: hostBusyPct(sched0.host, sched1.host),
      hostStealPct: hostStealPct(sched0.host, sched1.host),
    },
  };
}

export interface SaturationResult {
  /** consults that reached closed (or emergency) inside the window */
  completed: number;
  perMin: number;
  /** patient actions (messages and replies) sent inside the window */
  actions: number;
  seconds: number;
  stats: ChildStats;
  errors: number;
  errorCodes: Record<string, number>;
}

/** Consults run back to back with no think time; completions in the window after warm-up, per minute. */
export async function saturationPhase(server: BenchTarget, o: { consults: number; warmS: number; measureS: number; deadline: number }): Promise<SaturationResult> {
  const sink = new Sink();
  const patients = Array.from({ length: o.consults }, (_, i) =>
    new BenchPatient({ url: server.urlFor(i), scenario: SCENARIOS[i % SCENARIOS.length], sink, thinkMs: [0, 30], repeat: true, }));
  const starts = patients.map((p, i) => setTimeout(() => void p.connected().then(() => p.start()).catch((err: Error) => sink.fail(err)), (o.warmS * 500 * i) / o.consults));
  await sleep(Math.min(o.warmS * 1000, Math.max(0, o.deadline - Date.now())));
  await server.reset();
  const t0 = performance.now();
  sink.measuring = true;
  await sleep(Math.max(0, Math.min(o.measureS * 1000, o.deadline - Date.now())));
  sink.measuring = false;
  const seconds = (performance.now() - t0) / 1000;
  const stats = await server.stats();
  starts.forEach(clearTimeout);
  patients.forEach((p) => p.stop());
  return { completed: sink.completed, actions: sink.turns, perMin: seconds > 0 ? Math.round((sink.completed / seconds) * 60) : 0, seconds, stats, errors: sink.errors, errorCodes: sink.errorCodes };
}
