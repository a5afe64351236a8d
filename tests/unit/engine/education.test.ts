// Why this exists: the education answer composer: every answer is at most 120 words, its [n] markers and its
// numbered citations match one to one, it closes with the disclaimer, the output guardrail finds nothing to
// change (no diagnosis, dose or medication change), it speaks the patient's language where the guidance is
// translated, and with no supporting guidance it says so instead of guessing.
import { describe, expect, it } from 'vitest';
import { composeEducationAnswer, EDUCATION_MAX_WORDS } from '../../../actors/engine/education.ts';
import { EDUCATION_TEXT } from '../../../actors/engine/education.texts.ts';
import { checkText } from '../../../actors/engine/guardrails.ts';
import { answerQuestion } from '../../../actors/agents/education.agent.ts';
import translations from '../../../actors/engine/knowledge/guidelines.i18n.json' with { type: 'json' };
import { listGuidelines } from '../../../actors/engine/evidence.ts';

const QUESTIONS: [string, string][] = [
  ['What are the common symptoms of diabetes?', 'en'], ['is it normal to have a headache after covid?', 'en'], ['What causes migraines?', 'en'],
  ['how long does covid last?', 'en'], ['What is asthma?', 'en'], ['Is the flu contagious?', 'en'], ['How is high blood pressure treated?', 'en'],
  ['What are the warning signs of a stroke?', 'en'], ['how do I know if a mole is cancer?', 'en'], ['Why do people get kidney stones?', 'en'],
  ['How can I prevent a urinary infection?', 'en'], ['what is the difference between a cold and the flu?', 'en'], ['Is eczema hereditary?', 'en'],
  ['¿Cuáles son los síntomas de la diabetes?', 'es'], ['¿Qué causa la migraña?', 'es'], ['¿Es contagiosa la gripe?', 'es'], ['¿Cómo se trata la presión arterial alta?', 'es'],
  ['Quels sont les symptômes du diabète ?', 'fr'], ['Comment traiter l\'hypertension ?', 'fr'], ['Combien de temps dure le covid ?', 'fr'],
  ['Quais são os sintomas da diabetes?', 'pt'], ['O que causa enxaqueca?', 'pt'], ['A gripe é contagiosa?', 'pt'], ['O que é asma?', 'pt'],
];

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const DOSE = /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|units?|tablets?|pills?|puffs?|drops?)\b|\b(?:take|tome|prenez|tome)\s+\d/i;

describe('education answers', () => {
  it.each(QUESTIONS)('%s (%s): ≤ 120 words, markers match citations, disclaimer, nothing for the guardrail', (question, locale) => {
    const a = composeEducationAnswer(question, locale);
    expect(a.grounded).toBe(true);
    expect(words(a.text)).toBeLessThanOrEqual(EDUCATION_MAX_WORDS);
    const markers = new Set([...a.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    expect([...markers].sort()).toEqual(a.citations.map((c) => c.n));
    expect(a.citations.map((c) => c.n)).toEqual(a.citations.map((_, i) => i + 1));
    expect(a.passages.map((p) => p.n)).toEqual(a.citations.map((c) => c.n));
    for (const c of a.citations) expect(c.url).toMatch(/^https:\/\//);
    const lang = locale as keyof typeof EDUCATION_TEXT;
    expect(a.text.endsWith(EDUCATION_TEXT[lang].disclaimer)).toBe(true);
    expect(a.text).not.toMatch(DOSE);
    const guard = checkText(a.text, { locale: lang });
    expect(guard.violations).toEqual([]);
  });

  it('the passages are sentences of the cited guidance (or its translation)', () => {
    for (const [question, locale] of QUESTIONS) {
      const a = composeEducationAnswer(question, locale);
      for (const p of a.passages) {
        const g = byTitle(p.title);
        const pool = [g.summary, ...Object.values((translations as Record<string, Record<string, string[]>>)[g.id] ?? {}).flat()].join(' ');
        for (const sentence of p.text.split(/(?<=[.!?])\s+/)) expect(pool, `${question}: ${sentence}`).toContain(sentence);
      }
    }
  });

  it('answers in the patient\'s language when the guidance is translated, never a mix', () => {
    const es = composeEducationAnswer('¿Cuáles son los síntomas de la diabetes?', 'es');
    expect(es.text).toMatch(/sed/);
    expect(es.text).not.toMatch(/thirst|inglés/);
    const fr = composeEducationAnswer('Quels sont les symptômes du diabète ?', 'fr');
    expect(fr.text).toMatch(/soif/);
  });

  it('says when the only guidance is in English', () => {
    const a = composeEducationAnswer('¿Qué es la enfermedad de Crohn?', 'es');
    expect(a.grounded).toBe(true);
    expect(a.text).toContain(EDUCATION_TEXT.es.englishOnly);
  });

  it('with no supporting guidance: says so, offers a symptom check or a clinician, cites nothing', () => {
    for (const [q, locale] of [['What is lupus?', 'en'], ['What vitamins help hair grow?', 'en'], ['What is the capital of France?', 'en'], ['¿Qué es el colesterol alto?', 'es']]) {
      const a = composeEducationAnswer(q, locale);
      expect(a.grounded, q).toBe(false);
      expect(a.citations).toEqual([]);
      expect(a.text).toBe(EDUCATION_TEXT[locale as 'en' | 'es'].noEvidence);
    }
  });

  it('the role checks its output against the schema and adds the disclaimer for the speaker', () => {
    const out = answerQuestion({ question: 'What causes migraines?', locale: 'fr-CA' });
    expect(out.disclaimer).toBe(EDUCATION_TEXT.fr.disclaimer);
    expect(out.grounded).toBe(true);
  });
});

/** The guideline a passage cites (titles are unique in the knowledge base). */
function byTitle(title: string) {
  const hit = listGuidelines().find((g) => g.title === title);
  if (!hit) throw new Error(`no guideline titled ${title}`);
  return hit;
}
