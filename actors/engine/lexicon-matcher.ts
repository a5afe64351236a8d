// Why this exists: the offline extractors hold ~1,350 phrase regexps; running each on every message cost ~10 ms a pass warm and ~0.5 s after a GC flushed their code, so a token index picks the few that can match and a bounded cache remembers per-message results.
//
// Exactness. Every alias or phrase gets a key: a run of literal letters its regexp can only match at
// the start of a text token (the regexp begins with a "no letter before" lookbehind, or the key is
// a later word that follows whitespace). A text is looked up by each of its tokens' prefixes, and
// only the entries whose key is such a prefix are run, in their original order, with their
// original regexps. An entry without a usable key is always run. So the result is the one the
// full scan gives, not an approximation of it; a single alternation could not promise that,
// because matchLexicon's "longest alias first, blank what matched" lets a longer alias win over a
// shorter one that starts earlier and overlaps it.

/** Maps text tokens to the entries whose key is a prefix of one of them. */
export class TokenIndex {
  private readonly byKey = new Map<string, number[]>();
  private readonly lengths: number[];
  private readonly always: number[] = [];
  private readonly substrings: { key: string; item: number }[] = [];

  /** `keys[i]` are entry i's keys: entry i is a candidate when any key matches. A token key is a
   *  non-empty prefix of a token; `{ substring }` must occur anywhere (only tested when the text has
   *  a character above U+024F, since such keys always hold one); `null` means "always run". */
  constructor(keys: (string | { substring: string } | null)[][], private readonly token: RegExp) {
    keys.forEach((ks, item) => {
      for (const k of ks) {
        if (k === null || k === '') { this.always.push(item); return; }
        if (typeof k === 'string') {
          const list = this.byKey.get(k) ?? [];
          if (list.at(-1) !== item) list.push(item);
          this.byKey.set(k, list);
        } else this.substrings.push({ key: k.substring, item });
      }
    });
    this.lengths = [...new Set([...this.byKey.keys()].map((k) => k.length))].sort((a, b) => a - b);
  }

  /** Indices of the entries that may match somewhere in `text`, ascending. */
  candidates(text: string): number[] {
    const hit = new Set<number>(this.always);
    this.token.lastIndex = 0;
    for (let m = this.token.exec(text); m; m = this.token.exec(text)) {
      const tok = m[0];
      for (const n of this.lengths) {
        if (n > tok.length) break;
        const items = this.byKey.get(n === tok.length ? tok : tok.slice(0, n));
        if (items) for (const i of items) hit.add(i);
      }
    }
    if (this.substrings.length && NON_LATIN.test(text)) {
      for (const { key, item } of this.substrings) if (!hit.has(item) && text.includes(key)) hit.add(item);
    }
    return [...hit].sort((a, b) => a - b);
  }
}
const NON_LATIN = /[^\u0000-\u024f]/;

/** The literal run at the start of a regexp source made of `letters`; a trailing `?`, `*` or `{`
 *  makes its last letter optional, so that letter is dropped. A top-level `|` or a leading group
 *  or class gives '' (no key: always run). */
export function leadingLiteral(source: string, letters: RegExp): string {
  if (source.includes('|')) return '';
  const lit = letters.exec(source)?.[0] ?? '';
  return /^[?*{]/.test(source.slice(lit.length)) ? lit.slice(0, -1) : lit;
}

/* ───────────── the history lexicons ───────────── */

export interface LexiconEntry { name: string; re: RegExp }
export interface Lexicon { entries: LexiconEntry[]; index: TokenIndex }
export interface Hit { name: string; index: number; end: number }

/** Tokens as the aliases' boundaries see them: runs of Unicode letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Aliases (regexp sources of lower-case words, in matching order) compiled into whole-word matchers. */
export function createLexicon(rows: { name: string; alias: string }[]): Lexicon {
  const entries = rows.map(({ name, alias }) => ({ name, re: new RegExp(`(?<![\\p{L}\\p{N}])${alias}(?![\\p{L}\\p{N}])`, 'gu') }));
  const keys = rows.map(({ alias }) => [leadingLiteral(alias, /^[a-z0-9]+/) || null]);
  return { entries, index: new TokenIndex(keys, new RegExp(WORD.source, WORD.flags)) };
}

const blank = (s: string, i: number, n: number) => s.slice(0, i) + ' '.repeat(n) + s.slice(i + n);

/** Every lexicon hit, longest alias first; a matched span is blanked so shorter aliases cannot re-match it.
 *  Blanking only turns characters into spaces, so an alias that matches the blanked text had its key
 *  at a token start of the original text too (the span before it ended on a non-letter, or its own
 *  lookahead saw one): the candidates of the original text are enough. */
export function matchLexicon(text: string, lex: Lexicon): Hit[] {
  let rest = text;
  const hits: Hit[] = [];
  for (const i of lex.index.candidates(text)) {
    const { name, re } = lex.entries[i];
    for (const m of rest.matchAll(re)) {
      hits.push({ name, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
      rest = blank(rest, m.index ?? 0, m[0].length);
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The same scan over every entry, without the index: the reference the tests compare with. */
export function matchLexiconFull(text: string, lex: Lexicon): Hit[] {
  let rest = text;
  const hits: Hit[] = [];
  for (const { name, re } of lex.entries) for (const m of rest.matchAll(re)) {
    hits.push({ name, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
    rest = blank(rest, m.index ?? 0, m[0].length);
  }
  return hits.sort((a, b) => a.index - b.index);
}

/* ───────────── memo ───────────── */

/** A small least-recently-used map: consults re-read their whole transcript every turn, so each
 *  message's extraction is kept. Values are shared between callers and must not be mutated. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number, private readonly maxKeyLength = 4_000) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) { this.map.delete(key); this.map.set(key, v); }
    return v;
  }

  set(key: string, value: V): void {
    if (key.length > this.maxKeyLength) return;
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  /** The cached value, or `make()` stored under the key. */
  getOrSet(key: string, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const v = make();
    this.set(key, v);
    return v;
  }

  clear(): void { this.map.clear(); }
  get size(): number { return this.map.size; }
}
