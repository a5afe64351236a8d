// Why this exists: partial, pre-clinical HEART and CHA2DS2-VASc estimates from what the patient told us, for the clinician's handoff (never a decision on their own).
import { caseProfile, type CaseProfile } from './urgency.ts';
import type { HistoryFacts, PatientInfo } from './types.ts';

export interface HeartScore {
  score: number;
  components: { history: number; ecg: number; age: number; riskFactors: number; troponin: number };
  band: 'low' | 'moderate' | 'high';
}

export interface Cha2ds2VascScore {
  score: number;
  components: { chf: number; hypertension: number; age: number; diabetes: number; strokeTia: number; vascular: number; sexCategory: number };
}

export interface RiskScores {
  /** null when the score applies but a required input is missing (see `missing`) */
  heart?: HeartScore | null;
  cha2ds2vasc?: Cha2ds2VascScore | null;
  missing: { heart?: string[]; cha2ds2vasc?: string[] };
  notes: string[];
}

const PARTIAL_NOTE = 'These are partial pre-clinical estimates from patient-reported information only; they support, and never replace, a clinician\'s assessment.';

const HIGH_SUSPICION = ['chest_pressure', 'radiating_arm_jaw', 'diaphoresis', 'exertional', 'dyspnea_on_exertion'];
const MODERATE_SUSPICION = ['dyspnea', 'nausea', 'palpitations', 'lightheaded', 'syncope', 'sudden_onset'];
const LOW_SUSPICION = ['pleuritic_pain', 'cough', 'heartburn', 'muscle_pain', 'injury', 'anxiety', 'panic_attack'];

/** HEART "History": 2 highly, 1 moderately, 0 slightly suspicious, from the described features. */
function heartHistory(c: CaseProfile): number {
  const high = HIGH_SUSPICION.filter((id) => c.present.has(id)).length;
  const moderate = MODERATE_SUSPICION.filter((id) => c.present.has(id)).length;
  const low = LOW_SUSPICION.filter((id) => c.present.has(id)).length;
  if (high >= 2 || (high >= 1 && moderate >= 1)) return 2;
  if (high === 1 || moderate >= 1) return low >= 2 ? 0 : 1;
  return 0;
}

function heartAge(age: number): number {
  if (age >= 65) return 2;
  if (age >= 45) return 1;
  return 0;
}

/** HEART "Risk factors": known atherosclerotic disease scores 2; otherwise 0, 1-2 or 3+ classic factors. */
function heartRisk(c: CaseProfile): { points: number; count: number; atherosclerotic: boolean } {
  const classic = ['risk_hypertension', 'risk_hyperlipidemia', 'risk_diabetes', 'risk_obesity', 'risk_smoking', 'risk_family_cad'];
  const count = classic.filter((id) => c.present.has(id)).length;
  const atherosclerotic = ['risk_cad', 'risk_stroke', 'risk_pvd'].some((id) => c.present.has(id));
  const points = atherosclerotic || count >= 3 ? 2 : count >= 1 ? 1 : 0;
  return { points, count, atherosclerotic };
}

function computeHeart(c: CaseProfile, notes: string[], missing: RiskScores['missing']): HeartScore | null | undefined {
  if (!c.present.has('chest_pain')) {
    notes.push('HEART not computed: it applies to chest pain, which was not reported.');
    return undefined;
  }
  if (c.age === undefined) {
    missing.heart = ['age'];
    notes.push('HEART not computed: age is unknown.');
    return null;
  }
  const history = heartHistory(c);
  const age = heartAge(c.age);
  const risk = heartRisk(c);
  notes.push('HEART: ECG not available, scored 0 (unknown); the true score may be higher.');
  notes.push('HEART: troponin not available, scored 0 (unknown); the true score may be higher.');
  if (risk.count === 0 && !risk.atherosclerotic) notes.push('HEART: no risk factors were reported, which is not the same as none being present.');
  const score = history + age + risk.points;
  const band = score >= 7 ? 'high' : score >= 4 ? 'moderate' : 'low';
  return { score, components: { history, ecg: 0, age, riskFactors: risk.points, troponin: 0 }, band };
}

function computeCha2ds2Vasc(c: CaseProfile, notes: string[], missing: RiskScores['missing']): Cha2ds2VascScore | null {
  const gaps: string[] = [];
  if (c.age === undefined) gaps.push('age');
  if (c.sex === undefined) gaps.push('sex');
  if (gaps.length > 0) {
    missing.cha2ds2vasc = gaps;
    notes.push(`CHA2DS2-VASc not computed: missing ${gaps.join(' and ')}.`);
    return null;
  }
  const age = c.age as number;
  const components = {
    chf: c.present.has('risk_chf') ? 1 : 0,
    hypertension: c.present.has('risk_hypertension') ? 1 : 0,
    age: age >= 75 ? 2 : age >= 65 ? 1 : 0,
    diabetes: c.present.has('risk_diabetes') ? 1 : 0,
    strokeTia: c.present.has('risk_stroke') ? 2 : 0,
    vascular: c.present.has('risk_cad') || c.present.has('risk_pvd') ? 1 : 0,
    sexCategory: c.sex === 'female' ? 1 : 0,
  };
  if (c.sex === 'other') notes.push('CHA2DS2-VASc: sex recorded as other; the sex category was scored 0.');
  if (!c.present.has('risk_afib') && !c.present.has('irregular_heartbeat')) {
    notes.push('CHA2DS2-VASc is validated for atrial fibrillation, which has not been confirmed here.');
  }
  const score = Object.values(components).reduce((s, v) => s + v, 0);
  if (components.sexCategory === 1 && score === 1) notes.push('CHA2DS2-VASc: female sex alone does not raise stroke risk.');
  return { score, components };
}

/** HEART (for chest pain) and CHA2DS2-VASc, computed from the history when the data allows. */
export function computeRiskScores(facts: HistoryFacts, patient: PatientInfo = {}): RiskScores {
  const c = caseProfile(facts, patient);
  const notes: string[] = [PARTIAL_NOTE];
  const missing: RiskScores['missing'] = {};
  const result: RiskScores = { missing, notes };
  const heart = computeHeart(c, notes, missing);
  if (heart !== undefined) result.heart = heart;
  result.cha2ds2vasc = computeCha2ds2Vasc(c, notes, missing);
  return result;
}
