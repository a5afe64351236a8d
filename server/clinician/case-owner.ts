// Why this exists: a clinician may be connected to any node, but a consult lives on the one node that
// holds its lease. A clinician action on a case held by another node is carried out there: the request
// goes to the other nodes through the Socket.IO adapter (`serverSideEmit` with acknowledgements), the
// owner runs it on its own consult (and writes the audit entry on its own chain), and its answer, or its
// structured refusal, comes back. Only with SOCKET_ADAPTER=redis-streams: the in-memory adapter has no
// other nodes (it would only warn and never answer).
import type { Logger } from 'pino';
import { ClientError, errorReply } from '../socket-handler.ts';
import type { ErrorCode } from '../protocol/index.ts';
import type { ClinicianIdentity } from './clinician-auth.ts';
import type { ClinicianNamespace } from './clinician.events.ts';

export const OWNER_EVENT = 'helios:case-action';

export type OwnerAction = 'read' | 'takeover' | 'message' | 'release';

export interface OwnerRequest {
  action: OwnerAction;
  who: ClinicianIdentity;
  caseId: string;
  text?: string;
  note?: string;
}

/** null: this node does not hold the case */
export type OwnerReply = null | { ok: true; result: unknown } | { ok: false; error: { code: ErrorCode; message: string } };

/** A last resort: the adapter itself answers after 5 s at most (with the replies it has, so an owner's
 *  answer is kept when another node is slow), and this must not cut that short. */
const ASK_TIMEOUT_MS = 6_000;

type AckFn = (reply: OwnerReply) => void;
type ServerSide = { serverSideEmit(ev: string, ...args: unknown[]): boolean; on(ev: string, fn: (...args: unknown[]) => void): unknown };

/**
 * Ask the other nodes to carry a clinician action out on a case this node cannot load because another
 * node holds it. Resolves with the owner's result; throws the owner's refusal as a ClientError, or
 * `unavailable` when no node answers for the case in time.
 */
export function askOwner(nsp: ClinicianNamespace, req: OwnerRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const unavailable = () => reject(new ClientError('unavailable', 'the case is active on another server, which did not answer; retry shortly'));
    const timer = setTimeout(unavailable, ASK_TIMEOUT_MS);
    const ask = (nsp as unknown as ServerSide).serverSideEmit.bind(nsp);
    const answered = (err: Error | null, replies: OwnerReply[]) => {
      clearTimeout(timer);
      // a node that did not answer in time does not matter when the owner did
      const reply = (replies ?? []).find((r): r is Exclude<OwnerReply, null> => r !== null && typeof r === 'object');
      if (!reply) return err ? unavailable() : reject(new ClientError('unavailable', 'the case is active on another server; retry shortly'));
      if (reply.ok) resolve(reply.result);
      else reject(new ClientError(reply.error.code, reply.error.message));
    };
    try {
      ask(OWNER_EVENT, req, answered);
    } catch (err) {
      clearTimeout(timer);
      reject(err);
    }
  });
}

/**
 * Answer the other nodes' requests for the cases this node holds; `holds` says whether it does, and
 * `run` carries the action out here (it must not ask the other nodes again).
 */
export function answerOwnerRequests(nsp: ClinicianNamespace, log: Logger, holds: (caseId: string) => boolean, run: (req: OwnerRequest) => Promise<unknown>): void {
  (nsp as unknown as ServerSide).on(OWNER_EVENT, (...args: unknown[]) => {
    const ack = args.at(-1) as AckFn | undefined;
    const req = args[0] as OwnerRequest | undefined;
    if (typeof ack !== 'function') return;
    if (!req || typeof req.caseId !== 'string' || !holds(req.caseId)) return ack(null);
    run(req).then(
      (result) => ack({ ok: true, result: result ?? {} }),
      (err: unknown) => ack(errorReply(err, log, 'case action for another node failed', { caseId: req.caseId, action: req.action })),
    );
  });
}
