// Why this exists: the phrase lists the history interviewer matches against (en/fr/es/pt), kept apart from its logic.
import type { HistoryField, Sex } from './types.ts';
import { createLexicon, type Lexicon } from './lexicon-matcher.ts';

// Every phrase is written in normalised form (lower case, no accents), as normalizeText() produces.

/** Sentinel stored in medications/allergies/conditions when the patient says there are none. */
export const NONE_REPORTED = 'none';

/* ───────────── "I don't know" (and "maybe"), per language ───────────── */
export const DONT_KNOW: Record<string, RegExp> = {
  en: /\b(?:prefer|rather) not\b|\b(?:maybe|possibly|perhaps|could be|might be)\b|\b(?:i )?(?:do ?n'?t|do not|dunno|didn'?t) (?:really )?know\b|\bidk\b|\bdunno\b|\bnot (?:really )?(?:sure|certain)\b|\bunsure\b|\bno (?:idea|clue)\b|\b(?:can'?t|cannot|don'?t|do not) (?:remember|recall|tell|say)\b|\bhard to (?:say|tell)\b|\bno se sabe\b/,
  fr: /\bpeut-etre\b|\b(?:je )?(?:ne )?sais pas\b|\bj'?sais pas\b|\baucune idee\b|\bpas (?:tres |trop )?sur(?:e)?\b|\b(?:je )?(?:ne )?m[e']? ?souviens (?:pas|plus)\b|\bje ne suis pas sur/,
  es: /\b(?:quizas?|tal vez|puede ser)\b|\bno (?:lo )?se\b(?!\s+(?:me|le|te|nos|les|quita|va|puede|si\b))|\bni idea\b|\bno estoy segur[oa]\b|\bno (?:me )?(?:acuerdo|recuerdo)\b|\bquien sabe\b/,
  pt: /\b(?:talvez|pode ser)\b|\bnao sei\b|\bsei la\b|\bnao tenho (?:a )?certeza\b|\bnao (?:me )?lembro\b|\bnao faco (?:a menor )?ideia\b/,
  other: /不知道|不清楚|不确定|لا أعرف|لا اعرف|مش عارف|لست متأكد|पता नहीं|मालूम नहीं|नहीं पता/,
};

/** Plain "no / none" answers to a medications, allergies or conditions question. */
export const NONE_ANSWER =
  /^(?:no|none|nothing|nope|nah|not really|never|no meds|no medications?|no allergies|nkda|nka|nothing regular|i don'?t take any(?:thing)?|not taking any(?:thing)?|not on any(?:thing)?|nada|ninguno|ninguna|no tomo nada|rien|aucun|aucune|non|nenhum|nenhuma|nao|nao tomo nada)\b/;

/* ───────────── numbers and units ───────────── */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  a: 1, an: 1, couple: 2, 'a couple': 2, 'a couple of': 2, few: 3, 'a few': 3, several: 3,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  um: 1, uma: 1, dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8, nove: 9, dez: 10,
};
const QTY_WORDS = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|');
/** Number words that can be a 0–10 score (not articles such as "a" or "un"). */
export const SCORE_WORDS = Object.entries(NUMBER_WORDS).filter(([w]) => !/^(?:an?|.*couple.*|.*few|several|une?|un[oa]|um|uma)$/.test(w));
export const QTY = `(?:\\d+(?:[.,]\\d+)?|${QTY_WORDS})`;
export const UNIT =
  '(?:minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mos?|years?|yrs?|y|heures?|jours?|semaines?|mois|ans|annees?|minutos?|horas?|dias?|semanas?|mes(?:es)?|anos?)';
/** Unit → fraction of a year, for ages such as "a 3 month old". */
export const AGE_UNIT_YEARS: [RegExp, number][] = [
  [/^(?:mo|month|mois|mes)/, 1 / 12], [/^(?:w|semaine|semana)/, 1 / 52], [/^(?:d|day|jour|dia)/, 1 / 365],
];

/* ───────────── onset, timing, severity ───────────── */
const TIME_WORDS =
  "yesterday|the day before yesterday|last night|this morning|this afternoon|this evening|earlier today|tonight|last week|last month|last year|the weekend|this weekend|(?:last |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|hier(?: soir| matin)?|avant-hier|ce matin|cette nuit|cet apres-midi|la semaine derniere|le mois dernier|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: dernier)?|ayer|anoche|anteayer|antier|esta manana|esta tarde|la semana pasada|el mes pasado|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|ontem(?: a noite)?|anteontem|esta manha|hoje de manha|semana passada|mes passado|(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?|sabado|domingo";
export const ONSET_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:x|for(?: the)?(?: (?:past|last))?(?: about| around| like| almost| nearly| over| roughly| maybe)?|over(?: the)? (?:past|last)|depuis(?: environ)?|desde hace|hace|ha|faz|il y a|durante|pendant|por)\\s*${QTY}\\s*${UNIT}\\b(?:\\s+ago)?`, 'g'),
  new RegExp(`(?<![\\w/])×\\s*${QTY}\\s*${UNIT}\\b`, 'g'),
  new RegExp(`\\b${QTY}\\s*${UNIT}\\s+ago\\b`, 'g'),
  new RegExp(`\\b(?:since|depuis|desde|started|began|start(?:ed)? on|came on|commence|a commence|empezo|comenzo|comecou)\\s+(?:on |el |le |o |a )?(?:${TIME_WORDS}|today|hoy|aujourd'hui|hoje)\\b`, 'g'),
  new RegExp(`\\b(?:${TIME_WORDS})\\b`, 'g'),
];
export const ONSET_MODE: [RegExp, string][] = [
  [/\b(?:suddenly|sudden|all of a sudden|out of nowhere|out of the blue|de repente|subitement|brutalement|soudain(?:ement)?|repentinamente|de golpe)\b/, 'sudden'],
  [/\b(?:gradually|gradual|slowly|over time|progressivement|peu a peu|poco a poco|gradualmente|aos poucos|pouco a pouco)\b/, 'gradual'],
];

export const TIMING_PATTERNS: [RegExp, string][] = [
  [/\b(?:constant(?:ly)?|all the time|continuous(?:ly)?|non-?stop|24\/7|never stops|(?:doesn'?t|does not|won'?t) go away|tout le temps|en permanence|todo el tiempo|constante|continuo|no se (?:me )?quita|o tempo todo|nao passa|sem parar)\b/, 'constant'],
  [/\b(?:comes and goes|come and go|on and off|off and on|intermittent(?:ly)?|in waves|waves of|episodes?|attacks?|spells?|every (?:few|couple of|\d+) (?:minutes|hours|days)|sometimes|now and then|from time to time|va et vient|par moments|par crises|de temps en temps|va y viene|a ratos|a veces|de vez en cuando|vai e volta|vai e vem|as vezes|de vez em quando)\b/, 'comes and goes'],
  [/\b(?:at night|night-?time|wakes? (?:me|him|her) up|la nuit|la noche|de noche|a noite|de noite)\b/, 'worse at night'],
  [/\b(?:in the mornings?|every morning|when i wake up|le matin|por las? mananas?|de manha|pela manha)\b/, 'mornings'],
  [/\b(?:after (?:eating|meals?|i eat|food)|apres (?:les )?repas|apres avoir mange|despues de comer|depois de comer)\b/, 'after meals'],
  [/\b(?:getting worse|worsening|gets worse and worse|progressively worse|de pire en pire|s'aggrave|empeorando|cada vez peor|piorando|cada vez pior)\b/, 'getting worse'],
  [/\b(?:getting better|improving|s'ameliore|mejorando|melhorando)\b/, 'improving'],
  [/\blasts? (?:about |around )?(?:a few|\d+|a couple of) (?:seconds|minutes|hours)\b/, 'episodes'],
];

/** Severity by words, most specific first; values on the 0–10 scale. */
export const SEVERITY_WORDS: [RegExp, number][] = [
  [/\bworst (?:\w+ ){0,3}(?:ever|of my life|i(?:'ve| have)? ever had)\b|\bpire (?:douleur|mal) de ma vie\b|\bpeor dolor de mi vida\b|\bpior dor da minha vida\b/, 10],
  [/\b(?:excruciating|unbearable|agoni[sz]ing|can'?t bear it|can'?t stand it|insupportable|atroce|insoportable|insuportavel)\b/, 9],
  [/\b(?:severe|terrible|horrible|intense|really bad|very bad|awful|extreme|severo|severa|muy fuerte|intenso|intensa|tres forte|tres fort|muito forte|fortissim[ao])\b/, 8],
  [/\b(?:pretty bad|quite bad|so bad|fuerte|forte|fort)\b/, 7],
  [/\b(?:moderate|moderada|moderado|moderee|modere)\b/, 5],
  [/\b(?:mild|slight|a little|a bit|not too bad|not that bad|minor|leve|leger|legere|ligera|ligero|suave|fraca|fraco|un peu|un poco|um pouco)\b/, 3],
];

/* ───────────── provocation / palliation ───────────── */
const TAIL = "([^,.;!?]{2,40})";
export const PROVOCATION_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:worse|worsens|hurts more|aggravated|triggered|brought on)\\s+(?:when|with|if|after|on|during|while|by|whenever)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:hurts|it hurts|painful|pain|aches?|tight|tightness|dizzy|short of breath|sob|comes on|starts|flares(?: up)?)\\s+(?:to|when|whenever|if|after|with|on)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b([a-z' ]{2,30}?)\\s+makes? (?:it|the pain|things) worse\\b`, 'g'),
  new RegExp(`\\b(?:pire|augmente|s'aggrave)\\s+(?:quand|lorsque|avec|apres|en|si)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:empeora|peor|aumenta)\\s+(?:cuando|con|al|si|despues de)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:piora|pior|aumenta)\\s+(?:quando|com|ao|se|depois de)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:ca fait mal|me duele|doi)\\s+(?:quand|cuando|al|quando|ao)\\s+${TAIL}`, 'g'),
];
export const PALLIATION_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:better|improves|eases|eased|relieved|settles|goes away)\\s+(?:when|with|if|after|by|on|once)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b([a-z' ]{2,30}?)\\s+(?:helps|helped|makes it better|relieves it|eases it)\\b`, 'g'),
  new RegExp(`\\b(?:mieux|soulage(?:e)?)\\s+(?:quand|avec|apres|par|si)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:mejora|alivia|se calma)\\s+(?:cuando|con|al|si|despues de)\\s+${TAIL}`, 'g'),
  new RegExp(`\\b(?:melhora|alivia|passa)\\s+(?:quando|com|ao|se|depois de)\\s+${TAIL}`, 'g'),
];

/** Quality descriptors: alias → canonical English word. */
export const QUALITY_TERMS: [string, string][] = [
  ['sharp', 'sharp'], ['stabbing', 'stabbing'], ['knife-like', 'stabbing'], ['dull', 'dull'], ['aching', 'aching'],
  ['achy', 'aching'], ['burning', 'burning'], ['throbbing', 'throbbing'], ['pounding', 'throbbing'], ['pulsing', 'throbbing'],
  ['cramping', 'cramping'], ['crampy', 'cramping'], ['cramps', 'cramping'], ['pressure', 'pressure'], ['heavy', 'pressure'],
  ['squeezing', 'squeezing'], ['tight', 'tight'], ['tightness', 'tight'], ['shooting', 'shooting'], ['electric', 'electric'],
  ['tearing', 'tearing'], ['ripping', 'tearing'], ['colicky', 'colicky'], ['gnawing', 'gnawing'], ['tingling', 'tingling'],
  ['pins and needles', 'tingling'], ['stinging', 'stinging'], ['itchy', 'itchy'],
  ['aigue', 'sharp'], ['coup de couteau', 'stabbing'], ['brulure', 'burning'], ['sourde', 'dull'], ['lancinante', 'shooting'],
  ['serrement', 'squeezing'], ['oppression', 'pressure'], ['pesanteur', 'pressure'], ['crampe', 'cramping'], ['pulsatile', 'throbbing'],
  ['punzante', 'stabbing'], ['ardor', 'burning'], ['quemante', 'burning'], ['sordo', 'dull'], ['opresivo', 'pressure'],
  ['presion', 'pressure'], ['colico', 'colicky'], ['pulsatil', 'throbbing'], ['agudo', 'sharp'], ['punzada', 'stabbing'],
  ['pontada', 'stabbing'], ['queimacao', 'burning'], ['ardencia', 'burning'], ['aperto', 'squeezing'], ['pressao', 'pressure'],
  ['latejante', 'throbbing'], ['colica', 'colicky'], ['em facada', 'stabbing'],
];

/* ───────────── body regions ───────────── */
export const BODY_PARTS: [string, string][] = [
  ['abdomen', 'abdomen'], ['abdominal', 'abdomen'], ['stomach', 'abdomen'], ['stomachache', 'abdomen'], ['belly', 'abdomen'],
  ['bellyache', 'abdomen'], ['tummy', 'abdomen'], ['gut', 'abdomen'], ['chest', 'chest'], ['breast', 'breast'],
  ['headache', 'head'], ['head', 'head'], ['migraine', 'head'], ['forehead', 'head'], ['temples', 'head'], ['face', 'face'],
  ['eyes', 'eye'], ['eye', 'eye'], ['earache', 'ear'], ['ears', 'ear'], ['ear', 'ear'], ['nose', 'nose'], ['sinuses', 'sinuses'],
  ['throat', 'throat'], ['mouth', 'mouth'], ['toothache', 'tooth'], ['tooth', 'tooth'], ['teeth', 'tooth'], ['jaw', 'jaw'],
  ['neck', 'neck'], ['shoulders', 'shoulder'], ['shoulder', 'shoulder'], ['arms', 'arm'], ['arm', 'arm'], ['elbow', 'elbow'],
  ['wrist', 'wrist'], ['hands', 'hand'], ['hand', 'hand'], ['fingers', 'finger'], ['finger', 'finger'],
  ['lower back', 'lower back'], ['upper back', 'upper back'], ['backache', 'back'], ['back pain', 'back'], ['my back', 'back'],
  ['the back', 'back'], ['back hurts', 'back'], ['flank', 'flank'], ['my side', 'side'], ['left side', 'left side'], ['right side', 'right side'], ['hips', 'hip'], ['hip', 'hip'],
  ['groin', 'groin'], ['pelvis', 'pelvis'], ['pelvic', 'pelvis'], ['legs', 'leg'], ['leg', 'leg'], ['thigh', 'thigh'],
  ['knees', 'knee'], ['knee', 'knee'], ['calf', 'calf'], ['shin', 'shin'], ['ankles', 'ankle'], ['ankle', 'ankle'],
  ['feet', 'foot'], ['foot', 'foot'], ['toes', 'toe'], ['toe', 'toe'], ['skin', 'skin'], ['scalp', 'scalp'],
  ['all over', 'all over'], ['whole body', 'all over'], ['everywhere', 'all over'], ['vaginal', 'vaginal'], ['vagina', 'vaginal'],
  ['testicle', 'genital'], ['testicles', 'genital'], ['penis', 'genital'], ['rectum', 'rectal'], ['bottom', 'rectal'],
  ['rlq', 'right lower quadrant'], ['llq', 'left lower quadrant'], ['ruq', 'right upper quadrant'], ['luq', 'left upper quadrant'],
  ['epigastric', 'epigastric'], ['epigastrium', 'epigastric'], ['periumbilical', 'periumbilical'], ['belly button', 'periumbilical'],
  ['navel', 'periumbilical'], ['suprapubic', 'suprapubic'],
  ['ventre', 'abdomen'], ['estomac', 'abdomen'], ['tete', 'head'], ['poitrine', 'chest'], ['thorax', 'chest'], ['dos', 'back'],
  ['cou', 'neck'], ['gorge', 'throat'], ['oreille', 'ear'], ['yeux', 'eye'], ['oeil', 'eye'], ['dent', 'tooth'], ['bras', 'arm'],
  ['jambe', 'leg'], ['jambes', 'leg'], ['genou', 'knee'], ['pied', 'foot'], ['epaule', 'shoulder'], ['hanche', 'hip'], ['visage', 'face'],
  ['estomago', 'abdomen'], ['barriga', 'abdomen'], ['panza', 'abdomen'], ['vientre', 'abdomen'], ['cabeza', 'head'], ['pecho', 'chest'],
  ['espalda', 'back'], ['cuello', 'neck'], ['garganta', 'throat'], ['oido', 'ear'], ['oidos', 'ear'], ['ojo', 'eye'], ['ojos', 'eye'],
  ['muela', 'tooth'], ['brazo', 'arm'], ['pierna', 'leg'], ['piernas', 'leg'], ['rodilla', 'knee'], ['hombro', 'shoulder'], ['cadera', 'hip'],
  ['cara', 'face'], ['cabeca', 'head'], ['peito', 'chest'], ['costas', 'back'], ['pescoco', 'neck'], ['ouvido', 'ear'], ['olho', 'eye'],
  ['dente', 'tooth'], ['braco', 'arm'], ['perna', 'leg'], ['joelho', 'knee'], ['ombro', 'shoulder'], ['quadril', 'hip'], ['rosto', 'face'],
  ['abdome', 'abdomen'],
];
/** Position words that refine a body part ("lower right" + stomach). */
export const REGION_MODIFIERS: [string, string][] = [
  ['upper', 'upper'], ['top', 'upper'], ['haut', 'upper'], ['superior', 'upper'], ['arriba', 'upper'],
  ['lower', 'lower'], ['bas', 'lower'], ['inferior', 'lower'], ['abajo', 'lower'], ['baixo', 'lower'],
  ['right', 'right'], ['droite', 'right'], ['droit', 'right'], ['derecha', 'right'], ['derecho', 'right'], ['direita', 'right'], ['direito', 'right'],
  ['left', 'left'], ['gauche', 'left'], ['izquierda', 'left'], ['izquierdo', 'left'], ['esquerda', 'left'], ['esquerdo', 'left'],
  ['middle', 'central'], ['center', 'central'], ['centre', 'central'], ['central', 'central'], ['both', 'both sides'],
];
const MOD_ALT = REGION_MODIFIERS.map(([a]) => a).join('|');
/** Position words right after a body part: "my stomach, like the lower right side", "barriga del lado derecho". */
export const AFTER_MODS = new RegExp(`^\\s*,?\\s*(?:(?:pain|ache|hurts|hurting|dolor|douleur|dor)\\s+)?(?:(?:like|on|in|at|more|mostly|towards?|du|de|del|da|do|en|no|na)\\s+)?(?:(?:the|my|its|el|la|le|a|o)\\s+)?(?:(?:lado|cote|parte|side)\\s+)?((?:${MOD_ALT})(?:[\\s-]+(?:and\\s+)?(?:${MOD_ALT}))*)\\b`);
/** Portuguese "dor no peito": here "no" means "in the", not a negation; rewritten to "em" (same length) before matching. */
export const PT_IN_THE = /\b(dor(?:es)?|doi|doendo|ardor|ardencia|queimacao|coceira|inchaco|manchas?|feridas?|caroco|pontada|aperto|vermelhidao) no\b/g;
/** Phrases where a position word is not about the body ("right now", "left work"). */
export const NOT_POSITION = /\b(?:right (?:now|away|after|before|when|then|there|here)|all right|alright|that'?s right|left (?:work|home|the|my job|early)|i left)\b/g;
export const RADIATION =
  /\b(?:radiat(?:es?|ing)|spread(?:s|ing)?|goes|going|shoot(?:s|ing)?|travel(?:s|l?ing)?|moves?|moving|extends?|irradie|se propage|descend|remonte|irradia|se extiende|se corre|se va|se pasa|se propaga|vai|passa|desce)\s+((?:up|down|across|into|to|towards?|through|vers|dans|jusqu'?(?:a|au)|hacia|hasta|a|al|para|pelo|pela|ate)\s+[^.;!?]{2,45})/g;

/* ───────────── secondary complaints in one message ───────────── */
export const SECONDARY_COMPLAINT =
  /\b(?:(?:i|he|she|they|we) (?:also|too) (?:have|has|had|got|get|noticed|been having)|also (?:have|has|had|got|a|some) |on top of (?:that|this)|another thing|separately|(?:j'ai|il a|elle a) aussi|j'ai egalement|tambien tengo|ademas tengo|tambem tenho|alem disso)/;

/* ───────────── ages, greetings and short answers ───────────── */
export const NOT_QUALITY = /\b(?:blood pressure|under pressure|heavy (?:bleeding|periods?|flow|lifting)|presion (?:alta|arterial)|pressao (?:alta|arterial)|tension arterielle)\b/g;
export const GREETING = /^(?:hi|hello|hey|hiya|yo|good (?:morning|afternoon|evening)|bonjour|bonsoir|salut|hola|buenos dias|buenas(?: tardes| noches)?|ola|oi|bom dia|boa (?:tarde|noite))(?:\s+(?:there|doctor|doc|docteur))?[\s!.,]*$/;
export const AGE_SEX = /(?<![\d.,])(\d{1,3})\s*(?:-?\s*(?:years?|yrs?)[\s-]*old|y\/?o|yo|y\.o\.?)?\s*,?\s*(m|f|male|female|man|woman|boy|girl|guy|lady)\b(?!\s*(?:\d|of\b))/;
export const AGE_RES: RegExp[] = [
  /(?<![\d.,])(\d{1,3}(?:\.\d)?)\s*-?\s*(years?|yrs?|months?|mos?|weeks?|wks?|days?)[\s-]*old\b/,
  /(?<![\d.,])(\d{1,3})\s*(?:y\/?o|yo|y\.o\.?|yrs? old|years? of age)(?!\p{L})/u,
  /\b(?:male|female|man|woman|boy|girl),?\s+(?:aged?\s+)?(\d{1,3})\b(?!\s*(?:days?|weeks?|hours?))/,
  /\b(?:i'?m|i am|im|aged?|age:|he'?s|he is|she'?s|she is)\s*(\d{1,3})\b(?!\s*(?:%|minutes?|mins?|hours?|days?|weeks?|months?|kg|lbs?|pounds|cm|am|pm|[:\/.]\d|x))/,
  /\b(?:i'?m|i am|my name is|this is) [a-z]+,\s*(\d{1,3})\b(?!\s*(?:%|minutes?|hours?|days?|weeks?|months?|kg|lbs?))/,
  /\b(?:j'ai|il a|elle a|tengo|tiene|tenho|tem|de|age de|edad de|idade de)\s*(\d{1,3})\s*(?:ans|anos|annees)\b/,
];
export const YES = /^(?:yes|yeah|yep|yup|i am|definitely|oui|si|sim|claro)\b/;
export const NO = /^(?:no|nope|nah|not|never|non|nao|i'?m not|im not|definitely not|impossible)\b|menopaus|hysterectomy|tubes tied|ligadura|ligature/;
/** A bare age or duration in a short answer: "45", "7 months". */
export const BARE_AGE = /^\D{0,20}?(\d{1,3}(?:[.,]\d)?)\s*(months?|mos?|weeks?|wks?|days?|meses|mois|semaines?|semanas?|dias?|jours?)?/;
export const LIST_SPLIT = /,|;|\+|\b(?:and|y|et|e)\b/;
export const LIST_FILLER = /^(?:yes|yeah|si|oui|sim|i take|i'm on|on|just|only)\b[\s,]*/;
/** "penicillin allergy", "alergia" after the allergen; only known allergens count. */
export const ALLERGY_SUFFIX = /\b([a-z-]+(?: [a-z-]+)?) (?:allergy|allergies|allergic)\b/g;
export const ALLERGY_SPAN_END = /,|\b(?:and|which|it|that|gives?|but|y|et|e|since|for)\b/;

/* ───────────── who the consult is about ───────────── */
export const RELATIONS: Record<string, Sex | undefined> = {
  son: 'male', boy: 'male', husband: 'male', father: 'male', dad: 'male', brother: 'male', grandfather: 'male', grandpa: 'male',
  daughter: 'female', girl: 'female', wife: 'female', mother: 'female', mom: 'female', mum: 'female', sister: 'female',
  grandmother: 'female', grandma: 'female', baby: undefined, child: undefined, kid: undefined, toddler: undefined,
  infant: undefined, newborn: undefined, partner: undefined,
  fils: 'male', mari: 'male', pere: 'male', frere: 'male', fille: 'female', femme: 'female', mere: 'female', soeur: 'female',
  bebe: undefined, enfant: undefined, hijo: 'male', esposo: 'male', marido: 'male', padre: 'male', papa: 'male', nino: 'male',
  hermano: 'male', hija: 'female', esposa: 'female', mujer: 'female', madre: 'female', mama: 'female', nina: 'female',
  hermana: 'female', filho: 'male', pai: 'male', irmao: 'male', filha: 'female', mulher: 'female', mae: 'female', irma: 'female',
  crianca: undefined, menino: 'male', menina: 'female',
};
const REL = Object.keys(RELATIONS).join('|');
/** "my son, 7, has…", "my 3 year old daughter is…", "mi hijo de 7 años tiene…". Groups: relation, age. */
export const THIRD_PERSON = new RegExp(
  `(?:\\b(?:my|our|mon|ma|mi|nuestro|nuestra|meu|minha|nosso|nossa)\\s+|^(?=(?:dad|mum|mom|father|mother|grandma|grandpa|grandmother|grandfather|husband|wife|son|daughter)\\s+(?:is|has|was|keeps|seems)\\b))(?:\\d{1,2}[- ]?(?:year|yr|month|week)s?[- ]old\\s+|\\d{1,2}\\s*(?:yo|y\\/o|y\\.o\\.)\\s+|little\\s+|youngest\\s+|oldest\\s+|elderly\\s+|petit\\s+|petite\\s+)?(${REL})\\b(?:\\s*[,(]\\s*(\\d{1,3})\\s*(?:[,)]|y|yo|years?)|\\s+(?:who is|who's|is|de|aged?)\\s+(\\d{1,3})\\b(?!\\s*(?:weeks?|months?|days?|hours?|mois|semanas?|meses|dias?))|(?=[\\s,(]*(?:\\d|has|is|'s|had|was|keeps|got|woke|feels|seems|complains|been|can'?t|cannot|won'?t|fell|hit|started|threw|just|a |est|tiene|esta|tem|esta|de \\d|who|aged?|y/o|(?!(?:noticed|wanted|asked|suggested|insisted|booked|called|worried|told|mentioned|said)\\b)[a-z]+ed\\b)))`,
);

/* ───────────── pregnancy ───────────── */
export const PREGNANT = /\b(?:pregnant|pregnancy|expecting a baby|with child|embarazada|embarazo|enceinte|grossesse|gravida|gestante|gravidez)\b/g;
export const PREGNANCY_UNSURE = /\b(?:could|might|may|maybe|possibly|think i'?m|wonder if|trying to get|want to get|test|peut-etre|quizas|tal vez|talvez|puede que|pode ser)\b[^.;!?]{0,25}$/;
/** [negative test, positive test] */
export const PREGNANCY_TEST: [RegExp, RegExp] = [
  /negative pregnancy test|pregnancy test (?:was |came back |is )?negative|test de grossesse negatif|prueba de embarazo negativa|teste de gravidez negativo/,
  /positive pregnancy test|pregnancy test (?:was |came back |is )?positive|test de grossesse positif|prueba de embarazo positiva|teste de gravidez positivo/,
];
export const FEMALE_HINTS = /\b(?:my period|my periods|menstrual|menstruation|mes regles|mi regla|menstruacion|menstruacao|minha menstruacao)\b/;

/* ───────────── sex words ───────────── */
export const SEX_WORDS: [RegExp, Sex][] = [
  [/\b(?:female|woman|girl|lady|femme|mujer|chica|nina|mulher|menina|feminino|femenino|feminin[e]?)\b/, 'female'],
  [/\b(?:male|man|boy|guy|gentleman|homme|hombre|varon|chico|nino|homem|menino|masculino|masculin)\b/, 'male'],
  [/\b(?:non-?binary|nonbinary|intersex|other|autre|otro|outro)\b/, 'other'],
];

/** Subject plus sex word that states the patient's own sex: "I'm a 30 year old woman", "soy mujer". */
export const SELF_SEX =
  /\b(?:i'?m|i am|im|as a|je suis|soy|sou)\s+(?:a |an |un |une |una |um |uma )?(?:\d{1,3}[- ]?(?:year|yr)s?[- ]old |\d{1,3} ?(?:y\/?o|yo) )?(female|woman|girl|lady|male|man|boy|guy|homme|femme|hombre|mujer|varon|homem|mulher)\b/;

/* ───────────── background: none-reported phrases ───────────── */
export const MEDS_NONE =
  /\b(?:no (?:regular |daily |current )?(?:meds|medications?|medicines?|drugs)|not (?:on|taking) any (?:meds|medications?|medicines?|thing)|(?:takes?|taking) no (?:meds|medications?)|i don'?t take any (?:meds|medications?|medicines?|pills)|aucun medicament|ne prends? (?:aucun|pas de) medicament|no tomo (?:ningun )?medicamentos?|sin medicamentos|nao tomo (?:nenhum )?(?:remedios?|medicamentos?)|sem medicamentos)\b/;
export const ALLERGIES_NONE =
  /\b(?:nkda|nka|no known (?:drug )?allergies|no (?:drug )?allergies|not allergic to anything|no allergy|sans allergies?|aucune allergie|pas d'allergies?|sin alergias|ninguna alergia|no tengo alergias?|sem alergias?|nenhuma alergia|nao tenho alergias?)\b/;
export const CONDITIONS_NONE =
  /\b(?:no (?:significant )?(?:pmh|past medical history|medical (?:history|problems|conditions)|health problems|chronic (?:conditions|illness(?:es)?))|otherwise (?:healthy|well)|healthy otherwise|previously healthy|no other (?:medical )?(?:problems|conditions)|sin enfermedades|sans antecedents|sem doencas)\b/;
/** Family history is not the patient's own history. */
export const FAMILY_CONTEXT = /\b(?:family (?:history|hx)|fhx|fh of|runs in (?:the|my) family|(?:my )?(?:mother|father|mom|dad|mum|grandma|grandpa|grandmother|grandfather|sister|brother|aunt|uncle) (?:has|had|with)|antecedents familiaux|historia familiar|historico familiar)\b[^.;!?]{0,40}$/;
/** Worry or possibility is not a diagnosis: "scared it's cancer", "could it be asthma". */
export const CONDITION_DOUBT = /\b(?:should i|can i|could i|is it (?:ok|safe)|safe to|worried|afraid|scared|fear|think it|could it|could be|might be|maybe|possibl[ey]|rule out|r\/o|test(?:ed)? for|check(?:ed)? for|peur|miedo|medo)\b[^.;!?]{0,30}$/;
/** Allergy statements; group 1 is what the patient is allergic to. */
export const ALLERGY_STATEMENT =
  /\b(?:allergic to|allergy to|allergies to|allergies?:|allergic reaction to|reaction to|allergies include|allergique (?:a|au|aux)|allergie (?:a|au|aux)|alergic[oa] a|alergia (?:a|al|ao|com)|alergic[oa] (?:ao|a)|sou alergic[oa] (?:a|ao))\s+([^.;!?\n]{1,80})/g;

/** "on metformin for my diabetes": conditions named through what a medicine is for. */
export const CONDITION_CONTEXT: [RegExp, string][] = [
  [/\b(?:for|para|pour) (?:my |the |mi |ma |mon |a |la )?(?:high )?(?:blood pressure|bp|pressure|tension|presion|pressao)\b/, 'hypertension'],
  [/\b(?:for|para|pour) (?:my |the |mi |ma |mon |o |el )?(?:sugar|blood sugar|diabetes|diabete|azucar|acucar)\b/, 'diabetes'],
  [/\b(?:for|para|pour) (?:my |the |mi |mon |o |el )?(?:high )?(?:cholesterol|colesterol)\b/, 'hyperlipidemia'],
  [/\b(?:for|para|pour) (?:my |the |mi |ma |a |la )?(?:thyroid|thyroide|tiroides|tireoide)\b/, 'thyroid disease'],
  [/\b(?:for|para|pour) (?:my |the )?(?:depression|mood|nerves)\b/, 'depression'],
  [/\b(?:for|para|pour) (?:my |the )?(?:anxiety|anxiete|ansiedad|ansiedade)\b/, 'anxiety'],
  [/\b(?:for|para|pour) (?:my |the )?(?:heart|coeur|corazon|coracao)\b/, 'heart disease'],
  [/\b(?:for|para|pour) (?:my |the )?(?:asthma|asthme|asma)\b/, 'asthma'],
];

/** Field → whether a free-text answer may be stored verbatim when no parser matches. */
export const VERBATIM_FIELDS: HistoryField[] = ['onset', 'provocation', 'quality', 'region', 'timing'];

/* ───────────── medications: [generic name, class, brand names and aliases] ───────────── */
export const MEDICATIONS: [string, string, string][] = [
  ['warfarin', 'anticoagulant', 'coumadin|jantoven'], ['apixaban', 'anticoagulant', 'eliquis'],
  ['rivaroxaban', 'anticoagulant', 'xarelto'], ['dabigatran', 'anticoagulant', 'pradaxa'], ['edoxaban', 'anticoagulant', 'savaysa|lixiana'],
  ['heparin', 'anticoagulant', ''], ['enoxaparin', 'anticoagulant', 'lovenox|clexane'],
  ['blood thinner', 'anticoagulant', 'blood thinners|anticoagulant|anticoagulants|anticoagulante|anticoagulantes'],
  ['aspirin', 'antiplatelet', 'baby aspirin|asa|aspirine|aspirina|aas'], ['clopidogrel', 'antiplatelet', 'plavix'],
  ['ticagrelor', 'antiplatelet', 'brilinta'], ['prasugrel', 'antiplatelet', 'effient'],
  ['insulin', 'insulin', 'insuline|insulina|lantus|glargine|humalog|lispro|novolog|novorapid|aspart|levemir|detemir|tresiba|degludec'],
  ['metformin', 'antidiabetic', 'glucophage|metformine|metformina'], ['glipizide', 'antidiabetic', ''], ['glyburide', 'antidiabetic', 'glibenclamide'],
  ['gliclazide', 'antidiabetic', ''], ['glimepiride', 'antidiabetic', ''], ['sitagliptin', 'antidiabetic', 'januvia'],
  ['empagliflozin', 'antidiabetic', 'jardiance'], ['dapagliflozin', 'antidiabetic', 'farxiga|forxiga'],
  ['semaglutide', 'GLP-1 agonist', 'ozempic|wegovy|rybelsus'], ['liraglutide', 'GLP-1 agonist', 'victoza|saxenda'],
  ['tirzepatide', 'GLP-1 agonist', 'mounjaro|zepbound'], ['pioglitazone', 'antidiabetic', 'actos'],
  ['lisinopril', 'ACE inhibitor', 'zestril|prinivil'], ['enalapril', 'ACE inhibitor', ''], ['ramipril', 'ACE inhibitor', 'altace'],
  ['perindopril', 'ACE inhibitor', ''], ['losartan', 'ARB', 'cozaar'], ['valsartan', 'ARB', 'diovan'], ['irbesartan', 'ARB', ''],
  ['candesartan', 'ARB', ''], ['amlodipine', 'calcium channel blocker', 'norvasc|amlodipino'], ['nifedipine', 'calcium channel blocker', ''],
  ['diltiazem', 'calcium channel blocker', 'cardizem'], ['verapamil', 'calcium channel blocker', ''],
  ['metoprolol', 'beta blocker', 'lopressor|toprol'], ['atenolol', 'beta blocker', 'tenormin'], ['carvedilol', 'beta blocker', 'coreg'],
  ['propranolol', 'beta blocker', 'inderal'], ['bisoprolol', 'beta blocker', ''], ['nebivolol', 'beta blocker', ''],
  ['hydrochlorothiazide', 'diuretic', 'hctz'], ['chlorthalidone', 'diuretic', ''], ['furosemide', 'diuretic', 'lasix|furosemida'],
  ['spironolactone', 'diuretic', 'aldactone'], ['water pill', 'diuretic', 'water pills|diuretic|diuretics'],
  ['digoxin', 'antiarrhythmic', 'lanoxin'], ['amiodarone', 'antiarrhythmic', ''], ['flecainide', 'antiarrhythmic', ''],
  ['nitroglycerin', 'nitrate', 'nitro|gtn|nitrostat|nitroglycerine|nitroglicerina|trinitrine'],
  ['isosorbide mononitrate', 'nitrate', 'isosorbide|imdur|isosorbide dinitrate|isordil'],
  ['sildenafil', 'PDE5 inhibitor', 'viagra|revatio'], ['tadalafil', 'PDE5 inhibitor', 'cialis'], ['vardenafil', 'PDE5 inhibitor', 'levitra'],
  ['atorvastatin', 'statin', 'lipitor|atorvastatina'], ['simvastatin', 'statin', 'zocor'], ['rosuvastatin', 'statin', 'crestor'],
  ['pravastatin', 'statin', ''], ['sertraline', 'SSRI', 'zoloft|sertralina'], ['fluoxetine', 'SSRI', 'prozac|fluoxetina'],
  ['citalopram', 'SSRI', 'celexa'], ['escitalopram', 'SSRI', 'lexapro|cipralex'], ['paroxetine', 'SSRI', 'paxil|seroxat|deroxat'],
  ['fluvoxamine', 'SSRI', 'luvox'], ['venlafaxine', 'SNRI', 'effexor'], ['duloxetine', 'SNRI', 'cymbalta'],
  ['bupropion', 'antidepressant', 'wellbutrin|zyban'], ['mirtazapine', 'antidepressant', 'remeron'], ['trazodone', 'antidepressant', ''],
  ['amitriptyline', 'tricyclic antidepressant', 'elavil'], ['nortriptyline', 'tricyclic antidepressant', ''],
  ['antidepressant', 'antidepressant', 'antidepressants|antidepresivos?|antidepresseurs?|antidepressivos?'],
  ['phenelzine', 'MAOI', 'nardil'], ['tranylcypromine', 'MAOI', 'parnate'], ['selegiline', 'MAOI', 'emsam|eldepryl'],
  ['isocarboxazid', 'MAOI', 'marplan'], ['moclobemide', 'MAOI', ''], ['rasagiline', 'MAOI', 'azilect'],
  ['lithium', 'mood stabiliser', 'litio'], ['quetiapine', 'antipsychotic', 'seroquel'], ['olanzapine', 'antipsychotic', 'zyprexa'],
  ['aripiprazole', 'antipsychotic', 'abilify'], ['risperidone', 'antipsychotic', 'risperdal'], ['lamotrigine', 'anticonvulsant', 'lamictal'],
  ['valproate', 'anticonvulsant', 'depakote|valproic acid|depakine'], ['levetiracetam', 'anticonvulsant', 'keppra'],
  ['carbamazepine', 'anticonvulsant', 'tegretol'], ['phenytoin', 'anticonvulsant', 'dilantin'], ['gabapentin', 'anticonvulsant', 'neurontin'],
  ['pregabalin', 'anticonvulsant', 'lyrica'], ['alprazolam', 'benzodiazepine', 'xanax'], ['lorazepam', 'benzodiazepine', 'ativan'],
  ['diazepam', 'benzodiazepine', 'valium'], ['clonazepam', 'benzodiazepine', 'klonopin|rivotril'], ['zolpidem', 'hypnotic', 'ambien|stilnox'],
  ['methylphenidate', 'stimulant', 'ritalin|concerta'], ['amphetamine', 'stimulant', 'adderall|vyvanse|lisdexamfetamine'],
  ['oxycodone', 'opioid', 'oxycontin|percocet|roxicodone'], ['hydrocodone', 'opioid', 'vicodin|norco'], ['morphine', 'opioid', 'morfina'],
  ['codeine', 'opioid', 'codeina|tylenol 3|tylenol with codeine'], ['tramadol', 'opioid', 'ultram'], ['fentanyl', 'opioid', 'duragesic'],
  ['hydromorphone', 'opioid', 'dilaudid'], ['methadone', 'opioid', ''], ['buprenorphine', 'opioid', 'suboxone|subutex'],
  ['tapentadol', 'opioid', 'nucynta'], ['ibuprofen', 'NSAID', 'advil|motrin|nurofen|ibuprofene|ibuprofeno'],
  ['naproxen', 'NSAID', 'aleve|naprosyn|naproxeno'], ['diclofenac', 'NSAID', 'voltaren|voltarol|diclofenaco'], ['celecoxib', 'NSAID', 'celebrex'],
  ['meloxicam', 'NSAID', 'mobic'], ['ketorolac', 'NSAID', 'toradol'], ['indomethacin', 'NSAID', 'indocin'],
  ['acetaminophen', 'analgesic', 'paracetamol|tylenol|panadol|doliprane|dafalgan|efferalgan|tempra'], ['dipyrone', 'analgesic', 'metamizol|metamizole|novalgina|dipirona'],
  ['prednisone', 'corticosteroid', 'prednisona'], ['prednisolone', 'corticosteroid', 'prednisolona'], ['methylprednisolone', 'corticosteroid', 'medrol'],
  ['dexamethasone', 'corticosteroid', 'decadron'], ['hydrocortisone', 'corticosteroid', ''], ['budesonide', 'corticosteroid', 'pulmicort|entocort'],
  ['steroids', 'corticosteroid', 'steroid|corticosteroids|corticoides|corticoides'],
  ['methotrexate', 'immunosuppressant', 'metotrexato'], ['tacrolimus', 'immunosuppressant', 'prograf'],
  ['cyclosporine', 'immunosuppressant', 'ciclosporin|ciclosporine|neoral'], ['mycophenolate', 'immunosuppressant', 'cellcept|myfortic'],
  ['azathioprine', 'immunosuppressant', 'imuran'], ['sirolimus', 'immunosuppressant', 'rapamune'],
  ['adalimumab', 'biologic immunosuppressant', 'humira'], ['etanercept', 'biologic immunosuppressant', 'enbrel'],
  ['infliximab', 'biologic immunosuppressant', 'remicade'], ['hydroxychloroquine', 'immunomodulator', 'plaquenil'],
  ['albuterol', 'bronchodilator', 'salbutamol|ventolin|proair'], ['fluticasone', 'inhaled corticosteroid', 'flovent|flonase|advair|seretide'],
  ['budesonide-formoterol', 'inhaled corticosteroid', 'symbicort'], ['tiotropium', 'bronchodilator', 'spiriva'],
  ['montelukast', 'leukotriene antagonist', 'singulair'], ['inhaler', 'inhaler', 'inhalers|puffer|inhalador|inhalateur|bombinha'],
  ['levothyroxine', 'thyroid hormone', 'synthroid|levoxyl|euthyrox|levotiroxina|levothyrox'], ['methimazole', 'antithyroid', 'tapazole'],
  ['omeprazole', 'PPI', 'prilosec|omeprazol'], ['pantoprazole', 'PPI', 'protonix|pantoprazol'], ['esomeprazole', 'PPI', 'nexium'],
  ['lansoprazole', 'PPI', 'prevacid'], ['famotidine', 'H2 blocker', 'pepcid'], ['ondansetron', 'antiemetic', 'zofran'],
  ['amoxicillin', 'antibiotic', 'amoxil|amoxicilina|amoxicilline'], ['amoxicillin-clavulanate', 'antibiotic', 'augmentin'],
  ['azithromycin', 'antibiotic', 'zithromax|z-pack|zpack|azitromicina'], ['doxycycline', 'antibiotic', 'doxiciclina'],
  ['ciprofloxacin', 'antibiotic', 'cipro|ciprofloxacino'], ['cephalexin', 'antibiotic', 'keflex|cefalexina'],
  ['nitrofurantoin', 'antibiotic', 'macrobid|macrodantin'], ['trimethoprim-sulfamethoxazole', 'antibiotic', 'bactrim|septra|co-trimoxazole'],
  ['clindamycin', 'antibiotic', ''], ['metronidazole', 'antibiotic', 'flagyl'], ['penicillin', 'antibiotic', 'penicilline|penicilina'],
  ['oral contraceptive', 'hormonal contraceptive', 'the pill|birth control|birth control pills?|ocp|ocps|contraceptive pill|pilule|anticonceptivos?|anticoncepcional'],
  ['estradiol', 'hormone', 'hrt|hormone replacement'], ['testosterone', 'hormone', ''],
  ['cetirizine', 'antihistamine', 'zyrtec'], ['loratadine', 'antihistamine', 'claritin'], ['fexofenadine', 'antihistamine', 'allegra'],
  ['diphenhydramine', 'antihistamine', 'benadryl'], ['allopurinol', 'urate lowering', ''], ['colchicine', 'anti-gout', ''],
  ['sumatriptan', 'triptan', 'imitrex'], ['tamsulosin', 'alpha blocker', 'flomax'], ['finasteride', '5-alpha reductase inhibitor', 'proscar|propecia'],
  ['epinephrine auto-injector', 'adrenaline', 'epipen|epi-pen|epinephrine|adrenaline'], ['isotretinoin', 'retinoid', 'accutane|roaccutane'],
  ['valacyclovir', 'antiviral', 'valtrex'],
];

/* ───────────── conditions: [canonical name, aliases incl. abbreviations] ───────────── */
export const CONDITIONS: [string, string][] = [
  ['hypertension', 'htn|hypertension|hypertensive|high blood pressure|high bp|hbp|hipertension|hypertension arterielle|presion alta|tension alta|pressao alta|hipertensao|hta'],
  ['type 2 diabetes', 'dm2|dm 2|dmii|dm ii|t2dm|t2d|type 2 diabetes|type ii diabetes|type two diabetes|niddm|diabetes type 2|diabetes tipo 2|diabete de type 2|diabete type 2'],
  ['type 1 diabetes', 'dm1|dm 1|t1dm|t1d|type 1 diabetes|type i diabetes|type one diabetes|iddm|diabetes tipo 1|diabete de type 1'],
  ['diabetes', 'diabetes|diabetic|dm|diabete|diabetique|diabetico|diabetica|sugar diabetes|high sugar'],
  ['COPD', 'copd|emphysema|chronic bronchitis|bpco|epoc|dpoc'],
  ['heart failure', 'chf|hfref|hfpef|congestive heart failure|heart failure|insuffisance cardiaque|insuficiencia cardiaca'],
  ['atrial fibrillation', 'afib|a-fib|a fib|atrial fibrillation|fibrillation auriculaire|fibrilacion auricular|fibrilacao atrial'],
  ['coronary artery disease', 'cad|coronary artery disease|coronary disease|ihd|ischemic heart disease|heart disease|stents?|cabg|bypass surgery'],
  ['prior myocardial infarction', 'heart attack|myocardial infarction|prior mi|previous mi|hx of mi|h/o mi|history of mi|old mi|s/p mi|stemi|nstemi|infarto|infarctus'],
  ['angina', 'angina|angine de poitrine'],
  ['stroke', 'cva|stroke|avc|ictus'], ['TIA', 'hx of tia|h/o tia|history of tia|prior tia|previous tia|had a tia|mini-stroke|mini stroke|transient ischemic attack'],
  ['asthma', 'asthma|asthmatic|asthme|asma|asmatico'],
  ['chronic kidney disease', 'ckd ?(?:stage )?[1-5]?[ab]?|chronic kidney disease|kidney disease|renal failure|renal insufficiency|esrd|dialysis|insuffisance renale|insuficiencia renal'],
  ['hyperlipidemia', 'hld|hyperlipidemia|hyperlipidaemia|high cholesterol|dyslipidemia|hypercholesterolemia|colesterol alto|cholesterol eleve'],
  ['hypothyroidism', 'hypothyroid|hypothyroidism|underactive thyroid|hashimoto|hashimotos|hipotiroidismo|hypothyroidie|hipotireoidismo'],
  ['hyperthyroidism', 'hyperthyroid|hyperthyroidism|overactive thyroid|graves disease|graves\' disease|hipertiroidismo|hyperthyroidie'],
  ['epilepsy', 'epilepsy|epileptic|seizure disorder|epilepsie|epilepsia'],
  ['depression', 'depression|mdd|major depressive disorder|depresion|depressao'],
  ['anxiety disorder', 'gad|generalized anxiety|generalised anxiety|anxiety disorder|panic disorder|trouble anxieux|trastorno de ansiedad'],
  ['bipolar disorder', 'bipolar|bipolar disorder|bipolaire'], ['schizophrenia', 'schizophrenia|schizophrene|esquizofrenia'],
  ['PTSD', 'ptsd|post-traumatic stress'], ['ADHD', 'adhd|tdah'],
  ['cancer', 'cancer|malignancy|leukemia|leukaemia|lymphoma|chemo|chemotherapy|cancro'],
  ['HIV', 'hiv|vih'], ['hepatitis', 'hepatitis|hep b|hep c|hepatite'], ['cirrhosis', 'cirrhosis|cirrhose|cirrosis|cirrose'],
  ['GERD', 'gerd|gord|acid reflux|reflux|heartburn disease|reflujo|reflux gastro|refluxo'],
  ['IBS', 'ibs|irritable bowel'], ['inflammatory bowel disease', 'ibd|crohn|crohns|crohn\'s|ulcerative colitis'],
  ['osteoarthritis', 'osteoarthritis|arthrosis|arthrose|artrosis|artrose'], ['rheumatoid arthritis', 'rheumatoid arthritis|polyarthrite rhumatoide|artritis reumatoide|artrite reumatoide'],
  ['lupus', 'lupus|sle'], ['sickle cell disease', 'sickle cell|drepanocytose|drepanocitosis|anemia falciforme'],
  ['migraine', 'migraines|history of migraine|hx of migraine|migraineur'], ['obesity', 'obesity|obese|obesite|obesidad|obesidade'],
  ['sleep apnea', 'sleep apnea|sleep apnoea|osa|cpap|apnee du sommeil|apnea del sueno'],
  ['venous thromboembolism', 'dvt|deep vein thrombosis|pulmonary embolism|blood clots?|history of pe|hx of pe|h/o pe|thrombose|trombosis|trombose'],
  ['BPH', 'bph|enlarged prostate|benign prostatic'], ['PCOS', 'pcos|polycystic ovar'], ['endometriosis', 'endometriosis|endometriose'],
  ['organ transplant', 'transplant|transplante|greffe'], ['anemia', 'anemia|anaemia|anemie'], ['osteoporosis', 'osteoporosis|osteoporose'],
  ['gout', 'gout|goutte'], ['dementia', 'dementia|alzheimer|alzheimers|demence|demencia'], ['parkinson disease', 'parkinson|parkinsons'],
];

/* ───────────── allergens: [canonical name, aliases] ───────────── */
export const ALLERGENS: [string, string][] = [
  ['penicillin', 'penicillin|penicillins|pcn|penicilline|penicilina|penicilinas'], ['amoxicillin', 'amoxicillin|amoxil|amoxicilina|amoxicilline'],
  ['sulfa drugs', 'sulfa|sulfa drugs|sulfonamides|sulphonamides|sulfas|sulfamides|bactrim|septra'],
  ['cephalosporins', 'cephalosporins|cephalosporin|keflex|cephalexin|cefalosporinas'], ['macrolides', 'erythromycin|azithromycin|clarithromycin'],
  ['NSAIDs', 'nsaids|nsaid|anti-inflammatories|aines|ains'], ['aspirin', 'aspirin|asa|aspirine|aspirina'],
  ['ibuprofen', 'ibuprofen|advil|motrin|ibuprofene|ibuprofeno'], ['codeine', 'codeine|codeina'], ['morphine', 'morphine|morfina'],
  ['opioids', 'opioids|opiates|opioides'], ['tramadol', 'tramadol'], ['contrast dye', 'contrast|contrast dye|iodine|iodinated contrast|iode|yodo|iodo'],
  ['latex', 'latex'], ['peanuts', 'peanuts|peanut|cacahuetes|cacahuete|mani|arachides|arachide|amendoim'],
  ['tree nuts', 'tree nuts|nuts|walnuts|cashews|almonds|noix|nueces|nozes'], ['shellfish', 'shellfish|shrimp|prawns|crustaceans|fruits de mer|mariscos|frutos do mar|camarao|camarones'],
  ['fish', 'fish|poisson|pescado|peixe'], ['eggs', 'eggs|egg|oeufs|huevo|huevos|ovo|ovos'], ['milk', 'milk|dairy|lactose|lait|leche|leite'],
  ['soy', 'soy|soya|soja'], ['wheat', 'wheat|gluten|ble'], ['bee stings', 'bee stings?|bees|wasps?|insect stings?|abejas|abeilles|abelhas'],
  ['pollen', 'pollen|hay fever|polen'], ['dust mites', 'dust|dust mites|acaros|acariens'], ['cats', 'cats|cat dander|chats|gatos'],
  ['dogs', 'dogs|chiens|perros|caes'], ['adhesive tape', 'tape|adhesive|plasters'], ['lidocaine', 'lidocaine|local anesthetic'],
  ['metamizole', 'metamizole|metamizol|dipirona|dipyrone|novalgina'], ['acetaminophen', 'acetaminophen|paracetamol|tylenol'],
  ['vancomycin', 'vancomycin'], ['ciprofloxacin', 'ciprofloxacin|cipro|quinolones|fluoroquinolones'], ['tetracyclines', 'tetracycline|doxycycline'],
  ['ACE inhibitors', 'ace inhibitors|lisinopril|enalapril'], ['anticonvulsants', 'carbamazepine|phenytoin|lamotrigine'],
];

/* ───────────── complaint families, for choosing questions ───────────── */
export type ComplaintFamily = 'pain' | 'rash' | 'infection' | 'mental' | 'general';
export const FAMILY_TERMS: [ComplaintFamily, RegExp][] = [
  ['infection', /\b(?:sore throat|fever|feverish|temperature|chills|cough|coughing|cold|flu|runny nose|congestion|congested|infection|vomiting|diarrh?o?ea|throwing up|burns? when i pee|uti|fievre|toux|rhume|grippe|fiebre|tos|gripe|resfriado|febre|tosse|vomito|diarrea|diarreia)\b/],
  ['pain', /\b(?:pain|painful|hurts?|hurting|aches?|aching|achy|\w*ache|sore|cramps?|cramping|tender|migraine|sharp|douleur|douloureux|mal (?:a|au|aux|de)|dolor|duele|dolores|colico|dor|doi|doendo|colica|pains)\b/],
  ['rash', /\b(?:rash|rashes|hives|itch|itchy|itching|spots|bumps|blisters?|welts|eczema|skin|redness|red patch|eruption|boutons|plaques|demangeaisons?|sarpullido|erupcion|ronchas|picazon|comezon|granos|erupcao|coceira|manchas|brotoeja)\b/],
  ['mental', /\b(?:anxious|anxiety|panic|depressed|depression|low mood|sad|stress|stressed|can'?t sleep|insomnia|overwhelmed|mood|angoisse|anxiete|deprime|triste|ansiedad|ansioso|ansiosa|deprimido|deprimida|ansiedade|tristeza|insonia|insomnio)\b/],
];
export const PREGNANCY_RELEVANT = /\b(?:abdom\w*|stomach|belly|tummy|pelvi\w*|groin|lower back|flank|periods?|menstrua\w*|bleeding|spotting|vaginal|discharge|cramps?|nausea|nauseous|vomit\w*|throwing up|pee|urinat\w*|missed|late period|dizzy|faint\w*|ventre|regles|saignement|barriga|vientre|sangrado|regla|sangramento|menstruacao|rlq|llq|ruq|luq|suprapubic|periumbilical|epigastric)\b/;
export const SEX_RELEVANT = /\b(?:chest|urinat\w*|pee|groin|testic\w*|breast|poitrine|pecho|peito)\b/;
export const MEDS_RELEVANT = /\b(?:chest|bleed\w*|bruis\w*|head injury|hit (?:my|his|her|their) head|fell|fall|dizzy|faint\w*|palpitations?|racing heart|rash|hives|swelling|swollen|sangr\w*|saignement|poitrine|pecho|peito)\b/;

/* ───────────── question templates ───────────── */
export type QuestionKey =
  | 'complaint' | 'onset' | 'provocation' | 'quality' | 'region' | 'region.rash' | 'severity' | 'severity.general' | 'timing'
  | 'associated' | 'associated.rash' | 'associated.infection' | 'associated.mental' | 'age' | 'sex' | 'pregnancy'
  | 'medications' | 'allergies' | 'conditions';
/** Wording for the person the consult is about: "you" or "they" (when a parent writes for a child, say). */
export const QUESTIONS: Record<'en' | 'fr' | 'es' | 'pt', Record<QuestionKey, [string, string]>> = {
  en: {
    complaint: ['What is bothering you most today?', 'What is bothering them most today?'],
    onset: ['When did this start?', 'When did this start for them?'],
    provocation: ['Does anything make it better or worse, like moving, eating or resting?', 'Does anything make it better or worse for them, like moving, eating or resting?'],
    quality: ['How would you describe it: sharp, dull, burning, cramping, pressure, or something else?', 'How do they describe it: sharp, dull, burning, cramping, pressure, or something else?'],
    region: ['Where exactly do you feel it, and does it spread anywhere?', 'Where exactly do they feel it, and does it spread anywhere?'],
    'region.rash': ['Where on your body is it?', 'Where on their body is it?'],
    severity: ['On a scale of 0 to 10, how bad is it right now?', 'On a scale of 0 to 10, how bad does it seem for them right now?'],
    'severity.general': ['On a scale of 0 to 10, how unwell do you feel?', 'On a scale of 0 to 10, how unwell do they seem?'],
    timing: ['Is it there all the time, or does it come and go?', 'Is it there all the time for them, or does it come and go?'],
    associated: ['Have you noticed anything else along with it?', 'Have you noticed anything else along with it?'],
    'associated.rash': ['Is it itchy or painful, and have you noticed anything else, like a fever or swelling?', 'Is it itchy or painful for them, and have you noticed anything else, like a fever or swelling?'],
    'associated.infection': ['Any other symptoms, like a cough, sore throat, vomiting or pain when peeing?', 'Do they have any other symptoms, like a cough, sore throat, vomiting or pain when peeing?'],
    'associated.mental': ['Have you noticed changes in your sleep, appetite or energy?', 'Have you noticed changes in their sleep, appetite or energy?'],
    age: ['How old are you?', 'How old are they?'],
    sex: ['What sex were you assigned at birth?', 'What sex were they assigned at birth?'],
    pregnancy: ['Is there any chance you could be pregnant?', 'Is there any chance she could be pregnant?'],
    medications: ['Do you take any medicines regularly? If so, which ones?', 'Do they take any medicines regularly? If so, which ones?'],
    allergies: ['Do you have any allergies, to medicines or anything else?', 'Do they have any allergies, to medicines or anything else?'],
    conditions: ['Do you have any ongoing health conditions?', 'Do they have any ongoing health conditions?'],
  },
  fr: {
    complaint: ["Qu'est-ce qui vous gêne le plus aujourd'hui ?", "Qu'est-ce qui le ou la gêne le plus aujourd'hui ?"],
    onset: ['Quand cela a-t-il commencé ?', 'Quand cela a-t-il commencé pour cette personne ?'],
    provocation: ["Est-ce que quelque chose l'améliore ou l'aggrave, comme bouger, manger ou se reposer ?", "Est-ce que quelque chose l'améliore ou l'aggrave pour cette personne, comme bouger, manger ou se reposer ?"],
    quality: ["Comment décririez-vous la sensation : aiguë, sourde, une brûlure, une crampe, une pression, ou autre ?", "Comment décrit-il ou elle la sensation : aiguë, sourde, une brûlure, une crampe, une pression, ou autre ?"],
    region: ["Où exactement la ressentez-vous, et est-ce que cela s'étend ailleurs ?", "Où exactement la ressent-il ou elle, et est-ce que cela s'étend ailleurs ?"],
    'region.rash': ['À quel endroit du corps est-ce ?', 'À quel endroit de son corps est-ce ?'],
    severity: ["Sur une échelle de 0 à 10, à combien l'évaluez-vous en ce moment ?", "Sur une échelle de 0 à 10, à combien l'évaluez-vous pour cette personne en ce moment ?"],
    'severity.general': ['Sur une échelle de 0 à 10, à quel point vous sentez-vous mal ?', 'Sur une échelle de 0 à 10, à quel point semble-t-il ou elle mal ?'],
    timing: ['Est-ce présent tout le temps, ou cela va et vient ?', 'Est-ce présent tout le temps chez cette personne, ou cela va et vient ?'],
    associated: ["Avez-vous remarqué autre chose en même temps ?", "Avez-vous remarqué autre chose en même temps ?"],
    'associated.rash': ["Est-ce que ça démange ou fait mal, et avez-vous remarqué autre chose, comme de la fièvre ou un gonflement ?", "Est-ce que ça le ou la démange ou fait mal, et avez-vous remarqué autre chose, comme de la fièvre ou un gonflement ?"],
    'associated.infection': ["D'autres symptômes, comme une toux, un mal de gorge, des vomissements ou une brûlure en urinant ?", "A-t-il ou elle d'autres symptômes, comme une toux, un mal de gorge, des vomissements ou une brûlure en urinant ?"],
    'associated.mental': ["Avez-vous remarqué des changements de sommeil, d'appétit ou d'énergie ?", "Avez-vous remarqué chez cette personne des changements de sommeil, d'appétit ou d'énergie ?"],
    age: ['Quel âge avez-vous ?', 'Quel âge a cette personne ?'],
    sex: ['Quel sexe vous a été attribué à la naissance ?', 'Quel sexe lui a été attribué à la naissance ?'],
    pregnancy: ['Est-il possible que vous soyez enceinte ?', 'Est-il possible qu’elle soit enceinte ?'],
    medications: ['Prenez-vous des médicaments régulièrement ? Si oui, lesquels ?', 'Prend-il ou elle des médicaments régulièrement ? Si oui, lesquels ?'],
    allergies: ['Avez-vous des allergies, à des médicaments ou à autre chose ?', 'A-t-il ou elle des allergies, à des médicaments ou à autre chose ?'],
    conditions: ['Avez-vous des problèmes de santé connus ?', 'A-t-il ou elle des problèmes de santé connus ?'],
  },
  es: {
    complaint: ['¿Qué es lo que más le molesta hoy?', '¿Qué es lo que más le molesta a esa persona hoy?'],
    onset: ['¿Cuándo empezó?', '¿Cuándo le empezó?'],
    provocation: ['¿Hay algo que lo mejore o lo empeore, como moverse, comer o descansar?', '¿Hay algo que se lo mejore o empeore, como moverse, comer o descansar?'],
    quality: ['¿Cómo lo describiría: punzante, sordo, ardor, cólico, presión u otra cosa?', '¿Cómo lo describe: punzante, sordo, ardor, cólico, presión u otra cosa?'],
    region: ['¿Dónde lo siente exactamente, y se extiende hacia algún lado?', '¿Dónde lo siente exactamente esa persona, y se extiende hacia algún lado?'],
    'region.rash': ['¿En qué parte del cuerpo está?', '¿En qué parte de su cuerpo está?'],
    severity: ['Del 0 al 10, ¿qué tan fuerte es ahora?', 'Del 0 al 10, ¿qué tan fuerte le parece ahora?'],
    'severity.general': ['Del 0 al 10, ¿qué tan mal se siente?', 'Del 0 al 10, ¿qué tan mal le ve?'],
    timing: ['¿Está presente todo el tiempo, o va y viene?', '¿Le pasa todo el tiempo, o va y viene?'],
    associated: ['¿Ha notado algo más al mismo tiempo?', '¿Ha notado algo más al mismo tiempo?'],
    'associated.rash': ['¿Le pica o le duele, y ha notado algo más, como fiebre o hinchazón?', '¿Le pica o le duele, y ha notado algo más, como fiebre o hinchazón?'],
    'associated.infection': ['¿Tiene otros síntomas, como tos, dolor de garganta, vómitos o ardor al orinar?', '¿Tiene otros síntomas, como tos, dolor de garganta, vómitos o ardor al orinar?'],
    'associated.mental': ['¿Ha notado cambios en el sueño, el apetito o la energía?', '¿Ha notado cambios en su sueño, apetito o energía?'],
    age: ['¿Cuántos años tiene?', '¿Cuántos años tiene esa persona?'],
    sex: ['¿Qué sexo le asignaron al nacer?', '¿Qué sexo le asignaron al nacer a esa persona?'],
    pregnancy: ['¿Existe alguna posibilidad de que esté embarazada?', '¿Existe alguna posibilidad de que ella esté embarazada?'],
    medications: ['¿Toma algún medicamento de forma habitual? ¿Cuáles?', '¿Toma esa persona algún medicamento de forma habitual? ¿Cuáles?'],
    allergies: ['¿Tiene alguna alergia, a medicamentos o a otra cosa?', '¿Tiene esa persona alguna alergia, a medicamentos o a otra cosa?'],
    conditions: ['¿Tiene alguna enfermedad de larga duración?', '¿Tiene esa persona alguna enfermedad de larga duración?'],
  },
  pt: {
    complaint: ['O que mais está incomodando você hoje?', 'O que mais está incomodando essa pessoa hoje?'],
    onset: ['Quando isso começou?', 'Quando isso começou para essa pessoa?'],
    provocation: ['Alguma coisa melhora ou piora, como se mexer, comer ou descansar?', 'Alguma coisa melhora ou piora para essa pessoa, como se mexer, comer ou descansar?'],
    quality: ['Como você descreveria: pontada, dor surda, queimação, cólica, pressão ou outra coisa?', 'Como a pessoa descreve: pontada, dor surda, queimação, cólica, pressão ou outra coisa?'],
    region: ['Onde exatamente você sente, e isso se espalha para algum lugar?', 'Onde exatamente a pessoa sente, e isso se espalha para algum lugar?'],
    'region.rash': ['Em que parte do corpo está?', 'Em que parte do corpo da pessoa está?'],
    severity: ['De 0 a 10, quanto está forte agora?', 'De 0 a 10, quanto parece forte para a pessoa agora?'],
    'severity.general': ['De 0 a 10, quanto você se sente mal?', 'De 0 a 10, quanto a pessoa parece estar mal?'],
    timing: ['É o tempo todo, ou vai e vem?', 'Para a pessoa, é o tempo todo, ou vai e vem?'],
    associated: ['Você notou mais alguma coisa junto com isso?', 'Você notou mais alguma coisa junto com isso?'],
    'associated.rash': ['Coça ou dói, e você notou mais alguma coisa, como febre ou inchaço?', 'Coça ou dói na pessoa, e você notou mais alguma coisa, como febre ou inchaço?'],
    'associated.infection': ['Tem outros sintomas, como tosse, dor de garganta, vômitos ou ardor ao urinar?', 'A pessoa tem outros sintomas, como tosse, dor de garganta, vômitos ou ardor ao urinar?'],
    'associated.mental': ['Você notou mudanças no sono, no apetite ou na energia?', 'Você notou mudanças no sono, no apetite ou na energia da pessoa?'],
    age: ['Quantos anos você tem?', 'Quantos anos a pessoa tem?'],
    sex: ['Qual sexo foi atribuído a você ao nascer?', 'Qual sexo foi atribuído à pessoa ao nascer?'],
    pregnancy: ['Existe alguma chance de você estar grávida?', 'Existe alguma chance de ela estar grávida?'],
    medications: ['Você toma algum remédio regularmente? Quais?', 'A pessoa toma algum remédio regularmente? Quais?'],
    allergies: ['Você tem alguma alergia, a remédios ou a outra coisa?', 'A pessoa tem alguma alergia, a remédios ou a outra coisa?'],
    conditions: ['Você tem algum problema de saúde de longa data?', 'A pessoa tem algum problema de saúde de longa data?'],
  },
};

/* ───────────── compiled matchers ───────────── */
export type { Lexicon } from './lexicon-matcher.ts';
/** Alias lists compiled once into whole-word matchers, longest alias first, with a token index (lexicon-matcher.ts). */
function lexicon(pairs: [string, string][], flip = false): Lexicon {
  const rows = pairs.flatMap(([a, b]) => (flip ? [[b, a]] : b.split('|').filter(Boolean).map((alias) => [a, alias])));
  rows.sort((x, y) => y[1].length - x[1].length);
  return createLexicon(rows.map(([name, alias]) => ({ name, alias })));
}
export const LEXICONS = {
  MEDS: lexicon(MEDICATIONS.map(([name, , aliases]) => [name, `${name}|${aliases}`])),
  CONDITIONS: lexicon(CONDITIONS),
  ALLERGENS: lexicon(ALLERGENS),
  PARTS: lexicon(BODY_PARTS, true),
  MODS: lexicon(REGION_MODIFIERS, true),
  QUALITY: lexicon(QUALITY_TERMS, true),
};

/** Numbers with a time unit that are not how long the complaint has lasted: gestation, ages, and how long a
 *  known condition has been there. Read on normalised text; matches are blanked before durations are read. */
export const NOT_A_DURATION = new RegExp([
  // gestation: "34 weeks pregnant", "pregnant 20 week", "embarazada de 20 semanas", "grávida de 32 semanas"
  String.raw`\b\d+\s*(?:weeks?|wks?|semanas?|semaines?)\s*(?:pregnant|along|gestation|de embarazo|de gestacion|de grossesse|de gravidez|de gestacao|enceinte|embarazada|gravida)\b`,
  String.raw`\b(?:pregnant|embarazada|enceinte|gravida)\s+(?:de\s+|of\s+)?\d+\s*(?:weeks?|wks?|semanas?|semaines?)\b`,
  // "estoy de 37 semanas", "I'm 34 weeks", "je suis à 32 semaines": a pregnant woman's gestation
  String.raw`\b(?:estoy|estou|i am|i'm|im|je suis|je suis a|ja estou)\s+(?:de\s+|com\s+|a\s+)?(?:[5-9]|[1-4]\d)\s*(?:semanas?|weeks?|semaines?|wks?)\b(?!\s+(?:ago|post|after|since))`,
  // a bare adult age at the end or start of a message ("she cannot move. 70 years.", "64 year, pain"): not a duration
  String.raw`(?<!\b(?:for|since|past|last|over|about|almost|nearly|around|durante|depuis|hace|ha|desde|faz|pendant|ya)\s+)\b(?:1[89]|[2-9]\d|1[01]\d)\s*(?:years?|yrs?|year old|anos|ans|años)\b(?!\s+(?:ago|now|since|of|with|on|history))`,
  // gestation in months: "8 months pregnant", "embarazada de 7 meses", "enceinte de 8 mois", "gravida de 6 meses"
  String.raw`\b\d\s*months?\s*(?:pregnant|along)\b|\b(?:pregnant|embarazada|enceinte|gravida)\s+(?:de\s+|of\s+)?\d\s*(?:months?|meses|mois)\b`,
  // gestation in a midwife's words: "at 34 weeks", "34+2 weeks", "34/40", and a message that opens with "34 weeks,"
  String.raw`\b(?:at|com)\s+\d{1,2}\s*(?:\+\s*\d\s*)?(?:weeks?|wks?|semanas?|semaines?)\b|\b\d{1,2}\s*sa\b|\b\d{1,2}\s*\+\s*\d\s*(?:weeks?|wks?|semanas?|semaines?)?\b|\b\d{2}\s?\/\s?40\b|^\s*\d{1,2}\s*(?:weeks?|wks?|semanas?|semaines?)\s*[,:;.-]`,
  // ages: "she is 3 years", "tengo 74 anos", "5 years old"
  String.raw`\b(?:de|tiene|tem|tenho|tengo|a|ai|aged?|age|is|am|est|son|sou|soy|have|has|woman|man|lady|male|female|mujer|hombre|femme|homme|mulher|homem)\s+\d+\s*(?:anos|ans|years?|yrs?)\b|\b\d+\s*(?:anos|ans|years?|yrs?)\s+(?:de edad|de idade|old)\b`,
  // "my daughter 3 years have fever", "mi hijo 4 anos", "ma fille 2 ans": a relative's age
  String.raw`\b(?:daughter|son|child|baby|boy|girl|kid|toddler|mother|father|mum|mom|dad|wife|husband|grandson|granddaughter|grandmother|grandfather|hija|hijo|nina|nino|bebe|madre|padre|fille|fils|mere|pere|filha|filho|menina|menino|mae|pai)\s+(?:is\s+|de\s+|tem\s+|tiene\s+|a\s+)?\d+\s*(?:years?|yrs?|anos|ans|months?|meses|mois)\b`,
  // how long a known condition has been there: "diabetic for 15 years", "diabetica desde hace 15 anos"
  String.raw`\b(?:diabet\w*|asthm\w*|asma\w*|epilep\w*|hypertens\w*|hipertens\w*|copd|epoc|bpco|dpoc|hiv|vih|arthrit\w*|artrit\w*|arthrose|artrosis|crohn\w*|colitis|psoria\w*|eczema|migrain\w*|migran\w*|insulin\w*|dialys\w*|dialis\w*)[\s,]+(?:\w+[\s,]+){0,3}?(?:for|since|desde hace|hace|depuis|ha|faz)\s+(?:\d+|a|one|two|three|many|several|muchos|varios|plusieurs)\s*(?:years?|yrs?|anos?|ans|decades?)\b`,
  // a clinical note's age in months or weeks: "4/12 F", "8/12 boy" (actors/engine/findings.ts reads it as the age)
  String.raw`\b\d{1,2}\s?\/\s?(?:12|52)\s?(?:m|f|boy|girl|male|female|old|infant|baby|son|daughter)\b`,
].join('|'), 'g');
