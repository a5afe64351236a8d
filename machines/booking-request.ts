// Why this exists: a booking request in plain words ("book me with a cardiologist next Tuesday afternoon",
// "avec le Dr Martin demain matin") carries what the patient wants: the action, a specialty, a named doctor,
// a clinic, a day and a time window. This reads them (en, es, fr, pt) without an LLM; pure and deterministic.
import { CANCEL, NEGATED_CHANGE, RESCHEDULE, foldText } from './patient-intent.lexicon.ts';

export type BookingAction = 'book' | 'reschedule' | 'cancel';
export type DayWord = 'today' | 'tomorrow' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | 'this_week' | 'next_week' | 'weekend';
export type TimeWindow = 'morning' | 'afternoon' | 'evening';

export interface BookingRequest {
  action: BookingAction;
  specialty?: string;
  /** the doctor's name as the patient wrote it ("Alvarez") */
  doctor?: string;
  clinic?: string;
  day?: DayWord;
  /** "next Tuesday": the day in the week after this one */
  nextWeek?: boolean;
  window?: TimeWindow;
}

/** Specialist words in four languages → the protocol's specialty ids. */
const SPECIALTY_WORDS: [RegExp, string][] = [
  [/\b(cardiolog\w*|heart (?:doctor|specialist))/, 'cardiology'],
  [/\b(dermatolog\w*|skin (?:doctor|specialist))/, 'dermatology'],
  [/\b(neurolog\w*)/, 'neurology'],
  [/\b(gyn(?:a)?ecolog\w*|ginecolog\w*|obstetric\w*|obgyn|ob-gyn)/, 'obstetrics_gynecology'],
  [/\b(p(?:a)?ediatr\w*|pediatr\w*|kids? doctor)/, 'pediatrics'],
  [/\b(psychiatr\w*|psiquiatr\w*)/, 'psychiatry'],
  [/\b(orthop(?:a)?ed\w*|ortoped\w*|traumatolog\w*)/, 'orthopedics'],
  [/\b(urolog\w*)/, 'urology'],
  [/\b(ophthalmolog\w*|oftalmolog\w*|ophtalmolog\w*|eye (?:doctor|specialist))/, 'ophthalmology'],
  [/\b(endocrinolog\w*)/, 'endocrinology'],
  [/\b(gastroenterolog\w*|gastro)\b/, 'gastroenterology'],
  [/\b(pulmonolog\w*|pneumolog\w*|neumolog\w*|lung (?:doctor|specialist))/, 'pulmonology'],
  [/\b(rheumatolog\w*|reumatolog\w*|rhumatolog\w*)/, 'rheumatology'],
  [/\b(allergist\w*|alergolog\w*|allergolog\w*)/, 'allergy_immunology'],
  [/\b(ent (?:doctor|specialist)|otolaryngolog\w*|otorrino\w*|orl\b)/, 'otolaryngology'],
  [/\b(oncolog\w*)/, 'oncology'],
  [/\b(nephrolog\w*|nefrolog\w*)/, 'nephrology'],
  [/\b(h(?:a)?ematolog\w*|hematolog\w*)/, 'hematology'],
  [/\b(gp|general practi\w*|family doctor|medico de (?:familia|cabecera)|medecin generaliste|generaliste|clinico geral|medico de familia)\b/, 'general_practice'],
];

const WEEKDAYS: [RegExp, DayWord][] = [
  [/\b(monday|lunes|lundi|segunda(?:-feira)?)\b/, 'monday'],
  [/\b(tuesday|martes|mardi|terca(?:-feira)?)\b/, 'tuesday'],
  [/\b(wednesday|miercoles|mercredi|quarta(?:-feira)?)\b/, 'wednesday'],
  [/\b(thursday|jueves|jeudi|quinta(?:-feira)?)\b/, 'thursday'],
  [/\b(friday|viernes|vendredi|sexta(?:-feira)?)\b/, 'friday'],
  [/\b(saturday|sabado|samedi)\b/, 'saturday'],
  [/\b(sunday|domingo|dimanche)\b/, 'sunday'],
];

const NEXT_WEEK = /\b(next week|la (?:semana )?proxima semana|la semana que viene|la semaine prochaine|semaine prochaine|(?:na )?proxima semana|semana que vem)\b/;
const THIS_WEEK = /\b(this week|esta semana|cette semaine)\b/;
const WEEKEND = /\b(weekend|fin de semana|week-end|fim de semana)\b/;
const NEXT_DAY = /\b(next|proximo|proxima|que viene|prochain|prochaine|que vem)\b/;

const MORNING = /\b(morning|a\.?m\.?|por la manana|en la manana|de manana|le matin|matin|matinee|de manha|pela manha|manha)\b/;
const AFTERNOON = /\b(afternoon|p\.?m\.?|por la tarde|en la tarde|apres-midi|apres midi|a tarde|de tarde|pela tarde|tarde)\b/;
const EVENING = /\b(evening|tonight|after work|por la noche|en la noche|le soir|soir|ce soir|a noite|de noite|noite)\b/;

/** "Dr. Alvarez", "Dra. Souza", "le docteur Martin", "doutor Lima": the name as written. */
const DOCTOR = /\b(?:[Dd]ra?|[Dd]octora?|[Dd]octeur|[Dd]outora?)\.?\s+(?!who|que|qui|for|para|pour|about)([A-ZÀ-Ý][\p{L}'-]+)/u;
const CLINIC = /(?:^|\s)(?:at|en|à|a|na|no)\s+(?:the\s+|la\s+|le\s+|o\s+)?((?:[A-ZÀ-Ý][\p{L}'-]+\s+)+)(?:[Cc]linic|[Cc]l[ií]nica|[Cc]linique|[Cc]entre|[Cc]enter|[Cc]entro)\b|\b(?:[Cc]linic|[Cc]l[ií]nica|[Cc]linique)\s+([A-ZÀ-Ý][\p{L}'-]+)/u;

function dayOf(t: string): Pick<BookingRequest, 'day' | 'nextWeek'> {
  if (/\b(today|hoy|aujourd'hui|hoje)\b/.test(t)) return { day: 'today' };
  // "mañana" alone is tomorrow; "por la mañana" / "de manhã" is a morning
  if (/\b(tomorrow|demain|amanha)\b/.test(t) || /(?:^|[^a-z])manana\b/.test(t.replace(/\b(?:por|en|de|la) la manana\b|\bpor la manana\b|\bla manana\b/g, ''))) return { day: 'tomorrow' };
  for (const [pattern, day] of WEEKDAYS) {
    const m = pattern.exec(t);
    if (m) return { day, ...(NEXT_DAY.test(t.slice(Math.max(0, m.index - 12), m.index + m[0].length + 14)) ? { nextWeek: true } : {}) };
  }
  if (NEXT_WEEK.test(t)) return { day: 'next_week' };
  if (THIS_WEEK.test(t)) return { day: 'this_week' };
  if (WEEKEND.test(t)) return { day: 'weekend' };
  return {};
}

function windowOf(t: string): TimeWindow | undefined {
  // "tarde" is also "late" in Spanish and Portuguese ("más tarde"): only a window after a preposition or alone
  const lateless = t.replace(/\b(?:mas|mais|plus) tarde\b/g, '');
  if (EVENING.test(lateless)) return 'evening';
  if (AFTERNOON.test(lateless)) return 'afternoon';
  if (MORNING.test(lateless)) return 'morning';
  return undefined;
}

/** The action a booking request asks for: cancel and reschedule win over book when named. */
export function bookingAction(text: string): BookingAction {
  const t = foldText(text);
  if (NEGATED_CHANGE.test(t)) return 'book';
  if (CANCEL.test(t)) return 'cancel';
  if (RESCHEDULE.test(t)) return 'reschedule';
  return 'book';
}

/** What a booking request asks for. Only fields the text names are set. */
export function readBookingRequest(text: string): BookingRequest {
  const t = foldText(text);
  const out: BookingRequest = { action: bookingAction(text) };
  const specialty = SPECIALTY_WORDS.find(([pattern]) => pattern.test(t))?.[1];
  if (specialty) out.specialty = specialty;
  const doctor = DOCTOR.exec(text)?.[1];
  if (doctor) out.doctor = doctor;
  const clinic = CLINIC.exec(text);
  if (clinic) out.clinic = (clinic[1] ?? clinic[2]).trim();
  Object.assign(out, dayOf(t));
  const window = windowOf(t);
  if (window) out.window = window;
  return out;
}
