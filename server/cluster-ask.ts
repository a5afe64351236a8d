// Why this exists: with several server nodes (SOCKET_ADAPTER=redis-streams), a node sometimes needs the
// one node that holds a case to do something for it and answer (a clinician's action on that case).
// That goes through the Socket.IO adapter's `serverSideEmit` with acknowledgements; this is the
// plumbing: ask every other node, gather their answers, and answer such requests. A node that does
// not hold the case answers null. (A consult's handover needs no answer: case-handover.ts.)
import type { Logger } from 'pino';

/** A last resort: the adapter itself answers after 5 s at most (with the replies it has, so an owner's
 *  answer is kept when another node is slow), and this must not cut that short. */
const ASK_TIMEOUT_MS = 6_000;

export type ServerSide = { serverSideEmit(ev: string, ...args: unknown[]): boolean; on(ev: string, fn: (...args: unknown[]) => void): unknown };

export interface NodeAnswers<R> {
  /** the answers that are not null (normally the owner's alone) */
  answers: R[];
  /** some node did not answer in time (the adapter's timeout, or ours when the adapter never called back) */
  incomplete: boolean;
}

/** Ask every other node of this namespace; resolves with the non-null answers. Never rejects. */
export function askNodes<R>(nsp: unknown, event: string, payload: unknown): Promise<NodeAnswers<R>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ answers: [], incomplete: true }), ASK_TIMEOUT_MS);
    const done = (err: Error | null, replies: unknown[] | undefined) => {
      clearTimeout(timer);
      const answers = (replies ?? []).filter((r): r is R => r !== null && r !== undefined);
      resolve({ answers, incomplete: Boolean(err) });
    };
    try {
      (nsp as ServerSide).serverSideEmit(event, payload, done);
    } catch {
      clearTimeout(timer);
      resolve({ answers: [], incomplete: true });
    }
  });
}

/**
 * Answer the other nodes' `event` requests. `answer` gets the request's payload and returns this node's
 * answer, or null when the request is not for this node; a rejection is logged and answered null.
 */
export function answerNodes<R>(nsp: unknown, event: string, log: Logger, answer: (payload: unknown) => Promise<R | null>): void {
  (nsp as ServerSide).on(event, (...args: unknown[]) => {
    const ack = args.at(-1);
    if (typeof ack !== 'function') return;
    answer(args[0]).then(
      (r) => ack(r ?? null),
      (err: unknown) => {
        log.error({ err: (err as Error).message, event }, 'request from another node failed');
        ack(null);
      },
    );
  });
}
