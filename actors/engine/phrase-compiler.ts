// Why this exists: the lexicon's phrase mini-language ("chest .. pain", "swell*") is compiled to regular
// expressions in one place, so the finding lexicon and the site-plus-cue rules match text the same way.
import { normalizeText } from './text-normalize.ts';

/** A letter or digit of Latin text, as normalised text has them: a word boundary is a non-LETTER. */
export const LETTER = '[a-z0-9\\u00c0-\\u024f]';
const GAP_MANY = "(?:[\\s-]+[^\\s,;:]+){0,4}";
const GAP_ONE = "(?:[\\s-]+[^\\s,;:]+)?";

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function isLatin(phrase: string): boolean {
  return !/[^\u0000-\u024f]/.test(phrase);
}

/** Compile one phrase of the lexicon's mini-language into a regular-expression source (no boundaries). */
export function compilePhrase(raw: string): string {
  const phrase = normalizeText(raw);
  if (!isLatin(phrase)) return escapeRe(phrase);
  let source = '';
  let gap = '';
  for (const token of phrase.split(' ')) {
    if (token === '..') { gap = GAP_MANY; continue; }
    if (token === '.') { gap = GAP_ONE; continue; }
    const body = escapeRe(token).replace(/\\\*/g, `${LETTER}*`).replace(/'/g, "'?");
    source = source ? `${source}${gap}[\\s-]+${body}` : body;
    gap = '';
  }
  return source;
}

/** Compiled phrases as one alternation that matches whole words only. */
export const wholeWords = (sources: string[]): string => `(?<!${LETTER})(?:${sources.join('|')})(?!${LETTER})`;
