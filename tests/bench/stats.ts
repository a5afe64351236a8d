// Why this exists: the bench's measuring tools in one place: hdr-histogram latencies in microseconds,
// and Redis INFO readings (command counts, CPU, memory) whose deltas are taken around a phase.
import * as hdr from 'hdr-histogram-js';
import type { Histogram } from 'hdr-histogram-js';
import { Redis } from 'ioredis';

export type { Histogram };

/** A latency histogram in microseconds (1 µs .. 10 min, 3 significant digits). */
export function latencyHistogram(): Histogram {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3, autoResize: true });
}

/** Record a duration given in milliseconds (performance.now() differences); negative values count as 0. */
export function recordMs(h: Histogram, ms: number): void {
  h.recordValue(Math.max(1, Math.round(ms * 1000)));
}

/** A percentile of a microsecond histogram, in milliseconds (0 when it is empty). */
export function pctMs(h: Histogram, p: number): number {
  return h.totalCount === 0 ? 0 : round(h.getValueAtPercentile(p) / 1000);
}

/** CPU ms per patient turn, from a share of one core (%) and turns per second (0 with no turns). */
export function msPerTurn(cpuPct: number, turnsPerS: number): number {
  return turnsPerS > 0 ? round((cpuPct * 10) / turnsPerS, 2) : 0;
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Helios's figure minus the relay's, in ms (a difference of percentiles, not a percentile of differences). */
export function overhead(a: number, b: number): number {
  return round(a - b);
}

export interface RedisReading {
  /** calls per command name from INFO commandstats (commands run inside Lua scripts included) */
  calls: Record<string, number>;
  /** used_cpu_user + used_cpu_sys, seconds */
  cpuS: number;
  /** total_reads_processed: socket reads by Redis, each a batch of commands from one client (≥ round trips) */
  reads: number;
  usedMemory: number;
  /** the redis-server's process id */
  pid: number;
  at: number;
}

/** Reads INFO from the bench's own Redis connection (its INFO calls are excluded from the counts). */
export class RedisProbe {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.redis.on('error', () => undefined);
  }

  async read(): Promise<RedisReading> {
    const text = await this.redis.info('all');
    const calls: Record<string, number> = {};
    let cpuS = 0;
    let usedMemory = 0;
    let reads = 0;
    let pid = 0;
    for (const line of text.split('\r\n')) {
      const m = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
      if (m) calls[m[1]] = Number(m[2]);
      else if (line.startsWith('used_cpu_user:') || line.startsWith('used_cpu_sys:')) cpuS += Number(line.split(':')[1]);
      else if (line.startsWith('used_memory:')) usedMemory = Number(line.split(':')[1]);
      else if (line.startsWith('total_reads_processed:')) reads = Number(line.split(':')[1]);
      else if (line.startsWith('process_id:')) pid = Number(line.split(':')[1]);
    }
    // the probe's own INFO calls
    delete calls.info;
    return { calls, cpuS, usedMemory, reads, pid, at: performance.now() };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

export interface RedisDelta {
  totalCalls: number;
  /** socket reads by Redis, less the probe's own INFO reads */
  reads: number;
  byCommand: Record<string, number>;
  cpuPct: number;
  memoryBytes: number;
}

export function redisDelta(a: RedisReading, b: RedisReading): RedisDelta {
  const byCommand: Record<string, number> = {};
  let totalCalls = 0;
  for (const [name, n] of Object.entries(b.calls)) {
    const d = n - (a.calls[name] ?? 0);
    if (d > 0) {
      byCommand[name] = d;
      totalCalls += d;
    }
  }
  const wallS = (b.at - a.at) / 1000;
  return { totalCalls, reads: Math.max(0, b.reads - a.reads - 1), byCommand, cpuPct: wallS > 0 ? round(((b.cpuS - a.cpuS) / wallS) * 100, 1) : 0, memoryBytes: b.usedMemory - a.usedMemory };
}

/** The n largest entries of a count map, as "name n" strings. */
export function top(counts: Record<string, number>, n: number, per = 1): string[] {
  return Object.entries(counts)
    .sort((x, y) => y[1] - x[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${round(v / per, 2)}`);
}

/** Run `fn` over items with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Counters and histograms shared by a group of patients (one phase against one server). */
export class Sink {
  /** patient:message sent → first assistant:delta of the answer */
  readonly ttft = latencyHistogram();
  /** patient:message ack → first assistant:delta (0 when the delta came first) */
  readonly ttftFromAck = latencyHistogram();
  /** the same, by the stage the consult was in when the patient acted (where the tail comes from) */
  readonly ttftFromAckByStage = new Map<string, ReturnType<typeof latencyHistogram>>();
  readonly turn = latencyHistogram();

  recordTtftFromAck(stage: string, ms: number): void {
    recordMs(this.ttftFromAck, ms);
    let h = this.ttftFromAckByStage.get(stage);
    if (!h) this.ttftFromAckByStage.set(stage, (h = latencyHistogram()));
    recordMs(h, ms);
  }
  measuring = false;
  turns = 0;
  completed = 0;
  errors = 0;
  stalls = 0;
  deltaBeforeAck = 0;
  /** failed requests by error code ('timeout' when no ack came) */
  readonly errorCodes: Record<string, number> = {};

  fail(err: Error | null, ack?: { ok: boolean; error?: { code?: string } }): void {
    if (err?.message === 'socket has been disconnected') return; // the bench hung up at a phase's end
    this.errors++;
    const code = err ? (err.message.includes('timed out') ? 'timeout' : `connect: ${err.message}`) : ack?.error?.code ?? 'unknown';
    this.errorCodes[code] = (this.errorCodes[code] ?? 0) + 1;
  }
  deltas = 0;
  deltasWithin20ms = 0;
}
