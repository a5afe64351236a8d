// Why this exists: the LLM tests share one way to build the Claude engine against the loopback stand-in,
// with timeouts and backoffs short enough for a test run and every callback captured.
import { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { createClaudeClient } from '../../../actors/llm/anthropic.client.ts';
import { ConsultBudget } from '../../../actors/llm/budget.ts';
import type { AuditEvent, FallbackEvent, UsageEvent } from '../../../actors/llm/claude.call.ts';
import { createClaudeRoles } from '../../../actors/llm/claude.roles.ts';
import type { LlmConfig, PhiPolicy } from '../../../actors/llm/llm.config.ts';
import { loadLlmConfig } from '../../../server/config.ts';
import { createOfflineRoles } from '../../../actors/llm/offline.client.ts';
import { loadPrompts } from '../../../actors/llm/prompts.ts';
import { createResilience } from '../../../actors/llm/resilience.ts';
import type { HistoryFactsOut } from '../../../machines/contract/role-schemas.ts';

export const prompts = loadPrompts();

export function testConfig(url: string, over: Partial<LlmConfig> = {}): LlmConfig {
  return loadLlmConfig({}, {
    ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: url, LLM_TIMEOUT_MS: 2000, LLM_BACKOFF_INITIAL_MS: 1, LLM_BACKOFF_MAX_MS: 5,
    LLM_BREAKER_HALF_OPEN_MS: 60_000, ...over,
  });
}

export async function startStandin(): Promise<AnthropicStandin> {
  const s = new AnthropicStandin();
  await s.start();
  return s;
}

export function buildEngine(url: string, o: { config?: Partial<LlmConfig>; budget?: number; phiPolicy?: PhiPolicy; patientName?: string; evidenceDomains?: string[] } = {}) {
  const config = testConfig(url, o.config);
  const resilience = createResilience(config);
  const client = createClaudeClient({ config, prompts, resilience });
  const budget = new ConsultBudget(o.budget ?? 0);
  const fallbacks: FallbackEvent[] = [];
  const audits: AuditEvent[] = [];
  const usages: UsageEvent[] = [];
  const roles = createClaudeRoles({
    client, fallback: createOfflineRoles(), budget, phiPolicy: o.phiPolicy ?? 'redact', patientName: o.patientName,
    ...(o.evidenceDomains ? { evidence: { domains: o.evidenceDomains } } : {}),
    onFallback: (e) => fallbacks.push(e), onAudit: (e) => audits.push(e), onUsage: (e) => usages.push(e),
  });
  return { config, resilience, client, budget, roles, fallbacks, audits, usages };
}

export const FACTS: HistoryFactsOut = {
  complaint: 'headache', opqrst: { onset: 'two days ago', severity: 5 }, medications: [], allergies: [], conditions: [],
  findings: ['headache'], negatedFindings: [], unknown: [],
};

export const interviewInput = (patientTexts: string[]) => ({
  patientTexts, answers: [], asked: [], maxQuestions: 6, locale: 'en', patient: {},
});
