// Why this exists: the consult's language is detected from the patient's first words when the client
// sent no locale; each language must be recognised and nonsense must not be guessed.
import { describe, expect, it } from 'vitest';
import { baseLocale, detectLanguage, textLang } from '../../../actors/engine/language.ts';
import { offerPrompt } from '../../../actors/tools/booking.texts.ts';
import { questionText } from '../../../actors/engine/history-questions.ts';
import { verifyNote } from '../../../actors/llm/evidence-web.ts';

describe('detectLanguage', () => {
  it.each([
    ['I have had a headache and a fever since yesterday evening', 'en'],
    ["J'ai mal au ventre depuis trois jours et un peu de fièvre", 'fr'],
    ['Tengo dolor de cabeza y fiebre desde hace dos días', 'es'],
    ['Estou com dor de cabeça e febre há dois dias', 'pt'],
    ['我头痛发烧两天了', 'zh'],
    ['عندي صداع وحمى منذ يومين', 'ar'],
    ['मुझे दो दिन से सिरदर्द और बुखार है', 'hi'],
    ['me duele la garganta', 'es'],
    ["j'ai mal à la gorge", 'fr'],
    ['tenho tosse', 'pt'],
    ['sore throat', 'en'],
  ])('%s → %s', (text, expected) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it('does not guess from empty or symbol-only text', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('?? 123 !!')).toBeNull();
  });

  it('with clearOnly, does not take a short ASCII message for English (a browser language stays until the patient is clear)', () => {
    expect(detectLanguage('sore throat', { clearOnly: true })).toBeNull();
    expect(detectLanguage('me pica la piel', { clearOnly: true })).toBeNull();
    expect(detectLanguage('I have had an itchy red rash on my forearms for two weeks', { clearOnly: true })).toBe('en');
    expect(detectLanguage('me duele la garganta', { clearOnly: true })).toBe('es');
  });

  it('takes the base of a locale tag when it is one of the seven', () => {
    expect(baseLocale('pt-BR')).toBe('pt');
    expect(baseLocale('EN')).toBe('en');
    expect(baseLocale('de-DE')).toBeNull();
    expect(baseLocale(undefined)).toBeNull();
  });
});

describe('textLang: the one rule for which language our texts are written in', () => {
  it.each([
    ['es-MX', 'es', false], ['ES-MX', 'es', false], ['pt_BR', 'pt', false], ['fr', 'fr', false], ['en-GB', 'en', false],
    ['de-DE', 'en', true], ['zh', 'en', true], [undefined, 'en', true], ['', 'en', true],
  ])('%s reads %s (fallback %s)', (locale, lang, fallback) => {
    expect(textLang(locale)).toEqual({ lang, fallback });
  });

  it('is the rule the booking, history and evidence texts follow, upper-case tags included', () => {
    expect(offerPrompt('dermatology', 'ES-MX')).toBe(offerPrompt('dermatology', 'es'));
    expect(offerPrompt('dermatology', 'ES-MX')).not.toBe(offerPrompt('dermatology', 'en'));
    expect(verifyNote('ES')).toBe(verifyNote('es'));
    expect(verifyNote('ES')).not.toBe(verifyNote('en'));
    const facts = { complaint: 'rash', opqrst: {}, medications: [], allergies: [], conditions: [], findings: [], negatedFindings: [], unknown: [] };
    expect(questionText('onset', facts as never, 'PT-BR')).toEqual(questionText('onset', facts as never, 'pt'));
    expect(questionText('onset', facts as never, 'de').fallback).toBe(true);
  });
});
