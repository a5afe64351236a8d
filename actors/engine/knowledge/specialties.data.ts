// Why this exists: what each of the 25 council specialties looks for (weighted findings, risk factors, syndromes, age and sex fit), as data the council and specialists score against.
import type { Sex } from '../types.ts';

/** A syndrome bonus: every `all` finding present and, when given, at least one of `any`. */
export interface Combo { all: string[]; any?: string[]; bonus: number }

/** `standalone`: applies even when no finding fits the specialty (a child always fits paediatrics). */
export interface DemographicBonus { minAge?: number; maxAge?: number; sex?: Sex; pregnant?: boolean; bonus: number; standalone?: boolean }

export interface SpecialtyProfile {
  id: string;
  label: string;
  /** short human-readable focus, used in reasoning: "symptoms are consistent with a {focus} problem" */
  focus: string;
  /** weight per finding id (symptoms and modifiers): 1 weak, 2 moderate, 3 strong, 4-5 defining */
  findings: Record<string, number>;
  /** weight per background risk id (from the text, conditions or medications) */
  risks?: Record<string, number>;
  combos?: Combo[];
  demographics?: DemographicBonus[];
  /** score every case starts with (general practice only) */
  base?: number;
  /** the specialty only scores for patients who fit (paediatrics for minors, geriatrics for the old) */
  requires?: { minAge?: number; maxAge?: number; notSex?: Sex };
}

export const GENERAL_PRACTICE = 'general_practice';

export const SPECIALTY_PROFILES: SpecialtyProfile[] = [
  {
    id: 'general_practice', label: 'General Practice', focus: 'common, general or multi-system', base: 2,
    findings: {
      mouth_ulcer: 2, teething: 0.5,
      cold_symptoms: 3, flu_like: 2.5, unwell: 2.5, fatigue: 2, runny_nose: 2, sore_throat: 1.5, sinus_congestion: 1.5, sneezing: 1,
      cough: 1, productive_cough: 1.5, fever: 1, low_grade_fever: 0.5, chills: 1, headache: 1, back_pain: 1.5, neck_pain: 1, muscle_pain: 1.5,
      dysuria: 1.5, urinary_frequency: 1, insomnia: 1, stress: 1.5, weight_gain: 1, appetite_loss: 1, nausea: 1, vomiting: 1, diarrhea: 1.5,
      constipation: 1.5, heartburn: 1.5, bloating: 1, rash: 0.5, itch: 0.5, ear_pain: 1, high_bp_reading: 2, dizziness: 1, lightheaded: 1,
      insect_bite: 1.5, wound: 1.5, burn: 1, cold_sore: 2, acne: 1, lymph_nodes: 1, swelling: 0.5, fertility_contraception: 1,
    },
    risks: { risk_hypertension: 0.5, risk_diabetes: 0.5, risk_polypharmacy: 0.5 },
  },
  {
    id: 'emergency_medicine', label: 'Emergency Medicine', focus: 'acute, potentially time-critical',
    findings: {
      overdose: 4, ingestion: 3, uncontrolled_bleeding: 5, gaping_wound: 5, foreign_body: 1.5,
      syncope: 2, seizure: 2, head_injury: 3, fracture_signs: 1.5, animal_bite: 1.5, burn: 1, wound: 1.5, vomiting_blood: 3,
      cant_speak_sentences: 3, angioedema: 2, allergic_reaction: 2, confusion: 2, trismus_drooling: 2, eye_injury: 1.5, dehydration: 1.5,
      injury: 1, suicidal: 1, worst_headache: 2, one_sided_weakness: 1.5, facial_droop: 1.5, speech_difficulty: 1.5, cold_limb: 1.5, severe: 1,
    },
    risks: { risk_anticoagulant: 0.5 },
  },
  {
    id: 'cardiology', label: 'Cardiology', focus: 'heart and circulation',
    findings: {
      chest_pain: 3, chest_pressure: 3, radiating_arm_jaw: 3, palpitations: 4, irregular_heartbeat: 4, syncope: 2.5, dyspnea_on_exertion: 3,
      orthopnea: 4, pnd: 4, leg_swelling: 2, diaphoresis: 1.5, exertional: 1.5, lightheaded: 1.5, high_bp_reading: 2.5, dyspnea: 1.5,
    },
    risks: { risk_cad: 2, risk_chf: 2, risk_afib: 2, risk_hypertension: 1, risk_hyperlipidemia: 1, risk_family_cad: 1, risk_diabetes: 0.5, risk_smoking: 0.5 },
    combos: [
      { all: ['chest_pain'], any: ['exertional', 'diaphoresis', 'radiating_arm_jaw'], bonus: 2 },
      { all: ['leg_swelling'], any: ['orthopnea', 'pnd', 'dyspnea_on_exertion'], bonus: 2 },
    ],
    demographics: [{ minAge: 40, bonus: 0.5 }],
  },
  {
    id: 'neurology', label: 'Neurology', focus: 'brain, nerve and headache',
    findings: {
      gca_signs: 1,
      headache: 3, worst_headache: 3, numbness: 3, tingling: 2.5, weakness: 2, one_sided_weakness: 4, facial_droop: 4, speech_difficulty: 4,
      seizure: 4, tremor: 4, memory_loss: 3, confusion: 2, vertigo: 2, dizziness: 1.5, balance_problems: 3, double_vision: 2, vision_loss: 1.5,
      syncope: 1.5, photophobia: 1.5, stiff_neck: 2, head_injury: 2,
    },
    risks: { risk_stroke: 1.5, risk_afib: 0.5 },
    combos: [
      { all: ['headache'], any: ['photophobia', 'nausea', 'vomiting', 'vision_change', 'numbness'], bonus: 1.5 },
      { all: ['numbness', 'tingling'], bonus: 1 },
      { all: ['weakness'], any: ['numbness', 'speech_difficulty', 'balance_problems'], bonus: 1.5 },
    ],
  },
  {
    id: 'dermatology', label: 'Dermatology', focus: 'skin, hair and nail',
    findings: {
      nappy_rash: 2,
      rash: 3, itch: 2.5, skin_redness: 2.5, hives: 2, blisters: 2.5, band_rash: 3, bullseye_rash: 1, skin_lesion: 4, acne: 4, hair_loss: 4,
      dry_skin: 3, nail_problem: 3, drug_reaction: 2, cold_sore: 2, insect_bite: 1.5, burn: 1.5, wound_infection: 1.5, swelling: 0.5, petechiae: 1, leg_ulcer: 1.5, bruising: 0.5,
    },
    combos: [{ all: ['rash', 'itch'], bonus: 1 }, { all: ['skin_redness', 'swelling'], bonus: 1 }],
  },
  {
    id: 'gastroenterology', label: 'Gastroenterology', focus: 'digestive, bowel and liver',
    findings: {
      abdominal_pain: 2, abd_pain_epigastric: 2.5, abd_pain_ruq: 2, abd_pain_luq: 1.5, abd_pain_llq: 2, abd_pain_lower: 1, abd_pain_rlq: 1, nausea: 2,
      vomiting: 2, diarrhea: 3, blood_in_stool: 3.5, black_stool: 5, vomiting_blood: 4, constipation: 3, heartburn: 4, bloating: 3, dysphagia: 3.5,
      jaundice: 3, rectal_pain: 2.5, appetite_loss: 1, abdominal_distension: 2, weight_loss: 1, ate_suspect_food: 1.5,
    },
    risks: { risk_liver: 2, risk_autoimmune: 1 },
    combos: [{ all: ['diarrhea'], any: ['abdominal_pain', 'vomiting', 'blood_in_stool'], bonus: 1 }],
  },
  {
    id: 'pulmonology', label: 'Pulmonology', focus: 'lung and breathing',
    findings: {
      stridor: 1,
      cough: 2, productive_cough: 2, dyspnea: 3, wheeze: 4, hemoptysis: 4, pleuritic_pain: 2.5, snoring_apnea: 4, cant_speak_sentences: 3,
      dyspnea_on_exertion: 1.5, chest_pressure: 0.5,
    },
    risks: { risk_asthma: 2, risk_copd: 3, risk_smoking: 1 },
    combos: [{ all: ['cough', 'dyspnea'], bonus: 1 }, { all: ['cough', 'fever'], any: ['dyspnea', 'productive_cough', 'pleuritic_pain'], bonus: 1.5 }],
  },
  {
    id: 'endocrinology', label: 'Endocrinology', focus: 'hormone, thyroid and blood sugar',
    findings: {
      ketones: 4,
      polyuria: 4, thirst: 4, weight_loss: 1.5, weight_gain: 2, heat_cold_intolerance: 4, neck_swelling: 3, high_blood_sugar: 4, low_blood_sugar: 4,
      fatigue: 1, hair_loss: 1, tremor: 1, palpitations: 0.5, hot_flashes: 1,
    },
    risks: { risk_diabetes: 2 },
    combos: [{ all: ['polyuria', 'thirst'], bonus: 2 }],
  },
  {
    id: 'infectious_disease', label: 'Infectious Disease', focus: 'infection',
    findings: {
      pep_exposure: 5,
      fever: 2, high_fever: 1.5, chills: 2, night_sweats: 1.5, recent_travel: 3, tick_bite: 3, bullseye_rash: 5, animal_bite: 2.5, wound_infection: 2,
      lymph_nodes: 1.5, penile_discharge: 3, sick_contacts: 1, ate_suspect_food: 1.5, diarrhea: 0.5, flu_like: 1,
    },
    risks: { risk_immunosuppressed: 2 },
    combos: [
      { all: ['fever', 'recent_travel'], bonus: 3 }, { all: ['fever', 'skin_redness'], bonus: 2.5 }, { all: ['fever', 'stiff_neck'], bonus: 3 },
      { all: ['fever', 'rash'], bonus: 1.5 }, { all: ['fever'], any: ['risk_immunosuppressed', 'risk_chemotherapy'], bonus: 2 },
      { all: ['fever', 'swollen_tonsils', 'lymph_nodes'], bonus: 1 },
    ],
  },
  {
    id: 'rheumatology', label: 'Rheumatology', focus: 'joint, autoimmune and inflammatory',
    findings: {
      gca_signs: 5, joint_pain: 3, joint_swelling: 3, big_toe_pain: 3, back_pain: 0.5, muscle_pain: 1, fatigue: 0.5, rash: 0.5, dry_skin: 0.5 },
    risks: { risk_autoimmune: 3 },
    combos: [
      { all: ['joint_pain', 'joint_swelling'], bonus: 1.5 }, { all: ['joint_pain'], any: ['rash', 'fatigue', 'red_eye'], bonus: 1 },
      { all: ['joint_pain', 'skin_redness'], bonus: 1 },
    ],
  },
  {
    id: 'urology', label: 'Urology', focus: 'urinary tract and male genital',
    findings: {
      testicular_lump: 5,
      dysuria: 2.5, urinary_frequency: 2.5, hematuria: 3.5, flank_pain: 3, urinary_retention: 4, incontinence: 3, nocturia_weak_stream: 4,
      testicular_pain: 4, penile_discharge: 2, erectile_dysfunction: 4, abd_pain_lower: 1,
    },
  },
  {
    id: 'nephrology', label: 'Nephrology', focus: 'kidney',
    findings: {
      missed_dialysis: 5, foamy_urine: 4, decreased_urination: 2, leg_swelling: 1, hematuria: 1.5, flank_pain: 1, high_bp_reading: 1, fatigue: 0.5 },
    risks: { risk_ckd: 4, risk_hypertension: 0.5, risk_diabetes: 0.5 },
    combos: [{ all: ['leg_swelling', 'foamy_urine'], bonus: 2 }, { all: ['decreased_urination', 'leg_swelling'], bonus: 1.5 }],
  },
  {
    id: 'psychiatry', label: 'Psychiatry', focus: 'mental health',
    findings: {
      overdose: 2,
      anxiety: 3, panic_attack: 4, low_mood: 4, suicidal: 5, hallucinations: 5, insomnia: 2, stress: 2.5, substance_use: 4, eating_disorder: 4,
      memory_loss: 0.5, fatigue: 0.5,
    },
    combos: [{ all: ['low_mood', 'insomnia'], bonus: 1 }, { all: ['anxiety', 'insomnia'], bonus: 1 }],
  },
  {
    id: 'obstetrics_gynecology', label: 'Obstetrics and Gynecology', focus: "pregnancy and women's health",
    findings: {
      vaginal_bleeding: 4, pelvic_pain: 3.5, missed_period: 4, heavy_periods: 4, painful_periods: 4, vaginal_discharge: 4, breast_lump: 2,
      breast_pain: 3, hot_flashes: 4, pregnancy: 4, leaking_fluid: 5, reduced_fetal_movement: 5, fertility_contraception: 4, abd_pain_lower: 1.5,
    },
    demographics: [{ pregnant: true, bonus: 3, standalone: true }, { sex: 'female', minAge: 12, maxAge: 55, bonus: 0.5 }],
    requires: { notSex: 'male' },
  },
  {
    id: 'orthopedics', label: 'Orthopedics', focus: 'bone, joint and spine',
    findings: {
      tendon_rupture_signs: 4,
      joint_pain: 2, back_pain: 2.5, neck_pain: 2, limb_pain: 2, injury: 3, fracture_signs: 4, sprain: 2.5, limited_motion: 3, fall: 1.5, joint_swelling: 1.5,
    },
    combos: [{ all: ['injury'], any: ['joint_pain', 'limb_pain', 'back_pain', 'neck_pain'], bonus: 1 }],
  },
  {
    id: 'otolaryngology', label: 'Otolaryngology (ENT)', focus: 'ear, nose and throat',
    findings: {
      foreign_body: 4, mouth_ulcer: 1, stridor: 1.5,
      sore_throat: 2.5, swollen_tonsils: 3, trismus_drooling: 3, hoarseness: 3.5, runny_nose: 1, sinus_congestion: 2.5, sneezing: 0.5, ear_pain: 3.5,
      ear_discharge: 4, hearing_loss: 4, tinnitus: 4, nosebleed: 4, facial_pain: 2.5, vertigo: 2, dysphagia: 1.5, lump: 0.5, neck_swelling: 1,
      lymph_nodes: 1, snoring_apnea: 2,
    },
    combos: [{ all: ['sore_throat', 'swollen_tonsils'], bonus: 1 }, { all: ['sinus_congestion', 'facial_pain'], bonus: 1.5 }],
  },
  {
    id: 'ophthalmology', label: 'Ophthalmology', focus: 'eye and vision',
    findings: {
      gca_signs: 1,
      eye_pain: 4, red_eye: 4, eye_discharge: 3.5, itchy_eyes: 2, vision_change: 4, vision_loss: 5, flashes_floaters: 5, double_vision: 3,
      eyelid_bump: 4, eye_injury: 4, photophobia: 1.5,
    },
  },
  {
    id: 'pediatrics', label: 'Pediatrics', focus: "child's",
    findings: {
      teething: 3, nappy_rash: 2.5, drooling: 0.5, stridor: 2, ingestion: 1,
      fever: 1.5, ear_pain: 1, cough: 1, vomiting: 1, diarrhea: 1, rash: 1, poor_feeding: 4, inconsolable: 4, strawberry_tongue: 3,
      decreased_urination: 1.5, dehydration: 2, sore_throat: 0.5,
    },
    demographics: [
      { maxAge: 1, bonus: 5, standalone: true }, { minAge: 1, maxAge: 5, bonus: 4, standalone: true },
      { minAge: 5, maxAge: 12, bonus: 3, standalone: true }, { minAge: 12, maxAge: 18, bonus: 1.5, standalone: true },
    ],
    requires: { maxAge: 18 },
  },
  {
    id: 'allergy_immunology', label: 'Allergy and Immunology', focus: 'allergy and immune',
    findings: {
      hives: 4, angioedema: 4, allergic_reaction: 4, drug_reaction: 4, allergy_symptoms: 4, sneezing: 2.5, itchy_eyes: 3, runny_nose: 1.5, wheeze: 1, itch: 1.5,
      seasonal_pattern: 3, sinus_congestion: 1,
    },
    risks: { risk_asthma: 1 },
    combos: [{ all: ['sneezing', 'itchy_eyes'], bonus: 1.5 }, { all: ['hives', 'itch'], bonus: 1 }],
  },
  {
    id: 'hematology', label: 'Hematology', focus: 'blood and clotting',
    findings: {
      high_inr: 5, bruising: 3.5, easy_bleeding: 4, pallor: 3, fatigue: 1, lymph_nodes: 1.5, petechiae: 2.5, nosebleed: 1, heavy_periods: 0.5 },
    risks: {
      risk_sickle_cell: 5, risk_anticoagulant: 2 },
    combos: [{ all: ['bruising', 'easy_bleeding'], bonus: 1.5 }, { all: ['pallor', 'fatigue'], bonus: 1 }, { all: ['pallor'], any: ['heavy_periods', 'dyspnea_on_exertion', 'black_stool'], bonus: 1 }],
  },
  {
    id: 'oncology', label: 'Oncology', focus: 'possible cancer',
    findings: {
      testicular_lump: 1, lump: 1.5, weight_loss: 3, night_sweats: 2, lymph_nodes: 2, breast_lump: 3, appetite_loss: 1, hemoptysis: 1, black_stool: 0.5, skin_lesion: 1 },
    risks: { risk_cancer: 4, risk_chemotherapy: 4 },
    combos: [
      { all: ['weight_loss', 'night_sweats'], bonus: 2 }, { all: ['lymph_nodes'], any: ['weight_loss', 'night_sweats'], bonus: 2 },
      { all: ['lump', 'weight_loss'], bonus: 2 },
    ],
    demographics: [{ minAge: 50, bonus: 0.5 }],
  },
  {
    id: 'general_surgery', label: 'General Surgery', focus: 'acute abdominal or surgical',
    findings: {
      abd_pain_rlq: 4, abd_pain_periumbilical: 1.5, abd_pain_ruq: 2, abdominal_pain: 1, hernia_bulge: 4, abdominal_distension: 2, wound_infection: 2.5,
      lump: 3, breast_lump: 1.5, rectal_pain: 1.5,
    },
    combos: [
      { all: ['abdominal_pain', 'fever'], bonus: 1.5 }, { all: ['abd_pain_rlq'], any: ['nausea', 'vomiting', 'appetite_loss', 'fever'], bonus: 1.5 },
      { all: ['abdominal_pain', 'severe'], any: ['vomiting', 'sudden_onset'], bonus: 1.5 },
    ],
  },
  {
    id: 'vascular_surgery', label: 'Vascular Surgery', focus: 'vein and artery',
    findings: {
      claudication: 5, varicose_veins: 5, cold_limb: 5, leg_ulcer: 4, calf_pain: 2.5, leg_swelling: 2.5, limb_pain: 1, unilateral: 0.5, immobilization: 1.5,
    },
    risks: { risk_pvd: 3, risk_dvt_history: 2, risk_smoking: 0.5, risk_diabetes: 0.5 },
    combos: [{ all: ['calf_pain', 'leg_swelling'], bonus: 2 }, { all: ['leg_swelling', 'unilateral'], bonus: 1 }],
  },
  {
    id: 'geriatrics', label: 'Geriatrics', focus: 'older-adult health',
    findings: {
      fall: 3, memory_loss: 3, confusion: 2.5, incontinence: 2, balance_problems: 2, weakness: 1, fatigue: 0.5, appetite_loss: 0.5, weight_loss: 0.5,
    },
    risks: { risk_polypharmacy: 3 },
    demographics: [{ minAge: 75, bonus: 2 }, { minAge: 85, bonus: 1 }],
    requires: { minAge: 65 },
  },
  {
    id: 'sports_medicine', label: 'Sports Medicine', focus: 'sport and exercise injury',
    findings: {
      tendon_rupture_signs: 2, sports_injury: 2, sprain: 3, muscle_pain: 2, injury: 1.5, joint_pain: 1.5, limited_motion: 1.5, can_bear_weight: 1, fracture_signs: 0.5 },
    combos: [{ all: ['sports_injury'], any: ['joint_pain', 'sprain', 'muscle_pain', 'injury', 'limb_pain', 'limited_motion'], bonus: 3 }],
    demographics: [{ minAge: 12, maxAge: 50, bonus: 0.5 }],
  },
];

export const SPECIALTY_IDS: string[] = SPECIALTY_PROFILES.map((p) => p.id);

export function specialtyProfile(id: string): SpecialtyProfile | undefined {
  return SPECIALTY_PROFILES.find((p) => p.id === id);
}
