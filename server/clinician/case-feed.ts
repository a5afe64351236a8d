// Why this exists: who may see which case, and the live feed that follows from it. Visibility is one
// rule; rooms mirror it so a broadcast works through any Socket.IO adapter across processes, and a
// transcript piece skips every watcher that may not see the case as it is at that moment.
import type { Logger } from 'pino';
import type { ConsultSession } from '../consult/consult-session.ts';
import type { CaseSummary, TranscriptEntry } from '../protocol/index.ts';
import { SPECIALTIES } from '../protocol/specialties.ts';
import type { ClinicianIdentity } from './clinician-auth.ts';
import { isEmergency, summarize, type CaseIndex } from './case-index.ts';
import type { ClinicianNamespace } from './clinician.events.ts';

export const ALL = '*';
/** how many cases' transcript positions this process remembers */
const MEMORY = 10_000;

/** Rooms: every case update goes to exactly the rooms whose members may see it. */
export const rooms = {
  /** clinicians with `*` and no filter: every case */
  all: 'clin:all',
  /** every subscriber: emergencies */
  emergency: 'clin:emergency',
  /** subscribers without a filter: cases with no specialty yet */
  open: 'clin:open',
  specialty: (s: string) => `clin:spec:${s}`,
  /** sockets that opened a case with `case:get` (and were allowed to): its transcript as it grows */
  watch: (caseId: string) => `clin:watch:${caseId}`,
  /** every socket that may not see a case of this specialty (joined on connection) */
  blind: (s: string) => `clin:blind:${s}`,
  /** every socket without `*` (the ones that may not see a case of a specialty outside the known list) */
  limited: 'clin:limited',
};

const KNOWN = new Set<string>(SPECIALTIES);

/** The rooms a socket joins on connection: one for each known specialty it may not see, and `limited`. */
export function blindRooms(who: Pick<ClinicianIdentity, 'specialties'>): string[] {
  if (who.specialties.includes(ALL)) return [];
  return [...SPECIALTIES.filter((s) => !who.specialties.includes(s)).map(rooms.blind), rooms.limited];
}

/** The rooms whose members may not see the case now (none while it is an emergency or has no specialty).
 *  A specialty outside the known list is kept from everyone without `*`. */
export function hiddenFrom(s: CaseSummary): string[] {
  if (!s.specialty || isEmergency(s)) return [];
  return [KNOWN.has(s.specialty) ? rooms.blind(s.specialty) : rooms.limited];
}

/** PROTOCOL.md: their specialties (or `*`), plus emergencies and cases with no specialty yet. */
export function canSee(who: Pick<ClinicianIdentity, 'specialties'>, s: CaseSummary): boolean {
  return who.specialties.includes(ALL) || !s.specialty || isEmergency(s) || who.specialties.includes(s.specialty);
}

/** A filter narrows the queue to one specialty; emergencies always stay in view. */
export function matchesFilter(s: CaseSummary, specialty: string | undefined): boolean {
  return specialty === undefined || s.specialty === specialty || isEmergency(s);
}

/** May this clinician filter on that specialty? */
export const mayFilter = (who: ClinicianIdentity, specialty: string) => who.specialties.includes(ALL) || who.specialties.includes(specialty);

/** The rooms a subscriber joins (after mayFilter has passed). */
export function subscriberRooms(who: ClinicianIdentity, specialty: string | undefined): string[] {
  if (specialty) return [rooms.specialty(specialty), rooms.emergency];
  if (who.specialties.includes(ALL)) return [rooms.all, rooms.emergency, rooms.open];
  return [...who.specialties.map(rooms.specialty), rooms.emergency, rooms.open];
}

/** A transcript entry in the clinician wire shape (PROTOCOL.md's fields and Helios's optional flags). */
export function clinicianEntry(e: TranscriptEntry): TranscriptEntry {
  return {
    role: e.role, text: e.text, at: e.at,
    ...(e.messageId ? { messageId: e.messageId } : {}),
    ...(e.interrupted ? { interrupted: true } : {}),
    ...(e.unsent ? { unsent: true } : {}),
    ...(e.intent ? { intent: e.intent } : {}),
  };
}

/** The index of the first entry of `now` that differs from what was sent (`sent.length` when none does). */
function firstChange(sent: readonly TranscriptEntry[], now: readonly TranscriptEntry[]): number {
  const n = Math.min(sent.length, now.length);
  for (let i = 0; i < n; i++) {
    // context is immutable: an entry changed in place is a new object (compare its contents to be sure)
    if (sent[i] !== now[i] && JSON.stringify(clinicianEntry(sent[i])) !== JSON.stringify(clinicianEntry(now[i]))) return i;
  }
  return sent.length;
}

/** The rooms a case's update is sent to. */
export function audienceRooms(s: CaseSummary): string[] {
  if (isEmergency(s)) return [rooms.emergency, rooms.all];
  if (!s.specialty) return [rooms.open, rooms.all];
  return [rooms.specialty(s.specialty), rooms.all];
}

/**
 * Feeds the index and the namespace from the consult registry's onChange hook: when a case's summary
 * changes it is written to Redis, then `case:update` goes to its audience, and `case:removed` to the
 * sockets that could see it before and cannot now (a case that got a specialty leaves other queues).
 * New transcript entries go to the sockets watching the case as `case:transcript`, and so do entries
 * that changed after they were sent (an answer cut short by the patient, answers a takeover withdrew).
 */
export class CaseFeed {
  /** per case, the write in flight, so updates of one case leave in the order they happened */
  private readonly chains = new Map<string, Promise<void>>();
  /** per case, how many transcript entries have been sent to watchers (outlives the session: a consult
   *  unloaded and loaded again goes on from there instead of re-sending its whole transcript) */
  private readonly sent = new Map<string, number>();
  /** per loaded session, the transcript as last sent, to find entries that changed since (held weakly, so
   *  an unloaded consult's transcript is not kept alive here) */
  private readonly sentEntries = new WeakMap<ConsultSession, readonly TranscriptEntry[]>();
  /** per case, who was kept from its transcript at the last change (hiddenFrom, joined), to see it narrow */
  private readonly hiddenKeys = new Map<string, string>();

  /** `localOnly`: the in-memory adapter, so every member of a room is a socket of this process */
  constructor(private readonly nsp: ClinicianNamespace, private readonly index: CaseIndex, private readonly logger: Logger, private readonly localOnly = false) {}

  /** Might a broadcast to these rooms reach anyone? With the in-memory adapter a room with no socket
   *  here has none anywhere, and the payload is not built or encoded (most of the time no clinician
   *  watches a case); with another adapter its members may be on other nodes. */
  private heard(to: string | string[]): boolean {
    if (!this.localOnly) return true;
    const all = this.nsp.adapter.rooms;
    return (Array.isArray(to) ? to : [to]).some((r) => (all.get(r)?.size ?? 0) > 0);
  }

  /** Called on every transition and every context change of a loaded consult (the session's onChange). */
  onChange(session: ConsultSession): void {
    const summary = summarize(session.caseId, session.stage, session.context);
    this.narrow(summary);
    this.transcript(session, summary);
    if (!this.index.changed(summary)) return;
    const prev = this.chains.get(session.caseId) ?? Promise.resolve();
    const next = prev.then(() => this.publish(summary)).catch((err: Error) => {
      this.logger.warn({ caseId: summary.caseId, err: err.message }, 'case index update failed');
    });
    this.chains.set(session.caseId, next);
    void next.finally(() => {
      if (this.chains.get(session.caseId) === next) this.chains.delete(session.caseId);
    });
  }

  /**
   * A clinician was allowed to open the case (call only after canSee passed): `watcher`, the socket that
   * asked (on this node or another), joins the case's watch room first, so every entry from here on
   * reaches it; then what the case holds now is what its watchers were sent. With the streams adapter
   * the join and the sends after it go through the one stream in that order, so another node applies
   * the join before it delivers them.
   */
  track(session: ConsultSession, watcher?: string): void {
    if (watcher) {
      const room = rooms.watch(session.caseId);
      const here = this.nsp.sockets.get(watcher);
      if (here) void here.join(room);
      else this.nsp.in(watcher).socketsJoin(room);
    }
    this.transcript(session, summarize(session.caseId, session.stage, session.context));
  }

  /**
   * When the case becomes hidden from more clinicians (it got a specialty, or another one), every socket
   * that may no longer see it leaves its watch room, on every node: the blind rooms hold exactly those
   * sockets, so `socketsLeave` needs no round trip to find them. The sends themselves skip them anyway
   * (transcript below), so nothing leaks while the leave travels to the other nodes.
   */
  private narrow(summary: CaseSummary): void {
    const hidden = hiddenFrom(summary);
    const key = hidden.join(' ');
    if (this.hiddenKeys.get(summary.caseId) === key) return;
    this.hiddenKeys.delete(summary.caseId);
    this.hiddenKeys.set(summary.caseId, key);
    if (this.hiddenKeys.size > MEMORY) this.hiddenKeys.delete(this.hiddenKeys.keys().next().value as string);
    if (hidden.length && this.heard(rooms.watch(summary.caseId))) this.nsp.in(hidden).socketsLeave(rooms.watch(summary.caseId));
  }

  private transcript(session: ConsultSession, summary: CaseSummary): void {
    const all = session.context.transcript;
    const before = this.sentEntries.get(session);
    const count = this.sent.get(session.caseId) ?? 0;
    const from = before ? Math.min(count, firstChange(before, all)) : count;
    const room = rooms.watch(session.caseId);
    if (all.length > from && this.heard(room)) {
      const entries = all.slice(from).map(clinicianEntry);
      // visibility is checked for every socket at every send: whoever may not see the case as it is now
      // is left out, even before its leave (narrow) has reached its node
      const hidden = hiddenFrom(summary);
      (hidden.length ? this.nsp.to(room).except(hidden) : this.nsp.to(room)).emit('case:transcript', { caseId: session.caseId, from, entries });
    }
    this.sentEntries.set(session, all);
    this.sent.delete(session.caseId);
    this.sent.set(session.caseId, all.length);
    if (this.sent.size > MEMORY) this.sent.delete(this.sent.keys().next().value as string);
  }

  /** Resolves when every pending update of the case has been written and sent. */
  async settled(caseId: string): Promise<void> {
    await this.chains.get(caseId);
  }

  private async publish(summary: CaseSummary): Promise<void> {
    const { changed, previous } = await this.index.upsert(summary);
    if (!changed) return;
    const now = audienceRooms(summary);
    if (this.heard(now)) this.nsp.to(now).emit('case:update', summary);
    if (previous) {
      const before = audienceRooms(previous).filter((r) => !now.includes(r));
      if (before.length && this.heard(before)) this.nsp.to(before).except(now).emit('case:removed', { caseId: summary.caseId });
    }
  }
}
