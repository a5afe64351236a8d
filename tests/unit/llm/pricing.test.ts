// Why this exists: each model is counted at its own price as billed (issue 27): a Haiku-class call costs a third
// of a Sonnet one, cache writes and reads at their own rates, an unknown model never cheaper than a known one,
// and LLM_PRICES (the config, dollars per million tokens) adds or replaces entries. Beside them in the config, the
// model tier each role may overflow to under a storm.
import { describe, expect, it } from 'vitest';
import { ConsultBudget } from '../../../actors/llm/budget.ts';
import { DEFAULT_PRICES_USD_PER_MTOK, LlmConfigSchema } from '../../../actors/llm/llm.config.ts';
import { llmUsd, priceFor } from '../../../actors/llm/pricing.ts';

const M = 1_000_000;
const each = (model: string, table = DEFAULT_PRICES_USD_PER_MTOK) => {
  const p = priceFor(model, table);
  return [
    llmUsd({ input_tokens: M, output_tokens: 0 }, p), llmUsd({ input_tokens: 0, output_tokens: M }, p),
    llmUsd({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: M }, p), llmUsd({ input_tokens: 0, output_tokens: 0, cache_read_input_tokens: M }, p),
  ];
};

describe('pricing per model', () => {
  it('prices input, output, cache write and cache read at each family\'s list price', () => {
    expect(each('claude-sonnet-5-5')).toEqual([3, 15, 3.75, 0.3].map((x) => expect.closeTo(x, 9)));
    expect(each('claude-haiku-5-5')).toEqual([1, 5, 1.25, 0.1].map((x) => expect.closeTo(x, 9)));
    expect(each('claude-haiku-4-5-20251001')).toEqual([1, 5, 1.25, 0.1].map((x) => expect.closeTo(x, 9)));
    expect(each('claude-opus-5-5')).toEqual([5, 25, 6.25, 0.5].map((x) => expect.closeTo(x, 9)));
  });

  it('counts a model of no known family at the dearest rate, never at Sonnet\'s or Haiku\'s', () => {
    expect(priceFor('claude-mythos-5-2')).toEqual(DEFAULT_PRICES_USD_PER_MTOK.default);
    expect(priceFor('').output).toBeGreaterThanOrEqual(25);
    expect(priceFor(undefined)).toEqual(DEFAULT_PRICES_USD_PER_MTOK.sonnet); // no model named: the default model's family
  });

  it('takes LLM_PRICES from the config: an exact model id beats its family, new families are added', () => {
    const cfg = LlmConfigSchema.parse({ LLM_PRICES: JSON.stringify({ 'claude-haiku-4-5': { input: 0.8, output: 4, cacheWrite: 1, cacheRead: 0.08 }, mythos: { input: 10, output: 50, cacheWrite: 12.5, cacheRead: 1 } }) });
    expect(each('claude-haiku-4-5', cfg.LLM_PRICES)).toEqual([0.8, 4, 1, 0.08].map((x) => expect.closeTo(x, 9)));
    expect(each('claude-haiku-5-5', cfg.LLM_PRICES)[1]).toBeCloseTo(5); // the family entry still holds
    expect(each('claude-mythos-5-2', cfg.LLM_PRICES)[1]).toBeCloseTo(50);
    expect(() => LlmConfigSchema.parse({ LLM_PRICES: '{"sonnet":{"input":3}}' })).toThrow();
    expect(() => LlmConfigSchema.parse({ LLM_PRICES: 'three dollars' })).toThrow(/JSON/);
  });

  it('the budget counts each response at the model that answered it', () => {
    const b = new ConsultBudget(1);
    const usage = { input_tokens: 1000, output_tokens: 200, cache_read_input_tokens: 2000 };
    b.record('specialist', usage, 'claude-sonnet-5-5');
    const sonnet = b.used;
    expect(sonnet).toBeCloseTo((1000 * 3 + 200 * 15 + 2000 * 0.3) / M);
    b.record('specialist', usage, 'claude-haiku-5-5');
    expect(b.used - sonnet).toBeCloseTo((1000 * 1 + 200 * 5 + 2000 * 0.1) / M);
    expect(b.summary().byRole.specialist).toMatchObject({ calls: 2, usd: expect.closeTo(b.used, 9) });
  });
});

describe('overflow settings', () => {
  it('lets the interview, the council and the safety review overflow to the Haiku tier by default, never the plan', async () => {
    const { overflowFor } = await import('../../../actors/llm/llm.config.ts');
    const cfg = LlmConfigSchema.parse({});
    expect(cfg.LLM_OVERFLOW_MODEL).toBe('claude-haiku-5-5');
    expect(['interview', 'specialist', 'judge', 'safety', 'plan', 'patient_text'].map((r) => overflowFor(cfg, r as never, 'claude-sonnet-5-5')))
      .toEqual(['claude-haiku-5-5', 'claude-haiku-5-5', 'claude-haiku-5-5', 'claude-haiku-5-5', undefined, undefined]);
    expect(overflowFor(cfg, 'specialist', 'claude-haiku-5-5')).toBeUndefined(); // already on the tier
    expect(LlmConfigSchema.parse({ LLM_OVERFLOW_ROLES: 'none' }).LLM_OVERFLOW_ROLES).toEqual([]);
    expect(LlmConfigSchema.parse({ LLM_OVERFLOW_ROLES: 'judge, plan' }).LLM_OVERFLOW_ROLES).toEqual(['judge', 'plan']);
    expect(() => LlmConfigSchema.parse({ LLM_OVERFLOW_ROLES: 'judge,oracle' })).toThrow();
  });
});
