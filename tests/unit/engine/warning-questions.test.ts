// Why this exists: the interview's warning-sign question must be the one whose answer can change the level
// (worked out by hand below on a small condition set), never one already answered, and its yes or no must be
// read back the right way round; an emergency stops the interview at once.
import { describe, expect, it } from 'vitest';
import { nextWarningFinding, readWarningAnswer } from '../../../actors/engine/warning-questions.ts';
import type { ConditionDef } from '../../../actors/engine/knowledge/conditions/index.ts';
import { offlineInterview } from '../../../actors/agents/history.agent.ts';
import { WARNING_QUESTIONS } from '../../../actors/engine/knowledge/warning-questions.data.ts';
import { FINDINGS } from '../../../actors/engine/knowledge/findings.data.ts';

// prior 0.02; sore throat and fever present: ln(.02/.98) + ln(.95/.15) + 0.8 · ln(.7/.15) = -0.814 → 0.307 (counts: must-not-miss)
// dehydration present (a symptom Q does not list): -0.814 - 0.981 = -1.795 → 0.143, still counts, and escalates to emergency
const Q: ConditionDef = {
  id: 'q', name: 'Q', specialty: 'otolaryngology', level: 'urgent', mustNotMiss: true, prior: 'common',
  findings: [['sore_throat', 0.95, 1], ['trismus_drooling', 0.6, 3], ['fever', 0.7, 1]],
  escalate: [{ any: ['dehydration'], level: 'emergency', reason: 'cannot keep fluids down' }],
};
const p = (present: string[], negated: string[] = []) => ({ present: new Set(present), negated: new Set(negated), pregnant: false });

describe('nextWarningFinding', () => {
  it('asks about the escalator whose answer would change the level', () => {
    expect(nextWarningFinding(p(['sore_throat', 'fever']), [], 'en', [Q])?.finding).toBe('dehydration');
  });

  it('never asks again what was asked, said or denied, and asks nothing when no answer can change the level', () => {
    expect(nextWarningFinding(p(['sore_throat', 'fever']), ['dehydration'], 'en', [Q])).toBeNull();
    expect(nextWarningFinding(p(['sore_throat', 'fever'], ['dehydration']), [], 'en', [Q])).toBeNull();
    expect(nextWarningFinding(p(['sore_throat', 'fever', 'dehydration']), [], 'en', [Q])).toBeNull();
    // with Q out of view (nothing argues for it) there is nothing to ask
    expect(nextWarningFinding(p(['cough']), [], 'en', [Q])).toBeNull();
  });
});

describe('readWarningAnswer', () => {
  it('reads yes and no by the question’s polarity, and nothing from an unclear answer', () => {
    expect(readWarningAnswer('dyspnea', 'Yes, a bit')).toBe('present');
    expect(readWarningAnswer('dyspnea', 'no')).toBe('absent');
    expect(readWarningAnswer('dehydration', 'yes I can')).toBe('absent');
    expect(readWarningAnswer('dehydration', 'No, I keep throwing up')).toBe('present');
    expect(readWarningAnswer('dyspnea', "I don't know")).toBeNull();
    expect(readWarningAnswer('dyspnea', 'sí')).toBe('present');
  });
});

describe('offlineInterview', () => {
  const base = { answers: [], asked: [], maxQuestions: 6, locale: 'en', patient: {} };

  it('asks nothing more once the case is an emergency, so the council acts at once', () => {
    const out = offlineInterview({ ...base, patientTexts: ["My chest feels really tight and heavy and it's going down my left arm. I'm all sweaty."] });
    expect(out.question).toBeNull();
  });

  it('still takes a history for a case that is not', () => {
    const out = offlineInterview({ ...base, patientTexts: ['I have had an itchy rash on my arms'] });
    expect(out.question).not.toBeNull();
  });

  it('reads a yes to a warning-sign question as its finding', () => {
    const out = offlineInterview({
      ...base, patientTexts: ['I have a sore throat', 'yes'], asked: ['associated'], askedFindings: ['dyspnea'],
      answers: [{ field: 'associated', text: 'yes', finding: 'dyspnea' }],
    });
    expect(out.facts.findings).toContain('dyspnea');
  });
});

describe('warning-question wording', () => {
  it('asks only about findings the lexicon knows, in en, es, fr and pt, for the patient and for another person', () => {
    const known = new Set(FINDINGS.map((f) => f.id));
    for (const [id, q] of Object.entries(WARNING_QUESTIONS)) {
      expect(known.has(id), id).toBe(true);
      for (const lang of ['en', 'es', 'fr', 'pt'] as const) {
        expect(q.text[lang].length, `${id} ${lang}`).toBe(2);
        for (const t of q.text[lang]) expect(t, `${id} ${lang}`).toMatch(/[?？]\s*$/);
      }
    }
  });
});
