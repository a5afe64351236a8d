// Why this exists: the condition model's abdomen-pelvis conditions, written from textbook and guideline descriptions.
import type { ConditionDef } from './condition.types.ts';

export const CONDITIONS_ABDOMEN_PELVIS: ConditionDef[] = [
  // ── general surgery: the acute abdomen ───────────────────────────────────────
  {
    id: 'appendicitis', name: 'Acute appendicitis', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.1, child: 1.5, teen: 2, adult: 1, older: 0.5 }, onset: 'hours', course: 'days', guidelines: ['appendicitis-abdominal-pain'],
    findings: [['abd_pain_rlq', 0.8, 2], ['pain_migration', 0.5, 3], ['abdominal_pain', 0.98, 1], ['appetite_loss', 0.7, 1], ['nausea', 0.7, 1], ['vomiting', 0.5, 1], ['peritonism', 0.55, 2], ['fever', 0.4, 1], ['abd_pain_periumbilical', 0.45, 2], ['worsening', 0.5, 1], ['diarrhea', 0.15, 1], ['tachycardia', 0.3, 1]],
  },
  {
    id: 'small_bowel_obstruction', name: 'Small bowel obstruction', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.3, child: 0.3, teen: 0.3, adult: 1, older: 3 }, onset: 'hours', course: 'days', guidelines: ['appendicitis-abdominal-pain'],
    findings: [['colicky_pain', 0.7, 2], ['vomiting', 0.85, 1], ['abdominal_distension', 0.6, 2], ['no_flatus', 0.6, 3], ['bilious_vomiting', 0.4, 3], ['abdominal_pain', 0.95, 1], ['risk_abdominal_surgery', 0.6, 2], ['constipation', 0.5, 1], ['hernia_bulge', 0.15, 2], ['persistent_vomiting', 0.4, 2]],
  },
  {
    id: 'large_bowel_obstruction', name: 'Large bowel obstruction or sigmoid volvulus', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.05, adult: 0.5, older: 4 }, onset: 'days', course: 'days',
    findings: [['abdominal_distension', 0.85, 2], ['no_flatus', 0.7, 3], ['constipation', 0.8, 1], ['abdominal_pain', 0.85, 1], ['colicky_pain', 0.5, 2], ['vomiting', 0.4, 1], ['bowel_habit_change', 0.4, 2], ['weight_loss', 0.25, 1], ['bilious_vomiting', 0.15, 3]],
  },
  {
    id: 'perforated_viscus', name: 'Perforated peptic ulcer or bowel (peritonitis)', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 0.1, teen: 0.3, adult: 1, older: 2 }, onset: 'sudden', course: 'hours',
    findings: [['sudden_onset', 0.8, 1], ['severe', 0.85, 1], ['abd_pain_epigastric', 0.6, 1], ['peritonism', 0.8, 2], ['abdominal_pain', 0.98, 1], ['shoulder_tip_pain', 0.2, 3], ['risk_nsaid', 0.35, 2], ['vomiting', 0.5, 1], ['tachycardia', 0.55, 1], ['fever', 0.3, 1], ['hypotension', 0.2, 2], ['risk_smoking', 0.4, 1]],
  },
  {
    id: 'mesenteric_ischaemia', name: 'Acute mesenteric ischaemia', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0, child: 0, teen: 0, adult: 0.5, older: 5 }, onset: 'sudden', course: 'hours',
    findings: [['severe', 0.85, 1], ['abdominal_pain', 0.95, 1], ['pain_out_of_proportion', 0.45, 3], ['sudden_onset', 0.6, 1], ['risk_afib', 0.5, 2], ['risk_pvd', 0.3, 2], ['vomiting', 0.5, 1], ['diarrhea', 0.35, 1], ['blood_in_stool', 0.2, 2], ['postprandial_pain', 0.2, 2], ['tachycardia', 0.4, 1], ['confusion', 0.15, 1]],
  },
  {
    id: 'incarcerated_hernia', name: 'Incarcerated or strangulated hernia', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 2, child: 0.5, teen: 0.3, adult: 1, older: 2 }, onset: 'hours', course: 'hours', guidelines: ['hernia'],
    findings: [['hernia_irreducible', 0.8, 3], ['hernia_bulge', 0.9, 2], ['severe', 0.5, 1], ['vomiting', 0.5, 1], ['abdominal_pain', 0.7, 1], ['skin_redness', 0.2, 1], ['no_flatus', 0.25, 3], ['inconsolable', 0.2, 1]],
  },
  {
    id: 'abdominal_hernia', name: 'Uncomplicated inguinal, umbilical or incisional hernia', specialty: 'general_surgery', level: 'non_urgent', prior: 'common',
    ages: { infant: 1, child: 0.5, teen: 0.5, adult: 1, older: 1.5 }, onset: 'weeks', course: 'chronic', guidelines: ['hernia'],
    findings: [['hernia_bulge', 0.95, 3], ['abdominal_pain', 0.4, 1], ['exertional', 0.3, 1], ['chronic', 0.4, 1], ['mild', 0.3, 1], ['risk_abdominal_surgery', 0.15, 2]],
    escalate: [
      { any: ['hernia_irreducible', 'vomiting', 'severe', 'no_flatus'], level: 'emergency', reason: 'hernia that is stuck, tender or with vomiting (possible strangulation)' },
    ],
  },
  {
    id: 'biliary_colic', name: 'Biliary colic (gallstone pain)', specialty: 'general_surgery', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.05, teen: 0.3, adult: 1, older: 1.2 }, onset: 'hours', course: 'hours', guidelines: ['gallstones'],
    findings: [['abd_pain_ruq', 0.7, 2], ['pain_after_fatty_meal', 0.5, 3], ['abd_pain_epigastric', 0.5, 1], ['nausea', 0.6, 1], ['vomiting', 0.4, 1], ['risk_gallstones', 0.3, 3], ['severe', 0.5, 1], ['chronic', 0.3, 1], ['resolved', 0.4, 1], ['risk_obesity', 0.3, 1]],
    escalate: [
      { any: ['fever', 'jaundice'], level: 'urgent', reason: 'gallstone pain with fever or jaundice (cholecystitis or duct stone)' },
      { all: ['fever', 'jaundice'], level: 'emergency', reason: 'fever with jaundice (possible cholangitis)' },
      { any: ['pain_radiating_back', 'persistent_vomiting'], level: 'urgent', reason: 'possible gallstone pancreatitis' },
    ],
  },
  {
    id: 'acute_cholecystitis', name: 'Acute cholecystitis', specialty: 'general_surgery', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0.05, teen: 0.2, adult: 1, older: 2 }, pregnancy: 1.5, onset: 'hours', course: 'days', guidelines: ['gallstones'],
    findings: [['abd_pain_ruq', 0.85, 2], ['fever', 0.55, 1], ['vomiting', 0.6, 1], ['nausea', 0.75, 1], ['risk_gallstones', 0.35, 3], ['pain_after_fatty_meal', 0.35, 3], ['shoulder_tip_pain', 0.15, 3], ['severe', 0.5, 1], ['worsening', 0.4, 1], ['jaundice', 0.1, 2]],
    escalate: [
      { any: ['jaundice', 'confusion', 'hypotension', 'tachycardia_severe', 'hyperpyrexia', 'peritonism'], level: 'emergency', reason: 'cholecystitis with jaundice, sepsis or peritonism' },
    ],
  },
  {
    id: 'ascending_cholangitis', name: 'Ascending cholangitis', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.02, teen: 0.1, adult: 1, older: 3 }, onset: 'hours', course: 'days', guidelines: ['gallstones', 'sepsis-recognition'],
    findings: [['jaundice', 0.75, 3], ['fever', 0.85, 1], ['abd_pain_ruq', 0.75, 2], ['chills', 0.6, 1], ['risk_gallstones', 0.4, 3], ['pale_stools', 0.3, 3], ['confusion', 0.2, 1], ['hypotension', 0.2, 2], ['itch', 0.15, 1]],
  },
  {
    id: 'painless_obstructive_jaundice', name: 'Painless obstructive jaundice (pancreatic or biliary cancer)', specialty: 'gastroenterology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.02, adult: 0.7, older: 3 }, onset: 'weeks', course: 'weeks', guidelines: ['hepatitis', 'weight-loss-lymph-nodes'],
    findings: [['jaundice', 0.95, 3], ['pale_stools', 0.6, 3], ['itch', 0.5, 1], ['weight_loss', 0.6, 2], ['appetite_loss', 0.5, 1], ['abd_pain_epigastric', 0.4, 1], ['pain_radiating_back', 0.3, 2], ['risk_diabetes', 0.2, 1], ['fatigue', 0.4, 1]],
  },
  {
    id: 'acute_pancreatitis', name: 'Acute pancreatitis', specialty: 'gastroenterology', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 0.3, adult: 1, older: 1.3 }, onset: 'hours', course: 'days', guidelines: ['gallstones'],
    findings: [['abd_pain_epigastric', 0.85, 1], ['pain_radiating_back', 0.5, 3], ['severe', 0.8, 1], ['vomiting', 0.75, 1], ['nausea', 0.8, 1], ['risk_alcohol', 0.35, 2], ['risk_gallstones', 0.35, 3], ['better_leaning_forward', 0.2, 3], ['fever', 0.3, 1], ['tachycardia', 0.45, 1], ['persistent_vomiting', 0.35, 2], ['abdominal_pain', 0.98, 1]],
  },
  {
    id: 'chronic_pancreatitis', name: 'Chronic pancreatitis', specialty: 'gastroenterology', level: 'non_urgent', prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.1, adult: 1, older: 0.8 }, onset: 'months', course: 'chronic',
    findings: [['abd_pain_epigastric', 0.8, 1], ['chronic', 0.7, 1], ['risk_alcohol', 0.6, 2], ['pain_radiating_back', 0.5, 3], ['pale_stools', 0.3, 3], ['weight_loss', 0.4, 2], ['postprandial_pain', 0.4, 2], ['risk_diabetes', 0.3, 1]],
    escalate: [
      { any: ['persistent_vomiting', 'fever', 'jaundice', 'severe'], level: 'urgent', reason: 'flare with vomiting, fever, jaundice or severe pain' },
    ],
  },
  // ── gastroenterology: upper gut ─────────────────────────────────────────────
  {
    id: 'peptic_ulcer', name: 'Peptic ulcer disease', specialty: 'gastroenterology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.1, teen: 0.3, adult: 1, older: 1.5 }, onset: 'weeks', course: 'weeks', guidelines: ['gerd-dyspepsia'],
    findings: [['abd_pain_epigastric', 0.85, 1], ['pain_relieved_by_food', 0.4, 3], ['heartburn', 0.4, 1], ['risk_nsaid', 0.3, 2], ['nausea', 0.4, 1], ['bloating', 0.3, 1], ['chronic', 0.4, 1], ['risk_smoking', 0.3, 1], ['early_satiety', 0.2, 2]],
    escalate: [
      { any: ['vomiting_blood', 'black_stool', 'hypotension', 'syncope', 'peritonism'], level: 'emergency', reason: 'ulcer with bleeding, collapse or perforation' },
      { any: ['weight_loss', 'dysphagia', 'persistent_vomiting'], level: 'urgent', reason: 'dyspepsia with alarm features' },
    ],
  },
  {
    id: 'gastritis', name: 'Acute gastritis', specialty: 'gastroenterology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.3, teen: 0.7, adult: 1, older: 1 }, onset: 'days', course: 'days', guidelines: ['gerd-dyspepsia'],
    findings: [['abd_pain_epigastric', 0.85, 1], ['nausea', 0.6, 1], ['heartburn', 0.45, 1], ['risk_nsaid', 0.3, 2], ['risk_alcohol', 0.25, 2], ['vomiting', 0.3, 1], ['appetite_loss', 0.35, 1], ['bloating', 0.3, 1]],
    escalate: [
      { any: ['vomiting_blood', 'black_stool'], level: 'emergency', reason: 'gastritis with signs of bleeding' },
      { any: ['persistent_vomiting', 'severe'], level: 'urgent', reason: 'severe pain or persistent vomiting' },
    ],
  },
  {
    id: 'gord', name: 'Gastro-oesophageal reflux disease', specialty: 'gastroenterology', level: 'non_urgent', prior: 'very_common',
    ages: { infant: 0.1, child: 0.2, teen: 0.6, adult: 1, older: 1.2 }, pregnancy: 2, onset: 'weeks', course: 'chronic', guidelines: ['gerd-dyspepsia'],
    findings: [['heartburn', 0.9, 2], ['chronic', 0.6, 1], ['abd_pain_epigastric', 0.4, 1], ['cough', 0.2, 1], ['risk_obesity', 0.3, 1], ['bloating', 0.3, 1], ['hoarseness', 0.1, 1], ['insomnia', 0.15, 1]],
    escalate: [
      { any: ['dysphagia', 'weight_loss', 'vomiting_blood', 'black_stool', 'persistent_vomiting'], level: 'urgent', reason: 'reflux with alarm features (swallowing trouble, weight loss, bleeding)' },
    ],
  },
  {
    id: 'mild_heartburn', name: 'Occasional heartburn or indigestion', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'very_common',
    ages: { infant: 0, child: 0.2, teen: 0.7, adult: 1, older: 1 }, pregnancy: 2, onset: 'hours', course: 'hours', guidelines: ['gerd-dyspepsia'],
    findings: [['heartburn', 0.95, 2], ['mild', 0.5, 1], ['pain_after_fatty_meal', 0.3, 2], ['bloating', 0.35, 1], ['abd_pain_epigastric', 0.3, 1], ['resolved', 0.2, 1]],
    escalate: [
      { any: ['dysphagia', 'weight_loss', 'vomiting_blood', 'black_stool', 'chronic'], level: 'non_urgent', reason: 'recurrent heartburn or alarm features need a doctor' },
      { any: ['diaphoresis', 'dyspnea', 'radiating_arm_jaw', 'exertional'], level: 'emergency', reason: 'could be cardiac pain' },
    ],
  },
  {
    id: 'functional_dyspepsia', name: 'Functional dyspepsia', specialty: 'gastroenterology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.3, teen: 0.8, adult: 1, older: 0.8 }, onset: 'weeks', course: 'chronic', guidelines: ['gerd-dyspepsia'],
    findings: [['abd_pain_epigastric', 0.8, 1], ['early_satiety', 0.45, 2], ['bloating', 0.5, 1], ['chronic', 0.7, 1], ['nausea', 0.4, 1], ['postprandial_pain', 0.4, 2], ['anxiety', 0.3, 1]],
    escalate: [
      { any: ['weight_loss', 'dysphagia', 'black_stool', 'vomiting_blood'], level: 'urgent', reason: 'dyspepsia with alarm features' },
    ],
  },
  {
    id: 'upper_gi_bleed', name: 'Upper gastrointestinal bleeding', specialty: 'gastroenterology', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.1, child: 0.1, teen: 0.3, adult: 1, older: 2.5 }, onset: 'hours', course: 'hours', guidelines: ['gi-bleeding'],
    findings: [['vomiting_blood', 0.6, 3], ['black_stool', 0.6, 3], ['risk_nsaid', 0.3, 2], ['risk_anticoagulant', 0.2, 2], ['lightheaded', 0.35, 1], ['abd_pain_epigastric', 0.4, 1], ['syncope', 0.15, 2], ['pallor', 0.3, 1], ['risk_alcohol', 0.25, 2], ['tachycardia', 0.4, 1]],
  },
  {
    id: 'variceal_bleed', name: 'Variceal bleeding in liver disease', specialty: 'gastroenterology', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.05, adult: 1, older: 1 }, onset: 'sudden', course: 'hours', guidelines: ['gi-bleeding'],
    findings: [['vomiting_blood', 0.9, 3], ['risk_liver', 0.8, 3], ['risk_alcohol', 0.5, 2], ['black_stool', 0.5, 3], ['jaundice', 0.3, 2], ['abdominal_distension', 0.35, 2], ['lightheaded', 0.4, 1], ['confusion', 0.15, 1]],
  },
  {
    id: 'mallory_weiss_tear', name: 'Mallory-Weiss tear after retching', specialty: 'gastroenterology', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.2, teen: 0.7, adult: 1, older: 0.8 }, onset: 'sudden', course: 'days', guidelines: ['gi-bleeding'],
    findings: [['vomiting_blood', 0.9, 3], ['vomiting', 0.95, 1], ['persistent_vomiting', 0.5, 2], ['alcohol_intoxication', 0.3, 2], ['risk_alcohol', 0.3, 2], ['mild', 0.3, 1], ['abd_pain_epigastric', 0.3, 1], ['pregnancy', 0.05, 1]],
    escalate: [
      { any: ['black_stool', 'lightheaded', 'syncope', 'hypotension', 'tachycardia', 'pallor'], level: 'emergency', reason: 'bleeding with signs of blood loss' },
    ],
  },
  {
    id: 'oesophageal_food_bolus', name: 'Oesophageal food bolus obstruction', specialty: 'gastroenterology', level: 'emergency', prior: 'rare',
    ages: { infant: 0.1, child: 0.3, teen: 0.5, adult: 1, older: 1.5 }, onset: 'sudden', course: 'hours',
    findings: [['food_bolus', 0.85, 3], ['dysphagia', 0.95, 2], ['sudden_onset', 0.6, 1], ['chest_pain', 0.4, 1], ['drooling', 0.4, 2], ['vomiting', 0.3, 1]],
  },
  {
    id: 'oesophageal_rupture', name: 'Oesophageal rupture (Boerhaave) after vomiting', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0, child: 0.05, teen: 0.2, adult: 1, older: 1 }, onset: 'sudden', course: 'hours',
    findings: [['chest_pain', 0.85, 1], ['vomiting', 0.8, 1], ['severe', 0.8, 1], ['sudden_onset', 0.7, 1], ['risk_alcohol', 0.4, 2], ['dyspnea', 0.4, 1], ['abd_pain_epigastric', 0.35, 1], ['vomiting_blood', 0.2, 3], ['tachycardia', 0.5, 1]],
  },
  {
    id: 'oesophagogastric_cancer', name: 'Oesophageal or stomach cancer', specialty: 'gastroenterology', level: 'non_urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.01, adult: 0.5, older: 3 }, onset: 'months', course: 'chronic', guidelines: ['weight-loss-lymph-nodes', 'gerd-dyspepsia'],
    findings: [['dysphagia', 0.6, 2], ['weight_loss', 0.6, 2], ['abd_pain_epigastric', 0.5, 1], ['early_satiety', 0.3, 2], ['appetite_loss', 0.5, 1], ['heartburn', 0.35, 1], ['worsening', 0.4, 1], ['vomiting', 0.25, 1], ['fatigue', 0.4, 1], ['risk_smoking', 0.4, 1], ['black_stool', 0.1, 2]],
    escalate: [
      { any: ['vomiting_blood', 'food_bolus'], level: 'emergency', reason: 'bleeding or complete swallowing obstruction' },
      { any: ['persistent_vomiting', 'dehydration', 'black_stool'], level: 'urgent', reason: 'cannot keep food down or bleeding' },
    ],
  },
  // ── gastroenterology: lower gut ─────────────────────────────────────────────
  {
    id: 'diverticulitis', name: 'Acute diverticulitis', specialty: 'general_surgery', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.05, adult: 0.8, older: 2.5 }, onset: 'days', course: 'days',
    findings: [['abd_pain_llq', 0.8, 2], ['fever', 0.5, 1], ['abdominal_pain', 0.98, 1], ['nausea', 0.4, 1], ['constipation', 0.35, 1], ['diarrhea', 0.3, 1], ['chronic', 0.2, 1], ['urinary_frequency', 0.1, 1], ['appetite_loss', 0.4, 1], ['risk_obesity', 0.3, 1]],
    escalate: [
      { any: ['peritonism', 'hypotension', 'tachycardia_severe', 'confusion', 'hyperpyrexia', 'persistent_vomiting', 'blood_in_stool'], level: 'emergency', reason: 'diverticulitis with peritonism, sepsis or bleeding' },
    ],
  },
  {
    id: 'lower_gi_bleed', name: 'Lower gastrointestinal bleeding (diverticular or angiodysplasia)', specialty: 'gastroenterology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.05, child: 0.1, teen: 0.2, adult: 0.7, older: 3 }, onset: 'sudden', course: 'days', guidelines: ['gi-bleeding'],
    findings: [['blood_in_stool', 0.95, 2], ['heavy_rectal_bleeding', 0.4, 3], ['sudden_onset', 0.4, 1], ['risk_anticoagulant', 0.25, 2], ['lightheaded', 0.2, 1], ['abdominal_pain', 0.25, 1], ['black_stool', 0.1, 2]],
    escalate: [
      { any: ['heavy_rectal_bleeding', 'syncope', 'hypotension', 'tachycardia', 'lightheaded', 'pallor'], level: 'emergency', reason: 'heavy rectal bleeding or signs of blood loss' },
    ],
  },
  {
    id: 'colorectal_cancer', name: 'Colorectal cancer', specialty: 'gastroenterology', level: 'non_urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.01, adult: 0.5, older: 3 }, onset: 'months', course: 'chronic', guidelines: ['gi-bleeding', 'weight-loss-lymph-nodes', 'anaemia'],
    findings: [['bowel_habit_change', 0.6, 3], ['blood_in_stool', 0.5, 2], ['weight_loss', 0.4, 2], ['fatigue', 0.4, 1], ['abdominal_pain', 0.45, 1], ['tenesmus', 0.2, 2], ['pallor', 0.2, 1], ['chronic', 0.4, 1], ['lump', 0.1, 1], ['mucus_stool', 0.15, 2]],
    escalate: [
      { any: ['no_flatus', 'abdominal_distension', 'persistent_vomiting'], level: 'emergency', reason: 'possible malignant bowel obstruction' },
    ],
  },
  {
    id: 'ibs', name: 'Irritable bowel syndrome', specialty: 'gastroenterology', level: 'non_urgent', prior: 'very_common',
    ages: { infant: 0, child: 0.3, teen: 1, adult: 1, older: 0.4 }, onset: 'months', course: 'chronic', guidelines: ['constipation'],
    findings: [['bloating', 0.75, 1], ['abdominal_pain', 0.9, 1], ['chronic', 0.8, 1], ['diarrhea', 0.5, 1], ['constipation', 0.5, 1], ['colicky_pain', 0.35, 2], ['mucus_stool', 0.3, 2], ['tenesmus', 0.3, 2], ['stress', 0.3, 1], ['anxiety', 0.3, 1], ['bowel_habit_change', 0.3, 2]],
    escalate: [
      { any: ['weight_loss', 'blood_in_stool', 'black_stool'], level: 'urgent', reason: 'bowel symptoms with bleeding or weight loss need prompt review' },
    ],
  },
  {
    id: 'inflammatory_bowel_disease', name: "Inflammatory bowel disease (Crohn's or ulcerative colitis) or flare", specialty: 'gastroenterology', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.4, teen: 1.5, adult: 1, older: 0.5 }, onset: 'weeks', course: 'chronic', guidelines: ['inflammatory-bowel-disease'],
    findings: [['diarrhea', 0.85, 1], ['blood_in_stool', 0.55, 2], ['abdominal_pain', 0.7, 1], ['risk_autoimmune', 0.4, 2], ['weight_loss', 0.4, 2], ['chronic', 0.5, 1], ['mucus_stool', 0.35, 2], ['tenesmus', 0.3, 2], ['fatigue', 0.5, 1], ['fever', 0.25, 1], ['abd_pain_rlq', 0.2, 2], ['perianal_swelling', 0.1, 2]],
    escalate: [
      { any: ['tachycardia', 'hyperpyrexia', 'abdominal_distension', 'peritonism', 'heavy_rectal_bleeding', 'dehydration', 'hypotension'], level: 'emergency', reason: 'severe colitis (fever, fast pulse, distension, heavy bleeding)' },
    ],
  },
  {
    id: 'coeliac_disease', name: 'Coeliac disease', specialty: 'gastroenterology', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0.3, child: 1, teen: 1, adult: 1, older: 0.5 }, onset: 'months', course: 'chronic',
    findings: [['diarrhea', 0.5, 1], ['bloating', 0.6, 1], ['chronic', 0.8, 1], ['fatigue', 0.5, 1], ['weight_loss', 0.35, 2], ['abdominal_pain', 0.5, 1], ['pale_stools', 0.2, 3], ['mouth_ulcer', 0.15, 1], ['risk_autoimmune', 0.2, 2], ['pallor', 0.2, 1]],
  },
  {
    id: 'lactose_intolerance', name: 'Lactose intolerance', specialty: 'gastroenterology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0.2, child: 0.7, teen: 1, adult: 1, older: 0.8 }, onset: 'weeks', course: 'chronic',
    findings: [['bloating', 0.85, 1], ['diarrhea', 0.65, 1], ['abdominal_pain', 0.6, 1], ['postprandial_pain', 0.4, 2], ['chronic', 0.6, 1], ['nausea', 0.3, 1]],
  },
  {
    // diarrhoea that lasts more than a week needs a visit (NICE CKS gastroenteritis; NHS: diarrhoea over 7 days)
    id: 'viral_gastroenteritis', name: 'Viral gastroenteritis (adult, mild)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, selfCareDays: 7, prior: 'very_common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0.8 }, onset: 'hours', course: 'days', guidelines: ['gastroenteritis-adults'],
    findings: [['diarrhea', 0.85, 1], ['vomiting', 0.65, 1], ['nausea', 0.8, 1], ['abdominal_pain', 0.5, 1], ['colicky_pain', 0.3, 2], ['sick_contacts', 0.35, 2], ['low_grade_fever', 0.3, 1], ['appetite_loss', 0.5, 1], ['flu_like', 0.2, 1], ['fatigue', 0.4, 1]],
    escalate: [
      { any: ['dehydration', 'persistent_vomiting', 'decreased_urination', 'blood_in_stool', 'high_fever'], level: 'urgent', reason: 'dehydration, blood in stool or unable to keep fluids down' },
      { any: ['hypotension', 'confusion', 'syncope', 'tachycardia_severe', 'black_stool', 'vomiting_blood'], level: 'emergency', reason: 'shock, collapse or bleeding' },
      { any: ['chronic', 'risk_immunosuppressed', 'risk_ckd', 'risk_diabetes'], level: 'non_urgent', reason: 'persistent symptoms or vulnerable person' },
    ],
  },
  {
    id: 'food_poisoning', name: 'Food poisoning', specialty: 'general_practice', level: 'self_care', selfLimiting: true, selfCareDays: 7, prior: 'common',
    ages: { infant: 0.2, child: 0.7, teen: 1, adult: 1, older: 0.8 }, onset: 'hours', course: 'days', guidelines: ['gastroenteritis-adults'],
    findings: [['ate_suspect_food', 0.6, 3], ['vomiting', 0.75, 1], ['diarrhea', 0.8, 1], ['nausea', 0.85, 1], ['colicky_pain', 0.35, 2], ['abdominal_pain', 0.6, 1], ['sudden_onset', 0.4, 1], ['sick_contacts', 0.3, 2], ['fever', 0.25, 1]],
    escalate: [
      { any: ['dehydration', 'persistent_vomiting', 'blood_in_stool', 'high_fever', 'decreased_urination'], level: 'urgent', reason: 'dehydration, bloody diarrhoea or high fever' },
      { any: ['hypotension', 'confusion', 'weakness', 'double_vision', 'speech_difficulty'], level: 'emergency', reason: 'shock or neurological signs (possible botulism)' },
    ],
  },
  {
    id: 'travellers_diarrhoea', name: "Travellers' diarrhoea", specialty: 'general_practice', level: 'self_care', selfLimiting: true, selfCareDays: 7, prior: 'common',
    ages: { infant: 0.2, child: 0.6, teen: 1, adult: 1, older: 0.7 }, onset: 'hours', course: 'days', guidelines: ['gastroenteritis-adults', 'travel-fever-malaria'],
    findings: [['recent_travel', 0.95, 2], ['diarrhea', 0.95, 1], ['colicky_pain', 0.4, 2], ['abdominal_pain', 0.5, 1], ['nausea', 0.5, 1], ['ate_suspect_food', 0.3, 3], ['low_grade_fever', 0.2, 1]],
    escalate: [
      { any: ['blood_in_stool', 'high_fever', 'dehydration', 'chronic'], level: 'urgent', reason: 'dysentery, high fever, dehydration or persistent diarrhoea after travel' },
      { any: ['confusion', 'hypotension'], level: 'emergency', reason: 'shock or confusion' },
    ],
  },
  {
    id: 'bacterial_dysentery', name: 'Infective colitis or dysentery (Campylobacter, Shigella, E. coli)', specialty: 'infectious_disease', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 1, child: 1.3, teen: 1, adult: 1, older: 1.2 }, onset: 'hours', course: 'days', guidelines: ['gastroenteritis-adults', 'dehydration-children'],
    findings: [['blood_in_stool', 0.8, 2], ['diarrhea', 0.98, 1], ['fever', 0.6, 1], ['colicky_pain', 0.5, 2], ['tenesmus', 0.35, 2], ['ate_suspect_food', 0.35, 3], ['recent_travel', 0.25, 2], ['mucus_stool', 0.3, 2], ['sick_contacts', 0.2, 2]],
    escalate: [
      { any: ['decreased_urination', 'confusion', 'hypotension', 'pallor', 'seizure', 'petechiae'], level: 'emergency', reason: 'dehydration, shock or signs of haemolytic uraemic syndrome' },
    ],
  },
  {
    id: 'c_difficile', name: 'Clostridioides difficile colitis', specialty: 'infectious_disease', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 0.3, teen: 0.3, adult: 1, older: 3 }, onset: 'days', course: 'weeks', guidelines: ['gastroenteritis-adults'],
    findings: [['recent_antibiotics', 0.85, 3], ['diarrhea', 0.98, 1], ['abdominal_pain', 0.5, 1], ['fever', 0.4, 1], ['colicky_pain', 0.3, 2], ['risk_immunosuppressed', 0.15, 1], ['appetite_loss', 0.3, 1]],
    escalate: [
      { any: ['abdominal_distension', 'hypotension', 'tachycardia_severe', 'confusion', 'dehydration', 'hyperpyrexia'], level: 'emergency', reason: 'severe colitis or sepsis' },
    ],
  },
  {
    id: 'giardiasis', name: 'Giardiasis or persistent parasitic diarrhoea', specialty: 'infectious_disease', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0.5, child: 1.2, teen: 1, adult: 1, older: 0.7 }, onset: 'days', course: 'weeks', guidelines: ['gastroenteritis-adults', 'travel-fever-malaria'],
    findings: [['diarrhea', 0.9, 1], ['bloating', 0.7, 1], ['chronic', 0.5, 1], ['recent_travel', 0.5, 2], ['pale_stools', 0.3, 3], ['weight_loss', 0.4, 2], ['nausea', 0.4, 1], ['fatigue', 0.4, 1]],
  },
  {
    id: 'simple_constipation', name: 'Simple constipation', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'very_common',
    ages: { infant: 0.5, child: 1, teen: 0.8, adult: 1, older: 1.5 }, pregnancy: 2, onset: 'days', course: 'days', guidelines: ['constipation'],
    findings: [['constipation', 0.98, 2], ['bloating', 0.5, 1], ['abdominal_pain', 0.4, 1], ['painful_defecation', 0.3, 2], ['mild', 0.4, 1], ['rectal_pain', 0.15, 1]],
    escalate: [
      { any: ['vomiting', 'abdominal_distension', 'no_flatus', 'severe'], level: 'emergency', reason: 'constipation with vomiting, distension or severe pain (possible obstruction)' },
      { any: ['weight_loss', 'blood_in_stool', 'bowel_habit_change', 'chronic'], level: 'non_urgent', reason: 'new change in bowel habit, bleeding or long-standing constipation' },
    ],
  },
  {
    id: 'faecal_impaction', name: 'Faecal impaction (often with overflow)', specialty: 'geriatrics', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0.1, child: 0.5, teen: 0.2, adult: 0.5, older: 5 }, onset: 'days', course: 'days', guidelines: ['constipation'],
    findings: [['constipation', 0.9, 2], ['diarrhea', 0.3, 1], ['abdominal_distension', 0.4, 2], ['confusion', 0.2, 1], ['incontinence', 0.3, 2], ['abdominal_pain', 0.6, 1], ['opioid_taken', 0.3, 2], ['urinary_retention', 0.15, 2], ['appetite_loss', 0.4, 1]],
    escalate: [
      { any: ['vomiting', 'no_flatus', 'peritonism'], level: 'emergency', reason: 'possible bowel obstruction' },
    ],
  },
  // ── anus and rectum ─────────────────────────────────────────────────────────
  {
    id: 'haemorrhoids', name: 'Haemorrhoids (piles)', specialty: 'general_practice', level: 'non_urgent', prior: 'very_common',
    ages: { infant: 0, child: 0.1, teen: 0.5, adult: 1, older: 1.2 }, pregnancy: 3, onset: 'days', course: 'weeks', guidelines: ['gi-bleeding', 'constipation'],
    findings: [['rectal_pain', 0.6, 2], ['blood_in_stool', 0.6, 2], ['itch', 0.35, 1], ['constipation', 0.5, 1], ['perianal_swelling', 0.3, 2], ['painful_defecation', 0.35, 2], ['chronic', 0.3, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['heavy_rectal_bleeding', 'black_stool', 'lightheaded'], level: 'emergency', reason: 'heavy rectal bleeding' },
      { any: ['severe', 'fever'], level: 'urgent', reason: 'severe pain (thrombosis) or fever (abscess)' },
    ],
  },
  {
    id: 'thrombosed_haemorrhoid', name: 'Thrombosed external haemorrhoid', specialty: 'general_surgery', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.05, teen: 0.4, adult: 1, older: 1 }, pregnancy: 2, onset: 'hours', course: 'days',
    findings: [['perianal_swelling', 0.9, 3], ['rectal_pain', 0.95, 2], ['severe', 0.6, 1], ['sudden_onset', 0.5, 1], ['constipation', 0.4, 1], ['blood_in_stool', 0.2, 2]],
  },
  {
    id: 'anal_fissure', name: 'Anal fissure', specialty: 'general_practice', level: 'non_urgent', prior: 'common',
    ages: { infant: 1, child: 1, teen: 0.8, adult: 1, older: 0.6 }, pregnancy: 1.5, onset: 'days', course: 'weeks', guidelines: ['constipation'],
    findings: [['painful_defecation', 0.9, 3], ['rectal_pain', 0.9, 2], ['blood_in_stool', 0.7, 2], ['constipation', 0.6, 1], ['chronic', 0.3, 1]],
    escalate: [
      { any: ['fever', 'perianal_swelling'], level: 'urgent', reason: 'fever or swelling suggests an abscess' },
    ],
  },
  {
    id: 'perianal_abscess', name: 'Perianal abscess', specialty: 'general_surgery', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0.8, child: 0.3, teen: 0.7, adult: 1, older: 0.8 }, onset: 'days', course: 'days',
    findings: [['perianal_swelling', 0.85, 3], ['rectal_pain', 0.95, 2], ['fever', 0.4, 1], ['wound_infection', 0.4, 2], ['skin_redness', 0.4, 1], ['worsening', 0.5, 1], ['risk_diabetes', 0.2, 1], ['risk_autoimmune', 0.1, 1]],
    escalate: [
      { any: ['hypotension', 'confusion', 'tachycardia_severe', 'genital_skin_necrosis'], level: 'emergency', reason: 'spreading infection or sepsis' },
    ],
  },
  {
    id: 'pilonidal_abscess', name: 'Pilonidal abscess', specialty: 'general_surgery', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 1.5, adult: 1, older: 0.1 }, onset: 'days', course: 'days',
    findings: [['pilonidal_swelling', 0.9, 3], ['wound_infection', 0.5, 2], ['skin_redness', 0.5, 1], ['back_pain', 0.2, 1], ['fever', 0.25, 1], ['chronic', 0.2, 1]],
  },
  {
    id: 'threadworms', name: 'Threadworms (pinworms)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'common',
    ages: { infant: 0.3, child: 3, teen: 0.5, adult: 0.5, older: 0.2 }, onset: 'days', course: 'weeks',
    findings: [['worms_seen', 0.8, 3], ['itch', 0.8, 1], ['insomnia', 0.3, 1], ['sick_contacts', 0.3, 2], ['rectal_pain', 0.3, 1]],
  },
  // ── liver ───────────────────────────────────────────────────────────────────
  {
    id: 'acute_viral_hepatitis', name: 'Acute viral hepatitis', specialty: 'gastroenterology', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0.1, child: 0.5, teen: 1, adult: 1, older: 0.5 }, onset: 'days', course: 'weeks', guidelines: ['hepatitis'],
    findings: [['jaundice', 0.7, 3], ['fatigue', 0.8, 1], ['nausea', 0.6, 1], ['appetite_loss', 0.7, 1], ['abd_pain_ruq', 0.4, 2], ['pale_stools', 0.3, 3], ['fever', 0.4, 1], ['recent_travel', 0.2, 2], ['joint_pain', 0.2, 1], ['itch', 0.2, 1]],
    escalate: [
      { any: ['confusion', 'easy_bleeding', 'bruising', 'hypoglycemia_severe', 'persistent_vomiting'], level: 'emergency', reason: 'signs of liver failure (confusion, bleeding) or unable to keep fluids down' },
    ],
  },
  {
    id: 'alcoholic_hepatitis', name: 'Alcoholic hepatitis', specialty: 'gastroenterology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.05, adult: 1, older: 0.8 }, onset: 'weeks', course: 'weeks', guidelines: ['hepatitis'],
    findings: [['jaundice', 0.9, 3], ['risk_alcohol', 0.9, 2], ['abd_pain_ruq', 0.5, 2], ['fever', 0.4, 1], ['abdominal_distension', 0.4, 2], ['appetite_loss', 0.6, 1], ['nausea', 0.5, 1], ['confusion', 0.2, 1], ['tachycardia', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'vomiting_blood', 'black_stool', 'hypotension', 'easy_bleeding'], level: 'emergency', reason: 'encephalopathy, bleeding or shock' },
    ],
  },
  {
    id: 'decompensated_cirrhosis', name: 'Decompensated cirrhosis (ascites, encephalopathy, infected ascites)', specialty: 'gastroenterology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0.02, teen: 0.05, adult: 1, older: 1.3 }, onset: 'days', course: 'weeks', guidelines: ['hepatitis'],
    findings: [['risk_liver', 0.9, 3], ['abdominal_distension', 0.65, 2], ['jaundice', 0.5, 2], ['confusion', 0.35, 1], ['leg_swelling', 0.4, 1], ['fever', 0.2, 1], ['abdominal_pain', 0.35, 1], ['risk_alcohol', 0.5, 2], ['weight_gain', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'vomiting_blood', 'black_stool', 'hypotension', 'fever', 'seizure'], level: 'emergency', reason: 'encephalopathy, variceal bleeding or infected ascites' },
    ],
  },
  // ── children's gut ─────────────────────────────────────────────────────────
  {
    id: 'gastroenteritis_child_dehydration', name: 'Gastroenteritis with dehydration in a child', specialty: 'pediatrics', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 2, child: 1.5, teen: 0.3, adult: 0, older: 0 }, onset: 'hours', course: 'days', guidelines: ['dehydration-children'],
    findings: [['dehydration', 0.8, 3], ['decreased_urination', 0.7, 3], ['vomiting', 0.85, 1], ['diarrhea', 0.85, 1], ['persistent_vomiting', 0.5, 2], ['poor_feeding', 0.6, 2], ['inconsolable', 0.4, 2], ['sunken_fontanelle', 0.2, 3], ['fever', 0.4, 1], ['sick_contacts', 0.3, 2], ['tachycardia', 0.4, 1]],
    escalate: [{ any: ['lethargy', 'unresponsive'], level: 'emergency', reason: 'a drowsy or unresponsive dehydrated child' }, 
      { any: ['confusion', 'hypotension', 'tachycardia_severe', 'tachypnea_severe', 'sunken_fontanelle', 'bilious_vomiting', 'blood_in_stool', 'seizure'], level: 'emergency', reason: 'shock, drowsiness, bilious vomiting or severe dehydration' },
    ],
  },
  {
    id: 'gastroenteritis_child_mild', name: 'Mild viral gastroenteritis in a child', specialty: 'pediatrics', level: 'self_care', selfLimiting: true, selfCareDays: 7, prior: 'very_common',
    ages: { infant: 1, child: 1.5, teen: 0.5, adult: 0, older: 0 }, onset: 'hours', course: 'days', guidelines: ['dehydration-children'],
    findings: [['diarrhea', 0.85, 1], ['vomiting', 0.7, 1], ['sick_contacts', 0.45, 2], ['low_grade_fever', 0.35, 1], ['abdominal_pain', 0.4, 1], ['appetite_loss', 0.5, 1], ['nausea', 0.4, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['dehydration', 'decreased_urination', 'persistent_vomiting', 'poor_feeding', 'blood_in_stool', 'high_fever', 'inconsolable'], level: 'urgent', reason: 'signs of dehydration, blood in stool or unable to keep fluids down' },
      { any: ['confusion', 'sunken_fontanelle', 'bilious_vomiting', 'hypotension', 'tachypnea_severe', 'petechiae'], level: 'emergency', reason: 'drowsy child, bilious vomiting or severe dehydration' },
    ],
  },
  {
    id: 'intussusception', name: 'Intussusception', specialty: 'pediatrics', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 4, child: 1, teen: 0.05, adult: 0.01, older: 0 }, onset: 'hours', course: 'hours',
    findings: [['drawing_legs_up', 0.7, 3], ['inconsolable', 0.75, 2], ['vomiting', 0.8, 1], ['currant_jelly_stool', 0.35, 3], ['colicky_pain', 0.6, 2], ['pallor', 0.4, 1], ['blood_in_stool', 0.4, 2], ['bilious_vomiting', 0.25, 3], ['abdominal_pain', 0.7, 1], ['lump', 0.2, 1]],
  },
  {
    id: 'pyloric_stenosis', name: 'Infantile hypertrophic pyloric stenosis', specialty: 'general_surgery', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 5, child: 0, teen: 0, adult: 0, older: 0 }, onset: 'days', course: 'days',
    findings: [['projectile_vomiting', 0.85, 3], ['hungry_after_vomiting', 0.6, 3], ['vomiting', 0.98, 1], ['persistent_vomiting', 0.5, 2], ['weight_loss', 0.4, 2], ['dehydration', 0.4, 2], ['constipation', 0.3, 1], ['decreased_urination', 0.3, 2]],
    escalate: [
      { any: ['confusion', 'inconsolable', 'sunken_fontanelle', 'decreased_urination', 'tachycardia_severe'], level: 'emergency', reason: 'dehydrated or lethargic infant' },
    ],
  },
  {
    id: 'malrotation_volvulus', name: 'Malrotation with midgut volvulus', specialty: 'general_surgery', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 10, child: 0.5, teen: 0.05, adult: 0.01, older: 0 }, onset: 'sudden', course: 'hours',
    findings: [['bilious_vomiting', 0.9, 3], ['vomiting', 0.98, 1], ['inconsolable', 0.6, 2], ['abdominal_distension', 0.4, 2], ['blood_in_stool', 0.2, 2], ['poor_feeding', 0.5, 2], ['sudden_onset', 0.5, 1]],
  },
  {
    id: 'infant_colic', name: 'Infant colic', specialty: 'pediatrics', level: 'self_care', selfLimiting: true, prior: 'common',
    ages: { infant: 10, child: 0, teen: 0, adult: 0, older: 0 }, onset: 'weeks', course: 'weeks',
    findings: [['infant_crying_episodes', 0.85, 3], ['inconsolable', 0.5, 2], ['drawing_legs_up', 0.4, 2], ['bloating', 0.3, 1], ['chronic', 0.3, 1]],
    escalate: [
      { any: ['fever', 'poor_feeding', 'vomiting', 'blood_in_stool', 'decreased_urination', 'weight_loss'], level: 'urgent', reason: 'crying baby with fever, vomiting, poor feeding or blood in stool' },
      { any: ['bilious_vomiting', 'currant_jelly_stool', 'confusion', 'sunken_fontanelle'], level: 'emergency', reason: 'possible bowel emergency or very unwell baby' },
    ],
  },
  {
    id: 'infant_reflux', name: 'Infant reflux (possetting)', specialty: 'pediatrics', level: 'self_care', selfLimiting: true, prior: 'very_common',
    ages: { infant: 10, child: 0, teen: 0, adult: 0, older: 0 }, onset: 'weeks', course: 'weeks',
    findings: [['infant_regurgitation', 0.95, 3], ['vomiting', 0.4, 1], ['inconsolable', 0.2, 1], ['cough', 0.15, 1], ['chronic', 0.3, 1]],
    escalate: [
      { any: ['projectile_vomiting', 'weight_loss', 'poor_feeding', 'persistent_vomiting', 'blood_in_stool', 'vomiting_blood', 'decreased_urination'], level: 'urgent', reason: 'forceful vomiting, poor weight gain or poor feeding' },
      { any: ['bilious_vomiting', 'confusion', 'sunken_fontanelle'], level: 'emergency', reason: 'green vomit or very unwell baby' },
    ],
  },
  {
    id: 'childhood_constipation', name: 'Functional constipation in a child', specialty: 'pediatrics', level: 'non_urgent', prior: 'common',
    ages: { infant: 0.7, child: 2, teen: 0.5, adult: 0, older: 0 }, onset: 'weeks', course: 'chronic', guidelines: ['constipation'],
    findings: [['constipation', 0.95, 2], ['painful_defecation', 0.5, 2], ['abdominal_pain', 0.5, 1], ['incontinence', 0.25, 2], ['blood_in_stool', 0.2, 2], ['appetite_loss', 0.25, 1], ['chronic', 0.5, 1]],
    escalate: [
      { any: ['vomiting', 'abdominal_distension', 'bilious_vomiting', 'no_flatus'], level: 'emergency', reason: 'constipation with vomiting or distension (possible obstruction)' },
    ],
  },
  {
    id: 'mesenteric_adenitis', name: 'Mesenteric adenitis', specialty: 'pediatrics', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0.1, child: 2, teen: 1, adult: 0.2, older: 0 }, onset: 'days', course: 'days', guidelines: ['appendicitis-abdominal-pain'],
    findings: [['abdominal_pain', 0.95, 1], ['abd_pain_rlq', 0.4, 2], ['fever', 0.6, 1], ['sore_throat', 0.4, 1], ['cold_symptoms', 0.4, 1], ['abd_pain_periumbilical', 0.4, 2], ['nausea', 0.3, 1]],
    escalate: [
      { any: ['peritonism', 'pain_migration', 'persistent_vomiting', 'worsening'], level: 'emergency', reason: 'features that suggest appendicitis' },
    ],
  },
  // ── urology ─────────────────────────────────────────────────────────────────
  {
    id: 'renal_colic', name: 'Renal colic (kidney or ureteric stone)', specialty: 'urology', level: 'urgent', prior: 'common',
    ages: { infant: 0, child: 0.1, teen: 0.4, adult: 1, older: 0.8 }, onset: 'sudden', course: 'days', guidelines: ['kidney-stones'],
    findings: [['flank_pain', 0.9, 2], ['flank_pain_to_groin', 0.55, 3], ['writhing', 0.5, 3], ['severe', 0.8, 1], ['sudden_onset', 0.7, 1], ['colicky_pain', 0.5, 2], ['hematuria', 0.3, 2], ['nausea', 0.6, 1], ['vomiting', 0.4, 1], ['risk_kidney_stones', 0.3, 3], ['kidney_stone_now', 0.4, 3], ['urinary_frequency', 0.25, 1], ['abd_pain_lower', 0.2, 1]],
    escalate: [
      { any: ['fever', 'chills', 'hypotension', 'confusion'], level: 'emergency', reason: 'stone with fever or sepsis (obstructed infected kidney)' },
      { any: ['decreased_urination', 'urinary_retention', 'risk_ckd', 'persistent_vomiting'], level: 'emergency', reason: 'possible obstruction of a single or failing kidney, or uncontrolled vomiting' },
    ],
  },
  {
    id: 'obstructed_infected_kidney', name: 'Obstructed infected kidney (pyonephrosis)', specialty: 'urology', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 0.1, teen: 0.3, adult: 1, older: 1.3 }, pregnancy: 1.5, onset: 'hours', course: 'days', guidelines: ['kidney-stones', 'sepsis-recognition'],
    findings: [['flank_pain', 0.9, 2], ['fever', 0.9, 1], ['chills', 0.6, 1], ['risk_kidney_stones', 0.35, 3], ['kidney_stone_now', 0.5, 3], ['flank_pain_to_groin', 0.35, 3], ['vomiting', 0.5, 1], ['tachycardia', 0.5, 1], ['hypotension', 0.2, 2], ['severe', 0.6, 1], ['dysuria', 0.3, 1]],
  },
  {
    id: 'pyelonephritis', name: 'Acute pyelonephritis (kidney infection)', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 0.5, child: 0.8, teen: 1, adult: 1, older: 1.2 }, pregnancy: 2, onset: 'days', course: 'days', guidelines: ['pyelonephritis', 'sepsis-recognition'],
    findings: [['flank_pain', 0.8, 2], ['fever', 0.8, 1], ['dysuria', 0.6, 2], ['urinary_frequency', 0.5, 1], ['chills', 0.5, 1], ['nausea', 0.5, 1], ['vomiting', 0.35, 1], ['back_pain', 0.4, 1], ['cloudy_urine', 0.3, 2], ['hematuria', 0.2, 2], ['unwell', 0.5, 1]],
    escalate: [
      { any: ['hypotension', 'confusion', 'tachypnea_severe', 'tachycardia_severe', 'hyperpyrexia', 'spo2_low'], level: 'emergency', reason: 'kidney infection with sepsis' },
      // vomiting, pregnancy or immunosuppression call for same-day hospital assessment (NICE NG111): this condition's own level
    ],
  },
  {
    id: 'cystitis_women', name: 'Uncomplicated lower urinary tract infection (cystitis) in women', specialty: 'general_practice', level: 'non_urgent', sex: 'female', prior: 'very_common',
    ages: { infant: 0, child: 0.2, teen: 0.8, adult: 1, older: 1.2 }, pregnancy: 'never', onset: 'days', course: 'days', guidelines: ['uti-lower'],
    findings: [['dysuria', 0.85, 2], ['urinary_frequency', 0.8, 2], ['abd_pain_lower', 0.4, 1], ['cloudy_urine', 0.4, 2], ['hematuria', 0.25, 2], ['incontinence', 0.15, 1], ['mild', 0.3, 1], ['low_grade_fever', 0.1, 1]],
    escalate: [
      { any: ['flank_pain', 'fever', 'chills', 'vomiting'], level: 'urgent', reason: 'possible kidney infection' },
      { any: ['confusion', 'hypotension', 'tachycardia_severe'], level: 'emergency', reason: 'urinary infection with sepsis or delirium' },
    ],
  },
  {
    id: 'uti_men', name: 'Urinary tract infection in a man', specialty: 'urology', level: 'urgent', sex: 'male', prior: 'common',
    ages: { infant: 0.3, child: 0.3, teen: 0.4, adult: 1, older: 2 }, onset: 'days', course: 'days', guidelines: ['uti-lower', 'prostate-luts'],
    findings: [['dysuria', 0.85, 2], ['urinary_frequency', 0.75, 2], ['cloudy_urine', 0.35, 2], ['abd_pain_lower', 0.3, 1], ['hematuria', 0.2, 2], ['nocturia_weak_stream', 0.3, 1], ['fever', 0.25, 1], ['risk_catheter', 0.1, 2]],
    escalate: [
      { any: ['confusion', 'hypotension', 'tachycardia_severe', 'urinary_retention'], level: 'emergency', reason: 'sepsis, delirium or retention' },
    ],
  },
  {
    id: 'uti_child', name: 'Urinary tract infection in a child', specialty: 'pediatrics', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 2, child: 1.5, teen: 0, adult: 0, older: 0 }, onset: 'days', course: 'days', guidelines: ['uti-lower', 'fever-children-traffic-light'],
    findings: [['fever', 0.75, 1], ['dysuria', 0.45, 2], ['urinary_frequency', 0.4, 2], ['vomiting', 0.3, 1], ['abdominal_pain', 0.4, 1], ['cloudy_urine', 0.3, 2], ['incontinence', 0.25, 2], ['poor_feeding', 0.3, 2], ['inconsolable', 0.3, 1], ['flank_pain', 0.15, 2]],
    escalate: [
      { any: ['confusion', 'hypotension', 'tachypnea_severe', 'persistent_vomiting', 'sunken_fontanelle', 'petechiae'], level: 'emergency', reason: 'very unwell child (possible sepsis)' },
    ],
  },
  {
    id: 'uti_pregnancy', name: 'Urinary tract infection in pregnancy', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'days', course: 'days', guidelines: ['uti-lower', 'pyelonephritis'],
    findings: [['dysuria', 0.8, 2], ['urinary_frequency', 0.8, 1], ['abd_pain_lower', 0.4, 1], ['cloudy_urine', 0.35, 2], ['hematuria', 0.2, 2], ['fever', 0.15, 1]],
    escalate: [
      { any: ['flank_pain', 'fever', 'chills', 'vomiting', 'contractions_regular', 'hypotension', 'confusion'], level: 'emergency', reason: 'possible kidney infection or preterm labour in pregnancy' },
    ],
  },
  {
    id: 'catheter_associated_uti', name: 'Catheter-associated urinary infection', specialty: 'urology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.05, child: 0.1, teen: 0.1, adult: 0.7, older: 4 }, onset: 'days', course: 'days', guidelines: ['uti-lower', 'sepsis-recognition'],
    findings: [['risk_catheter', 0.95, 3], ['fever', 0.6, 1], ['cloudy_urine', 0.5, 2], ['abd_pain_lower', 0.3, 1], ['confusion', 0.3, 1], ['hematuria', 0.2, 2], ['chills', 0.3, 1], ['flank_pain', 0.2, 2]],
    escalate: [
      { any: ['hypotension', 'confusion', 'tachycardia_severe', 'tachypnea_severe', 'hyperpyrexia'], level: 'emergency', reason: 'catheter infection with sepsis or delirium' },
    ],
  },
  {
    id: 'blocked_catheter', name: 'Blocked or displaced urinary catheter', specialty: 'urology', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 0.1, adult: 0.7, older: 4 }, onset: 'hours', course: 'hours',
    findings: [['catheter_problem', 0.9, 3], ['risk_catheter', 0.9, 3], ['abd_pain_lower', 0.5, 1], ['bladder_distension', 0.4, 3], ['incontinence', 0.3, 1], ['agitation', 0.15, 1]],
    escalate: [
      { any: ['severe', 'fever', 'confusion', 'hematuria'], level: 'emergency', reason: 'painful retention, infection or bleeding with a blocked catheter' },
    ],
  },
  {
    id: 'acute_urinary_retention', name: 'Acute urinary retention', specialty: 'urology', level: 'emergency', prior: 'uncommon',
    ages: { infant: 0.05, child: 0.1, teen: 0.1, adult: 0.6, older: 4 }, onset: 'hours', course: 'hours', guidelines: ['prostate-luts'],
    findings: [['urinary_retention', 0.95, 3], ['bladder_distension', 0.6, 3], ['abd_pain_lower', 0.8, 1], ['nocturia_weak_stream', 0.5, 2], ['severe', 0.5, 1], ['agitation', 0.2, 1], ['constipation', 0.3, 1], ['opioid_taken', 0.15, 2]],
  },
  {
    id: 'chronic_urinary_retention', name: 'Chronic urinary retention', specialty: 'urology', level: 'non_urgent', prior: 'uncommon', sex: 'male',
    ages: { infant: 0, child: 0, teen: 0, adult: 0.4, older: 3 }, onset: 'months', course: 'chronic', guidelines: ['prostate-luts', 'chronic-kidney-disease'],
    findings: [['nocturia_weak_stream', 0.8, 2], ['incontinence', 0.5, 2], ['urinary_frequency', 0.5, 1], ['bladder_distension', 0.3, 3], ['chronic', 0.6, 1], ['kidney_function_worse', 0.2, 2]],
    escalate: [
      { any: ['urinary_retention', 'severe', 'kidney_function_worse', 'confusion', 'leg_swelling'], level: 'urgent', reason: 'painful retention or kidney damage' },
    ],
  },
  {
    id: 'bph_luts', name: 'Benign prostatic enlargement with urinary symptoms', specialty: 'urology', level: 'non_urgent', sex: 'male', prior: 'very_common',
    ages: { infant: 0, child: 0, teen: 0, adult: 0.4, older: 3 }, onset: 'months', course: 'chronic', guidelines: ['prostate-luts'],
    findings: [['nocturia_weak_stream', 0.9, 2], ['urinary_frequency', 0.6, 1], ['incontinence', 0.2, 1], ['chronic', 0.7, 1], ['insomnia', 0.15, 1], ['worsening', 0.3, 1]],
    escalate: [
      { any: ['urinary_retention', 'bladder_distension'], level: 'emergency', reason: 'unable to pass urine' },
      { any: ['hematuria', 'fever', 'dysuria', 'kidney_function_worse', 'weight_loss', 'back_pain'], level: 'urgent', reason: 'blood in urine, infection or possible kidney or cancer problem' },
    ],
  },
  {
    id: 'acute_prostatitis', name: 'Acute bacterial prostatitis', specialty: 'urology', level: 'urgent', mustNotMiss: true, sex: 'male', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.2, adult: 1, older: 1.2 }, onset: 'days', course: 'weeks', guidelines: ['prostate-luts'],
    findings: [['fever', 0.8, 1], ['perineal_pain', 0.6, 3], ['dysuria', 0.7, 2], ['urinary_frequency', 0.6, 1], ['nocturia_weak_stream', 0.4, 2], ['chills', 0.5, 1], ['abd_pain_lower', 0.35, 1], ['back_pain', 0.3, 1], ['flu_like', 0.3, 1], ['painful_defecation', 0.2, 2]],
    escalate: [
      { any: ['urinary_retention', 'hypotension', 'confusion', 'tachycardia_severe'], level: 'emergency', reason: 'retention or sepsis' },
    ],
  },
  {
    id: 'chronic_pelvic_pain_men', name: 'Chronic prostatitis or chronic pelvic pain syndrome', specialty: 'urology', level: 'non_urgent', sex: 'male', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.2, adult: 1, older: 0.7 }, onset: 'months', course: 'chronic', guidelines: ['prostate-luts'],
    findings: [['perineal_pain', 0.7, 3], ['chronic', 0.85, 1], ['dysuria', 0.4, 2], ['urinary_frequency', 0.4, 1], ['testicular_pain', 0.3, 1], ['abd_pain_lower', 0.4, 1], ['erectile_dysfunction', 0.3, 2], ['stress', 0.3, 1]],
  },
  {
    id: 'testicular_torsion', name: 'Testicular torsion', specialty: 'urology', level: 'emergency', mustNotMiss: true, sex: 'male', prior: 'rare',
    ages: { infant: 1, child: 1, teen: 4, adult: 0.5, older: 0.05 }, onset: 'sudden', course: 'hours', guidelines: ['testicular-pain'],
    findings: [['testicular_pain', 0.98, 3], ['sudden_onset', 0.8, 1], ['severe', 0.8, 1], ['nausea', 0.6, 1], ['vomiting', 0.5, 1], ['high_riding_testis', 0.4, 3], ['scrotal_swelling', 0.5, 2], ['abd_pain_lower', 0.3, 1], ['unilateral', 0.5, 1]],
  },
  {
    id: 'torsion_testicular_appendage', name: 'Torsion of a testicular appendage', specialty: 'urology', level: 'urgent', sex: 'male', prior: 'uncommon',
    ages: { infant: 0.2, child: 4, teen: 1.5, adult: 0.1, older: 0 }, onset: 'hours', course: 'days', guidelines: ['testicular-pain'],
    findings: [['testicular_pain', 0.98, 3], ['scrotal_swelling', 0.35, 2], ['mild', 0.3, 1], ['unilateral', 0.5, 1], ['worsening', 0.3, 1]],
    escalate: [
      { any: ['sudden_onset', 'severe', 'vomiting', 'high_riding_testis'], level: 'emergency', reason: 'cannot be told from testicular torsion' },
    ],
  },
  {
    id: 'epididymo_orchitis', name: 'Epididymo-orchitis', specialty: 'urology', level: 'urgent', sex: 'male', prior: 'uncommon',
    ages: { infant: 0.1, child: 0.3, teen: 0.8, adult: 1, older: 1 }, onset: 'days', course: 'weeks', guidelines: ['testicular-pain', 'vaginal-discharge-sti'],
    findings: [['testicular_pain', 0.95, 3], ['scrotal_swelling', 0.75, 2], ['fever', 0.4, 1], ['dysuria', 0.35, 2], ['penile_discharge', 0.2, 2], ['worsening', 0.4, 1], ['risk_sexual_exposure', 0.25, 2], ['skin_redness', 0.3, 1], ['unilateral', 0.5, 1]],
    escalate: [
      { any: ['sudden_onset', 'high_riding_testis', 'vomiting'], level: 'emergency', reason: 'sudden pain: torsion must be excluded' },
      { any: ['hypotension', 'confusion', 'tachycardia_severe'], level: 'emergency', reason: 'sepsis' },
    ],
  },
  {
    id: 'testicular_cancer', name: 'Testicular cancer', specialty: 'urology', level: 'non_urgent', mustNotMiss: true, sex: 'male', prior: 'rare',
    ages: { infant: 0.05, child: 0.05, teen: 1, adult: 1, older: 0.2 }, onset: 'weeks', course: 'chronic', guidelines: ['testicular-pain'],
    findings: [['testicular_lump', 0.85, 3], ['scrotal_swelling', 0.4, 2], ['testicular_pain', 0.2, 1], ['chronic', 0.3, 1], ['unilateral', 0.4, 1], ['breast_pain', 0.05, 1], ['back_pain', 0.1, 1]],
    escalate: [
      { any: ['dyspnea', 'hemoptysis', 'weight_loss', 'back_pain'], level: 'urgent', reason: 'testicular lump with signs of spread' },
    ],
  },
  {
    id: 'benign_scrotal_swelling', name: 'Hydrocele, varicocele or epididymal cyst', specialty: 'urology', level: 'non_urgent', sex: 'male', prior: 'uncommon',
    ages: { infant: 1.5, child: 0.5, teen: 1, adult: 1, older: 1 }, onset: 'months', course: 'chronic', guidelines: ['testicular-pain'],
    findings: [['scrotal_swelling', 0.95, 3], ['lump', 0.3, 1], ['chronic', 0.5, 1], ['testicular_pain', 0.2, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['severe', 'sudden_onset', 'vomiting', 'hernia_irreducible'], level: 'emergency', reason: 'sudden painful swelling: torsion or a stuck hernia' },
    ],
  },
  {
    id: 'paraphimosis', name: 'Paraphimosis', specialty: 'urology', level: 'emergency', sex: 'male', prior: 'rare',
    ages: { infant: 0.5, child: 1, teen: 1, adult: 1, older: 2 }, onset: 'hours', course: 'hours',
    findings: [['foreskin_stuck', 0.95, 3], ['penile_redness', 0.3, 2], ['swelling', 0.7, 1], ['risk_catheter', 0.2, 2], ['severe', 0.4, 1]],
  },
  {
    id: 'balanitis', name: 'Balanitis or balanoposthitis', specialty: 'general_practice', level: 'non_urgent', sex: 'male', prior: 'common',
    ages: { infant: 0.5, child: 1.5, teen: 0.7, adult: 1, older: 1.2 }, onset: 'days', course: 'days',
    findings: [['penile_redness', 0.9, 3], ['itch', 0.4, 1], ['dysuria', 0.3, 1], ['penile_discharge', 0.3, 2], ['risk_diabetes', 0.2, 1], ['swelling', 0.3, 1]],
    escalate: [
      { any: ['urinary_retention', 'foreskin_stuck'], level: 'emergency', reason: 'cannot pass urine or foreskin stuck back' },
    ],
  },
  {
    id: 'priapism', name: 'Priapism', specialty: 'urology', level: 'emergency', mustNotMiss: true, sex: 'male', prior: 'very_rare',
    ages: { infant: 0, child: 0.5, teen: 1, adult: 1, older: 0.5 }, onset: 'hours', course: 'hours',
    findings: [['priapism', 0.95, 3], ['risk_sickle_cell', 0.3, 3], ['risk_stimulant_use', 0.1, 2], ['severe', 0.4, 1]],
  },
  {
    id: 'fournier_gangrene', name: "Fournier's gangrene", specialty: 'urology', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0, child: 0.05, teen: 0.1, adult: 1, older: 1.5 }, onset: 'hours', course: 'hours', guidelines: ['sepsis-recognition'],
    findings: [['genital_skin_necrosis', 0.6, 3], ['perineal_pain', 0.8, 3], ['scrotal_swelling', 0.6, 2], ['pain_out_of_proportion', 0.3, 3], ['fever', 0.7, 1], ['risk_diabetes', 0.6, 2], ['skin_redness', 0.6, 1], ['tachycardia', 0.5, 1], ['hypotension', 0.2, 2]],
  },
  {
    id: 'urethritis_male', name: 'Urethritis in a man (chlamydia or gonorrhoea)', specialty: 'infectious_disease', level: 'non_urgent', sex: 'male', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.2, adult: 1, older: 0.2 }, onset: 'days', course: 'weeks', guidelines: ['vaginal-discharge-sti', 'hiv-sti-testing'],
    findings: [['penile_discharge', 0.8, 3], ['dysuria', 0.7, 2], ['risk_sexual_exposure', 0.5, 2], ['itch', 0.2, 1], ['testicular_pain', 0.1, 1]],
    escalate: [
      { any: ['testicular_pain', 'fever', 'joint_pain', 'rash'], level: 'urgent', reason: 'spread to the testis, joints or bloodstream' },
    ],
  },
  {
    id: 'bladder_cancer', name: 'Bladder or kidney cancer (painless visible haematuria)', specialty: 'urology', level: 'non_urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.01, adult: 0.4, older: 3 }, onset: 'weeks', course: 'chronic', guidelines: ['hematuria'],
    findings: [['hematuria', 0.9, 2], ['risk_smoking', 0.5, 1], ['urinary_frequency', 0.25, 1], ['weight_loss', 0.2, 2], ['flank_pain', 0.15, 1], ['chronic', 0.2, 1], ['lump', 0.05, 1]],
    escalate: [
      { any: ['urinary_retention', 'lightheaded', 'hypotension'], level: 'emergency', reason: 'clot retention or heavy bleeding' },
    ],
  },
  // ── nephrology ──────────────────────────────────────────────────────────────
  {
    id: 'acute_kidney_injury', name: 'Acute kidney injury', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.3, child: 0.2, teen: 0.2, adult: 0.7, older: 3 }, onset: 'days', course: 'days', guidelines: ['acute-kidney-injury'],
    findings: [['decreased_urination', 0.6, 3], ['kidney_function_worse', 0.4, 3], ['vomiting', 0.4, 1], ['diarrhea', 0.3, 1], ['dehydration', 0.4, 2], ['risk_nsaid', 0.25, 2], ['risk_ckd', 0.35, 2], ['confusion', 0.2, 1], ['leg_swelling', 0.25, 1], ['fatigue', 0.5, 1], ['nausea', 0.4, 1], ['risk_hypertension', 0.4, 1]],
    escalate: [
      { any: ['high_potassium', 'confusion', 'dyspnea', 'hypotension', 'seizure', 'bradycardia'], level: 'emergency', reason: 'kidney failure with high potassium, fluid on the lungs, shock or confusion' },
    ],
  },
  {
    id: 'hyperkalaemia', name: 'Hyperkalaemia', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 0.1, teen: 0.1, adult: 0.8, older: 2.5 }, onset: 'days', course: 'days', guidelines: ['acute-kidney-injury', 'chronic-kidney-disease'],
    findings: [['high_potassium', 0.8, 3], ['risk_ckd', 0.6, 2], ['missed_dialysis', 0.3, 3], ['weakness', 0.35, 1], ['palpitations', 0.25, 1], ['risk_diabetes', 0.3, 1], ['risk_hypertension', 0.4, 1], ['nausea', 0.2, 1], ['kidney_function_worse', 0.3, 3]],
    escalate: [
      { any: ['weakness', 'palpitations', 'bradycardia', 'syncope', 'irregular_heartbeat', 'missed_dialysis', 'dyspnea'], level: 'emergency', reason: 'high potassium with weakness, heart rhythm symptoms or missed dialysis' },
    ],
  },
  {
    id: 'missed_dialysis_fluid_overload', name: 'Missed dialysis with fluid overload or uraemia', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.1, teen: 0.1, adult: 1, older: 1.3 }, onset: 'days', course: 'days', guidelines: ['chronic-kidney-disease'],
    findings: [['missed_dialysis', 0.9, 3], ['risk_ckd', 0.95, 3], ['dyspnea', 0.5, 1], ['leg_swelling', 0.5, 1], ['weight_gain', 0.4, 2], ['orthopnea', 0.3, 2], ['nausea', 0.3, 1], ['weakness', 0.3, 1], ['itch', 0.2, 1], ['confusion', 0.1, 1]],
    escalate: [
      { any: ['dyspnea', 'orthopnea', 'spo2_low', 'weakness', 'chest_pain', 'palpitations', 'confusion', 'high_potassium', 'bradycardia'], level: 'emergency', reason: 'breathless, weak or rhythm symptoms after missed dialysis (fluid overload or high potassium)' },
    ],
  },
  {
    id: 'ckd_problem', name: 'Chronic kidney disease: progression or review', specialty: 'nephrology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0.05, child: 0.1, teen: 0.1, adult: 0.7, older: 2.5 }, onset: 'months', course: 'chronic', guidelines: ['chronic-kidney-disease'],
    findings: [['risk_ckd', 0.9, 3], ['kidney_function_worse', 0.4, 3], ['fatigue', 0.5, 1], ['leg_swelling', 0.3, 1], ['foamy_urine', 0.25, 2], ['itch', 0.2, 1], ['risk_diabetes', 0.4, 1], ['risk_hypertension', 0.6, 1], ['nocturia_weak_stream', 0.2, 1], ['appetite_loss', 0.25, 1]],
    escalate: [
      { any: ['high_potassium', 'decreased_urination', 'vomiting', 'confusion'], level: 'urgent', reason: 'sudden worsening (acute on chronic kidney injury or high potassium)' },
      { any: ['dyspnea', 'orthopnea', 'chest_pain', 'seizure'], level: 'emergency', reason: 'fluid overload or uraemic emergency' },
    ],
  },
  {
    id: 'nephrotic_syndrome', name: 'Nephrotic syndrome', specialty: 'nephrology', level: 'urgent', prior: 'rare',
    ages: { infant: 0.3, child: 3, teen: 1, adult: 1, older: 1 }, onset: 'weeks', course: 'weeks',
    findings: [['foamy_urine', 0.8, 3], ['hand_face_swelling', 0.5, 2], ['leg_swelling', 0.7, 1], ['swelling', 0.6, 1], ['weight_gain', 0.5, 2], ['abdominal_distension', 0.3, 2], ['fatigue', 0.4, 1], ['decreased_urination', 0.3, 2]],
    escalate: [
      { any: ['abdominal_pain', 'fever', 'dyspnea', 'calf_pain', 'decreased_urination'], level: 'emergency', reason: 'possible peritonitis, clot or kidney failure' },
    ],
  },
  {
    id: 'acute_glomerulonephritis', name: 'Acute nephritis (e.g. post-streptococcal glomerulonephritis)', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 3, teen: 1.5, adult: 0.7, older: 0.7 }, onset: 'days', course: 'weeks',
    findings: [['hematuria', 0.9, 2], ['hand_face_swelling', 0.6, 2], ['foamy_urine', 0.5, 2], ['decreased_urination', 0.5, 3], ['high_bp_reading', 0.5, 2], ['sore_throat', 0.3, 1], ['headache', 0.3, 1], ['leg_swelling', 0.4, 1]],
    escalate: [
      { any: ['bp_severe_high', 'seizure', 'confusion', 'dyspnea', 'high_potassium', 'vision_change'], level: 'emergency', reason: 'hypertensive encephalopathy, fluid overload or high potassium' },
    ],
  },
  {
    id: 'pd_peritonitis', name: 'Peritoneal dialysis peritonitis', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.1, child: 0.2, teen: 0.2, adult: 1, older: 1 }, onset: 'hours', course: 'days', guidelines: ['chronic-kidney-disease', 'sepsis-recognition'],
    findings: [['cloudy_pd_fluid', 0.85, 3], ['risk_ckd', 0.95, 3], ['abdominal_pain', 0.8, 1], ['fever', 0.4, 1], ['nausea', 0.3, 1], ['vomiting', 0.25, 1], ['diarrhea', 0.1, 1]],
    escalate: [
      { any: ['hypotension', 'confusion', 'tachycardia_severe', 'hyperpyrexia', 'persistent_vomiting'], level: 'emergency', reason: 'peritonitis with sepsis' },
    ],
  },
  {
    id: 'dialysis_access_problem', name: 'Dialysis fistula or line problem', specialty: 'nephrology', level: 'urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 0.1, adult: 1, older: 1.2 }, onset: 'hours', course: 'days', guidelines: ['chronic-kidney-disease'],
    findings: [['fistula_problem', 0.9, 3], ['risk_ckd', 0.95, 3], ['skin_redness', 0.3, 1], ['swelling', 0.3, 1], ['fever', 0.3, 1], ['wound_infection', 0.2, 2]],
    escalate: [
      { any: ['uncontrolled_bleeding', 'hypotension', 'confusion', 'chills'], level: 'emergency', reason: 'bleeding access or line sepsis' },
    ],
  },
  {
    id: 'rhabdomyolysis', name: 'Rhabdomyolysis', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.05, child: 0.3, teen: 1, adult: 1, older: 1.5 }, onset: 'hours', course: 'days', guidelines: ['acute-kidney-injury'],
    findings: [['muscle_pain', 0.8, 1], ['hematuria', 0.5, 2], ['long_lie', 0.3, 3], ['weakness', 0.5, 1], ['exertional', 0.35, 1], ['risk_stimulant_use', 0.1, 2], ['decreased_urination', 0.3, 3], ['swelling', 0.3, 1], ['heat_exposure', 0.15, 2], ['risk_hyperlipidemia', 0.15, 1]],
    escalate: [
      { any: ['decreased_urination', 'confusion', 'high_potassium', 'palpitations', 'hyperpyrexia'], level: 'emergency', reason: 'kidney failure, high potassium or heat illness' },
    ],
  },
  {
    id: 'hyponatraemia', name: 'Hyponatraemia', specialty: 'endocrinology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.1, child: 0.1, teen: 0.2, adult: 0.6, older: 3 }, onset: 'days', course: 'days',
    findings: [['low_sodium', 0.7, 3], ['confusion', 0.4, 1], ['nausea', 0.45, 1], ['headache', 0.3, 1], ['fall', 0.25, 1], ['risk_polypharmacy', 0.4, 1], ['vomiting', 0.3, 1], ['weakness', 0.35, 1], ['fatigue', 0.4, 1], ['risk_stimulant_use', 0.05, 2]],
    escalate: [
      { any: ['confusion', 'seizure', 'persistent_vomiting', 'syncope'], level: 'emergency', reason: 'low sodium with confusion, seizure or vomiting (brain swelling)' },
    ],
  },
  {
    id: 'hypercalcaemia', name: 'Hypercalcaemia', specialty: 'endocrinology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.02, child: 0.05, teen: 0.1, adult: 0.7, older: 2.5 }, onset: 'weeks', course: 'weeks',
    findings: [['high_calcium', 0.6, 3], ['thirst', 0.45, 2], ['polyuria', 0.4, 2], ['constipation', 0.4, 1], ['abdominal_pain', 0.3, 1], ['confusion', 0.3, 1], ['fatigue', 0.6, 1], ['risk_cancer', 0.4, 2], ['nausea', 0.35, 1], ['low_mood', 0.2, 1], ['back_pain', 0.2, 1]],
    escalate: [
      { any: ['confusion', 'persistent_vomiting', 'dehydration', 'palpitations'], level: 'emergency', reason: 'confusion, vomiting or dehydration with high calcium' },
    ],
  },
  // ── early pregnancy ─────────────────────────────────────────────────────────
  {
    // possible ectopic with mild pain or light bleeding: an early-pregnancy unit the same day (NICE NG126); with
    // one-sided or severe pain, shoulder-tip pain, faintness or shock: an emergency
    id: 'ectopic_pregnancy', name: 'Ectopic pregnancy', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.8, adult: 1, older: 0 }, pregnancy: 8, onset: 'hours', course: 'hours', guidelines: ['early-pregnancy-bleeding-ectopic'],
    findings: [['pelvic_pain', 0.8, 2], ['missed_period', 0.7, 2], ['vaginal_bleeding', 0.6, 2], ['early_pregnancy', 0.5, 2], ['unilateral', 0.5, 1], ['abd_pain_lower', 0.6, 1], ['shoulder_tip_pain', 0.15, 3], ['lightheaded', 0.3, 1], ['syncope', 0.1, 2], ['risk_ectopic', 0.25, 3], ['risk_iud', 0.1, 2], ['painful_defecation', 0.1, 2]],
    escalate: [{ any: ['severe', 'unilateral', 'shoulder_tip_pain', 'syncope', 'lightheaded', 'dizziness', 'hypotension', 'tachycardia', 'pallor', 'heavy_vaginal_bleeding'], level: 'emergency', reason: 'one-sided or severe pain, shoulder-tip pain, faintness or heavy bleeding' }],
  },
  {
    id: 'threatened_miscarriage', name: 'Threatened miscarriage', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'hours', course: 'days', guidelines: ['early-pregnancy-bleeding-ectopic'],
    findings: [['vaginal_bleeding', 0.95, 2], ['early_pregnancy', 0.7, 2], ['mild', 0.4, 1], ['pelvic_pain', 0.35, 1], ['abd_pain_lower', 0.3, 1], ['painful_periods', 0.1, 1]],
    escalate: [
      { any: ['heavy_vaginal_bleeding', 'lightheaded', 'syncope', 'hypotension', 'shoulder_tip_pain', 'severe', 'fever'], level: 'emergency', reason: 'heavy bleeding, collapse, one-sided pain (ectopic) or infection' },
    ],
  },
  {
    id: 'miscarriage', name: 'Inevitable or incomplete miscarriage', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'hours', course: 'days', guidelines: ['early-pregnancy-bleeding-ectopic'],
    findings: [['vaginal_bleeding', 0.98, 2], ['passed_tissue', 0.5, 3], ['colicky_pain', 0.5, 2], ['pelvic_pain', 0.6, 1], ['early_pregnancy', 0.7, 2], ['abd_pain_lower', 0.5, 1], ['heavy_vaginal_bleeding', 0.3, 3], ['back_pain', 0.3, 1]],
    escalate: [
      { any: ['heavy_vaginal_bleeding', 'lightheaded', 'syncope', 'hypotension', 'tachycardia', 'fever', 'pallor'], level: 'emergency', reason: 'heavy bleeding, shock or septic miscarriage' },
    ],
  },
  {
    id: 'hyperemesis_gravidarum', name: 'Hyperemesis gravidarum', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1.2, adult: 1, older: 0 }, onset: 'days', course: 'weeks',
    findings: [['persistent_vomiting', 0.9, 3], ['vomiting', 0.98, 1], ['dehydration', 0.6, 2], ['early_pregnancy', 0.7, 2], ['weight_loss', 0.5, 2], ['decreased_urination', 0.4, 2], ['morning_sickness', 0.6, 2], ['weakness', 0.4, 1], ['ketones', 0.3, 2], ['lightheaded', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'hypotension', 'tachycardia_severe', 'vomiting_blood', 'abdominal_pain', 'fever'], level: 'emergency', reason: 'severe dehydration, confusion, bleeding or pain (another cause)' },
    ],
  },
  {
    id: 'nausea_of_pregnancy', name: 'Nausea and vomiting of pregnancy (mild)', specialty: 'obstetrics_gynecology', level: 'self_care', selfLimiting: true, sex: 'female', pregnancy: 'only', prior: 'very_common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'weeks', course: 'weeks',
    findings: [['morning_sickness', 0.7, 3], ['nausea', 0.95, 1], ['vomiting', 0.5, 1], ['early_pregnancy', 0.7, 2], ['mild', 0.3, 1], ['fatigue', 0.5, 1], ['appetite_loss', 0.3, 1]],
    escalate: [
      { any: ['persistent_vomiting', 'dehydration', 'decreased_urination', 'weight_loss', 'ketones'], level: 'urgent', reason: 'unable to keep fluids down (possible hyperemesis)' },
      { any: ['abdominal_pain', 'vaginal_bleeding', 'fever', 'dysuria', 'headache'], level: 'urgent', reason: 'other symptoms suggest another cause' },
    ],
  },
  {
    id: 'early_pregnancy_care', name: 'Early pregnancy: confirmation, booking and advice', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'weeks', course: 'weeks',
    findings: [['pregnancy', 0.95, 2], ['missed_period', 0.6, 2], ['early_pregnancy', 0.6, 2], ['nausea', 0.4, 1], ['breast_pain', 0.3, 1], ['fatigue', 0.4, 1], ['urinary_frequency', 0.2, 1]],
    escalate: [
      { any: ['vaginal_bleeding', 'pelvic_pain', 'abd_pain_lower', 'persistent_vomiting'], level: 'urgent', reason: 'bleeding or pain in early pregnancy' },
      { any: ['syncope', 'shoulder_tip_pain', 'heavy_vaginal_bleeding', 'severe'], level: 'emergency', reason: 'possible ruptured ectopic' },
    ],
  },
  // ── later pregnancy ─────────────────────────────────────────────────────────
  {
    // pain at the pubic bone or the back of the pelvis on walking, stairs or turning in bed, from mid-pregnancy;
    // a midwife, GP or physiotherapist, not an emergency, when nothing points to labour or abruption (RCOG)
    id: 'pelvic_girdle_pain_pregnancy', name: 'Pelvic girdle pain in pregnancy (symphysis pubis dysfunction)', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'weeks', course: 'weeks',
    findings: [['pelvic_girdle_pain', 0.9, 3], ['pelvic_pain', 0.7, 1], ['late_pregnancy', 0.8, 2], ['exertional', 0.5, 1], ['back_pain', 0.3, 1]],
    escalate: [
      { any: ['vaginal_bleeding', 'leaking_fluid', 'contractions_regular', 'reduced_fetal_movement', 'fever'], level: 'emergency', reason: 'pelvic pain in pregnancy with bleeding, waters, contractions, fewer movements or fever' },
    ],
  },
  {
    id: 'pre_eclampsia', name: 'Pre-eclampsia (including HELLP)', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1.3, adult: 1, older: 0 }, onset: 'days', course: 'days', guidelines: ['pre-eclampsia'],
    findings: [['high_bp_reading', 0.7, 3], ['headache', 0.5, 1], ['hand_face_swelling', 0.5, 2], ['vision_change', 0.3, 2], ['late_pregnancy', 0.8, 2], ['abd_pain_epigastric', 0.2, 2], ['abd_pain_ruq', 0.15, 2], ['vomiting', 0.2, 1], ['foamy_urine', 0.15, 2], ['leg_swelling', 0.5, 1], ['risk_hypertension', 0.2, 2]],
    escalate: [
      { any: ['bp_severe_high', 'vision_change', 'abd_pain_ruq', 'abd_pain_epigastric', 'confusion', 'dyspnea', 'seizure', 'severe'], level: 'emergency', reason: 'severe pre-eclampsia (very high pressure, visual disturbance, upper abdominal pain)' },
    ],
  },
  {
    id: 'eclampsia', name: 'Eclampsia', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', prior: 'very_rare',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0 }, pregnancy: 20, onset: 'sudden', course: 'hours', guidelines: ['pre-eclampsia'],
    findings: [['seizure', 0.95, 2], ['late_pregnancy', 0.6, 2], ['postpartum_state', 0.25, 2], ['high_bp_reading', 0.6, 3], ['headache', 0.6, 1], ['vision_change', 0.3, 2], ['confusion', 0.4, 1], ['hand_face_swelling', 0.3, 2]],
  },
  {
    id: 'placental_abruption', name: 'Placental abruption', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'sudden', course: 'hours', guidelines: ['reduced-fetal-movements'],
    findings: [['tense_uterus', 0.6, 3], ['abdominal_pain', 0.8, 1], ['vaginal_bleeding', 0.7, 2], ['late_pregnancy', 0.9, 2], ['sudden_onset', 0.5, 1], ['back_pain', 0.3, 1], ['reduced_fetal_movement', 0.3, 3], ['severe', 0.5, 1], ['injury', 0.1, 1], ['high_bp_reading', 0.2, 2], ['lightheaded', 0.2, 1]],
  },
  {
    id: 'antepartum_haemorrhage_praevia', name: 'Bleeding in later pregnancy (placenta praevia or unexplained)', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'sudden', course: 'hours',
    findings: [['vaginal_bleeding', 0.98, 2], ['late_pregnancy', 0.9, 2], ['sudden_onset', 0.4, 1], ['heavy_vaginal_bleeding', 0.3, 3], ['mild', 0.2, 1], ['contractions_regular', 0.15, 2]],
  },
  {
    id: 'preterm_labour', name: 'Preterm labour', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0 }, onset: 'hours', course: 'hours',
    findings: [['contractions_regular', 0.75, 3], ['late_pregnancy', 0.7, 2], ['leaking_fluid', 0.5, 3], ['back_pain', 0.4, 1], ['vaginal_bleeding', 0.3, 2], ['abd_pain_lower', 0.4, 1], ['vaginal_discharge', 0.2, 1]],
  },
  {
    id: 'prom', name: 'Pre-labour rupture of membranes', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'sudden', course: 'hours',
    findings: [['leaking_fluid', 0.9, 3], ['late_pregnancy', 0.8, 2], ['sudden_onset', 0.5, 1], ['vaginal_discharge', 0.3, 1]],
    escalate: [
      { any: ['fever', 'reduced_fetal_movement', 'vaginal_bleeding', 'contractions_regular', 'tachycardia', 'fishy_discharge', 'abdominal_pain'], level: 'emergency', reason: 'infection, bleeding, labour or baby moving less after waters break' },
    ],
  },
  {
    id: 'labour_term', name: 'Labour at term', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'hours', course: 'hours',
    findings: [['contractions_regular', 0.9, 3], ['late_pregnancy', 0.9, 2], ['leaking_fluid', 0.5, 3], ['back_pain', 0.4, 1], ['vaginal_discharge', 0.2, 1], ['abd_pain_lower', 0.4, 1]],
    escalate: [
      { any: ['vaginal_bleeding', 'reduced_fetal_movement', 'fever', 'headache', 'tense_uterus', 'severe'], level: 'emergency', reason: 'bleeding, baby moving less, fever or constant pain in labour' },
    ],
  },
  {
    id: 'reduced_fetal_movements', name: 'Reduced fetal movements', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'hours', course: 'hours', guidelines: ['reduced-fetal-movements'],
    findings: [['reduced_fetal_movement', 0.98, 3], ['late_pregnancy', 0.85, 2], ['anxiety', 0.4, 1]],
    escalate: [
      { any: ['vaginal_bleeding', 'abdominal_pain', 'tense_uterus', 'leaking_fluid', 'fever', 'high_bp_reading'], level: 'emergency', reason: 'baby moving less with bleeding, pain, leaking fluid or high blood pressure' },
    ],
  },
  {
    id: 'gestational_diabetes', name: 'Gestational diabetes', specialty: 'endocrinology', level: 'non_urgent', sex: 'female', pregnancy: 'only', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0.5, adult: 1, older: 0 }, onset: 'weeks', course: 'weeks', guidelines: ['hyperglycemia-dka'],
    findings: [['high_blood_sugar', 0.7, 3], ['late_pregnancy', 0.6, 2], ['risk_obesity', 0.4, 1], ['thirst', 0.25, 2], ['polyuria', 0.2, 2], ['fatigue', 0.3, 1]],
    escalate: [
      { any: ['hyperglycemia_severe', 'ketones', 'vomiting', 'low_blood_sugar'], level: 'urgent', reason: 'very high sugar, ketones or hypoglycaemia in pregnancy' },
      { any: ['reduced_fetal_movement', 'confusion'], level: 'emergency', reason: 'baby moving less or confusion' },
    ],
  },
  // ── after birth and breast ──────────────────────────────────────────────────
  {
    id: 'postpartum_haemorrhage', name: 'Postpartum haemorrhage', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, pregnancy: 'never', onset: 'hours', course: 'hours',
    findings: [['postpartum_state', 0.95, 3], ['heavy_vaginal_bleeding', 0.8, 3], ['vaginal_bleeding', 0.98, 2], ['passed_tissue', 0.4, 3], ['lightheaded', 0.4, 1], ['tachycardia', 0.4, 1], ['syncope', 0.15, 2], ['abd_pain_lower', 0.3, 1]],
  },
  {
    id: 'postpartum_sepsis', name: 'Postpartum infection (endometritis or sepsis)', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, pregnancy: 'never', onset: 'days', course: 'days', guidelines: ['sepsis-recognition'],
    findings: [['postpartum_state', 0.95, 3], ['fever', 0.85, 1], ['abd_pain_lower', 0.6, 1], ['vaginal_discharge', 0.4, 1], ['fishy_discharge', 0.2, 2], ['chills', 0.4, 1], ['vaginal_bleeding', 0.3, 1], ['tachycardia', 0.4, 1], ['wound_infection', 0.15, 2]],
    escalate: [
      { any: ['hypotension', 'confusion', 'tachycardia_severe', 'tachypnea_severe', 'hyperpyrexia', 'diarrhea', 'rash'], level: 'emergency', reason: 'maternal sepsis' },
    ],
  },
  {
    // a sore breast alone while feeding is managed by emptying it (NICE CKS mastitis); redness, fever or a hard lump
    // (an abscess) make it same-day antibiotics or drainage
    id: 'mastitis', name: 'Lactational mastitis or breast abscess', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0.7, adult: 1, older: 0.05 }, pregnancy: 'never', onset: 'days', course: 'days', guidelines: ['breast-lump'],
    findings: [['breast_redness', 0.85, 3], ['breast_pain', 0.95, 2], ['breastfeeding', 0.8, 3], ['fever', 0.6, 1], ['flu_like', 0.4, 1], ['postpartum_state', 0.5, 2], ['chills', 0.3, 1], ['breast_lump', 0.25, 2]],
    escalate: [
      { any: ['breast_redness', 'fever', 'chills', 'flu_like', 'breast_lump', 'lump'], level: 'urgent', reason: 'redness, fever or a lump (antibiotics or drainage today)' },
      { any: ['hypotension', 'confusion', 'tachycardia_severe', 'hyperpyrexia'], level: 'emergency', reason: 'spreading infection or sepsis' },
    ],
  },
  // ── gynaecology ─────────────────────────────────────────────────────────────
  {
    id: 'ovarian_torsion', name: 'Ovarian torsion', specialty: 'obstetrics_gynecology', level: 'emergency', mustNotMiss: true, sex: 'female', prior: 'rare',
    ages: { infant: 0.1, child: 0.5, teen: 2, adult: 1, older: 0.3 }, pregnancy: 2, onset: 'sudden', course: 'hours',
    findings: [['pelvic_pain', 0.9, 2], ['sudden_onset', 0.7, 1], ['unilateral', 0.7, 1], ['severe', 0.75, 1], ['nausea', 0.7, 1], ['vomiting', 0.6, 1], ['abd_pain_rlq', 0.35, 2], ['abd_pain_llq', 0.3, 2], ['colicky_pain', 0.3, 2], ['fever', 0.15, 1]],
  },
  {
    id: 'ruptured_ovarian_cyst', name: 'Ruptured or haemorrhagic ovarian cyst', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 1.5, adult: 1, older: 0.2 }, onset: 'sudden', course: 'days',
    findings: [['pelvic_pain', 0.9, 2], ['sudden_onset', 0.7, 1], ['unilateral', 0.6, 1], ['dyspareunia', 0.2, 2], ['exertional', 0.2, 1], ['abd_pain_lower', 0.5, 1], ['nausea', 0.35, 1], ['shoulder_tip_pain', 0.1, 3]],
    escalate: [
      { any: ['lightheaded', 'syncope', 'hypotension', 'tachycardia', 'shoulder_tip_pain', 'peritonism', 'vomiting'], level: 'emergency', reason: 'internal bleeding or torsion must be excluded' },
    ],
  },
  {
    id: 'ovarian_cyst', name: 'Ovarian cyst (symptomatic, not acute)', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0.05, teen: 1, adult: 1, older: 0.7 }, onset: 'weeks', course: 'weeks',
    findings: [['pelvic_pain', 0.7, 2], ['unilateral', 0.5, 1], ['bloating', 0.4, 1], ['dyspareunia', 0.25, 2], ['heavy_periods', 0.2, 1], ['chronic', 0.4, 1], ['urinary_frequency', 0.15, 1]],
    escalate: [
      { any: ['sudden_onset', 'severe', 'vomiting', 'fever'], level: 'emergency', reason: 'sudden severe pain (torsion or rupture)' },
      { any: ['weight_loss', 'early_satiety', 'abdominal_distension'], level: 'urgent', reason: 'persistent bloating or fullness after the menopause (ovarian cancer check)' },
    ],
  },
  {
    id: 'ovarian_cancer', name: 'Ovarian cancer', specialty: 'oncology', level: 'non_urgent', mustNotMiss: true, sex: 'female', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.05, adult: 0.5, older: 3 }, onset: 'months', course: 'chronic',
    findings: [['bloating', 0.7, 1], ['abdominal_distension', 0.5, 2], ['early_satiety', 0.4, 2], ['pelvic_pain', 0.45, 2], ['urinary_frequency', 0.3, 1], ['weight_loss', 0.3, 2], ['appetite_loss', 0.4, 1], ['chronic', 0.5, 1], ['fatigue', 0.4, 1], ['bowel_habit_change', 0.2, 2]],
    escalate: [
      { any: ['vomiting', 'no_flatus', 'dyspnea'], level: 'urgent', reason: 'possible bowel obstruction or fluid around the lungs' },
    ],
  },
  {
    id: 'pelvic_inflammatory_disease', name: 'Pelvic inflammatory disease', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0.1 }, pregnancy: 0.2, onset: 'days', course: 'weeks', guidelines: ['vaginal-discharge-sti'],
    findings: [['pelvic_pain', 0.9, 2], ['vaginal_discharge', 0.55, 1], ['dyspareunia', 0.4, 2], ['fever', 0.4, 1], ['abd_pain_lower', 0.6, 1], ['vaginal_bleeding', 0.3, 1], ['risk_sexual_exposure', 0.4, 2], ['dysuria', 0.2, 1], ['risk_iud', 0.1, 2], ['abd_pain_ruq', 0.1, 2]],
    escalate: [
      { any: ['high_fever', 'persistent_vomiting', 'peritonism', 'hypotension', 'confusion', 'severe'], level: 'emergency', reason: 'severe pelvic infection or tubo-ovarian abscess' },
    ],
  },
  {
    id: 'endometriosis', name: 'Endometriosis', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0.8, adult: 1, older: 0.1 }, onset: 'months', course: 'chronic', guidelines: ['contraception-menstrual'],
    findings: [['painful_periods', 0.85, 2], ['pelvic_pain', 0.75, 2], ['dyspareunia', 0.5, 2], ['chronic', 0.8, 1], ['painful_defecation', 0.3, 2], ['heavy_periods', 0.3, 1], ['fertility_contraception', 0.2, 1], ['fatigue', 0.3, 1], ['back_pain', 0.25, 1]],
  },
  {
    id: 'primary_dysmenorrhoea', name: 'Period pain (primary dysmenorrhoea)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, sex: 'female', prior: 'very_common',
    ages: { infant: 0, child: 0.2, teen: 2, adult: 1, older: 0 }, pregnancy: 'never', onset: 'hours', course: 'days', guidelines: ['contraception-menstrual'],
    findings: [['painful_periods', 0.95, 3], ['abd_pain_lower', 0.6, 1], ['back_pain', 0.35, 1], ['nausea', 0.25, 1], ['headache', 0.2, 1], ['diarrhea', 0.15, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['chronic', 'dyspareunia', 'heavy_periods', 'worsening'], level: 'non_urgent', reason: 'worsening or persistent pain (possible endometriosis or fibroids)' },
      { any: ['fever', 'vaginal_discharge', 'missed_period', 'unilateral', 'sudden_onset'], level: 'urgent', reason: 'features of infection, pregnancy or an acute pelvic cause' },
    ],
  },
  {
    id: 'heavy_menstrual_bleeding', name: 'Heavy menstrual bleeding (including fibroids)', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0.05, teen: 0.8, adult: 1, older: 0.2 }, pregnancy: 'never', onset: 'months', course: 'chronic', guidelines: ['contraception-menstrual', 'anaemia'],
    findings: [['heavy_periods', 0.95, 2], ['fatigue', 0.5, 1], ['painful_periods', 0.4, 1], ['pallor', 0.2, 1], ['chronic', 0.5, 1], ['pelvic_pain', 0.3, 1], ['urinary_frequency', 0.15, 1], ['dyspnea_on_exertion', 0.1, 1]],
    escalate: [
      { any: ['heavy_vaginal_bleeding', 'syncope', 'lightheaded', 'tachycardia'], level: 'urgent', reason: 'very heavy bleeding or symptoms of anaemia' },
      { any: ['hypotension', 'uncontrolled_bleeding'], level: 'emergency', reason: 'haemorrhage with shock' },
    ],
  },
  {
    id: 'pcos', name: 'Polycystic ovary syndrome', specialty: 'endocrinology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0.1 }, onset: 'months', course: 'chronic', guidelines: ['contraception-menstrual'],
    findings: [['heavy_periods', 0.6, 1], ['missed_period', 0.5, 2], ['hirsutism', 0.6, 3], ['acne', 0.5, 1], ['weight_gain', 0.5, 1], ['risk_obesity', 0.5, 1], ['fertility_contraception', 0.3, 1], ['hair_loss', 0.2, 1], ['chronic', 0.6, 1]],
  },
  {
    id: 'secondary_amenorrhoea', name: 'Absent periods (secondary amenorrhoea, not pregnant)', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0 }, pregnancy: 'never', onset: 'months', course: 'chronic', guidelines: ['contraception-menstrual'],
    findings: [['missed_period', 0.95, 2], ['weight_loss', 0.2, 2], ['stress', 0.3, 1], ['eating_disorder', 0.1, 2], ['hot_flashes', 0.15, 2], ['hirsutism', 0.2, 2], ['chronic', 0.4, 1]],
    escalate: [
      { any: ['headache', 'vision_change'], level: 'urgent', reason: 'possible pituitary cause' },
    ],
  },
  {
    id: 'postmenopausal_bleeding', name: 'Postmenopausal bleeding (endometrial cancer must be excluded)', specialty: 'obstetrics_gynecology', level: 'non_urgent', mustNotMiss: true, sex: 'female', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0, adult: 0.3, older: 3 }, pregnancy: 'never', onset: 'days', course: 'weeks', guidelines: ['contraception-menstrual'],
    findings: [['postmenopausal_bleeding', 0.85, 3], ['vaginal_bleeding', 0.95, 2], ['vaginal_discharge', 0.2, 1], ['risk_obesity', 0.3, 1], ['pelvic_pain', 0.15, 1], ['weight_loss', 0.1, 2]],
    escalate: [
      { any: ['heavy_vaginal_bleeding', 'lightheaded', 'syncope'], level: 'urgent', reason: 'heavy bleeding' },
    ],
  },
  {
    id: 'cervical_cancer', name: 'Cervical cancer (post-coital or intermenstrual bleeding)', specialty: 'oncology', level: 'non_urgent', mustNotMiss: true, sex: 'female', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.1, adult: 1, older: 0.8 }, pregnancy: 'never', onset: 'weeks', course: 'chronic', guidelines: ['contraception-menstrual'],
    findings: [['vaginal_bleeding', 0.8, 2], ['vaginal_discharge', 0.4, 1], ['dyspareunia', 0.3, 2], ['pelvic_pain', 0.3, 1], ['risk_smoking', 0.3, 1], ['weight_loss', 0.15, 2], ['chronic', 0.3, 1]],
    escalate: [
      { any: ['heavy_vaginal_bleeding'], level: 'urgent', reason: 'heavy bleeding' },
    ],
  },
  {
    id: 'menopause_symptoms', name: 'Menopause symptoms (including vaginal atrophy)', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0, adult: 0.7, older: 1.5 }, pregnancy: 'never', onset: 'months', course: 'chronic',
    findings: [['hot_flashes', 0.85, 3], ['night_sweats', 0.6, 2], ['heavy_periods', 0.3, 1], ['missed_period', 0.4, 1], ['vaginal_dryness', 0.4, 3], ['insomnia', 0.5, 1], ['low_mood', 0.35, 1], ['anxiety', 0.3, 1], ['memory_loss', 0.2, 1], ['dyspareunia', 0.2, 2], ['joint_pain', 0.25, 1]],
    escalate: [
      { any: ['postmenopausal_bleeding', 'weight_loss'], level: 'urgent', reason: 'bleeding after the menopause or weight loss needs assessment' },
    ],
  },
  {
    id: 'bacterial_vaginosis', name: 'Bacterial vaginosis', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0.05, teen: 1, adult: 1, older: 0.4 }, onset: 'days', course: 'weeks', guidelines: ['vaginal-discharge-sti'],
    findings: [['fishy_discharge', 0.75, 3], ['vaginal_discharge', 0.9, 2], ['itch', 0.15, 1], ['risk_sexual_exposure', 0.2, 2], ['chronic', 0.2, 1]],
    escalate: [
      { any: ['pelvic_pain', 'fever', 'pregnancy'], level: 'urgent', reason: 'pelvic pain, fever or pregnancy' },
    ],
  },
  {
    id: 'vaginal_candidiasis', name: 'Vaginal thrush (candidiasis)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, sex: 'female', prior: 'very_common',
    ages: { infant: 0, child: 0.05, teen: 1, adult: 1, older: 0.5 }, onset: 'days', course: 'days', guidelines: ['vaginal-discharge-sti'],
    findings: [['curdy_discharge', 0.7, 3], ['vaginal_discharge', 0.8, 2], ['itch', 0.85, 1], ['dysuria', 0.25, 1], ['dyspareunia', 0.2, 2], ['recent_antibiotics', 0.25, 2], ['risk_diabetes', 0.1, 1]],
    escalate: [
      { any: ['chronic', 'pregnancy', 'risk_diabetes', 'risk_immunosuppressed', 'fishy_discharge', 'frothy_discharge', 'genital_blisters'], level: 'non_urgent', reason: 'recurrent, in pregnancy, diabetes or atypical features need a clinician' },
      { any: ['pelvic_pain', 'fever', 'vaginal_bleeding'], level: 'urgent', reason: 'pain, fever or bleeding suggests another cause' },
    ],
  },
  {
    id: 'trichomoniasis', name: 'Trichomoniasis', specialty: 'infectious_disease', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0.3 }, onset: 'days', course: 'weeks', guidelines: ['vaginal-discharge-sti', 'hiv-sti-testing'],
    findings: [['frothy_discharge', 0.5, 3], ['vaginal_discharge', 0.7, 1], ['itch', 0.5, 1], ['dysuria', 0.4, 1], ['risk_sexual_exposure', 0.5, 2], ['fishy_discharge', 0.2, 2], ['penile_discharge', 0.2, 2], ['dyspareunia', 0.2, 2]],
  },
  {
    id: 'chlamydia_gonorrhoea_female', name: 'Chlamydia or gonorrhoea (cervicitis)', specialty: 'infectious_disease', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0.1 }, onset: 'days', course: 'weeks', guidelines: ['vaginal-discharge-sti', 'hiv-sti-testing'],
    findings: [['risk_sexual_exposure', 0.6, 2], ['vaginal_discharge', 0.5, 1], ['vaginal_bleeding', 0.3, 1], ['dysuria', 0.3, 1], ['penile_discharge', 0.3, 2], ['dyspareunia', 0.2, 2], ['abd_pain_lower', 0.2, 1]],
    escalate: [
      { any: ['pelvic_pain', 'fever', 'joint_pain'], level: 'urgent', reason: 'possible pelvic inflammatory disease or disseminated infection' },
    ],
  },
  {
    id: 'bartholin_abscess', name: "Bartholin's cyst or abscess", specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0.3 }, onset: 'days', course: 'days',
    findings: [['vulval_lump', 0.95, 3], ['swelling', 0.6, 1], ['dyspareunia', 0.3, 2], ['fever', 0.2, 1], ['wound_infection', 0.3, 2], ['unilateral', 0.4, 1]],
    escalate: [
      { any: ['hypotension', 'confusion', 'hyperpyrexia', 'genital_skin_necrosis'], level: 'emergency', reason: 'spreading infection or sepsis' },
    ],
  },
  {
    id: 'emergency_contraception', name: 'Need for emergency contraception', specialty: 'obstetrics_gynecology', level: 'urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0 }, pregnancy: 'never', onset: 'hours', course: 'days', guidelines: ['contraception-menstrual'],
    findings: [['contraception_failure', 0.9, 3], ['fertility_contraception', 0.6, 2], ['pep_exposure', 0.15, 2], ['anxiety', 0.3, 1]],
  },
  {
    id: 'contraception_advice', name: 'Contraception advice or routine menstrual question', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.2, adult: 1, older: 0.1 }, onset: 'weeks', course: 'chronic', guidelines: ['contraception-menstrual'],
    findings: [['fertility_contraception', 0.9, 2], ['heavy_periods', 0.2, 1], ['painful_periods', 0.15, 1], ['risk_iud', 0.2, 2], ['vaginal_bleeding', 0.15, 1]],
    escalate: [
      { any: ['contraception_failure'], level: 'urgent', reason: 'emergency contraception is time-critical' },
      { any: ['calf_pain', 'chest_pain', 'worst_headache', 'one_sided_weakness'], level: 'emergency', reason: 'possible clot or stroke on hormonal contraception' },
    ],
  },
  // ── endocrinology ───────────────────────────────────────────────────────────
  {
    id: 'diabetic_ketoacidosis', name: 'Diabetic ketoacidosis', specialty: 'endocrinology', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.3, child: 2, teen: 2.5, adult: 1, older: 0.5 }, onset: 'hours', course: 'days', guidelines: ['hyperglycemia-dka'],
    // ketoacidosis shows itself: ketones, vomiting, abdominal pain, deep fast breathing or drowsiness (JBDS DKA 2023)
    requiresAny: ['ketones', 'vomiting', 'nausea', 'abdominal_pain', 'kussmaul_breathing', 'confusion', 'lethargy', 'dyspnea', 'dehydration', 'insulin_omission'],
    findings: [['high_blood_sugar', 0.8, 2], ['ketones', 0.6, 3], ['vomiting', 0.7, 1], ['abdominal_pain', 0.45, 1], ['thirst', 0.7, 1], ['polyuria', 0.7, 1], ['kussmaul_breathing', 0.35, 3], ['risk_diabetes', 0.75, 2], ['insulin_omission', 0.3, 3], ['confusion', 0.25, 1], ['weight_loss', 0.3, 2], ['fatigue', 0.6, 1]],
  },
  {
    // a high reading is necessary but says little on its own: HHS is a sugar of 30 mmol/L or more with dehydration and,
    // often, drowsiness or confusion in an older person (JBDS 2022)
    id: 'hyperosmolar_hyperglycaemic_state', name: 'Hyperosmolar hyperglycaemic state', specialty: 'endocrinology', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.1, adult: 0.7, older: 3 }, onset: 'days', course: 'days', guidelines: ['hyperglycemia-dka'],
    requiresAny: ['hyperglycemia_severe', 'confusion', 'lethargy', 'dehydration', 'weakness', 'syncope', 'seizure'],
    findings: [['hyperglycemia_severe', 0.7, 3], ['high_blood_sugar', 0.95, 1], ['confusion', 0.6, 2], ['thirst', 0.6, 1], ['polyuria', 0.6, 1], ['dehydration', 0.8, 2], ['risk_diabetes', 0.8, 2], ['weakness', 0.5, 1], ['fever', 0.2, 1], ['seizure', 0.05, 1]],
  },
  {
    id: 'hyperglycaemia_uncontrolled', name: 'Uncontrolled hyperglycaemia without ketoacidosis', specialty: 'endocrinology', level: 'urgent', prior: 'common',
    ages: { infant: 0.1, child: 0.5, teen: 1, adult: 1, older: 1.3 }, onset: 'days', course: 'days', guidelines: ['hyperglycemia-dka'],
    findings: [['high_blood_sugar', 0.95, 3], ['risk_diabetes', 0.85, 2], ['thirst', 0.5, 2], ['polyuria', 0.5, 2], ['fatigue', 0.5, 1], ['vision_change', 0.2, 1], ['insulin_omission', 0.2, 3]],
    escalate: [
      { any: ['ketones', 'vomiting', 'abdominal_pain', 'kussmaul_breathing', 'confusion', 'hyperglycemia_severe', 'dehydration'], level: 'emergency', reason: 'possible DKA or hyperosmolar state' },
    ],
  },
  {
    id: 'hypoglycaemia', name: 'Hypoglycaemia in a person with diabetes', specialty: 'endocrinology', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 0.2, child: 1, teen: 1.3, adult: 1, older: 1.5 }, onset: 'sudden', course: 'hours', guidelines: ['hypoglycemia'],
    findings: [['low_blood_sugar', 0.85, 3], ['risk_diabetes', 0.85, 2], ['diaphoresis', 0.6, 1], ['tremor', 0.5, 2], ['confusion', 0.35, 1], ['palpitations', 0.3, 1], ['dizziness', 0.3, 1], ['anxiety', 0.2, 1], ['alcohol_intoxication', 0.1, 2], ['resolved', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'seizure', 'hypoglycemia_severe', 'syncope', 'speech_difficulty', 'alcohol_intoxication'], level: 'emergency', reason: 'severe hypoglycaemia (confused, fitting, unable to take sugar by mouth)' },
    ],
  },
  {
    id: 'new_type1_diabetes', name: 'New type 1 diabetes', specialty: 'endocrinology', level: 'urgent', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.3, child: 3, teen: 2.5, adult: 0.5, older: 0.1 }, onset: 'weeks', course: 'weeks', guidelines: ['hyperglycemia-dka'],
    findings: [['thirst', 0.9, 2], ['polyuria', 0.9, 2], ['weight_loss', 0.7, 2], ['fatigue', 0.7, 1], ['incontinence', 0.3, 2], ['high_blood_sugar', 0.4, 3], ['appetite_loss', 0.2, 1], ['vision_change', 0.15, 1], ['vaginal_discharge', 0.05, 1]],
    escalate: [
      { any: ['vomiting', 'abdominal_pain', 'ketones', 'kussmaul_breathing', 'confusion', 'tachypnea', 'dehydration'], level: 'emergency', reason: 'signs of diabetic ketoacidosis' },
    ],
  },
  {
    id: 'type2_diabetes', name: 'Type 2 diabetes: new symptoms or routine follow-up', specialty: 'endocrinology', level: 'non_urgent', prior: 'very_common',
    ages: { infant: 0, child: 0.05, teen: 0.2, adult: 1, older: 1.8 }, onset: 'months', course: 'chronic', guidelines: ['type2-diabetes-screening'],
    findings: [['risk_diabetes', 0.7, 2], ['thirst', 0.4, 2], ['polyuria', 0.4, 2], ['high_blood_sugar', 0.4, 3], ['fatigue', 0.4, 1], ['risk_obesity', 0.5, 1], ['tingling', 0.2, 1], ['vision_change', 0.15, 1], ['chronic', 0.5, 1], ['vaginal_discharge', 0.05, 1]],
    escalate: [
      { any: ['hyperglycemia_severe', 'ketones', 'vomiting', 'dehydration'], level: 'urgent', reason: 'very high sugar, ketones or vomiting' },
      { any: ['confusion', 'kussmaul_breathing', 'hypoglycemia_severe'], level: 'emergency', reason: 'possible DKA, hyperosmolar state or severe hypoglycaemia' },
    ],
  },
  {
    id: 'thyroid_storm', name: 'Thyroid storm', specialty: 'endocrinology', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0, child: 0.1, teen: 0.5, adult: 1, older: 1 }, pregnancy: 1.5, onset: 'hours', course: 'days', guidelines: ['thyroid-symptoms'],
    findings: [['risk_hyperthyroidism', 0.6, 3], ['palpitations', 0.8, 1], ['tachycardia_severe', 0.6, 2], ['fever', 0.7, 1], ['agitation', 0.5, 2], ['confusion', 0.4, 1], ['diaphoresis', 0.6, 1], ['diarrhea', 0.4, 1], ['vomiting', 0.4, 1], ['tremor', 0.5, 2], ['eye_bulging', 0.3, 3]],
  },
  {
    id: 'hyperthyroidism', name: 'Hyperthyroidism', specialty: 'endocrinology', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 0.5, adult: 1, older: 1 }, onset: 'weeks', course: 'chronic', guidelines: ['thyroid-symptoms'],
    findings: [['weight_loss', 0.6, 2], ['palpitations', 0.6, 1], ['heat_cold_intolerance', 0.5, 2], ['tremor', 0.5, 2], ['anxiety', 0.5, 1], ['diaphoresis', 0.4, 1], ['neck_swelling', 0.4, 2], ['eye_bulging', 0.25, 3], ['diarrhea', 0.25, 1], ['insomnia', 0.4, 1], ['risk_hyperthyroidism', 0.3, 3], ['heavy_periods', 0.1, 1]],
    escalate: [
      { any: ['tachycardia_severe', 'irregular_heartbeat', 'dyspnea', 'chest_pain'], level: 'urgent', reason: 'fast or irregular heart rhythm' },
      { any: ['confusion', 'fever', 'agitation', 'vomiting'], level: 'emergency', reason: 'possible thyroid storm' },
      { any: ['sore_throat'], level: 'urgent', reason: 'sore throat on antithyroid drugs (agranulocytosis)' },
    ],
  },
  {
    id: 'hypothyroidism', name: 'Hypothyroidism', specialty: 'endocrinology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0.1, child: 0.2, teen: 0.5, adult: 1, older: 1.5 }, onset: 'months', course: 'chronic', guidelines: ['thyroid-symptoms'],
    findings: [['fatigue', 0.85, 1], ['weight_gain', 0.5, 1], ['heat_cold_intolerance', 0.5, 2], ['constipation', 0.4, 1], ['dry_skin', 0.5, 1], ['hair_loss', 0.3, 1], ['low_mood', 0.35, 1], ['heavy_periods', 0.2, 1], ['risk_hypothyroidism', 0.3, 3], ['neck_swelling', 0.2, 2], ['hoarseness', 0.15, 1], ['muscle_pain', 0.25, 1]],
    escalate: [
      { any: ['confusion', 'hypothermia', 'bradycardia'], level: 'emergency', reason: 'possible myxoedema coma' },
    ],
  },
  {
    id: 'myxoedema_coma', name: 'Myxoedema coma', specialty: 'endocrinology', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0, child: 0, teen: 0.05, adult: 0.5, older: 4 }, onset: 'days', course: 'days', guidelines: ['thyroid-symptoms'],
    findings: [['confusion', 0.9, 1], ['hypothermia', 0.7, 3], ['risk_hypothyroidism', 0.6, 3], ['bradycardia', 0.5, 2], ['fatigue', 0.7, 1], ['swelling', 0.4, 1], ['cold_exposure', 0.2, 2], ['hypotension', 0.3, 2]],
  },
  {
    id: 'subacute_thyroiditis', name: 'Subacute (de Quervain) thyroiditis', specialty: 'endocrinology', level: 'non_urgent', prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.5, adult: 1, older: 0.5 }, onset: 'days', course: 'weeks', guidelines: ['thyroid-symptoms'],
    findings: [['neck_pain', 0.9, 1], ['neck_swelling', 0.6, 2], ['fever', 0.5, 1], ['palpitations', 0.4, 1], ['sore_throat', 0.3, 1], ['ear_pain', 0.2, 1], ['fatigue', 0.5, 1], ['tremor', 0.2, 2]],
    escalate: [
      { any: ['stridor', 'dysphagia', 'trismus_drooling'], level: 'emergency', reason: 'airway or swallowing compromise (deep neck infection must be excluded)' },
    ],
  },
  {
    id: 'thyroid_nodule_goitre', name: 'Thyroid nodule or goitre', specialty: 'endocrinology', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.1, teen: 0.5, adult: 1, older: 1.2 }, onset: 'months', course: 'chronic', guidelines: ['thyroid-symptoms'],
    findings: [['neck_swelling', 0.95, 3], ['lump', 0.5, 1], ['dysphagia', 0.15, 2], ['hoarseness', 0.1, 2], ['chronic', 0.4, 1]],
    escalate: [
      { any: ['stridor', 'dyspnea'], level: 'emergency', reason: 'airway compression' },
      { any: ['hoarseness', 'worsening', 'lymph_nodes', 'dysphagia'], level: 'urgent', reason: 'rapidly enlarging lump or voice change (cancer check)' },
    ],
  },
  {
    id: 'adrenal_crisis', name: 'Adrenal crisis', specialty: 'endocrinology', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0.5, child: 0.5, teen: 0.5, adult: 1, older: 1 }, onset: 'hours', course: 'hours',
    findings: [['risk_adrenal_insufficiency', 0.8, 3], ['vomiting', 0.6, 1], ['weakness', 0.7, 1], ['abdominal_pain', 0.4, 1], ['lightheaded', 0.5, 1], ['hypotension', 0.5, 2], ['confusion', 0.35, 1], ['fever', 0.3, 1], ['diarrhea', 0.3, 1], ['syncope', 0.2, 2]],
  },
  {
    id: 'addisons_disease', name: "Addison's disease (primary adrenal insufficiency)", specialty: 'endocrinology', level: 'non_urgent', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0.1, child: 0.3, teen: 0.5, adult: 1, older: 0.7 }, onset: 'months', course: 'chronic',
    findings: [['fatigue', 0.95, 1], ['skin_darkening', 0.6, 3], ['weight_loss', 0.7, 2], ['lightheaded', 0.5, 1], ['appetite_loss', 0.5, 1], ['nausea', 0.5, 1], ['abdominal_pain', 0.3, 1], ['muscle_pain', 0.3, 1], ['low_mood', 0.25, 1]],
    escalate: [
      { any: ['vomiting', 'diarrhea', 'confusion', 'hypotension', 'syncope'], level: 'emergency', reason: 'impending adrenal crisis' },
      { any: ['lightheaded', 'low_sodium'], level: 'urgent', reason: 'postural dizziness or low sodium' },
    ],
  },
  // ── poisoning ───────────────────────────────────────────────────────────────
  {
    id: 'paracetamol_overdose', name: 'Paracetamol (acetaminophen) overdose, acute', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.3, child: 0.7, teen: 3, adult: 1, older: 0.4 }, onset: 'hours', course: 'days', guidelines: ['self-harm', 'suicide-crisis'],
    findings: [['paracetamol_excess', 0.6, 3], ['paracetamol_taken', 0.9, 2], ['overdose', 0.6, 3], ['suicidal', 0.35, 2], ['nausea', 0.4, 1], ['vomiting', 0.3, 1], ['alcohol_intoxication', 0.2, 2], ['ingestion', 0.2, 2], ['low_mood', 0.3, 1]],
  },
  {
    id: 'paracetamol_overdose_late', name: 'Paracetamol (acetaminophen) toxicity, late or staggered (liver injury)', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.2, child: 0.5, teen: 2, adult: 1, older: 0.6 }, onset: 'days', course: 'days', guidelines: ['hepatitis'],
    findings: [['paracetamol_taken', 0.9, 2], ['paracetamol_excess', 0.5, 3], ['vomiting', 0.7, 1], ['abd_pain_ruq', 0.5, 2], ['jaundice', 0.35, 3], ['confusion', 0.3, 1], ['nausea', 0.7, 1], ['overdose', 0.3, 3], ['risk_alcohol', 0.3, 2], ['appetite_loss', 0.4, 1]],
  },
  {
    id: 'opioid_overdose', name: 'Opioid overdose', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.3, child: 0.3, teen: 1, adult: 1.3, older: 0.5 }, onset: 'hours', course: 'hours',
    findings: [['opioid_taken', 0.8, 2], ['confusion', 0.7, 1], ['slow_breathing', 0.6, 3], ['pinpoint_pupils', 0.5, 3], ['substance_use', 0.5, 2], ['overdose', 0.5, 3], ['spo2_low', 0.3, 2], ['cant_speak_sentences', 0.2, 1], ['vomiting', 0.2, 1]],
  },
  {
    id: 'sedative_overdose', name: 'Benzodiazepine or sedative overdose', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.2, child: 0.3, teen: 1.5, adult: 1, older: 0.8 }, onset: 'hours', course: 'hours', guidelines: ['self-harm'],
    findings: [['sedative_taken', 0.85, 2], ['overdose', 0.6, 3], ['confusion', 0.7, 1], ['slow_breathing', 0.25, 3], ['balance_problems', 0.4, 1], ['speech_difficulty', 0.3, 1], ['alcohol_intoxication', 0.3, 2], ['suicidal', 0.3, 2]],
  },
  {
    id: 'tricyclic_overdose', name: 'Tricyclic antidepressant overdose', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.2, child: 0.3, teen: 1.5, adult: 1, older: 0.7 }, onset: 'hours', course: 'hours', guidelines: ['self-harm'],
    findings: [['tricyclic_taken', 0.9, 3], ['overdose', 0.6, 3], ['confusion', 0.6, 1], ['tachycardia', 0.6, 1], ['seizure', 0.2, 2], ['dilated_pupils', 0.3, 2], ['palpitations', 0.3, 1], ['agitation', 0.2, 1], ['hypotension', 0.2, 2], ['suicidal', 0.3, 2]],
  },
  {
    id: 'salicylate_overdose', name: 'Aspirin (salicylate) overdose', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0.3, child: 0.5, teen: 1.5, adult: 1, older: 0.8 }, onset: 'hours', course: 'days',
    findings: [['salicylate_taken', 0.9, 3], ['overdose', 0.6, 3], ['tinnitus', 0.5, 3], ['vomiting', 0.6, 1], ['tachypnea', 0.5, 2], ['diaphoresis', 0.4, 1], ['confusion', 0.3, 1], ['fever', 0.2, 1], ['hearing_loss', 0.2, 2]],
  },
  {
    id: 'stimulant_toxicity', name: 'Stimulant toxicity (cocaine, amphetamine, MDMA)', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.05, child: 0.1, teen: 1.5, adult: 1, older: 0.2 }, onset: 'hours', course: 'hours',
    findings: [['risk_stimulant_use', 0.8, 3], ['substance_use', 0.5, 2], ['palpitations', 0.6, 1], ['agitation', 0.5, 2], ['chest_pain', 0.35, 1], ['diaphoresis', 0.5, 1], ['dilated_pupils', 0.4, 2], ['hyperpyrexia', 0.2, 2], ['hallucinations', 0.25, 2], ['seizure', 0.1, 2], ['tachycardia', 0.6, 1]],
  },
  {
    id: 'iron_overdose_child', name: 'Iron tablet poisoning in a child', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 2, child: 3, teen: 0.3, adult: 0.1, older: 0 }, onset: 'hours', course: 'days',
    findings: [['iron_taken', 0.95, 3], ['ingestion', 0.8, 3], ['vomiting', 0.7, 1], ['diarrhea', 0.5, 1], ['abdominal_pain', 0.5, 1], ['vomiting_blood', 0.2, 3], ['confusion', 0.15, 1]],
  },
  {
    id: 'lithium_toxicity', name: 'Lithium toxicity', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0.05, teen: 0.5, adult: 1, older: 1.5 }, onset: 'days', course: 'days',
    findings: [['lithium_taken', 0.95, 3], ['tremor', 0.7, 2], ['vomiting', 0.5, 1], ['diarrhea', 0.5, 1], ['confusion', 0.5, 1], ['balance_problems', 0.5, 2], ['speech_difficulty', 0.3, 1], ['dehydration', 0.3, 2], ['seizure', 0.1, 2], ['risk_nsaid', 0.15, 2]],
  },
  {
    id: 'carbon_monoxide_poisoning', name: 'Carbon monoxide poisoning', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 1, child: 1, teen: 1, adult: 1, older: 1.2 }, onset: 'hours', course: 'hours',
    findings: [['co_exposure', 0.7, 3], ['headache', 0.8, 1], ['dizziness', 0.6, 1], ['nausea', 0.5, 1], ['sick_contacts', 0.35, 2], ['confusion', 0.3, 1], ['fatigue', 0.4, 1], ['vomiting', 0.3, 1], ['syncope', 0.15, 2], ['chest_pain', 0.1, 1]],
  },
  {
    id: 'organophosphate_poisoning', name: 'Organophosphate or pesticide poisoning', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0.5, child: 1, teen: 1, adult: 1, older: 1 }, onset: 'hours', course: 'days',
    findings: [['pesticide_exposure', 0.9, 3], ['pinpoint_pupils', 0.5, 3], ['drooling', 0.5, 2], ['diaphoresis', 0.6, 1], ['vomiting', 0.6, 1], ['diarrhea', 0.5, 1], ['wheeze', 0.3, 1], ['weakness', 0.4, 1], ['bradycardia', 0.3, 2], ['ingestion', 0.4, 2], ['confusion', 0.3, 1]],
  },
  {
    id: 'toxic_alcohol_poisoning', name: 'Methanol or ethylene glycol poisoning', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'very_rare',
    ages: { infant: 0.3, child: 0.5, teen: 1, adult: 1, older: 0.7 }, onset: 'hours', course: 'days',
    findings: [['toxic_alcohol_ingestion', 0.9, 3], ['vision_change', 0.4, 2], ['confusion', 0.4, 1], ['vomiting', 0.5, 1], ['abdominal_pain', 0.4, 1], ['tachypnea', 0.3, 2], ['alcohol_intoxication', 0.4, 2], ['ingestion', 0.5, 2]],
  },
  {
    id: 'button_battery_ingestion', name: 'Button battery ingestion', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 2, child: 3, teen: 0.2, adult: 0.05, older: 0.2 }, onset: 'sudden', course: 'hours',
    findings: [['button_battery', 0.9, 3], ['ingestion', 0.9, 3], ['drooling', 0.3, 2], ['vomiting', 0.3, 1], ['poor_feeding', 0.2, 2], ['cough', 0.2, 1], ['vomiting_blood', 0.05, 3]],
  },
  {
    id: 'caustic_ingestion', name: 'Caustic or corrosive ingestion', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 1.5, child: 3, teen: 0.5, adult: 0.5, older: 0.5 }, onset: 'sudden', course: 'days',
    findings: [['caustic_ingestion', 0.9, 3], ['ingestion', 0.8, 3], ['drooling', 0.4, 2], ['dysphagia', 0.4, 2], ['mouth_ulcer', 0.3, 1], ['vomiting', 0.4, 1], ['stridor', 0.1, 2], ['chest_pain', 0.2, 1], ['sore_throat', 0.3, 1]],
  },
  {
    id: 'child_accidental_ingestion', name: "Accidental ingestion of medicines or household products by a child", specialty: 'pediatrics', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 2, child: 3, teen: 0.2, adult: 0, older: 0 }, onset: 'sudden', course: 'hours',
    findings: [['ingestion', 0.9, 3], ['vomiting', 0.2, 1], ['confusion', 0.1, 1], ['paracetamol_taken', 0.15, 2], ['iron_taken', 0.05, 3], ['accidental_extra_dose', 0.1, 2]],
    escalate: [
      { any: ['confusion', 'seizure', 'slow_breathing', 'stridor', 'drooling', 'button_battery', 'caustic_ingestion', 'vomiting_blood', 'iron_taken', 'tricyclic_taken', 'opioid_taken', 'sedative_taken'], level: 'emergency', reason: 'drowsy, fitting, breathing trouble or a high-risk substance' },
    ],
  },
  {
    id: 'accidental_double_dose', name: 'Accidental extra dose or wrong medicine (adult)', specialty: 'general_practice', level: 'urgent', prior: 'common',
    ages: { infant: 0.2, child: 0.3, teen: 0.5, adult: 1, older: 2 }, onset: 'sudden', course: 'hours',
    findings: [['accidental_extra_dose', 0.9, 3], ['risk_polypharmacy', 0.3, 1], ['anxiety', 0.3, 1], ['dizziness', 0.2, 1], ['nausea', 0.15, 1]],
    escalate: [
      { any: ['confusion', 'syncope', 'slow_breathing', 'seizure', 'bradycardia', 'hypotension', 'chest_pain', 'hypoglycemia_severe', 'low_blood_sugar'], level: 'emergency', reason: 'symptoms of toxicity after the extra dose' },
    ],
  },
  // ── alcohol ─────────────────────────────────────────────────────────────────
  {
    id: 'alcohol_poisoning', name: 'Acute alcohol poisoning', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.1, child: 0.2, teen: 2, adult: 1, older: 0.5 }, onset: 'hours', course: 'hours',
    findings: [['alcohol_intoxication', 0.9, 3], ['confusion', 0.7, 1], ['vomiting', 0.6, 1], ['slow_breathing', 0.2, 3], ['seizure', 0.05, 2], ['hypothermia', 0.1, 2], ['syncope', 0.2, 1], ['head_injury', 0.1, 2]],
  },
  {
    id: 'hangover', name: 'Hangover', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.7, adult: 1, older: 0.4 }, onset: 'hours', course: 'hours',
    findings: [['alcohol_intoxication', 0.6, 3], ['hangover_story', 0.8, 3], ['headache', 0.8, 1], ['nausea', 0.6, 1], ['fatigue', 0.6, 1], ['vomiting', 0.3, 1], ['thirst', 0.4, 2], ['mild', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'vomiting_blood', 'persistent_vomiting', 'seizure', 'abdominal_pain', 'head_injury'], level: 'urgent', reason: 'symptoms beyond a hangover' },
    ],
  },
  {
    id: 'alcohol_withdrawal', name: 'Alcohol withdrawal', specialty: 'psychiatry', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 0.1, adult: 1, older: 0.8 }, onset: 'hours', course: 'days',
    findings: [['alcohol_cessation', 0.8, 3], ['risk_alcohol', 0.8, 2], ['tremor', 0.75, 2], ['anxiety', 0.6, 1], ['diaphoresis', 0.5, 1], ['insomnia', 0.4, 1], ['nausea', 0.4, 1], ['tachycardia', 0.4, 1], ['substance_use', 0.5, 2], ['agitation', 0.3, 2]],
    escalate: [
      { any: ['seizure', 'hallucinations', 'confusion', 'fever', 'tachycardia_severe'], level: 'emergency', reason: 'withdrawal seizure or delirium tremens' },
    ],
  },
  {
    id: 'delirium_tremens', name: 'Delirium tremens', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 0, child: 0, teen: 0.05, adult: 1, older: 0.8 }, onset: 'days', course: 'days',
    // delirium is the definition: confusion, hallucinations, agitation or a fit, not a tremor alone (NICE CG100)
    requiresAny: ['confusion', 'hallucinations', 'agitation', 'seizure', 'unresponsive'],
    findings: [['confusion', 0.9, 1], ['hallucinations', 0.7, 2], ['alcohol_cessation', 0.7, 3], ['risk_alcohol', 0.8, 2], ['tremor', 0.8, 2], ['agitation', 0.6, 2], ['fever', 0.4, 1], ['diaphoresis', 0.6, 1], ['tachycardia', 0.6, 1], ['seizure', 0.2, 2]],
  },
  // ── environment ─────────────────────────────────────────────────────────────
  {
    id: 'heat_exhaustion', name: 'Heat exhaustion', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'uncommon',
    ages: { infant: 0.5, child: 0.8, teen: 1, adult: 1, older: 1.5 }, onset: 'hours', course: 'hours',
    findings: [['heat_exposure', 0.85, 3], ['diaphoresis', 0.6, 1], ['headache', 0.6, 1], ['dizziness', 0.6, 1], ['nausea', 0.5, 1], ['fatigue', 0.6, 1], ['thirst', 0.5, 2], ['muscle_pain', 0.3, 1], ['exertional', 0.4, 1], ['fever', 0.3, 1]],
    escalate: [
      { any: ['confusion', 'seizure', 'hot_dry_skin', 'hyperpyrexia', 'syncope'], level: 'emergency', reason: 'possible heat stroke' },
      { any: ['vomiting', 'decreased_urination', 'tachycardia'], level: 'urgent', reason: 'not improving with cooling and fluids' },
    ],
  },
  {
    id: 'heat_stroke', name: 'Heat stroke', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 1, child: 0.8, teen: 1, adult: 1, older: 2.5 }, onset: 'hours', course: 'hours',
    findings: [['heat_exposure', 0.85, 3], ['confusion', 0.8, 1], ['hyperpyrexia', 0.6, 3], ['hot_dry_skin', 0.4, 3], ['high_fever', 0.7, 1], ['seizure', 0.2, 2], ['syncope', 0.3, 2], ['vomiting', 0.4, 1], ['exertional', 0.4, 1], ['tachycardia', 0.6, 1]],
  },
  {
    id: 'accidental_hypothermia', name: 'Accidental hypothermia', specialty: 'emergency_medicine', level: 'emergency', mustNotMiss: true, prior: 'rare',
    ages: { infant: 1.5, child: 0.5, teen: 0.5, adult: 1, older: 3 }, onset: 'hours', course: 'hours',
    findings: [['hypothermia', 0.8, 3], ['cold_exposure', 0.7, 3], ['chills', 0.6, 1], ['confusion', 0.5, 1], ['alcohol_intoxication', 0.25, 2], ['speech_difficulty', 0.3, 1], ['fall', 0.25, 1], ['long_lie', 0.2, 3], ['bradycardia', 0.3, 2], ['pallor', 0.4, 1]],
  },
  // ── further gut, bladder and women's health conditions ──────────────────────
  {
    id: 'cannabinoid_hyperemesis', name: 'Cannabinoid hyperemesis syndrome', specialty: 'gastroenterology', level: 'urgent', prior: 'rare',
    ages: { infant: 0, child: 0, teen: 1.5, adult: 1, older: 0.1 }, onset: 'hours', course: 'days',
    findings: [['cannabis_use', 0.95, 3], ['hot_shower_relief', 0.6, 3], ['persistent_vomiting', 0.8, 2], ['vomiting', 0.98, 1], ['abdominal_pain', 0.6, 1], ['chronic', 0.5, 1], ['nausea', 0.9, 1], ['dehydration', 0.3, 2]],
    escalate: [
      { any: ['confusion', 'hypotension', 'vomiting_blood', 'decreased_urination', 'syncope'], level: 'emergency', reason: 'dehydration with kidney injury, bleeding or collapse' },
    ],
  },
  {
    id: 'neonatal_jaundice', name: 'Jaundice in a newborn baby', specialty: 'pediatrics', level: 'urgent', mustNotMiss: true, prior: 'common',
    ages: { infant: 10, child: 0, teen: 0, adult: 0, older: 0 }, onset: 'days', course: 'weeks', guidelines: ['hepatitis'],
    findings: [['jaundice', 0.95, 3], ['poor_feeding', 0.3, 2], ['breastfeeding', 0.5, 2], ['inconsolable', 0.2, 1], ['pale_stools', 0.1, 3], ['decreased_urination', 0.15, 2]],
    escalate: [
      { any: ['poor_feeding', 'inconsolable', 'confusion', 'fever', 'pale_stools', 'seizure', 'hypothermia'], level: 'emergency', reason: 'jaundiced baby who is drowsy, not feeding, febrile, or with pale stools' },
    ],
  },
  {
    id: 'cows_milk_protein_allergy', name: "Cow's milk protein allergy in an infant", specialty: 'pediatrics', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 10, child: 0.3, teen: 0, adult: 0, older: 0 }, onset: 'weeks', course: 'weeks', guidelines: ['food-allergy'],
    findings: [['infant_regurgitation', 0.5, 2], ['diarrhea', 0.4, 1], ['blood_in_stool', 0.25, 2], ['mucus_stool', 0.25, 2], ['rash', 0.4, 1], ['inconsolable', 0.4, 1], ['infant_crying_episodes', 0.3, 2], ['poor_feeding', 0.2, 2], ['constipation', 0.15, 1], ['chronic', 0.3, 1]],
    escalate: [
      { any: ['angioedema', 'hives', 'wheeze', 'stridor'], level: 'emergency', reason: 'immediate allergic reaction' },
      { any: ['weight_loss', 'decreased_urination', 'persistent_vomiting'], level: 'urgent', reason: 'poor weight gain or dehydration' },
    ],
  },
  {
    id: 'nocturnal_enuresis', name: 'Bedwetting (nocturnal enuresis)', specialty: 'pediatrics', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 3, teen: 0.5, adult: 0.05, older: 0.05 }, onset: 'months', course: 'chronic',
    findings: [['bedwetting', 0.95, 3], ['chronic', 0.5, 1], ['constipation', 0.2, 1], ['stress', 0.15, 1]],
    escalate: [
      { any: ['thirst', 'polyuria', 'weight_loss', 'fatigue'], level: 'urgent', reason: 'new wetting with thirst or weight loss (possible diabetes)' },
      { any: ['dysuria', 'fever'], level: 'urgent', reason: 'possible urinary infection' },
    ],
  },
  {
    id: 'urinary_incontinence_women', name: 'Stress or urge urinary incontinence', specialty: 'urology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.1, teen: 0.2, adult: 1, older: 2 }, onset: 'months', course: 'chronic',
    findings: [['stress_leakage', 0.8, 3], ['incontinence', 0.9, 2], ['urinary_frequency', 0.5, 1], ['chronic', 0.6, 1], ['vaginal_bulge', 0.2, 2], ['nocturia_weak_stream', 0.3, 1]],
    escalate: [
      { any: ['back_pain', 'numbness', 'weakness'], level: 'emergency', reason: 'new incontinence with back pain or leg symptoms (cauda equina)' },
      { any: ['dysuria', 'hematuria', 'fever'], level: 'urgent', reason: 'infection or blood in the urine' },
    ],
  },
  {
    id: 'pelvic_organ_prolapse', name: 'Pelvic organ prolapse', specialty: 'obstetrics_gynecology', level: 'non_urgent', sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0.02, adult: 0.7, older: 2 }, pregnancy: 'never', onset: 'months', course: 'chronic',
    findings: [['vaginal_bulge', 0.9, 3], ['incontinence', 0.4, 1], ['stress_leakage', 0.35, 2], ['constipation', 0.3, 1], ['back_pain', 0.3, 1], ['chronic', 0.6, 1], ['urinary_frequency', 0.3, 1]],
    escalate: [
      { any: ['urinary_retention', 'vaginal_bleeding'], level: 'urgent', reason: 'cannot pass urine, or bleeding from an ulcerated prolapse' },
    ],
  },
  {
    id: 'mittelschmerz', name: 'Ovulation pain (mittelschmerz)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1.2, adult: 1, older: 0 }, pregnancy: 'never', onset: 'hours', course: 'days', guidelines: ['contraception-menstrual'],
    findings: [['mid_cycle_pain', 0.8, 3], ['pelvic_pain', 0.85, 2], ['unilateral', 0.7, 1], ['mild', 0.4, 1], ['chronic', 0.3, 1], ['vaginal_discharge', 0.1, 1]],
    escalate: [
      { any: ['severe', 'vomiting', 'fever', 'syncope', 'missed_period', 'shoulder_tip_pain'], level: 'urgent', reason: 'severe pain, fever or possible pregnancy (ectopic, torsion, cyst)' },
    ],
  },
  {
    id: 'premenstrual_syndrome', name: 'Premenstrual syndrome', specialty: 'general_practice', level: 'self_care', selfLimiting: true, sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, pregnancy: 'never', onset: 'days', course: 'days', guidelines: ['contraception-menstrual'],
    findings: [['premenstrual_symptoms', 0.9, 3], ['bloating', 0.5, 1], ['breast_pain', 0.5, 1], ['low_mood', 0.5, 1], ['anxiety', 0.4, 1], ['headache', 0.3, 1], ['fatigue', 0.4, 1], ['chronic', 0.4, 1]],
    escalate: [
      { any: ['severe', 'low_mood'], level: 'non_urgent', reason: 'severe symptoms or mood change (premenstrual dysphoric disorder)' },
      { any: ['suicidal'], level: 'emergency', reason: 'thoughts of self-harm' },
    ],
  },
  {
    id: 'breast_engorgement', name: 'Breast engorgement or blocked duct while breastfeeding', specialty: 'general_practice', level: 'self_care', selfLimiting: true, sex: 'female', prior: 'common',
    ages: { infant: 0, child: 0, teen: 0.7, adult: 1, older: 0 }, pregnancy: 'never', onset: 'days', course: 'days',
    findings: [['breastfeeding', 0.9, 3], ['breast_pain', 0.9, 2], ['postpartum_state', 0.5, 2], ['breast_lump', 0.3, 2], ['swelling', 0.3, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['fever', 'breast_redness', 'flu_like', 'chills'], level: 'urgent', reason: 'possible mastitis' },
    ],
  },
  {
    id: 'obstetric_cholestasis', name: 'Intrahepatic cholestasis of pregnancy', specialty: 'obstetrics_gynecology', level: 'urgent', mustNotMiss: true, sex: 'female', pregnancy: 'only', prior: 'uncommon',
    ages: { infant: 0, child: 0, teen: 1, adult: 1, older: 0 }, onset: 'days', course: 'weeks',
    findings: [['itchy_palms_soles', 0.7, 3], ['itch', 0.95, 1], ['late_pregnancy', 0.8, 2], ['insomnia', 0.3, 1], ['jaundice', 0.1, 3], ['pale_stools', 0.1, 3], ['abd_pain_ruq', 0.1, 2]],
    escalate: [
      { any: ['reduced_fetal_movement', 'jaundice', 'abd_pain_epigastric', 'high_bp_reading'], level: 'emergency', reason: 'baby moving less, jaundice or features of pre-eclampsia' },
    ],
  },
  {
    id: 'rectal_prolapse', name: 'Rectal prolapse', specialty: 'general_surgery', level: 'non_urgent', prior: 'rare',
    ages: { infant: 0.5, child: 0.5, teen: 0.2, adult: 0.5, older: 3 }, onset: 'weeks', course: 'chronic',
    findings: [['perianal_swelling', 0.9, 2], ['constipation', 0.5, 1], ['incontinence', 0.4, 2], ['mucus_stool', 0.3, 2], ['blood_in_stool', 0.3, 2], ['tenesmus', 0.2, 2]],
    escalate: [
      { any: ['severe', 'vomiting', 'skin_redness'], level: 'emergency', reason: 'prolapse that is painful, dusky or will not go back' },
    ],
  },
  {
    id: 'pruritus_ani', name: 'Itchy bottom (pruritus ani)', specialty: 'general_practice', level: 'self_care', selfLimiting: true, prior: 'common',
    ages: { infant: 0.2, child: 0.8, teen: 1, adult: 1, older: 1 }, onset: 'weeks', course: 'weeks',
    findings: [['rectal_pain', 0.7, 2], ['itch', 0.95, 1], ['chronic', 0.4, 1], ['diarrhea', 0.15, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['blood_in_stool', 'perianal_swelling', 'weight_loss', 'bowel_habit_change'], level: 'non_urgent', reason: 'bleeding, a lump or bowel change needs examination' },
    ],
  },
  {
    id: 'fatty_liver_disease', name: 'Non-alcoholic fatty liver disease or abnormal liver tests', specialty: 'gastroenterology', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 0.1, teen: 0.3, adult: 1, older: 1 }, onset: 'months', course: 'chronic', guidelines: ['hepatitis'],
    findings: [['risk_liver', 0.7, 3], ['risk_obesity', 0.6, 1], ['risk_diabetes', 0.4, 1], ['fatigue', 0.4, 1], ['abd_pain_ruq', 0.2, 2], ['risk_hyperlipidemia', 0.4, 1], ['chronic', 0.4, 1]],
    escalate: [
      { any: ['jaundice', 'abdominal_distension', 'confusion', 'vomiting_blood', 'black_stool'], level: 'urgent', reason: 'signs of decompensated liver disease' },
    ],
  },
  {
    id: 'gilbert_syndrome', name: "Gilbert's syndrome (mild jaundice when unwell or fasting)", specialty: 'gastroenterology', level: 'non_urgent', prior: 'uncommon',
    ages: { infant: 0, child: 0.3, teen: 1.5, adult: 1, older: 0.3 }, onset: 'days', course: 'days', guidelines: ['hepatitis'],
    findings: [['jaundice', 0.9, 3], ['mild', 0.4, 1], ['chronic', 0.4, 1], ['fatigue', 0.4, 1], ['cold_symptoms', 0.2, 1], ['resolved', 0.3, 1]],
    escalate: [
      { any: ['pale_stools', 'abd_pain_ruq', 'fever', 'confusion', 'itch', 'vomiting'], level: 'urgent', reason: 'jaundice with pain, fever, itch or pale stools needs a different explanation' },
    ],
  },
  {
    id: 'functional_abdominal_pain_child', name: 'Functional (recurrent) abdominal pain in a child', specialty: 'pediatrics', level: 'non_urgent', prior: 'common',
    ages: { infant: 0, child: 2, teen: 1.5, adult: 0, older: 0 }, onset: 'months', course: 'chronic',
    findings: [['abdominal_pain', 0.98, 1], ['abd_pain_periumbilical', 0.6, 2], ['chronic', 0.8, 1], ['anxiety', 0.3, 1], ['stress', 0.3, 1], ['nausea', 0.3, 1], ['headache', 0.25, 1], ['mild', 0.3, 1]],
    escalate: [
      { any: ['weight_loss', 'blood_in_stool', 'black_stool', 'fever', 'bilious_vomiting', 'persistent_vomiting'], level: 'urgent', reason: 'red flags: weight loss, bleeding, fever or persistent vomiting' },
      { any: ['peritonism', 'pain_migration'], level: 'emergency', reason: 'features of appendicitis' },
    ],
  },
  {
    id: 'hypokalaemia', name: 'Hypokalaemia', specialty: 'nephrology', level: 'urgent', mustNotMiss: true, prior: 'uncommon',
    ages: { infant: 0.2, child: 0.3, teen: 0.5, adult: 1, older: 1.5 }, onset: 'days', course: 'days',
    findings: [['low_potassium', 0.75, 3], ['weakness', 0.5, 1], ['muscle_pain', 0.35, 1], ['palpitations', 0.3, 1], ['vomiting', 0.3, 1], ['diarrhea', 0.3, 1], ['risk_chf', 0.2, 1], ['constipation', 0.2, 1], ['fatigue', 0.4, 1], ['eating_disorder', 0.05, 2]],
    escalate: [
      { any: ['irregular_heartbeat', 'syncope', 'palpitations', 'one_sided_weakness', 'dyspnea'], level: 'emergency', reason: 'low potassium with rhythm symptoms or paralysis' },
    ],
  },
];
