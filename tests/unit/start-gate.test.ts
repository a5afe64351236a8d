// Why this exists: the start gate is what keeps a burst of consult starts from holding the event loop:
// it never runs more than its concurrency, admits only a few per loop turn (I/O queued meanwhile runs
// between turns), answers a start past its queue at once, and loses none.
import { describe, expect, it } from 'vitest';
import { StartGate } from '../../server/consult/start-gate.ts';

describe('StartGate', () => {
  it('runs every start, never more than its concurrency at once', async () => {
    const gate = new StartGate(3, 1_000, 2);
    let running = 0;
    let most = 0;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => gate.run(async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      return i;
    })));
    expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(3);
  });

  it('admits at most perTurn starts in one loop turn: I/O queued meanwhile runs in between', async () => {
    const gate = new StartGate(1_000, 1_000, 4);
    const order: string[] = [];
    const all = Array.from({ length: 12 }, (_, i) => gate.run(async () => void order.push(`start ${i}`)));
    // queued after the starts: without the gate every start would run before it
    setImmediate(() => order.push('io'));
    await Promise.all(all);
    const io = order.indexOf('io');
    expect(io).toBeGreaterThan(0);
    expect(io).toBeLessThanOrEqual(4);
    expect(order.filter((o) => o !== 'io')).toHaveLength(12);
  });

  it('answers a start past its queue at once (null), without running it', async () => {
    const gate = new StartGate(1, 2, 1);
    let release!: () => void;
    const first = gate.run(() => new Promise<string>((r) => { release = () => r('first'); }));
    await new Promise((r) => setImmediate(r)); // the first is admitted and holds the only slot
    const queued = [gate.run(async () => 'a'), gate.run(async () => 'b')];
    let ran = false;
    expect(await gate.run(async () => { ran = true; return 'c'; })).toBeNull();
    expect(ran).toBe(false);
    release();
    expect(await Promise.all([first, ...queued])).toEqual(['first', 'a', 'b']);
  });

  it('a start that fails frees its slot', async () => {
    const gate = new StartGate(1, 10, 1);
    await expect(gate.run(async () => { throw new Error('redis down'); })).rejects.toThrow('redis down');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
