// Why this exists: the safety review may only ever raise urgency; each rule is pinned by what must and must
// not fire, and a seeded random sweep checks the never-lower property over many histories.
import { describe, expect, it } from 'vitest';
import { findInteractions, resolveMedications, reviewSafety, SAFETY_RULES, type SafetyInput, type TriageLevel } from '../../../actors/engine/safety-review.ts';
import { DRUG_INTERACTIONS } from '../../../actors/engine/knowledge/interactions.data.ts';
import { checkText } from '../../../actors/engine/guardrails.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';

function facts(over: Partial<HistoryFacts> = {}): HistoryFacts {
  return { complaint: '', opqrst: {}, medications: [], allergies: [], conditions: [], findings: [], negatedFindings: [], unknown: [], ...over };
}
function review(f: Partial<HistoryFacts>, patient: PatientInfo = {}, urgency = 2, triageLevel: TriageLevel = 'non_urgent') {
  return reviewSafety({ facts: facts(f), patient, plan: { specialty: 'general_practice', urgency, triageLevel } });
}
const rulesOf = (r: ReturnType<typeof review>) => r.findings.map((f) => f.rule);

describe('drug interactions', () => {
  it.each([
    [['warfarin 5mg', 'Advil'], 'warfarin_nsaid'],
    [['Coumadin', 'aleve as needed'], 'warfarin_nsaid'],
    [['warfrin', 'ibuprofin'], 'warfarin_nsaid'],
    [['warfarin', 'baby aspirin'], 'warfarin_aspirin'],
    [['Eliquis', 'naproxen'], 'doac_nsaid_or_aspirin'],
    [['warfarin', 'fluconazole'], 'warfarin_azole_metronidazole'],
    [['warfarin', 'Flagyl'], 'warfarin_azole_metronidazole'],
    [['sertraline 50 mg', 'phenelzine'], 'ssri_snri_maoi'],
    [['Zoloft', 'tramadol'], 'ssri_snri_tramadol'],
    [['Lexapro', 'sumatriptan'], 'ssri_snri_triptan'],
    [['Effexor', 'linezolid'], 'ssri_snri_linezolid'],
    [['Viagra', 'nitroglycerin spray'], 'nitrate_pde5'],
    [['Imdur', 'cialis'], 'nitrate_pde5'],
    [['sildenafil', 'riociguat'], 'riociguat_pde5'],
    [['methotrexate weekly', 'Bactrim'], 'methotrexate_trimethoprim'],
    [['oxycodone', 'Xanax'], 'opioid_benzodiazepine'],
    [['lisinopril', 'spironolactone'], 'raas_potassium_raising'],
    [['lisinoprill', 'potassium chloride'], 'raas_potassium_raising'],
    [['lithium', 'ibuprofen'], 'lithium_nsaid'],
    [['lithium', 'hydrochlorothiazide'], 'lithium_diuretic'],
    [['simvastatin', 'clarithromycin'], 'statin_cyp3a4_inhibitor'],
    [['citalopram', 'azithromycin'], 'qt_prolonger_combination'],
    [['digoxin', 'amiodarone'], 'digoxin_amiodarone'],
    [['allopurinol', 'Imuran'], 'allopurinol_thiopurine'],
    [['sertralina', 'tramadol'], 'ssri_snri_tramadol'],
  ])('%j → %s is a severe warning that raises urgency to 3', (meds, id) => {
    const r = review({ medications: meds }, {}, 1, 'self_care');
    const f = r.findings.find((x) => x.rule === 'drug_interactions' && x.detail.includes(`(${id})`));
    expect(f?.severity).toBe('warn');
    expect(r.urgency).toBeGreaterThanOrEqual(3);
    expect(r.triageLevel).toBe('non_urgent');
    // a clinician reviews the medicines before anything is booked
    expect(r.escalate).toBe(true);
    expect(r.emergency).toBe(false);
  });

  it('marks clopidogrel + omeprazole as moderate: noted, urgency unchanged', () => {
    const r = review({ medications: ['Plavix', 'omeprazole'] }, {}, 1, 'self_care');
    expect(r.findings).toEqual([expect.objectContaining({ rule: 'drug_interactions', severity: 'info' })]);
    expect(r.findings[0].detail).toMatch(/Moderate.*clopidogrel.*omeprazole/);
    expect(r.urgency).toBe(1);
    expect(r.escalate).toBe(false);
  });

  it.each([
    [['warfarin']], [['ibuprofen', 'paracetamol']], [['aspirin', 'omeprazole']], [['Advil', 'ibuprofen 200mg']],
    [['citalopram']], [['amlodipine', 'atorvastatin']], [['vitamin d', 'fish oil']], [[]],
  ])('no interaction for %j', (meds) => {
    expect(findInteractions(meds)).toEqual([]);
    expect(rulesOf(review({ medications: meds }))).not.toContain('drug_interactions');
  });

  it('resolves brands, other languages, hyphens and multi-word names to generics', () => {
    const m = resolveMedications(['Tylenol with codeine', "St John's Wort", 'co-trimoxazole', 'Voltaren gel', 'ibuprofeno']);
    expect([...m.keys()].sort()).toEqual(['codeine', 'diclofenac', 'ibuprofen', 'st_johns_wort', 'trimethoprim']);
    expect(m.get('diclofenac')).toBe('Voltaren gel');
  });

  it('finds every pair in one list, each once', () => {
    const hits = findInteractions(['warfarin', 'ibuprofen', 'naproxen', 'aspirin']);
    expect(hits.map((h) => h.drugs.join('+')).sort()).toEqual(['warfarin+aspirin', 'warfarin+ibuprofen', 'warfarin+naproxen']);
  });

  it('concerns are plain language with no dosing or stop advice', () => {
    expect(DRUG_INTERACTIONS.length).toBeGreaterThanOrEqual(30);
    for (const ix of DRUG_INTERACTIONS) {
      expect(ix.concern).not.toMatch(/\bstop(?:ping)? (?:taking|using|the|your)\b|\d+\s?mg|\bdos(?:e|ing)\b/i);
      expect(checkText(ix.concern).ok, ix.concern).toBe(true);
    }
  });
});

describe('cardiac re-triage and stable angina', () => {
  it('does not call stable exertional angina an emergency; exertional chest pain with sweating still is', () => {
    expect(review({ complaint: 'tightness in my chest only when I walk uphill, goes away after a couple of minutes rest, started 3 weeks ago, never at rest' }, {}, 4, 'urgent').urgency).toBe(4);
    expect(review({ complaint: 'chest pain when I walk uphill, goes away with rest, for 3 weeks, sweating a lot today' }, {}, 4, 'urgent').urgency).toBe(5);
    expect(review({ complaint: 'chest pain when climbing stairs since this morning' }, {}, 4, 'urgent').urgency).toBe(5);
  });
});

describe('pregnancy policy', () => {
  it('pregnant alone: at least non-urgent 3', () => {
    const r = review({ pregnant: true, complaint: 'mild nausea in the mornings' }, {}, 1, 'self_care');
    expect(r.urgency).toBe(3);
    expect(r.triageLevel).toBe('non_urgent');
  });
  it('uses the patient record too', () => expect(review({}, { pregnant: true }, 1, 'self_care').urgency).toBe(3));
  it('bleeding → urgent 4', () => expect(review({ pregnant: true, complaint: 'some vaginal bleeding since this morning' }).urgency).toBe(4));
  it('abdominal pain → urgent 4', () => expect(review({ pregnant: true, findings: ['abdominal_pain'] }).urgency).toBe(4));
  it('reduced fetal movement → urgent 4', () => {
    expect(review({ pregnant: true, complaint: "the baby hasn't moved much today, fewer kicks" }).urgency).toBe(4);
    expect(review({ pregnant: true, findings: ['reduced_fetal_movement'] }).urgency).toBe(4);
  });
  it('bleeding with abdominal pain → emergency', () => {
    const r = review({ pregnant: true, complaint: 'bleeding and cramping stomach pain' });
    expect(r).toMatchObject({ urgency: 5, triageLevel: 'emergency', emergency: true, escalate: true });
  });
  it('light first-trimester bleeding with mild cramps stays same-day (NICE NG126); with faintness or later in pregnancy it is an emergency', () => {
    expect(review({ pregnant: true, complaint: 'pregnant 12 wks, spotting, mild cramping stomach pain', findings: ['early_pregnancy', 'light_bleeding', 'vaginal_bleeding', 'abdominal_pain'] }).urgency).toBe(4);
    expect(review({ pregnant: true, complaint: 'pregnant 12 wks, spotting, cramping stomach pain, I feel faint', findings: ['early_pregnancy', 'light_bleeding', 'vaginal_bleeding', 'abdominal_pain', 'lightheaded'] }).urgency).toBe(5);
    expect(review({ pregnant: true, complaint: '26 weeks, spotting and cramping stomach pain', findings: ['late_pregnancy', 'light_bleeding', 'vaginal_bleeding', 'abdominal_pain'] }).urgency).toBe(5);
  });
  it('headache with vision change → emergency', () => {
    expect(review({ pregnant: true, complaint: 'bad headache and blurry vision' }).urgency).toBe(5);
    expect(review({ pregnant: true, findings: ['headache', 'vision_change'] }).urgency).toBe(5);
  });
  it('does not fire on negated signs or when not pregnant', () => {
    expect(review({ pregnant: true, complaint: 'no bleeding and no pain, just tired' }).urgency).toBe(3);
    expect(rulesOf(review({ complaint: 'vaginal bleeding', pregnant: false }))).not.toContain('pregnancy_policy');
    expect(review({ pregnant: true, complaint: 'headache' }).urgency).toBe(3);
  });
});

describe('minors and infants', () => {
  it('under 18 needs guardian consent', () => {
    expect(review({}, { age: 16 }).requiresGuardianConsent).toBe(true);
    expect(review({ age: 9 }).requiresGuardianConsent).toBe(true);
    expect(review({}, { age: 18 }).requiresGuardianConsent).toBe(false);
    expect(review({}, {}).requiresGuardianConsent).toBe(false);
  });
  it('infant under 3 months with fever → emergency', () => {
    expect(review({ findings: ['fever'] }, { age: 0.1 }).urgency).toBe(5);
    expect(review({ complaint: 'my 6 week old has a fever', findings: ['fever'] }).urgency).toBe(5);
    expect(review({ complaint: 'newborn with a high temperature of 38.5' }).urgency).toBe(5);
  });
  it('infant of unknown months with fever → at least urgent; older infants and afebrile babies unchanged', () => {
    expect(review({ findings: ['fever'] }, { age: 0 }).urgency).toBe(4);
    expect(review({ findings: ['fever'] }, { age: 0.5 }, 2).urgency).toBe(2);
    expect(review({ complaint: 'my 2 month old has a rash' }, { age: 0.15 }, 2).urgency).toBe(2);
    expect(review({ complaint: 'my 6 week old baby, no fever, just fussy' }, {}, 2).urgency).toBe(2);
  });
});

describe('cardiac and neurological re-triage', () => {
  it.each<[string, Partial<HistoryFacts>]>([
    ['exertional chest pain', { complaint: 'chest pain', opqrst: { provocation: 'comes on when walking upstairs' } }],
    ['radiating chest pain', { complaint: 'chest pain radiating to my left arm' }],
    ['radiation field', { complaint: 'chest tightness', opqrst: { radiation: 'left arm and jaw' } }],
    ['chest pain with sweating', { complaint: 'pressure in my chest and I am sweating' }],
    ['finding ids', { findings: ['chest_pain', 'diaphoresis'] }],
    ['finding ids radiating', { findings: ['chest_pain', 'radiating_arm_jaw'] }],
    ['syncope with palpitations', { complaint: 'I fainted after my heart was racing' }],
    ['sudden weakness', { complaint: 'sudden weakness in my left arm' }],
    ['weakness with sudden onset', { complaint: 'my arm feels weak', opqrst: { onset: 'suddenly an hour ago' } }],
    ['facial droop finding', { findings: ['facial_droop'] }],
    ['slurred speech', { complaint: 'my speech is slurred' }],
    ['worst headache', { complaint: 'worst headache of my life' }],
    ['spanish chest pain radiating', { complaint: 'dolor de pecho que se irradia al brazo izquierdo' }],
  ])('%s → emergency', (_, f) => {
    const r = review(f, {}, 2, 'non_urgent');
    expect(r).toMatchObject({ urgency: 5, triageLevel: 'emergency', emergency: true, escalate: true });
    expect(r.findings.some((x) => x.severity === 'critical')).toBe(true);
  });
  it.each<[string, Partial<HistoryFacts>]>([
    ['chest wall pain', { complaint: 'sharp chest pain when I press on my ribs' }],
    ['negated signs', { complaint: 'chest pain, no sweating', opqrst: { radiation: 'none' } }],
    ['radiation denied', { complaint: "chest pain that doesn't spread to my arm", opqrst: { radiation: "doesn't radiate to the arm" } }],
    ['fainting denied', { complaint: "my heart was racing but I didn't faint" }],
    ['palpitations alone', { complaint: 'palpitations after coffee' }],
    ['fainting alone', { findings: ['syncope'] }],
    ['ordinary headache', { complaint: 'headache since yesterday' }],
    ['general tiredness', { complaint: 'feeling weak and tired for weeks' }],
    ['denied speech trouble', { complaint: 'dizzy but no slurred speech' }],
  ])('%s → not re-triaged', (_, f) => {
    const r = review(f, {}, 2, 'non_urgent');
    expect(rulesOf(r)).not.toContain('cardiac_retriage');
    expect(rulesOf(r)).not.toContain('neuro_retriage');
    expect(r.urgency).toBe(2);
  });
});

describe('elderly and immunosuppressed', () => {
  it('75+ with fever or confusion → at least urgent', () => {
    expect(review({ findings: ['fever'] }, { age: 80 }).urgency).toBe(4);
    expect(review({ complaint: 'she seems confused today' }, { age: 88 }).triageLevel).toBe('urgent');
    expect(review({ findings: ['fever'] }, { age: 74 }).urgency).toBe(2);
    expect(review({ complaint: 'knee pain' }, { age: 90 }).urgency).toBe(2);
  });
  it('immunosuppressed with fever → urgent', () => {
    expect(review({ conditions: ['kidney transplant'], findings: ['fever'] }).urgency).toBe(4);
    expect(review({ medications: ['prednisone 20mg'], complaint: 'fever and cough' }).urgency).toBe(4);
    expect(review({ findings: ['risk_chemotherapy', 'fever'] }).urgency).toBe(4);
    expect(review({ conditions: ['hearing aids'], findings: ['fever'] }).urgency).toBe(2);
    expect(review({ conditions: ['HIV'], complaint: 'rash, no fever' }).urgency).toBe(2);
  });
});

describe('urgency handling', () => {
  it('maps urgency to triage level', () => {
    expect([1, 2, 3, 4, 5].map((u) => review({}, {}, u, 'self_care').triageLevel)).toEqual(['self_care', 'non_urgent', 'non_urgent', 'urgent', 'emergency']);
  });
  it('honours a plan triage level higher than its urgency number', () => {
    expect(review({}, {}, 3, 'emergency')).toMatchObject({ urgency: 5, emergency: true });
  });
  it('treats an invalid urgency as urgent and says so', () => {
    const r = review({}, {}, Number.NaN);
    expect(r.urgency).toBe(4);
    expect(r.findings[0]).toMatchObject({ rule: 'plan_urgency_valid', severity: 'warn' });
  });
  it('does not escalate on info findings alone; lists every rule it checked', () => {
    const r = review({}, { age: 12 }, 2);
    expect(r).toMatchObject({ escalate: false, emergency: false, requiresGuardianConsent: true });
    expect(r.checked).toEqual([...SAFETY_RULES]);
  });
});

describe('never lowers urgency (seeded random sweep)', () => {
  let seed = 20240611;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const some = <T>(xs: readonly T[]): T[] => xs.filter(() => rand() < 0.15);
  const COMPLAINTS = ['', 'headache', 'chest pain when walking', 'sore throat', 'fever and confusion', 'bleeding', 'no fever', 'rash',
    'worst headache of my life', 'I fainted and my heart was racing', 'my 3 week old is hot', 'dolor de pecho', 'feeling fine'];
  const FINDINGS = ['fever', 'chest_pain', 'syncope', 'palpitations', 'headache', 'vision_change', 'vaginal_bleeding', 'abdominal_pain', 'rash', 'cough', 'facial_droop', 'confusion'];
  const MEDS = ['warfarin', 'Advil', 'sertraline', 'tramadol', 'Viagra', 'prednisone', 'paracetamol', 'omeprazole', 'Plavix', 'lithium'];
  const LEVELS: TriageLevel[] = ['emergency', 'urgent', 'non_urgent', 'self_care'];

  it('output urgency ≥ input urgency and the level matches, for 2000 random cases', () => {
    for (let i = 0; i < 2000; i++) {
      const urgency = rand() < 0.2 ? 1 + rand() * 4 : 1 + Math.floor(rand() * 5);
      const input: SafetyInput = {
        facts: facts({ complaint: pick(COMPLAINTS), findings: some(FINDINGS), medications: some(MEDS), pregnant: rand() < 0.2 ? true : undefined,
          age: rand() < 0.5 ? Math.floor(rand() * 100) : undefined, conditions: rand() < 0.1 ? ['chemotherapy'] : [] }),
        patient: { age: rand() < 0.3 ? rand() * 2 : undefined, pregnant: rand() < 0.1 },
        plan: { specialty: 'general_practice', urgency, triageLevel: pick(LEVELS) },
      };
      const r = reviewSafety(input);
      expect(r.urgency).toBeGreaterThanOrEqual(input.plan.urgency);
      expect(Number.isInteger(r.urgency) && r.urgency >= 1 && r.urgency <= 5).toBe(true);
      expect(r.triageLevel).toBe(r.urgency === 5 ? 'emergency' : r.urgency === 4 ? 'urgent' : r.urgency >= 2 ? 'non_urgent' : 'self_care');
      expect(r.emergency).toBe(r.urgency === 5);
      expect(r.checked).toEqual([...SAFETY_RULES]);
    }
  });
});
