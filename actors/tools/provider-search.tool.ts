// Why this exists: the provider_search tool: asks every clinic of the consensus specialty (through the
// clinic router, in parallel, each under its deadline) for free slots within the longest wait the urgency
// allows, verifies each before it may reach the patient, and offers the earliest across clinics, falling
// back to general practice when no specialist slot fits. With `holdMs`, the options offered are held for
// the consult at their clinics (hold_slots), so no other consult is offered or books them meanwhile; a slot
// another consult held first is passed over for the next free one.
import type { BookingOption, ProviderSearchOutput } from '../agents/role-schemas.ts';
import { HoldResult, SlotList, SlotRecord } from '../../server/clinics/clinic.contract.ts';
import { carriesPersonalData, checkSlot, type BlockedItem } from './booking-verifier.ts';
import { formatSlot, noBookingMessage, offerPrompt } from './booking.texts.ts';
import { ClinicCallError } from './clinic-connector.ts';
import { slotRef, type ClinicRouter, type KnownClinic, type SkippedClinic } from './clinic-router.ts';

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
  /** hold the offered slots for the consult this long (SLOT_HOLD_MS, never longer than the offer); unset: no holds */
  holdMs?: number;
}

/** Rounds of "list, then hold" when other consults hold the slots first. */
const HOLD_ROUNDS = 4;

/** The machine's ProviderSearchOutput, plus what the router had to leave out (for the audit chain). */
export type ProviderSearchResult = ProviderSearchOutput & {
  /** clinics that timed out, failed or answered malformed data */
  skipped: SkippedClinic[];
  /** slots the verifier kept from the patient */
  blocked: BlockedItem[];
};

type Candidate = { clinic: KnownClinic; slot: SlotRecord; ms: number };

/** One clinic's verified slots; throws ClinicCallError('malformed') when its answer is not the contract's. */
async function clinicSlots(clinic: KnownClinic, specialty: string, from: Date, to: Date, limit: number, blocked: BlockedItem[], caseId?: string): Promise<Candidate[]> {
  const raw = await clinic.connector.call('list_available_slots', { specialty, from: from.toISOString(), to: to.toISOString(), limit, ...(caseId ? { caseId } : {}) });
  const list = SlotList.safeParse(raw);
  if (!list.success) throw new ClinicCallError('malformed', 'list_available_slots: not a slot list');
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
  const to = new Date(now.getTime() + (MAX_WAIT_MS[input.urgency] ?? MAX_WAIT_MS[3]));
  const exclude = new Set(input.exclude ?? []);
  const skipped: SkippedClinic[] = [];
  const blocked: BlockedItem[] = [];

  const byTime = (a: Candidate, b: Candidate) =>
    a.ms - b.ms || a.clinic.info.clinicId.localeCompare(b.clinic.info.clinicId) || a.slot.providerId.localeCompare(b.slot.providerId);
  const refOf = (c: Candidate) => slotRef(c.clinic.info.clinicId, c.slot.slotId);
  const list = async (specialty: string, limit: number): Promise<Candidate[]> => {
    const holder = input.holdMs ? input.caseId : undefined;
    const { results, skipped: lost } = await router.fanOut(specialty, (clinic) => clinicSlots(clinic, specialty, now, to, limit, blocked, holder));
    skipped.push(...lost);
    return results.flatMap((r) => r.value).filter((c) => !exclude.has(refOf(c))).sort(byTime);
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
  let found = await search(specialty);
  let fellBack = false;
  if (found.length === 0 && specialty !== 'general_practice') {
    specialty = 'general_practice';
    found = await search(specialty);
    fellBack = true;
  }
  const options: BookingOption[] = found.map(({ clinic, slot }, i) => ({
    id: `o${i + 1}`,
    label: `${slot.providerName}, ${clinic.info.name}: ${formatSlot(slot.start, slot.timeZone, input.locale)}`,
    clinicId: clinic.info.clinicId,
    clinicName: clinic.info.name,
    providerId: slot.providerId,
    providerName: slot.providerName,
    specialty: slot.specialty,
    slotId: slotRef(clinic.info.clinicId, slot.slotId),
    start: slot.start,
  }));
  return {
    specialty,
    fellBackToGeneralPractice: fellBack,
    expiresAt: new Date(now.getTime() + input.confirmTtlMs).toISOString(),
    // nothing to offer: the machine's own advice when simply nothing fits; a plain notice when clinics failed us
    prompt: options.length ? offerPrompt(specialty, input.locale) : skipped.length || blocked.length ? noBookingMessage(input.locale) : '',
    options,
    skipped: dedupeSkips(skipped),
    blocked,
  };
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

/** A clinic skipped in both the specialist and the fallback search is reported once. */
function dedupeSkips(list: SkippedClinic[]): SkippedClinic[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.connector) && Boolean(seen.add(s.connector)));
}
