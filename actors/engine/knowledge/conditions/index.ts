// Why this exists: every condition of the model, in one list for the differential scorer.
import { CONDITIONS_ABDOMEN_PELVIS } from './abdomen-pelvis.conditions.ts';
import type { ConditionDef } from './condition.types.ts';
import { CONDITIONS_NEURO_MIND_SKIN_MSK } from './neuro-mind-skin-msk.conditions.ts';
import { CONDITIONS_THORAX_INFECTION } from './thorax-infection.conditions.ts';

export type { AgeBand, CareLevel, ConditionDef, ConditionFinding, Escalator, Frequency, Specificity } from './condition.types.ts';

export const CONDITIONS: readonly ConditionDef[] = [
  ...CONDITIONS_THORAX_INFECTION, ...CONDITIONS_ABDOMEN_PELVIS, ...CONDITIONS_NEURO_MIND_SKIN_MSK,
];
