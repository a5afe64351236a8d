// Why this exists: the one path every structured role takes to Claude: privacy policy, budget, the call,
// the restore of placeholders, the audit record, and, whenever Claude cannot answer, the offline engine
// with the reason reported once per call.
import { ROLE_ESTIMATE_USD, type BudgetSummary, type ConsultBudget, type TokenUsage } from './budget.ts';
import type { ClaudeClient } from './anthropic.client.ts';
import type { LlmRole, PhiPolicy } from './llm.config.ts';
import { containsPhiDeep, redactDeep, restoreDeep, type PhiMap } from './phi.ts';
import { hashJson } from './prompts.ts';
import { failureKind } from './resilience.ts';
import type { RoleOutput, StructuredRole } from './tools.ts';

export type FallbackReason =
  | 'breaker_open' | 'budget_exhausted' | 'phi_local' | 'invalid_output' | 'unavailable' | 'timeout' | 'busy'
  | 'stream_interrupted' | 'error';

export interface FallbackEvent {
  role: LlmRole;
  reason: FallbackReason;
  /** no PHI: the error's class and status only */
  error?: string;
}

export interface UsageEvent {
  role: LlmRole;
  usage: TokenUsage;
  /** the model that answered (priced as billed) */
  model?: string;
  budget: BudgetSummary;
}

/** What the audit chain records for each role call: enough to replay it and to know which prompt produced it. */
export interface AuditEvent {
  role: LlmRole;
  engine: 'claude' | 'offline';
  /** sha256 of the role's input before redaction (canonical JSON) */
  inputHash: string;
  /** sha256 of each prompt file used (empty when the offline engine answered) */
  promptHashes: Record<string, string>;
  model?: string;
  attempts?: number;
  fellBack?: FallbackReason;
  output: unknown;
  /** patient education with EVIDENCE_WEB: the trusted citations kept, the claims none supports, the server tools used */
  citations?: { title: string; source: string; url?: string }[];
  unsupportedClaims?: string[];
  serverTools?: string[];
}

export interface RunnerHooks {
  onUsage?: (e: UsageEvent) => void;
  onAudit?: (e: AuditEvent) => void;
  onFallback?: (e: FallbackEvent) => void;
  /** the patient's names the consult knows now (a name given at booking counts from then on), read at
   *  every call and redacted like a request's knownNames */
  knownNames?: () => string[];
}

export interface RunnerOptions extends RunnerHooks {
  client: ClaudeClient;
  budget: ConsultBudget;
  phiPolicy: PhiPolicy;
  /** dollars a role's call is expected to cost, held against the budget while in flight */
  estimate?: Partial<Record<LlmRole, number>>;
}

export interface RunRequest<R extends StructuredRole, F = RoleOutput<R>> {
  role: R;
  input: unknown;
  /** the offline answer (usually the offline engine's role; F may differ, e.g. null for "no note") */
  fallback: () => Promise<F>;
  specialty?: string;
  signal?: AbortSignal;
  /** names known to belong to the patient (from the consult), redacted wherever they appear */
  knownNames?: string[];
  /** safety floors applied to Claude's output (never to the fallback's) */
  post?: (out: RoleOutput<R>) => RoleOutput<R>;
  /** the budget already admitted this call (a council seat): its share is released when it settles */
  admitted?: () => void;
  /** stream the tool input: the JSON written so far (still redacted) and how to restore a complete piece of it */
  onPartial?: (json: string, restore: (text: string) => string) => void;
}


/** An error's class and HTTP status, never its message (which could echo request content). */
export function errorLabel(err: unknown): string {
  const e = err as { name?: string; status?: number; constructor?: { name?: string } };
  return [e?.constructor?.name ?? e?.name ?? 'Error', e?.status].filter((x) => x !== undefined).join(' ');
}

export function createRoleRunner(opts: RunnerOptions) {
  const fellBack = (role: LlmRole, reason: FallbackReason, err?: unknown) =>
    opts.onFallback?.({ role, reason, ...(err ? { error: errorLabel(err) } : {}) });

  const estimateOf = (role: LlmRole) => opts.estimate?.[role] ?? ROLE_ESTIMATE_USD[role];
  const onUsage = (role: LlmRole) => (usage: TokenUsage, model?: string) => {
    opts.budget.record(role, usage, model);
    opts.onUsage?.({ role, usage, ...(model ? { model } : {}), budget: opts.budget.summary() });
  };

  /** Seed the placeholder map with the patient's known names so their mentions are redacted too. */
  const seed = (names: string[] = []): PhiMap => Object.fromEntries(names.filter(Boolean).map((n, i) => [`[NAME_${i + 1}]`, n]));

  /** Decide whether this call may go to Claude, and with what input. */
  function gate(role: LlmRole, input: unknown, knownNames?: string[], admitted = false): { reason: FallbackReason } | { value: unknown; map: PhiMap } {
    if (!admitted && !opts.budget.canSpend(role, estimateOf(role))) return { reason: 'budget_exhausted' };
    const names = [...new Set([...(knownNames ?? []), ...(opts.knownNames?.() ?? [])])].filter(Boolean);
    if (opts.phiPolicy === 'local') {
      const json = JSON.stringify(input);
      if (containsPhiDeep(input) || names.some((n) => json.includes(n))) return { reason: 'phi_local' };
      return { value: input, map: {} };
    }
    return redactDeep(input, seed(names));
  }

  async function run<R extends StructuredRole, F = RoleOutput<R>>(req: RunRequest<R, F>): Promise<RoleOutput<R> | F> {
    const { role } = req;
    const inputHash = hashJson(req.input);
    const offline = async (reason: FallbackReason, err?: unknown): Promise<F> => {
      fellBack(role, reason, err);
      const output = await req.fallback();
      opts.onAudit?.({ role, engine: 'offline', inputHash, promptHashes: {}, fellBack: reason, output });
      return output;
    };

    const gated = gate(role, req.input, req.knownNames, !!req.admitted);
    if ('reason' in gated) {
      req.admitted?.();
      return offline(gated.reason);
    }
    const release = req.admitted ?? opts.budget.hold(estimateOf(role));
    try {
      const onPartial = req.onPartial ? (json: string) => req.onPartial!(json, (t) => restoreDeep(t, gated.map)) : undefined;
      const res = await opts.client.structured(role, { input: gated.value, specialty: req.specialty, signal: req.signal, onUsage: onUsage(role), ...(onPartial ? { onPartial } : {}) });
      const restored = restoreDeep(res.output, gated.map);
      const output = req.post ? req.post(restored) : restored;
      opts.onAudit?.({ role, engine: 'claude', inputHash, promptHashes: res.promptHashes, model: res.model, attempts: res.attempts, output });
      return output;
    } catch (err) {
      const kind = failureKind(err, req.signal?.aborted);
      if (kind === 'aborted') throw err; // the caller gave up on this call: no answer is wanted
      return offline(kind, err);
    } finally {
      release();
    }
  }

  const audit = (e: AuditEvent) => opts.onAudit?.(e);

  return { run, gate, fellBack, onUsage, audit };
}

export type RoleRunner = ReturnType<typeof createRoleRunner>;
