// Why this exists: the word lists the patient-intent classifier matches (en, es, fr, pt), kept apart from its
// rules so each can be read and extended on its own. Every pattern runs on text normalised by `foldText`:
// lower case, no accents, straight apostrophes.

/** Normalise for matching: lower case, Latin accents stripped, apostrophes and spaces unified. */
export function foldText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const re = (words: string) => new RegExp(`(?:^|[^\\p{L}])(?:${words})(?![\\p{L}])`, 'u');
/** A word stem: matches the stem followed by any letters ("vomit" → vomiting, vomité). */
const stems = (words: string) => new RegExp(`(?:^|[^\\p{L}])(?:${words})`, 'u');

/** Words that name a symptom (not a diagnosis): a report of one's own symptom is a symptom report. */
export const SYMPTOM = [
  // en
  stems('pain|ache|aching|hurt|sore|headache|fever|feverish|temperature|cough|nause|vomit|threw up|throwing up|diarrh|constipat|dizz|lightheaded|light-headed|faint|rash|itch|swell|swollen|bleed|bruis|burning|numb|tingl|weak|tired|fatigue|exhaust|short of breath|breathless|out of breath|wheez|palpitat|racing heart|heart (?:is )?racing|chill|sweat|lump|runny nose|congest|stuffy|earache|toothache|cramp|insomnia|can\'t sleep|cannot sleep|anxious|depress|panic|blurr|discharge|stiff|sprain|spasm|heartburn|indigestion|bloat|throbb|sneez|shak|tremor|cold sweat'),
  re('sick|unwell|ill|spots|pimples|burns|sting|stings|stinging|migraines?|a cold|flu|the flu|covid|lost my (?:smell|taste|voice)'),
  // es
  stems('dolor|duele|fiebre|tos\\b|nause|vomit|diarrea|estrenim|mareo|mareado|mareada|sarpullido|erupcion|picor|pica\\b|hinchaz|hinchad|sangr|cansad|fatiga|falta de aire|ahog|palpitacion|escalofrio|resfriad|congestion|migrana|ardor|entumec|hormigueo|debil|ansiedad|ansios|deprimid|insomnio|bulto|acidez|moco|gripe'),
  // fr
  stems('douleur|mal (?:a|au|aux|de|d\')|fievre|toux|tousse|nausee|vomi|diarrhee|constip|vertige|etourdi|eruption|bouton|demangeaison|gratte|gonfl|saign|fatigu|essouffl|palpitation|frisson|rhume|nez qui coule|brulure|engourdi|fourmill|faible|angoiss|anxi|deprim|insomnie|grosseur|migraine|grippe'),
  // pt
  stems('dor\\b|doi\\b|doem\\b|doendo|febre|tosse|nausea|enjoo|enjoad|vomit|diarreia|tontura|tont[oa]\\b|zonz|manchas|coceira|coca\\b|inchac|inchad|sangr|cansad|fadiga|falta de ar|palpitac|calafrio|resfriad|nariz entupida|dormencia|formigamento|fraqueza|fraco\\b|fraca\\b|ansiedade|deprimid|insonia|caroco|azia|prisao de ventre'),
];

/** The patient speaking of themself, or of someone in their care, now ("I have", "my chest", "tengo", "j'ai"). */
export const OWN_REPORT = [
  re("i have|i've|ive|i had|i've had|i am|i'm|im|i feel|i felt|i keep|i get|i got|i've got|i been|i started|i woke|i can't|i cannot|i was|i think i|i seem|i'm having|i am having|i've been|i have been|my|myself|mine|we have|our|the (?:pain|rash|cough|fever|headache|swelling|bleeding|itching|lump)|it hurts|it itches|it burns|it's (?:painful|itchy|sore|swollen)"),
  re('(?:son|daughter|child|baby|kid|wife|husband|partner|mother|father|mum|mom|dad|grandmother|grandfather) (?:has|had|is|was|keeps|feels|got|has been)'),
  re('since (?:yesterday|this morning|last night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last week|\\d+)|for (?:\\d+|a|an|one|two|three|four|five|six|several|a few|a couple of) (?:hours?|days?|weeks?|months?)'),
  // es
  re('tengo|tuve|estoy|estaba|siento|me siento|me duele|me duelen|me pica|he tenido|llevo|mi|mis|desde hace|desde ayer|hace (?:\\d+|un|una|dos|tres) (?:dias?|semanas?|horas?)|mi hij[oa] tiene|me duela|me duelan|me sienta|que tenga|que este'),
  // fr
  re("j'ai|j'aie|j ai|je suis|je me sens|j'avais|je tousse|je vomis|mon|ma|mes|depuis|il y a (?:\\d+|deux|trois) jours"),
  // pt
  re('tenho|tive|estou|estava|sinto|me sinto|me doi|meu|minha|meus|minhas|desde|ha (?:\\d+|dois|duas|tres) (?:dias?|semanas?|horas?)|estou com|eu ter|eu estar|eu sentir|eu sinta'),
];

/** Statements about oneself that are not symptom reports even with a symptom word in them. */
export const NOT_A_REPORT = re("i have a question|i've a question|my question|i have some questions|tengo una pregunta|j'ai une question|tenho uma pergunta|my appointment|mi cita|mon rendez-vous|minha consulta");

/** A question's form: a question mark, or (without one) a leading question word that cannot start a statement. */
export const QUESTION_MARK = /[?¿]/;
export const QUESTION_LEAD = new RegExp(
  '^(?:(?:hi|hello|hey|ok|okay|also|and|so|quick question|one question|hola|bonjour|ola|oi|y|e|et)[,!.]?\\s+)?' +
  "(?:what|what's|whats|how|why|which|tell me (?:about|what|how|why)|explain|" +
  'que|cual|cuales|como|por que|' +
  "quel|quelle|quels|quelles|qu'est-ce|qu'est ce|comment|pourquoi|est-ce|est ce|c'est quoi|" +
  'o que|qual|quais|por que)(?![\\p{L}])',
  'u',
);

/** A question about what the speaker should do for themself (or their dependant): a consult, not education. */
export const OWN_CARE = new RegExp(
  "(?:^|[^\\p{L}])(?:should i|should we|do i need|do i have to|what (?:treatment|medicine|should) (?:should|do|can) i|i (?:think|might|may) (?:i )?(?:have|be)|(?:be|get) (?:tested|assessed|checked|seen)|give (?:him|her|them|my)|my (?:scan|test|results?|x-?ray|bloods?)|" +
  "debo|deberia|tengo que|necesito|dois-je|devrais|je dois|faut-il que je|devo|deveria|preciso|tenho que)(?![\\p{L}])",
  'u',
);

/** A question about the patient's own diagnosis: not an education question (and never answered with one). */
export const OWN_DIAGNOSIS = new RegExp(
  '^(?:do i have|could (?:it|this|that) be|might (?:it|this) be|is (?:it|this|that) (?:serious|bad|dangerous|something serious|an? )|am i (?:having|going|dying|ok)|what do i have|what(?: is|\'s) wrong with me|' +
  'que tengo|es grave|sera grave|tengo (?:un|una)\\b|' +
  "qu'est-ce que j'ai|qu'est ce que j'ai|c'est grave|est-ce grave|est-ce que c'est grave|" +
  'o que eu tenho|o que tenho|e grave|sera grave|eu tenho (?:um|uma)\\b)',
  'u',
);

/** A health topic: a symptom, a condition, a body system or a care theme. */
export const HEALTH_TOPIC = [
  ...SYMPTOM,
  stems('symptom|sintoma|symptome|diabet|hypertens|hipertens|blood pressure|presion arterial|tension arterielle|pressao (?:alta|arterial)|asthm|asma|covid|corona|influenza|grippe|gripe|cancer|tumou?r|cholesterol|colesterol|stroke|ictus|avc|heart attack|infarto|infarctus|arthrit|artrit|arthrose|allerg|alerg|vaccin|vacun|vacin|pregnan|embaraz|grossesse|enceinte|gravidez|gravida|depress|anxi|ansied|infect|virus|viral|bacteri|antibiot|uti\\b|urinary|urinari|urinair|std\\b|sti\\b|hiv|vih|sida|aids|hepatit|thyro|tiroid|kidney|rinon|rein|rim\\b|rins\\b|liver|higado|foie|figado|heart|corazon|coeur|coracao|lung|pulmon|poumon|blood|sangre|sang\\b|sugar|azucar|sucre|acucar|glucos|obes|weight|peso|poids|diet|dieta|regime|sleep|dormir|sommeil|sono\\b|exercis|ejercicio|exercice|exercicio|smok|fumar|tabac|fumer|alcohol|alcool|disease|enfermedad|maladie|doenca|illness|contagious|contagi|prevent|preven|treat|tratamiento|tratar|traitement|tratamento|cure|cura|vitamin|vitamina|healthy|salud|sante|saude|medical|medic|migrain|migran|enxaquec|epilep|seizure|convuls|ulcer|ulcera|gastrit|reflux|reflujo|gerd|ibs|crohn|colitis|psoriasis|eczema|acne|mole|lunar|grain de beaute|pinta|menopaus|menstrua|period\\b|periods|regla|regles|menstruac|contracep|anticoncep|osteopor|dementia|demencia|demence|alzheimer|parkinson|autism|autismo|adhd|tdah|concussion|conmocion|commotion|dehydrat|deshidrat|deshydrat|desidrat|catapora|measles|sarampion|rougeole|sarampo|chickenpox|varicela|varicelle|shingles|herpes|zona\\b|malaria|paludisme|dengue|tubercul|pneumon|neumon|bronchit|bronquit|sinusit|tonsil|amigdal|amygdal|gout|gota|goutte|anemi|anaemi|lupus|sepsis|meningit|mening'),
];

/** Asking for an appointment, a change to one, or its cancellation. */
export const BOOKING_ASK = [
  re("book|booking|book me|appointment|appointments|appt|schedule|scheduling|reserve|slot|see (?:a|an|the) (?:doctor|gp|specialist|nurse|clinician|dr)|(?:want|need|like|would like|i'd like) to see (?:a|an|the|dr|doctor)|visit with|consultation with|(?:see|with) (?:dr\\.?|doctor) [a-z]+"),
  stems('reschedul|re-schedul|cardiologist|dermatologist|neurologist|gynaecologist|gynecologist|pediatrician|paediatrician|psychiatrist|orthopedist|orthopaedic|urologist|ophthalmologist|endocrinologist|gastroenterologist|pulmonologist|rheumatologist|allergist|oncologist|ent specialist'),
  // es
  re('cita|citas|reservar|agendar|pedir (?:una )?cita|turno|consulta con|reprogramar|ver a (?:un|una|el|la) (?:medico|medica|doctor|doctora|especialista|cardiologo|cardiologa|dermatologo|dermatologa)'),
  // fr
  re("rendez-vous|rendez vous|rdv|prendre (?:un )?rendez|reserver|un creneau|consultation avec|voir (?:un|une|le|la) (?:medecin|docteur|specialiste|cardiologue|dermatologue)"),
  // pt
  re('marcar|agendar|agendamento|remarcar|desmarcar|uma consulta|minha consulta|a consulta|consulta com|horario com|ver (?:um|uma|o|a) (?:medico|medica|doutor|doutora|especialista|cardiologista|dermatologista)'),
];

export const CANCEL = re("cancel|cancelled|canceled|cancelling|canceling|call off|cancelar|anular|annuler|annule|desmarcar");
export const RESCHEDULE = new RegExp(
  '(?:^|[^\\p{L}])(?:reschedul\\w*|re-schedul\\w*|move (?:my|the|it)|change (?:my|the) (?:appointment|booking|time)|push (?:it|my appointment) back|postpone|bring (?:it )?forward|' +
  'reprogramar|cambiar (?:mi|la) (?:cita|hora)|mover (?:mi|la) cita|aplazar|deplacer|decaler|reporter (?:mon|le) rendez|changer (?:mon|le) rendez|remarcar|reagendar|mudar (?:a|minha) consulta|adiar)',
  'u',
);
/** "Don't cancel it": a negated request is no request. */
export const NEGATED_CHANGE = /\b(?:don't|do not|no need to|no quiero|ne pas|nao quero)\b.{0,20}\b(?:cancel|annul|cancelar|desmarcar|reschedul|change|changer|cambiar|remarcar)/;

/** Wanting to end the consult ("I want to stop", "quiero parar", "je veux arrêter", "quero parar"), matched against
 *  the whole turn (folded, punctuation dropped): "I want to stop smoking", "the pain won't stop" and "I stopped my
 *  tablets" are not it. "I don't want to go on" is left out on purpose: the red-flag screen reads such words. */
const STOP_LEAD = "(?:ok|okay|sorry|actually|well|please|no|yes|look|enough|basta|bueno|pues|mira|ya|perdon|lo siento|si|bon|alors|enfin|non|pardon|desole|oui|chega|olha|bem|desculpa|desculpe|nao|sim) ";
const STOP_CORE = [
  // en
  "(?:i (?:just )?(?:want|wanna|would like|need|have) to|i'd like to|i'd rather|can we|could we|can i|could i|let's|let us|i'm going to|i will|i'll) (?:stop|end|quit|finish|leave)(?: (?:the|this) (?:consult|consultation|conversation|chat|session|questions))?",
  '(?:stop|quit|end (?:the|this) (?:consult|consultation|conversation|chat|session))',
  "i (?:don't|do not) want to (?:continue|carry on|do this)(?: (?:the|this) (?:consult|consultation|conversation|chat))?",
  // es
  '(?:quiero|quisiera|me gustaria|prefiero|podemos|vamos a|voy a|necesito) (?:parar|terminar|acabar|finalizar|dejarlo|salir)(?: (?:la|esta) (?:consulta|conversacion))?',
  '(?:terminemos|paremos|dejemoslo|terminar (?:la|esta) consulta)',
  'no quiero (?:seguir|continuar)(?: con (?:(?:la|esta) (?:consulta|conversacion)|las preguntas|esto))?',
  // fr
  "(?:je (?:veux|voudrais|souhaite|prefere|vais)|on (?:peut|va)|est-ce qu'on peut|pouvons-nous|peut-on) (?:arreter|terminer|finir|quitter)(?: (?:la|cette) (?:consultation|conversation))?",
  '(?:arretons|on arrete|terminons)',
  'je ne veux (?:pas|plus) continuer(?: (?:la|cette) (?:consultation|conversation))?',
  // pt
  '(?:eu )?(?:quero|queria|gostaria de|prefiro|podemos|vamos|vou|preciso) (?:parar|terminar|encerrar|acabar|sair|desistir)(?: (?:a|esta|essa) (?:consulta|conversa))?',
  '(?:eu )?nao quero (?:continuar|seguir)(?: com (?:a|esta|essa) (?:consulta|conversa))?',
].join('|');
const STOP_TAIL = "(?: (?:now|here|please|right now|for now|for today|thanks|thank you|anymore|any more|then|ya|aqui|ahora|por favor|gracias|por ahora|por hoy|la|ici|maintenant|s'il vous plait|svp|merci|pour aujourd'hui|por aqui|agora|ja|obrigado|obrigada|por hoje))*";
export const STOP = new RegExp(`^(?:${STOP_LEAD})*(?:${STOP_CORE})${STOP_TAIL}$`);

/** A frightened patient's "is it serious?" / "I'm scared" as the whole turn (in the four languages): not an answer
 *  to the interview's question, and never answered with a diagnosis. */
const WORRY_FEAR = "(?:i'm|i am) (?:so |really |very )?(?:scared|frightened|afraid|worried)|tengo (?:mucho )?miedo|estoy (?:muy )?(?:asustad[oa]|preocupad[oa])|j'ai (?:tres |tellement )?peur|je suis (?:tres )?inquiete?|estou (?:muito )?(?:assustad[oa]|preocupad[oa])|estou com (?:muito )?medo|tenho (?:muito )?medo";
const WORRY_ASK = "is (?:it|this|that) (?:serious|bad|dangerous)|should i be worried|am i going to die|am i dying|(?:es|sera|es algo) grave|me voy a morir|(?:c'est|est-ce|est-ce que c'est) grave|je vais mourir|(?:e|sera|e algo) grave|vou morrer";
export const WORRY = new RegExp(`^(?:(?:oh|ay|ai|doctor|doctora|docteur|doutor|doutora|please|por favor) )*(?:(?:${WORRY_ASK})(?: (?:${WORRY_FEAR}))?|(?:${WORRY_FEAR})(?: (?:${WORRY_ASK}))?)$`);
