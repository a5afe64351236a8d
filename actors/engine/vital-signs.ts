// Why this exists: a clinical note or a worried parent often gives the numbers that decide the level
// ("SpO2 88 %", "HR 130", "BP 80/50", "RR 32", "104 F", "sugar 450"). This reads them from normalised
// text and turns them into findings, with children's heart and breathing rates judged by age.

export interface VitalSigns {
  spo2?: number;
  heartRate?: number;
  respRate?: number;
  systolic?: number;
  diastolic?: number;
  /** the highest and lowest body temperature given, °C */
  tempMaxC?: number;
  tempMinC?: number;
  /** the lowest haemoglobin given, g/L */
  hbMinGPerL?: number;
  /** the lowest peak flow as a fraction of the best or predicted */
  peakFlowFraction?: number;
  /** the lowest platelet count given, x10^9/L */
  plateletsMin?: number;
  /** the largest creatinine rise against a stated baseline (ratio) */
  creatinineRatio?: number;
  /** the highest potassium given, mmol/L */
  potassiumMax?: number;
  /** the lowest potassium given, mmol/L */
  potassiumMin?: number;
  /** the highest corrected calcium given, mmol/L */
  calciumMax?: number;
  /** the highest creatine kinase given, U/L */
  ckMax?: number;
  /** the lowest sodium given, mmol/L */
  sodiumMin?: number;
  /** the lowest neutrophil count given, x10^9/L */
  neutrophilsMin?: number;
  /** the highest lithium level given, mmol/L */
  lithiumMax?: number;
  /** the highest and lowest glucose given, mg/dL */
  glucoseMaxMgDl?: number;
  glucoseMinMgDl?: number;
}

const NUM = '(\\d{1,3}(?:[.,]\\d{1,2})?)';
/** a few words or symbols between a label and its number ("spo2 was 89", "pulse: 130", "o2 sats of 88") */
const GAP = "(?:\\s*(?:[:=]|is|it|was|were|of|at|about|around|only|just|still|now|currently|like|says|said|reads|read|shows|showed|showing|reading|dropped|down|went|to|de|e|est|es|a|en|em|da|dio|deu)?\\s*){0,3}";

const SPO2 = new RegExp(`(?<![a-z])(?:spo2|sp02|sao2|sa02|o2 sat\\w*|o2|sats?|saturation|saturacion|saturacao|oxygen(?: level| saturation| sat)?|oxigeno|oxygene|oxigenio|pulse ?ox\\w*|oximeter|oximetro)${GAP}${NUM}\\s*%?`, 'g');
const SPO2_TRAILING = new RegExp(`${NUM}\\s*%\\s*(?:on\\s*)?(?:ra|room air|aa|air ambiant|aire ambiente|ar ambiente)(?![a-z])`, 'g');
/** an oximeter in lay words, the reading a few words on and always with a % ("the finger oxygen thing says 88 to 89%") */
const SPO2_LOOSE = /(?<![a-z])(?:oxygen|oximeter|oxymeter|sats?|saturation|finger (?:thing|clip|probe|monitor))[a-z' ]{0,30}?(\d{2,3})\s*(?:(?:to|-)\s*\d{2,3}\s*)?%/g;
const HR = new RegExp(`(?<![a-z])(?:hr|heart rate|pulse|pulse rate|fc|frecuencia cardiaca|frequence cardiaque|frequencia cardiaca|pouls|pulso|p|(?:smart ?)?watch|fitbit|relogio|reloj|montre)${GAP}${NUM}(?!\\s*(?:%|/|mg|mmol|kg|lb))`, 'g');
const HR_TRAILING = new RegExp(`${NUM}\\s*(?:bpm|beats? (?:a|per) min\\w*|lpm|ppm|bat\\w* ?/ ?min|batimentos|latidos|pulsaciones|battements)(?![a-z])`, 'g');
const RR = new RegExp(`(?<![a-z])(?:rr|resp(?:iratory)? rate|resps?|respirations?|fr|frecuencia respiratoria|frequence respiratoire|frequencia respiratoria)${GAP}${NUM}(?!\\s*(?:%|/\\d|mg|mmol))`, 'g');
const RR_TRAILING = new RegExp(`${NUM}\\s*(?:breaths?(?: a| per|/) ?min\\w*|respirations? (?:a|per) min\\w*|rpm|irpm)(?![a-z])`, 'g');
const BP = /(?<![a-z])(?:bp|blood pressure|b\/p|ta|pa|tension(?: arterielle)?|pression(?: arterielle)?|presion(?: arterial)?|tension arterial|pressao(?: arterial)?|pressure|tensiometre|tensiometro|esfigmomanometro|bp (?:cuff|monitor|machine))(?:\s*(?:[:=]|is|was|of|at|about|de|e|est|es|a|en|em|sanguinea|affiche|indique|marca|mostra|marcou|says|shows|showed|show|reads|read|home|today|check(?:ed)?|monitor|machine|cuff|deu|dio|daba|dava|estava|estaba|tava|no posto|na farmacia|en la farmacia|a la pharmacie|au cabinet|hoy|hoje|aujourd'hui|ce matin|esta manana|hoje de manha)?\s*){0,4}(\d{1,3})\s*(?:\/|over|sur|x|por)\s*(\d{1,3})/g;
/** French and Spanish speakers often give pressure in cmHg: "tension 8/5" is 80/50, "12/8" is 120/80 */
const CMHG_LABEL = /^(?:ta|pa|tension|pression|presion|pressao)/;
const GLUCOSE = new RegExp(`(?<![a-z])(?:glucose|blood glucose|blood sugar|sugars?|bg|bgl|bsl|cbg|bm|fsbs|fsbg|finger ?stick|gluc|glycemi\\w*|glucemia|glicemia|glycemie|azucar|acucar|sucre|dextro|hypos?|hypoglyc\\w*|hipoglicemias?|hipoglucemias?)${GAP}${NUM}\\s*(mg ?/ ?dl|mg|mmol ?/ ?l|mmol|g ?/ ?l)?`, 'g');
/** haemoglobin in g/L or g/dL ("Hb 72 g/L", "hemoglobin 6.8") */
const HB = /(?<![a-z])(?:hb|hgb|ha?emoglobin|hemoglobina|hemoglobine)(?:\s*(?:[:=]|is|was|of|at|de|a|em|down to|dropped to)?\s*){0,3}(\d{1,3}(?:[.,]\d)?)\s*(g ?\/ ?l|g ?\/ ?dl)?(?![\d%])/g;
/** a glucose meter reading in mg/dL a few words on ("mediu a glicose na farmacia e deu 320") */
const GLUCOSE_LOOSE = /(?<![a-z])(?:glucose|glicose|glucosa|glycemie|glicemia|glucemia|blood sugar|sugar|azucar|acucar)[a-z' ]{0,30}?\b(\d{3})\b(?!\s*(?:mmol|%|kg|g\b|ml|mg(?! ?\/ ?dl)))/g;
/** platelets x10^9/L ("platelets 12", "plt 35") */
const PLATELETS = /(?<![a-z])(?:platelets?|plts?|plaquettes|plaquetas)(?: count)?(?:\s*(?:[:=]|is|was|of|at|de|a|em|down to)?\s*){0,3}(\d{1,4})(?![\d.,%])/g;
/** creatinine with its baseline ("creatinine 210 umol/L (baseline 88)"): a rise of 1.5 times or more is acute kidney injury (KDIGO) */
const CREATININE = /(?<![a-z])(?:creatinine|creat|cr|creatinina)(?:\s*(?:[:=]|is|was|of|at|de|a|em|up to|now)?\s*){0,3}(\d{2,4}(?:[.,]\d{1,2})?)[^0-9]{0,30}?(?:baseline|usual(?:ly)?|normally|previously|was|before|habitual|antes)[^0-9]{0,8}(\d{2,4}(?:[.,]\d{1,2})?)/g;
/** peak flow against the patient's best or predicted ("peak flow 300, best 420"): the BTS asthma bands */
const PEAK_FLOW = /(?<![a-z])(?:peak flow|pef|pefr|peak expiratory flow|debit de pointe|flujo maximo|pico de fluxo)[^0-9]{0,15}(\d{2,3})[^0-9]{0,30}?(?:best|usual|normal(?:ly)?|predicted|meilleur|habitual|mejor|melhor)[^0-9]{0,8}(\d{2,3})/g;
/** sodium in mmol/L ("Na 124", "sodium 122 mmol/L", "natremie 123") */
const SODIUM = /(?<![a-z])(?:na\+?|sodium|sodio|natremie|natremia)(?:\s*(?:[:=]|is|was|of|at|de|a|em|level|down to|dropped to)?\s*){0,3}(1\d\d)(?![\d%])/g;
/** neutrophils x10^9/L ("neutrophils 0.4", "ANC 0.3", "neuts 0.8") */
const NEUTROPHILS = /(?<![a-z])(?:neutrophils?|neuts|anc|neutrofilos|polynucleaires neutrophiles|pnn)(?: count)?(?:\s*(?:[:=]|is|was|of|at|de|a|em|down to)?\s*){0,3}(\d(?:[.,]\d{1,2})?)(?![\d%])/g;
/** a lithium level in mmol/L ("Li level 1.4", "lithium level today 1.6", "lithemie 1,5") */
const LITHIUM = /(?<![a-z])(?:li|lithium|litio|lithemie)(?:\s+(?:level|levels|serum|blood level|niveau|nivel))(?:\s*(?:[:=]|is|was|of|at|today|de|a|em)?\s*){0,3}(\d(?:[.,]\d{1,2})?)(?![\d%])/g;
/** corrected calcium in mmol/L ("adj Ca2+ 3.15"), or mg/dL when 6 or more ("calcium 12.8") */
const CALCIUM = /(?<![a-z])(?:adj(?:usted)?\.? ?ca(?:lcium)?2?\+?|corr(?:ected)?\.? ?ca(?:lcium)?|ca2\+|calcium|calcio|calcemie|calcemia)(?:\s*(?:[:=]|is|was|of|at|de|a|em|level|est|es|e)?\s*){0,3}(\d{1,2}(?:[.,]\d{1,2})?)(?![\d%])/g;
/** creatine kinase in U/L, with thousands separators ("CK 38,000") */
const CK = /(?<![a-z])(?:ck|cpk|creatine kinase|creatine phosphokinase|creatina quinasa|creatinofosfoquinase)(?:\s*(?:[:=]|is|was|of|at|de|a|em|level)?\s*){0,3}(\d{1,3}(?:[,.]\d{3})+|\d{3,6})(?![\d%])/g;
/** potassium in mmol/L ("K+ 6.1", "potassium 6.3", "kaliemie 6,2") */
const POTASSIUM = /(?<![a-z])(?:k\+?|potassium|potasio|potassio|kaliemie|kalemia)(?:\s*(?:[:=]|is|was|of|at|de|a|em|est|es|esta|e)?\s*){0,3}(\d(?:[.,]\d{1,2})?)\s*(?:mmol|meq)?(?![\d%])/g;
const TEMP = /(?<![a-z])(?:t|temp\w*|fever\w*|febr\w*|fiebre|fievre|febre|thermometer|termometro|thermometre|calentura)(?:\s*(?:[:=]|is|was|of|at|about|around|de|e|est|es|a|en|em)?\s*){0,3}(\d{2,3}(?:[.,]\d{1,2})?)\s*(°\s*[cf]?|º\s*[cf]?|degrees?(?:\s*[cf])?|deg|c|f|celsius|fahrenheit)?(?![a-z\d])/g;

const num = (s: string) => Number(s.replace(',', '.'));
function* values(re: RegExp, text: string): Generator<RegExpMatchArray> {
  re.lastIndex = 0;
  yield* text.matchAll(re);
}

/** The measurements a normalised text gives (the most abnormal reading of each kind). */
export function readVitalSigns(text: string): VitalSigns {
  const v: VitalSigns = {};
  const lowest = (k: 'spo2', x: number) => { v[k] = Math.min(v[k] ?? x, x); };
  const glucose = (mg: number) => { v.glucoseMaxMgDl = Math.max(v.glucoseMaxMgDl ?? mg, mg); v.glucoseMinMgDl = Math.min(v.glucoseMinMgDl ?? mg, mg); };
  for (const re of [SPO2, SPO2_TRAILING, SPO2_LOOSE]) {
    for (const m of values(re, text)) { const x = num(m[1]); if (x >= 50 && x <= 100) lowest('spo2', x); }
  }
  for (const re of [HR, HR_TRAILING]) {
    for (const m of values(re, text)) {
      const x = num(m[1]);
      if (x < 20 || x > 260 || !Number.isInteger(x)) continue;
      // the most abnormal: furthest from 80
      if (v.heartRate === undefined || Math.abs(x - 80) > Math.abs(v.heartRate - 80)) v.heartRate = x;
    }
  }
  for (const re of [RR, RR_TRAILING]) {
    for (const m of values(re, text)) {
      const x = num(m[1]);
      if (x >= 4 && x <= 90 && Number.isInteger(x) && (v.respRate === undefined || Math.abs(x - 16) > Math.abs(v.respRate - 16))) v.respRate = x;
    }
  }
  for (const m of values(BP, text)) {
    let s = Number(m[1]), d = Number(m[2]);
    if (s <= 25 && d <= 16 && CMHG_LABEL.test(m[0])) { s *= 10; d *= 10; }
    if (s < 50 || s > 280 || d < 20 || d > 180 || d >= s) continue;
    // keep the reading furthest from normal: low systolic first, then high
    const badness = (sys: number) => (sys < 100 ? 200 - sys : sys);
    if (v.systolic === undefined || badness(s) > badness(v.systolic)) { v.systolic = s; v.diastolic = d; }
  }
  for (const m of values(GLUCOSE, text)) {
    const x = num(m[1]);
    const unit = (m[2] ?? '').replace(/\s/g, '');
    // a bare small whole number after a lay word ("sugar 2") is not a reading
    if (!unit && x < 10 && Number.isInteger(x) && !/^(?:glucose|blood glucose|bgl?|bsl|cbg|fsb[sg]|gluc|glyc|gluce|glice)/.test(m[0])) continue;
    // g/L (France, Belgium): 1 g/L is 100 mg/dL
    const gPerL = /^g\/?l$/.test(unit);
    const mmol = !gPerL && (unit.startsWith('mmol') || (!unit.startsWith('mg') && x < 35));
    const mg = gPerL ? x * 100 : mmol ? x * 18 : x;
    if (mg >= 10 && mg <= 1500) glucose(mg);
  }
  for (const m of values(HB, text)) {
    const x = num(m[1]);
    const unit = (m[2] ?? '').replace(/\s/g, '');
    // g/dL when said or when the number is small (6.8), g/L when large (72)
    const gl = unit === 'g/l' || (!unit.startsWith('g/d') && x >= 25) ? x : x * 10;
    if (gl >= 20 && gl <= 220) v.hbMinGPerL = Math.min(v.hbMinGPerL ?? gl, gl);
  }
  for (const m of values(PEAK_FLOW, text)) {
    const now = num(m[1]); const best = num(m[2]);
    if (best >= 100 && now > 0 && now <= best * 1.2) v.peakFlowFraction = Math.min(v.peakFlowFraction ?? 1, now / best);
  }
  for (const m of values(PLATELETS, text)) {
    const x = num(m[1]);
    if (x >= 1 && x <= 1500) v.plateletsMin = Math.min(v.plateletsMin ?? x, x);
  }
  for (const m of values(CREATININE, text)) {
    const now = num(m[1]); const base = num(m[2]);
    if (base > 0 && now > 0) v.creatinineRatio = Math.max(v.creatinineRatio ?? 0, now / base);
  }
  for (const m of values(GLUCOSE_LOOSE, text)) {
    const x = num(m[1]);
    if (x >= 100 && x <= 1500) glucose(x);
  }
  for (const m of values(POTASSIUM, text)) {
    const x = num(m[1]);
    if (x >= 1.5 && x <= 9.5) { v.potassiumMax = Math.max(v.potassiumMax ?? x, x); v.potassiumMin = Math.min(v.potassiumMin ?? x, x); }
  }
  for (const m of values(SODIUM, text)) {
    const x = num(m[1]);
    if (x >= 100 && x <= 170) v.sodiumMin = Math.min(v.sodiumMin ?? x, x);
  }
  for (const m of values(NEUTROPHILS, text)) {
    const x = num(m[1]);
    if (x >= 0 && x < 20) v.neutrophilsMin = Math.min(v.neutrophilsMin ?? x, x);
  }
  for (const m of values(CALCIUM, text)) {
    const x = num(m[1]);
    const mmol = x >= 6 ? x / 4 : x;
    if (mmol >= 1.2 && mmol <= 5) v.calciumMax = Math.max(v.calciumMax ?? mmol, mmol);
  }
  for (const m of values(CK, text)) {
    const x = Number(m[1].replace(/[,.]/g, ''));
    if (x >= 10 && x <= 500_000) v.ckMax = Math.max(v.ckMax ?? x, x);
  }
  for (const m of values(LITHIUM, text)) {
    const x = num(m[1]);
    if (x > 0 && x < 6) v.lithiumMax = Math.max(v.lithiumMax ?? x, x);
  }
  for (const m of values(TEMP, text)) {
    const x = num(m[1]);
    const unit = (m[2] ?? '').replace(/\s/g, '');
    const f = /f/.test(unit) || (!/c/.test(unit) && x >= 90 && x <= 110);
    const c = f ? ((x - 32) * 5) / 9 : x;
    if (c < 25 || c > 44) continue;
    v.tempMaxC = Math.max(v.tempMaxC ?? c, c);
    v.tempMinC = Math.min(v.tempMinC ?? c, c);
  }
  return v;
}

/** Upper limits of a normal resting heart and breathing rate by age (years), after the paediatric
 *  early-warning bands: above `hr`/`rr` is fast, above `hrDanger`/`rrDanger` is a danger sign. */
function limits(age: number | undefined) {
  if (age === undefined || age >= 12) return { hr: 100, hrDanger: 130, hrLow: 50, rr: 22, rrDanger: 30 };
  if (age < 1) return { hr: 160, hrDanger: 180, hrLow: 100, rr: 50, rrDanger: 60 };
  if (age < 5) return { hr: 140, hrDanger: 160, hrLow: 80, rr: 40, rrDanger: 50 };
  return { hr: 120, hrDanger: 140, hrLow: 60, rr: 25, rrDanger: 35 };
}

/** Findings the measurements warrant for a patient of this age (years; adult limits when unknown). */
export function vitalFindings(v: VitalSigns, age?: number): string[] {
  const out: string[] = [];
  const l = limits(age);
  if (v.spo2 !== undefined) {
    if (v.spo2 < 90) out.push('spo2_critical', 'spo2_low');
    else if (v.spo2 <= 93) out.push('spo2_low');
  }
  if (v.heartRate !== undefined) {
    if (v.heartRate >= l.hrDanger + (age === undefined || age >= 12 ? 20 : 40)) out.push('tachycardia_extreme');
    if (v.heartRate >= l.hrDanger) out.push('tachycardia_severe', 'tachycardia');
    else if (v.heartRate > l.hr) out.push('tachycardia');
    else if (v.heartRate < l.hrLow) out.push('bradycardia');
  }
  if (v.respRate !== undefined) {
    if (v.respRate >= l.rrDanger) out.push('tachypnea_severe', 'tachypnea');
    else if (v.respRate > l.rr) out.push('tachypnea');
  }
  if (v.systolic !== undefined) {
    const lowSystolic = age !== undefined && age < 12 ? 70 + 2 * Math.max(1, Math.floor(age)) : 90;
    if (v.systolic < lowSystolic) out.push('hypotension');
    else if (v.systolic >= 180 || (v.diastolic ?? 0) >= 120) out.push('bp_severe_high', 'high_bp_reading');
    else if (v.systolic >= 140 || (v.diastolic ?? 0) >= 90) out.push('high_bp_reading');
  }
  if (v.tempMaxC !== undefined) {
    if (v.tempMaxC >= 40) out.push('hyperpyrexia', 'high_fever', 'fever');
    else if (v.tempMaxC >= 39) out.push('high_fever', 'fever');
    else if (v.tempMaxC >= 38) out.push('fever');
  }
  if (v.tempMinC !== undefined && v.tempMinC < 35) out.push('hypothermia');
  if (v.glucoseMaxMgDl !== undefined) {
    if (v.glucoseMaxMgDl >= 400) out.push('hyperglycemia_severe', 'high_blood_sugar');
    else if (v.glucoseMaxMgDl >= 250) out.push('high_blood_sugar');
  }
  // haemoglobin below 80 g/L is seen the same day (transfusion is considered below 70: NICE NG24); below 60 at once
  if (v.hbMinGPerL !== undefined && v.hbMinGPerL < 60) out.push('hb_very_low', 'hb_low');
  else if (v.hbMinGPerL !== undefined && v.hbMinGPerL < 80) out.push('hb_low');
  // peak flow under 75 % of best is a moderate asthma attack (same-day), under 50 % severe (BTS/SIGN 158)
  if (v.peakFlowFraction !== undefined && v.peakFlowFraction < 0.5) out.push('peak_flow_severe', 'peak_flow_low');
  else if (v.peakFlowFraction !== undefined && v.peakFlowFraction < 0.75) out.push('peak_flow_low');
  // platelets below 20 with bleeding signs, or below 50, are seen the same day (BSH ITP guidance); creatinine 1.5 times its
  // baseline is acute kidney injury (KDIGO; NICE NG148: same-day review of the cause and medicines)
  if (v.plateletsMin !== undefined && v.plateletsMin < 50) out.push('platelets_low');
  if (v.creatinineRatio !== undefined && v.creatinineRatio >= 1.5) out.push('aki');
  // potassium 6.0 or more is treated the same day, 6.5 or more at once (UK Kidney Association hyperkalaemia guideline)
  if (v.potassiumMax !== undefined && v.potassiumMax >= 6.5) out.push('high_potassium_severe', 'high_potassium');
  else if (v.potassiumMax !== undefined && v.potassiumMax >= 6) out.push('high_potassium');
  // potassium under 3.0 is replaced the same day, under 2.5 (or with palpitations or weakness) at once (UK Kidney Association)
  if (v.potassiumMin !== undefined && v.potassiumMin < 2.5) out.push('low_potassium_severe', 'low_potassium');
  else if (v.potassiumMin !== undefined && v.potassiumMin < 3) out.push('low_potassium');
  // sodium 125 or less is checked the same day (Society for Endocrinology hyponatraemia guidance); neutrophils under
  // 1.0 on treatment need a same-day plan (NICE NG151, an emergency with fever); lithium above 1.2 is toxic (NICE CG185)
  if (v.sodiumMin !== undefined && v.sodiumMin <= 125) out.push('low_sodium_marked', 'low_sodium');
  if (v.neutrophilsMin !== undefined && v.neutrophilsMin < 1) out.push('neutropenia');
  if (v.lithiumMax !== undefined && v.lithiumMax > 1.2) out.push('lithium_level_high');
  // corrected calcium 3.0 mmol/L or more is admitted or treated the same day, 3.5 or more at once (Society for
  // Endocrinology emergency guidance); a CK of 5,000 U/L or more is rhabdomyolysis needing fluids and kidney checks today
  if (v.calciumMax !== undefined && v.calciumMax >= 3.5) out.push('calcium_critical', 'calcium_high_lab', 'high_calcium');
  else if (v.calciumMax !== undefined && v.calciumMax >= 3) out.push('calcium_high_lab', 'high_calcium');
  if (v.ckMax !== undefined && v.ckMax >= 5000) out.push('ck_high');
  if (v.glucoseMinMgDl !== undefined) {
    if (v.glucoseMinMgDl < 54) out.push('hypoglycemia_severe', 'low_blood_sugar');
    else if (v.glucoseMinMgDl < 70) out.push('low_blood_sugar');
  }
  return [...new Set(out)];
}
