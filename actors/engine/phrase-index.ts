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
// The keys live in a trie of characters, so reading a text's token prefixes allocates no strings.
import { compilePhrase, LETTER } from './phrase-compiler.ts';

/** `first`, `rest`: trie nodes of the first word's key and the other words' keys (-1: no key). */
interface Phrase { group: number; order: number; phrase: string; first: number; rest: number[]; source?: string; re?: RegExp }

/** One match of a group (a finding): its span, the phrase (regexp source, no boundaries) that made it, and
 *  that phrase as the lexicon writes it ("doesn't know what day"). */
export interface PhraseHit { group: number; start: number; end: number; source: string; phrase: string }

const LEADING = new RegExp(`^${LETTER}+`);
/** LETTER as a character code test: a-z, 0-9, U+00C0..U+024F. */
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 0xc0 && c <= 0x24f);

export class PhraseIndex {
  /** trie of every key: node 0 is the root; the edge from node n by character c is `edges[n * 1024 + c]`
   *  (one map rather than one per node, so the heap holds a few objects, not tens of thousands) */
  private readonly edges = new Map<number, number>();
  private nodes = 1;
  /** phrases looked up by a node (the phrase's rarest key) */
  private keyed: (number[] | undefined)[] = [];
  /** phrases whose first word has no literal letters: tried at every position */
  private readonly unanchored: number[] = [];
  private readonly phrases: Phrase[] = [];
  /** a group's phrases, built on the first phraseAt (the full scan's): not every hit walks the whole lexicon */
  private byGroup?: Map<number, Phrase[]>;
  /** per call: `seen[node] === epoch` when the node is a prefix of a token; its token starts are a list in
   *  typed arrays (`head[node]` → `pos[k]`, `next[k]`), so marking allocates nothing */
  private seen = new Uint32Array(1);
  private head = new Int32Array(1);
  private pos = new Int32Array(256);
  private next = new Int32Array(256);
  private epoch = 0;

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
      const first = lits[0] ? this.node(lits[0]) : -1;
      this.phrases.push({ group, order, phrase, first, rest: lits.slice(1).filter(Boolean).map((l) => this.node(l)) });
      if (first < 0) { this.unanchored.push(id); continue; }
      // looked up by its rarest word ("knee" rather than "pain"), so few phrases are checked per token
      const key = lits.filter(Boolean).reduce((a, b) => ((uses.get(b) ?? 0) < (uses.get(a) ?? 0) || (uses.get(b) === uses.get(a) && b.length > a.length) ? b : a));
      (this.keyed[this.node(key)] ??= []).push(id);
    }
    // dense arrays (a sparse one falls back to a slow dictionary)
    const nodes = this.nodes;
    this.seen = new Uint32Array(nodes);
    this.head = new Int32Array(nodes);
    this.keyed = Array.from({ length: nodes }, (_, n) => this.keyed[n]);
  }

  /** The trie node of a key, made on first use. */
  private node(key: string): number {
    let n = 0;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      let next = this.edges.get(n * 1024 + c);
      if (next === undefined) { next = this.nodes++; this.edges.set(n * 1024 + c, next); }
      n = next;
    }
    return n;
  }

  private grow(): void {
    const pos = new Int32Array(this.pos.length * 2); pos.set(this.pos); this.pos = pos;
    const next = new Int32Array(this.next.length * 2); next.set(this.next); this.next = next;
  }

  /** Every group's matches in `text` (normalised), grouped by ascending group, each group's in text order:
   *  what running each group's alternation with matchAll would give. */
  /** The lexicon phrase of `group` that matches exactly text[start, end) (for the full scan, which matches a
   *  finding's phrases as one expression), or undefined. */
  phraseAt(group: number, text: string, start: number, end: number): string | undefined {
    if (!this.byGroup) {
      this.byGroup = new Map();
      for (const ph of this.phrases) this.byGroup.set(ph.group, [...(this.byGroup.get(ph.group) ?? []), ph]);
    }
    for (const ph of this.byGroup.get(group) ?? []) {
      ph.source ??= compilePhrase(ph.phrase);
      ph.re ??= new RegExp(`(?<!${LETTER})(?:${ph.source})(?!${LETTER})`, 'y');
      ph.re.lastIndex = start;
      const m = ph.re.exec(text);
      if (m && start + m[0].length === end) return ph.phrase;
    }
    return undefined;
  }

  matches(text: string): PhraseHit[] {
    // mark every key that is a prefix of a token, with the token starts it is a prefix of
    const epoch = ++this.epoch;
    if (epoch === 0xffffffff) { this.seen.fill(0); this.epoch = 1; return this.matches(text); }
    const { seen, head, edges } = this;
    const touched: number[] = [];
    let used = 0;
    for (let i = 0; i < text.length;) {
      if (!isLetter(text.charCodeAt(i))) { i++; continue; }
      const start = i;
      let n = 0;
      for (; i < text.length && isLetter(text.charCodeAt(i)); i++) {
        if (n < 0) continue;
        const next = edges.get(n * 1024 + text.charCodeAt(i));
        if (next === undefined) { n = -1; continue; }
        n = next;
        if (used === this.pos.length) this.grow();
        this.pos[used] = start;
        if (seen[n] !== epoch) { seen[n] = epoch; this.next[used] = -1; touched.push(n); } else this.next[used] = head[n];
        head[n] = used++;
      }
    }
    // (group, position, phrase order, phrase) for every phrase all of whose words occur
    const tries: [number, number, number, number][] = [];
    const occurs = (ph: Phrase) => ph.rest.every((k) => seen[k] === epoch);
    for (const node of touched) {
      const ids = this.keyed[node];
      if (ids) for (const id of ids) {
        const ph = this.phrases[id];
        if (seen[ph.first] !== epoch || !occurs(ph)) continue;
        for (let k = head[ph.first]; k >= 0; k = this.next[k]) tries.push([ph.group, this.pos[k], ph.order, id]);
      }
    }
    for (const id of this.unanchored) {
      const ph = this.phrases[id];
      if (occurs(ph)) for (let pos = 0; pos < text.length; pos++) tries.push([ph.group, pos, ph.order, id]);
    }
    tries.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const hits: PhraseHit[] = [];
    let group = -1;
    let cursor = 0;
    for (const [g, pos, , id] of tries) {
      if (g !== group) { group = g; cursor = 0; }
      if (pos < cursor) continue;
      const ph = this.phrases[id];
      // compiled when first tried: most phrases never are, and a server's first message pays for none of them
      ph.source ??= compilePhrase(ph.phrase);
      ph.re ??= new RegExp(`(?<!${LETTER})(?:${ph.source})(?!${LETTER})`, 'y');
      ph.re.lastIndex = pos;
      const m = ph.re.exec(text);
      if (!m) continue;
      hits.push({ group: g, start: pos, end: pos + m[0].length, source: ph.source, phrase: ph.phrase });
      cursor = pos + m[0].length;
    }
    return hits;
  }
}
