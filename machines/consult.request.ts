// Why this exists: a booking request ("book me with a cardiologist next Tuesday afternoon") keeps the request and
// takes a short safety pass instead of the full interview and the council: the reason for the visit, then at most
// one question from the interview (the warning sign the differential asks about first), then the offline
// engine's level for what was said (`assessRequest`). Unless that level is above what a booking request implies
// (urgent or emergency), the consult goes straight to the offer of what was asked (the requested specialty, day,
// time of day, doctor), through the safety review; otherwise it goes through the council as any other consult.
// A request made later, during the interview ("can I just book a dermatologist on Friday?"), is remembered the
// same way: the interview goes on, and the same level check decides at its end.
import type { ConsultContext, RequestAssessment } from './consult.types.ts';
import { withSay } from './consult.context.ts';
import type { BookingRequest } from './booking-request.ts';
import { classifyIntent } from './patient-intent.ts';
import { text } from './consult.texts.ts';
import { triageLevelFor } from '../server/protocol/index.ts';

/** After the reason for the visit, at most this many interview questions. */
export const REQUEST_QUESTIONS = 1;

const REASON: Record<'en' | 'es' | 'fr' | 'pt', string> = {
  en: 'I can look for that appointment. First, what is the reason for the visit?',
  es: 'Puedo buscar esa cita. Primero, ¿cuál es el motivo de la consulta?',
  fr: 'Je peux chercher ce rendez-vous. D’abord, quel est le motif de la consultation ?',
  pt: 'Posso procurar essa consulta. Primeiro, qual é o motivo da consulta?',
};
const reasonText = (locale: string) => REASON[(['es', 'fr', 'pt'].includes(locale.slice(0, 2)) ? locale.slice(0, 2) : 'en') as keyof typeof REASON];

export function withBookingRequest(c: ConsultContext, request: BookingRequest): Partial<ConsultContext> {
  return { request: { ...request, reasonAsked: false }, history: { ...c.history, maxQuestions: Math.min(c.history.maxQuestions, REQUEST_QUESTIONS) } };
}

export const needsReason = (c: ConsultContext) => Boolean(c.request && !c.request.reasonAsked);

/** Ask the reason for the visit (asked again, like an interview question, after an answer to a health question). */
export function withReasonQuestion(c: ConsultContext): Partial<ConsultContext> {
  const text = reasonText(c.locale);
  return { ...withSay(c, text), request: { ...c.request!, reasonAsked: true }, history: { ...c.history, pendingField: 'complaint', pendingText: text } };
}

export function withReason(c: ConsultContext): Partial<ConsultContext> {
  return { history: { ...c.history, pendingField: null, pendingText: null } };
}

/** What the booking search looks for: the requested specialty unless the level is above routine (urgency 4+). */
export function searchRequest(c: ConsultContext): { specialty: string; slot?: Pick<BookingRequest, 'day' | 'window' | 'doctor' | 'nextWeek'> } {
  const plan = c.plan!;
  const r = c.request;
  if (!r || plan.urgency >= 4) return { specialty: plan.specialty };
  const slot = { ...(r.day ? { day: r.day } : {}), ...(r.nextWeek ? { nextWeek: true } : {}), ...(r.window ? { window: r.window } : {}), ...(r.doctor ? { doctor: r.doctor } : {}) };
  return { specialty: r.specialty ?? plan.specialty, ...(Object.keys(slot).length ? { slot } : {}) };
}

/** A booking request implies a routine visit (days to weeks): an urgency from this level up (urgent, emergency)
 *  raises the level, and the consult goes through the council instead. */
export const RAISED_URGENCY = 4;

/** The consult holds a booking request and has not been through a clarifying round: its interview ends in the
 *  short safety pass (the level check), not the council. */
export const takesShortPass = (c: ConsultContext) => c.request?.action === 'book' && c.clarifyRounds === 0;

export const raisesLevel = (a: RequestAssessment) => a.urgency >= RAISED_URGENCY;

/** The level stays routine: the plan is the request (the requested specialty, else the one the engine would see
 *  first), at the engine's urgency; no council sat, so the packet has the engine's differential and no votes. */
export function withRequestPlan(c: ConsultContext, a: RequestAssessment): Partial<ConsultContext> {
  const specialty = c.request?.specialty ?? a.specialty;
  const urgency = Math.min(Math.max(a.urgency, 1), RAISED_URGENCY - 1);
  const advice = text('requestAdvice', c.locale);
  const plan = {
    advice, specialty: specialty as NonNullable<ConsultContext['plan']>['specialty'], urgency, triageLevel: triageLevelFor(urgency),
    disposition: 'primary_care' as const, citations: [], evidenceMap: [],
  };
  return {
    ...withSay(c, advice), plan,
    council: { members: [], votes: [], evidence: [], failures: [], differential: a.differential },
    notices: [...c.notices, 'booking_request_short_pass'],
  };
}

/** The level is above what the request implies: the council decides (the request's specialty, day and time no
 *  longer bind the search when the level ends urgent: searchRequest). */
export function withLevelRaised(c: ConsultContext, a: RequestAssessment): Partial<ConsultContext> {
  return { notices: [...c.notices, `booking_request_raised:${a.urgency}`] };
}

/** A booking request typed during the interview (a request alone: a turn that also reports a symptom is the
 *  symptom report first, taken as the answer). */
export function isLaterRequest(said: string): boolean {
  const intent = classifyIntent(said);
  return intent.kind === 'booking' && intent.booking?.action === 'book';
}

/** Remember a request typed during the interview (what it names replaces what an earlier one named) and say so;
 *  the pending question is asked again, so the interview goes on where it was. */
export function withLaterRequest(c: ConsultContext, said: string): Partial<ConsultContext> {
  const booking = classifyIntent(said).booking;
  if (!booking) return {};
  const { action: _action, ...named } = booking;
  const earlier: Partial<BookingRequest> = { ...(c.request ?? {}) };
  if (named.day) delete earlier.nextWeek; // "Friday" after "next Tuesday": the coming Friday
  const request = { ...earlier, ...named, action: 'book' as const, reasonAsked: true };
  const pending = c.history.pendingField && c.history.pendingText ? ` ${c.history.pendingText}` : '';
  return { ...withSay(c, `${text('requestNoted', c.locale)}${pending}`), request };
}
