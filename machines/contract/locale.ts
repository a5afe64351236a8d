// Why this exists: which of our languages a locale tag means, for the consult's own texts and for the
// engine, in one place on the machine's side of the contract (actors/engine/language.ts re-exports it).
import { LOCALES, type Locale } from './clinical.types.ts';

/** Base language of a BCP-47 tag ("pt-BR" → "pt"), when it is one of ours. */
export function baseLocale(tag: string | undefined): Locale | null {
  const base = tag?.slice(0, 2).toLowerCase();
  return base && LOCALES.includes(base as Locale) ? (base as Locale) : null;
}

/** The languages the consult's own texts are written in; a patient in any other reads English. */
export type TextLang = 'en' | 'es' | 'fr' | 'pt';

/** The language of our texts for a locale ("es-MX" → es); English, with `fallback: true`, for any other. */
export function textLang(locale: string | undefined): { lang: TextLang; fallback: boolean } {
  const base = baseLocale(locale);
  return base === 'en' || base === 'es' || base === 'fr' || base === 'pt' ? { lang: base, fallback: false } : { lang: 'en', fallback: true };
}
