// Why this exists: patient-facing text streamed from Claude, with placeholders restored as it flows, retried
// when the stream breaks before any text, and finished by the offline engine's text (with a note saying so)
// when it breaks after the patient has started reading.
import type { ClaudeClient } from './anthropic.client.ts';
import type { FallbackReason, RoleRunner } from './claude.call.ts';
import { PhiStreamRestorer } from './phi.ts';
import { hashJson } from './prompts.ts';
import { failureKind, StreamInterruptedError } from './resilience.ts';

export interface SpeakRequest {
  /** the engine's text for this message: what Claude voices, what is sent when Claude cannot, and how a broken stream ends */
  offlineText: string;
  locale: string;
  /** recent patient-visible conversation, oldest first, for tone and continuity */
  transcript?: { role: 'patient' | 'assistant'; text: string }[];
  /** each piece of text for the patient, in order (feed it to the output guardrail's sentence hold-back) */
  onDelta: (delta: string) => void;
  signal?: AbortSignal;
}

export interface SpeakResult {
  /** everything passed to onDelta, concatenated */
  text: string;
  /** claude: all Claude; offline: Claude was not used; mixed: Claude's start, the offline engine's end */
  engine: 'claude' | 'offline' | 'mixed';
  fellBack?: FallbackReason;
  /** personal details restored into the text: the output guardrail's allowedIdentifiers for this message */
  restored: string[];
}

/** Said before the offline text that finishes a message Claude could not. */
export const INTERRUPTED_NOTE: Record<string, string> = {
  en: '(Our assistant was interrupted, so here is our standard guidance.)',
  es: '(Nuestro asistente se interrumpió; esta es nuestra orientación habitual.)',
  fr: '(Notre assistant a été interrompu ; voici nos conseils habituels.)',
  pt: '(Nosso assistente foi interrompido; estas são nossas orientações habituais.)',
};

const instruction = (locale: string) =>
  `Write the next message to the patient, in the language with code "${locale}". Say what <reference> says: the same facts, ` +
  'the same advice, the same question if it asks one, in a warm, clear and brief voice. Add no medical content of your own, ' +
  'no diagnosis, no dose, no reassurance that is not in the reference. Keep any placeholder such as [NAME_1] exactly as written.';

export function createSpeaker(deps: { client: ClaudeClient; runner: RoleRunner; knownNames: string[] }) {
  const { client, runner } = deps;

  async function speak(req: SpeakRequest): Promise<SpeakResult> {
    let text = '';
    const emit = (s: string) => {
      if (!s) return;
      text += s;
      req.onDelta(s);
    };
    const input = { reference: req.offlineText, transcript: req.transcript ?? [] };
    const inputHash = hashJson(input);
    const offlineOnly = (reason: FallbackReason, err?: unknown): SpeakResult => {
      runner.fellBack('patient_text', reason, err);
      emit(req.offlineText);
      runner.audit({ role: 'patient_text', engine: 'offline', inputHash, promptHashes: {}, fellBack: reason, output: text });
      return { text, engine: 'offline', fellBack: reason, restored: [] };
    };

    const gated = runner.gate('patient_text', input, deps.knownNames);
    if ('reason' in gated) return offlineOnly(gated.reason);
    const redacted = gated.value as typeof input;
    const restorer = new PhiStreamRestorer(gated.map);
    const restored = Object.values(gated.map).filter((v) => req.offlineText.includes(v) || (req.transcript ?? []).some((t) => t.text.includes(v)));
    const content = [
      ...redacted.transcript.map((t) => `${t.role === 'patient' ? 'Patient' : 'Assistant'}: ${t.text}`),
      `<reference>\n${redacted.reference}\n</reference>`,
    ].join('\n');

    try {
      const res = await client.streamText('patient_text', [{ role: 'user', content }], (d) => emit(restorer.push(d)), {
        instruction: instruction(req.locale),
        signal: req.signal,
        onUsage: runner.onUsage('patient_text'),
      });
      emit(restorer.end());
      runner.audit({ role: 'patient_text', engine: 'claude', inputHash, promptHashes: res.promptHashes, model: res.model, attempts: res.attempts, output: text });
      return { text, engine: 'claude', restored };
    } catch (err) {
      const kind = failureKind(err, req.signal?.aborted);
      if (kind === 'aborted') throw err;
      if (err instanceof StreamInterruptedError) {
        emit(restorer.end());
        runner.fellBack('patient_text', 'stream_interrupted', err);
        const note = INTERRUPTED_NOTE[req.locale] ?? INTERRUPTED_NOTE.en;
        emit(`${/\s$/.test(text) ? '' : '\n\n'}${note} ${req.offlineText}`);
        runner.audit({ role: 'patient_text', engine: 'claude', inputHash, promptHashes: {}, fellBack: 'stream_interrupted', output: text });
        return { text, engine: 'mixed', fellBack: 'stream_interrupted', restored };
      }
      return offlineOnly(kind, err);
    }
  }

  return { speak };
}
