// Why this exists: a client refused by a limit (a connection turned away, an event answered `rate_limited`)
// is counted in /metrics and logged, without PHI: the address only as a keyed hash. A flood is thousands
// of refusals a second, so one address's refusals under one limit are logged the first time, then at most
// once per interval with how many there were meanwhile.
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import { ipHash } from './ip-hash.ts';

export type LimitName =
  | 'connection' | 'message' | 'start' | 'partial' | 'resume' | 'handshake' | 'sockets_per_ip' | 'clinician_auth';

/** Report one refusal under `limit`, from `ip` when known. */
export type OnRefused = (limit: LimitName, ip?: string) => void;

/** (limit, address) pairs tracked at once; past it the table starts afresh (a few lines more, never unbounded memory) */
const MAX_TRACKED = 1_000;

export function refusalReporter(logger: Logger, counter: Counter<'limit'>, everyMs = 10_000, now = Date.now): OnRefused {
  const seen = new Map<string, { loggedAt: number; repeated: number }>();
  return (limit, ip) => {
    counter.inc({ limit });
    const hashed = ip ? ipHash(ip) : undefined;
    const key = `${limit}|${hashed ?? ''}`;
    const t = now();
    const s = seen.get(key);
    if (s && t - s.loggedAt < everyMs) {
      s.repeated++;
      return;
    }
    if (!s && seen.size >= MAX_TRACKED) seen.clear();
    logger.warn({ limit, ipHash: hashed, ...(s ? { repeated: s.repeated } : {}) }, 'rate limited');
    seen.set(key, { loggedAt: t, repeated: 0 });
  };
}
