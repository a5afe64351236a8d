// Why this exists: a consult's resume token is a bearer secret: at least 128 random bits, given to the
// patient once, stored only as a SHA-256 hash, and compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Keys } from './keys.ts';

const hash = (token: string) => createHash('sha256').update(token).digest();

export class CaseMetaStore {
  constructor(private readonly redis: Redis, private readonly keys: Keys, private readonly ttlSeconds: number) {}

  /** Create the case record; returns the plain resume token (never stored). */
  async create(caseId: string, meta: { createdAt: string; locale: string; channel: string }): Promise<string> {
    const token = randomBytes(24).toString('base64url'); // 192 bits
    const key = this.keys.caseMeta(caseId);
    await this.redis.multi().hset(key, { tokenHash: hash(token).toString('hex'), ...meta }).expire(key, this.ttlSeconds).exec();
    return token;
  }

  async exists(caseId: string): Promise<boolean> {
    return (await this.redis.exists(this.keys.caseMeta(caseId))) === 1;
  }

  /** 'ok', 'not_found' (no such case) or 'unauthorized' (wrong token). */
  async verify(caseId: string, token: string): Promise<'ok' | 'not_found' | 'unauthorized'> {
    const stored = await this.redis.hget(this.keys.caseMeta(caseId), 'tokenHash');
    if (!stored) return 'not_found';
    const expected = Buffer.from(stored, 'hex');
    const given = hash(token);
    return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'unauthorized';
  }

  /** Keep the case's keys alive while it is in use. */
  async touch(caseId: string): Promise<void> {
    await this.redis.expire(this.keys.caseMeta(caseId), this.ttlSeconds);
  }
}
