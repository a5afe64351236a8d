// Why this exists: the provider_search tool: asks every clinic of the consensus specialty (through the
// clinic router, in parallel, each under its deadline) for free slots within the longest wait the urgency
// allows, verifies each before it may reach the patient, and offers the earliest across clinics, falling
// back to general practice when no specialist slot fits.
import type { BookingOption, ProviderSearchOutput } from '../../machines/contract/role-schemas.ts';
import { SlotList, SlotRecord } from '../../server/protocol/clinic.contract.ts';
import { carriesPersonalData, checkSlot, type BlockedItem } from './booking-verifier.ts';
import { formatSlot, noBookingMessage, offerPrompt } from './booking.texts.ts';
import { ClinicCallError } from './clinic-connector.ts';
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
}

/** How many slots a clinic is asked for when the patient asked for a day, a time or a doctor (the contract's most). */
const REQUEST_LIMIT = 50;

/** The machine's ProviderSearchOutput, plus what the router had to leave out (for the audit chain). */
export type ProviderSearchResult = ProviderSearchOutput & {
  /** clinics that timed out, failed or answered malformed data */
  skipped: SkippedClinic[];
  /** slots the verifier kept from the patient */
  blocked: BlockedItem[];
};

type Candidate = { clinic: KnownClinic; slot: SlotRecord; ms: number };

/** One clinic's verified slots; throws ClinicCallError('malformed') when its answer is not the contract's. */
async function clinicSlots(clinic: KnownClinic, specialty: string, from: Date, to: Date, limit: number, blocked: BlockedItem[]): Promise<Candidate[]> {
  const raw = await clinic.connector.call('list_available_slots', { specialty, from: from.toISOString(), to: to.toISOString(), limit });
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
  const request = asksForSlot(input.request) ? input.request : undefined;
  // a requested day may lie past the urgency's longest wait (up to two weeks ahead), never an urgent one
  const wait = MAX_WAIT_MS[input.urgency] ?? MAX_WAIT_MS[3];
  const to = new Date(now.getTime() + (request && input.urgency <= 3 ? Math.max(wait, MAX_WAIT_MS[2]) : wait));
  let unmatched = false;
  const exclude = new Set(input.exclude ?? []);
  const skipped: SkippedClinic[] = [];
  const blocked: BlockedItem[] = [];

  const search = async (specialty: string): Promise<Candidate[]> => {
    const limit = (request ? REQUEST_LIMIT : MAX_OPTIONS) + exclude.size;
    // a requested day is looked for in each clinic's own day; nothing that day leaves the earliest to fall back on
    const ask = async (clinic: KnownClinic) => {
      const span = request && requestSpan(request, now, clinic.info.timeZone);
      const onDay = span && span.from < span.to ? await clinicSlots(clinic, specialty, span.from, span.to, limit, blocked) : [];
      const earliest = await clinicSlots(clinic, specialty, now, new Date(now.getTime() + wait), MAX_OPTIONS + exclude.size, blocked);
      return [...onDay, ...earliest.filter((c) => !onDay.some((d) => d.slot.slotId === c.slot.slotId))];
    };
    const { results, skipped: lost } = await router.fanOut(specialty, (clinic) => (request ? ask(clinic) : clinicSlots(clinic, specialty, now, to, limit, blocked)));
    skipped.push(...lost);
    const all = results
      .flatMap((r) => r.value)
      .filter((c) => !exclude.has(slotRef(c.clinic.info.clinicId, c.slot.slotId)))
      .sort((a, b) => a.ms - b.ms || a.clinic.info.clinicId.localeCompare(b.clinic.info.clinicId) || a.slot.providerId.localeCompare(b.slot.providerId));
    if (!request) return all.slice(0, MAX_OPTIONS);
    const matching = all.filter((c) => matchesRequest(c.slot, request, now));
    unmatched = matching.length === 0 && all.length > 0;
    return (matching.length ? matching : all.filter((c) => c.ms <= now.getTime() + wait)).slice(0, MAX_OPTIONS);
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
    prompt: options.length ? `${unmatched ? `${nothingMatched(input.locale)} ` : ''}${offerPrompt(specialty, input.locale)}` : skipped.length || blocked.length ? noBookingMessage(input.locale) : '',
    options,
    skipped: dedupeSkips(skipped),
    blocked,
  };
}

/** A clinic skipped in both the specialist and the fallback search is reported once. */
function dedupeSkips(list: SkippedClinic[]): SkippedClinic[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.connector) && Boolean(seen.add(s.connector)));
}
