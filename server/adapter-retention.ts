// Why this exists: with SOCKET_ADAPTER=redis-streams every broadcast between nodes (a watched case's live
// transcript among them) is an entry of one Redis stream, which the adapter caps by count only, so on a
// quiet deployment a patient's words stayed in it with no end. Nodes read an entry within moments of its
// write; DESIGN rule 9 wants patient data at rest to expire. Every node trims entries older than
// `maxAgeMs` and keeps a TTL on the stream (twice that), renewed while any node runs, and once more as
// it stops.
import type { Redis } from 'ioredis';

export interface AdapterRetention {
  /** one trim now (a node that stops runs it last); resolves when Redis answered, or on error */
  trim(): Promise<void>;
  /** `trimLast`: trim once more (skipped when Redis is unreachable: the stop must not wait for it) */
  stop(trimLast?: boolean): Promise<void>;
}

export function keepAdapterStreamShort(redis: Redis, key: string, opts: { maxAgeMs?: number; everyMs?: number } = {}): AdapterRetention {
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const trim = async () => {
    await redis.multi().xtrim(key, 'MINID', `${Date.now() - maxAgeMs}-0`).pexpire(key, 2 * maxAgeMs).exec().catch(() => undefined);
  };
  const timer = setInterval(() => void trim(), opts.everyMs ?? 15_000);
  timer.unref();
  return {
    trim,
    async stop(trimLast = true) {
      clearInterval(timer);
      if (trimLast) await trim();
    },
  };
}
