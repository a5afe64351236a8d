// Why this exists: the shared vocabulary of the offline clinical engine, so that the red-flag
// screen, the history interviewer, the specialists, safety review and the machine agree on shapes.

import type { Sex } from '../../machines/contract/clinical.types.ts';

/** The part the consult machine shares (locale, patient, red-flag hit, emergency notice) is its contract. */
export type { EmergencyLine, EmergencyNotice, Locale, PatientInfo, RedFlagHit, Sex } from '../../machines/contract/clinical.types.ts';
export { LOCALES } from '../../machines/contract/clinical.types.ts';

/** OPQRST and background facts extracted from everything the patient said. */
export interface Opqrst {
  onset?: string;
  provocation?: string;
  palliation?: string;
  quality?: string;
  region?: string;
  radiation?: string;
  /** 0..10 */
  severity?: number;
  timing?: string;
}

export type HistoryField =
  | 'complaint' | 'onset' | 'provocation' | 'quality' | 'region' | 'severity' | 'timing'
  | 'age' | 'sex' | 'pregnancy' | 'medications' | 'allergies' | 'conditions' | 'associated';

export interface HistoryFacts {
  /** the patient's main complaint in their words (first substantive message) */
  complaint: string;
  opqrst: Opqrst;
  age?: number;
  sex?: Sex;
  pregnant?: boolean;
  medications: string[];
  allergies: string[];
  conditions: string[];
  /** normalised finding ids (from the knowledge base lexicon), e.g. "fever", "chest_pain", "rash" */
  findings: string[];
  /** findings the patient explicitly denied, e.g. "fever" from "no fever" */
  negatedFindings: string[];
  /** fields the patient said they do not know */
  unknown: HistoryField[];
}

/** One specialist's opinion: the same shape Claude's specialist role returns. */
export interface SpecialistOpinion {
  agent: string;
  specialty: string;
  confidence: number; // 0..1
  urgency: number; // 1..5
  reasoning: string;
  /** the specialties this seat would have see the patient, its vote first: the consensus counts a vote for each */
  differential_specialties?: string[];
}

/** Everything the engine's scorers need about one case, merged from facts and patient info. */
export interface CaseProfile {
  present: Set<string>;
  negated: Set<string>;
  age?: number;
  sex?: Sex;
  pregnant: boolean;
  severity?: number;
  durationDays?: number;
  sudden: boolean;
}
