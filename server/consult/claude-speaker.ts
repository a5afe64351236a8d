// Why this exists: Claude's patient-facing text reaches the patient through the output guardrail's
// sentence hold-back: each sentence that passes becomes one `assistant:delta` (and, for voice, one
// `assistant:sentence`) and is kept in Redis, so a stream cut by a restart is finished from what was
// already said plus the offline engine's text, never by a second, different Claude answer. Trusted web
// citations of an education answer (EVIDENCE_WEB) join the engine's on the final `assistant:message`.
import type { ClaudeRoles } from '../../actors/llm/claude.roles.ts';
import { INTERRUPTED_NOTE, stripUnknownMarkers } from '../../actors/llm/claude.speak.ts';
import { mergeCitations } from '../../actors/llm/evidence-web.ts';
import { SentenceGuard, type GuardViolation } from '../../actors/engine/guardrails.ts';
import { baseLocale, textLang } from '../../actors/engine/language.ts';
import type { PendingSay } from '../../machines/consult.types.ts';
import type { Citation } from '../protocol/index.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import { FINAL_INDEX, guardedText } from './speaker.ts';

export interface ClaudeSpeakOptions {
  locale: string;
  sentences: boolean;
  recent: { role: 'patient' | 'assistant'; text: string }[];
  /** the patient's own identifiers that may be echoed back */
  identifiers: string[];
  /** patient education (web evidence allowed when EVIDENCE_WEB is on); default: the message carries the
   *  plan's citations, or its text is the plan's advice */
  education?: boolean;
}

export interface ClaudeSpeakOutcome {
  violations: GuardViolation[];
  engine: string;
  /** trusted web citations added to the message */
  citations?: Citation[];
  /** education claims no trusted citation supports (the verification note was added): for the audit */
  unsupportedClaims?: string[];
}

export async function streamClaude(
  outbox: OutboxStore, caseId: string, say: PendingSay, roles: ClaudeRoles, opts: ClaudeSpeakOptions, signal?: AbortSignal,
): Promise<ClaudeSpeakOutcome> {
  const locale = baseLocale(opts.locale) ?? undefined;
  const released = await outbox.loadSpoken(caseId, say.messageId);
  // sentences already written as deltas (a stream re-run after a restore sends only the rest)
  const done = released.length ? await outbox.progress(caseId, say.messageId) : 0;
  const emitSentence = (sentence: string, index: number) => {
    if (index > done) outbox.append(caseId, 'assistant:delta', { messageId: say.messageId, delta: sentence }, { name: say.messageId, index }).catch(() => undefined);
    if (opts.sentences && sentence.trim()) {
      outbox.append(caseId, 'assistant:sentence', { messageId: say.messageId, sentence: sentence.trim(), index }, { name: `${say.messageId}-s`, index }).catch(() => undefined);
    }
  };

  if (released.length) {
    // A restart cut this message: what was said stands (re-sent only if missing), and the offline
    // engine's text finishes it, with a note, so the patient never gets a different second answer.
    released.forEach((s, i) => emitSentence(s, i + 1));
    const note = INTERRUPTED_NOTE[textLang(opts.locale).lang];
    const rest = ` ${note} ${guardedText(say, opts.locale).text}`;
    emitSentence(rest, released.length + 1);
    await finish(outbox, caseId, say, released.join('') + rest);
    return { violations: [], engine: 'mixed' };
  }

  const sentences: string[] = [];
  // an answer grounded on numbered passages keeps only the markers of those passages
  const allowed = say.grounding ? new Set(say.grounding.passages.map((p) => p.n)) : null;
  const guard = new SentenceGuard(
    (checked) => {
      const safe = allowed ? stripUnknownMarkers(checked, allowed) : checked;
      sentences.push(safe);
      void outbox.saveSpoken(caseId, say.messageId, sentences);
      emitSentence(safe, sentences.length);
    },
    { locale, allowedIdentifiers: opts.identifiers },
  );
  const education = opts.education ?? (say.citations !== undefined ? true : undefined);
  const result = await roles.speak({
    offlineText: say.text, locale: opts.locale, transcript: opts.recent, onDelta: (d) => guard.push(d), signal,
    ...(education !== undefined ? { education } : {}),
    ...(say.grounding ? { grounding: say.grounding } : {}),
  });
  const outcome: ClaudeSpeakOutcome = {
    violations: guard.violations, engine: result.engine,
    ...(result.citations?.length ? { citations: result.citations } : {}),
    ...(result.unsupportedClaims?.length ? { unsupportedClaims: result.unsupportedClaims } : {}),
  };
  if (signal?.aborted) {
    outbox.discardHeld(caseId, say.messageId); // never shown: not part of what was said
    return outcome;
  }
  guard.end();
  await finish(outbox, caseId, say, sentences.join(''), result.citations);
  return outcome;
}

async function finish(outbox: OutboxStore, caseId: string, say: PendingSay, text: string, web: Citation[] = []): Promise<number> {
  await outbox.settled(caseId); // the last frame is out before the whole message follows it
  // numbered citations (a grounded answer's) number the web ones that follow them too
  const numbered = say.citations?.some((c) => c.n !== undefined);
  const last = Math.max(0, ...(say.citations ?? []).map((c) => c.n ?? 0));
  const citations = mergeCitations(say.citations, web).map((c, i, all) =>
    numbered && c.n === undefined ? { ...c, n: last + all.slice(0, i + 1).filter((x) => x.n === undefined).length } : c);
  const payload = { messageId: say.messageId, text, author: 'assistant' as const, ...(citations.length ? { citations } : {}) };
  return outbox.append(caseId, 'assistant:message', payload, { name: say.messageId, index: FINAL_INDEX });
}
