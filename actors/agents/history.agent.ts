// Why this exists: the offline history supervisor and interviewer: rebuild what is known from every
// patient message and answer, then ask the next question that matters, or none.
import { extractFindings } from '../engine/findings.ts';
import { aboutSomeoneElse, applyAnswer, extractHistory } from '../engine/history-extract.ts';
import { assessUrgency, caseProfile } from '../engine/urgency.ts';
import type { DifferentialEntry } from '../engine/differential.ts';
import { nextWarningFinding, readWarningAnswer, warningQuestionText } from '../engine/warning-questions.ts';
import type { WarningLang } from '../engine/knowledge/warning-questions.data.ts';
import { clarifyingQuestion, nextQuestion } from '../engine/history-questions.ts';
import type { HistoryFacts } from '../engine/types.ts';
import type { InterviewInput } from './roles.ts';
import { InterviewOutput } from '../../machines/contract/role-schemas.ts';

export function gatherFacts(input: Pick<InterviewInput, 'patientTexts' | 'answers' | 'patient'>): HistoryFacts {
  let base = extractHistory(input.patientTexts, input.patient);
  for (const a of input.answers) base = applyAnswer(base, a.field, a.text, input.patient?.name ? [input.patient.name] : []);
  const { findings, negated } = extractFindings(input.patientTexts.join('\n'), { age: base.age });
  // a yes or no to a warning-sign question is about its finding
  const present = new Set(findings), denied = new Set(negated);
  for (const a of input.answers) {
    const said = a.finding ? readWarningAnswer(a.finding, a.text) : null;
    if (said === 'present') { present.add(a.finding!); denied.delete(a.finding!); }
    if (said === 'absent' && !present.has(a.finding!)) denied.add(a.finding!);
  }
  return { ...base, findings: [...present], negatedFindings: [...denied] };
}

/** At most this many warning-sign questions in a consult; the rest of the budget goes to the history. */
export const MAX_WARNING_QUESTIONS = 2;
const WARNING_LANGS = new Set(['en', 'es', 'fr', 'pt']);

/** The warning-sign question whose answer could change how soon the patient must be seen, if any. */
function warningQuestion(input: InterviewInput, facts: HistoryFacts, dx: readonly DifferentialEntry[]): { field: 'associated'; text: string; finding: string } | null {
  const asked = input.askedFindings ?? [];
  const lang = input.locale.slice(0, 2).toLowerCase();
  if (asked.length >= MAX_WARNING_QUESTIONS || input.asked.length >= input.maxQuestions || !WARNING_LANGS.has(lang)) return null;
  const ask = nextWarningFinding(caseProfile(facts, input.patient), asked, lang as WarningLang, undefined, dx);
  const text = ask && warningQuestionText(ask.finding, lang as WarningLang, aboutSomeoneElse(facts.complaint) !== null);
  return ask && text ? { field: 'associated', text, finding: ask.finding } : null;
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
  // an emergency needs no more history: the council, plan and safety review act on it at once
  const assessment = input.clarify ? null : assessUrgency(facts, input.patient);
  if (assessment && assessment.urgency >= 5) return InterviewOutput.parse({ facts, question: null });
  const warning = assessment ? warningQuestion(input, facts, assessment.differential) : null;
  if (warning) return InterviewOutput.parse({ facts, question: warning });
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
