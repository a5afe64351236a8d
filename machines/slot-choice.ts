// Why this exists: while a booking offer is open, a patient may choose or change it in words ("the second
// one", "Thursday at 4", "the 10:30", "something later", "next week") in en, es, fr or pt. This pure
// parser turns such a message into a choice of one offered option, a wish for a new search, a yes or a
// no, or nothing (most messages choose nothing). Times are read in the patient's time zone when known,
// else each option's clinic zone: the zones the patient was shown. The machine runs it on a message typed
// while an offer is open (machines/consult.context.ts); the provider search reads the wish it returns.
import { foldText } from './patient-intent.lexicon.ts';

/** Case, accents, apostrophes, dashes and spacing folded, as the patterns below are written. */
const normalizeText = (input: string) => foldText(input).replace(/[\u2010-\u2015]/g, '-');

export interface ChoiceOption {
  id: string;
  /** ISO start */
  start: string;
  /** the clinic's IANA zone */
  timeZone?: string;
}

/** What a new search should honour. Times are ISO instants; `weekday` 0 = Sunday; `minute` of the local day. */
export interface SearchPreference {
  direction?: 'later' | 'earlier';
  after?: string;
  before?: string;
  nextWeek?: boolean;
  weekday?: number;
  minute?: number;
  part?: 'morning' | 'afternoon' | 'evening';
}

export type SlotChoice =
  | { kind: 'select'; optionId: string }
  | { kind: 'search'; preference: SearchPreference }
  | null;

export interface ChoiceContext {
  options: ChoiceOption[];
  /** the patient's IANA zone (consult:start `timeZone`) */
  timeZone?: string;
  now?: Date;
  /** the message is already a request to change an appointment ("could you please move it to a later
   *  time?"): its length and wording do not stop it from being read for a wished time */
  request?: boolean;
}

/** Messages longer than this choose nothing unless they name an option outright ("option 2"). */
const MAX_WORDS = 9;

const ORDINALS: [RegExp, number][] = [
  [/\b(first|1st|primer[oa]?|primeir[oa]|1[oa]|premier|premiere|1er|1ere)\b/, 0],
  [/\b(second|2nd|segund[oa]|2[oa]|deuxieme|2e|2eme)\b/, 1],
  [/\b(third|3rd|tercer[oa]?|terceir[oa]|3[oa]|troisieme|3e|3eme)\b/, 2],
  [/\b(fourth|4th|cuart[oa]|quart[oa]|4[oa]|quatrieme|4e|4eme)\b/, 3],
  [/\b(fifth|5th|quint[oa]|5[oa]|cinquieme|5e|5eme)\b/, 4],
];
const LAST = /\b(last|latest one|ultim[oa]|dernier|derniere)\b/;
/** An ordinal word counts only next to a word that makes it a choice ("the second one", "la segunda opción"). */
const CHOICE_NOUN = /\b(one|option|choice|slot|appointment|time|opcion|cita|hora|horario|turno|option|creneau|rendez-vous|rdv|opcao|consulta|vaga)\b/;
const ARTICLE_ORDINAL = /^(the|la|el|le|a|o|l')\s?\S+(\s(one|please|por favor|s'il vous plait|por favor))?$/;
const NUMBERED = /\b(?:option|choice|number|no\.?|opcion|numero|opcao|#)\s*([1-5])\b/;
const BARE_NUMBER = /^#?\s*([1-5])[.!)]?$/;

const WEEKDAYS: [RegExp, number][] = [
  [/\b(sunday|sun|domingo|dimanche)\b/, 0],
  [/\b(monday|mon|lunes|lundi|segunda-feira|segunda feira)\b/, 1],
  [/\b(tuesday|tue|tues|martes|mardi|terca-feira|terca feira|terca)\b/, 2],
  [/\b(wednesday|wed|miercoles|mercredi|quarta-feira|quarta feira)\b/, 3],
  [/\b(thursday|thu|thur|thurs|jueves|jeudi|quinta-feira|quinta feira)\b/, 4],
  [/\b(friday|fri|viernes|vendredi|sexta-feira|sexta feira|sexta)\b/, 5],
  [/\b(saturday|sat|sabado|samedi)\b/, 6],
];
/** Portuguese short weekdays that are also ordinals: only after "na"/"no" ("na quinta" = on Thursday). */
const PT_SHORT_DAYS: [RegExp, number][] = [[/\bna segunda\b/, 1], [/\bna quarta\b/, 3], [/\bna quinta\b/, 4]];
const TOMORROW = /\b(tomorrow|demain|amanha|manana)\b/;

const LATER = /\b(later|more late|mas tarde|plus tard|mais tarde|after that|despues|apres|depois|push(?:ed)? (?:it |that |this )?back|postpone|(?:atras|retras|aplaz)ar(?:la|lo)?|repousser|reculer|adiar|adia-la|empurrar)\b/;
const EARLIER = /\b(earlier|sooner|mas temprano|mas pronto|antes|plus tot|avant|mais cedo|bring (?:it |that |this )?forward|move (?:it |that |this )?(?:up|forward)|adelantar(?:la|lo)?|avancer|antecipar|antecipa-la)\b/;
const NEXT_WEEK = /\b(next week|following week|semana que viene|proxima semana|semana proxima|semaine prochaine|semana que vem)\b/;
const MORNING = /\b(morning|manana|matin|manha)\b/;
const AFTERNOON = /\b(afternoon|tarde|apres-midi|apres midi)\b/;
const EVENING = /\b(evening|noche|soir|noite)\b/;

/** Clock times, most specific first: "10:30", "10h30"; "4pm"; "16h"; "at 4", "a las 4", "à 16", "às 4"; "4 o'clock". */
const CLOCKS: [RegExp, (m: RegExpExecArray) => { h: number; m: number; meridiem?: 'am' | 'pm' }][] = [
  [/\b([01]?\d|2[0-3])\s?(?::|h)\s?([0-5]\d)\b/, (m) => ({ h: Number(m[1]), m: Number(m[2]) })],
  [/\b(1[0-2]|0?[1-9])\s?(am|pm|a\.m\.|p\.m\.)/, (m) => ({ h: Number(m[1]), m: 0, meridiem: m[2].startsWith('p') ? 'pm' : 'am' })],
  [/\b([01]?\d|2[0-3])\s?h\b/, (m) => ({ h: Number(m[1]), m: 0 })],
  [/\b(?:at|a las|a la|at about|around|vers|a|as)\s(1\d|2[0-3]|0?[1-9])\b(?!\s?(?:out|de 10|sur|\/|days|dias|jours))/, (m) => ({ h: Number(m[1]), m: 0 })],
  [/\b(1[0-2]|0?[1-9])\so'?clock\b/, (m) => ({ h: Number(m[1]), m: 0 })],
];

/** Words that mark a message as being about symptoms or history, not about the offer. */
const NOT_A_CHOICE = /\b(pain|hurt|hurts|ache|fever|started|since|ago|worse|better|dolor|duele|fiebre|desde|hace|empezo|douleur|mal|fievre|depuis|commence|dor|doi|febre|comecou|ha \d)\b/;

function clockOf(t: string): { h: number; m: number; meridiem?: 'am' | 'pm' } | null {
  for (const [re, read] of CLOCKS) {
    const m = re.exec(t);
    if (m) return read(m);
  }
  return null;
}

const fmtCache = new Map<string, Intl.DateTimeFormat>();
/** Weekday (0 = Sunday) and minute of the day of an instant in a zone. */
export function localParts(iso: string | Date, timeZone: string): { weekday: number; minute: number; ymd: string } {
  let f = fmtCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit' });
    if (fmtCache.size < 64) fmtCache.set(timeZone, f);
  }
  const parts = f.formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { weekday, minute: Number(get('hour')) * 60 + Number(get('minute')), ymd: `${get('year')}-${get('month')}-${get('day')}` };
}

/** Whether an option's local start fits what was said (a clock time without am/pm fits either half of the day). */
function fits(o: ChoiceOption, zone: string, want: { weekday?: number; clock?: ReturnType<typeof clockOf>; part?: SearchPreference['part']; tomorrowYmd?: string }): boolean {
  const p = localParts(o.start, zone);
  if (want.weekday !== undefined && p.weekday !== want.weekday) return false;
  if (want.tomorrowYmd && p.ymd !== want.tomorrowYmd) return false;
  if (want.clock) {
    const { h, m, meridiem } = want.clock;
    const h24 = meridiem === 'pm' && h < 12 ? h + 12 : meridiem === 'am' && h === 12 ? 0 : h;
    const candidates = meridiem || h >= 12 ? [h24] : [h, h + 12];
    if (!candidates.some((x) => x * 60 + m === p.minute)) return false;
  }
  if (want.part && partOf(p.minute) !== want.part) return false;
  return true;
}

const partOf = (minute: number): SearchPreference['part'] => (minute < 12 * 60 ? 'morning' : minute < 17 * 60 ? 'afternoon' : 'evening');

/** The minute of the day a clock time most likely means (no am/pm: 1–7 are afternoon hours, as clinics keep them). */
const minuteOf = (c: NonNullable<ReturnType<typeof clockOf>>) => {
  const h = c.meridiem === 'pm' && c.h < 12 ? c.h + 12 : c.meridiem === 'am' && c.h === 12 ? 0 : !c.meridiem && c.h >= 1 && c.h <= 7 ? c.h + 12 : c.h;
  return h * 60 + c.m;
};

/** Reads a message typed while a booking offer is open. */
export function parseSlotChoice(text: string, ctx: ChoiceContext): SlotChoice {
  const t = normalizeText(text).replace(/[?!,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!t) return null;
  const words = t.split(' ').length;
  const options = ctx.options;

  // "option 2", "2", "#3": an explicit number names an option whatever else is said
  const numbered = NUMBERED.exec(t) ?? BARE_NUMBER.exec(t);
  if (numbered) {
    const o = options[Number(numbered[1]) - 1];
    return o ? { kind: 'select', optionId: o.id } : null;
  }
  if (!ctx.request && (words > MAX_WORDS || NOT_A_CHOICE.test(t))) return null;

  // ordinals: "the second one", "la segunda", "le deuxième créneau", "a terceira opção", "the last one"
  const ordinalAllowed = CHOICE_NOUN.test(t) || ARTICLE_ORDINAL.test(t) || /^\S+$/.test(t);
  if (ordinalAllowed && !/\b(wait|just) a second\b|\bun segundo\b/.test(t)) {
    if (LAST.test(t) && options.length) return { kind: 'select', optionId: options[options.length - 1].id };
    for (const [re, i] of ORDINALS) {
      if (re.test(t) && !/-feira|feira/.test(t)) return options[i] ? { kind: 'select', optionId: options[i].id } : null;
    }
  }

  let weekday: number | undefined;
  for (const [re, d] of [...WEEKDAYS, ...PT_SHORT_DAYS]) if (re.test(t)) weekday = d;
  const clock = clockOf(t);
  const part: SearchPreference['part'] = EVENING.test(t) ? 'evening' : AFTERNOON.test(t) && !/\bmas tarde\b|\bmais tarde\b/.test(t) ? 'afternoon' : MORNING.test(t) && !/^manana\b/.test(t) ? 'morning' : undefined;
  const now = ctx.now ?? new Date();
  const tomorrowYmd = TOMORROW.test(t) ? localParts(new Date(now.getTime() + 86_400_000), ctx.timeZone ?? options[0]?.timeZone ?? 'UTC').ymd : undefined;
  const later = LATER.test(t);
  const earlier = EARLIER.test(t);
  const nextWeek = NEXT_WEEK.test(t);

  // a day or a time that an offered option has: choose it (the first, when several fit)
  if ((weekday !== undefined || clock || tomorrowYmd) && !later && !earlier && !nextWeek) {
    const hit = options.find((o) => fits(o, ctx.timeZone ?? o.timeZone ?? 'UTC', { weekday, clock, part, tomorrowYmd }));
    if (hit) return { kind: 'select', optionId: hit.id };
  }
  if (!(later || earlier || nextWeek || weekday !== undefined || clock || part || tomorrowYmd)) return null;
  // a wish none of the options meets: search again for it
  const preference: SearchPreference = {};
  if (later) preference.direction = 'later';
  else if (earlier) preference.direction = 'earlier';
  if (nextWeek) preference.nextWeek = true;
  if (weekday !== undefined) preference.weekday = weekday;
  if (tomorrowYmd && weekday === undefined) preference.weekday = localParts(new Date(now.getTime() + 86_400_000), ctx.timeZone ?? options[0]?.timeZone ?? 'UTC').weekday;
  if (clock) preference.minute = minuteOf(clock);
  if (part) preference.part = part;
  return { kind: 'search', preference };
}

const YES = /^(yes|yeah|yep|yup|sure|ok|okay|please do|please|book it|do it|confirm|correct|that's right|si|vale|claro|de acuerdo|por favor|oui|d'accord|ok d'accord|bien sur|sim|pode|pode ser|isso|certo|confirmo)\b/;
const NO = /^(no|nope|not that one|not that|don't|do not|non|pas celui-la|nao|nao quero|no quiero|no gracias|non merci)\b/;

/** A plain yes or no to "shall I book it?" (en, es, fr, pt); null for anything else. */
export function parseYesNo(text: string): 'yes' | 'no' | null {
  const t = normalizeText(text).replace(/[.!?,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!t || t.split(' ').length > 6) return null;
  if (NO.test(t)) return 'no';
  if (YES.test(t)) return 'yes';
  return null;
}
