// Why this exists: proves urgency follows textbook red flags and patient modifiers, and reserves self-care for clearly minor complaints.
import { describe, expect, it } from 'vitest';
import { assessUrgency, parseDurationDays } from '../../../actors/engine/urgency.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';

const u = (text: string, over: Partial<HistoryFacts> = {}, patient: PatientInfo = {}) => assessUrgency(factsFrom(text, over), patient).urgency;

describe('assessUrgency: emergencies', () => {
  it('fever with a stiff neck is an emergency', () => {
    expect(u('fever and a stiff neck since this morning', { age: 20 })).toBe(5);
  });
  it('chest pain on exertion is an emergency', () => {
    expect(u('chest pain when I climb stairs', { age: 60 })).toBe(5);
  });
  it('fever in a young infant is an emergency', () => {
    expect(u('my baby has a fever', { age: 0.15 })).toBe(5);
  });
  it('bleeding in pregnancy is an emergency', () => {
    expect(u('some vaginal bleeding', { pregnant: true })).toBe(5);
    expect(u('pelvic pain', {}, { pregnant: true })).toBe(5);
  });
  it('sudden severe pain is an emergency', () => {
    expect(u('sudden severe abdominal pain')).toBe(5);
  });
  it('a thunderclap headache is an emergency but an ordinary headache is not', () => {
    expect(u('worst headache of my life')).toBe(5);
    expect(u('headache for two days')).toBeLessThanOrEqual(3);
  });
});

describe('assessUrgency: urgent modifiers', () => {
  it('severity of 8/10 or more is at least urgent', () => {
    expect(u('knee pain', { opqrst: { severity: 9 } })).toBeGreaterThanOrEqual(4);
    expect(u('knee pain, 8/10')).toBeGreaterThanOrEqual(4);
  });
  it('fever at 75 or older is at least urgent', () => {
    expect(u('I have a fever and a cough', { age: 81 })).toBeGreaterThanOrEqual(4);
    expect(u('I have a fever and a cough', { age: 30 })).toBeLessThan(4);
  });
  it('fever with immunosuppression is at least urgent', () => {
    expect(u('fever since last night', { conditions: ['kidney transplant'], medications: ['tacrolimus'] })).toBeGreaterThanOrEqual(4);
  });
  it('a painful swollen calf is at least urgent', () => {
    expect(u('my left calf is swollen and painful')).toBeGreaterThanOrEqual(4);
  });
  it('a long-standing stable complaint can wait more than a new one', () => {
    const fresh = u('palpitations');
    const chronic = u('palpitations on and off for 6 months');
    expect(chronic).toBeLessThan(fresh);
    expect(chronic).toBeGreaterThanOrEqual(2);
  });
});

describe('assessUrgency: self-care', () => {
  it('a mild cold of a few days is self-care', () => {
    expect(u('mild cold with a runny nose and sneezing for 2 days')).toBe(1);
  });
  it('a minor sprain while walking fine is self-care', () => {
    expect(u('twisted my ankle, walking fine, mild swelling')).toBe(1);
  });
  it('a cold that has lasted three weeks is not self-care', () => {
    expect(u('runny nose and cough for 3 weeks')).toBeGreaterThanOrEqual(2);
  });
  it('a rash with fever is not self-care (an itchy rash alone may be: eczema or contact dermatitis, pharmacist advice) and a cellulitis picture is non-urgent to urgent', () => {
    expect(u('itchy rash on my arm')).toBeLessThanOrEqual(2);
    expect(u('itchy rash on my arm and a fever')).toBeGreaterThanOrEqual(2);
    // ...and one that has lasted two weeks without settling deserves a routine visit
    expect(u('I have had an itchy red rash on my forearms for two weeks')).toBe(2);
    const cellulitis = u('45 y/o m, pain and redness of skin, low grade fever, edema lower leg', { age: 45 });
    expect(cellulitis).toBeGreaterThanOrEqual(2);
    expect(cellulitis).toBeLessThanOrEqual(4);
  });
  it('a mild cold in a pregnant patient is not self-care', () => {
    expect(u('mild cold, runny nose', {}, { pregnant: true })).toBeGreaterThanOrEqual(2);
  });
});

describe('assessUrgency: output', () => {
  it('always returns an integer 1..5 and at least one reason', () => {
    for (const text of ['', 'hello', 'chest pain', 'I feel a bit off', 'sneezing']) {
      const r = assessUrgency(factsFrom(text));
      expect(Number.isInteger(r.urgency)).toBe(true);
      expect(r.urgency).toBeGreaterThanOrEqual(1);
      expect(r.urgency).toBeLessThanOrEqual(5);
      expect(r.reasons.length).toBeGreaterThan(0);
    }
  });
});

describe('assessUrgency: emergencies that come as a combination', () => {
  it('a skin infection with pain far worse than it looks, vomiting in diabetes with fast breathing, screaming bouts with redcurrant-jelly stool', () => {
    expect(u('my cut on my leg is red and spreading fast and the pain is way worse than it looks')).toBe(5);
    expect(u("I have type 1 diabetes, been vomiting all day and breathing fast")).toBe(5);
    expect(u('my 9 month old screams in bouts, pulls her legs up and there is red jelly in her nappy', { age: 0.75 })).toBe(5);
    expect(u('leg went cold and white and it really hurts')).toBe(5);
    expect(u("3 weeks after a hip operation, calf swollen and now short of breath")).toBe(5);
  });
  it('and not without the combination', () => {
    expect(u('small cut on my finger, a bit red around it')).toBeLessThan(5);
    expect(u('I have type 2 diabetes and vomited once after a takeaway')).toBeLessThan(5);
    expect(u('my 2 month old cries in the evenings and pulls her legs up, feeding well', { age: 0.17 })).toBeLessThan(5);
  });
});

describe('parseDurationDays', () => {
  it('reads durations and ignores ages', () => {
    expect(parseDurationDays('for 3 days')).toBe(3);
    expect(parseDurationDays('two weeks ago')).toBe(14);
    expect(parseDurationDays('hace 2 semanas')).toBe(14);
    expect(parseDurationDays('45 years old, cough')).toBeUndefined();
    // "I have 74 years" is how Portuguese, Spanish and French state an age
    expect(parseDurationDays('Tenho 74 anos e há duas semanas comecei com dor de cabeça')).toBe(14);
    expect(parseDurationDays('tengo 50 años, dolor desde hace 3 días')).toBe(3);
    expect(parseDurationDays("j'ai 62 ans")).toBeUndefined();
    expect(parseDurationDays('I am 45 years old, pain for 2 days')).toBe(2);
  });
  it('reads clinical shorthand and leaves ages, blood pressures and gestation alone', () => {
    expect(parseDurationDays('recurrent epigastric pain x3 wk, settles')).toBe(21);
    expect(parseDurationDays('cough x 2d')).toBe(2);
    expect(parseDurationDays('coryza + cough 2d')).toBe(2);
    expect(parseDurationDays('sore throat 3/7')).toBe(3);
    expect(parseDurationDays('post-nasal drip 4/12')).toBe(120);
    expect(parseDurationDays('BP 120/80, HR 96')).toBeUndefined();
    expect(parseDurationDays('28/40 pregnant')).toBeUndefined();
    expect(parseDurationDays('My baby is 5 weeks old. Since this morning')).toBe(1);
    expect(parseDurationDays('my 7 month old is drooling')).toBeUndefined();
  });
});

describe('assessUrgency: general refinements', () => {
  it('pleuritic pain with breathlessness is an emergency, but with a productive cough it reads as pneumonia (urgent)', () => {
    expect(u('sharp pain in my side when I breathe in and short of breath', { age: 40 })).toBe(5);
    expect(u('cough with green phlegm, fever 38.9, sharp pain in my side when I breathe in, a bit breathless', { age: 46 })).toBe(4);
  });
  it('gestational weeks and a child\'s age are not how long a complaint has lasted', () => {
    expect(parseDurationDays('34 weeks pregnant, headache since this morning')).toBe(1);
    expect(parseDurationDays('I am pregnant 20 week. Since 2 day I have burning when I pee')).toBe(2);
    expect(parseDurationDays('Llevo 3 dias con escozor. Estoy embarazada de 20 semanas')).toBe(3);
    expect(parseDurationDays('Soy diabetica desde hace 15 anos. Tengo una herida desde hace como 5 dias')).toBe(5);
    expect(parseDurationDays('diabetic for 15 years, this wound for 2 days')).toBe(2);
    expect(parseDurationDays('mi hija de 2 anos tiene fiebre')).toBeUndefined();
    expect(u('34 weeks pregnant, bad headache, seeing flashing lights, face swollen', { pregnant: true })).toBe(5);
  });
  it('a long background does not lower a complaint that started in the last days', () => {
    expect(u("haven't been able to pee since last night, my stream has been weak for years", { age: 72, opqrst: { onset: 'since last night' } })).toBe(4);
  });
  it('recognises same-day problems across specialties', () => {
    expect(u('woke up yesterday and can\'t hear out of my right ear')).toBe(4);
    expect(u('new headache at my temples, it hurts to chew and my scalp is tender', { age: 74 })).toBe(4);
    expect(u('heart racing and irregular since this morning, no chest pain', { age: 66 })).toBe(4);
    expect(u('tingling moved up from my feet to my knees and my legs feel weak')).toBe(4);
    expect(u('swallowed a fish bone, it feels stuck in my throat')).toBe(4);
    expect(u('hit my forehead, there is a cut that gapes open')).toBe(4);
    expect(u('unprotected sex, the condom broke, partner is hiv positive')).toBe(4);
    expect(u('contact lens wearer, eye red and painful, vision blurry and light hurts')).toBe(4);
  });
  it('poisoning and uncontrolled bleeding are emergencies', () => {
    expect(u('my 3 year old found my iron tablets and ate some', { age: 3 })).toBe(5);
    expect(u('took a whole packet of paracetamol an hour ago')).toBe(5);
    expect(u('nosebleed for 45 minutes that won\'t stop')).toBe(5);
  });
  it('keeps plainly minor complaints self-care, including in infants', () => {
    expect(u('red rash in the nappy area, no fever', { age: 0.8 })).toBe(1);
    expect(u('drooling and chewing everything, I think it is teething, no fever', { age: 0.6 })).toBe(1);
    expect(u('painful little ulcer inside my cheek for 3 days')).toBe(1);
    expect(u('flaky itchy scalp with dandruff for a few months')).toBe(1);
    expect(u('had a nosebleed this morning, it stopped after 5 minutes of pinching')).toBe(1);
  });
  it('a feverish infant is never self-care', () => {
    expect(u('teething and a temperature of 38.5', { age: 0.6 })).toBeGreaterThanOrEqual(4);
  });
});

describe('assessUrgency: vital signs and the words around them', () => {
  it('reads a low saturation as a danger sign, but not the usual 88-92 % target of someone with COPD', () => {
    expect(factsFrom('short of breath, my oximeter says 91%').findings).toContain('spo2_low');
    const copd = assessUrgency(factsFrom('I have COPD, a bit more breathless today, oximeter says 91%'), { age: 70 });
    expect(copd.reasons.join(' ')).not.toMatch(/oxygen saturation/);
    expect(u('short of breath, oximeter says 86%', {}, { age: 70 })).toBe(5);
    expect(u('I have COPD and my oximeter says 86%', {}, { age: 70 })).toBe(5);
  });
  it('does not read hay fever as a fever', () => {
    expect(factsFrom('my hay fever is bad this spring').findings).not.toContain('fever');
    expect(factsFrom('tengo fiebre del heno').findings).not.toContain('fever');
    expect(factsFrom('fever and hay fever').findings).toContain('fever');
  });
  it('hears an itch in French', () => {
    expect(factsFrom('ça me démange beaucoup').findings).toContain('itch');
  });
});

// Each rule: what must reach same-day care (4) and the near miss that must not. Written from the clinical
// reason in the rule's comment, before the engine ran on them.
describe('assessUrgency: same-day rules and their near misses', () => {
  it('hearing lost in one ear without pain, discharge, wax or a cold is same-day; a blocked ear after swimming is not', () => {
    expect(u("Woke up this morning and I can't hear out of my right ear at all, loud ringing, no pain, nothing coming out")).toBe(4);
    expect(u('my right ear feels blocked and muffled after swimming, no pain, no discharge')).toBeLessThan(4);
  });
  it('palpitations with a fast or irregular pulse are same-day; palpitations alone are not', () => {
    expect(u('67M. palpitations on/off 2 days. watch says HR 120 irregular. no chest pain', { age: 67 })).toBe(4);
    expect(u('I notice my heartbeat after coffee sometimes, palpitations for a few seconds', { age: 30 })).toBeLessThan(4);
  });
  it('diarrhoea with little urine is same-day; diarrhoea alone is not', () => {
    expect(u('diarrhoea for 4 days, very weak, the pee is very little and dark', { age: 80 })).toBe(4);
    expect(u('diarrhoea since yesterday, drinking well', { age: 40 })).toBeLessThan(4);
  });
  it('fever for five days with red eyes and cracked lips in a child is same-day', () => {
    expect(u('My daughter 3 years have fever 5 days now, her eyes is red, her lips very red and cracked', { age: 3 })).toBe(4);
  });
  it('lower abdominal pain, discharge and fever is same-day; discharge alone is not', () => {
    expect(u('lower tummy pain for 2 days, smelly discharge and fever of 38', { age: 25, sex: 'female' })).toBe(4);
    expect(u('some white discharge, no pain, no fever', { age: 25, sex: 'female' })).toBeLessThan(4);
  });
  it('fever in pregnancy is same-day', () => {
    expect(u('I am pregnant 20 week, burning when I pee and a fever of 38', { pregnant: true }, { pregnant: true })).toBe(4);
  });
  it('an itchy rash after a new antibiotic is same-day; an old penicillin label is not', () => {
    expect(u('rash after starting antibiotics 3 days ago, very itchy', { age: 27 })).toBe(4);
    expect(u('I was told I am allergic to penicillin because of a rash as a child, I would like to get tested', { age: 40 })).toBeLessThan(4);
  });
  it('a missed pill with unprotected sex is same-day (emergency contraception works best early)', () => {
    expect(u("j'ai oublié 2 pilules cette semaine et j'ai eu un rapport sans capote hier soir", { age: 16, sex: 'female' })).toBe(4);
  });
});

describe('assessUrgency: words that looked like danger', () => {
  it('"the odd bit of heartburn" is not an overdose; "od\'d on" is', () => {
    expect(factsFrom('he gets the odd bit of heartburn').findings).not.toContain('overdose');
    expect(factsFrom("he od'd on heroin").findings).toContain('overdose');
  });
  it('an adult who snores and stops breathing at night has sleep apnoea, not a baby\'s apnoea', () => {
    expect(u('he snores like a train and several times a night he stops breathing for a few seconds and then gasps', {}, { age: 52 })).toBeLessThan(4);
    expect(u('my 2 month old stopped breathing for 20 seconds and went blue', {}, { age: 0 })).toBe(5);
  });
  it('a baby\'s age in months in the text refines an age of 0, and 37.5 °C is not a fever in a baby', () => {
    expect(u('My baby 9 months have the first tooth coming, drooling, temperature 37.5. She eat and drink good.', {}, { age: 0 })).toBeLessThan(4);
    expect(u('my baby 9 months has a temperature of 38.6', {}, { age: 0 })).toBe(4);
    expect(u('my baby 2 months has a temperature of 38.2', {}, { age: 0 })).toBe(5);
  });
});

describe('assessUrgency: bleeding in early pregnancy (NICE NG126)', () => {
  it('light first-trimester bleeding with mild cramps is same-day care; heavy bleeding, faintness or later pregnancy is an emergency', () => {
    expect(u('about 7 weeks pregnant, some spotting and mild cramps today, not dizzy', { pregnant: true }, { pregnant: true })).toBe(4);
    expect(u('7 weeks pregnant, bleeding heavily and soaking pads', { pregnant: true }, { pregnant: true })).toBe(5);
    expect(u('8 weeks pregnant, spotting and I feel lightheaded', { pregnant: true }, { pregnant: true })).toBe(5);
    expect(u('26 weeks pregnant and some spotting', { pregnant: true }, { pregnant: true })).toBe(5);
    expect(u('pregnant and bleeding', { pregnant: true }, { pregnant: true })).toBe(5);
  });
});

describe('assessUrgency: a slow pulse', () => {
  it('with dizziness or fainting is an emergency; alone it is not', () => {
    expect(u('pulso 45 y mareado', {}, { age: 70 })).toBe(5);
    expect(u('pulse 42, I fainted this morning', {}, { age: 78 })).toBe(5);
    expect(u('my pulse is 48, I run marathons and feel fine', {}, { age: 35 })).toBeLessThan(5);
  });
});

describe('assessUrgency: same-day problems that come as a combination', () => {
  it('a swollen cheek with toothache is same-day (spreading dental infection); toothache alone is not', () => {
    expect(u('Toothache for a week and now my cheek is swelling up', { age: 35 })).toBe(4);
    expect(u('Toothache for a week, no swelling', { age: 35 })).toBeLessThan(4);
  });
  it('a painful, growing lump by the back passage is same-day; a painless one is not', () => {
    expect(u('Very painful lump next to my bottom, getting bigger for 3 days', { age: 40 })).toBe(4);
    expect(u('a small soft lump by my bottom for months, it does not hurt', { age: 40 })).toBeLessThan(4);
  });
  it('weight gain or more swelling in heart failure is same-day; stable heart failure is not', () => {
    expect(u("I have heart failure and I've put on 3 kg in 3 days", {}, { age: 76 })).toBe(4);
    expect(u('I have heart failure, my ankles are more swollen and getting worse this week', {}, { age: 76 })).toBe(4);
    expect(u('I have heart failure, I feel well and want my annual review', {}, { age: 76 })).toBeLessThan(4);
  });
  it('a joint that swells suddenly without injury, or a hot swollen joint, is same-day; a sprain or a chronic one is not', () => {
    expect(u('My knee swelled up overnight and I can hardly bend it, no injury', {}, { age: 60 })).toBe(4);
    expect(u('my knee is swollen and hot', {}, { age: 60 })).toBe(4);
    expect(u('my knee has been swollen on and off for years with arthritis', {}, { age: 60 })).toBeLessThan(4);
  });
  it('itchy hands and feet in pregnancy is same-day (obstetric cholestasis); itchy stretch marks are not', () => {
    expect(u("I'm 34 weeks pregnant and my hands and feet are terribly itchy, worse at night", { pregnant: true }, { pregnant: true })).toBe(4);
    expect(u("I'm 24 weeks pregnant and the stretch marks on my tummy itch a bit. My palms and the soles of my feet aren't itchy.", { pregnant: true }, { pregnant: true })).toBeLessThan(4);
  });
  it('a widespread rash after starting a high-risk medicine is same-day; the medicine alone is not', () => {
    expect(u('I started allopurinol 10 days ago and now have a rash all over', {}, { age: 64 })).toBe(4);
    expect(u('I started allopurinol last month and my gout is better', {}, { age: 64 })).toBeLessThan(4);
  });
});

describe('assessUrgency: who the patient is', () => {
  it('a baby under three months with a cough or feeding less is same-day, never self-care; an older child with a cough can be self-care', () => {
    expect(u("My 6 week old baby has a cough and isn't feeding as well as usual", {}, { age: 0.12 })).toBeGreaterThanOrEqual(4);
    expect(u('My 6 week old baby has a cough', {}, { age: 0.12 })).toBeGreaterThanOrEqual(4);
    expect(u('my 6 year old has a cough and a runny nose for 2 days, eating and playing normally', {}, { age: 6 })).toBeLessThan(4);
  });
  it('chickenpox from 14 is same-day; in a young child it is not', () => {
    expect(u("I've got chickenpox spots since yesterday", {}, { age: 35 })).toBe(4);
    expect(u('my son has chickenpox spots since yesterday, he is eating and playing', {}, { age: 4 })).toBeLessThan(4);
  });
  it('a new kind of headache from 50 is same-day; the same words at 30 are not', () => {
    expect(u("I've started getting headaches for the first time in my life over the last 2 weeks", {}, { age: 62 })).toBe(4);
    expect(u("I've started getting headaches for the first time in my life over the last 2 weeks", {}, { age: 30 })).toBeLessThan(4);
    expect(u("Headache on my temple for a week and my jaw aches when I chew", {}, { age: 74 })).toBe(4);
  });
  it('a young child with fever for three days or more is not self-care; one day of a mild fever can be', () => {
    expect(u('My 18 month old has had a temperature for 3 days and been pulling her ear and is off her food', { opqrst: { onset: '3 days ago' } }, { age: 1.5 })).toBeGreaterThanOrEqual(2);
  });
});

describe('assessUrgency: emergencies made of ordinary findings', () => {
  it('shoulder-tip pain with a late period or fainting is an emergency (ruptured ectopic); shoulder pain after the gym is not', () => {
    expect(u('me duele mucho la punta del hombro izquierdo y un poco la barriga abajo, tengo un retraso de la regla de 3 semanas', {}, { age: 26 })).toBe(5);
    expect(u('pain at the tip of my left shoulder and I fainted on the toilet', {}, { age: 26 })).toBe(5);
    expect(u('my shoulder hurts after lifting weights at the gym', {}, { age: 26 })).toBeLessThan(5);
  });
  it('sudden confusion is an emergency; long-standing forgetfulness is not', () => {
    expect(u("since this morning she's suddenly all muddled and talking nonsense", {}, { age: 86 })).toBe(5);
    expect(u('my dad has been getting more forgetful over the last year', {}, { age: 80 })).toBeLessThan(5);
  });
  it('fever after giving birth is same-day, with shivering, a racing pulse or an infected wound an emergency', () => {
    expect(u('Day 5 postpartum, temperature 38.2, otherwise ok', {}, { age: 30 })).toBe(4);
    expect(u('I am 19 days after my baby born (caesarean). Today I have fever 39, the wound is red and smell bad', {}, { age: 30 })).toBe(5);
    expect(u('I gave birth 2 weeks ago and feel well, no fever', {}, { age: 30 })).toBeLessThan(4);
  });
  it('vomiting with Addison disease is an emergency; Addison disease alone is not', () => {
    expect(u('I have Addison disease. Since night I am vomit many times, I cannot keep my hydrocortisone', {}, { age: 40 })).toBe(5);
    expect(u('I have Addison disease and I need a repeat prescription of hydrocortisone', {}, { age: 40 })).toBeLessThan(4);
  });
  it('diarrhoea or shaking on lithium is same-day, confusion on lithium an emergency', () => {
    expect(u('I take lithium. Last 2 days I have diarrhea and I am shaking more in hands', {}, { age: 40 })).toBe(4);
    expect(u('my mum takes lithium and is vomiting and confused today', {}, { age: 70 })).toBe(5);
    expect(u('I take lithium and my mood is stable, I need my blood test booked', {}, { age: 40 })).toBeLessThan(4);
  });
  it('a painful swollen calf is same-day (possible DVT); a calf strain at football is not by this rule', () => {
    expect(u("J'ai une douleur dans le mollet gauche depuis 3 jours, il est gonflé, je prends la pilule", {}, { age: 30 })).toBe(4);
  });
  it('sudden back pain with sweating, or tearing back pain, is an emergency; a back ache after gardening is not', () => {
    expect(u('pain in back between the shoulders, start suddenly like something tear, very very strong, he is sweating', {}, { age: 55 })).toBe(5);
    expect(u('my back aches after gardening yesterday', {}, { age: 55 })).toBeLessThan(4);
  });
  it('fast-spreading redness with fever and a racing heart is an emergency; a red, warm patch without fever is same-day at most', () => {
    expect(u('after small cut in garden, now the red is going up fast and I have fever and heart beating fast', {}, { age: 50 })).toBe(5);
    expect(u('small red patch around a cut, not spreading, no fever', {}, { age: 50 })).toBeLessThan(5);
  });
  it('an older adult unable to bear weight after a fall is an emergency (hip fracture); a young adult with a limp after a fall is same-day', () => {
    expect(u("Dad had a fall on Sunday and won't put weight on his left leg", {}, { age: 79 })).toBe(5);
    expect(u("I had a fall on Sunday and won't put weight on my left leg", {}, { age: 25 })).toBe(4);
  });
  it('potassium of 6.0 or more is same-day and 6.5 or more an emergency; 5.2 is not', () => {
    expect(u('Routine bloods today: K+ 6.1 mmol/L, no symptoms', {}, { age: 62 })).toBe(4);
    expect(u('the lab rang, my potassium is 6.8', {}, { age: 62 })).toBe(5);
    expect(u('potassium 5.2 on my routine bloods, feel fine', {}, { age: 62 })).toBeLessThan(4);
  });
  it('a sugar that stays low after treatment reads as a reading ("still 2.6"); a hypo of 3.2 on insulin is same-day', () => {
    expect(u("I'm type 1, I've had jelly babies twice and my sugar is still 2.6, I feel woozy", {}, { age: 30 })).toBe(5);
    expect(u('Sou diabético e uso insulina. Essa semana tive três hipoglicemias de 3,2', {}, { age: 50 })).toBe(4);
  });
});

describe('assessUrgency: same-day review for medicines, flares and the weeks after birth', () => {
  it('a sore throat or fever on carbimazole or clozapine is same-day; carbimazole alone is not', () => {
    expect(u('carbimazole started 6 wks ago, sore throat + temp 38.1 since yesterday', {}, { age: 40 })).toBe(4);
    expect(u('I take clozapine and have a fever today', {}, { age: 35 })).toBeGreaterThanOrEqual(4);
    expect(u('I have been on carbimazole for a year and need my thyroid test', {}, { age: 40 })).toBeLessThan(4);
  });
  it('shakes and sweats after stopping heavy drinking is same-day', () => {
    expect(u("My partner drinks a litre of vodka a day. He decided to stop on his own yesterday. Today he's shaky, sweaty and anxious", {}, { age: 45 })).toBe(4);
  });
  it('bloody diarrhoea in ulcerative colitis is same-day', () => {
    expect(u('ulcerative colitis flare, 5-6 loose stools a day with blood', {}, { age: 30 })).toBe(4);
  });
  it('low mood in the weeks after giving birth is same-day', () => {
    expect(u("Depuis la naissance de mon bébé il y a 3 semaines je pleure tout le temps, je ne dors plus", {}, { age: 30 })).toBe(4);
  });
  it('a child with a limp and a fever is same-day', () => {
    expect(u('My 5 year old woke up refusing to put any weight on his right leg. He has a temperature of 38.2', {}, { age: 5 })).toBe(4);
  });
});

describe('assessUrgency: "a fall on Sunday" is a fall; "falls on a Sunday" is a date', () => {
  it('reads the fall after "had a" and not the calendar idiom', () => {
    expect(factsFrom('my dad had a fall on Sunday').findings).toContain('fall');
    expect(factsFrom('my birthday falls on a Sunday this year').findings).not.toContain('fall');
  });
});

describe('assessUrgency: the boundary below same-day care', () => {
  it('a year of gradual forgetfulness is a routine visit ("nothing sudden" is not sudden)', () => {
    expect(u("Over the last year I keep forgetting names and where I put things. My wife has noticed too. Nothing sudden.", {}, { age: 70 })).toBeLessThan(4);
    expect(factsFrom('Nothing sudden, it came on slowly').findings).not.toContain('sudden_onset');
  });
  it('a rolled ankle that can be walked on with no bone tenderness is self-care (Ottawa rules); one that cannot is same-day', () => {
    expect(u("Rolled my ankle playing football an hour ago. It's a bit swollen but I walked home on it and the bones aren't sore when I press them.", {}, { age: 24 })).toBe(1);
    expect(u("Rolled my ankle playing football, it's swollen and I can't put any weight on it", {}, { age: 24 })).toBe(4);
  });
  it('reads pregnancy weeks written as "pregnant 9 weeks", "12 wks" or "7+2/40"', () => {
    for (const t of ['I am pregnant 9 weeks', 'pregnant 12 wks', 'G1 at 7+2/40', '10 semanas de embarazo']) expect(factsFrom(t).findings).toContain('early_pregnancy');
  });
  it('reads "over the last year" and "the past few weeks" as durations', () => {
    expect(parseDurationDays('Over the last year I keep forgetting names')).toBe(365);
    expect(parseDurationDays('over the past few weeks')).toBe(21);
    expect(parseDurationDays('4/12 F, after her immunisations')).toBeUndefined();
  });
});

describe('assessUrgency: measurements, medicines and mechanisms from dev-k to dev-m', () => {
  it('an INR of 5 or more is same-day; a therapeutic INR is not', () => {
    expect(u("I do my own INR checks at home. Today's reading is 7.8, usually I'm between 2.5 and 3.5. No bleeding.", {}, { age: 60 })).toBe(4);
    expect(u('INR 2.6 today, all fine, on warfarin', {}, { age: 60 })).toBeLessThan(4);
  });
  it('a haemoglobin below 80 g/L is same-day even when the story is long', () => {
    expect(u('45F, routine bloods Hb 72 g/L, heavy periods for a year, breathless on stairs', {}, { age: 45 })).toBe(4);
    expect(u('heavy periods for a year, Hb 118', {}, { age: 45 })).toBeLessThan(4);
  });
  it('a rash on lamotrigine, carbamazepine or allopurinol is same-day, with blisters an emergency', () => {
    expect(u('I take the lamotrigine since 3 weeks. Now I have red spots on my body and a bit fever', {}, { age: 30 })).toBe(4);
    expect(u('on carbamazepine, now a rash with blisters', {}, { age: 30 })).toBe(5);
    expect(u('I take lamotrigine for epilepsy and need a repeat prescription', {}, { age: 30 })).toBeLessThan(4);
  });
  it('blisters with fever or a sore mouth after a new medicine is an emergency (Stevens-Johnson)', () => {
    expect(u('Started a new antibiotic 10 days ago. Now I have a fever, my eyes are red and sore and my mouth is full of painful blisters', {}, { age: 40 })).toBe(5);
  });
  it('tongue swelling on an ACE inhibitor or with trouble swallowing is an emergency', () => {
    expect(u("I take ramipril. My lips have swollen up and it's getting hard to swallow", {}, { age: 60 })).toBe(5);
  });
  it('back pain with a history of cancer is same-day, with leg numbness an emergency', () => {
    expect(u('hx prostate cancer. low back pain 3 wks, worse at night', {}, { age: 77 })).toBe(4);
    expect(u('breast cancer last year, now back pain and numbness in both legs', {}, { age: 60 })).toBe(5);
    expect(u('low back pain after gardening, no other history', {}, { age: 40 })).toBeLessThan(4);
  });
  it('a fall from a height with vomiting is an emergency', () => {
    expect(u('My 3 year old fell out of the upstairs bedroom window onto the patio. He has been sick twice', {}, { age: 3 })).toBe(5);
  });
  it('a child sitting forward and drooling with a high fever is an emergency (epiglottitis)', () => {
    expect(u('since 4 hours he have very high fever 40, he cannot swallow his saliva, it is dripping from the mouth, he sit leaning forward', {}, { age: 6 })).toBe(5);
  });
  it('heart failure with weight gain and more pillows, reduced fetal movements and fast breathing with a fever are same-day', () => {
    expect(u('My mother have heart failure. In 4 days her weight go up 3 kilo and now she need 3 pillow to sleep', {}, { age: 84 })).toBeGreaterThanOrEqual(4);
    expect(u("34 weeks pregnant and the baby hasn't been moving as much as normal today", { pregnant: true }, { pregnant: true })).toBeGreaterThanOrEqual(4);
    expect(u('She have the fever 3 days, 39.5, she cough, she breathing a little fast, but she talk and play', {}, { age: 5 })).toBeGreaterThanOrEqual(4);
  });
  it('an abdomen that is swollen, hard and painful with a fever is an emergency; a slow pulse in kidney failure too', () => {
    expect(u('Had a colonoscopy yesterday. Tonight my tummy has gone really swollen and hard and it hurts everywhere and I have a fever', {}, { age: 60 })).toBe(5);
    expect(u('I have kidney failure on dialysis, very weak, heart going slow and not regular', {}, { age: 40 })).toBe(5);
  });
});

describe('assessUrgency: stable exertional angina (NICE CG95) agrees with the red-flag screen', () => {
  it('exertional tightness eased by rest within minutes for weeks is same-day, not an emergency; worsening or sweating is', () => {
    expect(u('tightness in my chest only when I walk uphill, goes away after a couple of minutes rest, started 3 weeks ago, never at rest', {}, { age: 60 })).toBe(4);
    expect(u('63M, chest tightness after 200 m uphill, relieved by rest within 2-3 min, 4 wks, stable pattern, never at rest', {}, { age: 63 })).toBe(4);
    expect(u('tightness in my chest when I walk uphill, goes away with rest, for 3 weeks, and now it is getting worse', {}, { age: 60 })).toBe(5);
    expect(u("chest pain when I walk uphill, goes away with rest, for 3 weeks, and I'm sweating now", {}, { age: 60 })).toBe(5);
  });
});

describe('assessUrgency: from dev-n and dev-o (notes, non-native English, es/fr/pt)', () => {
  it('platelets below 50 with bruising, and creatinine 1.5 times baseline, are same-day', () => {
    expect(u('bloods today platelets 12 x10^9/L, bruising and petechiae on shins', {}, { age: 33 })).toBe(4);
    expect(u('on ramipril and ibuprofen. Creatinine 210 umol/L (baseline 88)', {}, { age: 58 })).toBe(4);
    expect(u('routine bloods, creatinine 90 (baseline 88), all fine', {}, { age: 58 })).toBeLessThan(4);
  });
  it('an older adult with a short, turned-out leg after a fall is an emergency', () => {
    expect(u('My grandmother fall in bathroom, now she cannot stand up, her leg is more short than other and turn to outside', {}, { age: 84 })).toBe(5);
  });
  it('a fall on warfarin with drowsiness is an emergency', () => {
    expect(u('80F on warfarin, unwitnessed fall 1h ago, bruise R temple, now more drowsy and confused', {}, { age: 80 })).toBe(5);
  });
  it('cold hands and feet with a floppy child or mottled skin is an emergency (shock)', () => {
    expect(u("tummy bug for 2 days, now he's really floppy, his hands and feet are cold, his skin looks blotchy and he hasn't had a wee since yesterday", {}, { age: 6 })).toBe(5);
  });
  it('a young child with a fever for five days is same-day', () => {
    expect(u('My 2 year old has had a fever of 38.9 for 5 days now. She is still drinking okay', { opqrst: { onset: '5 days ago' } }, { age: 2 })).toBe(4);
  });
  it('blood pressure "7 por 4" and a watch pulse in "batimentos" are read', () => {
    expect(u('meu vô ta com a pressão 7 por 4 no aparelho, mto fraco, suando frio', {}, { age: 78 })).toBe(5);
    expect(u('o coração está aos saltos, o relógio diz 130 batimentos e irregular', {}, { age: 70 })).toBeGreaterThanOrEqual(4);
  });
  it('"tb" in Spanish or Portuguese ("también") is not tuberculosis', () => {
    expect(factsFrom('se esta extendiendo y tb tengo 38 de fiebre').findings).not.toContain('risk_tb_exposure');
    expect(factsFrom('I had TB as a child').findings).toContain('risk_tb_exposure');
  });
});

describe('assessUrgency: alarming words in benign stories (softened, never past a danger sign)', () => {
  it('a knock to the head in a child who cried at once and is back to normal is self-care; with vomiting or on blood thinners it is not', () => {
    expect(u("My 5 year old bumped his forehead on the table an hour ago. He cried straight away, there's a small bump, he hasn't been sick, and he's back playing", {}, { age: 5 })).toBe(1);
    expect(u('My 5 year old bumped his head on the table, he cried straight away but he has been sick twice', {}, { age: 5 })).toBeGreaterThanOrEqual(4);
    expect(u('I bumped my head on a cupboard, small bump, seems fine, I take warfarin', {}, { age: 70 })).toBeGreaterThanOrEqual(4);
  });
  it('a faint at a blood test, recovered, is self-care; with chest pain or palpitations it is not', () => {
    expect(u('After I give blood today I feel dizzy and like faint for a little second. I lay down and drink juice and now I feel normal again.', {}, { age: 30 })).toBe(1);
    expect(u('I fainted at my blood test and I had chest pain before it, now I feel fine', {}, { age: 30 })).toBeGreaterThanOrEqual(4);
  });
  it('chest-wall pain after a strain, tender to press, under 50, is not urgent; over 50 it is', () => {
    expect(u('chest hurts when I press on it, moved furniture yesterday. no SOB, no sweating, not worse on exertion', {}, { age: 25 })).toBeLessThan(4);
    expect(u('chest hurts when I press on it, moved furniture yesterday. no SOB, no sweating', {}, { age: 60 })).toBeGreaterThanOrEqual(4);
  });
  it('a measured temperature under 37.5 is not a fever, and 37.8 in pregnancy is not "fever in pregnancy"', () => {
    expect(u("My 8 month old is dribbling loads, chewing everything and a bit grizzly. Temperature 37.4. He's feeding well.", {}, { age: 0.67 })).toBeLessThan(4);
    expect(u('27F 20/40, coryza, mild sore throat, dry cough 3d. T 37.8, chest clear', { pregnant: true }, { pregnant: true, age: 27 })).toBeLessThan(4);
    expect(u('20 weeks pregnant with a temperature of 38.6', { pregnant: true }, { pregnant: true, age: 27 })).toBe(4);
  });
});

describe('assessUrgency: from dev-p and dev-q (questions, self-care against a routine visit)', () => {
  it('peak flow under 75 % of best is same-day, under 50 % an emergency', () => {
    expect(u('asthma, peak flow 300 (best 420), full sentences', {}, { age: 30 })).toBe(4);
    expect(u('asthma, PEF 180, best 450', {}, { age: 30 })).toBe(5);
    expect(u('asthma well controlled, peak flow 410, best 420', {}, { age: 30 })).toBeLessThan(4);
  });
  it('thirst with weight loss, or a thirsty child wetting the bed again, is same-day (new diabetes)', () => {
    expect(u('My 9 year old has been drinking loads for two weeks and has started wetting the bed again', {}, { age: 9 })).toBe(4);
    expect(u("I'm always thirsty and I've lost 4 kg without trying", {}, { age: 50 })).toBe(4);
  });
  it('a blistering burn on the palm is same-day', () => {
    expect(u('I grabbed a hot oven tray with my bare hand. The palm has blistered up and it is agony', {}, { age: 30 })).toBe(4);
  });
  it('"brûlures quand je fais pipi" is a urine infection, not a burn', () => {
    expect(factsFrom("encore des brûlures quand je fais pipi").findings).not.toContain('burn');
    expect(factsFrom("je me suis brûlée la main avec la casserole").findings).toContain('burn');
  });
  it('a heart rate from a watch is read', () => {
    expect(u("My father says his heart has been racing since yesterday and his watch says 130 and irregular", {}, { age: 72 })).toBeGreaterThanOrEqual(4);
  });
});
