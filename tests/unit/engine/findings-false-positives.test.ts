// Why this exists: proves the findings reader leaves alone what only looks like a finding (idioms and figurative
// uses, another person's illness in the patient's own consult, Portuguese and Spanish "more" after a negated
// verb) in en/es/fr/pt, while the literal sense of the same words still counts.
import { describe, expect, it } from 'vitest';
import { extractFindings } from '../../../actors/engine/findings.ts';

const read = (text: string) => extractFindings(text);

/** [text, finding that must be found] */
const MUST_FIRE: [string, string][] = [
  ['I fell down the stairs', 'fall'],
  ['I fell out of bed last night', 'fall'],
  ['she fell in the garden', 'fall'],
  ['I had a fall yesterday', 'fall'],
  ['my dad falls a lot', 'fall'],
  ['I tripped on the stairs', 'fall'],
  ['found him on the floor this morning', 'fall'],
  ['eu caí na rua ontem', 'fall'],
  ['I cut my finger chopping onions', 'wound'],
  ['I cut myself shaving and it keeps bleeding', 'wound'],
  ['deep cut on my hand', 'wound'],
  ['me corté el dedo con un cuchillo', 'wound'],
  ['je me suis coupé le doigt', 'wound'],
  ['I burnt my hand on the oven', 'burn'],
  ['me quemé con aceite', 'burn'],
  ['I was stabbed in the back last night', 'penetrating_wound'],
  ['I think I broke my wrist', 'fracture_signs'],
  ['I have had a coughing fit all night', 'cough'],
  ['I have flu symptoms since the weekend', 'flu_like'],
  ['estoy hecho polvo', 'fatigue'],
  ['my feet are burning and I cannot see out of one eye', 'vision_loss'],
  ['me cai de la bici', 'fall'],
  ['ela caiu da escada', 'fall'],
  ['il est tombé dans les escaliers', 'fall'],
  ['I have a pain in the neck since I slept badly', 'neck_pain'],
  ['my neck hurts', 'neck_pain'],
  ['I am diabetic and my foot is red', 'risk_diabetes'],
  ['I have heart failure and my ankles are swollen', 'risk_chf'],
  // a consult written for a relative: the relative is the patient, their history is the patient's
  ['my mum has chest pain and she is diabetic', 'risk_diabetes'],
  ['my mum is diabetic and has had chest pain since this morning', 'risk_diabetes'],
  ['my dad has heart failure and his legs are swollen', 'risk_chf'],
  ['mi madre es diabética y tiene fiebre', 'risk_diabetes'],
  ['My wife is diabetic, she is very sleepy and I cannot wake her properly', 'risk_diabetes'],
  ['Dad, 70, confused and feverish. He has heart failure', 'risk_chf'],
  ['my dad had a heart attack at 45 and I have chest pain', 'risk_family_cad'],
  // Portuguese "no" is "in the" before a body part, even right before the match
  ['sinto mais dor no joelho', 'site_knee'],
  ['dor no tornozelo esquerdo', 'site_ankle'],
  // "mas" is still "but" after a denied finding
  ['nao tenho febre mas tenho tosse', 'cough'],
  ['no tengo fiebre pero tengo tos', 'cough'],
  // "can't take it any more" asserts what cannot be borne
  ['não aguento mais a dor de cabeça', 'headache'],
  ['ya no aguanto más el dolor de espalda', 'back_pain'],
  ['no tengo más que dolor de cabeza', 'headache'],
  ["je n'ai pas de fièvre mais je tousse", 'cough'],
];

/** [text, finding that must not be found] */
const MUST_NOT_FIRE: [string, string][] = [
  // idioms and other senses of "fall"
  ['I fell in love with a new job and I have a headache', 'fall'],
  ['I fell asleep on the sofa and woke with a headache', 'fall'],
  ['I fell pregnant last year', 'fall'],
  ['he fell ill last week with a cough', 'fall'],
  ['I fell for a scam and have not slept', 'fall'],
  ['my life fell apart and I feel low', 'fall'],
  ['our plans fell through', 'fall'],
  ['I fell out with my sister and have headaches', 'fall'],
  ['I fell behind at work', 'fall'],
  ['caiu a ficha e fiquei ansiosa', 'fall'],
  ['a internet caiu', 'fall'],
  ['je suis tombée amoureuse', 'fall'],
  ['il est tombé malade hier avec de la fièvre', 'fall'],
  ['je suis tombée enceinte en mars', 'fall'],
  ['ça tombe bien, je voulais un rendez-vous', 'fall'],
  ['se me cayó el móvil y tengo dolor de cabeza', 'fall'],
  ['se cayó el sistema', 'fall'],
  ['a comida caiu mal e estou enjoada', 'fall'],
  ['my birthday falls on a monday', 'fall'],
  ['the rent falls due', 'fall'],
  ['we went to niagara falls last week', 'fall'],
  ['I tripped the breaker', 'fall'],
  ['my baby sleeps on the floor', 'fall'],
  ['he plays on the floor all day', 'fall'],
  ["I'm sick and tired of this cough", 'fatigue'],
  // "cut" that is no wound
  ['I cut her hair yesterday and now my wrist hurts', 'wound'],
  ['I cut my hair short', 'wound'],
  ['I cut down on coffee and have headaches', 'wound'],
  ['I cut back on sugar', 'wound'],
  ['I cut out dairy and gluten', 'wound'],
  ['I cut the grass and started sneezing', 'wound'],
  ['me corté el pelo', 'wound'],
  ['hubo un corte de luz y me mareé', 'wound'],
  ['je me suis coupé les cheveux', 'wound'],
  ['il y a eu une coupure de courant', 'wound'],
  ['cortei o cabelo ontem', 'wound'],
  ['teve um corte de energia', 'wound'],
  // idioms
  ['my boss is a pain in the neck and I have a cough', 'neck_pain'],
  ["he's such a pain in the neck", 'neck_pain'],
  ['my heart skipped a beat when I saw her', 'palpitations'],
  ["I'm burnt out at work", 'burn'],
  ['I feel burned out and tired', 'burn'],
  ['estoy quemado del trabajo', 'burn'],
  ['estou queimada no trabalho', 'burn'],
  ['I got my flu shot yesterday and my arm is sore', 'flu_like'],
  ['me pusieron la vacuna de la gripe', 'flu_like'],
  ['vaccin contre la grippe hier', 'flu_like'],
  ['tomei a vacina da gripe', 'flu_like'],
  ['I felt stabbed in the back by my best friend', 'penetrating_wound'],
  ['it broke my heart when he left', 'fracture_signs'],
  ['quebrei a cara no trabalho', 'fracture_signs'],
  ['il se casse la tête avec ses impôts', 'fracture_signs'],
  ["c'est un casse-pieds", 'fracture_signs'],
  ['ça me casse les pieds', 'site_foot'],
  ['I had a fit of laughter', 'seizure'],
  ['she threw a hissy fit', 'seizure'],
  ['she turned a blind eye to it', 'vision_loss'],
  ['I need to bite the bullet', 'blisters'],
  ['estoy hecho polvo', 'seasonal_pattern'],
  // another person's illness in the patient's own consult, and family history
  ['I have a cough and my mum is diabetic', 'risk_diabetes'],
  ['my mum is diabetic', 'risk_diabetes'],
  ['my dad has heart failure', 'risk_chf'],
  ['I have chest pain, my dad has heart failure', 'risk_chf'],
  ['chest pain since this morning, my dad has heart failure', 'risk_chf'],
  ['I have a headache. My mother had breast cancer', 'risk_cancer'],
  ['family history of diabetes, I am thirsty all the time', 'risk_diabetes'],
  ['diabetes runs in my family and I pee a lot', 'risk_diabetes'],
  ['tengo tos y mi madre es diabética', 'risk_diabetes'],
  ["j'ai de la toux et mon père a une insuffisance cardiaque", 'risk_chf'],
  ['estou com tosse e minha mãe tem diabetes', 'risk_diabetes'],
  ['tenho dor de cabeça e meu pai tem pressão alta', 'risk_hypertension'],
  // Portuguese and Spanish "more" after a negated verb is not "but"
  ['nao tenho mais febre', 'fever'],
  ['ela não tem mais tosse', 'cough'],
  ['não sinto mais dor no peito', 'chest_pain'],
  ['ja nao tenho mais dor de cabeca', 'headache'],
  ['no tengo más fiebre', 'fever'],
  ['ya no tiene más tos', 'cough'],
];

describe('findings: literal senses still count', () => {
  for (const [text, id] of MUST_FIRE) it(`${text} → ${id}`, () => expect(read(text).findings).toContain(id));
});

describe('findings: idioms, figurative uses and other people', () => {
  for (const [text, id] of MUST_NOT_FIRE) it(`${text} ↛ ${id}`, () => expect(read(text).findings).not.toContain(id));
  it('keeps the patient\'s own findings beside a relative\'s', () => {
    expect(read('I have a cough and my mum is diabetic').findings).toContain('cough');
    expect(read('my boss is a pain in the neck and I have a cough').findings).toContain('cough');
    expect(read('I cut down on coffee and have headaches').findings).toContain('headache');
  });
  it('still reads a Portuguese denial before "no <body part>"', () => {
    expect(read('não tenho dor no joelho').negated).toEqual(expect.arrayContaining(['joint_pain', 'site_knee']));
  });
  it('reads "no longer" as a denial', () => {
    expect(read('nao tenho mais febre').negated).toContain('fever');
    expect(read('no tengo más fiebre').negated).toContain('fever');
  });
});

describe('findings: a negative word inside the phrase that matched', () => {
  it('denies a gapped phrase with "not" in its gap, whatever the finding\'s other phrases carry', () => {
    const r = read('I can speak normal and my lips are not blue');
    expect(r.findings).not.toContain('cant_speak_sentences');
    expect(r.findings).not.toContain('spo2_critical');
  });
  it('keeps a phrase whose own words are negative', () => {
    expect(read("this morning she doesn't know what day it is").findings).toContain('confusion');
    expect(read('she cannot speak in full sentences').findings).toContain('cant_speak_sentences');
  });
  it('reads Portuguese "no" as "in the" inside a phrase', () => {
    expect(read('dor no peito quando respiro').findings).toContain('chest_pain');
  });
});
