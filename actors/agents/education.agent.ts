// Why this exists: the education role: a patient's health question in, an answer from the evidence base out
// (text with [n] markers, its citations, the passages it rests on, the disclaimer), checked against the
// output schema like every role's output. Deterministic; on Claude the passages ground the wording at
// speaking time (actors/llm/claude.speak.ts), so the evidence is the same whichever engine speaks.
import { z } from 'zod';
import { composeEducationAnswer } from '../engine/education.ts';
import { EDUCATION_TEXT } from '../engine/education.texts.ts';
import { textLang } from '../engine/language.ts';

const Passage = z.object({ n: z.number().int().positive(), title: z.string(), source: z.string(), url: z.string().optional(), text: z.string() });
export const EducationOutput = z.object({
  text: z.string().min(1),
  citations: z.array(z.object({ n: z.number().int().positive(), title: z.string(), source: z.string(), url: z.string().optional() })),
  grounded: z.boolean(),
  passages: z.array(Passage),
  disclaimer: z.string(),
});
export type EducationOutput = z.infer<typeof EducationOutput>;

export interface EducationInput { question: string; locale: string }

export function answerQuestion(input: EducationInput): EducationOutput {
  const answer = composeEducationAnswer(input.question, input.locale);
  return EducationOutput.parse({ ...answer, disclaimer: EDUCATION_TEXT[textLang(input.locale).lang].disclaimer });
}
