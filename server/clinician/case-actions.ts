// Why this exists: what a clinician may do to a case (read it, take it over, message the patient, hand
// it back), each checked against visibility and the consult's stage and written to the case's audit
// chain before it happens; a refused request changes nothing but the audit record of the refusal.
import type { Logger } from 'pino';
import { ClientError } from '../socket-handler.ts';
import type { ConsultRegistry } from '../consult/consult-registry.ts';
import type { ConsultSession } from '../consult/consult-session.ts';
import type { CaseDetail, CaseSummary, Stage } from '../protocol/index.ts';
import type { AuditStore } from '../stores/audit.store.ts';
import type { HandoffStore } from '../stores/handoff.store.ts';
import type { ClinicianIdentity } from './clinician-auth.ts';
import { bookingInFlight } from '../../machines/consult.machine.ts';
import { canSee, clinicianEntry } from './case-feed.ts';
import { summarize } from './case-index.ts';
import type { OwnerRequest } from './case-owner.ts';
import { askAuditEntry, type ClinicianAssistant } from './clinician-assistant.ts';
import type { ClinicianAskResult } from '../protocol/index.ts';

/** Stages after which a clinician can no longer step in: the consult has ended or is being written up. */
const OVER: readonly Stage[] = ['documentation', 'closed', 'emergency'];

export interface CaseActionsDeps {
  registry: ConsultRegistry;
  audit: AuditStore;
  handoffs: HandoffStore;
  logger: Logger;
  /** called with every consult a clinician was allowed to open (never on a refusal): the feed follows its
   *  transcript, and `watcher`, the socket that read it, joins its watchers first */
  onOpen?(session: ConsultSession, watcher?: string): void;
  /** carry an action out on the node that holds the case (several nodes; see case-owner.ts) */
  askOwner?(req: OwnerRequest): Promise<unknown>;
  /** the clinician assistant, for `clinician:ask` about a case */
  assistant?: ClinicianAssistant;
}

/** The case is loaded on another live node: only that node may act on it. */
class HeldElsewhere extends Error {}

/** The case detail Helios sends: PROTOCOL.md's fields plus who holds it and the red flags that fired. */
export type CaseDetailOut = CaseDetail & {
  escalation: { by: string; at: string; note?: string; reason?: string } | null;
  redFlagHits: { id: string; label: string; matched: string }[];
};

type Action = 'read' | 'takeover' | 'message' | 'release' | 'ask';

export class CaseActions {
  constructor(private readonly deps: CaseActionsDeps) {}

  /** `case:get`: summary, transcript, council votes with reasoning, the packet once written. `watcher`: the
   *  socket that asked, which the node holding the case joins to the case's watchers once it is allowed. */
  read(who: ClinicianIdentity, caseId: string, watcher?: string): Promise<CaseDetailOut> {
    return this.orOwner({ action: 'read', who, caseId, ...(watcher ? { watcher } : {}) }, () => this.readHere(who, caseId, watcher));
  }

  /** `case:takeover`: the consult goes to escalated and the AI stops; idempotent for the holder. */
  takeover(who: ClinicianIdentity, caseId: string): Promise<void> {
    return this.orOwner({ action: 'takeover', who, caseId }, () => this.takeoverHere(who, caseId));
  }

  /** `clinician:message`: only the clinician holding the case speaks to the patient. */
  message(who: ClinicianIdentity, caseId: string, text: string): Promise<void> {
    return this.orOwner({ action: 'message', who, caseId, text }, () => this.messageHere(who, caseId, text));
  }

  /** `case:release`: hand the case back; the consult ends and the note goes into the SOAP packet. */
  release(who: ClinicianIdentity, caseId: string, note: string | undefined): Promise<void> {
    return this.orOwner({ action: 'release', who, caseId, ...(note ? { note } : {}) }, () => this.releaseHere(who, caseId, note));
  }

  /** `clinician:ask` about a case: answered on the node that holds it, from the case's facts, and written to its
   *  audit chain; a clinician who may not see the case is refused before anything is read or recorded. */
  ask(who: ClinicianIdentity, caseId: string, question: string): Promise<ClinicianAskResult> {
    return this.orOwner({ action: 'ask', who, caseId, text: question }, () => this.askHere(who, caseId, question));
  }

  /** Carry out a request another node forwarded: this node holds the case, so it never asks again (a
   *  lease lost in between is answered `unavailable`, as a request made here would be). */
  runHere(req: OwnerRequest): Promise<unknown> {
    return this.forwarded(req).catch((err: unknown) => {
      throw err instanceof HeldElsewhere ? new ClientError('unavailable', 'the case moved to another server; retry shortly') : err;
    });
  }

  private forwarded(req: OwnerRequest): Promise<unknown> {
    switch (req.action) {
      case 'read': return this.readHere(req.who, req.caseId, typeof req.watcher === 'string' ? req.watcher : undefined);
      case 'takeover': return this.takeoverHere(req.who, req.caseId);
      case 'message': return this.messageHere(req.who, req.caseId, String(req.text ?? ''));
      case 'release': return this.releaseHere(req.who, req.caseId, req.note);
      case 'ask': return this.askHere(req.who, req.caseId, String(req.text ?? ''));
      default: return Promise.reject(new ClientError('bad_request', 'unknown case action'));
    }
  }

  private async orOwner<T>(req: OwnerRequest, here: () => Promise<T>): Promise<T> {
    try {
      return await here();
    } catch (err) {
      if (!(err instanceof HeldElsewhere)) throw err;
      if (!this.deps.askOwner) throw new ClientError('unavailable', 'the case is active on another server; retry shortly');
      return (await this.deps.askOwner(req)) as T;
    }
  }

  private async readHere(who: ClinicianIdentity, caseId: string, watcher?: string): Promise<CaseDetailOut> {
    const { session, summary } = await this.open(who, caseId, 'read', watcher);
    void this.deps.audit.append(caseId, 'clinician.read', { clinicianId: who.id, stage: summary.stage }, { now: true });
    const c = session.context;
    const packet = c.handoffPacketId ? await this.deps.handoffs.load(c.handoffPacketId) : null;
    const detail: CaseDetailOut = {
      summary,
      transcript: c.transcript.map(clinicianEntry),
      votes: (c.council?.votes ?? []).map((v) => ({ agent: v.agent, specialty: v.specialty, confidence: v.confidence, urgency: v.urgency, reasoning: v.reasoning })),
      escalation: c.escalation,
      redFlagHits: c.redFlags.map((h) => ({ id: h.id, label: h.label, matched: h.matched })),
    };
    if (packet) detail.handoffPacket = packet;
    return detail;
  }

  private async askHere(who: ClinicianIdentity, caseId: string, question: string): Promise<ClinicianAskResult> {
    if (!this.deps.assistant) throw new ClientError('unavailable', 'the clinician assistant is not running');
    const { session } = await this.open(who, caseId, 'ask');
    const c = session.context;
    const result = await this.deps.assistant(question, { facts: c.history.facts, patient: c.patient, names: c.patient.name ? [c.patient.name] : [] });
    await this.deps.audit.append(caseId, 'clinician.ask', askAuditEntry(who.id, question, result), { now: true });
    return result;
  }

  private async takeoverHere(who: ClinicianIdentity, caseId: string): Promise<void> {
    const { session } = await this.open(who, caseId, 'takeover');
    if (OVER.includes(session.stage)) return this.refuse(session, who, 'takeover', 'wrong_state', `the consult has ended (${session.stage})`);
    const holder = heldBy(session);
    if (holder === who.id) return;
    if (holder) return this.refuse(session, who, 'takeover', 'conflict', `the case is held by ${holder}`);
    const event = { type: 'case.takeover' as const, clinicianId: who.id, at: new Date().toISOString() };
    if (bookingInFlight(session.actor.getSnapshot())) {
      return this.refuse(session, who, 'takeover', 'unavailable', 'an appointment is being booked for the patient right now; try again in a few seconds');
    }
    if (!session.can(event)) return this.refuse(session, who, 'takeover', 'wrong_state', `cannot take over now (${session.stage})`);
    void this.deps.audit.append(caseId, 'clinician.takeover', { clinicianId: who.id, from: session.stage }, { now: true });
    session.send(event);
    await session.flush();
    if (session.stage !== 'escalated') throw new Error(`takeover left the consult in ${session.stage}`);
    this.deps.logger.info({ caseId, clinicianId: who.id }, 'clinician took over a case');
  }

  private async messageHere(who: ClinicianIdentity, caseId: string, text: string): Promise<void> {
    const session = await this.held(who, caseId, 'message');
    const at = new Date().toISOString();
    void this.deps.audit.append(caseId, 'clinician.message', { clinicianId: who.id, text }, { now: true });
    session.send({ type: 'clinician.message', clinicianId: who.id, text, at });
    await session.flush();
  }

  private async releaseHere(who: ClinicianIdentity, caseId: string, note: string | undefined): Promise<void> {
    const session = await this.held(who, caseId, 'release');
    const event = { type: 'case.release' as const, clinicianId: who.id, at: new Date().toISOString(), ...(note ? { note } : {}) };
    void this.deps.audit.append(caseId, 'clinician.release', { clinicianId: who.id, note: note ?? null }, { now: true });
    session.send(event);
    await session.flush();
  }

  /** The case, held by this clinician. */
  private async held(who: ClinicianIdentity, caseId: string, action: Action): Promise<ConsultSession> {
    const { session } = await this.open(who, caseId, action);
    if (session.stage !== 'escalated') return this.refuse(session, who, action, 'wrong_state', `take over the case first (it is in ${session.stage})`);
    const holder = heldBy(session);
    if (!holder) return this.refuse(session, who, action, 'wrong_state', 'take over the case first');
    if (holder !== who.id) return this.refuse(session, who, action, 'forbidden', `the case is held by ${holder}`);
    return session;
  }

  /** Load the consult (this process must own it to write its audit chain) and check visibility, before
   *  anything of the case goes anywhere: a refused clinician joins no room and is sent nothing. */
  private async open(who: ClinicianIdentity, caseId: string, action: Action, watcher?: string): Promise<{ session: ConsultSession; summary: CaseSummary }> {
    const s = await this.deps.registry.load(caseId);
    if (s === 'not_found') throw new ClientError('not_found', 'case not found');
    if (s === 'busy') throw new HeldElsewhere();
    if (s === 'incompatible') throw new ClientError('unavailable', 'the case was saved by an incompatible version');
    const summary = summarize(caseId, s.stage, s.context);
    if (!canSee(who, summary)) {
      // an ask leaves no trace on a case its asker may not see
      if (action === 'ask') throw new ClientError('forbidden', 'the case is outside your specialties');
      return this.refuse(s, who, action, 'forbidden', 'the case is outside your specialties');
    }
    if (action !== 'ask') this.deps.onOpen?.(s, watcher);
    return { session: s, summary };
  }

  private refuse(session: ConsultSession, who: ClinicianIdentity, action: Action, code: 'forbidden' | 'wrong_state' | 'conflict' | 'unavailable', message: string): never {
    void this.deps.audit.append(session.caseId, 'clinician.denied', { clinicianId: who.id, action, code, stage: session.stage });
    throw new ClientError(code, message);
  }
}

/** The clinician holding an escalated case, if one does (a system escalation is held by nobody). */
function heldBy(session: ConsultSession): string | null {
  const e = session.context.escalation;
  return session.stage === 'escalated' && e && e.by !== 'system' ? e.by : null;
}
