// Why this exists: a frightened patient's "is it serious?" / "I'm scared" (the whole turn) is told apart from an
// answer to the interview's question; an answer that merely mentions fear or seriousness is still an answer, and
// no turn of the evaluation consults reads as one.
import { describe, expect, it } from 'vitest';
import { evalTurns } from '../../support/eval-turns.ts';
import { voicesWorry } from '../../../machines/patient-intent.ts';

describe('patient intent: a frightened "is it serious?"', () => {
  it('is read in the four languages, with or without the fear said', () => {
    for (const t of [
      'Is it serious?', "Is this serious? I'm scared", "I'm so scared", 'Am I going to die?', 'should I be worried?',
      '¿Es grave? Tengo mucho miedo', '¿Es algo grave?', 'Tengo miedo', 'Estoy muy asustada, ¿es grave?', '¿Me voy a morir?',
      "C'est grave ?", "J'ai peur, est-ce que c'est grave ?", 'Je suis inquiète', 'É grave?', 'Estou com medo', 'Tenho muito medo, é grave?',
    ]) expect(voicesWorry(t), t).toBe(true);
  });

  it('an answer that says more is an answer', () => {
    for (const t of [
      'It comes and goes, is it serious?', 'No, but I am scared of needles', 'Va y viene', 'Es grave el dolor, un 8 de 10',
      'I was worried about my heart last year', 'No tengo miedo', "Il y a deux jours, c'est grave ?", 'Desde ontem',
    ]) expect(voicesWorry(t), t).toBe(false);
  });

  it('no turn of the evaluation cases reads as one', () => {
    const turns = evalTurns();
    expect(turns.filter((t) => voicesWorry(t))).toEqual([]);
  });
});
