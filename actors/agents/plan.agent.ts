// Why this exists: the offline plan role: turn the consensus into a triage level, a disposition and
// plain advice with citations, and link each claim of the plan to the evidence behind it.
import { triageLevelFor, type Disposition } from '../../server/protocol/index.ts';
import type { PlanInput } from './roles.ts';
import { PlanOutput, type RiskScores } from '../../machines/contract/role-schemas.ts';
import { planAdvice, whenText } from './plan.texts.ts';

export function dispositionFor(urgency: number): Disposition {
  if (urgency >= 5) return 'emergency';
  if (urgency === 4) return 'urgent_care';
  if (urgency >= 2) return 'primary_care';
  return 'self_care';
}

/** Risk scores raise urgency, never lower it: a high HEART estimate is an emergency, a moderate one is
 *  same-day; CHA2DS2-VASc ≥ 2 warrants review within days. */
export function urgencyWithRiskScores(urgency: number, risk: RiskScores | undefined): number {
  let u = urgency;
  if (risk?.heart?.band === 'high') u = Math.max(u, 5);
  else if (risk?.heart?.band === 'moderate') u = Math.max(u, 4);
  if ((risk?.cha2ds2vasc?.score ?? 0) >= 2) u = Math.max(u, 3);
  return u;
}

export function offlinePlan(input: PlanInput): PlanOutput {
  const { consensus, council } = input;
  const urgency = urgencyWithRiskScores(consensus.urgency, council?.riskScores);
  const lead = council?.votes
    .filter((v) => v.specialty === consensus.specialty)
    .sort((a, b) => b.confidence - a.confidence)[0];
  const evidence = council?.evidence ?? [];
  const advice = planAdvice({
    specialty: consensus.specialty,
    urgency,
    lowConfidence: consensus.lowConfidence,
    reasoning: lead?.reasoning,
    locale: input.locale,
  });
  const claim = `See ${consensus.specialty.replace(/_/g, ' ')} ${whenText(urgency, 'en')}`;
  return PlanOutput.parse({
    specialty: consensus.specialty,
    urgency,
    triageLevel: triageLevelFor(urgency),
    disposition: dispositionFor(urgency),
    advice,
    citations: evidence.slice(0, 3).map((e) => ({ title: e.title, source: e.source, ...(e.url ? { url: e.url } : {}) })),
    evidenceMap: evidence.slice(0, 3).map((e) => ({ claim, evidenceId: e.id, snippet: e.snippet })),
  });
}
