// Why this exists: the clinical vocabulary the consult machine and the offline engine share (the patient's
// locale and details, a red-flag hit, the emergency notice), on the machine's side of the contract so that
// machines/ imports nothing from actors/; actors/engine/types.ts re-exports it for the engine.

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
