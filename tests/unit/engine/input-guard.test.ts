// Why this exists: out-of-scope patient requests must be recognised in four languages and answered kindly,
// while ordinary history statements about medicines, tests and work must pass straight through.
import { describe, expect, it } from 'vitest';
import { classifyRequest, REPLIES, type OutOfScope } from '../../../actors/engine/input-guard.ts';
import { checkText } from '../../../actors/engine/guardrails.ts';

const FIRE: Record<OutOfScope, string[]> = {
  dosing: ['How much ibuprofen can I take?', 'How many Tylenol can I take in a day?', 'What is the maximum dose of paracetamol?',
    'How often should I take my antibiotics?', "What's the right dosage for my 4 year old?", 'Can I take another Advil?',
    'Is it safe to take ibuprofen with warfarin?', 'Can I take paracetamol?', 'How much Calpol should I give her?',
    '¿Cuántas pastillas de ibuprofeno puedo tomar?', 'Quelle dose de paracétamol pour un enfant ?', 'Qual é a dose de dipirona?'],
  prescription: ['Can you prescribe me antibiotics?', 'Could you write me a prescription for my inhaler?', 'I need a refill of my blood pressure pills.',
    'Can I get a prescription for Viagra?', 'Could you give me something for the pain?', 'Will you renew my prescription?',
    '¿Me puede recetar amoxicilina?', 'Pouvez-vous me prescrire un antibiotique ?', 'Preciso de uma receita para o meu remédio.'],
  lab_interpretation: ['What does my blood test mean?', 'Can you read my x-ray?', 'My potassium is 5.9, is that bad?',
    'Are my cholesterol levels normal?', 'Could you look at my lab results?', 'Can you interpret my ECG?',
    '¿Qué significan mis resultados de análisis?', "Qu'est-ce que veut dire ma prise de sang ?", 'O que significa o meu exame de sangue?'],
  letter: ['I need a sick note for work.', 'Can you give me a doctor’s note?', 'Could you write a letter for my employer?',
    'I need my disability forms filled out.', 'Can you fill out my FMLA paperwork?', 'Necesito un justificante médico para el trabajo.',
    "J'ai besoin d'un arrêt de travail.", 'Preciso de um atestado médico.'],
  medication_change: ['Can I stop taking my blood pressure pills?', 'Should I stop my statin?', 'Can I skip my dose of insulin tonight?',
    'Is it okay to stop my antidepressant?', 'Do I still need to take my warfarin?', 'Should I keep taking the antibiotics?',
    '¿Puedo dejar de tomar la metformina?', 'Est-ce que je peux arrêter mon traitement ?', 'Posso parar de tomar o remédio?'],
};

const QUIET = [
  'I take 20 mg of lisinopril every morning.', 'I took two ibuprofen and it did not help.', 'I stopped taking my meds last week.',
  'My doctor prescribed antibiotics on Monday.', 'I had a blood test last week and it was fine.', 'I have chest pain and feel sick.',
  'How long will I have to wait for the appointment?', 'How much does the appointment cost?', 'How many days will the antibiotics take to work?',
  'How often do the headaches come?', "I'm off sick from work today.", 'The doctor noted a heart murmur last year.', 'Can I take a bath?',
  'I have a rash on my arm since yesterday.', 'Tengo fiebre desde ayer.', "J'ai mal à la tête depuis ce matin.", 'Estou com dor de garganta.',
  'How much water should I drink?', 'Can I stop worrying about this?', 'Can you help me book an appointment?',
];

describe('classifyRequest', () => {
  for (const [category, texts] of Object.entries(FIRE) as [OutOfScope, string[]][]) {
    it.each(texts)(`${category}: %s`, (text) => {
      const r = classifyRequest(text);
      expect(r.outOfScope).toBe(category);
      expect(r.reply).toBeTruthy();
    });
  }
  it.each(QUIET)('not a request: %s', (text) => {
    expect(classifyRequest(text)).toEqual({ outOfScope: null });
  });

  it('answers in the language the request was made in, unless a locale is given', () => {
    expect(classifyRequest('¿Me puede recetar amoxicilina?').reply).toBe(REPLIES.prescription.es);
    expect(classifyRequest('Pouvez-vous me prescrire un antibiotique ?').reply).toBe(REPLIES.prescription.fr);
    expect(classifyRequest('Can you prescribe me antibiotics?', 'pt').reply).toBe(REPLIES.prescription.pt);
    expect(classifyRequest('Can you prescribe me antibiotics?', 'zh').reply).toBe(REPLIES.prescription.en);
  });

  it('points to the right help: pharmacist for doses, the booked clinician for results', () => {
    expect(classifyRequest('How much ibuprofen can I take?').reply).toMatch(/pharmacist/);
    expect(classifyRequest('Can you read my x-ray?').reply).toMatch(/clinician you're booked with/);
    expect(classifyRequest('Can I stop taking my blood pressure pills?').reply).toMatch(/prescriber/);
  });

  it('every reply, in every language, passes the output guardrail', () => {
    for (const byLocale of Object.values(REPLIES)) {
      for (const [locale, reply] of Object.entries(byLocale)) expect(checkText(reply, { locale: locale as 'en' }).violations, reply).toEqual([]);
    }
  });
});
