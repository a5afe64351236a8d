// Why this exists: words the lexicon rightly reads as findings also make idioms and other senses ("fell in love",
// "cut down on coffee", "a pain in the neck", "tombée enceinte", "caiu a ficha"); they are rewritten into plain
// words before the phrases are matched, so the literal sense ("fell down the stairs", "cut my finger") still counts.
// Also "no longer" in Portuguese and Spanish ("não tenho mais febre", "no tengo más fiebre"): "mais"/"mas"
// right after a negated verb of having or feeling means "more", not "but", so it is dropped and the denial
// reaches the finding (not after "aguento", "puedo": "não aguento mais a dor" asserts the pain).

/** Rewrites on normalised text (lower case, no accents), in order. */
export const IDIOM_REWRITES: [RegExp, string][] = [
  // ── en: fall ──
  [/\bfell (?:head over heels )?in love\b/g, 'loved'],
  [/\bfalling in love\b/g, 'loving'],
  [/\bfell (pregnant|ill|sick|silent|quiet|short|victim|prey)\b/g, 'became $1'],
  [/\bfell (?:for|apart|(?:through|behind)(?! (?:the|a|an|some|my|his|her|their|our)\b))\b/g, 'went wrong'],
  [/\bfell out with\b/g, 'argued with'],
  [/(?<!\b(?:a|bad|nasty|the|his|her|my) )\bfalls? (?:due|short|on (?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|same day|christmas))\b/g, 'is due'],
  [/\bniagara falls\b/g, 'niagara'],
  // "nothing sudden", "not sudden": the onset was gradual
  [/\b(?:nothing|not|never|wasn'?t|isn'?t) (?:sudden|abrupt)\b/g, 'gradual'],
  [/\btripped (?:the|a) (?:breaker|fuse|switch|alarm)\b/g, 'switched the breaker'],
  [/\b(sleep|sleeps|sleeping|slept|sit|sits|sitting|sat|play|plays|playing|played|crawl|crawls|crawling) on the floor\b/g, '$1 on the ground'],
  // ── en: cut ──
  [/\bcut (?:(?:my|her|his|their|your|our|the kids'?|the baby'?s|somebody'?s|someone'?s) )?hair\b/g, 'haircut'],
  [/\bcut (?:down|back)(?: on)?\b/g, 'reduced'],
  [/\bcut out (?!of\b)/g, 'stopped '],
  [/\bcut (?:the |my |our )?(?:grass|lawn|hedges?|cake|cord|ties|corners)\b/g, 'gardened'],
  [/\bpower cut\b/g, 'power outage'],
  // ── en: figurative ──
  [/\b((?:is|was|are|were|being|be|'s|'re|such|what|a real|a right|a total|a bit of|proper)\s+)(?:(?:such )?an? (?:real |right |total |absolute |bit of a |proper )?)?pain in the (?:neck|arse|ass|butt|backside|rear)\b/g, '$1nuisance'],
  [/\bheart (?:skipped|skips) a beat when\b/g, 'surprised when'],
  [/\bburn(?:t|ed)[- ]out\b/g, 'burnout'],
  [/\bflu (?:shot|jab|vaccine|vaccination)s?\b/g, 'vaccine'],
  [/\bfelt (?:like (?:i was |i've been |i had been )?|as if i was )?stabbed in the back\b|\bback-?stabb[a-z]*/g, 'betrayed'],
  [/\bbr(?:oke|eaks?|eaking) (?:my|his|her|their|our|your) heart\b/g, 'saddened'],
  [/\bturn(?:s|ed|ing)? a blind eye\b/g, 'ignored'],
  [/\bbite the bullet\b/g, 'accept'],
  [/\bfits? of (?:laughter|laughing|giggles|rage|anger|temper|pique|jealousy)\b|\b(?:laughing|giggling|hissy|temper) fits?\b/g, 'laughter'],
  [/\bcold shoulder\b/g, 'ignored'],
  [/\bsick and tired of\b/g, 'fed up with'],
  // "non-distended", "non-tender": the sign is absent ("non-blanching" keeps its meaning)
  [/\bnon[- ]?(distended|tender|productive)\b/g, 'not $1'],
  // a ketone reading under 0.6 mmol/L is normal; a weight gain under a kilo is not fluid building up
  [/\bketones?:? ?(?:of |at |was |is )?0[.,][0-5]\b(?! ?[0-9])/g, 'ketones normal'],
  [/\b(?:up|gained?|gone up|go up|went up|increased?) (?:by )?(?:only )?0[.,]\d ?(?:kg|kilos?|kilograms?)(?: only)?\b/g, 'weight stable'],
  // clinical shorthand: "D&V", "D+V", "n&v" are diarrhoea and vomiting, nausea and vomiting
  [/\bd ?[&+] ?v\b|\bd and v\b/g, 'diarrhoea and vomiting'],
  [/\bn ?[&+] ?v\b|\bn and v\b/g, 'nausea and vomiting'],
  // "30 sem" is weeks of pregnancy, not the Portuguese "sem" (without) that would negate what follows
  [/\b(enceinte de|enceinte|grossesse de) (\d{1,2}) ?sem\b/g, '$1 $2 semaines'],
  [/\b(\d{1,2}) ?sem\b/g, '$1 semanas'],
  // ── fr: sunburn is "coup de soleil", not a blow ──
  [/\bcoups? de soleil\b/g, 'sunburn'],
  // a child who cannot see the board at school is short-sighted, not losing their sight
  [/\b(?:can ?not|can'?t|cannot|could ?not|couldn'?t) see (?:good |well |clearly |properly )?(?:the|what'?s on the) (?:board|whiteboard|blackboard)\b/g, 'blurry distance vision'],
  // a newborn's age in hours: "20h old", "6 hrs old"
  [/\b(\d{1,2}) ?h(?:rs?|ours?)? old\b/g, '$1 hours old'],
  // "my water is broken": the waters have gone, not a fracture
  [/\b(?:my |her )?waters? (?:is |are |has |have |had |got )?(?:been |just )?broken\b/g, 'waters broke'],
  // "broken glass", "a broken bottle": what cut the person, not a fracture
  [/\bbroken (glass|bottle|plate|mug|cup|window|mirror|vase|jar|tile)s?\b/g, 'shattered $1'],
  // Portuguese "o dedo ficou roxo": a finger or toe gone purple after a knock is a bruise, not cyanosis
  [/\b(dedo|unha|joelho|perna|braco|pe|mao|olho)\b([^.;!?]{0,40}?)\bficou rox[oa]\b/g, '$1$2 ficou com hematoma'],
  // planning a pregnancy is not being pregnant
  [/\b(?:planning|plan|plans|planned|trying for|thinking about|wanting) (?:a |another |to get |to become )?(?:pregnan(?:cy|t)|a baby)\b/g, 'family planning'],
  // "something bit me" at a barbecue is an insect, not an animal bite or a food
  [/\b(?:something|a bug|an insect|a mosquito|a midge|a horsefly|a spider) (?:bit|has bitten|had bitten|stung) (?:me|him|her|them|us)\b|\b(?:got |been |was )?bitten by something\b/g, 'insect bite'],
  [/\b(?:at|during) (?:a|the) (?:barbecue|bbq|picnic)\b(?=[^.!?]{0,60}\b(?:bit|bite|bitten|stung|sting|itch))|(?<=\b(?:bit|bitten|stung|insect bite)\b[^.!?]{0,60})\b(?:at|during) (?:a|the) (?:barbecue|bbq|picnic)\b/g, 'outdoors'],
  // ── es ──
  [/\b(?:me|te|se|nos) (?:corte|corto|cortaste|cortamos|cortaron) (?:el|mi|su|tu) (?:pelo|cabello|flequillo)\b/g, 'peluqueria'],
  [/\bcortarme el pelo\b/g, 'peluqueria'],
  [/\bcorte de (?:pelo|cabello|luz|agua|electricidad|corriente|digestion)\b/g, 'apagon'],
  [/\bse (?:me|te|le|nos|les) (?:cayo|cayeron|cae|caen|ha caido|han caido)\b(?! (?:el|la|los|las|mi|mis|su|sus) (?:bebe|nin[oa]s?|hij[oa]s?|niet[oa]s?|pelo|cabello|dientes?|muelas?|unas?)\b)/g, 'solte'],
  [/\b(?:cayo|cai|caer|caerse) (?:enferm[oa]|malo|mala)\b/g, 'enfermo'],
  [/\b(?:se )?cayo (?:el|la) (?:sistema|internet|red|luz|servidor|pagina|app|aplicacion|llamada|wifi|conexion)\b/g, 'fallo la red'],
  [/\bquemad[oa]s? (?:del|con el|en el|por el|de) (?:trabajo|curro)\b/g, 'agotado'],
  [/\b(?:vacuna|vacunar(?:me|se|le)?|vacunad[oa]s?) (?:de|contra) la gripe\b/g, 'vacuna'],
  [/\bhech[oa]s? polvo\b/g, 'agotado'],
  // ── fr ──
  [/\btomb(?:e|ee|es|ees|er|ait|ent) (amoureu(?:x|se)|malade|enceinte|en panne)\b/g, 'devenu $1'],
  [/\b(?:ca|cela) tombe (?:bien|mal)\b/g, 'ca va'],
  [/\bcoup(?:e|ee|er|ait) (?:les|mes|ses|tes) cheveux\b/g, 'coiffeur'],
  [/\bcoupure de (?:courant|electricite|gaz|eau|reseau)\b/g, 'panne'],
  [/\b(?:se |me |te )?cass(?:e|es|ent|er|ait|ais) la tete\b/g, 'reflechit'],
  [/\bcasse-?pieds\b|\bcass(?:e|es|ent|er) les pieds\b/g, 'embetant'],
  [/\b(?:vaccin(?:e|ee|er)?|vaccination) contre la grippe\b|\bvaccin antigrippal\b/g, 'vaccin'],
  [/\bcoeur sur la main\b/g, 'genereux'],
  // ── pt ──
  [/\bcaiu a (?:ficha|internet|rede|luz|ligacao|chamada|energia)\b/g, 'percebi'],
  [/\b(?:a )?(?:ficha|internet|rede|luz|ligacao|chamada|energia|conexao) caiu\b/g, 'percebi'],
  [/\b(?:cortei|cortou|cortamos|cortaram|cortar) (?:o |meu |seu |o meu |o seu )?cabelo\b/g, 'cabeleireiro'],
  [/\bcorte de (?:cabelo|energia|luz|agua)\b/g, 'apagao'],
  [/\bqueimad[oa]s? (?:no|com o|do|pelo) trabalho\b/g, 'esgotado'],
  [/\bca(?:iu|i|em|ia|iram) (?:bem|mal)\b/g, 'assentou'],
  [/\bquebr(?:ei|ou|amos|aram|ar) a cara\b/g, 'falhei'],
  [/\bvacin(?:a|ar|ei|ou|ad[oa]) (?:da|contra a) gripe\b/g, 'vacina'],
  // ── pt/es: "more" after a negated verb ("não tenho mais febre", "no tengo más fiebre") ──
  [/\b((?:nao|no|ja nao|ya no|nunca)(?: (?:me|se|lhe|le|te|nos))? (?:tenho|tem|temos|tens|tinha|sinto|sente|sentimos|estou|esta|ha|tengo|tiene|tienes|tenemos|siento|siente|estoy|hay|doi|duele|duelen)) (?:mais|mas)\b(?! (?:que|de|do|da)\b)/g, '$1'],
];

/** The text with idioms and "no longer … more" rewritten (normalised text in, normalised text out). */
export function rewriteIdioms(norm: string): string {
  let out = norm;
  for (const [re, to] of IDIOM_REWRITES) out = out.replace(re, to);
  return out;
}
