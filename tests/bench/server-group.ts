// Why this exists: `--nodes N` runs Helios as N server processes sharing one Redis (the scale-out
// layout of DESIGN.md, Socket.IO's Redis streams adapter between them); the phases spread patients
// over the nodes and read one set of figures, merged here the way each figure adds up.
import type { ChildStats } from './server-child.ts';

/** What the phases need of a server under test: one process, or several Helios nodes. */
export interface BenchTarget {
  /** the URL patient number i connects to */
  urlFor(i: number): string;
  reset(): Promise<void>;
  stats(): Promise<ChildStats>;
  /** collect garbage, then the resident memory (summed over the processes) */
  gc(): Promise<{ rssKb: number; heapUsedKb: number }>;
  /** the server processes' ids (for the scheduler's counts) */
  pids(): number[];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const max = (xs: number[]) => Math.max(0, ...xs);

function addCounts(all: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of all) for (const [k, v] of Object.entries(m)) out[k] = (out[k] ?? 0) + v;
  return out;
}

function maxOf(all: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of all) for (const [k, v] of Object.entries(m)) out[k] = Math.max(out[k] ?? 0, v);
  return out;
}

/**
 * One reading for several nodes: work and memory add up (CPU, RSS, commands, writes, frames), while
 * delays are the worst node's (a patient on the slowest loop waits that long; the nodes' histograms
 * stay in their processes, so a percentile is the largest of the nodes' percentiles, never lower than
 * the merged one would be). Utilization is the busiest loop's, the number each loop is judged by.
 */
export function mergeStats(nodes: ChildStats[]): ChildStats {
  if (nodes.length === 0) throw new Error('mergeStats needs at least one node');
  if (nodes.length === 1) return nodes[0];
  const pick = <K extends keyof ChildStats>(k: K) => nodes.map((n) => n[k] as number);
  const writes = sum(pick('snapshotWrites'));
  return {
    eventLoopP50Ms: max(pick('eventLoopP50Ms')),
    eventLoopP99Ms: max(pick('eventLoopP99Ms')),
    eventLoopMaxMs: max(pick('eventLoopMaxMs')),
    eventLoopP99RawMs: max(pick('eventLoopP99RawMs')),
    eventLoopUtilizationPct: max(pick('eventLoopUtilizationPct')),
    gcPausePct: max(pick('gcPausePct')),
    gcPauseMaxMs: max(pick('gcPauseMaxMs')),
    gcMajorCount: sum(pick('gcMajorCount')),
    gcMaxMsByKind: maxOf(nodes.map((n) => n.gcMaxMsByKind)),
    gcLongByKind: addCounts(nodes.map((n) => n.gcLongByKind)),
    cpuPct: Math.round(sum(pick('cpuPct')) * 10) / 10,
    rssKb: sum(pick('rssKb')),
    heapUsedKb: sum(pick('heapUsedKb')),
    sessions: sum(pick('sessions')),
    snapshotWrites: writes,
    snapshotP50Ms: max(pick('snapshotP50Ms')),
    snapshotP99Ms: max(pick('snapshotP99Ms')),
    // weighted by each node's writes
    snapshotBytesAvg: writes > 0 ? Math.round(sum(nodes.map((n) => n.snapshotBytesAvg * n.snapshotWrites)) / writes) : 0,
    outboxAppendP50Ms: max(pick('outboxAppendP50Ms')),
    outboxAppendP99Ms: max(pick('outboxAppendP99Ms')),
    firstFrameAppendP50Ms: max(pick('firstFrameAppendP50Ms')),
    firstFrameAppendP99Ms: max(pick('firstFrameAppendP99Ms')),
    redisCommands: addCounts(nodes.map((n) => n.redisCommands)),
    redisCommandChars: addCounts(nodes.map((n) => n.redisCommandChars)),
    deltaFrames: sum(pick('deltaFrames')),
    deltaFramesWithin20ms: sum(pick('deltaFramesWithin20ms')),
    redisWrites: addCounts(nodes.map((n) => n.redisWrites)),
    redisBytes: sum(pick('redisBytes')),
  };
}

/** One node: a target of its own, reached at one URL. */
type Node = Omit<BenchTarget, 'urlFor'> & { url: string };

/** Several nodes read as one target; patient i goes to node i mod N. */
export class ServerGroup implements BenchTarget {
  constructor(readonly nodes: Node[]) {
    if (nodes.length === 0) throw new Error('a server group needs at least one node');
  }

  urlFor(i: number): string {
    return this.nodes[i % this.nodes.length].url;
  }

  async reset(): Promise<void> {
    await Promise.all(this.nodes.map((n) => n.reset()));
  }

  async stats(): Promise<ChildStats> {
    return mergeStats(await Promise.all(this.nodes.map((n) => n.stats())));
  }

  pids(): number[] {
    return this.nodes.flatMap((n) => n.pids());
  }

  async gc(): Promise<{ rssKb: number; heapUsedKb: number }> {
    const all = await Promise.all(this.nodes.map((n) => n.gc()));
    return { rssKb: sum(all.map((m) => m.rssKb)), heapUsedKb: sum(all.map((m) => m.heapUsedKb)) };
  }
}
