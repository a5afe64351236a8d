// Why this exists: vital-sign and measurement findings (low oxygen, fast pulse, low blood pressure, very
// high or low sugar) as words people use; the numbers themselves are read by actors/engine/vital-signs.ts.
import type { FindingDef } from '../finding.builders.ts';

export const FINDINGS_VITALS: FindingDef[] = [];
