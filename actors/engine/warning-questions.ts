// Why this exists: the interview's warning-sign question. Among the findings that the leading and
// must-not-miss conditions hinge on, it asks the one whose answer is most likely to change how soon the
// patient must be seen (the expected change of the differential's triage level), and none when no answer
// could change it; it reads a yes or no back into a finding.
import { differential, LEVEL_RANK, type DifferentialEntry } from './differential.ts';
import { triageFromDifferential } from './differential-triage.ts';
import { CONDITIONS, type ConditionDef } from './knowledge/conditions/index.ts';
import { WARNING_QUESTIONS, type WarningLang } from './knowledge/warning-questions.data.ts';
import { normalizeText } from './text-normalize.ts';
import type { CaseProfile } from './urgency.ts';
import { NO, YES } from './history.data.ts';

const MODEL_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
type ById = ReadonlyMap<string, ConditionDef>;
/** the conditions whose findings are worth asking about */
const IN_VIEW = 0.03;
const MAX_IN_VIEW = 12;

export interface WarningAsk { finding: string; value: number }

const rank = (dx: readonly DifferentialEntry[]) => {
  const level = triageFromDifferential(dx).level;
  return level ? LEVEL_RANK[level] : 0;
};

/** Findings the conditions in view hinge on: their escalators' findings and their specific findings. */
function candidates(view: readonly DifferentialEntry[], byId: ById): Set<string> {
  const out = new Set<string>();
  for (const e of view) {
    const c = byId.get(e.id);
    if (!c) continue;
    for (const esc of c.escalate ?? []) for (const id of [...(esc.all ?? []), ...(esc.any ?? [])]) out.add(id);
    for (const [id, sens, spec] of c.findings) if (spec >= 2 && sens >= 0.3) out.add(id);
  }
  return out;
}

/** How likely the finding is present, from the conditions in view (their posteriors and sensitivities). */
function chanceOf(id: string, view: readonly DifferentialEntry[], byId: ById): number {
  let weight = 0, yes = 0;
  for (const e of view) {
    const sens = byId.get(e.id)?.findings.find(([f]) => f === id)?.[1] ?? 0.05;
    weight += e.posterior;
    yes += e.posterior * sens;
  }
  return weight > 0 ? Math.min(0.95, Math.max(0.05, yes / weight)) : 0.1;
}

/** The best warning-sign finding to ask about next, or null when no answer could change the level. */
export function nextWarningFinding(
  p: Pick<CaseProfile, 'present' | 'negated' | 'age' | 'sex' | 'pregnant'>, asked: readonly string[], lang: WarningLang, model: readonly ConditionDef[] = CONDITIONS,
  /** the case's differential when the caller has it already (assessUrgency's), over the same model */
  known?: readonly DifferentialEntry[],
): WarningAsk | null {
  const byId: ById = model === CONDITIONS ? MODEL_BY_ID : new Map(model.map((c) => [c.id, c]));
  const dx = known ?? differential(p, model);
  const view = dx.filter((e) => e.posterior >= IN_VIEW).slice(0, MAX_IN_VIEW);
  if (view.length === 0) return null;
  const conditions = view.map((e) => byId.get(e.id)!).filter(Boolean);
  const now = rank(dx);
  let best: WarningAsk | null = null;
  for (const id of candidates(view, byId)) {
    if (!WARNING_QUESTIONS[id]?.text[lang] || p.present.has(id) || p.negated.has(id) || asked.includes(id)) continue;
    const chance = chanceOf(id, view, byId);
    const ifYes = rank(differential({ ...p, present: new Set([...p.present, id]) }, conditions));
    const ifNo = rank(differential({ ...p, negated: new Set([...p.negated, id]) }, conditions));
    const value = chance * Math.abs(ifYes - now) + (1 - chance) * Math.abs(ifNo - now);
    if (value > 0 && (!best || value > best.value)) best = { finding: id, value };
  }
  return best;
}

/** The question's wording for the patient or for someone asking for another person. */
export function warningQuestionText(finding: string, lang: WarningLang, aboutOther: boolean): string | null {
  const q = WARNING_QUESTIONS[finding]?.text[lang];
  return q ? q[aboutOther ? 1 : 0] : null;
}

/** What an answer to a warning-sign question says of its finding: present, absent, or nothing (unclear). */
export function readWarningAnswer(finding: string, answer: string): 'present' | 'absent' | null {
  const t = normalizeText(answer);
  const said = YES.test(t) ? 'yes' : NO.test(t) ? 'no' : null;
  if (!said) return null;
  const yesMeans = WARNING_QUESTIONS[finding]?.yes ?? 'present';
  return said === 'yes' ? yesMeans : yesMeans === 'present' ? 'absent' : 'present';
}
