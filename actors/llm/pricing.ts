// Why this exists: a consult's Claude spend is counted in dollars as the API bills it, each model at its own
// price (fresh input, cache writes, cache reads, output; the figures are the config's LLM_PRICES), so the
// budget, the bench and the packet agree on one price.
import { DEFAULT_PRICES_USD_PER_MTOK, type ModelPrice } from './llm.config.ts';

export type { ModelPrice } from './llm.config.ts';

/** The usage fields Helios keeps from a Messages API response. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/** Model (or family) → dollars per million tokens. */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/** Dollars per million tokens of a Sonnet-class model (the default model's family). */
export const PRICE_PER_MTOK: ModelPrice = DEFAULT_PRICES_USD_PER_MTOK.sonnet;

/** A model's price: its exact id in the table, else the longest family key its name contains, else `default`
 *  (else the dearest entry): an unknown model is never counted cheaper than a known one. No model named: the
 *  default model's family (Sonnet). */
export function priceFor(model: string | undefined, table: PriceTable = DEFAULT_PRICES_USD_PER_MTOK): ModelPrice {
  if (model === undefined) return table.sonnet ?? PRICE_PER_MTOK; // not said: the default model's family
  const name = model.toLowerCase();
  if (table[name]) return table[name];
  const family = Object.keys(table).filter((k) => k !== 'default' && name.includes(k.toLowerCase())).sort((x, y) => y.length - x.length)[0];
  if (family) return table[family];
  return table.default ?? Object.values(table).reduce((a, b) => (b.output > a.output ? b : a), PRICE_PER_MTOK);
}

/** What one response's usage costs, in US dollars, at `price` (Sonnet-class when not given). */
export function llmUsd(u: Partial<TokenUsage>, price: ModelPrice = PRICE_PER_MTOK): number {
  return (
    (u.input_tokens ?? 0) * price.input
    + (u.output_tokens ?? 0) * price.output
    + (u.cache_creation_input_tokens ?? 0) * price.cacheWrite
    + (u.cache_read_input_tokens ?? 0) * price.cacheRead
  ) / 1e6;
}
