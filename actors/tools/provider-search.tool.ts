// Why this exists: the provider_search tool: free slots for the consensus specialty across every
// clinic, earliest first, within the longest wait the urgency allows, falling back to general practice.
import type { ProviderSearchOutput } from '../agents/role-schemas.ts';
import type { DirectoryStore, SlotView } from '../../server/stores/directory.store.ts';
import { formatSlot, offerPrompt } from './booking.texts.ts';

const HOUR = 3_600_000;
/** Longest acceptable wait per urgency (PROTOCOL.md: 4 = within 24 h; 3 and 2 = days to weeks). */
export const MAX_WAIT_MS: Record<number, number> = { 5: 4 * HOUR, 4: 24 * HOUR, 3: 7 * 24 * HOUR, 2: 14 * 24 * HOUR, 1: 14 * 24 * HOUR };
export const MAX_OPTIONS = 5;

export interface ProviderSearchInput {
  caseId: string;
  specialty: string;
  urgency: number;
  locale: string;
  now?: string;
  confirmTtlMs: number;
  /** slot ids already refused or lost, not to be offered again */
  exclude?: string[];
}

export async function providerSearch(dir: DirectoryStore, input: ProviderSearchInput): Promise<ProviderSearchOutput> {
  const now = input.now ? new Date(input.now) : new Date();
  const to = new Date(now.getTime() + (MAX_WAIT_MS[input.urgency] ?? MAX_WAIT_MS[3]));
  const exclude = new Set(input.exclude ?? []);
  const search = async (specialty: string) =>
    (await dir.searchSlots({ specialty, from: now, to, limit: MAX_OPTIONS + exclude.size })).filter((s) => !exclude.has(s.slotId)).slice(0, MAX_OPTIONS);

  let specialty = input.specialty;
  let slots: SlotView[] = await search(specialty);
  let fellBack = false;
  if (slots.length === 0 && specialty !== 'general_practice') {
    specialty = 'general_practice';
    slots = await search(specialty);
    fellBack = true;
  }
  return {
    specialty,
    fellBackToGeneralPractice: fellBack,
    expiresAt: new Date(now.getTime() + input.confirmTtlMs).toISOString(),
    prompt: slots.length ? offerPrompt(specialty, input.locale) : '',
    options: slots.map((s, i) => ({
      id: `o${i + 1}`,
      label: `${s.providerName}, ${s.clinicName}: ${formatSlot(s.start, s.timeZone, input.locale)}`,
      clinicId: s.clinicId,
      clinicName: s.clinicName,
      providerId: s.providerId,
      providerName: s.providerName,
      specialty: s.specialty,
      slotId: s.slotId,
      start: s.start,
    })),
  };
}
