// Why this exists: convene the council: form it from the history, run its members in parallel with
// bounded concurrency (5), a timeout and 2 retries with backoff each, and gather the tool results
// (risk scores, guideline evidence) the judge, the plan and the packet need.
import { bulkhead, ExponentialBackoff, handleAll, retry, timeout, TimeoutStrategy, wrap } from 'cockatiel';
import type { PatientInfo } from '../engine/types.ts';
import type { AgentRoles } from './roles.ts';
import { CouncilOutput, type EvidenceSnippet, type HistoryFactsOut, type RiskScores, type SpecialistOutput } from './role-schemas.ts';

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
  return CouncilOutput.parse({ members, votes, riskScores: riskScores ?? undefined, evidence: evidence ?? [], failures });
}

function mostVoted(votes: SpecialistOutput[]): string {
  const counts = new Map<string, number>();
  for (const v of votes) counts.set(v.specialty, (counts.get(v.specialty) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}
