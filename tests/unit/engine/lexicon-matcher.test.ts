// Why this exists: proves the token index and the per-message caches of the offline extractors give exactly what a full scan of every phrase regexp gives.
import { describe, expect, it } from 'vitest';
import { LEXICONS } from '../../../actors/engine/history.data.ts';
import { LruCache, TokenIndex, leadingLiteral, matchLexicon, matchLexiconFull } from '../../../actors/engine/lexicon-matcher.ts';
import { clauseEffects, clearFindingsCache, extractFindings, prepareText } from '../../../actors/engine/findings.ts';
import { applyAnswer, clearHistoryCache, extractHistory } from '../../../actors/engine/history-extract.ts';
import { FINDINGS } from '../../../actors/engine/knowledge/findings.data.ts';
import { normalizeText, splitClauses } from '../../../actors/engine/text-normalize.ts';

/** A small seeded generator, so a failure can be replayed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Each alias as text, with and without its optional letters ("wasps?" → "wasps", "wasp"). */
const ALIASES = Object.fromEntries(Object.entries(LEXICONS).map(([k, lex]) => [k, lex.entries.flatMap((e) => {
  const src = e.re.source.replace('(?<![\\p{L}\\p{N}])', '').replace('(?![\\p{L}\\p{N}])', '').replace(/\\\//g, '/')
    .replace(/\(\?:stage \)\?\[1-5\]\?\[ab\]\?/, ' stage 3');
  return [...new Set([src.replace(/\?/g, ''), src.replace(/.\?/g, '')])];
})]));
const PHRASES = FINDINGS.flatMap((f) => Object.values(f.phrases).flat()).map((p) => normalizeText(p).split(' ').filter((t) => t !== '.' && t !== '..').join(' '));
const FILLERS = ['no', 'not', 'my', 'and', 'or', 'the', 'x', "'s", 'ing', 's', 'pain', 'since', 'denies', 'dolor', '3', '胸痛', 'é', 'never', 'with'];
const SEPS = [' ', ' ', ' ', '', '-', ', ', "'", '/', '. ', ' no ', ' and '];

/** Text built to make aliases touch, overlap and nest: the cases where a shortcut would go wrong. */
function text(r: () => number, pool: string[]): string {
  const parts = Array.from({ length: 2 + Math.floor(r() * 6) }, () => {
    const p = r() < 0.7 ? pick(r, pool) : pick(r, FILLERS);
    return r() < 0.2 ? p.replace(/\*/g, pick(r, ['', 'ed', 's'])) : p.replace(/\*/g, '');
  });
  return parts.map((p, i) => (i ? pick(r, SEPS) : '') + p).join('');
}

describe('leadingLiteral', () => {
  it('keeps the literal letters a match must start with', () => {
    const w = /^[a-z0-9]+/;
    expect(leadingLiteral('heart attack', w)).toBe('heart');
    expect(leadingLiteral('wasps?', w)).toBe('wasp');
    expect(leadingLiteral('ckd ?(?:stage )?[1-5]?[ab]?', w)).toBe('ckd');
    expect(leadingLiteral('h\\/o tia', w)).toBe('h');
    expect(leadingLiteral('(?:a|b)c', w)).toBe('');
  });
});

describe('TokenIndex', () => {
  it('finds entries by token prefix, substring or always, in ascending order', () => {
    const idx = new TokenIndex([['chest'], ['x'], [null], [{ substring: '胸痛' }], ['pain', 'ache']], /[a-z]+/g);
    expect(idx.candidates('chesty ache')).toEqual([0, 2, 4]);
    expect(idx.candidates('my 胸痛')).toEqual([2, 3]);
    expect(idx.candidates('a pain-x')).toEqual([1, 2, 4]);
    expect(idx.candidates('')).toEqual([2]);
  });
});

describe('matchLexicon with the token index', () => {
  for (const [name, pool] of Object.entries(ALIASES)) {
    it(`equals the full scan of ${name} on generated text`, () => {
      const r = rng(name.length * 7919);
      for (let n = 0; n < 150; n++) {
        const t = text(r, pool);
        expect(matchLexicon(t, LEXICONS[name as keyof typeof LEXICONS]), t).toEqual(matchLexiconFull(t, LEXICONS[name as keyof typeof LEXICONS]));
      }
    });
  }
  it('equals the full scan when every alias is on its own', () => {
    for (const [name, lex] of Object.entries(LEXICONS)) {
      for (const a of ALIASES[name]) for (const t of [a, `my ${a}, and ${a}s`, `x${a}`]) expect(matchLexicon(t, lex), t).toEqual(matchLexiconFull(t, lex));
    }
  });
});

describe('findings clauses with the token index', () => {
  it('equal the full scan of every finding regexp on generated text', () => {
    const r = rng(42);
    for (let n = 0; n < 300; n++) {
      for (const clause of splitClauses(prepareText(text(r, PHRASES)))) expect(clauseEffects(clause), clause).toEqual(clauseEffects(clause, true));
    }
    // the same reference scan as below, on 300 generated texts: about 5 s on a quiet core
  }, 60_000);
  it('equal the full scan on every phrase of the lexicon, eight to a clause', () => {
    for (let i = 0; i < PHRASES.length; i += 8) {
      for (const clause of splitClauses(prepareText(PHRASES.slice(i, i + 8).join(', ')))) expect(clauseEffects(clause), clause).toEqual(clauseEffects(clause, true));
    }
    // the reference scan runs every finding's expression on every clause: its cost grows with the square of
    // the lexicon (about 25 s for 600 findings on a quiet core), so it gets a budget to match
  }, 240_000);
});

describe('per-message caches', () => {
  const consult = [
    'hi', "I've had crushing chest pain for 2 hours going down my left arm, no fever",
    '8/10', 'I take metformin and lisinopril, allergic to penicillin', 'type 2 diabetes and high blood pressure',
  ];
  it('give the same history and findings warm as cold', () => {
    clearHistoryCache(); clearFindingsCache();
    const cold = { h: extractHistory(consult), a: applyAnswer(extractHistory(consult.slice(0, 2)), 'severity', '8/10'), f: extractFindings(consult.join('\n')) };
    const warm = { h: extractHistory(consult), a: applyAnswer(extractHistory(consult.slice(0, 2)), 'severity', '8/10'), f: extractFindings(consult.join('\n')) };
    expect(warm).toEqual(cold);
    warm.h.medications.push('mutated');
    warm.f.findings.push('mutated');
    expect(extractHistory(consult)).toEqual(cold.h);
    expect(extractFindings(consult.join('\n'))).toEqual(cold.f);
  });
  it('read a clause that spans two messages as one, as before', () => {
    clearFindingsCache();
    const joined = extractFindings('my chest\nhurts');
    clearFindingsCache();
    extractFindings('my chest'); extractFindings('hurts');
    expect(extractFindings('my chest\nhurts')).toEqual(joined);
  });
  it('stay bounded and evict the least recently used entry', () => {
    const c = new LruCache<number>(2, 10);
    c.set('a', 1); c.set('b', 2); c.get('a'); c.set('c', 3);
    expect([c.get('a'), c.get('b'), c.get('c'), c.size]).toEqual([1, undefined, 3, 2]);
    c.set('x'.repeat(11), 4);
    expect(c.size).toBe(2);
  });
});
