// Why this exists: proves each council member's opinion proposes a fitting specialty, is calibrated, carries the case urgency and never diagnoses.
import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../../../actors/agents/history.agent.ts';
import { assessUrgency } from '../../../actors/engine/urgency.ts';
import { formCouncil } from '../../../actors/engine/council.ts';
import { councilOpinions, fitClarity, specialistOpinion } from '../../../actors/engine/specialist.ts';
import { scoreSpecialties } from '../../../actors/engine/council.ts';
import { judgeConsensus } from '../../../actors/engine/consensus.ts';
import type { HistoryFacts } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';


const CARDIAC = factsFrom('crushing chest pain radiating to the jaw with sweating on exertion', { age: 64, sex: 'male', conditions: ['hypertension'] });

describe('specialistOpinion', () => {
  it('names the agent after the specialty', () => {
    expect(specialistOpinion('cardiology', CARDIAC, {}).agent).toBe('cardiology_specialist');
  });

  it('keeps its own specialty with high confidence on a clear fit', () => {
    const o = specialistOpinion('cardiology', CARDIAC, {});
    expect(o.specialty).toBe('cardiology');
    expect(o.confidence).toBeGreaterThanOrEqual(0.8);
    expect(o.urgency).toBe(5);
  });

  it('refers to the better-fitting specialty when the findings are not its own', () => {
    const o = specialistOpinion('dermatology', CARDIAC, {});
    expect(o.specialty).toBe('cardiology');
    expect(o.reasoning).toMatch(/Cardiology/);
  });

  it('is below 0.7 and proposes general practice for a vague complaint', () => {
    const facts = factsFrom('I just feel tired and off');
    for (const s of formCouncil(facts, {})) {
      const o = specialistOpinion(s, facts, {});
      expect(o.specialty).toBe('general_practice');
      expect(o.confidence).toBeLessThan(0.7);
    }
  });

  it('never diagnoses, doses or stops medication in its reasoning', () => {
    const cases = [CARDIAC, factsFrom('burning when I pee'), factsFrom('itchy rash'), factsFrom('I feel sad and hopeless'), factsFrom('')];
    for (const facts of cases) {
      for (const s of ['general_practice', 'cardiology', 'dermatology', 'psychiatry', 'urology']) {
        const o = specialistOpinion(s, facts, {});
        expect(o.reasoning).toMatch(/consistent with|warrant/);
        expect(o.reasoning).not.toMatch(/\bdiagnos|\byou have\b|\d+\s?mg\b|stop taking/i);
        expect(o.reasoning.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2);
        expect(o.confidence).toBeGreaterThanOrEqual(0);
        expect(o.confidence).toBeLessThanOrEqual(1);
        expect(Number.isInteger(o.urgency)).toBe(true);
      }
    }
  });

  it('lets the council reach the fitting specialty by plurality', () => {
    const facts = factsFrom('every spring I get sneezing, itchy watery eyes and a runny nose');
    const votes = councilOpinions(formCouncil(facts, {}), facts, {}).map((o) => o.specialty);
    const count = votes.filter((v) => v === 'allergy_immunology').length;
    expect(count).toBeGreaterThan(votes.length / 2);
  });

  it('councilOpinions matches per-member opinions', () => {
    const members = formCouncil(CARDIAC, {});
    expect(councilOpinions(members, CARDIAC, {})).toEqual(members.map((m) => specialistOpinion(m, CARDIAC, {})));
  });
});

describe('confidence calibration', () => {
  const council = (facts: HistoryFacts) => councilOpinions(formCouncil(facts, {}), facts, {});
  const clear = [
    'every spring I get sneezing, itchy watery eyes and a runny nose',
    'I have blood in my urine, no pain',
    'my heart keeps racing and skipping beats',
    'itchy red rash on my arms',
  ];

  it('members whose field does not fit defer to a clear best fit with high confidence, not a low default', () => {
    for (const text of clear) {
      const votes = council(factsFrom(text));
      const c = judgeConsensus(votes);
      expect(c.lowConfidence, text).toBe(false);
      expect(new Set(votes.map((v) => v.specialty)).size, text).toBe(1);
      for (const v of votes) expect(v.confidence, `${text}: ${v.agent}`).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('the member whose field is the best fit is at least as sure as those deferring to it', () => {
    const votes = council(factsFrom('I have blood in my urine, no pain'));
    const own = votes.find((v) => v.agent === 'urology_specialist')!;
    for (const v of votes) expect(own.confidence).toBeGreaterThanOrEqual(v.confidence);
  });

  it('a common cold is a clear fit for general practice, not a vague one', () => {
    const c = judgeConsensus(council(factsFrom('sore throat and a runny nose and sneezing')));
    expect(c.specialty).toBe('general_practice');
    expect(c.lowConfidence).toBe(false);
  });

  it('stays below 0.70 when the complaint is vague', () => {
    for (const text of ['I just feel tired and off', 'I feel unwell', '']) {
      expect(judgeConsensus(council(factsFrom(text))).averageConfidence, text).toBeLessThan(0.7);
    }
  });

  it('stays below 0.70 when the evidence is split between two fits', () => {
    // a headache alone fits general practice and neurology about equally
    const votes = council(factsFrom('I have a headache'));
    expect(new Set(votes.map((v) => v.specialty)).size).toBeGreaterThan(1);
    expect(judgeConsensus(votes).lowConfidence).toBe(true);
  });

  it('fitClarity rises with the lead over the runner-up and is lowest for a fit that does not lead', () => {
    const ranked = scoreSpecialties(factsFrom('my heart keeps racing and skipping beats')).ranked;
    const top = ranked[0];
    const narrower = [top, { ...ranked[1], id: 'neurology', score: top.score * 0.9 }, ...ranked.slice(2)];
    expect(fitClarity(top, ranked)).toBeGreaterThan(fitClarity(top, narrower));
    expect(fitClarity(ranked[1], ranked)).toBeLessThan(fitClarity(top, ranked));
    for (const r of ranked) {
      expect(fitClarity(r, ranked)).toBeGreaterThanOrEqual(0.4);
      expect(fitClarity(r, ranked)).toBeLessThanOrEqual(0.9);
    }
  });

  it('a named condition with no new symptom is enough to route a follow-up', () => {
    const facts = factsFrom('CKD stage 3, my kidney function result dropped again');
    const c = judgeConsensus(council(facts));
    expect(c.proposals[0].specialty).toBe('nephrology');
  });
});

describe('a seat sees the differential within its own field', () => {
  const facts = (text: string) => gatherFacts({ patientTexts: [text], answers: [], patient: { age: 30 } });

  it('lists its vote first, and its own specialty too when a plausible condition of its field is in the differential', () => {
    const f = facts('my knee hurts after running, it is a bit swollen');
    const dx = assessUrgency(f, { age: 30 }).differential;
    for (const seat of ['sports_medicine', 'orthopedics', 'rheumatology', 'general_practice', 'cardiology']) {
      const o = specialistOpinion(seat, f, { age: 30 });
      expect(o.differential_specialties?.[0]).toBe(o.specialty);
      const plausibleOwn = dx.some((e) => e.specialty === seat && e.posterior >= 0.25);
      expect(o.differential_specialties?.includes(seat), seat).toBe(plausibleOwn || o.specialty === seat);
    }
    // a knee injury after running is most likely a sports injury: that seat lists its own field whatever it votes
    expect(specialistOpinion('sports_medicine', f, { age: 30 }).differential_specialties).toContain('sports_medicine');
    // cardiology has nothing of its own here
    expect(specialistOpinion('cardiology', f, { age: 30 }).differential_specialties).not.toContain('cardiology');
  });
});
