// Why this exists: one patient (or one script) must not be able to flood Helios: per-IP connections,
// per-socket messages and per-IP consult starts. The per-IP counts are kept in Redis, so every server
// node shares them; a socket lives on one node, so its message count stays in that process (no Redis
// round trip per patient message).
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

export type RateLimitConfig = Pick<Config, 'RATE_CONNECTIONS_PER_MIN' | 'RATE_MESSAGES_PER_MIN' | 'RATE_STARTS_PER_HOUR'>;

export interface RateLimits {
  /** a new /consult connection from this IP; false = refuse it with `rate_limited` */
  connection(ip: string): Promise<boolean>;
  /** a patient:message / transcript:final on this socket; false = answer `rate_limited` */
  message(socketId: string): Promise<boolean>;
  /** a consult:start from this IP; false = answer `rate_limited` */
  start(ip: string): Promise<boolean>;
}

/** The error a Socket.IO middleware passes to next() to refuse a connection; the client's
 *  connect_error carries message 'rate_limited' and data { code: 'rate_limited' }. */
export class RateLimitedError extends Error {
  readonly data = { code: 'rate_limited' as const };
  constructor() {
    super('rate_limited');
  }
}

/** Where a connection comes from. Behind a load balancer this is the balancer's address unless the
 *  deployment passes the client address through (see docs/reliability.md). */
export function clientIp(handshake: { address: string }): string {
  const a = handshake.address || 'unknown';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

interface Rule {
  name: string;
  points: number;
  durationS: number;
}

/**
 * Build the limiter for one rule. Redis is the store (shared by every node). When Redis errors, an
 * in-process limiter with the same rule answers instead (rate-limiter-flexible's insurance limiter),
 * so a Redis hiccup neither lets a flood through unchecked nor refuses every patient.
 */
function limiter(redis: Redis, prefix: string, rule: Rule): RateLimiterAbstract | null {
  if (rule.points <= 0) return null;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationS,
    insuranceLimiter: memoryLimiter(prefix, rule),
  });
}

/** The rule counted in this process only: for keys that live on one node (a socket id). */
function memoryLimiter(prefix: string, rule: Rule): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: `${prefix}:rl:${rule.name}:mem`, points: rule.points, duration: rule.durationS });
}

/** true = allowed (one point consumed), false = over the limit. Unexpected errors allow the request. */
async function consume(rl: RateLimiterAbstract | null, key: string): Promise<boolean> {
  if (!rl) return true;
  try {
    await rl.consume(key, 1);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    return true;
  }
}

/** A Socket.IO namespace middleware refusing connections over the per-IP limit:
 *  `nsp.use(connectionGuard(limits))`. */
export function connectionGuard(limits: Pick<RateLimits, 'connection'>) {
  return (socket: { handshake: { address: string } }, next: (err?: Error) => void): void => {
    limits.connection(clientIp(socket.handshake)).then(
      (ok) => next(ok ? undefined : new RateLimitedError()),
      () => next(),
    );
  };
}

export function createRateLimits(redis: Redis, prefix: string, config: RateLimitConfig): RateLimits {
  const conn = limiter(redis, prefix, { name: 'conn', points: config.RATE_CONNECTIONS_PER_MIN, durationS: 60 });
  const msgRule = { name: 'msg', points: config.RATE_MESSAGES_PER_MIN, durationS: 60 };
  const msg = msgRule.points > 0 ? memoryLimiter(prefix, msgRule) : null;
  const start = limiter(redis, prefix, { name: 'start', points: config.RATE_STARTS_PER_HOUR, durationS: 3600 });
  return {
    connection: (ip) => consume(conn, ip),
    message: (socketId) => consume(msg, socketId),
    start: (ip) => consume(start, ip),
  };
}
