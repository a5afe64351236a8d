// Why this exists: proves the emergencies that hide behind an exposure or an atypical story (wild mushrooms,
// home-made spirits, toxic plants, tricyclics, serotonin syndrome, a tonsillectomy bleed, anaphylaxis in odd
// words, a heart attack without chest pain, orbital cellulitis, angle closure, lightning, heat, a long lie,
// postpartum pre-eclampsia, neutropenic sepsis) are emergencies, and that their look-alikes are not.
import { describe, expect, it } from 'vitest';
import { extractFindings } from '../../../actors/engine/findings.ts';
import { assessUrgency } from '../../../actors/engine/urgency.ts';
import type { HistoryFacts, PatientInfo } from '../../../actors/engine/types.ts';
import { factsFrom } from '../../support/history-facts.ts';

const u = (text: string, over: Partial<HistoryFacts> = {}, patient: PatientInfo = {}) => assessUrgency(factsFrom(text, over), patient).urgency;

const cases: { name: string; fire: [string, Partial<HistoryFacts>?][]; quiet: [string, Partial<HistoryFacts>?][] }[] = [
  {
    name: 'wild mushrooms with delayed vomiting (amatoxin)',
    fire: [['we ate mushrooms my husband picked in the forest, now both vomiting and watery diarrhoea'], ['comimos setas del campo y ahora vomitamos']],
    quiet: [['I ate mushrooms from the supermarket and feel fine, just bloated'], ['picked wild mushrooms and wonder if they are safe to eat']],
  },
  {
    name: 'home-made spirits with blurred vision or fast breathing (methanol)',
    fire: [['drank moonshine last night, now my vision is blurred like snow'], ['meu marido bebeu cachaça caseira e está vomitando e respirando rápido']],
    quiet: [['blurred vision after a night of drinking wine'], ['home brewed beer last night, a hangover headache']],
  },
  {
    name: 'a toxic plant or an anticholinergic toxidrome',
    fire: [["my son ate seeds of angel's trumpet, his pupils are huge and his heart is racing"], ['pupils dilated and he is hallucinating, talking to people who are not there']],
    quiet: [['my son ate some blueberries and his pupils look normal'], ['my pupils were dilated at the optician this morning and my vision is blurry']],
  },
  {
    name: 'a tricyclic taken in excess',
    fire: [['I swallowed about 20 of my amitriptyline an hour ago, my heart is pounding'], ['took extra nortriptyline and now feel drowsy and confused']],
    quiet: [['I take amitriptyline 10 mg at night for my back and sleep well']],
  },
  {
    name: 'serotonin syndrome: an antidepressant with tramadol',
    fire: [['on sertraline and started tramadol, now agitated, sweating a lot and shaking']],
    quiet: [['on sertraline and started tramadol two days ago, a bit constipated']],
  },
  {
    name: 'bleeding after a tonsillectomy',
    fire: [['my son had his tonsils out 6 days ago and has spat out fresh blood twice']],
    quiet: [['my son had his tonsils out 6 days ago and his throat is sore but he is drinking']],
  },
  {
    name: 'an allergen with an odd throat, hives or a changed voice (anaphylaxis)',
    fire: [['ate shrimp 10 minutes ago, now my throat feels strange and tight and my voice is changed'], ['cashew curry 15 min ago, throat funny, itchy all over'], ["j'ai mangé des crevettes, la gorge me serre et j'ai des plaques partout"], ['wasp sting, face swelling and now wheezing']],
    quiet: [['my throat feels funny with this cold, runny nose since yesterday'], ['ate shrimp and have a few itchy hives on my arm, breathing fine']],
  },
  {
    name: 'a heart attack without chest pain',
    fire: [['76M diabetic, jaw and left arm ache 40 min, sweaty and nauseous', { age: 76 }], ['nausea, cold sweat, ache between the shoulder blades for 2 hours'], ["I'm 78 with diabetes, sweaty and a bit sick, breathless walking to the kitchen", { age: 78 }]],
    quiet: [['jaw ache when I chew, I think it is a wisdom tooth'], ['ache between my shoulder blades after gardening, worse when I twist'], ['diabetic, sweaty and shaky, sugar was 3.1 and I had juice', { age: 60 }]],
  },
  {
    name: 'orbital cellulitis and acute angle closure',
    fire: [['eyelid very swollen and red, the eye is bulging and it hurts to move it', { age: 5 }], ['my eye is red and very painful, I see rainbow circles around lights and want to vomit', { age: 62 }]],
    quiet: [['swollen eyelid after a mosquito bite, eye moves fine, no pain', { age: 5 }], ['red itchy eyes in hay fever season']],
  },
  {
    name: 'lightning, heat and a long lie',
    fire: [['lightning struck nearby, knocked me down and I blacked out briefly'], ['very hot days, my grandmother is confused and her skin is hot', { age: 83 }], ['found on the floor this morning, unknown downtime, urine dark brown', { age: 81 }]],
    quiet: [['a small static shock from the car door'], ['hot day at the beach, a bit tired and thirsty'], ['tripped on the rug, got straight up and walked on', { age: 81 }]],
  },
  {
    name: 'postpartum pre-eclampsia and neutropenic sepsis',
    fire: [['I had my baby 6 days ago and now a really bad headache and flashing lights'], ['on methotrexate, mouth full of ulcers, fever and bruises']],
    quiet: [['I had my baby 6 days ago and have a mild headache after a bad night'], ['on methotrexate weekly, a cold with a runny nose, no fever']],
  },
  {
    name: 'a snake bite with symptoms, a fit with lasting confusion, testicular pain with vomiting',
    fire: [['bitten by a snake an hour ago, now droopy eyelids and vomiting'], ['he had a fit, shaking for 5 minutes, and is still confused'], ['my 14 year old son has testicular pain and has been vomiting', { age: 14 }]],
    quiet: [['a snake bit my boot but did not break the skin, I feel fine'], ['he had a fit last year, none since, fine today']],
  },
  {
    name: 'hypoxia with fast breathing and pulse, an injury on blood thinners with dizziness',
    fire: [['SOB 2 days, HR 122, RR 26, SpO2 90% RA'], ['tomo varfarina, caí ontem, a coxa está muito inchada e fico tonto e suando']],
    quiet: [['cough and a cold, HR 88, RR 16, SpO2 97%'], ['on warfarin, small bruise on the shin from the coffee table, walking fine']],
  },
  {
    name: 'withdrawal, postpartum psychosis, sedatives, suicide signs with means',
    fire: [['stopped drinking 3 days ago, shaking, soaked in sweat and seeing bugs crawling'], ['my wife had our baby 9 days ago and says the baby has been swapped and people watch us through the TV'], ["she took many of her mother's sleeping pills and now is very sleepy"], ['my husband says he will shoot himself, he has a gun']],
    quiet: [['stopped drinking a week ago, sleeping badly but no shakes'], ['I had my baby 9 days ago and I am tired and weepy'], ['I take one sleeping pill at night and feel groggy in the morning'], ['my husband went shooting at the range, his ears are ringing']],
  },
  {
    name: 'abdominal and surgical emergencies',
    fire: [['my 10 day old baby is being sick and it is bright green like grass', { age: 0.03 }], ['vomiting since last night, belly swollen and tight, no poo or wind for 2 days'], ['very strong pain in the middle of my stomach going through to my back, vomiting many times'], ['my penis has been hard and painful for 5 hours, I have sickle cell'], ['after bloody diarrhoea last week she is very pale, tired and has not had a wee today', { age: 3 }]],
    quiet: [['vomited some bile this morning after a night of vomiting, now keeping water down', { age: 30 }], ['bloated after dinner, passing wind normally'], ['indigestion after a big meal, a bit of back ache, no vomiting'], ['a spot on my penis, not painful'], ['bloody diarrhoea last week, now better, eating and weeing normally', { age: 30 }]],
  },
  {
    name: 'injuries and burns',
    fire: [['fell off scaffolding, landed on my back, cannot feel my legs'], ['motorbike crash at 50 mph, belly pain getting worse, dizzy when standing'], ['stabbed L chest, small wound, getting short of breath'], ['my hand went in the machine, two fingers cut off'], ['a pan of oil caught fire in my face, my voice is going hoarse'], ['cut my wrist on glass, the blood is coming out like a pump'], ['came off my bike and hit my head, now the headache is worse and I have thrown up twice']],
    quiet: [['fell off the bottom step, sore ankle, walking fine'], ['it feels like I am being stabbed in the side when I breathe in, had a cold'], ['I cut off the tag of my shirt and it scratched me'], ['small burn on my finger from the pan, cooled it, no other problem']],
  },
  {
    name: 'pregnancy and gynaecology',
    fire: [['pregnant 30 weeks, I fell on my stomach on the stairs, now my belly is hard and painful', { pregnant: true }], ['had my baby 2 days ago, soaked through three maternity pads in an hour and passed a clot bigger than my fist'], ['16, tampon in since yesterday, high fever, vomiting and a red rash all over', { age: 16 }], ['my wife is in labour and she says she has to push, I can see the head'], ['period 2 weeks late, sudden pain low on the left, I nearly fainted']],
    quiet: [['I need to push myself to exercise more'], ['period a few days late, mild cramps as usual'], ['light spotting after a smear test']],
  },
  {
    name: 'children and medicines',
    fire: [['my son, 18 months, had a fever and started jerking all over. It has been going about 7 minutes now', { age: 1.5 }], ['I found my grandson with my blood pressure tablets (amlodipine), the bottle was open', { age: 2 }], ['my 5 month old has bruises on his cheek and his arm is swollen, he screams when it is moved', { age: 0.4 }], ['I have been taking methotrexate every day instead of once a week and my mouth is full of ulcers'], ['on haemodialysis and missed dialysis on Friday, now my legs are weak and my heart feels slow']],
    quiet: [['she had a seizure 10 years ago; yesterday she ran for 30 minutes and now her knee hurts'], ['my grandson has a cold and a runny nose', { age: 2 }], ['my 5 month old has a small red birthmark on his arm', { age: 0.4 }], ['I take methotrexate once a week on Mondays, all fine']],
  },
  {
    name: 'emergencies in es/fr/pt, non-native English, notes and carers\' words (dev-af to dev-ai)',
    fire: [['A mi abuela se le torció la boca de repente y no le entiendo nada de lo que dice'], ['this morning I lose all the vision in my left eye, like curtain come down'], ['my husband fall down suddenly, he is not answer me, his breathing is strange'], ['my brother is shaking all his body and foam from mouth, already 7 minutes'], ['took ~32 paracetamol 500mg 5h ago, feel fine'], ['my father use insulin, now confused and sweating, I check sugar it is 2.1'], ['my daughter 2 years was eating peanut and start cough very strong, now she breathe with whistle noise and is blue around the lips', { age: 2 }], ['il fait 38 degrés dans l\'appartement, mon père est brûlant, il ne transpire plus et dit des choses bizarres', { age: 85 }], ['Lab phoned: WCC 86 with blasts on film, T 38.4'], ['31F, hCG 2900, TVUS empty uterus, free fluid, L iliac fossa pain'], ['3yo, HR 230 on monitor, pale and sweaty', { age: 3 }], ['my 7 month old rolled off the changing table and has vomited 3 times', { age: 0.6 }], ['he hears voices telling him to punish the neighbours and he has a knife'], ['diabetes, my foot ulcer, two toes are black, fever and shaking'], ['8 months pregnant and she is having a fit now', { pregnant: true }], ["I'm 17, I've got a rope in my room and I'm going to do it tonight"]],
    quiet: [['mi abuela tiene la boca seca y habla mucho'], ['curtains in my room are blue'], ['my husband is not answering his phone, he is at work'], ['I was shaking with cold for 10 minutes after swimming'], ['I take 2 paracetamol four times a day'], ['I used a rope to tie the tent'], ['black toes from tight shoes after a run, no pain, no diabetes']],
  },
];

/** same-day (urgent) problems that read as routine before: [text, age?] must reach 4, its look-alike must stay below */
const sameDay: { name: string; fire: [string, Partial<HistoryFacts>?][]; quiet: [string, Partial<HistoryFacts>?][] }[] = [
  { name: 'laboratory results called in', fire: [['Lab phoned: Na 124 mmol/L, mild nausea'], ['on chemo, lab: neutrophils 0.4, feels well'], ['bipolar, Li level 1.4 today, mild tremor']], quiet: [['bloods fine, Na 139, K 4.2'], ['neutrophils 3.2, all normal'], ['Li level 0.7, stable']] },
  { name: 'frostbite, a swallowed coin, a bead up the nose, one ICD shock, a red pacemaker pocket', fire: [['fingertips were white, hard and numb on the chairlift, now red and blistered'], ['my 14 month old swallowed a coin an hour ago, eating fine', { age: 1 }], ['my 4 year old pushed a bead up her nostril', { age: 4 }], ["my father's defibrillator gave him one shock this morning, he feels fine"], ['pacemaker box change 3 weeks ago, the pocket is now red and warm']], quiet: [['cold hands after skiing, warmed up fine'], ['my son swallowed some toothpaste'], ['my daughter has a runny nose'], ['pacemaker check was normal last week']] },
  { name: 'a psychosis, a wish to be dead, fewer baby movements, a UTI in pregnancy, shingles near the eye', fire: [["he's convinced the neighbours put cameras in our walls and are reading his thoughts"], ['since my wife leave me I am thinking it is better I am dead, no plan'], ['30 weeks pregnant and the baby moves less since this morning', { pregnant: true }], ['24wks pregnant, stinging wee and frequency', { pregnant: true }], ['painful blistery rash on one side of my forehead and a blister on the tip of my nose']], quiet: [['we put new cameras on our walls for security'], ['I want to be with my husband when he has his operation'], ['30 weeks pregnant, baby moving lots, mild back ache', { pregnant: true }], ['shingles on my back for a week, healing']] },
  { name: 'mania, psychosis, dystonia, benzodiazepines, eating disorders, depression not eating', fire: [['my sister has not slept for days, she talks very fast and says she is chosen by God for a special mission'], ['he thinks the government hacked his phone and I hear him talking and laughing to no one'], ['after a haloperidol injection my neck keeps twisting to one side'], ['parei de tomar o clonazepam de uma vez faz 3 dias, tomava há anos'], ['I make myself sick after meals and my heart keeps fluttering'], ['my wife is badly depressed and has barely eaten or drunk anything for 3 days']], quiet: [['I talk very fast when I am nervous at work'], ['my phone was hacked last month, I changed the password'], ['had a flu injection yesterday, arm a bit sore'], ['I take clonazepam as prescribed, no problems'], ['I feel low on Mondays but eat and sleep fine']] },
  { name: 'urology, surgery and medicines', fire: [['my daughter is 4, it stings when she wees and her temperature is 38.4', { age: 4 }], ['known UC, 8 bloody stools a day, HR 104'], ['my foreskin will not go back forward for 3 hours, the head is swollen'], ['wave-like pain in my right back and blood in my urine'], ['my INR today came back 7.8, no bleeding'], ['mechanical valve, forgot warfarin 4 days, INR 1.4 today'], ['epilepsy, my carbamazepine ran out 3 days ago'], ['peritoneal dialysis, the fluid is cloudy today'], ['on prednisolone for years, vomiting and not sure my tablet stayed down'], ['punched someone in the mouth, cut on my knuckle, now swollen'], ['a monkey scratched my arm in Bali 2 days ago']], quiet: [['it stings a little when I wee, no fever, drinking more water'], ['my INR is 2.6, on target'], ['I have a mechanical valve and my INR is 3.0'], ['epilepsy, well controlled on carbamazepine'], ['cut my knuckle on a kitchen cupboard']] },
  { name: 'shingles from 50, sticky eyes in a newborn, a baby\'s head swelling after a fall', fire: [['a band of blisters on my right side under the ribs for a day', { age: 71 }], ['my baby is 10 days old and both eyes are sticky with yellow pus', { age: 0.03 }], ['my 10 month old rolled off the changing table, now a big soft swelling on his head', { age: 0.8 }]], quiet: [['a band of blisters on my side, healing after 3 weeks', { age: 30 }], ['my 2 year old has sticky eyes with a cold', { age: 2 }]] },
  { name: 'digoxin, postpartum blood pressure, bruising with bleeding gums', fire: [['my grandmother takes digoxin, nausea for 3 days and off her food'], ['I had my baby 5 days ago, the midwife checked my blood pressure at home 152/98'], ['bruises appearing for no reason and my gums bleed when brushing']], quiet: [['on digoxin for years, feels well'], ['I had my baby 5 days ago, my blood pressure was 118/76'], ['a bruise on my shin where I hit the table']] },
];

describe('assessUrgency: same-day problems that used to read as routine', () => {
  for (const c of sameDay) {
    describe(c.name, () => {
      for (const [text, over] of c.fire) it(`is same-day or sooner: "${text}"`, () => expect(u(text, over)).toBeGreaterThanOrEqual(4));
      for (const [text, over] of c.quiet) it(`is not same-day: "${text}"`, () => expect(u(text, over)).toBeLessThan(4));
    });
  }
  it('yellow vision on digoxin and fever with neutropenia are emergencies', () => {
    expect(u('she takes digoxin and today she sees everything yellow')).toBe(5);
    expect(u('neutrophils 0.4 and now a temperature of 38.5')).toBe(5);
  });
});

describe('assessUrgency: emergencies behind an exposure or an atypical story', () => {
  for (const c of cases) {
    describe(c.name, () => {
      for (const [text, over] of c.fire) it(`is an emergency: "${text}"`, () => expect(u(text, over)).toBe(5));
      for (const [text, over] of c.quiet) it(`is not an emergency: "${text}"`, () => expect(u(text, over)).toBeLessThan(5));
    });
  }
});

describe('finding readings that over-triaged minor illness', () => {
  const f = (text: string) => extractFindings(text);
  it('"nada de" and "doesn\'t take" deny what follows', () => {
    expect(f('assadura no bumbum, nada de bolha nem febre').findings).not.toContain('blisters');
    expect(f("he doesn't take any blood thinners").findings).not.toContain('risk_anticoagulant');
  });
  it('a fear is not a fracture sign, but a broken bone said plainly is', () => {
    expect(f("I'm panicking it's broken because I have a wedding").findings).not.toContain('fracture_signs');
    expect(f('I think I broke my wrist, it looks bent').findings).toContain('fracture_signs');
  });
  it('"I can walk normally" keeps weight bearing; "urine protein negative" denies proteinuria', () => {
    expect(f('inchou um pouco mas consigo andar normal').findings).toContain('can_bear_weight');
    expect(f('BP 116/72, urine protein negative').findings).not.toContain('foamy_urine');
    expect(f('there is protein in my urine').findings).toContain('foamy_urine');
  });
  it('vomiting twice is not persistent vomiting; six times is', () => {
    expect(f('mon fils a vomi 2 fois hier soir').findings).not.toContain('persistent_vomiting');
    expect(f('she has vomited 6 times since midnight').findings).toContain('persistent_vomiting');
  });
  it('a Glasgow Coma Scale under 15 is an altered mind; BM 2.1 is a low sugar but "BM 3 times" is not', () => {
    expect(f('GCS 13').findings).toContain('confusion');
    expect(f('GCS 15, alert').findings).not.toContain('confusion');
    expect(f('BM 2.1').findings).toContain('low_blood_sugar');
    expect(f('BM 3 times today, soft').findings).not.toContain('low_blood_sugar');
  });
});

describe('assessUrgency: minor injuries and illness at home', () => {
  it('a twisted ankle that bears weight is self-care; one that cannot is urgent', () => {
    expect(u('twisted ankle playing football, swelling outer side, can walk on it, no tenderness on the bone')).toBeLessThanOrEqual(2);
    expect(u("twisted ankle playing football, swollen and I can't put weight on it")).toBeGreaterThanOrEqual(4);
  });
  it('a well baby over 3 months with a fever after jabs is not urgent; under 3 months it is an emergency', () => {
    expect(u('temperature of 38.0 after his jabs this morning, feeding normally', { age: 0.67 })).toBeLessThan(4);
    expect(u('temperature of 38.2 after his jabs', { age: 0.15 })).toBe(5);
    expect(u('temperature 39.4, off his feeds', { age: 0.4 })).toBeGreaterThanOrEqual(4);
  });
  it('sticky, gritty eyes without pain are not urgent; a painful red eye is', () => {
    expect(u('both eyes sticky, pink, gritty for 2 days, vision normal, no pain', { age: 6 })).toBeLessThan(4);
    expect(u('my eye is red and painful and light hurts it')).toBeGreaterThanOrEqual(4);
  });
});

describe('URGENCY_RULES name only findings the lexicon knows', () => {
  it('every id in every rule is a finding (a misspelt id would make a rule silently dead)', async () => {
    const { FINDINGS, URGENCY_RULES } = await import('../../../actors/engine/knowledge/findings.data.ts');
    const ids = new Set(FINDINGS.map((f) => f.id));
    const unknown = URGENCY_RULES.flatMap((r) => [...r.all, ...(r.any ?? []), ...(r.none ?? [])]).filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });
});

describe('minor illness in more words, and household products only when swallowed', () => {
  const f = (text: string) => extractFindings(text).findings;
  it('reads teething, cradle cap, a bitten-lip ulcer, a stopped nosebleed and nappy rash in en/es/fr/pt', () => {
    expect(f("my 7 month old is dribbling and chewing everything, I think a tooth is coming")).toContain('teething');
    expect(f('Meu bebê de 9 meses está com os dentes nascendo')).toContain('teething');
    expect(f('mi bebé tiene una costra amarilla en el cuero cabelludo')).toContain('cradle_cap');
    expect(f('one small ulcer on the inside of my lip')).toContain('mouth_ulcer');
    expect(f("le nez a saigné 5 minutes ce matin")).toContain('nosebleed');
    expect(f('mon bébé a les fesses rouges à cause de la couche')).toContain('nappy_rash');
  });
  it('bleach or cleaner swallowed is a caustic ingestion; cleaning with it is not', () => {
    expect(f('mi hijo bebió lejía')).toContain('caustic_ingestion');
    expect(f("il a bu de la javel")).toContain('caustic_ingestion');
    expect(f('limpié el baño con lejía y me pican las manos')).not.toContain('caustic_ingestion');
    expect(f("j'ai nettoyé la salle de bain à la javel")).not.toContain('caustic_ingestion');
    expect(f('I put a dishwasher tablet in the machine and then my hand itched')).not.toContain('caustic_ingestion');
  });
  it('red spots of hand, foot and mouth disease with a fever are not a cellulitis', () => {
    expect(u('my 4 year old has small red spots on her hands, feet and in the mouth, mouth ulcers, a little fever, drinking ok', { age: 4 })).toBeLessThan(4);
    expect(u('red, hot, swollen skin on my shin spreading since yesterday and a fever of 38.5')).toBeGreaterThanOrEqual(4);
  });
});

describe('everyday minor problems are self-care, and their danger signs are not', () => {
  const level = (text: string, age?: number) => u(text, age === undefined ? {} : { age });
  it('a heel blister from new shoes, a bruise from the coffee table, a sore arm after a flu jab', () => {
    expect(level('I have a blister on my heel from new shoes, intact, not red', 30)).toBe(1);
    expect(level('je me suis cogné le genou contre la table basse hier, petit bleu, je marche normalement', 40)).toBe(1);
    expect(level('had my flu jab yesterday, my arm is sore and a bit red where the needle went in', 45)).toBe(1);
  });
  it('the same with a danger sign is not self-care', () => {
    expect(level('blister on my foot from new shoes, now red and spreading with pus, I have diabetes', 60)).toBeGreaterThanOrEqual(4);
    expect(level('bumped my shin on the coffee table, big bruise, I take warfarin', 70)).toBeGreaterThanOrEqual(4);
    expect(level('after the vaccine her lips swelled and she is wheezing', 30)).toBe(5);
  });
  it('motion sickness and a hangover are self-care; a hangover with confusion or vomiting blood is not', () => {
    expect(level('every time I go on a boat I feel sick and dizzy, it goes away on land', 35)).toBe(1);
    expect(level('hangover after a wedding, pounding head and feel sick', 28)).toBe(1);
    expect(level('big night out, now vomiting blood', 28)).toBe(5);
  });
  it('from 75, a cold sore or an insect bite with no fever or named risk may be cared for at home', () => {
    expect(level('my mum is 80 and has a cold sore on her lip, tingly then blistered, she had them before', 80)).toBe(1);
    expect(level('my mum is 80 and has a cold sore and a temperature of 38.4', 80)).toBeGreaterThanOrEqual(2);
  });
  it('a local wheal after a sting is not anaphylaxis; a tight throat after a sting is', () => {
    expect(level('picadura de mosquito en el tobillo, roncha roja que pica', 30)).toBeLessThan(5);
    expect(level('stung by a wasp and now my throat feels tight', 30)).toBe(5);
  });
});

describe('false emergencies from dev-y to dev-ae', () => {
  it('"I don\'t think to hurt myself" denies self-harm; "I think about hurting myself" does not', async () => {
    const { screenRedFlags } = await import('../../../actors/engine/red-flags.ts');
    expect(screenRedFlags("I feel very sad since I came here, but I don't think to hurt myself").map((f) => f.family)).not.toContain('mental_health');
    expect(screenRedFlags('I keep thinking about hurting myself').map((f) => f.family)).toContain('mental_health');
  });
  it('a child who cannot see the board, and planning a pregnancy, are not emergencies', () => {
    expect(u('my son is 12, he cannot see the board in school since a few months, no pain', { age: 12 })).toBeLessThan(4);
    expect(extractFindings('epilepsy on lamotrigine, planning pregnancy in 6 months').findings).not.toContain('pregnancy');
    expect(extractFindings('I am 10 weeks pregnant').findings).toContain('pregnancy');
  });
  it('repeated falls without injury in an older adult are not a hip fracture; a fall with hip pain and no walking is', () => {
    expect(u("my mum is 80, three falls this month, she just trips, didn't hit her head, no injuries, her usual self", { age: 80 })).toBeLessThan(5);
    expect(u("my mum is 80, she fell this morning, her hip hurts and she can't stand up", { age: 80 })).toBe(5);
  });
  it('a high sugar without ketones or vomiting is not ketoacidosis; with vomiting and abdominal pain it is treated as one', () => {
    expect(u('T2DM, random glucose 252 mg/dL, asymptomatic, no vomiting, no ketones', { age: 59 })).toBeLessThan(5);
    expect(u('type 1 diabetic, sugar 25 mmol, vomiting and tummy pain since this morning', { age: 19 })).toBe(5);
  });
  it('stable exertional angina in a clinical note (x3/12, settles with rest, no change in pattern) is not an ambulance', () => {
    expect(u('55M c/o exertional chest tightness walking uphill x3/12, settles with rest in 2-3 min. None at rest, no change in pattern.', { age: 55 })).toBeLessThan(5);
    expect(u('55M exertional chest tightness x3/12, now at rest for 20 minutes and sweating', { age: 55 })).toBe(5);
  });
});

describe('self-care from dev-y to dev-ae, and where it stops', () => {
  it('one missed dose is self-care; a missed dose with a mechanical valve or epilepsy is not', () => {
    expect(u('I forgot to take my levothyroxine this morning, should I take it now or skip it?', { age: 50 })).toBe(1);
    expect(u('missed apixaban this morning, remembered 2pm. take now?', { age: 70 })).toBeLessThanOrEqual(2);
    expect(u('I forgot my warfarin this morning, I have a mechanical valve', { age: 60 })).toBeGreaterThanOrEqual(4);
  });
  it('a low fall with a graze, and an adult head knock with no blackout, are self-care; with a risk they are not', () => {
    expect(u('my 5 year old fell off his scooter and grazed both knees, walking fine, did not bang his head', { age: 5 })).toBe(1);
    expect(u("stood up into a cabinet door and hit my head, small lump, didn't black out, no headache, no sickness", { age: 35 })).toBeLessThanOrEqual(2);
    expect(u("hit my head on a cabinet door, didn't black out, I take rivaroxaban", { age: 70 })).toBeGreaterThanOrEqual(4);
    expect(u('fell off my bike and grazed my knee, now dizzy and confused', { age: 30 })).toBeGreaterThanOrEqual(4);
  });
  it('normal ketones, a small weight change in heart failure, "non-distended" and "coup de soleil" read as what they are', () => {
    expect(extractFindings('T1, BG 13.2 after pizza, ketones 0.2, feel fine').findings).not.toContain('ketones');
    expect(extractFindings('ketones 1.8 this morning').findings).toContain('ketones');
    expect(u('heart failure, my weight went up 0.5 kg this week, breathing the same', { age: 70 })).toBeLessThan(4);
    expect(u('heart failure, weight up 2 kg in 3 days and more breathless', { age: 70 })).toBeGreaterThanOrEqual(4);
    expect(extractFindings('soft non-distended abdomen').findings).not.toContain('abdominal_distension');
    expect(extractFindings('non-blanching rash on his legs').findings).toContain('petechiae');
    expect(extractFindings('petit coup de soleil sur les épaules').findings).toContain('burn');
  });
  it('a few itchy bites are self-care; hives spreading after a sting are same-day', () => {
    expect(u('many small mosquito bites on my legs, itchy red bumps, no fever, not spreading', { age: 30 })).toBeLessThanOrEqual(2);
    expect(u('stung by a bee an hour ago and now hives all over my body, breathing fine', { age: 30 })).toBeGreaterThanOrEqual(4);
  });
});

describe('same-day problems from dev-af to dev-ai', () => {
  it('renal colic, a vertigo with vomiting, early alcohol withdrawal, a diabetic foot ulcer, a clot after a flight, mouth ulcers on chemotherapy', () => {
    expect(u('very strong pain on my side, it come and go like wave, go down to the groin, little blood in urine')).toBeGreaterThanOrEqual(4);
    expect(u('since yesterday the room is spinning all the time and I vomit, I can walk holding the wall')).toBeGreaterThanOrEqual(4);
    expect(u('I drink a bottle of vodka every day, I stop yesterday, now my hands are shaking and I sweat a lot')).toBeGreaterThanOrEqual(4);
    expect(u('I have diabetes, on my right foot under the big toe there is an ulcer with yellow liquid')).toBeGreaterThanOrEqual(4);
    expect(u('long-haul flight 5 days ago, my left calf is swollen and painful')).toBeGreaterThanOrEqual(4);
    expect(u('on chemo, last cycle 9 days ago, my mouth is sore with a few ulcers, temperature normal')).toBeGreaterThanOrEqual(4);
  });
  it('their look-alikes are not same-day', () => {
    expect(u('dizzy for a second when I roll over in bed, no vomiting, for a few weeks', { age: 50 })).toBeLessThan(4);
    expect(u('I drink a glass of wine most evenings and want to cut down')).toBeLessThan(4);
    expect(u('a mouth ulcer for 3 days after I bit my cheek', { age: 30 })).toBeLessThan(4);
  });
  it('Portuguese "no ferro" is "on the iron", not a negation', () => {
    expect(extractFindings('minha filha encostou a mão no ferro de passar e tem uma bolha').findings).toContain('burn');
  });
});

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
