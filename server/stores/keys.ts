// Why this exists: every Redis key Helios writes is built here, under one configurable prefix, so
// tests and deployments never collide and an operator can find a case's keys by name.
export interface Keys {
  caseSnapshot(caseId: string): string;
  caseEvents(caseId: string): string;
  caseSeq(caseId: string): string;
  caseDedupe(caseId: string): string;
  caseMeta(caseId: string): string;
  caseAudit(caseId: string): string;
  caseLease(caseId: string): string;
  /** a node's boot epoch counter (INCR at each start) */
  nodeEpoch(nodeId: string): string;
  handoff(packetId: string): string;
  caseIndex(): string;
  prefix: string;
}

export function makeKeys(prefix: string): Keys {
  const c = (caseId: string, part: string) => `${prefix}:case:{${caseId}}:${part}`;
  return {
    prefix,
    caseSnapshot: (id) => c(id, 'snap'),
    caseEvents: (id) => c(id, 'events'),
    caseSeq: (id) => c(id, 'seq'),
    caseDedupe: (id) => c(id, 'dedupe'),
    caseMeta: (id) => c(id, 'meta'),
    caseAudit: (id) => c(id, 'audit'),
    caseLease: (id) => c(id, 'lease'),
    nodeEpoch: (nodeId) => `${prefix}:node:${nodeId}:epoch`,
    handoff: (id) => `${prefix}:handoff:${id}`,
    caseIndex: () => `${prefix}:cases`,
  };
}
