// Why this exists: proves the engine reads a body site and its complaint apart in one sentence, and the numbers that carry clinical meaning, without inventing findings from denials or unrelated numbers.
import { describe, expect, it } from 'vitest';
import { extractFindings } from '../../../actors/engine/findings.ts';
import { cooccurrenceFindings, numericFindings, temperatureFindings } from '../../../actors/engine/finding-signals.ts';
import { extractHistory } from '../../../actors/engine/history-extract.ts';

const has = (text: string) => extractFindings(text).findings;

describe('site and complaint in one sentence', () => {
  it('reads pain and swelling named apart from their site', () => {
    expect(has('my left calf has been swollen, warm and painful for 2 days')).toEqual(expect.arrayContaining(['calf_pain', 'leg_swelling']));
    expect(has('heavy pressure in the middle of my chest')).toEqual(expect.arrayContaining(['chest_pressure', 'chest_pain']));
    expect(has('my lips and one side of my tongue are swollen')).toContain('angioedema');
    expect(has('small painful red bump on the edge of my upper eyelid')).toContain('eyelid_bump');
    expect(has('he was sick and there was a lot of bright red blood in the sink')).toContain('vomiting_blood');
    expect(has('black, tarry, sticky stools since yesterday')).toContain('black_stool');
    expect(has('got bitten on the hand by a stray dog')).toContain('animal_bite');
    expect(has('the baby has been moving much less than usual')).toContain('reduced_fetal_movement');
    expect(has("I haven't been able to pee since last night")).toContain('urinary_retention');
  });
  it('does not assert a pair the patient denies', () => {
    expect(has('no blood in the vomit')).not.toContain('vomiting_blood');
    expect(cooccurrenceFindings('my calf is not swollen').found).not.toContain('leg_swelling');
    expect(cooccurrenceFindings('my calf is not swollen').denied).toContain('leg_swelling');
  });
  it('keeps skin-surface complaints out of joint and limb pain', () => {
    expect(has('sore sunburn on my shoulders')).not.toContain('joint_pain');
    expect(has('burning in my chest after a big meal, antacid helps')).not.toContain('chest_pain');
  });
  it('does not read "painless" as pain', () => {
    const f = has('found a hard painless lump on my right testicle');
    expect(f).not.toContain('testicular_pain');
    expect(f).toContain('testicular_lump');
  });
});

describe('numbers with clinical meaning', () => {
  it('grades a temperature in Celsius or Fahrenheit, with or without a word for it', () => {
    expect(temperatureFindings('37.9')).toEqual(['low_grade_fever', 'fever']);
    expect(temperatureFindings('the thermometer said 38.4')).toEqual(['fever']);
    expect(temperatureFindings('fiebre de 39,5 desde hace 3 dias')).toEqual(['high_fever', 'fever']);
    expect(temperatureFindings('temperature 101.5')).toEqual(['fever']);
    expect(temperatureFindings('temp 36.8, feel fine')).toEqual([]);
  });
  it('ignores numbers that are not temperatures', () => {
    expect(temperatureFindings('she weighs 14 kg')).toEqual([]);
    expect(temperatureFindings("I'm 38 weeks pregnant")).toEqual([]);
    expect(temperatureFindings("I'm 38")).toEqual([]);
    expect(temperatureFindings('blood pressure 140/90')).toEqual([]);
  });
  it('flags a high INR and a large number of tablets swallowed', () => {
    expect(numericFindings('my inr today was 8.2')).toContain('high_inr');
    expect(numericFindings('inr 2.5 as usual')).not.toContain('high_inr');
    expect(numericFindings('i took about 30 paracetamol tablets 3 hours ago')).toContain('overdose');
    expect(numericFindings('she ate about 10 of them')).toContain('overdose');
    expect(numericFindings('i took 2 paracetamol tablets for the headache')).not.toContain('overdose');
  });
});

describe('who the consult is about', () => {
  it('reads a relative named at the start of the message', () => {
    expect(extractHistory(['Dad is 88 and in a care home, more muddled for 2 days']).age).toBe(88);
  });
});
