// Why this exists: a consult that starts with a booking request ("book me with a cardiologist next Tuesday
// afternoon") keeps the request and takes a short safety pass instead of the full interview: the reason for
// the visit, then at most one question from the interview (the warning sign the differential asks about
// first). The consult then goes on as any other, and the booking search looks for what was asked (the
// requested specialty unless the level was raised above routine, the day, the time of day, the doctor).
import type { ConsultContext } from './consult.types.ts';
import { withSay } from './consult.context.ts';
import type { BookingRequest } from './booking-request.ts';

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
