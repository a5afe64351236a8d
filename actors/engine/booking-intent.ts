// Why this exists: after a booking, a patient may ask by chat to move or cancel the appointment; this
// recognises those requests (en, es, fr, pt) without an LLM, and nothing else.
import { normalizeText } from './text-normalize.ts';

export type BookingIntent = 'reschedule' | 'cancel' | null;

const RESCHEDULE = [
  /\b(reschedul\w*|re-schedul\w*|move|change|push back|postpone|bring forward|another (time|day|slot)|different (time|day|slot)|earlier (time|slot|appointment)|later (time|slot|appointment))\b.*\b(appointment|booking|slot|time|visit)\b/,
  /\b(appointment|booking|visit)\b.*\b(reschedul\w*|move|change|postpone|another (time|day)|different (time|day))\b/,
  /\breschedul\w*\b/,
  /\b(cambiar|mover|reprogramar|aplazar|adelantar)\b.*\b(cita|hora|turno)\b/, /\breprogramar\b/,
  /\b(changer|deplacer|decaler|reporter|avancer)\b.*\b(rendez-vous|rdv|creneau|heure)\b/,
  /\b(remarcar|reagendar|mudar|trocar|adiar|antecipar)\b.*\b(consulta|horario|marcacao)\b/, /\b(remarcar|reagendar)\b/,
];
const CANCEL = [
  /\b(cancel\w*|call off|no longer (need|want)|don't need|do not need)\b.*\b(appointment|booking|visit|it)\b/,
  /\b(appointment|booking|visit)\b.*\b(cancel\w*)\b/,
  /\bcancel (it|that|my appointment|the appointment|my booking)\b/,
  /\b(cancelar|anular)\b.*\b(cita|turno|consulta)\b/, /\b(cancela|cancelar|anular) (la|mi|a|minha)\b/,
  /\b(annuler|annule)\b/,
  /\b(desmarcar|cancelar)\b.*\b(consulta|marcacao)\b/, /\bdesmarcar\b/,
];

/** Only a plain request counts: a negated one ("don't cancel it") is not a request. */
export function bookingIntent(text: string): BookingIntent {
  const t = normalizeText(text);
  if (/\b(don't|do not|no need to|nao|no quiero|ne pas)\b.{0,20}\b(cancel|annul|cancelar|desmarcar|reschedul|change|changer|cambiar|remarcar)/.test(t)) return null;
  if (CANCEL.some((re) => re.test(t))) return 'cancel';
  if (RESCHEDULE.some((re) => re.test(t))) return 'reschedule';
  return null;
}
