// Why this exists: scores every specialty against the case and forms the 3..5-member council that deliberates on it.
import { GENERAL_PRACTICE, SPECIALTY_PROFILES, type SpecialtyProfile } from './knowledge/specialties.data.ts';
import { assessUrgency, caseProfile, type CaseProfile, type UrgencyAssessment } from './urgency.ts';
import type { HistoryFacts, PatientInfo } from './types.ts';

export interface SpecialtyScore {
  id: string;
  score: number;
  /** finding and risk ids that contributed, strongest first */
  matched: string[];
}

export interface CouncilContext {
  profile: CaseProfile;
  urgency: number;
  assessment: UrgencyAssessment;
  ranked: SpecialtyScore[];
}

const MIN_MEMBERS = 3;
const MAX_MEMBERS = 5;
const ORDER = new Map(SPECIALTY_PROFILES.map((p, i) => [p.id, i]));

function eligible(p: SpecialtyProfile, c: CaseProfile): boolean {
  const r = p.requires;
  if (!r) return true;
  if (r.minAge !== undefined && (c.age === undefined || c.age < r.minAge)) return false;
  if (r.maxAge !== undefined && (c.age === undefined || c.age >= r.maxAge)) return false;
  if (r.notSex !== undefined && c.sex === r.notSex && !c.pregnant) return false;
  return true;
}

/** Each profile's finding and risk weights as [id, weight] lists, in the knowledge base's order (made once:
 *  the profiles are constants, and the council scores every profile several times per consult). */
const WEIGHTS = new Map(SPECIALTY_PROFILES.map((p) => [p, [...Object.entries(p.findings), ...Object.entries(p.risks ?? {})]]));

function scoreOne(p: SpecialtyProfile, c: CaseProfile, urgency: number): SpecialtyScore {
  if (!eligible(p, c)) return { id: p.id, score: 0, matched: [] };
  const contributions: [string, number][] = [];
  for (const [id, w] of WEIGHTS.get(p)!) if (c.present.has(id)) contributions.push([id, w]);
  let score = (p.base ?? 0) + contributions.reduce((s, [, w]) => s + w, 0);
  // a syndrome only counts when the specialty already has something to go on
  if (contributions.length > 0) {
    for (const combo of p.combos ?? []) {
      if (combo.all.every((id) => c.present.has(id)) && (!combo.any || combo.any.some((id) => c.present.has(id)))) score += combo.bonus;
    }
  }
  for (const d of p.demographics ?? []) {
    if (d.pregnant !== undefined && d.pregnant !== c.pregnant) continue;
    if (d.sex !== undefined && d.sex !== c.sex) continue;
    if (d.minAge !== undefined && (c.age === undefined || c.age < d.minAge)) continue;
    if (d.maxAge !== undefined && (c.age === undefined || c.age >= d.maxAge)) continue;
    if (contributions.length > 0 || d.standalone) score += d.bonus;
  }
  if (p.id === 'emergency_medicine') score += urgency >= 5 ? 3 : urgency === 4 ? 1 : 0;
  contributions.sort((a, b) => b[1] - a[1]);
  return { id: p.id, score: Math.round(score * 100) / 100, matched: contributions.map(([id]) => id) };
}

/** Every specialty's fit for the case, best first (ties keep the knowledge base's order, general practice first). */
export function scoreSpecialties(facts: HistoryFacts, patient: PatientInfo = {}): CouncilContext {
  const profile = caseProfile(facts, patient);
  const assessment = assessUrgency(facts, patient);
  const { urgency } = assessment;
  const ranked = SPECIALTY_PROFILES.map((p) => scoreOne(p, profile, urgency))
    .sort((a, b) => b.score - a.score || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0));
  return { profile, urgency, assessment, ranked };
}

function forcedMembers(c: CaseProfile): string[] {
  const forced: string[] = [];
  if (c.pregnant) forced.push('obstetrics_gynecology');
  if (c.age !== undefined && c.age < 18) forced.push('pediatrics');
  const geriatricCue = ['fall', 'memory_loss', 'confusion', 'risk_polypharmacy', 'balance_problems', 'incontinence'].some((id) => c.present.has(id));
  if (c.age !== undefined && c.age >= 75 && geriatricCue) forced.push('geriatrics');
  return forced;
}

/** The council: 3..5 specialty ids, best fits first, with general practice unless five stronger fits exist,
 *  obstetrics when pregnant, paediatrics for minors and geriatrics for frail older adults. */
export function formCouncil(facts: HistoryFacts, patient: PatientInfo = {}): string[] {
  const { profile, ranked } = scoreSpecialties(facts, patient);
  const score = new Map(ranked.map((r) => [r.id, r.score]));
  const top = ranked[0]?.score ?? 0;
  const floor = Math.max(1, top * 0.3);
  const forced = forcedMembers(profile);

  const members = [...forced];
  for (const r of ranked) {
    if (members.length >= MAX_MEMBERS) break;
    if (r.score < floor || members.includes(r.id)) continue;
    members.push(r.id);
  }
  if (!members.includes(GENERAL_PRACTICE)) {
    const gp = score.get(GENERAL_PRACTICE) ?? 0;
    const stronger = members.filter((m) => (score.get(m) ?? 0) > gp).length;
    if (stronger < MAX_MEMBERS) {
      if (members.length >= MAX_MEMBERS) {
        const droppable = members.filter((m) => !forced.includes(m));
        const weakest = droppable.sort((a, b) => (score.get(a) ?? 0) - (score.get(b) ?? 0))[0];
        if (weakest) members.splice(members.indexOf(weakest), 1);
      }
      members.push(GENERAL_PRACTICE);
    }
  }
  for (const r of ranked) {
    if (members.length >= MIN_MEMBERS) break;
    if (!members.includes(r.id) && r.score > 0) members.push(r.id);
  }
  for (const fallback of [GENERAL_PRACTICE, 'emergency_medicine', 'infectious_disease']) {
    if (members.length >= MIN_MEMBERS) break;
    if (!members.includes(fallback)) members.push(fallback);
  }
  return members
    .slice(0, MAX_MEMBERS)
    .sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}
