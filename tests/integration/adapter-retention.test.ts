// Why this exists: the Redis streams adapter's stream carries live transcripts between nodes; an entry
// must not outlive the minute the nodes need to read it, and the stream must always expire (rule 9).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { keepAdapterStreamShort } from '../../server/adapter-retention.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());

describe('keepAdapterStreamShort', () => {
  it('drops entries older than the limit, keeps the fresh ones, and gives the stream a TTL', async () => {
    const key = `${uniquePrefix('sio')}:sio`;
    await redis.xadd(key, `${Date.now() - 120_000}-0`, 'payload', 'Ann Lee, 555-0101');
    await redis.xadd(key, '*', 'payload', 'just now');
    expect(await redis.pttl(key)).toBe(-1);
    const retention = keepAdapterStreamShort(redis, key, { maxAgeMs: 60_000, everyMs: 3_600_000 });
    await retention.stop(); // stops the timer and trims once more
    const left = await redis.xrange(key, '-', '+');
    expect(left.map(([, f]) => f[1])).toEqual(['just now']);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });
});
