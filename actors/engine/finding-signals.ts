// Why this exists: findings a phrase list cannot see: a body site and its complaint apart in one sentence ("my calf has been swollen, warm and painful"), and numbers that carry meaning (a temperature of 38.4, an INR of 8, 30 tablets swallowed).
import { COOCCURRENCE_RULES, MAX_GAP_CHARS } from './knowledge/cooccurrence.data.ts';
import { isNegatedAt, verdictFollows } from './negation.ts';
import { PhraseIndex } from './phrase-index.ts';
import { normalizeText } from './text-normalize.ts';
import { readVitalSigns, vitalFindings } from './vital-signs.ts';

/** Every rule's site, cue and unless phrases as groups 3r, 3r+1 and 3r+2 of one phrase index, so a clause is
 *  read once for all rules (the same spans as each list's whole-word alternation run with matchAll). */
const INDEX = new PhraseIndex(COOCCURRENCE_RULES.flatMap((r) => [r.site, r.cue, r.unless ?? []].map((list) => list.map(normalizeText))));

interface Span { start: number; end: number }
/** Negated when a cue stands before the pair, or between the two halves ("my calf is not painful"), or a
 *  verdict follows it ("urine protein negative"). */
function pairNegated(clause: string, a: Span, b: Span): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  if (isNegatedAt(clause, first.start, first.end) || verdictFollows(clause, second.end)) return true;
  const between = clause.slice(first.end, second.end);
  return isNegatedAt(between, second.start - first.end, second.end - first.end);
}

/** Site-plus-cue findings in one normalised clause: asserted ones, and pairs that were denied. */
export function cooccurrenceFindings(clause: string): { found: string[]; denied: string[] } {
  const found = new Set<string>();
  const denied = new Set<string>();
  const groups = new Map<number, Span[]>();
  for (const h of INDEX.matches(clause)) {
    const list = groups.get(h.group);
    if (list) list.push(h); else groups.set(h.group, [h]);
  }
  COOCCURRENCE_RULES.forEach((rule, r) => {
    if (groups.has(3 * r + 2)) return;
    const sites = groups.get(3 * r) ?? [];
    if (!sites.length) return;
    const cues = groups.get(3 * r + 1) ?? [];
    let verdict: 'found' | 'denied' | null = null;
    for (const s of sites) {
      for (const c of cues) {
        const overlap = c.start < s.end && s.start < c.end;
        const gap = c.start >= s.end ? c.start - s.end : s.start - c.end;
        if (overlap || gap > MAX_GAP_CHARS) continue;
        if (pairNegated(clause, s, c)) verdict ??= 'denied';
        else verdict = 'found';
      }
    }
    if (verdict === 'found') found.add(rule.finding);
    else if (verdict === 'denied') denied.add(rule.finding);
  });
  return { found: [...found], denied: [...denied] };
}

// ── numbers ─────────────────────────────────────────────────────────────────────

const TEMP_CONTEXT = /(?:temp\w*|fever\w*|febr\w*|thermometer|pyrex\w*|fiebre|fievre|febre|calentura|体温|发烧|发热|حرارة|حمى|बुखार|तापमान)[^.;!?\d]{0,25}$/;
const TEMP_NUMBER = /(?<![\d.,/])(\d{2,3}(?:[.,]\d{1,2})?)\s*(°\s*[cf]?|º\s*[cf]?|degrees?(?:\s*[cf])?|deg\b|c\b|f\b|celsius|fahrenheit|度)?(?!\s*(?:\/|%|kg|lb|mmol|mg|mm|cm|weeks?|wks?|years?|yrs?|months?|days?|hours?|minutes?|y\/o|yo\b|bpm|beats|semanas?|semaines?|ans|anos|años))/g;

/** Temperature findings from numbers: 37.5-37.9 °C low-grade, 38-38.9 fever, 39+ high fever (°F converted). */
export function temperatureFindings(text: string): string[] {
  const best = measuredTemperatureC(text);
  if (best === undefined || best < 37.5) return [];
  if (best >= 39) return ['high_fever', 'fever'];
  if (best >= 38) return ['fever'];
  return ['low_grade_fever', 'fever'];
}

/** The highest body temperature the text measures, in °C (°F converted), or undefined. */
export function measuredTemperatureC(text: string): number | undefined {
  let best: number | undefined;
  for (const m of text.matchAll(TEMP_NUMBER)) {
    const raw = Number(m[1].replace(',', '.'));
    const unit = (m[2] ?? '').replace(/\s/g, '');
    const decimal = /[.,]/.test(m[1]);
    const context = TEMP_CONTEXT.test(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index));
    const fahrenheit = /f|fahrenheit/.test(unit) || (raw >= 95 && raw <= 110 && (context || unit !== ''));
    const celsius = !fahrenheit && raw >= 35 && raw <= 43 && (context || unit !== '' || decimal);
    if (!fahrenheit && !celsius) continue;
    const c = fahrenheit ? ((raw - 32) * 5) / 9 : raw;
    if (c >= 35 && c <= 43) best = Math.max(best ?? 0, c);
  }
  return best;
}

/** an INR, named up to a sentence before its number ("I do my own INR checks at home. Today's reading is 7.8") */
const INR = /\binr\b[^\d;!?]{0,60}?(\d{1,2}(?:[.,]\d)?)(?!\d|[.,:\/-]\d|\s*(?:am|pm|weeks?|days?|months?|years?|hours?|h\b|th\b|st\b|nd\b|rd\b|times?|x\b|mg|tablets?|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*))/g;
/** Ten or more tablets swallowed at once: "took about 30 paracetamol tablets", "ate about 10 of them". */
const PILL_COUNT = /\b(?:took|taken|take|swallowed|ate|eaten|had|downed|consumed|tome|tomo|tomou|engoli|pris|avale)\b(?:\s+[^\s.;!?]+){0,3}?\s+(?:~|about |around |approx\.? |maybe )?(\d{1,3})\s+(?:[^\s.;!?]+\s+){0,2}?(?:tablets?|pills?|capsules?|caps|of them|of her|of his|of my|paracetamol|acetaminophen|tylenol|panadol|ibuprofen|nurofen|aspirin|co-?codamol|codeine|tramadol|diazepam|zopiclone|amitriptyline|sertraline|pastillas?|comprimidos?|comprimes?|cachets?)\b/g;

/** Vomiting counted: "vomited 6 times", "a vomi 8 fois", "vomitou 5 vezes". Five or more in a spell is
 *  persistent vomiting (a dehydration risk); two or three is not. */
const VOMIT_COUNT = /\b(?:vomit\w*|thrown up|threw up|been sick|vomi|vomis|vomio|vomitado|vomitou|vomitei|vomiu)\b(?:\s+[^\s\d.;!?]+){0,2}?\s+(\d{1,2})\s+(?:x\b|times|fois|veces|vezes)/g;

/** A Glasgow Coma Scale under 15 ("GCS 13", "GCS 12/15"): 9-14 is an altered mind, 8 or less unresponsive. */
const GCS = /\bgcs\s*(?:of|was|is|now|[:=])?\s*(\d{1,2})(?:\s*\/\s*15)?(?![\d.,])/g;

/** A fit timed at five minutes or more ("jerking all over … going about 7 minutes now"): convulsive status. */
const SEIZURE_MINUTES = /\b(?:fit|fits|fitting|seiz\w*|convuls\w*|jerking|shaking all over|shaking all (?:his|her|the) body|foam\w*|temblando|tremendo|crise|convulsion\w*|convulsionando|convulsionou|debat\w*|revirad\w*)\b([^]{0,140}?)\b(\d{1,2})\s*(?:min\w*)\b/g;
/** ...unless what lies between moves to another time or complaint ("a seizure 10 years ago, the headache lasted 30 minutes") */
const OTHER_SUBJECT = /\bago\b|\blast (?:year|month|week)\b|\byears?\b|\bheadache|\bpain\b/;

/** Findings carried by numbers in normalised text; vital signs are judged by age (years) when known. */
export function numericFindings(text: string, age?: number): string[] {
  const out = [...temperatureFindings(text), ...vitalFindings(readVitalSigns(text), age)];
  for (const m of text.matchAll(INR)) {
    const inr = Number(m[1].replace(',', '.'));
    if (inr >= 5) out.push('high_inr');
    // below 2 is under-anticoagulated; it matters with a mechanical valve (see URGENCY_RULES)
    else if (inr > 0 && inr < 2) out.push('inr_low');
  }
  for (const m of text.matchAll(PILL_COUNT)) if (Number(m[1]) >= 10) out.push('overdose');
  for (const m of text.matchAll(GCS)) {
    const gcs = Number(m[1]);
    if (gcs >= 3 && gcs <= 8) out.push('unresponsive');
    else if (gcs >= 9 && gcs <= 14) out.push('confusion');
  }
  for (const m of text.matchAll(SEIZURE_MINUTES)) if (!OTHER_SUBJECT.test(m[1]) && Number(m[2]) >= 5 && Number(m[2]) <= 60) out.push('seizure_prolonged');
  for (const m of text.matchAll(VOMIT_COUNT)) if (Number(m[1]) >= 5) out.push('persistent_vomiting');
  return [...new Set(out)];
}
