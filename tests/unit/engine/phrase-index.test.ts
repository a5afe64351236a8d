// Why this exists: proves the phrase index gives, group by group, exactly the matches each group's whole
// alternation gives with matchAll, on small groups built to overlap, nest and start without a letter.
import { describe, expect, it } from 'vitest';
import { PhraseIndex } from '../../../actors/engine/phrase-index.ts';
import { compilePhrase, wholeWords } from '../../../actors/engine/phrase-compiler.ts';
import { cooccurrenceFindings } from '../../../actors/engine/finding-signals.ts';
import { COOCCURRENCE_RULES, MAX_GAP_CHARS } from '../../../actors/engine/knowledge/cooccurrence.data.ts';
import { isNegatedAt } from '../../../actors/engine/negation.ts';
import { normalizeText } from '../../../actors/engine/text-normalize.ts';

const GROUPS = [
  ['pain .. knee', 'knee pain', 'pain', 'knee . pain'],
  ['chest', 'chest pain*', 'tight* .. chest', "can't breathe", 'pins & needles'],
  ['& needles', '39.5', 'x ray', 'pain'],
  ['n & v', 'v'],
];

function reference(text: string): { group: number; start: number; end: number }[] {
  return GROUPS.flatMap((g, group) => [...text.matchAll(new RegExp(wholeWords(g.map(compilePhrase)), 'g'))]
    .map((m) => ({ group, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })));
}

describe('PhraseIndex', () => {
  const idx = new PhraseIndex(GROUPS);
  const texts = [
    'pain in my left knee and knee pain', 'knee really pain', 'chest pains, tight in the chest', 'i cant breathe', "can't breathe",
    'pins & needles & needles', 'temp 39.5 after x-ray', 'n & v', 'painful', 'kneepain pain', '', 'chest chest pain pain knee',
  ];
  for (const t of texts) {
    it(`matches as the alternations do: ${JSON.stringify(t)}`, () => {
      expect(idx.matches(t).map(({ group, start, end }) => ({ group, start, end }))).toEqual(reference(t));
    });
  }
  it('names the phrase that matched, first in order at the leftmost position', () => {
    expect(idx.matches('knee pain').filter((h) => h.group === 0).map((h) => h.source)).toEqual([compilePhrase('knee pain')]);
    expect(idx.matches('pain in my knee').filter((h) => h.group === 0).map((h) => h.source)).toEqual([compilePhrase('pain .. knee')]);
  });
});

/** The site-plus-cue reading as it was written before the index: each list's alternation run with matchAll. */
function referenceCooccurrence(clause: string): { found: string[]; denied: string[] } {
  const re = (list: string[]) => new RegExp(wholeWords(list.map(compilePhrase)), 'g');
  const spans = (r: RegExp) => [...clause.matchAll(r)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  const found = new Set<string>();
  const denied = new Set<string>();
  for (const rule of COOCCURRENCE_RULES) {
    if (rule.unless && re(rule.unless).test(clause)) continue;
    const sites = spans(re(rule.site));
    const cues = spans(re(rule.cue));
    let verdict: 'found' | 'denied' | null = null;
    for (const s of sites) for (const c of cues) {
      const gap = c.start >= s.end ? c.start - s.end : s.start - c.end;
      if ((c.start < s.end && s.start < c.end) || gap > MAX_GAP_CHARS) continue;
      const [a, b] = s.start <= c.start ? [s, c] : [c, s];
      const neg = isNegatedAt(clause, a.start, a.end) || isNegatedAt(clause.slice(a.end, b.end), b.start - a.end, b.end - a.end);
      if (neg) verdict ??= 'denied'; else verdict = 'found';
    }
    if (verdict === 'found') found.add(rule.finding);
    else if (verdict === 'denied') denied.add(rule.finding);
  }
  return { found: [...found], denied: [...denied] };
}

describe('site-plus-cue findings through the phrase index', () => {
  it('equal each rule list read on its own, on generated clauses', () => {
    let s = 7;
    const r = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const words = [...new Set(COOCCURRENCE_RULES.flatMap((x) => [...x.site, ...x.cue, ...(x.unless ?? [])]))]
      .map((p) => normalizeText(p).replace(/\*/g, '').split(' ').filter((t) => t !== '.' && t !== '..').join(' '));
    const fill = ['no', 'not', 'my', 'and', 'is', 'very', 'since', 'x', 'the', 'but'];
    for (let n = 0; n < 600; n++) {
      const parts = Array.from({ length: 2 + Math.floor(r() * 6) }, () => (r() < 0.6 ? words : fill)[Math.floor(r() * (r() < 0.6 ? words.length : fill.length))] ?? 'pain');
      const clause = parts.join(r() < 0.5 ? ' ' : ' is ');
      expect(cooccurrenceFindings(clause), clause).toEqual(referenceCooccurrence(clause));
    }
  });
});
