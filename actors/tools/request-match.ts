// Why this exists: a patient who asked for a day, a time of day or a named doctor ("next Tuesday afternoon",
// "with Dr. Alvarez") is offered the slots that match, in the clinic's own time zone; when none does, the
// closest ones with a sentence saying so. Pure: the provider search applies it to the slots it found.

/** What of a patient's booking request the search can match (machines/booking-request.ts reads it). */
export interface SlotRequest {
  /** today, tomorrow, a weekday (monday…sunday), this_week, next_week or weekend */
  day?: string;
  nextWeek?: boolean;
  window?: 'morning' | 'afternoon' | 'evening';
  doctor?: string;
}

const WEEKDAY = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A slot's weekday, calendar day number and hour in its clinic's time zone. */
function localParts(iso: string, timeZone: string): { weekday: string; day: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Date.UTC(Number(get('year')), Number(get('month')) - 1, Number(get('day'))) / 86_400_000;
  return { weekday: get('weekday').toLowerCase(), day, hour: Number(get('hour')) };
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** True when the slot is on the requested day, in the requested window and with the named doctor. */
export function matchesRequest(slot: { start: string; timeZone: string; providerName: string }, req: SlotRequest, now: Date): boolean {
  const at = localParts(slot.start, slot.timeZone);
  const today = localParts(now.toISOString(), slot.timeZone);
  if (req.doctor && !fold(slot.providerName).includes(fold(req.doctor))) return false;
  if (req.window === 'morning' && at.hour >= 12) return false;
  if (req.window === 'afternoon' && (at.hour < 12 || at.hour >= 17)) return false;
  if (req.window === 'evening' && at.hour < 17) return false;
  const ahead = at.day - today.day;
  const weekStart = today.day - ((WEEKDAY.indexOf(today.weekday) + 6) % 7); // this week's Monday
  switch (req.day) {
    case undefined: return true;
    case 'today': return ahead === 0;
    case 'tomorrow': return ahead === 1;
    case 'this_week': return at.day < weekStart + 7;
    case 'next_week': return at.day >= weekStart + 7 && at.day < weekStart + 14;
    case 'weekend': return at.weekday === 'saturday' || at.weekday === 'sunday';
    default: return at.weekday === req.day && (!req.nextWeek || ahead > 0);
  }
}


/** The instant of local midnight, `days` calendar days after the local day of `now`, in `timeZone`. */
function localMidnight(now: Date, days: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const guess = Date.UTC(get('year'), get('month') - 1, get('day') + days);
  // the zone's offset at that midnight (read back from the guess): local wall time − UTC
  const back = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(guess));
  const at = (type: string) => Number(back.find((p) => p.type === type)?.value);
  const offset = Date.UTC(at('year'), at('month') - 1, at('day'), at('hour') % 24, at('minute')) - guess;
  return guess - offset;
}

/** The span of a requested day in a clinic's time zone ([from, to)), so a clinic is asked for that day's slots
 *  rather than its earliest ones; null when the request names no day. */
export function requestSpan(req: SlotRequest, now: Date, timeZone: string): { from: Date; to: Date } | null {
  if (!req.day) return null;
  const today = localParts(now.toISOString(), timeZone);
  const dow = (WEEKDAY.indexOf(today.weekday) + 6) % 7; // Monday 0
  const span = (startDay: number, days: number) => ({ from: new Date(Math.max(now.getTime(), localMidnight(now, startDay, timeZone))), to: new Date(localMidnight(now, startDay + days, timeZone)) });
  switch (req.day) {
    case 'today': return span(0, 1);
    case 'tomorrow': return span(1, 1);
    case 'this_week': return span(0, 7 - dow);
    case 'next_week': return span(7 - dow, 7);
    case 'weekend': return span(dow === 6 ? 0 : 5 - dow, dow === 6 ? 1 : 2);
    default: {
      const want = (WEEKDAY.indexOf(req.day) + 6) % 7;
      if (want < 0) return null;
      let ahead = (want - dow + 7) % 7;
      if (ahead === 0 && req.nextWeek) ahead = 7;
      return span(ahead, 1);
    }
  }
}

/** True when the request asks for anything the search can match. */
export const asksForSlot = (req: SlotRequest | undefined): req is SlotRequest => Boolean(req && (req.day || req.window || req.doctor));

const NOTHING_MATCHED: Record<string, string> = {
  en: 'I found no time matching what you asked for, so these are the closest ones.',
  es: 'No encontré ninguna hora que coincida con lo que pidió, así que estas son las más cercanas.',
  fr: "Je n'ai trouvé aucun créneau correspondant à votre demande ; voici les plus proches.",
  pt: 'Não encontrei nenhum horário que corresponda ao que pediu, por isso estes são os mais próximos.',
};
export const nothingMatched = (locale: string) => NOTHING_MATCHED[locale.slice(0, 2).toLowerCase()] ?? NOTHING_MATCHED.en;
