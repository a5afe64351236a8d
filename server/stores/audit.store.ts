// Why this exists: rule 7 of the issue. Every transition, agent output and tool call of a case is
// appended to a per-case hash chain in a Redis stream: each entry holds the previous entry's hash,
// so any later edit or deletion breaks the chain and is caught by verification.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

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

export class AuditStore {
  /** last hash per case held by this process (a case has one owner at a time) */
  private readonly last = new Map<string, string>();

  constructor(private readonly redis: Redis, private readonly keys: Keys) {}

  trailId(caseId: string): string {
    return `audit-${caseId}`;
  }

  /** Load the chain head of a case before appending to it from this process. */
  async open(caseId: string): Promise<void> {
    const rows = await this.redis.xrevrange(this.keys.caseAudit(caseId), '+', '-', 'COUNT', 1);
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

  /** Append synchronously (the hash is computed now, the write is ordered on the connection). A case
   *  that is not open here (unloaded, owned elsewhere) is not appended to: a stale effect finishing
   *  after an unload must not fork the chain; the owner re-runs that effect and records it. */
  append(caseId: string, type: string, data: unknown): Promise<unknown> {
    const prev = this.last.get(caseId);
    if (prev === undefined) return Promise.resolve(null);
    const at = new Date().toISOString();
    const json = JSON.stringify(data ?? null);
    const hash = entryHash(prev, type, at, json);
    this.last.set(caseId, hash);
    return this.redis.xadd(this.keys.caseAudit(caseId), '*', 'type', type, 'at', at, 'data', json, 'prev', prev, 'hash', hash);
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
