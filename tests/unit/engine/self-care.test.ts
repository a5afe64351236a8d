// Why this exists: proves when the engine offers self-care and when it must not: self-limiting conditions that
// dominate the differential, a short course, no warning sign, no vulnerable patient (infant under 3 months,
// pregnancy, immunosuppression, age 75+), and never with a must-not-miss condition in view.
import { describe, expect, it } from 'vitest';
import { triageFromDifferential } from '../../../actors/engine/differential-triage.ts';
import type { DifferentialEntry } from '../../../actors/engine/differential.ts';
import { CONDITIONS } from '../../../actors/engine/knowledge/conditions/index.ts';
import { assessUrgency } from '../../../actors/engine/urgency.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';

const u = (text: string, over: Partial<HistoryFacts> = {}, patient: PatientInfo = {}) => assessUrgency(factsFrom(text, over), patient).urgency;

function entry(id: string, posterior: number, over: Partial<DifferentialEntry> = {}): DifferentialEntry {
  return {
    id, name: id, specialty: 'general_practice', posterior, level: over.selfLimiting ? 'self_care' : 'non_urgent',
    mustNotMiss: false, selfLimiting: false, escalatedBy: [], supporting: [], guidelines: [], ...over,
  };
}
const sl = (id: string, posterior: number, over: Partial<DifferentialEntry> = {}) => entry(id, posterior, { selfLimiting: true, ...over });

describe('self-care over a differential with no single likely cause', () => {
  // acute watery diarrhoea alone: several self-limiting causes, none of them likely on its own
  const pooled = [sl('viral_gastroenteritis', 0.23), entry('ibs', 0.15), sl('travellers_diarrhoea', 0.11), sl('food_poisoning', 0.09), entry('lactose_intolerance', 0.08)];

  it('offers self-care when the self-limiting causes together are likely and hold most of the weight', () => {
    // self-limiting 0.43 of 0.66: 65 %
    expect(triageFromDifferential(pooled).selfCare).toBe(true);
  });

  it('not when the self-limiting causes together are not a likely explanation', () => {
    // 0.23 + 0.05 + 0.04 = 0.32 < 0.4
    const thin = [sl('a', 0.23), entry('b', 0.1), sl('c', 0.05), sl('d', 0.04)];
    expect(triageFromDifferential(thin).selfCare).toBe(false);
  });

  it('not when conditions that need a visit hold close to half the weight', () => {
    // self-limiting 0.45 of 0.9: 50 %, under the 55 % the pooled rule needs
    const split = [sl('a', 0.25), entry('b', 0.24), entry('c', 0.21), sl('d', 0.2)];
    expect(triageFromDifferential(split).selfCare).toBe(false);
  });

  it('not when the most likely cause is below 0.2, however many self-limiting ones trail it', () => {
    const flat = [sl('a', 0.19), sl('b', 0.18), sl('c', 0.17), entry('d', 0.05)];
    expect(triageFromDifferential(flat).selfCare).toBe(false);
  });

  it('not with a warning sign on any condition in view, nor a must-not-miss condition at half its threshold', () => {
    const warned = [...pooled.slice(0, 4), sl('campylobacter', 0.06, { escalatedBy: ['blood in stool'], level: 'urgent' })];
    expect(triageFromDifferential(warned).selfCare).toBe(false);
    const danger = [...pooled, entry('appendicitis', 0.1, { mustNotMiss: true, level: 'emergency' })];
    expect(triageFromDifferential(danger).selfCare).toBe(false);
  });

  it('watery diarrhoea since yesterday in an adult, no blood or fever, drinking fine: self-care', () => {
    expect(u('watery diarrhoea since yesterday, no blood, no fever, drinking fine', { age: 30 })).toBe(1);
    expect(u('tengo diarrea desde ayer, sin sangre, sin fiebre', { age: 30 })).toBe(1);
  });

  it('...but not with blood in the stool, signs of dehydration, a high fever, three weeks of it, at 82, or in pregnancy', () => {
    expect(u('bloody diarrhoea since yesterday', { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u('diarrhoea since yesterday and blood in my poo', { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u("diarrhoea since yesterday, I can't keep fluids down", { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u('diarrhoea since yesterday, very thirsty and peeing less', { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u('diarrhoea since yesterday with a high fever', { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u('watery diarrhoea for three weeks', { age: 30 })).toBeGreaterThanOrEqual(2);
    expect(u('watery diarrhoea since yesterday, no blood', { age: 82 })).toBeGreaterThanOrEqual(2);
    expect(u('watery diarrhoea since yesterday, no blood', { age: 30, pregnant: true })).toBeGreaterThanOrEqual(2);
  });
});

describe('self-care for a condition that normally lasts longer than two weeks', () => {
  it('a cough left over from a cold three weeks ago, nothing else: self-care (an acute cough runs about three weeks)', () => {
    expect(u('After a cold 3 weeks ago I still have a cough with a little white phlegm, no fever', { age: 29 })).toBe(1);
  });

  it('...but not once it has outlasted that course, nor with breathlessness, in a smoker, or at 80', () => {
    expect(u('After a cold 5 weeks ago I still have a cough with a little white phlegm, no fever', { age: 29 })).toBeGreaterThanOrEqual(2);
    expect(u('After a cold 3 weeks ago I still have a cough, and I get breathless', { age: 29 })).toBeGreaterThanOrEqual(2);
    expect(u('After a cold 3 weeks ago I still have a cough, I smoke 20 a day', { age: 29 })).toBeGreaterThanOrEqual(2);
    expect(u('After a cold 3 weeks ago I still have a cough', { age: 80 })).toBeGreaterThanOrEqual(2);
    expect(u('cough with phlegm for 3 weeks and I am losing weight', { age: 29 })).toBeGreaterThanOrEqual(2);
  });

  it('the longer course is the exception: a cold, diarrhoea or a rash of two weeks still deserves a visit', () => {
    expect(u('runny nose and sneezing for 2 weeks', { age: 29 })).toBeGreaterThanOrEqual(2);
    expect(u('watery diarrhoea for 2 weeks', { age: 29 })).toBeGreaterThanOrEqual(2);
    expect(u('I have had an itchy red rash on my forearms for two weeks', { age: 29 })).toBeGreaterThanOrEqual(2);
  });

  it('only self-limiting conditions carry their own home-care limit, from a few days to four weeks', () => {
    const own = CONDITIONS.filter((c) => c.selfCareDays !== undefined);
    expect(own.length).toBeGreaterThan(0);
    for (const c of own) {
      expect(c.selfLimiting, c.id).toBe(true);
      expect(c.selfCareDays, c.id).toBeGreaterThanOrEqual(3);
      expect(c.selfCareDays, c.id).toBeLessThanOrEqual(28);
    }
  });

  it('diarrhoea has a shorter limit: a week (NHS: see a GP for diarrhoea lasting more than 7 days)', () => {
    expect(u('watery diarrhoea for 5 days, no blood, drinking fine', { age: 30 })).toBe(1);
    expect(u('diarrhoea for 10 days, no blood', { age: 30 })).toBeGreaterThanOrEqual(2);
  });
});

describe('self-care when a sign all but names a self-limiting condition', () => {
  const hfm = 'My 3 year old has little blisters on her hands and feet and sores in her mouth';

  it('hand, foot and mouth disease in a toddler who is drinking: self-care, although spots on the palms and soles are a routine visit on their own', () => {
    expect(u(`${hfm}, and a mild temperature. She's drinking okay.`, { age: 3 })).toBe(1);
  });

  it('...but not when she will not drink, has a high fever or is drowsy, not in a baby with a temperature, not in pregnancy', () => {
    expect(u(`${hfm}, she won't drink and has had only one wet nappy today`, { age: 3 })).toBeGreaterThanOrEqual(2);
    expect(u(`${hfm} and a temperature of 40`, { age: 3 })).toBeGreaterThanOrEqual(2);
    expect(u(`${hfm}, she is very drowsy`, { age: 3 })).toBeGreaterThanOrEqual(2);
    expect(u('My baby has little blisters on her hands and feet and sores in her mouth and a temperature', { age: 0.7 })).toBeGreaterThanOrEqual(2);
    expect(u('I have little blisters on my hands and feet and sores in my mouth', { age: 30, pregnant: true })).toBeGreaterThanOrEqual(2);
  });

  it('spots on the palms and soles of an adult, where the condition is not near certain (syphilis is in view), keep their routine visit', () => {
    expect(u('rash on the palms of my hands and soles of my feet', { age: 30 })).toBe(3);
    expect(u('spots on my palms and soles, no itch, I had a painless sore down below a few weeks ago', { age: 30 })).toBeGreaterThanOrEqual(3);
  });
});

describe("mild otitis externa (swimmer's ear) is self-care", () => {
  it('an itchy, mildly sore ear after swimming with no discharge or deafness: self-care (pharmacy acidic drops)', () => {
    expect(u('my right ear is itchy and a bit sore after swimming for 2 days, no discharge, hearing normal', { age: 21 })).toBe(1);
    expect(u('21M R ear itchy + mildly sore after swimming 2d, no discharge, hearing normal, afebrile', { age: 21 })).toBe(1);
  });

  it('...but a visit with discharge, a blocked or muffled ear, fever, severe pain, or diabetes (necrotising otitis externa)', () => {
    expect(u('my ear is itchy and sore after swimming, with discharge from my ear', { age: 21 })).toBeGreaterThanOrEqual(2);
    expect(u('itchy sore ear after swimming, yellow discharge from the ear', { age: 21 })).toBeGreaterThanOrEqual(2);
    expect(u('itchy sore ear after swimming, my ear feels blocked', { age: 21 })).toBeGreaterThanOrEqual(2);
    expect(u('itchy sore ear after swimming, muffled hearing', { age: 21 })).toBeGreaterThanOrEqual(2);
    expect(u('my ear hurts after swimming and I have a fever', { age: 21 })).toBeGreaterThanOrEqual(2);
    expect(u('ear pain after swimming, very painful', { age: 21 })).toBeGreaterThanOrEqual(4);
    expect(u('my right ear is itchy and sore after swimming, I have diabetes', { age: 60 })).toBeGreaterThanOrEqual(4);
  });
});

describe('the slight redness a removed splinter leaves', () => {
  it('a small splinter taken out, a little red, no pus: self-care', () => {
    expect(u('Small splinter of wood in my hand, I remove most of it with tweezers, now little red there. No pus.', { age: 41 })).toBe(1);
  });

  it('...but red, hot and swollen, with pus, or redness spreading up the arm is a visit', () => {
    expect(u('I had a splinter in my finger, got it out, now it is red, hot and swollen', { age: 41 })).toBeGreaterThanOrEqual(2);
    expect(u('splinter in my finger, now there is pus and it throbs', { age: 41 })).toBeGreaterThanOrEqual(2);
    expect(u('splinter in my hand, the redness is spreading up my arm', { age: 41 })).toBeGreaterThanOrEqual(3);
    // redness the patient does not call slight is not covered by the splinter
    expect(u('splinter in my hand and the skin around it is red', { age: 41 })).toBeGreaterThanOrEqual(2);
  });
});

describe('from 75, self-care only for a head cold', () => {
  it('a mild head cold at 78, no fever, eating and drinking: self-care', () => {
    expect(u("I'm 78 and I have a mild cold, runny nose, no fever, eating and drinking fine, not short of breath", { age: 78 })).toBe(1);
    expect(u('mild cold, runny nose and sneezing for 2 days', { age: 80 })).toBe(1);
  });

  it('...but not with a cough, a temperature or confusion, nor with a long-term condition or frailty', () => {
    expect(u('runny nose and a cough for 2 days', { age: 80 })).toBeGreaterThanOrEqual(2);
    expect(u('runny nose and a temperature for 2 days', { age: 80 })).toBeGreaterThanOrEqual(2);
    expect(u("runny nose for 2 days, I'm a bit confused", { age: 80 })).toBeGreaterThanOrEqual(4);
    expect(u('runny nose for 2 days, I have COPD', { age: 80 })).toBeGreaterThanOrEqual(2);
    expect(u('runny nose for 2 days', { age: 80, conditions: ['diabetes'] })).toBeGreaterThanOrEqual(2);
    expect(u('runny nose for 2 days', { age: 80, medications: ['methotrexate'] })).toBeGreaterThanOrEqual(2);
    expect(u("runny nose for 2 days, I live in a care home and I'm frail", { age: 80 })).toBeGreaterThanOrEqual(2);
  });

  it('...and other minor complaints at 75 or over still get a visit', () => {
    expect(u('watery diarrhoea since yesterday, no blood', { age: 80 })).toBeGreaterThanOrEqual(2);
    expect(u('twisted my ankle, walking fine, mild swelling', { age: 80 })).toBeGreaterThanOrEqual(2);
  });
});

describe('period pain as usual is self-care', () => {
  it('cramps in the lower tummy on the first day of a period, as usual: self-care (the abdominal pain is the period pain)', () => {
    expect(u('Period pain, cramps in my lower tummy on the first day of my period as usual.', { age: 20 })).toBe(1);
  });

  it('...but not worse than usual with fainting, with a fever, with a late period, sudden and one-sided, or lower abdominal pain without a period', () => {
    expect(u('period pain much worse than usual, lower tummy, I feel faint', { age: 20 })).toBeGreaterThanOrEqual(2);
    expect(u('period pain in my lower tummy and a fever', { age: 20 })).toBeGreaterThanOrEqual(4);
    expect(u('period pain in my lower tummy, my period is late', { age: 20 })).toBeGreaterThanOrEqual(4);
    expect(u('lower tummy pain, sudden, on one side, during my period', { age: 20 })).toBeGreaterThanOrEqual(4);
    expect(u('lower abdominal pain since this morning', { age: 20 })).toBeGreaterThanOrEqual(2);
  });
});
