// Why this exists: trusted sources (seed 001) must hold without a network: only trusted domains are searched
// and cited, citations are read from the real block shapes, and unsupported medical claims earn the note.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TextCitation } from '@anthropic-ai/sdk/resources/messages';
import type { AnthropicStandin, BlocksAnswer } from '../../support/anthropic-standin.ts';
import {
  claimsWithoutCitation, isMedicalClaim, isTrustedUrl, mergeCitations, toMessageCitations, trustedOnly, VERIFY_NOTE, webCitations, webTools,
} from '../../../actors/llm/evidence-web.ts';
import { DEFAULT_EVIDENCE_DOMAINS } from '../../../actors/llm/llm.config.ts';
import { loadLlmConfig, LlmConfigError } from '../../../server/config.ts';
import { buildEngine, startStandin } from './harness.ts';

const DOMAINS = ['cdc.gov', 'nih.gov', 'nhs.uk', 'mayoclinic.org', 'nhs.uk/conditions'];
const loc = (url: string, title: string | null, cited = 'cited text'): TextCitation => ({ type: 'web_search_result_location', url, title, cited_text: cited, encrypted_index: 'x' });

export const CITED: BlocksAnswer = {
  blocks: [
    { type: 'server_tool_use', name: 'web_search', input: { query: 'tension headache self care' } },
    { type: 'web_search_tool_result', results: [{ url: 'https://www.nhs.uk/conditions/headaches/', title: 'Headaches - NHS' }, { url: 'https://health-blog.example.com/headache', title: 'Blog' }] },
    { type: 'text', text: 'See a neurology clinician within a few days. ' },
    { type: 'text', text: 'Most headaches are caused by tension or stress.', citations: [{ url: 'https://www.nhs.uk/conditions/headaches/', title: 'Headaches - NHS', cited_text: 'Most headaches are not serious.' }] },
    { type: 'text', text: ' Drinking water can help relieve some headaches.', citations: [{ url: 'https://health-blog.example.com/headache', title: 'Blog', cited_text: 'water helps' }] },
    { type: 'text', text: ' Seek care sooner if it gets worse.' },
  ],
};

describe('trusted domains', () => {
  it('accepts a domain and its subdomains, and a path entry only under its path', () => {
    expect(isTrustedUrl('https://www.cdc.gov/headache', DOMAINS)).toBe(true);
    expect(isTrustedUrl('https://www.ncbi.nlm.nih.gov/books/1', DOMAINS)).toBe(true);
    expect(isTrustedUrl('https://evilnih.gov/x', DOMAINS)).toBe(false);
    expect(isTrustedUrl('https://nih.gov.evil.com/x', DOMAINS)).toBe(false);
    expect(isTrustedUrl('https://cdc.gov@evil.com/x', DOMAINS)).toBe(false);
    expect(isTrustedUrl('ftp://cdc.gov/x', DOMAINS)).toBe(false);
    expect(isTrustedUrl('not a url', DOMAINS)).toBe(false);
    expect(isTrustedUrl('https://www.nhs.uk/conditions/flu/', ['nhs.uk/conditions'])).toBe(true);
    expect(isTrustedUrl('https://www.nhs.uk/news/x', ['nhs.uk/conditions'])).toBe(false);
  });

  it('reads EVIDENCE_WEB (off by default) and EVIDENCE_DOMAINS (a comma list, normalised, trusted defaults)', () => {
    const def = loadLlmConfig({});
    expect(def.EVIDENCE_WEB).toBe('off');
    expect(def.EVIDENCE_DOMAINS).toEqual([...DEFAULT_EVIDENCE_DOMAINS]);
    for (const d of ['cdc.gov', 'nih.gov', 'medlineplus.gov', 'who.int', 'nhs.uk', 'nice.org.uk', 'mayoclinic.org', 'clevelandclinic.org', 'hopkinsmedicine.org', 'cancer.gov', 'heart.org']) {
      expect(def.EVIDENCE_DOMAINS).toContain(d);
    }
    const cfg = loadLlmConfig({ EVIDENCE_WEB: 'on', EVIDENCE_DOMAINS: 'https://www.CDC.gov/, nhs.uk ,cdc.gov' });
    expect(cfg.EVIDENCE_DOMAINS).toEqual(['cdc.gov', 'nhs.uk']);
    expect(() => loadLlmConfig({ EVIDENCE_DOMAINS: 'not a domain' })).toThrow(/EVIDENCE_DOMAINS/);
    expect(() => loadLlmConfig({ EVIDENCE_WEB: 'yes' })).toThrow(LlmConfigError);
  });

  it('builds web search and web fetch restricted to the domains', () => {
    const [search, fetch] = webTools(DOMAINS) as { type: string; name: string; allowed_domains: string[]; max_uses: number }[];
    expect(search).toMatchObject({ type: 'web_search_20250305', name: 'web_search', allowed_domains: DOMAINS });
    expect(fetch).toMatchObject({ type: 'web_fetch_20250910', name: 'web_fetch', allowed_domains: DOMAINS, citations: { enabled: true } });
    expect(search.max_uses).toBeGreaterThan(0);
  });
});

describe('citations', () => {
  it('extracts web citations with the text they support, maps fetched documents, and keeps only trusted URLs', () => {
    const all = webCitations(
      [
        { text: 'Most headaches are not serious.', citations: [loc('https://www.nhs.uk/conditions/headaches/', 'Headaches'), loc('https://blog.example.com/a', 'Blog')] },
        { text: 'Rest may help.', citations: [{ type: 'char_location', cited_text: 'rest', document_index: 0, document_title: 'Tension headaches', start_char_index: 0, end_char_index: 4, file_id: null }] },
        { text: 'A page.', citations: [{ type: 'page_location', cited_text: 'x', document_index: 0, document_title: null, start_page_number: 1, end_page_number: 2, file_id: null }] },
      ],
      [{ url: 'https://www.mayoclinic.org/tension-headache', title: 'Tension headaches' }],
    );
    expect(all.map((c) => c.url)).toEqual(['https://www.nhs.uk/conditions/headaches/', 'https://blog.example.com/a', 'https://www.mayoclinic.org/tension-headache']);
    expect(all[0].supports).toBe('Most headaches are not serious.');
    const trusted = trustedOnly(all, DOMAINS);
    expect(trusted).toHaveLength(2);
    expect(toMessageCitations([...trusted, trusted[0]])).toEqual([
      { title: 'Headaches', source: 'nhs.uk', url: 'https://www.nhs.uk/conditions/headaches/' },
      { title: 'Tension headaches', source: 'mayoclinic.org', url: 'https://www.mayoclinic.org/tension-headache' },
    ]);
  });

  it('merges the engine citations first and each URL once', () => {
    const engine = [{ title: 'Guideline', source: 'NICE', url: 'https://www.nice.org.uk/g1' }, { title: 'Book', source: 'KB' }];
    const web = [{ title: 'NICE again', source: 'nice.org.uk', url: 'https://www.nice.org.uk/g1' }, { title: 'NHS', source: 'nhs.uk', url: 'https://www.nhs.uk/x' }];
    expect(mergeCitations(engine, web).map((c) => c.title)).toEqual(['Guideline', 'Book', 'NHS']);
    expect(mergeCitations(undefined, [])).toEqual([]);
  });
});

describe('medical claims', () => {
  it('recognises treatments, causes, risks and statistics, not advice to seek care or questions', () => {
    for (const s of ['Most headaches are caused by tension.', 'Smoking increases the risk of stroke.', 'About 40% of adults get migraines.',
      'Migraines are often treated with triptans.', 'Ibuprofen can help relieve pain.', 'One in five children has eczema.']) expect(isMedicalClaim(s), s).toBe(true);
    for (const s of ['See a neurology clinician within a few days.', 'Seek care sooner if it gets worse.', 'Does the pain get worse when you bend down?',
      'Thank you for telling me.', 'If you feel faint, call emergency services, since fainting can be caused by many things.']) expect(isMedicalClaim(s), s).toBe(false);
  });

  it('lists the claims no trusted citation supports', () => {
    const text = 'See a clinician within a few days. Most headaches are caused by tension or stress. Drinking water can help relieve some headaches.';
    const supported = [{ supports: 'Most headaches are caused by tension or stress.' }];
    expect(claimsWithoutCitation(text, supported)).toEqual(['Drinking water can help relieve some headaches.']);
    expect(claimsWithoutCitation(text, [])).toHaveLength(2);
    expect(claimsWithoutCitation(text, [{ title: 'engine evidence' } as { supports?: string }])).toHaveLength(2);
    expect(claimsWithoutCitation('See a clinician soon. Rest and drink fluids.', [])).toEqual([]);
  });
});

describe('education answers on the stand-in', () => {
  let standin: AnthropicStandin;
  beforeAll(async () => { standin = await startStandin(); });
  afterAll(async () => { await standin.stop(); });
  beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });
  const advice = 'See a neurology clinician within a few days. Seek care sooner if it gets worse.';

  it('streams through the web blocks, returns only trusted citations and adds the note for an unsupported claim', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: DOMAINS });
    standin.script('text', CITED);
    const deltas: string[] = [];
    const res = await e.roles.speak({ offlineText: advice, locale: 'en', education: true, onDelta: (d) => deltas.push(d) });
    const body = standin.requests[0].body as { tools: { name: string; allowed_domains: string[] }[] };
    expect(body.tools.map((t) => t.name)).toEqual(['web_search', 'web_fetch']);
    expect(body.tools.every((t) => JSON.stringify(t.allowed_domains) === JSON.stringify(DOMAINS))).toBe(true);
    expect(res.citations).toEqual([{ title: 'Headaches - NHS', source: 'nhs.uk', url: 'https://www.nhs.uk/conditions/headaches/' }]);
    expect(res.unsupportedClaims).toEqual(['Drinking water can help relieve some headaches.']);
    expect(deltas.join('')).toBe(`${CITED.blocks.map((b) => (b.type === 'text' ? b.text : '')).join('')}\n\n${VERIFY_NOTE.en}`);
    expect(e.audits.at(-1)).toMatchObject({ role: 'patient_text', engine: 'claude', serverTools: ['web_search'], unsupportedClaims: res.unsupportedClaims });
  });

  it('adds no note when every claim has a trusted citation, and speaks Spanish notes in Spanish', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: DOMAINS });
    standin.script('text', { blocks: [{ type: 'text', text: 'Most headaches are caused by tension.', citations: [{ url: 'https://www.cdc.gov/h', title: 'CDC', cited_text: 'x' }] }] });
    const ok = await e.roles.speak({ offlineText: advice, locale: 'en', education: true, onDelta: () => {} });
    expect(ok.unsupportedClaims).toEqual([]);
    expect(ok.text).toBe('Most headaches are caused by tension.');
    standin.script('text', 'La mayoría de los dolores de cabeza son causados por tensión, un 90% de los casos.');
    const es = await e.roles.speak({ offlineText: advice, locale: 'es', education: true, onDelta: () => {} });
    expect(es.text.endsWith(VERIFY_NOTE.es)).toBe(true);
    expect(es.citations).toEqual([]);
  });

  it('collects fetched pages from the stream, and notes an unsupported claim in a stream broken after text', async () => {
    const e = buildEngine(standin.url, { evidenceDomains: DOMAINS });
    standin.script('text', { blocks: [
      { type: 'server_tool_use', name: 'web_fetch', input: { url: 'https://www.cdc.gov/headache' } },
      { type: 'web_fetch_tool_result', url: 'https://www.cdc.gov/headache', title: 'Headache | CDC', text: 'Headache facts.' },
      { type: 'text', text: 'Rest in a quiet room.' },
    ] });
    const res = await e.client.streamText('patient_text', [{ role: 'user', content: 'hi' }], () => {}, { tools: webTools(DOMAINS) });
    expect(res.fetched).toEqual([{ url: 'https://www.cdc.gov/headache', title: 'Headache | CDC' }]);
    expect(res.serverTools).toEqual(['web_fetch']);
    expect(res.text).toBe('Rest in a quiet room.');
    standin.next({ mode: 'error_mid_stream', textBeforeError: 'Most headaches are caused by tension. ' });
    const deltas: string[] = [];
    const broken = await e.roles.speak({ offlineText: advice, locale: 'en', education: true, onDelta: (d) => deltas.push(d) });
    expect(broken.engine).toBe('mixed');
    expect(broken.unsupportedClaims).toEqual(['Most headaches are caused by tension.']);
    expect(deltas.join('')).toContain('(Our assistant was interrupted');
    expect(deltas.join('').endsWith(`${advice}\n\n${VERIFY_NOTE.en}`)).toBe(true);
  });

  it('sends no web tools for other messages, or when EVIDENCE_WEB is off, and treats the plan advice as education', async () => {
    const on = buildEngine(standin.url, { evidenceDomains: DOMAINS });
    await on.roles.speak({ offlineText: 'When did it start?', locale: 'en', onDelta: () => {} });
    expect(standin.count()).toBe(0); // a question Helios already has is sent as written, with no call
    const plan = await on.roles.plan({ consensus: { specialty: 'neurology', urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [] }, locale: 'en' } as never);
    await on.roles.speak({ offlineText: plan.advice, locale: 'en', onDelta: () => {} });
    expect((standin.requests.at(-1)!.body.tools as unknown[]).length).toBe(2);
    const off = buildEngine(standin.url);
    standin.script('text', CITED);
    standin.requests.length = 0;
    const res = await off.roles.speak({ offlineText: advice, locale: 'en', education: true, onDelta: () => {} });
    expect(standin.count()).toBe(0); // EVIDENCE_WEB off: the advice goes out as the plan call wrote it
    expect(res.citations).toEqual([]);
    expect(res.unsupportedClaims).toBeUndefined();
  });
});
