// Why this exists: patient-facing text streamed from Claude, with placeholders restored as it flows, retried
// when the stream breaks before any text, and finished by the offline engine's text (with a note saying so)
// when it breaks after the patient has started reading; patient-education text may search trusted sources.
import type { Citation } from '../../server/protocol/index.ts';
import type { ClaudeClient } from './anthropic.client.ts';
import type { FallbackReason, RoleRunner } from './claude.call.ts';
import { claimsWithoutCitation, toMessageCitations, trustedOnly, verifyNote, webCitations, webTools } from './evidence-web.ts';
import { textLang, type TextLang } from '../engine/language.ts';
import { PhiStreamRestorer, restoreDeep } from './phi.ts';
import { hashJson } from './prompts.ts';
import { failureKind, InvalidOutputError, StreamInterruptedError } from './resilience.ts';

export interface SpeakRequest {
  /** the engine's text for this message: what Claude voices, what is sent when Claude cannot, and how a broken stream ends */
  offlineText: string;
  locale: string;
  /** recent patient-visible conversation, oldest first, for tone and continuity */
  transcript?: { role: 'patient' | 'assistant'; text: string }[];
  /** each piece of text for the patient, in order (feed it to the output guardrail's sentence hold-back) */
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
  /** patient education (the plan's advice): with EVIDENCE_WEB on, Claude may search the trusted domains */
  education?: boolean;
  /** an answer to a health question: Claude words it from these numbered passages only, with their [n]
   *  markers; the disclaimer is added after Claude's text, as written */
  grounding?: SpeakGrounding;
}

export interface SpeakGrounding {
  question: string;
  passages: { n: number; title: string; source: string; text: string }[];
  disclaimer: string;
}

export interface SpeakResult {
  /** everything passed to onDelta, concatenated */
  text: string;
  /** claude: all Claude; offline: Claude was not used (it could not answer); mixed: Claude's start, the
   *  offline engine's end; template: text Helios already had, sent as written without a call */
  engine: 'claude' | 'offline' | 'mixed' | 'template';
  fellBack?: FallbackReason;
  /** personal details restored into the text: the output guardrail's allowedIdentifiers for this message */
  restored: string[];
  /** trusted web citations of Claude's answer (EVIDENCE_WEB), for assistant:message.citations; [] otherwise */
  citations: Citation[];
  /** medical claims in an education answer that no trusted citation supports (the verification note was added) */
  unsupportedClaims?: string[];
}

/** EVIDENCE_WEB on: the trusted domains education answers may search and cite. */
export interface EvidenceWebOptions {
  domains: string[];
}

/** Said before the offline text that finishes a message Claude could not. */
export const INTERRUPTED_NOTE: Record<TextLang, string> = {
  en: '(Our assistant was interrupted, so here is our standard guidance.)',
  es: '(Nuestro asistente se interrumpió; esta es nuestra orientación habitual.)',
  fr: '(Notre assistant a été interrompu ; voici nos conseils habituels.)',
  pt: '(Nosso assistente foi interrompido; estas são nossas orientações habituais.)',
};

const instruction = (locale: string) =>
  `Write the next message to the patient, in the language with code "${locale}". Say what <reference> says: the same facts, ` +
  'the same advice, the same question if it asks one, in a warm, clear and brief voice. Add no medical content of your own, ' +
  'no diagnosis, no dose, no reassurance that is not in the reference. Keep any placeholder such as [NAME_1] exactly as written.';

const groundedInstruction = (locale: string, numbers: number[]) =>
  `Answer the patient's question in <question>, in the language with code "${locale}", in at most 100 words, saying only what ` +
  `<passages> say. After each sentence put the number of the passage it comes from in square brackets, like [${numbers[0]}]; ` +
  `use only these numbers: ${numbers.map((n) => `[${n}]`).join(' ')}. No diagnosis, no dose, no medicine change, no advice about the ` +
  "patient's own case, and no disclaimer (one is added after your answer). If the passages do not answer the question, say so in one " +
  'sentence and offer to check their symptoms or to have them ask a clinician. Keep any placeholder such as [NAME_1] exactly as written.';

/** Markers of the passages an answer may cite; any other "[n]" is dropped (see stripUnknownMarkers). */
export function stripUnknownMarkers(text: string, allowed: ReadonlySet<number>): string {
  return text.replace(/\s?\[(\d+)\]/g, (m, d) => (allowed.has(Number(d)) ? m : ''));
}

const educationInstruction = (domains: string[]) =>
  'This message is patient education. Unlike other messages, you may add one or two short, general facts that support the ' +
  `reference's advice, but only facts you found with web_search or web_fetch, which reach trusted medical sources only (${domains.join(', ')}), ` +
  'cited as you write them. Still no diagnosis, no dose, and keep every part of the reference. Never search for the patient or any ' +
  'placeholder. Do not describe your searching: write only the message.';

export function createSpeaker(deps: { client: ClaudeClient; runner: RoleRunner; knownNames: string[]; evidence?: EvidenceWebOptions }) {
  const { client, runner, evidence } = deps;

  async function speak(req: SpeakRequest): Promise<SpeakResult> {
    let text = '';
    const emit = (s: string) => {
      if (!s) return;
      text += s;
      req.onDelta(s);
    };
    const g = req.grounding;
    const input = {
      reference: req.offlineText, transcript: req.transcript ?? [],
      ...(g ? { question: g.question, passages: g.passages.map((p) => `[${p.n}] ${p.title} (${p.source}): ${p.text}`) } : {}),
    };
    const inputHash = hashJson(input);
    const offlineOnly = (reason: FallbackReason, err?: unknown): SpeakResult => {
      runner.fellBack('patient_text', reason, err);
      emit(req.offlineText);
      runner.audit({ role: 'patient_text', engine: 'offline', inputHash, promptHashes: {}, fellBack: reason, output: text });
      return { text, engine: 'offline', fellBack: reason, restored: [], citations: [] };
    };

    const gated = runner.gate('patient_text', input, deps.knownNames);
    if ('reason' in gated) return offlineOnly(gated.reason);
    const redacted = gated.value as typeof input;
    const restorer = new PhiStreamRestorer(gated.map);
    const restored = Object.values(gated.map).filter((v) => req.offlineText.includes(v) || (req.transcript ?? []).some((t) => t.text.includes(v)));
    const content = [
      ...redacted.transcript.map((t) => `${t.role === 'patient' ? 'Patient' : 'Assistant'}: ${t.text}`),
      ...(g ? [`<question>\n${redacted.question}\n</question>`, `<passages>\n${(redacted.passages ?? []).join('\n')}\n</passages>`] : [`<reference>\n${redacted.reference}\n</reference>`]),
    ].join('\n');

    const web = evidence && req.education ? evidence : undefined;
    /** The verification note after an education answer whose medical claims lack a trusted citation. */
    const checkClaims = (claudeText: string, supporting: { supports?: string }[]): string[] | undefined => {
      if (!web) return undefined;
      // a grounded answer's sentence that carries a passage's marker is supported by that passage
      const claims = claimsWithoutCitation(claudeText, supporting).filter((c) => !(g && /\[\d+\]/.test(c)));
      if (claims.length) emit(`${/\n\s*$/.test(text) ? '' : /\s$/.test(text) ? '\n' : '\n\n'}${verifyNote(req.locale)}`);
      return restoreDeep(claims, gated.map);
    };

    try {
      const res = await client.streamText('patient_text', [{ role: 'user', content }], (d) => emit(restorer.push(d)), {
        instruction: [
          g ? groundedInstruction(req.locale, g.passages.map((p) => p.n)) : instruction(req.locale),
          ...(web ? [educationInstruction(web.domains)] : []),
        ].join('\n'),
        signal: req.signal,
        onUsage: runner.onUsage('patient_text'),
        ...(web ? { tools: webTools(web.domains) } : {}),
      });
      emit(restorer.end());
      if (!res.text.trim()) throw new InvalidOutputError('patient_text: the answer had no text', 'no text');
      if (g) emit(`${/\s$/.test(text) ? '' : ' '}${g.disclaimer}`);
      const trusted = web ? trustedOnly(webCitations(res.segments, res.fetched), web.domains) : [];
      const citations = restoreDeep(toMessageCitations(trusted), gated.map);
      const unsupportedClaims = checkClaims(res.text, trusted);
      runner.audit({
        role: 'patient_text', engine: 'claude', inputHash, promptHashes: res.promptHashes, model: res.model, attempts: res.attempts, output: text,
        ...(web ? { citations, unsupportedClaims, serverTools: res.serverTools } : {}),
      });
      return { text, engine: 'claude', restored, citations, ...(unsupportedClaims ? { unsupportedClaims } : {}) };
    } catch (err) {
      const kind = failureKind(err, req.signal?.aborted);
      if (kind === 'aborted') throw err;
      if (err instanceof StreamInterruptedError) {
        emit(restorer.end());
        runner.fellBack('patient_text', 'stream_interrupted', err);
        const note = INTERRUPTED_NOTE[textLang(req.locale).lang]; // "es-MX" reads the Spanish note
        emit(`${/\s$/.test(text) ? '' : '\n\n'}${note} ${req.offlineText}`);
        const unsupportedClaims = checkClaims(err.forwarded, []); // the citations of a broken stream are lost
        runner.audit({ role: 'patient_text', engine: 'claude', inputHash, promptHashes: {}, fellBack: 'stream_interrupted', output: text, ...(unsupportedClaims ? { unsupportedClaims } : {}) });
        return { text, engine: 'mixed', fellBack: 'stream_interrupted', restored, citations: [], ...(unsupportedClaims ? { unsupportedClaims } : {}) };
      }
      return offlineOnly(kind, err);
    }
  }

  /** Text Helios already has, sent as written: no call, no fallback, nothing to restore. */
  async function asWritten(req: SpeakRequest): Promise<SpeakResult> {
    if (req.offlineText) req.onDelta(req.offlineText);
    return { text: req.offlineText, engine: 'template', restored: [], citations: [] };
  }

  return { speak, asWritten };
}
