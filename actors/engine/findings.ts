// Why this exists: turns free patient text (lay, clinical, abbreviated, seven languages) into the engine's finding ids, minding negation per clause.
import { FINDINGS, type FindingDef } from './knowledge/findings.data.ts';
import { cooccurrenceFindings, numericFindings } from './finding-signals.ts';
import { isDeniedAround, isHedgedAt, isNegatedAt, isSimileAt } from './negation.ts';
import { normalizeText, splitClauses } from './text-normalize.ts';
import { LruCache, TokenIndex } from './lexicon-matcher.ts';
import { PhraseIndex } from './phrase-index.ts';
import { rewriteIdioms } from './findings-idioms.ts';
import { contextFindings } from './findings-context.ts';
import { subjectOf } from './finding-subject.ts';
import { compilePhrase, isLatin, LETTER, wholeWords } from './phrase-compiler.ts';
import type { Sex } from './types.ts';

export interface ExtractedFindings {
  findings: string[];
  negated: string[];
}

interface Compiled { defs: FindingDef[]; phrases: PhraseIndex }
interface Full { sources: string[]; res: (RegExp | undefined)[]; index: TokenIndex }

let compiled: Compiled | null = null;
let fullLex: Full | null = null;

/** The key that lets the token index skip a phrase's finding (see lexicon-matcher.ts): in the
 *  bounded Latin group, the longest leading literal of any of its words (every word is required and
 *  starts a token); a non-Latin phrase is a plain substring; anything else is always run. */
function phraseKey(raw: string, bounded: boolean): string | { substring: string } | null {
  const phrase = normalizeText(raw);
  if (!isLatin(phrase)) return { substring: phrase };
  if (!bounded) return null;
  const lits = phrase.split(' ').filter((t) => t !== '.' && t !== '..').map((t) => LEADING_LETTERS.exec(t)?.[0] ?? '');
  return lits.reduce((a, b) => (b.length > a.length ? b : a), '') || null;
}
const LEADING_LETTERS = new RegExp(`^${LETTER}+`);

/** Latin-script clauses go through the phrase index: each phrase is compiled when first tried. */
function lexicon(): Compiled {
  compiled ??= { defs: FINDINGS, phrases: new PhraseIndex(FINDINGS.map((def) => Object.values(def.phrases).flat().map(normalizeText).filter(isLatin))) };
  return compiled;
}

/** Each finding's whole matcher (Latin phrases on word boundaries, then non-Latin substrings) with a token
 *  index over them, built on first use: for clauses with zh/ar/hi text, and as the tests' reference. */
function fullLexicon(): Full {
  if (!fullLex) {
    const keys = FINDINGS.map((def) => Object.values(def.phrases).flat().map((p) => phraseKey(p, isLatin(p))));
    fullLex = { sources: FINDINGS.map((_, i) => fullSource(i)), res: [], index: new TokenIndex(keys, new RegExp(`${LETTER}+`, 'g')) };
  }
  return fullLex;
}

const SOURCES: string[] = [];
/** Finding i's whole matcher as a regexp source, made on first use. */
function fullSource(i: number): string {
  if (SOURCES[i] === undefined) {
    const list = Object.values(FINDINGS[i].phrases).flat();
    const latin = list.filter(isLatin).map(compilePhrase);
    const other = list.filter((p) => !isLatin(p)).map(compilePhrase);
    const parts = [];
    if (latin.length) parts.push(wholeWords(latin));
    if (other.length) parts.push(other.join('|'));
    SOURCES[i] = parts.join('|');
  }
  return SOURCES[i];
}

function findingRe(f: Full, i: number): RegExp {
  return (f.res[i] ??= new RegExp(f.sources[i], 'g'));
}

/** A character outside Latin script: such a clause may hold zh/ar/hi phrases, which the phrase index leaves out. */
const NON_LATIN = /[^\u0000-\u024f]/;

/** Case-sensitive abbreviations that would be ambiguous once lower-cased ("HA" vs "ha", "TIA" vs Spanish "tía"). */
const CASED_ABBREVIATIONS: [RegExp, string][] = [
  [/\bHA\b/g, 'headache'],
  [/\bTIA\b/g, 'transient ischemic attack'],
  [/\bAF\b/g, 'atrial fibrillation'],
  [/\bPAD\b/g, 'peripheral arterial disease'],
  [/\bAIDS\b/g, 'hiv'],
  [/\bSI\b/g, 'suicidal ideation'],
];

/** Rewrites after normalisation so that the negation helper sees plain cues. */
const REWRITES: [RegExp, string][] = [
  // hay fever is an allergy, not a fever
  [/\bhay ?fever\b/g, 'hayfever'], [/\bfiebre del heno\b/g, 'rinitis alergica'],
  [/\bnon[- ]?smok\w*/g, 'no smoking'],
  // non-alcoholic fatty liver disease says nothing about drinking
  [/\bnon[- ]?alcoholic\b/g, 'nonalcoholic'],
  [/\b(?:ex|former|past)[- ]smoker\b/g, 'no current smoking'],
  [/\bnever smoked\b/g, 'no smoking'],
  [/\bfell asleep\b/g, 'slept'],
  [/\bweak (?:urine |urinary )?stream\b/g, 'poor stream'],
  [/\bfall(ing)? asleep\b/g, 'sleep$1'],
  [/\bb\/l\b/g, 'bilateral'],
  [/\bw\//g, 'with '],
  [/\bc\/o\b/g, 'complains of'],
  [/\bh\/o\b/g, 'history of'],
  [/\bhx\b/g, 'history'],
  [/\bpmh\b/g, 'past history'],
];

/** Clinical list negation: "denies fever, chills, cough" negates the whole list (the shared helper
 *  closes a cue's scope at a comma, which is right for lay text but not for a review of systems). */
const LIST_NEGATOR = /(?<![a-z])(?:denies|denied|denying|negative for|ros negative|ros neg|no history of|niega|nie|nega)(?![a-z])/;
const LIST_JOINER = /^[\s,/]*(?:(?:and|or|nor|y|o|et|ou|e|ni)\s+)?$/;

export function prepareText(text: string): string {
  let raw = text;
  for (const [re, to] of CASED_ABBREVIATIONS) raw = raw.replace(re, to);
  let norm = normalizeText(raw);
  for (const [re, to] of REWRITES) norm = norm.replace(re, to);
  return rewriteIdioms(norm);
}

const BY_ID = new Map(FINDINGS.map((f) => [f.id, f]));

function addWithImplied(id: string, into: Set<string>): void {
  if (into.has(id)) return;
  into.add(id);
  for (const implied of BY_ID.get(id)?.implies ?? []) addWithImplied(implied, into);
}

/** Findings that say something works as it should ("I can walk normally"): "normal" after them is no denial. */
const NORMAL_FUNCTION = new Set(['can_bear_weight']);

/** Findings patients often name as a fear rather than a fact ("I'm scared it's broken"): hedged, they are not read. */
const HEDGEABLE = new Set(['fracture_signs']);

/** Injuries patients borrow to describe a pain ("like I'm being stabbed", "like an electric shock"): as a simile, not read. */
const SIMILE_PRONE = new Set(['penetrating_wound', 'electric_shock']);

/** Risks that another person's illness gives the patient: a family history, an exposure (a coworker's TB). */
const OWN_THROUGH_OTHERS = /family|exposure|contact/;

/** What one clause says, in order: `+id` asserts a finding (with what it implies), `-id` denies one,
 *  `~id` is a condition of a relative the patient names ("my mum is diabetic"), and `=other` says the clause
 *  has a symptom of someone other than the writer ("she is sweating", "my son has a fever"). A family
 *  history ("family history of diabetes") says nothing of the patient's own conditions. `full` runs every finding's regexp instead of the index's
 *  candidates (the reference for tests). */
export function clauseEffects(clause: string, full = false): string[] {
  const { defs, phrases } = lexicon();
  const out: string[] = [];
  const hits: { id: string; start: number; end: number; source: string }[] = [];
  if (!full && !NON_LATIN.test(clause)) {
    // isDeniedAround is given the phrase that matched: "lips .. blue" over "lips are not blue" is denied even
    // when another phrase of the same finding carries a negative word on purpose ("can't speak .. sentence*")
    for (const h of phrases.matches(clause)) hits.push({ id: defs[h.group].id, start: h.start, end: h.end, source: h.phrase });
  } else {
    const f = fullLexicon();
    for (const i of full ? defs.keys() : f.index.candidates(clause)) {
      for (const m of clause.matchAll(findingRe(f, i))) {
        const start = m.index ?? 0;
        hits.push({ id: defs[i].id, start, end: start + m[0].length, source: phrases.phraseAt(i, clause, start, start + m[0].length) ?? f.sources[i] });
      }
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const listNegated = LIST_NEGATOR.test(clause);
  let lastNegatedEnd = -1;
  let coveredTo = -1;
  // whose each hit is; a symptom read from the same words as a relative's condition ("meu pai tem pressao
  // alta": hypertension and a high reading) is the relative's too
  const whose = hits.map((hit) => {
    const kind = BY_ID.get(hit.id)?.kind;
    const subject = kind === 'risk' || kind === 'symptom' ? subjectOf(clause, hit.start, hit.end) : null;
    return { kind, subject, others: kind === 'risk' && !OWN_THROUGH_OTHERS.test(hit.id) && (subject === 'relative' || subject === 'family_history') };
  });
  hits.forEach((hit, i) => {
    if (whose[i].kind !== 'symptom') return;
    const j = hits.findIndex((h, k) => whose[k].others && h.start < hit.end && hit.start < h.end);
    if (j >= 0) Object.assign(whose[i], { others: true, subject: whose[j].subject });
  });
  hits.forEach((hit, i) => {
    if (HEDGEABLE.has(hit.id) && isHedgedAt(clause, hit.start)) return;
    if (SIMILE_PRONE.has(hit.id) && isSimileAt(clause, hit.start)) return;
    let neg = isNegatedAt(clause, hit.start, hit.end) || isDeniedAround(clause, hit.start, hit.end, hit.source, NORMAL_FUNCTION.has(hit.id));
    if (!neg && listNegated && lastNegatedEnd >= 0 && hit.start >= lastNegatedEnd
      && LIST_JOINER.test(clause.slice(Math.max(lastNegatedEnd, coveredTo), hit.start))) neg = true;
    const { kind, subject, others } = whose[i];
    if (neg) {
      if (!others) out.push(`-${hit.id}`);
      lastNegatedEnd = Math.max(lastNegatedEnd, hit.end);
    } else if (others) {
      if (subject === 'relative') out.push(`~${hit.id}`);
    } else {
      out.push(`+${hit.id}`);
      if (kind === 'symptom' && (subject === 'relative' || subject === 'other')) out.push('=other');
    }
    coveredTo = Math.max(coveredTo, hit.end);
  });
  const pairs = cooccurrenceFindings(clause);
  for (const id of pairs.found) out.push(`+${id}`);
  for (const id of pairs.denied) out.push(`-${id}`);
  return out;
}

/** Clause results, since a consult's transcript is re-read every turn. A clause is read on its own,
 *  so replaying its effects in order gives what reading it again would. */
const CLAUSES = new LruCache<string[]>(4_000);
/** Forget cached clause results (tests and benchmarks). */
export const clearFindingsCache = () => CLAUSES.clear();

/** Finding ids asserted in the text, and those the text explicitly denies. `age` (years) sets the
 *  normal ranges of measured vital signs (a child's heart and breathing rates run faster). */
export function extractFindings(text: string, opts: { age?: number } = {}): ExtractedFindings {
  const positive = new Set<string>();
  const denied = new Set<string>();
  const relatives: string[] = [];
  let otherHasSymptom = false;
  const norm = prepareText(text);
  for (const clause of splitClauses(norm)) {
    for (const e of CLAUSES.getOrSet(clause, () => clauseEffects(clause))) {
      if (e[0] === '+') addWithImplied(e.slice(1), positive);
      else if (e[0] === '-') denied.add(e.slice(1));
      else if (e[0] === '~') relatives.push(e.slice(1));
      else otherHasSymptom = true;
    }
  }
  // a relative's condition is the patient's when the consult is about someone else: a symptom said of a
  // relative or by pronoun ("my dad … his legs are swollen"); never on its own ("my mum is diabetic")
  if (otherHasSymptom) for (const id of relatives) addWithImplied(id, positive);
  for (const id of numericFindings(norm, opts.age ?? extractDemographics(text).age)) addWithImplied(id, positive);
  for (const id of contextFindings(norm, positive)) addWithImplied(id, positive);
  const negated = [...denied].filter((id) => !positive.has(id));
  return { findings: [...positive], negated };
}

/** Finding ids (risk factors mostly) named in background lists such as conditions or medications. */
export function findingsFromHistory(items: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const item of items) {
    for (const id of extractFindings(`history of ${item}`).findings) out.add(id);
  }
  return out;
}

export function findingDef(id: string): FindingDef | undefined {
  return BY_ID.get(id);
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** Best-effort age and sex from a vignette or third-person story ("45 y/o m", "my 3 month old daughter"). */
// clinical shorthand at the start of a note or after "pt": "54M", "30F", "7 mo F", "3mo"
const SHORT_LEAD = String.raw`(?:^|[,;:(]\s*|\b(?:pt|patient|is a|a|my|our|baby|infant)\s+)`;
const SHORT_MONTHS = new RegExp(`${SHORT_LEAD}(\\d{1,2}) ?(?:mo|mos|m\\/o)\\b`);
const SHORT_YEARS = new RegExp(`${SHORT_LEAD}(\\d{1,3}) ?(m|f)\\b(?![/'])`);
// a clinical note's age in months or weeks: "4/12 F", "8/12 boy", "3/52 old" (followed by who, so a duration "4/12 hx" is not an age)
const SLASH_AGE = new RegExp(`${SHORT_LEAD}(\\d{1,2}) ?\\/ ?(12|52) ?(?:m|f|boy|girl|male|female|old|infant|baby|son|daughter)\\b`);

/** An age of 0 means "under a year": months the text gives ("bébé de 10 mois", "7 mo") say how old. */
export function ageWithMonths(age: number | undefined, text: string): number | undefined {
  if (age !== 0) return age;
  const told = extractDemographics(text).age;
  return told !== undefined && told > 0 && told < 1 ? told : age;
}

export function extractDemographics(text: string): { age?: number; sex?: Sex } {
  const norm = normalizeText(text);
  let age: number | undefined;
  const months = norm.match(/\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)[- ](?:month|mo)s?[- ]old\b/);
  // "my baby 9 months have…", "mi bebe de 7 meses", "ma fille de 10 mois"
  const babyMonths = norm.match(/\b(?:baby|infant|son|daughter|bebe|hija|hijo|nena|nene|fille|fils|filha|filho|nenem)\s+(?:is\s+|of\s+|de\s+|tem\s+|tiene\s+|a\s+)?(\d{1,2})\s+(?:months?|meses|mois)\b/);
  const weeks = norm.match(/\b(\d{1,2}|a|one|two|three|four|five|six)[- ](?:week|wk)s?[- ]old\b/);
  const shortMonths = norm.match(SHORT_MONTHS);
  const shortYears = norm.match(SHORT_YEARS);
  const slashAge = norm.match(SLASH_AGE);
  const years = norm.match(/\b(\d{1,3})\s*(?:y\/o|y\.o\.?|yo)(?![a-z])|\b(\d{1,3})[- ]?(?:years?|yrs?)[- ]old\b|\b(?:age|aged|edad|age de|idade)[: ]+(\d{1,3})\b|\b(\d{1,3}) (?:ans|anos)\b/);
  const num = (s: string): number => WORD_NUMBERS[s] ?? Number(s);
  if (months) age = Math.round((num(months[1]) / 12) * 100) / 100;
  else if (weeks) age = Math.round((num(weeks[1]) / 52) * 100) / 100;
  else if (years) age = Number(years[1] ?? years[2] ?? years[3] ?? years[4]);
  else if (babyMonths) age = Math.round((Number(babyMonths[1]) / 12) * 100) / 100;
  else if (shortMonths) age = Math.round((Number(shortMonths[1]) / 12) * 100) / 100;
  else if (slashAge) age = Math.round((Number(slashAge[1]) / Number(slashAge[2])) * 100) / 100;
  else if (shortYears) age = Number(shortYears[1]);
  if (age !== undefined && (age < 0 || age > 120)) age = undefined;

  let sex: Sex | undefined;
  const compact = norm.match(/\b\d{1,3}\s*(?:y\/o|yo|y\.o\.?|yrs?|year[- ]old)\s*(m|f|male|female|man|woman|boy|girl|gentleman|lady)\b/);
  if (compact) sex = /^(m|male|man|boy|gentleman)$/.test(compact[1]) ? 'male' : 'female';
  else if (shortYears) sex = shortYears[2] === 'm' ? 'male' : 'female';
  else if (/\b(female|woman|girl|lady|daughter|mother|mom|wife|she|her|pregnant|femme|mujer|mulher|hija|filha|fille)\b/.test(norm)
    && !/\b(male|man|boy|son|father|dad|husband|he|his|him|homme|hombre|homem|hijo|filho|fils)\b/.test(norm)) sex = 'female';
  else if (/\b(male|man|boy|son|father|dad|husband|he|his|him|homme|hombre|homem|hijo|filho|fils)\b/.test(norm)
    && !/\b(female|woman|girl|lady|daughter|mother|mom|wife|she|her|pregnant)\b/.test(norm)) sex = 'male';
  return { age, sex };
}
