// Why this exists: the SOAP handoff packet is the clinician's record of the consult; it is stored in
// Redis without a TTL and written idempotently under a deterministic id.
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

export class HandoffStore {
  constructor(private readonly redis: Redis, private readonly keys: Keys) {}

  packetId(caseId: string): string {
    return `handoff-${caseId}`;
  }

  async save(packetId: string, packet: unknown): Promise<void> {
    await this.redis.set(this.keys.handoff(packetId), JSON.stringify(packet));
  }

  async load(packetId: string): Promise<Record<string, unknown> | null> {
    const raw = await this.redis.get(this.keys.handoff(packetId));
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  }
}
