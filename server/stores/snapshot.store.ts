// Why this exists: rule 4. The consult's persisted XState snapshot (with the machine version and the
// CaseState summary) is written after every transition with a TTL, and read back to rehydrate.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

export interface SnapshotRecord {
  machineVersion: number;
  savedAt: string;
  /** stage changes announced so far (the dedupe index of `consult:state`) */
  stageIndex?: number;
  snapshot: unknown;
  caseState: Record<string, unknown>;
}

export class SnapshotStore {
  constructor(private readonly redis: Redis, private readonly keys: Keys, private readonly ttlSeconds: number) {}

  /** Issued synchronously (ordered after any outbox append issued before it on the same connection). */
  save(caseId: string, record: SnapshotRecord): Promise<unknown> {
    return this.redis.set(this.keys.caseSnapshot(caseId), JSON.stringify(record), 'EX', this.ttlSeconds);
  }

  async load(caseId: string): Promise<SnapshotRecord | null> {
    const raw = await this.redis.get(this.keys.caseSnapshot(caseId));
    return raw ? (JSON.parse(raw) as SnapshotRecord) : null;
  }
}
