// Why this exists: the offline interviewer asks one clarifying question per low-confidence round when
// the ordinary history has nothing left to ask, and none outside such rounds.
import { describe, expect, it } from 'vitest';
import { offlineInterview } from '../../actors/agents/history.agent.ts';
import type { InterviewInput } from '../../actors/agents/roles.ts';

const base = (over: Partial<InterviewInput> = {}): InterviewInput => ({
  patientTexts: ['I have a headache', 'two days ago', '5 out of 10'], answers: [], asked: [], maxQuestions: 0, locale: 'en', patient: { age: 40, sex: 'female' }, ...over,
});

describe('offline interview', () => {
  it('asks nothing once the question budget is spent, outside a clarifying round', () => {
    expect(offlineInterview(base()).question).toBeNull();
  });

  it('asks one clarifying question per round, flagged as clarifying', () => {
    const out = offlineInterview(base({ clarify: { round: 1, proposals: ['neurology', 'general_practice'], asked: 0 } }));
    expect(out.question).not.toBeNull();
    expect(out.clarifying).toBe(true);
    const spent = offlineInterview(base({ clarify: { round: 1, proposals: ['neurology', 'general_practice'], asked: 1 } }));
    expect(spent.question).toBeNull();
  });

  it('adds a one-line note before the first English question for a language it cannot ask in', () => {
    const out = offlineInterview(base({ locale: 'zh', maxQuestions: 6, patientTexts: ['我头痛'] }));
    expect(out.question?.text).toMatch(/^（抱歉/);
  });
});
