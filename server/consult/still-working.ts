// Why this exists: while the council, the judge, the plan and the safety review run (seconds on Claude,
// and up to their deadlines when the API hangs) the patient would otherwise see nothing. When nothing
// visible has gone out for `quietMs`, a short "still working" line in the patient's language goes out
// (a template: no Claude call), at most `max` times per wait, each time a different wording.
import { textLang, type TextLang } from '../../actors/engine/language.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import { FINAL_INDEX } from './speaker.ts';

export const STILL_WORKING: Record<TextLang, readonly string[]> = {
  en: [
    'Still working on it, thank you for waiting.',
    'I am still checking everything; this takes a few more seconds.',
    'Almost done. Thank you for your patience.',
  ],
  es: [
    'Sigo trabajando en ello, gracias por esperar.',
    'Sigo revisándolo todo; tardará unos segundos más.',
    'Ya casi está. Gracias por su paciencia.',
  ],
  fr: [
    'Je continue, merci de patienter.',
    'Je vérifie encore tout ; cela prend encore quelques secondes.',
    'C’est presque fini. Merci de votre patience.',
  ],
  pt: [
    'Ainda estou trabalhando nisso, obrigado por esperar.',
    'Ainda estou verificando tudo; isso leva mais alguns segundos.',
    'Quase pronto. Obrigado pela paciência.',
  ],
};

export interface CompanyOptions {
  outbox: OutboxStore;
  caseId: string;
  /** nothing visible for this long (ms) sends a line; 0 sends none */
  quietMs: number;
  /** lines per wait, at most (default 11: a Claude call's whole deadline, 24 s with a storm's wait for a slot, at
   *  one line per 2.3 s) */
  max?: number;
  /** the consult's language now */
  locale: () => string;
}

/** One consult's watch on its silence: `seen()` whenever something visible goes out, `speaking()` around
 *  a message being streamed, `watch()` around a wait on an agent. */
export function stillWorking(o: CompanyOptions) {
  const max = o.max ?? 11;
  let lastVisible = Date.now();
  let streaming = 0;
  /** lines said in this consult: the next wording, and a message id unique in the consult */
  let said = 0;
  const seen = () => { lastVisible = Date.now(); };

  function say(): void {
    const lines = STILL_WORKING[textLang(o.locale()).lang];
    const text = lines[said % lines.length];
    // unique per process and per consult: a restored consult's effects count from 0 again
    const messageId = `wait-${Date.now().toString(36)}-${said++}`;
    seen();
    void o.outbox.append(o.caseId, 'assistant:delta', { messageId, delta: text }, { name: messageId, index: 1 }).catch(() => undefined);
    void o.outbox.append(o.caseId, 'assistant:message', { messageId, text, author: 'assistant' }, { name: messageId, index: FINAL_INDEX }).catch(() => undefined);
  }

  return {
    seen,
    /** Run a message's stream: the patient is reading while it runs, so it counts as visible throughout. */
    async speaking<T>(run: () => Promise<T>): Promise<T> {
      streaming++;
      seen();
      try {
        return await run();
      } finally {
        streaming--;
        seen();
      }
    },
    /** The patient is reading something that is still being written (the plan's advice, streamed from the plan
     *  call): no line until `release()`. */
    reading(): () => void {
      streaming++;
      seen();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        streaming--;
        seen();
      };
    },
    /** Keep the patient company while `run` (an agent) works: a line after each `quietMs` with nothing visible. */
    async watch<T>(run: () => Promise<T>): Promise<T> {
      if (o.quietMs <= 0) return run();
      let lines = 0;
      const timer = setInterval(() => {
        if (streaming > 0 || lines >= max || Date.now() - lastVisible < o.quietMs) return;
        lines++;
        say();
      }, Math.min(100, o.quietMs));
      timer.unref?.();
      try {
        return await run();
      } finally {
        clearInterval(timer);
      }
    },
  };
}
