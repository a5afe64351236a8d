// Why this exists: rule 5. A consult has one owner process: a Redis lease (SET NX PX) renewed while
// the consult is loaded; another process takes it over only when the lease lapses.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

const RENEW_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
/** Renew; a lease that merely lapsed (nobody else took it) is taken again: only another owner means lost. */
const KEEP_LUA = `local v = redis.call('GET', KEYS[1])
if v == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class LeaseStore {
  constructor(private readonly redis: Redis, private readonly keys: Keys, readonly ownerId: string, readonly leaseMs: number) {}

  /** True when this process now owns the case (fresh lease, or it already held it). */
  async acquire(caseId: string): Promise<boolean> {
    const key = this.keys.caseLease(caseId);
    const ok = await this.redis.set(key, this.ownerId, 'PX', this.leaseMs, 'NX');
    if (ok === 'OK') return true;
    return (await this.redis.eval(RENEW_LUA, 1, key, this.ownerId, this.leaseMs)) === 1;
  }

  /** Renew the leases of the cases this process holds; returns those another process now owns. */
  async renew(caseIds: string[]): Promise<string[]> {
    if (caseIds.length === 0) return [];
    // one round trip for every lease this process holds
    const p = this.redis.pipeline();
    for (const id of caseIds) p.eval(KEEP_LUA, 1, this.keys.caseLease(id), this.ownerId, this.leaseMs);
    const results = (await p.exec()) ?? [];
    return caseIds.filter((_, i) => results[i]?.[0] || results[i]?.[1] !== 1);
  }

  async release(caseId: string): Promise<void> {
    await this.redis.eval(RELEASE_LUA, 1, this.keys.caseLease(caseId), this.ownerId);
  }
}
