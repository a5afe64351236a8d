// Why this exists: every socket namespace answers its events the same way: the payload is validated by zod,
// the handler runs, and exactly one ack goes back, `{ ok: true, ... }` or `{ ok: false, error }`; bad input
// changes nothing, and no handler failure (or throwing ack callback) can crash the process.
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Ack, ErrorCode } from './protocol/index.ts';

/** A refusal the client caused: answered as `{ ok: false, error: { code, message } }`, not logged. */
export class ClientError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export type Reply<R extends object> = (a: Ack<R>) => void;

export interface HandleOptions {
  log: Logger;
  /** the log line of an unexpected failure, e.g. 'consult handler failed' */
  failure: string;
  /** runs before validation; may answer through `reply` and return false to stop there */
  admit?: (reply: Reply<never>) => boolean;
  /** the store the handler needs: while it is down, a handler still waiting after `afterMs` is answered
   *  `unavailable` (what it goes on to do is not answered again) */
  store?: StoreWatch;
}

export interface StoreWatch {
  down(): boolean;
  /** how long a handler may wait while the store is down (default 1 s; polled every quarter second) */
  afterMs?: number;
}

const POLL_MS = 250;

/** The work's outcome, or `unavailable` once the store has been down while the work waited `afterMs`.
 *  Nothing is undone: the work carries on, and what it took in is stored when the store is back (an
 *  answer of `ok` still means stored; a resend of the same message or reply is acknowledged then). */
function whileStoreUp<R>(work: Promise<R>, watch: StoreWatch): Promise<R> {
  const afterMs = watch.afterMs ?? 1_000;
  const started = Date.now();
  return new Promise<R>((resolve, reject) => {
    const timer = setInterval(() => {
      if (!watch.down() || Date.now() - started < afterMs) return;
      clearInterval(timer);
      reject(new ClientError('unavailable', 'Helios cannot store anything right now; send it again shortly'));
    }, POLL_MS);
    work.then(
      (v) => { clearInterval(timer); resolve(v); },
      (e: unknown) => { clearInterval(timer); reject(e); },
    );
  });
}

/** Wrap a handler: admit, validate, run, answer exactly once; any failure becomes a structured error ack. */
export function handleEvent<S extends z.ZodType, R extends object>(schema: S, opts: HandleOptions, fn: (payload: z.infer<S>) => Promise<R>) {
  return async (payload: unknown, ack?: unknown) => {
    const reply = (a: Ack<R>) => {
      if (typeof ack !== 'function') return;
      try {
        (ack as (a: Ack<R>) => void)(a);
      } catch {
        /* a throwing ack callback is the client's problem, not ours */
      }
    };
    if (opts.admit && !opts.admit(reply)) return;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return reply({ ok: false, error: { code: 'bad_request', message: `${first?.path.join('.') || 'payload'}: ${first?.message ?? 'invalid'}` } });
    }
    try {
      const work = fn(parsed.data);
      reply({ ok: true, ...(await (opts.store ? whileStoreUp(work, opts.store) : work)) } as Ack<R>);
    } catch (err) {
      reply(errorReply(err, opts.log, opts.failure));
    }
  };
}

/** The answer to a failed request: a ClientError as it is; anything else is logged (with `context`)
 *  as `failure` and answered `internal`, so nothing of the server's own failure reaches the client. */
export function errorReply(err: unknown, log: Logger, failure: string, context: object = {}): { ok: false; error: { code: ErrorCode; message: string } } {
  if (err instanceof ClientError) return { ok: false, error: { code: err.code, message: err.message } };
  log.error({ ...context, err: (err as Error).message, stack: (err as Error).stack }, failure);
  return { ok: false, error: { code: 'internal', message: 'internal error' } };
}
