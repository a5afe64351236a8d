// Why this exists: the transcript feed leaves out, at every send, the sockets in the rooms hiddenFrom()
// names, and each socket is in the rooms blindRooms() gave it on connection. That pair must agree with
// canSee(): a socket that may not see a case is always left out, and one that may is never left out
// (the one exception, kept on the safe side, is a specialty outside the known list).
import { describe, expect, it } from 'vitest';
import { blindRooms, canSee, hiddenFrom } from '../../server/clinician/case-feed.ts';
import type { CaseSummary } from '../../server/protocol/index.ts';
import { SPECIALTIES } from '../../server/protocol/specialties.ts';

const who = [['*'], ['cardiology'], ['dermatology', 'cardiology'], ['general_practice', 'psychiatry'], ['astrology'], [...SPECIALTIES]];
const base: CaseSummary = { caseId: 'c-1', stage: 'plan', redFlags: [], updatedAt: '2026-01-01T00:00:00.000Z' };
const summaries: CaseSummary[] = [
  base,
  { ...base, stage: 'emergency', specialty: 'cardiology' },
  { ...base, specialty: 'dermatology', urgency: 5, triageLevel: 'emergency' },
  { ...base, specialty: 'astrology' },
  ...SPECIALTIES.map((specialty) => ({ ...base, specialty })),
];
const leftOut = (specialties: string[], s: CaseSummary) => blindRooms({ specialties }).some((r) => hiddenFrom(s).includes(r));

describe('transcript visibility rooms', () => {
  it('leave out exactly the sockets that may not see the case', () => {
    let checked = 0;
    for (const specialties of who) {
      for (const s of summaries) {
        const may = canSee({ specialties }, s);
        // never a leak
        if (!may) expect(leftOut(specialties, s), `${specialties.join(',')} / ${s.specialty ?? '-'}`).toBe(true);
        // and nobody allowed is left out, except for a specialty outside the known list
        else if (s.specialty !== 'astrology' || specialties.includes('*')) expect(leftOut(specialties, s), `${specialties.join(',')} / ${s.specialty ?? '-'}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBe(who.length * summaries.length);
  });

  it('leaves nobody out of an emergency or a case with no specialty yet', () => {
    expect(hiddenFrom(base)).toEqual([]);
    expect(hiddenFrom(summaries[1])).toEqual([]);
    expect(hiddenFrom(summaries[2])).toEqual([]);
    expect(blindRooms({ specialties: ['*'] })).toEqual([]);
  });
});
