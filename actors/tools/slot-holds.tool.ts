// Why this exists: a consult's held slots are released at once when they are no longer needed (a choice,
// a decline, an expired offer, a clinician's takeover, the consult's end): every clinic is asked to drop
// the consult's holds, except the slot being booked. Holds lapse by themselves anyway (Redis PX expiry),
// so a clinic that cannot be reached now is skipped, not waited for; releasing twice changes nothing.
import { ReleaseResult } from '../../server/protocol/clinic.contract.ts';
import type { ClinicRouter } from './clinic-router.ts';
import { parseSlotRef } from './clinic-router.ts';

export interface ReleaseHoldsInput {
  caseId: string;
  /** an option's slot ref (`<clinicId>/<slotId>`) whose hold is kept: the slot being booked */
  keep?: string;
  /** the clinics the offer's options came from (default: every clinic) */
  clinicIds?: string[];
}

export interface ReleaseHoldsOutput {
  /** holds removed across the clinics that answered */
  released: number;
  /** clinics that could not be asked (their holds lapse by their TTL) */
  skipped: number;
}

export async function releaseHolds(router: ClinicRouter, input: ReleaseHoldsInput): Promise<ReleaseHoldsOutput> {
  const kept = input.keep ? parseSlotRef(input.keep) : null;
  const only = input.clinicIds?.length ? new Set(input.clinicIds) : null;
  const { results, skipped } = await router.fanOut(null, async (clinic) => {
    if (only && !only.has(clinic.info.clinicId)) return 0;
    const keep = kept && kept.clinicId === clinic.info.clinicId ? [kept.slotId] : [];
    const parsed = ReleaseResult.safeParse(await clinic.connector.call('release_holds', { caseId: input.caseId, ...(keep.length ? { keep } : {}) }));
    return parsed.success ? parsed.data.released : 0;
  });
  return { released: results.reduce((n, r) => n + r.value, 0), skipped: skipped.length };
}
