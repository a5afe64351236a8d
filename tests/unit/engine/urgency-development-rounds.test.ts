// Why this exists: proves the clinical patterns learned from the development sets dev-aj to dev-ba (pelvic girdle
// pain in pregnancy, cauda equina and stroke in lay words, a resting heart rate of 150, infected blocked kidneys,
// safeguarding, withdrawal, lab readings from notes, reflex faints and other guideline exceptions) fire where they
// must and stay quiet on their look-alikes.
import { describe, expect, it } from 'vitest';
import { extractFindings } from '../../../actors/engine/findings.ts';
import { assessUrgency } from '../../../actors/engine/urgency.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';

const u = (text: string, over: Partial<HistoryFacts> = {}, patient: PatientInfo = {}) => assessUrgency(factsFrom(text, over), patient).urgency;

describe('pelvic girdle pain in pregnancy, and the pelvic pain that stays an emergency', () => {
  const preg = { pregnant: true } as const;
  it('pubic or pelvic pain on walking or turning in bed, with nothing else wrong, is a routine visit', () => {
    expect(u("I'm 32 weeks pregnant, pain at the front of my pelvis when I walk or turn over in bed, baby moving normally, no bleeding", { age: 30 }, preg)).toBe(3);
    expect(u('embarazada de 30 semanas, me duele el hueso del pubis al caminar y al darme la vuelta en la cama', { age: 28 }, preg)).toBe(3);
    expect(u('enceinte de 28 semaines, douleur au pubis quand je marche', { age: 31 }, preg)).toBe(3);
  });
  it('pelvic pain in pregnancy with bleeding, waters, contractions, fewer movements or fever is still an emergency', () => {
    expect(u("32 weeks pregnant, pain at the front of my pelvis when I walk and now some bleeding", { age: 30 }, preg)).toBe(5);
    // fewer movements is same-day maternity care at least (RCOG GTG 57), whatever the pelvis is doing
    expect(u('34 weeks, pubic bone pain when walking, and the baby is moving less today', { age: 30 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('30 weeks pregnant, pain in my pubic bone when I walk and contractions every 5 minutes', { age: 30 }, preg)).toBe(5);
    expect(u('28 weeks pregnant with constant pelvic pain since this morning', { age: 30 }, preg)).toBe(5);
  });
  it('"34 weeks," at the start of a pregnant woman\'s message is her gestation, not how long it has lasted', async () => {
    const { parseDurationDays } = await import('../../../actors/engine/urgency.ts');
    expect(parseDurationDays('34 weeks, pubic bone pain when walking')).toBeUndefined();
    expect(parseDurationDays('G2P1 34/40, headache since this morning')).toBe(1);
    expect(parseDurationDays('at 30+2 weeks, cough for 3 weeks')).toBe(21);
  });
  it('in pregnancy, "some bleeding" with no other site named is vaginal bleeding; bleeding gums are not', () => {
    expect(extractFindings('12 weeks pregnant. Started bleeding an hour ago').findings).toContain('vaginal_bleeding');
    expect(extractFindings('12 weeks pregnant and my gums are bleeding when I brush').findings).not.toContain('vaginal_bleeding');
    expect(extractFindings('pregnant, no bleeding, just tired').findings).not.toContain('vaginal_bleeding');
  });
  it('turning over in bed is not vertigo unless the room spins', () => {
    expect(extractFindings('my hip hurts when I turn over in bed').findings).not.toContain('positional_vertigo');
    expect(extractFindings('the room spins for a few seconds when I roll over in bed').findings).toContain('positional_vertigo');
    expect(extractFindings('dizzy every time I turn over in bed').findings).toContain('positional_vertigo');
  });
});

describe('emergencies from dev-aj to dev-ap, and their look-alikes', () => {
  it('cauda equina in lay words: numb when wiping and cannot pee, with a bad back', () => {
    expect(u("My back has been bad for a week. Since this morning pins and needles down both legs, I can't really feel the toilet paper when I wipe, and I haven't managed to pee since last night", { age: 44 })).toBe(5);
    expect(u('My back has been bad for a week since I lifted a washing machine, no numbness, peeing normally', { age: 44 })).toBeLessThan(5);
  });
  it('a stroke told as a hand that will not grip the kettle and a mouth hanging down', () => {
    expect(u("I'm 71. Woke up 40 minutes ago and my right hand won't grip the kettle, and the right side of my mouth is hanging down", { age: 71 })).toBe(5);
    expect(extractFindings('my hand will not grip the kettle').findings).not.toContain('burn');
    expect(extractFindings('I spilled the kettle on my hand').findings).toContain('burn');
  });
  it('a resting heart rate of 150 or more in an adult is an emergency; 120 is not, and a baby of 170 is not', () => {
    expect(u("29M palpitations 30 min, 'not too bad'. HR 190 regular, BP 118/76, no CP, no syncope", { age: 29 })).toBe(5);
    expect(u('29M palpitations 30 min, HR 120 regular, BP 118/76, no CP, no syncope', { age: 29 })).toBeLessThan(5);
    expect(extractFindings('6 month old, HR 170, crying', { age: 0.5 }).findings).not.toContain('tachycardia_extreme');
  });
  it('a kidney stone with fever is an infected, blocked kidney; a stone without fever is same-day', () => {
    expect(u("J'ai un calcul dans le rein droit vu au scanner hier, et maintenant j'ai 39,2 de fièvre et des frissons", { age: 40 })).toBe(5);
    expect(u('I have kidney stone pain since yesterday in my right side, now fever 38.8 and shaking a lot', { age: 40 })).toBe(5);
    expect(u('kidney stone pain since yesterday in my right side, no fever, pain comes and goes', { age: 40 })).toBeLessThan(5);
    expect(u('I had a kidney stone five years ago, now a cold with a temperature of 38', { age: 40 })).toBeLessThan(5);
  });
  it('back pain with fever and weak legs is a spinal abscess until shown otherwise; with fever alone it is not', () => {
    expect(u('injects heroin, fever 39, severe mid back pain 5 days, legs going weak today', { age: 35 })).toBe(5);
    expect(u('back pain and a fever of 38 with the flu, legs fine', { age: 35 })).toBeLessThan(5);
  });
  it('adrenal insufficiency with D&V or tablets not kept down is an adrenal crisis', () => {
    expect(u("adrenal insufficiency on hydrocortisone, D&V since this morning, can't keep tablets down, dizzy standing, 52F", { age: 52 })).toBe(5);
    expect(u("Addison's on hydrocortisone, asking about sick day rules before a holiday", { age: 52 })).toBeLessThan(5);
  });
  it('a drooling child sitting forward with noisy breathing is epiglottitis; a drooling teething baby is not', () => {
    expect(u("My 4 year old suddenly got very ill tonight, high fever, he's sitting forward with his mouth open drooling and makes a noise when he breathes in", { age: 4 })).toBe(5);
    expect(u('my 8 month old is drooling a lot and chewing everything, teething, temperature 37.6', { age: 0.7 })).toBeLessThan(5);
  });
  it('a dialysis patient who missed sessions across sentences, with weakness or a slow heart', () => {
    expect(u("I'm on dialysis Monday, Wednesday, Friday. I missed Monday because the transport didn't come and I've missed today as well. My legs feel heavy and weak", { age: 67 })).toBe(5);
    expect(extractFindings('on dialysis 3 times a week, never missed a session, asking about travel').findings).not.toContain('missed_dialysis');
    expect(extractFindings('on dialysis. Heart rate 80 this morning, I missed my phosphate binders').findings).not.toContain('missed_dialysis');
    expect(extractFindings("Je suis dialysé. J'ai raté ma séance de lundi.").findings).toContain('missed_dialysis');
  });
  it('a stockpile of pills and a goodbye is a suicide plan, in English and French', () => {
    expect(u('I have collect my pills many weeks and tonight I will finish. I only write to say goodbye', { age: 40 })).toBe(5);
    expect(u("J'ai mis de côté toutes mes boîtes de somnifères et je compte les prendre ce soir", { age: 30 })).toBe(5);
    expect(u('I collect my repeat prescription of pills every month, all fine', { age: 40 })).toBeLessThan(5);
  });
  it('priapism is an emergency; a painful curved erection (Peyronie\'s) is not', () => {
    expect(u("sickle cell, erection 5 hrs, painful, won't go down", { age: 19 })).toBe(5);
    expect(u('painful erections and a bend in my penis for 3 months', { age: 55 })).toBeLessThan(5);
  });
  it('severe malaria after Cameroon, in French; fever after a beach week in Spain is not', () => {
    expect(u("Je suis rentré du Cameroun il y a 12 jours, j'ai de la fièvre à 40 depuis 2 jours, je suis très essoufflé", { age: 38 })).toBe(5);
    expect(u('back from a week in Spain, mild sore throat and 37.8', { age: 38 })).toBeLessThan(5);
  });
  it('Portuguese "vomitei sangue" is vomiting blood, and "sangue vivo" is no longer vaginal bleeding by itself', () => {
    expect(extractFindings('Vomitei sangue vivo agora há pouco, bastante, e estou tonto').findings).toContain('vomiting_blood');
    expect(extractFindings('Vomitei sangue vivo agora há pouco').findings).not.toContain('vaginal_bleeding');
  });
  it('a clot in pregnancy told in Portuguese: breathless, pain on breathing in and a swollen leg', () => {
    expect(u('Estou grávida de 30 semanas e desde ontem tô com falta de ar e uma dor do lado quando respiro fundo. A perna direita tá inchada.', { age: 30 }, { pregnant: true })).toBe(5);
  });
  it('an infant with fever and a bulging soft spot told in other words; a red line up the leg with fever and faintness', () => {
    expect(u('My baby is 4 month, he have fever 39 and the soft part on top of the head is bulging out', { age: 0.33 })).toBe(5);
    expect(u('cut on my foot 3 days ago, now a red line going up my leg, shaking and fever, my heart is very fast and I feel I will faint when I stand', { age: 40 })).toBe(5);
    expect(u('cut on my foot 3 days ago, a little red around it, no fever, feel well', { age: 40 })).toBeLessThan(5);
  });
});

describe('same-day problems from dev-aj to dev-ap, and where they stop', () => {
  const preg = { pregnant: true } as const;
  it('labs: corrected calcium 3.0 or more and a CK of 5,000 or more are same-day; normal values are not', async () => {
    expect(u('56F adj Ca2+ 3.15 mmol/L on routine bloods. Thirsty, constipated, orientated.', { age: 56 })).toBeGreaterThanOrEqual(4);
    expect(u('25M ran marathon yesterday. Diffuse myalgia, CK 38,000 U/L. HR 96, BP 128/76', { age: 25 })).toBeGreaterThanOrEqual(4);
    expect(extractFindings('calcium 2.41 on my bloods, all normal').findings).not.toContain('calcium_high_lab');
    expect(extractFindings('CK 240 after the gym').findings).not.toContain('ck_high');
  });
  it('a blood pressure read in Portuguese ("a pressão no posto deu 150/100") in pregnancy is same-day', () => {
    expect(u('Estou grávida de 30 semanas e a pressão no posto deu 150/100 hoje. Não tenho dor de cabeça', { age: 30 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('Estou grávida de 30 semanas e a pressão no posto deu 110/70 hoje, tudo bem', { age: 30 }, preg)).toBeLessThan(4);
  });
  it('later pregnancy: itchy palms and soles, a first herpes outbreak, measles contact, waters gone at term', () => {
    expect(u('I am 32 weeks pregnant, from 3 days I have very strong itching on my hands and under the feet, worse in night', { age: 29 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('I am 8 month pregnant and I have blisters on my vagina, very painful, first time', { age: 29 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('Estoy embarazada de 24 semanas y un niño de la guardería tiene sarampión, estuve con él ayer', { age: 29 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('Estoy de 37 semanas y desde hace 2 horas me sale líquido transparente, creo que rompí fuente', { age: 29 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('I am 32 weeks pregnant with a little itchy patch of eczema on my arm', { age: 29 }, preg)).toBeLessThan(4);
  });
  it('delirium in an older person: worse memory over days with wetting or off food; years of slow decline are not same-day', () => {
    expect(u("My mum is 79. For 3 days she's been more forgetful than usual, off her food, and wetting herself", { age: 79 })).toBeGreaterThanOrEqual(4);
    expect(u('My mum is 79, her memory has been slowly getting worse over two years', { age: 79 })).toBeLessThan(4);
  });
  it('cellulitis spreading past the pen line is same-day; scaly patches getting bigger are not', () => {
    expect(u("The red patch on my shin is bigger than yesterday, hot and sore. I drew round it and it's gone past the line", { age: 50 })).toBeGreaterThanOrEqual(4);
    expect(u('scaly red patches on my elbows and knees getting bigger over months, my dad has psoriasis', { age: 30 })).toBeLessThan(4);
  });
  it('chronic disease going wrong: missed levodopa, little urine with dizziness or CKD, a silent fistula, fever in Addison\'s', () => {
    expect(u("I have Parkinson's and my repeat prescription got lost. I've had no co-careldopa since yesterday morning", { age: 72 })).toBeGreaterThanOrEqual(4);
    expect(u('CKD 3, taking ibuprofen 5 days for back pain, peeing much less, ankles swollen, 69F', { age: 69 })).toBeGreaterThanOrEqual(4);
    expect(u('I am on dialysis 3 times in week. Since this morning I cannot feel the buzz in my fistula in the arm any more', { age: 60 })).toBeGreaterThanOrEqual(4);
    expect(u("J'ai une maladie d'Addison. J'ai la grippe depuis hier avec 38,5 de fièvre", { age: 40 })).toBeGreaterThanOrEqual(4);
    expect(u("I have Parkinson's and want to ask about exercise classes", { age: 72 })).toBeLessThan(4);
  });
  it('nerves and cord: foot drop, clumsy hands with neck pain; sciatica alone is not same-day', () => {
    expect(u("Depuis 3 jours j'ai mal au bas du dos avec une douleur qui descend dans la jambe droite, et depuis ce matin je n'arrive plus à relever le pied", { age: 45 })).toBeGreaterThanOrEqual(4);
    expect(u("I have pain in neck, now since 1 week I walk not stable like drunk, my hands are clumsy, I can't do the buttons", { age: 60 })).toBeGreaterThanOrEqual(4);
    expect(u('low back pain going down my right leg for 3 days, walking fine, no numbness', { age: 45 })).toBeLessThan(4);
  });
  it('infection signs: fever after a malaria area, PID, mastitis with fever, pus from a red eye after a new partner', () => {
    expect(u('fever 38.6 since yesterday, headache, back from Goa 3 wks ago, no prophylaxis', { age: 30 })).toBeGreaterThanOrEqual(4);
    expect(u('lower tummy pain both sides 3d, fever 38.2, new discharge, pain during sex, has coil', { age: 27 })).toBeGreaterThanOrEqual(4);
    expect(u('Estou amamentando, meu bebê tem 3 semanas. Meu seio direito está com um caroço vermelho, muito dolorido, e estou com febre de 39.', { age: 28 })).toBeGreaterThanOrEqual(4);
    expect(u('My eye is very red and have very much yellow pus, it start this morning. I had sex with new partner last week.', { age: 24 })).toBeGreaterThanOrEqual(4);
    expect(u('breastfeeding, my nipple is a bit sore when he latches, no fever', { age: 28 })).toBeLessThan(4);
  });
  it('after cataract surgery, pain and falling sight is eye casualty today', () => {
    expect(u('61F, day 4 post L cataract surgery, increasing pain and redness, VA dropped 6/9 to 6/60', { age: 61 })).toBeGreaterThanOrEqual(4);
  });
  it('a painless ulcer under the foot in diabetes is a foot ulcer, not a genital sore', () => {
    const f = extractFindings('67M T2DM, neuropathy, painless ulcer under 1st MTP head noticed 1/52').findings;
    expect(f).not.toContain('painless_genital_ulcer');
    expect(f).toContain('leg_ulcer');
  });
});

describe('a high sugar alone is a same-day review; ketoacidosis and a hyperosmolar state still show themselves', () => {
  it('thirsty with a high sugar but alert and not vomiting is urgent, not an emergency', () => {
    expect(u('55M T2DM on metformin, home BG 15-19 mmol/L for 2/52, thirsty, polyuria. No vomiting, eating and drinking, alert.', { age: 55 })).toBe(4);
    expect(u('T2DM on gliclazide, started pred 40mg for COPD 3 days ago, sugars 18-22 mmol/L, thirsty, no vomiting, alert', { age: 70 })).toBe(4);
  });
  it('with vomiting, ketones, abdominal pain or drowsiness and dryness it is an emergency', () => {
    expect(u('type 1, sugar 25, ketones 3.2, vomiting', { age: 20 })).toBe(5);
    expect(u('my son is 12, type 1, sugar 22, tummy pain and breathing fast', { age: 12 })).toBe(5);
    expect(u('82F T2DM, glucose 38 mmol/L, very drowsy and dry, not drinking', { age: 82 })).toBe(5);
  });
});

describe('emergencies from dev-aq to dev-av, and their look-alikes', () => {
  it('a stroke told by a relative in non-native English; a frozen shoulder that cannot lift the arm is not', () => {
    expect(u('my husband he fall down in the kitchen, now he not speak good and his face is go to one side, left arm he cannot lift. He is 64 year.', { age: 64 })).toBe(5);
    expect(u('for 3 months I cannot lift my arm above my head or reach behind my back, painful at night', { age: 55 })).toBeLessThan(5);
  });
  it('a confused, sweaty person with diabetes is a severe hypo; a well person with diabetes is not', () => {
    expect(u('flatmate type 1 diabetic, sweaty, shaking, confused, talking nonsense, cant swallow the juice we gave him', { age: 24 })).toBe(5);
    expect(u('type 1 diabetic, a bit sweaty after the gym, sugar 6.2, feels fine', { age: 24 })).toBeLessThan(5);
  });
  it('paracetamol in overdose is an emergency whatever the symptoms; two tablets for a headache are not', () => {
    expect(u('My friend she take many paracetamol yesterday night, maybe 30, now she say she is fine', { age: 20 })).toBe(5);
    expect(u('19F, ~14h post ingestion of ~40 x 500mg paracetamol. Now RUQ pain, vomiting.', { age: 19 })).toBe(5);
    expect(u('I took two paracetamol for a headache and it helped', { age: 20 })).toBeLessThan(5);
  });
  it('a board-like abdomen with fever; a bare age at the end of a message is not a duration', async () => {
    expect(u('My mother have very strong pain in stomach, it is hard like board, she have fever and she cannot move because the pain. 70 years.', { age: 70 })).toBe(5);
    const { parseDurationDays } = await import('../../../actors/engine/urgency.ts');
    expect(parseDurationDays('she cannot move because the pain. 70 years.')).toBeUndefined();
    expect(parseDurationDays('back pain for 20 years')).toBe(7300);
  });
  it('found outside all night and ice cold, or on the floor for days: a long lie with hypothermia', () => {
    expect(u('My grandmother 88 we find her in the garden this morning, she was there all night maybe. Her skin is cold like ice, she talk very slow', { age: 88 })).toBe(5);
    expect(u('Old man in my building, I not see him 4 days. Today I look in window, he is on the floor, he move a little but not speak.', { age: 80 })).toBe(5);
  });
  it('a child who swallowed heart pills or magnets, or went under water and is now drowsy and coughing', () => {
    expect(u('My boy have 1 year and half, he eat some pills of grandmother for the heart, maybe 3 or 4, 15 minute before. Now he look normal', { age: 1.5 })).toBe(5);
    expect(u("Mon fils de 2 ans a avalé des billes aimantées, au moins deux, il y a une heure", { age: 2 })).toBe(5);
    expect(u('Mi hijo de 3 años se cayó a la piscina, lo sacamos y estuvo sin respirar un ratito. Ahora respira pero está muy adormilado y tose mucho', { age: 3 })).toBe(5);
    expect(u('my son is 3, he loves the swimming pool and swam all afternoon, now tired and happy', { age: 3 })).toBeLessThan(4);
  });
  it('psychosis with a knife, a car in a closed garage with a hose, GHB and not rousable', () => {
    expect(u("My flatmate has schizophrenia and stopped his meds. He's holding a kitchen knife and saying the neighbours are demons who need to be killed.", { age: 30 })).toBe(5);
    expect(u('No aguanto más. Tengo el coche en el garaje con la puerta cerrada y la manguera preparada.', { age: 45 })).toBe(5);
    expect(u('friend took G at party, not rousable, vomiting, breathing irregular', { age: 22 })).toBe(5);
    expect(u('I cut vegetables with a kitchen knife and nicked my finger, small cut, stopped bleeding', { age: 30 })).toBeLessThan(4);
  });
  it('bleeding emergencies: vomited blood in a drinker, postpartum pads soaked every 30 minutes, a bleed at 30 weeks in French texting', () => {
    expect(u("I'm an alcoholic and I've just thrown up a load of bright red blood, maybe a cupful, and I feel faint when I stand up.", { age: 50 })).toBe(5);
    expect(u('I give birth 5 days ago, today the bleeding become very heavy, i soak one big pad every 30 minute with big clots like my hand', { age: 30 })).toBe(5);
    expect(u('jsuis enceinte de 30 sem et jai perdu bcp de sang rouge dun coup, pas de douleur', { age: 28 }, { pregnant: true })).toBe(5);
  });
  it('a sexual assault is same-day care at least, and an emergency with heavy bleeding', () => {
    expect(u('After party I wake up in strange flat, no memory, my clothes are wrong. I have pain down there and I am bleeding much, it is still bleeding.', { age: 22 })).toBe(5);
    expect(u('I was raped two days ago, no injuries, I want to know what to do', { age: 22 })).toBeGreaterThanOrEqual(4);
  });
  it('a potassium of 2.4 with palpitations is an emergency; 3.4 is not', () => {
    expect(u('24F bulimia, purging 5-6x/day. Palpitations and muscle weakness today. K+ 2.4 on bloods this am', { age: 24 })).toBe(5);
    expect(extractFindings('K+ 3.4 on routine bloods').findings).not.toContain('low_potassium');
  });
  it('a first fit lasting more than five minutes told by a wife in non-native English', () => {
    expect(u('my husband he fall down and now whole body is shaking, his eyes go up, he not wake up, already more than 5 minutes', { age: 50 })).toBe(5);
  });
});

describe('same-day problems from dev-aq to dev-av, and where they stop', () => {
  const preg = { pregnant: true } as const;
  it('abuse disclosed is same-day safeguarding; a kick in pregnancy with pain is an emergency', () => {
    expect(u("My 13 year old told me tonight that her stepdad has been touching her. He's not in the house now and she's safe with me.", { age: 13 })).toBeGreaterThanOrEqual(4);
    expect(u('I am 16. My father hit me with belt yesterday, I have big marks on my back. I am afraid to go home tonight.', { age: 16 })).toBeGreaterThanOrEqual(4);
    expect(u('32 weeks pregnant, my partner hit me and kicked my belly, now I have tummy pain and some bleeding', { age: 30 }, preg)).toBe(5);
    expect(u('my son hits the ball really hard at cricket and hurt his thumb, it is fine now', { age: 12 })).toBeLessThan(4);
  });
  it('withdrawal: a long-term benzodiazepine or methadone stopped suddenly is same-day', () => {
    expect(u('diazepam 30mg daily x3y, ran out yesterday, anxious, sweaty, no fits', { age: 40 })).toBeGreaterThanOrEqual(4);
    expect(u("Je suis sous méthadone et je n'ai pas pu avoir ma dose depuis 2 jours, la pharmacie est fermée. Je sue, j'ai des crampes", { age: 40 })).toBeGreaterThanOrEqual(4);
  });
  it('very underweight with dizziness, an abscess with fever, a swollen eye that hurts to move', () => {
    expect(u('anorexia, BMI 14, dizzy standing, HR 52, eating <500 kcal/day', { age: 19 })).toBeGreaterThanOrEqual(4);
    expect(u('tengo una bola con pus en la nalga hace 4 dias, roja, caliente y cada vez mas grande, tengo fiebre poquita 37.8', { age: 30 })).toBeGreaterThanOrEqual(4);
    expect(u('I have sinus infection one week, now my left eye is swelling and red around, it hurt when I move the eye and I have fever.', { age: 30 })).toBe(5);
    expect(u('small spot with a little pus on my chin, no fever', { age: 30 })).toBeLessThan(4);
  });
  it('a knee that swelled after a kick and will not straighten is same-day in the first week, not three weeks on', () => {
    expect(u('My son is 9, yesterday in football another boy kick his knee, today the knee is very swollen like balloon and he cannot make the leg straight', { age: 9 })).toBeGreaterThanOrEqual(4);
    expect(u("twisted my knee skiing 3 weeks ago, it swelled up that day, I can't straighten it fully, now it keeps giving way", { age: 30 })).toBeLessThan(4);
  });
  it('a headache with vomiting for three days, even a known migraine, is same-day; one day is not', () => {
    expect(u("Je suis migraineuse, mais cette crise dure depuis 3 jours et ne passe pas avec mon triptan, je vomis.", { age: 35 })).toBeGreaterThanOrEqual(4);
    expect(u('my usual migraine since this morning, I vomited once, the triptan is starting to work', { age: 35 })).toBeLessThan(4);
  });
  it('readings in lay and clinical words: a positive pregnancy test with one-sided pain, fewer movements at 24 weeks', () => {
    expect(u('26F +ve UPT, LMP 6/52. Mild R-sided lower abdo ache 1d. No PV bleeding, no shoulder tip pain.', { age: 26 })).toBeGreaterThanOrEqual(4);
    expect(u("I'm 24 weeks pregnant and I've hardly felt the baby move today, normally she's kicking loads", { age: 29 }, preg)).toBeGreaterThanOrEqual(4);
  });
});

describe('false emergencies from dev-aq to dev-av', () => {
  it('stable angina told with "never at rest" and "hasn\'t got any worse" is the clinic, not an ambulance; worse or at rest is', async () => {
    const { isStableAnginaStory } = await import('../../../actors/engine/red-flags.ts');
    expect(isStableAnginaStory("for the past month I get a tight chest when I walk up hills. It goes away within a couple of minutes of stopping. Never comes on at rest, and it hasn't got any worse.")).toBe(true);
    expect(isStableAnginaStory('for the past month a tight chest walking up hills, goes away within minutes of stopping, but now it is getting worse')).toBe(false);
  });
  it('a tremor in a heavy drinker asking for a planned detox is not delirium tremens; confusion and hallucinations are', () => {
    expect(u('52M, EtOH ~15 u/day, requests planned detox. Mild morning tremor, no hx seizures/DTs. HR 88, BP 146/90.', { age: 52 })).toBeLessThan(5);
    expect(u('stopped drinking 3 days ago, now shaking, confused and seeing insects on the wall', { age: 52 })).toBe(5);
  });
  it('fever after travel is same-day; with drowsiness, jaundice, breathlessness or bleeding it is an emergency', () => {
    expect(u('acho q to com dengue, febre alta faz 2 dias, dor atras dos olhos e no corpo todo, sem sangramento, sem dor de barriga, nao vomitei, to bebendo bastante agua', { age: 30 })).toBe(4);
    expect(u('back from Nigeria a week ago, fever 39.5, yellow eyes and very drowsy', { age: 30 })).toBe(5);
  });
  it('a broken glass that cut a palm is not a fracture; a finger gone purple in a door is a bruise; "takes many pills" is not an overdose', () => {
    expect(extractFindings('cut his palm on a broken glass while washing up, gaping a bit').findings).not.toContain('fracture_signs');
    expect(extractFindings('meu filho prendeu o dedo na porta, ficou roxo, mas mexe o dedo normal').findings).not.toContain('spo2_critical');
    expect(extractFindings('o bebê ficou roxo e não respira').findings).toContain('spo2_critical');
    expect(extractFindings('mi abuela toma muchas pastillas para la presion').findings).not.toContain('overdose');
    expect(extractFindings('se tomó muchas pastillas').findings).toContain('overdose');
  });
});

describe('self-care from dev-aq to dev-av, and where it stops', () => {
  it('a twisted ankle that walks, in Spanish, French and a clinical note, is self-care; a deformed limb is not', () => {
    expect(u('tio me he torcido el tobillo jugando al futbol ayer, esta un pelin hinchado, puedo andar bien aunque duele un poco', { age: 25 })).toBe(1);
    expect(u("Je me suis tordu la cheville au sport ce matin, c'est un peu gonflé mais je marche dessus sans trop de mal et l'os ne fait pas mal quand j'appuie.", { age: 25 })).toBe(1);
    expect(u('40M, R ankle inversion injury today, able to weight-bear 4 steps, no malleolar or navicular/5th MT bony tenderness, mild lateral swelling.', { age: 40 })).toBe(1);
    expect(u('se cayó y el brazo se ve torcido, no lo puede mover', { age: 25 })).toBeGreaterThanOrEqual(4);
  });
  it('chickenpox with itchy spots is not hives', () => {
    expect(u('Ma fille de 6 ans a la varicelle depuis 2 jours, des boutons qui grattent partout, un peu de fièvre, mais elle mange, boit et joue normalement.', { age: 6 })).toBe(1);
  });
});

describe('emergencies from dev-aw to dev-ba, and their look-alikes', () => {
  const preg = { pregnant: true } as const;
  it('Stevens-Johnson after a new epilepsy tablet; hypothermia once the shivering stops', () => {
    expect(u("A week after starting a new epilepsy tablet I've got a rash that's blistering and the skin is peeling off my chest, my mouth and eyes are really sore", { age: 30 })).toBe(5);
    expect(u("got back from a hike soaked, I was shivering badly but now I've stopped shivering, I feel weirdly sleepy", { age: 30 })).toBe(5);
  });
  it('shock in early pregnancy with pain low down; pain alone in early pregnancy is not an ambulance', () => {
    expect(u('26F LMP 7 wks ago, UPT+, L iliac fossa pain, HR 122, BP 90/58, pale.', { age: 26 })).toBe(5);
    expect(u('26F, UPT+, 7 weeks, mild L iliac fossa pain, HR 78, BP 118/74, well', { age: 26 })).toBeLessThan(5);
  });
  it('delirium tremens, acute limb ischaemia, a snake bite, smoke inhalation', () => {
    expect(u('I drink every day one bottle vodka, I stop 2 days ago, now I am shaking, sweating, I see insects on wall that are not there and I am confused.', { age: 45 })).toBe(5);
    expect(u("ma jambe gauche est devenue froide et blanche, je la sens plus bien et j'ai très mal depuis 2 heures", { age: 70 })).toBe(5);
    expect(u('Fui picado por uma cobra no pé enquanto trabalhava na roça faz 40 minutos, o pé está inchando muito', { age: 40 })).toBe(5);
    expect(u('pegou fogo na cozinha, minha mãe respirou muita fumaça, tá rouca, tossindo preto e com falta de ar', { age: 60 })).toBe(5);
  });
  it('a fit past five minutes in Portuguese words, a first fit in an older man, eclampsia told by a sister', () => {
    expect(u('minha filha de 2 anos tá se debatendo com os olhos revirados há 7 minutos e não para', { age: 2 })).toBe(5);
    expect(u('I am 36 week pregnant, my head pain very strong two days and now my sister say I was shaking on floor and not answering for some minutes.', { age: 30 }, preg)).toBe(5);
  });
  it('a baby that has not moved at all since last night; fewer movements remain same-day', () => {
    expect(u('enceinte de 30 semaines, le bébé bouge plus du tout depuis hier soir', { age: 30 }, preg)).toBe(5);
    expect(u('36 wks pregnant, baby not moved since yesterday evening, usually very active', { age: 30 }, preg)).toBe(5);
    expect(u("I'm 24 weeks pregnant and the baby is moving a bit less today", { age: 30 }, preg)).toBe(4);
  });
  it('vomiting with a high sugar and fast breathing; sudden severe low pain with vomiting; severe abdominal pain with AF', () => {
    expect(u('10M thirsty, wetting bed, weight loss 3 wks, now vomiting, capillary glucose 27 mmol/L, breathing fast.', { age: 10 })).toBe(5);
    expect(u("I'm 15 and I got sudden really bad pain low down on my left side an hour ago, I've thrown up 3 times", { age: 15 })).toBe(5);
    expect(u("My aunt is 81 and has AF. She's in agony with tummy pain for 3 hours, crying with it", { age: 81 })).toBe(5);
  });
  it('a suicide plan with a rope or poison in Portuguese and English; a weapon with days of no sleep', () => {
    expect(u('Não aguento mais. Comprei uma corda hoje e sei onde vou fazer.', { age: 40 })).toBe(5);
    expect(u('I lose my job and my wife leave. I have a rope in my car, I think tonight I finish everything.', { age: 40 })).toBe(5);
    expect(u('o meu irmão não dorme há dias, diz que o andam a perseguir e está com uma faca na mão a ameaçar', { age: 30 })).toBe(5);
  });
  it('newborn jaundice in the first day; the waters broken are not a fracture; a cord felt after the waters go', () => {
    expect(u('Neonate 20h old, visibly jaundiced to chest, breastfeeding, T 36.9', { age: 0 })).toBe(5);
    expect(extractFindings('I am pregnant 37 week, my water is broken now').findings).not.toContain('fracture_signs');
    expect(u('I am pregnant 37 week, my water is broken now and i feel something come out down there like a string', { age: 30 }, preg)).toBe(5);
  });
  it('an older person on the floor since last night; a child who swallowed amlodipine', () => {
    expect(u("My dad is 89, I just found him on the bathroom floor, he says he's been there since last night.", { age: 89 })).toBe(5);
    expect(u('My son 2 year take maybe 5 tablet of my blood pressure medicine (amlodipine) from the table, 10 minute ago, he look normal now', { age: 2 })).toBe(5);
    expect(u('my 4 year old has a cold, grandma takes amlodipine and lives with us', { age: 4 })).toBeLessThan(5);
  });
});

describe('same-day problems from dev-aw to dev-ba, and where they stop', () => {
  const preg = { pregnant: true } as const;
  it('sudden one-sided deafness, a red eye that hates light, shingles by the eye', () => {
    expect(u('This morning I wake up suddenly and my left ear is not hearing, like blocked, with ringing. No pain, no cold.', { age: 40 })).toBeGreaterThanOrEqual(4);
    expect(u("Depuis ce matin l'œil gauche est rouge et me fait mal en profondeur, la lumière me gêne", { age: 40 })).toBeGreaterThanOrEqual(4);
    expect(u("des boutons qui brûlent sur le front et autour de l'oeil droit, d'un seul côté, depuis hier, et l'oeil est rouge", { age: 60 })).toBeGreaterThanOrEqual(4);
    expect(u('my ears feel a bit blocked after a cold, hearing fine', { age: 40 })).toBeLessThan(4);
  });
  it('a gaping cut in French and Spanish, an ankle that cannot bear weight, a crooked forearm', () => {
    expect(u('Je me suis coupé la paume avec un couteau en cuisinant, la plaie fait 3 cm et est béante. Je bouge bien les doigts.', { age: 30 })).toBeGreaterThanOrEqual(4);
    expect(u('me corté la mano con un cuchillo cocinando, está profunda y abierta, ya paró de sangrar apretando', { age: 30 })).toBeGreaterThanOrEqual(4);
    expect(u("je me suis tordu la cheville, j'arrive pas à poser le pied, ça a gonflé d'un coup", { age: 30 })).toBeGreaterThanOrEqual(4);
    expect(u('Mi hijo de 8 años se cayó de la bici y el antebrazo le duele muchísimo y se ve un poco torcido.', { age: 8 })).toBeGreaterThanOrEqual(4);
  });
  it('a child: a limp with fever, a slipped hip from 9 to 16, jaundice under a month', () => {
    expect(u('mon fils de 5 ans boite depuis ce matin et il a 38,5, il veut pas poser le pied', { age: 5 })).toBeGreaterThanOrEqual(4);
    expect(u("My 12 yr old son has had a limp and knee pain for 3 weeks, now he can hardly put weight on the leg. No fall.", { age: 12 })).toBeGreaterThanOrEqual(4);
    expect(u('5d old M, yellow face and eyes since d3, feeding well, wet nappies 6/day, alert', { age: 0.014 })).toBeGreaterThanOrEqual(4);
  });
  it('appendicitis moving from the navel, leaking fluid at 33 weeks, itchy hands and soles in pregnancy', () => {
    expect(u('pain started round belly button now R lower side x12h, off food, temp 37.9', { age: 20 })).toBeGreaterThanOrEqual(4);
    expect(u("I'm 33 weeks and I think I've been leaking clear fluid since this morning, little trickles when I stand.", { age: 30 }, preg)).toBeGreaterThanOrEqual(4);
    expect(u('I am 33 week pregnant, very itchy in my hands and foot bottom specially in night, no rash.', { age: 30 }, preg)).toBeGreaterThanOrEqual(4);
  });
  it('a double dose by mistake with dizziness is same-day; a self-harm cut again is same-day', () => {
    expect(u("I'm 83, I think I took my morning blood pressure tablets twice by mistake. A bit lightheaded when I stand.", { age: 83 })).toBeGreaterThanOrEqual(4);
    expect(u("Last night I cut my arm again, not deep, the bleeding stop. I feel very empty, I don't want to die", { age: 20 })).toBeGreaterThanOrEqual(4);
  });
});
