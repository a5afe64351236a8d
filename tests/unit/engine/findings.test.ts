// Why this exists: proves the findings lexicon reads lay, clinical, abbreviated and multilingual text and respects negation.
import { describe, expect, it } from 'vitest';
import { extractDemographics, extractFindings, findingsFromHistory } from '../../../actors/engine/findings.ts';
import { compilePhrase } from '../../../actors/engine/phrase-compiler.ts';
import { FINDINGS } from '../../../actors/engine/knowledge/findings.data.ts';

const has = (text: string) => extractFindings(text).findings;

describe('findings lexicon', () => {
  it('holds about 150 unique findings, each with en, es, fr and pt phrases', () => {
    const ids = FINDINGS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(150);
    for (const f of FINDINGS) {
      for (const loc of ['en', 'es', 'fr', 'pt'] as const) expect(f.phrases[loc]?.length ?? 0, `${f.id} ${loc}`).toBeGreaterThan(0);
    }
    const withAsian = FINDINGS.filter((f) => f.phrases.zh?.length && f.phrases.ar?.length && f.phrases.hi?.length);
    expect(withAsian.length).toBeGreaterThanOrEqual(30);
  });

  it('compiles every phrase into a valid expression', () => {
    for (const f of FINDINGS) for (const p of Object.values(f.phrases).flat()) expect(() => new RegExp(compilePhrase(p))).not.toThrow();
  });

  it('only implies findings that exist', () => {
    const ids = new Set(FINDINGS.map((f) => f.id));
    for (const f of FINDINGS) for (const i of f.implies ?? []) expect(ids.has(i), `${f.id} → ${i}`).toBe(true);
  });
});

describe('extractFindings', () => {
  it('reads lay English', () => {
    expect(has("I've had a bad cough and I'm burning up")).toEqual(expect.arrayContaining(['cough', 'fever']));
    expect(has('my tummy hurts and I keep throwing up')).toEqual(expect.arrayContaining(['abdominal_pain', 'vomiting']));
    expect(has('it burns when I pee')).toContain('dysuria');
    expect(has('my ankles are swollen')).toContain('leg_swelling');
  });

  it('reads clinical abbreviations', () => {
    expect(has('Pt c/o CP and SOB, + N/V')).toEqual(expect.arrayContaining(['chest_pain', 'dyspnea', 'nausea', 'vomiting']));
    expect(has('HA x 2 days')).toContain('headache');
    expect(has('DOE, PND, b/l LE edema')).toEqual(expect.arrayContaining(['dyspnea_on_exertion', 'pnd', 'dyspnea', 'leg_swelling']));
    expect(has('RLQ pain since this morning')).toEqual(expect.arrayContaining(['abd_pain_rlq', 'abdominal_pain']));
    expect(has('LUQ tenderness')).toContain('abd_pain_luq');
    expect(has('dysuria and hematuria')).toEqual(expect.arrayContaining(['dysuria', 'hematuria']));
  });

  it('respects negation per clause', () => {
    const r = extractFindings('No fever, but I have a cough.');
    expect(r.findings).toContain('cough');
    expect(r.findings).not.toContain('fever');
    expect(r.negated).toContain('fever');
    const ros = extractFindings('Denies chest pain, SOB, N/V.');
    expect(ros.findings).not.toContain('chest_pain');
    expect(ros.negated).toEqual(expect.arrayContaining(['chest_pain', 'dyspnea']));
    expect(extractFindings('headache. no fever. chest pain').findings).toEqual(expect.arrayContaining(['headache', 'chest_pain']));
  });

  it('reads a verdict after the finding and a negative word inside a gapped phrase as a denial', () => {
    for (const [text, id] of [
      ['Her temperature is normal and she is feeding fine', 'fever'], ['urine ketones negative, HR 76', 'ketones'], ["my palms and the soles of my feet aren't itchy", 'itchy_palms_soles'],
      ["he hasn't been sick and is acting normally", 'vomiting'], ['pregnancy test negative', 'pregnancy'], ['la prueba de embarazo salió negativa', 'pregnancy'], ['covid test negative', 'covid_positive'],
    ] as const) {
      const r = extractFindings(text);
      expect(r.findings, text).not.toContain(id);
      expect(r.negated, text).toContain(id);
    }
    // what is still asserted stays asserted
    expect(has('chest pain, ECG was normal')).toContain('chest_pain');
    expect(has('she has been sick 3 times')).toContain('vomiting');
    expect(has("I'm pregnant, the test was positive")).toContain('pregnancy');
    expect(has("I can't pee")).toContain('urinary_retention');
    expect(has('no wet nappies today')).toContain('decreased_urination');
    expect(has('lots of wet nappies, feeding well')).not.toContain('decreased_urination');
    expect(has('burn from boiling hot water')).not.toContain('wound_infection');
    expect(has('I have a boil on my neck')).toContain('wound_infection');
    expect(has("j'ai mal au cœur")).toContain('nausea');
    expect(has('my 7 month old is dribbling a lot, a tooth is coming')).not.toContain('nocturia_weak_stream');
  });

  it('reads es, fr, pt, zh, ar and hi', () => {
    expect(has('Tengo fiebre y dolor de garganta')).toEqual(expect.arrayContaining(['fever', 'sore_throat']));
    expect(has("J'ai mal au ventre et je vomis")).toEqual(expect.arrayContaining(['abdominal_pain', 'vomiting']));
    expect(has('Estou com falta de ar e tosse')).toEqual(expect.arrayContaining(['dyspnea', 'cough']));
    expect(has('我头痛，发烧')).toEqual(expect.arrayContaining(['headache', 'fever']));
    expect(has('عندي صداع')).toContain('headache');
    expect(has('मुझे बुखार है')).toContain('fever');
  });

  it('is tolerant of case and accents', () => {
    expect(has('FIÈVRE depuis hier')).toContain('fever');
    expect(has('DOLOR DE CABEZA')).toContain('headache');
  });

  it('adds implied findings', () => {
    expect(has('high fever since last night')).toEqual(expect.arrayContaining(['high_fever', 'fever']));
  });

  it('does not confuse look-alike phrases', () => {
    expect(has("I can't fall asleep")).not.toContain('fall');
    expect(has("I can't fall asleep")).toContain('insomnia');
    expect(has('my nose is running and I sneeze a lot')).not.toContain('sports_injury');
    expect(has('non-smoker')).not.toContain('risk_smoking');
    expect(has('allergic to penicillin')).not.toContain('allergic_reaction');
  });

  it('reads risk factors from conditions and medications', () => {
    const risks = findingsFromHistory(['HTN', 'type 2 diabetes', 'metformin', 'prior stroke']);
    expect([...risks]).toEqual(expect.arrayContaining(['risk_hypertension', 'risk_diabetes', 'risk_stroke']));
    expect(has('hx of HTN, DM, smokes a pack a day')).toEqual(expect.arrayContaining(['risk_hypertension', 'risk_diabetes', 'risk_smoking']));
  });
});

describe('extractDemographics', () => {
  it('reads the clinical shorthand of a note', () => {
    expect(extractDemographics('54M c/o chest pain')).toEqual({ age: 54, sex: 'male' });
    expect(extractDemographics('30F G1 6/40, nausea')).toEqual({ age: 30, sex: 'female' });
    expect(extractDemographics('pt 67F, fall')).toEqual({ age: 67, sex: 'female' });
    expect(extractDemographics('7 mo F, coryza').age).toBe(0.58);
    expect(extractDemographics('I walked 5m and got breathless').age).toBeUndefined();
  });
  it('reads vignette shorthand and third-person stories', () => {
    expect(extractDemographics('45 y/o m, pain and redness of skin')).toEqual({ age: 45, sex: 'male' });
    expect(extractDemographics('72yo F with cough')).toEqual({ age: 72, sex: 'female' });
    expect(extractDemographics('my 3 month old daughter has a fever')).toEqual({ age: 0.25, sex: 'female' });
    expect(extractDemographics('I have had a cough for 2 years').age).toBeUndefined();
  });
});

describe('extractDemographics: a clinical note\'s age in months or weeks', () => {
  it('reads "4/12 F" and "8/12 boy" as months and "3/52 old" as weeks, but not a "4/12 hx" duration', () => {
    expect(extractDemographics('4/12 F, 10 h after routine immunisations').age).toBeCloseTo(0.33, 2);
    expect(extractDemographics('8/12 boy, T 39.1 since last night').age).toBeCloseTo(0.67, 2);
    expect(extractDemographics('3/52 old baby, jaundice').age).toBeCloseTo(0.06, 2);
    expect(extractDemographics('4/12 hx of cough').age).toBeUndefined();
  });
});
