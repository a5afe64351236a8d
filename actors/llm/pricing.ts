// Why this exists: a consult's Claude spend is counted in dollars as the API bills it (fresh input, cache
// writes at 125 %, cache reads at 10 %, output), so the budget, the bench and the packet agree on one price.
/** The usage fields Helios keeps from a Messages API response. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** Dollars per million tokens (Sonnet-class list price). */
export const PRICE_PER_MTOK = { input: 3, output: 15, cacheWrite: 3 * 1.25, cacheRead: 3 * 0.1 } as const;

/** What one response's usage costs, in US dollars. */
export function llmUsd(u: Partial<TokenUsage>, price: { input: number; output: number; cacheWrite: number; cacheRead: number } = PRICE_PER_MTOK): number {
  return (
    (u.input_tokens ?? 0) * price.input
    + (u.output_tokens ?? 0) * price.output
    + (u.cache_creation_input_tokens ?? 0) * price.cacheWrite
    + (u.cache_read_input_tokens ?? 0) * price.cacheRead
  ) / 1e6;
}
