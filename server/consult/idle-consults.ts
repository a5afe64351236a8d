// Why this exists: a patient who closes the tab without ending the consult leaves it in memory, its
// lease renewed for ever (issue 25: 400 abandoned consults stayed loaded). This keeps, per case, the
// patient sockets attached to it on this node and since when a loaded consult has had none, and says
// which consults have been alone long enough to be unloaded (the registry does the unloading).
export class IdleConsults {
  /** per case: the ids of the patient sockets attached to it on this node */
  private readonly sockets = new Map<string, Set<string>>();
  /** per loaded case without a socket: since when (ms) */
  private readonly since = new Map<string, number>();

  /** @param idleMs how long a loaded consult may be without a socket (0: for ever) */
  constructor(readonly idleMs: number) {}

  /** A patient socket is attached to the case (started or resumed it). */
  attach(caseId: string, socketId: string): void {
    let set = this.sockets.get(caseId);
    if (!set) this.sockets.set(caseId, (set = new Set()));
    set.add(socketId);
    this.since.delete(caseId);
  }

  /** A patient socket left the case (disconnected, or went to another case); `loaded`: the consult is in memory here. */
  detach(caseId: string, socketId: string, loaded: boolean): void {
    const set = this.sockets.get(caseId);
    if (!set?.delete(socketId) || set.size > 0) return;
    this.sockets.delete(caseId);
    if (loaded) this.since.set(caseId, Date.now());
  }

  /** The consult was just loaded here: with no socket attached yet, its idle clock starts now. */
  loaded(caseId: string): void {
    if (!this.sockets.has(caseId)) this.since.set(caseId, Date.now());
  }

  /** The consult left memory here. */
  forget(caseId: string): void {
    this.since.delete(caseId);
  }

  /** The cases alone for idleMs; one with an effect in flight (`busy`) is given up to idleMs more to
   *  finish it first. The cases returned are forgotten. */
  due(busy: (caseId: string) => boolean, now = Date.now()): string[] {
    if (this.idleMs <= 0) return [];
    const out: string[] = [];
    for (const [caseId, since] of this.since) {
      const idle = now - since;
      if (idle < this.idleMs || (busy(caseId) && idle < 2 * this.idleMs)) continue;
      this.since.delete(caseId);
      out.push(caseId);
    }
    return out;
  }
}
