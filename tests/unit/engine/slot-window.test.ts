// Why this exists: the window and filter a wished time makes for a new search (later than the times the patient
// has, next week, a weekday and hour in the patient's zone), urgent cases keeping their longest wait; and slot
// times shown in the patient's zone first, the clinic's second.
import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, preferenceWindow } from '../../../actors/tools/provider-search.tool.ts';
import { formatSlot } from '../../../actors/tools/booking.texts.ts';

const now = new Date('2026-11-30T17:00:00.000Z'); // Monday, 12:00 in New York
const DAY = 86_400_000;

describe('preferenceWindow', () => {
  it('without a wish: now to the urgency\'s longest wait, every slot fits', () => {
    const w = preferenceWindow(now, 3, undefined, 'America/New_York');
    expect([w.from.getTime(), w.to.getTime()]).toEqual([now.getTime(), now.getTime() + MAX_WAIT_MS[3]]);
    expect(w.fits('2026-12-01T14:00:00Z', 'America/New_York')).toBe(true);
  });

  it('later: starts after the given time and may reach a week past it', () => {
    const after = '2026-12-05T15:00:00.000Z';
    const w = preferenceWindow(now, 3, { direction: 'later', after }, 'America/New_York');
    expect(w.from.getTime()).toBeGreaterThan(Date.parse(after));
    expect(w.to.getTime()).toBeGreaterThanOrEqual(Date.parse(after) + 7 * DAY);
  });

  it('earlier: ends at the given time', () => {
    const before = '2026-12-03T15:00:00.000Z';
    const w = preferenceWindow(now, 2, { direction: 'earlier', before }, 'America/New_York');
    expect(w.to.toISOString()).toBe(before);
  });

  it('next week: from next Monday, local midnight, for seven days', () => {
    const w = preferenceWindow(now, 2, { nextWeek: true }, 'America/New_York');
    expect(w.from.toISOString()).toBe('2026-12-07T05:00:00.000Z'); // Monday 7 December, 00:00 in New York
    expect(w.to.getTime() - w.from.getTime()).toBe(7 * DAY);
  });

  it('a weekday and an hour filter in the patient zone', () => {
    const w = preferenceWindow(now, 3, { weekday: 4, minute: 13 * 60 }, 'America/Los_Angeles');
    expect(w.fits('2026-12-03T21:00:00.000Z', 'America/New_York')).toBe(true); // Thu 13:00 in Los Angeles
    expect(w.fits('2026-12-03T18:00:00.000Z', 'America/New_York')).toBe(false); // Thu 10:00 there
    expect(w.fits('2026-12-02T21:00:00.000Z', 'America/New_York')).toBe(false); // a Wednesday
  });

  it('an urgent case keeps its 24 h window whatever is wished', () => {
    const w = preferenceWindow(now, 4, { nextWeek: true }, 'America/New_York');
    expect(w.to.getTime()).toBeLessThanOrEqual(w.from.getTime()); // empty: nothing is listed
    expect(w.fits('2026-12-08T15:00:00.000Z', 'America/New_York')).toBe(false);
    const later = preferenceWindow(now, 4, { direction: 'later', after: new Date(now.getTime() + 3_600_000).toISOString() }, 'America/New_York');
    expect(later.to.getTime()).toBe(now.getTime() + MAX_WAIT_MS[4]);
  });
});

describe('formatSlot', () => {
  it('shows the patient zone first and the clinic zone second, and only the clinic zone without a patient zone', () => {
    const iso = '2026-12-03T21:00:00.000Z';
    const both = formatSlot(iso, 'America/New_York', 'en-US', 'America/Los_Angeles');
    expect(both).toMatch(/^Thu, Dec 3, 01:00 PM PST \(Thu, Dec 3, 04:00 PM EST clinic time\)$/);
    expect(formatSlot(iso, 'America/New_York', 'en-US')).toBe('Thu, Dec 3, 04:00 PM EST');
    expect(formatSlot(iso, 'America/New_York', 'es', 'Europe/Madrid')).toMatch(/hora de la clínica\)$/);
  });
});
