// Why this exists: the gate decides which connection errors reach the log during an outage; it must
// log each new error at once, hold back repeats for the interval and then count them, and say once
// how long the trouble lasted when the connection is ready again.
import { describe, expect, it } from 'vitest';
import type { Logger } from 'pino';
import { RepeatGate } from '../../server/repeat-gate.ts';

function fakeLogger() {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => void lines.push({ level, fields, msg });
  return { lines, logger: { warn: at('warn'), error: at('error'), info: at('info') } as unknown as Logger };
}

describe('RepeatGate', () => {
  it('logs a new error at once, repeats at most once per interval with their count, and the recovery once', () => {
    let now = 1_000;
    const { lines, logger } = fakeLogger();
    const gate = new RepeatGate(logger, { fields: { conn: 'app' }, everyMs: 30_000, now: () => now });
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');
    gate.error(refused);
    for (let i = 0; i < 20; i++) { now += 1_000; gate.error(refused); } // 20 s of attempts
    expect(lines).toEqual([{ level: 'warn', fields: { conn: 'app', err: refused.message }, msg: 'redis error' }]);
    now += 10_000; // 30 s after the first line
    gate.error(refused);
    expect(lines[1]).toEqual({ level: 'warn', fields: { conn: 'app', err: refused.message, repeated: 21, sinceMs: 30_000 }, msg: 'redis error (still)' });
    // a different error is news: logged at once
    gate.error(new Error("READONLY You can't write against a read only replica."));
    expect(lines).toHaveLength(3);
    now += 5_000;
    gate.ready();
    expect(lines[3]).toEqual({ level: 'info', fields: { conn: 'app', errors: 23, downMs: 35_000 }, msg: 'redis reachable again' });
    // a clean slate: the next outage is logged from its first error, and a ready with no trouble says nothing
    gate.ready();
    gate.error(refused);
    expect(lines.map((l) => l.msg)).toEqual(['redis error', 'redis error (still)', 'redis error', 'redis reachable again', 'redis error']);
  });

  it('tracks at most 100 distinct messages: beyond that each error is logged as it comes, nothing held', () => {
    const { lines, logger } = fakeLogger();
    const gate = new RepeatGate(logger, { now: () => 0 });
    for (let i = 0; i < 150; i++) gate.error(new Error(`Missing lock for job ${i}`));
    gate.error(new Error('Missing lock for job 149')); // untracked: logged again
    gate.error(new Error('Missing lock for job 5')); // tracked: held back
    expect(lines).toHaveLength(151);
    expect((gate as unknown as { seen: Map<string, unknown> }).seen.size).toBe(100);
  });

  it('logs at the level and with the message it was given', () => {
    const { lines, logger } = fakeLogger();
    const gate = new RepeatGate(logger, { level: 'error', msg: 'worker error', fields: { queue: 'tools' } });
    gate.error(new Error('Connection is closed.'));
    expect(lines).toEqual([{ level: 'error', fields: { queue: 'tools', err: 'Connection is closed.' }, msg: 'worker error' }]);
  });
});
