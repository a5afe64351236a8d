// Why this exists: guards the evidence knowledge base's shape and proves guideline_retrieval ranks the right entry first for lay and clinical wording.
import { describe, expect, it } from 'vitest';
import {
  GUIDELINE_SPECIALTIES,
  expandQuery,
  getGuideline,
  listGuidelines,
  retrieveGuidelines,
  stem,
} from '../../../actors/engine/evidence.ts';

const KB = listGuidelines();
const KNOWN = new Set<string>(GUIDELINE_SPECIALTIES);

describe('evidence knowledge base', () => {
  it('holds at least 60 entries with unique kebab-case ids', () => {
    expect(KB.length).toBeGreaterThanOrEqual(60);
    const ids = KB.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every entry a valid https url, a source, a title, keywords and a 2-4 sentence summary', () => {
    for (const g of KB) {
      const url = new URL(g.url);
      expect(url.protocol, g.id).toBe('https:');
      expect(g.source.trim().length, g.id).toBeGreaterThan(5);
      expect(g.title.trim().length, g.id).toBeGreaterThan(3);
      expect(g.keywords.length, g.id).toBeGreaterThan(0);
      const sentences = g.summary.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, g.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, g.id).toBeLessThanOrEqual(4);
    }
  });

  it('uses only known specialty ids and covers every specialty at least twice', () => {
    const counts = new Map<string, number>();
    for (const g of KB) {
      expect(g.specialties.length, g.id).toBeGreaterThan(0);
      for (const s of g.specialties) {
        expect(KNOWN.has(s), `${g.id}: ${s}`).toBe(true);
        counts.set(s, (counts.get(s) ?? 0) + 1);
      }
    }
    for (const s of GUIDELINE_SPECIALTIES) expect(counts.get(s) ?? 0, s).toBeGreaterThanOrEqual(2);
  });

  it('looks entries up by id', () => {
    expect(getGuideline('stroke-fast')?.title).toMatch(/stroke/i);
    expect(getGuideline('no-such-entry')).toBeUndefined();
  });
});

describe('tokenizer', () => {
  it('folds plurals, suffixes and British spellings together', () => {
    expect(stem('infections')).toBe(stem('infected'));
    expect(stem('wheezing')).toBe(stem('wheeze'));
    expect(stem('diarrhoea')).toBe(stem('diarrhea'));
    expect(stem('anaemia')).toBe(stem('anemia'));
    expect(stem('urinary')).toBe(stem('urine'));
  });

  it('maps lay words onto clinical vocabulary', () => {
    expect(expandQuery('my tummy hurts')).toContain(stem('abdominal'));
    expect(expandQuery('I had a heart attack')).toEqual(expect.arrayContaining([stem('chest'), stem('pain')]));
    expect(expandQuery('it burns when I pee')).toContain(stem('urine'));
    expect(expandQuery('I keep throwing up')).toContain(stem('vomit'));
  });
});

const CASES: [string, string][] = [
  ['crushing chest pain when walking', 'chest-pain-acute'],
  ['I think I am having a heart attack', 'chest-pain-acute'],
  ['my baby is 6 weeks old with a temperature', 'infant-fever-under-3-months'],
  ['burning when I pee', 'uti-lower'],
  ['ankle twisted can\'t walk', 'ankle-sprain-ottawa'],
  ['his face is drooping and his arm feels weak', 'stroke-fast'],
  ['worst headache of my life came on suddenly', 'headache-red-flags'],
  ['I want to kill myself', 'suicide-crisis'],
  ['my tummy hurts on the lower right side and I threw up', 'appendicitis-abdominal-pain'],
  ['barking cough in my toddler at night', 'croup'],
  ['throat swelling after a bee sting', 'anaphylaxis'],
  ['I\'m pregnant and bleeding with pain on one side', 'early-pregnancy-bleeding-ectopic'],
  ['a mole that changed colour and bleeds', 'melanoma-abcde'],
  ['numb between my legs and can\'t control my bladder', 'cauda-equina'],
  ['my child has a rash that doesn\'t fade with a glass and a fever', 'meningitis'],
  ['pyelonephritis flank pain fever rigors', 'pyelonephritis'],
  ['Centor criteria for pharyngitis', 'sore-throat'],
  ['pain in my side going down to my groin', 'kidney-stones'],
  ['swollen calf after a long flight', 'dvt-pe'],
  ['pregnant 32 weeks with headache and blurred vision', 'pre-eclampsia'],
  ['blood in my poo and it\'s black', 'gi-bleeding'],
  ['my mum is suddenly confused', 'delirium'],
  ['big toe red hot and swollen', 'gout'],
  ['got hit in the head playing rugby', 'sports-concussion'],
  ['went to Africa and now I have a fever', 'travel-fever-malaria'],
  ['pain in calves when walking that goes away with rest', 'peripheral-arterial-disease'],
  ['COPD exacerbation with increased sputum', 'copd-exacerbation'],
];

describe('retrieveGuidelines', () => {
  it.each(CASES)('ranks the right entry first for "%s"', (query, expected) => {
    const hits = retrieveGuidelines(query);
    expect(hits[0]?.id, JSON.stringify(hits.map((h) => h.id))).toBe(expected);
  });

  it('returns the public fields and a snippet taken from the summary', () => {
    const [hit] = retrieveGuidelines('burning when I pee');
    const entry = getGuideline(hit.id)!;
    expect(hit).toMatchObject({ id: entry.id, title: entry.title, source: entry.source, url: entry.url });
    expect(entry.summary).toContain(hit.snippet);
    expect(hit.snippet.toLowerCase()).toContain('urine');
    expect(hit.score).toBeGreaterThan(0);
  });

  it('sorts by descending score and honours k', () => {
    const hits = retrieveGuidelines('fever cough breathless', { k: 4 });
    expect(hits).toHaveLength(4);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
    expect(retrieveGuidelines('fever', { k: 1 })).toHaveLength(1);
  });

  it('boosts, but never restricts to, the requested specialty', () => {
    const plain = retrieveGuidelines('sudden severe pain', { k: 20 });
    const boosted = retrieveGuidelines('sudden severe pain', { k: 20, specialty: 'urology' });
    const rank = (hits: { id: string }[], id: string): number => hits.findIndex((h) => h.id === id);
    expect(rank(boosted, 'testicular-pain')).toBeLessThan(rank(plain, 'testicular-pain'));
    expect(boosted.some((h) => !getGuideline(h.id)!.specialties.includes('urology'))).toBe(true);
  });

  it('returns nothing for empty or stopword-only queries', () => {
    expect(retrieveGuidelines('')).toEqual([]);
    expect(retrieveGuidelines('the and of it')).toEqual([]);
  });
});
