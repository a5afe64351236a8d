// Why this exists: a clinician may be connected to any node, but a consult lives on the one node that
// holds its lease. A clinician action on a case held by another node is carried out there: the request
// goes to the other nodes through the Socket.IO adapter (server/cluster-ask.ts), the
// owner runs it on its own consult (and writes the audit entry on its own chain), and its answer, or its
// structured refusal, comes back. Only with SOCKET_ADAPTER=redis-streams: the in-memory adapter has no
// other nodes (it would only warn and never answer).
import type { Logger } from 'pino';
import { ClientError, errorReply } from '../socket-handler.ts';
import type { ErrorCode } from '../protocol/index.ts';
import type { ClinicianIdentity } from './clinician-auth.ts';
import type { ClinicianNamespace } from './clinician.events.ts';
import { answerNodes, askNodes } from '../cluster-ask.ts';

export const OWNER_EVENT = 'helios:case-action';

export type OwnerAction = 'read' | 'takeover' | 'message' | 'release' | 'ask';

export interface OwnerRequest {
  action: OwnerAction;
  who: ClinicianIdentity;
  caseId: string;
  text?: string;
  note?: string;
  /** `read`: the id of the socket that asked, joined to the case's watchers once the owner allowed it */
  watcher?: string;
}

/** null: this node does not hold the case */
export type OwnerReply = null | { ok: true; result: unknown } | { ok: false; error: { code: ErrorCode; message: string } };

/**
 * Ask the other nodes to carry a clinician action out on a case this node cannot load because another
 * node holds it. Resolves with the owner's result; throws the owner's refusal as a ClientError, or
 * `unavailable` when no node answers for the case in time.
 */
export async function askOwner(nsp: ClinicianNamespace, req: OwnerRequest): Promise<unknown> {
  const { answers, incomplete } = await askNodes<Exclude<OwnerReply, null>>(nsp, OWNER_EVENT, req);
  // a node that did not answer in time does not matter when the owner did
  const reply = answers.find((r) => typeof r === 'object');
  if (!reply) {
    throw new ClientError('unavailable', incomplete ? 'the case is active on another server, which did not answer; retry shortly' : 'the case is active on another server; retry shortly');
  }
  if (reply.ok) return reply.result;
  throw new ClientError(reply.error.code, reply.error.message);
}

/**
 * Answer the other nodes' requests for the cases this node holds; `holds` says whether it does, and
 * `run` carries the action out here (it must not ask the other nodes again).
 */
export function answerOwnerRequests(nsp: ClinicianNamespace, log: Logger, holds: (caseId: string) => boolean, run: (req: OwnerRequest) => Promise<unknown>): void {
  answerNodes<OwnerReply>(nsp, OWNER_EVENT, log, async (payload) => {
    const req = payload as OwnerRequest | undefined;
    if (!req || typeof req.caseId !== 'string' || !holds(req.caseId)) return null;
    return run(req).then(
      (result): OwnerReply => ({ ok: true, result: result ?? {} }),
      (err: unknown) => errorReply(err, log, 'case action for another node failed', { caseId: req.caseId, action: req.action }),
    );
  });
}
