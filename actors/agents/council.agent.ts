// Why this exists: convene the council: form it from the history, run its members in parallel with
// bounded concurrency (5), a timeout and 2 retries with backoff each, and gather the tool results
// (risk scores, guideline evidence) the judge, the plan and the packet need.
import { bulkhead, ExponentialBackoff, handleAll, retry, timeout, TimeoutStrategy, wrap } from 'cockatiel';
import { conditionGuidelines, differential } from '../engine/differential.ts';
import { getGuideline } from '../engine/evidence.ts';
import { caseProfile } from '../engine/urgency.ts';
import type { HistoryFacts, PatientInfo } from '../engine/types.ts';
import type { AgentRoles } from './roles.ts';
import { CouncilOutput, type DifferentialItem, type EvidenceSnippet, type HistoryFactsOut, type RiskScores, type SpecialistOutput } from '../../machines/contract/role-schemas.ts';

export const MIN_MEMBERS = 3;
export const MAX_MEMBERS = 5;

export interface CouncilDeps {
  roles: AgentRoles;
  runTool<T>(name: 'risk_scores' | 'guideline_retrieval', data: unknown, step: string): Promise<T>;
  concurrency: number;
  timeoutMs: number;
  retries: number;
}

export interface CouncilInput {
  facts: HistoryFactsOut;
  patient: PatientInfo;
  locale: string;
  round: number;
}

/** Council members: what the engine forms, padded to at least 3 with general practice and emergency medicine. */
export async function councilMembers(roles: AgentRoles, facts: HistoryFactsOut, patient: PatientInfo): Promise<string[]> {
  const formed = [...new Set(await roles.formCouncil(facts, patient))].slice(0, MAX_MEMBERS);
  for (const pad of ['general_practice', 'emergency_medicine']) if (formed.length < MIN_MEMBERS && !formed.includes(pad)) formed.push(pad);
  return formed;
}

export async function convene(deps: CouncilDeps, input: CouncilInput, signal?: AbortSignal): Promise<CouncilOutput> {
  const members = await councilMembers(deps.roles, input.facts, input.patient);
  const limit = bulkhead(Math.min(deps.concurrency, MAX_MEMBERS), Infinity);
  const perCall = wrap(
    retry(handleAll, { maxAttempts: deps.retries, backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 2000 }) }),
    timeout(deps.timeoutMs, TimeoutStrategy.Aggressive),
  );
  const results = await Promise.allSettled(
    members.map((specialty) =>
      limit.execute(() =>
        perCall.execute(({ signal: s }) => deps.roles.specialist({ specialty, facts: input.facts, patient: input.patient, locale: input.locale }, s), signal),
      ),
    ),
  );
  const votes: SpecialistOutput[] = [];
  const failures: { agent: string; error: string }[] = [];
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') votes.push(r.value);
    else failures.push({ agent: `${members[i]}_specialist`, error: String((r.reason as Error)?.message ?? r.reason) });
  });
  if (votes.length === 0) throw new Error(`every council member failed: ${failures.map((f) => f.error).join('; ')}`);

  const query = [input.facts.complaint, ...input.facts.findings.map((f) => f.replace(/_/g, ' '))].join(' ');
  const lead = mostVoted(votes);
  const [riskScores, evidence] = await Promise.all([
    deps.runTool<RiskScores>('risk_scores', { facts: input.facts, patient: input.patient }, `council${input.round}-risk`).catch(() => undefined),
    deps.runTool<EvidenceSnippet[]>('guideline_retrieval', { query, specialty: lead, k: 3 }, `council${input.round}-evidence`).catch(() => []),
  ]);
  const dx = leadingDifferential(input.facts, input.patient);
  return CouncilOutput.parse({ members, votes, riskScores: riskScores ?? undefined, evidence: keyedEvidence(dx, evidence ?? [], lead), failures, differential: dx });
}

/** The differential the clinician sees: conditions at 5 % or more (at most 8), must-not-miss ones from 2 %. */
export function leadingDifferential(facts: HistoryFactsOut, patient: PatientInfo): DifferentialItem[] {
  return differential(caseProfile(facts as HistoryFacts, patient))
    .filter((e) => e.posterior >= (e.mustNotMiss ? 0.02 : 0.05))
    .slice(0, 8)
    .map((e) => ({ id: e.id, name: e.name, specialty: e.specialty, posterior: Math.round(e.posterior * 1000) / 1000, level: e.level, mustNotMiss: e.mustNotMiss }));
}

const EVIDENCE_K = 3;

/** Evidence keyed to the complaint: the guidelines of the leading conditions first, then retrieval hits in
 *  the lead specialty (a retrieval hit from an unrelated field is dropped once the conditions give some). */
export function keyedEvidence(dx: readonly DifferentialItem[], hits: readonly EvidenceSnippet[], lead: string): EvidenceSnippet[] {
  const pinned: EvidenceSnippet[] = [];
  for (const e of dx.filter((d) => d.posterior >= 0.1).slice(0, 3)) {
    for (const id of conditionGuidelines(e.id)) {
      const g = getGuideline(id);
      if (!g || pinned.some((p) => p.id === id)) continue;
      pinned.push({ id: g.id, title: g.title, source: g.source, url: g.url, snippet: g.summary.split(/(?<=\.)\s/)[0] });
    }
  }
  if (pinned.length === 0) return hits.slice(0, EVIDENCE_K);
  const rest = hits.filter((h) => !pinned.some((p) => p.id === h.id) && getGuideline(h.id)?.specialties.includes(lead));
  return [...pinned, ...rest].slice(0, EVIDENCE_K);
}

function mostVoted(votes: SpecialistOutput[]): string {
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v.specialty, (counts.get(v.specialty) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}
