// Why this exists: a consult may spend only so many dollars on Claude, counted from each response's usage
// as the API bills it, at the price of the model that answered (fresh input, cache writes, cache reads, output:
// pricing.ts); the plan and the
// safety review keep a reserve no other role can spend, a council is admitted whole or not at all, and
// past the budget the remaining roles are answered by the offline engine. The tally goes to metrics and
// the handoff packet, and into the consult's snapshot so a restored consult goes on with what it spent.
import type { LlmRole } from './llm.config.ts';
import { llmUsd, priceFor, type PriceTable, type TokenUsage } from './pricing.ts';

export type { TokenUsage } from './pricing.ts';

export interface RoleTally {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cacheCreationTokens: number;
  cacheReadTokens: number;
  /** dollars, as billed */
  usd: number;
}

export interface BudgetSummary {
  /** dollars per consult (0 = no limit) */
  limit: number;
  /** dollars spent */
  used: number;
  exhausted: boolean;
  byRole: Partial<Record<LlmRole, RoleTally>>;
}

/** What a call of each role is expected to cost (dollars, warm cache), held against the budget while in flight. */
export const ROLE_ESTIMATE_USD: Record<LlmRole, number> = {
  interview: 0.006, specialist: 0.004, judge: 0.004, plan: 0.012, safety: 0.008, patient_text: 0.004, clinician_ask: 0.008,
};
/** Roles whose estimate is kept back from every other role until they have run. */
const RESERVED: readonly LlmRole[] = ['plan', 'safety'];

const empty = (): RoleTally => ({ calls: 0, inputTokens: 0, outputTokens: 0, cacheCreationTokens: 0, cacheReadTokens: 0, usd: 0 });

export class ConsultBudget {
  private usedUsd = 0;
  private inFlight = 0;
  private readonly byRole = new Map<LlmRole, RoleTally>();

  /** @param limit dollars for the consult; 0 means no limit
   *  @param prices dollars per million tokens per model (LLM_PRICES); each response is counted at its model's */
  constructor(readonly limit: number, private readonly prices?: PriceTable) {}

  get used(): number {
    return this.usedUsd;
  }

  get remaining(): number {
    return this.limit > 0 ? Math.max(0, this.limit - this.usedUsd) : Number.POSITIVE_INFINITY;
  }

  /** True once the consult has spent its budget: no more Claude calls. */
  get exhausted(): boolean {
    return this.limit > 0 && this.usedUsd >= this.limit;
  }

  /** The reserve still held for the plan and the safety review (released as each has run). */
  get reserve(): number {
    return RESERVED.filter((r) => !this.byRole.has(r)).reduce((s, r) => s + ROLE_ESTIMATE_USD[r], 0);
  }

  /**
   * May a call of `role` costing up to `estimate` dollars start? Calls in flight count their estimate, and
   * every role but the plan and the safety review must leave their reserve untouched.
   */
  canSpend(role: LlmRole, estimate = ROLE_ESTIMATE_USD[role]): boolean {
    if (this.limit <= 0) return true;
    if (this.exhausted) return false;
    const ceiling = RESERVED.includes(role) ? this.limit : this.limit - this.reserve;
    return this.usedUsd + this.inFlight + estimate <= ceiling;
  }

  /** Hold `estimate` dollars for a call in flight; call the returned release() when the call settles. */
  hold(estimate: number): () => void {
    this.inFlight += estimate;
    let done = false;
    return () => {
      if (!done) this.inFlight -= estimate;
      done = true;
    };
  }

  /** A council of `seats` specialists: admitted whole (its estimate held until each seat releases its
   *  share) or not at all (null), so a council is never split between Claude and the offline engine. */
  admitCouncil(seats: number): (() => void)[] | null {
    const per = ROLE_ESTIMATE_USD.specialist;
    if (!this.canSpend('specialist', per * seats)) return null;
    return Array.from({ length: seats }, () => this.hold(per));
  }

  /** Count a response's usage against the budget at the price of the model that answered (also for calls
   *  that later failed validation). */
  record(role: LlmRole, usage: TokenUsage, model?: string): void {
    const t = this.byRole.get(role) ?? empty();
    const usd = llmUsd(usage, priceFor(model, this.prices));
    t.calls += 1;
    t.inputTokens += usage.input_tokens ?? 0;
    t.outputTokens += usage.output_tokens ?? 0;
    t.cacheCreationTokens += usage.cache_creation_input_tokens ?? 0;
    t.cacheReadTokens += usage.cache_read_input_tokens ?? 0;
    t.usd += usd;
    this.byRole.set(role, t);
    this.usedUsd += usd;
  }

  /** For the handoff packet and metrics. */
  summary(): BudgetSummary {
    return {
      limit: this.limit,
      used: this.usedUsd,
      exhausted: this.exhausted,
      byRole: Object.fromEntries([...this.byRole.entries()].map(([r, t]) => [r, { ...t }])),
    };
  }

  /** Rebuild a budget from a summary kept in the consult's snapshot (after a restart, on any node): the dollars
   *  spent stand as they were counted. */
  static fromSummary(s: Pick<BudgetSummary, 'limit' | 'byRole'>, prices?: PriceTable): ConsultBudget {
    const b = new ConsultBudget(s.limit, prices);
    for (const [role, t] of Object.entries(s.byRole ?? {}) as [LlmRole, RoleTally][]) {
      const usd = t.usd ?? llmUsd({ input_tokens: t.inputTokens, output_tokens: t.outputTokens, cache_creation_input_tokens: t.cacheCreationTokens, cache_read_input_tokens: t.cacheReadTokens });
      b.byRole.set(role, { ...t, usd });
      b.usedUsd += usd;
    }
    return b;
  }
}
