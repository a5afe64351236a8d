// Why this exists: the condition model's findings from every group file, in one list for the lexicon.
import type { FindingDef } from '../finding.builders.ts';
import { FINDINGS_ABDOMEN_PELVIS } from './abdomen-pelvis.findings.ts';
import { FINDINGS_NEURO_MIND_SKIN_MSK } from './neuro-mind-skin-msk.findings.ts';
import { FINDINGS_THORAX_INFECTION } from './thorax-infection.findings.ts';
import { FINDINGS_GENERAL_SIGNS } from './general-signs.findings.ts';
import { FINDINGS_SITES } from './sites.findings.ts';
import { FINDINGS_VITALS } from './vitals.findings.ts';
import { FINDINGS_PHRASING } from './phrasing.findings.ts';
import { FINDINGS_EXPOSURES } from './exposures.findings.ts';

export const CONDITION_FINDINGS: readonly FindingDef[] = [
  ...FINDINGS_VITALS, ...FINDINGS_SITES, ...FINDINGS_GENERAL_SIGNS, ...FINDINGS_THORAX_INFECTION, ...FINDINGS_ABDOMEN_PELVIS, ...FINDINGS_NEURO_MIND_SKIN_MSK,
  ...FINDINGS_EXPOSURES, ...FINDINGS_PHRASING,
];
