// Why this exists: the clinician assistant's web citations (EVIDENCE_WEB=on) become [n] markers after the
// retrieved sources: a trusted page gets the next number (a page cited twice, or a retrieved source's own URL,
// keeps one number), an untrusted page none; a whole sentence only untrusted pages support goes, a part of a
// sentence stays (without a marker) so the answer still reads; a fetched page's citation counts by its URL;
// numbers Claude made up for the web are dropped.
import type { TextCitation } from '@anthropic-ai/sdk/resources/messages';
import { describe, expect, it } from 'vitest';
import type { AskSource } from '../../../actors/engine/assistant/ask-sources.ts';
import { markWebCitations } from '../../../actors/llm/clinician-ask.claude.ts';

const DOMAINS = ['nice.org.uk', 'nhs.uk'];
const SOURCES: AskSource[] = [
  { title: 'Acute chest pain', source: 'NICE CG95', url: 'https://www.nice.org.uk/guidance/cg95', passage: '...' },
  { title: 'Warfarin', source: 'Helios table', passage: '...' },
];
const search = (url: string, title = 'Page'): TextCitation => ({ type: 'web_search_result_location', url, title, cited_text: 'x', encrypted_index: 'e' }) as TextCitation;
const fetched = (i: number, title: string): TextCitation => ({ type: 'char_location', document_index: i, document_title: title, cited_text: 'x', start_char_index: 0, end_char_index: 1 }) as unknown as TextCitation;

function mark(segments: { text: string; citations: TextCitation[] }[], plain: string[] = [], pages: { url: string; title: string | null }[] = []) {
  // the full text is every block in order; segments are only the blocks with citations
  const text = [...plain, ...segments.map((s) => s.text)].join('');
  return markWebCitations({ text, segments, fetched: pages }, SOURCES, DOMAINS);
}

describe('markWebCitations', () => {
  it('numbers trusted pages after the sources, once each, and reuses a source\'s number for its own URL', () => {
    const r = mark([
      { text: ' An ECG is recorded early.', citations: [search('https://cks.nice.org.uk/topics/chest-pain/', 'CKS')] },
      { text: ' Troponin is measured.', citations: [search('https://cks.nice.org.uk/topics/chest-pain/#x', 'CKS'), search('https://www.nice.org.uk/guidance/cg95')] },
    ], ['Call an ambulance [1].']);
    expect(r.text).toBe('Call an ambulance [1]. An ECG is recorded early [3]. Troponin is measured [3][1].');
    expect(r.sources.slice(2)).toEqual([expect.objectContaining({ title: 'CKS', source: 'cks.nice.org.uk', url: 'https://cks.nice.org.uk/topics/chest-pain/' })]);
    expect(r.untrusted).toBe(0);
  });

  it('drops a whole sentence only untrusted pages support, keeps part of a sentence without a marker', () => {
    const r = mark([
      { text: ' Most chest pain is caused by cold weather [9].', citations: [search('https://blog.example.com/a')] },
    ], ['Call an ambulance [1].', ' Then reassess.']);
    expect(r.text).toBe('Call an ambulance [1]. Then reassess.');
    expect(r.untrusted).toBe(1);

    const part = markWebCitations({
      text: 'Pain that spreads to the arm, often a sign of angina, needs review [1].',
      segments: [{ text: 'often a sign of angina', citations: [search('https://blog.example.com/b')] }],
      fetched: [],
    }, SOURCES, DOMAINS);
    expect(part.text).toBe('Pain that spreads to the arm, often a sign of angina, needs review [1].');
    expect(part.sources).toHaveLength(2);
  });

  it('a fetched page is cited by its URL, trusted or not', () => {
    const pages = [{ url: 'https://www.nhs.uk/conditions/chest-pain/', title: 'Chest pain - NHS' }, { url: 'https://blog.example.com/c', title: 'Blog' }];
    const r = mark([
      { text: 'Chest pain has many causes.', citations: [fetched(0, 'Chest pain - NHS')] },
      { text: ' Ice helps.', citations: [fetched(1, 'Blog')] },
    ], [], pages);
    expect(r.text).toBe('Chest pain has many causes [3].');
    expect(r.sources[2]).toMatchObject({ source: 'nhs.uk', url: pages[0].url });
  });
});
