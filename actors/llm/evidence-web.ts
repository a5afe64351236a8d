// Why this exists: trusted sources (seed 001): the web tools Claude may use for patient education, limited to
// trusted medical domains; the citations of its answer kept only when their URL is on those domains; and the
// check that flags medical claims no trusted citation supports, so the patient is told to verify them.
import type { TextCitation, ToolUnion, WebFetchTool20250910, WebSearchTool20250305 } from '@anthropic-ai/sdk/resources/messages';
import type { Citation } from '../../server/protocol/index.ts';
import { splitSentences } from '../engine/guardrails.ts';
import { textLang, type TextLang } from '../engine/language.ts';
import { normalizeDomain } from './llm.config.ts';

/** One text block of Claude's answer and the citations attached to it (as streamed). */
export interface TextSegment {
  text: string;
  citations: TextCitation[];
}

/** A page Claude fetched with web_fetch: char_location citations of fetched documents point at it. */
export interface FetchedPage {
  url: string;
  title: string | null;
}

/** A web citation with the part of Claude's text it supports. */
export interface WebCitation {
  url: string;
  title: string | null;
  citedText: string;
  /** the text block of the answer this citation is attached to */
  supports: string;
}

/** How often one answer may search and fetch (each search is billed). */
export const WEB_SEARCH_MAX_USES = 3;
export const WEB_FETCH_MAX_USES = 2;

/** Said after an education answer when a medical claim in it has no trusted citation. */
export const VERIFY_NOTE: Record<TextLang, string> = {
  en: 'Please verify this information with a healthcare professional; sources are listed where available.',
  es: 'Verifique esta información con un profesional de la salud; las fuentes se indican cuando están disponibles.',
  fr: "Veuillez vérifier ces informations auprès d'un professionnel de santé ; les sources sont indiquées lorsqu'elles sont disponibles.",
  pt: 'Confirme estas informações com um profissional de saúde; as fontes são indicadas quando disponíveis.',
};
export const verifyNote = (locale: string): string => VERIFY_NOTE[textLang(locale).lang];

/** The server-side tools for an education answer: web search and web fetch, both on the trusted domains only. */
export function webTools(domains: readonly string[]): ToolUnion[] {
  const allowed = [...domains];
  const search: WebSearchTool20250305 = { type: 'web_search_20250305', name: 'web_search', allowed_domains: allowed, max_uses: WEB_SEARCH_MAX_USES };
  const fetch: WebFetchTool20250910 = {
    type: 'web_fetch_20250910', name: 'web_fetch', allowed_domains: allowed, max_uses: WEB_FETCH_MAX_USES,
    citations: { enabled: true }, max_content_tokens: 8000,
  };
  return [search, fetch];
}

/** The host of a URL, lower case and without "www.", or null when it is not an http(s) URL. */
export function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** True when the URL's host is a trusted domain or one of its subdomains (and under its path, when the entry has one). */
export function isTrustedUrl(url: string, domains: readonly string[]): boolean {
  const host = hostOf(url);
  if (!host) return false;
  const path = new URL(url).pathname;
  return domains.some((entry) => {
    const d = normalizeDomain(entry);
    const slash = d.indexOf('/');
    const domain = slash < 0 ? d : d.slice(0, slash);
    const prefix = slash < 0 ? '' : d.slice(slash);
    return (host === domain || host.endsWith(`.${domain}`)) && (!prefix || path === prefix || path.startsWith(`${prefix.replace(/\/$/, '')}/`));
  });
}

/** Every web citation in the answer: search-result locations directly, fetched-document char locations by the
 *  document's title (else its order among fetched pages). Other citation kinds carry no URL and are skipped. */
export function webCitations(segments: readonly TextSegment[], fetched: readonly FetchedPage[] = []): WebCitation[] {
  const out: WebCitation[] = [];
  for (const seg of segments) {
    for (const c of seg.citations) {
      if (c.type === 'web_search_result_location') {
        out.push({ url: c.url, title: c.title, citedText: c.cited_text, supports: seg.text });
      } else if (c.type === 'char_location') {
        const page = fetched.find((f) => f.title && f.title === c.document_title) ?? fetched[c.document_index];
        if (page) out.push({ url: page.url, title: page.title ?? c.document_title, citedText: c.cited_text, supports: seg.text });
      }
    }
  }
  return out;
}

/** Only the citations whose URL is on a trusted domain. */
export function trustedOnly<T extends { url?: string }>(citations: readonly T[], domains: readonly string[]): T[] {
  return citations.filter((c) => !!c.url && isTrustedUrl(c.url, domains));
}

/** The patient-facing form (assistant:message.citations): title, source (the site) and URL, one per URL. */
export function toMessageCitations(citations: readonly WebCitation[]): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of citations) {
    const key = c.url.replace(/#.*$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    const source = hostOf(c.url) ?? c.url;
    out.push({ title: c.title?.trim() || source, source, url: c.url });
  }
  return out;
}

/** The engine's citations first, then the new ones; the same URL (or, without URL, the same title) once. */
export function mergeCitations(first: readonly Citation[] = [], more: readonly Citation[] = []): Citation[] {
  const seen = new Set<string>();
  return [...first, ...more].filter((c) => {
    const key = c.url ? `u:${c.url.replace(/#.*$/, '')}` : `t:${c.title}|${c.source}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---- medical claims --------------------------------------------------------------------------------------

/** Sentences that state a treatment, a cause, a risk or a statistic. Advice to seek care, questions and
 *  safety-netting are not claims. Simple by design: it errs towards flagging, and a flag only adds a note. */
const CLAIM_PATTERNS: RegExp[] = [
  // statistics
  /\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|\b\d+\s+(?:in|out of)\s+\d+\b|\b(?:most|many|majority of|half of|one in)\b.{0,30}\b(?:people|patients|adults|children|cases)\b|\b(?:prevalence|incidence|mortality|survival rate)\b/i,
  // causes
  /\b(?:caused by|causes?|cause of|leads? to|results? from|due to|triggered by|triggers?|linked (?:to|with)|associated with|contributes? to)\b/i,
  // risks
  /\b(?:risk(?:s| factors?)? (?:of|for)|(?:increases?|raises?|reduces?|lowers?|doubles?) (?:the |your )?(?:risk|chance|likelihood)|more likely to|less likely to|at (?:higher|increased|greater) risk)\b/i,
  // treatments
  /\b(?:treated with|treatments?|therapy|therapies|is effective|are effective|effective (?:for|in|at)|(?:helps?|can help) (?:to )?(?:relieve|reduce|ease|prevent|treat|manage)|relieves?|cures?|prevents?|antibiotics?|medications? (?:such as|like)|recommended (?:treatment|medication))\b/i,
];

/** Seeking care, safety-netting and questions: not claims even when a pattern matches ("seek care sooner if
 *  the pain is caused by an injury" still is a claim, so only whole sentences led by an instruction pass). */
const NOT_A_CLAIM = /^(?:please\s+)?(?:see|call|contact|book|go to|seek|visit|ask|tell|talk to|speak (?:to|with)|if you|when you)\b/i;

export function isMedicalClaim(sentence: string): boolean {
  const s = sentence.trim();
  if (!s || /[?\uff1f]["')\]]*$/.test(s) || NOT_A_CLAIM.test(s)) return false;
  return CLAIM_PATTERNS.some((p) => p.test(s));
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').replace(/[^\p{L}\p{N} ]/gu, '').trim();

/** True when a citation's supported text and the sentence overlap (one contains the other, or most words are shared). */
function supports(citation: { supports?: string }, sentence: string): boolean {
  const a = norm(sentence);
  const b = norm(citation.supports ?? '');
  if (!a || !b) return false;
  if (a.includes(b) || b.includes(a)) return true;
  const words = a.split(' ').filter((w) => w.length > 3);
  const theirs = new Set(b.split(' '));
  return words.length > 0 && words.filter((w) => theirs.has(w)).length / words.length >= 0.6;
}

/** The medical claims in `text` that no trusted citation supports. Pass only trusted citations; a citation
 *  without `supports` (the engine's own evidence, attached to the whole message) supports no sentence. */
export function claimsWithoutCitation(text: string, citations: readonly { supports?: string }[]): string[] {
  return splitSentences(text)
    .map((s) => s.trim())
    .filter((s) => isMedicalClaim(s) && !citations.some((c) => supports(c, s)));
}
