// Why this exists: the typed choice of a booking option ("the second one", "Thursday at 4", "the 10:30",
// "something later") as labelled phrases in en, es, fr and pt, including messages that must choose nothing.
import { describe, expect, it } from 'vitest';
import { parseSlotChoice, parseYesNo, type SearchPreference } from '../../../machines/slot-choice.ts';

const NY = 'America/New_York';
// offered options, as the patient sees them in New York time
const options = [
  { id: 'o1', start: '2026-12-01T14:00:00.000Z', timeZone: NY }, // Tue 09:00
  { id: 'o2', start: '2026-12-01T15:30:00.000Z', timeZone: NY }, // Tue 10:30
  { id: 'o3', start: '2026-12-02T19:00:00.000Z', timeZone: NY }, // Wed 14:00
  { id: 'o4', start: '2026-12-03T21:00:00.000Z', timeZone: NY }, // Thu 16:00
  { id: 'o5', start: '2026-12-04T16:00:00.000Z', timeZone: NY }, // Fri 11:00
];
const now = new Date('2026-11-30T17:00:00.000Z'); // Mon 12:00 in New York
const parse = (text: string, timeZone?: string) => parseSlotChoice(text, { options, timeZone, now });

const SELECT: [string, string][] = [
  // en
  ['the second one', 'o2'], ['The first one please', 'o1'], ['second option', 'o2'], ['the 3rd', 'o3'], ['option 4', 'o4'],
  ['4', 'o4'], ['#5', 'o5'], ['the last one', 'o5'], ['Thursday at 4', 'o4'], ['the 10:30', 'o2'], ['wednesday 2pm', 'o3'],
  ['Friday at 11 works', 'o5'], ['I will take the Tuesday 9:00', 'o1'], ['thu 4 pm', 'o4'],
  // es
  ['la segunda', 'o2'], ['la primera opción', 'o1'], ['el jueves a las 4', 'o4'], ['la de las 10:30', 'o2'], ['opción 3', 'o3'],
  ['el viernes a las 11', 'o5'], ['la última', 'o5'],
  // fr
  ['le deuxième', 'o2'], ['la première option', 'o1'], ['jeudi à 16h', 'o4'], ['celui de 10h30', 'o2'], ['mercredi 14h', 'o3'],
  ['le dernier créneau', 'o5'],
  // pt
  ['a segunda', 'o2'], ['a primeira opção', 'o1'], ['quinta-feira às 16h', 'o4'], ['a das 10:30', 'o2'], ['na quarta às 14h', 'o3'],
  ['opção 5', 'o5'], ['sexta às 11', 'o5'],
];

const SEARCH: [string, SearchPreference][] = [
  ['something later', { direction: 'later' }], ['anything earlier?', { direction: 'earlier' }], ['next week please', { nextWeek: true }],
  ['Monday morning', { weekday: 1, part: 'morning' }], ['Thursday at 9', { weekday: 4, minute: 9 * 60 }],
  ['algo más tarde', { direction: 'later' }], ['la próxima semana', { nextWeek: true }], ['más temprano', { direction: 'earlier' }],
  ['plus tard', { direction: 'later' }], ['la semaine prochaine', { nextWeek: true }], ['lundi matin', { weekday: 1, part: 'morning' }],
  ['mais tarde', { direction: 'later' }], ['semana que vem', { nextWeek: true }], ['mais cedo', { direction: 'earlier' }],
  ['a later time', { direction: 'later' }],
];

const NOTHING: string[] = [
  'I have had chest pain since Thursday at 4',
  'wait a second',
  'my pain is 3 out of 10',
  'it started two days ago',
  'thank you',
  'what does the doctor specialise in?',
  'me duele la cabeza desde el jueves',
  "j'ai mal depuis jeudi",
  'estou com dor há 2 dias',
  'option 9',
  'the seventh one',
  'hello',
  'it gets worse in the evening after I eat dinner and then lie down flat',
];

describe('parseSlotChoice', () => {
  it.each(SELECT)('%s → selects %s', (text, id) => {
    expect(parse(text)).toEqual({ kind: 'select', optionId: id });
  });

  it.each(SEARCH)('%s → searches again', (text, preference) => {
    expect(parse(text)).toEqual({ kind: 'search', preference });
  });

  it.each(NOTHING)('%s → chooses nothing', (text) => {
    expect(parse(text)).toBeNull();
  });

  it('reads times in the patient zone first: "Thursday at 1" is the 16:00 New York option for a patient in Los Angeles', () => {
    expect(parse('Thursday at 1pm', 'America/Los_Angeles')).toEqual({ kind: 'select', optionId: 'o4' });
    expect(parse('Thursday at 4pm', 'America/Los_Angeles')).toEqual({ kind: 'search', preference: { weekday: 4, minute: 16 * 60 } });
  });

  it('chooses tomorrow\'s option when one is tomorrow', () => {
    expect(parse('tomorrow at 10:30')).toEqual({ kind: 'select', optionId: 'o2' });
    expect(parse('demain à 9h')).toEqual({ kind: 'select', optionId: 'o1' });
  });
});

describe('a request to move an appointment, read for the wished time whatever its length', () => {
  it.each([
    ['Could you please move my appointment to a later time if that is possible?', { direction: 'later' }],
    ['I would like to reschedule my appointment to next week because I am travelling', { nextWeek: true }],
    ['Can you change my appointment to an earlier time, the pain is worse', { direction: 'earlier' }],
    ['Me gustaría cambiar mi cita a la semana que viene si es posible', { nextWeek: true }],
  ] as [string, SearchPreference][])('%s', (text, preference) => {
    expect(parseSlotChoice(text, { options: [], now, request: true })).toEqual({ kind: 'search', preference });
  });

  it('finds no wish in a plain request to move', () => {
    expect(parseSlotChoice('Can I reschedule my appointment to another day please?', { options: [], now, request: true })).toBeNull();
  });
});

describe('parseYesNo', () => {
  it.each([
    ['yes', 'yes'], ['Yes please', 'yes'], ['ok', 'yes'], ['sí', 'yes'], ['claro', 'yes'], ['oui', 'yes'], ["d'accord", 'yes'], ['sim', 'yes'],
    ['no', 'no'], ['nope', 'no'], ['non', 'no'], ['não', 'no'], ['no gracias', 'no'],
    ['I am not sure what to do about the pain', null], ['maybe', null],
  ])('%s → %s', (text, want) => {
    expect(parseYesNo(text)).toBe(want);
  });
});

describe('a bare request to move "it", read for its direction', () => {
  it.each([
    ['Can I move it later?', 'later'], ['Could we push it back?', 'later'], ['Make it earlier', 'earlier'], ['Can we bring it forward a bit?', 'earlier'],
    ['¿Se puede adelantar?', 'earlier'], ['¿La podemos atrasar un poco?', 'later'], ['Pouvez-vous l\'avancer ?', 'earlier'], ['Est-ce possible de la repousser ?', 'later'],
    ['Dá para adiar?', 'later'], ['Podemos antecipar?', 'earlier'],
  ] as [string, 'later' | 'earlier'][])('%s → %s', (text, direction) => {
    expect(parseSlotChoice(text, { options: [], now, request: true })).toEqual({ kind: 'search', preference: { direction } });
  });
});
