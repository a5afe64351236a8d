// Why this exists: pick the one next history question that matters for this complaint, in the patient's language, or none.
import type { HistoryFacts, HistoryField } from './types.ts';
import { normalizeText } from './text-normalize.ts';
import { aboutSomeoneElse } from './history-extract.ts';
import * as D from './history.data.ts';
import { CLARIFY_ASSOCIATED, CLARIFY_OR, SPECIALTY_CUES } from './knowledge/clarifying.data.ts';
import { textLang } from './language.ts';

export interface NextQuestion {
  field: HistoryField;
  text: string;
  /** true when the locale had no wording and English was used; the caller may add a one-line note */
  fallback?: boolean;
}
export interface QuestionOptions { maxQuestions?: number; locale?: string }
export const DEFAULT_MAX_QUESTIONS = 6;

/** What to ask, most important first, per complaint family. Conditional fields are filtered by relevance below. */
const PLANS: Record<D.ComplaintFamily, HistoryField[]> = {
  pain: ['onset', 'region', 'severity', 'age', 'sex', 'pregnancy', 'medications', 'quality', 'provocation', 'timing'],
  rash: ['onset', 'region', 'age', 'associated', 'medications', 'allergies', 'sex', 'pregnancy'],
  infection: ['onset', 'age', 'severity', 'timing', 'associated', 'sex', 'pregnancy', 'medications'],
  mental: ['onset', 'age', 'timing', 'associated'],
  general: ['onset', 'age', 'severity', 'timing', 'associated', 'sex', 'pregnancy', 'medications'],
};

const KNOWN: Record<HistoryField, (f: HistoryFacts) => boolean> = {
  complaint: (f) => f.complaint.trim() !== '',
  onset: (f) => !!f.opqrst.onset,
  provocation: (f) => !!(f.opqrst.provocation || f.opqrst.palliation),
  quality: (f) => !!f.opqrst.quality,
  region: (f) => !!f.opqrst.region,
  severity: (f) => f.opqrst.severity !== undefined,
  timing: (f) => !!f.opqrst.timing,
  age: (f) => f.age !== undefined,
  sex: (f) => f.sex !== undefined,
  pregnancy: (f) => f.pregnant !== undefined,
  medications: (f) => f.medications.length > 0,
  allergies: (f) => f.allergies.length > 0,
  conditions: (f) => f.conditions.length > 0,
  associated: (f) => f.findings.length + f.negatedFindings.length >= 2,
};

/** Whether the facts already answer a field (a "none" answer counts as known). */
export function isFieldKnown(facts: HistoryFacts, field: HistoryField): boolean {
  return KNOWN[field](facts);
}

/** Everything the patient said that tells us what kind of complaint this is. */
function complaintText(f: HistoryFacts): string {
  return normalizeText([f.complaint, f.opqrst.region ?? '', ...f.findings.map((x) => x.replace(/_/g, ' '))].join(' . '));
}

/** Complaint families in the order the patient raised them; "general" when nothing matches. */
export function complaintFamilies(facts: HistoryFacts): D.ComplaintFamily[] {
  const text = complaintText(facts);
  const hits = D.FAMILY_TERMS.map(([family, re]) => ({ family, at: text.search(re) })).filter((h) => h.at >= 0);
  hits.sort((a, b) => a.at - b.at);
  return hits.length ? hits.map((h) => h.family) : ['general'];
}

/** The fields that matter for this complaint and this person, most important first. */
export function relevantFields(facts: HistoryFacts, asked: HistoryField[] = []): HistoryField[] {
  const text = complaintText(facts);
  const families = complaintFamilies(facts);
  const plan = [...new Set(families.flatMap((fam) => PLANS[fam]))];
  const pregnancyTopic = D.PREGNANCY_RELEVANT.test(text);
  const sexSettled = facts.sex !== undefined || asked.includes('sex') || facts.unknown.includes('sex');
  const couldBePregnant = facts.sex !== 'male' && sexSettled && (facts.age === undefined || (facts.age >= 12 && facts.age <= 55));
  const realConditions = facts.conditions.some((c) => c !== D.NONE_REPORTED);
  const medsMatter = families.includes('rash') || D.MEDS_RELEVANT.test(text) || (facts.age ?? 0) >= 65 || facts.pregnant === true || realConditions;
  const keep: Partial<Record<HistoryField, boolean>> = {
    sex: pregnancyTopic || D.SEX_RELEVANT.test(text),
    pregnancy: pregnancyTopic && couldBePregnant,
    medications: medsMatter,
  };
  const fields = plan.filter((f) => keep[f] ?? true);
  return facts.complaint.trim() ? fields : ['complaint', ...fields];
}

function questionKey(field: HistoryField, primary: D.ComplaintFamily): D.QuestionKey {
  if (field === 'region' && primary === 'rash') return 'region.rash';
  if (field === 'severity' && primary !== 'pain') return 'severity.general';
  if (field === 'associated' && primary !== 'pain' && primary !== 'general') return `associated.${primary}`;
  return field;
}

/** The wording of a question in a locale ("es-MX" → es); other locales get English with `fallback: true`. */
export function questionText(field: HistoryField, facts: HistoryFacts, locale = 'en'): { text: string; fallback: boolean } {
  const { lang, fallback } = textLang(locale);
  const [self, other] = D.QUESTIONS[lang][questionKey(field, complaintFamilies(facts)[0])];
  return { text: aboutSomeoneElse(facts.complaint) ? other : self, fallback };
}

/** The next question to ask, or null when the history is complete for this complaint or the budget is spent.
 *  Never asks a field that is known, already asked, or one the patient said they do not know. */
export function nextQuestion(facts: HistoryFacts, asked: HistoryField[], opts: QuestionOptions = {}): NextQuestion | null {
  if (asked.length >= (opts.maxQuestions ?? DEFAULT_MAX_QUESTIONS)) return null;
  const field = relevantFields(facts, asked).find((f) => !asked.includes(f) && !facts.unknown.includes(f) && !KNOWN[f](facts));
  if (!field) return null;
  const { text, fallback } = questionText(field, facts, opts.locale);
  return fallback ? { field, text, fallback } : { field, text };
}

/** True when there is nothing more worth asking (or the question budget is spent). */
export function historyComplete(facts: HistoryFacts, asked: HistoryField[], opts: QuestionOptions = {}): boolean {
  return nextQuestion(facts, asked, opts) === null;
}

/** After the targeted question about associated symptoms, the gaps worth filling in a clarifying round, most useful first:
 *  where it is, how long, background conditions, what sets it off, its pattern, then the rest of OPQRST. */
const CLARIFY_GAPS: HistoryField[] = ['region', 'onset', 'conditions', 'provocation', 'timing', 'medications', 'quality', 'severity'];
/** Proposals that take every kind of case, so asking about them tells nothing apart. */
const CATCH_ALL = new Set(['general_practice', 'emergency_medicine']);
const MAX_CUED = 2;

/** Whether a gap is worth asking about: unknown, not asked, region only for a complaint felt somewhere, pregnancy only when obstetrics is proposed. */
function gapUseful(field: HistoryField, facts: HistoryFacts, asked: HistoryField[], proposals: string[]): boolean {
  if (asked.includes(field) || facts.unknown.includes(field) || KNOWN[field](facts)) return false;
  if (field === 'region') return complaintFamilies(facts).some((f) => f === 'pain' || f === 'rash');
  if (field === 'pregnancy') return proposals.includes('obstetrics_gynecology') && facts.sex !== 'male' && (facts.age === undefined || (facts.age >= 12 && facts.age <= 55));
  return true;
}

/** One question for a clarifying round, after a low-confidence council: about the telltale symptoms of the
 *  specialties it proposed (most votes first), so that the answer tells them apart; else the most useful gap
 *  left. Never a field already asked; null when nothing useful is left. en/es/fr/pt, English otherwise. */
export function clarifyingQuestion(
  facts: HistoryFacts, proposals: string[], asked: HistoryField[], opts: { locale?: string } = {},
): { field: HistoryField; text: string } | null {
  const { lang } = textLang(opts.locale);
  if (!asked.includes('associated') && !facts.unknown.includes('associated')) {
    const cued = [...new Set(proposals)].filter((p) => !CATCH_ALL.has(p) && SPECIALTY_CUES[p]).slice(0, MAX_CUED);
    if (cued.length > 0) {
      const cues = cued.map((p) => SPECIALTY_CUES[p][lang]).join(CLARIFY_OR[lang]);
      const [self, other] = CLARIFY_ASSOCIATED[lang];
      return { field: 'associated', text: (aboutSomeoneElse(facts.complaint) ? other : self).replace('{cues}', cues) };
    }
    if (!KNOWN.associated(facts)) return { field: 'associated', text: questionText('associated', facts, lang).text };
  }
  for (const field of ['pregnancy', 'age', ...CLARIFY_GAPS] as HistoryField[]) {
    if (gapUseful(field, facts, asked, proposals)) return { field, text: questionText(field, facts, lang).text };
  }
  return null;
}
