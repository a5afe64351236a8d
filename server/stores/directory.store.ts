// Why this exists: a directory of clinics, providers and slots on Redis with atomic, idempotent booking,
// cancel and reschedule. One instance over one clinic's directory, under `<prefix>:clinic:<id>`, is that
// clinic's data silo (server/clinics/); the default namespace `dir` holds a whole directory in one place.
import type { Redis } from 'ioredis';
import { DEFAULT_DIRECTORY, openingSlots, type Clinic, type Directory, type Provider } from './directory.seed.ts';
import { BOOK, CANCEL, ENSURE, HOLD, RELEASE, RESCHEDULE, pairs, scriptRunner, type RunScript } from './directory.scripts.ts';

export type { Clinic, Provider } from './directory.seed.ts';

export interface SlotView {
  slotId: string; clinicId: string; clinicName: string; providerId: string; providerName: string;
  specialty: string; start: string; end: string; timeZone: string;
}
export interface Appointment {
  appointmentId: string; caseId: string; slotId: string; clinicId: string; clinicName: string;
  providerId: string; providerName: string; specialty: string; start: string; end: string; timeZone: string;
  patientName?: string; status: 'booked' | 'cancelled'; bookedAt: string; cancelledAt?: string; rescheduledAt?: string;
}
export type BookResult =
  | { ok: true; appointment: Appointment; alreadyBooked: boolean }
  | { ok: false; reason: 'taken' | 'not_found' };
export type RescheduleResult =
  | { ok: true; appointment: Appointment; alreadyMoved: boolean }
  | { ok: false; reason: 'taken' | 'not_found' };

/** Ids that go into keys and BullMQ job ids: never a colon. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;
/** Slot ids are `${providerId}_${YYYYMMDDTHHMM}Z` (UTC start), e.g. "prv-maya-lee_20250310T1200Z". */
const SLOT_ID = /^([A-Za-z0-9-]+)_(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z$/;
const DAY_MS = 86_400_000;
/** How long a slot, and the appointment booked in it, are kept after the slot ends. */
export const RETAIN_AFTER_END_MS = 30 * DAY_MS;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 13) + 'Z';

export class DirectoryStore {
  private readonly clinicById = new Map<string, Clinic>();
  private readonly providerById = new Map<string, Provider>();
  private readonly bySpecialty = new Map<string, Provider[]>();
  private readonly run: RunScript;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly directory: Directory = DEFAULT_DIRECTORY,
    /** key namespace under the prefix: `dir` (default) or `clinic:<clinicId>` for a clinic silo */
    private readonly namespace = 'dir',
  ) {
    this.run = scriptRunner(redis);
    for (const c of directory.clinics) {
      if (!/^[A-Za-z0-9-]+$/.test(c.id)) throw new Error(`bad clinic id ${c.id}`);
      this.clinicById.set(c.id, c);
    }
    for (const p of directory.providers) {
      if (!/^[A-Za-z0-9-]+$/.test(p.id) || !this.clinicById.has(p.clinicId)) throw new Error(`bad provider ${p.id}`);
      this.providerById.set(p.id, p);
      for (const s of p.specialties) this.bySpecialty.set(s, [...(this.bySpecialty.get(s) ?? []), p]);
    }
  }

  private key(...parts: string[]): string {
    return [this.keyPrefix, this.namespace, ...parts].join(':');
  }

  /** Specialties some provider of this directory practises, sorted. */
  specialties(): string[] {
    return [...this.bySpecialty.keys()].sort();
  }

  /** Writes the directory and tops up each provider's free slots for [now, now + days). Idempotent. */
  async ensureSlots(now: Date, days = 14): Promise<number> {
    const tx = this.redis.multi().del(this.key('clinics'), this.key('providers'));
    for (const c of this.directory.clinics) tx.hset(this.key('clinics'), c.id, JSON.stringify(c));
    for (const p of this.directory.providers) tx.hset(this.key('providers'), p.id, JSON.stringify(p));
    await tx.exec();
    const nowMs = now.getTime();
    const horizonMs = nowMs + days * DAY_MS;
    const jobs: Promise<unknown>[] = [];
    for (const clinic of this.directory.clinics) {
      const slots = openingSlots(clinic, nowMs, horizonMs);
      for (const p of this.directory.providers.filter((x) => x.clinicId === clinic.id)) {
        const mine = slots.filter((s) => !p.weekdays || p.weekdays.includes(s.weekday));
        for (let i = 0; i === 0 || i < mine.length; i += 400) {
          const batch = mine.slice(i, i + 400);
          const keys = [this.key('free', p.id)];
          const args: (string | number)[] = [p.id, clinic.id, RETAIN_AFTER_END_MS, nowMs];
          for (const { start } of batch) {
            const slotId = `${p.id}_${stamp(start)}`;
            keys.push(this.key('slot', slotId));
            args.push(slotId, start, start + clinic.slotMinutes * 60_000);
          }
          jobs.push(this.run(ENSURE, keys, args));
        }
      }
    }
    const added = await Promise.all(jobs);
    return added.reduce<number>((sum, n) => sum + Number(n), 0);
  }

  async clinics(): Promise<Clinic[]> {
    const raw = await this.redis.hvals(this.key('clinics'));
    return raw.map((j) => JSON.parse(j) as Clinic).sort((a, b) => a.id.localeCompare(b.id));
  }

  async providers(specialty?: string): Promise<Provider[]> {
    const raw = await this.redis.hvals(this.key('providers'));
    const all = raw.map((j) => JSON.parse(j) as Provider).sort((a, b) => a.id.localeCompare(b.id));
    return specialty ? all.filter((p) => p.specialties.includes(specialty)) : all;
  }

  private parseSlotId(slotId: string): { provider: Provider; clinic: Clinic; start: number } | null {
    const m = SLOT_ID.exec(slotId);
    const provider = m ? this.providerById.get(m[1]) : undefined;
    if (!m || !provider) return null;
    const start = Date.UTC(+m[2], +m[3] - 1, +m[4], +m[5], +m[6]);
    return { provider, clinic: this.clinicById.get(provider.clinicId)!, start };
  }

  /** Free slots whose whole span lies in [from, to], earliest first across all clinics. A slot held for a
   *  consult is left out, unless `holder` is that consult (its own hold never hides a slot from it). */
  async searchSlots(q: { specialty: string; from: Date; to: Date; limit?: number; holder?: string }): Promise<SlotView[]> {
    const limit = Math.max(1, Math.min(Math.floor(q.limit ?? 20), 10_000));
    const providers = this.bySpecialty.get(q.specialty) ?? [];
    const fromMs = q.from.getTime();
    const toMs = q.to.getTime();
    if (providers.length === 0 || !(toMs > fromMs)) return [];
    // one read per provider, issued together: on an auto-pipelined connection (Helios's and the clinic
    // servers') they join whatever else this tick sends, such as the other clinics' searches of the
    // same provider_search, in one write; an explicit pipeline would be a write of its own
    const found = await Promise.all(providers.map((p) => {
      const slotMs = this.clinicById.get(p.clinicId)!.slotMinutes * 60_000;
      return this.freeUnheld(this.key('free', p.id), fromMs, toMs - slotMs, limit, q.holder);
    }));
    const views: (SlotView & { ms: number })[] = [];
    for (const ids of found) {
      for (const slotId of ids) {
        const s = this.parseSlotId(slotId);
        if (!s) continue;
        views.push({
          slotId, clinicId: s.clinic.id, clinicName: s.clinic.name, providerId: s.provider.id,
          providerName: s.provider.displayName, specialty: q.specialty, start: new Date(s.start).toISOString(),
          end: new Date(s.start + s.clinic.slotMinutes * 60_000).toISOString(), timeZone: s.clinic.timeZone, ms: s.start,
        });
      }
    }
    views.sort((a, b) => a.ms - b.ms || a.clinicId.localeCompare(b.clinicId) || a.providerId.localeCompare(b.providerId));
    return views.slice(0, limit).map(({ ms: _ms, ...view }) => view);
  }

  /** Up to `limit` free slot ids of one provider in [fromMs, lastStartMs], earliest first, leaving out the
   *  ones held for a consult other than `holder`. A held slot stays in the free set (its hold lapses by
   *  itself), so the set is read page by page past the held ones (at most a few pages). */
  private async freeUnheld(freeKey: string, fromMs: number, lastStartMs: number, limit: number, holder: string | undefined): Promise<string[]> {
    const out: string[] = [];
    for (let offset = 0, page = 0; out.length < limit && page < 8; page++) {
      const ids = await this.redis.zrangebyscore(freeKey, fromMs, lastStartMs, 'LIMIT', offset, limit);
      if (ids.length === 0) break;
      offset += ids.length;
      const holders = await this.redis.mget(ids.map((id) => this.holdKey(id)));
      out.push(...ids.filter((_, i) => holders[i] === null || holders[i] === holder));
      if (ids.length < limit) break;
    }
    return out.slice(0, limit);
  }

  private holdKey(slotId: string): string {
    return this.key('hold', slotId);
  }

  /**
   * Holds free slots for a consult (`holder`, its case id) for `ttlMs`, atomically: a slot already held for
   * another consult, booked or started is not held. Holding a slot the consult already holds refreshes it.
   * Returns the slot ids held. The holds are Redis keys with a PX expiry: they lapse by themselves.
   */
  async hold(q: { holder: string; slotIds: string[]; ttlMs: number; now?: Date }): Promise<string[]> {
    if (!SAFE_ID.test(q.holder)) throw new Error('holder: [A-Za-z0-9._-]{1,128}');
    const ids = [...new Set(q.slotIds)].filter((id) => this.parseSlotId(id) !== null);
    const ttl = Math.max(1, Math.floor(q.ttlMs));
    if (ids.length === 0) return [];
    const keys = [this.key('holds', q.holder), ...ids.flatMap((id) => [this.key('slot', id), this.holdKey(id)])];
    return (await this.run(HOLD, keys, [q.holder, ttl, (q.now ?? new Date()).getTime(), ...ids])) as string[];
  }

  /**
   * Releases a consult's holds: `slotIds` (default every slot it holds here) except `keep`. Only its own
   * holds are removed; releasing again changes nothing. Returns how many holds were removed.
   */
  async release(q: { holder: string; slotIds?: string[]; keep?: string[] }): Promise<number> {
    if (!SAFE_ID.test(q.holder)) return 0;
    const named = (q.slotIds ?? []).filter((id) => SAFE_ID.test(id));
    if (q.slotIds && q.slotIds.length > 0 && named.length === 0) return 0;
    const keep = (q.keep ?? []).filter((id) => SAFE_ID.test(id));
    const args = [q.holder, this.key('hold', ''), named.length, ...named, ...keep];
    return Number(await this.run(RELEASE, [this.key('holds', q.holder)], args));
  }

  /** The consult holding a slot, or null. */
  async holderOf(slotId: string): Promise<string | null> {
    return this.redis.get(this.holdKey(slotId));
  }

  /**
   * Books a free slot for appointmentId, atomically. Idempotent per appointmentId: while that
   * appointment is booked, any retry returns it with alreadyBooked=true (whatever slot was asked for).
   * A slot held for another consult than q.caseId is taken; the consult's own hold on it is used up.
   * A slot that has already started (at q.now, default the clock) is not_found.
   */
  async book(q: {
    slotId: string; appointmentId: string; caseId: string; patientName?: string; specialty?: string; now?: Date;
  }): Promise<BookResult> {
    if (!SAFE_ID.test(q.appointmentId) || !SAFE_ID.test(q.caseId)) throw new Error('appointmentId/caseId: [A-Za-z0-9._-]{1,128}');
    const s = this.parseSlotId(q.slotId);
    if (!s) return { ok: false, reason: 'not_found' };
    const specialty = s.provider.specialties.includes(q.specialty ?? '') ? q.specialty! : s.provider.specialties[0];
    const now = q.now ?? new Date();
    const fields = [
      'appointmentId', q.appointmentId, 'caseId', q.caseId, 'slotId', q.slotId, 'clinicId', s.clinic.id,
      'clinicName', s.clinic.name, 'providerId', s.provider.id, 'providerName', s.provider.displayName,
      'specialty', specialty, 'timeZone', s.clinic.timeZone, 'bookedAt', now.toISOString(),
      ...(q.patientName ? ['patientName', q.patientName] : []),
    ];
    const keys = [
      this.key('slot', q.slotId), this.key('free', s.provider.id), this.key('appt', q.appointmentId), this.holdKey(q.slotId), this.key('holds', q.caseId),
    ];
    const args = [q.appointmentId, q.slotId, now.getTime(), q.caseId, ...fields];
    const [status, ...flat] = (await this.run(BOOK, keys, args)) as string[];
    if (status === 'taken' || status === 'not_found') return { ok: false, reason: status };
    return { ok: true, appointment: toAppointment(pairs(flat)), alreadyBooked: status === 'already' };
  }

  /**
   * Moves a booked appointment (same id) to another free slot of this directory, atomically: the new slot
   * is booked and the old one freed together. Moving to the slot it already has is idempotent.
   */
  async reschedule(q: { appointmentId: string; newSlotId: string; now?: Date }): Promise<RescheduleResult> {
    const s = this.parseSlotId(q.newSlotId);
    const current = await this.getAppointment(q.appointmentId);
    const old = current ? this.parseSlotId(current.slotId) : null;
    if (!s || !current || !old || current.status !== 'booked') return { ok: false, reason: 'not_found' };
    const now = q.now ?? new Date();
    const specialty = s.provider.specialties.includes(current.specialty) ? current.specialty : s.provider.specialties[0];
    const fields = [
      'slotId', q.newSlotId, 'providerId', s.provider.id, 'providerName', s.provider.displayName, 'specialty', specialty,
      'clinicId', s.clinic.id, 'clinicName', s.clinic.name, 'timeZone', s.clinic.timeZone, 'rescheduledAt', now.toISOString(),
    ];
    const keys = [
      this.key('appt', q.appointmentId), this.key('slot', current.slotId), this.key('free', old.provider.id),
      this.key('slot', q.newSlotId), this.key('free', s.provider.id), this.holdKey(q.newSlotId), this.key('holds', current.caseId),
    ];
    const [status, ...flat] = (await this.run(RESCHEDULE, keys, [q.appointmentId, q.newSlotId, now.getTime(), current.slotId, ...fields])) as string[];
    if (status === 'retry') return this.reschedule(q); // moved or cancelled meanwhile: read it again
    if (status === 'taken' || status === 'not_found') return { ok: false, reason: status };
    return { ok: true, appointment: toAppointment(pairs(flat)), alreadyMoved: status === 'already' };
  }

  /** Cancels a booked appointment and frees its slot (back in search if it has not started). */
  async cancel(appointmentId: string, now: Date = new Date()): Promise<boolean> {
    if (!SAFE_ID.test(appointmentId)) return false;
    const apptKey = this.key('appt', appointmentId);
    const slotId = await this.redis.hget(apptKey, 'slotId');
    const s = slotId ? this.parseSlotId(slotId) : null;
    if (!slotId || !s) return false;
    const keys = [apptKey, this.key('slot', slotId), this.key('free', s.provider.id)];
    const r = Number(await this.run(CANCEL, keys, [appointmentId, slotId, now.getTime(), now.toISOString()]));
    return r === -1 ? this.cancel(appointmentId, now) : r === 1; // -1: rebooked elsewhere meanwhile, read again
  }

  async getAppointment(appointmentId: string): Promise<Appointment | null> {
    if (!SAFE_ID.test(appointmentId)) return null;
    const h = await this.redis.hgetall(this.key('appt', appointmentId));
    return h && h.appointmentId ? toAppointment(h) : null;
  }
}

function toAppointment(h: Record<string, string>): Appointment {
  const a: Appointment = {
    appointmentId: h.appointmentId, caseId: h.caseId, slotId: h.slotId, clinicId: h.clinicId, clinicName: h.clinicName,
    providerId: h.providerId, providerName: h.providerName, specialty: h.specialty,
    start: new Date(Number(h.start)).toISOString(), end: new Date(Number(h.end)).toISOString(), timeZone: h.timeZone,
    status: h.status === 'cancelled' ? 'cancelled' : 'booked', bookedAt: h.bookedAt,
  };
  if (h.patientName) a.patientName = h.patientName;
  if (h.cancelledAt) a.cancelledAt = h.cancelledAt;
  if (h.rescheduledAt) a.rescheduledAt = h.rescheduledAt;
  return a;
}
