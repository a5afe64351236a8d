// Why this exists: the findings lexicon holds ~20,000 Latin phrases in ~600 findings; running each finding's
// whole alternation on a clause as soon as any one of its words occurs (a finding such as knee pain has
// "pain .. knee" among 300 phrases) cost most of a patient turn, so each phrase is looked up on its own by
// the words it needs and tried only where its first word starts.
//
// Exactness. A finding's matcher is `(?<!L)(?:p1|p2|…)(?!L)` run with matchAll: the leftmost position where
// some phrase matches, the first phrase in order that matches there, then on from the end of that match.
// Every word of a Latin phrase is required, and its leading literal letters (the "key", `chill` of
// `chill*`, `can` of `can't`) can only match at the start of a text token (a run of LETTERs), since the word
// follows a non-letter (the lookbehind, or `[\s-]+`). So a phrase whose keys are not all token prefixes of
// the text cannot match anywhere in it, and dropping it from the alternation changes nothing; and a match
// can only start at a token whose prefix is the first word's key. Replaying matchAll over those
// positions, phrase order kept, gives exactly the full scan's matches (the unit tests compare the two).
import { compilePhrase, LETTER } from './phrase-compiler.ts';

interface Phrase { group: number; order: number; source: string; first: string; rest: string[]; re?: RegExp }

/** One match of a group (a finding): its span and the phrase (regexp source, no boundaries) that made it. */
export interface PhraseHit { group: number; start: number; end: number; source: string }

const LEADING = new RegExp(`^${LETTER}+`);
const TOKEN = new RegExp(`${LETTER}+`, 'g');

export class PhraseIndex {
  private readonly byKey = new Map<string, number[]>();
  /** phrases whose first word has no literal letters: tried at every position */
  private readonly unanchored: number[] = [];
  private readonly phrases: Phrase[] = [];

  /** `groups[g]` are group g's phrases, normalised, in matching order (Latin script only). */
  constructor(groups: readonly (readonly string[])[]) {
    const entries: { group: number; order: number; phrase: string; lits: string[] }[] = [];
    const uses = new Map<string, number>();
    groups.forEach((list, group) => {
      const seen = new Set<string>();
      list.forEach((phrase, order) => {
        if (seen.has(phrase)) return; // a later duplicate never wins an alternation
        seen.add(phrase);
        const lits = phrase.split(' ').filter((t) => t !== '.' && t !== '..').map((t) => LEADING.exec(t)?.[0] ?? '');
        entries.push({ group, order, phrase, lits });
        for (const l of new Set(lits)) if (l) uses.set(l, (uses.get(l) ?? 0) + 1);
      });
    });
    for (const { group, order, phrase, lits } of entries) {
      const id = this.phrases.length;
      this.phrases.push({ group, order, source: compilePhrase(phrase), first: lits[0] ?? '', rest: lits.slice(1).filter(Boolean) });
      if (!lits[0]) { this.unanchored.push(id); continue; }
      // looked up by its rarest word ("knee" rather than "pain"), so few phrases are checked per token
      const key = lits.filter(Boolean).reduce((a, b) => ((uses.get(b) ?? 0) < (uses.get(a) ?? 0) || (uses.get(b) === uses.get(a) && b.length > a.length) ? b : a));
      const ids = this.byKey.get(key);
      if (ids) ids.push(id); else this.byKey.set(key, [id]);
    }
  }

  /** Every group's matches in `text` (normalised), grouped by ascending group, each group's in text order:
   *  what running each group's alternation with matchAll would give. */
  matches(text: string): PhraseHit[] {
    // every prefix of every token, with the token starts it is a prefix of
    const starts = new Map<string, number[]>();
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
      const tok = m[0];
      for (let n = 1; n <= tok.length; n++) {
        const p = tok.slice(0, n);
        const at = starts.get(p);
        if (at) at.push(m.index); else starts.set(p, [m.index]);
      }
    }
    // (group, position, phrase order, phrase) for every phrase all of whose words occur
    const tries: [number, number, number, number][] = [];
    for (const [prefix, at] of starts) {
      const ids = this.byKey.get(prefix);
      if (!ids) continue;
      for (const id of ids) {
        const ph = this.phrases[id];
        if (!ph.rest.every((k) => starts.has(k))) continue;
        const firstAt = ph.first === prefix ? at : starts.get(ph.first);
        if (firstAt) for (const pos of firstAt) tries.push([ph.group, pos, ph.order, id]);
      }
    }
    if (this.unanchored.length) {
      for (const id of this.unanchored) {
        const ph = this.phrases[id];
        if (!ph.rest.every((k) => starts.has(k))) continue;
        for (let pos = 0; pos < text.length; pos++) tries.push([ph.group, pos, ph.order, id]);
      }
    }
    tries.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const hits: PhraseHit[] = [];
    let group = -1;
    let cursor = 0;
    for (let i = 0; i < tries.length; i++) {
      const [g, pos, , id] = tries[i];
      if (g !== group) { group = g; cursor = 0; }
      if (pos < cursor) continue;
      const ph = this.phrases[id];
      ph.re ??= new RegExp(`(?<!${LETTER})(?:${ph.source})(?!${LETTER})`, 'y');
      ph.re.lastIndex = pos;
      const m = ph.re.exec(text);
      if (!m) continue;
      hits.push({ group: g, start: pos, end: pos + m[0].length, source: ph.source });
      cursor = pos + m[0].length;
    }
    return hits;
  }
}
