// Why this exists: a consult has one owner. A lease that merely lapsed (a stalled event loop) is taken
// back by its owner; one taken by another process is reported lost; nobody takes a live one.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseStore } from '../../server/stores/lease.store.ts';
import { makeKeys } from '../../server/stores/keys.ts';
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
    expect(await redis.get(keys.caseLease('c2'))).toBe('node-a');
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
    expect(await redis.get(keys.caseLease('many-1201'))).toBe('node-a');
  });
});
