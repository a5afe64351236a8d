// Why this exists: the offline engine's guideline_retrieval tool needs deterministic, dependency-free evidence lookup, so a BM25 index ranks the curated guideline summaries for lay or clinical queries.
import { normalizeText } from './text-normalize.ts';
import rawGuidelines from './knowledge/guidelines.json' with { type: 'json' };

export const GUIDELINE_SPECIALTIES = [
  'general_practice', 'emergency_medicine', 'cardiology', 'neurology', 'dermatology',
  'gastroenterology', 'pulmonology', 'endocrinology', 'infectious_disease', 'rheumatology',
  'urology', 'nephrology', 'psychiatry', 'obstetrics_gynecology', 'orthopedics',
  'otolaryngology', 'ophthalmology', 'pediatrics', 'allergy_immunology', 'hematology',
  'oncology', 'general_surgery', 'vascular_surgery', 'geriatrics', 'sports_medicine',
] as const;

export interface Guideline {
  id: string;
  title: string;
  source: string;
  url: string;
  specialties: string[];
  keywords: string[];
  summary: string;
}

export interface GuidelineHit {
  id: string;
  title: string;
  source: string;
  url: string;
  /** the summary sentence that best matches the query */
  snippet: string;
  score: number;
}

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHT = { title: 2, keywords: 3, summary: 1 } as const;
const SPECIALTY_BOOST = 1.3;
const DEFAULT_K = 5;
const MAX_K = 20;

const STOPWORDS = new Set(
  `a an and are as at be been being but by can could did do does for from had has have having he her
  him his how i if in into is it its me my myself no nor not of off on once only or our out over own
  she should so some such than that the their them then there these they this those to too until up
  very was we were what when where which while who whom why will with would you your im ive dont cant
  also really since about again still feel feeling felt bit lot just get got getting keep any all
  am like kind sort much many more most other others haven hasn isn doesn won didn wasn aren`.split(/\s+/).filter(Boolean),
);

/** Lay phrases that need to reach clinical vocabulary; matched on normalised text, query side only. */
const PHRASE_SYNONYMS: [RegExp, string][] = [
  [/\bheart attack\b/, 'chest pain cardiac'],
  [/\b(throw|throwing|threw|thrown) up\b/, 'vomiting'],
  [/\b(can'?t|cannot|unable to|trouble) (get to )?sleep/, 'insomnia sleep'],
  [/\b(can'?t|cannot) breathe?\b|\bshort of breath\b|\bout of breath\b/, 'breathless'],
  [/\b(pass(ed)?|black(ed)?) out\b/, 'fainting blackout'],
  [/\b(kill|hurt) myself\b|\bend (my life|it all)\b|\bwant to die\b|\bbetter off dead\b|\btake my (own )?life\b/, 'suicide crisis self harm'],
  [/\bwater infection\b/, 'urinary infection'],
  [/\bhigh temp(erature)?\b/, 'fever'],
  [/\bpins and needles\b/, 'numbness tingling'],
  [/\bmorning after pill\b/, 'emergency contraception'],
  [/\b(went|turned|turning|going) yellow\b/, 'jaundice'],
  [/\b(can'?t|cannot) (walk|stand|put weight)\b/, 'bear weight'],
  [/\b(room|head) (is )?spinning\b/, 'vertigo'],
  [/\b(face|mouth) (is )?(drooping|droopy|lopsided)\b/, 'stroke facial droop'],
  [/\bslurr(ed|ing) (speech|words)\b/, 'stroke speech'],
  [/\bsugar (is |was )?low\b|\blow sugar\b/, 'hypoglycemia low blood sugar'],
  [/\bwaterworks\b/, 'urinary'],
  [/\b(not moving|moving less|stopped moving|not kicking|kicking less)\b/, 'reduced fetal movements'],
  [/\bdown there\b|\bprivate parts?\b|\bprivates\b/, 'genital vaginal'],
];

/** Lay single words mapped to extra clinical tokens; keys are stemmed at load, query side only. */
const WORD_SYNONYMS: Record<string, string> = {
  tummy: 'abdominal', belly: 'abdominal', stomach: 'abdominal', abdomen: 'abdominal', gut: 'abdominal bowel',
  pee: 'urine urination', peeing: 'urine urination', wee: 'urine', urinate: 'urine', piss: 'urine',
  poo: 'stool bowel', poop: 'stool bowel', puke: 'vomiting', barf: 'vomiting', sick: 'vomiting nausea',
  baby: 'infant', newborn: 'infant', kid: 'child', toddler: 'child', son: 'child', daughter: 'child',
  temperature: 'fever', feverish: 'fever', temp: 'fever', dizzy: 'dizziness', itchy: 'itch', wheezy: 'wheeze',
  sad: 'depression low mood', depressed: 'depression', hopeless: 'depression', worried: 'anxiety',
  anxious: 'anxiety', nervous: 'anxiety', panicky: 'panic anxiety', fit: 'seizure', fitting: 'seizure',
  forgetful: 'memory dementia', forgetting: 'memory dementia', confused: 'confusion', pregnant: 'pregnancy',
  broke: 'fracture', broken: 'fracture', pimple: 'acne', zit: 'acne', puffer: 'inhaler', sugar: 'glucose',
  glands: 'lymph nodes', spinning: 'vertigo', fainted: 'fainting', throb: 'throbbing', bruise: 'bruising',
  sprained: 'sprain', period: 'menstrual period', boil: 'abscess skin infection', bum: 'rectal',
  mum: 'older', mom: 'older', dad: 'older', grandma: 'older', grandmother: 'older', grandad: 'older',
  grandfather: 'older', nan: 'older', elderly: 'older', clot: 'blood clot', jaundiced: 'jaundice',
  hurt: 'pain', sore: 'pain', ache: 'pain', stuffy: 'blocked congestion', swollen: 'swelling',
};

/** British / American spellings and word families folded together on both sides. */
function canonical(word: string): string {
  let w = word.replace(/ae/g, 'e').replace(/oea/g, 'ea').replace(/^oe/, 'e');
  if (w.length > 5) w = w.replace(/our$/, 'or');
  return w;
}

const FAMILY: Record<string, string> = {
  urinat: 'urin', urinary: 'urin', swollen: 'swell', itchy: 'itch', wheezy: 'wheez', dizzi: 'dizzy',
  feverish: 'fever', abdomen: 'abdominal', pregnant: 'pregnancy', smelly: 'smell', facial: 'face',
  calv: 'calf', los: 'loss', lost: 'loss', ach: 'ache', movement: 'mov',
};

const undouble = (w: string): string => (/([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w);

/** Crude suffix stemmer: plurals, -ness, -ful, -ing, -ed, -ion and a trailing e. */
export function stem(word: string): string {
  let w = canonical(word);
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) { /* keep */ }
  else if (/(x|z|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ness')) w = w.slice(0, -4);
  if (w.length > 6 && /(ful|ly)$/.test(w)) w = w.slice(0, w.endsWith('ly') ? -2 : -3);
  else if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (w.length > 6 && /[st]ion$/.test(w)) w = w.slice(0, -3);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return FAMILY[w] ?? w;
}

/** Normalise, split, drop stopwords and one-letter tokens, then stem. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const joined = normalizeText(text).replace(/\b(post|pre)-(?=\p{L})/gu, '$1');
  for (const raw of joined.split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOPWORDS.has(raw) || /^\d+$/.test(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

const WORD_SYNONYM_INDEX = new Map<string, string[]>(
  Object.entries(WORD_SYNONYMS).map(([word, expansion]) => [stem(word), tokenize(expansion)]),
);

/** Query tokens plus lay-to-clinical expansions, de-duplicated. */
export function expandQuery(query: string): string[] {
  const norm = normalizeText(query);
  let text = norm;
  for (const [re, expansion] of PHRASE_SYNONYMS) if (re.test(norm)) text += ` ${expansion}`;
  const age = /\b(\d{1,2})[\s-]*(day|week|month)s?[\s-]*old\b/.exec(norm);
  if (age && (age[2] !== 'month' || Number(age[1]) <= 3)) text += ' infant newborn under 3 months';
  const terms = new Set<string>();
  for (const t of tokenize(text)) {
    terms.add(t);
    for (const extra of WORD_SYNONYM_INDEX.get(t) ?? []) terms.add(extra);
  }
  return [...terms];
}

interface IndexedDoc {
  guideline: Guideline;
  tf: Map<string, number>;
  length: number;
  sentences: { text: string; terms: Set<string> }[];
}

const GUIDELINES: readonly Guideline[] = rawGuidelines as Guideline[];
const BY_ID = new Map(GUIDELINES.map((g) => [g.id, g]));

function indexDoc(g: Guideline): IndexedDoc {
  const tf = new Map<string, number>();
  let length = 0;
  const add = (text: string, weight: number): void => {
    for (const t of tokenize(text)) {
      tf.set(t, (tf.get(t) ?? 0) + weight);
      length += weight;
    }
  };
  add(g.title, FIELD_WEIGHT.title);
  for (const k of g.keywords) add(k, FIELD_WEIGHT.keywords);
  add(g.summary, FIELD_WEIGHT.summary);
  const sentences = g.summary
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean)
    .map((text) => ({ text, terms: new Set(tokenize(text)) }));
  return { guideline: g, tf, length, sentences };
}

const DOCS: IndexedDoc[] = GUIDELINES.map(indexDoc);
const AVG_LEN = DOCS.reduce((sum, d) => sum + d.length, 0) / Math.max(1, DOCS.length);
const IDF = new Map<string, number>();
{
  const df = new Map<string, number>();
  for (const d of DOCS) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = DOCS.length;
  for (const [t, count] of df) IDF.set(t, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
}

function bm25(doc: IndexedDoc, terms: string[]): number {
  let score = 0;
  const norm = K1 * (1 - B + (B * doc.length) / AVG_LEN);
  for (const t of terms) {
    const f = doc.tf.get(t);
    if (!f) continue;
    score += (IDF.get(t) ?? 0) * ((f * (K1 + 1)) / (f + norm));
  }
  return score;
}

function bestSentence(doc: IndexedDoc, terms: string[]): string {
  let best = doc.sentences[0]?.text ?? doc.guideline.summary;
  let bestScore = 0;
  for (const s of doc.sentences) {
    let score = 0;
    for (const t of terms) if (s.terms.has(t)) score += IDF.get(t) ?? 0;
    if (score > bestScore) {
      bestScore = score;
      best = s.text;
    }
  }
  return best;
}

/** Rank guideline summaries for a patient or clinician query. A specialty boosts, never excludes. */
export function retrieveGuidelines(
  query: string,
  opts: { specialty?: string; k?: number } = {},
): GuidelineHit[] {
  const terms = expandQuery(query);
  if (terms.length === 0) return [];
  const k = Math.min(MAX_K, Math.max(1, Math.floor(opts.k ?? DEFAULT_K)));
  const scored: { doc: IndexedDoc; score: number }[] = [];
  for (const doc of DOCS) {
    let score = bm25(doc, terms);
    if (score <= 0) continue;
    if (opts.specialty && doc.guideline.specialties.includes(opts.specialty)) score *= SPECIALTY_BOOST;
    scored.push({ doc, score });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.guideline.id.localeCompare(b.doc.guideline.id));
  return scored.slice(0, k).map(({ doc, score }) => ({
    id: doc.guideline.id,
    title: doc.guideline.title,
    source: doc.guideline.source,
    url: doc.guideline.url,
    snippet: bestSentence(doc, terms),
    score: Math.round(score * 1000) / 1000,
  }));
}

export function getGuideline(id: string): Guideline | undefined {
  return BY_ID.get(id);
}

/** Every entry of the knowledge base, in file order. */
export function listGuidelines(): readonly Guideline[] {
  return GUIDELINES;
}
