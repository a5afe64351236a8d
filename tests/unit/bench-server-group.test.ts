// Why this exists: `bench --nodes N` reads N Helios processes as one; each figure must add up the way
// its meaning says (work and memory summed, delays the worst node's), or the goals are judged wrong.
import { describe, expect, it } from 'vitest';
import { mergeStats, ServerGroup } from '../bench/server-group.ts';
import type { ChildStats } from '../bench/server-child.ts';

function node(over: Partial<ChildStats>): ChildStats {
  return {
    eventLoopP50Ms: 1, eventLoopP99Ms: 5, eventLoopMaxMs: 20, eventLoopP99RawMs: 15, eventLoopUtilizationPct: 40,
    gcPausePct: 2, gcPauseMaxMs: 6, gcMajorCount: 1, gcMaxMsByKind: { minor: 6 }, gcLongByKind: {}, cpuPct: 40, rssKb: 100_000, heapUsedKb: 50_000, sessions: 10,
    snapshotWrites: 100, snapshotP50Ms: 1, snapshotP99Ms: 10, snapshotBytesAvg: 1000, outboxAppendP50Ms: 1,
    outboxAppendP99Ms: 12, firstFrameAppendP50Ms: 1, firstFrameAppendP99Ms: 9, redisCommands: { 'evalsha[seq]': 10 }, redisCommandChars: { 'evalsha[seq]': 2000 }, deltaFrames: 50, deltaFramesWithin20ms: 1,
    redisWrites: { 'xread[BLOCK]': 3 }, redisBytes: 1000,
    ...over,
  };
}

describe('mergeStats', () => {
  it('sums work and memory, keeps the worst node’s delays and loop use, and weights the snapshot size by writes', () => {
    const m = mergeStats([
      node({ cpuPct: 40.2, eventLoopP99Ms: 5, eventLoopUtilizationPct: 41, outboxAppendP99Ms: 30, snapshotWrites: 300, snapshotBytesAvg: 2000 }),
      node({ cpuPct: 35.1, eventLoopP99Ms: 9, eventLoopUtilizationPct: 38, outboxAppendP99Ms: 12, firstFrameAppendP99Ms: 21, snapshotWrites: 100, snapshotBytesAvg: 1000, redisCommands: { 'evalsha[seq]': 5, 'xadd[sio]': 2 },
        gcMaxMsByKind: { minor: 4, major: 21 }, gcLongByKind: { major: 2 } }),
    ]);
    expect(m.cpuPct).toBe(75.3);
    expect(m.rssKb).toBe(200_000);
    expect(m.sessions).toBe(20);
    expect(m.gcMajorCount).toBe(2);
    expect(m.eventLoopP99Ms).toBe(9);
    expect(m.eventLoopUtilizationPct).toBe(41);
    expect(m.outboxAppendP99Ms).toBe(30);
    expect(m.firstFrameAppendP99Ms).toBe(21); // the worst node's, like the other latencies
    expect(m.snapshotWrites).toBe(400);
    expect(m.snapshotBytesAvg).toBe(1750);
    expect(m.redisCommands).toEqual({ 'evalsha[seq]': 15, 'xadd[sio]': 2 });
    expect(m.redisCommandChars).toEqual({ 'evalsha[seq]': 4000 }); // the bytes add up like the commands
    expect(m.redisWrites).toEqual({ 'xread[BLOCK]': 6 });
    expect(m.deltaFrames).toBe(100);
    expect(m.gcMaxMsByKind).toEqual({ minor: 6, major: 21 });
    expect(m.gcLongByKind).toEqual({ major: 2 });
  });

  it('returns one node’s figures as they are, and refuses an empty list', () => {
    const one = node({ cpuPct: 12 });
    expect(mergeStats([one])).toBe(one);
    expect(() => mergeStats([])).toThrow(/at least one/);
  });
});

describe('ServerGroup', () => {
  it('spreads patients over the nodes in turn and sums their memory', async () => {
    const mk = (url: string, rssKb: number, pid: number) => ({ url, reset: async () => undefined, stats: async () => node({}), gc: async () => ({ rssKb, heapUsedKb: rssKb / 2 }), pids: () => [pid] });
    const g = new ServerGroup([mk('http://a', 10, 101), mk('http://b', 30, 102)]);
    expect([0, 1, 2, 3].map((i) => g.urlFor(i))).toEqual(['http://a', 'http://b', 'http://a', 'http://b']);
    expect(await g.gc()).toEqual({ rssKb: 40, heapUsedKb: 20 });
    expect(g.pids()).toEqual([101, 102]);
  });
});
