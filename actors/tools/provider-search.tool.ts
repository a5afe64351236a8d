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
}

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
  const to = new Date(now.getTime() + (MAX_WAIT_MS[input.urgency] ?? MAX_WAIT_MS[3]));
  const exclude = new Set(input.exclude ?? []);
  const skipped: SkippedClinic[] = [];
  const blocked: BlockedItem[] = [];

  const search = async (specialty: string): Promise<Candidate[]> => {
    const limit = MAX_OPTIONS + exclude.size;
    const { results, skipped: lost } = await router.fanOut(specialty, (clinic) => clinicSlots(clinic, specialty, now, to, limit, blocked));
    skipped.push(...lost);
    return results
      .flatMap((r) => r.value)
      .filter((c) => !exclude.has(slotRef(c.clinic.info.clinicId, c.slot.slotId)))
      .sort((a, b) => a.ms - b.ms || a.clinic.info.clinicId.localeCompare(b.clinic.info.clinicId) || a.slot.providerId.localeCompare(b.slot.providerId))
      .slice(0, MAX_OPTIONS);
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

/** A clinic skipped in both the specialist and the fallback search is reported once. */
function dedupeSkips(list: SkippedClinic[]): SkippedClinic[] {
  const seen = new Set<string>();
  return list.filter((s) => !seen.has(s.connector) && Boolean(seen.add(s.connector)));
}
