// Why this exists: the red-flag screen guards lives; every rule is pinned here by phrasings that
// must fire (seven languages, lay words, misspellings) and phrasings that must not (negated, unrelated).
import { describe, expect, it } from 'vitest';
import { emergencyNotice, screenRedFlags, RED_FLAG_RULE_IDS } from '../../../actors/engine/red-flags.ts';
import type { Locale, PatientInfo, RedFlagHit } from '../../../actors/engine/types.ts';

const ids = (text: string, patient?: PatientInfo): string[] => screenRedFlags(text, { patient }).map((h) => h.id);

interface RuleCases {
  fire: string[];
  quiet: string[];
  patient?: PatientInfo;
}

// a seizure in known epilepsy is an ambulance call once it is a first one, long, repeated, injurious or not recovered from
const SEIZURE_FIRE = ['my son had a seizure', 'he is having a fit', 'she is convulsing', 'sezure', 'siezure', 'crise d\'épilepsie', 'está convulsionando', 'teve uma convulsão', '他在抽搐', 'نوبة صرع', 'दौरा पड़ा',
  'I have epilepsy and had a seizure today, back to normal now',
  'I have epilepsy, had my usual seizure but it lasted 10 minutes, back to normal now',
  'I have epilepsy, one of my usual seizures, back to normal, but this was my first seizure in years and I banged my head',
  'my son has epilepsy, had one of his usual seizures and then another one, back to normal now',
  'I have epilepsy, one of my usual seizures, I am back to normal but I am pregnant',
  'my husband has epilepsy, he had one of his usual seizures and he is not back to normal',
  'tengo epilepsia, tuve una convulsión de las de siempre de más de cinco minutos, ya estoy bien'];
// a faint is an ambulance call unless it is a brief reflex faint at a needle or blood with none of the syncope red flags
const FAINT_FIRE = ['I fainted after my blood test and I feel fine now but I had chest pain before',
  'fainted during my jab, fine now, I am pregnant',
  'she fainted at the blood test and hit her head, she is fine now',
  'I fainted while running, feel fine now',
  'fainted after having blood taken, still dizzy',
  'I fainted at the vaccination, fine now, my heart was racing',
  'fainted at the blood test this morning',
  'my dad is 70, he fainted standing in a hot queue, fine now',
  'I fainted standing in a hot queue and hit my head, fine now',
  'fainted after standing up fast, fine now, but my heart was racing'];
const CASES: Record<string, RuleCases> = {
  chest_pain: {
    fire: ['dolor en el pecho que aumenta cuando aprieto, después de mover muebles, y me falta el aire', "My chest is not pain but I feel very big pressure in upper stomach, I am sweating so much and my left arm is heavy", "chest pain when I walk uphill, it goes away with rest, for 3 months, and now it comes at rest too", 'chest tightness when I walk uphill, goes away with rest, for 3 weeks, now it also comes at rest', 'tightness in my chest when I walk uphill, goes off after a few minutes rest, for 2 months, getting worse',
      'chest pain when I climb stairs, goes away when I stop, for weeks, last one lasted 30 minutes', 'chest hurts when I press on it after the gym but I am sweaty', '62 years old, chest hurts when I press on it after lifting boxes',
      'chest pain when I press, since lifting at the gym, and short of breath', "I'm 66 and diabetic, sweaty and sick, with an ache in my jaw and down both arms", 'clammy, short of breath, pain down my left arm', 'sudando mucho, con náuseas y dolor en la mandíbula', "my husband is sweating, pale, says he has indigestion that won't go away", 'I have crushing chest pain', 'chest pian since this morning', 'feels like an elephant sitting on my chest', 'there is pressure in my chest', 'my chest feels tight',
      'the pain is spreading down my left arm', 'pain radiating to my jaw', 'CHEST PAIN!!!', 'no fever but crushing chest pain', 'no fever, crushing chest pain', 'I have never felt chest pain like this',
      "j'ai une douleur thoracique", 'mal à la poitrine', 'tengo dolor de pecho', 'me duele el pecho',
      'tengo un dolor aplastante en el pecho', 'un dolor que se extiende al brazo izquierdo', 'dolor opresivo en el pecho', 'estou com dor no peito', '我胸口痛', '胸闷得厉害', 'عندي ألم في الصدر', 'الم شديد في صدري', 'सीने में दर्द हो रहा है', 'seene me dard hai',
      'chest pain last year, fine now'],
    quiet: ['tengo un dolor en el pecho que aumenta cuando aprieto con el dedo y al girar el cuerpo, empezó después de mover muebles, no me falta el aire, tengo 25 años', "pressure in my upper stomach after a big meal, no sweating", "63M, chest tightness after 200 m uphill, relieved by rest within 2-3 min, 4 wks, stable pattern, never at rest", "Tenho 52 anos, h\u00e1 1 m\u00eas tenho uma dor no peito que aparece quando subo ladeira e passa em 5 minutos quando paro.", '58M, 2mo exertional chest tightness walking uphill, settles with rest within 2 min, never at rest, unchanged pattern.', "For the last 3 weeks I get a tightness across my chest when I walk up the hill. It goes off after a couple of minutes' rest and never comes on when I'm sitting still",
      '70M. 3/12 central chest tightness walking uphill >200 m, settles within 2 min of rest. No pain at rest, no change in pattern.',
      '25M. chest hurts when I press on it, moved furniture yesterday. no SOB, no sweating, not worse on exertion', 'my arm aches after the gym and I am sweaty', 'jaw ache from a tooth, no sweating', 'indigestion after a curry, no sweating', 'heartburn when I lie down after dinner', 'no chest pain', "I don't have any chest pain", 'denies chest pain', 'my chest of drawers fell on my foot', 'no fever, cough or chest pain', 'pas de douleur thoracique', 'sin dolor de pecho', 'sem dor no peito',
      'sin ningún dolor en el pecho', 'la mancha se extiende al brazo',
      'não tenho dor no peito', '没有胸痛', 'لا يوجد ألم في الصدر', 'सीने में दर्द नहीं है', 'I have a headache'],
  },
  cannot_breathe: {
    fire: ['she has panic attacks for months but now her lips are blue and she cannot breathe', "I have to stop for breath between words, my blue inhaler is barely touching it", 'the skin between her ribs sucks in', "I can't breathe", 'i cant breath', 'I cannot breathe properly', 'struggling to breathe', 'gasping for air', 'very short of breath', 'difficulty breathing', 'hard to breathe', "my inhaler isn't working",
      "je n'arrive pas à respirer", 'no puedo respirar', 'me estoy ahogando', 'não consigo respirar', '我喘不过气', '呼吸困难', 'لا أستطيع التنفس', 'صعوبة في التنفس', 'सांस लेने में दिक्कत हो रही है', 'saans nahi le pa raha'],
    quiet: ['My wife has been having panic attacks for a few months, a racing heart and feeling she can\'t breathe, they pass in 10 minutes', "I use my inhaler before football and it helps", 'denies shortness of breath', 'no difficulty breathing', 'mild cough', "I can't breathe through my nose, it's blocked", 'sin dificultad para respirar', '没有呼吸困难', 'सांस लेने में दिक्कत नहीं है', 'a little short of breath when I run'],
  },
  cardiac_arrest: {
    fire: ["he's not breathing", 'my dad stopped breathing', 'no pulse', 'I am doing CPR', 'il ne respire plus', 'no respira', 'parou de respirar', '他没有呼吸了', 'لا يتنفس', 'सांस नहीं ले रहा'],
    quiet: ['breathing fine', '没有呼吸困难', 'he is breathing normally'],
  },
  choking: {
    fire: ['food stuck in my throat for weeks and now I cannot breathe', 'my son is choking', 'she choked on a grape and cannot talk', 'something is stuck in his throat', 'il s\'étouffe', 'se está atragantando', 'ele engasgou', '孩子噎住了', 'يختنق', 'गले में कुछ फंस गया'],
    quiet: ['since 2 month food stuck in my throat, first bread and meat, now also rice, i can drink water ok', 'I choked back tears', 'no choking', 'the food was fine'],
  },
  choking_child: {
    fire: ['my toddler is choking', 'mon bébé s\'étouffe', 'mi niño se atragantó', '宝宝噎住了'],
    quiet: ['I choked on my coffee', 'my son has a cold'],
  },
  cyanosis: {
    fire: ['o bebê ficou roxo e não respira', 'his lips look a bit dusky', 'her face is going greyish', 'his lips are blue', 'she is turning blue', 'blue lips', 'lèvres bleues', 'labios morados', 'lábios roxos', '嘴唇发紫', 'شفاهه زرقاء', 'होंठ नीले पड़ गए'],
    quiet: ['meu filho prendeu o dedo na porta, ficou roxo, mas mexe o dedo normal', 'my shirt is blue', 'no blue lips', 'I feel blue lately'],
  },
  stroke: {
    fire: ["my dad had a stroke this morning", "dad had stroke", 'I think I am having a stroke', 'could this be a mini stroke', 'i think its a stroek', 'je crois que c\'est un AVC', 'creo que es un ictus', 'acho que é um AVC', '我爸中风了', 'جلطة دماغية', 'उन्हें स्ट्रोक हुआ है'],
    quiet: ["my dad had a stroke 5 years ago, I'm worried about my own blood pressure", "family history of stroke, my BP is 150/90", 'that was a stroke of luck', 'I stroked the cat', 'I swim breast stroke', 'no signs of stroke'],
  },
  stroke_facial_droop: {
    fire: ["the mouth is going down on one side", "mon mari a la bouche qui tombe d'un côté", 'se le cae la boca de un lado', 'her face is drooping on one side', 'his smile is lopsided', "I can't feel my face", 'one side of my face is numb', 'facial droop', 'visage de travers', 'tiene la boca torcida', 'boca torta', '嘴歪了', 'وجهي مائل', 'चेहरा टेढ़ा हो गया'],
    quiet: ["I'm going down to the shop on one side of town", 'no facial droop', 'my face is fine', 'sin boca torcida'],
  },
  stroke_speech: {
    fire: ["my words come out wrong since half an hour", "my father he is speak strange words since 30 minute", 'typing the wrong words and my wife says I am talking a bit funny', 'mi padre lleva desde esta mañana hablando raro', 'il parle bizarrement', 'habla raro de repente', 'his speech is slurred', 'she is slurring her words', "I can't get my words out", 'garbled speech', 'parole pâteuse', 'habla arrastrada', 'fala enrolada', '说话不清楚', 'كلامه ثقيل', 'बोलने में दिक्कत'],
    quiet: ["my toddler says funny words all day", 'no slurred speech', 'speech normal', 'I talk a lot'],
  },
  stroke_weakness: {
    fire: ["il y a 3 semaines j'ai eu le bras engourdi, c'est passé, mais aujourd'hui il est encore engourdi", 'three weeks ago her right hand went numb for 10 minutes and went back to normal, and today her right hand went numb again', 'my shoulder hurts and my left arm is weak since this morning, my left leg too', "Is it normal for my right hand to suddenly go clumsy?", "he cannot hold the cup, the tea is falling", "I've walked into the left side of the door frame three times and keep missing the food on the left half of my plate", "il n'arrive plus à lever le bras gauche", 'my left arm is weak', 'the right side of my body went numb', "I can't lift my right arm", 'suddenly I cannot lift my arm at all', 'sudden weakness in my leg', 'cannot move my arm', 'weakness on the left side', 'bras gauche engourdi', 'no puedo mover el brazo', 'não consigo mexer o braço', '左边身体麻木', 'ضعف في جانب واحد', 'एक तरफ कमजोरी'],
    quiet: ["il y a 3 semaines j'ai eu le bras engourdi pendant 10 minutes, c'est passé et c'est jamais revenu", 'three weeks ago her right hand went numb and clumsy for 10 minutes, then went completely back to normal, fine since', 'Faz uns 2 meses que meu ombro direito dói e não consigo levantar o braço acima da cabeça', "I can't hold a pen since I broke my wrist", "je n'arrive pas à lever le bras depuis ma chute", 'no weakness', 'no numbness or weakness', 'my legs are tired after running',
      // a limited range of movement (a shoulder sign), not weakness
      'for 3 months I cannot lift my arm above my head', "I can't raise my arm over my head since the fall", 'cannot move my arm behind my back'],
  },
  stroke_vision_loss: {
    fire: ['I suddenly lost vision in my left eye', 'she went blind suddenly', "can't see out of my right eye", 'perte brutale de la vue', 'perdí la vista', 'perdi a visão', '突然看不见了', 'فقدت البصر', 'अचानक दिखना बंद हो गया'],
    quiet: ["I can't see the doctor until Monday", 'no vision loss', 'my vision is fine'],
  },
  stroke_confusion: {
    fire: ['grandma is suddenly confused', 'he became confused all of a sudden', 'confusion soudaine', 'de repente está confundido', '突然神志不清'],
    quiet: ['I am confused about my bill', 'no confusion'],
  },
  thunderclap_headache: {
    fire: ['worst headache of my life', 'the worst headache I have ever had', 'thunderclap headache', 'sudden severe headache', 'I never had a headache like this', 'pire mal de tête de ma vie', 'el peor dolor de cabeza de mi vida', 'a pior dor de cabeça da minha vida', '这辈子最痛的头痛', 'أسوأ صداع في حياتي', 'जिंदगी का सबसे बुरा सिरदर्द'],
    quiet: ['I have a headache', 'mild headache since yesterday', 'no headache', 'dolor de cabeza leve'],
  },
  seizure: {
    fire: ["now she is shaking whole body and not answer me", "he's been staring at the wall and not answering me, his right hand keeps twitching and he's dribbling", "seizure free for 2 years but had a seizure today", ...SEIZURE_FIRE],
    quiet: ["I was shaking with cold and not answering my phone", "my eyelid keeps twitching when I'm tired", "26M, focal epilepsy, seizure-free 18 months on levetiracetam. Asking about driving.", 'no seizures', 'these shoes fit well', 'I am fit and healthy', 'never had a seizure',
      // a known epileptic's usual seizure, short and fully recovered from: no ambulance in first-aid guidance
      'I have epilepsy, had one of my usual seizures yesterday, lasted about a minute, fully back to normal after',
      'my daughter has epilepsy, she had one of her usual seizures this morning and is back to her normal self, no injury',
      'tengo epilepsia, tuve una convulsión de las de siempre anoche, duró un minuto y ya estoy bien',
      "je suis épileptique, j'ai fait une crise habituelle hier, je vais bien maintenant",
      'tenho epilepsia, tive uma crise de sempre ontem e já estou bem'],
  },
  loss_of_consciousness: {
    fire: ['meu pai não acorda, está respirando estranho', "she hasn't eaten or drunk anything and now blacked out", 'GCS 10 on arrival', 'gcs 12', ...FAINT_FIRE, 'I passed out this morning', 'she fainted', 'he is unconscious', 'unconcious', "she won't wake up", 'he is not responding', 'il a perdu connaissance', 'se desmayó', 'ela desmaiou', '他晕倒了', 'فقد الوعي', 'वह बेहोश हो गया'],
    quiet: ['Minha filha tem dor de cabeça há dois meses, não vomita, não acorda com dor', "je suis tombée dans les pommes à la prise de sang ce matin, revenue à moi en quelques secondes, tout va bien maintenant, j'ai 22 ans", "My mum gets lightheaded when she stands up quickly. She hasn't fallen or blacked out and has no chest pain.", "he didn't vomit or pass out", 'GCS 15', 'GCS 14/15', 'the infection is not responding to antibiotics', 'I passed out flyers all day', 'I feel faint', 'no loss of consciousness', 'never passed out', 'did not faint',
      // reflex syncope at a needle or blood test, fully recovered, no red flag: no ambulance in syncope guidance
      'fainted after having my blood taken this morning, was out for a few seconds, feel completely fine now, no chest pain or palpitations',
      'my son passed out when he had his vaccination, came round straight away and is fine now',
      'me desmayé en el análisis de sangre, ya estoy bien',
      "je me suis évanouie à la prise de sang, je vais bien maintenant",
      'desmaiei no exame de sangue, já estou bem',
      // a faint after standing long in the heat or getting up fast, recovered, no red flag, under 65
      '19M fainted standing in a hot queue, prodrome of lightheaded + sweaty, LOC <10 s, full recovery. No FHx sudden death.',
      '19F fainted briefly sitting for a blood test, pale and sweaty before, came round in seconds, no injury. No family hx sudden death.'],
  },
  severe_bleeding: {
    fire: ["5 days after C-section, soaking a pad every 30 min, clots fist size", 'Epistaxis x90 min despite continuous pressure, swallowing blood', 'she is bleeding very much, the towel is full in a few minutes', 'cut my wrist, the blood is coming very much and not stop', 'pressed 15 minutes and it is still pumping out', 'it is bleeding heavily', "the bleeding won't stop", 'blood is gushing from the cut', "I can't stop the bleeding", 'bleding heavily', 'saigne abondamment', 'no para de sangrar', 'sangramento intenso', '血流不止', 'نزيف شديد', 'खून रुक नहीं रहा'],
    quiet: ["my period is heavy, I change my pad every 4 hours", 'a small cut, bleeding stopped after pressing', 'my nose bled but it has stopped', 'a little bleeding from a paper cut that stopped', 'no heavy bleeding', 'my gums bleed when I brush'],
  },
  anaphylaxis: {
    fire: ["Over the last hour my tongue and lips have swollen up and it's getting hard to swallow", 'bee sting 10 min ago, throat feels tight', 'ate peanuts and now my voice is hoarse', 'picadura de avispa y la garganta cerrada', 'he ate peanut butter and now has red spots everywhere and his breath is making noise', 'after the shrimp she came out in hives and keeps vomiting', 'my throat is closing up', 'my tongue is swollen and I have trouble breathing', 'my tounge is swolen and I cant breathe', 'anaphylactic reaction', 'I used my epipen', 'lips swelling after peanuts and wheezing',
      'la gorge qui se ferme', 'se me cierra la garganta', 'garganta fechando', '喉咙发紧', 'الحلق ينغلق', 'गला बंद हो रहा है'],
    quiet: ["I bit my tongue and it is a bit swollen", 'my throat feels tight when I am anxious', 'hoarse voice since my cold', 'after eating I had an itchy rash all over, breathing fine', 'hives after a shower, no other symptoms', 'no throat swelling', 'my throat is a bit sore', 'I have a peanut allergy but I am fine'],
  },
  severe_allergic_reaction: {
    fire: ['tongue + lips swelling fast', 'my lips and tongue are swelling', 'severe allergic reaction', 'my lips are swelling after a bee sting', 'tongue is swelling', 'réaction allergique grave', 'reacción alérgica grave', 'reação alérgica grave', '严重过敏', 'حساسية شديدة', 'गंभीर एलर्जी'],
    quiet: ['my lips are dry and cracked', 'strawberry tongue and swollen hands', 'mild allergic rhinitis', 'no swelling of the lips', 'I have hay fever allergies'],
  },
  suicidal_ideation: {
    fire: ["I dont want live anymore. Tonight I will finish everything", "I've got enough tablets saved up now and I've written letters for the kids", 'my brother said he wants to kill himself tonight', 'she wants to end her life', 'Meu irmão disse que vai se matar hoje à noite, já comprou a corda', 'mi hermano dice que se va a matar', "mon frère dit qu'il va se tuer", 'I am not want to live anymore', 'I collect many tablets and tonight I will take all of them', 'tengo las pastillas guardadas', "I've been looking up how many pills it would take", "I've been saving up my sleeping tablets and I'm going to take them all tonight", 'I want to finish my life', 'I have written goodbye letters to my family', 'I took 20 paracetamol because I wanted everything to stop', 'He escrito cartas de despedida y tengo las pastillas preparadas', "J'ai écrit une lettre d'adieu", 'deixei uma carta de despedida', 'I want to die', 'I want to kill myself', "I don't know why but I want to kill myself", 'I want to end my life', 'everyone would be better off without me', 'I am better off dead', "I don't want to live anymore",
      'I no longer want to live', 'I have nothing to live for', 'suicidle thoughts', 'kms', 'je veux mourir', 'envie de me suicider', 'quiero morir', 'ya no quiero vivir', 'quero morrer', 'não quero mais viver', '我想死', '我不想活了', 'أريد أن أموت', 'أفكر في الانتحار', 'मैं मरना चाहता हूं', 'मैं जीना नहीं चाहता'],
    quiet: ["I don't want to live in this city anymore, the rent is too high", 'I saved up for a holiday', 'my dad killed himself 10 years ago and I still think about it', 'he hurt himself at the gym', 'I collected my tablets from the pharmacy today', 'I will take all of my tablets with food as the doctor said', 'I wrote letters to my penfriend', "I've been saving my tablets for the holiday", 'I keep my tablets in the kitchen', "I'm going to take them with food", 'I wrote a letter to my doctor', 'I finished my antibiotics', "I'm dying to see the doctor", 'I am not suicidal', 'no suicidal thoughts', "I don't want to die", 'denies suicidal ideation', 'my back is killing me', '没有自杀的想法', 'no pienso en suicidarme',
      'I feel like I am going to die'],
  },
  self_harm: {
    fire: ['the voices tell me to hurt myself', 'I have been cutting myself', 'I want to hurt myself', 'self harm', 'I keep hurting myself on purpose', 'je veux me faire du mal', 'quiero cortarme', 'quero me machucar', '我自残', 'أؤذي نفسي', 'खुद को नुकसान पहुंचाना चाहता हूं'],
    quiet: ['I hurt myself at the gym', 'I cut myself while cooking', 'no self harm', 'I would never hurt myself'],
  },
  homicidal_intent: {
    fire: ['I hear voices telling me to hurt my brother', 'I want to kill my husband', "I'm going to kill him", 'I want to hurt someone', 'envie de le tuer', 'quiero matarlo', 'vou matar ele', '我想杀人', 'سأقتله', 'मैं उसे मार डालूंगा'],
    quiet: ['my back is killing me', 'I would never hurt anyone', 'this pain is killing me'],
  },
  overdose_poisoning: {
    fire: ["she take many paracetamol tablets, maybe 30, two hours before", "16F disclosed taking 32 x 500 mg paracetamol approx 4h ago", "mi hijo de 4 a\u00f1os se tomo el frasco de Tempra", "ele tomou o frasco de xarope todo", "Yesterday I take many pills because I not want to live anymore", 'she took 24 x 500 mg paracetamol', "she took all her sertraline and a strip of her mum's sleeping tablets", 'took 40 sertraline + half bottle vodka', "My 2 year old got into my mum's handbag, 3 tablets are missing", 'My 18 month old was playing with the remote and one of those small round flat batteries is missing', 'found by flatmate, empty blister packs of amitriptyline', 'I took about 20 paracetamol last night', 'my 2 year old may have swallowed some of my amitriptyline', 'there are 4 missing from the strip', 'she swallowed one of those small round flat batteries from the remote', 'mi hija se comió unas 10 pastillas de hierro', 'il a avalé 15 comprimés', 'ele tomou uns 20 comprimidos', 'I took too many pills', 'I took a whole bottle of tylenol', 'my son swallowed bleach', 'she drank antifreeze', 'I overdosed', 'my toddler ate some pills', 'swallowed a button battery',
      'avalé de l\'eau de javel', 'me tomé todas las pastillas', 'tomei uma cartela de remédios', '喝了农药', 'جرعة زائدة', 'ज़हर खा लिया'],
    quiet: ["I take paracetamol tablets when I need them", "I am taking 2 x 500 mg paracetamol when needed", "I take many pills for my heart and diabetes", 'the battery in the remote is missing, my husband took it', 'empty packs of crisps everywhere', 'my phone battery died', 'I took some of my ibuprofen for the pain', 'I took 2 paracetamol for my headache', 'I have food poisoning', 'I took my pills as prescribed', 'no overdose', 'intoxicación alimentaria'],
  },
  vomiting_blood: {
    fire: ['I am vomiting blood', 'threw up blood', 'vomit looks like coffee grounds', 'je vomis du sang', 'vomitando sangre', 'vomitando sangue', '吐血', 'استفراغ دم', 'खून की उल्टी'],
    quiet: ['vomiting since last night', 'no blood in vomit', 'no vomiting blood'],
  },
  coughing_blood: {
    fire: ['coughing up blood', 'coughing up a lot of blood', 'je crache du sang', 'tosiendo sangre', 'tossindo sangue', '咳血', 'سعال دموي', 'खांसी में खून'],
    quiet: ['mild cough', 'no coughing up blood', 'dry cough for a week'],
  },
  black_stool: {
    fire: ['black tarry stools', 'my poop is black', 'melena', 'selles noires', 'heces negras', 'fezes pretas', '黑便', 'براز أسود', 'काला मल'],
    quiet: ['my stool is brown', 'no black stools', 'diarrhea for two days'],
  },
  severe_abdominal_pain: {
    fire: ['she has atrial fibrillation and a terrible pain in her stomach', 'elle a de la fibrillation et une douleur terrible dans le ventre', 'tiene un dolor de barriga horrible y está sudando frío', 'severe stomach pain, cold sweats', 'severe stomach pain and a fever of 39', 'excruciating abdominal pain with fever', 'my belly is rigid and hard as a board', 'douleur abdominale atroce et fièvre', 'dolor abdominal muy fuerte y fiebre',
      'dor abdominal muito forte e febre', '剧烈腹痛，发烧', 'ألم شديد في البطن وحمى', 'पेट में तेज दर्द और बुखार'],
    quiet: ['atrial fibrillation, mild tummy ache', 'mild stomach ache and sweating after the gym', 'mild stomach ache', 'severe stomach pain but no fever', 'stomach ache and a slight fever'],
  },
  fever_stiff_neck: {
    fire: ['fever and a stiff neck', 'I have a fever and my neck is stiff', 'fièvre et nuque raide', 'fiebre y cuello rígido', 'febre e pescoço duro', '发烧，脖子僵硬', 'حمى وتيبس في الرقبة', 'बुखार और गर्दन में अकड़न'],
    quiet: ['stiff neck from sleeping badly', 'fever but no stiff neck', 'fever and sore throat'],
  },
  meningitis_suspected: {
    fire: ['could it be meningitis', 'fever, bad headache and the light hurts my eyes', 'méningite', 'bulging soft spot', '脑膜炎'],
    quiet: ['fever and headache', 'meningitis vaccine was given, he is fine'.replace('meningitis', 'mmr')],
  },
  fever_nonblanching_rash: {
    fire: ["the rash doesn't fade under a glass", 'fever and purple spots on his legs', 'fever with a purple rash', 'glass test was positive', 'fièvre et taches violacées', 'fiebre y manchas moradas', 'febre e manchas roxas', '发烧，出现紫癜', 'حمى وبقع ارجوانية', 'बुखार और बैंगनी दाने'],
    quiet: ["a bump on my eyelid, it don't go away with the warm compress", 'the rash fades when I press it', 'itchy red rash', 'fever and a cough'],
  },
  pregnancy_bleeding: {
    fire: ['7 weeks pregnant, some spotting and severe cramps', '8 weeks pregnant with light bleeding and I feel dizzy', '10 weeks pregnant, spotting and pain on my left side', '24 weeks pregnant and some spotting', 'I am pregnant 8 month and there is blood coming down', "I'm 10 weeks pregnant and bleeding heavily", 'pregnant and bleeding', 'enceinte et je saigne', 'embarazada y con sangrado', 'grávida e sangrando', '怀孕了，出血', 'أنا حامل وعندي نزيف', 'गर्भवती हूं और खून आ रहा है'],
    quiet: ['29F G1 at 7+2/40, light PV spotting since this am, mild central crampy pain. No shoulder tip pain, no dizziness.', "She's about 7 weeks pregnant. She's got some spotting and mild cramps today. She's not dizzy and the pain isn't bad.", 'embarazada de 8 semanas, un poco de sangre marrón, sin dolor', "I'm not pregnant and bleeding gums", 'pregnant and feeling fine', 'pregnant, no bleeding'],
  },
  pregnancy_abdominal_pain: {
    fire: ["I'm pregnant and have severe abdominal pain", 'embarazada con dolor abdominal muy fuerte', '怀孕，剧烈腹痛'],
    quiet: ['pregnant with mild cramps', 'severe abdominal pain, not pregnant'],
  },
  pregnancy_warning_signs: {
    fire: ['32 weeks pregnant, my waters broke this morning and now I have a fever', 'grávida de 32 semanas, saindo um líquido claro e com febre', "I'm 32 weeks pregnant and the baby stopped moving", 'pregnant with a severe headache and blurred vision', 'enceinte et le bébé ne bouge plus', 'embarazada y el bebé no se mueve', 'grávida e o bebê parou de mexer', '怀孕了，胎动减少'],
    quiet: ['pregnant, waters not broken, no fever', 'pregnant and the baby is kicking a lot', 'pregnant with a mild headache'],
  },
  ectopic_pregnancy: {
    fire: ["I'm 7 weeks pregnant, sharp pain low on my right side", 'I think it might be ectopic', 'missed my period and have sharp pain on my left side', 'positive test and severe lower belly pain', 'grossesse extra-utérine', '宫外孕'],
    quiet: ['missed my period', 'period cramps'],
  },
  infant_fever: {
    fire: ["I'm breastfeeding my 5 week old and he has a temperature of 38.5", 'my 6 week old baby has a fever', 'newborn with a temperature of 38.2', 'my 10 day old has a fever', 'mon bébé de 3 semaines a de la fièvre', 'mi bebé de 2 meses tiene fiebre', 'meu recém-nascido está com febre', '我2个月大的宝宝发烧了', 'مولود جديد عنده حمى', 'मेरे नवजात को बुखार है'],
    quiet: ["I'm breastfeeding my 5 week old. There's a hard, red, hot patch on my left breast and I've got a temperature of 38.5", 'my 2 year old has a fever', 'my 6 week old baby is feeding well', 'my newborn has no fever', 'my 5 month old has a fever'],
  },
  infant_dehydration: {
    fire: ['my baby has had no wet diapers since morning', 'the baby is very floppy', 'baby with a sunken soft spot', 'mi bebé tiene la mollera hundida', '宝宝囟门凹陷'],
    quiet: ['my baby is feeding well with plenty of wet diapers', 'my teenager is thirsty'],
  },
  severe_burn: {
    fire: ['small burn on my face from the oven', 'a small burn on my hand from acid', 'burn on my hand, the size of my palm', 'I was burn with hot oil in kitchen, big part of my arm and my chest', 'some skin is white and there are big blisters', 'he has a severe burn on his arm', 'third degree burns', 'she burned her face', 'chemical burn', 'he was electrocuted', 'brûlure grave', 'quemadura grave', 'queimadura grave', '严重烧伤', 'حروق شديدة', 'बुरी तरह जल गया'],
    quiet: ['I have a small burn on my hand from the oven, red with one small bubble, size like a coin', 'the blister on my heel is big', 'I burned my finger on hot water, small blister', 'small burn from the oven, fine', 'sunburn on my shoulders', 'heartburn after dinner'],
  },
  head_injury_danger: {
    fire: ['he hit his head and has vomited twice', 'she fell and hit her head and is confused', 'head injury and very drowsy', 'coup à la tête et il vomit', 'golpe en la cabeza y está confundido', 'bateu a cabeça e está vomitando', '撞到头后呕吐', 'ضربة على الرأس واستفراغ', 'सिर में चोट और उल्टी'],
    quiet: ['he bumped his head but is playing normally', 'headache after a long day'],
  },
  testicular_torsion: {
    fire: ["mon fils de 14 ans s'est réveillé avec très mal en bas, à une bourse, et il a vomi une fois", 'really bad pain in my left ball woke me up', 'sudden severe testicle pain', 'excruciating pain in my testicle', 'my testicle pain came on suddenly and it is severe', 'douleur brutale au testicule', 'dolor intenso en el testículo', 'dor forte no testículo', '睾丸剧痛', 'ألم شديد في الخصية', 'अंडकोष में तेज दर्द'],
    quiet: ['severe pain in the balls of my feet after running', 'mild testicle ache for weeks', 'no testicle pain'],
  },
  aortic_aneurysm: {
    fire: ['tengo un aneurisma pequeño en la aorta y un dolor muy fuerte en la parte baja de la espalda', '71M known aneurysm under surveillance, sudden abdo pain through to back', 'I have a AAA and now my back pain is terrible', 'ruptured aortic aneurysm', 'tengo un aneurisma de aorta y dolor de espalda'],
    quiet: ['I have a brain aneurysm being watched and some back pain', 'back pain after gardening', 'aneurysm screening letter came today'],
  },
  severe_drug_rash: {
    fire: ['started lamotrigine 3 weeks ago, now red spots on my body and my mouth have small wounds inside', 'new medicine last week, now a rash and mouth ulcers', 'stevens johnson syndrome'],
    quiet: ['my son has hand foot and mouth: a rash, mouth sores and a fever', 'he started nursery 2 weeks ago, now a rash on his hands and feet and mouth sores', 'started amoxicillin 3 days ago, now a rash', 'mouth ulcers again this week'],
  },
  cord_prolapse: {
    fire: ['estoy embarazada de 32 semanas y siento algo que sale por la vagina, como un cordón', "I'm 36 weeks pregnant, my waters broke and I can feel the cord"],
    quiet: ['I feel something coming out of my vagina when I cough, I am 70', 'pregnant and my waters broke, contractions every 5 minutes'],
  },
  sepsis: {
    fire: ['62F, colorectal ca, FOLFOX cycle 3 day 10. T 38.1 once at home', 'I have lupus and take mycophenolate, fever 38.9 and very big shaking, heart fast 120', "he has a water infection, he's very muddled and his knees look blotchy and purple", 'on antibiotics for pneumonia and now breathing very fast', 'temperature of 39, freezing cold hands and feet and she has gone a bit vague', "fever and her legs ache so much she can't stand", 'fever and he is confused', 'high temperature and mottled skin', 'could this be sepsis', 'fièvre et confus', 'fiebre y desorientado', 'febre e confuso', '发烧，意识模糊', 'حمى وتشوش', 'बुखार और भ्रम'],
    quiet: ['cold hands and feet in winter, no fever', 'fever and tired', 'mild fever, eating and drinking fine', 'septic tank is full'],
  },
  spinal_injury: {
    fire: ['fell off ladder ~2m, neck pain, tingling in both hands', 'car crash, back pain and my legs feel numb', 'se cayó de la escalera, dolor de cuello y hormigueo en las manos'],
    quiet: ['fell off a ladder, sore ankle', 'neck pain and tingling in my hands for months from typing'],
  },
  compartment_syndrome: {
    fire: ["the big box fall on my leg, now the leg is very swelling, very tight like wood, the pain is much more than before", 'a heavy pipe fall on my lower leg, tonight the leg is very tight and swollen, pain is terrible even I take 2 tramadol, worse when I move my toes'],
    quiet: ["my calf feels tight after running, no swelling", 'my calf is tight after running, stretching helps', 'swollen ankle after a sprain, paracetamol helps'],
  },
  envenomation: {
    fire: ['a snake bite my ankle 30 minutes ago', 'bitten by a snake on a walk', 'me mordió una víbora', 'picada de cobra no pé'],
    quiet: ['snake plant leaves made my cat sick', 'a bee sting, small swelling'],
  },
  drowning: {
    fire: ["I pulled my brother out of the lake 10 minutes ago, he was under for maybe a minute, he keeps coughing", 'he was under the water maybe 1 minute, now breathing fast and coughing', 'we pulled her out of the pool, she is very sleepy', 'casi se ahoga en la piscina, tose mucho'],
    quiet: ["we went to the lake and he has a cough from a cold", 'he was under the water for a second while swimming and is fine, playing', 'coughing after swimming lessons, no water swallowed'],
  },
  limb_ischaemia: {
    fire: ['R leg pain 4h, cold, pale, numb. Pedal pulses absent R', 'my foot went cold and white and numb', 'pierna fría y pálida, sin pulso en el pie'],
    quiet: ['cold feet in winter', 'my pulse is 70 and regular'],
  },
  bowel_obstruction: {
    fire: ["n\u00e3o consigo fazer coc\u00f3 nem deitar gases, a barriga est\u00e1 muito inchada e estou sempre a vomitar", "vomiting and I haven't passed wind since yesterday", "mon ventre est gonflé comme un ballon et je n'arrive plus à aller à la selle", 'barriga muy hinchada y sin gases'],
    quiet: ['vomited once, passing wind normally', 'bloated after dinner, had a normal poo'],
  },
  suicide_warning_signs: {
    fire: ["He's been really low since his breakup, and this week he gave me his guitar and his dog and said I'd look after them better", 'my dad has been so depressed and he is giving all his things away', 'mi hermano está deprimido y se despidió de todos', 'meu irmão está deprimido e se despediu dos amigos'],
    quiet: ['my mum is giving away her books because she is moving to a smaller flat', 'he gave me his guitar for my birthday', 'I felt low after my breakup but I am better now and seeing friends'],
  },
  suicide_warning_signs_silent: {
    fire: ['My brother sent a message to say goodbye to everyone and now he is not answering his phone', 'she has been giving away her things all week and now I cannot reach her', 'mi hermano se despidió de todos y ahora no contesta el teléfono', 'il a dit adieu à tout le monde et il ne répond plus'],
    quiet: ['we said goodbye to everyone at the airport and my phone is not answering calls because it is broken', 'my mum is giving away her books because she is moving and she has a lot of pills for her heart', 'he said goodbye to everyone at the party'],
  },
  staggered_paracetamol_overdose: {
    fire: ["taking paracetamol plus those cold-and-flu sachets, it's about 12 tablets a day for 4 days", 'paracetamol, probably about 20 tablets over the last two days, more than the box says', 'tomo paracetamol, 10 pastillas al día desde el lunes', 'doliprane, 12 comprimes par jour depuis 3 jours'],
    quiet: ['I take 2 paracetamol four times a day for my back', 'I take 8 paracetamol a day as the leaflet says', 'I take 12 tablets a day for my heart and diabetes'],
  },
  decompression_illness: {
    fire: ['35M, surfaced from a 30 m dive 1h ago. Joint pains, tingling in both legs', 'went diving this morning and now my shoulder joint pain and tingling', 'plongée ce matin et maintenant des fourmillements dans les jambes'],
    quiet: ['I went scuba diving on holiday last year; now I have knee joint pain', 'I dived into the pool and hurt my knee'],
  },
  scorpion_envenomation: {
    fire: ['a mi hijo de 4 años le ha picado un alacrán en el pie, está babeando muchísimo', 'my son was stung by a scorpion and he is drooling and his eyes are moving strangely', 'my daughter have sting from scorpion on the foot, now drooling'],
    quiet: ['stung by a scorpion on holiday, just local pain and redness', 'my son watched a film about a scorpion and is drooling over his dinner'],
  },
  postpartum_psychosis: {
    fire: ['Minha esposa teve nosso bebê há 5 dias, não dorme há 3 noites, fala que trocaram ele', "My wife had our baby 8 days ago, she's barely slept and says the baby isn't ours", 'gave birth last week, now hearing voices', 'dio a luz hace una semana y oye voces'],
    quiet: ['had our baby 8 days ago, tired but happy and sleeping when the baby sleeps', 'hearing voices in the next flat through the wall'],
  },
  postoperative_sepsis: {
    fire: ['55M, day 3 post lap cholecystectomy. T 38.9, HR 118', '3 days post lap cholecystectomy. fever 38.9, HR 120 on my watch', 'had my hip replacement a week ago, fever and I feel awful', "on m'a fait une sleeve il y a 10 jours, 38,5 de fièvre et mon cœur bat à 130", 'me operaron hace 5 días, tengo fiebre y me siento fatal'],
    quiet: ['post-op day 3, no fever, pulse 80, feeling fine', 'had surgery 5 years ago, fever today', '2 days after my operation I have a temperature of 37.8, feel fine'],
  },
  diabetic_emergency: {
    fire: ["she is very sleepy and the machine for sugar say 'HI'", 'my blood sugar is very high and I am confused', 'low blood sugar and he is drowsy', 'I think I have DKA', 'sugar is 650', 'glycémie très basse et confus', 'azúcar muy baja y confundido', 'glicose muito baixa e confuso', '低血糖，意识模糊', 'السكر منخفض وهو مشوش', 'शुगर बहुत कम और बेहोश'],
    quiet: ['my sugar is a bit high today', 'diabetic, well controlled', 'sugar was 120 this morning'],
  },
  eye_emergency: {
    fire: ['sudden severe eye pain and blurred vision', 'I got bleach in my eye', 'chemical splash in my eyes', 'douleur intense à l\'oeil et vision floue', 'dolor intenso en el ojo y visión borrosa', 'dor forte no olho e visão turva', '眼睛剧痛，看不清', 'ألم شديد في العين ورؤية ضبابية', 'आंख में तेज दर्द और धुंधला दिख रहा'],
    quiet: ['my eyes are itchy', 'eye pain is mild', 'blurred vision when tired'],
  },
  heat_stroke: {
    fire: ['I think he has heat stroke', 'working in the sun and now confused', 'heatwave, he stopped sweating and is confused', 'coup de chaleur et confus', 'golpe de calor y desorientado', 'insolação e confuso', '中暑，神志不清', 'ضربة شمس ومشوش', 'लू लग गई और बेहोश'],
    quiet: ['it is hot today', 'mild sunburn after the beach'],
  },
  paralysis: {
    fire: ["I'm paralyzed", "I can't move my legs", 'paralysed from the waist down', 'il est paralysé', 'no puedo mover las piernas', 'não sinto as pernas', '瘫痪', 'مشلول', 'लकवा मार गया'],
    quiet: ['I had sleep paralysis', 'no paralysis', 'my legs are sore'],
  },
  cauda_equina: {
    fire: ['back pain and no bladder control since this morning', 'back pain since yesterday, I cannot feel when I wipe', 'bad low back pain and I did not pee since the morning', 'numbness in my groin and I cannot pee', 'saddle numbness', 'back pain and I lost control of my bladder', "can't feel it when I wipe", 'anesthésie en selle', 'mal de dos et incontinence', 'dolor de espalda y no puedo orinar', 'dor nas costas e incontinência', '腰痛，大小便失禁', 'ألم في الظهر وسلس البول', 'कमर दर्द और पेशाब पर कंट्रोल नहीं'],
    quiet: ['40M, low back pain 3d after gardening. No saddle anaesthesia, no bladder/bowel change, no leg weakness', 'back pain, I peed normally this morning', 'lower back pain after lifting', 'back pain, no numbness, bladder fine'],
  },
};

describe('red-flag screen: every rule', () => {
  it('covers every rule id with cases', () => {
    expect(Object.keys(CASES).sort()).toEqual([...RED_FLAG_RULE_IDS].sort());
  });

  for (const [id, c] of Object.entries(CASES)) {
    describe(id, () => {
      it.each(c.fire)('fires on %j', (text) => {
        expect(ids(text, c.patient)).toContain(id);
      });
      it.each(c.quiet)('does not fire on %j', (text) => {
        expect(ids(text, c.patient)).not.toContain(id);
      });
    });
  }
});

describe('patient context', () => {
  it('takes months from the text when the patient is given as age 0 (under a year)', () => {
    expect(ids('mon bébé de 10 mois a de la fièvre', { age: 0 })).not.toContain('infant_fever');
    expect(ids('my baby 2 months has a fever', { age: 0 })).toContain('infant_fever');
    expect(ids('my baby has a fever', { age: 0 })).toContain('infant_fever');
  });
  it('uses ctx.patient.pregnant for pregnancy rules', () => {
    expect(ids('I am bleeding heavily from down there', { pregnant: true })).toContain('pregnancy_bleeding');
    expect(ids('I have severe abdominal pain', { pregnant: true })).toContain('pregnancy_abdominal_pain');
    expect(ids('I have severe abdominal pain', { pregnant: false })).not.toContain('pregnancy_abdominal_pain');
    expect(ids('I have severe abdominal pain')).toEqual([]);
  });

  it('uses ctx.patient.age < 0.25 for infant fever, and only then', () => {
    expect(ids('she has a fever of 38.5', { age: 0.1 })).toContain('infant_fever');
    expect(ids('she has a fever of 38.5', { age: 0.5 })).toEqual([]);
    expect(ids('she has a fever of 38.5', { age: 15 })).toEqual([]);
    expect(ids('she has a fever', { age: 0.2 })).toEqual(['infant_fever']);
    expect(ids('he has a temperature of 37.5', { age: 0.1 })).toEqual([]);
    expect(ids('我的宝宝发烧了', { age: 0.1 })).toContain('infant_fever');
    expect(ids('he is 2 months old with 100.8 F')).toContain('infant_fever');
    expect(ids("the baby's temperature is 38 degrees, he is 5 weeks old")).toContain('infant_fever');
  });

  it('fever alone in an older child or adult is not a flag', () => {
    expect(ids('my 8 year old has a fever of 39')).toEqual([]);
    expect(ids('I have had a fever for two days', { age: 17 })).toEqual([]);
  });

  it('uses ctx.patient.age for a choking child', () => {
    expect(ids('he is choking', { age: 3 })).toEqual(expect.arrayContaining(['choking', 'choking_child']));
    expect(ids('he is choking', { age: 40 })).toEqual(['choking']);
  });
});

describe('negation and assertion', () => {
  it.each([
    'no chest pain', "I don't have any chest pain", 'denies shortness of breath', 'pas de douleur thoracique', 'sin dolor de pecho', 'sem dor no peito', '没有胸痛',
    'no fever, no stiff neck', 'I have not fainted', 'je n\'ai plus de douleur thoracique', 'ما عندي ألم في الصدر', 'सीने में दर्द नहीं है', "I don't want to die of embarrassment",
    'my eyes are swollen from allergies', 'no chest pain or shortness of breath', 'never had a seizure', 'negative for chest pain',
  ])('a plainly negated flag does not fire: %j', (text) => {
    expect(screenRedFlags(text)).toEqual([]);
  });

  it.each([
    ['no fever but crushing chest pain', 'chest_pain'],
    ["I don't know why but I want to kill myself", 'suicidal_ideation'],
    ["I can't breathe", 'cannot_breathe'],
    ['I cannot move my arm', 'stroke_weakness'],
    ["I can't feel my face", 'stroke_facial_droop'],
    ['I no longer want to live', 'suicidal_ideation'],
    ["I don't want to live anymore", 'suicidal_ideation'],
    ['there is nothing to live for', 'suicidal_ideation'],
    ['No, I am not ok, my chest hurts', 'chest_pain'],
    ['not sure if this matters but my face is drooping', 'stroke_facial_droop'],
    ['I have no fever, I have chest pain', 'chest_pain'],
    ['no cough. chest pain since an hour', 'chest_pain'],
    ['没有发烧，但是胸痛', 'chest_pain'],
    ['no tengo fiebre pero me duele el pecho', 'chest_pain'],
    ["Je n'ai pas de fièvre mais j'ai mal à la poitrine", 'chest_pain'],
    ['Não tenho febre mas estou com dor no peito', 'chest_pain'],
    ['我没有发烧，可是胸口很痛', 'chest_pain'],
    ['मुझे बुखार नहीं है लेकिन सीने में दर्द है', 'chest_pain'],
    ['ليس لدي حمى لكن عندي ألم في الصدر', 'chest_pain'],
    ['لا أعرف لماذا، ألم في الصدر', 'chest_pain'],
    ['he collapsed, is not breathing and his lips are blue', 'cyanosis'],
    ["I'm not breathing well", 'cannot_breathe'],
    ["I don't feel my legs", 'paralysis'],
  ])('negation never hides what the message still asserts: %j', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each(['my chest of drawers fell', "I'm dying to see the doctor", 'I have a headache', 'mild cough', 'I need a repeat prescription for my blood pressure pills',
    'my knee hurts when I run', 'Can I book an appointment for next week?', '', '   ', 'hello', 'bonjour', 'hola', '你好', 'مرحبا', 'नमस्ते'])(
    'ordinary messages raise nothing: %j', (text) => {
      expect(screenRedFlags(text)).toEqual([]);
    });
});

describe('hits', () => {
  it('are deduplicated by rule id and describe the rule', () => {
    const hits = screenRedFlags('chest pain, chest pain, crushing chest pain and pressure in my chest');
    expect(hits.map((h) => h.id)).toEqual(['chest_pain']);
    const [hit] = hits;
    expect(hit).toMatchObject({ id: 'chest_pain', family: 'cardiac', kind: 'medical' });
    expect(hit.matched).toContain('chest pain');
    expect(hit.label.length).toBeGreaterThan(5);
  });

  it('can report several rules at once', () => {
    const got = ids('he collapsed, is not breathing and his lips are blue');
    expect(got).toEqual(expect.arrayContaining(['loss_of_consciousness', 'cardiac_arrest', 'cyanosis']));
  });

  it('tolerates case, accents, punctuation and spacing', () => {
    for (const text of ['CHEST   PAIN', 'Chest-pain!!!', 'douleur THORACIQUE', 'dolor  de  pécho', 'DÔR NO PEITO']) {
      expect(ids(text)).toContain('chest_pain');
    }
  });

  it('tolerates common misspellings of key English words', () => {
    expect(ids('chets pain')).toContain('chest_pain');
    expect(ids('seizrue')).toContain('seizure');
    expect(ids('he is unconcious')).toContain('loss_of_consciousness');
    expect(ids('vomitting blood')).toContain('vomiting_blood');
    expect(ids('difficulty brething')).toContain('cannot_breathe');
    expect(ids('suicidel thoughts')).toContain('suicidal_ideation');
    expect(ids('fewer pills than last month')).toEqual([]);
  });

  it('mental-health hits are kind mental_health, the others medical', () => {
    for (const h of screenRedFlags('I want to kill myself and I cut myself on purpose')) expect(h.kind).toBe('mental_health');
    expect(screenRedFlags('I want to kill myself').map((h) => h.kind)).toEqual(['mental_health']);
    expect(screenRedFlags('I have crushing chest pain').map((h) => h.kind)).toEqual(['medical']);
  });
});

const NUMBERS: Record<Locale, { emergency: string; crisis: string }> = {
  en: { emergency: '911', crisis: '988' },
  fr: { emergency: '15', crisis: '3114' },
  es: { emergency: '112', crisis: '024' },
  pt: { emergency: '192', crisis: '188' },
  zh: { emergency: '120', crisis: '12356' },
  ar: { emergency: '997', crisis: '800 4673' },
  hi: { emergency: '112', crisis: '14416' },
};
const NOT_ALONE: Record<Locale, string> = { en: 'not alone', fr: "n'êtes pas seul", es: 'No está solo', pt: 'não está sozinho', zh: '并不孤单', ar: 'لست وحدك', hi: 'अकेले नहीं' };

describe('emergencyNotice', () => {
  const mental: RedFlagHit[] = screenRedFlags('I want to end my life');
  const medical: RedFlagHit[] = screenRedFlags('crushing chest pain');

  for (const locale of Object.keys(NUMBERS) as Locale[]) {
    it(`gives crisis resources for mental health in ${locale}`, () => {
      const n = emergencyNotice(mental, locale);
      expect(n.kind).toBe('mental_health');
      const contacts = n.resources.map((r) => r.contact);
      expect(contacts).toContain(NUMBERS[locale].emergency);
      expect(contacts).toContain(NUMBERS[locale].crisis);
      expect(n.message).toContain(NUMBERS[locale].emergency);
      expect(n.message).toContain(NUMBERS[locale].crisis);
      expect(n.message).toContain(NOT_ALONE[locale]);
      for (const r of n.resources) expect(r.label.length).toBeGreaterThan(1);
    });

    it(`gives the local emergency number for medical emergencies in ${locale}`, () => {
      const n = emergencyNotice(medical, locale);
      expect(n.kind).toBe('medical');
      expect(n.resources[0].contact).toBe(NUMBERS[locale].emergency);
      expect(n.message).toContain(NUMBERS[locale].emergency);
      expect(n.resources.map((r) => r.contact)).not.toContain(NUMBERS[locale].crisis);
    });
  }

  it('is mental health when any hit is, even alongside medical hits', () => {
    const hits = screenRedFlags('I took too many pills because I want to die');
    expect(hits.map((h) => h.id)).toEqual(expect.arrayContaining(['overdose_poisoning', 'suicidal_ideation']));
    expect(emergencyNotice(hits, 'en').kind).toBe('mental_health');
  });

  it('adds the poison line for an overdose where the locale has one', () => {
    const n = emergencyNotice(screenRedFlags('my son swallowed bleach'), 'en');
    expect(n.resources.map((r) => r.contact)).toEqual(['911', '1-800-222-1222']);
  });

  it('understands regional tags and falls back to English', () => {
    expect(emergencyNotice(medical, 'en-GB').resources[0].contact).toBe('999');
    expect(emergencyNotice(mental, 'en_GB').resources.map((r) => r.contact)).toContain('116 123');
    expect(emergencyNotice(medical, 'pt-BR').resources[0].contact).toBe('192');
    expect(emergencyNotice(medical, 'pt-PT').resources[0].contact).toBe('112');
    expect(emergencyNotice(medical, 'es-MX').resources[0].contact).toBe('911');
    const unknown = emergencyNotice(medical, 'de-DE');
    expect(unknown.resources[0].contact).toBe('911');
    expect(unknown.message).toMatch(/^What you describe/);
    expect(emergencyNotice(medical).message).toContain('911');
  });
});

describe('throughput sanity', () => {
  it('screens 1000 utterances and keeps giving the same answers', () => {
    const samples = ['mild cough for three days, no fever', 'crushing chest pain', '我头疼，有点发烧', 'quiero morir', 'सीने में दर्द नहीं है', 'my 6 week old has a fever'];
    const expected = samples.map((s) => ids(s));
    let hits = 0;
    for (let i = 0; i < 1000; i++) {
      const text = samples[i % samples.length];
      const got = ids(text);
      expect(got).toEqual(expected[i % samples.length]);
      hits += got.length;
    }
    expect(hits).toBeGreaterThan(0);
  });
});
