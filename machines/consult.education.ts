// Why this exists: a health question asked during a consult is answered (by the `educate` effect, from the
// evidence base) and the consult goes back to where it was: these are the context updates for that, pure, so
// the statechart only says when. The answer is queued for the speaker with its citations (and the passages it
// is grounded on, for an LLM's wording); then the interview's pending question is asked again, or, before
// any symptom was heard, the patient is invited to describe one.
import type { ConsultContext, EducationOutput } from './consult.types.ts';
import { withSay } from './consult.context.ts';

type Lang = 'en' | 'es' | 'fr' | 'pt';
const langOf = (locale: string): Lang => {
  const base = locale.slice(0, 2).toLowerCase();
  return base === 'es' || base === 'fr' || base === 'pt' ? base : 'en';
};

const TEXTS: Record<Lang, { backTo: string; invite: string; unavailable: string }> = {
  en: {
    backTo: 'Back to your consult:',
    invite: 'If you have symptoms you would like me to check, tell me about them.',
    unavailable: "I can't look that up right now. I can check your symptoms with you, or you can ask a clinician.",
  },
  es: {
    backTo: 'Volvamos a su consulta:',
    invite: 'Si tiene síntomas que quiera que revise, cuénteme cuáles.',
    unavailable: 'Ahora no puedo consultarlo. Puedo revisar sus síntomas con usted, o puede preguntarle a un profesional.',
  },
  fr: {
    backTo: 'Revenons à votre consultation :',
    invite: 'Si vous avez des symptômes à faire examiner, décrivez-les-moi.',
    unavailable: "Je ne peux pas le vérifier pour le moment. Je peux examiner vos symptômes avec vous, ou vous pouvez demander à un professionnel.",
  },
  pt: {
    backTo: 'Voltando à sua consulta:',
    invite: 'Se tem sintomas que queira que eu veja, descreva-os.',
    unavailable: 'Não consigo consultar isso agora. Posso ver os seus sintomas consigo, ou pode perguntar a um profissional.',
  },
};

/** The questions waiting for an answer (absent in snapshots written before questions were answered). */
export const pendingQuestions = (c: ConsultContext): string[] => c.questions ?? [];

export function withQuestionAsked(c: ConsultContext, question: string): Partial<ConsultContext> {
  return { questions: [...pendingQuestions(c), question] };
}

/** The `educate` effect's input: the question at the head of the queue. */
export const educateInput = (c: ConsultContext) => ({ caseId: c.caseId, question: pendingQuestions(c)[0] ?? '', locale: c.locale });

/** No symptom has been heard yet: every patient turn so far was a question. */
const nothingReported = (c: ConsultContext) => !c.transcript.some((e) => e.role === 'patient' && e.intent !== 'question');

/** What the consult says after an answer to go back to where it was. */
function resumption(c: ConsultContext): string | null {
  const t = TEXTS[langOf(c.locale)];
  if (c.history.pendingField && c.history.pendingText) return `${t.backTo} ${c.history.pendingText}`;
  if (nothingReported(c) && c.endedBy === null && c.plan === null) return t.invite;
  return null;
}

export function withEducationAnswer(c: ConsultContext, out: EducationOutput): Partial<ConsultContext> {
  const [question, ...rest] = pendingQuestions(c);
  const grounding = out.grounded ? { question: question ?? '', passages: out.passages, disclaimer: out.disclaimer } : undefined;
  const answered = { ...c, ...withSay(c, out.text, out.citations, grounding), questions: rest };
  const back = resumption(answered);
  return back ? { ...answered, ...withSay(answered, back) } : answered;
}

/** The answer could not be made (the effect failed): say so, offer the alternatives, and go back. */
export function withEducationUnavailable(c: ConsultContext): Partial<ConsultContext> {
  const [, ...rest] = pendingQuestions(c);
  const answered = { ...c, ...withSay(c, TEXTS[langOf(c.locale)].unavailable), questions: rest };
  const back = resumption(answered);
  return back ? { ...answered, ...withSay(answered, back) } : answered;
}
