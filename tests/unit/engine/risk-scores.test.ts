// Why this exists: proves the partial HEART and CHA2DS2-VASc estimates follow the published point tables and say what they could not know.
import { describe, expect, it } from 'vitest';
import { computeRiskScores } from '../../../actors/engine/risk-scores.ts';
import type { HistoryFacts } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';


describe('HEART', () => {
  it('scores a highly suspicious history in an older patient with three risk factors', () => {
    const facts = factsFrom('chest pressure on exertion radiating to my jaw', {
      age: 68, sex: 'male', conditions: ['hypertension', 'diabetes'], medications: [], complaint: 'chest pressure on exertion radiating to my jaw; I smoke',
    });
    facts.findings.push('risk_smoking');
    const r = computeRiskScores(facts, {});
    expect(r.heart).toBeTruthy();
    expect(r.heart?.components).toEqual({ history: 2, ecg: 0, age: 2, riskFactors: 2, troponin: 0 });
    expect(r.heart?.score).toBe(6);
    expect(r.heart?.band).toBe('moderate');
    expect(r.notes.join(' ')).toMatch(/ECG/);
    expect(r.notes.join(' ')).toMatch(/troponin/);
    expect(r.notes.join(' ')).toMatch(/partial pre-clinical/);
  });

  it('counts known atherosclerotic disease as 2 risk points', () => {
    const r = computeRiskScores(factsFrom('chest pain', { age: 50, conditions: ['prior MI with stent'] }), {});
    expect(r.heart?.components.riskFactors).toBe(2);
    expect(r.heart?.components.age).toBe(1);
  });

  it('is low for a young patient with non-specific chest pain and no risk factors', () => {
    const r = computeRiskScores(factsFrom('sharp chest pain when I press on it'), { age: 30 });
    expect(r.heart?.score).toBe(0);
    expect(r.heart?.band).toBe('low');
  });

  it('returns null with the missing input when age is unknown', () => {
    const r = computeRiskScores(factsFrom('chest pain'), {});
    expect(r.heart).toBeNull();
    expect(r.missing.heart).toEqual(['age']);
  });

  it('is not computed without chest pain', () => {
    const r = computeRiskScores(factsFrom('itchy rash', { age: 60 }), {});
    expect(r.heart).toBeUndefined();
  });
});

describe('CHA2DS2-VASc', () => {
  it('adds every component for a high-risk patient', () => {
    const r = computeRiskScores(factsFrom('irregular heartbeat', { age: 78, sex: 'female', conditions: ['atrial fibrillation', 'hypertension', 'diabetes', 'previous stroke'] }), {});
    expect(r.cha2ds2vasc?.components).toEqual({ chf: 0, hypertension: 1, age: 2, diabetes: 1, strokeTia: 2, vascular: 0, sexCategory: 1 });
    expect(r.cha2ds2vasc?.score).toBe(7);
  });

  it('scores 65-74 as one age point and heart failure as one', () => {
    const r = computeRiskScores(factsFrom('palpitations', { age: 66, sex: 'male', conditions: ['AF', 'heart failure'] }), {});
    expect(r.cha2ds2vasc?.score).toBe(2);
  });

  it('returns null with the missing inputs when age or sex is unknown', () => {
    const r = computeRiskScores(factsFrom('palpitations', { age: 70 }), {});
    expect(r.cha2ds2vasc).toBeNull();
    expect(r.missing.cha2ds2vasc).toEqual(['sex']);
  });

  it('reads age and sex from the patient info when facts lack them', () => {
    const r = computeRiskScores(factsFrom('palpitations'), { age: 80, sex: 'male' });
    expect(r.cha2ds2vasc?.components.age).toBe(2);
    expect(r.cha2ds2vasc?.components.sexCategory).toBe(0);
  });
});
