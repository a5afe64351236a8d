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
