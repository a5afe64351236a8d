// Why this exists: proves the offline history-taker reads lay, clinical, multilingual and rambling text as a clinician would, and that its question loop stays short, relevant and never repeats.
import { describe, expect, it } from 'vitest';
import { aboutSomeoneElse, applyAnswer, extractHistory, isDontKnow, type ExtractedHistory } from '../../../actors/engine/history-extract.ts';
import { clarifyingQuestion, complaintFamilies, historyComplete, nextQuestion, relevantFields } from '../../../actors/engine/history-questions.ts';
import { SPECIALTY_CUES } from '../../../actors/engine/knowledge/clarifying.data.ts';
import { MEDICATIONS, NONE_REPORTED, QUESTIONS } from '../../../actors/engine/history.data.ts';
import type { HistoryFacts, HistoryField } from '../../../actors/engine/types.ts';

const facts = (x: ExtractedHistory, findings: string[] = [], negatedFindings: string[] = []): HistoryFacts => ({ ...x, findings, negatedFindings });
const one = (text: string) => extractHistory([text]);

describe('extractHistory: the rambling example', () => {
  const h = one(
    "well it started maybe tuesday? or monday, i was at work and my stomach, like the lower right side, started hurting, it's sharp, maybe 6/10, worse when I walk, I also have a cough since last week but that's fine. I take lisinopril for blood pressure. allergic to penicillin",
  );
  it('reads OPQRST for the stomach pain, not the cough', () => {
    expect(h.opqrst.onset).toMatch(/tuesday/);
    expect(h.opqrst.onset).toMatch(/monday/);
    expect(h.opqrst.onset).not.toMatch(/last week/);
    expect(h.opqrst.region).toBe('lower right abdomen');
    expect(h.opqrst.quality).toBe('sharp');
    expect(h.opqrst.severity).toBe(6);
    expect(h.opqrst.provocation).toMatch(/walk/);
  });
  it('reads medicines, conditions and allergies without mixing them up', () => {
    expect(h.medications).toEqual(['lisinopril']);
    expect(h.conditions).toEqual(['hypertension']);
    expect(h.allergies).toEqual(['penicillin']);
  });
  it('keeps the complaint in the patient’s words, clipped to 300 characters', () => {
    expect(h.complaint.startsWith('well it started maybe tuesday?')).toBe(true);
    const long = extractHistory(['my knee hurts '.repeat(40)]).complaint;
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.startsWith('my knee hurts')).toBe(true);
  });
});

describe('extractHistory: age and sex in every common form', () => {
  it.each([
    ['45 y/o M with chest pain', 45, 'male'],
    ['45yo female, headache', 45, 'female'],
    ['16-year-old female with lower abdominal pain', 16, 'female'],
    ['45 M, sob on exertion', 45, 'male'],
    ['32F presenting with dysuria', 32, 'female'],
    ["I'm a 30 year old woman and my back hurts", 30, 'female'],
    ['I am 67 and have had a cough for weeks', 67, undefined],
    ['Male, 58, chest tightness', 58, 'male'],
    ['72 year old man with confusion', 72, 'male'],
    ['pt is 50 yrs old, knee pain', 50, undefined],
  ] as const)('%s', (text, age, sex) => {
    const h = one(text);
    expect(h.age).toBe(age);
    expect(h.sex).toBe(sex);
  });

  it('reads infant ages as fractions of a year', () => {
    expect(one('a 3 month old with fever since this morning').age).toBe(0.25);
    expect(one('my 6-week-old baby is not feeding').age).toBeCloseTo(6 / 52, 2);
  });

  it('does not mistake a temperature, a duration or a pregnancy week for an age', () => {
    const fever = one('fever of 102 F since yesterday');
    expect(fever.age).toBeUndefined();
    expect(fever.sex).toBeUndefined();
    expect(one("I'm 8 weeks pregnant and bleeding").age).toBeUndefined();
    expect(one('headache for 45 minutes').age).toBeUndefined();
  });
});

describe('extractHistory: third-person stories', () => {
  it.each([
    ['My son, 7, has a fever and a rash', 7, 'male'],
    ['my daughter (4) keeps pulling at her ear', 4, 'female'],
    ['My 3 year old daughter is vomiting', 3, 'female'],
    ['my husband is 62 and his chest hurts', 62, 'male'],
    ['Mi hijo de 7 años tiene fiebre', 7, 'male'],
    ['Mon fils de 10 ans a mal au ventre', 10, 'male'],
    ['Minha filha de 5 anos está com tosse', 5, 'female'],
  ] as const)('%s', (text, age, sex) => {
    const h = one(text);
    expect(h.age).toBe(age);
    expect(h.sex).toBe(sex);
    expect(aboutSomeoneElse(text)).not.toBeNull();
  });

  it('does not treat "my wife says I snore" as a story about the wife', () => {
    expect(aboutSomeoneElse('my wife says I snore and I wake up tired')).toBeNull();
  });

  it('ignores the account holder’s registered details when the consult is about a child', () => {
    const h = extractHistory(['my son, 7, has a fever'], { age: 38, sex: 'female' });
    expect(h.age).toBe(7);
    expect(h.sex).toBe('male');
  });

  it('uses registered details for a first-person consult', () => {
    const h = extractHistory(['I have a sore throat'], { age: 29, sex: 'female', pregnant: false });
    expect(h).toMatchObject({ age: 29, sex: 'female', pregnant: false });
  });
});

describe('extractHistory: onset and duration', () => {
  it.each([
    ['chest pain x3 days', /x3 days/],
    ['cough x 2wks', /x 2wks/],
    ['headache since yesterday', /since yesterday/],
    ['sore throat for 2 weeks', /for 2 weeks/],
    ['back pain for the past three days', /three days/],
    ['it started 3 hours ago', /3 hours ago/],
    ['rash started on Saturday', /saturday/],
    ['fever since last night', /last night/],
    ['dolor de cabeza desde hace 3 días', /hace 3 dias/],
    ['mal au ventre depuis hier', /depuis hier/],
    ['tosse há 2 dias', /ha 2 dias/],
  ])('%s', (text, onset) => {
    expect(one(text).opqrst.onset).toMatch(onset);
  });

  it('notes a sudden onset', () => {
    expect(one('worst headache of my life, came on suddenly an hour ago').opqrst.onset).toMatch(/^sudden, an hour ago$/);
  });
});

describe('extractHistory: severity', () => {
  it.each([
    ['pain is 7/10', 7],
    ['8 out of 10 pain in my back', 8],
    ['the worst pain ever', 10],
    ['worst headache of my life', 10],
    ['mild sore throat', 3],
    ['severe abdominal pain', 8],
    ['excruciating pain in my side', 9],
    ['dolor 7 de 10', 7],
    ['douleur 6 sur 10', 6],
  ])('%s → %d', (text, sev) => {
    expect(one(text).opqrst.severity).toBe(sev);
  });

  it('does not read 24/7 or a blood pressure as a score, nor a denied word', () => {
    expect(one('my knee hurts 24/7').opqrst.severity).toBeUndefined();
    expect(one('bp was 140/90 this morning').opqrst.severity).toBeUndefined();
    expect(one('the pain is not severe').opqrst.severity).toBeUndefined();
  });
});

describe('extractHistory: region, radiation, quality, provocation and timing', () => {
  it('separates where it is from where it spreads', () => {
    const h = one('crushing chest pressure radiating to my left arm and jaw, worse with exertion, better with rest, comes and goes');
    expect(h.opqrst.region).toBe('chest');
    expect(h.opqrst.radiation).toBe('left arm, jaw');
    expect(h.opqrst.quality).toBe('pressure');
    expect(h.opqrst.provocation).toMatch(/exertion/);
    expect(h.opqrst.palliation).toMatch(/rest/);
    expect(h.opqrst.timing).toBe('comes and goes');
  });

  it.each([
    ['pain in the lower left side of my belly', 'lower left abdomen'],
    ['RLQ pain since this morning', 'right lower quadrant'],
    ['lower back pain after lifting', 'lower back'],
    ['right knee is swollen', 'right knee'],
    ['sore throat', 'throat'],
    ['bad headache', 'head'],
    ['me duele la barriga del lado derecho', 'right abdomen'],
  ])('%s → %s', (text, region) => {
    expect(one(text).opqrst.region).toBe(region);
  });

  it('reads sciatica-like radiation down a leg', () => {
    const h = one('back pain shooting down my right leg');
    expect(h.opqrst.region).toBe('back');
    expect(h.opqrst.radiation).toBe('right leg');
    expect(h.opqrst.quality).toBe('shooting');
  });

  it('does not take "blood pressure" as a pressure-like pain, nor "right now" as a side', () => {
    const h = one('I take meds for blood pressure and right now my head is pounding');
    expect(h.opqrst.quality).toBe('throbbing');
    expect(h.opqrst.region).toBe('head');
  });

  it('reads timing words', () => {
    expect(one('the pain is constant').opqrst.timing).toBe('constant');
    expect(one('cough, worse at night').opqrst.timing).toMatch(/worse at night/);
    expect(one('stomach pain on and off, getting worse').opqrst.timing).toBe('comes and goes, getting worse');
  });
});

describe('extractHistory: background in clinical shorthand and lay words', () => {
  it('expands abbreviations', () => {
    const h = one('45 y/o M, hx of HTN, DM2, COPD, CHF, afib, on metformin and warfarin, NKDA');
    expect(h.conditions).toEqual(['hypertension', 'type 2 diabetes', 'COPD', 'heart failure', 'atrial fibrillation']);
    expect(h.medications).toEqual(['metformin', 'warfarin']);
    expect(h.allergies).toEqual([NONE_REPORTED]);
  });

  it('maps brand names and lay names to generics', () => {
    const h = one('I take Eliquis, baby aspirin, Zoloft and my Ventolin puffer, and use viagra sometimes');
    expect(h.medications).toEqual(expect.arrayContaining(['apixaban', 'aspirin', 'sertraline', 'albuterol', 'sildenafil']));
    expect(one('on nitro and a blood thinner').medications).toEqual(['nitroglycerin', 'blood thinner']);
  });

  it('knows the high-risk medicine classes asked for', () => {
    const names = new Set(MEDICATIONS.map(([name]) => name));
    expect(MEDICATIONS.length).toBeGreaterThanOrEqual(100);
    const classes = new Set(MEDICATIONS.map(([, cls]) => cls));
    for (const cls of ['anticoagulant', 'antiplatelet', 'insulin', 'SSRI', 'MAOI', 'nitrate', 'PDE5 inhibitor', 'opioid', 'NSAID', 'corticosteroid', 'immunosuppressant']) {
      expect(classes.has(cls)).toBe(true);
    }
    expect(names.has('phenelzine') && names.has('tadalafil') && names.has('oxycodone')).toBe(true);
  });

  it('reads several allergies and the reaction-free "X allergy" form', () => {
    expect(one('allergic to penicillin and sulfa, it gives me hives').allergies).toEqual(['penicillin', 'sulfa drugs']);
    expect(one('sulfa allergy, on lisinopril').allergies).toEqual(['sulfa drugs']);
    expect(one('allergic to penicillin').medications).toEqual([]);
    expect(one('allergic to cats and I have asthma').conditions).toEqual(['asthma']);
  });

  it('records explicit "none" answers in free text', () => {
    const h = one('no meds, no allergies, otherwise healthy, twisted my ankle');
    expect(h.medications).toEqual([NONE_REPORTED]);
    expect(h.allergies).toEqual([NONE_REPORTED]);
    expect(h.conditions).toEqual([NONE_REPORTED]);
  });

  it('does not count denied, family, worried-about or asked-about items', () => {
    expect(one('no history of diabetes, I have asthma').conditions).toEqual(['asthma']);
    expect(one('family history of heart disease, my mom has diabetes').conditions).toEqual([]);
    expect(one("I'm scared it could be cancer").conditions).toEqual([]);
    expect(one('not on any blood thinners').medications).toEqual([]);
    expect(one('can I take ibuprofen for this?').medications).toEqual([]);
  });

  it('names conditions through what a medicine is for', () => {
    expect(one('I take something for my sugar and for cholesterol').conditions).toEqual(['diabetes', 'hyperlipidemia']);
  });
});

describe('extractHistory: pregnancy', () => {
  it.each([
    ["I'm 8 weeks pregnant and spotting", true],
    ['I am not pregnant', false],
    ['no chance of pregnancy', false],
    ['pregnancy test was negative', false],
    ['I might be pregnant, my period is late', undefined],
    ['estoy embarazada y tengo dolor de barriga', true],
    ['je suis enceinte de 3 mois', true],
    ['estou grávida', true],
  ] as const)('%s', (text, pregnant) => {
    expect(one(text).pregnant).toBe(pregnant);
  });

  it('a pregnancy implies female sex', () => {
    expect(one("I'm pregnant and have a headache").sex).toBe('female');
  });
});

describe('extractHistory: other languages', () => {
  it('Spanish', () => {
    const h = one('Tengo 34 años, me duele la cabeza desde hace 3 días, es punzante, 7 de 10. Soy alérgica a la penicilina. Tomo metformina para la diabetes.');
    expect(h).toMatchObject({ age: 34, medications: ['metformin'], allergies: ['penicillin'], conditions: ['diabetes'] });
    expect(h.opqrst).toMatchObject({ region: 'head', quality: 'stabbing', severity: 7 });
  });
  it('French', () => {
    const h = one("J'ai 52 ans, j'ai mal au ventre depuis hier, douleur 6 sur 10, pire quand je mange. Je prends de l'aspirine. Pas d'allergies.");
    expect(h).toMatchObject({ age: 52, medications: ['aspirin'], allergies: [NONE_REPORTED] });
    expect(h.opqrst).toMatchObject({ region: 'abdomen', severity: 6, onset: 'depuis hier' });
    expect(h.opqrst.provocation).toMatch(/mange/);
  });
  it('Portuguese', () => {
    const h = one('Tenho 40 anos, dor no peito há 2 horas, tipo aperto, piora quando subo escada. Tomo losartana? Não, tomo losartan.');
    expect(h.age).toBe(40);
    expect(h.opqrst).toMatchObject({ region: 'chest', quality: 'squeezing', onset: 'ha 2 horas' });
    expect(h.opqrst.provocation).toMatch(/subo escada/);
    expect(h.medications).toEqual(['losartan']);
  });
});

describe('extractHistory: unseen phrasings', () => {
  it('an introduction with a name still gives the age', () => {
    expect(one("Hi, I'm Sarah, 34, and I've had a migraine since this morning").age).toBe(34);
  });
  it('a toddler story with a past-tense verb is about the child', () => {
    expect(one('My 2 yo son swallowed a coin')).toMatchObject({ age: 2, sex: 'male' });
  });
  it('clinical shorthand with staging and slashes', () => {
    const h = one('pt 67F w/ hx CAD s/p stents, CKD3, on plavix + eliquis, c/o melena x2d');
    expect(h).toMatchObject({ age: 67, sex: 'female', medications: ['clopidogrel', 'apixaban'] });
    expect(h.conditions).toEqual(['coronary artery disease', 'chronic kidney disease']);
    expect(h.opqrst.onset).toBe('x2d');
  });
  it('exertional chest tightness: provocation and palliation', () => {
    const h = one('Chest feels tight when I climb stairs, goes away when I rest. 55 yo male smoker.');
    expect(h.opqrst.provocation).toMatch(/climb stairs/);
    expect(h.opqrst.palliation).toMatch(/rest/);
  });
  it('radiation in Spanish and French', () => {
    expect(one('dolor en el pecho que se va al brazo izquierdo').opqrst).toMatchObject({ region: 'chest', radiation: 'left arm' });
    expect(one('douleur dans le bas du dos qui descend dans la jambe gauche').opqrst).toMatchObject({ region: 'lower back', radiation: 'left leg' });
  });
  it('"comes and goes in waves" is timing, not radiation; a side is a region when nothing else is named', () => {
    const h = one("pain in my left side, under the ribs, comes and goes in waves, 9/10, I think it's a kidney stone");
    expect(h.opqrst).toMatchObject({ region: 'left side', severity: 9, timing: 'comes and goes' });
    expect(h.opqrst.radiation).toBeUndefined();
  });
  it('a filler word does not hide a duration', () => {
    expect(one('im so stressed i cant sleep for like 2 months now').opqrst.onset).toBe('for like 2 months');
  });
});

describe('extractHistory: several messages and greetings', () => {
  it('skips a greeting and keeps the first substantive message as the complaint', () => {
    const h = extractHistory(['hi', 'good morning doctor', 'I have a terrible sore throat', 'it started 2 days ago']);
    expect(h.complaint).toBe('I have a terrible sore throat');
    expect(h.opqrst).toMatchObject({ severity: 8, region: 'throat', onset: '2 days ago' });
  });
  it('maps an answer to the field asked just before it', () => {
    const h = extractHistory(['chest pain', '7', 'no idea', 'none'], undefined, [undefined, 'severity', 'onset', 'allergies']);
    expect(h.opqrst.severity).toBe(7);
    expect(h.unknown).toEqual(['onset']);
    expect(h.allergies).toEqual([NONE_REPORTED]);
  });
});

describe('applyAnswer', () => {
  const base = one('my stomach hurts');

  it('does not mutate the facts it is given', () => {
    const before = JSON.stringify(base);
    applyAnswer(base, 'severity', '9');
    expect(JSON.stringify(base)).toBe(before);
  });

  it.each([
    ['severity', 'about a seven', { opqrst: { severity: 7 } }],
    ['severity', 'maybe 4 out of 10', { opqrst: { severity: 4 } }],
    ['severity', 'mild', { opqrst: { severity: 3 } }],
    ['onset', 'about a week', { opqrst: { onset: 'a week' } }],
    ['onset', 'since Sunday night', { opqrst: { onset: 'since sunday' } }],
    ['region', 'upper right, under my ribs', { opqrst: { region: 'upper right abdomen' } }],
    ['region', 'in my chest and it goes to my back', { opqrst: { region: 'chest', radiation: 'back' } }],
    ['timing', 'it comes and goes', { opqrst: { timing: 'comes and goes' } }],
    ['quality', 'kind of a burning feeling', { opqrst: { quality: 'burning' } }],
    ['provocation', 'worse after I eat, better when I lie still', { opqrst: { provocation: 'worse after i eat' } }],
    ['age', '45', { age: 45 }],
    ['age', 'he is 7 months', { age: 0.58 }],
    ['sex', 'F', { sex: 'female' }],
    ['sex', 'Hombre', { sex: 'male' }],
    ['pregnancy', 'no', { pregnant: false }],
    ['pregnancy', 'yes, 10 weeks', { pregnant: true, sex: 'female' }],
    ['pregnancy', "I'm post-menopausal", { pregnant: false }],
    ['medications', 'metformin and lisinopril', { medications: ['metformin', 'lisinopril'] }],
    ['medications', 'nope', { medications: [NONE_REPORTED] }],
    ['medications', 'some herbal tea', { medications: ['some herbal tea'] }],
    ['allergies', 'penicillin, and latex', { allergies: ['penicillin', 'latex'] }],
    ['allergies', 'NKDA', { allergies: [NONE_REPORTED] }],
    ['conditions', 'HTN and hypothyroid', { conditions: ['hypertension', 'hypothyroidism'] }],
  ] as const)('%s ← "%s"', (field, answer, expected) => {
    expect(applyAnswer(base, field as HistoryField, answer)).toMatchObject(expected);
  });

  it('keeps an unparsed but real answer verbatim for free-text fields', () => {
    expect(applyAnswer(one('I feel unwell'), 'region', 'near my appendix scar').opqrst.region).toBe('near my appendix scar');
  });

  it.each([
    "I don't know", 'not sure', 'no idea', 'idk', 'je ne sais pas', 'aucune idée', 'no sé', 'ni idea', 'não sei', 'sei lá', '不知道',
  ])('marks the field unknown for "%s"', (answer) => {
    const h = applyAnswer(base, 'onset', answer);
    expect(h.unknown).toEqual(['onset']);
    expect(h.opqrst.onset).toBeUndefined();
  });

  it.each(['maybe', 'possibly', 'peut-être', 'tal vez', 'talvez'])('"%s" about pregnancy is unknown, never "no"', (answer) => {
    const h = applyAnswer(base, 'pregnancy', answer);
    expect(h.pregnant).toBeUndefined();
    expect(h.unknown).toEqual(['pregnancy']);
  });

  it('an uncertain pregnancy answer is unknown, not "no"', () => {
    const h = applyAnswer(base, 'pregnancy', 'maybe, not sure');
    expect(h.pregnant).toBeUndefined();
    expect(h.unknown).toContain('pregnancy');
  });

  it('a later real answer clears "unknown"', () => {
    const h = applyAnswer(applyAnswer(base, 'onset', 'no idea'), 'onset', 'actually yesterday');
    expect(h.unknown).toEqual([]);
    expect(h.opqrst.onset).toBe('yesterday');
  });

  it('picks up facts volunteered in an answer to another question', () => {
    const h = applyAnswer(base, 'onset', "2 days ago, and I'm on warfarin");
    expect(h.opqrst.onset).toBe('2 days ago');
    expect(h.medications).toEqual(['warfarin']);
  });

  it('"no se me quita" is not "I don\'t know"', () => {
    expect(isDontKnow('no se me quita el dolor')).toBe(false);
    expect(isDontKnow('no sé')).toBe(true);
  });
});

describe('nextQuestion', () => {
  it('asks nothing it already knows', () => {
    const f = facts(one('45 M, crushing chest pain for 2 hours, 8/10, radiating to left arm, worse on exertion, constant, pressure-like, on aspirin'));
    expect(relevantFields(f)).toEqual(expect.arrayContaining(['onset', 'region', 'severity', 'age', 'sex']));
    expect(nextQuestion(f, [])).toBeNull();
    expect(historyComplete(f, [], {})).toBe(true);
  });

  it('asks the onset first for a bare pain complaint, then works down the list', () => {
    let f = facts(one('my knee hurts'));
    const q1 = nextQuestion(f, []);
    expect(q1).toEqual({ field: 'onset', text: 'When did this start?' });
    f = facts(applyAnswer(f, 'onset', 'yesterday'));
    expect(nextQuestion(f, ['onset'])?.field).toBe('severity');
  });

  it('never asks a field marked unknown or already asked', () => {
    const f = facts({ ...one('my knee hurts'), unknown: ['onset'] });
    expect(nextQuestion(f, ['severity'])?.field).toBe('age');
  });

  it('asks for the complaint first when only a greeting came in', () => {
    expect(nextQuestion(facts(extractHistory(['hello'])), [])?.field).toBe('complaint');
  });

  it('stops at the default budget of 6 and at a custom budget', () => {
    const f = facts(one('I feel unwell'));
    const six: HistoryField[] = ['complaint', 'onset', 'age', 'severity', 'timing', 'quality'];
    expect(nextQuestion(f, six)).toBeNull();
    expect(nextQuestion(f, ['onset'], { maxQuestions: 1 })).toBeNull();
  });

  it('asks about pregnancy for a woman of 12–55 with abdominal pain, but not for a man or a child', () => {
    const woman = facts(one('28 yo woman, lower abdominal pain since this morning, 6/10'));
    expect(nextQuestion(woman, [])?.field).toBe('pregnancy');
    const man = facts(one('28 yo man, lower abdominal pain since this morning, 6/10'));
    expect(relevantFields(man)).not.toContain('pregnancy');
    const girl = facts(one('my daughter, 8, has lower abdominal pain since this morning, 6/10'));
    expect(relevantFields(girl)).not.toContain('pregnancy');
    const older = facts(one('70 yo woman, lower abdominal pain since this morning, 6/10'));
    expect(relevantFields(older)).not.toContain('pregnancy');
  });

  it('asks sex before pregnancy when sex is unknown', () => {
    const f = facts(extractHistory(['pelvic pain since yesterday, 5/10'], { age: 30 }));
    expect(nextQuestion(f, ['region'])?.field).toBe('sex');
    const after = facts(applyAnswer(f, 'sex', 'female'));
    expect(nextQuestion(after, ['region', 'sex'])?.field).toBe('pregnancy');
  });

  it('rash: asks where, what else, medicines and allergies, not quality or severity', () => {
    const f = facts(one('I have a rash'), ['rash']);
    const fields = relevantFields(f);
    expect(fields).toEqual(expect.arrayContaining(['onset', 'region', 'associated', 'medications', 'allergies']));
    expect(fields).not.toContain('quality');
    expect(fields).not.toContain('severity');
    expect(nextQuestion(f, ['onset'])?.text).toBe('Where on your body is it?');
  });

  it('mental health: onset, timing and associated changes, never a body region', () => {
    const f = facts(one("I've been feeling really anxious and I can't sleep"));
    expect(complaintFamilies(f)[0]).toBe('mental');
    expect(relevantFields(f)).toEqual(['onset', 'age', 'timing', 'associated']);
  });

  it('fever in a child: asks in the third person', () => {
    const f = facts(one('my son, 7, has a fever'), ['fever']);
    const q = nextQuestion(f, []);
    expect(q?.field).toBe('onset');
    expect(q?.text).toBe('When did this start for them?');
    expect(nextQuestion(f, ['onset'])?.text).toBe('On a scale of 0 to 10, how unwell do they seem?');
  });

  it('chest pain brings in medicines (nitrates, PDE5 inhibitors, anticoagulants matter)', () => {
    const f = facts(one('60 yo man, chest pain for an hour, 7/10'));
    expect(nextQuestion(f, [])?.field).toBe('medications');
  });

  it.each([
    ['es', '¿Cuándo empezó?'],
    ['es-MX', '¿Cuándo empezó?'],
    ['fr', 'Quand cela a-t-il commencé ?'],
    ['pt-BR', 'Quando isso começou?'],
  ])('speaks %s', (locale, text) => {
    expect(nextQuestion(facts(one('dolor de rodilla')), [], { locale })).toEqual({ field: 'onset', text });
  });

  it('falls back to English with a flag for other locales', () => {
    expect(nextQuestion(facts(one('knee pain')), [], { locale: 'zh' })).toEqual({ field: 'onset', text: 'When did this start?', fallback: true });
  });

  it('every question exists in all four languages, is short, and neither diagnoses nor advises on medicines', () => {
    for (const table of Object.values(QUESTIONS)) {
      for (const pair of Object.values(table)) {
        for (const text of pair) {
          expect(text.length).toBeLessThan(130);
          expect(text).toMatch(/[?？]\s*$|\?$/);
          expect(text.toLowerCase()).not.toMatch(/\b(?:it (?:is|sounds like|could be)|you (?:may|might|probably) have|diagnos\w*|stop taking|start taking|you should take|dose|dosage)\b/);
        }
      }
    }
    expect(Object.keys(QUESTIONS.es)).toEqual(Object.keys(QUESTIONS.en));
  });
});

describe('the question loop on simulated conversations', () => {
  const ANSWERS: Partial<Record<HistoryField, string[]>> = {
    complaint: ['my stomach hurts', 'I have a rash'],
    onset: ['yesterday', "I don't know", '3 days ago', 'hace una semana'],
    severity: ['7', 'not sure', 'mild', '9 out of 10'],
    region: ['lower right', 'all over', 'no idea'],
    quality: ['sharp', 'dull ache', 'je ne sais pas'],
    provocation: ['worse when I move', 'nothing helps', 'idk'],
    timing: ['constant', 'comes and goes', 'não sei'],
    age: ['34', '7', '71', 'rather not say'],
    sex: ['female', 'male', 'F'],
    pregnancy: ['no', 'maybe', 'yes'],
    medications: ['none', 'warfarin', 'I take metformin'],
    allergies: ['penicillin', 'NKDA', 'no'],
    conditions: ['asthma', 'none'],
    associated: ['a bit of nausea', 'nothing else', "don't know"],
  };
  const OPENERS = [
    'hi',
    'my stomach hurts',
    'I have a rash on my arms',
    'fever and cough since yesterday',
    "I've been so anxious lately",
    'my daughter, 16, has lower belly pain',
    "well it started monday, my head, it's throbbing, also have a cough",
    'I feel weird',
    'chest tightness',
    'dolor de espalda',
  ];

  it('never repeats a question, never asks more than the budget, and always ends', () => {
    let seed = 7;
    const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
    for (const opener of OPENERS) {
      for (const max of [2, 4, 6, 10]) {
        for (let run = 0; run < 5; run++) {
          let f = facts(extractHistory([opener]));
          const asked: HistoryField[] = [];
          for (let turn = 0; turn < 30; turn++) {
            const q = nextQuestion(f, asked, { maxQuestions: max, locale: ['en', 'es', 'fr', 'pt'][rand(4)] });
            if (!q) break;
            expect(asked).not.toContain(q.field);
            expect(f.unknown).not.toContain(q.field);
            asked.push(q.field);
            const options = ANSWERS[q.field] ?? ["I don't know"];
            f = facts(applyAnswer(f, q.field, options[rand(options.length)]), f.findings, f.negatedFindings);
          }
          expect(asked.length).toBeLessThanOrEqual(max);
          expect(historyComplete(f, asked, { maxQuestions: max })).toBe(true);
        }
      }
    }
  });

  it('a full consult for the rambling patient asks only what is missing', () => {
    let f = facts(one("well it started maybe tuesday? or monday, my stomach, like the lower right side, started hurting, it's sharp, maybe 6/10, worse when I walk. I take lisinopril for blood pressure. allergic to penicillin"));
    const asked: HistoryField[] = [];
    const said: Partial<Record<HistoryField, string>> = { age: '34', sex: 'female', pregnancy: 'no', timing: 'it comes and goes' };
    for (let q = nextQuestion(f, asked); q; q = nextQuestion(f, asked)) {
      asked.push(q.field);
      f = facts(applyAnswer(f, q.field, said[q.field] ?? "I don't know"));
    }
    expect(asked).toEqual(['age', 'sex', 'pregnancy', 'timing']);
    expect(f).toMatchObject({ age: 34, sex: 'female', pregnant: false, opqrst: { timing: 'comes and goes' } });
  });
});

describe('clarifyingQuestion', () => {
  const ALL: HistoryField[] = ['complaint', 'onset', 'provocation', 'quality', 'region', 'severity', 'timing', 'age', 'sex', 'pregnancy', 'medications', 'allergies', 'conditions', 'associated'];
  const headache = facts(one('I have a headache'), ['headache']);

  it('asks about the telltale symptoms of the top proposals, leaving out general practice', () => {
    const q = clarifyingQuestion(headache, ['general_practice', 'neurology', 'ophthalmology'], []);
    expect(q?.field).toBe('associated');
    expect(q?.text).toContain(SPECIALTY_CUES.neurology.en);
    expect(q?.text).toContain(SPECIALTY_CUES.ophthalmology.en);
    expect(q?.text.endsWith('?')).toBe(true);
  });

  it('names at most two proposals, most votes first', () => {
    const q = clarifyingQuestion(headache, ['neurology', 'ophthalmology', 'otolaryngology'], []);
    expect(q?.text.indexOf(SPECIALTY_CUES.neurology.en)).toBeLessThan(q?.text.indexOf(SPECIALTY_CUES.ophthalmology.en) ?? -1);
    expect(q?.text).not.toContain(SPECIALTY_CUES.otolaryngology.en);
  });

  it('asks in Spanish, French and Portuguese, and in English for other locales', () => {
    expect(clarifyingQuestion(headache, ['neurology'], [], { locale: 'es-MX' })?.text).toContain(SPECIALTY_CUES.neurology.es);
    expect(clarifyingQuestion(headache, ['neurology'], [], { locale: 'fr' })?.text).toMatch(/^En plus de cela, avez-vous remarqué .* \?$/);
    expect(clarifyingQuestion(headache, ['neurology'], [], { locale: 'pt' })?.text).toContain(SPECIALTY_CUES.neurology.pt);
    expect(clarifyingQuestion(headache, ['neurology'], [], { locale: 'zh' })?.text).toContain(SPECIALTY_CUES.neurology.en);
    const gap = clarifyingQuestion(facts(one('it hurts a lot'), ['severe']), ['neurology'], ['associated', 'age'], { locale: 'es' });
    expect(gap?.field).toBe('region');
    expect(gap?.text).toBe(QUESTIONS.es.region[0]);
  });

  it('words the question for the person the consult is about', () => {
    const child = facts(one('my son, 7, has an itchy rash'), ['rash', 'itch']);
    expect(clarifyingQuestion(child, ['dermatology', 'pediatrics'], [])?.text).toMatch(/have they had/);
  });

  it('every cue exists in the four languages and no catch-all specialty has one', () => {
    for (const cue of Object.values(SPECIALTY_CUES)) for (const lang of ['en', 'es', 'fr', 'pt'] as const) expect(cue[lang].length).toBeGreaterThan(10);
    expect(SPECIALTY_CUES.general_practice).toBeUndefined();
    expect(SPECIALTY_CUES.emergency_medicine).toBeUndefined();
  });

  it('with only general practice proposed, asks the plain associated-symptoms question while that is unknown', () => {
    const vague = facts(one('I feel weird'));
    expect(clarifyingQuestion(vague, ['general_practice'], [])).toEqual({ field: 'associated', text: QUESTIONS.en.associated[0] });
  });

  it('then fills the most useful gap: pregnancy when obstetrics is proposed, age, where, how long, background', () => {
    const pelvic = { ...facts(one('I have pelvic pain'), ['pelvic_pain']), opqrst: {} };
    expect(clarifyingQuestion(pelvic, ['obstetrics_gynecology', 'urology'], ['associated'])?.field).toBe('pregnancy');
    expect(clarifyingQuestion(pelvic, ['urology'], ['associated'])?.field).toBe('age');
    expect(clarifyingQuestion({ ...pelvic, age: 30 }, ['urology'], ['associated'])?.field).toBe('region');
    expect(clarifyingQuestion({ ...pelvic, age: 30 }, ['urology'], ['associated', 'region'])?.field).toBe('onset');
    const known = { ...pelvic, age: 30, opqrst: { region: 'pelvis', onset: '2 days' } };
    expect(clarifyingQuestion(known, ['urology'], ['associated'])?.field).toBe('conditions');
  });

  it('never asks a field already asked or one the patient could not answer, and ends with null', () => {
    const seen: HistoryField[] = [];
    const f: HistoryFacts = { ...headache, unknown: ['timing'] };
    for (let i = 0; i < ALL.length + 1; i++) {
      const q = clarifyingQuestion(f, ['neurology', 'general_practice'], seen);
      if (!q) break;
      expect(seen).not.toContain(q.field);
      expect(q.field).not.toBe('timing');
      seen.push(q.field);
    }
    expect(clarifyingQuestion(f, ['neurology'], seen)).toBeNull();
    expect(clarifyingQuestion(f, ['neurology'], ALL)).toBeNull();
  });

  it('returns null when every useful field is known or asked', () => {
    const full: HistoryFacts = {
      complaint: 'headache', findings: ['headache', 'nausea'], negatedFindings: [], unknown: [], age: 40, sex: 'male',
      opqrst: { onset: '2 days', provocation: 'light', quality: 'throbbing', region: 'head', severity: 6, timing: 'constant' },
      medications: ['none'], allergies: ['none'], conditions: ['none'],
    };
    expect(clarifyingQuestion(full, ['neurology'], ['associated'])).toBeNull();
  });
});
