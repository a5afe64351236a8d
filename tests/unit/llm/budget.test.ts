// Why this exists: the per-consult token budget must count input and output from usage, stop new calls
// once spent, hold estimates for calls in flight, and survive a restart through its summary.
import { describe, expect, it } from 'vitest';
import { billedTokens, TokenBudget } from '../../../actors/llm/budget.ts';

describe('TokenBudget', () => {
  it('counts input + output (cache reads and writes included) per role', () => {
    const b = new TokenBudget(1000);
    b.record('interview', { input_tokens: 300, output_tokens: 100, cache_read_input_tokens: 50 });
    b.record('specialist', { input_tokens: 200, output_tokens: 50 });
    expect(b.used).toBe(700);
    expect(b.summary().byRole.interview).toMatchObject({ calls: 1, inputTokens: 300, outputTokens: 100, cacheReadTokens: 50 });
    expect(billedTokens({ input_tokens: 1, output_tokens: 2, cache_creation_input_tokens: 3 })).toBe(6);
  });

  it('is exhausted once spent, and refuses new calls', () => {
    const b = new TokenBudget(500);
    b.record('plan', { input_tokens: 400, output_tokens: 100 });
    expect(b.exhausted).toBe(true);
    expect(b.canSpend(1)).toBe(false);
  });

  it('holds estimates for calls in flight so parallel calls cannot all overshoot', () => {
    const b = new TokenBudget(5000);
    const r1 = b.reserve(3000);
    expect(b.canSpend(3000)).toBe(false);
    expect(b.canSpend(1000)).toBe(true);
    r1();
    expect(b.canSpend(3000)).toBe(true);
  });

  it('has no limit at 0 and rebuilds from a summary', () => {
    const free = new TokenBudget(0);
    free.record('judge', { input_tokens: 1e9, output_tokens: 1 });
    expect(free.exhausted).toBe(false);
    const b = new TokenBudget(100);
    b.record('safety', { input_tokens: 60, output_tokens: 10 });
    const again = TokenBudget.fromSummary(b.summary());
    expect(again.used).toBe(70);
    expect(again.remaining).toBe(30);
  });
});
