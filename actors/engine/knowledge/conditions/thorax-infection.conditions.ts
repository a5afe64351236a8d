// Why this exists: the condition model's thorax-infection conditions, written from textbook and guideline descriptions.
import type { ConditionDef } from './condition.types.ts';

export const CONDITIONS_THORAX_INFECTION: ConditionDef[] = [];
