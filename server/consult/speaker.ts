// Why this exists: assistant text reaches the patient as `assistant:delta` pieces and then the whole
// `assistant:message` (and, for voice, each complete sentence as `assistant:sentence`); each piece
// carries a dedupe mark, so a stream re-run after a restore resumes where it stopped instead of
// repeating what the patient already saw, and an interrupted stream is closed with what was said.
import type { PendingSay } from '../../machines/consult.types.ts';
import { checkText, splitSentences, type GuardViolation } from '../../actors/engine/guardrails.ts';
import { baseLocale } from '../../actors/engine/language.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import { pacer } from './pacer.ts';

/** Dedupe index of a message's final `assistant:message`: above any piece, so nothing streams after it. */
export const FINAL_INDEX = 1_000_000;

export interface Pace {
  firstDelayMs: number;
  pieceDelayMs: number;
  locale?: string;
  /** emit `assistant:sentence` for text-to-speech */
  sentences?: boolean;
  /** no piece of this message was ever written (its consult started in this process, and this is the
   *  message's first stream): the progress read is skipped */
  neverStreamed?: boolean;
}

/** Split text into small word pieces (each keeps its trailing space) so they concatenate exactly. */
export function pieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) out.push(words.slice(i, i + wordsPerPiece).join(''));
  const lead = text.match(/^\s+/)?.[0];
  if (lead && out.length) out[0] = lead + out[0];
  return out.length ? out : [text];
}

/** The text the patient receives: the output guardrail's safe version (the offline engine's text is
 *  complete before streaming, so checking it whole equals holding back each sentence). */
export function guardedText(say: PendingSay, locale?: string) {
  const base = baseLocale(locale) ?? undefined;
  // the check is a pure function of text and locale, and many consults say the same text (every greeting
  // is one of a few): a burst of 500 new consults spent a fifth of its CPU checking the same greeting
  const key = `${base ?? ''}\u0000${say.text}`;
  const known = checked.get(key);
  if (known) return known;
  const result = checkText(say.text, { locale: base });
  if (checked.size >= CHECKED_MAX) checked.clear();
  checked.set(key, result);
  return result;
}

/** guardrail results by locale and text, at most CHECKED_MAX (then started afresh) */
const checked = new Map<string, ReturnType<typeof checkText>>();
const CHECKED_MAX = 500;

/** Stream one assistant text; returns the guardrail violations that were rewritten. */
export async function streamText(outbox: OutboxStore, caseId: string, say: PendingSay, pace: Pace, signal?: AbortSignal): Promise<GuardViolation[]> {
  const timer = pacer(signal);
  try {
    return await paced(outbox, caseId, say, pace, timer.sleep, signal);
  } finally {
    timer.done();
  }
}

async function paced(outbox: OutboxStore, caseId: string, say: PendingSay, pace: Pace, sleep: (ms: number) => Promise<void>, signal?: AbortSignal): Promise<GuardViolation[]> {
  const guarded = guardedText(say, pace.locale);
  const text = guarded.text;
  const parts = pieces(text);
  const sentences = pace.sentences ? splitSentences(text) : [];
  let sentenceEnd = 0;
  let nextSentence = 0;
  let sent = 0;
  // Pieces an earlier run already wrote (a stream re-run after a restore goes on from there). Read
  // before this run writes anything; the first piece does not wait for it: it goes out alone (the
  // outbox's mark skips it when it was written) and the read is back by the time it is stored.
  const progress = pace.neverStreamed ? Promise.resolve(0) : outbox.progress(caseId, say.messageId);
  let done = -1;
  // the simulated time to first token comes before the first piece and runs while the read is out, so
  // a slow read does not add to it (a re-run that finds pieces already sent goes on without waiting)
  if (pace.firstDelayMs > 0) {
    const thinking = sleep(pace.firstDelayMs);
    if ((done = await progress) === 0) await thinking;
  }
  for (let i = 0; i < parts.length; i++) {
    if (signal?.aborted) return interrupted(outbox, caseId, say, guarded.violations);
    const piece = () => outbox.append(caseId, 'assistant:delta', { messageId: say.messageId, delta: parts[i] }, { name: say.messageId, index: i + 1 });
    if (done < 0) [, done] = await Promise.all([piece(), progress]);
    // not awaited: the outbox merges pieces that come faster than one frame per DELTA_FRAME_MS, and
    // only pieces after `done` may be merged, so a merged frame never repeats text already written
    else if (i >= done) piece().catch(() => undefined);
    sent += parts[i].length;
    // every sentence completed by this piece (the last one also at the end of the text)
    while (nextSentence < sentences.length && sent >= sentenceEnd + sentences[nextSentence].length) {
      sentenceEnd += sentences[nextSentence].length;
      const sentence = sentences[nextSentence].trim();
      nextSentence++;
      if (sentence) outbox.append(caseId, 'assistant:sentence', { messageId: say.messageId, sentence, index: nextSentence }, { name: `${say.messageId}-s`, index: nextSentence }).catch(() => undefined);
    }
    if (i >= done && i < parts.length - 1) await sleep(pace.pieceDelayMs);
  }
  await outbox.settled(caseId); // the last frame is out before the whole message follows it
  if (signal?.aborted) return interrupted(outbox, caseId, say, guarded.violations);
  const payload = { messageId: say.messageId, text, author: 'assistant' as const, ...(say.citations?.length ? { citations: say.citations } : {}) };
  await outbox.append(caseId, 'assistant:message', payload, { name: say.messageId, index: FINAL_INDEX });
  return guarded.violations;
}

/** A stream stopped by the patient speaking: a piece still held back was never shown, so it is dropped. */
function interrupted(outbox: OutboxStore, caseId: string, say: PendingSay, violations: GuardViolation[]): GuardViolation[] {
  outbox.discardHeld(caseId, say.messageId);
  return violations;
}

/** Close a stream cut short by the patient speaking: `assistant:message` with the pieces already sent,
 *  marked interrupted, under the same dedupe mark as the full message so it can never follow. */
export async function finishInterrupted(outbox: OutboxStore, caseId: string, say: PendingSay, locale: string | undefined, piecesSent: number, spokenText?: string): Promise<string> {
  const parts = pieces(guardedText(say, locale).text);
  const text = spokenText ?? parts.slice(0, Math.min(piecesSent, parts.length)).join('');
  await outbox.append(caseId, 'assistant:message', { messageId: say.messageId, text, author: 'assistant', interrupted: true }, { name: say.messageId, index: FINAL_INDEX });
  return text;
}
