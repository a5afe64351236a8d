// Why this exists: the offline history supervisor and interviewer: rebuild what is known from every
// patient message and answer, then ask the next question that matters, or none.
import { extractFindings } from '../engine/findings.ts';
import { applyAnswer, extractHistory } from '../engine/history-extract.ts';
import { clarifyingQuestion, nextQuestion } from '../engine/history-questions.ts';
import type { HistoryFacts } from '../engine/types.ts';
import type { InterviewInput } from './roles.ts';
import { InterviewOutput } from './role-schemas.ts';

export function gatherFacts(input: Pick<InterviewInput, 'patientTexts' | 'answers' | 'patient'>): HistoryFacts {
  let base = extractHistory(input.patientTexts, input.patient);
  for (const a of input.answers) base = applyAnswer(base, a.field, a.text, input.patient?.name ? [input.patient.name] : []);
  const { findings, negated } = extractFindings(input.patientTexts.join('\n'));
  return { ...base, findings, negatedFindings: negated };
}

/** One line, in the patient's language, before the first English question when we cannot ask in theirs. */
const ENGLISH_NOTE: Record<string, string> = {
  zh: '（抱歉，目前我只能用英语继续提问。）',
  ar: '(عذرًا، يمكنني المتابعة بالإنجليزية فقط حاليًا.)',
  hi: '(क्षमा करें, अभी मैं केवल अंग्रेज़ी में आगे पूछ सकता हूँ।)',
};
const DEFAULT_NOTE = '(Sorry, I can only continue in English for now.)';

export function offlineInterview(input: InterviewInput): InterviewOutput {
  const facts = gatherFacts(input);
  const q = nextQuestion(facts, input.asked, { maxQuestions: input.maxQuestions, locale: input.locale });
  if (!q) {
    // After a low-confidence council: one question per clarifying round that helps tell its proposals apart.
    const c = input.clarify;
    const clarify = c && c.asked < c.round ? clarifyingQuestion(facts, c.proposals, input.asked, { locale: input.locale }) : null;
    if (clarify) return InterviewOutput.parse({ facts, question: { field: clarify.field, text: clarify.text }, clarifying: true });
    return InterviewOutput.parse({ facts, question: null });
  }
  const note = q.fallback && input.asked.length === 0 ? `${ENGLISH_NOTE[input.locale.slice(0, 2)] ?? DEFAULT_NOTE} ` : '';
  return InterviewOutput.parse({ facts, question: { field: q.field, text: note + q.text } });
}
