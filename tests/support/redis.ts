// Why this exists: tests get the shared test Redis URL and a unique key prefix so suites never collide.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

export function testRedisUrl(): string {
  return inject('redisUrl');
}

export function uniquePrefix(label = 't'): string {
  return `${label}${randomBytes(4).toString('hex')}`;
}
