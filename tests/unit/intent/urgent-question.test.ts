// Why this exists: a health question that describes symptoms needing care today or sooner must be triaged, not
// answered as education ("¿es normal que me falte el aire de repente ... operación de cadera?"), while a general
// question stays a question. The engine's reading comes through the consult checks port.
import { beforeAll, describe, expect, it } from 'vitest';
import { provideConsultChecks } from '../../../machines/contract/consult-checks.ts';
import { engineConsultChecks } from '../../../actors/engine/consult-checks.ts';
import { classifyIntent } from '../../../machines/patient-intent.ts';
import { evalTurns } from '../../support/eval-turns.ts';

beforeAll(() => provideConsultChecks(engineConsultChecks));

describe('patient intent: a question describing urgent symptoms is a report', () => {
  it('triages questions whose symptoms the engine reads as same-day or sooner', () => {
    for (const t of [
      '¿Es normal que me falte el aire de repente y me duela el pecho al respirar? Llevo una semana en cama por una operación de cadera',
      'Is it normal to have crushing chest pain and sweating after dinner?',
      "Mon mari est diabétique sous insuline, sa glycémie est à 0,38 et il ne répond plus, qu'est-ce que je fais ?",
    ]) expect(classifyIntent(t).kind, t).toBe('symptom');
  });
  it('keeps general questions as questions', () => {
    for (const t of ['What are the common symptoms of diabetes?', 'How long does a cold usually last?', '¿Qué es la hipertensión?', 'Is it safe to exercise during pregnancy?']) {
      expect(classifyIntent(t).kind, t).toBe('question');
    }
  });
  it('diverts no turn of the evaluation cases into a question', () => {
    expect(evalTurns().filter((t) => classifyIntent(t).kind === 'question')).toEqual([]);
  });
});
