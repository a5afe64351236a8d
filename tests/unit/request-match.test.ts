// Why this exists: the booking request's day, time of day and doctor matched in a clinic's own time zone, and a
// requested day turned into that clinic's day (a New York Tuesday is not a Los Angeles one), DST included.
import { describe, expect, it } from 'vitest';
import { matchesRequest, requestSpan } from '../../actors/tools/request-match.ts';
import { requestLeft } from '../../actors/tools/provider-search.tool.ts';

// Thursday 21:00 in New York, Friday 02:00 UTC
const NOW = new Date('2026-11-27T02:00:00Z');
const slot = (start: string, timeZone = 'America/New_York', providerName = 'Dr. Omar Haddad') => ({ start, timeZone, providerName });

describe('request matching', () => {
  it('a weekday is the clinic\'s own day', () => {
    expect(requestSpan({ day: 'tuesday' }, NOW, 'America/New_York')).toEqual({ from: new Date('2026-12-01T05:00:00Z'), to: new Date('2026-12-02T05:00:00Z') });
    expect(requestSpan({ day: 'tuesday' }, NOW, 'America/Los_Angeles')).toEqual({ from: new Date('2026-12-01T08:00:00Z'), to: new Date('2026-12-02T08:00:00Z') });
    expect(requestSpan({ day: 'tomorrow' }, NOW, 'America/New_York')!.from).toEqual(new Date('2026-11-27T05:00:00Z'));
    expect(requestSpan({ day: 'today' }, NOW, 'America/New_York')).toEqual({ from: NOW, to: new Date('2026-11-27T05:00:00Z') });
    expect(requestSpan({ day: 'next_week' }, NOW, 'America/New_York')).toEqual({ from: new Date('2026-11-30T05:00:00Z'), to: new Date('2026-12-07T05:00:00Z') });
    expect(requestSpan({ window: 'morning' }, NOW, 'America/New_York')).toBeNull();
  });

  it('a day across a DST change keeps local midnight', () => {
    // 2027-03-14: clocks go forward in New York; Monday the 15th starts at 04:00 UTC
    const before = new Date('2027-03-12T15:00:00Z'); // Friday
    expect(requestSpan({ day: 'monday' }, before, 'America/New_York')).toEqual({ from: new Date('2027-03-15T04:00:00Z'), to: new Date('2027-03-16T04:00:00Z') });
  });

  it('day, window and doctor', () => {
    expect(matchesRequest(slot('2026-12-01T19:00:00Z'), { day: 'tuesday', window: 'afternoon' }, NOW)).toBe(true); // 14:00 ET
    expect(matchesRequest(slot('2026-12-01T15:00:00Z'), { day: 'tuesday', window: 'afternoon' }, NOW)).toBe(false); // 10:00 ET
    expect(matchesRequest(slot('2026-12-01T15:00:00Z'), { day: 'tuesday', window: 'morning' }, NOW)).toBe(true);
    expect(matchesRequest(slot('2026-12-02T00:00:00Z'), { window: 'evening' }, NOW)).toBe(true); // 19:00 ET
    expect(matchesRequest(slot('2026-12-01T19:00:00Z'), { day: 'wednesday' }, NOW)).toBe(false);
    expect(matchesRequest(slot('2026-12-01T19:00:00Z'), { doctor: 'Haddad' }, NOW)).toBe(true);
    expect(matchesRequest(slot('2026-12-01T19:00:00Z'), { doctor: 'Álvarez' }, NOW)).toBe(false);
    expect(matchesRequest(slot('2026-12-01T19:00:00Z', 'America/New_York', 'Dra. Lucía Alvarez'), { doctor: 'alvarez' }, NOW)).toBe(true);
    expect(matchesRequest(slot('2026-11-27T15:00:00Z'), { day: 'tomorrow' }, NOW)).toBe(true); // Friday 10:00 ET
  });

  it('a wish typed at the offer replaces what of the request it names; the doctor stays', () => {
    const req = { day: 'tuesday', nextWeek: true, window: 'afternoon' as const, doctor: 'Haddad' };
    expect(requestLeft(req, undefined)).toEqual(req);
    expect(requestLeft(req, { weekday: 4 })).toEqual({ window: 'afternoon', doctor: 'Haddad' });
    expect(requestLeft(req, { direction: 'later', after: '2026-12-01T20:00:00Z' })).toEqual({ window: 'afternoon', doctor: 'Haddad' });
    expect(requestLeft(req, { nextWeek: true })).toEqual({ window: 'afternoon', doctor: 'Haddad' });
    expect(requestLeft(req, { part: 'morning' })).toEqual({ day: 'tuesday', nextWeek: true, doctor: 'Haddad' });
    expect(requestLeft(req, { minute: 600 })).toEqual({ day: 'tuesday', nextWeek: true, doctor: 'Haddad' });
    expect(requestLeft({ day: 'friday' }, { direction: 'earlier', before: '2026-12-04T15:00:00Z' })).toBeUndefined();
    expect(requestLeft({}, undefined)).toBeUndefined();
  });
});
