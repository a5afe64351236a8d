// Why this exists: the offline history supervisor and interviewer: rebuild what is known from every
// patient message and answer, then ask the next question that matters, or none.
import { extractFindings } from '../engine/findings.ts';
import { applyAnswer, extractHistory } from '../engine/history-extract.ts';
import { nextQuestion } from '../engine/history-questions.ts';
import type { HistoryFacts } from '../engine/types.ts';
import type { InterviewInput } from './roles.ts';
import { InterviewOutput } from './role-schemas.ts';

export function gatherFacts(input: Pick<InterviewInput, 'patientTexts' | 'answers' | 'patient'>): HistoryFacts {
  let base = extractHistory(input.patientTexts, input.patient);
  for (const a of input.answers) base = applyAnswer(base, a.field, a.text);
  const { findings, negated } = extractFindings(input.patientTexts.join('\n'));
  return { ...base, findings, negatedFindings: negated };
}

export function offlineInterview(input: InterviewInput): InterviewOutput {
  const facts = gatherFacts(input);
  const q = nextQuestion(facts, input.asked, { maxQuestions: input.maxQuestions, locale: input.locale });
  return InterviewOutput.parse({ facts, question: q ? { field: q.field, text: q.text } : null });
}
