// Why this exists: the measurements a patient or a note gives decide levels on their own ("SpO2 88 %",
// "tension 8/5"); each unit and notation the reader accepts has a case, and the readings it must not take.
import { describe, expect, it } from 'vitest';
import { readVitalSigns, vitalFindings } from '../../../actors/engine/vital-signs.ts';
import { normalizeText } from '../../../actors/engine/text-normalize.ts';

const read = (text: string) => readVitalSigns(normalizeText(text));
const findings = (text: string, age?: number) => vitalFindings(read(text), age);

describe('blood pressure', () => {
  it('reads mmHg in every language and cmHg after a French or Spanish label', () => {
    expect(read('BP 80/50')).toMatchObject({ systolic: 80, diastolic: 50 });
    expect(read('pression artérielle 85/50')).toMatchObject({ systolic: 85, diastolic: 50 });
    expect(read('tension 8/5, il est tout pâle')).toMatchObject({ systolic: 80, diastolic: 50 });
    expect(read('TA 12/8')).toMatchObject({ systolic: 120, diastolic: 80 });
    expect(findings('tension 8/5')).toContain('hypotension');
  });
  it('does not read a fraction without a pressure label as cmHg', () => {
    expect(read('pain 8/10').systolic).toBeUndefined();
    expect(read('3/7 cough').systolic).toBeUndefined();
  });
});

describe('glucose', () => {
  it('reads mg/dL, mmol/L and g/L', () => {
    expect(read('glucose 450 mg/dl').glucoseMaxMgDl).toBe(450);
    expect(read('sugar 2.5 mmol/l').glucoseMinMgDl).toBe(45);
    expect(read('glycémie 0,4 g/l').glucoseMinMgDl).toBe(40);
    expect(read('glycémie 4,5 g/l').glucoseMaxMgDl).toBe(450);
    expect(findings('glycémie 0,4 g/l')).toContain('hypoglycemia_severe');
    expect(findings('glycémie 1,1 g/l')).not.toContain('low_blood_sugar');
  });
});

describe('potassium and hypo readings', () => {
  it('reads potassium in mmol/L after K, K+ or its name, and grades it', () => {
    expect(read('Routine bloods today: K+ 6.1 mmol/L, eGFR 31').potassiumMax).toBe(6.1);
    expect(read('kaliémie 6,7').potassiumMax).toBe(6.7);
    expect(vitalFindings(read('potassium 6.1'))).toContain('high_potassium');
    expect(vitalFindings(read('potassium 6.1'))).not.toContain('high_potassium_severe');
    expect(vitalFindings(read('K 6.9'))).toContain('high_potassium_severe');
    expect(vitalFindings(read('potassium 4.8'))).not.toContain('high_potassium');
  });
  it('does not read a running distance or vitamin K dose as potassium', () => {
    expect(read('I ran a 5k yesterday').potassiumMax).toBeUndefined();
    expect(read('vitamin k 10 mg').potassiumMax).toBeUndefined();
  });
  it('reads a sugar that is "still" low and a hypo given as a number', () => {
    expect(read('my sugar is still 2.6').glucoseMinMgDl).toBeCloseTo(46.8, 0);
    expect(read('tive três hipoglicemias de 3,2').glucoseMinMgDl).toBeCloseTo(57.6, 0);
  });
});

describe('haemoglobin, loose oximeter and glucose readings', () => {
  it('reads haemoglobin in g/L and g/dL', () => {
    expect(read('Hb 72 g/L').hbMinGPerL).toBe(72);
    expect(read('hemoglobin 6.8').hbMinGPerL).toBe(68);
    expect(vitalFindings(read('Hb 55'))).toContain('hb_very_low');
    expect(vitalFindings(read('Hb 13.5'))).not.toContain('hb_low');
  });
  it('reads a lay oximeter reading with a %, and a meter glucose a few words on', () => {
    expect(read("my neighbour's finger oxygen thing and it says 88 to 89%").spo2).toBe(88);
    expect(read('I got 90% in my exam and my oxygen is fine').spo2).toBeUndefined();
    expect(read('Medi a glicose na farmácia e deu 320').glucoseMaxMgDl).toBe(320);
  });
  it('reads a home BP monitor in French', () => {
    expect(read('mon tensiomètre affiche 78/45').systolic).toBe(78);
  });
});
