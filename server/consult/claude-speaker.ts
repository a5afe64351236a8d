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

  const whole = released.length ? (await outbox.loadSpoken(caseId, wholeKey(say.messageId)))[0] : undefined;
  if (whole !== undefined) {
    // The plan's advice, streamed while the plan call wrote it (adviceStream): every sentence went out
    // under this id, and the message closes it with the same text; nothing is said twice.
    released.forEach((s, i) => emitSentence(s, i + 1));
    await finish(outbox, caseId, say, whole);
    return { violations: [], engine: 'claude' };
  }

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

/** Where adviceStream keeps the whole text of an advice it streamed to the end. */
const wholeKey = (messageId: string) => `${messageId}#whole`;

/** The plan's advice streamed while the plan call writes it, under the id the machine gave its message before
 *  the call (`adviceMessageId`): each sentence that passes the output guardrail goes out as an
 *  `assistant:delta` (and, for voice, an `assistant:sentence`) and is kept as said. `finish` with the plan's
 *  advice sends the rest and keeps the whole text, so the message's own stream (streamClaude) only closes it.
 *  When the plan's advice is not what was streamed (the plan fell back to the offline engine after Claude had
 *  begun), the sentence still held back is dropped, and the message is finished like one a restart cut:
 *  what was said stands, then the note and the offline advice. */
export function adviceStream(outbox: OutboxStore, caseId: string, messageId: string, opts: Pick<ClaudeSpeakOptions, 'locale' | 'sentences' | 'identifiers'>) {
  const sentences: string[] = [];
  let fed = '';
  let ended = false;
  let saving: Promise<unknown> = Promise.resolve();
  const guard = new SentenceGuard((safe) => {
    sentences.push(safe);
    const index = sentences.length;
    const said = [...sentences];
    saving = saving.then(() => outbox.saveSpoken(caseId, messageId, said)).catch(() => undefined);
    outbox.append(caseId, 'assistant:delta', { messageId, delta: safe }, { name: messageId, index }).catch(() => undefined);
    if (opts.sentences && safe.trim()) {
      outbox.append(caseId, 'assistant:sentence', { messageId, sentence: safe.trim(), index }, { name: `${messageId}-s`, index }).catch(() => undefined);
    }
  }, { locale: baseLocale(opts.locale) ?? undefined, allowedIdentifiers: opts.identifiers });
  return {
    /** the advice as far as it is written (each call extends the last) */
    push(soFar: string): void {
      if (ended || !soFar.startsWith(fed) || soFar.length === fed.length) return;
      guard.push(soFar.slice(fed.length));
      fed = soFar;
    },
    /** The advice is written to its end (the model is writing the rest of the plan): its last sentence goes out now. */
    complete(): void {
      if (ended || !fed) return;
      ended = true;
      guard.end();
    },
    /** true once any of the advice reached the guard */
    get started(): boolean {
      return fed.length > 0;
    },
    /** The plan is done: its advice is finished (or, when it is not what was streamed, left as said). Resolves
     *  once every sentence is written and kept, so the message's stream reads exactly what went out. */
    async finish(advice: string): Promise<void> {
      if (!fed) return;
      const complete = ended ? advice === fed : advice.startsWith(fed);
      if (complete && !ended) {
        if (advice.length > fed.length) guard.push(advice.slice(fed.length));
        ended = true;
        guard.end();
      }
      await outbox.settled(caseId); // every delta written: the message's stream reads their true progress
      await saving;
      if (complete) await outbox.saveSpoken(caseId, wholeKey(messageId), [sentences.join('')]);
    },
  };
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
