// Why this exists: rule 5. A consult has one owner process: a Redis lease (SET NX PX) renewed while
// the consult is loaded; another process takes it over only when the lease lapses.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';
import { luaCommand } from './lua-command.ts';

const RENEW_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
/** Renew every lease in KEYS; a lease that merely lapsed (nobody else took it) is taken again: only
 *  another owner means lost. Returns the 1-based positions of the lost ones. */
const KEEP_ALL_LUA = `local lost = {}
for i, key in ipairs(KEYS) do
  local v = redis.call('GET', key)
  if v == ARGV[1] then redis.call('PEXPIRE', key, ARGV[2])
  elseif not v then redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
  else lost[#lost + 1] = i end
end
return lost`;
/** leases per script call (keeps one call's work in Redis short) */
const RENEW_BATCH = 500;

type KeepAllFn = (numKeys: number, ...args: (string | number)[]) => Promise<number[]>;
const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class LeaseStore {
  private readonly keepAll: KeepAllFn;

  constructor(private readonly redis: Redis, private readonly keys: Keys, readonly ownerId: string, readonly leaseMs: number) {
    this.keepAll = luaCommand<KeepAllFn>(redis, 'heliosLeaseKeepAll', KEEP_ALL_LUA);
  }

  /** True when this process now owns the case (fresh lease, or it already held it). */
  async acquire(caseId: string): Promise<boolean> {
    const key = this.keys.caseLease(caseId);
    const ok = await this.redis.set(key, this.ownerId, 'PX', this.leaseMs, 'NX');
    if (ok === 'OK') return true;
    return (await this.redis.eval(RENEW_LUA, 1, key, this.ownerId, this.leaseMs)) === 1;
  }

  /** True when nobody else holds the case's lease (free, or this process's own). */
  async free(caseId: string): Promise<boolean> {
    const v = await this.redis.get(this.keys.caseLease(caseId));
    return v === null || v === this.ownerId;
  }

  /** Renew the leases of the cases this process holds; returns those another process now owns. */
  async renew(caseIds: string[]): Promise<string[]> {
    // one script call per RENEW_BATCH leases, all issued at once (one round trip)
    const batches: Promise<string[]>[] = [];
    for (let at = 0; at < caseIds.length; at += RENEW_BATCH) {
      const ids = caseIds.slice(at, at + RENEW_BATCH);
      batches.push(this.keepAll(ids.length, ...ids.map((id) => this.keys.caseLease(id)), this.ownerId, this.leaseMs).then((lost) => lost.map((i) => ids[i - 1])));
    }
    return (await Promise.all(batches)).flat();
  }

  async release(caseId: string): Promise<void> {
    await this.redis.eval(RELEASE_LUA, 1, this.keys.caseLease(caseId), this.ownerId);
  }
}
