// Why this exists: the shared vocabulary of the offline clinical engine, so that the red-flag
// screen, the history interviewer, the specialists, safety review and the machine agree on shapes.

export type Locale = 'en' | 'fr' | 'es' | 'pt' | 'zh' | 'ar' | 'hi';
export const LOCALES: readonly Locale[] = ['en', 'fr', 'es', 'pt', 'zh', 'ar', 'hi'];

export type Sex = 'female' | 'male' | 'other';

export interface PatientInfo {
  age?: number;
  sex?: Sex;
  pregnant?: boolean;
  name?: string;
}

/** One hit of the deterministic red-flag screen. */
export interface RedFlagHit {
  /** stable rule id, e.g. "chest_pain", "stroke_facial_droop", "suicidal_ideation" */
  id: string;
  /** family of the rule, e.g. "cardiac", "stroke", "mental_health" */
  family: string;
  kind: 'medical' | 'mental_health';
  /** the piece of patient text that triggered it */
  matched: string;
  /** short clinician-facing label, English */
  label: string;
}

export interface EmergencyNotice {
  kind: 'medical' | 'mental_health';
  message: string;
  /** the lines to contact now, most important first */
  resources: EmergencyLine[];
  /** the locale's other lines (poison control, crisis and text lines not in `resources`) */
  otherResources?: EmergencyLine[];
  /** where the numbers apply (ISO 3166 code, or "intl") */
  region?: string;
  /** how the numbers are organised, when that matters (poison centres by province or region) */
  note?: string;
}
export interface EmergencyLine { label: string; contact: string; type?: 'emergency' | 'urgent' | 'poison' | 'crisis' | 'text'; keyword?: string }

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
