// Why this exists: the bench's CPU-wait figures come from the kernel's per-thread counts; these check
// the reading (main thread apart from the others) and the arithmetic that turns two readings into %.
import { describe, expect, it } from 'vitest';
import { hostBusyPct, hostStealPct, readHost, readSched, schedDelta } from '../bench/cpu-wait.ts';

describe('readSched', () => {
  it('reads this process: the main thread ran, and its other threads are counted apart', () => {
    const spin = Date.now() + 20;
    while (Date.now() < spin); // at least 20 ms on a CPU
    const r = readSched(process.pid);
    if (!r) return expect(process.platform).not.toBe('linux'); // no /proc: the figures read 0
    expect(r.mainRunNs).toBeGreaterThan(20e6);
    expect(r.mainWaitNs).toBeGreaterThanOrEqual(0);
    expect(r.otherRunNs).toBeGreaterThanOrEqual(0);
  });

  it('is null for a process that is not there', () => {
    expect(readSched(2 ** 22 + 12345)).toBeNull();
    expect(readSched(undefined)).toBeNull();
  });
});

describe('schedDelta', () => {
  it('gives the wait of the window as % of its wall time', () => {
    const a = { mainRunNs: 1e9, mainWaitNs: 1e8, otherRunNs: 0, otherWaitNs: 0 };
    const b = { mainRunNs: 9e9, mainWaitNs: 1.6e9, otherRunNs: 2e9, otherWaitNs: 3e9 };
    // 1.5 s of waiting in a 10 s window; 3 s of the other threads' waiting
    expect(schedDelta(a, b, 10)).toEqual({ mainWaitPct: 15, otherWaitPct: 30 });
  });

  it('reads 0 when a reading is missing or the window is empty', () => {
    const a = { mainRunNs: 0, mainWaitNs: 0, otherRunNs: 0, otherWaitNs: 0 };
    expect(schedDelta(null, a, 10)).toEqual({ mainWaitPct: 0, otherWaitPct: 0 });
    expect(schedDelta(a, a, 0)).toEqual({ mainWaitPct: 0, otherWaitPct: 0 });
  });
});

describe('hostBusyPct', () => {
  it('is the busy share of all the cores between two readings', () => {
    expect(hostBusyPct({ busy: 100, total: 1000, steal: 0 }, { busy: 850, total: 2000, steal: 0 })).toBe(75);
    expect(hostBusyPct(null, { busy: 1, total: 2, steal: 0 })).toBe(0);
    expect(hostBusyPct({ busy: 5, total: 10, steal: 0 }, { busy: 5, total: 10, steal: 0 })).toBe(0);
  });

  it('reads the machine on Linux, steal included in busy', () => {
    const h = readHost();
    if (!h) return expect(process.platform).not.toBe('linux');
    expect(h.total).toBeGreaterThan(h.busy);
    expect(h.busy).toBeGreaterThan(0);
    expect(h.steal).toBeGreaterThanOrEqual(0);
    expect(h.steal).toBeLessThanOrEqual(h.busy);
  });
});

describe('hostStealPct', () => {
  it('is the share of all the cores the hypervisor took between two readings', () => {
    expect(hostStealPct({ busy: 100, total: 1000, steal: 10 }, { busy: 850, total: 2000, steal: 60 })).toBe(5);
    expect(hostStealPct(null, { busy: 1, total: 2, steal: 1 })).toBe(0);
    expect(hostStealPct({ busy: 5, total: 10, steal: 1 }, { busy: 5, total: 10, steal: 1 })).toBe(0);
  });
});
