// Why this exists: on Claude, the clinician assistant's answer is written by the model from the same
// sources the offline engine uses (retrieved and ranked by the knowledge base's own retrieval), with
// inline [n] markers; this makes that call (identifiers in the question redacted, restored after), holds
// the answer to the offline answer's rules (markers that name a source, no dose, the judgement line) and
// says why when it must fall back to the offline engine.
import type { AskAnswer, AskPrepared } from '../engine/assistant/ask-compose.ts';
import { finish, renumber } from '../engine/assistant/ask-compose.ts';
import { checkText } from '../engine/guardrails.ts';
import type { ClaudeClient } from './anthropic.client.ts';
import { redact, restore } from './phi.ts';
import { failureKind } from './resilience.ts';
import type { FallbackReason } from './claude.call.ts';

export interface ClaudeAskResult extends AskAnswer { model: string; promptHashes: Record<string, string> }

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

/** Ask Claude to write the answer from the prepared sources. Throws AskFallback when it may not be used. */
export async function askClaude(client: ClaudeClient, p: AskPrepared, opts: { signal?: AbortSignal; knownNames?: readonly string[] } = {}): Promise<ClaudeAskResult> {
  const { sources } = p.retrieval;
  if (sources.length === 0) throw new AskFallback('no_sources'); // nothing to ground an answer on
  const seed = Object.fromEntries(namesInQuestion(p.question, opts.knownNames).map((n, i) => [`[NAME_${i + 1}]`, n]));
  const { text: question, map } = redact(p.question, seed);
  const input = {
    question,
    intent: p.reading.intent,
    sources: sources.map((s, i) => ({ n: i + 1, title: s.title, source: s.source, passage: s.passage })),
  };
  let res;
  try {
    res = await client.streamText('clinician_ask', [{ role: 'user', content: JSON.stringify(input) }], () => undefined, { signal: opts.signal });
  } catch (err) {
    const kind = failureKind(err, opts.signal?.aborted);
    if (kind === 'aborted') throw err;
    throw new AskFallback(kind);
  }
  // no dose or medication change reaches the dashboard, whoever wrote it
  const safe = checkText(restore(res.text, map)).text;
  const { answer, citations } = renumber(safe, sources);
  if (!answer.trim()) throw new AskFallback('invalid_output');
  if (citations.length === 0) throw new AskFallback('uncited');
  return { answer: finish(answer, p.reading), citations, intent: p.reading.intent, model: res.model, promptHashes: res.promptHashes };
}
