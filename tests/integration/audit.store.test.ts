// Why this exists: a case's audit entries of one turn of the event loop go to Redis in one script call.
// The chain must come out exactly as one write per entry made it (in order, each entry holding the one
// before), an entry written "now" or flushed must be on the connection before the caller's next command
// (the snapshot write relies on it), a failed write must fail every caller whose entry was in it, and
// re-reading the chain head after Redis came back must not fork the chain.
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditStore, GENESIS, entryHash } from '../../server/stores/audit.store.ts';
import { makeKeys } from '../../server/stores/keys.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());
const keys = makeKeys(uniquePrefix('audit'));
const store = new AuditStore(redis, keys);

/** The commands this connection issues, by name, in order. */
const sent: string[] = [];
const original = redis.sendCommand.bind(redis);
redis.sendCommand = ((cmd: { name: string }, ...rest: unknown[]) => {
  sent.push(cmd.name);
  return (original as (...a: unknown[]) => unknown)(cmd, ...rest);
}) as typeof redis.sendCommand;

beforeEach(() => {
  sent.length = 0;
});

describe('AuditStore', () => {
  it('writes the entries of one case and one loop turn in one call, and the chain verifies in call order', async () => {
    await store.open('a1');
    sent.length = 0;
    const writes = [
      store.append('a1', 'consult.started', { locale: 'en' }),
      store.append('a1', 'transition', { value: 'history' }),
    ];
    await Promise.resolve(); // a promise's continuation in the same turn (an effect resolving) joins the batch
    writes.push(store.append('a1', 'agent.output', { role: 'history' }));
    await new Promise((r) => process.nextTick(r));
    expect(sent).toEqual([]); // nothing goes out until the turn's end
    await Promise.all(writes);
    expect(sent.filter((n) => n === 'evalsha' || n === 'eval' || n === 'xadd')).toHaveLength(1);

    await store.append('a1', 'transition', { value: 'council' }); // a later turn: a call of its own
    const entries = await store.read('a1');
    expect(entries.map((e) => e.type)).toEqual(['consult.started', 'transition', 'agent.output', 'transition']);
    expect(entries[0].prev).toBe(GENESIS);
    for (let i = 1; i < entries.length; i++) expect(entries[i].prev).toBe(entries[i - 1].hash);
    expect(entries[3].hash).toBe(entryHash(entries[2].hash, 'transition', entries[3].at, JSON.stringify({ value: 'council' })));
    expect(await store.verify('a1')).toEqual({ entries: 4, firstBroken: -1 });
  });

  it('keeps two cases of one loop turn apart, each in its own call', async () => {
    await Promise.all([store.open('b1'), store.open('b2')]);
    sent.length = 0;
    await Promise.all([store.append('b1', 'x', 1), store.append('b2', 'y', 2), store.append('b1', 'z', 3)]);
    expect(sent.filter((n) => n === 'evalsha' || n === 'eval')).toHaveLength(2);
    expect((await store.read('b1')).map((e) => e.type)).toEqual(['x', 'z']);
    expect((await store.read('b2')).map((e) => e.type)).toEqual(['y']);
    expect((await store.verify('b1')).firstBroken).toBe(-1);
  });

  it('puts an entry written now on the connection at once, with the entries of the turn before it', async () => {
    await store.open('c1');
    sent.length = 0;
    const earlier = store.append('c1', 'transition', { value: 'escalated' });
    const now = store.append('c1', 'clinician.takeover', { clinicianId: 'dr-1' }, { now: true });
    const next = redis.get(keys.caseAudit('c1') + ':after'); // what the caller does next
    expect(sent.slice(0, 2)).toEqual([expect.stringMatching(/^(evalsha|eval)$/), 'get']);
    await Promise.all([earlier, now, next]);
    expect((await store.read('c1')).map((e) => e.type)).toEqual(['transition', 'clinician.takeover']);
  });

  it('puts a case’s pending entries on the connection when flushed, ahead of what the caller issues next, and leaves other cases to the turn’s end', async () => {
    await Promise.all([store.open('f1'), store.open('f2')]);
    sent.length = 0;
    const mine = [store.append('f1', 'transition', { value: 'plan' }), store.append('f1', 'agent.output', { role: 'plan' })];
    const other = store.append('f2', 'transition', { value: 'triage' });
    store.flush('f1');
    const next = redis.get(keys.caseAudit('f1') + ':snapshot'); // the snapshot write that follows
    expect(sent).toEqual([expect.stringMatching(/^(evalsha|eval)$/), 'get']);
    store.flush('f1'); // nothing left: no second call
    await Promise.all([...mine, other, next]);
    expect(sent.filter((n) => n === 'evalsha' || n === 'eval')).toHaveLength(2);
    expect((await store.read('f1')).map((e) => e.type)).toEqual(['transition', 'agent.output']);
    expect((await store.read('f2')).map((e) => e.type)).toEqual(['transition']);
  });

  it('appends nothing for a case that is not open here', async () => {
    sent.length = 0;
    expect(await store.append('never-opened', 'transition', {})).toBeNull();
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([]);
    expect(await redis.exists(keys.caseAudit('never-opened'))).toBe(0);
  });

  it('takes the head Redis holds when re-reading it after entries were lost, and the chain goes on from there', async () => {
    await store.open('r1');
    await Promise.all([store.append('r1', 'a', 1), store.append('r1', 'b', 2)]);
    const [, lost] = await store.read('r1');
    await redis.xdel(keys.caseAudit('r1'), lost.id); // what a Redis restart from an AOF a second behind does
    await store.reopenAll();
    await store.append('r1', 'c', 3);
    expect((await store.read('r1')).map((e) => e.type)).toEqual(['a', 'c']);
    expect((await store.verify('r1')).firstBroken).toBe(-1);
  });

  it('keeps the chain whole when entries are appended while the head is being re-read', async () => {
    await store.open('r2');
    await Promise.all([store.append('r2', 'a', 1), store.append('r2', 'b', 2)]);
    const pending = store.append('r2', 'c', 3); // hashed, not yet written when the re-read starts
    const reread = store.reopenAll(); // as when the connection comes back
    const during = store.append('r2', 'd', 4); // appended while the read is out
    await reread;
    await Promise.all([pending, during, store.append('r2', 'e', 5)]);
    expect((await store.read('r2')).map((e) => e.type)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await store.verify('r2')).firstBroken).toBe(-1);
  });

  it('fails every caller whose entry was in a failed write', async () => {
    await store.open('d1');
    await redis.set(keys.caseAudit('d1'), 'not a stream'); // XADD on a string: WRONGTYPE
    const results = await Promise.allSettled([store.append('d1', 'a', 1), store.append('d1', 'b', 2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/WRONGTYPE/);
  });
});
