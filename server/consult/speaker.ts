// Why this exists: assistant text reaches the patient as `assistant:delta` pieces and then the whole
// `assistant:message`; each piece carries a dedupe mark, so a stream re-run after a restore resumes
// where it stopped instead of repeating what the patient already saw.
import type { PendingSay } from '../../machines/consult.types.ts';
import { checkText, type GuardViolation } from '../../actors/engine/guardrails.ts';
import { baseLocale } from '../../actors/engine/language.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import { sleep } from './effects.ts';

/** Split text into small word pieces (each keeps its trailing space) so they concatenate exactly. */
export function pieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) out.push(words.slice(i, i + wordsPerPiece).join(''));
  const lead = text.match(/^\s+/)?.[0];
  if (lead && out.length) out[0] = lead + out[0];
  return out.length ? out : [text];
}

/** Stream one assistant text. The output guardrail checks it first (the offline engine's text is
 *  complete before streaming, so checking it whole is the same as holding back each sentence); the
 *  patient only ever receives the safe version. Returns the violations that were rewritten. */
export async function streamText(
  outbox: OutboxStore,
  caseId: string,
  say: PendingSay,
  pace: { firstDelayMs: number; pieceDelayMs: number; locale?: string },
  signal?: AbortSignal,
): Promise<GuardViolation[]> {
  const guarded = checkText(say.text, { locale: baseLocale(pace.locale) ?? undefined });
  const text = guarded.text;
  const parts = pieces(text);
  let fresh = false;
  for (let i = 0; i < parts.length; i++) {
    if (signal?.aborted) return guarded.violations;
    const seq = await outbox.append(caseId, 'assistant:delta', { messageId: say.messageId, delta: parts[i] }, { name: say.messageId, index: i + 1 });
    if (seq > 0) {
      await sleep(fresh ? pace.pieceDelayMs : pace.firstDelayMs, signal);
      fresh = true;
    }
  }
  if (signal?.aborted) return guarded.violations;
  const payload = { messageId: say.messageId, text, author: 'assistant' as const, ...(say.citations?.length ? { citations: say.citations } : {}) };
  await outbox.append(caseId, 'assistant:message', payload, { name: say.messageId, index: parts.length + 1 });
  return guarded.violations;
}
