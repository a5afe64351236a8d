// Why this exists: a consult may spend only so many Claude tokens (input + output, from each response's
// usage); past the budget the remaining roles are answered by the offline engine, and the tally goes to
// metrics and the handoff packet.
import type { LlmRole } from './llm.config.ts';

/** The usage fields Helios keeps from a Messages API response. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

export interface RoleTally {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheCreationTokens: number;
  cacheReadTokens: number;
}

export interface BudgetSummary {
  limit: number;
  used: number;
  exhausted: boolean;
  byRole: Partial<Record<LlmRole, RoleTally>>;
}

const empty = (): RoleTally => ({ calls: 0, inputTokens: 0, outputTokens: 0, cacheCreationTokens: 0, cacheReadTokens: 0 });

/** Tokens counted against the budget: every input token (fresh, written to or read from the cache) plus output. */
export function billedTokens(u: TokenUsage): number {
  return (u.input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0) + (u.output_tokens ?? 0);
}

export class TokenBudget {
  private usedTokens = 0;
  private readonly byRole = new Map<LlmRole, RoleTally>();
  private reserved = 0;

  /** @param limit input + output tokens for the consult; 0 means no limit */
  constructor(readonly limit: number) {}

  get used(): number {
    return this.usedTokens;
  }

  get remaining(): number {
    return this.limit > 0 ? Math.max(0, this.limit - this.usedTokens) : Number.POSITIVE_INFINITY;
  }

  /** True once the consult has spent its budget: no more Claude calls. */
  get exhausted(): boolean {
    return this.limit > 0 && this.usedTokens >= this.limit;
  }

  /**
   * May a call that could cost up to `estimate` tokens start? Calls in flight count their estimate,
   * so five parallel specialists cannot overshoot the budget together by five whole calls.
   */
  canSpend(estimate = 0): boolean {
    if (this.limit <= 0) return true;
    if (this.exhausted) return false;
    return this.reserved === 0 || this.usedTokens + this.reserved + estimate <= this.limit;
  }

  /** Hold `estimate` tokens for a call in flight; call the returned release() when the call settles. */
  reserve(estimate: number): () => void {
    this.reserved += estimate;
    let done = false;
    return () => {
      if (!done) this.reserved -= estimate;
      done = true;
    };
  }

  /** Count a response's usage against the budget (also for calls that later failed validation). */
  record(role: LlmRole, usage: TokenUsage): void {
    const t = this.byRole.get(role) ?? empty();
    t.calls += 1;
    t.inputTokens += usage.input_tokens ?? 0;
    t.outputTokens += usage.output_tokens ?? 0;
    t.cacheCreationTokens += usage.cache_creation_input_tokens ?? 0;
    t.cacheReadTokens += usage.cache_read_input_tokens ?? 0;
    this.byRole.set(role, t);
    this.usedTokens += billedTokens(usage);
  }

  /** For the handoff packet and metrics. */
  summary(): BudgetSummary {
    return {
      limit: this.limit,
      used: this.usedTokens,
      exhausted: this.exhausted,
      byRole: Object.fromEntries([...this.byRole.entries()].map(([r, t]) => [r, { ...t }])),
    };
  }

  /** Rebuild a budget from a summary kept in the consult's snapshot (after a restart). */
  static fromSummary(s: Pick<BudgetSummary, 'limit' | 'byRole'>): TokenBudget {
    const b = new TokenBudget(s.limit);
    for (const [role, t] of Object.entries(s.byRole) as [LlmRole, RoleTally][]) {
      b.byRole.set(role, { ...t });
      b.usedTokens += billedTokens({
        input_tokens: t.inputTokens, output_tokens: t.outputTokens, cache_creation_input_tokens: t.cacheCreationTokens, cache_read_input_tokens: t.cacheReadTokens,
      });
    }
    return b;
  }
}
