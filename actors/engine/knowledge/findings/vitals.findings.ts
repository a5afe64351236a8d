// Why this exists: vital-sign and measurement findings (low oxygen, fast pulse, low blood pressure, very
// high or low sugar) as words people use; the numbers themselves are read by actors/engine/vital-signs.ts.
import { mod, sym, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_VITALS: FindingDef[] = [
  sym('spo2_low', 4, 'low oxygen saturation (90-93 %)', {
    en: ['low oxygen', 'oxygen .. low', 'o2 .. low', 'sats .. low', 'low sats', 'saturation* .. low', 'desaturat*', 'hypoxi*', 'pulse ox .. low', 'oximeter .. low'],
    es: ['oxigeno bajo', 'saturacion baja', 'oxigenacion baja'], fr: ['oxygene bas', 'saturation basse', 'desaturation', 'hypoxie'], pt: ['oxigenio baixo', 'saturacao baixa', 'oxigenacao baixa', 'hipoxia'],
  }),
  sym('spo2_critical', 5, 'oxygen saturation below 90 %', {
    en: ['blue around the lips', 'blue around .. lips', 'little blue around', 'lips .. blue', 'lips are blue', 'lips went blue', 'lips .. funny colour', 'lips .. funny color', 'lips .. grey', 'lips .. gray', 'lips .. bluish', 'oxygen .. very low', 'sats .. very low', 'blue lips', 'lips .. blue', 'lips .. turning blue', 'cyanos*', 'cyanotic', 'turning blue', 'grey lips', 'gray lips'],
    es: ['labios morados', 'labios azules', 'cianosis', 'se pone morado', 'se puso azul'], fr: ['gris autour de la bouche', 'devient gris', 'levres .. grises', 'levres grises', 'levres bleues', 'cyanose', 'devient bleu*'], pt: ['labios roxos', 'labios azuis', 'cianose', 'ficou roxo', 'ficando roxo'],
  }, { implies: ['spo2_low'] }),
  sym('tachycardia', 3, 'fast heart rate at rest', {
    en: ['heart is very fast', 'heart .. very fast', 'heart beating very fast', 'tachycardic', 'hr elevated', 'pulse .. fast', 'fast pulse', 'rapid pulse', 'pulse .. rapid', 'heart rate .. high'],
    es: ['pulso rapido', 'frecuencia cardiaca alta', 'taquicardic*'], fr: ['pouls rapide', 'tachycarde', 'frequence cardiaque elevee'], pt: ['pulso rapido', 'frequencia cardiaca alta', 'taquicardic*'],
  }),
  sym('tachycardia_severe', 4, 'heart rate 130 or more at rest (adult)', {
    en: ['pulse .. very fast', 'heart rate .. very high'], es: ['pulso muy rapido'], fr: ['pouls tres rapide'], pt: ['pulso muito rapido'],
  }, { implies: ['tachycardia'] }),
  // a resting rate this high is an arrhythmia (SVT, fast AF, VT) needing an ECG and treatment now, whatever the
  // patient makes of it (Resuscitation Council UK tachycardia algorithm); measured only, never from words
  sym('tachycardia_extreme', 5, 'heart rate 150 or more at rest (adult)', {
    en: ['pulse .. over 150', 'heart rate .. over 150', 'pulse .. above 150'], es: ['pulso .. mas de 150'], fr: ['pouls .. plus de 150'], pt: ['pulso .. mais de 150'],
  }, { implies: ['tachycardia_severe', 'tachycardia'] }),
  sym('bradycardia', 3, 'slow heart rate', {
    en: ['heartbeat .. slow', 'heartbeat feels slow', 'heart .. going slow', 'heart .. is slow', 'heart .. beating slow*', 'slow heart*', 'bradycardi*', 'slow pulse', 'pulse .. slow', 'heart rate .. low', 'slow heart rate'],
    es: ['bradicardi*', 'pulso lento'], fr: ['bradycardi*', 'pouls lent'], pt: ['bradicardi*', 'pulso lento'],
  }),
  sym('tachypnea', 3, 'fast breathing', {
    en: ['breathing faster than usual', 'breathing faster than normal', 'breathing a bit faster', 'breath very fast', 'breathing very fast', 'breathe very fast', 'breathing a little fast', 'breathing a bit fast', 'breathing .. fast', 'tachypn*', 'breathing fast', 'fast breathing', 'rapid breathing', 'breathing .. rapid*', 'breathing .. quickly', 'rr elevated', 'panting'],
    es: ['respira .. mas rapido', 'respirando mas rapido', 'respira rapido', 'respiracion rapida', 'taquipnea', 'respirando rapido'], fr: ['respire .. plus vite', 'respire vite', 'respire .. vite', 'respire vite', 'respiration rapide', 'tachypnee'], pt: ['respirando .. mais rapido', 'respirando um pouco mais rapido', 'respirando rapido', 'respiracao rapida', 'taquipneia', 'respira rapido'],
  }),
  sym('tachypnea_severe', 5, 'very fast breathing (30 or more a minute in an adult)', {
    en: ['breathing very fast', 'chest .. sucking in', 'ribs .. sucking in', 'sucking in .. ribs', 'retractions', 'indrawing', 'head bobbing', 'nasal flaring', 'grunting'],
    es: ['quejido', 'se le hunden las costillas', 'tiraje', 'tiraje', 'se le hunden las costillas', 'aleteo nasal', 'respira muy rapido'], fr: ['cotes qui se creusent', 'on voit ses cotes', 'se creuse sous les cotes', 'geint', 'tirage', 'se creuse sous les cotes', 'tirage', 'battement des ailes du nez', 'respire tres vite', 'geignement'], pt: ['gemendo', 'gemido', 'barriga afunda', 'afunda .. costelas', 'tiragem', 'costelas afundando', 'batimento de asa de nariz', 'respira muito rapido', 'gemencia'],
  }, { implies: ['tachypnea'] }),
  sym('hypotension', 5, 'low blood pressure (systolic below 90)', {
    en: ['low blood pressure', 'blood pressure .. low', 'bp .. low', 'low bp', 'hypotensi*', 'bp dropped', 'blood pressure dropped', 'pressure .. dropping'],
    es: ['presion baja', 'tension baja', 'hipotension', 'presion .. muy baja'], fr: ['tension basse', 'hypotension', 'tension .. chute'], pt: ['pressao baixa', 'hipotensao', 'pressao .. caiu'],
  }),
  sym('bp_severe_high', 4, 'blood pressure 180/120 or higher', {
    en: ['hypertensive crisis', 'hypertensive emergency', 'hypertensive urgency', 'blood pressure .. very high', 'bp .. very high', 'bp .. through the roof', 'blood pressure .. through the roof', 'malignant hypertension'],
    es: ['crisis hipertensiva', 'presion muy alta', 'tension muy alta'], fr: ['crise hypertensive', 'tension tres elevee', 'tension tres haute'], pt: ['crise hipertensiva', 'pressao muito alta'],
  }, { implies: ['high_bp_reading'] }),
  sym('hyperpyrexia', 4, 'temperature 40 °C (104 °F) or higher', {
    en: ['hyperpyrexi*', 'fever of 40*', 'fever of 104*', 'fever of 105*'], es: ['fiebre de 40', 'hiperpirexia'], fr: ['fievre a 40', 'hyperpyrexie'], pt: ['febre de 40', 'hiperpirexia'],
  }, { implies: ['high_fever', 'fever'] }),
  sym('hypothermia', 4, 'body temperature below 35 °C (95 °F)', {
    en: ['stopped shivering', 'soaked .. shivering', 'cold like ice', 'skin .. cold like ice', 'ice cold to touch', 'freezing cold to touch', 'hypotherm*', 'body .. ice cold', 'temperature .. very low', 'low body temperature'], es: ['hipotermia', 'temperatura muy baja'], fr: ['hypothermie', 'temperature tres basse'], pt: ['hipotermia', 'temperatura muito baixa'],
  }),
  sym('hyperglycemia_severe', 4, 'blood sugar 400 mg/dL (22 mmol/L) or higher', {
    en: ['sugar .. hi', 'meter .. says hi', 'glucose .. hi', 'sugar .. off the chart*', 'sugar .. over 400', 'sugar .. over 500'],
    es: ['azucar muy alta', 'glucosa muy alta'], fr: ['glycemie tres elevee', 'sucre tres eleve'], pt: ['acucar muito alto', 'glicose muito alta', 'glicemia muito alta'],
  }, { implies: ['high_blood_sugar'] }),
  // a haemoglobin below 80 g/L (8 g/dL): same-day review, transfusion considered below 70 (NICE NG24); below 60 at once
  sym('hb_low', 4, 'haemoglobin below 80 g/L', {
    en: ['haemoglobin .. very low', 'hemoglobin .. very low', 'hb .. very low', 'blood count .. very low'],
    es: ['hemoglobina muy baja'], fr: ['hemoglobine tres basse'], pt: ['hemoglobina muito baixa'],
  }),
  sym('hb_very_low', 5, 'haemoglobin below 60 g/L', {
    en: ['haemoglobin .. dangerously low', 'hemoglobin .. dangerously low'], es: ['hemoglobina peligrosamente baja'], fr: ['hemoglobine dangereusement basse'], pt: ['hemoglobina perigosamente baixa'],
  }, { implies: ['hb_low'] }),
  // peak flow under 75 % of best (moderate asthma: same-day) and under 50 % (severe: emergency), BTS/SIGN 158
  sym('peak_flow_low', 4, 'peak flow under 75 % of best', {
    en: ['peak flow .. low', 'peak flow .. dropped', 'peak flow .. down'], es: ['flujo maximo bajo'], fr: ['debit de pointe bas'], pt: ['pico de fluxo baixo'],
  }),
  sym('peak_flow_severe', 5, 'peak flow under 50 % of best', {
    en: ['peak flow .. half', 'peak flow .. very low'], es: ['flujo maximo muy bajo'], fr: ['debit de pointe tres bas'], pt: ['pico de fluxo muito baixo'],
  }, { implies: ['peak_flow_low'] }),
  // platelets below 50 x10^9/L (BSH: same-day review, at once with bleeding)
  sym('platelets_low', 4, 'platelets below 50', {
    en: ['platelets .. very low', 'platelet count .. very low', 'low platelets'], es: ['plaquetas muy bajas'], fr: ['plaquettes tres basses'], pt: ['plaquetas muito baixas'],
  }),
  // a creatinine 1.5 times its baseline: acute kidney injury (KDIGO; NICE NG148)
  sym('aki', 4, 'acute kidney injury (creatinine well above its baseline)', {
    en: ['acute kidney injury', 'aki', 'kidney function .. dropped', 'kidneys .. failing suddenly'], es: ['insuficiencia renal aguda', 'fallo renal agudo'], fr: ['insuffisance renale aigue'], pt: ['insuficiencia renal aguda', 'lesao renal aguda'],
  }),
  mod('inr_low', 'INR below 2 (under-anticoagulated)', {
    en: ['inr .. too low', 'inr .. low', 'subtherapeutic inr'], es: ['inr bajo'], fr: ['inr bas', 'inr trop bas'], pt: ['inr baixo'],
  }),
  sym('low_sodium_marked', 4, 'sodium 125 mmol/L or less', {
    en: ['sodium .. very low', 'very low sodium', 'severe hyponatr*'], es: ['sodio muy bajo'], fr: ['sodium tres bas', 'hyponatremie severe'], pt: ['sodio muito baixo'],
  }, { implies: ['low_sodium'] }),
  sym('neutropenia', 4, 'neutrophils below 1.0', {
    en: ['neutropeni*', 'neutrophils .. very low', 'white cells .. very low', 'low white count'], es: ['neutropenia', 'defensas muy bajas'], fr: ['neutropenie', 'globules blancs tres bas'], pt: ['neutropenia', 'imunidade muito baixa'],
  }, { implies: ['risk_immunosuppressed'] }),
  sym('calcium_high_lab', 4, 'corrected calcium 3.0 mmol/L or more', {
    en: ['calcium .. very high', 'very high calcium'], es: ['calcio muy alto'], fr: ['calcium tres eleve', 'calcemie tres elevee'], pt: ['calcio muito alto'],
  }, { implies: ['high_calcium'] }),
  sym('calcium_critical', 5, 'corrected calcium 3.5 mmol/L or more', {
    en: ['calcium .. dangerously high'], es: ['calcio peligrosamente alto'], fr: ['calcium dangereusement eleve'], pt: ['calcio perigosamente alto'],
  }, { implies: ['calcium_high_lab', 'high_calcium'] }),
  sym('ck_high', 4, 'creatine kinase 5,000 U/L or more (rhabdomyolysis)', {
    en: ['rhabdomyolysis', 'rhabdo', 'ck .. very high', 'very high ck'], es: ['rabdomiolisis', 'ck muy alta'], fr: ['rhabdomyolyse', 'cpk tres elevees'], pt: ['rabdomiolise', 'cpk muito alta'],
  }),
  sym('low_potassium_severe', 5, 'potassium below 2.5 mmol/L', {
    en: ['potassium .. dangerously low', 'potassium .. very low'], es: ['potasio muy bajo'], fr: ['potassium tres bas', 'kaliemie tres basse'], pt: ['potassio muito baixo'],
  }, { implies: ['low_potassium'] }),
  sym('lithium_level_high', 4, 'lithium level above 1.2 mmol/L', {
    en: ['lithium level .. high', 'lithium toxicity', 'high lithium'], es: ['litio alto'], fr: ['lithemie elevee'], pt: ['litio alto'],
  }),
  // potassium 6.5 mmol/L or more risks the heart's rhythm: treated at once (UK Kidney Association); 6.0-6.4 is high_potassium
  sym('high_potassium_severe', 5, 'potassium 6.5 mmol/L or more', {
    en: ['potassium .. dangerously high', 'potassium .. very high', 'dangerously high potassium'],
    es: ['potasio muy alto'], fr: ['potassium tres eleve', 'kaliemie tres elevee'], pt: ['potassio muito alto'],
  }, { implies: ['high_potassium'] }),
  sym('hypoglycemia_severe', 4, 'blood sugar below 54 mg/dL (3.0 mmol/L)', {
    en: ['sugar .. very low', 'glucose .. very low', 'severe hypo*', 'hypo .. unconscious'],
    es: ['azucar muy baja', 'glucosa muy baja', 'hipoglucemia grave'], fr: ['glycemie tres basse', 'hypoglycemie severe', 'hypoglycemie grave'], pt: ['acucar muito baixo', 'glicose muito baixa', 'hipoglicemia grave'],
  }, { implies: ['low_blood_sugar'] }),
];
