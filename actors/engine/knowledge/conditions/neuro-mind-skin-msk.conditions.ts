// Why this exists: the condition model's neuro-mind-skin-msk conditions, written from textbook and guideline descriptions.
import type { ConditionDef } from './condition.types.ts';

export const CONDITIONS_NEURO_MIND_SKIN_MSK: ConditionDef[] = [];
