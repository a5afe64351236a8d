// Why this exists: ranks the condition model's conditions for one case by posterior probability, so
// triage, the interview, the council and the packet reason about what the patient may have, not about
// single phrases. The scorer is naive-Bayes log-odds with a leak term:
//
//   logit(c) = logit(prior(c) × age, sex and pregnancy fit)
//            + Σ present findings of c   ln(sens / bg(spec)), the k-th strongest for it × 0.8^k
//            + Σ denied findings of c    ln((1 − sens) / (1 − bg(spec)))
//            + Σ present symptoms c does not list   ln(LEAK / BG_UNLISTED)
//
// where bg(spec) is how often the finding is present in people who come for help without c (15 %, 5 %
// or 1 % by specificity). Findings the patient did not mention count for nothing: "I don't know" is
// not evidence. Each condition's posterior is its own (c against not-c), so several can be likely at once.
import { CONDITIONS, type AgeBand, type CareLevel, type ConditionDef, type Frequency } from './knowledge/conditions/index.ts';
import { FINDINGS } from './knowledge/findings.data.ts';
import type { CaseProfile } from './types.ts';

export const PRIOR: Record<Frequency, number> = { very_common: 0.05, common: 0.02, uncommon: 0.005, rare: 0.001, very_rare: 0.0002 };
/** how often a finding of each specificity is present in people who come for help without the condition */
export const BACKGROUND: Record<1 | 2 | 3, number> = { 1: 0.15, 2: 0.05, 3: 0.01 };
/** a symptom the condition does not list: how often it would still come with it, against how often it comes at all */
const LEAK = 0.03;
const BG_UNLISTED = 0.08;
/** Findings are not independent (a sprain comes with swelling and an injury): the k-th strongest piece of
 *  supporting evidence counts DAMPING^k, so a pile of overlapping findings cannot make a poor fit certain. */
const DAMPING = 0.8;
/** A telling symptom (specific, and present in most people with the condition) is usually mentioned when
 *  it is there: left unmentioned, it counts ln(1 − MENTIONED × sensitivity) against the condition. */
const MENTIONED = 0.5;
const TELLING_SENSITIVITY = 0.6;
/** a complaint that has lasted far longer than the condition does, or began suddenly when the condition
 *  creeps up (or the reverse): odds × TIME_MISFIT */
const TIME_MISFIT = 0.2;
const LONGEST_DAYS: Record<string, number> = { hours: 2, days: 14, weeks: 60 };
/** a condition that nearly always shows one of its `requiresAny` findings, when none is present: odds × REQUIRED_MISSING
 *  (kept in view for the clinician, rarely enough on its own to drive triage) */
const REQUIRED_MISSING = 0.1;
/** conditions below this posterior are not reported */
const REPORT_FLOOR = 0.01;

export const LEVEL_RANK: Record<CareLevel, number> = { self_care: 1, non_urgent: 2, urgent: 3, emergency: 4 };

export interface DifferentialEntry {
  id: string;
  name: string;
  specialty: string;
  posterior: number;
  /** its care level with the escalators that fired */
  level: CareLevel;
  mustNotMiss: boolean;
  selfLimiting: boolean;
  /** the reasons of the escalators that fired */
  escalatedBy: string[];
  /** present findings that argued for it, strongest first */
  supporting: string[];
  guidelines: readonly string[];
}

export function ageBand(age: number | undefined): AgeBand | undefined {
  if (age === undefined) return undefined;
  if (age < 1) return 'infant';
  if (age < 12) return 'child';
  if (age < 18) return 'teen';
  if (age < 65) return 'adult';
  return 'older';
}

const KIND = new Map(FINDINGS.map((f) => [f.id, f.kind]));
const isSite = (id: string) => id.startsWith('site_');

/** A condition that names its body sites does not apply when the patient names only other sites. */
function wrongSite(c: ConditionDef, present: ReadonlySet<string>): boolean {
  const own = compiled(c).sites;
  if (own.length === 0 || own.some((id) => present.has(id))) return false;
  for (const id of present) if (isSite(id)) return true;
  return false;
}

/** The prior of a condition for this patient, or 0 when it cannot apply (wrong sex, pregnancy-only, age 0). */
export function priorFor(c: ConditionDef, p: Pick<CaseProfile, 'age' | 'sex' | 'pregnant'>): number {
  if (c.sex && p.sex && p.sex !== 'other' && p.sex !== c.sex) return 0;
  if (c.pregnancy === 'only' && !p.pregnant) return 0;
  if (c.pregnancy === 'never' && p.pregnant) return 0;
  let prior = PRIOR[c.prior];
  const band = ageBand(p.age);
  if (band && c.ages) prior *= c.ages[band] ?? 1;
  if (p.pregnant && typeof c.pregnancy === 'number') prior *= c.pregnancy;
  return Math.min(prior, 0.5);
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function escalation(c: ConditionDef, present: ReadonlySet<string>): { level: CareLevel; reasons: string[] } {
  let level = c.level;
  const reasons: string[] = [];
  for (const e of c.escalate ?? []) {
    const fires = (e.all ?? []).every((id) => present.has(id)) && (!e.any?.length || e.any.some((id) => present.has(id)));
    if (!fires) continue;
    reasons.push(e.reason);
    if (LEVEL_RANK[e.level] > LEVEL_RANK[level]) level = e.level;
  }
  return { level, reasons };
}

/** Score one condition; null when it cannot apply or no symptom the patient gave argues for it. */
type ScoredProfile = Pick<CaseProfile, 'present' | 'negated' | 'age' | 'sex' | 'pregnant'> & Partial<Pick<CaseProfile, 'durationDays' | 'sudden'>>;

/** Does the complaint's time course contradict the condition's? */
export function timeMisfit(c: Pick<ConditionDef, 'onset' | 'course'>, p: Partial<Pick<CaseProfile, 'durationDays' | 'sudden'>>): boolean {
  const longest = c.course ? LONGEST_DAYS[c.course] : undefined;
  if (longest !== undefined && p.durationDays !== undefined && p.durationDays > longest) return true;
  return Boolean(p.sudden) && (c.onset === 'weeks' || c.onset === 'months');
}

/** A condition's weights, worked out once: what each of its findings adds when present, denied or unmentioned. */
interface Compiled {
  listed: ReadonlySet<string>;
  sites: readonly string[];
  terms: readonly { id: string; present: number; denied: number; unmentioned: number; symptom: boolean }[];
}
const COMPILED = new WeakMap<ConditionDef, Compiled>();

function compiled(c: ConditionDef): Compiled {
  let k = COMPILED.get(c);
  if (!k) {
    const terms = c.findings.map(([id, sens, spec]) => {
      const bg = BACKGROUND[spec];
      const s = Math.min(sens, 0.99);
      const symptom = KIND.get(id) === 'symptom';
      const telling = spec >= 2 && sens >= TELLING_SENSITIVITY && symptom;
      return { id, present: Math.log(s / bg), denied: Math.log((1 - s) / (1 - bg)), unmentioned: telling ? Math.log(1 - MENTIONED * sens) : 0, symptom };
    });
    k = { listed: new Set(terms.map((t) => t.id)), sites: terms.filter((t) => isSite(t.id)).map((t) => t.id), terms };
    COMPILED.set(c, k);
  }
  return k;
}
const LEAK_WEIGHT = Math.log(LEAK / BG_UNLISTED);
const MISFIT_WEIGHT = Math.log(TIME_MISFIT);
const REQUIRED_WEIGHT = Math.log(REQUIRED_MISSING);

/** Score one condition; null when it cannot apply or no symptom the patient gave argues for it. */
export function scoreCondition(c: ConditionDef, p: ScoredProfile, presentSymptoms?: readonly string[]): DifferentialEntry | null {
  const prior = priorFor(c, p);
  if (prior <= 0 || wrongSite(c, p.present)) return null;
  const k = compiled(c);
  let x = logit(prior);
  const support: [string, number, boolean][] = [];
  for (const t of k.terms) {
    if (p.present.has(t.id)) {
      if (t.present > 0) support.push([t.id, t.present, t.symptom]);
      else x += t.present;
    } else if (p.negated.has(t.id)) x += t.denied;
    else x += t.unmentioned;
  }
  // a modifier or a risk factor alone ("mild", "smoker") is no reason to think of a condition
  if (!support.some((s) => s[2])) return null;
  if (timeMisfit(c, p)) x += MISFIT_WEIGHT;
  if (c.requiresAny && !c.requiresAny.some((id) => p.present.has(id))) x += REQUIRED_WEIGHT;
  support.sort((a, b) => b[1] - a[1]);
  support.forEach(([, w], i) => { x += w * DAMPING ** i; });
  for (const id of presentSymptoms ?? [...p.present].filter((f) => KIND.get(f) === 'symptom')) if (!k.listed.has(id)) x += LEAK_WEIGHT;
  const { level, reasons } = escalation(c, p.present);
  return {
    id: c.id, name: c.name, specialty: c.specialty, posterior: sigmoid(x), level,
    mustNotMiss: Boolean(c.mustNotMiss), selfLimiting: Boolean(c.selfLimiting), escalatedBy: reasons,
    supporting: support.map(([id]) => id), guidelines: c.guidelines ?? [],
  };
}

/** For the model's own conditions: which conditions list each finding (a condition none of whose findings
 *  the patient gave cannot be in view, so it is not scored at all). */
const BY_FINDING = new Map<string, ConditionDef[]>();
for (const c of CONDITIONS) for (const [id] of c.findings) BY_FINDING.set(id, [...(BY_FINDING.get(id) ?? []), c]);

function candidates(p: ScoredProfile, conditions: readonly ConditionDef[]): Iterable<ConditionDef> {
  if (conditions !== CONDITIONS) return conditions;
  const out = new Set<ConditionDef>();
  for (const id of p.present) for (const c of BY_FINDING.get(id) ?? []) out.add(c);
  return out;
}

const GUIDELINES_OF = new Map(CONDITIONS.map((c) => [c.id, c.guidelines ?? []]));
/** The guideline ids that cover a condition of the model. */
export const conditionGuidelines = (id: string): readonly string[] => GUIDELINES_OF.get(id) ?? [];

/** The differential for a case: conditions with posterior ≥ 1 %, most likely first. */
export function differential(p: ScoredProfile, conditions: readonly ConditionDef[] = CONDITIONS): DifferentialEntry[] {
  const out: DifferentialEntry[] = [];
  const symptoms = [...p.present].filter((f) => KIND.get(f) === 'symptom');
  for (const c of candidates(p, conditions)) {
    const e = scoreCondition(c, p, symptoms);
    if (e && e.posterior >= REPORT_FLOOR) out.push(e);
  }
  return out.sort((a, b) => b.posterior - a.posterior || a.id.localeCompare(b.id));
}
