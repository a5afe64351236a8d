// Why this exists: triage as a decision over the differential. A must-not-miss condition counts from a
// low, recall-tuned posterior; any other condition once it is a likely explanation; the most urgent
// level among those wins. Self-care is offered only when self-limiting conditions dominate and no
// condition in view has a warning sign. The red-flag screen stays in front of this, on every utterance.
import { LEVEL_RANK, type DifferentialEntry } from './differential.ts';
import type { CareLevel } from './knowledge/conditions/index.ts';

/** a must-not-miss condition counts from this posterior (recall first: tuned on the project's own suite) */
export const MUST_NOT_MISS_THRESHOLD = 0.2;
/** any other condition counts from this posterior */
export const LIKELY_THRESHOLD = 0.4;
/** self-care needs self-limiting conditions to hold at least this share of the differential's weight */
const SELF_CARE_SHARE = 0.5;
/** ...and the most likely condition to be a plausible explanation in its own right (tuned on the project's
 *  own suite and the development set: 0.5 gave self-care to 44 % of the development set's self-care cases,
 *  0.3 to 53 % with no case made less safe; 0.2 reached 61 % but under-triaged one more case) */
const SELF_CARE_TOP = 0.3;
/** ...or, when the complaint does not single out one cause (watery diarrhoea alone: viral gastroenteritis, food
 *  poisoning or traveller's diarrhoea), the self-limiting causes together: the most likely still self-limiting
 *  and a fair explanation (0.2), all of them together a likely one (0.4) and most of the weight (55 %). The
 *  causes differ but the care is the same (fluids, rest, when to seek help); a chronic or dangerous cause in
 *  view keeps its own say through the share, the warning signs and the must-not-miss check below. */
const POOLED_TOP = 0.2;
const POOLED_SUM = 0.4;
const POOLED_SHARE = 0.55;

export interface DifferentialTriage {
  /** the most urgent level the differential calls for, or null when nothing in it is likely enough */
  level: CareLevel | null;
  /** the condition behind that level, and why */
  driver: DifferentialEntry | null;
  reason: string | null;
  /** self-limiting conditions dominate and nothing in view has a warning sign */
  selfCare: boolean;
}

export const URGENCY_OF: Record<CareLevel, number> = { emergency: 5, urgent: 4, non_urgent: 3, self_care: 1 };

function counts(e: DifferentialEntry): boolean {
  return e.posterior >= (e.mustNotMiss ? MUST_NOT_MISS_THRESHOLD : LIKELY_THRESHOLD);
}

export function triageFromDifferential(dx: readonly DifferentialEntry[]): DifferentialTriage {
  let driver: DifferentialEntry | null = null;
  for (const e of dx) {
    if (!counts(e)) continue;
    if (!driver || LEVEL_RANK[e.level] > LEVEL_RANK[driver.level] || (e.level === driver.level && e.posterior > driver.posterior)) driver = e;
  }
  const reason = driver
    ? `possible ${driver.name.toLowerCase()}${driver.escalatedBy.length ? ` (${driver.escalatedBy[0]})` : ''}`
    : null;

  const weight = dx.reduce((s, e) => s + e.posterior, 0);
  const selfLimited = dx.filter((e) => e.selfLimiting).reduce((s, e) => s + e.posterior, 0);
  const warning = dx.some((e) => e.escalatedBy.length > 0 && e.posterior >= 0.05);
  const danger = dx.some((e) => e.mustNotMiss && e.posterior >= MUST_NOT_MISS_THRESHOLD / 2);
  const top = dx[0];
  const share = weight > 0 ? selfLimited / weight : 0;
  const best = top?.posterior ?? 0;
  const plausible = best >= SELF_CARE_TOP || (best >= POOLED_TOP && selfLimited >= POOLED_SUM && share >= POOLED_SHARE);
  const selfCare = Boolean(top?.selfLimiting) && plausible && share >= SELF_CARE_SHARE && !warning && !danger
    && (!driver || driver.level === 'self_care');
  return { level: driver?.level ?? null, driver, reason, selfCare };
}
