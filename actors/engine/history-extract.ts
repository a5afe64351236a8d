// Why this exists: turn free patient text (lay or clinical; en/fr/es/pt) into OPQRST and background facts without an LLM.
import type { HistoryFacts, HistoryField, Opqrst, PatientInfo, Sex } from './types.ts';
import { normalizeText } from './text-normalize.ts';
import { isNegatedAt } from './negation.ts';
import * as D from './history.data.ts';
import { LruCache, matchLexicon } from './lexicon-matcher.ts';
import { detectPhi } from '../llm/phi.detect.ts';

export type ExtractedHistory = Omit<HistoryFacts, 'findings' | 'negatedFindings'>;
type Extracted = Pick<ExtractedHistory, 'opqrst' | 'age' | 'sex' | 'pregnant' | 'medications' | 'allergies' | 'conditions'>;

const NONE = D.NONE_REPORTED;
const { MEDS, CONDITIONS, ALLERGENS, PARTS, MODS, QUALITY } = D.LEXICONS;
const blank = (s: string, i: number, n: number) => s.slice(0, i) + ' '.repeat(n) + s.slice(i + n);
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const squash = (s: string) => s.trim().replace(/\s+/g, ' ');
const clip = (s: string, n = 300) => (squash(s).length <= n ? squash(s) : `${squash(s).slice(0, n - 1).replace(/\s+\S*$/, '')}…`);
/** A real item makes the "none" sentinel moot; the sentinel stays only on its own. */
const finalList = (xs: string[]) => (xs.some((x) => x !== NONE) ? uniq(xs.filter((x) => x && x !== NONE)) : uniq(xs));

/** Negation judged within the clause (and comma phrase) that holds the match. */
function negatedAt(text: string, i: number): boolean {
  const cut = i === 0 ? 0 : Math.max(...[...'.!?;\n,'].map((c) => text.lastIndexOf(c, i - 1))) + 1;
  return isNegatedAt(text.slice(cut), i - cut);
}
/** normalizeText plus the Portuguese "dor no peito" rewrite (same length, so indices hold). */
const norm = (s: string) => normalizeText(s).replace(D.PT_IN_THE, '$1 em');
const firstHit = (t: string, re: RegExp) => { const m = re.exec(t); return m && !negatedAt(t, m.index) ? m : null; };

/** True when a short answer means "I don't know" in any supported language. */
export function isDontKnow(text: string): boolean {
  const t = normalizeText(text);
  return t.split(' ').length <= 10 && Object.values(D.DONT_KNOW).some((re) => re.test(t));
}

/** The part of a message about the first complaint: a later "I also have a cough…" is left out of OPQRST. */
function primaryPart(t: string): string {
  const m = D.SECONDARY_COMPLAINT.exec(t);
  if (!m || m.index < 8) return t;
  const head = t.slice(0, m.index);
  const cut = Math.max(head.lastIndexOf(','), head.lastIndexOf('.'), head.lastIndexOf(' and '));
  return head.slice(0, cut > 0 ? cut : m.index);
}

function parseOnset(text: string): string | undefined {
  // "embarazada de 20 semanas", "diabetic for 15 years": not when this complaint began (blanked, same length)
  const t = text.replace(D.NOT_A_DURATION, (m) => ' '.repeat(m.length));
  const hits = D.ONSET_PATTERNS.flatMap((re) => [...t.matchAll(re)].map((m) => ({ i: m.index ?? 0, s: m[0].trim() })));
  hits.sort((a, b) => a.i - b.i || b.s.length - a.s.length);
  const kept = hits.filter((h, k) => !hits.slice(0, k).some((o) => h.i >= o.i && h.i < o.i + o.s.length));
  let onset = kept[0]?.s;
  const between = onset && kept[1] ? t.slice(kept[0].i + onset.length, kept[1].i) : '';
  if (/^\s*\??\s*(?:or|ou|o)\s+(?:maybe\s+|perhaps\s+)?$/.test(between)) onset += ` or ${kept[1].s}`;
  const mode = D.ONSET_MODE.find(([re]) => re.test(t))?.[1];
  return mode ? (onset ? `${mode}, ${onset}` : mode) : onset;
}
function parseSeverity(t: string, answer = false): number | undefined {
  const m = /(?<![\d.\/])(\d{1,2}(?:[.,]5)?)\s*(?:\/|out of|of|over|sur|de|em|en)\s*10\b(?!\/\d)/.exec(t);
  const v = m ? parseFloat(m[1].replace(',', '.')) : NaN;
  if (v <= 10) return v;
  const n = answer ? /(?<![\d.\/])(\d{1,2}(?:\.5)?)(?![\d\/])/.exec(t) : null;
  if (n && +n[1] <= 10) return +n[1];
  const w = answer ? D.SCORE_WORDS.find(([word]) => new RegExp(`\\b${word}\\b`).test(t)) : undefined;
  return w ? w[1] : D.SEVERITY_WORDS.find(([re]) => firstHit(t, re))?.[1];
}
/** Body parts with their position words: "my stomach, like the lower right side" → "lower right abdomen". */
function regionsIn(text: string): string[] {
  const parts = matchLexicon(text, PARTS).filter((h, _, all) => !negatedAt(text, h.index) && (!h.name.endsWith('side') || all.every((x) => x.name.endsWith('side'))));
  return uniq(parts.map((p, k) => {
    if (/quadrant|epigastric|periumbilical|suprapubic|all over/.test(p.name)) return p.name;
    const before = text.slice(Math.max(k ? parts[k - 1].end : 0, p.index - 35), p.index).split(/,|\b(?:and|et|y)\b/).pop() ?? '';
    const after = D.AFTER_MODS.exec(text.slice(p.end, k + 1 < parts.length ? parts[k + 1].index : p.end + 45));
    const mods = uniq([...matchLexicon(before, MODS), ...(after ? matchLexicon(after[1], MODS) : [])].map((h) => h.name));
    const vert = mods.filter((m) => (m === 'upper' || m === 'lower') && !p.name.includes(m)).slice(0, 1);
    const name = [...vert, ...mods.filter((m) => ['right', 'left', 'central'].includes(m)).slice(0, 1), p.name].join(' ');
    return mods.includes('both sides') ? `${name} (both sides)` : name;
  }));
}

function parseRegion(t: string): Pick<Opqrst, 'region' | 'radiation'> {
  let text = t.replace(D.NOT_POSITION, (s) => ' '.repeat(s.length));
  let radiation: string | undefined;
  for (const m of text.matchAll(D.RADIATION)) {
    const r = regionsIn(m[1]);
    if (r.length) { radiation ??= r.join(', '); text = blank(text, m.index ?? 0, m[0].length); }
  }
  const region = regionsIn(text);
  return { region: region.length ? region.join(', ') : undefined, radiation };
}
function parseQuality(t: string): string | undefined {
  const text = t.replace(D.NOT_QUALITY, (s) => ' '.repeat(s.length));
  const q = uniq(matchLexicon(text, QUALITY).filter((h) => !negatedAt(text, h.index)).map((h) => h.name));
  return q.length ? q.join(', ') : undefined;
}
function firstPhrase(t: string, patterns: RegExp[]): string | undefined {
  const s = patterns.flatMap((re) => [...t.matchAll(re)]).sort((a, b) => (a.index ?? 0) - (b.index ?? 0))[0]?.[0].trim();
  return s && s.length > 50 ? s.slice(s.length - 50).replace(/^\S*\s/, '') : s;
}
const parseTiming = (t: string) => D.TIMING_PATTERNS.filter(([re]) => firstHit(t, re)).map(([, l]) => l).join(', ') || undefined;
const ageFrom = (n: string, unit = '') => {
  const years = parseFloat(n.replace(',', '.')) * (D.AGE_UNIT_YEARS.find(([re]) => re.test(unit))?.[1] ?? 1);
  return years >= 0 && years <= 120 ? Math.round(years * 100) / 100 : undefined;
};

/** Who the consult is about: "my son, 7, has…" makes the son the patient. */
export function aboutSomeoneElse(text: string): { relation: string; sex?: Sex; age?: number } | null {
  const m = D.THIRD_PERSON.exec(norm(text)), age = m?.[2] ?? m?.[3];
  return m ? { relation: m[1], sex: D.RELATIONS[m[1]], age: age ? ageFrom(age) : m[1] === 'newborn' ? 0 : undefined } : null;
}

function parseAgeSex(t: string): Pick<Extracted, 'age' | 'sex'> {
  const subject = aboutSomeoneElse(t);
  let combo = D.AGE_SEX.exec(t);
  if (combo && combo[2].length === 1 && /(?:fever|temp\w*|°|degrees?|of|at)\s*$/.test(t.slice(0, combo.index))) combo = null;
  let age = subject?.age;
  const m = age === undefined ? D.AGE_RES.map((re) => re.exec(t)).find(Boolean) : null;
  age = m ? ageFrom(m[1], m[2] ?? '') : age ?? (combo ? ageFrom(combo[1]) : undefined);
  const sexOf = (s: string): Sex => (/^(?:f|female|woman|girl|lady|femme|mujer|mulher)$/.test(s) ? 'female' : 'male');
  const selfSex = D.SELF_SEX.exec(t), plain = firstHit(t, /\b(female|male)\b/);
  const sex = subject ? subject.sex : combo ? sexOf(combo[2]) : selfSex ? sexOf(selfSex[1])
    : D.FEMALE_HINTS.test(t) ? 'female' : plain ? sexOf(plain[1]) : undefined;
  return { age, sex };
}
function parsePregnancy(t: string): boolean | undefined {
  if (D.PREGNANCY_TEST[0].test(t) || D.PREGNANCY_TEST[1].test(t)) return D.PREGNANCY_TEST[1].test(t);
  for (const m of t.matchAll(D.PREGNANT)) {
    if (negatedAt(t, m.index ?? 0)) return false;
    if (!D.PREGNANCY_UNSURE.test(t.slice(Math.max(0, (m.index ?? 0) - 30), m.index))) return true;
  }
  return undefined;
}
/** Allergies, plus the text with allergy statements blanked so "allergic to penicillin" is not read as a medicine. */
function parseAllergies(t: string): { list: string[]; masked: string } {
  let masked = t;
  const list: string[] = D.ALLERGIES_NONE.test(t) ? [NONE] : [];
  for (const m of [...t.matchAll(D.ALLERGY_STATEMENT), ...t.matchAll(D.ALLERGY_SUFFIX)]) {
    const at = m.index ?? 0, known = matchLexicon(m[1], ALLERGENS), suffix = m[0].startsWith(m[1]);
    const first = m[1].split(D.ALLERGY_SPAN_END)[0].replace(/^(?:my|the|some|any|a|an|la|le|el|o)\s+/, '').trim();
    if (negatedAt(t, at) || (suffix && !known.length)) continue;
    list.push(...(known.length ? known.map((h) => h.name) : [first.split(' ').slice(0, 3).join(' ')]));
    masked = blank(masked, at, suffix ? m[0].length : m[0].length - m[1].length + (known.length ? Math.max(...known.map((h) => h.end)) : first.length + 1));
  }
  return { list: finalList(list), masked };
}

/** Medicines or conditions the patient has: not denied, not a relative's, not a worry or a question. */
function parseList(t: string, lex: D.Lexicon, none: RegExp, context: [RegExp, string][] = []): string[] {
  const ok = (i: number) => !negatedAt(t, i) && !D.FAMILY_CONTEXT.test(t.slice(0, i)) && !D.CONDITION_DOUBT.test(t.slice(0, i));
  const found = matchLexicon(t, lex).filter((h) => ok(h.index)).map((h) => h.name);
  for (const [re, name] of context) {
    const m = re.exec(t);
    if (m && ok(m.index) && !found.some((f) => f.includes(name))) found.push(name);
  }
  return finalList(found.length ? found : none.test(t) ? [NONE] : []);
}
const parseMeds = (t: string) => parseList(t, MEDS, D.MEDS_NONE);
const parseConditions = (t: string) => parseList(t, CONDITIONS, D.CONDITIONS_NONE, D.CONDITION_CONTEXT);
/** Per-message results: gatherFacts re-reads the whole transcript every turn. Keyed by the normalised
 *  text (and whether it is read whole); nothing else goes in. Cached values are never mutated:
 *  mergeInto copies what it takes from them. */
const EXTRACTED = new LruCache<Extracted>(2_000);
const extractText = (t: string, whole: boolean): Extracted => EXTRACTED.getOrSet(`${whole ? 'w' : 'p'}${t}`, () => extractTextUncached(t, whole));
/** Forget cached per-message results (tests and benchmarks). */
export const clearHistoryCache = () => EXTRACTED.clear();
function extractTextUncached(t: string, whole: boolean): Extracted {
  const p = whole ? t : primaryPart(t);
  const { list: allergies, masked } = parseAllergies(t), pregnant = parsePregnancy(t), { age, sex } = parseAgeSex(t);
  const opqrst: Opqrst = {
    onset: parseOnset(p), provocation: firstPhrase(p, D.PROVOCATION_PATTERNS), palliation: firstPhrase(p, D.PALLIATION_PATTERNS),
    quality: parseQuality(p), ...parseRegion(p), severity: parseSeverity(p), timing: parseTiming(p),
  };
  const clean = Object.fromEntries(Object.entries(opqrst).filter(([, v]) => v !== undefined));
  return { opqrst: clean, age, sex: sex ?? (pregnant ? 'female' : undefined), pregnant, medications: parseMeds(masked), allergies, conditions: parseConditions(masked) };
}

/** Earlier facts win; lists are united. */
function mergeInto(f: ExtractedHistory, x: Extracted): void {
  f.opqrst = { ...x.opqrst, ...f.opqrst };
  Object.assign(f, { age: f.age ?? x.age, sex: f.sex ?? x.sex, pregnant: f.pregnant ?? x.pregnant });
  for (const k of ['medications', 'allergies', 'conditions'] as const) f[k] = finalList([...f[k], ...x[k]]);
}

/** An answer's own words may stand in a structured field only when they identify no one: no e-mail, phone,
 *  national id, date of birth, street address or name (introduced, or one of `names`), and no long run of
 *  digits (a phone or id without its usual punctuation). The raw answer stays in the transcript either way. */
const identifies = (raw: string, names: readonly string[]) =>
  /@|\d[\d\s().\/-]{5,}\d/.test(raw) || detectPhi(raw, names.filter(Boolean)).length > 0;
/** A list item in the patient's words must look like the name of a medicine, allergen or condition (words,
 *  perhaps a dose), not a sentence about themselves ("my phone is …", "I live on …"). */
const LIST_ITEM = /^\p{L}[\p{L}' -]*(?:\s\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|iu|units?))?$/u;
const SENTENCE_WORD = /\b(?:i|i'm|im|my|me|mine|is|am|are|was|call|name|phone|mobile|number|e-?mail|born|live|living|address|street|avenue|ssn)\b/;
const listAnswer = (t: string) => t.split(D.LIST_SPLIT).map((s) => s.replace(D.LIST_FILLER, '').trim())
  .filter((s) => s && s.length <= 40 && !/^(?:yes|yeah|si|oui|sim|some|a few)$/.test(s) && LIST_ITEM.test(s) && !SENTENCE_WORD.test(s)).slice(0, 5);

/** The parser for the field that was asked; false when the answer does not fill it. */
function setField(f: ExtractedHistory, field: HistoryField, t: string, raw: string, names: readonly string[] = []): boolean {
  const o = f.opqrst;
  const put = <T>(v: T | undefined, apply: (v: T) => void): boolean => (v === undefined ? false : (apply(v), true));
  switch (field) {
    case 'onset': return put(parseOnset(t) ?? new RegExp(`\\b${D.QTY}\\s*${D.UNIT}\\b`).exec(t)?.[0], (v) => { o.onset = v; });
    case 'severity': return put(parseSeverity(t, true), (v) => { o.severity = v; });
    case 'quality': return put(parseQuality(t), (v) => { o.quality = v; });
    case 'timing': return put(parseTiming(t), (v) => { o.timing = v; });
    case 'region': {
      const r = parseRegion(t), mods = uniq(matchLexicon(t, MODS).map((h) => h.name)).join(' ');
      return put(r.region ?? (mods && o.region ? `${mods} ${o.region}` : undefined), (v) => { f.opqrst = { ...o, region: v, radiation: r.radiation ?? o.radiation }; });
    }
    case 'provocation': {
      const q = firstPhrase(t, D.PALLIATION_PATTERNS);
      return put(firstPhrase(t, D.PROVOCATION_PATTERNS), (v) => { o.provocation = v; }) || put(q, (v) => { o.palliation = v; });
    }
    case 'age': {
      // "8 out of 10" answers a pain scale, not an age (an answer out of order must not make an adult a minor)
      if (/\d\s*(?:\/|out of|sur|de|em)\s*10\b/.test(t)) return false;
      const m = D.BARE_AGE.exec(t);
      return put(parseAgeSex(t).age ?? (m ? ageFrom(m[1], m[2] ?? '') : undefined), (v) => { f.age = v; });
    }
    case 'sex': return put(D.SEX_WORDS.find(([re]) => re.test(t))?.[1] ?? ({ f: 'female', m: 'male' } as Record<string, Sex>)[t.replace(/\W/g, '')], (v) => { f.sex = v; });
    case 'pregnancy': {
      const v = parsePregnancy(t) ?? (isDontKnow(t) ? undefined : D.YES.test(t) ? true : D.NO.test(t) ? false : undefined);
      return put(v, (p) => { f.pregnant = p; if (p) f.sex ??= 'female'; });
    }
    case 'medications': case 'allergies': case 'conditions': {
      const found = field === 'medications' ? parseMeds(t) : field === 'conditions' ? parseConditions(t) : matchLexicon(t, ALLERGENS).map((h) => h.name);
      const v = found.length ? found : D.NONE_ANSWER.test(t) ? [NONE] : isDontKnow(t) || identifies(raw, names) ? [] : listAnswer(t);
      f[field] = finalList([...f[field], ...v]);
      return v.length > 0;
    }
    case 'complaint': return put(f.complaint ? undefined : clip(raw), (v) => { f.complaint = v; });
    default: return false;
  }
}

/** Record the patient's answer to a question about `field`; "I don't know" marks the field unknown. An
 *  answer that does not fit the field stays out of it (in the transcript only); `names`: the patient's. */
export function applyAnswer<T extends ExtractedHistory>(facts: T, field: HistoryField, answerText: string, names: readonly string[] = []): T {
  const f = structuredClone(facts);
  const t = norm(answerText);
  const filled = setField(f, field, t, answerText, names);
  const verbatim = !filled && !isDontKnow(t) && t !== '' && D.VERBATIM_FIELDS.includes(field) && !identifies(answerText, names);
  if (verbatim) Object.assign(f.opqrst, { [field]: clip(answerText, 120) });
  f.unknown = filled || verbatim ? f.unknown.filter((u) => u !== field) : isDontKnow(t) ? uniq([...f.unknown, field]) : f.unknown;
  mergeInto(f, extractText(t, true));
  return f;
}

/** Everything the patient said, in order. `answeredFields[i]` is the field asked just before message i, if any.
 *  The registered PatientInfo wins for age, sex and pregnancy, unless the text is about someone else ("my son, 7…"). */
export function extractHistory(patientMessages: string[], patient?: PatientInfo, answeredFields: (HistoryField | null | undefined)[] = []): ExtractedHistory {
  let f: ExtractedHistory = { complaint: '', opqrst: {}, medications: [], allergies: [], conditions: [], unknown: [] };
  patientMessages.forEach((msg, i) => {
    const t = norm(msg), field = answeredFields[i];
    if (field) { f = applyAnswer(f, field, msg, patient?.name ? [patient.name] : []); return; }
    if (!f.complaint && t.length >= 3 && !D.GREETING.test(t)) f.complaint = clip(msg);
    mergeInto(f, extractText(t, false));
  });
  if (patient && !aboutSomeoneElse(patientMessages.join('\n'))) {
    f = { ...f, age: patient.age ?? f.age, sex: patient.sex ?? f.sex, pregnant: patient.pregnant ?? f.pregnant };
  }
  return f;
}
