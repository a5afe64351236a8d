// Why this exists: proves each council member's opinion proposes a fitting specialty, is calibrated, carries the case urgency and never diagnoses.
import { describe, expect, it } from 'vitest';
import { formCouncil } from '../../../actors/engine/council.ts';
import { extractFindings } from '../../../actors/engine/findings.ts';
import { councilOpinions, specialistOpinion } from '../../../actors/engine/specialist.ts';
import type { HistoryFacts } from '../../../actors/engine/types.ts';

function factsFrom(text: string, over: Partial<HistoryFacts> = {}): HistoryFacts {
  const { findings, negated } = extractFindings(text);
  return { complaint: text, opqrst: {}, medications: [], allergies: [], conditions: [], findings, negatedFindings: negated, unknown: [], ...over };
}

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
