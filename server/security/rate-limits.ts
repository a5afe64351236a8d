// Why this exists: one patient (or one script) must not be able to flood Helios: per-IP connections
// (engine.io handshakes, sockets open at once, /consult connections), per-socket messages, voice
// partials and resumes, per-IP consult starts and per-IP failed clinician logins. The per-IP counts are
// kept in Redis, so every server node shares them; a socket lives on one node, so its counts stay in that
// process (no Redis round trip per patient message).
import type { IncomingHttpHeaders } from 'node:http';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { LimitName, OnRefused } from './refusals.ts';

export type RateLimitConfig = Pick<Config,
  | 'RATE_CONNECTIONS_PER_MIN' | 'RATE_MESSAGES_PER_MIN' | 'RATE_STARTS_PER_HOUR'
> & Partial<Pick<Config,
  | 'RATE_PARTIALS_PER_MIN' | 'RATE_RESUMES_PER_MIN' | 'RATE_HANDSHAKES_PER_MIN' | 'MAX_SOCKETS_PER_IP' | 'RATE_CLINICIAN_AUTH_FAILURES_PER_MIN'
>>;

export interface RateLimits {
  /** a new /consult connection from this IP; false = refuse it with `rate_limited` */
  connection(ip: string): Promise<boolean>;
  /** a patient:message / transcript:final on this socket; false = answer `rate_limited` */
  message(socketId: string, ip?: string): Promise<boolean>;
  /** a consult:start from this IP; false = answer `rate_limited` */
  start(ip: string): Promise<boolean>;
  /** a transcript:partial on this socket; false = answer `rate_limited` */
  partial(socketId: string, ip?: string): Promise<boolean>;
  /** a consult:resume on this socket (each one replays events); false = answer `rate_limited` */
  resume(socketId: string, ip?: string): Promise<boolean>;
  /** a new engine.io connection (any namespace, or none) from this IP; false = refuse the handshake */
  handshake(ip: string): Promise<boolean>;
  /** a /clinician connection attempt from this IP; false = refuse it before its token is looked at */
  clinicianAttempt(ip: string): Promise<boolean>;
  /** that attempt's token was good: it does not count against the address */
  clinicianAccepted(ip: string): void;
}

/** The error a Socket.IO middleware passes to next() to refuse a connection; the client's
 *  connect_error carries message 'rate_limited' and data { code: 'rate_limited' }. */
export class RateLimitedError extends Error {
  readonly data = { code: 'rate_limited' as const };
  constructor() {
    super('rate_limited');
  }
}

/** Where a connection comes from. Behind a load balancer this is the balancer's address, unless the
 *  proxy is trusted (`TRUST_PROXY`): then the last `X-Forwarded-For` entry, the address the proxy itself
 *  saw (entries before it are whatever the client sent). See docs/reliability.md. */
export function clientIp(handshake: { address: string; headers?: IncomingHttpHeaders }, trustProxy = false): string {
  const forwarded = trustProxy ? handshake.headers?.['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((s) => s.trim()).filter(Boolean).pop();
  const a = last || handshake.address || 'unknown';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}

interface Rule {
  name: string;
  points: number;
  durationS: number;
}

/**
 * Build the limiter for one rule. Redis is the store (shared by every node). When Redis errors or is not
 * connected, an in-process limiter with the same rule answers at once instead (rate-limiter-flexible's
 * insurance limiter), so an outage neither lets a flood through unchecked, nor refuses every patient, nor
 * makes a new patient wait for Redis: the app gives the limiters a connection of their own without an
 * offline queue (see app.ts), on which a command fails at once while Redis is unreachable.
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

const inProcess = (prefix: string, rule: Rule) => (rule.points > 0 ? memoryLimiter(prefix, rule) : null);

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
export function connectionGuard(limits: Pick<RateLimits, 'connection'>, trustProxy = false) {
  return (socket: { handshake: { address: string; headers?: IncomingHttpHeaders } }, next: (err?: Error) => void): void => {
    limits.connection(clientIp(socket.handshake, trustProxy)).then(
      (ok) => next(ok ? undefined : new RateLimitedError()),
      () => next(),
    );
  };
}

/** A /clinician middleware, registered before the token check: an address past its failed attempts is
 *  refused `rate_limited` without its token being looked at; an accepted token gives its point back. */
export function clinicianGuard(limits: Pick<RateLimits, 'clinicianAttempt'>, trustProxy = false) {
  return (socket: { handshake: { address: string; headers?: IncomingHttpHeaders } }, next: (err?: Error) => void): void => {
    limits.clinicianAttempt(clientIp(socket.handshake, trustProxy)).then(
      (ok) => next(ok ? undefined : new RateLimitedError()),
      () => next(),
    );
  };
}

export function createRateLimits(redis: Redis, prefix: string, config: RateLimitConfig, onRefused: OnRefused = () => undefined): RateLimits {
  const conn = limiter(redis, prefix, { name: 'conn', points: config.RATE_CONNECTIONS_PER_MIN, durationS: 60 });
  const msg = inProcess(prefix, { name: 'msg', points: config.RATE_MESSAGES_PER_MIN, durationS: 60 });
  const start = limiter(redis, prefix, { name: 'start', points: config.RATE_STARTS_PER_HOUR, durationS: 3600 });
  const partial = inProcess(prefix, { name: 'partial', points: config.RATE_PARTIALS_PER_MIN ?? 0, durationS: 60 });
  const resume = inProcess(prefix, { name: 'resume', points: config.RATE_RESUMES_PER_MIN ?? 0, durationS: 60 });
  const handshake = limiter(redis, prefix, { name: 'eio', points: config.RATE_HANDSHAKES_PER_MIN ?? 0, durationS: 60 });
  const clinician = limiter(redis, prefix, { name: 'clin', points: config.RATE_CLINICIAN_AUTH_FAILURES_PER_MIN ?? 0, durationS: 60 });
  const check = async (limit: LimitName, rl: RateLimiterAbstract | null, key: string, ip?: string) => {
    const ok = await consume(rl, key);
    if (!ok) onRefused(limit, ip);
    return ok;
  };
  return {
    connection: (ip) => check('connection', conn, ip, ip),
    message: (socketId, ip) => check('message', msg, socketId, ip),
    start: (ip) => check('start', start, ip, ip),
    partial: (socketId, ip) => check('partial', partial, socketId, ip),
    resume: (socketId, ip) => check('resume', resume, socketId, ip),
    handshake: (ip) => check('handshake', handshake, ip, ip),
    clinicianAttempt: (ip) => check('clinician_auth', clinician, ip, ip),
    clinicianAccepted: (ip) => void clinician?.reward(ip, 1).catch(() => undefined),
  };
}
