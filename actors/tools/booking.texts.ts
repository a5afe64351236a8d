// Why this exists: the words of the booking step (offer prompt, option labels, confirmation) in the
// patient's language, with times shown in the patient's time zone first (when known) and the clinic's second.
import { specialistLabel } from '../agents/plan.texts.ts';
import { textLang } from '../engine/language.ts';
import { text } from '../../machines/consult.texts.ts';
const PROMPT = {
  en: (who: string) => `Would you like me to book one of these appointments with ${who}? Choose one, or decline.`,
  es: (who: string) => `¿Quiere que reserve una de estas citas con ${who}? Elija una o rechace.`,
  fr: (who: string) => `Voulez-vous que je réserve l'un de ces rendez-vous avec ${who} ? Choisissez-en un ou refusez.`,
  pt: (who: string) => `Quer que eu marque uma destas consultas com ${who}? Escolha uma ou recuse.`,
};
const BOOKED = {
  en: (p: string, c: string, t: string) => `Your appointment is booked with ${p} at ${c} on ${t}. The clinician will receive a summary of this consult.`,
  es: (p: string, c: string, t: string) => `Su cita está reservada con ${p} en ${c} el ${t}. El profesional recibirá un resumen de esta consulta.`,
  fr: (p: string, c: string, t: string) => `Votre rendez-vous est réservé avec ${p} à ${c} le ${t}. Le soignant recevra un résumé de cette consultation.`,
  pt: (p: string, c: string, t: string) => `Sua consulta está marcada com ${p} em ${c} em ${t}. O profissional receberá um resumo desta consulta.`,
};
const lang = (locale: string) => textLang(locale).lang;

/** Building an Intl.DateTimeFormat costs far more than formatting with one, so keep one per locale and zone. */
const slotFormats = new Map<string, Intl.DateTimeFormat>();

const CLINIC_TIME = { en: 'clinic time', es: 'hora de la clínica', fr: 'heure de la clinique', pt: 'horário da clínica' };
const MOVE_PROMPT = {
  en: (who: string) => `Would you like me to move your appointment to one of these times with ${who}? Choose one, or keep the one you have.`,
  es: (who: string) => `¿Quiere que cambie su cita a una de estas horas con ${who}? Elija una o mantenga la que tiene.`,
  fr: (who: string) => `Voulez-vous que je déplace votre rendez-vous à l'un de ces horaires avec ${who} ? Choisissez-en un ou gardez le vôtre.`,
  pt: (who: string) => `Quer que eu mude a sua consulta para um destes horários com ${who}? Escolha um ou mantenha o que tem.`,
};

/** A slot as the patient reads it: in their zone first, then the clinic's ("Thu 3 Dec, 13:00 PST (16:00 EST clinic
 *  time)"); in the clinic's alone when the patient's zone is unknown or the same wall-clock time. */
export function formatSlot(iso: string, timeZone: string, locale: string, patientZone?: string): string {
  const clinic = formatIn(iso, timeZone, locale);
  if (!patientZone || patientZone === timeZone) return clinic;
  const mine = formatIn(iso, patientZone, locale);
  return mine === clinic ? clinic : `${mine} (${clinic} ${CLINIC_TIME[lang(locale)]})`;
}

function formatIn(iso: string, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let fmt = slotFormats.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
    if (slotFormats.size < 256) slotFormats.set(key, fmt);
  }
  return fmt.format(new Date(iso));
}

export const offerPrompt = (specialty: string, locale: string) => PROMPT[lang(locale)](specialistLabel(specialty, locale));
/** The offer of a move: it says "move", never "book". */
export const moveOfferPrompt = (specialty: string, locale: string) => MOVE_PROMPT[lang(locale)](specialistLabel(specialty, locale));
export const bookedMessage = (provider: string, clinic: string, when: string, locale: string) => BOOKED[lang(locale)](provider, clinic, when);
export const takenMessage = (locale: string) => text('slotTaken', locale);

const NO_BOOKING = {
  en: 'I could not get suitable appointment times from the clinics just now, so nothing was booked. Please call your doctor or a local clinic to book; if your symptoms get worse, seek urgent care.',
  es: 'No pude obtener horarios adecuados de las clínicas en este momento, así que no se ha reservado nada. Llame a su médico o a una clínica local; si sus síntomas empeoran, busque atención urgente.',
  fr: "Je n'ai pas pu obtenir de créneaux adaptés auprès des cliniques pour le moment ; rien n'a été réservé. Appelez votre médecin ou une clinique proche ; si vos symptômes s'aggravent, consultez en urgence.",
  pt: 'Não consegui obter horários adequados das clínicas agora, por isso nada foi marcado. Ligue para o seu médico ou uma clínica local; se os sintomas piorarem, procure atendimento urgente.',
};
const UNCONFIRMED = {
  en: 'I could not confirm that booking safely, so I am not showing its details. Please call the clinic to check your appointment; the clinician will still receive a summary of this consult.',
  es: 'No pude confirmar esa reserva de forma segura, así que no muestro sus detalles. Llame a la clínica para comprobar su cita; el profesional recibirá igualmente un resumen de esta consulta.',
  fr: "Je n'ai pas pu confirmer cette réservation en toute sécurité ; je n'en affiche donc pas les détails. Appelez la clinique pour vérifier votre rendez-vous ; le soignant recevra tout de même un résumé.",
  pt: 'Não consegui confirmar essa marcação com segurança, por isso não mostro os detalhes. Ligue para a clínica para verificar a consulta; o profissional receberá mesmo assim um resumo desta consulta.',
};
const CANCELLED = {
  en: (p: string, t: string) => `Your appointment with ${p} on ${t} is cancelled.`,
  es: (p: string, t: string) => `Su cita con ${p} el ${t} está cancelada.`,
  fr: (p: string, t: string) => `Votre rendez-vous avec ${p} le ${t} est annulé.`,
  pt: (p: string, t: string) => `Sua consulta com ${p} em ${t} foi cancelada.`,
};
const MOVED = {
  en: (p: string, t: string) => `Your appointment is moved: ${p} on ${t}.`,
  es: (p: string, t: string) => `Su cita se ha cambiado: ${p} el ${t}.`,
  fr: (p: string, t: string) => `Votre rendez-vous est déplacé : ${p} le ${t}.`,
  pt: (p: string, t: string) => `Sua consulta foi remarcada: ${p} em ${t}.`,
};

/** Said when no option can be offered because clinics were unreachable or their options were blocked. */
export const noBookingMessage = (locale: string) => NO_BOOKING[lang(locale)];
/** Said instead of a confirmation the verifier blocked. */
export const unconfirmedMessage = (locale: string) => UNCONFIRMED[lang(locale)];
export const cancelledMessage = (provider: string, when: string, locale: string) => CANCELLED[lang(locale)](provider, when);
export const movedMessage = (provider: string, when: string, locale: string) => MOVED[lang(locale)](provider, when);
