// Why this exists: a consult has one owner. A lease that merely lapsed (a stalled event loop) is taken
// back by its owner; one taken by another process is reported lost; nobody takes a live one, except a
// newer epoch of the same node (a restart), after which the older epoch's writes are refused.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseFencedError, LeaseStore } from '../../server/stores/lease.store.ts';
import { makeKeys } from '../../server/stores/keys.ts';
import { OutboxStore } from '../../server/stores/outbox.store.ts';
import { SnapshotStore } from '../../server/stores/snapshot.store.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());
const keys = makeKeys(uniquePrefix('lease'));

describe('LeaseStore', () => {
  it('gives a case to one owner at a time and lets the other take it once released', async () => {
    const a = new LeaseStore(redis, keys, 'node-a', 5000);
    const b = new LeaseStore(redis, keys, 'node-b', 5000);
    expect(await a.acquire('c1')).toBe(true);
    expect(await a.acquire('c1')).toBe(true); // already held: renewed
    expect(await b.acquire('c1')).toBe(false);
    await a.release('c1');
    expect(await b.acquire('c1')).toBe(true);
  });

  it('takes a lapsed lease back on renewal, and reports a lease another owner holds as lost', async () => {
    const a = new LeaseStore(redis, keys, 'node-a', 5000);
    const b = new LeaseStore(redis, keys, 'node-b', 5000);
    expect(await a.acquire('c2')).toBe(true);
    expect(await a.acquire('c3')).toBe(true);
    await redis.del(keys.caseLease('c2')); // lapsed
    await redis.del(keys.caseLease('c3'));
    expect(await b.acquire('c3')).toBe(true); // taken over meanwhile
    expect(await a.renew(['c2', 'c3'])).toEqual(['c3']);
    expect(await redis.get(keys.caseLease('c2'))).toBe('node-a#0');
    expect(await redis.pttl(keys.caseLease('c2'))).toBeGreaterThan(4000);
    expect(await a.renew([])).toEqual([]);
  });

  it('renews more leases than one script call takes, reporting exactly the lost ones', async () => {
    const a = new LeaseStore(redis, keys, 'node-a', 5000);
    const b = new LeaseStore(redis, keys, 'node-b', 5000);
    const ids = Array.from({ length: 1203 }, (_, i) => `many-${i}`);
    await Promise.all(ids.map((id) => a.acquire(id)));
    for (const id of ['many-7', 'many-600', 'many-1202']) {
      await redis.del(keys.caseLease(id));
      expect(await b.acquire(id)).toBe(true);
    }
    await redis.pexpire(keys.caseLease('many-900'), 10);
    expect((await a.renew(ids)).sort()).toEqual(['many-1202', 'many-600', 'many-7']);
    expect(await redis.pttl(keys.caseLease('many-900'))).toBeGreaterThan(4000);
    expect(await redis.get(keys.caseLease('many-1201'))).toBe('node-a#0');
  });

  it('lets a new epoch of the same node take its leases at once, and never the other way round', async () => {
    const old = new LeaseStore(redis, keys, 'node-x', 5000);
    await old.boot();
    const other = new LeaseStore(redis, keys, 'node-y', 5000);
    await other.boot();
    expect(await old.acquire('e1')).toBe(true);
    expect(await old.acquire('e2')).toBe(true);
    expect(await other.acquire('e1')).toBe(false); // another node waits for the lease to lapse
    expect(await other.free('e1')).toBe(false);
    // the node restarts (kill -9): the new process is the next epoch of the same node
    const restarted = new LeaseStore(redis, keys, 'node-x', 5000);
    expect(await restarted.boot()).toBe(old.epoch + 1);
    expect(await restarted.free('e1')).toBe(true);
    expect(await restarted.acquire('e1')).toBe(true);
    expect(await redis.get(keys.caseLease('e1'))).toBe(`node-x#${restarted.epoch}`);
    // the older epoch (still alive: two processes with one NODE_ID) cannot take it back, nor keep it
    expect(await old.acquire('e1')).toBe(false);
    expect(await old.free('e1')).toBe(false);
    expect(await old.renew(['e1', 'e2'])).toEqual(['e1']);
    expect(await old.checkSuperseded()).toBe(true);
    expect(await restarted.checkSuperseded()).toBe(false);
    expect(await other.acquire('e1')).toBe(false);
    // a lease of this node with no epoch form, or of another node, is not taken early
    await redis.set(keys.caseLease('e3'), 'node-x', 'PX', 5000);
    expect(await restarted.acquire('e3')).toBe(false);
  });

  it('refuses the snapshot writes and outbox appends of an owner whose lease another epoch took', async () => {
    const fk = makeKeys(uniquePrefix('fence'));
    const old = new LeaseStore(redis, fk, 'node-f', 5000);
    await old.boot();
    const fenced: string[] = [];
    const oldSnaps = new SnapshotStore(redis, fk, 60, () => old.ownerId);
    const oldOutbox = new OutboxStore(redis, fk, 60, () => undefined, 0, { owner: () => old.ownerId, onFenced: (id) => fenced.push(id) });
    const record = (n: number) => ({ machineVersion: 1, savedAt: 'x', snapshot: { value: 'a', context: { n } } });
    expect(await old.acquire('f1')).toBe(true);
    expect(await oldSnaps.save('f1', record(1))).toBe(true);
    expect(await oldSnaps.save('f1', record(2), ['n'])).toBe(true);
    expect(await oldOutbox.append('f1', 'consult:state', { stage: 'triage' })).toBe(1);

    const next = new LeaseStore(redis, fk, 'node-f', 5000);
    await next.boot();
    expect(await next.acquire('f1')).toBe(true);
    await expect(oldSnaps.save('f1', record(3), ['n'])).rejects.toBeInstanceOf(LeaseFencedError);
    await expect(oldSnaps.save('f1', record(4))).rejects.toBeInstanceOf(LeaseFencedError);
    await expect(oldOutbox.append('f1', 'consult:state', { stage: 'history', previous: 'triage' })).rejects.toBeInstanceOf(LeaseFencedError);
    expect(fenced).toEqual(['f1']);
    // nothing of the refused writes landed
    expect(((await oldSnaps.load('f1'))?.snapshot as { context: { n: number } }).context.n).toBe(2);
    expect(await redis.xlen(fk.caseEvents('f1'))).toBe(1);
    expect(await redis.get(fk.caseSeq('f1'))).toBe('1');
    // the new owner writes as usual
    const nextSnaps = new SnapshotStore(redis, fk, 60, () => next.ownerId);
    expect(await nextSnaps.save('f1', record(5), ['n'])).toBe(true);
    // a lease that merely lapsed does not fence (its owner takes it back at its next renewal)
    await redis.del(fk.caseLease('f1'));
    expect(await oldSnaps.save('f1', record(6), ['n'])).toBe(true);
  });
});
