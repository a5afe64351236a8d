// Why this exists: which consults count as abandoned: none while a socket is attached, one alone for
// IDLE_UNLOAD_MS, and one with an effect in flight only after as long again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdleConsults } from '../../server/consult/idle-consults.ts';

afterEach(() => vi.useRealTimers());

describe('IdleConsults', () => {
  it('names a loaded consult once it has had no socket for idleMs, and only once', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const idle = new IdleConsults(1000);
    const never = () => false;
    idle.loaded('a'); // loaded with no socket (a clinician's action, a rehydrate before the attach)
    idle.attach('b', 's1');
    idle.loaded('b');
    idle.attach('b', 's2');
    expect(idle.due(never, 1_000_999)).toEqual([]);
    expect(idle.due(never, 1_001_000)).toEqual(['a']);
    expect(idle.due(never, 1_005_000)).toEqual([]); // b has sockets; a was handed out already
    vi.setSystemTime(1_010_000);
    idle.detach('b', 's1', true);
    expect(idle.due(never, 1_020_000)).toEqual([]); // s2 still attached
    idle.detach('b', 's2', true);
    expect(idle.due(never, 1_010_999)).toEqual([]);
    idle.attach('b', 's3'); // came back in time
    expect(idle.due(never, 1_030_000)).toEqual([]);
  });

  it('gives a consult with an effect in flight up to idleMs more, and forgets unloaded ones', () => {
    vi.useFakeTimers({ now: 0 });
    const idle = new IdleConsults(1000);
    idle.loaded('busy');
    idle.loaded('gone');
    idle.forget('gone');
    expect(idle.due(() => true, 1_500)).toEqual([]);
    expect(idle.due(() => true, 2_000)).toEqual(['busy']);
    // a socket leaving a consult that is not loaded here starts no clock
    idle.attach('elsewhere', 's');
    idle.detach('elsewhere', 's', false);
    expect(idle.due(() => false, 10_000)).toEqual([]);
    // 0: never
    const off = new IdleConsults(0);
    off.loaded('x');
    expect(off.due(() => false, 1e12)).toEqual([]);
  });
});
