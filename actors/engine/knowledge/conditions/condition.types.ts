// Why this exists: the shape of one condition in the engine's condition model, written as data from
// textbook and guideline descriptions, so the differential scorer (actors/engine/differential.ts) can
// rank conditions by posterior and triage can decide over the differential instead of single phrases.

/** The four care levels, most urgent first (PROTOCOL.md's triage levels). */
export type CareLevel = 'emergency' | 'urgent' | 'non_urgent' | 'self_care';

/** Age bands the priors are given for: <1, 1-11, 12-17, 18-64, 65+. */
export type AgeBand = 'infant' | 'child' | 'teen' | 'adult' | 'older';

/**
 * How often the condition is the cause when someone of the typical age asks for help (a per-consult
 * prior): very_common 5 %, common 2 %, uncommon 0.5 %, rare 0.1 %, very_rare 0.02 %.
 */
export type Frequency = 'very_common' | 'common' | 'uncommon' | 'rare' | 'very_rare';

/**
 * How specific a finding is for the condition, as how often it is present in people who come for help
 * WITHOUT this condition: 1 = common everywhere (15 %: fever, cough, nausea, headache),
 * 2 = moderately specific (5 %: pleuritic pain, photophobia), 3 = highly specific (1 %: a sign that
 * nearly names the condition: a bull's-eye rash, trismus after a wound).
 */
export type Specificity = 1 | 2 | 3;

/** One finding of a condition: [finding id, sensitivity (how often present when the condition is there, 0..1), specificity]. */
export type ConditionFinding = readonly [finding: string, sensitivity: number, specificity: Specificity];

/** A finding combination that raises the condition's care level: every `all` present and, when given, one of `any`. */
export interface Escalator {
  all?: readonly string[];
  any?: readonly string[];
  level: CareLevel;
  /** clinician-facing, English: why the level rises ("hypoxia", "unable to swallow liquids") */
  reason: string;
}

export interface ConditionDef {
  /** snake_case, unique across the model */
  id: string;
  /** clinician-facing English name */
  name: string;
  /** the specialty that should see it (server/protocol/specialties.ts ids) */
  specialty: string;
  /** the care level when the condition is present with none of its escalators */
  level: CareLevel;
  /** dangerous to miss: triage escalates when its posterior passes a recall-tuned threshold */
  mustNotMiss?: boolean;
  /** resolves on its own with home care (self-care is given only when such conditions dominate) */
  selfLimiting?: boolean;
  /** for a self-limiting condition whose home care has its own time limit: the longest, in days, a complaint may
   *  have lasted and still be cared for at home (default: under 14 days). Longer for an acute cough (about three
   *  weeks), shorter for diarrhoea (a week) */
  selfCareDays?: number;
  prior: Frequency;
  /** multiplier on the prior per age band (default 1; 0 = does not occur in that band) */
  ages?: Partial<Record<AgeBand, number>>;
  /** occurs only in this sex */
  sex?: 'female' | 'male';
  /** 'only': only in pregnancy; 'never': not in pregnancy; a number: prior multiplier in pregnancy */
  pregnancy?: 'only' | 'never' | number;
  /** its findings, the most characteristic first */
  findings: readonly ConditionFinding[];
  /** findings of which a case nearly always shows at least one (ketoacidosis: ketones, vomiting, abdominal pain or
   *  deep breathing); with none of them present the condition's odds are cut (differential.ts, REQUIRED_MISSING) */
  requiresAny?: readonly string[];
  /** the findings that raise its level (vital-sign danger zones, warning signs) */
  escalate?: readonly Escalator[];
  /** how it typically starts and lasts */
  onset?: 'sudden' | 'hours' | 'days' | 'weeks' | 'months';
  course?: 'hours' | 'days' | 'weeks' | 'chronic';
  /** guideline ids in actors/engine/knowledge/guidelines.json that cover it */
  guidelines?: readonly string[];
}
