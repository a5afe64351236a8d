// Why this exists: rule 5. A consult has one owner process: a Redis lease (SET NX PX) renewed while
// the consult is loaded; another node takes it over only when the lease lapses. The lease's value is
// `<nodeId>#<epoch>`: a node is a stable install (NODE_ID) and each start of it a new epoch (a Redis
// INCR), so a restarted node takes back its own earlier epoch's leases at once instead of waiting for
// them to lapse, and the older epoch's writes are refused from then on (fenced: `fenceCheck`).
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';
import { luaCommand } from './lua-command.ts';

/**
 * Lua shared by every fenced write: `fenced` is true when the lease in `leaseKey` is held by another
 * owner than `owner`. A lease that merely lapsed (nobody holds it) does not fence: the owner takes it
 * back at its next renewal, and whoever takes it over reads the case after taking the lease.
 * An empty `owner` means the caller is not fenced.
 */
export const FENCE_LUA = `local function fenced(leaseKey, owner)
  if owner == '' then return false end
  local holder = redis.call('GET', leaseKey)
  return holder ~= false and holder ~= owner
end
`;

/** A write refused because the consult's lease belongs to another owner now (another node, or a newer
 *  epoch of this node): this process must drop the consult. */
export class LeaseFencedError extends Error {
  readonly code = 'lease_fenced';
  constructor(readonly caseId: string) {
    super('the consult lease is held by another owner; write refused');
  }
}

/** Take the lease when it is free, this owner's already, or an older epoch of this owner's node.
 *  Returns 1 (free or own), 2 (reclaimed from an older epoch of this node) or 0 (someone else's). */
const ACQUIRE_LUA = `local v = redis.call('GET', KEYS[1])
if (not v) or v == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
local node, epoch = string.match(v, '^(.*)#(%d+)$')
if node == ARGV[3] and tonumber(epoch) < tonumber(ARGV[4]) then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 2
end
return 0`;
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
type AcquireFn = (key: string, owner: string, ms: number, nodeId: string, epoch: number) => Promise<number>;
const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class LeaseStore {
  private readonly keepAll: KeepAllFn;
  private readonly acquireCmd: AcquireFn;
  /** this start of the node (0 until `boot`) */
  private epochNow = 0;
  /** a newer epoch of this node was seen (another process started with the same NODE_ID) */
  superseded = false;

  constructor(private readonly redis: Redis, private readonly keys: Keys, readonly nodeId: string, readonly leaseMs: number) {
    if (nodeId.includes('#')) throw new Error('a node id may not contain #');
    this.keepAll = luaCommand<KeepAllFn>(redis, 'heliosLeaseKeepAll', KEEP_ALL_LUA);
    this.acquireCmd = luaCommand<AcquireFn>(redis, 'heliosLeaseAcquire', ACQUIRE_LUA, 1);
  }

  get epoch(): number {
    return this.epochNow;
  }

  /** The value this process writes into the leases it holds (and the one fenced writes compare with). */
  get ownerId(): string {
    return `${this.nodeId}#${this.epochNow}`;
  }

  /** Start a new epoch of this node (a Redis INCR: two processes never share one). Call once at start,
   *  before any lease is taken. */
  async boot(): Promise<number> {
    this.epochNow = await this.redis.incr(this.keys.nodeEpoch(this.nodeId));
    return this.epochNow;
  }

  /** True when this process now owns the case (fresh lease, it already held it, or it held it in an
   *  earlier epoch of this node: that process is dead, or fenced from now on). */
  async acquire(caseId: string): Promise<boolean> {
    return (await this.acquireCmd(this.keys.caseLease(caseId), this.ownerId, this.leaseMs, this.nodeId, this.epochNow)) > 0;
  }

  /** True when nobody else holds the case's lease (free, this process's own, or an earlier epoch's of this node). */
  async free(caseId: string): Promise<boolean> {
    const v = await this.redis.get(this.keys.caseLease(caseId));
    return v === null || v === this.ownerId || this.olderEpochOfMine(v);
  }

  private olderEpochOfMine(v: string): boolean {
    const at = v.lastIndexOf('#');
    return at > 0 && v.slice(0, at) === this.nodeId && Number(v.slice(at + 1)) < this.epochNow;
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

  /** True when a newer epoch of this node has started (another process configured with the same
   *  NODE_ID): it takes this process's consults as their patients come back. */
  async checkSuperseded(): Promise<boolean> {
    if (this.superseded || this.epochNow === 0) return this.superseded;
    const latest = Number(await this.redis.get(this.keys.nodeEpoch(this.nodeId)));
    this.superseded = latest > this.epochNow;
    return this.superseded;
  }

  async release(caseId: string): Promise<void> {
    await this.redis.eval(RELEASE_LUA, 1, this.keys.caseLease(caseId), this.ownerId);
  }
}
