// Why this exists: the offline safety reviewer (the red-flags team): drug interactions, pregnancy and
// under-18 policy, re-triage on emergency signs; it may raise urgency or escalate, never lower it.
import { reviewSafety } from '../engine/safety-review.ts';
import { triageLevelFor } from '../../server/protocol/index.ts';
import type { SafetyInput } from './roles.ts';
import { SafetyOutput } from '../../machines/contract/role-schemas.ts';

const EMPTY_FACTS = {
  complaint: '', opqrst: {}, medications: [], allergies: [], conditions: [], findings: [], negatedFindings: [], unknown: [],
};

export function offlineSafety(input: SafetyInput): SafetyOutput {
  const r = reviewSafety({
    facts: input.facts ?? EMPTY_FACTS,
    patient: input.patient,
    plan: { specialty: input.plan.specialty, urgency: input.plan.urgency, triageLevel: input.plan.triageLevel },
  });
  const urgency = Math.max(input.plan.urgency, r.urgency);
  return SafetyOutput.parse({
    urgency,
    triageLevel: triageLevelFor(urgency),
    escalate: r.escalate,
    emergency: r.emergency || urgency >= 5,
    requiresGuardianConsent: r.requiresGuardianConsent,
    findings: r.findings,
    checked: r.checked,
  });
}
