// Why this exists: `npm run replay -- <caseId>` re-runs a consult's agent roles on the exact inputs its
// audit chain recorded, with today's offline engine and tools, and reports where a new run would
// diverge from what the consult actually did (the recorded outputs) — the first step of any review.
import { Redis } from 'ioredis';
import { convene } from '../../actors/agents/council.agent.ts';
import type { AgentRoles, InterviewInput, PlanInput, SafetyInput } from '../../actors/agents/roles.ts';
import { assessRequest } from '../../actors/agents/request-triage.agent.ts';
import { answerQuestion, type EducationInput } from '../../actors/agents/education.agent.ts';
import type { HistoryFactsOut, SpecialistOutput } from '../../machines/contract/role-schemas.ts';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';
import { canonicalJson, hashJson } from '../../actors/llm/prompts.ts';
import type { PatientInfo } from '../../actors/engine/types.ts';
import { runEngineTool } from '../queues/workers.ts';
import { AuditStore } from '../stores/audit.store.ts';
import { makeKeys } from '../stores/keys.ts';

export interface ReplayStep {
  index: number;
  role: string;
  engine: string;
  inputHash: string;
  inputIntact: boolean;
  same: boolean;
  /** top-level fields whose values differ */
  differs: string[];
}

type Recorded = { role: string; engine: string; inputHash?: string; input?: unknown; output: unknown };

/** The council's tools as the worker runs them, called in this process. */
const tools = async <T>(name: string, data: unknown): Promise<T> => runEngineTool(name, data) as T;

/** Run one recorded role again on its recorded input. */
export async function rerun(roles: AgentRoles, rec: Recorded): Promise<unknown> {
  switch (rec.role) {
    case 'interview': return roles.interview(rec.input as InterviewInput);
    case 'council': {
      const i = rec.input as { facts: HistoryFactsOut; patient: PatientInfo; locale: string; round: number };
      return convene({ roles, runTool: tools, concurrency: 5, timeoutMs: 30_000, retries: 0 }, i);
    }
    case 'judge': return roles.judge(rec.input as SpecialistOutput[]);
    case 'plan': return roles.plan(rec.input as PlanInput);
    case 'safety': return roles.safety(rec.input as SafetyInput);
    case 'request_triage': {
      const i = rec.input as { facts: HistoryFactsOut; patient: PatientInfo };
      return assessRequest(i.facts, i.patient);
    }
    // a health question's answer: the evidence base composes it the same way on either engine
    case 'education': return answerQuestion(rec.input as EducationInput);
    default: throw new Error(`unknown role ${rec.role}`);
  }
}

function differingFields(a: unknown, b: unknown): string[] {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return canonicalJson(a) === canonicalJson(b) ? [] : ['(value)'];
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].filter((k) => canonicalJson((a as Record<string, unknown>)[k]) !== canonicalJson((b as Record<string, unknown>)[k])).sort();
}

export async function replayCase(audit: AuditStore, caseId: string, roles: AgentRoles = createOfflineRoles()): Promise<{ steps: ReplayStep[]; chainBroken: number }> {
  const chain = await audit.verify(caseId);
  const entries = (await audit.read(caseId)).filter((e) => e.type === 'agent.output');
  const steps: ReplayStep[] = [];
  for (const [index, e] of entries.entries()) {
    const rec = JSON.parse(e.data) as Recorded;
    if (rec.input === undefined) {
      steps.push({ index, role: rec.role, engine: rec.engine, inputHash: '', inputIntact: false, same: false, differs: ['(no recorded input)'] });
      continue;
    }
    const fresh = await rerun(roles, rec);
    const differs = differingFields(JSON.parse(JSON.stringify(fresh)), rec.output);
    steps.push({ index, role: rec.role, engine: rec.engine, inputHash: rec.inputHash ?? '', inputIntact: hashJson(rec.input) === rec.inputHash, same: differs.length === 0, differs });
  }
  return { steps, chainBroken: chain.firstBroken };
}

async function main(argv: string[]): Promise<number> {
  const caseId = argv.find((a) => !a.startsWith('--'));
  if (!caseId) {
    console.error('usage: npm run replay -- <caseId> [--json]   (REDIS_URL and KEY_PREFIX select the store)');
    return 2;
  }
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
  try {
    const audit = new AuditStore(redis, makeKeys(process.env.KEY_PREFIX ?? 'helios'));
    const { steps, chainBroken } = await replayCase(audit, caseId);
    if (argv.includes('--json')) console.log(JSON.stringify({ caseId, chainBroken, steps }));
    else {
      if (chainBroken >= 0) console.log(`WARNING: the audit chain is broken at entry ${chainBroken}; recorded inputs may not be trustworthy`);
      if (!steps.length) console.log(`no recorded agent outputs for ${caseId}`);
      for (const s of steps) console.log(`${String(s.index).padStart(3)} ${s.role.padEnd(10)} ${s.engine.padEnd(8)} ${s.same ? 'same' : `DIVERGES in ${s.differs.join(', ')}`}${s.inputIntact ? '' : ' (input hash mismatch)'}`);
      const first = steps.find((s) => !s.same);
      console.log(first ? `first divergence: step ${first.index} (${first.role})` : 'a new run reproduces every recorded output');
    }
    return steps.some((s) => !s.same) ? 1 : 0;
  } finally {
    redis.disconnect();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err) => { console.error(err); process.exit(2); });
}
