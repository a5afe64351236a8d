// Why this exists: the differential's arithmetic and the triage decision over it, on small hand-made
// condition sets whose posteriors are worked out by hand below (not taken from the engine's output).
import { describe, expect, it } from 'vitest';
import { differential, priorFor, scoreCondition, timeMisfit } from '../../../actors/engine/differential.ts';
import { MUST_NOT_MISS_THRESHOLD, triageFromDifferential } from '../../../actors/engine/differential-triage.ts';
import type { ConditionDef } from '../../../actors/engine/knowledge/conditions/index.ts';

const X: ConditionDef = {
  id: 'x', name: 'Condition X', specialty: 'neurology', level: 'urgent', mustNotMiss: true, prior: 'common',
  findings: [['fever', 0.9, 1], ['stiff_neck', 0.5, 2], ['petechiae', 0.3, 3]],
  escalate: [{ any: ['confusion'], level: 'emergency', reason: 'with confusion' }],
};
const profile = (present: string[], extra: Partial<{ negated: string[]; age: number; sex: 'female' | 'male'; pregnant: boolean }> = {}) => ({
  present: new Set(present), negated: new Set(extra.negated ?? []), age: extra.age, sex: extra.sex, pregnant: extra.pregnant ?? false,
});

describe('scoreCondition', () => {
  it('adds the log likelihood ratios of present findings to the prior log-odds, the second strongest × 0.8', () => {
    // ln(0.02/0.98) + ln(0.5/0.05) + 0.8 · ln(0.9/0.15) = -3.8918 + 2.3026 + 1.4334 = -0.1558 → 0.4611
    expect(scoreCondition(X, profile(['fever', 'stiff_neck']))!.posterior).toBeCloseTo(0.4611, 3);
    // one finding alone counts in full: -3.8918 + 1.7918 = -2.1 → 0.1091
    expect(scoreCondition(X, profile(['fever']))!.posterior).toBeCloseTo(0.1091, 3);
  });

  it('counts a denied finding against the condition, and says nothing of one never mentioned', () => {
    // -0.1558 + ln(0.7/0.99) = -0.1558 - 0.3466 = -0.5024 → 0.3770
    expect(scoreCondition(X, profile(['fever', 'stiff_neck'], { negated: ['petechiae'] }))!.posterior).toBeCloseTo(0.377, 3);
  });

  it('charges the leak for a symptom the condition does not explain (cough)', () => {
    // -0.1558 + ln(0.03/0.08) = -0.1558 - 0.9808 = -1.1366 → 0.2429
    expect(scoreCondition(X, profile(['fever', 'stiff_neck', 'cough']))!.posterior).toBeCloseTo(0.2429, 3);
  });

  it('leaves out a condition nothing argues for, or one that cannot apply to the patient', () => {
    expect(scoreCondition(X, profile(['cough']))).toBeNull();
    // a modifier or risk factor alone is not a reason to think of it
    expect(scoreCondition({ ...X, findings: [...X.findings, ['severe', 0.8, 1], ['risk_smoking', 0.5, 1]] }, profile(['severe', 'risk_smoking']))).toBeNull();
    expect(scoreCondition({ ...X, sex: 'male' }, profile(['fever'], { sex: 'female' }))).toBeNull();
    expect(scoreCondition({ ...X, pregnancy: 'only' }, profile(['fever']))).toBeNull();
    expect(scoreCondition({ ...X, ages: { infant: 0 } }, profile(['fever'], { age: 0.5 }))).toBeNull();
  });

  it('counts a telling symptom left unmentioned a little against the condition', () => {
    const T: ConditionDef = { id: 't', name: 'T', specialty: 'neurology', level: 'urgent', prior: 'common', findings: [['fever', 0.9, 1], ['stiff_neck', 0.8, 2]] };
    // -3.8918 + 1.7918 + ln(1 - 0.5 · 0.8) = -2.1 - 0.5108 = -2.6108 → 0.0685
    expect(scoreCondition(T, profile(['fever']))!.posterior).toBeCloseTo(0.0685, 3);
  });

  it('counts a time course that contradicts the condition against it', () => {
    expect(timeMisfit({ course: 'days' }, { durationDays: 20 })).toBe(true);
    expect(timeMisfit({ course: 'days' }, { durationDays: 10 })).toBe(false);
    expect(timeMisfit({ course: 'chronic' }, { durationDays: 400 })).toBe(false);
    expect(timeMisfit({ onset: 'months' }, { sudden: true })).toBe(true);
    expect(timeMisfit({ onset: 'sudden', course: 'hours' }, {})).toBe(false);
    // fever and stiff neck for three weeks: -0.1558 + ln(0.2) = -1.7652 → 0.1461
    const acute = { ...X, course: 'days' as const };
    expect(scoreCondition(acute, { ...profile(['fever', 'stiff_neck']), durationDays: 21 })!.posterior).toBeCloseTo(0.1461, 3);
  });

  it('leaves out a condition of another body site when the patient names only other sites', () => {
    const knee: ConditionDef = { id: 'knee', name: 'Knee injury', specialty: 'orthopedics', level: 'non_urgent', prior: 'common', findings: [['site_knee', 0.95, 2], ['joint_swelling', 0.7, 2], ['injury', 0.9, 1]] };
    expect(scoreCondition(knee, profile(['injury', 'joint_swelling', 'site_ankle']))).toBeNull();
    expect(scoreCondition(knee, profile(['injury', 'joint_swelling', 'site_ankle', 'site_knee']))).not.toBeNull();
    // no site named: the condition stays in view
    expect(scoreCondition(knee, profile(['injury', 'joint_swelling']))).not.toBeNull();
  });

  it('multiplies the prior by the age band and pregnancy', () => {
    expect(priorFor({ ...X, ages: { older: 3 } }, { age: 80, pregnant: false })).toBeCloseTo(0.06);
    expect(priorFor({ ...X, ages: { older: 3 } }, { age: 30, pregnant: false })).toBeCloseTo(0.02);
    expect(priorFor({ ...X, pregnancy: 4 }, { pregnant: true })).toBeCloseTo(0.08);
  });

  it('raises the level when an escalator fires, and names it', () => {
    const e = scoreCondition(X, profile(['fever', 'confusion']))!;
    expect(e.level).toBe('emergency');
    expect(e.escalatedBy).toEqual(['with confusion']);
    expect(scoreCondition(X, profile(['fever']))!.level).toBe('urgent');
  });
});

describe('triageFromDifferential', () => {
  const cold: ConditionDef = { id: 'cold', name: 'Cold', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'very_common', findings: [['runny_nose', 0.9, 1], ['sneezing', 0.7, 1], ['sore_throat', 0.5, 1]] };
  const flu: ConditionDef = { id: 'flu', name: 'Flu', specialty: 'general_practice', level: 'non_urgent', prior: 'common', findings: [['fever', 0.9, 1], ['muscle_pain', 0.8, 2], ['cough', 0.8, 1]] };

  it('lets a must-not-miss condition count from its low threshold, with its escalated level', () => {
    // fever alone: -3.8918 + 1.7918 = -2.1 → 0.109, under the must-not-miss threshold
    const weak = differential(profile(['fever']), [X]);
    expect(weak[0].posterior).toBeLessThan(MUST_NOT_MISS_THRESHOLD);
    expect(triageFromDifferential(weak).level).toBeNull();
    const likely = differential(profile(['fever', 'stiff_neck', 'confusion']), [X]);
    // -0.1558 - 0.9808 (confusion is not one of X's findings) = -1.1366 → 0.2429, above the threshold; confusion escalates
    expect(likely[0].posterior).toBeCloseTo(0.2429, 3);
    expect(triageFromDifferential(likely)).toMatchObject({ level: 'emergency', reason: 'possible condition x (with confusion)', selfCare: false });
  });

  it('offers self-care only when self-limiting conditions dominate and nothing dangerous is in view', () => {
    const dx = differential(profile(['runny_nose', 'sneezing']), [cold, flu, X]);
    // cold: ln(0.05/0.95) + ln(6) + 0.8 · ln(4.667) = -2.944 + 1.792 + 1.232 = 0.080 → 0.52; flu and X have no support
    expect(dx.map((e) => e.id)).toEqual(['cold']);
    expect(triageFromDifferential(dx)).toMatchObject({ level: 'self_care', selfCare: true });
    const withFever = differential(profile(['runny_nose', 'sneezing', 'fever', 'stiff_neck']), [cold, flu, X]);
    expect(triageFromDifferential(withFever).selfCare).toBe(false);
  });
});
