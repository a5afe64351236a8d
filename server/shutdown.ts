// Why this exists: a stop must finish even while Redis is down. ioredis holds every command, QUIT
// included, until it reconnects, and BullMQ's close waits on its connections, so during an outage
// SIGTERM hung until the 15 s force-exit in main.ts ended it with exit code 1. Each step of a stop is
// bounded here, and a connection that is not ready is dropped instead of being asked to quit.
import type { Redis } from 'ioredis';

/** How long one step of a stop may take (closing the queues, the workers, one connection). */
export const STOP_STEP_MS = 2_000;

/** Wait for `p` (its result or its failure) for at most `ms`; true when it settled in time. */
export function within(ms: number, p: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    t.unref();
    p.then(
      () => { clearTimeout(t); resolve(true); },
      () => { clearTimeout(t); resolve(true); },
    );
  });
}

/** QUIT when the connection is up (bounded), else drop it: commands still queued then fail at once. */
export async function closeRedis(c: Redis, ms = STOP_STEP_MS): Promise<void> {
  if (c.status === 'ready' && (await within(ms, c.quit()))) return;
  c.disconnect();
}
