// Why this exists: a patient may reconnect to any node (the load balancer keeps no stickiness), but a
// consult runs on the node that holds its lease, and a live consult stays loaded there for as long as
// that node lives. So when a patient resumes on a node while another live node holds the consult, this
// node asks the owner to hand it over: the owner lets the turn under way finish (bounded), saves the
// snapshot, tells its own sockets on the case (`consult:moved`) and releases the lease, and this node
// loads the consult from Redis. Only with SOCKET_ADAPTER=redis-streams: the in-memory adapter has no
// other nodes.
import type { Logger } from 'pino';
import { answerNodes, askNodes } from '../cluster-ask.ts';
import type { ConsultNamespace } from './consult.namespace.ts';

export const HANDOVER_EVENT = 'helios:case-handover';

/** Ask the other nodes to hand the case over; true when its owner released it. */
export async function askHandover(nsp: ConsultNamespace, caseId: string): Promise<boolean> {
  const { answers } = await askNodes<boolean>(nsp, HANDOVER_EVENT, { caseId });
  return answers.includes(true);
}

/** Hand over the consults this node holds when another node asks for them. */
export function answerHandovers(nsp: ConsultNamespace, log: Logger, handOver: (caseId: string) => Promise<boolean>): void {
  answerNodes<boolean>(nsp, HANDOVER_EVENT, log, async (payload) => {
    const caseId = (payload as { caseId?: unknown } | undefined)?.caseId;
    if (typeof caseId !== 'string') return null;
    return (await handOver(caseId)) || null;
  });
}
