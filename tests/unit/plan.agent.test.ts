// Why this exists: the plan role turns a consensus into level, disposition and advice; risk scores may
// only raise urgency; the advice is in the patient's language with a note when it falls back.
import { planAdvice } from '../../actors/agents/plan.texts.ts';
import { describe, expect, it } from 'vitest';
import { dispositionFor, offlinePlan, urgencyWithRiskScores } from '../../actors/agents/plan.agent.ts';

const consensus = (urgency: number, specialty = 'cardiology', lowConfidence = false) => ({ specialty, urgency, averageConfidence: 0.8, lowConfidence, proposals: [] }) as never;

describe('offline plan', () => {
  it('maps urgency to level and disposition', () => {
    expect([5, 4, 3, 2, 1].map(dispositionFor)).toEqual(['emergency', 'urgent_care', 'primary_care', 'primary_care', 'self_care']);
    expect(offlinePlan({ consensus: consensus(4), council: null, facts: null, patient: {}, locale: 'en' })).toMatchObject({ triageLevel: 'urgent', disposition: 'urgent_care' });
    expect(offlinePlan({ consensus: consensus(1, 'general_practice'), council: null, facts: null, patient: {}, locale: 'en' })).toMatchObject({ triageLevel: 'self_care', disposition: 'self_care' });
  });

  it('lets risk scores raise urgency but never lower it', () => {
    expect(urgencyWithRiskScores(2, { heart: { score: 8, band: 'high', components: {} }, notes: [] })).toBe(5);
    expect(urgencyWithRiskScores(3, { heart: { score: 5, band: 'moderate', components: {} }, notes: [] })).toBe(4);
    expect(urgencyWithRiskScores(4, { heart: { score: 1, band: 'low', components: {} }, notes: [] })).toBe(4);
    expect(urgencyWithRiskScores(2, { cha2ds2vasc: { score: 3, components: {} }, notes: [] })).toBe(3);
    expect(urgencyWithRiskScores(4, { cha2ds2vasc: { score: 3, components: {} }, notes: [] })).toBe(4);
    expect(urgencyWithRiskScores(2, undefined)).toBe(2);
  });

  it('speaks the patient language and notes a fallback to English', () => {
    expect(offlinePlan({ consensus: consensus(3), council: null, facts: null, patient: {}, locale: 'pt-BR' }).advice).toMatch(/Com base no que você me contou/);
    const zh = offlinePlan({ consensus: consensus(3), council: null, facts: null, patient: {}, locale: 'zh' }).advice;
    expect(zh).toMatch(/^\(This service is not yet available in your language/);
    expect(zh).toMatch(/not a diagnosis/);
  });

  it('recommends general practice plainly when confidence is low', () => {
    const p = offlinePlan({ consensus: consensus(2, 'general_practice', true), council: null, facts: null, patient: {}, locale: 'en' });
    expect(p.advice).toMatch(/general practitioner is the best first step/);
  });
});

describe('the plan in the patient’s words', () => {
  it('names the specialty in the patient’s language, never a raw id', () => {
    for (const [locale, word] of [['es', 'dermatología'], ['fr', 'dermatologie'], ['pt', 'dermatologia']] as const) {
      const text = planAdvice({ specialty: 'dermatology', urgency: 2, lowConfidence: false, locale });
      expect(text).toContain(word);
      expect(text).not.toMatch(/dermatology|_/);
    }
  });
  it('keeps the council’s internal urgency note out of what the patient reads', () => {
    const text = planAdvice({ specialty: 'cardiology', urgency: 3, lowConfidence: false, locale: 'en', reasoning: 'Symptoms (chest pain) are consistent with a heart problem and warrant review by Cardiology. Urgency 3 reflects chest pain reported.' });
    expect(text).toContain('warrant review by Cardiology');
    expect(text).not.toMatch(/Urgency \d reflects/);
  });
});
