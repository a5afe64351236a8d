// Why this exists: proves the phrase index gives, group by group, exactly the matches each group's whole
// alternation gives with matchAll, on small groups built to overlap, nest and start without a letter.
import { describe, expect, it } from 'vitest';
import { PhraseIndex } from '../../../actors/engine/phrase-index.ts';
import { compilePhrase, wholeWords } from '../../../actors/engine/phrase-compiler.ts';

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
