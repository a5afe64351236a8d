// Why this exists: the deterministic offline engine answering every agent role: the default when no
// ANTHROPIC_API_KEY is set and the fallback whenever Claude cannot answer.
import { formCouncil } from '../engine/council.ts';
import type { AgentRoles } from '../agents/roles.ts';
import { offlineInterview } from '../agents/history.agent.ts';
import { offlineSpecialist } from '../agents/specialist.agent.ts';
import { offlineJudge } from '../agents/judge.agent.ts';
import { offlinePlan } from '../agents/plan.agent.ts';
import { offlineSafety } from '../agents/safety.agent.ts';

export function createOfflineRoles(): AgentRoles {
  return {
    engine: 'offline',
    interview: async (input) => offlineInterview(input),
    formCouncil: async (facts, patient) => formCouncil(facts, patient),
    specialist: async (input) => offlineSpecialist(input),
    judge: async (votes) => offlineJudge(votes),
    plan: async (input) => offlinePlan(input),
    safety: async (input) => offlineSafety(input),
  };
}
