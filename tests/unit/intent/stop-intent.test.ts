// Why this exists: the "wants to end the consult" reading of a patient turn (`stop`) must not take anything else:
// no turn of the evaluation consults (their complaints and interview answers) reads as stop, nor do the stopping
// of a habit or a medicine, a symptom that will not stop, or words the red-flag screen is there for.
import { describe, expect, it } from 'vitest';
import { evalTurns } from '../../support/eval-turns.ts';
import { classifyIntent, wantsToStop } from '../../../machines/patient-intent.ts';

describe('patient intent: stop', () => {
  it('no turn of the evaluation cases reads as wanting to stop', () => {
    const turns = evalTurns();
    expect(turns.length).toBeGreaterThan(1000);
    expect(turns.filter((t) => wantsToStop(t))).toEqual([]);
  });

  it('reads the whole turn: a habit, a medicine or a symptom that will not stop is not it', () => {
    for (const t of [
      'I want to stop smoking', 'I want to stop taking my blood pressure pills', 'Can I stop my antibiotics?', 'I stopped my tablets last week',
      "The pain won't stop", "I can't stop coughing", 'It stops and starts', 'the bleeding does not stop',
      'Quiero dejar de fumar', 'Quiero parar de tomar la pastilla', 'No para de sangrar', 'el dolor no para',
      'Je veux arrêter de fumer', 'Je veux arrêter mon traitement', 'ça ne s’arrête pas',
      'Quero parar de fumar', 'Quero parar com o remédio', 'a dor não para',
      // the red-flag screen's words, never a wish to end the consult
      "I don't want to go on", "I can't go on anymore", 'I want to end it all', 'I want to end my life',
      'no quiero seguir viviendo', 'je veux en finir', 'quero acabar com tudo',
    ]) expect(wantsToStop(t), t).toBe(false);
  });

  it('takes the wish with a few words around it, in the four languages', () => {
    for (const t of [
      'I want to stop', 'stop', 'STOP!', 'ok, I want to stop now', "I'd like to stop here, thanks", 'Can we stop?', 'end this consult',
      'I do not want to continue', 'quiero parar', 'Quiero terminar, por favor', 'no quiero seguir con esto', 'je veux arrêter',
      "je voudrais arrêter là, s'il vous plaît", 'on arrête', 'quero parar', 'Quero encerrar a consulta agora', 'não quero continuar',
    ]) expect(classifyIntent(t).kind, t).toBe('stop');
  });
});
