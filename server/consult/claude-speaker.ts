// Why this exists: Claude's patient-facing text reaches the patient through the output guardrail's
// sentence hold-back: each sentence that passes becomes one `assistant:delta` (and, for voice, one
// `assistant:sentence`) and is kept in Redis, so a stream cut by a restart is finished from what was
// already said plus the offline engine's text, never by a second, different Claude answer.
import type { ClaudeRoles } from '../../actors/llm/claude.roles.ts';
import { INTERRUPTED_NOTE } from '../../actors/llm/claude.speak.ts';
import { SentenceGuard, type GuardViolation } from '../../actors/engine/guardrails.ts';
import { baseLocale } from '../../actors/engine/language.ts';
import type { PendingSay } from '../../machines/consult.types.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import { FINAL_INDEX, guardedText } from './speaker.ts';

export interface ClaudeSpeakOptions {
  locale: string;
  sentences: boolean;
  recent: { role: 'patient' | 'assistant'; text: string }[];
  /** the patient's own identifiers that may be echoed back */
  identifiers: string[];
}

export async function streamClaude(
  outbox: OutboxStore, caseId: string, say: PendingSay, roles: ClaudeRoles, opts: ClaudeSpeakOptions, signal?: AbortSignal,
): Promise<{ violations: GuardViolation[]; engine: string }> {
  const locale = baseLocale(opts.locale) ?? undefined;
  const released = await outbox.loadSpoken(caseId, say.messageId);
  const emitSentence = (sentence: string, index: number) => {
    void outbox.append(caseId, 'assistant:delta', { messageId: say.messageId, delta: sentence }, { name: say.messageId, index });
    if (opts.sentences && sentence.trim()) {
      void outbox.append(caseId, 'assistant:sentence', { messageId: say.messageId, sentence: sentence.trim(), index }, { name: `${say.messageId}-s`, index });
    }
  };

  if (released.length) {
    // A restart cut this message: what was said stands (re-sent only if missing), and the offline
    // engine's text finishes it, with a note, so the patient never gets a different second answer.
    released.forEach((s, i) => emitSentence(s, i + 1));
    const note = INTERRUPTED_NOTE[locale ?? 'en'] ?? INTERRUPTED_NOTE.en;
    const rest = ` ${note} ${guardedText(say, opts.locale).text}`;
    emitSentence(rest, released.length + 1);
    await finish(outbox, caseId, say, released.join('') + rest);
    return { violations: [], engine: 'mixed' };
  }

  const sentences: string[] = [];
  const guard = new SentenceGuard(
    (safe) => {
      sentences.push(safe);
      void outbox.saveSpoken(caseId, say.messageId, sentences);
      emitSentence(safe, sentences.length);
    },
    { locale, allowedIdentifiers: opts.identifiers },
  );
  const result = await roles.speak({ offlineText: say.text, locale: opts.locale, transcript: opts.recent, onDelta: (d) => guard.push(d), signal });
  if (signal?.aborted) return { violations: guard.violations, engine: result.engine };
  guard.end();
  await finish(outbox, caseId, say, sentences.join(''));
  return { violations: guard.violations, engine: result.engine };
}

function finish(outbox: OutboxStore, caseId: string, say: PendingSay, text: string): Promise<number> {
  const payload = { messageId: say.messageId, text, author: 'assistant' as const, ...(say.citations?.length ? { citations: say.citations } : {}) };
  return outbox.append(caseId, 'assistant:message', payload, { name: say.messageId, index: FINAL_INDEX });
}
