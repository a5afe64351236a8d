// Why this exists: findings the condition model's neuro-mind-skin-msk conditions need that the base lexicon lacks,
// with lay, third-person, clinical and abbreviated phrasings in en, es, fr and pt.
import type { FindingDef } from '../finding.builders.ts';

export const FINDINGS_NEURO_MIND_SKIN_MSK: FindingDef[] = [];
