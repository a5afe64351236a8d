// Why this exists: a patient may reconnect to any node (the load balancer keeps no stickiness), but a
// consult runs on the node that holds its lease, and a live consult stays loaded there for as long as
// that node lives. So when a patient reaches a node while another node holds the consult, this node
// asks the others to hand it over (through the adapter, SOCKET_ADAPTER=redis-streams), then waits for
// the lease to come free: the owner lets the turn under way finish (bounded), saves the snapshot, tells
// its own sockets on the case (`consult:moved`) and releases the lease. The wait watches the lease
// rather than the owner's acknowledgement, because the adapter acknowledges only once every node it
// knows has answered, and a node that has just died is still known for a while: the owner's release is
// seen at once, and a dead owner's lease is taken the moment it lapses.
import type { Logger } from 'pino';
import type { ConsultNamespace } from './consult.namespace.ts';
import type { ServerSide } from '../cluster-ask.ts';

export const HANDOVER_EVENT = 'helios:case-handover';
/** how long a node waits for the lease after asking, beyond the owner's grace (its save and release) */
export const HANDOVER_SLACK_MS = 1_000;

/** Ask the other nodes to hand the case over (no answer is awaited: the caller watches the lease). */
export function askHandover(nsp: ConsultNamespace, caseId: string): void {
  try {
    (nsp as unknown as ServerSide).serverSideEmit(HANDOVER_EVENT, { caseId });
  } catch {
    /* the adapter refused (no other node): the caller's wait for the lease ends as it would anyway */
  }
}

/** Hand over the consults this node holds when another node asks for them. */
export function answerHandovers(nsp: ConsultNamespace, log: Logger, handOver: (caseId: string) => Promise<boolean>): void {
  (nsp as unknown as ServerSide).on(HANDOVER_EVENT, (payload: unknown) => {
    const caseId = (payload as { caseId?: unknown } | undefined)?.caseId;
    if (typeof caseId !== 'string') return;
    handOver(caseId).catch((err: Error) => log.error({ caseId, err: err.message }, 'handover failed'));
  });
}
