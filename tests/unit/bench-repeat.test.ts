// Why this exists: the bench's repeat runner judges changes by medians; its median, range and parsing of
// a run's last JSON line must be right, or a comparison across runs would mislead.
import { describe, expect, it } from 'vitest';
import { compare, lastJson, median, summarize } from '../bench/repeat.ts';

describe('bench repeat', () => {
  it('takes the median of odd and even counts, whatever the order', () => {
    expect(median([76.3, 36.1, 51.5])).toBe(51.5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('summarizes each figure across runs and skips runs that lack it', () => {
    const s = summarize([{ ttft_overhead_p99_ms: 32.5, errors: 0 }, { ttft_overhead_p99_ms: 78.1, errors: 0 }, { ttft_overhead_p99_ms: 75.8 }]);
    expect(s.ttft_overhead_p99_ms).toEqual({ runs: [32.5, 78.1, 75.8], median: 75.8, min: 32.5, max: 78.1 });
    expect(s.errors).toEqual({ runs: [0, 0], median: 0, min: 0, max: 0 });
  });

  it('reads the figures from the last JSON line of a run and nothing else', () => {
    expect(lastJson('table\n{"ttft_overhead_p99_ms": 20}\n')).toEqual({ ttft_overhead_p99_ms: 20 });
    expect(lastJson('{"a": 1}\nnot json\n{"ttft_overhead_p99_ms": 3}')).toEqual({ ttft_overhead_p99_ms: 3 });
    expect(lastJson('no figures here\n{broken')).toBeNull();
  });

  it('works out the CPU per turn of a run that did not print it, and keeps the one a run printed', () => {
    // 85 % of a core at 136 turns/s: 850 ms of CPU per second over 136 turns
    expect(lastJson('{"cpu_pct": 85, "redis_cpu_pct": 20.4, "turns_per_s": 136}')).toEqual({
      cpu_pct: 85, redis_cpu_pct: 20.4, turns_per_s: 136, cpu_ms_per_turn: 6.25, redis_cpu_ms_per_turn: 1.5,
    });
    expect(lastJson('{"cpu_pct": 85, "turns_per_s": 136, "cpu_ms_per_turn": 6.3}')!.cpu_ms_per_turn).toBe(6.3);
    expect(lastJson('{"cpu_pct": 85, "turns_per_s": 0}')).toEqual({ cpu_pct: 85, turns_per_s: 0 });
  });

  it('compares paired runs by the median of their differences, not the difference of the medians', () => {
    // the machine slowed down in the second pair: both sides read higher, but this tree was lower in each pair
    const ours = [{ ttft_overhead_p99_ms: 30 }, { ttft_overhead_p99_ms: 70 }, { ttft_overhead_p99_ms: 40 }];
    const theirs = [{ ttft_overhead_p99_ms: 35 }, { ttft_overhead_p99_ms: 90 }, { ttft_overhead_p99_ms: 44 }];
    const c = compare(ours, theirs);
    expect(c.ttft_overhead_p99_ms).toEqual({ ours: 40, theirs: 44, diff: -5, diffs: [-5, -20, -4], oursRuns: [30, 70, 40], theirsRuns: [35, 90, 44] });
    // a pair with a figure missing on one side is left out of the differences
    expect(compare([{ errors: 0 }, {}], [{ errors: 1 }, { errors: 2 }]).errors).toEqual({ ours: 0, theirs: 1.5, diff: -1, diffs: [-1], oursRuns: [0], theirsRuns: [1, 2] });
  });
});
