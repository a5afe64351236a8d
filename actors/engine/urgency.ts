// Why this exists: the offline engine's urgency (1..5) from findings, red-flag combinations and patient modifiers, erring towards the higher level when in doubt.
import { FINDINGS, PREGNANCY_PELVIC_DANGER, URGENCY_RULES } from './knowledge/findings.data.ts';
import { FINDINGS_VITALS } from './knowledge/findings/vitals.findings.ts';
import { triageLevelFor } from '../../server/protocol/enums.ts';
import { differential, LEVEL_RANK, type DifferentialEntry } from './differential.ts';
import { CONDITIONS, type ConditionDef } from './knowledge/conditions/index.ts';
import { triageFromDifferential, URGENCY_OF } from './differential-triage.ts';
import { ageWithMonths, findingsFromHistory } from './findings.ts';
import { normalizeText } from './text-normalize.ts';
import { isChestWallStory, isReflexSyncopeStory, isStableAnginaStory } from './red-flags.ts';
import { measuredTemperatureC } from './finding-signals.ts';
import { NOT_A_DURATION } from './history.data.ts';
import type { CaseProfile, HistoryFacts, PatientInfo } from './types.ts';

export type { CaseProfile } from './types.ts';

export interface UrgencyAssessment {
  urgency: number;
  reasons: string[];
  /** the condition model's differential for the case, most likely first */
  differential: DifferentialEntry[];
}

const DEFS = new Map(FINDINGS.map((f) => [f.id, f]));
const URI_IDS = new Set(['cold_symptoms', 'runny_nose', 'sinus_congestion', 'sore_throat', 'cough', 'productive_cough', 'dry_cough', 'nocturnal_cough', 'sneezing']);
/** Stories in which an alarming-sounding symptom is known to be benign, so it neither raises the level nor blocks
 *  self-care: a knock to the head with a child who cried at once and is back to normal and none of the head-injury
 *  risk factors (NICE NG232); a faint at a needle or blood test, recovered, with no cardiac feature (NICE CG109);
 *  chest-wall pain after a strain, reproduced by pressing, under 50 (NICE CG95, as the red-flag screen's exception);
 *  an adult's head knock with no blackout and no risk factor; a low fall under 65 with only a graze or bruise. */
function softenedSymptoms(c: CaseProfile, text: string, patient: PatientInfo): ReadonlySet<string> {
  const { present, age } = c;
  const out = new Set<string>();
  const none = (ids: readonly string[]) => !ids.some((id) => present.has(id));
  if (present.has('head_injury') && present.has('reassured_after_injury') && (age === undefined || age >= 1) && none(HEAD_INJURY_RISK)) {
    out.add('head_injury').add('injury');
  }
  // an adult's knock to the head who says there was no blackout, and has none of the risk factors (NICE NG232)
  if (present.has('head_injury') && c.negated.has('syncope') && age !== undefined && age >= 16 && age < 65 && none(HEAD_INJURY_RISK)) {
    out.add('head_injury').add('injury').add('lump');
  }
  // a low fall under 65 with only a graze or a bruise and nothing that makes it more than that
  if (present.has('fall') && (present.has('wound') || present.has('bruising') || present.has('can_bear_weight')) && age !== undefined && age >= 1 && age < 65 && none(FALL_DANGER)) {
    out.add('fall').add('injury');
  }
  if (present.has('needle_trigger') && (present.has('resolved') || present.has('mild')) && none(FAINT_DANGER)) {
    for (const id of ['syncope', 'dizziness', 'lightheaded']) out.add(id);
  }
  // a faint with a reflex trigger, fully recovered, no red flag, under 65: the screen's own exception (NICE CG109)
  if (present.has('syncope') && isReflexSyncopeStory(text, { ...patient, age })) {
    for (const id of ['syncope', 'dizziness', 'lightheaded', 'diaphoresis', 'pallor']) out.add(id);
  }
  if ((present.has('chest_pain') || present.has('chest_wall_tenderness')) && isChestWallStory(text, { ...patient, age })) {
    for (const id of ['chest_pain', 'chest_pressure', 'chest_wall_tenderness']) out.add(id);
  }
  return out;
}
/** NICE NG232's reasons to be seen after a head injury. */
const HEAD_INJURY_RISK = ['vomiting', 'confusion', 'syncope', 'lethargy', 'seizure', 'risk_anticoagulant', 'risk_bleeding_disorder', 'fall_from_height', 'severe', 'headache', 'memory_loss', 'vision_change', 'double_vision', 'balance_problems', 'weakness', 'clear_fluid_nose_ear', 'fracture_signs'];
/** What makes a fall more than a trip: a head injury, a blackout, a fracture, a height, blood thinners, confusion. */
const FALL_DANGER = ['head_injury', 'syncope', 'fracture_signs', 'severe', 'fall_from_height', 'high_energy_mechanism', 'risk_anticoagulant', 'confusion', 'dizziness', 'gaping_wound', 'uncontrolled_bleeding', 'limp', 'joint_swelling', 'pregnancy'];
/** What makes a faint more than a faint (NICE CG109 red flags). */
const FAINT_DANGER = ['chest_pain', 'palpitations', 'exertional', 'head_injury', 'seizure', 'dyspnea', 'confusion', 'risk_cad', 'risk_chf', 'family_sudden_death', 'injury'];
/** What may ask for an emergency in a story of stable angina: chest pain itself and the chest-pain rules. */
const CHEST_PAIN_FIVE = new Set(['chest_pain', 'chest_pressure', 'rule:chest_pain']);
/** Things that happen on a day, whatever the background's length ("on it for years, stopped it 3 days ago"). */
const NEW_EVENTS = new Set(['benzo_stopped', 'cant_keep_meds_down', 'ran_out_of_meds', 'acute_dystonia', 'paraphimosis', 'cloudy_dialysate', 'hernia_irreducible', 'methotrexate_daily', 'missed_dialysis']);
/** Findings read from numbers (actors/engine/vital-signs.ts): they describe the present, not the history. */
const MEASURED = new Set(FINDINGS_VITALS.map((f) => f.id));
/** Signs that a baby under three months is unwell, not merely windy or spitting up. */
const YOUNG_INFANT_UNWELL = ['cough', 'vomiting', 'diarrhea', 'poor_feeding', 'dyspnea', 'lethargy', 'wheeze', 'rash', 'inconsolable', 'decreased_urination'];
const PRE_ECLAMPSIA_SIGNS = ['vision_change', 'flashes_floaters', 'swelling', 'leg_swelling', 'angioedema', 'high_bp_reading', 'abd_pain_ruq', 'abd_pain_epigastric'];
/** Long-standing but still self-care when nothing else is going on (dandruff, dry skin). */
const LONG_STANDING_SELF_CARE = new Set(['dry_skin', 'itch']);
const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
const PAIN_IDS = new Set(FINDINGS.filter((f) => /pain|headache|ache/.test(f.id)).map((f) => f.id));

const UNIT_DAYS: [RegExp, number][] = [
  [/^(?:hour|hr|heure|hora)/, 1 / 24], [/^(?:day|dia|jour)/, 1], [/^(?:week|wk|semana|semaine)/, 7],
  [/^(?:month|mo|mes|mois)/, 30], [/^(?:year|yr|ano|an)/, 365],
];
const WORD_NUM: Record<string, number> = {
  a: 1, an: 1, one: 1, un: 1, une: 1, uno: 1, um: 1, uma: 1, two: 2, dos: 2, deux: 2, dois: 2, duas: 2, couple: 2, three: 3, tres: 3, trois: 3,
  few: 3, several: 4, four: 4, five: 5, six: 6, seven: 7, ten: 10,
};

const SHORTHAND = /\bx ?(\d{1,3}) ?(h|hrs?|d|days?|w|wks?|weeks?|mo|mos|months?|y|yrs?|years?)\b|(?<![0-9/.])(\d{1,3})(h|hrs|d|wks?)\b(?![- ]old)/g;
const SHORTHAND_DAYS: Record<string, number> = { h: 1 / 24, hr: 1 / 24, d: 1, day: 1, w: 7, wk: 7, week: 7, mo: 30, month: 30, y: 365, yr: 365, year: 365 };
const FRACTION = /(?<![0-9/])(\d{1,2})\/(7|52|12)(?![0-9/])/g;

/** Longest duration mentioned ("for 3 days", "2 weeks ago", "hace 2 semanas"); ignores ages ("45 years old"). */
export function parseDurationDays(text: string): number | undefined {
  // gestational weeks and ages ("34 weeks pregnant", "mi hija de 2 anos") are not how long the complaint has lasted
  const norm = normalizeText(text).replace(NOT_A_DURATION, ' ');
  let best: number | undefined;
  const re = /\b(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|ten|few|several|couple(?: of)?|un|une|uno|una|dos|deux|tres|trois|um|uma|dois|duas)\s+(hours?|hrs?|days?|dias?|jours?|weeks?|wks?|semanas?|semaines?|months?|mos?|mes(?:es)?|mois|years?|yrs?|anos?|ans)\b(?![- ]old)/g;
  for (const m of norm.matchAll(re)) {
    const n = WORD_NUM[m[1].replace(' of', '')] ?? Number(m[1]);
    const unit = UNIT_DAYS.find(([u]) => u.test(m[2]));
    if (unit && Number.isFinite(n)) best = Math.max(best ?? 0, n * unit[1]);
  }
  // clinical shorthand: "x3 wk", "x 2d", "cough 2d", "3/7" (days), "2/52" (weeks), "4/12" (months)
  for (const m of norm.matchAll(SHORTHAND)) {
    const days = SHORTHAND_DAYS[(m[2] ?? m[4]).replace(/s$/, '')];
    if (days) best = Math.max(best ?? 0, Number(m[1] ?? m[3]) * days);
  }
  for (const m of norm.matchAll(FRACTION)) {
    const n = Number(m[1]);
    const per = { 7: 1, 52: 7, 12: 30 }[Number(m[2]) as 7 | 52 | 12];
    if (n > 0 && n < Number(m[2])) best = Math.max(best ?? 0, n * per);
  }
  if (best === undefined) {
    if (/\b(yesterday|last night|this morning|today|tonight|hier|ayer|ontem|hoy|hoje|aujourd'hui)\b/.test(norm)) best = 1;
    else if (/\b(last week|since last week)\b/.test(norm)) best = 7;
    else if (/\b(?:over|in|during|for) the (?:last|past) (?:year|twelve months|12 months)\b|\bsince last year\b/.test(norm)) best = 365;
    else if (/\b(?:over|in|during|for) the (?:last|past) (?:few|couple of|several) months\b/.test(norm)) best = 90;
    else if (/\b(?:over|in|during|for) the (?:last|past) month\b|\bsince last month\b/.test(norm)) best = 30;
    else if (/\b(?:over|in|during|for) the (?:last|past) (?:few|couple of|several) weeks\b/.test(norm)) best = 21;
    else if (/\b(for months|for years|since childhood)\b/.test(norm)) best = 180;
  }
  return best;
}

function parseSeverity(text: string): number | undefined {
  const m = normalizeText(text).match(/\b(10|[0-9])\s*(?:\/|out of|sur|de)\s*10\b/);
  return m ? Number(m[1]) : undefined;
}

export function caseProfile(facts: HistoryFacts, patient: PatientInfo = {}): CaseProfile {
  const present = new Set(facts.findings);
  for (const id of findingsFromHistory([...facts.conditions, ...facts.medications])) present.add(id);
  const pregnant = Boolean(facts.pregnant ?? patient.pregnant) || present.has('pregnancy');
  // in COPD a saturation of 88-92 % is the usual target (BTS), not a danger sign; below 90 still is
  if (present.has('risk_copd') && !present.has('spo2_critical')) present.delete('spo2_low');
  if (pregnant) present.add('pregnancy');
  // a measured temperature under 37.5 °C says there is no fever, whatever word came with it ("temperature 37.4")
  const measuredC = measuredTemperatureC(normalizeText(facts.complaint ?? ''));
  if (measuredC !== undefined && measuredC < 37.5) present.delete('fever');
  // an age of 0 says "under a year", not how many months: "7 mo", "my baby 9 months" in the text says which
  const age = ageWithMonths(facts.age ?? patient.age, facts.complaint ?? '');
  // pauses in breathing with snoring, or past infancy, are sleep apnoea, not a baby's apnoea
  if (present.has('infant_apnea') && (present.has('snoring_apnea') || (age !== undefined && age >= 1))) {
    present.delete('infant_apnea');
    present.add('snoring_apnea');
  }
  const o = facts.opqrst ?? {};
  const timeText = [o.onset, o.timing, facts.complaint].filter(Boolean).join('. ');
  const sudden = present.has('sudden_onset') || /\b(sudden|abrupt|all at once|de repente|soudain|subit)/.test(normalizeText(o.onset ?? ''));
  if (sudden) present.add('sudden_onset');
  return {
    present,
    negated: new Set(facts.negatedFindings),
    age,
    sex: facts.sex ?? patient.sex,
    pregnant,
    severity: o.severity ?? parseSeverity(facts.complaint ?? ''),
    durationDays: parseDurationDays(timeText),
    sudden,
  };
}

function label(id: string): string {
  return DEFS.get(id)?.label ?? id.replace(/_/g, ' ');
}

function ruleFires(present: Set<string>, all: string[], any?: string[], none?: string[]): boolean {
  return all.every((id) => present.has(id)) && (!any || any.some((id) => present.has(id))) && !(none ?? []).some((id) => present.has(id));
}

/** Urgency 1..5 (5 emergency, 4 urgent same day, 3-2 non-urgent, 1 self-care) with the reasons behind it. */
export function assessUrgency(facts: HistoryFacts, patient: PatientInfo = {}): UrgencyAssessment {
  const c = caseProfile(facts, patient);
  const { present, age } = c;
  const reasons: string[] = [];
  let urgency = 0;
  // the highest level asked for by anything but a symptom's own level (a rule, the patient, the tempo)
  let contextLevel = 0;
  // what asked for an emergency: stable angina may lower it only when chest pain alone did
  const fiveFrom: string[] = [];
  const raise = (level: number, reason: string, ownLevel = false, source = reason): void => {
    if (level >= 5) fiveFrom.push(source);
    if (!ownLevel) contextLevel = Math.max(contextLevel, level);
    if (level > urgency) { urgency = level; reasons.unshift(reason); } else if (level === urgency) reasons.push(reason);
  };

  const symptoms = [...present].filter((id) => DEFS.get(id)?.kind === 'symptom' && (DEFS.get(id)?.urgency ?? 0) > 0);
  const softened = softenedSymptoms(c, facts.complaint ?? '', patient);
  let baseFive = false;
  for (const id of symptoms) {
    const u = softened.has(id) ? 2 : DEFS.get(id)?.urgency ?? 2;
    if (u >= 5) baseFive = true;
    raise(Math.max(2, u), `${label(id)} reported`, true, id);
  }
  if (symptoms.length === 0) raise(2, 'no specific finding recognised yet');

  for (const rule of URGENCY_RULES) {
    if (ruleFires(present, rule.all, rule.any, rule.none)) raise(rule.urgency, rule.reason, false, `rule:${rule.all[0]}`);
  }

  // intensity and tempo
  const hasPain = symptoms.some((id) => PAIN_IDS.has(id));
  const severe = present.has('severe') || (c.severity ?? 0) >= 8;
  if ((c.severity ?? 0) >= 8) raise(4, `severity ${c.severity}/10`);
  if (hasPain && severe && c.sudden) raise(5, 'sudden severe pain');
  // sudden onset makes a routine problem same-day; emergencies come from the specific sudden-onset rules above
  if (c.sudden && urgency === 3 && symptoms.length > 0) raise(4, 'sudden onset');

  // who the patient is
  const fever = present.has('fever');
  if (age !== undefined) {
    // in a baby, fever is 38 °C or more (NICE NG143): a measured 37.5-37.9 is not one
    const babyFever = fever && !present.has('low_grade_fever');
    if (age < 0.25 && babyFever) raise(5, 'fever in an infant under 3 months');
    // from 3 months, a fever in a baby described as well, or after a vaccine, is NICE NG143's green (home care with
    // safety-netting); 39 °C or more under 5 is raised just below
    else if (age < 1 && babyFever && !['otherwise_well', 'mild', 'needle_trigger'].some((id) => present.has(id))) raise(4, 'fever in an infant');
    if (age < 5 && present.has('high_fever')) raise(4, 'high fever in a young child');
    // shingles from 50 is treated with antivirals within 72 hours (NICE CKS); sticky eyes in the first month may be
    // gonococcal or chlamydial (a same-day review); a swelling on a baby's head after a fall asks for a scan (NICE NG232)
    if (age >= 50 && present.has('band_rash')) raise(4, 'shingles from 50 (antivirals within 72 hours)');
    if (age < 0.085 && present.has('eye_discharge')) raise(4, 'sticky eyes in the first month (neonatal conjunctivitis)');
    if (age < 1 && present.has('swelling') && (present.has('fall') || present.has('head_injury'))) raise(4, 'a swelling after a fall or knock in a baby (a head scan may be needed)');
    // a fall or knock in a baby or toddler followed by vomiting or drowsiness: a head scan at once (NICE NG232)
    if (age < 2 && (present.has('fall') || present.has('head_injury')) && ['vomiting', 'lethargy', 'unresponsive', 'seizure'].some((id) => present.has(id))) raise(5, 'vomiting or drowsiness after a fall in a baby or toddler');
    // a scald with blisters over a wide area in a young child: a burns unit (BBA referral criteria)
    if (age < 5 && present.has('burn') && present.has('blisters') && ['large_burn', 'inconsolable', 'skin_peeling_sheets'].some((id) => present.has(id))) raise(5, 'a large blistering scald in a young child');
    // green vomit in a baby or young child is a twisted gut until shown otherwise (NHS, APLS)
    if (age < 5 && present.has('bilious_vomiting')) raise(5, 'green vomit in a young child (malrotation or obstruction)');
    // bruising in a baby who cannot yet move about is a safeguarding concern (NICE CG89); with a swollen limb, screaming
    // when it is moved, or vomiting, an emergency
    if (age < 0.75 && present.has('bruising')) {
      raise(4, 'bruising in a baby who is not yet mobile (safeguarding)');
      if (['swelling', 'fracture_signs', 'inconsolable', 'vomiting', 'lethargy', 'head_injury'].some((id) => present.has(id))) raise(5, 'bruising with a swollen limb, screaming, vomiting or drowsiness in a baby');
    }
    if (age < 18 && ['poor_feeding', 'inconsolable', 'decreased_urination', 'dehydration'].some((id) => present.has(id)) && (fever || present.has('vomiting') || present.has('diarrhea'))) {
      raise(4, 'child with poor intake, dehydration or unusual drowsiness');
    }
    if (age >= 75 && (fever || present.has('confusion'))) raise(4, 'age 75 or over with fever or confusion');
    // bronchiolitis and chest infections in babies: breathing fast or feeding less is a same-day review (NICE NG9)
    if (age < 1 && (present.has('tachypnea') || (present.has('poor_feeding') && ['cough', 'runny_nose', 'wheeze', 'dyspnea'].some((id) => present.has(id))))) {
      raise(4, 'a baby breathing fast or feeding less with a cough');
    }
    // a limping or non-weight-bearing young child: septic arthritis, fracture or irritable hip needs seeing today
    if (age < 5 && present.has('limp')) raise(4, 'a young child limping or refusing to walk');
    if (age >= 65 && present.has('fall')) raise(3, 'fall in an older adult');
    // a limp with hip or knee pain from 9 to 16, no fall: a slipped upper femoral epiphysis until an X-ray says otherwise
    if (age >= 9 && age < 17 && present.has('limp') && ['joint_pain', 'site_hip', 'site_knee', 'limb_pain'].some((id) => present.has(id))) raise(4, 'a limp with hip or knee pain in an older child (possible slipped hip)');
    // visible jaundice in a baby under a month is measured the same day (NICE CG98)
    if (age < 1 / 12 && present.has('jaundice')) raise(4, 'jaundice in a baby under a month (a bilirubin level today)');
    // a long lie from 65: pressure damage, muscle breakdown and cold whatever the person says (NICE CG161)
    if (age >= 65 && present.has('long_lie')) raise(5, 'an older person on the floor for hours (a long lie)');
    // memory or behaviour worse over days in an older person is delirium until shown otherwise (NICE CG103): infection,
    // medicines or dehydration are looked for the same day
    if (age >= 65 && (present.has('memory_loss') || present.has('confusion')) && present.has('worsening') && (c.durationDays ?? 0) <= 14) {
      raise(4, 'memory or behaviour worse over days in an older person (possible delirium)');
    }
    // an older adult who cannot bear weight after a fall: a hip fracture until an X-ray says otherwise (NICE CG124)
    if (age >= 65 && present.has('fall') && (present.has('limp') || present.has('fracture_signs'))) raise(5, 'an older adult unable to bear weight or with a deformed leg after a fall (possible hip fracture)');
    // a young child's fever of five days or more (NICE NG143 amber: Kawasaki disease and serious infection)
    if (age < 5 && fever && ((c.durationDays ?? 0) >= 5 || present.has('prolonged_fever'))) raise(4, 'a young child with a fever for five days or more');
    // a baby under three months who is unwell in any way is seen the same day (NICE NG143 / NG9: young infants deteriorate fast)
    if (age < 0.25 && YOUNG_INFANT_UNWELL.some((id) => present.has(id))) raise(4, 'a baby under three months who is unwell');
    // chickenpox from 14: aciclovir within 24 hours of the rash is considered, and pneumonia is commoner (NICE CKS)
    if (age >= 14 && present.has('chickenpox_rash')) raise(4, 'chickenpox in an adolescent or adult');
    // a new kind of headache from 50: giant cell arteritis or a mass until shown otherwise (NICE CKS headache)
    if (age >= 50 && present.has('headache') && (present.has('new_headache_pattern') || present.has('gca_signs'))) raise(4, 'a new headache from the age of 50');
    // any swallowed medicine counts in a young child: one tablet of some (amlodipine, sulfonylureas, opioids) can kill (TOXBASE)
    if (age < 6 && (present.has('ingestion') || present.has('overdose'))) raise(5, 'a young child swallowed medicine, a chemical or a battery');
  }
  // a joint that swelled within hours of an injury and will not straighten, in the first week: blood in the joint or a
  // locked knee (NICE CKS knee pain), seen the same day
  if (present.has('joint_swelling') && present.has('limited_motion') && ['sports_injury', 'injury', 'fall'].some((id) => present.has(id)) && (c.durationDays ?? 0) <= 7) {
    raise(4, 'a joint swollen after an injury that will not straighten');
  }
  // a headache with vomiting that has lasted three days or more, even a known migraine, is seen the same day (NICE CG150)
  if (present.has('headache') && present.has('vomiting') && (c.durationDays ?? 0) >= 3 && (c.durationDays ?? 0) < 14) raise(4, 'a headache with vomiting for three days or more');
  if (fever && present.has('risk_chemotherapy')) raise(5, 'fever during chemotherapy');
  else if (fever && present.has('risk_immunosuppressed')) raise(4, 'fever with a weakened immune system');
  if (c.pregnant) {
    // light bleeding in the first trimester with no more than mild cramping and no faintness is an early-pregnancy
    // unit's same-day or next-day care (NICE NG126); anything more is an emergency (ectopic, miscarriage with shock)
    const earlyLight = present.has('early_pregnancy') && present.has('light_bleeding') && !present.has('late_pregnancy')
      && !['heavy_vaginal_bleeding', 'severe', 'lightheaded', 'syncope', 'dizziness', 'unilateral', 'shoulder_tip_pain', 'fever', 'hypotension', 'tachycardia'].some((id) => present.has(id));
    const girdleOnly = present.has('pelvic_girdle_pain') && !PREGNANCY_PELVIC_DANGER.some((id) => present.has(id));
    if (earlyLight) raise(4, 'light bleeding in early pregnancy');
    else if (present.has('vaginal_bleeding') || (present.has('pelvic_pain') && !girdleOnly)) raise(5, 'bleeding or pelvic pain in pregnancy');
    // pelvic girdle pain on walking or turning, nothing else wrong: a midwife or GP and physiotherapy (RCOG)
    if (girdleOnly) raise(3, 'pelvic girdle pain in pregnancy');
    if (present.has('abdominal_pain')) raise(4, 'abdominal pain in pregnancy');
    if (present.has('headache') && PRE_ECLAMPSIA_SIGNS.some((id) => present.has(id))) {
      raise(5, 'headache with visual change or swelling in pregnancy');
    }
  }
  if (present.has('risk_anticoagulant') && ['blood_in_stool', 'hematuria', 'head_injury', 'nosebleed', 'easy_bleeding'].some((id) => present.has(id))) {
    raise(4, 'bleeding or head injury while on blood thinners');
  }

  // stable exertional angina (on exertion only, eased by rest within minutes, weeks old, nothing unstable): NICE CG95's
  // rapid-access chest pain clinic, seen soon but not by ambulance, as the red-flag screen's exception says
  const stableAngina = urgency === 5 && fiveFrom.every((s) => CHEST_PAIN_FIVE.has(s)) && isStableAnginaStory(facts.complaint ?? '');
  if (stableAngina) {
    urgency = 4;
    reasons.unshift('stable exertional angina (rapid-access chest pain clinic)');
  }
  // chronic, stable complaints can wait a little longer (never below 2, never below a lone red flag)
  // ...unless the patient dates the current problem to the last two weeks, and never an emergency
  const onsetDays = parseDurationDays(facts.opqrst?.onset ?? '');
  const chronic = (present.has('chronic') || (c.durationDays ?? 0) >= 90) && !(onsetDays !== undefined && onsetDays < 14);
  // a measurement (a blood count, potassium, oxygen, a pulse) says how things are now, whatever the story's length
  const measured = [...present].some((id) => MEASURED.has(id) && (DEFS.get(id)?.urgency ?? 0) >= 4);
  const newEvent = [...present].some((id) => NEW_EVENTS.has(id));
  if (chronic && !measured && !newEvent && !present.has('worsening') && !c.sudden && !baseFive && urgency >= 3 && urgency < 5) {
    urgency -= 1;
    reasons.push('long-standing and stable');
  }

  if (urgency <= 2 && isClearlyMinor(c, symptoms, softened)) {
    urgency = 1;
    reasons.unshift('minor, self-limiting complaint');
  }

  // the condition model: a likely (or, for a must-not-miss condition, possible) condition raises the level to
  // its own; self-care when self-limiting conditions dominate and nothing else argues for a visit
  const dx = differential(c);
  const decision = triageFromDifferential(dx);
  // only a higher care level raises (urgency 2 and 3 are both non-urgent: a long-standing complaint keeps its 2),
  // and only to same-day care or an emergency: between self-care and a routine visit the rules' own guards decide
  if (decision.level && LEVEL_RANK[decision.level] >= LEVEL_RANK.urgent && LEVEL_RANK[decision.level] > LEVEL_RANK[triageLevelFor(urgency)] && decision.reason
    && !(stableAngina && decision.level === 'emergency')) {
    urgency = URGENCY_OF[decision.level];
    reasons.unshift(decision.reason);
  } else if (decision.selfCare && (urgency === 2 || (urgency === 3 && contextLevel <= 2)) && mayBeSelfCare(c, symptoms, dx[0], softened)) {
    urgency = 1;
    reasons.unshift(`likely ${decision.driver?.name.toLowerCase() ?? dx[0].name.toLowerCase()}, self-limiting`);
  }
  return { urgency: Math.max(1, Math.min(5, urgency)), reasons, differential: dx };
}

/** The patient-level guards self-care always needs, whatever the differential says; `leading` is the most
 *  likely condition, the self-limiting one the differential offers self-care for. */
function mayBeSelfCare(c: CaseProfile, symptoms: string[], top: DifferentialEntry, softened: ReadonlySet<string>): boolean {
  const { present, age } = c;
  const leading = CONDITION_BY_ID.get(top.id);
  // a complaint of two weeks or more that has not settled by itself deserves a routine visit, or sooner or later
  // when the leading condition's home care has its own limit (diarrhoea: a week; an acute cough, which runs
  // about three weeks: three weeks). A long-standing one never.
  const days = c.durationDays ?? 0;
  const limit = leading?.selfCareDays;
  if (present.has('chronic') || (limit === undefined ? days >= 14 : days > limit)) return false;
  if (age !== undefined && (age < 0.25 || (age >= 75 && !headColdOnly(c, symptoms) && !localMinorOnly(c, top)))) return false;
  // a baby from three months: only plainly minor complaints (teething, nappy rash), never with a temperature but
  // teething's own mild one, under 38 °C (NHS)
  if (age !== undefined && age < 1 && ((present.has('fever') && !teethingWarmth(present)) || !symptoms.every((id) => DEFS.get(id)?.minor === 'yes' || coveredAsMinor(id, present, false) || (TEMPERATURE.has(id) && teethingWarmth(present))))) return false;
  if (c.pregnant || present.has('risk_immunosuppressed') || present.has('risk_chemotherapy')) return false;
  if ((c.severity ?? 0) >= 6 || present.has('severe') || present.has('worsening') || present.has('high_fever')) return false;
  // a young child's fever that has lasted three days or more is seen (NHS: an ear infection or a fever not better in 3 days)
  if (age !== undefined && age < 5 && present.has('fever') && (c.durationDays ?? 0) >= 3) return false;
  // a symptom whose own level is a routine visit yields only to a near-certain self-limiting condition: when it
  // all but names the condition (spots on the palms and soles: hand, foot and mouth disease, or rarer causes), or
  // when it is only the general form of a finding the condition lists and a sign naming the condition is there
  // (the abdominal pain of lower abdominal pain, with painful periods: period pain)
  const named = namingSigns(leading, top.posterior).filter((id) => present.has(id));
  return symptoms.every((id) => softened.has(id) || (DEFS.get(id)?.urgency ?? 0) <= 2
    || ((DEFS.get(id)?.urgency ?? 0) === 3 && (named.includes(id) || (named.length > 0 && generalFormOfListed(leading, present, id)))));
}

const TEMPERATURE = new Set(['fever', 'low_grade_fever']);
/** Teething may warm a baby a little, under 38 °C (NHS); a real fever is never put down to teeth. */
const teethingWarmth = (present: ReadonlySet<string>) => present.has('teething') && present.has('low_grade_fever') && !present.has('high_fever');

/** A sign that nearly names the condition (1 % of others have it) and that most people with it have. */
const NAMING_SENSITIVITY = 0.8;
/** ...and the condition it names is near certain. */
const NAMED_POSTERIOR = 0.8;
function namingSigns(leading: ConditionDef | undefined, posterior: number): string[] {
  if (!leading?.selfLimiting || posterior < NAMED_POSTERIOR) return [];
  return leading.findings.filter(([, sens, spec]) => spec === 3 && sens >= NAMING_SENSITIVITY).map(([f]) => f);
}
/** `id` is implied by a more specific present finding that the condition lists (abdominal pain by lower abdominal pain). */
function generalFormOfListed(leading: ConditionDef | undefined, present: ReadonlySet<string>, id: string): boolean {
  return Boolean(leading?.findings.some(([f]) => present.has(f) && (DEFS.get(f)?.implies ?? []).includes(id)));
}

/** From 75, also a small local problem the NHS treats at home at any age (a cold sore, an insect bite, a mouth ulcer,
 *  a bruise, a blister), led by such a condition, with no fever and no risk the patient names. */
const LOCAL_MINOR = new Set(['herpes_labialis', 'insect_bite_local_reaction', 'aphthous_ulcers', 'contusion', 'friction_blister', 'vaccine_local_reaction']);
function localMinorOnly(c: CaseProfile, top: DifferentialEntry): boolean {
  return LOCAL_MINOR.has(top.id) && !c.present.has('fever') && ![...c.present].some((id) => id.startsWith('risk_'));
}

/** From 75, self-care only for a head cold: nose and throat symptoms, no fever or cough, and no long-term condition,
 *  frailty, weakened immunity or other risk the patient names (the NHS advice on colds turns on these, not on age). */
const HEAD_COLD = new Set(['cold_symptoms', 'runny_nose', 'sinus_congestion', 'sneezing', 'sore_throat']);
function headColdOnly(c: CaseProfile, symptoms: string[]): boolean {
  // "anxiety" in a carer's message is usually the writer's worry, not the patient's symptom
  return symptoms.length > 0 && symptoms.every((id) => HEAD_COLD.has(id) || id === 'anxiety') && symptoms.some((id) => HEAD_COLD.has(id)) && !c.present.has('fever')
    && ![...c.present].some((id) => id.startsWith('risk_'));
}

/** Self-care only when every symptom is minor, nothing about the patient raises concern and it is short-lived. */
function isClearlyMinor(c: CaseProfile, symptoms: string[], softened: ReadonlySet<string>): boolean {
  const { present, age } = c;
  if (symptoms.length === 0) return false;
  if (age !== undefined && age >= 75) return false;
  // under three months a baby's complaint is never self-care without a clinician (mayBeSelfCare has the same guard)
  if (age !== undefined && age < 0.25 && !symptoms.every((id) => DEFS.get(id)?.minor === 'yes' && !YOUNG_INFANT_UNWELL.includes(id))) return false;
  // infants: only plainly minor complaints (teething, nappy rash), never with a temperature but teething's own
  if (age !== undefined && age < 1 && !symptoms.every((id) => DEFS.get(id)?.minor === 'yes' || coveredAsMinor(id, present, false) || (TEMPERATURE.has(id) && teethingWarmth(present)))) return false;
  if (c.pregnant || present.has('risk_immunosuppressed') || present.has('risk_chemotherapy')) return false;
  if ((c.severity ?? 0) >= 6 || present.has('severe') || present.has('worsening') || present.has('high_fever')) return false;
  const mildContext = present.has('mild') || present.has('resolved') || (c.severity !== undefined && c.severity <= 3) || present.has('can_bear_weight');
  const uriOnly = symptoms.every((id) => URI_IDS.has(id) || id === 'fever' || id === 'low_grade_fever');
  for (const id of symptoms) {
    if (id === 'fever' || id === 'low_grade_fever') {
      if (teethingWarmth(present)) continue;
      if (!present.has('low_grade_fever') || !uriOnly || (age !== undefined && age < 2)) return false;
      continue;
    }
    const minor = DEFS.get(id)?.minor;
    if (minor === 'yes' || softened.has(id) || coveredAsMinor(id, present, mildContext)) continue;
    if (minor === 'mild' && mildContext) continue;
    if (id === 'injury' && present.has('sprain') && mildContext) continue;
    return false;
  }
  const hasUri = symptoms.some((id) => URI_IDS.has(id));
  if (hasUri && (c.durationDays ?? 0) > 10) return false;
  // long-standing or recurring complaints deserve a routine visit rather than self-care
  if ((present.has('chronic') || (c.durationDays ?? 0) >= 28) && !symptoms.every((id) => LONG_STANDING_SELF_CARE.has(id))) return false;
  if ((present.has('back_pain') || present.has('neck_pain')) && age !== undefined && age >= 55) return false;
  return true;
}

/** Signs that belong to a named minor complaint: the redness of a nappy rash or a small burn, the swelling of a mild
 *  bite or sprain, the slight redness a splinter leaves (an infected one has pus or spreading, hot redness: not mild). */
const COVERED: Record<string, { by: string[]; needsMild?: boolean }[]> = {
  rash: [{ by: ['nappy_rash'] }],
  skin_redness: [{ by: ['nappy_rash', 'burn'] }, { by: ['splinter'], needsMild: true }],
  swelling: [{ by: ['insect_bite', 'sprain'], needsMild: true }],
  leg_swelling: [{ by: ['sprain'], needsMild: true }],
  joint_swelling: [{ by: ['sprain'], needsMild: true }],
  facial_pain: [{ by: ['mouth_ulcer'] }],
};
function coveredAsMinor(id: string, present: Set<string>, mildContext: boolean): boolean {
  return (COVERED[id] ?? []).some((rule) => rule.by.some((b) => present.has(b)) && (!rule.needsMild || mildContext));
}
