// Why this exists: the red-flag screen's rules as data (phrases in seven languages), kept apart from
// the matcher so clinicians can review and extend them without touching code.
//
// Writing patterns: each string is a regular-expression source matched against text that went
// through normalizeText + foldForMatching: lower case, Latin accents stripped (write "fievre", not
// "fièvre"), single spaces, Arabic hamza forms folded (write either, they are folded alike).
// Latin-script patterns are matched as whole words; Chinese, Arabic and Devanagari ones anywhere.
// A phrase whose negative word is the symptom itself ("can't breathe", "no quiero vivir", "喘不过气")
// must include that word, so the negation check (which looks before the match) does not undo it.
// Patterns use [a-z] rather than \w, and no capturing groups.
import type { Locale } from './types.ts';

export type PatternSet = Partial<Record<Locale, readonly string[]>>;

/** Facts about the patient a concept can also be satisfied by (consult:start's patient). */
export type PatientCondition = 'pregnant' | 'infant' | 'baby' | 'child' | 'older' | 'over50';

/** A reusable piece of a combined rule ("fever", "stiff neck"), asserted somewhere in the message. */
export interface Concept {
  id: string;
  patient?: PatientCondition;
  patterns: PatternSet;
}

export interface RedFlagRule {
  id: string;
  family: string;
  kind: 'medical' | 'mental_health';
  label: string;
  /** any one of these phrases fires the rule */
  any?: PatternSet;
  /** or: every concept of one of these groups is asserted in the same message */
  all?: readonly (readonly Concept[])[];
  /** but the rule does not fire when every concept of an exception's `all` is asserted and no concept of its
   *  `none` is: the narrow presentations a guideline says need no ambulance (each with its must-not-fire and
   *  must-fire tests). */
  unless?: readonly RedFlagException[];
}

export interface RedFlagException {
  /** why this presentation is safe without an ambulance, and whose guidance says so */
  why: string;
  all: readonly Concept[];
  none: readonly Concept[];
}

// ---------------------------------------------------------------------------------------------
// Building blocks (English)
const P = "(?:my|his|her|their|the|our|your|a|one|its)";
const CANT = "(?:can'?t|cannot|can not|couldn'?t|could not|unable to|not able to)";
const SEV = '(?:severe|severely|terrible|terribly|horrible|horrendous|excruciating|unbearable|intense|extreme|extremely bad|agonizing|agonising|worst|really bad|very bad|awful|crippling|debilitating|violent|excruciatingly bad)';
const SUDDEN = '(?:sudden|suddenly|all of a sudden|out of nowhere|abrupt|abruptly|came on fast)';
const TEMP_C = '(?:3[89]|4[0-2])(?:[.,][0-9])?';
const TEMP_F = '(?:100[.,][4-9]|10[1-6])(?:[.,][0-9])?';
// medicines a few tablets of which can kill a small child
const DANGEROUS_MEDS = '(?:amitriptyline|nortriptyline|antidepressants?|iron|ferrous [a-z]+|paracetamol|acetaminophen|tylenol|aspirin|methadone|buprenorphine|codeine|tramadol|morphine|oxycodone|opioids?|clonidine|amlodipine|verapamil|diltiazem|propranolol|beta[- ]?blockers?|lithium|gliclazide|glipizide|sulfonylureas?|insulin|sleeping (?:pills|tablets)|blood pressure (?:pills|tablets|medicine))';
const KID = '(?:baby|babies|infant|newborn|toddler|child|kid|son|daughter|boy|girl|little one|grandson|granddaughter)';

// ---------------------------------------------------------------------------------------------
// Concepts: pieces of combined rules

export const FEVER: Concept = { id: 'fever', patterns: {
  en: [`t ?${TEMP_C}(?![0-9])`, `t ?${TEMP_F}(?![0-9])`, 'fever(?:s|ish)?', 'febrile', 'pyrexia', 'high temp(?:erature)?', 'running a temp(?:erature)?', 'burning up',
    `temp(?:erature)?(?: of| is| was| at| reading| reads|:)? ?(?:${TEMP_C}|${TEMP_F})`,
    `${TEMP_C} ?(?:°|º|degrees?|deg) ?(?:c|celsius|centigrade)?`, `${TEMP_F} ?(?:°|º|degrees?|deg) ?(?:f|fahrenheit)?`, `${TEMP_F} ?(?:f|fahrenheit)`],
  fr: ['fievre', 'fievreu(?:x|se)', 'febrile', 'temperature (?:elevee|haute|forte)', 'de la temperature', `temperature (?:de |a )?${TEMP_C}`, `${TEMP_C} ?(?:°|degres?)`],
  es: ['fiebre', 'calentura', 'febril', 'temperatura (?:alta|elevada)', `temperatura (?:de )?${TEMP_C}`, `${TEMP_C} ?(?:°|grados?)`],
  pt: ['febre', 'febril', 'temperatura (?:alta|elevada)', `temperatura (?:de )?${TEMP_C}`, `${TEMP_C} ?(?:°|graus?)`],
  zh: ['发烧', '发热', '高烧', '高热', '烧到', `体温 ?${TEMP_C}`, `${TEMP_C} ?(?:度|°)`],
  ar: ['حمى', 'سخونة', 'سخونيه', 'حرارة (?:مرتفعة|عالية|شديدة)', 'حرارته (?:مرتفعة|عالية)', 'حرارتها (?:مرتفعة|عالية)', 'ارتفاع (?:في )?(?:درجة )?الحرارة', 'الحرارة (?:مرتفعة|عالية)', `${TEMP_C} ?(?:درجة|°)`],
  hi: ['बुखार', 'ज्वर', 'तेज बुखार', `तापमान ${TEMP_C}`, `${TEMP_C} ?(?:डिग्री|°)`, 'bukh?aa?r'],
} };

export const STIFF_NECK: Concept = { id: 'stiff_neck', patterns: {
  en: ['stiff neck', 'neck (?:is |feels |was |got )?(?:really |very |so )?(?:stiff|rigid)', 'neck stiffness', 'nuchal rigidity',
    `${CANT} (?:bend|move|touch|turn|put) ${P}? ?(?:neck|head|chin)`],
  fr: ['nuque raide', 'raideur (?:de la |dans la |a la )?nuque', 'cou raide', 'raideur (?:du|au) cou', 'raideur meningee'],
  es: ['(?:cuello|nuca) (?:muy )?(?:rigid[oa]|ties[oa]|dur[oa])', 'rigidez (?:de |en )?(?:la |el )?(?:nuca|cuello)'],
  pt: ['(?:pescoco|nuca) (?:muito )?(?:rigid[oa]|dur[oa]|travad[oa]|endurecid[oa])', 'rigidez (?:na |de |no )?(?:nuca|pescoco)'],
  zh: ['脖子(?:很|发|特别)?(?:僵硬|僵|硬)', '颈(?:部|项)?(?:僵硬|强直)', '低不了头'],
  ar: ['تيبس (?:في )?(?:ال)?رقب', 'تصلب (?:في )?(?:ال)?رقب', 'رقبة متيبسة', 'الرقبة (?:متيبسة|متصلبة)'],
  hi: ['गर्दन (?:में )?(?:अकड़न|अकड़|जकड़न|सख्त)', 'गर्दन अकड़'],
} };

export const PURPLE_RASH: Concept = { id: 'purple_rash', patterns: {
  // and the glass test in words: spots that do not fade when pressed
  en: ['(?:purple|purplish|dark red|bruise[- ]?like|blood) (?:rash|spots|blotches|dots|patches)', 'rash (?:that )?(?:is |looks )?(?:purple|like bruises|bruise[- ]?like)', 'petechia[el]?', 'purpura', 'pin ?prick (?:rash|spots)', "(?:spots|rash|marks|dots) (?:that )?(?:don'?t|do not|won'?t|doesn'?t|does not) (?:fade|go away|disappear|blanch) (?:when|if|under) (?:i |you )?(?:press|push|a glass)"],
  fr: ['(?:petits )?points rouge(?:s)? fonce(?:s)?', 'verre (?:dessus )?et (?:ils|elles) (?:restent|ne partent pas)', '(?:taches?|boutons?|plaques?|petits? points?) (?:violacees?|violettes?|pourpres?)', 'purpura', 'petechies?', '(?:ne )?(?:s\'?effacent|disparaissent) pas (?:a la pression|quand on appuie|sous le verre)'],
  es: ['(?:manchas?|manchitas?|puntos?|puntitos?|ronchas?) (?:morad[oa]s?|violaceas?|purpuras?)', 'petequias?', 'purpura', 'no se (?:quitan|borran|van) al (?:apretar|presionar)', 'no desaparecen al (?:apretar|presionar)'],
  pt: ['(?:manchas?|manchinhas?|pontos?|pontinhos?|pintas?) (?:roxas?|roxos?|arroxeadas?|purpuras?)', 'petequias?', 'purpura', 'nao (?:somem|desaparecem) (?:ao|quando) (?:apertar|pressionar)'],
  zh: ['紫癜', '瘀点', '出血点', '紫色(?:的)?(?:皮疹|斑点|疹子)', '紫斑'],
  ar: ['بقع (?:ارجوانية|بنفسجية)', 'طفح (?:ارجواني|بنفسجي)', 'نمشات', 'فرفرية'],
  hi: ['बैंगनी (?:दाने|चकत्ते|धब्बे)', 'जामुनी (?:दाने|चकत्ते)'],
} };

export const SEVERE_ABDO_PAIN: Concept = { id: 'severe_abdominal_pain', patterns: {
  en: [`${SEV} (?:[a-z]+ )?(?:abdominal|abdomen|stomach|belly|tummy|abdo|pelvic|lower belly|side) (?:pain|pains|ache|cramps?|cramping)`,
    '(?:abdominal|stomach|belly|tummy|pelvic) (?:pain|ache|cramps?) (?:is |are |that is )?(?:so |really |very )?(?:severe|unbearable|excruciating|terrible|10 ?/ ?10|10 out of 10)',
    `(?:pain|hurts?) (?:in|on) ${P} (?:abdomen|stomach|belly|tummy|lower belly) (?:is )?(?:so |really )?(?:severe|unbearable|excruciating|terrible)`,
    '(?:doubled|bent) over (?:in|with) pain', '(?:stomach|belly|tummy|abdomen) is killing me', `${SEV} (?:pain|ache|cramps?|cramping) in ${P} (?:abdomen|stomach|belly|tummy|lower belly)`],
  fr: ['(?:douleur|mal) (?:abdominale?|au ventre|de ventre|a l\'abdomen|au bas[- ]ventre|dans le ventre) (?:tres |hyper )?(?:intense|insupportable|violente|atroce|severe|terrible)',
    '(?:violente|intense|terrible|atroce|forte|grosse|enorme) douleur (?:abdominale|au ventre|dans le ventre|au bas[- ]ventre)', 'douleur (?:tres )?(?:terrible|atroce|insupportable|violente|intense|horrible) (?:dans le|au) (?:ventre|bas[- ]ventre)', 'tres tres mal au ventre', 'mal au ventre (?:insupportable|atroce|horrible)'],
  es: ['dolor (?:abdominal|de (?:barriga|estomago|panza|vientre|guata)|en el (?:abdomen|estomago|vientre)) (?:muy )?(?:fuerte|intenso|insoportable|severo|terrible|horrible)',
    '(?:fuerte|intenso|terrible|horrible|insoportable|muchisimo) dolor (?:abdominal|de (?:barriga|estomago|panza|vientre)|en el (?:abdomen|estomago|vientre))'],
  pt: ['dor (?:abdominal|de barriga|na barriga|no estomago|no abdome|no abdomen|no ventre|no pe da barriga) (?:muito )?(?:forte|intensa|insuportavel|severa|terrivel|horrivel)',
    '(?:forte|intensa|terrivel|insuportavel|muita) dor (?:abdominal|de barriga|na barriga|no estomago|no abdome)'],
  zh: ['(?:剧烈|严重|非常|特别|极度|很厉害)(?:的)?(?:腹痛|肚子痛|肚子疼|胃痛|腹部疼痛|腹部剧痛)', '(?:腹痛|肚子痛|肚子疼|胃痛)(?:得)?(?:很厉害|厉害|剧烈|难以忍受|受不了|要命)', '腹部剧痛', '肚子疼得受不了'],
  ar: ['(?:الم|وجع) (?:شديد|حاد|قوي|لا يحتمل|فظيع) (?:في |ب)(?:ال)?(?:بطن|معدة)', '(?:الم|وجع) (?:في |ب)(?:ال)?(?:بطن|معدة|بطني) (?:شديد|حاد|قوي|لا يحتمل|فظيع)', 'مغص شديد'],
  hi: ['पेट में (?:बहुत )?(?:तेज|भयंकर|असहनीय|बहुत ज्यादा|बहुत ज़्यादा) दर्द', '(?:तेज|भयंकर|असहनीय) पेट (?:का )?दर्द', 'पेट (?:का )?दर्द (?:असहनीय|बर्दाश्त से बाहर)'],
} };

export const PREGNANT: Concept = { id: 'pregnant', patient: 'pregnant', patterns: {
  en: ['pregnant', 'pregnancy', '(?:[0-9]{1,2}|few) weeks? (?:pregnant|along|gestation)', 'expecting (?:a baby|twins)', '(?:first|second|third|1st|2nd|3rd) trimester'],
  fr: ['enceinte', 'grossesse', 'trimestre de grossesse'],
  es: ['embarazada', 'embarazo', 'en cinta', 'gestante', 'gestacion'],
  pt: ['gravida', 'gravidez', 'gestante', 'gestacao'],
  zh: ['怀孕', '孕妇', '妊娠', '孕[0-9一二三四五六七八九十]+周', '孕期', '怀了'],
  ar: ['حامل', 'الحمل', 'حملي'],
  hi: ['गर्भवती', 'गर्भ', 'प्रेग्नेंट', 'प्रेगनेंट', 'गर्भावस्था'],
} };

export const PREG_BLEEDING: Concept = { id: 'pregnancy_bleeding', patterns: {
  en: ['(?:vaginal )?bleeding(?! (?:gums?|from (?:my |the )?(?:gums|nose)))', 'bleed(?:s|ing)? (?:heavily|a lot)', 'soak(?:ing|ed)? (?:through )?(?:a |my )?pads?', 'passing (?:large |big )?clots', 'gush(?:ing)? (?:of )?blood', 'blood (?:clots|gushing|everywhere)', 'hemorrhag[a-z]*', 'haemorrhag[a-z]*',
    'blood (?:is )?(?:coming|coming out|coming down|running down|pouring|dripping)', 'blood (?:from|in) (?:my |the |her )?(?:vagina|down below|down there|private)', 'spotting', 'spots of blood'],
  fr: ['saign(?:e|ement|ements|ait)', 'perte(?:s)? de sang', 'hemorragie', 'caillots', 'spotting', 'pertes brunes'],
  es: ['sangr(?:ado|ando|o|a|e)', 'hemorragia', 'coagulos', 'perdida de sangre', 'manchado', 'manchando'],
  pt: ['sangr(?:amento|ando|ou|a|ei)', 'hemorragia', 'coagulos', 'perda de sangue', 'escape de sangue'],
  zh: ['出血', '流血', '见红', '大出血', '血块'],
  ar: ['نزيف', 'ينزف', 'تنزف', 'نزف', 'دم كثير', 'جلطات دم'],
  hi: ['खून (?:आ|बह|निकल|जा)', 'रक्तस्राव', 'ब्लीडिंग'],
} };

const WEEKS_LE12 = '(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
export const INFANT: Concept = { id: 'infant_under_3_months', patient: 'infant', patterns: {
  en: ['newborn', 'neonate', 'new ?born', `${WEEKS_LE12}[ -]?(?:weeks?|wks?)[ -]?old`, '[0-9]{1,2}[ -]?days?[ -]?old',
    '(?:1|2|one|two)[ -]?(?:months?|mos?)[ -]?old', '(?:baby|infant) (?:is |who is )?(?:only )?(?:[0-9]{1,2} days|[1-9] weeks?|1[0-2] weeks|(?:1|2|one|two) months?)(?: old)?', 'just born', 'born (?:last week|yesterday|[0-9]+ days ago)'],
  fr: ['nouveau[- ]?ne', 'nourrisson de (?:[0-9]{1,2} jours|(?:[1-9]|1[0-2]) semaines|(?:1|2|un|deux) mois)', 'bebe de (?:[0-9]{1,2} jours|(?:[1-9]|1[0-2]|deux|trois|quatre|cinq|six) semaines|(?:1|2|un|deux) mois)', 'ne (?:il y a|depuis) [0-9]+ jours'],
  es: ['recien nacid[oa]', 'neonato', 'bebe de (?:[0-9]{1,2} dias|(?:[1-9]|1[0-2]|dos|tres|cuatro|cinco|seis) semanas|(?:1|2|un|dos) mes(?:es)?)'],
  pt: ['recem[- ]?nascid[oa]', 'neonato', 'bebe de (?:[0-9]{1,2} dias|(?:[1-9]|1[0-2]|duas|tres|quatro|cinco|seis) semanas|(?:1|2|um|dois) mes(?:es)?)'],
  zh: ['新生儿', '刚出生', '满月', '(?:[0-9]{1,2}|[一二两三四五六七八九十]+)(?:天|周|个星期|星期)(?:大)?的(?:宝宝|婴儿|孩子|小孩|宝贝)', '(?:1|2|一|两|二)个月(?:大)?的(?:宝宝|婴儿|孩子|小孩|宝贝)'],
  ar: ['مولود جديد', 'حديث الولادة', 'رضيع عمره (?:[0-9]{1,2} (?:يوم|ايام)|(?:[1-9]|1[0-2]) (?:اسبوع|اسابيع)|(?:شهر|شهرين))', 'عمره (?:[0-9]{1,2} (?:يوم|ايام)|(?:[1-9]|1[0-2]) (?:اسبوع|اسابيع)|اسبوعين|شهر|شهرين)'],
  hi: ['नवजात', '(?:[0-9]{1,2}) (?:दिन|हफ्ते|सप्ताह) (?:का|की) (?:बच्चा|बच्ची|शिशु|बेबी)', '(?:एक|दो|1|2) महीने (?:का|की) (?:बच्चा|बच्ची|शिशु|बेबी)'],
} };

export const BABY: Concept = { id: 'baby', patient: 'baby', patterns: {
  en: ['baby', 'babies', 'infant', 'newborn', '[0-9]{1,2}[ -]?(?:weeks?|months?|mos?)[ -]?old'],
  fr: ['bebe', 'nourrisson', 'nouveau[- ]?ne'], es: ['bebe', 'lactante', 'recien nacid[oa]'], pt: ['bebe', 'nenem', 'lactente', 'recem[- ]?nascid[oa]'],
  zh: ['宝宝', '婴儿', '新生儿', '宝贝'], ar: ['رضيع', 'طفلي الرضيع', 'مولود', 'بيبي'], hi: ['शिशु', 'नवजात', 'बेबी', 'छोटा बच्चा'],
} };

export const CHILD: Concept = { id: 'child', patient: 'child', patterns: {
  en: [KID, '[0-9]{1,2}[ -]?(?:years?|yrs?|months?)[ -]?old'],
  fr: ['bebe', 'enfant', 'fils', 'fille', 'nourrisson', 'petit', 'petite'], es: ['bebe', 'nin[oa]', 'hij[oa]', 'nen[ea]'], pt: ['bebe', 'crianca', 'filh[oa]', 'menin[oa]', 'nenem'],
  zh: ['孩子', '宝宝', '婴儿', '儿子', '女儿', '小孩'], ar: ['طفل', 'طفلي', 'طفلة', 'ابني', 'ابنتي', 'بنتي', 'رضيع'], hi: ['बच्चा', 'बच्चे', 'बच्ची', 'बेटा', 'बेटी', 'शिशु'],
} };

export const DEHYDRATION: Concept = { id: 'dehydration_signs', patterns: {
  en: ['no wet (?:diapers?|nappies|nappy)', 'dry (?:diapers?|nappies|nappy)', "(?:hasn'?t|has not|not) (?:had a )?(?:wet|peed|urinated|weed)", 'not (?:peeing|urinating|weeing)',
    '(?:sunken|sunk) (?:soft spot|fontanel+e?|eyes)', 'no tears', '(?:very |really )?(?:floppy|limp|lethargic)', "(?:won'?t|will not|refuses to|not) (?:feed|feeding|drink|drinking|nurse|nursing)", 'severely dehydrated', 'severe dehydration'],
  fr: ['(?:couches?|couche) seches?', 'ne (?:fait|mouille) plus', 'fontanelle (?:creuse|enfoncee)', 'yeux creux', 'sans larmes', 'mou', 'molle', 'ne (?:boit|tete|mange) plus', 'deshydratation (?:severe|grave)'],
  es: ['panales? secos?', 'no (?:moja|hace pipi|orina)', 'fontanela hundida', 'mollera hundida', 'ojos hundidos', 'sin lagrimas', 'flacido', 'no (?:quiere )?(?:come|toma|mama|bebe)', 'deshidratacion (?:severa|grave)'],
  pt: ['fraldas? secas?', 'nao (?:faz xixi|urina|molha)', 'moleira (?:funda|afundada)', 'fontanela afundada', 'olhos fundos', 'sem lagrimas', 'molinho', 'nao (?:quer )?(?:mama|come|bebe)', 'desidratacao (?:grave|severa)'],
  zh: ['没有尿', '不尿', '尿布干', '囟门凹陷', '眼窝凹陷', '哭没有眼泪', '不吃奶', '没精神', '软绵绵', '严重脱水'],
  ar: ['لا يتبول', 'حفاض جاف', 'الحفاض ناشف', 'اليافوخ (?:غائر|منخفض)', 'عيون غائرة', 'بدون دموع', 'لا يرضع', 'خامل', 'جفاف شديد'],
  hi: ['पेशाब नहीं', 'डायपर सूखा', 'तालू धंस', 'आंखें धंस', 'आंसू नहीं', 'दूध नहीं पी', 'सुस्त', 'गंभीर डिहाइड्रेशन'],
} };

export const HEAD_INJURY: Concept = { id: 'head_injury', patterns: {
  en: [`(?:hit|bumped|banged|smacked|knocked|cracked|struck|injured|hurt) ${P} head`, 'head (?:injury|trauma|wound)', 'blow to (?:the|his|her|my) head', `(?:fell|fall|landed) on ${P} head`, 'concussion', 'knocked (?:out|unconscious)', `fell (?:and|down)(?: [a-z]+){0,3} head`],
  fr: ['(?:coup|choc) (?:a|sur) la tete', 'traumatisme cranien', '(?:tombe|tombee) sur la tete', '(?:cogne|heurte) la tete', 's\'est cogne la tete', 'commotion'],
  es: ['golpe (?:en|a) la cabeza', 'se golpeo la cabeza', 'me golpee la cabeza', 'traumatismo (?:craneal|craneoencefalico)', '(?:cayo|cai) de cabeza', 'conmocion'],
  pt: ['bat(?:eu|i) (?:com )?a cabeca', '(?:pancada|batida|golpe) na cabeca', 'traumatismo craniano', 'caiu de cabeca', 'concussao'],
  zh: ['撞到(?:了)?头', '头部(?:受伤|外伤|撞击)', '头撞', '摔到(?:了)?头', '脑震荡', '磕到(?:了)?头'],
  ar: ['ضربة (?:على|في) (?:ال)?راس', 'اصابة (?:في )?(?:ال)?راس', 'ارتطم راس', 'سقط على راس', 'وقع على راس', 'ارتجاج'],
  hi: ['सिर (?:में|पर) चोट', 'सिर टकरा', 'सिर के बल गिर', 'सिर फट', 'कनकशन'],
} };

export const ALTERED: Concept = { id: 'altered_mental_state', patterns: {
  en: ['confused', 'confusion', 'disoriented', 'disorientated', 'delirious', 'delirium', 'not making sense', 'talking nonsense', 'incoherent', 'very (?:drowsy|sleepy)', 'drowsy',
    "(?:can'?t|cannot|hard to|won'?t) (?:stay awake|wake (?:him|her|them|up))", 'passed out', 'unresponsive', 'not (?:responding|himself|herself|acting right)', 'altered mental', 'out of it', 'slurring'],
  fr: ['confus', 'confuse', 'confusion', 'desoriente(?:e)?', 'delire', 'somnolent(?:e)?', 'tres endormi(?:e)?', 'incoherent(?:e)?', 'ne repond (?:plus|pas)', 'dit n\'importe quoi'],
  es: ['confundid[oa]', 'confusion', 'desorientad[oa]', 'delirando', 'delirio', 'somnolient[oa]', 'adormilad[oa]', 'incoherente', 'no responde', 'no reacciona', 'dice cosas sin sentido'],
  pt: ['confus[oa]', 'confusao', 'desorientad[oa]', 'delirando', 'delirio', 'sonolent[oa]', 'incoerente', 'nao responde', 'falando coisas sem sentido', 'grogue'],
  zh: ['意识模糊', '神志不清', '迷糊', '糊涂', '说胡话', '胡言乱语', '昏睡', '叫不醒', '嗜睡', '反应迟钝', '意识不清'],
  ar: ['مشوش', 'مشوشة', 'تشوش', 'ارتباك', 'مرتبك', 'هذيان', 'يهذي', 'نعسان جدا', 'خمول شديد', 'لا يستجيب', 'فاقد الوعي', 'غير واعي'],
  hi: ['भ्रम', 'उलझन', 'होश नहीं', 'बेहोश', 'अजीब बातें', 'बहकी बातें', 'बहुत नींद', 'सुस्ती', 'जवाब नहीं दे'],
} };

export const HEAD_INJURY_SIGN: Concept = { id: 'head_injury_danger_sign', patterns: {
  en: ['vomit(?:ing|ed|s)?', 'threw up', 'throwing up', 'thrown up', 'being sick', ...ALTERED.patterns.en ?? [], 'seizure', 'fit', 'blacked out', 'knocked out', 'unequal pupils', 'clear fluid', 'blood thinners?', 'warfarin', 'apixaban', 'rivaroxaban', 'eliquis', 'xarelto', 'worst headache', 'headache (?:is )?getting worse', 'can\'?t remember'],
  fr: ['vomi[a-z]*', ...ALTERED.patterns.fr ?? [], 'convulsion', 'perdu connaissance', 'anticoagulant'],
  es: ['vomit[a-z]*', ...ALTERED.patterns.es ?? [], 'convulsion', 'perdio el conocimiento', 'anticoagulante'],
  pt: ['vomit[a-z]*', ...ALTERED.patterns.pt ?? [], 'convulsao', 'desmaiou', 'anticoagulante'],
  zh: ['呕吐', '吐了', '想吐', ...ALTERED.patterns.zh ?? [], '抽搐', '昏迷'],
  ar: ['تقيؤ', 'تقيا', 'استفراغ', 'استفرغ', 'ترجيع', 'يرجع', ...ALTERED.patterns.ar ?? [], 'تشنج'],
  hi: ['उल्टी', ...ALTERED.patterns.hi ?? [], 'दौरा'],
} };

export const SEPSIS_SIGN: Concept = { id: 'sepsis_sign', patterns: {
  en: ['(?:big|bad|violent|uncontrollable|uncontrolled|very big) shaking', 'shaking (?:all over|badly|uncontrollably)', '(?:heart|pulse) (?:is )?(?:very )?fast (?:at |of )?(?:1[1-9][0-9]|2[0-9][0-9])', ...ALTERED.patterns.en ?? [], 'mottled', 'blotchy (?:skin|legs|arms)', 'skin (?:is |looks )?(?:mottled|blotchy|blue|grey|gray|ashen)', "(?:haven'?t|hasn'?t|not) (?:peed|urinated) (?:all day|in [0-9a-z]+ hours|since)",
    'breathing (?:very |really )?fast', 'rapid breathing', '(?:heart|pulse) (?:is )?racing', 'shivering uncontrollably', 'uncontrollable shivering', 'rigors', 'feel like (?:i\'?m|i am) (?:going to )?dy(?:ing|e)',
    // NICE's early signs of meningococcal sepsis: cold hands and feet, leg pain, an odd colour, vagueness
    '(?:freezing|icy|ice|very|really|stone) cold (?:hands|feet|hands and feet|fingers)', 'cold hands and feet', "(?:legs?|muscles) (?:ache|aches|aching|hurt|hurts|hurting) so (?:much|badly)(?: that)? (?:she|he|i|they) (?:can'?t|cannot|couldn'?t) (?:stand|walk)",
    '(?:gone|going|is|seems|become) (?:a bit |very |really )?vague', '(?:gone|turned|going) a (?:funny|strange|weird|odd|horrible) colou?r'],
  fr: [...ALTERED.patterns.fr ?? [], 'marbrures', 'peau marbree', 'frissons (?:intenses|incontrolables)', 'respire (?:tres )?vite'],
  es: [...ALTERED.patterns.es ?? [], 'piel (?:moteada|jaspeada|marmorea)', 'escalofrios (?:intensos|incontrolables)', 'respira (?:muy )?rapido'],
  pt: [...ALTERED.patterns.pt ?? [], 'pele (?:manchada|mosqueada|marmorea)', 'calafrios (?:intensos|incontrolaveis)', 'respirando (?:muito )?rapido'],
  zh: [...ALTERED.patterns.zh ?? [], '皮肤(?:出现)?花斑', '皮肤发花', '寒战', '呼吸很快'],
  ar: [...ALTERED.patterns.ar ?? [], 'جلد مبقع', 'رعشة شديدة', 'تنفس سريع'],
  hi: [...ALTERED.patterns.hi ?? [], 'त्वचा पर धब्बे', 'तेज कंपकंपी', 'तेज सांस'],
} };

export const GLUCOSE_EXTREME: Concept = { id: 'glucose_extreme', patterns: {
  en: ['(?:very |really |extremely |dangerously |super )?(?:high|low) (?:blood )?(?:sugar|glucose|bg|bs)', '(?:blood )?(?:sugar|glucose|bg) (?:is |was |of |at |reading )?(?:very |really |extremely |dangerously |super |way )?(?:high|low|hi|lo)',
    '(?:blood )?(?:sugar|glucose|bg) (?:is |was |of |at |reading |reads )?(?:[4-9][0-9]{2}|1[0-9]{3})', '(?:sugar|glucose|meter) (?:reads |says )?(?:hi|lo)', "(?:machine|meter|monitor|glucometer|reader|thing)(?: for (?:the |her |his )?sugar)? (?:says?|said|shows?|showed|reads?|read|displays?) '?(?:hi|lo|high|low)'?(?![a-z])", 'hypo(?:glycemi[ac]|glycaemi[ac])?', 'hyper(?:glycemi[ac]|glycaemi[ac])', 'ketones? (?:high|are high|very high)', 'high ketones'],
  fr: ['glycemie (?:tres )?(?:haute|basse|elevee|faible)', 'hypoglycemie', 'hyperglycemie', 'sucre (?:tres )?(?:haut|bas)', 'cetones elevees'],
  es: ['(?:azucar|glucosa|glucemia) (?:muy )?(?:alta|baja)', 'hipoglucemia', 'hiperglucemia', 'hipoglicemia', 'hiperglicemia', 'cetonas altas'],
  pt: ['(?:acucar|glicose|glicemia) (?:muito )?(?:alt[oa]|baix[oa])', 'hipoglicemia', 'hiperglicemia', 'cetonas altas'],
  zh: ['血糖(?:很|非常|特别|太)?(?:高|低)', '低血糖', '高血糖', '血糖[0-9]+'],
  ar: ['(?:ال)?سكر (?:مرتفع|عالي|منخفض|نازل|واطي)', 'هبوط (?:في )?(?:ال)?سكر', 'ارتفاع (?:في )?(?:ال)?سكر', 'نقص السكر'],
  hi: ['शुगर (?:बहुत )?(?:हाई|लो|कम|ज्यादा|बढ़)', 'लो शुगर', 'हाई शुगर', 'शुगर गिर', 'sugar (?:bahut )?(?:low|high)'],
} };

export const SEVERE_EYE_PAIN: Concept = { id: 'severe_eye_pain', patterns: {
  en: [`(?:${SEV}|${SUDDEN}) (?:[a-z]+ )?(?:eye pain|pain in ${P} eyes?)`, 'eye pain (?:is )?(?:so |really )?(?:severe|sudden|excruciating|unbearable|terrible)', 'eyes? (?:is |are )?(?:killing me|really painful|extremely painful)'],
  fr: ['douleur (?:intense|violente|brutale|soudaine|atroce) (?:a l\'|dans l\'|aux )?(?:oeil|yeux)', 'tres mal (?:a l\'oeil|aux yeux)'],
  es: ['dolor (?:fuerte|intenso|subito|repentino|terrible) (?:en el|en los|del) ojos?', 'me duele (?:muchisimo|mucho) el ojo'],
  pt: ['dor (?:forte|intensa|subita|repentina|terrivel) (?:no|nos) olhos?', 'olho doendo muito'],
  zh: ['眼睛(?:突然)?(?:剧痛|剧烈疼痛|疼得厉害|痛得厉害)', '眼(?:部)?剧痛', '眼睛突然很痛'],
  ar: ['الم (?:شديد|مفاجئ|حاد) في (?:ال)?عين'],
  hi: ['आंख में (?:तेज|अचानक|बहुत तेज) दर्द'],
} };

export const VISION_PROBLEM: Concept = { id: 'vision_problem', patterns: {
  en: ['blurr(?:ed|y) vision', 'vision (?:is |went |has gone )?(?:blurr(?:ed|y)|gone|dark|dim|cloudy|blacked out)', `${CANT} see`, 'lost (?:my |his |her |the )?vision', 'vision loss', 'loss of vision', 'halos', 'seeing (?:spots|flashing lights|double)', 'double vision', 'went blind'],
  fr: ['vision (?:floue|trouble)', 'vue (?:floue|trouble|baisse)', 'ne vois (?:plus|rien)', 'perte de (?:la )?vue', 'perdu la vue', 'halos'],
  es: ['vision borrosa', 'vista borrosa', 'no veo', 'perdida de (?:la )?vision', 'perdi la vista', 'halos'],
  pt: ['visao (?:turva|embacada|borrada)', 'vista (?:turva|embacada)', 'nao (?:enxergo|vejo)', 'perda de visao', 'perdi a visao', 'halos'],
  zh: ['视力(?:模糊|下降|丧失)', '看不清', '看不见', '看东西模糊', '光晕', '失明'],
  ar: ['(?:ال)?رؤية (?:مشوشة|ضبابية|مغبشة)', 'لا (?:ارى|استطيع الرؤية)', 'فقدان (?:ال)?(?:بصر|نظر)', 'زغللة'],
  hi: ['धुंधला (?:दिख|दिखाई)', 'दिखाई नहीं दे', 'दिखना बंद', 'रोशनी चली'],
} };

export const HEAT_EXPOSURE: Concept = { id: 'heat_exposure', patterns: {
  en: ['in the (?:heat|sun)', 'hot (?:weather|day|car|sun)', 'heat ?wave', 'overheat(?:ed|ing)', 'working (?:out(?:side|doors)?|in the sun)', 'sauna', 'heat exhaustion', 'sunstroke', 'too much sun', 'hot yoga', 'marathon'],
  fr: ['coup de chaleur', 'insolation', 'canicule', 'en plein soleil', 'sous le soleil', 'chaleur'],
  es: ['golpe de calor', 'insolacion', 'ola de calor', 'bajo el sol', 'mucho calor'],
  pt: ['insolacao', 'intermacao', 'onda de calor', 'no sol', 'muito calor'],
  zh: ['中暑', '高温', '太阳下', '暴晒', '天气太热'],
  ar: ['ضربة شمس', 'ضربة حر', 'الحر الشديد', 'تحت الشمس', 'موجة حر'],
  hi: ['लू लग', 'लू', 'धूप में', 'गर्मी में', 'हीट'],
} };

export const HEAT_SIGN: Concept = { id: 'heat_stroke_sign', patterns: {
  en: [...ALTERED.patterns.en ?? [], "(?:stopped|not|isn'?t) sweating", 'hot (?:and )?dry skin', `(?:temp(?:erature)? (?:of |is )?)?(?:4[0-2](?:[.,][0-9])?) ?(?:°|degrees?|c)`, `(?:10[4-7]) ?(?:°|degrees?|f)`, 'collapsed', 'passed out', 'fainted'],
  fr: [...ALTERED.patterns.fr ?? [], 'ne transpire plus', 'peau (?:chaude et )?seche', '4[0-2] ?(?:°|degres)', 'evanoui'],
  es: [...ALTERED.patterns.es ?? [], 'no suda', 'piel (?:caliente y )?seca', '4[0-2] ?(?:°|grados)', 'se desmayo'],
  pt: [...ALTERED.patterns.pt ?? [], 'nao (?:esta )?suando', 'pele (?:quente e )?seca', '4[0-2] ?(?:°|graus)', 'desmaiou'],
  zh: [...ALTERED.patterns.zh ?? [], '不出汗', '皮肤(?:又)?(?:烫|干)', '4[0-2] ?(?:度|°)', '晕倒'],
  ar: [...ALTERED.patterns.ar ?? [], 'لا يتعرق', 'جلد (?:حار|جاف)', '4[0-2] ?(?:درجة|°)', 'اغمي'],
  hi: [...ALTERED.patterns.hi ?? [], 'पसीना नहीं', '4[0-2] ?(?:डिग्री|°)'],
} };

export const SADDLE_NUMB: Concept = { id: 'saddle_numbness', patterns: {
  en: ['saddle (?:area )?(?:numbness|anesthesia|anaesthesia|numb)', `numb(?:ness)? (?:in|around|of) ${P}? ?(?:groin|genitals|bottom|buttocks|bum|butt|inner thighs|private (?:parts|area)|anus|perineum|crotch|saddle area|back passage)`,
    `(?:groin|genitals|bottom|buttocks|bum|butt|inner thighs|private parts|anus|perineum|crotch) (?:is |are |feels |went |has gone )?numb`, `${CANT} feel ${P}? ?(?:bottom|genitals|groin|private parts|bum|butt) (?:when i wipe)?`, "(?:can'?t|cannot|can not|not|don'?t|do not) feel (?:it |anything )?when (?:i )?wip(?:e|ing)"],
  fr: ['anesthesie en selle', 'engourdi(?:e|ssement)? (?:des fesses|du perinee|de l\'entrejambe|entre les jambes|des parties genitales|autour de l\'anus)', '(?:fesses|perinee|entrejambe) engourdi(?:e|s|es)?'],
  es: ['anestesia en silla de montar', '(?:adormecimiento|entumecimiento|hormigueo) (?:en|de) (?:la |las |los )?(?:entrepierna|zona genital|gluteos|nalgas|perine|ano)', '(?:entrepierna|nalgas|gluteos) (?:dormid[oa]s?|entumecid[oa]s?)'],
  pt: ['anestesia em sela', 'dormencia (?:na|nas|no|nos) (?:virilha|nadegas|regiao genital|perineo|bumbum|anus)', '(?:virilha|nadegas|bumbum) dormente'],
  zh: ['马鞍区(?:麻木|感觉减退|没感觉)', '会阴(?:部)?(?:麻木|没感觉)', '(?:肛门|屁股|外阴)(?:周围)?(?:麻木|没感觉)'],
  ar: ['خدر (?:في )?(?:منطقة )?(?:العجان|الارداف|المقعدة|السرج|الفخذين الداخليين|الاعضاء التناسلية|حول الشرج)', 'تنميل (?:في )?(?:منطقة )?(?:العجان|الارداف|المقعدة|السرج)'],
  hi: ['(?:गुदा|जननांग|कूल्हों|नितंब)(?: के आसपास)? ?(?:में )?सुन्न', 'सैडल (?:एरिया )?सुन्न'],
} };

export const BLADDER_LOSS: Concept = { id: 'bladder_bowel_loss', patterns: {
  en: [`(?:lost|losing|loss of) (?:control (?:of|over) )?${P}? ?(?:bladder|bowels?)(?: control)?`, `no (?:control (?:of|over) ${P}? ?(?:bladder|bowels?)|${P}? ?(?:bladder|bowel) control)`, '(?:wet|soiled|peed|pooped) (?:myself|himself|herself)', 'incontinen(?:t|ce)', `${CANT} (?:pee|urinate|wee|pass urine|empty ${P} bladder)`, '(?:urinary )?retention', 'peeing myself',
    "(?:did not|didn'?t|did'?nt|have not|haven'?t|has not|hasn'?t|not) (?:peed?|urinated|passed (?:any )?urine|been able to (?:pee|wee|urinate)) (?:since|for|all)"],
  fr: ['perte de controle (?:de la vessie|des urines|des sphincters|des selles)', 'incontinence', '(?:n\'arrive|ne peux) (?:plus |pas )(?:a )?uriner', 'retention urinaire', 'fait (?:pipi )?sur (?:moi|lui|elle)'],
  es: ['perdida (?:del|de) control (?:de la vejiga|de esfinteres|de la orina|del intestino)', 'incontinencia', 'no puedo orinar', 'retencion urinaria', 'me orine encima', 'me hice pipi'],
  pt: ['perda (?:do|de) controle (?:da bexiga|urinario|dos esfincteres|do intestino)', 'incontinencia', 'nao consigo (?:urinar|fazer xixi)', 'retencao urinaria', 'fiz xixi na roupa'],
  zh: ['大小便失禁', '尿失禁', '大便失禁', '尿不出(?:来)?', '排不出尿', '控制不住(?:大小便|小便|大便)'],
  ar: ['فقدان (?:ال)?(?:سيطرة|تحكم) (?:على|في) (?:ال)?(?:مثانة|بول|امعاء|براز)', 'سلس (?:ال)?بول', '(?:لا استطيع|ما اقدر) (?:ان )?(?:اتبول|التبول)', 'احتباس (?:ال)?بول'],
  hi: ['पेशाब पर (?:कंट्रोल|नियंत्रण) नहीं', 'पेशाब (?:नहीं हो रहा|रुक गया|रुक गई)', 'मल-?मूत्र पर (?:कंट्रोल|नियंत्रण) नहीं', 'कपड़ों में पेशाब'],
} };

export const BACK_PAIN: Concept = { id: 'back_pain', patterns: {
  en: ['(?:lower |low )?back (?:pain|ache|hurts|is killing me)', 'backache', 'sciatica', 'slipped dis[ck]', 'herniated dis[ck]', 'pain in ${P} back'.replace('${P}', P)],
  fr: ['mal (?:au|de) dos', 'douleur (?:au|dans le|du) dos', 'lombalgie', 'sciatique', 'hernie discale', 'lumbago'],
  es: ['dolor (?:de|en la) espalda', 'lumbago', 'lumbalgia', 'ciatica', 'hernia de disco', 'hernia discal'],
  pt: ['dor (?:nas|na) costas', 'dor lombar', 'lombalgia', 'ciatica', 'hernia de disco'],
  zh: ['腰痛', '腰疼', '背痛', '背疼', '坐骨神经痛', '腰椎间盘'],
  ar: ['(?:الم|وجع) (?:في |ب)?(?:ال)?ظهر', '(?:الم|وجع) اسفل الظهر', 'عرق النسا', 'ديسك'],
  hi: ['कमर (?:में )?दर्द', 'पीठ (?:में )?दर्द', 'साइटिका', 'स्लिप डिस्क'],
} };

// Pieces of the combined rules for shock, known aneurysm, severe drug rashes, cord prolapse and two-system allergy.
export const SHOCK_SIGN: Concept = { id: 'shock_sign', patterns: {
  en: ['cold sweats?', 'clammy', '(?:sweaty|sweating) and (?:pale|grey|gray|faint|dizzy|clammy)', '(?:pale|grey|gray) and (?:sweaty|sweating|clammy)', '(?:feels?|felt|feeling|going|is) faint', 'about to (?:pass|black) out', 'collapsed'],
  fr: ['sueurs? froides?', 'moite', 'pale et (?:en sueur|moite)', 'sur le point de (?:s\'evanouir|tomber)'],
  es: ['sud(?:ando|or) frio', 'sudoroso y palido', 'palido y sudoroso', 'a punto de desmayarse'],
  pt: ['suor(?:es)? fri[oa]s?', 'suando frio', 'palido e suado', 'suado e palido', 'quase desmaiando'],
} };

export const KNOWN_AAA: Concept = { id: 'known_aortic_aneurysm', patterns: {
  en: ['(?<!brain |cerebral |berry )aneurysm', 'aaa', 'triple a'],
  fr: ['anevrisme (?:de l\'aorte|aortique|abdominal)'], es: ['aneurisma (?:[a-z]+ )?(?:de (?:la )?aorta|en la aorta|aortico|abdominal)'], pt: ['aneurisma (?:da aorta|aortico|abdominal)'],
} };

export const ABDO_OR_BACK_PAIN: Concept = { id: 'abdominal_or_back_pain', patterns: {
  en: ['(?:abdominal|abdo|abdomen|belly|stomach|tummy|back|flank|loin) (?:pain|ache|pains)', `pain (?:in|through|to|into|going (?:to|through)) ${P}? ?(?:back|belly|abdomen|tummy|stomach|flank)`, '(?:back|belly|tummy|stomach) (?:is )?(?:hurting|killing)'],
  fr: ['(?:douleur|mal) (?:au|du|dans le|dans l\') ?(?:ventre|dos|abdomen)', 'douleur abdominale', 'douleur lombaire'],
  es: ['dolor (?:[a-z]+ ){0,3}(?:en|de) (?:la )?(?:parte baja de la )?(?:espalda|tripa|barriga)', 'dolor (?:de|en la|en el) (?:barriga|espalda|abdomen|vientre|estomago|panza)', 'dolor abdominal', 'dolor lumbar'],
  pt: ['dor (?:de|na|no|nas) (?:barriga|costas|abdome|abdomen|ventre|estomago)', 'dor abdominal', 'dor lombar'],
} };

export const SJS_DRUG: Concept = { id: 'new_medicine', patterns: {
  en: ['new (?:medicine|medication|tablets?|pills?|drug|antibiotic|prescription)', 'started (?:on|taking) (?:a |my |the )?(?:new )?[a-z]+', 'since (?:starting|taking) (?:a |my |the )?(?:new )?(?:medicine|medication|tablets?|pills?|antibiotics?|[a-z]+(?:ine|ol|am|ide|one|pril|sartan|mycin|cillin))',
    'lamotrigine', 'lamictal', 'carbamazepine', 'tegretol', 'phenytoin', 'allopurinol', 'co[- ]?trimoxazole', 'septrin', 'bactrim', 'sulfa(?:methoxazole)?', 'nevirapine', 'sulfasalazine'],
  fr: ['nouveau (?:medicament|traitement)', 'lamotrigine', 'carbamazepine', 'allopurinol', 'bactrim'], es: ['(?:medicamento|medicina|tratamiento) nuev[oa]', 'lamotrigina', 'carbamazepina', 'alopurinol'], pt: ['(?:remedio|medicamento) novo', 'novo (?:remedio|medicamento)', 'lamotrigina', 'carbamazepina', 'alopurinol'],
} };

export const SKIN_RASH: Concept = { id: 'skin_rash', patterns: {
  en: ['rash', '(?:red|purple|dark) (?:spots|patches|blotches|marks)', 'spots (?:all over|everywhere|on (?:my|his|her) body)', 'blister(?:s|ing)', 'skin (?:is )?peeling'],
  fr: ['eruption', 'boutons', 'plaques rouges', 'taches rouges', 'cloques', 'la peau (?:qui )?pele'], es: ['sarpullido', 'erupcion', 'manchas rojas', 'ronchas', 'ampollas', 'la piel se (?:pela|despega)'], pt: ['erupcao', 'manchas vermelhas', 'bolhas', 'brotoeja', 'a pele (?:descascando|soltando)'],
} };

export const MOUTH_SORES: Concept = { id: 'mouth_sores', patterns: {
  en: ['mouth (?:sores|ulcers|blisters|wounds)', '(?:sores|ulcers|blisters|wounds) (?:in|inside) (?:my |his |her |the )?mouth', 'mouth (?:have|has|is full of) (?:small |little )?(?:wounds|sores|ulcers|blisters)', 'lips (?:are )?(?:crusted|blistered|peeling and bleeding)'],
  fr: ['aphtes', '(?:plaies|ulceres|cloques) dans la bouche'], es: ['llagas en la boca', 'aftas', 'heridas en la boca', 'ulceras en la boca'], pt: ['feridas na boca', 'aftas', 'ulceras na boca', 'bolhas na boca'],
} };

export const CORD_OR_PART_OUT: Concept = { id: 'something_out_of_vagina', patterns: {
  en: ['(?:something|cord) (?:is )?(?:coming|hanging|sticking|came) out (?:of|from) (?:my |the |her )?(?:vagina|down there|down below)', 'cord (?:is )?(?:coming out|hanging out|came out|visible)', 'feel (?:the )?cord'],
  fr: ['quelque chose (?:qui )?sort (?:du|par le) vagin', 'cordon (?:qui sort|sorti|visible)'], es: ['algo que (?:sale|cuelga) por la vagina', 'siento algo (?:que sale|salir)', 'como un cordon', 'cordon (?:umbilical )?(?:afuera|saliendo|sale|salio)'], pt: ['algo saindo (?:da|pela) vagina', 'cordao (?:umbilical )?(?:saindo|para fora|saiu)'],
} };

export const ALLERGIC_SKIN: Concept = { id: 'allergic_skin', patterns: {
  en: ['hives', 'welts', 'urticaria', '(?:red )?(?:spots|blotches|bumps|welts|rash|patches) (?:all over|everywhere|on (?:his|her|my) whole body)', 'itchy all over', 'came out in (?:a )?(?:rash|hives|spots|blotches)'],
  fr: ['urticaire', '(?:plaques|boutons|taches) (?:rouges )?partout'], es: ['urticaria', 'ronchas', '(?:manchas|granos) rojos? por todo'], pt: ['urticaria', 'vergoes', 'manchas vermelhas (?:pelo corpo|por todo)'],
} };

export const VOMITING: Concept = { id: 'vomiting', patterns: {
  en: ['vomit(?:ing|ed|s)?', 'throw(?:ing)? up', 'threw up', 'being sick', '(?:has|have) been sick'], fr: ['vomi(?:t|ssements?|r)?'], es: ['vomit(?:a|ando|o|os)'], pt: ['vomitar', 'a vomitar', 'vomit(?:a|ando|ou|o)'],
} };

export const INDIGESTION: Concept = { id: 'indigestion', patterns: {
  en: ['(?:big |heavy |strong )?pressure (?:in|on) (?:my |the )?(?:upper )?(?:stomach|belly|tummy|abdomen)', 'upper stomach (?:pressure|pain|discomfort)', 'indigestion', 'heartburn', 'reflux pain'], fr: ['indigestion', 'brulures d\'estomac', 'mal au creux de l\'estomac'], es: ['indigestion', 'acidez', 'boca del estomago'], pt: ['indigestao', 'azia'],
} };

export const SWEATY_PALE: Concept = { id: 'sweaty_or_pale', patterns: {
  en: ['sweat(?:ing|y)', 'clammy', 'diaphoretic', 'cold sweats?', '(?:pale|grey|gray) and (?:sweaty|clammy)'], fr: ['en sueur', 'transpire', 'sueurs?'], es: ['sud(?:ando|oroso|or)'], pt: ['suando', 'suado', 'suor'],
} };

export const FACE_SWELLING: Concept = { id: 'face_swelling', patterns: {
  en: ['(?:tongue|lips?|face|mouth|throat)(?: and| ?\\+| ?,| ?&| or) (?:tongue|lips?|face|mouth|throat) (?:are |is |have |has |getting |started )?(?:really |very |all )?(?:swelling|swollen|swelled|puff(?:ing|ed|y))',
    '(?:tongue|tounge|lips?|face|mouth|throat) (?:is |are |has |have |got |getting |started )?(?:really |very |all )?(?:swelling|swollen|swelled|puff(?:ing|ed|y)|blown up)(?: up)?', 'swollen (?:tongue|tounge|lips?|face|throat|mouth)', 'swelling (?:of|in) ${P}? ?(?:tongue|lips?|face|throat|mouth)'.replace('${P}', P), 'angioedema', 'angio[- ]?oedema'],
  fr: ['(?:langue|levres?|visage|gorge|bouche) (?:qui )?(?:gonfle(?:nt|e|es)?|enfle(?:nt|e|es)?)', 'gonflement (?:de la |des |du )?(?:langue|levres?|visage|gorge)', 'oedeme de quincke', 'angioedeme'],
  es: ['(?:lengua|labios?|cara|garganta|boca) (?:se )?(?:esta |estan )?(?:hinchad[oa]s?|inflamad[oa]s?|hinchando)', 'hinchazon (?:de|en) (?:la |los )?(?:lengua|labios|cara|garganta)', 'angioedema'],
  pt: ['(?:lingua|labios?|rosto|cara|garganta|boca) (?:esta |estao |ficou |ficaram )?(?:inchad[oa]s?|inchando)', 'inchaco (?:na|nos|no) (?:lingua|labios|rosto|garganta)', 'angioedema', 'edema de glote'],
  zh: ['(?:舌头|嘴唇|脸|面部|喉咙|嘴)(?:都|也|一下子)?(?:肿|肿胀|肿起来|肿了)', '血管性水肿'],
  ar: ['تورم (?:في )?(?:ال)?(?:لسان|شفاه|شفتين|شفايف|وجه|حلق|حنجرة)', '(?:ال)?(?:لسان|شفايف|شفاه|وجه) (?:متورم|منتفخ|وارم)', 'انتفاخ (?:ال)?(?:لسان|شفاه|وجه)'],
  hi: ['(?:जीभ|होंठ|होठ|चेहरा|चेहरे|गला|गले)(?: पर| में)? सूज', '(?:जीभ|होंठ|चेहरे|गले) (?:में|पर) सूजन'],
} };

export const BREATHING_TROUBLE: Concept = { id: 'breathing_trouble', patterns: {
  en: [`${CANT} (?:catch ${P} )?breath(?:e|ing)?`, '(?:trouble|difficulty|difficult|hard|struggling|struggle|problems?) (?:to |with )?breath(?:e|ing)', 'short(?:ness)? of breath', 'wheez(?:e|ing|y)', 'tight (?:chest|throat)', 'throat (?:is )?(?:tight|closing)', 'gasping', 'breathless',
    'breath(?:ing)? (?:is )?(?:making (?:a |some )?(?:noise|noises|sound)|noisy|squeaky|whistling)', 'noisy breathing', 'stridor'],
  fr: ['(?:du mal|difficulte|gene) (?:a |pour )?respirer', 'essouffle(?:e|ment)?', 'siffle(?:ment)?', 'respire mal', 'n\'arrive (?:pas|plus) a respirer'],
  es: ['dificultad (?:para|al) respirar', 'falta de (?:aire|aliento)', 'me cuesta respirar', 'silbido', 'no puedo respirar', 'me ahogo'],
  pt: ['dificuldade (?:para|de|em) respirar', 'falta de ar', 'chiado', 'nao consigo respirar', 'sufocando'],
  zh: ['呼吸困难', '喘不(?:过|上)气', '气喘', '气短', '喘鸣', '憋气', '胸闷'],
  ar: ['صعوبة (?:في )?التنفس', 'ضيق (?:في )?(?:ال)?(?:تنفس|نفس)', 'ازيز', 'لا استطيع التنفس'],
  hi: ['सांस (?:लेने में )?(?:दिक्कत|तकलीफ|परेशानी|फूल)', 'सांस नहीं'],
} };

export const ALLERGY_TRIGGER: Concept = { id: 'allergy_trigger', patterns: {
  en: ['allerg(?:y|ic|ies)', 'hives', 'stung', 'sting', 'bee', 'wasp', 'hornet', 'peanuts?', 'nuts?', 'shellfish', 'shrimp', 'prawns?', 'penicillin', 'amoxicillin', 'antibiotic', 'ate (?:something|a |some )', 'after (?:eating|taking)', 'new (?:medication|medicine|pill)'],
  fr: ['allergi(?:e|que)', 'urticaire', 'piqure', 'pique(?:e)? par', 'abeille', 'guepe', 'arachide', 'cacahuete', 'noix', 'crustaces', 'fruits de mer', 'apres avoir mange'],
  es: ['alergi(?:a|co|ca)', 'urticaria', 'picadura', 'pico una', 'abeja', 'avispa', 'mani', 'cacahuate', 'cacahuete', 'nueces', 'mariscos', 'despues de comer'],
  pt: ['alergi(?:a|co|ca)', 'urticaria', 'picada', 'picou', 'abelha', 'vespa', 'amendoim', 'nozes', 'camarao', 'frutos do mar', 'depois de comer'],
  zh: ['过敏', '荨麻疹', '被蜇', '蜜蜂', '黄蜂', '花生', '坚果', '海鲜', '虾', '吃了'],
  ar: ['حساسية', 'ارتيكاريا', 'شرى', 'لدغة', 'لدغ', 'قرصة', 'نحلة', 'دبور', 'فول سوداني', 'مكسرات', 'مأكولات بحرية', 'جمبري', 'روبيان', 'بعد الاكل'],
  hi: ['एलर्जी', 'पित्ती', 'डंक', 'मधुमक्खी', 'ततैया', 'मूंगफली', 'झींगा', 'खाने के बाद'],
} };

export const CHOKING: Concept = { id: 'choking', patterns: {
  en: ['(?:chok|chock)(?:ing|ed|es)(?! (?:on|with|back) (?:my |his |her )?(?:tears|emotion|words|sobs))', `(?:something|food|an? [a-z]+) (?:is )?(?:stuck|lodged) in ${P} (?:throat|windpipe|airway)`, 'heimlich'],
  fr: ['s\'?etouff(?:e|ait|ent)', 'etouffement', 'fausse route', '(?:coince|bloque)e? dans (?:la|sa|ma) gorge'],
  es: ['atragant(?:a|ando|o|ado|ada|e)', 'se esta ahogando con', '(?:atorad[oa]|atascad[oa]) en (?:la|su|mi) garganta'],
  pt: ['engasg(?:ou|ando|ado|ada|ado|o|ei)', '(?:entalad[oa]|pres[oa]) na garganta'],
  zh: ['噎住', '噎到', '卡在(?:了)?喉咙', '卡喉', '异物卡', '卡住(?:了)?喉咙', '气道异物'],
  ar: ['يختنق', 'تختنق', 'شرق', 'غص', 'عالق في (?:ال)?(?:حلق|حلقه|حلقي|حلقها)'],
  hi: ['गले में (?:कुछ )?(?:फंस|अटक)', 'खाना (?:गले में )?अटक', 'दम घुट'],
} };

export const HEADACHE: Concept = { id: 'headache', patterns: {
  en: ['head ?aches?', 'migraine', 'head (?:hurts|is pounding|pain)'], fr: ['mal (?:a la|de) tete', 'cephalee', 'migraine'], es: ['dolor de cabeza', 'cefalea', 'jaqueca', 'migrana'], pt: ['dor de cabeca', 'cefaleia', 'enxaqueca'],
  zh: ['头痛', '头疼', '偏头痛'], ar: ['صداع', 'الم (?:في )?(?:ال)?راس', 'وجع راس'], hi: ['सिरदर्द', 'सिर दर्द', 'सिर में दर्द'],
} };

export const PHOTOPHOBIA: Concept = { id: 'photophobia', patterns: {
  en: ['photophobia', "light (?:hurts|bothers|is hurting) ${P}? ?eyes?".replace('${P}', P), "(?:can'?t|cannot) (?:stand|bear|tolerate) (?:the )?light", 'sensitiv(?:e|ity) to light', 'bright lights? hurts?'],
  fr: ['photophobie', 'la lumiere (?:me )?fait mal', 'sensible a la lumiere'], es: ['fotofobia', 'la luz (?:me )?molesta', 'sensible a la luz'], pt: ['fotofobia', 'a luz incomoda', 'sensivel a luz'],
  zh: ['怕光', '畏光'], ar: ['حساسية (?:من|لل)ضوء', 'رهاب الضوء', 'الضوء يزعج'], hi: ['रोशनी से (?:परेशानी|तकलीफ|चुभन)', 'रोशनी बर्दाश्त नहीं'],
} };

export const SEVERE_HEADACHE: Concept = { id: 'severe_headache', patterns: {
  en: [`${SEV} (?:[a-z]+ )?(?:head ?ache|migraine)`, 'head ?ache (?:is )?(?:so |really )?(?:severe|unbearable|excruciating|terrible)'],
  fr: ['(?:mal de tete|cephalee|migraine) (?:tres )?(?:intense|violent|violente|atroce|insupportable)', '(?:violent|terrible|atroce|enorme) mal de tete'],
  es: ['dolor de cabeza (?:muy )?(?:fuerte|intenso|insoportable|terrible)', '(?:fuerte|terrible|intenso) dolor de cabeza'],
  pt: ['dor de cabeca (?:muito )?(?:forte|intensa|insuportavel|terrivel)', '(?:forte|terrivel|intensa) dor de cabeca'],
  zh: ['(?:剧烈|严重)(?:的)?头痛', '头痛(?:得)?(?:厉害|欲裂|受不了)', '头疼(?:得)?(?:厉害|受不了)'], ar: ['صداع (?:شديد|قوي|حاد|لا يحتمل)'], hi: ['(?:तेज|भयंकर|असहनीय) सिर ?दर्द', 'सिर में (?:बहुत )?तेज दर्द'],
} };

export const EARLY_PREG: Concept = { id: 'possible_early_pregnancy', patient: 'pregnant', patterns: {
  ...PREGNANT.patterns,
  en: [...PREGNANT.patterns.en ?? [], 'missed (?:my |a )?period', 'period is (?:late|overdue)', 'late period', 'positive (?:pregnancy )?test', 'tested positive'],
  fr: [...PREGNANT.patterns.fr ?? [], 'retard de regles', 'test (?:de grossesse )?positif'],
  es: [...PREGNANT.patterns.es ?? [], 'retraso (?:de la|en la|menstrual)', 'no me (?:ha )?(?:bajado|llegado) la regla', 'prueba (?:de embarazo )?positiva'],
  pt: [...PREGNANT.patterns.pt ?? [], 'menstruacao atrasada', 'atraso menstrual', 'teste (?:de gravidez )?positivo'],
  zh: [...PREGNANT.patterns.zh ?? [], '月经推迟', '停经', '验孕(?:棒)?阳性'],
  ar: [...PREGNANT.patterns.ar ?? [], 'تاخر (?:ال)?(?:دورة|دوره|عادة)', 'اختبار (?:ال)?حمل ايجابي'],
  hi: [...PREGNANT.patterns.hi ?? [], 'पीरियड (?:मिस|लेट)', 'माहवारी (?:नहीं आई|रुक)', 'प्रेगनेंसी टेस्ट पॉजिटिव'],
} };

export const PELVIC_PAIN: Concept = { id: 'one_sided_pelvic_pain', patterns: {
  ...SEVERE_ABDO_PAIN.patterns,
  en: [...SEVERE_ABDO_PAIN.patterns.en ?? [], '(?:sharp|stabbing|severe) pain (?:in|on) (?:my |the )?(?:left|right|one) (?:side|lower (?:belly|abdomen|tummy))', '(?:sharp|stabbing|severe|bad) pain (?:low |down low |lower )?(?:down )?(?:in|on) (?:my |the )?(?:left|right|one) side', 'pain low (?:down )?(?:in|on) (?:my |the )?(?:left|right|one) side', 'shoulder tip pain', 'pain in (?:my |the )?shoulder tip', '(?:one|left|right)[- ]sided (?:lower )?(?:abdominal|pelvic|belly) pain'],
  fr: [...SEVERE_ABDO_PAIN.patterns.fr ?? [], 'douleur (?:vive|aigue) (?:du|au) (?:cote|bas[- ]ventre) (?:droit|gauche)', 'douleur (?:a la pointe|au bout) de l\'epaule'],
  es: [...SEVERE_ABDO_PAIN.patterns.es ?? [], 'dolor (?:agudo|punzante) (?:en el|del) lado (?:derecho|izquierdo)', 'dolor en la punta del hombro'],
  pt: [...SEVERE_ABDO_PAIN.patterns.pt ?? [], 'dor (?:aguda|forte) (?:no|do) lado (?:direito|esquerdo)', 'dor na ponta do ombro'],
  zh: [...SEVERE_ABDO_PAIN.patterns.zh ?? [], '(?:一侧|单侧|左下腹|右下腹)(?:剧痛|疼得厉害|剧烈疼痛)', '肩尖痛'],
} };

export const FETAL_MOVEMENT: Concept = { id: 'reduced_fetal_movement', patterns: {
  en: ['baby (?:is |has )?(?:not moving|stopped moving|moving less|not kicking|stopped kicking)', "(?:haven'?t|have not|can'?t|don'?t) (?:felt|feel) (?:the |my )?baby (?:move|moving|kick)", '(?:reduced|decreased|no) (?:fetal|foetal|baby) movements?'],
  fr: ['(?:le )?bebe ne bouge plus', 'bebe bouge (?:beaucoup )?moins', 'je ne sens plus (?:le|mon) bebe'],
  es: ['(?:el )?bebe no se mueve', 'bebe se mueve (?:mucho )?menos', 'no siento (?:al|a mi) bebe'],
  pt: ['(?:o )?bebe (?:nao (?:se )?mexe|parou de mexer)', 'bebe mexendo menos', 'nao sinto (?:o|meu) bebe'],
  zh: ['胎动(?:减少|消失|没了|停止)', '感觉不到胎动', '宝宝不动了'],
  ar: ['الجنين (?:لا يتحرك|توقف عن الحركة)', 'قلة حركة الجنين', 'حركة الجنين (?:قلت|خفيفة)'],
  hi: ['बच्चा (?:पेट में )?(?:हिल नहीं रहा|हिलना बंद)', 'बच्चे की हलचल (?:कम|बंद)'],
} };

export const TESTIS_PAIN: Concept = { id: 'testicular_pain', patterns: {
  en: ['(?:testicle|testicular|testis|testes|ball|balls|scrotum|scrotal|nut|nuts)(?: pain| ache| hurts| is killing me| is swollen)', `pain (?:in|of) ${P}? ?(?:left |right |one )?(?:testicles?|testis|testes|balls?|scrotum|nuts)(?! of (?:my |his |her |the )?(?:feet|foot))`],
  fr: ['(?:mal|douleur)[a-z ,]{0,24}(?:a une|aux|a la|une|les) bourses?', '(?:douleur|mal) (?:[a-z]+ )?(?:au|aux|du|des|dans le|dans les|a la|a un) (?:testicules?|bourses|scrotum)', 'testicule (?:tres )?douloureux'],
  es: ['dolor (?:[a-z]+ )?(?:en|de) (?:el |los |un )?(?:testiculos?|escroto|huevos)', 'me duele(?:n)? (?:el|los|un) (?:testiculos?|huevos)'],
  pt: ['dor (?:[a-z]+ )?(?:no|nos|em um) (?:testiculos?|saco|escroto)', 'testiculo doendo'],
  zh: ['睾丸(?:疼|痛|剧痛|肿痛)', '蛋蛋(?:疼|痛)', '阴囊(?:疼|痛|剧痛)'],
  ar: ['(?:الم|وجع) (?:[^ ]+ )?(?:في |ب)(?:ال)?خصي'],
  hi: ['अंडकोष (?:में )?(?:दर्द|तेज दर्द)', 'वृषण (?:में )?दर्द', 'टेस्टिकल (?:में )?दर्द'],
} };

export const TESTIS_SEVERE: Concept = { id: 'sudden_or_severe', patterns: {
  en: [SEV, SUDDEN, '10 ?/ ?10', '10 out of 10', 'twisted', 'torsion', 'swollen and (?:red|hard)', 'vomit(?:ing|ed)'],
  fr: ['tres mal', 'vomi', 'brutale?', 'soudaine?', 'violente?', 'intense', 'atroce', 'insupportable', 'd\'un coup'],
  es: ['subito', 'repentino', 'de repente', 'fuerte', 'intenso', 'insoportable', 'terrible'],
  pt: ['subit[oa]', 'repentin[oa]', 'de repente', 'forte', 'intens[oa]', 'insuportavel', 'terrivel'],
  zh: ['突然', '剧痛', '剧烈', '厉害', '受不了'], ar: ['شديد', 'مفاجئ', 'فجاة', 'حاد', 'لا يحتمل'], hi: ['अचानक', 'तेज', 'बहुत ज्यादा', 'असहनीय'],
} };

// ---------------------------------------------------------------------------------------------
// Rules. Ids are stable: machines, dashboards and audit records refer to them.

const CHEST_WORD = '(?:chest|chesst|chests|ches|breastbone|sternum)';
/** an ache or pain in the jaw or arms, the way a heart attack without chest pain is felt */
export const JAW_ARM_ACHE: Concept = { id: 'jaw_or_arm_ache', patterns: {
  en: ['(?:left )?arm (?:is |feels |is very |feels very )?heavy', '(?:ache|aching|pain|pains|pressure|heaviness|discomfort) (?:in|down|into|to|along) (?:my |his |her |both |the )?(?:jaw|left arm|arms|both arms|shoulders? and arms?)', '(?:jaw|left arm|both arms) (?:ache|aches|aching|pain|hurts|hurting|feels heavy)', '(?:jaw|arm) and (?:arm|jaw|shoulder) (?:ache|pain)'],
  es: ['dolor (?:en|de) (?:la )?mandibula', 'dolor (?:en|de) (?:los )?(?:dos )?brazos', 'dolor (?:en|de)l brazo izquierdo', 'me duele(?:n)? (?:la mandibula|los brazos|el brazo izquierdo)'],
  fr: ['(?:mal|douleur) (?:a|dans) la machoire', '(?:mal|douleur) (?:aux|dans les) (?:deux )?bras', '(?:mal|douleur) (?:au|dans le) bras gauche'],
  pt: ['dor (?:na|no) (?:mandibula|queixo|braco esquerdo)', 'dor nos (?:dois )?bracos'],
} };
/** tablets gone missing, or a child into someone's medicines */
export const MEDS_MISSING: Concept = { id: 'medicines_missing', patterns: {
  en: ['(?:[0-9]+|some|a few|two|three|four|five) (?:of (?:the |her |his |my )?)?(?:tablets?|pills?|capsules?)(?: are| is)? missing', '(?:tablets?|pills?|capsules?) (?:are |is )?missing', 'missing (?:tablets?|pills?|capsules?)', "(?:got into|got hold of|was into|into) (?:[a-z']+ ){0,3}(?:handbag|purse|medicine (?:cabinet|cupboard|box)|medicines|medication|pills|tablets|meds|pill (?:box|organiser|organizer))"],
  es: ['faltan (?:[0-9]+ |unas |dos |tres )?(?:pastillas|comprimidos|pildoras)', 'cogio (?:las )?(?:pastillas|medicinas) de'], fr: ['il manque (?:[0-9]+ |deux |trois )?(?:comprimes|cachets|pilules)'], pt: ['(?:faltam|sumiram) (?:[0-9]+ |dois |tres )?(?:comprimidos|pilulas)'],
} };
/** the weeks after giving birth */
export const POSTPARTUM: Concept = { id: 'postpartum', patterns: {
  en: ["(?:had|has|gave birth to) (?:our|the|a|her|my|their) (?:baby|son|daughter|twins) (?:[0-9]+|a|one|two|three|four|five|six|a few|ten) (?:days?|weeks?) ago", 'gave birth', 'post[- ]?partum', 'post[- ]?natal', 'since (?:the|she gave) birth', 'after (?:the )?birth', 'new (?:mum|mom|mother)', 'just had (?:a|the|her|our) baby'],
  es: ['dio a luz', 'pos ?parto', 'post ?parto', 'despues del parto', 'tuvo (?:al|el|a su) bebe hace'], fr: ['a accouche', 'post[- ]?partum', 'depuis l\'?accouchement', 'apres l\'?accouchement'], pt: ['teve (?:o|a|nosso|nossa|seu|sua) (?:bebe|filho|filha|nene) (?:ha|faz)', 'deu a luz', 'pos[- ]?parto', 'depois do parto', 'teve (?:o|a) bebe ha'],
} };
/** warning signs of a suicide plan: giving away what one treasures, saying goodbye, putting affairs in order */
export const GOODBYE_SIGN: Concept = { id: 'goodbye_sign', patterns: {
  en: ['(?:gave|giving|given|gives|give) (?:away )?(?:me |us |her |him |them )?(?:his|her|their|all (?:his|her|their)) (?:[a-z]+ ){0,2}(?:dog|cat|pets?|belongings|possessions|things|stuff|guitar|savings|jewel(?:le)?ry|books|car)', '(?:say|said|saying|says)(?: a)? good ?bye to (?:everyone|everybody|all of us|us all|all)', '(?:sent|sending|send|wrote|writing) (?:\\w+ )?good ?bye (?:messages?|texts?|notes?|letters?)', 'good ?bye (?:messages?|texts?) to (?:everyone|everybody|all)', 'giving (?:his|her|their) (?:[a-z]+ ){0,2}away', 'look after (?:it|them|him|her) better', '(?:said|saying|says) (?:good ?bye|his goodbyes|her goodbyes)', '(?:put|putting|sorting out) (?:his|her|their) affairs', '(?:wrote|written|writing|made|making) (?:a |his |her |their )?will'],
  es: ['se (?:ha )?despedido', 'se despidio', 'regalo (?:su|sus) (?:[a-z]+ ){0,2}(?:perro|gato|cosas|pertenencias|guitarra)', 'regalando (?:sus|su) (?:cosas|pertenencias)'],
  fr: ["(?:m'?a|a) donne (?:son|sa|ses) (?:[a-z]+ ){0,2}(?:chien|chat|affaires|guitare)", '(?:a )?dit adieu', 'fait ses adieux', 'donne ses affaires'],
  pt: ['se despediu', 'deu (?:o|a|os|as) (?:seu|sua|seus|suas) (?:[a-z]+ ){0,2}(?:cachorro|gato|coisas|violao)', 'doando (?:suas|seus) (?:coisas|pertences)'],
} };
/** someone who has gone silent (no longer answering): with goodbye signs, a plan may be under way */
export const SILENT_OR_MEANS: Concept = { id: 'silent_or_means', patterns: {
  en: ["(?:he|she|they)(?: is| are|'s|'re)? (?:still )?(?:not|n'?t|does not|do not|doesn'?t|don'?t|won'?t|will not|isn'?t|aren'?t) (?:answer|answering|pick(?:ing)? up|reply|replying)(?: to)? (?:the |his |her |their |my |our )?(?:phone|calls?|messages?|texts?|door)", "(?:can'?t|cannot|could not|couldn'?t) (?:reach|contact|get hold of|get through to) (?:him|her|them)", "(?:he|she|they)(?:'s| is| are|'re|'ve| has| have)? (?:been )?locked (?:himself |herself |themselves )?in (?:the |his |her |their )?(?:bathroom|bedroom|room|garage|car)"],
  es: ['(?:ya |ahora )?no (?:contesta|responde|coge) (?:el |al |los |mis )?(?:telefono|movil|celular|llamadas|mensajes)'], fr: ['(?:il|elle) ne (?:repond|decroche) (?:plus|pas)'], pt: ['(?:ele|ela) (?:ja )?nao (?:atende|responde)'],
} };
/** low mood or a recent loss, said by the person or of them */
export const LOW_MOOD: Concept = { id: 'low_mood', patterns: {
  en: ['(?:really |very |so |been |feeling |feels )(?:low|down|depressed|hopeless|withdrawn)', 'depress(?:ed|ion)', 'hopeless', 'break ?up', 'broke up', 'split (?:up|from)', 'not (?:him|her)self', 'lost (?:his|her|their) (?:job|wife|husband|partner|son|daughter)'],
  es: ['deprimid[oa]', 'depresion', 'triste', 'sin esperanza', 'ruptura', '(?:lo|la) dejo'], fr: ['deprim(?:e|ee)', 'depression', 'triste', 'sans espoir', 'rupture'], pt: ['deprimid[oa]', 'depressao', 'triste', 'pra baixo', 'sem esperanca', 'termino', 'separou'],
} };
/** paracetamol, alone or inside a combination product */
export const PARACETAMOL: Concept = { id: 'paracetamol', patterns: {
  en: ['paracetamol', 'acetaminophen', 'tylenol', 'panadol', 'calpol', 'cold[- ]and[- ]flu', 'lemsip', 'co-?codamol', 'night ?nurse', 'dayquil', 'nyquil'],
  es: ['paracetamol', 'acetaminofen', 'gelocatil', 'frenadol'], fr: ['paracetamol', 'doliprane', 'dafalgan', 'efferalgan'], pt: ['paracetamol', 'tylenol', 'acetaminofeno'],
} };
/** more tablets a day than the daily maximum of 8 (a staggered overdose of paracetamol, MHRA / TOXBASE) */
export const OVER_DAILY_MAX: Concept = { id: 'over_daily_max', patterns: {
  en: ['(?:9|nine|ten|eleven|twelve|1[0-9]|2[0-9]) (?:or more )?(?:tablets|pills|caplets|capsules)(?: [a-z]+)? (?:a|per|each|every) day', 'more than (?:8|eight) (?:tablets|pills|caplets)? ?(?:a|per|each) day', '(?:double|twice) the (?:maximum|max|recommended) dose', 'more than the (?:maximum|max|recommended) dose', 'more than (?:the )?(?:box|packet|pack|leaflet|label|bottle) says', '(?:1[6-9]|[2-9][0-9]) (?:tablets|pills|caplets) (?:over|in) (?:the last )?(?:two|2|three|3|a few|few) days'],
  es: ['(?:9|1[0-9]|2[0-9]) (?:pastillas|comprimidos|tabletas) (?:al|por|cada) dia'], fr: ['(?:9|1[0-9]|2[0-9]) (?:comprimes|cachets) par jour'], pt: ['(?:9|1[0-9]|2[0-9]) (?:comprimidos|pilulas) (?:por|ao|a cada) dia'],
} };
/** a breastfeeding mother telling of her own fever and breast */
export const MOTHER_FEVER: Concept = { id: 'mother_fever', patterns: {
  en: ["(?:i'?m|i am|i'?ve been) (?:breast ?feeding|nursing)", '(?:my|left|right) breast', 'nipple', "(?:i'?ve|i have) (?:got )?(?:a )?(?:temperature|fever)", 'mastitis'],
  es: ['(?:estoy )?dando (?:el )?pecho', 'mi (?:pecho|seno)', 'pezon', 'mastitis'], fr: ["j'?allaite", 'mon sein', 'mamelon', 'mastite'], pt: ['(?:estou )?amamentando', 'meu (?:peito|seio)', 'mamilo', 'mastite'],
} };
/** ...unless the baby is said to be hot or unwell */
export const BABY_UNWELL: Concept = { id: 'baby_unwell', patterns: {
  en: ['(?:baby|he|she|son|daughter) (?:is|has|feels|felt|seems|had|was) (?:a (?:bit )?)?(?:hot|warm|feverish|a fever|a temperature|unwell|poorly|floppy|sleepy|not feeding|off (?:his|her) feeds)', "(?:baby'?s|his|her) temperature", 'not feeding', 'floppy', 'rash'],
  es: ['(?:el|la) bebe (?:tiene|esta) (?:fiebre|caliente|decaid[oa])', 'no quiere comer'], fr: ['(?:le|la) bebe (?:a|est) (?:de la fievre|chaud|mou)', 'ne tete plus'], pt: ['(?:o|a) bebe (?:tem|esta com|esta) (?:febre|quente|molinh[oa])', 'nao quer mamar'],
} };
/** a dive with compressed air in the last day */
export const AFTER_DIVE: Concept = { id: 'after_dive', patterns: {
  en: ['surfaced', 'after (?:a |my |the |his |her |our )?(?:scuba |deep )?dive', '(?:scuba )?(?:dive|dived|diving) (?:[a-z]+ ){0,3}(?:today|this morning|this afternoon|yesterday|earlier|last night|an hour ago|[0-9]+ ?(?:h|hrs?|hours?|min|minutes) ago)', 'from a [0-9]+ ?(?:m|metres?|meters?|ft|feet) dive', 'decompression'], es: ['buce(?:o|ar|ando|e)', 'inmersion'], fr: ['plong(?:ee|e|eur)', 'decompression'], pt: ['mergulh(?:o|ar|ei|ou)', 'descompressao'],
} };
/** decompression sickness signs (joint pain, tingling, weakness, bladder, breathing, confusion) */
export const DCS_SIGN: Concept = { id: 'decompression_sign', patterns: {
  en: ['joint pains?', 'tingling', 'numb(?:ness)?', 'weak(?:ness)? (?:in|of) (?:both|my|his|her) legs', '(?:difficulty|trouble|unable|cannot|can\'?t) (?:passing|to pass|pass) (?:urine|water)', 'short(?:ness)? of breath', 'breathless', 'confus(?:ed|ion)', 'rash', 'dizz(?:y|iness)'],
  es: ['dolor (?:de|en las) articulaciones', 'hormigueo', 'entumecimiento', 'falta de aire', 'confus'], fr: ['douleurs? articulaires?', 'fourmillements?', 'engourdissement', 'essouffl', 'confus'], pt: ['dor nas articulacoes', 'formigamento', 'dormencia', 'falta de ar', 'confus'],
} };
/** a scorpion sting */
export const SCORPION: Concept = { id: 'scorpion', patterns: {
  en: ['scorpion (?:sting|stung|bite|bit)', '(?:stung|bitten|bit) by a scorpion', '(?:sting|stung|bite|bitten) (?:from|by) (?:a |the )?scorpion'], es: ['(?:picado|pico|picadura de|mordido) (?:por )?(?:un |una )?(?:alacran|escorpion)'], fr: ['piq(?:ue|uee|ure) (?:de |par )?(?:un )?scorpion'], pt: ['(?:picad[oa]|picou|picada de|mordid[oa]) (?:por )?(?:um )?(?:escorpiao|lacrau)', '(?:escorpiao|lacrau) (?:picou|mordeu)'],
} };
/** systemic signs of scorpion venom (drooling, roving eyes, restlessness, breathing trouble) */
export const ENVENOMATION_SIGN: Concept = { id: 'envenomation_sign', patterns: {
  en: ['drool(?:ing)?', 'dribbl(?:ing|e)', 'eyes? (?:moving|rolling|darting|roving)', '(?:can\'?t|cannot|won\'?t) (?:stop moving|keep still|stay still)', 'restless', 'twitch(?:ing)?', 'jerk(?:ing|s)?', 'breath(?:ing|less)', 'vomit(?:ing)?', 'sweat(?:ing|y)'],
  es: ['babea(?:ndo)?', 'babeando', 'ojos (?:se le mueven|raros|que se mueven)', 'no para de moverse', 'inquiet[oa]', 'vomit', 'sud(?:a|ando)'], fr: ['bave', 'yeux qui bougent', 'agit(?:e|ee)', 'ne tient pas en place', 'vomi', 'transpire'], pt: ['babando', 'olhos (?:mexendo|estranhos|revirando)', 'agitad[oa]', 'nao para quiet[oa]', 'vomit', 'suando'],
} };
/** losing touch with reality: voices, messages, the baby not being one's own */
export const PSYCHOSIS_SIGN: Concept = { id: 'psychosis_sign', patterns: {
  en: ['hear(?:s|ing)? voices', 'voices (?:telling|talking|saying)', '(?:tv|television|radio|phone) (?:is |are )?(?:sending|talking to|giving|speaking to) (?:her|him|me|them)', 'sending (?:her|him|me) (?:messages|signals)', "baby (?:isn'?t|is not|wasn'?t) (?:ours|hers|his|mine|real|her own)", 'not (?:her|his|my) (?:real )?baby', 'paranoi(?:d|a)', 'seeing things', 'hallucinat(?:ing|ions?)', 'delusion(?:s|al)', 'talking (?:really |very |so )?fast', '(?:barely|hardly|not) slept', 'thinks (?:people|someone|they|everyone) (?:are|is) (?:after|watching|following|poisoning)'],
  es: ['oye voces', 'escucha voces', 'el bebe no es (?:suyo|nuestro)', 'la tele (?:le )?(?:manda|envia) mensajes', 'alucinaciones', 'paranoi(?:a|co|ca)', 'no duerme', 'habla muy rapido'],
  fr: ['entend des voix', 'le bebe n\'?est pas (?:le sien|a nous)', 'la tele (?:lui )?envoie des messages', 'hallucinations', 'paranoia', 'ne dort (?:plus|pas)', 'parle tres vite'],
  pt: ['trocaram (?:o|a|ele|ela) bebe', 'trocaram ele', 'ri sozinha', 'nao dorme (?:ha|faz)', 'ouve vozes', 'o bebe nao e (?:dela|nosso)', 'a tv (?:manda|envia) mensagens', 'alucinacoes', 'paranoi(?:a|co|ca)', 'nao dorme', 'fala muito rapido'],
} };
/** an infection being treated or named */
export const INFECTION: Concept = { id: 'infection', patterns: {
  en: ['infection', 'antibiotics?', 'uti', 'pneumonia', 'cellulitis', 'flu', 'chest infection', 'kidney infection', 'water infection'],
  es: ['infeccion', 'antibioticos?', 'neumonia', 'gripe'], fr: ['infection', 'antibiotiques?', 'pneumonie', 'grippe'], pt: ['infeccao', 'antibioticos?', 'pneumonia', 'gripe'],
} };
/** sepsis signs that need no thermometer (NICE NG51 high-risk criteria in lay words) */
export const SEPSIS_STRONG: Concept = { id: 'sepsis_strong_sign', patterns: {
  en: ['mottled', 'blotchy (?:and )?(?:purple |blue )?(?:skin|legs|arms|knees)', '(?:skin|knees|legs|feet|arms) (?:is |are |look |looks |gone |went )?(?:mottled|blotchy|purple|blue|grey|gray|ashen)', "(?:haven'?t|hasn'?t|not|hasn'?t) (?:peed|urinated|passed (?:any )?(?:urine|water))(?: all day| in [0-9a-z]+ hours| since)", 'no (?:urine|wee|pee) (?:all day|since)',
    'breathing (?:very |really )?fast', 'rapid breathing', 'shivering uncontrollably', 'uncontrollable shivering', 'rigors', 'feel(?:s)? like (?:i\'?m|i am|he\'?s|she\'?s|he is|she is) (?:going to )?dy(?:ing|e)'],
  es: ['piel (?:moteada|jaspeada|marmorea)', 'no (?:ha )?orinado (?:en todo el dia|desde)', 'respira (?:muy )?rapido'], fr: ['marbrures', 'peau marbree', '(?:n\'?a )?pas urine depuis', 'respire (?:tres )?vite'], pt: ['pele (?:manchada|mosqueada|marmorea)', 'nao urinou (?:o dia todo|desde)', 'respirando (?:muito )?rapido'],
} };
export const TRAUMA_MECHANISM: Concept = { id: 'major_trauma_mechanism', patterns: {
  en: ['fell (?:off|from|down) (?:a |the |his |her |my )?(?:ladder|roof|scaffold(?:ing)?|horse|height|wall|balcony|tree|stairs|steps|loft)', 'fall from (?:a )?height', '(?:car|motorbike|motorcycle|bike|road traffic|traffic) (?:crash|accident|collision)', 'hit by a car', '\\brt[ac]\\b', 'dived into (?:a |the )?(?:shallow|pool|water)', 'diving (?:accident|into)'],
  es: ['(?:se )?cayo (?:de|desde) (?:la|una|el) (?:escalera|tejado|andamio|caballo|balcon|altura)', 'accidente de (?:coche|moto|trafico|carro)', 'lo atropello', 'la atropello'], fr: ['tombe(?:e)? (?:d\'?une|de l\'?|du) (?:echelle|toit|echafaudage|cheval|balcon|hauteur)', 'accident de (?:voiture|moto|la route)', 'renverse(?:e)? par une voiture'], pt: ['caiu (?:da|de uma|do) (?:escada|telhado|andaime|cavalo|varanda|altura)', 'acidente de (?:carro|moto|transito)', 'atropelad[oa]'],
} };
export const NECK_PAIN: Concept = { id: 'neck_pain', patterns: {
  en: ['neck (?:pain|hurts|ache|is sore|is painful)', '(?:pain|hurts) in (?:my|his|her|the) neck', 'sore neck'], es: ['dolor (?:de|en el) cuello', 'le duele el cuello', 'me duele el cuello'], fr: ['mal au cou', 'douleur (?:au|du) cou', 'mal a la nuque'], pt: ['dor no pescoco', 'doi o pescoco'],
} };
export const LIMB_NEURO: Concept = { id: 'limb_tingling_or_weakness', patterns: {
  en: ['(?:tingling|pins and needles|numb(?:ness)?|weak(?:ness)?|can\'?t (?:feel|move)) (?:in |of )?(?:both |my |his |her )?(?:hands|arms|legs|feet|fingers)', '(?:hands|arms|legs|feet) (?:are |feel |went )?(?:tingling|numb|weak)'],
  es: ['hormigueo en (?:las|los|ambas) (?:manos|brazos|piernas)', '(?:manos|piernas) dormidas'], fr: ['fourmillements dans les (?:mains|bras|jambes)', '(?:mains|jambes) engourdies'], pt: ['formigamento nas (?:maos|pernas|bracos)', '(?:maos|pernas) dormentes'],
} };
export const SUBMERSION: Concept = { id: 'submersion', patterns: {
  en: ['pulled (?:[a-z]+ ){1,3}out of the (?:water|pool|sea|bath|lake|river|canal)', '(?:was|were|been) under (?:the water )?for', 'under (?:the )?water', 'went under', 'pulled (?:him|her|them|me) out of the (?:water|pool|sea|bath|lake|river)', '(?:nearly|almost) drown(?:ed)?', 'near[- ]drowning', 'inhaled (?:some )?water', 'swallowed (?:a lot of )?(?:pool |sea )?water'],
  es: ['debajo del agua', 'bajo el agua', 'casi se ahoga', 'lo sacamos del agua', 'la sacamos del agua'], fr: ['sous l\'?eau', 'a failli se noyer', 'presque noye(?:e)?', 'sorti(?:e)? de l\'?eau'], pt: ['(?:embaixo|debaixo) d\'?agua', 'quase se afogou', 'tiramos (?:ele|ela) da agua'],
} };
export const AFTER_WATER_SIGN: Concept = { id: 'after_submersion_sign', patterns: {
  en: ['breathing (?:fast|faster|hard|heavily|funny|noisily)', 'cough(?:ing|s)?', 'wheez(?:e|ing)', '(?:very |really |so )?(?:tired|sleepy|drowsy)', 'vomit(?:ing|ed)?', 'confused', 'not (?:himself|herself)', 'blue'],
  es: ['respira (?:rapido|mal)', 'tos(?:e|iendo)?', 'muy cansad[oa]', 'somnolient[oa]', 'vomit'], fr: ['respire (?:vite|mal)', 'tousse', 'tres fatigue(?:e)?', 'somnolent(?:e)?', 'vomi'], pt: ['respirando (?:rapido|mal)', 'tossindo', 'muito cansad[oa]', 'sonolent[oa]', 'vomit'],
} };
export const NO_STOOL_OR_GAS: Concept = { id: 'no_stool_or_wind', patterns: {
  en: ["(?:hasn'?t|haven'?t|has not|have not|not) been able to (?:pass wind|pass gas|go to the toilet|poo|open (?:his|her|my) bowels)", "(?:can'?t|cannot|haven'?t|hasn'?t|not|unable to|no longer) (?:pass(?:ed|ing)?|break(?:ing)?) (?:any )?(?:wind|gas)", "(?:can'?t|cannot|haven'?t|hasn'?t|not) (?:had a |done a |been able to )?(?:poo(?:ed|p)?|bowel movement|opened (?:my |his |her )?bowels)", 'no (?:wind|gas|stool|bowel movement)s?', 'not passing (?:wind|gas|stool)'],
  es: ['no (?:puedo|he podido|ha podido|puede) (?:hacer caca|ir al bano|expulsar gases|echar gases|tirar gases)', 'sin (?:gases|deposiciones|hacer caca)'], fr: ["(?:ni|pas|plus) (?:a )?(?:aller a la selle|lacher des gaz|de gaz|de selles)", "n'?arrive (?:plus|pas) a (?:aller a la selle|lacher des gaz)"], pt: ['nao consigo fazer coco', 'nem deitar gases', 'deitar gases', 'nao (?:consigo|consegue|conseguiu) (?:evacuar|soltar gases|fazer coco)', 'sem (?:evacuar|gases|fazer coco)'],
} };
export const DISTENDED: Concept = { id: 'distended_abdomen', patterns: {
  en: ['swollen (?:belly|tummy|abdomen|stomach)', '(?:belly|tummy|abdomen|stomach) (?:is )?(?:really |very |so )?(?:swollen|distended|blown up|like a balloon|huge and hard|bloated and hard)', 'distended'],
  es: ['(?:barriga|vientre|panza|abdomen) (?:muy )?hinchad[oa]', 'como un globo'], fr: ['ventre (?:tres )?gonfle', 'comme un ballon', 'ballonne'], pt: ['barriga (?:esta )?muito inchada', 'barriga (?:muito )?inchada', 'como um balao'],
} };
/** chemotherapy in the last weeks */
export const CHEMO: Concept = { id: 'chemotherapy', patterns: {
  en: ['chemo(?:therapy)?', 'folfox', 'folfiri', 'folfirinox', 'capecitabine', 'carboplatin', 'cisplatin', 'oxaliplatin', 'docetaxel', 'paclitaxel', 'cyclophosphamide', 'doxorubicin', 'r-?chop', 'abvd', 'cycle [0-9]+,? day [0-9]+', 'neutropeni[ac]'],
  es: ['quimio(?:terapia)?'], fr: ['chimio(?:therapie)?'], pt: ['quimio(?:terapia)?'],
} };
/** a weakened immune system: immunosuppressant medicines, a transplant, no spleen */
export const IMMUNOSUPPRESSED: Concept = { id: 'immunosuppressed', patterns: {
  en: ['immuno ?suppress(?:ed|ion|ants?|ive)', 'mycophenolate', 'azathioprine', 'methotrexate', 'tacrolimus', 'ciclosporin', 'cyclosporine', 'sirolimus', 'rituximab', 'biologics?', '(?:kidney|liver|heart|lung|stem cell|bone marrow) transplant', 'transplant', 'no spleen', 'splenectomy', 'prednisolone (?:[2-9][0-9]|1[5-9]) ?mg', 'on steroids'],
  es: ['inmunosupres(?:or|ores|ion|ida|ido)', 'trasplante', 'sin bazo'], fr: ['immunosupp?res(?:seur|seurs|sion|se|see)', 'greffe', 'sans rate'], pt: ['imunossupress(?:or|ores|ao|ida|ido)', 'transplante', 'sem baco'],
} };
/** a limb crushed or struck, then tight and swollen with pain out of proportion (compartment syndrome) */
export const LIMB_TIGHT: Concept = { id: 'limb_tight_swollen', patterns: {
  en: ['(?:tight|hard) like (?:wood|a rock|stone|a board)', '(?:very |really )?swelling,? very tight', '(?:leg|calf|shin|arm|forearm|thigh)(?: is| feels)? (?:very |really |so )?(?:tight and swollen|swollen and tight|rock hard and swollen)', '(?:very|really|so) tight and swollen'],
  es: ['(?:pierna|brazo) (?:muy )?(?:tensa|dura) y hinchada'], fr: ['(?:jambe|bras|mollet) (?:tres )?(?:tendu|tendue|dur|dure) et gonfle(?:e)?'], pt: ['(?:perna|braco) (?:muito )?(?:tensa|dura) e inchada'],
} };
export const PAIN_OUT_OF_PROPORTION: Concept = { id: 'pain_out_of_proportion', patterns: {
  en: ['pain is (?:much |far |a lot )?more than before', 'foot is (?:going )?numb', "(?:pain|it) (?:is )?(?:terrible|unbearable|excruciating|agony|awful) (?:even|despite)", 'worse when (?:i |he |she )?(?:move|moving|stretch) (?:my |his |her |the )?(?:toes|fingers)', 'pain out of proportion', "(?:painkillers|tramadol|morphine|codeine) (?:are |is )?(?:not|n'?t) (?:helping|touching it|working)", '(?:toes|fingers|foot) (?:feel(?:s)? )?(?:like )?(?:pins|numb|tingling)'],
  es: ['dolor (?:terrible|insoportable) aunque', 'empeora al mover los dedos'], fr: ['douleur (?:terrible|insupportable) malgre', 'pire quand je bouge les orteils'], pt: ['dor (?:terrivel|insuportavel) mesmo', 'piora ao mexer os dedos'],
} };
export const NAUSEA: Concept = { id: 'nausea', patterns: {
  en: ['nause(?:a|ous|ated)', 'feel(?:ing|s)? (?:really |very )?sick', '(?:sweaty|clammy) and sick', 'sick and (?:sweaty|clammy)', 'queasy', 'sick to (?:my|the) stomach', 'vomit(?:ing|ed)?', 'threw up', 'throwing up'],
  es: ['nauseas?', 'ganas de vomitar', 'vomit(?:o|ando|e)'], fr: ['nausee(?:s)?', 'envie de vomir', 'mal au coeur', 'vomi(?:t|s|ssements?)?'], pt: ['enjoo', 'enjoad[oa]', 'nausea', 'vomit(?:o|ando|ei)'],
} };
/** a button battery gone missing near a young child: treated as swallowed until an X-ray says otherwise */
export const BATTERY_MISSING: Concept = { id: 'battery_missing', patterns: {
  en: ['batter(?:y|ies) (?:[a-z]+ ){0,3}?(?:is |are |was |has gone |have gone )?missing', 'missing (?:a |one |the )?(?:button |coin |small |round |flat |lithium )*batter(?:y|ies)', "(?:can'?t|cannot) find (?:the |a |one )?(?:button |coin |small |round |flat )*batter(?:y|ies)", 'button batter(?:y|ies)', 'coin (?:cell|batter(?:y|ies))'],
  es: ['(?:falta|desaparecio|no encuentro) (?:una |la )?pila', 'pila (?:de boton|botón)'], fr: ['(?:il manque|manque) une pile', 'pile(?:s)? bouton', 'ne trouve (?:pas|plus) la pile'], pt: ['(?:falta|sumiu|nao acho) (?:uma |a )?(?:pilha|bateria)', '(?:pilha|bateria) (?:de )?botao'],
} };
/** throat tightness or a hoarse voice: an airway reaction when an allergen came just before */
export const THROAT_TIGHT: Concept = { id: 'throat_tight_or_hoarse', patterns: {
  en: ['throat (?:feels |is |getting |feeling |went |gone )?(?:really |very |a bit )?(?:tight|tighter|swollen|thick|closing)', 'tight(?:ness)? (?:in )?(?:my |his |her )?throat', '(?:voice|voice is|voice has gone|voice gone) (?:hoarse|croaky|funny|strange)', 'hoarse(?: voice)?', '(?:trouble|difficulty|hard|struggling) (?:to )?swallow(?:ing)?'],
  es: ['garganta (?:apretada|cerrada|hinchada|tensa)', 'voz ronca', 'ronquera', 'me cuesta tragar'], fr: ['gorge (?:serree|gonflee|qui serre)', 'voix (?:rauque|enrouee|cassee)', 'du mal a avaler'], pt: ['garganta (?:apertada|fechando|inchada)', 'voz rouca', 'rouquidao', 'dificuldade (?:de|para) engolir'],
} };
/** an operation in the last few weeks */
export const RECENT_SURGERY: Concept = { id: 'recent_surgery', patterns: {
  en: ['(?:[0-9]+|a few|two|three|four|five|six|seven|eight|nine|ten|a couple of) (?:days?|weeks?) (?:post|after)[- ]?(?:op(?:eration)?|surgery|(?:my |her |his |a |the |an )?(?:[a-z]+ )?(?:operation|surgery|op|section|c-section|caesarean|cesarean|cholecystectomy|appendicectomy|appendectomy|hysterectomy|replacement|bypass|sleeve|repair))',
    'post[- ]?op(?:erative(?:ly)?)?(?: day)?', '(?:day|pod) ?[0-9]+ (?:post|after)', 'post (?:lap|laparoscopic|open|robotic) [a-z]+', 'post[- ](?:cholecystectomy|appendicectomy|appendectomy|hysterectomy|caesarean|c-section|surgery)',
    '(?:had|have had|underwent|got) (?:an? |my |her |his |the )?(?:[a-z-]+ ){0,3}(?:operation|surgery|op|section|caesarean|cesarean|sleeve|bypass|replacement|removed|out)(?: [a-z]+){0,3} (?:[0-9]+|a|one|a few|two|three|four|five|six|ten|a couple of) (?:days?|weeks?) ago',
    '(?:operation|surgery|op|c-section|caesarean|cesarean) (?:[0-9]+|a|one|a few|two|three|four|five|six|ten|a couple of) (?:days?|weeks?) ago', 'since (?:my|her|his|the) (?:operation|surgery|op)'],
  fr: ['(?:opere(?:e)?|operation|chirurgie|on m\'?a (?:fait|opere|enleve) (?:une? |la |le )?[a-z]*) (?:[a-z]+ ){0,3}il y a (?:[0-9]+|quelques|deux|trois|quatre|cinq|dix) (?:jours|semaines)', 'post[- ]?operatoire', 'depuis (?:mon|son|l\') ?operation'],
  es: ['(?:me operaron|le operaron|operad[oa]|operacion|cirugia|cesarea) (?:[a-z]+ ){0,3}hace (?:[0-9]+|unos|dos|tres|cuatro|cinco|diez) (?:dias|semanas)', 'post ?operatorio', 'despues de (?:la|mi) (?:operacion|cirugia|cesarea)'],
  pt: ['(?:fui operad[oa]|foi operad[oa]|operacao|cirurgia|cesarea|fiz (?:uma|a) [a-z]+) (?:[a-z]+ ){0,3}(?:ha|faz) (?:[0-9]+|uns|dois|tres|quatro|cinco|dez) (?:dias|semanas)', 'pos[- ]?operatorio', 'depois da (?:operacao|cirurgia|cesarea)'],
} };
/** a racing pulse (a watch or a note's HR 110 or more) or feeling dreadfully ill */
export const TACHY_OR_ILL: Concept = { id: 'fast_pulse_or_very_ill', patterns: {
  en: ['(?:hr|heart ?rate|pulse|heart|p) (?:is |was |of |at |about |around |~|= ?|: ?|beating |going |racing at )*(?:1[1-9][0-9]|2[0-9][0-9])', '(?:1[1-9][0-9]|2[0-9][0-9]) ?bpm', '(?:heart|pulse) (?:is |was )?(?:racing|pounding|very fast|really fast)', 'tachycardi(?:a|c)',
    '(?:feel|feels|feeling|felt) (?:absolutely |really |very |so )?(?:awful|terrible|dreadful|horrendous|rough as|like death|like i(?:\'m| am) dying)', ...SEPSIS_SIGN.patterns.en ?? []],
  fr: ['(?:coeur|pouls|frequence cardiaque|fc) (?:bat |est |a |de )*(?:1[1-9][0-9])', 'tachycard(?:ie|e)', '(?:je me sens|elle se sent|il se sent) (?:tres |vraiment )?(?:mal|tres mal)', ...SEPSIS_SIGN.patterns.fr ?? []],
  es: ['(?:corazon|pulso|frecuencia cardiaca|fc) (?:late |a |de |en |esta )*(?:1[1-9][0-9])', 'taquicardia', 'me siento (?:fatal|muy mal|horrible)', ...SEPSIS_SIGN.patterns.es ?? []],
  pt: ['(?:coracao|pulso|frequencia cardiaca|fc) (?:batendo |a |de |em |esta )*(?:1[1-9][0-9])', 'taquicardia', 'me sinto (?:muito mal|pessim[oa]|horrivel)', ...SEPSIS_SIGN.patterns.pt ?? []],
} };
export const ATRIAL_FIB: Concept = { id: 'atrial_fibrillation', patterns: {
  en: ['atrial fibrillation', 'a ?fib', 'afib', 'irregular heart ?beat', 'irregular heart'], es: ['fibrilacion (?:auricular)?', 'arritmia'], fr: ['fibrillation(?: auriculaire)?', 'arythmie'], pt: ['fibrilacao(?: atrial)?', 'arritmia'],
} };
/** the waters breaking or fluid leaking in pregnancy */
export const WATERS: Concept = { id: 'waters_leaking', patterns: {
  en: ['waters? (?:has |have |had )?(?:broken|broke|gone|went)', '(?:leaking|leak of|gush of|trickle of|losing) (?:clear )?(?:fluid|water)', '(?:clear )?(?:fluid|water|liquid) (?:is )?(?:leaking|coming|trickling|gushing)(?: out)?(?: from| of)? (?:my |the |down )?(?:vagina|down there|below)?', 'rupture of membranes', 'srom', 'prom'],
  es: ['(?:rompi|se me rompio|rompio) (?:la )?(?:fuente|bolsa)', '(?:liquido|agua) (?:claro )?(?:por|de) la vagina', 'perdiendo (?:liquido|agua)', 'sale (?:un )?liquido'],
  fr: ['perte (?:des eaux|de liquide)', '(?:j\'?ai |a )?perdu les eaux', 'poche des eaux (?:rompue|percee|fissuree)', '(?:je )?perds? (?:du |de l\'?)?(?:liquide|eau)', 'liquide (?:clair )?qui coule'],
  pt: ['bolsa (?:estourou|rompeu|rompida)', '(?:saindo|sai|perdendo) (?:um )?(?:liquido|agua)', 'liquido (?:claro )?pela vagina'],
} };

// ---------------------------------------------------------------------------------------------
// Exceptions: presentations a guideline calls safe without an ambulance, and what voids them

/** recovered completely, in the patient's or a relative's words */
export const RECOVERED: Concept = { id: 'fully_recovered', patterns: {
  en: ['(?:fully |completely |totally |right )?back to (?:normal|(?:my|his|her|their) (?:usual|normal|old) self)', '(?:fully|completely|totally) recovered', 'recovered (?:fully|completely|straight away|quickly|within (?:a|one|two|a few) minutes?)',
    '(?:feel|feels|felt|feeling|am|is|was|i\'?m|she\'?s|he\'?s) (?:completely |totally |absolutely |perfectly |absolutely )?(?:fine|ok|okay|well|normal|alright|all right) (?:now|since|again|afterwards|after)', 'came (?:round|around|to) (?:straight away|right away|quickly|within seconds|after a few seconds|in (?:a few )?seconds)', 'fine now', 'full recovery', '(?:woke|came) (?:up|round) (?:straight away|at once|in seconds)', 'c[oa]me round (?:fully|completely|in under a minute|within a minute)', '(?:been |is |was )?(?:completely |totally )?normal since', '(?:went|is|was) (?:completely |totally )?back to normal', '(?:been|has been|she\'?s been|he\'?s been|i\'?ve been) fine since', 'knows where (?:she|he|i) (?:is|am)', 'recovered (?:fully|completely) within (?:a|one) minute'],
  es: ['(?:ya )?(?:estoy|esta|me encuentro|se encuentra) (?:bien|perfectamente|normal)(?: ahora| ya)?', 'recuperad[oa] (?:del todo|por completo|totalmente)', 'como si nada', 'volvio a la normalidad', 'volvio a estar normal'],
  fr: ['(?:je vais|il va|elle va|je me sens|il se sent|elle se sent) (?:tres )?bien (?:maintenant|depuis|apres)', '(?:tout )?va bien maintenant', 'revenue? a (?:moi|lui|elle)', 'c\'?est passe', '(?:n\'?est |c\'?est )?jamais revenu', 'revenue? (?:a la normale|a son etat normal)', '(?:completement|totalement) (?:recupere|remis|remise)', 'comme si de rien n\'?etait'],
  pt: ['(?:ja )?(?:estou|esta|me sinto|se sente) (?:bem|normal|otim[oa])(?: agora| ja)?', 'voltou ao normal', 'recuperad[oa] (?:totalmente|por completo|completamente)', 'como se nada tivesse acontecido'],
} };
export const KNOWN_EPILEPSY: Concept = { id: 'known_epilepsy', patterns: {
  en: ['(?:i|he|she|they|my [a-z]+) (?:have|has|had) (?:had )?epilepsy', '(?:i am|i\'?m|he\'?s|she\'?s|he is|she is) (?:an )?epileptic', '(?:my|his|her|their) epilepsy', 'known epilep(?:sy|tic)', 'diagnosed (?:with )?epilepsy', 'epilepsy (?:since|for (?:years|[0-9]+ years))'],
  es: ['(?:tengo|tiene) epilepsia', '(?:soy|es) epileptic[oa]', 'mi epilepsia', 'su epilepsia'],
  fr: ['(?:je suis|il est|elle est) epileptique', '(?:j\'?ai|il a|elle a) (?:de )?l\'?epilepsie', 'mon epilepsie', 'son epilepsie'],
  pt: ['(?:tenho|tem) epilepsia', '(?:sou|e) epileptic[oa]', 'minha epilepsia', 'sua epilepsia'],
} };
export const USUAL_SEIZURE: Concept = { id: 'usual_seizure', patterns: {
  en: ['(?:one of )?(?:my|his|her|their) (?:usual|normal|typical|regular|ordinary) (?:seizures?|fits?|episodes?|absences?)', '(?:usual|typical) (?:seizure|fit) for (?:me|him|her)', '(?:like|same as) (?:my|his|her|their) (?:usual|normal|other) (?:seizures|fits|ones)', '(?:seizure|fit) like (?:always|usual|normal)'],
  es: ['(?:crisis|convulsion|ataque)(?: de las)? (?:de siempre|habitual|normal para (?:mi|el|ella))', 'como (?:siempre|las otras|las de siempre)'],
  fr: ['crise (?:habituelle|comme d\'?habitude|comme les autres)', 'comme d\'?habitude', 'mes crises habituelles'],
  pt: ['(?:crise|convulsao) (?:de sempre|habitual|normal pra mim)', 'como (?:sempre|as outras)'],
} };
/** what makes any seizure an ambulance call, even in known epilepsy (NICE/Epilepsy Society first aid) */
export const SEIZURE_DANGER: Concept = { id: 'seizure_danger', patterns: {
  en: ['first (?:ever )?(?:seizure|fit|one)(?! (?:in|for|since|this|of the) )', 'never had (?:a |one )?(?:seizure|fit) before', '(?:more than|over|longer than|at least) (?:5|five|a few) minutes', '(?:[5-9]|[1-9][0-9]|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) (?:minutes|mins)',
    "(?:won'?t|wouldn'?t|didn'?t|did not|doesn'?t) stop", 'still (?:seizing|fitting|shaking|jerking|having (?:it|them|the seizure))', 'another (?:one|seizure|fit)', '(?:second|third)(?: seizure| fit| one)? (?:today|in a row|this)', '(?:two|three|four|several|multiple|repeated|cluster of|back to back|more) (?:seizures|fits)', 'one after (?:the )?(?:other|another)', 'back to back', 'cluster',
    '(?:hit|banged|bumped|cut|injured|hurt|bit) (?:my |his |her |their |the )?(?:head|face|tongue badly)', 'injur(?:y|ies|ed)', 'bleeding', 'not (?:back to normal|waking|breathing|fully (?:awake|recovered)|himself|herself|right)', "(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not) (?:come round|come to|woken|woke|recovered|been right)", 'still (?:confused|drowsy|not right|not making sense)', 'blue', 'in the (?:water|bath|pool|sea)', 'pregnan(?:t|cy)', 'diabet(?:es|ic)', 'weak(?:ness)? (?:on|in|down) one side', 'breathing (?:is )?(?:difficult|hard|funny|strange|noisy)', 'fever', 'different from (?:my|his|her|their) usual', 'not (?:like|the same as) (?:my|his|her|their|the) usual'],
  es: ['primera (?:vez|crisis|convulsion)', '(?:mas de )?(?:[5-9]|[1-9][0-9]|cinco|diez|quince|veinte) minutos', 'no (?:para|paraba|se detiene)', 'otra (?:crisis|convulsion)', 'varias (?:crisis|convulsiones)', 'se (?:golpeo|dio) (?:en )?la cabeza', 'herid[oa]', 'no (?:despierta|se recupera|vuelve en si)', 'embarazada', 'fiebre', 'diferente (?:de|a) (?:las de siempre|lo habitual)'],
  fr: ['premiere (?:fois|crise)', '(?:plus de )?(?:[5-9]|[1-9][0-9]|cinq|dix|quinze|vingt) minutes', '(?:ne s\'?arrete|s\'?arretait) pas', 'une autre crise', 'plusieurs crises', 'cogne la tete', 'blesse(?:e)?', 'ne (?:se reveille|revient) pas', 'enceinte', 'fievre', 'differente (?:de|des) (?:d\'?habitude|habituelles)'],
  pt: ['primeira (?:vez|crise|convulsao)', '(?:mais de )?(?:[5-9]|[1-9][0-9]|cinco|dez|quinze|vinte) minutos', 'nao (?:parava|para)', 'outra (?:crise|convulsao)', 'varias (?:crises|convulsoes)', 'bateu a cabeca', 'machucad[oa]', 'ferid[oa]', 'nao (?:acorda|se recupera|volta a si)', 'gravida', 'febre', 'diferente (?:das|da) (?:de sempre|habitual)'],
} };
/** a faint's classic reflex triggers: a needle, a blood test, the sight of blood */
export const NEEDLE_OR_BLOOD_TRIGGER: Concept = { id: 'needle_or_blood_trigger', patterns: {
  en: ['(?:having|had|getting|got|gave|giving|donating|donated) (?:my |his |her |some )?blood (?:taken|drawn|test(?:ed)?|sample)?', 'blood (?:test|draw|sample|donation|being taken)', '(?:needle|needles|injection|injections|jab|jabs|vaccination|vaccine|vaccinated|flu shot|booster|ear piercing|piercing|tattoo|drip being put in|cannula|venepuncture|venipuncture|phlebotomy|cannulation)', '(?:sight|seeing|saw|see) (?:of )?(?:the |my |his |her |some )?blood'],
  es: ['(?:sacar|sacaron|sacarme|sacarle|extraer|extrajeron) (?:la )?sangre', '(?:analisis|analitica|extraccion|examen) de sangre', 'donar sangre', '(?:aguja|agujas|inyeccion|vacuna|pinchazo|piercing|tatuaje)', '(?:ver|vio|vi) (?:la )?sangre'],
  fr: ['prise de sang', 'don du sang', 'donner (?:mon |son )?sang', '(?:aiguille|aiguilles|piqure|injection|vaccin|vaccination|piercing|tatouage)', '(?:voir|vu|vue) du sang'],
  // "no exame" is Portuguese for "at the test": the preposition is part of the phrase, not a negation
  pt: ['tirar sangue', '(?:(?:no|na|num|numa) )?(?:exame|coleta|colheita) de sangue', 'doar sangue', '(?:(?:no|na|num|numa) )?(?:agulha|agulhas|injecao|vacina|picada|piercing|tatuagem)', '(?:ver|viu|vi) sangue'],
} };
/** weeks have passed since the episode (a TIA more than a week ago is a clinic within days, not an ambulance: NICE NG128) */
export const WEEKS_AGO: Concept = { id: 'weeks_ago', patterns: {
  en: ['(?:two|three|four|five|six|[2-9]|a few|several|some) weeks ago', 'last month', '(?:a|one|two|three|[2-9]) months? ago'],
  es: ['hace (?:dos|tres|cuatro|[2-9]|unas|varias) semanas', 'el mes pasado', 'hace (?:un|dos|[2-9]) mes(?:es)?'],
  fr: ['il y a (?:deux|trois|quatre|[2-9]|quelques) semaines', 'le mois dernier', 'il y a (?:un|deux|[2-9]) mois'],
  pt: ['(?:ha|faz) (?:duas|tres|quatro|[2-9]|umas|algumas) semanas', 'mes passado', '(?:ha|faz) (?:um|dois|[2-9]) mes(?:es)?'],
} };
/** the deficit is back or still there */
export const DEFICIT_NOW: Concept = { id: 'deficit_now', patterns: {
  en: ['again', 'still (?:numb|weak|clumsy|droopy|slurr)', 'happening now', 'right now', 'since this morning', 'today'],
  es: ['otra vez', 'de nuevo', 'todavia', 'sigue', 'hoy'], fr: ['encore', 'de nouveau', 'toujours', 'aujourd\'?hui'], pt: ['de novo', 'outra vez', 'ainda', 'hoje'],
} };
/** movement limited by pain: an arm that will not go above the head because the shoulder hurts is a shoulder, not a stroke */
export const PAIN_WORD: Concept = { id: 'pain_word', patterns: {
  en: ['hurts?', 'pain(?:ful)?', 'sore', 'aches?', 'aching'], es: ['duele', 'dolor'], fr: ['mal', 'douleur', 'douloureu(?:x|se)'], pt: ['doi', 'dor', 'dolorid[oa]'],
} };
export const OVERHEAD: Concept = { id: 'overhead', patterns: {
  en: ['above (?:my|his|her|the) head', 'over (?:my|his|her) head', 'behind (?:my|his|her) back', 'brush(?:ing)? (?:my|his|her) hair', 'shoulders?'],
  es: ['por encima de la cabeza', 'arriba de la cabeza', 'detras de la espalda', 'hombros?'], fr: ['au dessus de (?:ma|la|sa) tete', 'derriere le dos', 'epaules?'], pt: ['acima da cabeca', 'por cima da cabeca', 'atras das costas', 'ombros?'],
} };
/** weeks or months of a swallowing problem, still drinking: a two-week-wait referral, not choking */
export const WEEKS_LONG: Concept = { id: 'weeks_long', patterns: {
  en: ['(?:since|for) (?:[2-9]|two|three|four|a few|several|some|the last (?:few )?) ?(?:weeks?|months?|month)', '(?:weeks|months) now', 'getting (?:gradually )?worse over (?:weeks|months)'],
  es: ['desde hace (?:[2-9]|dos|tres|unos|varios) (?:semanas|meses)'], fr: ['depuis (?:[2-9]|deux|trois|quelques|plusieurs) (?:semaines|mois)'], pt: ['(?:ha|faz) (?:[2-9]|dois|duas|tres|uns|umas|alguns|algumas) (?:semanas|meses)'],
} };
export const CAN_DRINK: Concept = { id: 'can_drink', patterns: {
  en: ['can (?:drink|swallow) (?:water|liquids|drinks|fluids)', '(?:drink|drinking) water (?:ok|okay|fine)', '(?:liquids|drinks|water) (?:are |is |go down )?(?:ok|okay|fine)', 'can drink'],
  es: ['(?:puedo|puede) (?:beber|tomar) (?:agua|liquidos)'], fr: ['(?:peux|peut|arrive a) boire'], pt: ['(?:consigo|consegue) (?:beber|tomar) (?:agua|liquidos)'],
} };
export const AIRWAY_NOW: Concept = { id: 'airway_now', patterns: {
  en: ["(?:can'?t|cannot|unable to) (?:breathe|speak|talk|cough|swallow (?:my )?(?:spit|saliva))", '(?:turning|gone|went) blue', 'right now', 'just now', 'drooling'],
  es: ['no (?:puede|puedo) (?:respirar|hablar)', 'ahora mismo'], fr: ['(?:peut|peux) (?:pas|plus) (?:respirer|parler)', 'maintenant'], pt: ['nao (?:consegue|consigo) (?:respirar|falar)', 'agora mesmo'],
} };
/** recurring panic attacks that pass on their own: breathlessness that is part of them, not an airway emergency */
export const PANIC_ATTACKS: Concept = { id: 'panic_attacks', patterns: {
  en: ['panic attacks?', 'anxiety attacks?'], es: ['ataques? de (?:panico|ansiedad)', 'crisis de (?:panico|ansiedad)'], fr: ['crises? (?:de panique|d\'?angoisse)', 'attaques? de panique'], pt: ['ataques? de (?:panico|ansiedade)', 'crises? de (?:panico|ansiedade)'],
} };
export const PASSES_RECURRING: Concept = { id: 'passes_recurring', patterns: {
  en: ['pass(?:es)? (?:in|after|within)', 'go(?:es)? away (?:in|after|within)', 'settle(?:s)? (?:in|after|within)', 'for (?:a few |several |some |the past |the last )?(?:weeks|months)', 'over (?:in|within) (?:[0-9]+|a few|ten|twenty) minutes'],
  es: ['se (?:me |le )?pasa(?:n)? (?:en|a los)', 'desde hace (?:unos |varios )?meses'], fr: ['(?:ca|elles?) passe(?:nt)? (?:en|apres)', 'depuis (?:quelques |plusieurs )?mois'], pt: ['passa(?:m)? (?:em|depois)', '(?:ha|faz) (?:uns |alguns )?meses'],
} };
export const BREATHING_DANGER: Concept = { id: 'breathing_danger', patterns: {
  en: ['chest pain', 'blue', 'lips', 'swell(?:ing|ed|s)?', 'allerg', 'asthma', 'wheez', 'right now', 'faint', 'collaps'], es: ['dolor de pecho', 'morad', 'azul', 'hinchaz', 'alergi', 'asma'], fr: ['douleur (?:a la|dans la) poitrine', 'bleu', 'gonfl', 'allergi', 'asthme'], pt: ['dor no peito', 'rox', 'azul', 'inchad', 'alergi', 'asma'],
} };
/** a finger or toe that went purple after a knock is a bruise, not cyanosis */
export const BRUISE_SITE: Concept = { id: 'bruise_site', patterns: {
  en: ['finger', 'toe', 'nail', 'knee', 'shin', 'bruise'], es: ['dedo', 'una', 'rodilla', 'golpe'], fr: ['doigt', 'orteil', 'ongle', 'genou', 'bleu sur'], pt: ['dedo', 'unha', 'joelho', 'porta', 'pancada'],
} };
export const LIPS_FACE: Concept = { id: 'lips_face', patterns: {
  en: ['lips?', 'face', 'mouth', 'tongue', 'all over'], es: ['labios', 'cara', 'boca'], fr: ['levres', 'visage', 'bouche'], pt: ['labios', 'rosto', 'boca', 'cara'],
} };
/** standing long in the heat or a crowd, or getting up fast: the other common reflex (vasovagal or orthostatic) triggers */
export const STANDING_OR_HEAT_TRIGGER: Concept = { id: 'standing_or_heat_trigger', patterns: {
  en: ['standing (?:for (?:a )?(?:long|ages|hours)|in (?:a |the )?(?:hot |long |crowded )?(?:queue|line|sun|heat|church|assembly|crowd))', 'hot (?:queue|room|bath|shower|church|assembly|train|bus|day)', 'in the (?:heat|sun) (?:for|all)', '(?:stood|got|getting|standing) up (?:too )?(?:quickly|fast)', 'after a hot (?:bath|shower)'],
  es: ['de pie (?:mucho tiempo|en la fila|en la cola|al sol)', 'al levantarme (?:rapido|de golpe)', 'despues de (?:una )?ducha caliente', 'mucho calor'],
  fr: ['debout (?:longtemps|dans la file|au soleil)', 'en me levant (?:trop )?vite', 'apres (?:une )?douche chaude', 'grosse chaleur'],
  pt: ['em pe (?:muito tempo|na fila|no sol)', 'ao levantar (?:rapido|depressa)', 'depois de (?:um )?banho quente', 'muito calor'],
} };
/** what makes a faint worth an ambulance or same-day assessment whatever its trigger (ESC/NICE syncope red flags) */
export const SYNCOPE_DANGER: Concept = { id: 'syncope_danger', patterns: {
  en: ['chest (?:pain|tightness|pressure)', 'palpitation(?:s)?', '(?:heart|pulse) (?:was |is |went |kept )?(?:racing|pounding|fluttering|skipping|condition|problem|disease|failure|murmur)', '(?:racing|pounding|irregular) heart', 'short(?:ness)? of breath', "(?:can'?t|cannot) breathe", '(?:during|while|when) (?:exercis(?:e|ing)|running|playing|swimming|training|exertion|lying down|driving)', 'exercis(?:e|ing)', 'exertion',
    '(?:hit|banged|bumped|cut|injured|hurt) (?:my |his |her |their |the )?(?:head|face)', 'injur(?:y|ies|ed)', 'bleeding', 'black (?:stool|poo)', 'pregnan(?:t|cy)', '(?<!no (?:family )?(?:hx|history|fhx) (?:of )?)(?<!no fhx (?:of )?)sudden(?:ly)? death', '(?:died|dying) suddenly', 'confus(?:ed|ion)', 'still (?:dizzy|faint|woozy|drowsy|not right)', 'not (?:back to normal|right)', '(?:again|twice|three times|several times|keeps? (?:fainting|passing out))', 'weak(?:ness)? (?:on|in|down) one side', 'jerk(?:ing|ed)|seizure|fit', 'more than (?:a|one) minute', '(?:[2-9]|[1-9][0-9]|two|three|five|ten) minutes', 'diabet(?:es|ic)', 'blood thinners?', 'warfarin', 'no warning', 'without (?:any )?warning'],
  es: ['dolor (?:de|en el) pecho', 'palpitaciones', 'corazon (?:acelerado|muy rapido)', 'falta de aire', '(?:haciendo|durante el) (?:ejercicio|deporte)', 'corriendo', 'se (?:golpeo|dio) (?:en )?la cabeza', 'herid[oa]', 'embarazada', 'muerte subita', 'confundid[oa]', 'sigue mareado', 'otra vez', 'varias veces', 'sin aviso'],
  fr: ['douleur (?:a la|dans la) poitrine', 'palpitations', 'coeur (?:qui bat vite|qui s\'?emballe)', 'essouffle(?:e|ment)?', '(?:pendant|en faisant) (?:le |du )?(?:sport|effort)', 'en courant', 'cogne la tete', 'blesse(?:e)?', 'enceinte', 'mort subite', 'confus(?:e)?', 'encore (?:etourdi|des vertiges)', 'plusieurs fois', 'sans prevenir'],
  pt: ['dor no peito', 'palpitacoes', 'coracao (?:acelerado|disparado)', 'falta de ar', '(?:fazendo|durante o) (?:exercicio|esporte)', 'correndo', 'bateu a cabeca', 'machucad[oa]', 'gravida', 'morte subita', 'confus[oa]', 'ainda tonto', 'de novo', 'varias vezes', 'sem aviso'],
} };
/** chest pain brought on by exertion only */
export const ON_EXERTION: Concept = { id: 'on_exertion', patterns: {
  en: ["(?:when|while|if|whenever) (?:i'?m |i am |he'?s |she'?s |i |he |she )?(?:walk|walking|climb|climbing|go up|going up|run|running|jog|jogging|exercise|exercising|exert|hurry|hurrying|rush|rushing|carry|carrying|dig|digging|do the garden)", 'uphill', 'walking (?:uphill|up (?:a |the )?(?:hill|hills|stairs|slope))', '(?:on|with) exertion', 'exertional', '(?:up|climbing) (?:a |the )?(?:hill|stairs|slope)'],
  es: ['al (?:caminar|subir|andar|correr|hacer ejercicio|hacer esfuerzos?)', 'con (?:el )?esfuerzo', 'cuando (?:camino|subo|ando|corro)'],
  fr: ['a l\'?effort', 'en (?:marchant|montant|courant)', 'quand je (?:marche|monte|cours)'],
  pt: ['ao (?:caminhar|andar|subir|correr|fazer esforco)', 'aos esforcos', 'com (?:o )?esforco', 'quando (?:caminho|ando|subo|corro)'],
} };
/** ...and eased within minutes by rest */
export const EASES_WITH_REST: Concept = { id: 'eases_with_rest', patterns: {
  en: ["(?:goes|went|goes off|goes away|eases|eased|settles|settled|stops|disappears|passes|wears off|resolves|is relieved|gets better) (?:[a-z0-9'/]+ ){0,6}(?:rest|resting|i stop|stopping|i sit down|standing still|i stand still)", '(?:rest|resting|stopping) (?:and it )?(?:helps|eases it|relieves it|makes it go)', 'relieved (?:by|with) rest'],
  es: ['se (?:me |le )?(?:pasa|quita|alivia|calma) (?:al|con el|cuando) (?:descansar|reposo|paro|parar)'],
  fr: ['(?:passe|cede|s\'?arrete|disparait)(?: au| avec le| quand je me)? (?:repos|reposer|m\'?arrete)'],
  pt: ['(?:passa|melhora|alivia)(?: em [0-9]+ minutos)? (?:com|ao|quando) (?:o )?(?:repouso|descans[oa]r?|paro|parar)'],
} };
/** a pattern weeks or months old */
export const WEEKS_OR_MONTHS: Concept = { id: 'weeks_or_months', patterns: {
  en: ['(?:for|since|last|past|over) (?:the )?(?:last |past )?(?:[2-9]|1[0-9]|two|three|four|five|six|several|a few|a couple of) (?:weeks|months)', '(?:[2-9]|1[0-9]|two|three|four|five|six|several) (?:weeks|months) ago', '[2-9]/12', '[3-9]/52', 'x ?[2-9]/12', 'x ?[3-9]/52', 'for (?:months|a month|a year|years)', '(?:for |over |in )?the (?:past|last) (?:month|few months|year)', 'x ?[2-9] ?(?:wk|wks|weeks|months|mo)', '[2-9] ?(?:mo|mos|months|wks?|weeks)'],
  es: ['(?:desde )?hace (?:[2-9]|dos|tres|cuatro|varias|unas) (?:semanas|meses)', '(?:desde )?hace (?:1|un) mes'], fr: ['depuis (?:[2-9]|deux|trois|quatre|plusieurs|quelques) (?:semaines|mois)', 'depuis (?:1|un) mois'], pt: ['(?:ha|faz) (?:[2-9]|duas|tres|quatro|varias|algumas) (?:semanas|meses)', '(?:ha|faz) (?:1|um) mes'],
} };
/** what makes exertional chest pain unstable: pain at rest or at night, a worsening or changed pattern, long
 *  episodes, sweating, fainting, nausea (NICE CG95 and ESC: unstable angina is an emergency) */
export const ANGINA_UNSTABLE: Concept = { id: 'angina_unstable', patterns: {
  en: ["(?<!(?:never|not|no pain|no tightness|none) (?:comes on |happens |occurs |gets it |get it |had it )?)at rest", 'while resting', "(?:when|while) (?:i'?m |i am )?(?:sitting|resting|lying)", 'lying down', 'at night', 'wakes? me', 'woke me', 'in (?:my|his|her) sleep', "(?<!(?:not|no|never|hasn'?t|has not|isn'?t|is not|haven'?t|didn'?t) (?:got |gotten |been |become )?(?:any )?)getting worse", "(?<!(?:not|no|never|hasn'?t|has not|isn'?t|is not|haven'?t|didn'?t) (?:got |gotten |been |become |getting )?(?:any )?)worse(?:ning)?", 'more (?:often|frequent|frequently|easily)', 'less (?:walking|exertion|effort)',
    '(?<!no )chang(?:ed|ing)', '(?<!no )change in (?:the )?pattern', 'new pattern', 'lasts? (?:longer|more than)', '(?:1[0-9]|[2-9][0-9]) ?(?:min|mins|minutes)', 'half an hour', '(?:an|one) hour', 'sweat(?:ing|y)', 'clammy', 'faint(?:ed|ing)?', 'passed out', 'crushing', 'worst', 'nause(?:a|ous)', 'vomit(?:ing|ed)?', 'right now', 'still (?:have|got) (?:it|the pain)'],
  es: ['en reposo', 'de noche', 'me despierta', 'cada vez (?:peor|mas)', 'sudor', 'desmay'], fr: ['au repos', 'la nuit', 'me reveille', 'de plus en plus', 's\'?aggrave', 'empire', 'sueur', 'malaise'], pt: ['em repouso', 'a noite', 'me acorda', 'cada vez (?:pior|mais)', 'suor', 'desmai'],
} };
/** chest pain the patient can bring on by pressing */
export const PRESS_TENDER: Concept = { id: 'tender_on_pressing', patterns: {
  en: ["(?:hurts|sore|painful|tender|pain|aches?) (?:[a-z']+ ){0,3}(?:when|if) (?:i |you |he |she )?(?:press|push|touch|poke)", 'tender (?:to (?:the )?touch|on (?:pressing|palpation))', 'reproducible (?:on|with) (?:palpation|pressure|pressing)', 'press(?:ing)? on it (?:hurts|makes it worse)', 'tender (?:over|on) (?:the )?(?:ribs?|sternum|breastbone|costochondral)'],
  es: ['duele (?:al|cuando) (?:presion|apriet|toc)(?:ar|o)', '(?:aumenta|empeora|duele mas) (?:cuando|al) (?:aprieto|apretar|presiono|presionar|toco|tocar)'], fr: ['mal (?:quand|si) (?:j\'?)?appuie', 'douleur a la palpation', 'reproductible'], pt: ['doi (?:quando|ao) (?:aperto|apertar|pressiono|pressionar|toco|tocar)'],
} };
/** a clear muscular cause: lifting, the gym, a fall, a coughing fit */
export const STRAIN_TRIGGER: Concept = { id: 'strain_trigger', patterns: {
  en: ['mov(?:ed|ing) (?:furniture|house|boxes|a sofa|a couch|the sofa)', 'lift(?:ed|ing)', 'gym', 'workout', 'weights', 'press[- ]?ups', 'push[- ]?ups', 'bench press', 'new (?:gym|exercise|training|fitness) (?:programme|program|routine|class)', 'after (?:a )?(?:fall|coughing)', 'coughing (?:fits?|a lot)', 'carrying', 'worse (?:with|on|when) (?:moving|movement|twisting|turning|arm movement|i move)', 'costochondr(?:al|itis)'],
  es: ['gimnasio', 'levant(?:e|ar|ando) (?:peso|cajas|muebles)', 'mudanza', '(?:mover|movi|moviendo|cargar|cargue|cargando) (?:muebles|cajas|el sofa)'], fr: ['demenag(?:ement|e)', 'soulev(?:e|er|ant)', 'salle de sport', 'muscu(?:lation)?'], pt: ['academia', 'levant(?:ei|ar|ando) peso', 'mudanca', 'carreg(?:ar|uei|ando)'],
} };
/** what voids calling chest pain muscular (NICE CG95 cardiac and PE features) */
export const CHEST_WALL_DANGER: Concept = { id: 'chest_wall_danger', patterns: {
  en: ['sweat(?:ing|y)', 'clammy', 'short(?:ness)? of breath', 'breathless', "(?:can'?t|cannot) (?:catch my )?breath", '(?:radiat|spread|going|goes|shoot)[a-z]* (?:[a-z]+ ){0,3}(?:arm|jaw|neck|back)', 'crushing', 'pressure', 'heavy', 'heaviness', 'tight(?:ness)?', 'faint(?:ed|ing)?', 'passed out', 'cough(?:ing)? (?:up )?blood', '(?:calf|leg) (?:swollen|swelling|pain)', 'pregnan(?:t|cy)', '(?:worse )?(?:on|with) exertion', 'exertional', 'diabet(?:es|ic)', 'heart (?:disease|attack|problems?|condition)', 'stent', 'angina', 'fever', 'palpitation(?:s)?'],
  es: ['sudor', 'falta de aire', 'falta el aire', 'me ahogo', 'no puedo respirar', 'opresion', 'presion', 'se (?:me )?va al brazo', 'desmay', 'embarazada', 'fiebre'], fr: ['sueur', 'essouffl', 'oppression', 'serrement', 'irradie', 'malaise', 'enceinte', 'fievre'], pt: ['suor', 'falta de ar', 'falta o ar', 'sem ar', 'aperto', 'pressao', 'irradia', 'desmai', 'gravida', 'febre'],
} };
export const OVER_50: Concept = { id: 'over_50', patient: 'over50', patterns: { en: ['(?:5[0-9]|[6-9][0-9]) ?(?:years? old|yo|y/o|year-old)', '(?:5[0-9]|[6-9][0-9]) ?[mf]\\b'] } };
/** the first trimester, in weeks */
export const FIRST_TRIMESTER: Concept = { id: 'first_trimester', patterns: {
  en: ['(?:about |around |nearly |almost )?(?:[4-9]|1[0-2]) (?:weeks?|wks?) (?:pregnant|along|gestation)', 'pregnant (?:for |with |of |about |around )*(?:[4-9]|1[0-2]) (?:weeks?|wks?)', 'first trimester', 'early pregnancy', '(?:[4-9]|1[0-2])(?: ?\\+ ?[0-6])? ?/ ?40', '(?:[4-9]|1[0-2]) ?w(?:ks?)? (?:pregnant|gestation|pg)'],
  es: ['embarazada de (?:unas |casi )?(?:[4-9]|1[0-2]) semanas', '(?:[4-9]|1[0-2]) semanas de (?:embarazo|gestacion)', 'primer trimestre'],
  fr: ['enceinte de (?:[4-9]|1[0-2]) semaines', '(?:[4-9]|1[0-2]) semaines de grossesse', 'premier trimestre', 'debut de grossesse'],
  pt: ['gravida de (?:[4-9]|1[0-2]) semanas', '(?:[4-9]|1[0-2]) semanas de (?:gravidez|gestacao)', 'primeiro trimestre', 'inicio da gravidez'],
} };
export const LIGHT_BLEED: Concept = { id: 'light_bleeding', patterns: {
  en: ['spotting', 'spots of blood', 'light (?:bleeding|bleed|spotting)', '(?:a |some )?(?:little|bit of|small amount of|tiny bit of) (?:blood|bleeding)', 'brown(?:ish)? (?:discharge|blood)', 'pink(?:ish)? (?:discharge|blood)', 'streaks? of blood'],
  es: ['manchado', 'manchando', 'sangrado leve', 'poco sangrado', 'un poco de sangre', 'gotas de sangre', '(?:flujo|sangre) marron'],
  fr: ['saignements? legers?', 'petits? saignements?', 'quelques gouttes de sang', 'un peu de sang', 'pertes brunes', 'spotting'],
  pt: ['sangramento leve', 'pouco sangramento', 'um pouco de sangue', 'borra de cafe', 'corrimento marrom', 'escape'],
} };
/** what makes early-pregnancy bleeding an emergency (NICE NG126): heavy bleeding, real pain, one-sided or shoulder-tip pain, faintness, fever */
export const EARLY_BLEED_DANGER: Concept = { id: 'early_bleeding_danger', patterns: {
  en: ['heavy', 'heavily', 'soak(?:ed|ing)', 'pads? (?:an|every|each) hour', 'gush(?:ing)?', 'pouring', 'clots?', '(?:severe|bad|terrible|awful|strong|sharp|really painful|agonising|excruciating) (?:pain|cramps?|cramping)', '(?:pain|cramps?|cramping) (?:is |are )?(?:severe|bad|terrible|awful|strong|unbearable)', 'one side', 'one-sided', '(?:left|right) side', 'shoulder(?: tip)? pain', 'dizz(?:y|iness)', 'light[- ]?headed', 'faint(?:ed|ing)?', 'passed out', 'collaps(?:ed|e)', 'pale', 'clammy', 'fever', 'temperature'],
  es: ['abundante', 'mucha sangre', 'coagulos', 'dolor (?:fuerte|intenso|muy fuerte)', 'un lado', 'hombro', 'mareada', 'desmay', 'palida', 'fiebre'],
  fr: ['abondant', 'beaucoup de sang', 'caillots', 'douleur (?:forte|intense|violente)', 'un cote', 'epaule', 'vertiges?', 'malaise', 'evanoui', 'pale', 'fievre'],
  pt: ['intenso', 'muito sangue', 'coagulos', 'dor (?:forte|intensa)', 'um lado', 'ombro', 'tontura', 'desmai', 'palida', 'febre'],
} };
/** a small burn: the size of a coin, one small blister */
export const SMALL_BURN: Concept = { id: 'small_burn', patterns: {
  en: ['(?:small|little|tiny|minor) burn', '(?:size of|like|as big as|size like) (?:a )?(?:coin|fingernail|pea|stamp|thumbnail)', 'smaller than (?:a |my )?(?:coin|fingernail|thumb)', 'one small (?:blister|bubble)'],
  es: ['quemadura pequena', 'pequena quemadura', 'como una moneda'], fr: ['petite brulure', 'comme une piece'], pt: ['queimadura pequena', 'pequena queimadura', 'como uma moeda'],
} };
/** what makes any burn a burns-unit or emergency case (NICE CKS burns and scalds) */
export const BURN_DANGER: Concept = { id: 'burn_danger', patterns: {
  en: ['face', 'eyes?', 'mouth', 'lips', 'throat', 'airway', 'genitals?', 'chemical', 'acid', 'bleach', 'electric(?:al|ity)?', 'shock', 'white', 'charred', 'black', 'leathery', 'waxy', "(?:doesn'?t|does not|no longer) hurt", 'painless', 'numb', 'large', 'big', 'huge', 'whole', 'bigger than', 'all over', 'smoke', 'wraps? (?:all the way )?around', 'circumferential', 'fever', 'infected', 'pus'],
  es: ['cara', 'ojos?', 'quimic[oa]', 'electric[oa]', 'blanc[oa]', 'grande', 'toda la', 'humo', 'fiebre'], fr: ['visage', 'yeux', 'chimique', 'electrique', 'blanche', 'grande', 'tout le', 'fumee', 'fievre'], pt: ['rosto', 'olhos?', 'quimic[oa]', 'eletric[oa]', 'branc[oa]', 'grande', 'todo o', 'fumaca', 'febre'],
} };
export const OLDER: Concept = { id: 'older_adult', patient: 'older', patterns: { en: ['(?:6[5-9]|[7-9][0-9]|1[01][0-9]) ?(?:years? old|yo|y/o|year-old)', '(?:dad|mum|mom|mother|father|grandma|grandpa|grandmother|grandfather|granny|husband|wife|nan|grandad) (?:is |aged )?(?:6[5-9]|[7-9][0-9]|1[01][0-9])\\b', '(?:6[5-9]|[7-9][0-9]) ?(?:m|f|yo)\\b'] } };

export const RULES: readonly RedFlagRule[] = [
  { id: 'chest_pain', family: 'cardiac', kind: 'medical', label: 'Chest pain, pressure or tightness (possible heart attack)', any: {
    // "chest of drawers" never matches: every phrase needs a pain/pressure word next to "chest".
    en: [`${CHEST_WORD} (?:pain|pains|pian|pressure|tightness|tight|heaviness|discomfort|hurts?|is hurting|hurting|ache|aches|aching|squeezing|crushing|burning|is killing me|feels (?:tight|heavy|crushed|like it'?s being squeezed))`,
      `(?:pain|pains|pressure|tightness|heaviness|squeezing|crushing|weight|discomfort|ache) (?:in|on|across|around|over|through|behind) ${P} ${CHEST_WORD}`,
      `(?:crushing|squeezing|tight|heavy|stabbing|tearing|ripping) (?:feeling |sensation |pain )?(?:in|on|across) ${P} ${CHEST_WORD}`, `elephant (?:is )?(?:sitting |standing )?on ${P} ${CHEST_WORD}`,
      `${CHEST_WORD} (?:feels|is|went) (?:tight|heavy|crushed)`, 'heart attack', 'myocardial infarction', 'angina', 'stemi', 'nstemi', 'cardiac (?:pain|arrest)',
      '(?:pain|ache|pressure|heaviness) (?:that )?(?:is )?(?:spreading|radiating|radiates|spreads|going|goes|shooting|shoots|moving|moves) (?:down |up |into |to |through )+(?:my |his |her |the )?(?:left )?(?:arm|jaw|neck|shoulder|back)',
      '(?:tearing|ripping) pain (?:in|through|to) (?:my |his |her |the )?(?:chest|back)'],
    fr: ['douleurs? (?:dans la |a la |de |de la |en )?poitrine', 'douleurs? thoracique(?:s)?', 'mal (?:a la|dans la) poitrine', 'oppression (?:thoracique|dans la poitrine|a la poitrine)', 'serrement (?:dans la|a la) poitrine',
      'poitrine (?:serree|qui serre|oppressee|me fait mal|qui brule|comprimee)', 'crise cardiaque', 'infarctus', 'elephant sur (?:la|ma) poitrine', 'angine de poitrine', 'douleur qui (?:irradie|descend|monte|part) (?:dans|vers|jusqu\'a|jusque dans) (?:le|la|mon|ma) (?:bras|machoire|cou|epaule)'],
    es: ['dolor (?:[a-z]+ )?(?:de|en el) pecho', 'dolor toracico', 'opresion (?:en el|de|del) pecho', 'presion en el pecho', 'pecho apretado', 'me duele (?:mucho )?el pecho', 'me aprieta el pecho', 'ataque (?:al|de) corazon', 'infarto', 'elefante (?:en|sobre) (?:el|mi) pecho',
      'dolor que (?:se )?(?:irradia|extiende|propaga|baja|sube|corre|va|pasa) (?:al|hacia el|hacia la|por el|a la) (?:brazo|mandibula|quijada|cuello|hombro)'],
    pt: ['dor no peito', 'dor toracica', 'aperto no peito', 'pressao no peito', 'peito apertado', '(?:meu )?peito (?:doi|esta doendo)', 'ataque cardiaco', 'infarto', 'elefante (?:em cima do|no) (?:meu )?peito', 'dor que (?:irradia|desce|vai|corre) (?:para|pro|pelo) (?:o )?(?:braco|maxilar|queixo|pescoco|ombro)'],
    zh: ['胸(?:口|部)?(?:很|非常|特别|有点|有些|好|太|一阵阵)?(?:痛|疼|闷|压迫|发紧|紧|憋)', '胸部(?:疼痛|不适)', '心口(?:痛|疼)', '心绞痛', '心脏病(?:发作|犯了)', '心梗', '心肌梗', '胸口(?:像|好像)(?:压|被)', '(?:放射|蔓延|痛)到(?:左)?(?:手臂|胳膊|下巴|下颌)'],
    ar: ['(?:الم|وجع|ضغط|ثقل|ضيق) (?:شديد )?(?:في|ب|على)(?: ال| )?صدر', 'الم صدري', 'صدري (?:يوجعني|يؤلمني|ضاغط)', 'نوبة قلبية', 'جلطة (?:قلبية|في القلب)', 'ذبحة صدرية', 'الم (?:ينتشر|يمتد) (?:الى|إلى|ل)(?:ل)?(?:ذراع|فك|رقبة|كتف)'],
    hi: ['(?:सीने|छाती) (?:में|पर) (?:तेज )?(?:दर्द|जकड़न|दबाव|भारीपन)', 'दिल का दौरा', 'हार्ट अटैक', 'दर्द (?:बाएं )?(?:हाथ|बांह|जबड़े) (?:में|तक) (?:जा|फैल)', 'seene (?:me|mein|mai) dard', 'chhati (?:me|mein|mai) dard'],
  }, all: [[INDIGESTION, SWEATY_PALE], [JAW_ARM_ACHE, SWEATY_PALE, NAUSEA], [JAW_ARM_ACHE, SWEATY_PALE, BREATHING_TROUBLE]], unless: [
    { why: 'stable exertional angina: chest pain on exertion only, eased by rest within minutes, the same for weeks, with no pain at rest, no worsening and none of the acute features; NICE CG95 sends it to a rapid-access chest pain clinic, not an ambulance',
      all: [ON_EXERTION, EASES_WITH_REST, WEEKS_OR_MONTHS], none: [ANGINA_UNSTABLE] },
    { why: 'chest-wall pain: brought on by pressing, after a clear strain (lifting, the gym, a coughing fit), under 50, with no cardiac or clot feature (NICE CG95)',
      all: [PRESS_TENDER, STRAIN_TRIGGER], none: [CHEST_WALL_DANGER, OVER_50] },
  ] },  // "indigestion that won't go away" with sweating or pallor may be the heart
  { id: 'cannot_breathe', family: 'respiratory', kind: 'medical', label: 'Cannot breathe / severe shortness of breath', any: {
    en: ['(?:stop|stopping|pause|pausing|have to stop) (?:for (?:a )?breath )?between (?:words|sentences)', "(?:can'?t|cannot|unable to) (?:finish|complete|say) (?:a |my |his |her |full )?sentences?", '(?:blue |reliever |ventolin |salbutamol |albuterol )?inhaler (?:is )?(?:barely|not|isn\'?t|hardly) (?:touching|helping|working)', 'barely touching it', '(?:skin )?between (?:her|his|the|my) ribs (?:sucks|is sucking|sucking|pulls|pulling) in', 'ribs? (?:are |is )?(?:sucking|pulling|caving) in', '(?:chest|intercostal|subcostal) (?:recession|retractions?|indrawing)', 'tracheal tug', `${CANT} (?:catch ${P} )?(?:breath(?:e|ing)?|brethe|breth)(?! (?:through|out of|thru) (?:my |the |his |her )?nose)`, `(?:struggling|fighting|gasping|straining) (?:to breathe|for (?:air|breath))`, 'gasping',
      `${CANT} get (?:any |enough )?(?:air|breath)`, '(?:difficulty|trouble|problems?|hard time|struggling|labou?red) (?:with )?breathing', '(?:hard|difficult) to breathe',
      '(?:severe|severely|very|extremely|really|so|terribly|dangerously|acutely) (?:short of breath|breathless|shortness of breath|sob|winded)', '(?:severe|acute) (?:shortness of breath|dyspnoea|dyspnea|breathlessness)',
      '(?:short of breath|breathless|shortness of breath) (?:at rest|while resting|sitting still|even at rest|lying down)', `${CANT} (?:speak|talk|finish|say) (?:in )?(?:full |whole )?sentences`,
      'suffocating', "(?:not getting|running out of) (?:enough )?air", 'not breathing (?:properly|well|right|normally)', 'respiratory distress', 'air hunger', "inhaler (?:is ?n'?o?t|not|isn'?t) (?:working|helping)", '(?:severe|bad|serious) asthma attack', 'breathing (?:is )?(?:very |really )?(?:laboured|labored|noisy and fast|very fast)'],
    fr: ['(?:je )?(?:n\'arrive|ne peux|ne peut|n\'arrivons|n\'arrivent) (?:pas|plus) (?:a )?respirer', '(?:du mal|de la peine|difficulte(?:s)?) (?:a |pour )?respirer', 'difficultes? respiratoires?', 'detresse respiratoire', '(?:je |il |elle )?(?:suffoque|etouffe)', 'manque d\'air', 'essouffle(?:e|ment)? (?:severe|important|au repos|grave|intense)', 'respire (?:tres )?mal', 'cherche (?:mon|son|leur) air'],
    es: ['(?:no puedo|no puede|no podia|no logro|no podemos) respirar', '(?:dificultad|problemas?) (?:para|al) respirar', 'me cuesta (?:mucho )?respirar', 'me (?:estoy )?ahog(?:o|ando)', 'se (?:esta )?ahog(?:a|ando)', 'asfixi(?:a|ando|ado)', 'falta de (?:aire|aliento) (?:severa|grave|intensa|en reposo)', 'mucha falta de aire', 'no me entra (?:el )?aire', 'dificultad respiratoria', 'insuficiencia respiratoria'],
    pt: ['(?:nao consigo|nao consegue|nao conseguia|nao conseguimos) respirar', '(?:dificuldade|problema) (?:para|de|em|ao) respirar', 'falta de ar (?:grave|forte|intensa|severa|em repouso)', 'muita falta de ar', 'sufoc(?:ando|ado|ada)', 'asfixi(?:a|ando|ado)', 'nao entra ar', 'insuficiencia respiratoria', 'desconforto respiratorio'],
    zh: ['喘不(?:过|上)(?:来)?气', '呼吸(?:很|非常|特别)?困难', '(?:不能|无法|没法|没办法)呼吸', '透不过气', '上不来气', '窒息', '憋得(?:慌|难受|喘不)', '呼吸急促(?:得)?(?:厉害|严重)', '严重气短'],
    ar: ['(?:لا|ما|مش|مو) (?:استطيع|اقدر|يستطيع|يقدر|تستطيع|تقدر|قادر|قادرة) (?:ان )?(?:اتنفس|يتنفس|تتنفس|التنفس)', 'لم اعد (?:استطيع|اقدر) (?:ان )?(?:اتنفس|التنفس)', 'صعوبة (?:شديدة )?(?:في|ب)(?: ال|ال)?تنفس', 'ضيق (?:شديد|حاد) (?:في )?(?:ال)?(?:تنفس|نفس)', 'اختناق', 'مختنق', 'نفسي (?:مقطوع|مكتوم)', 'ضيق تنفس حاد'],
    hi: ['सांस (?:नहीं ले पा|नहीं आ रह|लेने में (?:बहुत )?(?:दिक्कत|तकलीफ|परेशानी|कठिनाई|मुश्किल))', 'दम घुट', 'सांस (?:बहुत )?(?:फूल|उखड़)', 'साँस (?:नहीं|लेने में)', 'saa?ns (?:nahi|nahin) (?:le|aa)', 'saa?ns lene (?:me|mein) (?:dikkat|takleef|taklif|problem)'],
  }, unless: [
    { why: 'breathlessness that is part of recurring panic attacks which pass on their own, with no chest pain, blueness, swelling, allergy or asthma: an anxiety disorder seen in days (NICE CG113), not an airway emergency',
      all: [PANIC_ATTACKS, PASSES_RECURRING], none: [BREATHING_DANGER] },
  ] },
  { id: 'cardiac_arrest', family: 'cardiac', kind: 'medical', label: 'Not breathing / no pulse (possible cardiac arrest)', any: {
    en: ["(?:not|stopped|isn'?t|is not|wasn'?t|no longer) breathing(?! (?:properly|well|right|normally|through|easily))", 'no (?:pulse|heartbeat|heart beat)', "(?:heart|breathing) (?:has )?stopped", '(?:doing|giving|started|performing|needs?) cpr', 'cardiac arrest'],
    fr: ['ne respire (?:plus|pas)', '(?:pas|plus) de pouls', 'arret cardiaque', '(?:fais|faire|commence) (?:un |le )?massage cardiaque'],
    es: ['no (?:esta )?respira(?:ndo)?', 'dejo de respirar', '(?:no tiene|sin) pulso', 'paro cardiaco', 'paro cardiorrespiratorio', '(?:hago|haciendo|hacer|dando) (?:rcp|reanimacion)'],
    pt: ['nao (?:esta )?respira(?:ndo)?', 'parou de respirar', '(?:sem|nao tem) pulso', 'parada cardiaca', 'parada cardiorrespiratoria', '(?:fazendo|fazer|faco) (?:rcp|massagem cardiaca)'],
    zh: ['没有呼吸(?!困难|急促|问题|不畅)', '(?:停止|没了)呼吸', '没(?:有)?(?:了)?心跳', '心跳(?:停|没了)', '心脏骤停', '心跳骤停', '(?:做|在做)心肺复苏'],
    ar: ['لا (?:يتنفس|تتنفس)', 'توقف(?:ت)? (?:عن )?التنفس', '(?:لا يوجد|ما في|مافي|بدون) نبض', 'توقف (?:ال)?قلب', 'سكتة قلبية', 'انعاش قلبي'],
    hi: ['सांस नहीं ले (?:रहा|रही)', 'सांस (?:रुक|बंद हो) ग', 'नब्ज नहीं', 'धड़कन (?:रुक|बंद)', 'सीपीआर'],
  } },
  { id: 'choking', family: 'respiratory', kind: 'medical', label: 'Choking / airway obstruction', any: CHOKING.patterns, unless: [
    { why: 'food sticking for weeks or months while liquids still go down is progressive dysphagia (NICE NG12: a two-week-wait referral), not an airway obstruction now',
      all: [WEEKS_LONG, CAN_DRINK], none: [AIRWAY_NOW] },
  ] },
  { id: 'choking_child', family: 'pediatric', kind: 'medical', label: 'Choking child', all: [[CHILD, CHOKING]] },
  { id: 'cyanosis', family: 'respiratory', kind: 'medical', label: 'Turning blue / blue lips (cyanosis)', any: {
    en: ['(?:turning|turned|going|gone|went) (?:a bit |a little |slightly )?(?:blue|bluish|blueish|grey|greyish|gray|grayish|purple)', "(?:lips|face|skin|mouth|fingertips|tongue|fingers) (?:are |is |look |looks |looking |turning |turned |going |gone |went |seem |seems )?(?:a bit |a little |slightly |kind of |kinda |quite |really |very )?(?:blue|bluish|blueish|purple|grey|gray|greyish|dusky)(?! (?:shirt|dress|lipstick|paint|dye|from the (?:cold|popsicle)))", 'blue (?:lips|face|around the mouth)', 'cyano(?:sis|tic|sed|zed)'],
    fr: ['(?:levres|visage|bouche) (?:sont |est |deviennent |devient |toutes? )?(?:bleue?s?|violette?s?|grise?s?)', 'devien(?:t|s|nent) (?:tout )?bleue?', 'cyanos(?:e|ee)'],
    es: ['(?:labios|cara|boca) (?:estan |esta |se (?:le |me )?(?:pusieron|puso|ponen|pone) )?(?:azul(?:es)?|morad[oa]s?)', '(?:se esta poniendo|se puso) (?:azul|morad[oa])', 'cianos(?:is|ado|ada)'],
    pt: ['(?:labios|rosto|boca) (?:estao |esta |ficaram |ficou )?(?:azu(?:l|is)|rox[oa]s?|arroxead[oa]s?)', '(?:ficando|ficou) (?:azul|rox[oa])', 'cianos(?:e|ado|ada)'],
    zh: ['嘴唇(?:发)?(?:紫|青|蓝|乌)', '(?:脸|面色)(?:发)?(?:紫|青)', '发绀', '紫绀'],
    ar: ['(?:الشفاه|شفاهه|شفايفه|شفتاه|شفايفي|الشفايف|شفتيه|وجهه|شفاه) (?:زرقاء|ازرق|زرق|مزرقة|ازرقت)', 'ازرقاق', 'زرقة (?:في )?(?:ال)?(?:شفاه|وجه)'],
    hi: ['होंठ (?:नीले|नीला|बैंगनी)', 'चेहरा (?:नीला|नीले)', 'नीला पड़'],
  }, unless: [
    { why: 'a finger, toe or knee gone purple after a knock is a bruise; blue lips or face still fire',
      all: [BRUISE_SITE], none: [LIPS_FACE] },
  ] },
  { id: 'stroke', family: 'stroke', kind: 'medical', label: 'Possible stroke (named by the patient)', any: {
    // "heat stroke", "stroke of luck", "breast stroke" are not strokes ("heat stroke" has its own rule).
    en: ['(?<!(?:heat|sun|back|breast|swimming|brush|key|master|golf|paint) )(?:stroke|stroek|storke|strok)(?! of (?:luck|genius|midnight|the pen|a pen))', 'mini[- ]stroke', 'cva', 'transient isch(?:a)?emic attack', 'brain (?:bleed|attack)'],
    fr: ['avc', 'accident vasculaire', 'attaque cerebrale', 'hemorragie cerebrale'],
    es: ['ictus', 'derrame cerebral', 'acv', 'accidente cerebrovascular', 'embolia cerebral', 'trombosis cerebral'],
    pt: ['avc', 'derrame(?! (?:no olho|pleural|articular|de))', 'acidente vascular'],
    zh: ['中风', '脑卒中', '卒中', '脑梗', '脑溢血', '脑出血', '脑血栓'],
    ar: ['جلطة (?:دماغية|في المخ|بالمخ|في الدماغ)', 'سكتة دماغية', 'نزيف (?:في )?(?:ال)?دماغ'],
    hi: ['स्ट्रोक', 'ब्रेन स्ट्रोक', 'लकवे का (?:दौरा|अटैक)', 'पक्षाघात'],
  } },
  { id: 'stroke_facial_droop', family: 'stroke', kind: 'medical', label: 'Facial droop (stroke sign)', any: {
    en: ['(?:face|mouth|lip|smile) (?:is )?(?:going|gone|went|pulled|pulling|dropping|dropped|hanging) (?:down )?(?:on|to) one side', `(?:face|mouth|smile|lip|eyelid|cheek) (?:is |has |looks |went |started |seems )?(?:drooping|droopy|drooped|droops|sagging|sagged|lopsided|crooked|uneven|twisted|numb|fallen)`,
      '(?:droop(?:ing|y)?|sagging|lopsided|crooked) (?:face|mouth|smile)', `(?:one|left|right) side of ${P} (?:face|mouth) (?:is |has |went |looks )?(?:drooping|droopy|numb|weak|fallen|dropped|sagging|paralys|paralyz)`,
      `${CANT} (?:feel|move) ${P} face`, 'face went (?:numb|weird|slack)', 'facial (?:droop|palsy|paralysis|weakness|numbness)', "bell'?s palsy"],
    fr: ['visage (?:qui )?(?:tombe|affaisse|paralyse|de travers|engourdi)', 'bouche (?:qui )?(?:tombe|de travers|deviee|tordue)', 'paralysie faciale', '(?:un )?cote du visage (?:tombe|paralyse|engourdi)'],
    es: ['cara (?:caida|torcida|paralizada|dormida|chueca)', 'boca (?:torcida|chueca|de lado|caida)', 'se le cae (?:la boca|un lado de la cara)', '(?:se me|se le) cayo la cara', 'paralisis facial', 'lado de la cara (?:caido|dormido|paralizado)'],
    pt: ['rosto (?:caido|torto|paralisado|dormente)', 'boca (?:torta|caida|de lado|entortou)', 'paralisia facial', 'lado do rosto (?:caido|dormente|paralisado)'],
    zh: ['口角歪斜', '嘴(?:巴)?歪', '面瘫', '脸(?:部)?(?:歪|下垂|麻)', '半边脸(?:麻|麻木|不能动|歪)', '口眼歪斜'],
    ar: ['(?:تدلي|ارتخاء|انحراف|شلل) (?:في )?(?:ال)?(?:وجه|فم)', '(?:ال)?(?:فم|وجه) (?:مائل|معوج|مايل|عوج)', 'فمي معوج', 'وجهي مايل', 'شلل الوجه'],
    hi: ['(?:चेहरा|मुंह|मुँह) (?:टेढ़ा|टेढा|लटक|सुन्न)', 'चेहरे का एक (?:तरफ|हिस्सा)', 'चेहरे पर लकवा'],
  } },
  { id: 'stroke_speech', family: 'stroke', kind: 'medical', label: 'Slurred or garbled speech (stroke sign)', any: {
    en: ['words? (?:to )?(?:come|came|coming|comes) out (?:wrong|jumbled|muddled|funny|all wrong|garbled)', '(?:speak|speaks|speaking|talk|talks|talking) (?:strange|weird|wrong|odd|nonsense|mixed up) words', '(?:is |he is |she is )?speak strange', 'slurr(?:ed|ing|s)(?: (?:speech|words|his words|her words|my words))?', 'sluring', '(?:speech|talking|voice) (?:is |was |sounds |became )?(?:slurred|garbled|jumbled|weird|strange|gibberish)', 'garbled (?:speech|words)',
      '(?:words|sentences) (?:are |were )?(?:coming out )?(?:wrong|jumbled|garbled|mixed up|all wrong)', `${CANT} (?:speak|talk|get (?:my|his|her|the) words out|find (?:my|his|her|the) words|form words)`, '(?:trouble|difficulty|problems?) (?:speaking|talking|finding words|getting words out)', 'talking gibberish', 'aphasia', 'dysarthria',
      '(?:talking|speaking|sounds) (?:a bit |a little |really |very )?(?:funny|strange|weird|odd|oddly|drunk)', '(?:typing|saying|using|writing) (?:the )?wrong words', 'mixing up (?:my |his |her |their )?words', 'words (?:that )?(?:make|made) no sense'],
    fr: ['parole (?:pateuse|confuse|difficile|bizarre)', 'parle (?:bizarrement|de travers|difficilement|bizarre|avec difficulte)', 'difficultes? (?:a|pour) parler', '(?:n\'arrive|ne peux|ne peut|n\'arrivait) (?:plus |pas )(?:a )?parler', 'ne peut plus parler', 'bafouill(?:e|er)', 'mots (?:qui ne sortent pas|melanges)', 'troubles? de (?:la parole|l\'elocution)', 'aphasie', 'elocution difficile', 'mots qui ne veulent rien dire', 'cherche ses mots'],
    es: ['le cuesta (?:encontrar las palabras|hablar)', 'no encuentra las palabras', 'habla (?:arrastrada|confusa|torpe|rara|enredada|raro|extrano|mal de repente)', 'hablando (?:raro|extrano|arrastrado|mal)', 'palabras (?:que no tienen|sin) sentido', 'no le salen las palabras', 'arrastr(?:a|o|ando) las palabras', 'no (?:puedo|puede|podia) hablar', 'dificultad (?:para|al) hablar', 'lengua trabada', 'se le traba la lengua', 'afasia'],
    pt: ['fala (?:enrolada|arrastada|embolada|confusa|estranha|pastosa)', 'falando (?:enrolado|arrastado|estranho|embolado)', 'nao (?:consigo|consegue|conseguia) falar', 'dificuldade (?:para|de|em|ao) falar', 'lingua enrolada', 'afasia', 'falando (?:estranho|enrolado|esquisito)', 'fala enrolada', 'palavras sem sentido'],
    zh: ['说话(?:含糊|不清|不利索|困难|大舌头)', '口齿不清', '说不出话', '讲话(?:含糊|不清)', '吐字不清', '言语不清', '不能说话', '舌头发硬'],
    ar: ['صعوبة (?:في )?(?:ال)?(?:كلام|نطق|تكلم)', 'كلام(?:ه|ها|ي)? (?:متلعثم|ثقيل|غير مفهوم|مو مفهوم|مش مفهوم)', '(?:لا|ما|مش) (?:استطيع|يستطيع|تستطيع|اقدر|يقدر|تقدر|قادر) (?:ان )?(?:الكلام|اتكلم|يتكلم|تتكلم)', 'ثقل (?:في )?(?:ال)?لسان', 'تلعثم'],
    hi: ['(?:बोलने|बात करने) में (?:दिक्कत|परेशानी|तकलीफ)', '(?:आवाज|आवाज़|जुबान|जबान|ज़बान) (?:लड़खड़ा|लड़खड़ाने|तुतला)', 'बोल नहीं (?:पा|सक)', 'शब्द नहीं निकल'],
  } },
  { id: 'stroke_weakness', family: 'stroke', kind: 'medical', label: 'One-sided weakness or numbness (stroke sign)', any: {
    // "cannot move my arm" fires even without "left/right": it may be a shoulder injury, but the safe side wins.
    // "cannot lift my arm above my head / behind my back" is a limited range of movement (a shoulder sign), not weakness.
    en: ['(?:cannot|can ?not|can\'?t|couldn\'?t|could not|unable to) (?:hold|lift|grip|pick up) (?:the|a|his|her|my) (?:cup|mug|glass|kettle|pen|phone|fork|spoon)(?! (?:since|because|after) (?:i |he |she |my |his |her )?(?:broke|hurt|injured|sprained|fractured|cut|arthritis|wrist|hand|thumb))', 'walk(?:ed|ing|s)? into (?:the )?(?:left|right) (?:side )?(?:of (?:the )?)?(?:door ?frame|door|wall)', 'missing (?:the )?(?:food )?on the (?:left|right) (?:half|side) of (?:my|his|her|the) plate', '(?:drooping|weak|heavy|numb) (?:left|right) arm', '(?:hand|arm|fingers) (?:feels |feel |is |are |went |has gone |suddenly |to suddenly |suddenly went |to go |go |goes |gone )*(?:clumsy|useless|like it belongs to someone else)', '(?:keep|keeps|kept) dropping (?:things|my pen|the pen|my cup|cups|his cup|her cup)', `(?:one|left|right) side (?:of ${P} body )?(?:is |went |feels |has gone |gone |suddenly )?(?:weak|numb|paralys(?:ed)?|paralyz(?:ed)?|limp|dead|heavy|tingling)`,
      `(?:weak(?:ness)?|numb(?:ness)?|paralysis|tingling|heaviness) (?:in|on|of|down) ${P} (?:left|right|one) (?:side|arm|leg|hand)`,
      `${SUDDEN} (?:weak(?:ness)?|numb(?:ness)?|paralys(?:ed|is)?)(?: in| on| of)? ?(?:${P} )?(?:arm|leg|hand|side|face)?`, `${CANT} (?:move|lift|feel|raise|use|grip with) ${P} (?:left |right )?(?:arm|leg|hand|side)(?! (?:above|over|past|higher than|up above|behind|to (?:the |my )?(?:top|side)))`,
      `(?:left|right) (?:arm|leg|hand) (?:is |went |has gone |feels |suddenly )?(?:weak|numb|dead|limp|paralys(?:ed)?|paralyz(?:ed)?|useless)`, 'hemipar(?:esis|etic)', 'hemipleg(?:ia|ic)', 'one[- ]sided (?:weakness|numbness)'],
    fr: ['faiblesse (?:du|d\'un|sur un|de tout le) cote', '(?:cote|bras|jambe) (?:gauche|droit|droite) (?:paralyse(?:e)?|engourdi(?:e)?|faible|ne repond plus|sans force)', '(?:je )?ne (?:peux|peut|sens) plus (?:bouger |lever )?(?:le |mon |son |ma |sa )?(?:bras|jambe|main)', 'n\'arrive plus a (?:lever|bouger|soulever) (?:le |son |sa |mon |ma )?(?:bras|jambe|main)', 'hemiplegie', 'engourdissement (?:soudain|brutal|d\'un cote)', '(?:bras|jambe) (?:engourdi|paralyse|ne repond plus)'],
    es: ['se le cae(?:n)? (?:[a-z]+ ){0,3}de la mano', 'no atina a (?:coger|agarrar|sujetar)', 'se le caen las cosas de la mano', 'debilidad (?:en|de) un lado', '(?:lado|brazo|pierna) (?:izquierd[oa]|derech[oa]) (?:dormid[oa]|paralizad[oa]|debil|sin fuerza|entumecid[oa])', 'no (?:puedo|puede) (?:mover|levantar|sentir) (?:el|la|mi|su) (?:brazo|pierna|mano)', 'hemiplejia', 'hormigueo de un lado', 'se le durmio (?:medio cuerpo|un lado)'],
    pt: ['fraqueza (?:de|em|num) um lado', '(?:lado|braco|perna) (?:esquerd[oa]|direit[oa]) (?:dormente|paralisad[oa]|frac[oa]|sem forca)', 'nao (?:consigo|consegue) (?:mexer|levantar|sentir) (?:o|a|meu|minha|seu|sua) (?:braco|perna|mao)', 'hemiplegia', 'dormencia de um lado'],
    zh: ['半身不遂', '(?:一侧|一边|半边|左侧|右侧|左边|右边)(?:身体|肢体|手|腿|胳膊)?(?:无力|麻木|发麻|不能动|动不了|没有力气|没力气)', '(?:手臂|胳膊|手|腿)(?:突然)?(?:抬不起来|没(?:有)?力气|不能动|动不了)', '偏瘫'],
    ar: ['(?:ضعف|خدر|تنميل|شلل) (?:في )?(?:جهة|جانب|نصف) (?:واحد|واحدة|الجسم|جسمي)', 'شلل نصفي', '(?:لا|ما) (?:استطيع|اقدر|يستطيع|يقدر) (?:تحريك|ارفع|رفع) (?:ذراعي|يدي|رجلي|ساقي|ذراعه|يده|رجله)', '(?:ذراعي|يدي|رجلي|الذراع|اليد) (?:اليسرى|اليمنى)? ?(?:مشلول|ضعيف|خدران|ميت)'],
    hi: ['एक (?:तरफ|तरफ़|ओर) (?:का )?(?:शरीर )?(?:कमजोरी|कमज़ोरी|सुन्न|कमजोर)', 'आधे शरीर (?:में|पर) (?:कमजोरी|सुन्न|लकवा)', '(?:हाथ|पैर|बांह) (?:नहीं )?(?:उठ नहीं|हिल नहीं|सुन्न हो)', '(?:बाएं|दाएं) (?:हाथ|पैर|तरफ) (?:में )?(?:कमजोरी|सुन्न)'],
  }, unless: [
    { why: 'a one-sided weakness or numbness that fully cleared weeks ago and has not come back: a TIA more than a week old is a specialist clinic within days (NICE NG128), not an ambulance',
      all: [WEEKS_AGO, RECOVERED], none: [DEFICIT_NOW] },
    { why: 'an arm that will not go above the head or behind the back because it hurts is a painful shoulder, not a weak one',
      all: [PAIN_WORD, OVERHEAD], none: [DEFICIT_NOW] },
  ] },
  { id: 'stroke_vision_loss', family: 'stroke', kind: 'medical', label: 'Sudden vision loss', any: {
    // plain "can't see" is not enough ("I can't see the doctor until Monday")
    en: [`${SUDDEN} (?:lost (?:my |his |her )?(?:vision|sight)|blind|went blind|${CANT} see|vision loss|loss of vision|double vision|blurred vision)`, 'went blind', `lost (?:the )?(?:vision|sight) (?:in|of|out of) ${P} eyes?`,
      `${CANT} see (?:anything|out of|with|from) ${P}? ?(?:eyes?|left|right)?`, `curtain (?:came |coming |falling )?(?:down |over )(?:${P} )?(?:eye|vision|sight)`, '(?:sudden|suddenly) (?:lost|losing) vision', 'vision (?:suddenly )?(?:went|goes) (?:black|dark|dim)'],
    fr: ['perte (?:brutale |soudaine |subite )?de (?:la )?vue', 'perte (?:brutale |soudaine |subite )?de (?:la )?vision', 'je ne vois plus (?:rien|de l\'oeil)', 'devenu(?:e)? aveugle', 'perdu la vue', 'aveugle d\'un coup', 'voile noir'],
    es: ['perdi la vista', 'perdida (?:subita |repentina )?de (?:la )?(?:vision|vista)', 'no veo (?:nada|de un ojo)', 'me quede ciego', 'ceguera (?:subita|repentina)'],
    pt: ['perdi a (?:visao|vista)', 'perda (?:subita |repentina )?de (?:visao|vista)', 'nao (?:enxergo|vejo) (?:nada|de um olho)', 'fiquei cego', 'cegueira (?:subita|repentina)'],
    zh: ['突然(?:看不见|失明|看不清)', '一只眼(?:睛)?(?:看不见|失明)', '视力(?:突然)?丧失', '眼前(?:突然)?一(?:片)?黑(?:看不见)?'],
    ar: ['فقدان (?:مفاجئ )?(?:لل|في ال|ال)(?:بصر|نظر)', 'فقدت (?:ال)?(?:بصر|نظر)', 'عمى مفاجئ', '(?:لا|ما) (?:ارى|اشوف) (?:شيئا|شي|اي شيء)'],
    hi: ['अचानक (?:दिखना बंद|दिखाई (?:नहीं|देना बंद))', 'आंखों की रोशनी (?:चली|जा)', 'एक आंख से (?:नहीं )?दिख(?:ना बंद|ाई नहीं)'],
  } },
  { id: 'stroke_confusion', family: 'stroke', kind: 'medical', label: 'Sudden confusion', any: {
    en: [`${SUDDEN} (?:became |got |is |very )?(?:confused|confusion|disoriented|disorientated|not making sense|talking nonsense|doesn'?t (?:know|recogni[sz]e))`, 'confused (?:all of a sudden|suddenly)', "(?:suddenly )?doesn'?t (?:know|recogni[sz]e) (?:me|where (?:he|she) is|who)"],
    fr: ['confusion (?:soudaine|brutale|subite)', '(?:soudainement|brusquement|d\'un coup) (?:tres )?(?:confus|desoriente)', 'ne (?:me )?reconnait plus'],
    es: ['confusion (?:subita|repentina)', 'de repente (?:esta |se puso )?(?:confundid[oa]|desorientad[oa])', 'ya no (?:me )?reconoce'],
    pt: ['confusao (?:subita|repentina|mental subita)', 'de repente (?:ficou |esta )?(?:confus[oa]|desorientad[oa])', 'nao (?:me )?reconhece mais'],
    zh: ['突然(?:神志不清|意识模糊|糊涂|胡言乱语|认不出人|说胡话|迷糊)'],
    ar: ['(?:ارتباك|تشوش) مفاجئ', 'فجاة (?:اصبح|صار)? ?(?:مشوش|مرتبك|لا يعرف)'],
    hi: ['अचानक (?:भ्रम|उलझन|पहचान नहीं|अजीब बातें)'],
  } },
  { id: 'thunderclap_headache', family: 'neuro', kind: 'medical', label: 'Worst headache of life / thunderclap headache', any: {
    // "headache" alone is not a flag.
    en: ['worst (?:head ?ache|headache|migraine|head pain|pain)(?: i(?:\'ve| have)? ever| of (?:my|his|her) life| in (?:my|his|her) life| ever)', 'thunderclap', `${SUDDEN} (?:and )?(?:severe|explosive|intense|excruciating|violent|blinding|worst)(?: [a-z]+)? (?:head ?ache|headache|head pain)`,
      '(?:head ?ache|headache) (?:came on |hit )?(?:like|as if) (?:a )?(?:thunderclap|thunder|lightning|hit (?:by|with) a (?:bat|hammer)|an explosion|a bomb|being hit)', 'exploding head(?: ?ache)?', `never had (?:a )?(?:head ?ache|headache|pain) like this`],
    fr: ['pire (?:mal de tete|migraine|cephalee|douleur) de (?:ma|sa) vie', 'cephalee en coup de tonnerre', 'coup de tonnerre', 'mal de tete (?:brutal|soudain|explosif) et (?:intense|violent|atroce)', 'mal de tete (?:brutal|soudain) (?:tres )?(?:intense|violent|atroce)', 'jamais eu (?:un )?mal de tete (?:pareil|comme ca)'],
    es: ['(?:el )?peor dolor de cabeza de (?:mi|su) vida', 'cefalea en (?:trueno|estallido)', 'dolor de cabeza (?:subito|repentino|explosivo|de golpe) (?:y |e )?(?:muy )?(?:intenso|fuerte|terrible)', 'nunca (?:habia|he) tenido un dolor de cabeza (?:asi|igual)'],
    pt: ['(?:a )?pior dor de cabeca da (?:minha |sua )?vida', 'cefaleia em trovoada', 'dor de cabeca (?:subita|repentina|explosiva) e (?:muito )?(?:forte|intensa|terrivel)', 'nunca tive uma dor de cabeca (?:assim|igual)'],
    zh: ['(?:这辈子|一生中|人生中|有生以来)最(?:严重|剧烈|痛)的头痛', '从(?:来)?没有?(?:过)?(?:这么|这样)(?:剧烈|严重|痛)的头痛', '突然(?:剧烈|爆炸(?:样|般|性))头痛', '(?:霹雳|雷击|炸裂)(?:样|般|性)头痛', '头(?:像|好像)要?炸(?:开|了)'],
    ar: ['اسوا صداع (?:في حياتي|في حياته|مر علي)', 'صداع (?:مفاجئ|فجائي) (?:و)?(?:شديد|قوي|حاد|جدا)', 'صداع (?:كالرعد|رعدي|انفجاري)', 'راسي (?:سينفجر|راح ينفجر)'],
    hi: ['(?:जिंदगी|ज़िंदगी|जीवन) का सबसे (?:बुरा|तेज|भयानक|खराब) (?:सिरदर्द|सिर दर्द)', 'अचानक (?:बहुत )?(?:तेज|भयानक) (?:सिरदर्द|सिर दर्द)', 'सिर (?:फट|फटने)'],
  } },
  { id: 'seizure', family: 'neuro', kind: 'medical', label: 'Seizure / convulsions', any: {
    // "history of seizures, well controlled" fires too: a screen cannot tell, a clinician can.
    en: ['shaking (?:all|whole) (?:his |her |my |the )?body', 'whole body (?:is |was )?shaking', 'shaking (?:his |her |the )?(?:whole|all (?:over|of) (?:her|his|the)) body', "(?:she|he|they|baby|child|son|daughter|wife|husband|mum|mom|dad)(?: is|'s| was| keeps)? shaking (?!with (?:cold|fear|nerves))(?:[a-z ]{0,25})(?:and|,) (?:not|doesn'?t|isn'?t|won'?t) (?:answer|answering|respond|responding)(?! (?:my|his|her|the) (?:phone|calls|texts|messages))", "(?:staring|stares|stared)(?: [a-z']+){0,5} (?:and )?(?:not|isn'?t|wasn'?t|won'?t|doesn'?t|didn'?t) (?:answer|answering|respond|responding)", '(?:hand|arm|face|leg|mouth|eye|eyes) (?:keeps |kept |is |was |started )?(?:twitching|jerking) (?:and|while|with)', '(?:seizure|seizures|seizing|siezure|seizer|seizers|sezure|seziure)(?! ?free)', 'convuls(?:ion|ions|ing|ed|ive|es)', '(?:having|had|has|having a|had a|has a|in) (?:a )?(?:fit|fits)(?! (?:of (?:anger|rage|laughter|coughing|giggles|pique))|ting| in| into| well)', "(?:is|was|keeps|started|been|he'?s|she'?s) fitting",
      'epileptic (?:fit|attack|episode)', 'grand mal', 'status epilepticus', 'tonic[- ]clonic', 'shaking (?:all over )?and (?:won\'?t|not|isn\'?t) (?:respond|responding|waking)', 'febrile (?:seizure|convulsion)'],
    fr: ['crise(?:s)? (?:d\'epilepsie|convulsive|epileptique|comitiale)', 'convuls(?:ion|ions|e|ait|ent|er)', 'convulse'],
    es: ['convulsi(?:on|ones|onando|ono|ona)', 'ataque (?:epileptico|de epilepsia)', 'crisis (?:epileptica|convulsiva|convulsivas)', 'esta convulsionando'],
    pt: ['convuls(?:ao|oes|ionando|ionou|iona)', 'crise (?:epileptica|convulsiva)', 'ataque epileptico', 'ataque de epilepsia'],
    zh: ['抽搐', '癫痫(?:发作|犯了)', '羊(?:癫|角)疯', '惊厥', '抽风', '四肢抽动'],
    ar: ['نوبة (?:صرع|تشنج|تشنجات)', 'تشنجات', 'تشنج', 'يتشنج', 'تتشنج', 'صرع', 'نوبة صرعية'],
    hi: ['दौरा (?:पड़|आ)', 'दौरे (?:पड़|आ)', 'मिर्गी', 'झटके (?:आ|लग)', 'ऐंठन (?:के साथ )?बेहोश', 'mirgi'],
   }, unless: [
    { why: 'a known epileptic\'s usual seizure, over within five minutes and fully recovered from, with no injury: first-aid guidance (NICE, epilepsy charities) calls an ambulance only for a first seizure, one over five minutes, repeated seizures, injury, trouble breathing or not recovering',
      all: [KNOWN_EPILEPSY, USUAL_SEIZURE, RECOVERED], none: [SEIZURE_DANGER] },
  ] },
  { id: 'loss_of_consciousness', family: 'neuro', kind: 'medical', label: 'Loss of consciousness / fainted / unresponsive', any: {
    // "I feel faint" (presyncope) is deliberately not a flag on its own.
    en: ['pass(?:ed|es|ing)? out(?! (?:flyers|leaflets|papers|sweets|candy|the (?:flyers|leaflets|papers|sweets)))', 'faint(?:ed|ing)(?! spells? (?:years|as a child))', 'black(?:ed|s|ing)? out(?! (?:the|my) (?:windows|screen|name|text|dates))', '(?:lost|losing|loss of) consciousness', 'unconscious(?:ness)?', 'unconcious', 'unresponsive',
      "(?:not|isn'?t|is not|wasn'?t) (?:responding|responsive|waking up|conscious)(?! to (?:the )?(?:antibiotics?|treatment|medication|medicines?|meds|tablets|cream|physio|therapy|inhalers?))", "(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|couldn'?t) (?:wake (?:him|her|them|it)? ?up|be woken|be roused)", "can'?t wake (?:him|her|them|my [a-z]+)", 'collapsed', 'keeled over', 'syncop(?:e|al)', 'gcs (?:of |is |= ?|: ?)?(?:[3-9]|1[0-2])(?![0-9])'],
    fr: ['(?:perdu|perte de|perd|perdre) connaissance', 'evanoui(?:e|es|s|t|ssement)?', 's\'?evanoui[a-z]*', 'inconscient(?:e)?', 'ne (?:se )?(?:reveille|repond) (?:plus|pas)', 'tombe(?:e)? dans les pommes', 'syncope', 's\'?est effondre(?:e)?', 'malaise avec perte de connaissance'],
    es: ['desmay(?:e|o|ado|ada|arse|andose|os)', 'perd(?:i|io|ida) (?:el )?(?:conocimiento|sentido|la conciencia)', 'perdida (?:de|del) (?:conocimiento|conciencia)', 'inconsciente', 'no (?:responde|reacciona|despierta)', 'se desplomo', 'sincope'],
    pt: ['desmai(?:ei|ou|o|ado|ada|ar|ando)', 'perd(?:i|eu|a) (?:a )?(?:consciencia|os sentidos)', 'perda (?:de|da) consciencia', 'inconsciente', 'desacordad[oa]', 'nao (?:responde|reage|acorda(?! com| a noite| de noite| durante| cedo| bem))', 'apag(?:uei|ou)', 'sincope'],
    zh: ['晕倒', '昏倒', '昏迷', '失去(?:了)?(?:意识|知觉)', '不省人事', '叫不醒', '(?:晕|昏)过去', '没(?:有)?(?:了)?(?:反应|意识)', '晕厥', '休克'],
    ar: ['فقد(?:ت|ان)? (?:ال)?وعي', 'اغمي (?:علي|عليه|عليها)', 'اغماء', 'مغمى (?:عليه|عليها|علي)', 'غائب عن الوعي', '(?:لا|ما) (?:يستجيب|يستيقظ|تستجيب|تستيقظ|يصحو|تصحو|يصحى|تصحى)', 'انهار', 'غاب عن الوعي'],
    hi: ['बेहोश', 'होश (?:खो|गंवा|नहीं)', '(?:जवाब|प्रतिक्रिया) नहीं दे', 'उठ नहीं (?:रहा|रही)', 'behosh'],
   }, unless: [
    { why: 'a brief faint at a needle, blood test or the sight of blood, fully recovered from, with none of the syncope red flags (chest pain, palpitations, exertion, injury, pregnancy, heart disease, sudden death in the family, repeated faints, age 65 or over): reflex syncope (ESC and NICE syncope guidance) needs no ambulance',
      all: [NEEDLE_OR_BLOOD_TRIGGER, RECOVERED], none: [SYNCOPE_DANGER, OLDER] },
    { why: 'a brief faint after standing long in the heat or getting up fast, fully recovered from, with none of the syncope red flags and under 65: reflex or orthostatic syncope (ESC 2018, NICE CG109: no urgent referral)',
      all: [STANDING_OR_HEAT_TRIGGER, RECOVERED], none: [SYNCOPE_DANGER, OLDER] },
  ] },
  { id: 'severe_bleeding', family: 'trauma', kind: 'medical', label: 'Uncontrolled or heavy bleeding', any: {
    en: ['(?:soak(?:ing|ed|s)?|fill(?:ing|ed|s)?|go(?:ing)? through) (?:a |one |1 )?(?:pad|sanitary pad|maternity pad|tampon)s? (?:every|in|an|each) (?:[0-9]+ ?(?:min|mins|minutes)|half an hour|hour|an hour)', '(?:clots?) (?:the size of|as big as|fist[- ]size|like) (?:a )?(?:fist|golf ball|plum|lemon|orange|egg)', 'fist[- ]size(?:d)? clots?', '(?:jumping|spurting|pumping|squirting|pulsing) (?:out )?(?:with|in time with) (?:the|each|every|my|his|her) (?:heart ?beat|pulse)', 'blood (?:is )?jumping', 'bleed(?:ing|s)? (?:very )?(?:heavily|a lot|badly|profusely|everywhere|nonstop|non-stop|like crazy|out)', "bleeding (?:that )?(?:won'?t|will not|doesn'?t|does not|can'?t|wont) stop", '(?:heavy|severe|uncontrolled|uncontrollable|massive|profuse|serious|major|arterial) (?:bleeding|blood loss|bleed)', 'bleading (?:heavily|a lot)',
      `${CANT} stop (?:the |his |her |my |it )?(?:bleeding|blood)`, "(?:won'?t|will not|doesn'?t) stop bleeding", 'blood (?:is )?(?:gushing|spurting|pouring|squirting|everywhere|pumping out)', '(?:soaked|soaking) (?:through )?(?:the |a |my )?(?:bandage|towel|towels|dressing)', 'losing (?:a lot of|lots of|so much) blood', 'ha?emorrhag(?:e|ing)', 'lost (?:a lot of|so much) blood',
      '(?:still |keeps? )?(?:pumping|spurting|squirting) (?:out|blood)', 'bleeding (?:very much|so much|too much)', '(?:towel|towels|pad|pads|sheet)s? (?:is |are |was )?(?:full|soaked)(?: of blood)?',
      '(?:nose ?bleed|epistaxis|bleeding) (?:[a-z0-9]+ ){0,4}?(?:for (?:over |more than )?(?:[2-9][0-9]|an?|one|two) (?:minutes|mins|hours?)|x ?(?:[2-9][0-9]|[1-9][0-9]{2}) ?min|despite (?:continuous |constant |firm )?(?:pressure|pressing))', 'swallowing (?:a lot of |lots of )?blood', '(?:blood|it) (?:is )?(?:coming|running|pouring|flowing)(?: out)? (?:very much|so much|a lot|too much|and (?:not|won\'?t|doesn\'?t) stop)', '(?:bleeding|blood) (?:is )?(?:still )?(?:not|never) stop(?:s|ping)?'],
    fr: ['saigne du nez depuis (?:[1-9] ?h|une heure|plus d\'une heure|[2-9][0-9] minutes)', 'saignement de nez (?:qui dure|depuis) (?:[1-9] ?h|une heure)', 'saigne (?:beaucoup|abondamment|enormement|sans arret|enormement|a flots)', 'saignement (?:abondant|important|massif|qui ne s\'arrete pas|incontrolable|grave)', 'hemorragie', 'le sang ne s\'arrete pas', 'sang (?:qui )?(?:gicle|coule a flots)', 'ne s\'arrete pas de saigner', 'perdu beaucoup de sang'],
    es: ['sangr(?:a|o|ando) (?:por|de) la nariz (?:desde hace|hace) (?:una hora|[1-9] horas?|mas de)', 'sangr(?:a|o|ando) (?:mucho|muchisimo|sin parar|a chorros)', 'sangrado (?:abundante|intenso|fuerte|masivo|que no para|incontrolable)', 'hemorragia', 'no (?:para|deja) de sangrar', 'sangre a chorros', 'mucha sangre', 'perdi(?:o|endo)? mucha sangre'],
    pt: ['sangr(?:a|ando) (?:pelo|do) nariz (?:ha|faz) (?:uma hora|[1-9] horas?|mais de)', 'sangr(?:ando|a) muito', 'sangramento (?:intenso|forte|abundante|que nao para|grave|incontrolavel)', 'hemorragia', 'nao para de sangrar', 'sangue (?:jorrando|esguichando)', 'muito sangue', 'perd(?:i|eu|endo) muito sangue'],
    zh: ['大出血', '血流不止', '出血不止', '止不住(?:的)?血', '血止不住', '大量出血', '喷血', '流了很多血', '血一直流'],
    ar: ['نزيف (?:حاد|شديد|غزير|قوي|لا يتوقف|ما يوقف)', 'الدم (?:لا|ما) (?:يتوقف|يوقف)', 'ينزف (?:بشدة|كثيرا|بغزارة|كثير)', 'تنزف (?:بشدة|كثيرا|بغزارة|كثير)', 'فقد (?:ال)?كثير من الدم', 'دم كثير'],
    hi: ['बहुत (?:ज्यादा |ज़्यादा )?खून (?:बह|निकल|जा)', 'खून (?:बंद नहीं|रुक नहीं|रुकने का नाम)', 'भारी रक्तस्राव', 'खून बहना बंद नहीं'],
  } },
  { id: 'anaphylaxis', family: 'allergy', kind: 'medical', label: 'Anaphylaxis (throat closing, swelling with breathing trouble)', any: {
    en: ['(?:tongue|tounge) (?:and (?:my |his |her )?(?:lips?|face|throat) )?(?:is |are |has |have )?(?:swollen|swelling|swelled)(?: up)?(?:[a-z ,\']{0,40}?)(?:hard|difficult|trouble|struggling|can\'?t) (?:to )?(?:swallow|breathe|talk|speak)', 'swollen tongue', '(?:tongue|lips) (?:and (?:tongue|lips) )?(?:have |has )?swollen up', 'anaph(?:y|i)la(?:xis|ctic|xsis|xia)', 'throat (?:is |feels )?(?:closing|closing up|swelling (?:up|shut)|swollen shut|tightening|constricting)', 'closing throat', '(?:used|using|need|gave|give) (?:my |his |her |an |the )?epi ?pen', 'epinephrine'],
    fr: ['anaphyla(?:xie|ctique)', 'gorge (?:qui )?(?:se ferme|serree|gonfle|se resserre)', 'choc allergique', 'stylo (?:d\'adrenaline|epipen)'],
    es: ['anafila(?:xia|ctico|ctica)', '(?:se me |se le )?(?:cierra|esta cerrando) la garganta', 'garganta (?:cerrada|cerrandose|hinchada)', 'choque anafilactico', 'shock anafilactico', 'epipen'],
    pt: ['anafila(?:xia|tico|tica)', 'garganta (?:fechando|fechada|inchada)', 'fechando a garganta', 'choque anafilatico', 'epipen', 'caneta de adrenalina'],
    zh: ['过敏性休克', '严重过敏反应', '喉咙(?:发紧|肿|收紧|要关上|闭合)', '喉头水肿'],
    ar: ['صدمة (?:تحسسية|الحساسية)', 'الحلق (?:يغلق|ينغلق|متورم)', 'حلقي (?:يسكر|ينغلق|مسكر)', 'اقلام الادرينالين', 'ابي بن'],
    hi: ['एनाफिलेक्सिस', 'गला (?:बंद हो|सूज|सिकुड़)', 'गले में सूजन'],
  }, all: [[FACE_SWELLING, BREATHING_TROUBLE], [ALLERGY_TRIGGER, BREATHING_TROUBLE, FACE_SWELLING], [ALLERGY_TRIGGER, THROAT_TIGHT],
    // two body systems after a likely allergen (skin with breathing or with vomiting) is anaphylaxis
    [ALLERGY_TRIGGER, ALLERGIC_SKIN, BREATHING_TROUBLE], [ALLERGY_TRIGGER, ALLERGIC_SKIN, VOMITING]] },
  { id: 'severe_allergic_reaction', family: 'allergy', kind: 'medical', label: 'Severe allergic reaction', any: {
    en: ['(?:severe|serious|bad|major|really bad|massive) allergic reaction', 'allergic reaction (?:is )?(?:getting worse|spreading|severe)', '(?:tongue|throat) (?:is )?(?:swelling|swollen)', 'swollen tongue', 'hives all over (?:and|with)',
      '(?:tongue|lips?)(?: and| ?\\+| ?,| ?&) (?:tongue|lips?) (?:are |is )?(?:swelling|swollen)'],
    fr: ['reaction allergique (?:grave|severe|importante|forte)', 'langue (?:qui )?(?:gonfle|enfle)', 'oedeme de quincke'],
    es: ['reaccion alergica (?:grave|severa|fuerte|seria)', 'lengua (?:hinchada|inflamada)', 'se me hincha la lengua'],
    pt: ['reacao alergica (?:grave|severa|forte|seria)', 'lingua (?:inchada|inchando)'],
    zh: ['严重过敏', '舌头(?:肿|肿胀|肿了)'], ar: ['حساسية (?:شديدة|خطيرة|قوية)', 'تورم (?:في )?(?:ال)?لسان', 'لساني (?:متورم|منتفخ)'], hi: ['गंभीर एलर्जी', 'तेज एलर्जी', 'जीभ (?:में )?सूज'],
  }, all: [[ALLERGY_TRIGGER, FACE_SWELLING]] },
  { id: 'suicidal_ideation', family: 'mental_health', kind: 'mental_health', label: 'Suicidal ideation', any: {
    // "I'm dying to see the doctor" does not fire; "I don't want to die" is a plain negation and does not either.
    // "I feel like I'm going to die" is panic or a heart attack talking, not ideation: "going to" only with "kill myself".
    en: ["(?:don'?t|do not|dont|not) want (?:to )?live(?! (?:in|at|with|near|there|on|like|abroad|alone|together))(?: anymore| any more)", "(?:tonight|today) i (?:will|am going to|gonna|'ll) (?:finish|end) (?:everything|it all)", "i not want to (?:live|be alive|be here|exist)", '(?:want|wanna|wish|plan(?:ning)?|thinking (?:about|of)|thought (?:about|of)|tempted|urge|ready|rather) (?:to )?die(?! (?:of (?:embarrassment|shame|boredom|laughter|laughing)|laughing|happy))', '(?:want|wanna|wish|going|gonna|plan(?:ning)?|thinking (?:about|of)|thought (?:about|of)|tempted|urge|ready) (?:to )?(?:kill (?:my ?self|myself)|end (?:my|it) (?:life|all)|end it)',
      'kill (?:my ?self|myself)', 'killing (?:my ?self|myself)', 'kms', 'end(?:ing)? my (?:own )?life', 'end(?:ing)? it all', 'take my (?:own )?life', 'taking my (?:own )?life', 'su?ic(?:i|e)d(?:e|al|le|ial|ed)?', 'suicidle', 'sucidal', 'unalive (?:my ?self|myself)',
      '(?:be |am |are |would be |are all )?better off (?:dead|without me)', '(?:no|nothing|not any) (?:reason |point )?(?:left )?to live for', 'no reason to (?:live|go on|keep going)', 'nothing (?:left )?to live for', "(?:don'?t|do not|dont) want to (?:live(?! (?:in|at|with|near|there|on|like|abroad|alone|together))|be alive|be here|exist|wake up|go on)(?: anymore| any more)?",
      'no longer want to (?:live|be alive|be here|exist)', "(?:i )?(?:am|'?m) not (?:want|wanting) to (?:live|be alive|be here|exist)", "(?:will|i'?ll|gonna|going to) (?:take|swallow) (?:them all|all of them|all (?:the|my|of the) (?:[a-z]+ )?(?:pills|tablets|meds|medicines))", '(?:collect(?:ed|ing)?|gather(?:ed|ing)?) (?:many|lots of|a lot of|so many) (?:[a-z]+ )?(?:pills|tablets|meds|medicines)', 'wish (?:i|i\'d) (?:was|were|had) (?:dead|never been born|not alive|not here)', "wish i (?:wasn'?t|weren'?t) (?:alive|here)", '(?:life|living) (?:is ?n\'?t|is not|isn\'?t|not) worth (?:living|it)', 'not worth living',
      "(?:go to sleep|fall asleep) and (?:never|not) wake up", '(?:hang|shoot|drown) (?:my ?self|myself)', 'jump(?:ing)? (?:off|from|in front of) (?:a |the )?(?:bridge|building|roof|train|balcony|cliff)', 'overdose on purpose', "can'?t go on (?:anymore|living|like this)", '(?:looking|looked|look) up (?:how (?:to (?:die|kill)|many (?:pills|tablets))|ways to (?:die|kill))', 'how many (?:pills|tablets|paracetamol)(?: [a-z]+){0,3} (?:it would take|would kill|to die|to kill)', 'want(?:ed)? (?:it all|everything) to (?:end|be over|stop)', 'self[- ]?destruct(?:ive)? thoughts',
      // said of someone else: a relative or friend who talks of ending their life
      "(?:wants?|wanted|wanna|wish(?:es)?|going|gonna|plans?|planning|thinking (?:about|of)|thought (?:about|of)|talk(?:s|ed|ing)? (?:about|of)|threaten(?:s|ed|ing)?|tried|tries|trying|attempt(?:s|ed|ing)?|said (?:she|he|they)(?:'?d| would| will| is going| was going| are going)?) (?:to )?(?:kill (?:him|her|them)sel(?:f|ves)|end (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|end it all)",
      'kill(?:ing)? (?:him|her|them)sel(?:f|ves)', '(?:ending|taking) (?:his|her|their) (?:own )?life', '(?:he|she|they) (?:wants?|wanted|wish(?:es|ed)?) (?:to )?(?:die|be dead)',
      "(?:doesn'?t|does not|didn'?t|did not) want to (?:live|be alive|be here|wake up) (?:anymore|any more)", 'better off (?:dead|without (?:him|her|them))',
      // a plan or preparations: saved-up tablets, a note, "finish my life"
      'finish(?:ing)? (?:my|his|her) (?:own )?life', '(?:sav(?:ing|ed) up|stockpil(?:ing|ed)|hoard(?:ing|ed)|stash(?:ing|ed)) (?:all )?(?:my|his|her|the) (?:[a-z]+ )?(?:pills|tablets|meds|medication|medicines|painkillers)',
      '(?:going|gonna|plan(?:ning)?|about) to (?:take|swallow) (?:them all|all of them|the lot|all (?:of )?(?:my|the|his|her) (?:[a-z]+ )?(?:pills|tablets|meds|medication|medicines))', '(?:suicide|goodbye|farewell) (?:note|letter)s?',
      "(?:wrote|written|writing|write) (?:my |a |some )?(?:goodbye|farewell|last) (?:notes?|letters?)",
      '(?:enough )?(?:pills|tablets|meds|medication|medicines|painkillers) (?:saved|stored|stockpiled|put away|hidden|ready)(?: up)?', 'saved up (?:enough )?(?:pills|tablets|meds|medication|painkillers)',
      "(?:wrote|written|writing|write) (?:some |the )?(?:letters?|notes?) (?:for|to) (?:the kids|the children|my (?:kids|children|family|wife|husband|partner|mum|mom|dad|parents|sister|brother|son|daughter))"],
    fr: ['ecrit une lettre (?:a|pour) (?:mes enfants|ma famille|mon mari|ma femme|mes proches)', '(?:veut|va|voulait|allait|pense a|parle de) (?:se )?(?:tuer|suicider)', 'se (?:tuer|suicider)', 'mettre fin a ses jours', 'acheter une corde', '(?:sorti|prepare|rassemble|garde) (?:toutes )?(?:les|mes|ses) (?:boites de )?(?:medicaments|cachets|comprimes)', '(?:ce soir|aujourd\'?hui|cette nuit) c\'?est le bon moment', '(?:envie|envie de|veux|voudrais|pense a|penser a) (?:de )?(?:mourir|me tuer|me suicider|en finir)', 'me suicider', 'suicid(?:e|aire|er)', 'me tuer', 'en finir(?: avec (?:la|ma) vie)?', 'mettre fin a (?:mes jours|ma vie|mes souffrances)', '(?:plus|pas) envie de vivre', '(?:je )?ne veux plus vivre', 'marre de vivre', 'mieux (?:mort|morte|sans moi)', '(?:plus|aucune) (?:de )?raison de vivre', 'idees? (?:noires|suicidaires)',
      'lettres? d\'adieu', 'mots? d\'adieu', '(?:cachets|comprimes|medicaments) (?:mis )?(?:de cote|stockes|prets)', 'ne (?:veux|voudrais) plus me reveiller', 'finir (?:ma|avec la) vie'],
    es: ['(?:he )?escrito cartas? (?:a|para) (?:mi familia|mis hijos|mi madre|mi pareja|mi mujer|mi marido)', 'se (?:va|iba) a (?:matar|suicidar)', '(?:quiere|queria|piensa en|habla de) (?:matarse|suicidarse|quitarse la vida)', 'matarse', 'suicidarse', 'quitarse la vida', 'compro una cuerda', 'tengo (?:guardadas|juntadas|preparadas) (?:las |unas )?pastillas', 'esta noche es la noche', 'quiero morir(?:me)?', 'ganas de morir(?:me)?', '(?:quiero |voy a |pienso en )?matarme', 'suicid(?:arme|io|a|al|ar)', 'quitarme la vida', 'acabar con mi vida', '(?:ya )?no quiero (?:seguir )?vivir', 'mejor muert[oa]', 'estarian mejor sin mi', '(?:no tengo|sin) razon(?:es)? para vivir', 'no vale la pena vivir', 'desaparecer para siempre',
      'cartas? de despedida', '(?:pastillas|pildoras|medicamentos) (?:preparad[oa]s|guardad[oa]s|juntad[oa]s|listas)', 'acabar con todo', 'quitarme de en medio', 'terminar con mi vida', 'no quiero despertar(?:me)?'],
    pt: ['escrevi (?:uma )?cartas? (?:para|a) (?:minha familia|meus filhos|minha mae)', '(?:vai|quer|queria|pensa em|fala em|falou em|disse que vai) se (?:matar|suicidar)', 'se matar', 'se suicidar', 'tirar a (?:propria )?vida', 'comprou (?:uma |a )?corda', '(?:guardei|juntei) (?:os |uns )?comprimidos', 'hoje (?:a noite )?e o dia', 'quero morrer', 'vontade de morrer', '(?:quero |vou |penso em )?me matar', 'suicid(?:io|ar|a|al)', 'tirar (?:a )?minha (?:propria )?vida', 'acabar com (?:a )?minha vida', '(?:ja )?nao quero (?:mais )?viver', 'melhor mort[oa]', 'melhor sem mim', '(?:sem|nenhum) (?:motivo|razao) para viver', 'nao vale a pena viver',
      'cartas? de despedida', '(?:comprimidos|remedios|medicamentos) (?:guardados|separados|prontos|juntados)', 'acabar com tudo', 'nao quero (?:mais )?acordar', 'terminar (?:com )?a minha vida'],
    zh: ['想死', '不想活', '自杀', '轻生', '结束(?:自己的)?生命', '活着没(?:有)?意思', '活不下去', '了结自己', '不如死了', '寻死', '想结束一切', '跳楼'],
    ar: ['اريد (?:ان )?(?:اموت|الموت)', 'ابغى اموت', 'بدي موت', 'نفسي اموت', 'انتحار', 'انتحر', 'اقتل نفسي', 'انهي حياتي', 'انهاء حياتي', '(?:لا|ما) (?:اريد|ابي|ابغى|بدي) (?:ان )?(?:اعيش|العيش)', 'الموت احسن', 'افكار انتحارية', 'افكر في الموت'],
    hi: ['मरना (?:चाहता|चाहती|है)', 'आत्महत्या', 'खुदकुशी', 'सुसाइड', '(?:खुद|अपने आप) को (?:मार|खत्म)', 'जीना नहीं (?:चाहता|चाहती)', 'जीने का (?:मन नहीं|कोई मतलब नहीं)', '(?:अपनी )?जान (?:दे दूंगा|दे दूंगी|देना|ले लूंगा|ले लूंगी)', 'marna chahta', 'marna chahti', 'jeena nahi chahta'],
  } },
  { id: 'self_harm', family: 'mental_health', kind: 'mental_health', label: 'Self-harm or intent to self-harm', any: {
    // plain "I cut/hurt myself" is usually an injury ("hurt myself at the gym"): it needs intent words.
    en: ['(?:voices?|someone|god|the devil) (?:[a-z]+ ){0,3}(?:telling|tell|tells|told|saying|says) (?:me |him |her )?to (?:hurt|kill|harm|cut|burn) (?:my|him|her|them)sel(?:f|ves)', 'cutting (?:my ?self|myself|my (?:arms?|wrists?|legs?|thighs?))', 'cut (?:my ?self|myself|my wrists?) (?:on purpose|again|deliberately|intentionally)', 'slit(?:ting)? my wrists?', 'self[- ]?harm(?:ing)?', 'self[- ]?injur(?:y|ing)',
      '(?:want|wanna|going|gonna|urge|urges|thinking (?:about|of)|tempted) (?:to )?(?:hurt|harm|cut|burn|injure) (?:my ?self|myself)', '(?:hurting|harming|burning|injuring) (?:my ?self|myself)(?! (?:at|in|while|when|during|playing|lifting))', '(?:hurt|harm|burn|hit)(?:ing)? (?:my ?self|myself) on purpose', 'been cutting'],
    fr: ['me faire du mal', 'me (?:mutiler|scarifier|couper (?:les veines|expres|volontairement))', 'automutil(?:ation|er)', 'scarifi(?:cation|er)', 'envie de me (?:couper|blesser|bruler)', 'je me (?:coupe|scarifie|brule) (?:les bras|expres|volontairement)'],
    es: ['hacerme dano', '(?:quiero |ganas de )?(?:cortarme|lastimarme|herirme)', 'me (?:corto|lastimo|hago dano) (?:a proposito|las venas|los brazos|las munecas)', 'autolesion(?:es|arme)?', 'cortarme las venas'],
    pt: ['me (?:machucar|ferir|cortar)(?: de proposito)?', 'me cortando', 'automutila(?:cao|r)', 'autolesao', 'cortar os pulsos'],
    zh: ['自残', '自伤', '割腕', '伤害自己', '划(?:伤)?自己', '割自己', '自我伤害'],
    ar: ['(?:اذي|اوذي|اذيت) نفسي', 'ايذاء (?:ال)?نفس', 'ايذاء نفسي', 'اجرح نفسي', 'جرح نفسي', 'اقطع (?:شراييني|عروقي)'],
    hi: ['(?:खुद|अपने आप) को (?:नुकसान|चोट|काट)', 'हाथ की नस काट', 'सेल्फ हार्म'],
  } },
  { id: 'homicidal_intent', family: 'mental_health', kind: 'mental_health', label: 'Homicidal intent / intent to harm others', any: {
    en: ['(?:want|wanna|going|gonna|plan(?:ning)?|thinking (?:about|of)|urge|tempted|about) (?:to )?(?:kill|murder|shoot|stab|strangle|hurt|harm) (?:him|her|them|someone|somebody|people|everyone|everybody|my (?:wife|husband|partner|boss|mother|mom|mum|father|dad|kids?|son|daughter|baby|neighbou?r|family|brother|sister)|the (?:baby|kids?))',
      'kill (?:him|her|them|someone|somebody|everyone|everybody)(?! (?:with kindness))', 'homicidal', 'murder (?:him|her|them|someone|somebody|my [a-z]+)',
      '(?:voices?|someone|god|the devil) (?:[a-z]+ ){0,3}(?:telling|tell|tells|told|saying|says) (?:me |him |her )?to (?:hurt|kill|harm|attack|stab|strangle)(?! (?:my|him|her|them)sel(?:f|ves))', 'command hallucinations?'],
    fr: ['(?:envie de |veux |vais )(?:le |la |les )?tuer', 'tuer (?:quelqu\'un|mon|ma|mes|tout le monde)', 'idees? (?:homicides?|de meurtre)'],
    es: ['(?:quiero|voy a|ganas de) matar(?:lo|la|los|las)?', 'matar a (?:alguien|mi|mis|todos|el|ella)', 'ideas? homicidas?'],
    pt: ['(?:quero|vou|vontade de) matar(?: (?:ele|ela|eles|alguem|todos|meu|minha))?', 'ideias? homicidas?'],
    zh: ['想杀(?:了)?(?:人|他|她|他们|她们)', '杀了(?:他|她|他们)', '要杀(?:人|他|她)', '弄死(?:他|她)'],
    ar: ['(?:اريد|ابي|ابغى|بدي|ساقوم ب) ?(?:قتل|اقتل)', 'ساقتل(?:ه|ها|هم)?', 'اقتله', 'اقتلها', 'اقتلهم'],
    hi: ['(?:मार|जान से मार) (?:डालूंगा|डालूंगी|दूंगा|दूंगी)', 'किसी को मार', 'खून कर (?:दूंगा|दूंगी)', 'उसे मार (?:डालना|देना) चाहता'],
  } },
  { id: 'overdose_poisoning', family: 'toxicology', kind: 'medical', label: 'Overdose or poisoning', any: {
    // "food poisoning" is not this flag.
    en: ['(?:take|took|taken|swallowed|swallow) many (?:paracetamol|acetaminophen|tylenol|panadol|ibuprofen|aspirin|sleeping|codeine|tramadol) (?:tablets|pills)', '(?:taking|ingested|ingesting|disclosed taking|admits taking) (?:about |around |maybe |over |approx(?:imately)? |~)?(?:1[0-9]|[2-9][0-9]|[1-9][0-9]{2}) ?x ?[0-9]+ ?(?:mg|g|mcg)', '(?:took|taken|swallowed) (?:so |too )?many (?:pills|tablets|meds|medicines|capsules)', 'take many (?:pills|tablets|meds|medicines) because', 'overdos(?:e|ed|ing)', 'od(?:\'d|ed) on', `(?:took|taken|swallowed|ate|had) (?:about |around |roughly |maybe |like |nearly |almost |over |at least |approximately |more than )?(?:too many|too much|a lot of|lots of|a (?:whole|full) (?:bottle|box|pack|packet|strip)(?: of)?|the (?:whole|entire) (?:bottle|box|pack|packet)(?: of)?|all (?:of )?(?:my|the|his|her)|[0-9]{2,}|twenty|thirty|fifty) (?:[a-z]+ ){0,2}?(?:pills|tablets|meds|medications?|medicines?|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|sleeping pills|antidepressants|capsules)`,
      '(?:swallowed|drank|drunk|ate|ingested|took) (?:some |a |the )?(?:bleach|poison|drain cleaner|antifreeze|detergent|laundry (?:pod|capsule)s?|rat poison|weed ?killer|pesticide|insecticide|paraquat|methanol|lighter fluid|kerosene|paraffin|lye|caustic soda|button batter(?:y|ies)|batter(?:y|ies)|magnets?|cleaning (?:product|liquid|fluid)|mushrooms? from the (?:garden|yard|woods))',
      '(?<!food )poison(?:ed|ing)', 'carbon monoxide',
      '(?:took|taken|swallowed) (?:about |around |maybe |over )?(?:1[0-9]|[2-9][0-9]|[1-9][0-9]{2}) ?x ?[0-9]+ ?(?:mg|g|mcg)', "(?:took|taken|swallowed) (?:all|the whole (?:box|pack|packet|bottle|strip) of) (?:of )?(?:my|his|her|their|mum'?s|mom'?s|dad'?s) (?:[a-z]+ )?(?:pills|tablets|meds|medication|medicines|[a-z]+(?:ine|ol|am|pam|pine|ide|one|in|ate|done|fen))", "a (?:strip|box|pack|packet|bottle) of (?:[a-z']+ ){0,3}(?:sleeping )?(?:tablets|pills)",
      '(?:took|taken|swallowed|had|downed|necked) (?:about |around |like |maybe |over |nearly )?(?:1[0-9]|[2-9][0-9]|[1-9][0-9]{2}) (?:x )?(?:[a-z]+(?:ine|ol|am|pam|pine|ide|one|in|ate|cin|en|pril|sartan|olol|statin|azole|xetine|aline|zine|done|fen))(?! (?:minutes|mins|hours|days|steps))', `empty (?:blister )?(?:packs?|packets?|boxes|bottles?|strips?|pill bottles?) of (?:his |her |my |their |the )?(?:pills|tablets|capsules|meds|medications?|medicines?|painkillers|${DANGEROUS_MEDS}|[a-z]+(?:pam|pine|line|ine|ol|ide|one|in|ate))`, 'empty blister packs?',
      '(?:swallowed|ate|eaten|swallow|put) (?:[a-z]+ ){0,6}?(?:button |coin |lithium |watch |small |round |flat )*(?:batter(?:y|ies)|magnets?)(?! (?:died|dead|ran out|are low))', `(?:${KID}) (?:ate|swallowed|drank|got into) (?:some |a |the |my |his |her )?(?:pills|tablets|medicine|medication|meds|detergent|bleach|cleaning)`,
      `(?:swallowed|eaten|taken|ate|took|chewed) (?:some|a few|several|[0-9]+|one|two|three|four|five|a handful) (?:of )?(?:my|his|her|our|the|mum'?s|mom'?s|dad'?s|grandma'?s|granny'?s|nan'?s|grandad'?s) (?:[a-z]+ ){0,2}?(?:pills|tablets|meds|medicines?|medication|capsules|${DANGEROUS_MEDS})`,
      `[0-9]+ (?:are |were |is )?missing (?:from|out of) (?:the |my |a )?(?:strip|packet|pack|box|bottle|blister)`, 'toxic (?:dose|ingestion)'],
    fr: ['surdose', 'overdose', 'intoxication (?:medicamenteuse|au monoxyde|volontaire)', '(?:avale|pris|bu) (?:de la |de l\'|du |des |trop de |toute la |toute une |une )?(?:eau de javel|javel|poison|boite (?:de|entiere)|plaquette|cachets|comprimes|medicaments|mort aux rats|pesticide|antigel|pile bouton|piles?)', 'trop de (?:cachets|comprimes|medicaments|pilules)', 'empoisonn(?:e|ee|ement)',
      '(?:avale|pris|mange) (?:environ |a peu pres |presque |plus de )?(?:[0-9]+|plusieurs|beaucoup de|tous les|toutes les) (?:comprimes|cachets|pilules|gelules|medicaments)'],
    es: ['(?:se )?(?:tomo|bebio|trago) (?:el |un |todo el |toda la |media )?(?:frasco|bote|botella)', 'sobredosis', '(?:me )?tome (?:muchas|demasiadas|todas las|un frasco de|una caja de) (?:pastillas|pildoras|tabletas|medicinas)', '(?:trague|tomo|bebio|bebi|se tomo|se trago) (?:lejia|cloro|veneno|raticida|pesticida|anticongelante|una pila|pilas|pastillas)', 'envenen(?:ado|ada|amiento)', 'intoxicacion (?!alimentaria)', 'intoxicad[oa]',
      '(?:se )?(?:comio|trago|tomo|tome|bebio) (?:unas? |como |casi |mas de )?(?:[0-9]+|muchas|varias|todas las) (?:pastillas|pildoras|tabletas|comprimidos|capsulas)'],
    pt: ['(?:tomou|bebeu|engoliu) (?:o |um |todo o |toda a |meio )?(?:frasco|vidro|garrafa)', 'overdose', 'superdosagem', 'tomei (?:muitos|muitas|todos os|todas as|uma cartela|um frasco|uma caixa) (?:de )?(?:remedios|comprimidos|pilulas|medicamentos)?', '(?:engoli|engoliu|bebi|bebeu|tomou) (?:agua sanitaria|veneno|chumbinho|soda caustica|pesticida|uma pilha|pilha|remedios)', 'envenen(?:ado|ada|amento)', 'intoxicacao (?!alimentar)', 'intoxicad[oa]',
      '(?:tomou|tomei|engoliu|engoli|comeu) (?:uns |umas |cerca de |quase |mais de )?(?:[0-9]+|muitos|muitas|varios|varias) (?:comprimidos|remedios|pilulas|capsulas)'],
    zh: ['吃了(?:很多|一整瓶|一瓶|好多|大量)(?:的)?(?:药|安眠药|药片)', '服药过量', '过量服(?:用|药)', '吞了(?:很多|一瓶|一整瓶|大量)', '喝(?:了)?(?:农药|漂白剂|消毒(?:水|液)|百草枯|敌敌畏|老鼠药)', '吃了老鼠药', '(?<!食物)中毒', '误服', '吞(?:了)?(?:纽扣)?电池', '一氧化碳'],
    ar: ['جرعة زائدة', 'تسمم(?! غذائي)', '(?:ابتلع|ابتلعت|بلع|بلعت|شرب|شربت) (?:ال)?(?:مبيض|كلور|كلوركس|سم|مبيد|فلاش|بطارية|حبوب كثيرة|كل الحبوب)', '(?:اخذت|اخذ|اكلت|اكل) (?:حبوب|ادوية) كثيرة', '(?:اخذت|اخذ|بلعت) (?:علبة|شريط) (?:كامل|كاملة)'],
    hi: ['(?:ज्यादा|ज़्यादा|बहुत सारी|बहुत सी) (?:गोलियां|गोलियाँ|दवाइयां|दवाई) (?:खा|ले)', 'ज़हर (?:खा|पी)', 'जहर (?:खा|पी)', 'ओवरडोज', 'कीटनाशक (?:पी|खा)', '(?:फिनाइल|ब्लीच|तेजाब) पी', 'ज़हरीला', 'जहरीला'],
  }, all: [[CHILD, BATTERY_MISSING], [CHILD, MEDS_MISSING]] },
  { id: 'vomiting_blood', family: 'gi_bleed', kind: 'medical', label: 'Vomiting blood', any: {
    en: ['(?:vomit(?:ing|ed|s)?|throw(?:ing|n)? up|threw up|puk(?:ing|ed)|being sick|bringing up) (?:up )?(?:a lot of |lots of |some |bright red |dark )?blood', 'blood(?:y)? (?:in|on) (?:my |the |his |her )?(?:vomit|sick)', 'bloody vomit', 'coffee[- ]grounds?(?: vomit| looking vomit| like vomit)?', 'ha?ematemesis', 'vomit (?:is |was |looks )?(?:bloody|red|black|like coffee grounds)'],
    fr: ['vomi(?:r|s|t|ssements?)? (?:du |de )?sang', 'vomissements? sanglants?', 'hematemese', 'vomi(?:s|t)? (?:noir|marc de cafe)'],
    es: ['vomit(?:o|ando|e|a|os|ar) (?:con )?sangre', 'vomito con sangre', 'hematemesis', 'vomito (?:negro|como (?:borra|poso) de cafe)'],
    pt: ['vomit(?:ando|ei|ou|o|ar) sangue', 'vomito com sangue', 'hematemese', 'vomito (?:preto|cor de borra de cafe)'],
    zh: ['吐血', '呕血', '呕吐物(?:里)?有血', '吐出(?:了)?血'],
    ar: ['(?:تقيؤ|تقيات|استفراغ|استفرغت|ترجيع|رجعت|قيء) (?:ال)?دم', 'قيء دموي', 'استفراغ دموي', 'دم في (?:ال)?(?:قيء|استفراغ)'],
    hi: ['खून की उल्टी', 'उल्टी में खून', 'उल्टी के साथ खून'],
  } },
  { id: 'coughing_blood', family: 'respiratory', kind: 'medical', label: 'Coughing up blood', any: {
    // a streak of blood in phlegm is urgent but not an emergency; coughing up blood as such fires (safe side).
    en: ['cough(?:ing|ed|s)? up (?:a lot of |lots of |cups of |mouthfuls of |clots of |bright red |pure |some )?blood', 'coughing blood', 'ha?emoptysis', 'spitting (?:up )?(?:a lot of )?blood'],
    fr: ['crach(?:e|er|ats?|ait) (?:du )?sang', 'tousse (?:du )?sang', 'hemoptysie'],
    es: ['tos(?:o|iendo)? (?:con )?sangre', 'escup(?:o|iendo|e) sangre', 'hemoptisis'],
    pt: ['toss(?:indo|e|o) sangue', 'tosse com sangue', 'escarr(?:ando|o) sangue', 'cusp(?:indo|o) sangue', 'hemoptise'],
    zh: ['咯血', '咳血', '咳出(?:了)?血', '痰(?:里|中)(?:有)?(?:很多)?血'],
    ar: ['سعال دموي', '(?:كحة|سعال|اكح|يكح|اسعل) (?:مع|ب)?(?: ال)?دم', 'نفث (?:ال)?دم'],
    hi: ['खांसी (?:में|के साथ) खून', 'खून वाली खांसी', 'खांसते (?:हुए|वक्त) खून'],
  } },
  { id: 'black_stool', family: 'gi_bleed', kind: 'medical', label: 'Black tarry stool / heavy rectal bleeding', any: {
    en: ['(?:black|tarry|tar-like|tar like)(?: and | )?(?:tarry )?(?:stools?|poop|poo|bowel movements?|faeces|feces|diarrh(?:o)?ea)', '(?:stools?|poop|poo|faeces|feces) (?:is |are |look |looks )?(?:black|tarry|like tar)', 'mela?ena', '(?:passing|pooping|lots of|a lot of|large amounts? of) blood (?:from|in|out of) (?:my |the )?(?:bottom|back passage|rectum|stools?|poop|bum|butt)', 'toilet (?:bowl )?(?:is )?full of blood'],
    fr: ['selles (?:noires|goudronneuses)', 'caca noir', 'melena', 'beaucoup de sang dans les selles'],
    es: ['(?:heces|evacuaciones|deposiciones|caca|popo) (?:negras?|como alquitran)', 'melena(?= |$)(?! (?:larga|corta|rubia|negra|castana))', 'mucha sangre (?:en las heces|por el recto|al defecar)'],
    pt: ['fezes (?:pretas|negras|escuras como borra)', 'coco preto', 'melena', 'muito sangue (?:nas fezes|pelo anus)'],
    zh: ['黑便', '柏油(?:样)?便', '大便(?:发黑|是黑的|黑色)', '拉黑(?:色)?(?:大便|便)', '便血很多', '大量便血'],
    ar: ['براز (?:اسود|قطراني)', 'البراز (?:اسود|اسود اللون)', 'دم كثير (?:في|مع) (?:ال)?براز'],
    hi: ['काला (?:मल|पाखाना)', 'काली (?:टट्टी|पॉटी)', 'मल (?:में बहुत )?काला', 'टट्टी में बहुत खून'],
  } },
  { id: 'severe_abdominal_pain', family: 'abdominal', kind: 'medical', label: 'Severe abdominal pain with fever or rigid abdomen', any: {
    en: ['(?:abdomen|belly|stomach|tummy) (?:is |feels |went )?(?:rigid|hard as a (?:board|rock)|board[- ]?like|rock hard)', 'rigid (?:abdomen|belly|stomach)', 'board[- ]?like (?:abdomen|belly|rigidity)', 'peritonitis'],
    fr: ['ventre (?:dur comme (?:du bois|une planche|de la pierre)|de bois|rigide)', 'peritonite'], es: ['(?:abdomen|vientre|barriga|panza) (?:duro como (?:una )?(?:tabla|piedra)|en tabla|rigido)', 'peritonitis'],
    pt: ['(?:barriga|abdome|abdomen) (?:dura como (?:uma )?(?:tabua|pedra)|em tabua|rigid[oa])', 'peritonite'], zh: ['肚子(?:硬得像|硬邦邦|像木板)', '板状腹', '腹膜炎', '腹部(?:僵硬|发硬)'],
    ar: ['(?:ال)?بطن (?:متصلب|متخشب|قاسي مثل|كالخشب)', 'التهاب (?:ال)?صفاق', 'التهاب البريتون'], hi: ['पेट (?:पत्थर|तख्ते) (?:जैसा|की तरह) (?:सख्त|कड़ा)', 'पेट (?:बहुत )?सख्त'],
  }, all: [[SEVERE_ABDO_PAIN, FEVER], [SEVERE_ABDO_PAIN, SHOCK_SIGN], [SEVERE_ABDO_PAIN, ATRIAL_FIB]] },
  { id: 'aortic_aneurysm', family: 'cardiac', kind: 'medical', label: 'Known or possible aortic aneurysm with abdominal or back pain', any: {
    en: ['ruptur(?:ed|ing) (?:aortic |abdominal )?aneurysm', 'leaking (?:aortic |abdominal )?aneurysm', '(?:aaa|triple a) (?:rupture|ruptured|leaking|burst)'],
    fr: ['rupture d\'anevrisme (?:de l\'aorte|aortique)'], es: ['aneurisma (?:de aorta )?roto', 'rotura de(?:l)? aneurisma'], pt: ['aneurisma (?:da aorta )?(?:roto|rompido)', 'ruptura de aneurisma'],
  }, all: [[KNOWN_AAA, ABDO_OR_BACK_PAIN]] },
  { id: 'severe_drug_rash', family: 'allergy', kind: 'medical', label: 'Spreading rash with mouth sores after a new medicine (possible Stevens-Johnson syndrome)', any: {
    en: ['stevens[- ]johnson', 'toxic epidermal necrolysis', 'skin (?:is )?(?:peeling|coming) off in sheets'], fr: ['syndrome de (?:stevens[- ]johnson|lyell)'], es: ['sindrome de stevens[- ]johnson'], pt: ['sindrome de stevens[- ]johnson'],
  }, all: [[SJS_DRUG, SKIN_RASH, MOUTH_SORES]] },
  { id: 'cord_prolapse', family: 'obstetric', kind: 'medical', label: 'Something coming out of the vagina in pregnancy (possible cord prolapse)', any: {
    en: ['cord prolapse', 'prolapsed cord'], fr: ['procidence du cordon'], es: ['prolapso (?:de|del) cordon'], pt: ['prolapso (?:de|do) cordao'],
  }, all: [[PREGNANT, CORD_OR_PART_OUT]] },
  { id: 'fever_stiff_neck', family: 'infection', kind: 'medical', label: 'Fever with stiff neck (possible meningitis)', all: [[FEVER, STIFF_NECK]] },
  { id: 'meningitis_suspected', family: 'infection', kind: 'medical', label: 'Suspected meningitis', any: {
    en: ['meningitis', 'meningococcal', 'bulging (?:soft spot|fontanel+e?)', '(?:soft spot|fontanel+e?) (?:is )?bulging'], fr: ['meningite', 'fontanelle bombee'], es: ['meningitis', 'fontanela abombada', 'mollera abultada'], pt: ['meningite', 'moleira (?:estufada|abaulada)', 'fontanela abaulada'],
    zh: ['脑膜炎', '囟门(?:鼓起|膨隆|凸起)'], ar: ['التهاب (?:ال)?سحايا', 'سحايا', 'اليافوخ (?:بارز|منتفخ)'], hi: ['मेनिनजाइटिस', 'दिमागी बुखार', 'तालू (?:उभर|फूल)'],
  }, all: [[FEVER, HEADACHE, PHOTOPHOBIA], [FEVER, SEVERE_HEADACHE, ALTERED]] },
  { id: 'fever_nonblanching_rash', family: 'infection', kind: 'medical', label: 'Fever with non-blanching (purpuric) rash', any: {
    // the glass test alone fires: a rash that does not fade under pressure is an emergency with or without fever.
    en: ["(?:doesn'?t|does not|won'?t|will not|didn'?t|did not|don'?t|do not|not) (?:fade|blanch|go away|disappear)(?: when| under| with| if)(?: i| you)?(?: press(?:ed|ing)?| roll(?:ed|ing)?| push(?:ed|ing)?)(?: (?:a|the) glass| (?:on )?it| (?:a|the) tumbler)?",
      "(?:doesn'?t|does not|won'?t|will not|didn'?t|did not|don'?t|do not|not) (?:fade|blanch|go away|disappear) (?:when|under|with|if) (?:i |you )?(?:roll |press )?(?:a|the) (?:glass|tumbler)",
      '(?:glass|tumbler) test', 'non[- ]?blanching', 'rash (?:that )?(?:stays|is still visible) (?:under|through) (?:a|the) glass'],
    fr: ['ne (?:s\'efface|disparait|pali(?:t)?) pas (?:a la|sous la|sous le|avec un|quand on appuie|a la pression)(?: (?:vitre|pression|verre))?', 'test du verre', 'purpura fulminans'],
    es: ['no (?:desaparece|se borra|palidece) (?:al presionar|con (?:un|el) vaso|al apretar|bajo (?:un|el) vaso)', 'prueba del vaso'],
    pt: ['nao (?:desaparece|some|clareia) (?:ao pressionar|com (?:o|um) copo|quando aperto|sob (?:o|um) copo)', 'teste do copo'],
    zh: ['(?:按压|压)(?:后|了)?(?:也)?不(?:褪色|消失)', '玻璃杯(?:测试|按压)'],
    ar: ['(?:لا|ما) (?:يختفي|يزول|يبهت) (?:عند|مع) (?:ال)?(?:ضغط|كوب|كاس)', 'اختبار (?:ال)?(?:كوب|كاس)'],
    hi: ['दबाने पर (?:भी )?(?:गायब|हल्के) नहीं', 'गिलास टेस्ट', 'गिलास से दबाने पर'],
  }, all: [[FEVER, PURPLE_RASH]] },
  { id: 'pregnancy_bleeding', family: 'obstetric', kind: 'medical', label: 'Bleeding in pregnancy', all: [[PREGNANT, PREG_BLEEDING]], unless: [
    { why: 'light bleeding or spotting in the first trimester with no more than mild cramping, no faintness and no one-sided or shoulder-tip pain: an early-pregnancy unit the same or next day (NICE NG126), not an ambulance',
      all: [FIRST_TRIMESTER, LIGHT_BLEED], none: [EARLY_BLEED_DANGER] },
  ] },
  { id: 'pregnancy_abdominal_pain', family: 'obstetric', kind: 'medical', label: 'Severe abdominal pain in pregnancy', all: [[PREGNANT, SEVERE_ABDO_PAIN]] },
  { id: 'pregnancy_warning_signs', family: 'obstetric', kind: 'medical', label: 'Reduced fetal movement or pre-eclampsia signs in pregnancy',
    all: [[PREGNANT, FETAL_MOVEMENT], [PREGNANT, SEVERE_HEADACHE, VISION_PROBLEM], [PREGNANT, WATERS, FEVER]] },
  { id: 'ectopic_pregnancy', family: 'obstetric', kind: 'medical', label: 'Possible ectopic pregnancy', any: {
    en: ['ectopic'], fr: ['(?:grossesse )?extra[- ]?uterine', 'grossesse ectopique'], es: ['(?:embarazo )?ectopico', 'embarazo extrauterino'], pt: ['(?:gravidez )?ectopica', 'gravidez (?:nas trompas|tubaria)'],
    zh: ['宫外孕', '异位妊娠'], ar: ['حمل (?:خارج الرحم|هاجر)'], hi: ['अस्थानिक गर्भ', 'एक्टोपिक'],
  }, all: [[EARLY_PREG, PELVIC_PAIN]] },
  { id: 'infant_fever', family: 'pediatric', kind: 'medical', label: 'Fever in an infant under 3 months (incl. newborn)', all: [[INFANT, FEVER]], unless: [
    { why: "the breastfeeding mother's own fever (mastitis): the baby's age is in the message, the temperature is hers; a word that the baby is hot or unwell voids it",
      all: [MOTHER_FEVER], none: [BABY_UNWELL] },
  ] },
  { id: 'infant_dehydration', family: 'pediatric', kind: 'medical', label: 'Severe dehydration or floppiness in an infant', all: [[BABY, DEHYDRATION]] },
  { id: 'severe_burn', family: 'trauma', kind: 'medical', label: 'Severe, large, facial, chemical or electrical burn', any: {
    en: ['(?:severe|bad|big|large|deep|serious|major|huge|massive|third[- ]degree|3rd[- ]degree|full[- ]thickness|chemical|electrical|acid) burns?', `burn(?:s|ed|t)? (?:on|over|to|across|all over) ${P}? ?(?:face|whole|entire|airway|genitals|hands?|chest|body|back)`, 'burn(?:ed|t) (?:all over|badly|my face|his face|her face)',
      'burn (?:is |looks )?(?:white|charred|black|leathery|bigger than (?:my|a) (?:hand|palm))',
      `burn(?:ed|t)? (?:with|by) (?:hot |boiling )?(?:oil|fat|water|steam|soup)(?:,? [a-z]+){0,8}?,? (?:big|large) (?:part|area|patch) of`, '(?:skin|it) (?:is |looks |went |turned )?(?:white|leathery|charred|waxy),? (?:and|with)(?: there (?:is|are))? (?:big |large )?(?:bubbles|blisters)', '(?:big|large|huge) (?:bubbles|blisters) (?:all )?(?:over|across) ${P} (?:chest|face|back|body|arm and)'.replace('${P}', P), 'electrocuted', 'electric(?:al)? shock', 'smoke inhalation', '(?:clothes|hair) caught (?:on )?fire'],
    fr: ['brulure(?:s)? (?:grave|graves|severe|profonde|etendue|du (?:troisieme|3e) degre|chimique|electrique|au visage)', 'gravement brule(?:e)?', 'brule(?:e)? (?:au visage|partout)', 'electrocut(?:e|ee|ion)', 'inhalation de fumee'],
    es: ['quemadura(?:s)? (?:grave|graves|severa|profunda|extensa|de tercer grado|quimica|electrica|en la cara)', 'quemad[oa] (?:gravemente|en la cara|todo el cuerpo)', 'electrocutad[oa]', 'descarga electrica', 'inhalacion de humo'],
    pt: ['queimadura(?:s)? (?:grave|graves|severa|profunda|extensa|de terceiro grau|quimica|eletrica|no rosto)', 'queimad[oa] (?:gravemente|no rosto)', 'eletrocutad[oa]', 'choque eletrico', 'inalacao de fumaca'],
    zh: ['(?:严重|大面积|三度|深度|化学|电)(?:的)?(?:烧伤|烫伤|灼伤)', '(?:烧伤|烫伤)(?:得)?(?:很)?严重', '脸(?:被)?(?:烧伤|烫伤)', '触电', '电击伤', '吸入(?:大量)?(?:浓)?烟'],
    ar: ['حروق (?:شديدة|خطيرة|بالغة|من الدرجة الثالثة|كيميائية|كهربائية|في الوجه)', 'حرق (?:شديد|كبير|خطير|عميق)', 'صعق(?:ة)? (?:كهربائي|كهربائية|بالكهرباء)', 'استنشاق (?:ال)?دخان'],
    hi: ['(?:गंभीर|बुरी तरह|बहुत ज्यादा|बहुत ज़्यादा) (?:रूप से )?जल (?:गया|गई|गए)', 'तेजाब (?:से )?जल', 'करंट (?:लग|का झटका)', 'बिजली का झटका', 'चेहरा जल'],
  }, unless: [
    { why: 'a small burn the size of a coin with at most a small blister, in an adult, away from the face, airway and genitals, not chemical or electrical, not deep and not infected: first aid and self-care (NICE CKS burns and scalds)',
      all: [SMALL_BURN], none: [BURN_DANGER, CHILD] },
  ] },
  { id: 'head_injury_danger', family: 'trauma', kind: 'medical', label: 'Head injury with vomiting, confusion or drowsiness', all: [[HEAD_INJURY, HEAD_INJURY_SIGN]] },
  { id: 'testicular_torsion', family: 'urologic', kind: 'medical', label: 'Sudden severe testicular pain (possible torsion)', any: {
    en: ['(?:testicular|testicle|testis) torsion', 'twisted (?:testicle|testis|ball)', 'torsion'], fr: ['torsion (?:testiculaire|du testicule)'], es: ['torsion (?:testicular|del testiculo)'], pt: ['torcao (?:testicular|do testiculo)'],
    zh: ['睾丸扭转'], ar: ['التواء (?:ال)?خصي'], hi: ['अंडकोष (?:मुड़|में मरोड़)', 'टेस्टिकुलर टॉर्शन'],
  }, all: [[TESTIS_PAIN, TESTIS_SEVERE]] },
  { id: 'sepsis', family: 'infection', kind: 'medical', label: 'Possible sepsis (fever with confusion, mottled skin, fast breathing)', any: {
    en: ['sepsis', 'septic(?! tank| system)', 'septicaemia', 'septicemia', 'blood poisoning'], fr: ['sepsis', 'septicemie', 'choc septique'], es: ['sepsis', 'septicemia', 'choque septico'], pt: ['sepse', 'sepsis', 'septicemia', 'choque septico'],
    zh: ['败血症', '脓毒(?:症|血症)', '感染性休克'], ar: ['تسمم (?:ال)?دم', 'انتان (?:ال)?دم', 'صدمة انتانية'], hi: ['सेप्सिस', 'खून में (?:इंफेक्शन|संक्रमण)'],
  }, all: [[FEVER, SEPSIS_SIGN], [INFECTION, SEPSIS_STRONG], [ALTERED, SEPSIS_STRONG], [CHEMO, FEVER], [IMMUNOSUPPRESSED, FEVER, TACHY_OR_ILL]] },
  { id: 'spinal_injury', family: 'trauma', kind: 'medical', label: 'Neck or back pain with tingling or weakness after a fall or crash (possible spinal injury)', all: [[TRAUMA_MECHANISM, NECK_PAIN, LIMB_NEURO], [TRAUMA_MECHANISM, BACK_PAIN, LIMB_NEURO]] },
  { id: 'compartment_syndrome', family: 'trauma', kind: 'medical', label: 'A tight, swollen limb with pain out of proportion after an injury (possible compartment syndrome)', all: [[LIMB_TIGHT, PAIN_OUT_OF_PROPORTION]] },
  { id: 'envenomation', family: 'toxicology', kind: 'medical', label: 'Snake bite', any: {
    en: ['snake ?bite', 'bitten by a snake', '(?:a |the )?snake (?:bit|bite|bites|has bitten)', 'adder bite', 'rattlesnake'], es: ['mordedura de (?:serpiente|vibora|culebra)', '(?:me|le) mordio una (?:serpiente|vibora|culebra)', 'picadura de (?:serpiente|vibora)'],
    fr: ['morsure de (?:serpent|vipere)', 'mordu(?:e)? par un (?:serpent|vipere)'], pt: ['picada de cobra', 'mordida de cobra', 'cobra (?:me |o |a )?(?:picou|mordeu)'],
  } },
  { id: 'drowning', family: 'respiratory', kind: 'medical', label: 'Breathing trouble, coughing or drowsiness after going under water', all: [[SUBMERSION, AFTER_WATER_SIGN]] },
  { id: 'limb_ischaemia', family: 'vascular', kind: 'medical', label: 'Cold, pale, numb limb or absent pulses (acute limb ischaemia)', any: {
    en: ['(?:leg|foot|arm|hand|toes|fingers) (?:[a-z]+ ){0,4}(?:is |are |went |gone |has gone |turned )?(?:cold(?:,| and) (?:pale|white|blue|numb)|pale(?:,| and) cold|white and cold)', 'pulses? (?:are )?absent', 'absent (?:pedal |foot |distal |femoral )?pulses?', "(?:can'?t|cannot|no) (?:feel (?:a |the )?)?pulses? (?:in|at) (?:the |his |her |my )?(?:foot|feet|leg|ankle|wrist)"],
    es: ['(?:pierna|pie|brazo) (?:frio y palido|palido y frio|fria y palida|palida y fria)', 'sin pulso en (?:el|la) (?:pie|pierna)'], fr: ['(?:jambe|pied|bras) (?:froide? et (?:pale|blanche?)|pale et froide?)', 'pas de pouls (?:au|a la) (?:pied|jambe)'], pt: ['(?:perna|pe|braco) (?:fri[oa] e palid[oa]|palid[oa] e fri[oa])', 'sem pulso no (?:pe|perna)'],
  } },
  { id: 'bowel_obstruction', family: 'abdominal', kind: 'medical', label: 'Vomiting or a swollen belly with no stool or wind (possible bowel obstruction)', all: [[VOMITING, NO_STOOL_OR_GAS], [DISTENDED, NO_STOOL_OR_GAS]] },
  { id: 'suicide_warning_signs', family: 'mental_health', kind: 'mental_health', label: 'Giving away treasured things or saying goodbye while low (warning signs of a suicide plan)', all: [[GOODBYE_SIGN, LOW_MOOD]] },
  { id: 'suicide_warning_signs_silent', family: 'mental_health', kind: 'mental_health', label: 'Saying goodbye or giving things away, then out of reach (warning signs of a suicide plan)', all: [[GOODBYE_SIGN, SILENT_OR_MEANS]] },
  { id: 'staggered_paracetamol_overdose', family: 'toxicology', kind: 'medical', label: 'More paracetamol than the daily maximum over days (a staggered overdose: blood test and treatment today)', all: [[PARACETAMOL, OVER_DAILY_MAX]] },
  { id: 'decompression_illness', family: 'environmental', kind: 'medical', label: 'Joint pain, tingling, weakness, breathlessness or confusion after a dive (decompression illness: 100 % oxygen and a recompression chamber)', all: [[AFTER_DIVE, DCS_SIGN]] },
  { id: 'scorpion_envenomation', family: 'toxicology', kind: 'medical', label: 'A scorpion sting with drooling, roving eyes, restlessness or breathing trouble (systemic envenomation)', all: [[SCORPION, ENVENOMATION_SIGN]] },
  { id: 'postpartum_psychosis', family: 'mental_health', kind: 'mental_health', label: 'Confusion, strange beliefs or voices in the weeks after giving birth (possible postpartum psychosis)', all: [[POSTPARTUM, PSYCHOSIS_SIGN]] },
  { id: 'postoperative_sepsis', family: 'infection', kind: 'medical', label: 'Fever with a racing pulse or feeling very ill in the weeks after an operation', all: [[RECENT_SURGERY, FEVER, TACHY_OR_ILL]] },
  { id: 'diabetic_emergency', family: 'endocrine', kind: 'medical', label: 'Diabetic emergency (very high or low sugar with confusion)', any: {
    en: ['dka', '(?:diabetic )?ketoacidosis', 'diabetic coma', 'hypo(?:glyc(?:a)?emic)? (?:coma|seizure|and (?:confused|unconscious|passed out))', 'insulin (?:overdose|shock)', "(?:blood )?(?:sugar|glucose|bg) (?:is |was |of |at |reading |reads )?(?:over |above )?(?:[6-9][0-9]{2}|1[0-9]{3})", 'meter (?:says|reads|shows) (?:hi|high)'],
    fr: ['acidocetose', 'coma (?:diabetique|hypoglycemique)'], es: ['cetoacidosis', 'coma diabetico', 'coma hipoglucemico'], pt: ['cetoacidose', 'coma diabetico', 'coma hipoglicemico'],
    zh: ['酮症酸中毒', '糖尿病(?:昏迷|酮症)', '低血糖昏迷'], ar: ['حماض كيتوني', 'غيبوبة (?:ال)?سكر'], hi: ['कीटोएसिडोसिस', 'डायबिटिक कोमा', 'शुगर (?:से )?बेहोश'],
  }, all: [[GLUCOSE_EXTREME, ALTERED]] },
  { id: 'eye_emergency', family: 'ophthalmic', kind: 'medical', label: 'Sudden severe eye pain with vision loss / chemical eye injury', any: {
    en: [`(?:chemical|bleach|acid|alkali|lye|cleaner|oven cleaner) (?:splash(?:ed)? )?in(?:to)? ${P} eyes?`, `(?:stabbed|poked|impaled|hit) in (?:the|${P}) eye with`, 'something (?:sharp )?(?:stuck |went )?in(?:to)? (?:my|his|her) eye and (?:can\'?t see|it\'?s bleeding)', 'acute (?:angle[- ]closure )?glaucoma'],
    fr: ['produit chimique dans (?:l\'|les |mon |mes )(?:oeil|yeux)', '(?:javel|acide) dans (?:l\'|les |mon |mes )(?:oeil|yeux)', 'glaucome aigu'],
    es: ['(?:quimico|lejia|cloro|acido) en (?:el|los|mi|mis) ojos?', 'glaucoma agudo'], pt: ['(?:produto quimico|agua sanitaria|acido|soda) (?:no|nos) olhos?', 'glaucoma agudo'],
    zh: ['(?:化学品|漂白剂|酸|碱)(?:溅)?(?:进|到)(?:了)?眼睛', '急性青光眼'], ar: ['(?:مادة كيميائية|كلور|حمض|مبيض) في (?:ال)?عين'], hi: ['आंख में (?:केमिकल|तेजाब|ब्लीच|चूना)'],
  }, all: [[SEVERE_EYE_PAIN, VISION_PROBLEM]] },
  { id: 'heat_stroke', family: 'environmental', kind: 'medical', label: 'Heat stroke', any: {
    en: ['heat ?stroke', 'heat stroke'], fr: [], es: [], pt: ['intermacao'], zh: ['热射病', '重(?:度|症)中暑'], ar: [], hi: ['हीट ?स्ट्रोक'],
  }, all: [[HEAT_EXPOSURE, HEAT_SIGN]] },
  { id: 'paralysis', family: 'neuro', kind: 'medical', label: 'Sudden paralysis', any: {
    // "sleep paralysis" is not this.
    en: ['(?<!sleep )paraly(?:s|z)(?:ed|is)', `(?:${CANT}|don'?t|do not) (?:move|feel) (?:${P} )?(?:legs|arms|body|anything from|anything below|my lower body|either (?:leg|arm))`, `lost (?:the )?(?:use|feeling|movement) (?:of|in) ${P} (?:legs|arms|body)`, 'legs (?:gave out and )?(?:won\'?t|will not|don\'?t) (?:move|work)'],
    fr: ['paralys(?:e|ee|ie)(?! du sommeil)', '(?:je )?ne (?:peux|peut|sens) plus (?:bouger )?(?:mes|ses|les) (?:jambes|bras)'],
    es: ['paraliz(?:ad[oa]|ado)', 'paralisis(?! del sueno)', 'no (?:puedo|puede) mover (?:las|mis|sus) (?:piernas|brazos)', 'no siento (?:las|mis) piernas'],
    pt: ['paralisad[oa]', 'paralisia(?! do sono)', 'nao (?:consigo|consegue) mexer (?:as|minhas|suas) (?:pernas|bracos)', 'nao sinto (?:as|minhas) pernas'],
    zh: ['瘫痪', '(?:腿|双腿|下半身|身体)(?:突然)?(?:动不了|不能动|没(?:有)?知觉)', '半身不遂'],
    ar: ['شلل(?! النوم)', 'مشلول', '(?:لا|ما) (?:استطيع|اقدر|يستطيع) تحريك (?:رجلي|ساقي|قدمي|رجليه|جسمي)', '(?:لا|ما) (?:اشعر|احس) (?:برجلي|بساقي|برجليا)'],
    hi: ['लकवा', 'पैर (?:हिल नहीं|नहीं हिल|सुन्न हो ग)', 'शरीर (?:हिल नहीं|नहीं हिल)'],
  } },
  { id: 'cauda_equina', family: 'neuro', kind: 'medical', label: 'Possible cauda equina (saddle numbness, loss of bladder control)', any: {
    en: ['cauda equina', ...SADDLE_NUMB.patterns.en ?? []], fr: ['syndrome de la queue de cheval', ...SADDLE_NUMB.patterns.fr ?? []], es: ['sindrome de (?:la )?cola de caballo', ...SADDLE_NUMB.patterns.es ?? []],
    pt: ['cauda equina', 'sindrome da cauda', ...SADDLE_NUMB.patterns.pt ?? []], zh: ['马尾综合征', ...SADDLE_NUMB.patterns.zh ?? []], ar: ['ذيل الفرس', ...SADDLE_NUMB.patterns.ar ?? []], hi: ['कौडा इक्विना', ...SADDLE_NUMB.patterns.hi ?? []],
  }, all: [[BACK_PAIN, BLADDER_LOSS]] },
];

// ---------------------------------------------------------------------------------------------
// Spelling tolerance for key English words ("chest pian", "sezure", "suicidle", "stroek").
/** Words a misspelt token may be corrected to (same first letter; see createTokenSpeller). */
export const FUZZY_VOCAB: readonly string[] = (
  'allergic anaphylactic anaphylaxis attack bladder blanch bleach bleeding blood breath breathe ' +
  'breathing breathless chest choked choking collapsed confused confusion consciousness convulsing ' +
  'convulsion convulsions crushing cutting cyanosis dehydrated diabetic drooping droopy ectopic ' +
  'elephant excruciating fainted fainting fever gasping haemorrhage harming headache heart heavily ' +
  'hemorrhage hurting ketoacidosis kill meningitis myself newborn numb numbness overdose overdosed pain ' +
  'pains paracetamol paralysed paralysis paralyzed pills poison poisoning pregnancy pregnant pressure ' +
  'purple radiating rigid saddle seizing seizure seizures sepsis septic severe shoulder slurred ' +
  'slurring spreading squeezing stiff stroke sudden suddenly suffocating sugar suicidal suicide ' +
  'swallowed swelling swollen tablets testicle testicles throat thunderclap tightness tongue torsion ' +
  'unbearable unconscious unconsciousness unresponsive vision vomited vomiting weakness worst ' +
  '').trim().split(' ');

/** Real English words one edit away from a FUZZY_VOCAB word, never "corrected" ("fewer" is not
 *  "fever", "stroked" is not "stroke"). Generated from a word list for the vocabulary above;
 *  regenerate when the vocabulary changes. Words that occur in any pattern are kept as well. */
export const FUZZY_KEEP: readonly string[] = (
  'allergen allergenic allergies allergist aren attach attacks badder beach beaching berating berthing ' +
  'bladders blander bleaching bleating bleeping blench blending blessing bletch blinding blond blooding ' +
  'bloods bloody bloom branch breach breaching breading breadth breaking breasting breathed breather ' +
  'breathers breathes breathier breathiest breathlessly breaths breathy breeding breezing broaching ' +
  'brood catting censused cheat chess chests chocked chocking choke choker chokes chowed chowing ' +
  'clashing coked coking collapse collapses collared collated collusion compulsion compulsions ' +
  'conclusion conclusions concussion concussions conduced confessed confession confided confined ' +
  'confuse confusedly confuser confusers confuses confusing confusions confuted confutes conjured ' +
  'consciousnesses consulting consumed contused contuses contusing contusion contusions conversing ' +
  'conversion conversions convulsed convulsive cooked cooking couching coughing couldn crashing crest ' +
  'cresting crisping crossing crouching cruising crumbing crunching crusading crusting cuttings ' +
  'dehydrate dehydrates diabetes diabetics diabolic dialectic didn dietetic diuretic doesn dripping ' +
  'drooling droop droopier droops dropping droppings drowning drowsing elephants excruciatingly ' +
  'faceting fainter faulting feinted feinting fevers fewer fiver flaunting flinging flirting flitting ' +
  'foisting fringing fronting gaping gashing gassing grasping hadn haemorrhaged haemorrhages hamming ' +
  'haring harking harping hasn haven headaches heard hears heartache hearth hearts hearty hemorrhaged ' +
  'hemorrhages hunting hurling hurtling isn kills mustn needn newborns numbs overbore overcome overdoes ' +
  'overdone overdoses overjoyed overrode overtone overused pails paint paints pairs palls paralyses ' +
  'paralytic paralytics paralyze paralyzes parlayed pawns piles plain plains pleasure poignancy ' +
  'poignant poisonings poisons polls pressured pressures pressurize prison pulls purpler purples ' +
  'radiation radiations radioing sadden saddled saddles sallower scalloped scarring screaming sculling ' +
  'scurrying seedling selling serenading sever severed severer severs shallower shelling shelving ' +
  'shilling shirring shouldered shoulders shouldn shredding sizing skeptic skiff slugging sluicing ' +
  'slumming slumping slurped slurping smelling smelting smoulder smoulders sneezing sniff sodden ' +
  'sourcing sparring speaking spearing speeding spelling spellings spending spilling splurging spraying ' +
  'spreeing spurning spurred spurring spurting squaring squeaking squealing squiring staff stalling ' +
  'starring stealing steeling sterling stiffs stilling stirring stoke streaking streaming strike strobe ' +
  'strode stroked strokes strove stuff suffocation sugars sugary suicides sullenly swaddle swallows ' +
  'swearing sweating sweeping swellings swerving swilling swirling swivelling tables tablet tentacle ' +
  'tentacles testable testifies textiles threat throats throaty thunderclaps tightens tightest tongued ' +
  'tongues unbearably unbeatable unbreakable unconsciously unreadable visions visiting wasn weaknesses ' +
  'weariness weren worse worsts wouldn ' +
  '').trim().split(' ');
