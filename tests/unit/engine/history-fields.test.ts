// Why this exists: issue 25, finding 4. The structured history (allergies, medications, conditions, OPQRST)
// goes into the SOAP packet as facts; an answer that does not fit its field (a phone number given as an
// allergy, an SSN given as the pain's location) must stay out of it. The raw answer stays in the transcript.
import { describe, expect, it } from 'vitest';
import { applyAnswer, extractHistory, type ExtractedHistory } from '../../../actors/engine/history-extract.ts';
import { gatherFacts } from '../../../actors/agents/history.agent.ts';
import type { HistoryField } from '../../../actors/engine/types.ts';

const PHI = {
  name: 'Quintessa Marlowe-Vandermeer',
  first: 'Quintessa',
  dob: '07/22/1968',
  ssn: '078-05-1120',
  phone: '555-0199',
  email: 'quintessa.mv@example.net',
  street: 'Thistlewood',
};
const markers = (v: unknown) => Object.entries(PHI).filter(([, m]) => JSON.stringify(v).toLowerCase().includes(m.toLowerCase())).map(([k]) => k);
const base = (): ExtractedHistory => ({ complaint: 'my knee hurts', opqrst: {}, medications: [], allergies: [], conditions: [], unknown: [] });

/** Answers that identify the patient and say nothing about the field asked. */
const IDENTIFYING = [
  `my phone is ${PHI.phone}`,
  `(312) ${PHI.phone}`,
  `my email is ${PHI.email}`,
  PHI.ssn,
  `SSN ${PHI.ssn}`,
  `I was born on ${PHI.dob}`,
  `my name is ${PHI.name}`,
  `I'm ${PHI.name}`,
  `I live at 2291 ${PHI.street} Lane`,
  `I live on ${PHI.street} Lane`,
];
const LIST_FIELDS: HistoryField[] = ['allergies', 'medications', 'conditions'];
const FREE_TEXT_FIELDS: HistoryField[] = ['onset', 'provocation', 'quality', 'region', 'timing'];

describe('structured history fields keep only what fits them', () => {
  for (const field of [...LIST_FIELDS, ...FREE_TEXT_FIELDS]) {
    it.each(IDENTIFYING)(`${field} ← "%s" holds no identifier`, (answer) => {
      const h = applyAnswer(base(), field, answer, [PHI.name]);
      const { complaint: _c, ...structured } = h;
      expect(markers(structured)).toEqual([]);
    });
  }

  it('a phone number given for allergies is not an allergy, and the field is not marked answered', () => {
    const h = applyAnswer(base(), 'allergies', `my phone is ${PHI.phone}`);
    expect(h.allergies).toEqual([]);
  });

  it('an SSN line is not the region of the pain', () => {
    const h = applyAnswer(base(), 'region', `${PHI.ssn}`);
    expect(h.opqrst.region).toBeUndefined();
  });

  it('the patient\'s own name, said bare, is not an allergy when the name is known', () => {
    expect(applyAnswer(base(), 'allergies', PHI.name, [PHI.name]).allergies).toEqual([]);
  });

  it('still keeps real answers in the patient\'s words', () => {
    expect(applyAnswer(base(), 'medications', 'some herbal tea').medications).toEqual(['some herbal tea']);
    expect(applyAnswer(base(), 'medications', 'zorbex 20 mg').medications).toEqual(['zorbex 20 mg']);
    expect(applyAnswer(base(), 'allergies', 'penicillin').allergies).toEqual(['penicillin']);
    expect(applyAnswer(base(), 'region', 'near my appendix scar').opqrst.region).toBe('near my appendix scar');
    // a real answer next to an identifier keeps the real part
    expect(applyAnswer(base(), 'allergies', `penicillin, and my phone is ${PHI.phone}`).allergies).toEqual(['penicillin']);
  });

  it('a whole interview with identifiers in every answer leaves none in a structured field', () => {
    const tail = ` My name is ${PHI.name}, born ${PHI.dob}, SSN ${PHI.ssn}, phone ${PHI.phone}, ${PHI.email}.`;
    const answers: { field: HistoryField; text: string }[] = [
      { field: 'onset', text: `It started three days ago.${tail}` },
      { field: 'region', text: `${PHI.ssn}` },
      { field: 'allergies', text: `call me on ${PHI.phone}` },
      { field: 'medications', text: `email ${PHI.email}` },
      { field: 'conditions', text: `I'm ${PHI.name}` },
      { field: 'timing', text: `born ${PHI.dob}` },
    ];
    const patientTexts = [`My right knee has been sore after a run.${tail}`, ...answers.map((a) => a.text)];
    const facts = gatherFacts({ patientTexts, answers, patient: { name: PHI.name } });
    const { complaint: _c, ...structured } = facts;
    expect(markers(structured)).toEqual([]);
    expect(facts.opqrst.onset).toMatch(/three days/);
    // and through extractHistory with the answered fields given per message
    const h = extractHistory(patientTexts, { name: PHI.name }, [null, ...answers.map((a) => a.field)]);
    const { complaint: _c2, ...rest } = h;
    expect(markers(rest)).toEqual([]);
  });
});
