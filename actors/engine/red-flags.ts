// Why this exists: the deterministic emergency screen that runs on every patient utterance (and
// interim voice transcript) before anything else sees it; a hit halts the consult into `emergency`.
//
// How it matches: the text is normalised and folded (case, accents, Arabic letter forms, digits),
// misspelt key English words are corrected ("chest pian", "sezure"), then every rule's phrases in
// all seven languages are searched (patients mix languages; ctx.locale only picks the notice's
// language). A phrase counts when it is not plainly negated (see negation.ts). Rules made of
// several concepts ("fever" + "stiff neck") need each concept asserted somewhere in the message;
// "pregnant" and "infant" concepts are also met by consult:start's patient facts.
//
// Decisions worth knowing: recall wins over precision. Past events still fire ("chest pain last
// year, fine now"), questions fire ("could this be a stroke?"), and a history ("history of
// seizures") fires; the clinician sorts those out. The only exceptions are a rule's `unless` entries:
// presentations a guideline says need no ambulance, voided by that guideline's danger signs. "Headache", "mild cough", fever in a child
// over 3 months, plain "short of breath" and "I feel faint" are not flags on their own.
import type { EmergencyNotice, PatientInfo, RedFlagHit } from './types.ts';
import { normalizeText, foldForMatching, createTokenSpeller } from './text-normalize.ts';
import { isNegatedAt } from './negation.ts';
import { RULES, FUZZY_VOCAB, FUZZY_KEEP, type Concept, type PatternSet, type RedFlagRule, type PatientCondition } from './red-flags.rules.ts';
import { resourcesFor, fillMessage, noticeResources } from './emergency-resources.ts';
import { ageWithMonths } from './findings.ts';

export interface ScreenContext {
  patient?: PatientInfo;
  locale?: string;
}

interface CompiledSet {
  /** Latin-script phrases as whole words, or undefined when the set has none */
  latin?: RegExp;
  /** Chinese, Arabic and Devanagari phrases, anywhere */
  other?: RegExp;
}

const NON_LATIN = /[\u0600-\u06ff\u0900-\u097f\u3400-\u9fff]/;
const compiled = new WeakMap<object, CompiledSet>();

function compileSet(set: PatternSet): CompiledSet {
  const cached = compiled.get(set);
  if (cached) return cached;
  const latin: string[] = [];
  const other: string[] = [];
  for (const list of Object.values(set)) {
    for (const source of list ?? []) (NON_LATIN.test(source) ? other : latin).push(foldForMatching(source));
  }
  const out: CompiledSet = {
    latin: latin.length ? new RegExp(`(?<![a-z0-9])(?:${latin.join('|')})(?![a-z0-9])`, 'g') : undefined,
    other: other.length ? new RegExp(`(?:${other.join('|')})`, 'gu') : undefined,
  };
  compiled.set(set, out);
  return out;
}

/** Every Latin word in any pattern is a word the speller must leave alone (fr/es/pt included). */
function patternWords(): string[] {
  const words = new Set<string>();
  const visit = (set?: PatternSet) => {
    for (const list of Object.values(set ?? {})) for (const s of list ?? []) for (const w of s.match(/[a-z]{4,}/g) ?? []) words.add(w);
  };
  for (const rule of RULES) {
    visit(rule.any);
    for (const group of rule.all ?? []) for (const c of group) visit(c.patterns);
    for (const x of rule.unless ?? []) for (const c of [...x.all, ...x.none]) visit(c.patterns);
  }
  return [...words];
}

const speller = createTokenSpeller(FUZZY_VOCAB, [...FUZZY_KEEP, ...patternWords()]);
// Compile everything once, at load, so the first utterance is as fast as the rest.
for (const rule of RULES) {
  if (rule.any) compileSet(rule.any);
  for (const group of rule.all ?? []) for (const c of group) compileSet(c.patterns);
  for (const x of rule.unless ?? []) for (const c of [...x.all, ...x.none]) compileSet(c.patterns);
}

interface Prepared {
  text: string;
  hasLatin: boolean;
  hasOther: boolean;
  conceptCache: Map<Concept, string | null>;
  patient?: PatientInfo;
}

/** Family history, not the patient's emergency: "family history of stroke", "FH: MI", or a relative's event
 *  dated in the past ("my dad had a stroke 5 years ago"). A relative's event with no past date ("my dad had a
 *  stroke this morning", "dad had stroke") still fires: the message may be about them. */
const FAMILY_HISTORY_BEFORE = /(?:family (?:history|hx)|fhx?|history in (?:the|my) family|runs in (?:the|my) family|antecedentes familiares|antecedents familiaux|historico familiar|historia familiar)(?: of| de| du| des| d')?:? (?:[a-z']+ ){0,3}$/;
const RELATIVE_HAD_BEFORE = /(?<![a-z])(?:dad|father|mum|mom|mother|brother|sister|grand(?:ma|mother|pa|dad|father)|granny|nan|uncle|aunt|auntie|cousin|parents?)(?:'s)? (?:had|died (?:of|from)|passed away (?:of|from)|suffered) (?:an? |his |her )?$/;
const PAST_DATE_AFTER = /^(?:[a-z ]{0,20})?(?:(?:[0-9]+|a few|two|three|four|five|six|ten|many|several) years? ago|last year|in (?:19|20)[0-9]{2}|at (?:the )?age|aged? [0-9]+|at [0-9]{2}\b|when (?:he|she|they) (?:was|were))/;
function isOthersPastAt(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 60), index);
  if (FAMILY_HISTORY_BEFORE.test(before)) return true;
  return RELATIVE_HAD_BEFORE.test(before) && PAST_DATE_AFTER.test(text.slice(end, end + 40).trimStart());
}

/** The first asserted (not negated) match of a pattern set in the text, or null. */
function firstAsserted(set: PatternSet, p: Prepared): string | null {
  const c = compileSet(set);
  for (const re of [p.hasLatin ? c.latin : undefined, p.hasOther ? c.other : undefined]) {
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(p.text); m; m = re.exec(p.text)) {
      if (!isNegatedAt(p.text, m.index, m.index + m[0].length) && !isOthersPastAt(p.text, m.index, m.index + m[0].length)) return m[0];
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return null;
}

function patientMeets(condition: PatientCondition | undefined, patient?: PatientInfo): boolean {
  if (!condition || !patient) return false;
  const age = patient.age;
  switch (condition) {
    case 'pregnant': return patient.pregnant === true;
    case 'infant': return age !== undefined && age >= 0 && age < 0.25;
    case 'baby': return age !== undefined && age >= 0 && age < 1;
    case 'child': return age !== undefined && age >= 0 && age < 12;
    case 'older': return age !== undefined && age >= 65;
    case 'over50': return age !== undefined && age >= 50;
  }
}

function conceptMatch(concept: Concept, p: Prepared): string | null {
  const cached = p.conceptCache.get(concept);
  if (cached !== undefined) return cached;
  const found = patientMeets(concept.patient, p.patient) ? `[patient: ${concept.id}]` : firstAsserted(concept.patterns, p);
  p.conceptCache.set(concept, found);
  return found;
}

/** A narrow guideline exception applies: all its concepts asserted, none of its voiding ones. */
function excepted(rule: RedFlagRule, p: Prepared): boolean {
  return (rule.unless ?? []).some((x) => x.all.every((c) => conceptMatch(c, p)) && !x.none.some((c) => conceptMatch(c, p)));
}

function ruleMatch(rule: RedFlagRule, p: Prepared): string | null {
  const direct = rule.any ? firstAsserted(rule.any, p) : null;
  if (direct) return excepted(rule, p) ? null : direct;
  for (const group of rule.all ?? []) {
    const parts: string[] = [];
    for (const concept of group) {
      const m = conceptMatch(concept, p);
      if (!m) break;
      parts.push(m);
    }
    if (parts.length === group.length) return excepted(rule, p) ? null : parts.join(' + ');
  }
  return null;
}

/** Normalised, folded and spell-corrected text, as the screen matches it. */
export function prepareForScreen(text: string): string {
  return speller.correct(foldForMatching(normalizeText(text)).replace(/(?<=[a-z])-(?=[a-z])/g, ' '));
}

function refinedPatient(patient: PatientInfo | undefined, text: string): PatientInfo | undefined {
  return patient?.age === 0 ? { ...patient, age: ageWithMonths(0, text) } : patient;
}

/** Screen one utterance. Returns one hit per rule that fires (never duplicates), [] when none. */
export function screenRedFlags(text: string, ctx?: ScreenContext): RedFlagHit[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const prepared = prepareForScreen(text);
  const p: Prepared = {
    text: prepared,
    hasLatin: /[a-z]/.test(prepared),
    hasOther: NON_LATIN.test(prepared),
    conceptCache: new Map(),
    patient: refinedPatient(ctx?.patient, text),
  };
  const hits: RedFlagHit[] = [];
  const seen = new Set<string>();
  for (const rule of RULES) {
    if (seen.has(rule.id)) continue;
    const matched = ruleMatch(rule, p);
    if (matched === null) continue;
    seen.add(rule.id);
    hits.push({ id: rule.id, family: rule.family, kind: rule.kind, matched, label: rule.label });
  }
  return hits;
}

/** The notice a patient sees when the screen fires: mental-health variant when any hit is mental
 *  health (the emergency number comes first, then crisis lines), medical otherwise (emergency
 *  numbers, plus the poison line for overdoses where the locale has one). */
export function emergencyNotice(hits: RedFlagHit[], locale?: string): EmergencyNotice {
  const r = resourcesFor(locale);
  const mental = hits.some((h) => h.kind === 'mental_health');
  if (mental) return { kind: 'mental_health', message: fillMessage(r.mentalHealthMessage, r), ...noticeResources('mental_health', false, r) };
  const toxic = hits.some((h) => h.family === 'toxicology');
  return { kind: 'medical', message: fillMessage(r.medicalMessage, r), ...noticeResources('medical', toxic, r) };
}

/** Rule ids, for dashboards and tests. */
export const RED_FLAG_RULE_IDS: readonly string[] = RULES.map((r) => r.id);
/** The story is stable exertional angina as the chest-pain rule's guideline exception reads it (on exertion, eased
 *  by rest within minutes, weeks old, nothing unstable: NICE CG95's rapid-access chest pain clinic, not an
 *  ambulance). The urgency rules and the safety review use it so that all three layers agree. */
export function isStableAnginaStory(text: string, patient?: PatientInfo): boolean {
  return chestPainException(0, text, patient);
}
/** The story is chest-wall pain as the chest-pain rule's second exception reads it (brought on by pressing, after a
 *  clear strain, under 50, no cardiac or clot feature: NICE CG95). */
export function isChestWallStory(text: string, patient?: PatientInfo): boolean {
  return chestPainException(1, text, patient);
}
/** The story is a reflex faint as the loss-of-consciousness rule's exceptions read it (a needle, blood, standing long in
 *  the heat or getting up fast; fully recovered; no syncope red flag; under 65: ESC 2018, NICE CG109). */
export function isReflexSyncopeStory(text: string, patient?: PatientInfo): boolean {
  const n = RULES.find((r) => r.id === 'loss_of_consciousness')?.unless?.length ?? 0;
  for (let i = 0; i < n; i++) if (ruleException('loss_of_consciousness', i, text, patient)) return true;
  return false;
}
function chestPainException(i: number, text: string, patient?: PatientInfo): boolean {
  return ruleException('chest_pain', i, text, patient);
}
function ruleException(id: string, i: number, text: string, patient?: PatientInfo): boolean {
  const x = RULES.find((r) => r.id === id)?.unless?.[i];
  if (!x || typeof text !== 'string' || text.trim() === '') return false;
  const prepared = prepareForScreen(text);
  const p: Prepared = { text: prepared, hasLatin: /[a-z]/.test(prepared), hasOther: NON_LATIN.test(prepared), conceptCache: new Map(), patient: refinedPatient(patient, text) };
  return x.all.every((c) => conceptMatch(c, p)) && !x.none.some((c) => conceptMatch(c, p));
}


// V8 compiles a regular expression on its first use, once for one-byte and once for two-byte
// strings: pay that (tens of ms) at load, not on a patient's first words.
for (const warm of ['warm up: chest pain, fever, stiff neck', 'warm up: 胸痛 发烧, ألم في الصدر, सीने में दर्द, chest pain']) {
  for (const rule of RULES) {
    for (const set of [rule.any, ...(rule.all ?? []).flat().map((c) => c.patterns)]) {
      if (!set) continue;
      const c = compileSet(set);
      c.latin?.test(warm);
      c.other?.test(warm);
    }
  }
  screenRedFlags(warm);
}
