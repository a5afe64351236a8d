// Why this exists: a consult speaks the patient's language: taken from `locale` at consult:start, else
// detected from what they write (script first, then franc over the project's seven languages).
import { franc } from 'franc-min';
import type { Locale } from './types.ts';

const FRANC_TO_LOCALE: Record<string, Locale> = { eng: 'en', fra: 'fr', spa: 'es', por: 'pt', cmn: 'zh', arb: 'ar', hin: 'hi' };
const ONLY = Object.keys(FRANC_TO_LOCALE);

/** Small marker words that decide short Latin-script messages where trigram statistics cannot. */
const MARKERS: [Locale, RegExp][] = [
  ['pt', /\b(nao|não|estou|tenho|dor|voce|você|obrigad[oa]|olá|ola|minha|meu|cabeça|está|esta com)\b/i],
  ['es', /\b(tengo|estoy|dolor|usted|hola|gracias|mi |me duele|cabeza|desde hace|pecho)\b/i],
  ['fr', /\b(j'ai|je suis|douleur|bonjour|merci|mal (a|à) la|depuis|ventre|tête|poitrine|ne .* pas)\b/i],
];

/** The patient's language for a text, or null when it cannot tell (then keep the current one). `clearOnly`:
 *  no guess of English from a short ASCII message (a Spanish "me pica la piel" is ASCII too). */
export function detectLanguage(text: string, opts: { clearOnly?: boolean } = {}): Locale | null {
  const t = text.trim();
  if (!t) return null;
  if (/[\u4e00-\u9fff]/.test(t)) return 'zh';
  if (/[\u0600-\u06ff]/.test(t)) return 'ar';
  if (/[\u0900-\u097f]/.test(t)) return 'hi';
  if (t.length >= 40) {
    const code = franc(t, { only: ONLY, minLength: 10 });
    if (code !== 'und' && FRANC_TO_LOCALE[code]) return FRANC_TO_LOCALE[code];
  }
  for (const [locale, re] of MARKERS) if (re.test(t)) return locale;
  if (!opts.clearOnly && /^[\x00-\x7f]+$/.test(t) && /[a-z]{3,}/i.test(t)) return 'en';
  return null;
}

/** baseLocale and textLang are the machine's (its texts follow them): machines/contract/locale.ts. */
export { baseLocale, textLang, type TextLang } from '../../machines/contract/locale.ts';
