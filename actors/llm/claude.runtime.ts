// Why this exists: the one place the server builds the Claude engine: process-wide parts (SDK client,
// prompts, breaker, global cap) once at start, and a fresh AgentRoles per consult (its own budget and
// specialist bulkhead), or the offline roles when Claude is not configured.
import type Anthropic from '@anthropic-ai/sdk';
import type { AgentRoles } from '../agents/roles.ts';
import { createOfflineRoles } from './offline.client.ts';
import { createClaudeClient, type ClaudeClient } from './anthropic.client.ts';
import { ConsultBudget, type BudgetSummary } from './budget.ts';
import type { RunnerHooks } from './claude.call.ts';
import { createClaudeRoles, type ClaudeRoles } from './claude.roles.ts';
import type { EvidenceWebOptions } from './claude.speak.ts';
import { claudeEnabled, modelTable, type LlmConfig, type LlmRole, type PhiPolicy } from './llm.config.ts';
import { loadPrompts, type PromptSet } from './prompts.ts';
import { createResilience, type BreakerStatus, type LlmResilience } from './resilience.ts';

export interface ConsultEngineOptions extends RunnerHooks {
  /** the patient's name known when the roles are built (never sent; redacted wherever typed); Helios's
   *  consults pass `knownNames` instead, which also covers a name given later */
  patientName?: string;
  /** the budget kept in the consult's snapshot, when it is restored (a restart, another node's takeover): its
   *  spend stands, under the limit configured now */
  budgetState?: Pick<BudgetSummary, 'limit' | 'byRole'>;
}

export interface ClaudeRuntime {
  /** true when ANTHROPIC_API_KEY is set and LLM_ENGINE is not "offline" */
  readonly enabled: boolean;
  readonly prompts: PromptSet;
  readonly resilience: LlmResilience;
  readonly client: ClaudeClient | null;
  /** PHI_POLICY, for the clinician assistant's routing */
  readonly phiPolicy: PhiPolicy;
  /** EVIDENCE_WEB=on: the trusted domains (patient education and the clinician assistant may search them) */
  readonly evidence?: EvidenceWebOptions;
  /** model per role, for the startup log */
  readonly models: Record<LlmRole, string>;
  /** The roles for one consult: Claude with offline fallback, or the offline roles when disabled. */
  rolesFor(opts?: ConsultEngineOptions): AgentRoles | ClaudeRoles;
  /** breaker status changes, process-wide (for a metric and the one-time patient notice) */
  onBreakerChange(listener: (s: BreakerStatus) => void): { dispose(): void };
}

export function createClaudeRuntime(cfg: LlmConfig, deps: { sdk?: Anthropic; promptsDir?: string } = {}): ClaudeRuntime {
  const prompts = loadPrompts(deps.promptsDir);
  const resilience = createResilience(cfg);
  const enabled = claudeEnabled(cfg) || (!!deps.sdk && cfg.LLM_ENGINE === 'auto');
  const client = enabled ? createClaudeClient({ config: cfg, prompts, resilience, sdk: deps.sdk }) : null;
  const offline = createOfflineRoles();

  return {
    enabled,
    prompts,
    resilience,
    client,
    phiPolicy: cfg.PHI_POLICY,
    ...(cfg.EVIDENCE_WEB === 'on' ? { evidence: { domains: cfg.EVIDENCE_DOMAINS } } : {}),
    models: modelTable(cfg),
    rolesFor(opts = {}) {
      if (!client) return offline;
      // a consult restored here (a restart, a takeover) goes on with the dollars it spent, under today's limit
      const budget = opts.budgetState
        ? ConsultBudget.fromSummary({ ...opts.budgetState, limit: cfg.LLM_CONSULT_USD_BUDGET }, cfg.LLM_PRICES)
        : new ConsultBudget(cfg.LLM_CONSULT_USD_BUDGET, cfg.LLM_PRICES);
      return createClaudeRoles({
        client,
        fallback: offline,
        budget,
        phiPolicy: cfg.PHI_POLICY,
        specialistConcurrency: cfg.LLM_SPECIALIST_CONCURRENCY,
        patientName: opts.patientName,
        ...(cfg.EVIDENCE_WEB === 'on' ? { evidence: { domains: cfg.EVIDENCE_DOMAINS } } : {}),
        onUsage: opts.onUsage,
        onAudit: opts.onAudit,
        onFallback: opts.onFallback,
        knownNames: opts.knownNames,
      });
    },
    onBreakerChange: (listener) => resilience.onBreakerChange(listener),
  };
}

/** Narrow an engine's roles to the Claude extras (speak, guards, SOAP note, usage). */
export function isClaudeRoles(roles: AgentRoles): roles is ClaudeRoles {
  return roles.engine === 'claude' && typeof (roles as ClaudeRoles).speak === 'function';
}
