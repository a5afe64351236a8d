// Why this exists: the per-consult budget is in dollars as billed (cache writes at 125 %, reads at 10 %),
// stops new calls once spent, holds estimates for calls in flight, keeps the plan's and the safety
// review's reserve from every other role, admits a council whole or not at all, and survives a restart.
import { describe, expect, it } from 'vitest';
import { ConsultBudget, ROLE_ESTIMATE_USD } from '../../../actors/llm/budget.ts';
import { llmUsd } from '../../../actors/llm/pricing.ts';

describe('ConsultBudget', () => {
  it('prices usage as billed: $3/M input, $15/M output, cache writes at 125 %, cache reads at 10 %', () => {
    expect(llmUsd({ input_tokens: 1_000_000, output_tokens: 0 })).toBeCloseTo(3);
    expect(llmUsd({ input_tokens: 0, output_tokens: 1_000_000 })).toBeCloseTo(15);
    expect(llmUsd({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 1_000_000 })).toBeCloseTo(3.75);
    expect(llmUsd({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: 1_000_000 })).toBeCloseTo(0.3);
    const b = new ConsultBudget(1);
    b.record('interview', { input_tokens: 1000, output_tokens: 100, cache_read_input_tokens: 2000 });
    expect(b.used).toBeCloseTo(0.003 + 0.0015 + 0.0006);
    expect(b.summary().byRole.interview).toMatchObject({ calls: 1, inputTokens: 1000, outputTokens: 100, cacheReadTokens: 2000 });
  });

  it('is exhausted once spent, and refuses new calls', () => {
    const b = new ConsultBudget(0.01);
    b.record('plan', { input_tokens: 0, output_tokens: 1000 });
    expect(b.exhausted).toBe(true);
    expect(b.canSpend('safety', 0.0001)).toBe(false);
  });

  it('keeps the plan and safety reserve from every other role, and releases it as they run', () => {
    const reserve = ROLE_ESTIMATE_USD.plan + ROLE_ESTIMATE_USD.safety;
    const b = new ConsultBudget(reserve + 0.005);
    expect(b.canSpend('specialist', 0.006)).toBe(false); // would eat into the reserve
    expect(b.canSpend('specialist', 0.004)).toBe(true);
    expect(b.canSpend('plan', reserve)).toBe(true);
    b.record('plan', { input_tokens: 0, output_tokens: 100 }); // $0.0015: the plan has run, its reserve is free
    expect(b.canSpend('specialist', 0.006 + ROLE_ESTIMATE_USD.plan - 0.003)).toBe(true);
  });

  it('holds estimates for calls in flight so parallel calls cannot all overshoot', () => {
    const b = new ConsultBudget(0.05);
    const r1 = b.hold(0.02);
    expect(b.canSpend('interview', 0.02)).toBe(false);
    expect(b.canSpend('interview', 0.005)).toBe(true);
    r1();
    expect(b.canSpend('interview', 0.02)).toBe(true);
  });

  it('admits a council whole or not at all', () => {
    const reserve = ROLE_ESTIMATE_USD.plan + ROLE_ESTIMATE_USD.safety;
    const b = new ConsultBudget(reserve + ROLE_ESTIMATE_USD.specialist * 3.5);
    expect(b.admitCouncil(4)).toBeNull(); // four seats do not fit: none is admitted
    const shares = b.admitCouncil(3)!;
    expect(shares).toHaveLength(3);
    expect(b.canSpend('interview', ROLE_ESTIMATE_USD.specialist)).toBe(false); // the seats' estimate is held
    shares.forEach((release) => release());
    expect(b.canSpend('interview', ROLE_ESTIMATE_USD.specialist)).toBe(true);
  });

  it('has no limit at 0 and rebuilds from a summary', () => {
    const free = new ConsultBudget(0);
    free.record('judge', { input_tokens: 1e9, output_tokens: 1 });
    expect(free.exhausted).toBe(false);
    const b = new ConsultBudget(1);
    b.record('safety', { input_tokens: 10_000, output_tokens: 1000 });
    const again = ConsultBudget.fromSummary(b.summary());
    expect(again.used).toBeCloseTo(0.045);
    expect(again.remaining).toBeCloseTo(0.955);
  });
});
