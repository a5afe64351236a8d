// Why this exists: on Claude, the clinician assistant's answer is written by the model from the same
// sources the offline engine uses (retrieved and ranked by the knowledge base's own retrieval), with
// inline [n] markers, plus, with EVIDENCE_WEB=on, what it finds by web search on the trusted domains (a
// question without PHI only); this makes that call (identifiers in the question redacted, restored after),
// holds the answer to the offline answer's rules (markers that name a source, only trusted web citations,
// no dose, the judgement line) and says why when it must fall back to the offline engine.
import type { AskAnswer, AskPrepared } from '../engine/assistant/ask-compose.ts';
import { finish, renumber } from '../engine/assistant/ask-compose.ts';
import type { AskSource } from '../engine/assistant/ask-sources.ts';
import { checkText } from '../engine/guardrails.ts';
import type { ClaudeClient, StreamResult } from './anthropic.client.ts';
import { hostOf, isTrustedUrl, webCitations, webTools } from './evidence-web.ts';
import { redact, restore } from './phi.ts';
import { failureKind } from './resilience.ts';
import type { FallbackReason } from './claude.call.ts';

export interface ClaudeAskResult extends AskAnswer {
  model: string;
  promptHashes: Record<string, string>;
  /** the server tools Claude called (web_search, web_fetch), in order; [] without web search */
  serverTools: string[];
  /** web citations left out because their URL is not on a trusted domain */
  untrustedDropped: number;
}

/** EVIDENCE_WEB=on: the trusted domains the assistant may search and cite. */
export interface AskWebOptions { domains: readonly string[] }

/** Claude could not give an answer Helios may pass on; `reason` says why (no PHI). */
export class AskFallback extends Error {
  constructor(readonly reason: FallbackReason | 'no_sources' | 'uncited') {
    super(`clinician ask fell back: ${reason}`);
  }
}

const WORD = String.raw`[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)?`;
/** How clinicians name a patient in a question, beyond what the patient-side detector knows: a title and a
 *  surname ("Mrs Patel"), "patient Jane Doe", or a full name opening the question ("John Smith, 64, ..."). */
const CLINICIAN_NAMES = [
  new RegExp(String.raw`\b(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+(${WORD}(?:\s+${WORD})?)`, 'g'),
  new RegExp(String.raw`\b(?:patient|pt|client|named)\s+(${WORD}\s+${WORD})`, 'g'),
  new RegExp(String.raw`^\s*(${WORD}\s+${WORD})\s*(?:,|\(|\bis\b|\bhas\b|\btakes\b|\bon\b)`, 'g'),
];
/** Stand-alone drug or condition words a full-name pattern must not take for a name ("Does Warfarin ..."). */
const NOT_NAMES = /^(?:Does|Do|Is|Are|Can|Could|What|Which|When|How|Should|Would|Tell|Summarise|Summarize|List|Give|Acute|Chronic)\b/;

/** Patient names a clinician's question holds (redacted before Claude, and PHI for the routing). */
export function namesInQuestion(question: string, known: readonly string[] = []): string[] {
  const out = new Set(known.filter(Boolean));
  for (const re of CLINICIAN_NAMES) for (const m of question.matchAll(re)) if (!NOT_NAMES.test(m[1])) out.add(m[1]);
  return [...out];
}

const MARKER = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;
const HAS_MARKER = /\[\d{1,2}(?:\s*,\s*\d{1,2})*\]/;

/** Said after the role prompt when web search is on: web facts are cited by the tool, never by a number. */
const webInstruction = (domains: readonly string[]) =>
  'Besides the numbered `sources` of the input, you may use web_search or web_fetch, which reach trusted medical sites only ' +
  `(${domains.join(', ')}), for what the sources do not cover. Prefer the numbered sources. Cite a fact you found on the ` +
  'web with the search citations only: never give it an [n] number and write no URL. Never search for a patient, a name ' +
  'or a placeholder. Do not describe your searching: write only the answer.';

/** Claude's text with its web citations turned into [n] markers after the numbered sources: a trusted page is
 *  the next number (the same page, or a retrieved source's own URL, keeps its number), an untrusted page gets
 *  none, and a whole sentence that only untrusted pages support is left out (a clinician is shown no fact from
 *  a site off the trusted list). Markers Claude wrote past the numbered sources are dropped first. */
export function markWebCitations(res: Pick<StreamResult, 'text' | 'segments' | 'fetched'>, sources: readonly AskSource[], domains: readonly string[]): { text: string; sources: AskSource[]; untrusted: number } {
  const local = sources.length;
  const keepLocal = (t: string) => t.replace(MARKER, (_m, list: string) => {
    const kept = list.split(',').map((x) => Number(x.trim())).filter((n) => n >= 1 && n <= local);
    return kept.length ? `[${kept.join(', ')}]` : '';
  });
  const text = keepLocal(res.text);
  const all: AskSource[] = [...sources];
  const key = (url: string) => url.replace(/#.*$/, '');
  const numberOf = (url: string, title: string | null, passage: string) => {
    const at = all.findIndex((s) => s.url && key(s.url) === key(url));
    if (at >= 0) return at + 1;
    const site = hostOf(url) ?? url;
    all.push({ title: title?.trim() || site, source: site, url, passage });
    return all.length;
  };
  let out = '';
  let cursor = 0;
  let untrusted = 0;
  for (const seg of res.segments) {
    const piece = keepLocal(seg.text);
    const at = piece.trim() ? text.indexOf(piece, cursor) : -1;
    if (at < 0) continue;
    const cites = webCitations([seg], res.fetched);
    const trusted = cites.filter((c) => isTrustedUrl(c.url, domains));
    untrusted += cites.length - trusted.length;
    out += text.slice(cursor, at);
    cursor = at + piece.length;
    if (trusted.length) {
      const marks = [...new Set(trusted.map((c) => numberOf(c.url, c.title, c.citedText)))].map((n) => `[${n}]`).join('');
      const end = /([.!?;:]*)(\s*)$/.exec(piece)!;
      out += `${piece.slice(0, piece.length - end[0].length).replace(/\s+$/, '')} ${marks}${end[1]}${end[2]}`;
    } else if (cites.length && !HAS_MARKER.test(piece) && wholeSentences(piece, out)) {
      out += /\s$/.test(piece) && !/\s$/.test(out) ? ' ' : ''; // the sentence goes; the spacing after it stays
    } else {
      out += piece;
    }
  }
  out += text.slice(cursor);
  return { text: out.replace(/^\s+/, '').replace(/ {2,}/g, ' '), sources: all, untrusted };
}

/** A block that is one or more whole sentences: it starts a sentence and ends one. */
function wholeSentences(piece: string, before: string): boolean {
  return /^\s*[\p{Lu}\p{N}"'(]/u.test(piece) && /[.!?]["')\]]*\s*$/.test(piece) && (!before.trim() || /[.!?:]["')\]]*\s*$/.test(before));
}

/** Ask Claude to write the answer from the prepared sources. Throws AskFallback when it may not be used.
 *  `web`: search the trusted domains too, unless the question carries anything redacted (no PHI reaches a web tool). */
export async function askClaude(
  client: ClaudeClient, p: AskPrepared,
  opts: { signal?: AbortSignal; knownNames?: readonly string[]; web?: AskWebOptions } = {},
): Promise<ClaudeAskResult> {
  const { sources } = p.retrieval;
  if (sources.length === 0) throw new AskFallback('no_sources'); // nothing to ground an answer on
  const seed = Object.fromEntries(namesInQuestion(p.question, opts.knownNames).map((n, i) => [`[NAME_${i + 1}]`, n]));
  const { text: question, map } = redact(p.question, seed);
  const web = opts.web && opts.web.domains.length > 0 && Object.keys(map).length === 0 ? opts.web : undefined;
  const input = {
    question,
    intent: p.reading.intent,
    sources: sources.map((s, i) => ({ n: i + 1, title: s.title, source: s.source, passage: s.passage })),
  };
  let res;
  try {
    res = await client.streamText('clinician_ask', [{ role: 'user', content: JSON.stringify(input) }], () => undefined, {
      signal: opts.signal,
      ...(web ? { tools: webTools(web.domains), instruction: webInstruction(web.domains) } : {}),
    });
  } catch (err) {
    const kind = failureKind(err, opts.signal?.aborted);
    if (kind === 'aborted') throw err;
    throw new AskFallback(kind);
  }
  const marked = web ? markWebCitations(res, sources, web.domains) : { text: res.text, sources, untrusted: 0 };
  // no dose or medication change reaches the dashboard, whoever wrote it
  const safe = checkText(restore(marked.text, map)).text;
  const { answer, citations } = renumber(safe, marked.sources);
  if (!answer.trim()) throw new AskFallback('invalid_output');
  if (citations.length === 0) throw new AskFallback('uncited');
  return {
    answer: finish(answer, p.reading), citations, intent: p.reading.intent, model: res.model, promptHashes: res.promptHashes,
    serverTools: res.serverTools ?? [], untrustedDropped: marked.untrusted,
  };
}
