// Why this exists: every patient turn (after the red-flag screen, before the stage's own handling) is one
// of four things: a symptom report, a health question, a booking request, or something else (an answer to
// the interviewer, a greeting, a name). The consult answers a health question with sources and goes back to
// where it was; this pure classifier tells them apart in en, es, fr and pt, without an LLM.
//
// The rule for mixed turns: a report of one's own current symptom (or of someone in one's care) is a symptom
// report, whatever else the turn asks ("I've had chest pain, can I book a cardiologist?", "is it normal
// that I have a headache after covid?"): the symptom is what the consult must hear first. Then a booking
// request, then a health question. A general question about a symptom ("is it normal to have a headache
// after covid?") is a question; a question about one's own diagnosis ("do I have diabetes?", "is it
// serious?") is not an education question and is left to the stage (it is never answered with a diagnosis).
// With a booking to move (`hasBooking`), "can I move it later?" is a request to reschedule (booking-move.ts).
import { readsAsUrgent } from './contract/consult-checks.ts';
import {
  BOOKING_ASK, HEALTH_TOPIC, NOT_A_REPORT, OWN_CARE, OWN_DIAGNOSIS, OWN_REPORT, QUESTION_LEAD, QUESTION_MARK, STOP, SYMPTOM, WORRY, foldText,
} from './patient-intent.lexicon.ts';
import { readBookingRequest, type BookingRequest } from './booking-request.ts';
import { asksToMoveIt } from './booking-move.ts';

/** `stop`: the patient wants to end the consult ("I want to stop"): asked once, not taken for an answer */
export type IntentKind = 'symptom' | 'question' | 'booking' | 'other' | 'stop';
export const INTENT_KINDS: readonly IntentKind[] = ['symptom', 'question', 'booking', 'other', 'stop'];

export interface PatientIntent {
  kind: IntentKind;
  /** set for a booking request */
  booking?: BookingRequest;
}

const any = (patterns: readonly RegExp[], t: string) => patterns.some((p) => p.test(t));

/** Clauses of a turn: a symptom report and a question may sit in different sentences. */
const clauses = (t: string) => t.split(/(?<=[.!?;])\s+|,\s+(?=(?:but|and|so|can|could|is|what|pero|y|mais|et|mas|e)\b)/).filter(Boolean);

/** True when the turn reports the speaker's own (or their dependant's) symptom. */
export function reportsOwnSymptom(text: string): boolean {
  const t = foldText(text);
  if (NOT_A_REPORT.test(t) && !clauses(t).some((c) => !NOT_A_REPORT.test(c) && any(OWN_REPORT, c) && any(SYMPTOM, c))) return false;
  // a question with particulars is about someone: an age, a temperature or a duration ("is it normal for
  // a 2 year old to have a fever of 39?", "...at 60?"), or "mine" ("can stress cause palpitations? mine
  // started last week"). Safe side: such a turn is triaged, not answered as a general question.
  if (any(SYMPTOM, t) && (/\d/.test(t) || /\b(?:mine|my own|los mios|las mias|el mio|la mia|les miens|la mienne|le mien|os meus|as minhas|o meu|a minha)\b/.test(t))) return true;
  // a general question ("is it normal to have a headache?") names a symptom without reporting one
  return clauses(t).some((c) => any(SYMPTOM, c) && (any(OWN_REPORT, c) || !isQuestionForm(c)));
}

function isQuestionForm(t: string): boolean {
  return QUESTION_MARK.test(t) || QUESTION_LEAD.test(t.replace(/^[¿¡\s]+/, ''));
}

/** True when the turn asks a general health question (not about the speaker's own diagnosis). */
export function asksHealthQuestion(text: string): boolean {
  const t = foldText(text);
  // the question may name its topic in the clause before it ("my mum has diabetes, is it hereditary?")
  if (OWN_CARE.test(t)) return false;
  return any(HEALTH_TOPIC, t) && clauses(t).some((c) => {
    const lead = c.replace(/^[¿¡\s]+/, '');
    return isQuestionForm(lead) && !OWN_DIAGNOSIS.test(lead);
  });
}

export function asksForBooking(text: string): boolean {
  return any(BOOKING_ASK, foldText(text));
}

/** What the consult knows that changes how a turn reads. */
export interface IntentContext {
  /** the patient has a booked appointment: a bare "can I move it later?" then asks to reschedule it */
  hasBooking?: boolean;
}

/** The last turn classified: the machine asks about one turn twice (its guard, then its transcript entry). */
let last: { text: string; hasBooking: boolean; intent: PatientIntent } | null = null;

/** The intent of one patient turn (see the rule for mixed turns above). */
export function classifyIntent(text: string, at: IntentContext = {}): PatientIntent {
  const hasBooking = !!at.hasBooking;
  if (last?.text === text && last.hasBooking === hasBooking) return structuredClone(last.intent);
  const intent = classify(text, hasBooking);
  last = { text, hasBooking, intent };
  return structuredClone(intent);
}

/** True when the whole turn says the patient wants to end the consult (see STOP). */
export function wantsToStop(text: string): boolean {
  return STOP.test(foldText(text).replace(/[.!?¡¿…,;:]+/g, ' ').replace(/\s+/g, ' ').trim());
}

/** True when the whole turn is a frightened "is it serious?" / "I'm scared" (see WORRY): not an answer. */
export function voicesWorry(text: string): boolean {
  return WORRY.test(foldText(text).replace(/[.!?¡¿…,;:]+/g, ' ').replace(/\s+/g, ' ').trim());
}

function classify(text: string, hasBooking: boolean): PatientIntent {
  if (!text.trim()) return { kind: 'other' };
  if (wantsToStop(text)) return { kind: 'stop' };
  if (reportsOwnSymptom(text)) return { kind: 'symptom' };
  // a booking to move, and "move it" without naming it: a reschedule (cancel still wins when named)
  if (hasBooking && asksToMoveIt(foldText(text))) {
    const booking = readBookingRequest(text);
    return { kind: 'booking', booking: { ...booking, action: booking.action === 'cancel' ? 'cancel' : 'reschedule' } };
  }
  if (asksForBooking(text)) return { kind: 'booking', booking: readBookingRequest(text) };
  // a turn in question form that describes symptoms needing care today or sooner is a report: triaged, never
  // answered or set aside. Only questions ask the engine: an interview answer ("since yesterday") is not one, so
  // the engine does not read every turn twice
  const question = asksHealthQuestion(text);
  if ((question || clauses(foldText(text)).some(isQuestionForm)) && readsAsUrgent(text)) return { kind: 'symptom' };
  return question ? { kind: 'question' } : { kind: 'other' };
}
