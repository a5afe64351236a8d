// Why this exists: the deterministic checks the consult machine runs itself on a patient's words (the red-flag
// screen and its emergency notice, the language of the first message, a request outside what Helios may do,
// a request to move or cancel an appointment) are the offline engine's (actors/engine/), which machines/ may
// not import. This is their port: the machine calls the functions below, and the wiring point provides the
// engine's implementation once per process (`provideConsultChecks`, next to where the machine's actors are
// provided: server/consult/consult-registry.ts). A test may provide its own.
import type { EmergencyNotice, Locale, PatientInfo, RedFlagHit } from './clinical.types.ts';

export interface ConsultChecks {
  /** every red-flag rule a patient text hits (none: empty); it runs on every utterance, before any LLM */
  screenRedFlags(text: string, ctx: { patient?: PatientInfo; locale?: string }): RedFlagHit[];
  /** what the patient is told for those hits, with resources (a medical notice when there are none) */
  emergencyNotice(hits: RedFlagHit[], locale?: string): EmergencyNotice;
  /** the language a text is written in, or null when it cannot tell */
  /** `clearOnly`: only a clear reading (a short ASCII message is not taken for English) */
  detectLanguage(text: string, opts?: { clearOnly?: boolean }): Locale | null;
  /** a request outside what Helios may do (dosing, prescriptions, lab reading, letters, stopping a
   *  medicine), with the reply that declines it and gives general guidance */
  classifyRequest(text: string, locale?: Locale): { outOfScope: string | null; reply?: string };
  /** after a booking: whether the patient asks to move or to cancel the appointment */
  bookingIntent(text: string): 'reschedule' | 'cancel' | null;
  /** whether the engine reads the text as needing care today or sooner (urgent or emergency): a health question
   *  that describes such symptoms is triaged, not answered ("is it normal to be short of breath since my hip
   *  operation?"); optional, false when not provided */
  readsAsUrgent?(text: string): boolean;
}

let provided: ConsultChecks | null = null;

/** Called at the wiring point with the engine's checks (actors/engine/consult-checks.ts). */
export function provideConsultChecks(checks: ConsultChecks): void {
  provided = checks;
}

function checks(): ConsultChecks {
  if (!provided) throw new Error('consult checks not provided: call provideConsultChecks() at the wiring point');
  return provided;
}

export const screenRedFlags: ConsultChecks['screenRedFlags'] = (text, ctx) => checks().screenRedFlags(text, ctx);
export const emergencyNotice: ConsultChecks['emergencyNotice'] = (hits, locale) => checks().emergencyNotice(hits, locale);
export const detectLanguage: ConsultChecks['detectLanguage'] = (text, opts) => checks().detectLanguage(text, opts);
export const classifyRequest: ConsultChecks['classifyRequest'] = (text, locale) => checks().classifyRequest(text, locale);
export const bookingIntent: ConsultChecks['bookingIntent'] = (text) => checks().bookingIntent(text);
/** False when no checks are provided (the intent classifier's own unit tests run without the engine). */
export const readsAsUrgent = (text: string): boolean => provided?.readsAsUrgent?.(text) ?? false;
