// Why this exists: proves the council has 3..5 fitting members, keeps general practice in, and adds obstetrics, paediatrics and geriatrics when the patient calls for them.
import { describe, expect, it } from 'vitest';
import { formCouncil, scoreSpecialties } from '../../../actors/engine/council.ts';
import { judgeConsensus } from '../../../actors/engine/consensus.ts';
import { councilOpinions } from '../../../actors/engine/specialist.ts';
import { SPECIALTY_IDS } from '../../../actors/engine/knowledge/specialties.data.ts';
import { SPECIALTIES } from '../../../server/protocol/enums.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';

const council = (text: string, over: Partial<HistoryFacts> = {}, patient: PatientInfo = {}) => formCouncil(factsFrom(text, over), patient);

describe('specialty knowledge base', () => {
  it('covers exactly the 25 protocol specialties', () => {
    expect([...SPECIALTY_IDS].sort()).toEqual([...SPECIALTIES].sort());
  });
});

describe('formCouncil', () => {
  it('always has 3 to 5 distinct known members including general practice when it is not outranked', () => {
    const texts = ['', 'I feel unwell', 'chest pain', 'rash and itch', 'fever, cough, headache, rash, joint pain, diarrhea, red eye, ear pain'];
    for (const t of texts) {
      const c = council(t);
      expect(c.length).toBeGreaterThanOrEqual(3);
      expect(c.length).toBeLessThanOrEqual(5);
      expect(new Set(c).size).toBe(c.length);
      for (const id of c) expect(SPECIALTY_IDS).toContain(id);
    }
    expect(council('I feel unwell')).toContain('general_practice');
    expect(council('chest pain')).toContain('general_practice');
  });

  it('puts cardiology first for typical cardiac chest pain', () => {
    const c = council('crushing chest pain radiating to my left arm, sweating', { age: 62, sex: 'male' });
    expect(c[0]).toBe('cardiology');
    expect(c).toContain('general_practice');
  });

  it('brings dermatology, infectious disease and general practice to a cellulitis picture', () => {
    const c = council('45 y/o m, pain and redness of skin, low grade fever, edema lower leg', { age: 45, sex: 'male' });
    expect(c).toEqual(expect.arrayContaining(['dermatology', 'infectious_disease', 'general_practice']));
  });

  it('adds obstetrics and gynecology in pregnancy', () => {
    expect(council('headache and nausea', {}, { pregnant: true })).toContain('obstetrics_gynecology');
    expect(council('headache and nausea', { pregnant: true })).toContain('obstetrics_gynecology');
  });

  it('adds pediatrics for minors only', () => {
    expect(council('ear pain and fever', { age: 4 })).toContain('pediatrics');
    expect(council('ear pain and fever', { age: 34 })).not.toContain('pediatrics');
  });

  it('adds geriatrics for an older adult with falls or memory problems, not for any older adult', () => {
    expect(council('I fell twice this month and I am getting forgetful', { age: 84 })).toContain('geriatrics');
    expect(council('itchy rash on my hands', { age: 84 })).not.toContain('geriatrics');
  });

  it('keeps gynecology out for a man who is not pregnant', () => {
    expect(council('pelvic pain', { sex: 'male', age: 40 })).not.toContain('obstetrics_gynecology');
  });

  it('routes organ-specific complaints to the matching specialty first', () => {
    expect(council('red eye with crusty discharge')[0]).toBe('ophthalmology');
    expect(council('ringing in my ears and hearing loss')[0]).toBe('otolaryngology');
    expect(council('always thirsty and peeing a lot, lost weight')[0]).toBe('endocrinology');
    expect(council('black tarry stools')[0]).toBe('gastroenterology');
    expect(council('pain around the belly button moving to the right lower abdomen with nausea')[0]).toBe('general_surgery');
    expect(council('twisted my knee playing football')[0]).toBe('sports_medicine');
  });

  it('scores every specialty and ranks best first', () => {
    const { ranked } = scoreSpecialties(factsFrom('wheezing and short of breath'));
    expect(ranked).toHaveLength(25);
    expect(ranked[0].id).toBe('pulmonology');
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score);
  });
});

describe('the council as a whole', () => {
  const verdict = (text: string, patient: PatientInfo = {}) => {
    const facts = factsFrom(text);
    return judgeConsensus(councilOpinions(formCouncil(facts, patient), facts, patient));
  };

  it('agrees with high confidence when the findings point clearly to one specialty', () => {
    expect(verdict('my heart keeps racing and skipping beats')).toMatchObject({ specialty: 'cardiology', lowConfidence: false });
    expect(verdict('itchy red rash on my arms')).toMatchObject({ specialty: 'dermatology', lowConfidence: false });
    expect(verdict('heartburn after meals for two months')).toMatchObject({ specialty: 'gastroenterology', lowConfidence: false });
  });

  it('a lump on its own is for surgical assessment, not oncology', () => {
    const ranked = scoreSpecialties(factsFrom('a soft lump under the skin of my back')).ranked.map((r) => r.id);
    expect(ranked.indexOf('general_surgery')).toBeLessThan(ranked.indexOf('oncology'));
  });

  it('stays low-confidence, and so general practice, for a vague complaint', () => {
    expect(verdict('I feel weird')).toMatchObject({ specialty: 'general_practice', lowConfidence: true });
  });
});
