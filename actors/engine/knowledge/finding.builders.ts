// Why this exists: the builders and types every findings file shares (the engine's base lexicon in
// findings.data.ts and the condition model's findings in knowledge/findings/), kept apart so the
// files that define findings do not import each other.
import type { Locale } from '../types.ts';

/**
 * Phrase mini-language (Latin scripts; phrases are normalised with normalizeText before use):
 *  - words are matched on word boundaries, separated by spaces or hyphens;
 *  - `word*` matches any word starting with `word` (fever* → feverish);
 *  - `.` allows one optional word in between, `..` up to three (pain .. chest → "pain in my chest").
 * Phrases in non-Latin scripts (zh, ar, hi) are matched as plain substrings.
 */
export type Phrases = Partial<Record<Locale, string[]>>;

export type FindingKind = 'symptom' | 'modifier' | 'risk';

export interface FindingDef {
  id: string;
  kind: FindingKind;
  /** urgency 1..5 this finding warrants on its own (modifiers and risks: 0) */
  urgency: number;
  /** self-care compatible: 'yes' always, 'mild' only when described as mild or short-lived */
  minor?: 'yes' | 'mild';
  /** other findings this one asserts (high_fever → fever) */
  implies?: string[];
  label: string;
  phrases: Phrases;
}

export interface Opts { minor?: 'yes' | 'mild'; implies?: string[] }

export function sym(id: string, urgency: number, label: string, phrases: Phrases, opts: Opts = {}): FindingDef {
  return { id, kind: 'symptom', urgency, label, phrases, ...opts };
}
export function mod(id: string, label: string, phrases: Phrases, implies?: string[]): FindingDef {
  return { id, kind: 'modifier', urgency: 0, label, phrases, implies };
}
export function risk(id: string, label: string, phrases: Phrases, implies?: string[]): FindingDef {
  return { id, kind: 'risk', urgency: 0, label, phrases, implies };
}

/** Merge phrase sets. */
export function join(...sets: Phrases[]): Phrases {
  const out: Phrases = {};
  for (const set of sets) {
    for (const [loc, list] of Object.entries(set) as [Locale, string[]][]) {
      out[loc] = [...(out[loc] ?? []), ...list];
    }
  }
  return out;
}

/** Standard pain phrasings for body parts ("knee pain", "pain in my knee", "sore knee", "dolor de rodilla"...). */
export function pain(en: string[], es: string[] = [], fr: string[] = [], pt: string[] = []): Phrases {
  return {
    en: en.flatMap((p) => [
      `${p} .. pain`, `${p} .. pains`, `${p} .. painful`, `${p} . ache*`, `${p} .. hurt*`, `${p} . sore*`, `${p} discomfort`, `${p} tender*`,
      `pain .. ${p}`, `pains .. ${p}`, `painful .. ${p}`, `pain .. of .. ${p}`, `ache* .. ${p}`, `hurt* .. ${p}`, `sore ${p}`, `aching ${p}`, `painful ${p}`, `tender ${p}`,
    ]),
    es: es.flatMap((p) => [`dolor* .. ${p}`, `duele* .. ${p}`, `molestia* .. ${p}`]),
    fr: fr.flatMap((p) => [`douleur* .. ${p}`, `mal .. ${p}`]),
    pt: pt.flatMap((p) => [`dor* .. ${p}`, `doi* .. ${p}`, `doendo .. ${p}`]),
  };
}

