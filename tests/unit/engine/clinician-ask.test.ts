// Why this exists: the clinician assistant's offline engine: which kind of question it reads, that every
// answer's [n] markers match its citations, that posteriors and questions to ask come from the case's
// facts, that no dose is ever given, and that the workup table names only conditions of the model.
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../actors/engine/assistant/ask-intent.ts';
import { composeOffline, prepareAsk, renumber, NOTHING_FOUND, NO_FINDINGS_YET, JUDGEMENT_LINE } from '../../../actors/engine/assistant/ask-compose.ts';
import type { AskCase } from '../../../actors/engine/assistant/ask-sources.ts';
import { CONDITIONS } from '../../../actors/engine/knowledge/conditions/index.ts';
import { WORKUP } from '../../../actors/engine/knowledge/workup.data.ts';
import type { AskIntent } from '../../../server/protocol/index.ts';

const CHEST: AskCase = {
  facts: { complaint: 'chest pain when walking up stairs', opqrst: {}, age: 58, sex: 'male', medications: [], allergies: [], conditions: [], findings: ['chest_pain', 'exertional'], negatedFindings: [], unknown: [] },
  patient: {},
};

const LABELLED: [question: string, hasCase: boolean, intent: AskIntent, drugs?: string[]][] = [
  ['Does warfarin interact with ibuprofen?', false, 'interaction_check', ['warfarin', 'ibuprofen']],
  ['sertraline and tramadol', false, 'interaction_check', ['sertraline', 'tramadol']],
  ['Can I give Advil to someone on Coumadin?', false, 'interaction_check', ['ibuprofen', 'warfarin']],
  ['NSAIDs with lithium?', false, 'interaction_check', ['lithium']],
  ['Is it safe to combine clopidogrel and omeprazole?', false, 'interaction_check'],
  ['What is Eliquis?', false, 'drug_info', ['apixaban']],
  ['Tell me about Zoloft', false, 'drug_info', ['sertraline']],
  ['What dose of warfarin?', false, 'drug_info', ['warfarin']],
  ['Summarise the NICE guideline for acute chest pain', false, 'guideline_summary'],
  ['When to refer a sore throat?', false, 'guideline_summary'],
  ['What tests should I order?', true, 'tests_to_consider'],
  ['Which investigations for suspected pulmonary embolism?', false, 'tests_to_consider'],
  ['What is the differential?', true, 'differential'],
  ['What else could this be and what should I ask?', true, 'differential'],
  ['differential for a 30 year old with fever, headache and stiff neck', false, 'differential'],
  ['Anything I should know?', true, 'differential'],
  ['Anything I should know?', false, 'guideline_summary'],
  ['¿Qué pruebas pedir?', true, 'tests_to_consider'],
  ['Diagnostic différentiel ?', true, 'differential'],
];

describe('reading a clinician question', () => {
  it.each(LABELLED)('%s (case: %s) → %s', (q, hasCase, intent, drugs) => {
    const r = readQuestion(q, hasCase);
    expect(r.intent).toBe(intent);
    if (drugs) expect(r.drugs).toEqual(drugs);
  });

  it('notices a question asking for a dose', () => {
    expect(readQuestion('How much ibuprofen can he take?', false).asksDose).toBe(true);
    expect(readQuestion('Does ibuprofen interact with warfarin?', false).asksDose).toBe(false);
  });
});

describe('citations', () => {
  const sources = [1, 2, 3].map((n) => ({ title: `T${n}`, source: `S${n}`, passage: `P${n}` }));
  it('renumbers in the order first cited, drops markers naming no source, returns only the sources cited', () => {
    const r = renumber('A [3]. B [1][3]. C [7]. D [2, 9].', sources);
    expect(r.answer).toBe('A [1]. B [2][1]. C. D [3].');
    expect(r.citations).toEqual([{ n: 1, title: 'T3', source: 'S3' }, { n: 2, title: 'T1', source: 'S1' }, { n: 3, title: 'T2', source: 'S2' }]);
  });

  const QUESTIONS: [string, AskCase | undefined][] = [
    ['Does warfarin interact with ibuprofen?', undefined], ['Tell me about sertraline', undefined], ['Summarise the guideline for acute chest pain', undefined],
    ['What is the differential?', CHEST], ['What tests should I consider?', CHEST], ['tests for pulmonary embolism', undefined],
  ];
  it.each(QUESTIONS)('every marker of the answer to "%s" names a citation, and every citation is cited', (q, kase) => {
    const a = composeOffline(prepareAsk(q, kase));
    const cited = [...new Set([...a.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))].sort((x, y) => x - y);
    expect(a.citations.length).toBeGreaterThan(0);
    expect(cited).toEqual(a.citations.map((c) => c.n));
    expect(a.answer.endsWith(JUDGEMENT_LINE)).toBe(true);
  });
});

describe('answers', () => {
  it('a case\'s differential comes from its facts, with posteriors, must-not-miss conditions and questions to ask', () => {
    const a = composeOffline(prepareAsk('What is the differential?', CHEST));
    expect(a.intent).toBe('differential');
    expect(a.answer).toMatch(/Acute coronary syndrome[^;]* \d+ % \(must not miss/);
    expect(a.answer).toMatch(/Questions (whose answers could change the triage level|to ask)/);
    expect(a.citations[0].source).toMatch(/condition model/);
    // other facts, another differential
    const rash = composeOffline(prepareAsk('What is the differential?', { ...CHEST, facts: { ...CHEST.facts!, complaint: 'itchy rash', findings: ['rash', 'itching'] } }));
    expect(rash.answer).not.toMatch(/Acute coronary syndrome/);
  });

  it('tests to consider follow the leading conditions and cite their guideline', () => {
    const a = composeOffline(prepareAsk('What tests should I consider?', CHEST));
    expect(a.answer).toMatch(/troponin/);
    expect(a.citations.map((c) => c.title)).toContain('Acute chest pain of possible cardiac origin');
  });

  it('an interaction the table lacks is said to be unlisted, not safe', () => {
    const a = composeOffline(prepareAsk('Does sertraline interact with omeprazole?'));
    expect(a.intent).toBe('interaction_check');
    expect(a.answer).toMatch(/lists no serious interaction/);
    expect(a.answer).toMatch(/not exhaustive/);
  });

  it('gives no dose, even when asked, and says where doses come from', () => {
    for (const q of ['What dose of warfarin should he take?', 'How much ibuprofen with lithium?']) {
      const a = composeOffline(prepareAsk(q));
      expect(a.answer).toMatch(/Helios gives no doses/);
      expect(a.answer).not.toMatch(/\d\s?(mg|mcg|ml)\b/i);
    }
  });

  it('says so when the knowledge base has nothing, and cites nothing', () => {
    const a = composeOffline(prepareAsk('How do I fix a bicycle chain?'));
    expect(a.answer.startsWith(NOTHING_FOUND)).toBe(true);
    expect(a.citations).toEqual([]);
  });

  it('says a case has no findings yet rather than that the knowledge base is empty', () => {
    const a = composeOffline(prepareAsk('What is the differential?', { facts: null, patient: {} }));
    expect(a.answer.startsWith(NO_FINDINGS_YET)).toBe(true);
    expect(a.citations).toEqual([]);
  });

  it('the workup table names only conditions of the model', () => {
    const ids = new Set(CONDITIONS.map((c) => c.id));
    expect(Object.keys(WORKUP).filter((id) => !ids.has(id))).toEqual([]);
  });
});
