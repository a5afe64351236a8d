// Why this exists: a patient's health question ("what are the common symptoms of diabetes?") gets a short
// educational answer from the evidence base, never a guess: the guideline summaries the BM25 index ranks
// (evidence.ts) supply every sentence, each followed by its [n] marker, the sources go with it as citations,
// and a disclaimer closes it. With no supporting guidance it says so and offers a symptom check or a
// clinician. In the patient's language where the guidance is translated (guidelines.i18n.json); otherwise the
// English sentence is shown and said to be English. At most EDUCATION_MAX_WORDS words, deterministic.
import { normalizeText } from './text-normalize.ts';
import { expandQuery, getGuideline, retrieveGuidelines, type GuidelineHit } from './evidence.ts';
import { textLang, type TextLang } from './language.ts';
import { EDUCATION_TEXT, QUERY_TERMS } from './education.texts.ts';
import translations from './knowledge/guidelines.i18n.json' with { type: 'json' };

export const EDUCATION_MAX_WORDS = 120;
/** A hit must score at least this (BM25) and name a topic word of the question to count as support. */
const MIN_SCORE = 2.5;
const MAX_SOURCES = 2;

/** Query words that say what kind of question it is, not what it is about: they never count as support. */
const GENERIC = new Set(expandQuery(
  'symptoms signs sign common cause causes causing treated treatment treat cure cured normal risk prevent contagious long last lasts ' +
  'know difference people women men children adults warning hereditary serious dangerous get after before help helps main usual early',
));

export interface EducationPassage { n: number; title: string; source: string; url?: string; text: string }
export interface EducationAnswer {
  text: string;
  citations: { n: number; title: string; source: string; url?: string }[];
  /** false: no supporting guidance was found, the text says so */
  grounded: boolean;
  /** the guidance sentences the answer is built on (for an LLM to ground its own wording on) */
  passages: EducationPassage[];
}

type Translations = Record<string, Partial<Record<TextLang, string[]>>>;
const I18N = translations as Translations;

const sentencesOf = (summary: string) => summary.split(/(?<=[.!?])\s+/).filter(Boolean);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The question in the index's English: the question itself plus English terms for es/fr/pt health words. */
export function educationQuery(question: string, lang: TextLang = 'en'): string {
  if (lang === 'en') return question;
  const t = normalizeText(question);
  const extra = QUERY_TERMS.filter(([re]) => re.test(t)).map(([, en]) => en);
  return [question, ...extra].join(' ');
}

/** The question's topic words (query terms that are not generic). */
const topicTerms = (query: string) => expandQuery(query).filter((t) => !GENERIC.has(t));

function supports(hit: GuidelineHit, topics: string[]): boolean {
  const g = getGuideline(hit.id);
  if (!g || hit.score < MIN_SCORE) return false;
  // the topic must be what the guidance is about (its title or keywords), not a word its summary mentions
  const own = new Set(expandQuery(`${g.title} ${g.keywords.join(' ')}`));
  return topics.some((t) => own.has(t));
}

/** Sentence indices of a summary, best match to the query first (ties: in order). */
function rankSentences(summary: string, query: string): number[] {
  const terms = new Set(expandQuery(query));
  const scored = sentencesOf(summary).map((s, i) => ({ i, score: expandQuery(s).filter((t) => terms.has(t)).length }));
  return scored.sort((a, b) => b.score - a.score || a.i - b.i).map((s) => s.i);
}

/** A sentence with its marker before the closing stop: "… with a clinician [1]." */
const marked = (sentence: string, n: number) => {
  const m = /([.!?])$/.exec(sentence.trim());
  return m ? `${sentence.trim().slice(0, -1)} [${n}]${m[1]}` : `${sentence.trim()} [${n}].`;
};

/** Compose the answer to a health question. `locale`: the consult's language. */
export function composeEducationAnswer(question: string, locale: string): EducationAnswer {
  const lang = textLang(locale).lang;
  const t = EDUCATION_TEXT[lang];
  const query = educationQuery(question, lang);
  const topics = topicTerms(query);
  const hits = topics.length ? retrieveGuidelines(query, { k: 5 }).filter((h) => supports(h, topics)) : [];
  if (!hits.length) return { text: `${t.noEvidence}`, citations: [], grounded: false, passages: [] };

  // guidance translated into the patient's language comes first among those close to the best
  const close = hits.filter((h) => h.score >= hits[0].score * 0.6);
  const translated = (h: GuidelineHit) => lang === 'en' || Boolean(I18N[h.id]?.[lang]);
  // (and, when some is, only those: an answer is not a mix of languages)
  const inLanguage = close.filter(translated);
  const chosen = (inLanguage.length ? inLanguage : close).slice(0, MAX_SOURCES);
  const budget = EDUCATION_MAX_WORDS - words(t.lead) - words(t.disclaimer) - words(t.englishOnly);
  const body: string[] = [];
  const passages: EducationPassage[] = [];
  let used = 0;
  let english = false;
  for (const [k, hit] of chosen.entries()) {
    const g = getGuideline(hit.id)!;
    const n = k + 1;
    const english_ = sentencesOf(g.summary);
    const local = lang === 'en' ? english_ : I18N[g.id]?.[lang];
    const picks = rankSentences(g.summary, query).slice(0, k === 0 ? 2 : 1).sort((a, b) => a - b);
    const taken: string[] = [];
    for (const i of picks) {
      const sentence = local?.[i] ?? english_[i];
      if (used + words(sentence) + 1 > budget) continue;
      // the first sentence shown in English (no translation yet) is announced as such
      const note = !local && !english && t.englishOnly ? `${t.englishOnly} ` : '';
      if (!local) english = true;
      taken.push(sentence);
      body.push(note + marked(sentence, n));
      used += words(sentence) + 1;
    }
    if (taken.length) passages.push({ n, title: g.title, source: g.source, url: g.url, text: taken.join(' ') });
  }
  if (!passages.length) return { text: t.noEvidence, citations: [], grounded: false, passages: [] };
  // markers are renumbered when a source contributed nothing (its sentences did not fit)
  const renumber = new Map(passages.map((p, i) => [p.n, i + 1]));
  const text = [t.lead, ...body.map((s) => s.replace(/\[(\d+)\]/, (_, d) => `[${renumber.get(Number(d))}]`)), t.disclaimer]
    .filter(Boolean).join(' ');
  const numbered = passages.map((p) => ({ ...p, n: renumber.get(p.n)! }));
  return { text, citations: numbered.map(({ n, title, source, url }) => ({ n, title, source, ...(url ? { url } : {}) })), grounded: true, passages: numbered };
}
