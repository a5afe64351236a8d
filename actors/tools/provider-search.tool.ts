// Why this exists: the provider_search tool: asks every clinic of the consensus specialty (through the
// clinic router, in parallel, each under its deadline) for free slots within the longest wait the urgency
// allows, verifies each before it may reach the patient, and offers the earliest across clinics, falling
// back to general practice when no specialist slot fits. A booking request's day, time of day or doctor
// (`request`) puts the matching slots first (a doctor named without a specialty is looked for in the
// doctor's own specialty, an answer kept in-process for a few minutes per name); a wish typed at an offer
// (`preference`: later, earlier, next week, a day, a time) bounds and filters the window, and replaces what
// of the request it names. With
// `holdMs`, the options offered are held for the consult at their clinics (hold_slots), so no other consult
// is offered or books them meanwhile; a slot another consult held first is passed over for the next free one.
import type { BookingOption, ProviderSearchOutput } from '../../machines/contract/role-schemas.ts';
import { HoldResult, SlotList, SlotRecord } from '../../server/protocol/clinic.contract.ts';
import { carriesPersonalData, checkSlot, type BlockedItem } from './booking-verifier.ts';
import { formatSlot, moveOfferPrompt, noBookingMessage, offerPrompt } from './booking.texts.ts';
import { ClinicCallError } from './clinic-connector.ts';
import { localParts, type SearchPreference } from '../../machines/slot-choice.ts';
import { slotRef, type ClinicRouter, type KnownClinic, type SkippedClinic } from './clinic-router.ts';
import { asksForSlot, matchesRequest, nothingMatched, requestSpan, type SlotRequest } from './request-match.ts';

const HOUR = 3_600_000;
/** Longest acceptable wait per urgency (PROTOCOL.md: 4 = urgent, within 24 h; 3 and 2 = days to weeks). */
export const MAX_WAIT_MS: Record<number, number> = { 5: 4 * HOUR, 4: 24 * HOUR, 3: 7 * 24 * HOUR, 2: 14 * 24 * HOUR, 1: 21 * 24 * HOUR };
export const MAX_OPTIONS = 5;

export interface ProviderSearchInput {
  caseId: string;
  specialty: string;
  urgency: number;
  locale: string;
  now?: string;
  confirmTtlMs: number;
  /** slot refs already refused or lost, not to be offered again */
  exclude?: string[];
  /** the day, time of day or doctor the patient asked for: matching slots first (the closest when none match) */
  request?: SlotRequest;
  /** hold the offered slots for the consult this long (SLOT_HOLD_MS, never longer than the offer); unset: no holds */
  holdMs?: number;
  /** the patient's IANA zone: times are shown, and a wished day or time read, in it first */
  timeZone?: string;
  /** 'move': the offer moves a booked appointment (its prompt says so) */
  purpose?: 'book' | 'move';
  /** what the patient asked for in words: `after`/`before` bound the window, the rest filters it */
  preference?: SearchPreference;
  /** the request names a doctor and no specialty: the doctor's own specialty is searched (found by asking the
   *  clinics for each specialty they have), not `specialty`; a name no clinic knows leaves `specialty` */
  doctorAnySpecialty?: boolean;
}

const DAY = 24 * HOUR;
/** The farthest a wished time may take a non-urgent search (the clinics' bookable horizon). */
const WISH_HORIZON_MS = 21 * DAY;

/** The search window and the filter a preference makes. Urgent cases (4, 5) keep their longest wait. */
export function preferenceWindow(now: Date, urgency: number, p: SearchPreference | undefined, zone: string): { from: Date; to: Date; fits(start: string, clinicZone: string): boolean } {
  const maxWait = MAX_WAIT_MS[urgency] ?? MAX_WAIT_MS[3];
  let fromMs = now.getTime();
  let toMs = fromMs + maxWait;
  if (!p) return { from: now, to: new Date(toMs), fits: () => true };
  const stretch = urgency < 4;
  if (p.after) fromMs = Math.max(fromMs, Date.parse(p.after) + 60_000);
  if (p.nextWeek) {
    const local = localParts(now, zone);
    const days = ((1 - local.weekday + 7) % 7) || 7;
    fromMs = Math.max(fromMs, now.getTime() + days * DAY - local.minute * 60_000);
    if (stretch) toMs = fromMs + 7 * DAY;
  } else if (stretch && (p.after || p.weekday !== undefined || p.minute !== undefined || p.part)) {
    toMs = Math.max(toMs, fromMs + 7 * DAY);
  }
  if (p.before) toMs = Math.min(toMs, Date.parse(p.before));
  toMs = Math.min(toMs, now.getTime() + (stretch ? Math.max(maxWait, WISH_HORIZON_MS) : maxWait));
  // a wish the window cannot meet (an urgent case asking for next week) leaves it empty: nothing is listed
  if (!(toMs > fromMs)) return { from: new Date(fromMs), to: new Date(fromMs), fits: () => false };
  const fits = (start: string, clinicZone: string) => {
    const l = localParts(start, zone === 'UTC' ? clinicZone : zone);
    if (p.weekday !== undefined && l.weekday !== p.weekday) return false;
    if (p.minute !== undefined && l.minute !== p.minute) return false;
    if (p.part === 'morning' && l.minute >= 12 * 60) return false;
    if (p.part === 'afternoon' && (l.minute < 12 * 60 || l.minute >= 17 * 60)) return false;
    if (p.part === 'evening' && l.minute < 17 * 60) return false;
    return true;
  };
  return { from: new Date(fromMs), to: new Date(toMs), fits };
}

/** Rounds of "list, then hold" at most while other consults hold the slots first: many patients searching the
 *  same specialty at once each lose a round to the one that held first, and a patient told "no appointment"
 *  while free slots remain is the failure this bounds against (24 at once on a loaded machine lost 4 rounds). */
const HOLD_ROUNDS = 12;

/** The booking request a later wish leaves standing: a wished day, week or direction replaces the requested
 *  day, a wished time or part of the day the requested window; the named doctor stays. */
export function requestLeft(request: SlotRequest | undefined, p: SearchPreference | undefined): SlotRequest | undefined {
  if (!request || !p) return asksForSlot(request) ? request : undefined;
  const { day, nextWeek, window, ...rest } = request;
  const left: SlotRequest = { ...rest };
  if (!(p.weekday !== undefined || p.nextWeek || p.direction || p.after || p.before)) {
    if (day) left.day = day;
    if (nextWeek) left.nextWeek = nextWeek;
  }
  if (!(p.minute !== undefined || p.part) && window) left.window = window;
  return asksForSlot(left) ? left : undefined;
}

/** The machine's ProviderSearchOutput, plus what the router had to leave out (for the audit chain). */
export type ProviderSearchResult = ProviderSearchOutput & {
  /** clinics that timed out, failed or answered malformed data */
  skipped: SkippedClinic[];
  /** slots the verifier kept from the patient */
  blocked: BlockedItem[];
};

type Candidate = { clinic: KnownClinic; slot: SlotRecord; ms: number };
/** Whether a clinic's answer filled the limit, and its latest start: where the next page begins. */
type Page = { full: boolean; lastMs: number };

/** Pages a clinic asks for at most when a wish or a request filters its slots (50 each: a week of a busy clinic). */
const MAX_PAGES = 6;
const PAGE = 50;

/** A clinic's slots in [from, to), page after page, until `want` of them are `kept` or the window is done: a
 *  wished Thursday or a named doctor may lie past the earliest 50. */
async function clinicSlotsPaged(clinic: KnownClinic, specialty: string, from: Date, to: Date, blocked: BlockedItem[], caseId: string | undefined, keep: (c: Candidate) => boolean, want: number): Promise<Candidate[]> {
  const out: Candidate[] = [];
  let at = from;
  for (let i = 0; i < MAX_PAGES && at < to; i++) {
    const page: Page = { full: false, lastMs: Number.NaN };
    for (const c of await clinicSlots(clinic, specialty, at, to, PAGE, blocked, caseId, page)) if (!out.some((d) => d.slot.slotId === c.slot.slotId)) out.push(c);
    if (!page.full || Number.isNaN(page.lastMs) || out.filter(keep).length >= want) break;
    at = new Date(page.lastMs + 60_000);
  }
  return out;
}

/** One clinic's verified slots; throws ClinicCallError('malformed') when its answer is not the contract's. */
async function clinicSlots(clinic: KnownClinic, specialty: string, from: Date, to: Date, limit: number, blocked: BlockedItem[], caseId?: string, page?: Page): Promise<Candidate[]> {
  const raw = await clinic.connector.call('list_available_slots', { specialty, from: from.toISOString(), to: to.toISOString(), limit, ...(caseId ? { caseId } : {}) });
  const list = SlotList.safeParse(raw);
  if (!list.success) throw new ClinicCallError('malformed', 'list_available_slots: not a slot list');
  if (page) {
    page.full = list.data.slots.length >= limit;
    const starts = list.data.slots.map((item) => Date.parse(String((item as { start?: unknown } | null)?.start))).filter((ms) => !Number.isNaN(ms));
    page.lastMs = starts.length ? Math.max(...starts) : Number.NaN;
  }
  const out: Candidate[] = [];
  const clinicId = clinic.info.clinicId;
  for (const item of list.data.slots) {
    const leak = checkSlot(item, { clinicId, specialty, from, to });
    const slot = SlotRecord.safeParse(item);
    // personal data is blocked (and reported) whatever else is wrong; otherwise a broken record discredits the answer
    if (!slot.success && !carriesPersonalData(leak)) {
      throw new ClinicCallError('malformed', `list_available_slots: ${slot.error.issues[0]?.path.join('.')}: ${slot.error.issues[0]?.message}`);
    }
    if (leak || !slot.success) {
      if (leak) blocked.push(leak);
      continue;
    }
    out.push({ clinic, slot: slot.data, ms: Date.parse(slot.data.start) });
  }
  return out;
}

export async function providerSearch(router: ClinicRouter, input: ProviderSearchInput): Promise<ProviderSearchResult> {
  const now = input.now ? new Date(input.now) : new Date();
  const request = requestLeft(input.request, input.preference);
  const wish = preferenceWindow(now, input.urgency, input.preference, input.timeZone ?? 'UTC');
  const { from, to } = wish;
  const filtered = Boolean(input.preference && (input.preference.weekday !== undefined || input.preference.minute !== undefined || input.preference.part));
  let unmatched = false;
  const exclude = new Set(input.exclude ?? []);
  const skipped: SkippedClinic[] = [];
  const blocked: BlockedItem[] = [];

  const byTime = (a: Candidate, b: Candidate) =>
    a.ms - b.ms || a.clinic.info.clinicId.localeCompare(b.clinic.info.clinicId) || a.slot.providerId.localeCompare(b.slot.providerId);
  const refOf = (c: Candidate) => slotRef(c.clinic.info.clinicId, c.slot.slotId);
  /** One clinic's slots: a requested day is looked for in the clinic's own day (it may lie past the urgency's
   *  longest wait, up to two weeks ahead; urgent cases carry no request), then the earliest in the window to
   *  fall back on when nothing that day matches. */
  const kept = (c: Candidate) => !exclude.has(refOf(c)) && wish.fits(c.slot.start, c.slot.timeZone) && (!request || matchesRequest(c.slot, request, now));
  const ask = async (clinic: KnownClinic, specialty: string, limit: number, holder: string | undefined): Promise<Candidate[]> => {
    const span = request && requestSpan(request, now, clinic.info.timeZone);
    const dayFrom = span && new Date(Math.max(span.from.getTime(), from.getTime()));
    const onDay = span && dayFrom && dayFrom < span.to ? await clinicSlotsPaged(clinic, specialty, dayFrom, span.to, blocked, holder, kept, limit) : [];
    // filtered by a wish or a request: page on until enough fit; else (or when the requested day had enough)
    // the earliest `limit` are the answer, or the fallback
    const need = limit - onDay.filter(kept).length;
    const earliest = (filtered || request) && need > 0
      ? await clinicSlotsPaged(clinic, specialty, from, to, blocked, holder, kept, need)
      : await clinicSlots(clinic, specialty, from, to, Math.min(PAGE, limit), blocked, holder);
    return [...onDay, ...earliest.filter((c) => !onDay.some((d) => d.slot.slotId === c.slot.slotId))];
  };
  /** The candidates in the order they are offered: with a request, those that match it (else the earliest in
   *  the window, and the patient is told nothing matched). */
  const list = async (specialty: string, limit: number): Promise<Candidate[]> => {
    if (!(to > from)) return []; // a wish the window cannot meet
    const holder = input.holdMs ? input.caseId : undefined;
    const { results, skipped: lost } = await router.fanOut(specialty, (clinic) => ask(clinic, specialty, limit, holder));
    skipped.push(...lost);
    const all = results.flatMap((r) => r.value).filter((c) => !exclude.has(refOf(c)) && wish.fits(c.slot.start, c.slot.timeZone)).sort(byTime);
    if (!request) return all;
    const matching = all.filter((c) => matchesRequest(c.slot, request, now));
    unmatched = matching.length === 0 && all.length > 0;
    return matching.length ? matching : all.filter((c) => c.ms >= from.getTime() && c.ms <= to.getTime());
  };

  const search = async (specialty: string): Promise<Candidate[]> => {
    if (!input.holdMs) return (await list(specialty, MAX_OPTIONS + exclude.size)).slice(0, MAX_OPTIONS);
    // list (others' holds are left out), hold the earliest; a slot another consult held in between is
    // passed over and the next free one tried, for a few rounds
    const offered: Candidate[] = [];
    const tried = new Set<string>();
    for (let round = 0; round < HOLD_ROUNDS && offered.length < MAX_OPTIONS; round++) {
      const fresh = (await list(specialty, Math.min(50, MAX_OPTIONS * (round + 1) + exclude.size))).filter((c) => !tried.has(refOf(c)));
      const pick = fresh.slice(0, MAX_OPTIONS - offered.length);
      if (pick.length === 0) break;
      for (const c of pick) tried.add(refOf(c));
      offered.push(...(await holdAll(pick, input.caseId, input.holdMs)));
    }
    return offered.sort(byTime);
  };

  let specialty = input.specialty;
  if (input.doctorAnySpecialty && request?.doctor && to > from) {
    specialty = (await cachedDoctorSpecialty(router, request.doctor, specialty, from, to, input.holdMs ? input.caseId : undefined)) ?? specialty;
  }
  let found = await search(specialty);
  let fellBack = false;
  // a wished time the specialist cannot meet is not a reason to change specialty
  if (found.length === 0 && specialty !== 'general_practice' && !input.preference) {
    specialty = 'general_practice';
    found = await search(specialty);
    fellBack = true;
  }
  // a new offer made at the patient's wish replaces the last one: the last one's other holds go now
  if (input.preference && input.holdMs && found.length) await releaseReplaced(router, input.caseId, found);
  const options: BookingOption[] = found.map(({ clinic, slot }, i) => ({
    id: `o${i + 1}`,
    label: `${slot.providerName}, ${clinic.info.name}: ${formatSlot(slot.start, slot.timeZone, input.locale, input.timeZone)}`,
    clinicId: clinic.info.clinicId,
    clinicName: clinic.info.name,
    providerId: slot.providerId,
    providerName: slot.providerName,
    specialty: slot.specialty,
    slotId: slotRef(clinic.info.clinicId, slot.slotId),
    start: slot.start,
    timeZone: slot.timeZone,
  }));
  return {
    specialty,
    fellBackToGeneralPractice: fellBack,
    expiresAt: new Date(now.getTime() + input.confirmTtlMs).toISOString(),
    // nothing to offer: the machine's own advice when simply nothing fits; a plain notice when clinics failed us
    prompt: options.length
      ? `${unmatched ? `${nothingMatched(input.locale)} ` : ''}${(input.purpose === 'move' ? moveOfferPrompt : offerPrompt)(specialty, input.locale)}`
      : skipped.length || blocked.length ? noBookingMessage(input.locale) : '',
    options,
    skipped: dedupeSkips(skipped),
    blocked,
  };
}

/** How long a named doctor's answer (the specialty searched and the clinics that list the name) is kept. */
export const DOCTOR_CACHE_TTL_MS = 5 * 60_000;
/** Names kept at most per router; the least recently used goes first. */
export const DOCTOR_CACHE_MAX = 256;

/** A named doctor's answer: clinic directory data only (a clinician's name, a specialty, clinic ids), never
 *  anything of the patient who asked. */
interface DoctorAnswer { specialty: string; clinicIds: string[]; expires: number }

/** Per router (each app has its own clinics), name and engine specialty → the answer, for DOCTOR_CACHE_TTL_MS. */
const doctorCache = new WeakMap<ClinicRouter, Map<string, DoctorAnswer>>();

const doctorKey = (doctor: string, preferred: string) =>
  `${preferred}|${doctor.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()}`;

/** doctorSpecialty, asked once per name (and engine specialty) within DOCTOR_CACHE_TTL_MS. Only names a clinic
 *  lists are kept: a name no clinic knows (or a lookup a failing clinic spoiled) is asked again next time. */
async function cachedDoctorSpecialty(router: ClinicRouter, doctor: string, preferred: string, from: Date, to: Date, holder: string | undefined): Promise<string | null> {
  let cache = doctorCache.get(router);
  if (!cache) doctorCache.set(router, (cache = new Map()));
  const key = doctorKey(doctor, preferred);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) {
    cache.delete(key); // most recently used last
    cache.set(key, hit);
    return hit.specialty;
  }
  if (hit) cache.delete(key);
  const found = await doctorSpecialty(router, doctor, preferred, from, to, holder);
  if (!found) return null;
  cache.set(key, { specialty: found.specialty, clinicIds: found.clinicIds, expires: now + DOCTOR_CACHE_TTL_MS });
  while (cache.size > DOCTOR_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return found.specialty;
}

/** The specialty in which a named doctor has a free slot in [from, to): `preferred` (the engine's) when the
 *  doctor works in it (asked first), else the one with the doctor's earliest slot; null when no clinic lists
 *  the name. Each clinic is asked once per specialty it has (its earliest page, in parallel: slots interleave
 *  its providers, so each of them shows); a clinic that fails is left out here and reported by the search. */
async function doctorSpecialty(router: ClinicRouter, doctor: string, preferred: string, from: Date, to: Date, holder: string | undefined): Promise<{ specialty: string; clinicIds: string[] } | null> {
  const named = (c: Candidate) => matchesRequest(c.slot, { doctor }, from);
  type Hit = { specialty: string; ms: number; clinicId: string };
  const look = async (clinic: KnownClinic, sp: string): Promise<Hit | null> => {
    const slots = await clinicSlots(clinic, sp, from, to, PAGE, [], holder).catch(() => [] as Candidate[]);
    const first = slots.filter(named).sort((a, b) => a.ms - b.ms)[0];
    return first ? { specialty: sp, ms: first.ms, clinicId: clinic.info.clinicId } : null;
  };
  const answer = (hits: Hit[], specialty: string) => ({ specialty, clinicIds: [...new Set(hits.filter((h) => h.specialty === specialty).map((h) => h.clinicId))] });
  // the engine's specialty first (its clinics only): the common case costs one call per clinic
  const own = (await router.fanOut(preferred, (clinic) => look(clinic, preferred))).results.map((r) => r.value).filter((h): h is Hit => h !== null);
  if (own.length) return answer(own, preferred);
  const { results } = await router.fanOut(null, async (clinic) =>
    (await Promise.all(clinic.info.specialties.filter((sp) => sp !== preferred).map((sp) => look(clinic, sp)))).filter((h): h is Hit => h !== null));
  const hits = results.flatMap((r) => r.value).sort((a, b) => a.ms - b.ms || a.specialty.localeCompare(b.specialty));
  return hits[0] ? answer(hits, hits[0].specialty) : null;
}

/** Holds the picked slots at their clinics (one hold_slots call per clinic, in parallel) and returns the
 *  ones held. A clinic that cannot hold (no hold_slots tool, or a failed call) has its slots offered unheld,
 *  as before holds existed: its own booking still refuses a slot taken meanwhile. */
async function holdAll(pick: Candidate[], caseId: string, ttlMs: number): Promise<Candidate[]> {
  const byClinic = new Map<KnownClinic, Candidate[]>();
  for (const c of pick) byClinic.set(c.clinic, [...(byClinic.get(c.clinic) ?? []), c]);
  const kept = await Promise.all([...byClinic].map(async ([clinic, cs]) => {
    try {
      const raw = await clinic.connector.call('hold_slots', { caseId, slotIds: cs.map((c) => c.slot.slotId), ttlMs: Math.max(1000, Math.round(ttlMs)) });
      const held = HoldResult.safeParse(raw);
      if (!held.success) return cs;
      const ids = new Set(held.data.held);
      return cs.filter((c) => ids.has(c.slot.slotId));
    } catch {
      return cs;
    }
  }));
  return kept.flat();
}

/** Releases the consult's holds everywhere except the slots of the new offer (failures are left to the TTL). */
async function releaseReplaced(router: ClinicRouter, caseId: string, offered: Candidate[]): Promise<void> {
  await router.fanOut(null, async (clinic) => {
    const keep = offered.filter((c) => c.clinic.info.clinicId === clinic.info.clinicId).map((c) => c.slot.slotId);
    return clinic.connector.call('release_holds', { caseId, ...(keep.length ? { keep } : {}) });
  }).catch(() => undefined);
}

/** A clinic skipped in both the specialist and the fallback search is reported once. */
function dedupeSkips(list: SkippedClinic[]): SkippedClinic[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.connector) && Boolean(seen.add(s.connector)));
}
