// Why this exists: rule 7 of the issue. Every transition, agent output and tool call of a case is
// appended to a per-case hash chain in a Redis stream: each entry holds the previous entry's hash,
// so any later edit or deletion breaks the chain and is caught by verification. A case's entries of one
// turn of the event loop go to Redis in one call.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';
import { luaCommand } from './lua-command.ts';
import { FENCE_LUA, LeaseFencedError } from './lease.store.ts';

export const GENESIS = 'genesis';

export interface AuditEntry {
  type: string;
  at: string;
  data: string; // JSON
  prev: string;
  hash: string;
}

export function entryHash(prev: string, type: string, at: string, data: string): string {
  return createHash('sha256').update(`${prev}\n${type}\n${at}\n${data}`).digest('hex');
}

/** Append the entries of one case in order: ARGV holds the owner, then five fields per entry. Nothing
 *  (-1) when the case's lease (KEYS[2]) is another owner's: a late entry of an old owner would fork the chain. */
const APPEND_LUA = `${FENCE_LUA}
if fenced(KEYS[2], ARGV[1]) then return -1 end
for i = 2, #ARGV, 5 do
  redis.call('XADD', KEYS[1], '*', 'type', ARGV[i], 'at', ARGV[i + 1], 'data', ARGV[i + 2], 'prev', ARGV[i + 3], 'hash', ARGV[i + 4])
end
return (#ARGV - 1) / 5`;

type AppendFn = (key: string, lease: string, ...fields: string[]) => Promise<number>;

/** The entries of one case waiting for this tick's write, and the write's outcome, shared by their callers. */
interface Pending {
  fields: string[];
  written: Promise<unknown>;
  /** hands the batch its script call, once issued */
  issue(call: Promise<unknown>): void;
}

export class AuditStore {
  /** last hash per case held by this process (a case has one owner at a time) */
  private readonly last = new Map<string, string>();
  /** entries hashed in this turn of the event loop, per case, written together at its end */
  private readonly pending = new Map<string, Pending>();
  private flushing: NodeJS.Immediate | null = null;
  private readonly appendCmd: AppendFn;

  /** `owner`: this process's lease value; entries of a case whose lease another owner holds are refused
   *  (LeaseFencedError). Without it appends are not fenced. */
  constructor(private readonly redis: Redis, private readonly keys: Keys, private readonly owner: () => string = () => '') {
    this.appendCmd = luaCommand<AppendFn>(redis, 'heliosAuditAppend', APPEND_LUA, 2);
  }

  trailId(caseId: string): string {
    return `audit-${caseId}`;
  }

  /** Load the chain head of a case before appending to it from this process, or load it again (after
   *  Redis restarted, the entries it last held may be gone). The case's entries hashed so far go out
   *  first, so the read sees them. An entry appended while the read is out is stored after what the
   *  read saw and chains from the head this process already had: the read's head is then behind it,
   *  and taking it would fork the chain, so the head stays. */
  async open(caseId: string): Promise<void> {
    this.flush(caseId);
    const asked = this.last.get(caseId);
    const rows = await this.redis.xrevrange(this.keys.caseAudit(caseId), '+', '-', 'COUNT', 1);
    if (this.last.get(caseId) !== asked) return;
    const fields = rows[0]?.[1] ?? [];
    const i = fields.indexOf('hash');
    this.last.set(caseId, i >= 0 ? fields[i + 1] : GENESIS);
  }

  close(caseId: string): void {
    this.last.delete(caseId);
  }

  /** Re-read every open chain's head (after Redis restarted, its last entries may be gone). */
  async reopenAll(): Promise<void> {
    await Promise.all([...this.last.keys()].map((id) => this.open(id)));
  }

  /** Append an entry. The hash is computed now, so the chain's order is the order of the calls; the
   *  write goes out with the case's other entries of this turn of the event loop, in one script call,
   *  at the turn's end (setImmediate), or sooner when the case's snapshot write calls `flush` first,
   *  so that the entries are on the connection ahead of the snapshot. `now` writes at once instead,
   *  so the entry is on the connection before anything the caller does next: what a clinician does is
   *  audited before it takes effect. A case that is not open here (unloaded, owned elsewhere) is not
   *  appended to: a stale effect finishing after an unload must not fork the chain; the owner re-runs
   *  that effect and records it. */
  append(caseId: string, type: string, data: unknown, opts?: { now?: boolean }): Promise<unknown> {
    const prev = this.last.get(caseId);
    if (prev === undefined) return Promise.resolve(null);
    const at = new Date().toISOString();
    const json = JSON.stringify(data ?? null);
    const hash = entryHash(prev, type, at, json);
    this.last.set(caseId, hash);
    const batch = this.pending.get(caseId) ?? this.startBatch(caseId);
    batch.fields.push(type, at, json, prev, hash);
    if (opts?.now) this.flush(caseId);
    else this.flushing ??= setImmediate(() => this.writeAll());
    return batch.written;
  }

  private startBatch(caseId: string): Pending {
    let issue!: (call: Promise<unknown>) => void;
    const written = new Promise<unknown>((resolve) => (issue = resolve));
    // most appends are fire-and-forget: a refused write must not become an unhandled rejection (which
    // ends the process); a caller that awaits the entry still gets the error
    written.catch(() => undefined);
    const batch: Pending = { fields: [], written, issue };
    this.pending.set(caseId, batch);
    return batch;
  }

  private writeAll(): void {
    this.flushing = null;
    for (const caseId of [...this.pending.keys()]) this.flush(caseId);
  }

  /** Put the case's pending entries on the connection now (nothing when an earlier call already did):
   *  whatever the caller issues next on the same connection (the snapshot write) lands after them. */
  flush(caseId: string): void {
    const batch = this.pending.get(caseId);
    if (!batch) return;
    this.pending.delete(caseId);
    batch.issue(this.appendCmd(this.keys.caseAudit(caseId), this.keys.caseLease(caseId), this.owner(), ...batch.fields).then((n) => {
      if (n === -1) throw new LeaseFencedError(caseId);
      return n;
    }));
  }

  async read(caseId: string): Promise<(AuditEntry & { id: string })[]> {
    const rows = await this.redis.xrange(this.keys.caseAudit(caseId), '-', '+');
    return rows.map(([id, f]) => {
      const o: Record<string, string> = {};
      for (let i = 0; i < f.length; i += 2) o[f[i]] = f[i + 1];
      return { id, type: o.type, at: o.at, data: o.data, prev: o.prev, hash: o.hash };
    });
  }

  /** Recompute the chain; returns the index of the first broken entry, or -1 when intact. */
  async verify(caseId: string): Promise<{ entries: number; firstBroken: number }> {
    const entries = await this.read(caseId);
    let prev = GENESIS;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      if (e.prev !== prev || entryHash(prev, e.type, e.at, e.data) !== e.hash) return { entries: entries.length, firstBroken: i };
      prev = e.hash;
    }
    return { entries: entries.length, firstBroken: -1 };
  }
}
