// Why this exists: the deterministic safety review between plan and booking: it may only raise urgency,
// re-triages on danger signs the history revealed, flags drug interactions and minor/pregnancy policy.
import { isStableAnginaStory } from './red-flags.ts';
import type { HistoryFacts, PatientInfo } from './types.ts';
import { triageLevelFor, type TriageLevel } from '../../server/protocol/enums.ts';
import { normalizeText, splitClauses } from './text-normalize.ts';
import { isNegatedAt } from './negation.ts';
import { DRUG_CLASSES, DRUG_INTERACTIONS, MEDICATION_ALIASES, type DrugInteraction } from './knowledge/interactions.data.ts';

export type { TriageLevel };
export interface SafetyFinding { rule: string; severity: 'info' | 'warn' | 'critical'; detail: string }
export interface SafetyInput {
  facts: HistoryFacts;
  patient: PatientInfo;
  plan: { specialty: string; urgency: number; triageLevel: TriageLevel };
}
export interface SafetyReview {
  urgency: number;
  triageLevel: TriageLevel;
  /** a rule raised the case to urgent/emergency or found something critical: a clinician should look now */
  escalate: boolean;
  emergency: boolean;
  requiresGuardianConsent: boolean;
  findings: SafetyFinding[];
  /** every rule id evaluated, in order (the handoff packet's risk_flags_checked) */
  checked: string[];
}

/** Rule ids, in evaluation order. */
export const SAFETY_RULES = [
  'plan_urgency_valid', 'drug_interactions', 'pregnancy_policy', 'minor_guardian_consent', 'infant_fever',
  'cardiac_retriage', 'neuro_retriage', 'elderly_fever_confusion', 'immunosuppressed_fever',
] as const;

const LEVEL_FLOOR: Record<TriageLevel, number> = { emergency: 5, urgent: 4, non_urgent: 2, self_care: 1 };

// ---- medicines: reported text → generic names → interacting pairs -------------------------------------

const tokenize = (s: string): string[] =>
  normalizeText(s).replace(/'/g, '').replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1').split(/[^a-z0-9]+/).filter(Boolean);

const ALIAS_INDEX = new Map<string, string>();
for (const [generic, aliases] of Object.entries(MEDICATION_ALIASES)) {
  for (const name of [generic.replace(/_/g, ' '), ...aliases]) ALIAS_INDEX.set(tokenize(name).join(' '), generic);
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1) || x.slice(i + 1) === y.slice(i) || x.slice(i) === y.slice(i + 1);
  return rest(a, b);
}

/** Generic names found in the reported medicines, each with the text the patient used. Misspellings of
 *  long names (7+ letters) within one edit of a single known name are accepted. */
export function resolveMedications(reported: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of reported) {
    const toks = tokenize(entry);
    for (let i = 0; i < toks.length; i++) {
      let hit: string | undefined;
      for (let n = 3; n >= 1 && !hit; n--) hit = ALIAS_INDEX.get(toks.slice(i, i + n).join(' '));
      if (!hit && toks[i].length >= 7 && /^[a-z]+$/.test(toks[i])) {
        const near = new Set([...ALIAS_INDEX].filter(([k]) => !k.includes(' ') && withinOneEdit(toks[i], k)).map(([, g]) => g));
        if (near.size === 1) hit = [...near][0];
      }
      if (hit && !found.has(hit)) found.set(hit, entry.trim());
    }
  }
  return found;
}

const expand = (side: readonly string[]): Set<string> =>
  new Set(side.flatMap((x) => (x.startsWith('class:') ? DRUG_CLASSES[x.slice(6)] ?? [] : [x])));

export interface InteractionHit { interaction: DrugInteraction; drugs: [string, string]; reported: [string, string] }

export function findInteractions(reported: readonly string[]): InteractionHit[] {
  const meds = resolveMedications(reported);
  const hits: InteractionHit[] = [];
  for (const interaction of DRUG_INTERACTIONS) {
    const a = expand(interaction.a), b = expand(interaction.b), seen = new Set<string>();
    for (const x of meds.keys()) for (const y of meds.keys()) {
      const key = [x, y].sort().join('+');
      if (x === y || !a.has(x) || !b.has(y) || seen.has(key)) continue;
      seen.add(key);
      hits.push({ interaction, drugs: [x, y], reported: [meds.get(x)!, meds.get(y)!] });
    }
  }
  return hits;
}

// ---- danger signs in the history (en, es, fr, pt; finding ids are read as words) -------------------------

const SIGNS = {
  fever: /\b(fever|febrile|pyrexia|high temperature|temperature of (3[89]|4[0-2])|fiebre|calentura|fievre|febre)\b/,
  chestPain: /\b(chest (pain|pressure|tightness|discomfort|heaviness|hurts)|tight chest|(pain|pressure|tightness|discomfort) in (my|the) chest|dolor (de|en el) pecho|dolor toracico|douleur (a la |dans la )?(poitrine|thoracique)|dor no peito|dor toracica)\b/,
  exertion: /\b(exert\w*|exercis\w*|walk\w*|stairs|climbing|effort|running|esfuerzo|ejercicio|caminar|escaleras|marche|escaliers|esforco|exercicio|escadas|andar)\b/,
  radiation: /\b(radiating (arm|jaw)|(radiat|spread|go|mov|shoot|travel)\w* (in ?to|to|down|up|through|towards?) (my |the )?(left |right )?(arm|jaw|neck|shoulder|back)|(left )?arm (pain|numb\w*)|jaw pain|(irradia|extiende)\w* (al|a la|hacia el) (brazo|mandibula|cuello|hombro|espalda)|(irradie|propage)\w* (vers|dans) (le |la |l')?(bras|machoire|cou|epaule|dos)|(irradia|espalha)\w* para o (braco|queixo|pescoco|ombro|costas))\b/,
  radiationSite: /\b(arm|jaw|neck|shoulder|back|brazo|mandibula|cuello|hombro|espalda|bras|machoire|cou|epaule|dos|braco|queixo|pescoco|ombro|costas)\b/,
  sweating: /\b(sweat\w*|diaphore\w*|clammy|sudor\w*|sudando|transpir\w*|sueurs?|suor|suando)\b/,
  syncope: /\b(syncope|faint\w*|passed out|pass out|blacked out|lost consciousness|loss of consciousness|collapsed|desmay\w*|evanoui\w*|perte de connaissance|desmai\w*)\b/,
  palpitations: /\b(palpitation\w*|palpitaciones|palpitacoes|heart (is |was |keeps |kept )?(racing|pounding|fluttering)|racing heart|pounding heart|irregular heartbeat|corazon acelerado|coeur qui (bat|s'emballe)|coracao acelerado)\b/,
  suddenWeakness: /\b(sudden(ly)? (weak\w*|numb\w*|paralys\w*)|weak\w* (on|in) (one|the (left|right)) side|one sided (weakness|numbness)|unilateral (weakness|numbness)|(face|facial) droop\w*|face (is )?drooping|hemipar\w*|can'?t (move|lift|feel) (my )?(left|right|one) (arm|leg|side)|debilidad (repentina|subita|de un lado)|cara caida|faiblesse (soudaine|brutale|d'un cote)|visage (affaisse|paralyse)|fraqueza (subita|repentina|de um lado)|rosto caido)\b/,
  weakness: /\b(weak\w*|numb\w*|debilidad|faiblesse|fraqueza)\b/,
  suddenOrOneSided: /\b(sudden\w*|abrupt\w*|all at once|unilateral|one side|de repente|repentin\w*|soudain\w*|brusque\w*|subit\w*)\b/,
  speech: /\b(slurr\w*|speech (problem|difficult|trouble)\w*|(trouble|difficulty) (speaking|talking|finding words)|can'?t (speak|talk|get (my )?words out)|aphasia|dysarthria|garbled speech|habla arrastrada|dificultad para hablar|no puedo hablar|(trouble|difficulte) (de la parole|a parler)|fala arrastada|dificuldade (para|de|em) falar|nao consigo falar)\b/,
  worstHeadache: /\b(worst (headache|head ache|pain)|thunderclap|sudden (severe|explosive|intense|excruciating) headache|el peor dolor de cabeza|pire (mal de tete|migraine|cephalee)|pior dor de cabeca)\b/,
  confusion: /\b(confus\w*|disorient\w*|delirium|delirious|not making sense|altered mental|confundid\w*|desorientad\w*|desoriente\w*)\b/,
  bleeding: /\b(bleed\w*|spotting|sangrado|sangra\w*|saignement\w*|sangramento)\b/,
  heavyBleeding: /\b(heavy (bleeding|blood)|bleeding (heavily|a lot)|soaking (through )?(a )?pads?|clots|gushing|ha?emorrhag\w*|sangrado abundante|mucha sangre|saignement abondant|sangramento (intenso|abundante)|muito sangue)\b/,
  abdominalPain: /\b(abdominal (pain|cramp\w*)|abd pain|(stomach|belly|tummy) (pain|ache|cramp\w*)|pelvic pain|pain in (my|the) (belly|stomach|abdomen|tummy|pelvis)|dolor (abdominal|de (estomago|barriga|vientre))|colicos|douleurs? (abdominales?|au ventre|pelviennes?)|mal au ventre|dor (abdominal|na barriga|de barriga|no ventre|pelvica)|colicas?)\b/,
  headache: /\b(headache|head ache|migraine|head (hurts|pain)|dolor de cabeza|cefalea|mal (a la|de) tete|cephalee|dor de cabeca)\b/,
  visionChange: /\b(blurr\w*|vision (change|problem|loss|trouble)\w*|seeing (spots|stars|flash\w*|double)|flashing lights|double vision|can'?t see|visual (disturbance|change)\w*|vision borrosa|vista borrosa|(vision|vue) (floue|trouble)|(visao|vista) (turva|embacada))\b/,
  reducedFetalMovement: /\b((baby|fetus|fetal|foetal)( is)? (moving|movements?|kick\w*) (less|much less|decreased|reduced|slower)|(less|reduced|decreased|fewer|no) (fetal |foetal |baby )?(movements?|kicks?)|baby (hasn'?t|has not|isn'?t|is not|stopped) (moved|moving|kicking)|(haven'?t|have not|don'?t|can'?t) (felt|feel) (the |my )?baby (move|moving|kick)|bebe se mueve (menos|poco)|no siento (al|a mi) bebe|bebe (bouge|remue) (moins|peu|plus)|ne sens plus (le|mon) bebe|bebe (mexe|mexendo) (menos|pouco)|nao sinto (o|meu) bebe)\b/,
  immunosuppressed: /\b(immuno(suppress|compromis|deficien)\w*|chemo\w*|cancer treatment|transplant\w*|hiv|(?<!hearing )aids|neutropeni\w*|asplenia|splenectomy|no spleen|(long term |on )steroids|quimioterapia|trasplante|inmunosuprimid\w*|immunodeprim\w*|greffe|imunossuprimid\w*|vih|sida)\b/,
  immunosuppressant: /\b(prednis\w*|dexamethason\w*|methylprednisolon\w*|tacrolimus|c[iy]closporin\w*|mycophenol\w*|cellcept|azathioprin\w*|imuran|methotrexat\w*|mercaptopurin\w*|adalimumab|humira|infliximab|remicade|etanercept|enbrel|rituximab|tocilizumab|ocrelizumab|fingolimod|capecitabin\w*|cyclophosphamid\w*|sirolimus|everolimus|leflunomid\w*|tofacitinib|baricitinib|upadacitinib)\b/,
  newborn: /\b(newborn|neonate|recien nacido|nouveau ne|recem nascido)\b/,
};
type Sign = keyof typeof SIGNS;
/** Findings that make early-pregnancy bleeding an emergency (ectopic rupture, shock, heavy loss). */
const EARLY_BLEED_DANGER = ['heavy_vaginal_bleeding', 'severe', 'lightheaded', 'syncope', 'dizziness', 'unilateral', 'shoulder_tip_pain', 'fever', 'hypotension', 'tachycardia'];
const GLOBAL_SIGNS = Object.fromEntries(Object.entries(SIGNS).map(([k, re]) => [k, new RegExp(re.source, 'g')])) as Record<Sign, RegExp>;

/** Verb negations the shared cue list leaves out ("it doesn't spread to my arm"), a few words before a match. */
const VERB_NEGATION = /\b(doesn'?t|does not|didn'?t|did not|wasn'?t|haven'?t|hasn'?t|hadn'?t|won'?t)(\s+\S+){0,3}\s*$/;

/** True when the sign is asserted (not plainly negated) in any of the texts. */
function has(texts: readonly string[], sign: Sign): boolean {
  return texts.some((t) =>
    splitClauses(normalizeText(t).replace(/[_-]/g, ' ')).some((clause) =>
      [...clause.matchAll(GLOBAL_SIGNS[sign])].some((m) =>
        !isNegatedAt(clause, m.index) && !VERB_NEGATION.test(clause.slice(Math.max(0, m.index - 40), m.index)))));
}

/** Age in months when the history states it ("6 week old", "10-day-old"), for infants. */
function statedAgeMonths(text: string): number | undefined {
  const m = /\b(\d{1,2}) ?(day|week|month)s?[ -]old\b/.exec(normalizeText(text).replace(/-/g, ' '));
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === 'day' ? n / 30 : m[2] === 'week' ? n / 4.35 : n;
}

export function reviewSafety(input: SafetyInput): SafetyReview {
  const { facts, patient, plan } = input;
  const findings: SafetyFinding[] = [];
  const checked: string[] = [];
  const valid = Number.isFinite(plan.urgency);
  const start = Math.max(valid ? Math.min(5, Math.max(1, Math.ceil(plan.urgency))) : 4, LEVEL_FLOOR[plan.triageLevel] ?? 1);
  let urgency = start;
  const flag = (rule: string, severity: SafetyFinding['severity'], detail: string, atLeast = 0): void => {
    findings.push({ rule, severity, detail });
    urgency = Math.max(urgency, atLeast);
  };
  const run = (rule: (typeof SAFETY_RULES)[number], body: () => void): void => { checked.push(rule); body(); };

  const o = facts.opqrst;
  const history = [facts.complaint, o.onset, o.provocation, o.palliation, o.quality, o.region, o.radiation, o.timing,
    ...facts.findings].filter((t): t is string => typeof t === 'string' && t.length > 0);
  const sign = (s: Sign) => has(history, s);
  const age = facts.age ?? patient.age;
  const pregnant = facts.pregnant === true || patient.pregnant === true;

  run('plan_urgency_valid', () => {
    if (!valid) flag('plan_urgency_valid', 'warn', 'Plan urgency was missing or invalid; treated as urgent.', 4);
  });
  let severeInteraction = false;
  run('drug_interactions', () => {
    for (const { interaction: ix, drugs, reported } of findInteractions(facts.medications)) {
      const severe = ix.severity === 'severe';
      if (severe) severeInteraction = true;
      flag('drug_interactions', severe ? 'warn' : 'info',
        `${severe ? 'Severe' : 'Moderate'} interaction (${ix.id}): ${drugs[0]} ("${reported[0]}") + ${drugs[1]} ("${reported[1]}"). ${ix.concern} Clinician to review the medication list with the patient.`,
        severe ? 3 : 0);
    }
  });
  run('pregnancy_policy', () => {
    if (!pregnant) return;
    flag('pregnancy_policy', 'info', 'Pregnant: seen at least as non-urgent by a clinician; consider OB/GYN input.', 3);
    const bleeding = sign('bleeding'), pain = sign('abdominalPain');
    // light first-trimester bleeding with mild cramps and no faintness is an early-pregnancy unit's same-day care
    // (NICE NG126), as the engine's urgency rules say; anything heavier or with a danger sign stays critical
    const f = new Set(facts.findings);
    const earlyLight = f.has('early_pregnancy') && f.has('light_bleeding') && !f.has('late_pregnancy')
      && !EARLY_BLEED_DANGER.some((id) => f.has(id));
    if (sign('heavyBleeding') || (bleeding && pain && !earlyLight)) flag('pregnancy_policy', 'critical', 'Pregnant with heavy bleeding or bleeding with abdominal pain (ectopic, miscarriage, abruption).', 5);
    else if (bleeding && earlyLight) flag('pregnancy_policy', 'warn', 'Light bleeding in early pregnancy: same-day early-pregnancy assessment.', 4);
    else if (sign('headache') && sign('visionChange')) flag('pregnancy_policy', 'critical', 'Pregnant with headache and visual change (possible pre-eclampsia).', 5);
    else if (bleeding || pain) flag('pregnancy_policy', 'warn', `Pregnant with ${bleeding ? 'vaginal bleeding' : 'abdominal pain'}.`, 4);
    if (sign('reducedFetalMovement')) flag('pregnancy_policy', 'warn', 'Pregnant with reduced fetal movement: same-day maternity assessment.', 4);
  });
  run('minor_guardian_consent', () => {
    if (age !== undefined && age < 18) flag('minor_guardian_consent', 'info', `Patient is ${age} (under 18): guardian consent needed before booking.`);
  });
  run('infant_fever', () => {
    if (!sign('fever')) return;
    // a baby's age in the text is the patient's only when the patient is not known to be older (a breastfeeding
    // mother of 30 with mastitis names her 5-week-old; her fever is hers)
    const stated = age === undefined || age < 1 ? statedAgeMonths(facts.complaint) : undefined;
    const months = stated ?? (age !== undefined && age > 0 && age < 1 ? age * 12 : undefined);
    if ((months !== undefined && months < 3) || sign('newborn')) flag('infant_fever', 'critical', 'Fever in an infant under 3 months.', 5);
    else if (age === 0 && months === undefined) flag('infant_fever', 'warn', 'Fever in an infant under 1 year (age in months unknown; under 3 months is an emergency).', 4);
  });
  run('cardiac_retriage', () => {
    if (sign('chestPain') && !(isStableAnginaStory(facts.complaint ?? '') && !sign('sweating')) && (sign('exertion') || sign('radiation') || (!!o.radiation && has([o.radiation], 'radiationSite')) || sign('sweating'))) {
      flag('cardiac_retriage', 'critical', 'Chest pain with exertional trigger, radiation or sweating (possible acute coronary syndrome).', 5);
    }
    if (sign('syncope') && sign('palpitations')) flag('cardiac_retriage', 'critical', 'Syncope with palpitations (possible arrhythmia).', 5);
  });
  run('neuro_retriage', () => {
    const signs = [sign('suddenWeakness') || (sign('weakness') && has([o.onset ?? '', ...facts.findings], 'suddenOrOneSided')) ? 'sudden or one-sided weakness' : '',
      sign('speech') ? 'speech difficulty' : '', sign('worstHeadache') ? 'worst-ever or thunderclap headache' : ''].filter(Boolean);
    if (signs.length) flag('neuro_retriage', 'critical', `Neurological emergency signs: ${signs.join(', ')} (possible stroke or bleed).`, 5);
  });
  run('elderly_fever_confusion', () => {
    if (age === undefined || age < 75) return;
    const which = [sign('fever') ? 'fever' : '', sign('confusion') ? 'confusion' : ''].filter(Boolean);
    if (which.length) flag('elderly_fever_confusion', 'warn', `Age ${age} with ${which.join(' and ')}.`, 4);
  });
  run('immunosuppressed_fever', () => {
    const immuno = has([...facts.conditions, ...history], 'immunosuppressed') || has(facts.medications, 'immunosuppressant');
    if (immuno && sign('fever')) flag('immunosuppressed_fever', 'warn', 'Fever in an immunosuppressed patient (risk of serious infection or neutropenic sepsis).', 4);
  });

  return {
    urgency,
    triageLevel: triageLevelFor(urgency),
    // a clinician decides before anything is booked: a critical finding, a severe interaction, or a plan the review had to raise to urgent
    escalate: findings.some((f) => f.severity === 'critical') || severeInteraction || (urgency >= 4 && urgency > start),
    emergency: urgency >= 5,
    requiresGuardianConsent: age !== undefined && age < 18,
    findings,
    checked,
  };
}
