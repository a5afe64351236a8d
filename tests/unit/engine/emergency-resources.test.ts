// Why this exists: an emergency notice is complete for each locale Helios serves: the emergency number,
// poison control, crisis line and text line where they exist (and none where Helios is not sure of one),
// whichever kind of emergency fired, with the lines to contact now first.
import { describe, expect, it } from 'vitest';
import { emergencyNotice, screenRedFlags } from '../../../actors/engine/red-flags.ts';
import { resourcesFor } from '../../../actors/engine/emergency-resources.ts';
import { EmergencyEvent } from '../../../server/protocol/index.ts';

type Line = { contact: string; keyword?: string };
interface Expected { emergency: string[]; poison: string[]; crisis: string[]; text: Line[]; note?: RegExp }

const TABLE: Record<string, Expected> = {
  'en-US': { emergency: ['911'], poison: ['1-800-222-1222'], crisis: ['988'], text: [{ contact: '988' }, { contact: '741741', keyword: 'HOME' }] },
  en: { emergency: ['911'], poison: ['1-800-222-1222'], crisis: ['988'], text: [{ contact: '988' }, { contact: '741741', keyword: 'HOME' }] },
  'en-CA': { emergency: ['911'], poison: ['1-800-268-9017', '1-800-463-5060', '1-800-567-8911'], crisis: ['988'], text: [{ contact: '988' }], note: /province/ },
  'en-GB': { emergency: ['999', '111'], poison: ['111'], crisis: ['116 123'], text: [{ contact: '85258', keyword: 'SHOUT' }] },
  es: { emergency: ['112'], poison: ['91 562 04 20'], crisis: ['024'], text: [] },
  fr: { emergency: ['15', '112'], poison: ['01 40 05 48 48', '04 72 11 69 11'], crisis: ['3114'], text: [{ contact: '114' }], note: /région/ },
  pt: { emergency: ['192', '193'], poison: ['0800 722 6001'], crisis: ['188'], text: [] },
  'pt-PT': { emergency: ['112', '808 24 24 24'], poison: ['800 250 250'], crisis: [], text: [] },
  zh: { emergency: ['120', '110'], poison: [], crisis: ['12356', '010-82951332'], text: [] },
  ar: { emergency: ['997', '998', '999', '123', '112'], poison: [], crisis: ['800 4673'], text: [] },
  hi: { emergency: ['112', '108'], poison: [], crisis: ['14416', '1-800-891-4416'], text: [] },
};

const MENTAL = screenRedFlags('I want to end my life');
const MEDICAL = screenRedFlags('crushing chest pain');
const POISON = screenRedFlags('my son swallowed bleach');

describe.each(Object.entries(TABLE))('emergency resources for %s', (locale, want) => {
  const all = (n: ReturnType<typeof emergencyNotice>) => [...n.resources, ...(n.otherResources ?? [])];
  const of = (n: ReturnType<typeof emergencyNotice>, type: string) => all(n).filter((r) => r.type === type);

  it.each([['medical', MEDICAL], ['mental health', MENTAL], ['poisoning', POISON]] as const)('a %s notice lists every line of the locale, each with its type', (_kind, hits) => {
    const n = emergencyNotice(hits, locale);
    expect(EmergencyEvent.parse(n)).toEqual(n); // the wire contract carries every field
    expect(of(n, 'emergency')[0].contact).toBe(want.emergency[0]);
    // a number listed for two purposes (NHS 111 for urgent care and poisoning, SNS 24 for urgent care and counselling)
    // is shown once, under the label that fits the notice
    const calls = all(n).filter((r) => r.type !== 'text').map((r) => r.contact);
    expect(new Set(calls).size).toBe(calls.length);
    expect([...new Set(calls)].sort()).toEqual([...new Set([...want.emergency, ...want.poison, ...want.crisis])].sort());
    expect(of(n, 'text').map((r) => ({ contact: r.contact, ...(r.keyword ? { keyword: r.keyword } : {}) }))).toEqual(want.text);
    for (const r of all(n)) expect(r.label.length).toBeGreaterThan(1);
    if (want.note) expect(n.note).toMatch(want.note);
    else expect(n.note).toBeUndefined();
  });

  it('puts the emergency number first, crisis and text lines to the front for mental health, poison lines for a poisoning', () => {
    const mental = emergencyNotice(MENTAL, locale);
    expect(mental.resources[0].contact).toBe(want.emergency[0]);
    expect(mental.resources.filter((r) => r.type === 'crisis' || r.type === 'text').length).toBeGreaterThan(0);
    const poison = emergencyNotice(POISON, locale);
    const poisonLines = resourcesFor(locale).poison ?? [];
    for (const p of poisonLines) if (!want.emergency.includes(p.contact)) expect(poison.resources.map((r) => r.contact)).toContain(p.contact);
    const medical = emergencyNotice(MEDICAL, locale);
    expect(medical.resources.every((r) => r.type === 'emergency' || r.type === 'urgent')).toBe(true);
  });
});

describe('crisis wording', () => {
  it('says "call or text" only where the crisis line takes texts', () => {
    expect(emergencyNotice(MENTAL, 'en-US').message).toMatch(/call or text 988/);
    expect(emergencyNotice(MENTAL, 'en-CA').message).toMatch(/call or text 988/);
    expect(emergencyNotice(MENTAL, 'en-GB').message).toMatch(/call 116 123/);
    expect(emergencyNotice(MENTAL, 'en-GB').message).not.toMatch(/text 116 123/);
    expect(emergencyNotice(MENTAL, 'en-AU').message).not.toMatch(/text 13 11 14/);
  });
});
