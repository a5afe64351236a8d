// Why this exists: rule 4. The consult's persisted XState snapshot (with the machine version and the
// CaseState summary) is written after every transition with a TTL, and read back to rehydrate. It is
// stored as a Redis hash: a small `head` field (version, state value, children), the CaseState, and one
// field per context key, so a write sends only the parts that changed instead of the whole consult.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';
import { luaCommand } from './lua-command.ts';
import { FENCE_LUA, LeaseFencedError } from './lease.store.ts';

export interface SnapshotRecord {
  machineVersion: number;
  savedAt: string;
  /** stage changes announced so far (the dedupe index of `consult:state`) */
  stageIndex?: number;
  snapshot: unknown;
  /** the CaseState summary (seed 000 §G); left out of a write when it did not change */
  caseState?: Record<string, unknown>;
  /** the consult's Claude spend (ConsultBudget's summary: dollars and tokens per role), so a consult restored
   *  anywhere goes on with what it spent; left out of a write when it did not change */
  llmBudget?: { limit: number; used: number; byRole: Record<string, unknown> };
}

type Persisted = { context?: Record<string, unknown>; children?: Record<string, { snapshot?: { input?: unknown } }>; [k: string]: unknown };

/** Write the changed fields of a stored record; 0 (nothing written) when the record is not there, for
 *  a partial record must never stand in for a whole one (say, after Redis lost its data). -1 (nothing
 *  written) when the case's lease (KEYS[2]) is held by another owner than ARGV[2] (fenced). */
const PATCH_LUA = `${FENCE_LUA}
if fenced(KEYS[2], ARGV[2]) then return -1 end
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local gone = tonumber(ARGV[3])
if gone > 0 then redis.call('HDEL', KEYS[1], unpack(ARGV, 4, 3 + gone)) end
redis.call('HSET', KEYS[1], unpack(ARGV, 4 + gone))
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;
/** Replace the whole record (the first write of a consult in a process), fenced as the patch is. */
const REPLACE_LUA = `${FENCE_LUA}
if fenced(KEYS[2], ARGV[2]) then return -1 end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;

type PatchFn = (key: string, lease: string, ...args: (string | number)[]) => Promise<number>;

const HEAD = 'head';
const CASE = 'case';
const LLM = 'llm';
const CTX = 'c:';
/** stands for "the snapshot's own context" in an invoked child's input, which would repeat it whole */
const SAME_CONTEXT = { $helios: 'context' };

/** The children with every input `{ context }` that is the snapshot's own context replaced by a marker. */
function childrenOut(children: Persisted['children'], context: object): Persisted['children'] {
  if (!children) return children;
  const out: NonNullable<Persisted['children']> = {};
  for (const [id, child] of Object.entries(children)) {
    const input = child?.snapshot?.input as { context?: unknown } | undefined;
    out[id] = input && typeof input === 'object' && input.context === context
      ? { ...child, snapshot: { ...child.snapshot, input: { ...input, context: SAME_CONTEXT } } }
      : child;
  }
  return out;
}

function childrenIn(children: Persisted['children'], context: unknown): void {
  for (const child of Object.values(children ?? {})) {
    const input = child?.snapshot?.input as { context?: unknown } | undefined;
    if ((input?.context as { $helios?: string } | undefined)?.$helios === SAME_CONTEXT.$helios) input!.context = context;
  }
}

export class SnapshotStore {
  private readonly patch: PatchFn;
  private readonly replace: PatchFn;

  /** `owner` (the lease value of this process, see LeaseStore) fences writes: a write of a case whose
   *  lease another owner holds is refused with LeaseFencedError. Without it writes are not fenced (tools). */
  constructor(private readonly redis: Redis, private readonly keys: Keys, private readonly ttlSeconds: number, private readonly owner: () => string = () => '') {
    this.patch = luaCommand<PatchFn>(redis, 'heliosSnapshotPatch', PATCH_LUA, 2);
    this.replace = luaCommand<PatchFn>(redis, 'heliosSnapshotReplace', REPLACE_LUA, 2);
  }

  /**
   * Issued synchronously (ordered after any outbox append issued before it on the same connection).
   * `changed` names the context keys that differ from the last write of this case; without it the
   * whole record replaces whatever is stored (atomically), as the first write of a consult in a process must.
   * Resolves false when a patch found no record to patch (the caller then writes the whole record).
   * Rejects with LeaseFencedError, writing nothing, when another owner holds the case's lease.
   */
  async save(caseId: string, record: SnapshotRecord, changed?: readonly string[]): Promise<boolean> {
    const key = this.keys.caseSnapshot(caseId);
    const { context = {}, children, ...rest } = record.snapshot as Persisted;
    const head = JSON.stringify({ machineVersion: record.machineVersion, savedAt: record.savedAt, stageIndex: record.stageIndex, snapshot: { ...rest, children: childrenOut(children, context) } });
    const fields: string[] = [HEAD, head];
    if (record.caseState) fields.push(CASE, JSON.stringify(record.caseState));
    if (record.llmBudget) fields.push(LLM, JSON.stringify(record.llmBudget));
    const gone: string[] = [];
    for (const k of changed ?? Object.keys(context)) {
      const v = context[k];
      if (v === undefined) gone.push(CTX + k);
      else fields.push(CTX + k, JSON.stringify(v));
    }
    const lease = this.keys.caseLease(caseId);
    const done = !changed
      ? await this.replace(key, lease, this.ttlSeconds, this.owner(), ...fields)
      : await this.patch(key, lease, this.ttlSeconds, this.owner(), gone.length, ...gone, ...fields);
    if (done === -1) throw new LeaseFencedError(caseId);
    return done === 1;
  }

  async load(caseId: string): Promise<SnapshotRecord | null> {
    const key = this.keys.caseSnapshot(caseId);
    let fields: Record<string, string>;
    try {
      fields = await this.redis.hgetall(key);
    } catch (err) {
      // a record written whole as one JSON string by an earlier version of Helios
      if (!String((err as Error).message).startsWith('WRONGTYPE')) throw err;
      const raw = await this.redis.get(key);
      return raw ? (JSON.parse(raw) as SnapshotRecord) : null;
    }
    if (!fields[HEAD]) return null;
    const head = JSON.parse(fields[HEAD]) as SnapshotRecord & { snapshot: Persisted };
    const context: Record<string, unknown> = {};
    for (const [f, v] of Object.entries(fields)) if (f.startsWith(CTX)) context[f.slice(CTX.length)] = JSON.parse(v);
    childrenIn(head.snapshot.children, context);
    head.snapshot.context = context;
    if (fields[CASE]) head.caseState = JSON.parse(fields[CASE]) as Record<string, unknown>;
    if (fields[LLM]) head.llmBudget = JSON.parse(fields[LLM]) as SnapshotRecord['llmBudget'];
    return head;
  }
}
