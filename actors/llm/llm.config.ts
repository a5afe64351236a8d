// Why this exists: every knob of the Claude engine (key, base URL, model per role, limits, budget, PHI policy)
// as one zod schema, so the server, the tests and the docs agree on names. The wiring point reads it from the
// environment (loadLlmConfig in server/config.ts) and passes the result in.
import { z } from 'zod';
import type { Model } from '@anthropic-ai/sdk/resources/messages/messages';

/** Every role Helios can ask Claude to play; each has one prompt file under prompts/. */
export const LLM_ROLES = ['interview', 'specialist', 'judge', 'plan', 'safety', 'patient_text', 'clinician_ask'] as const;
export type LlmRole = (typeof LLM_ROLES)[number];

/** The default comes from the SDK's `Model` union (the current Sonnet, not on its deprecation list). */
export const DEFAULT_MODEL: Model = 'claude-sonnet-5-5';

/** The Haiku-class tier a role may overflow to when its own model is refusing load (429/529) or its circuit is open. */
export const DEFAULT_OVERFLOW_MODEL: Model = 'claude-haiku-5-5';
/** Roles whose work a Haiku-class model can do without lowering the floor: the interview's background facts
 *  (the engine's are the reference), a council seat's vote (the consensus arithmetic is the reference), the
 *  judge (within the arithmetic's floor) and the safety review (raise only; the offline review always runs).
 *  The plan (the patient's advice) and patient text stay on their own model. */
export const DEFAULT_OVERFLOW_ROLES: readonly LlmRole[] = ['interview', 'specialist', 'judge', 'safety'];
/** "interview, judge" → ['interview', 'judge']; "none" → [] */
const roleList = z.string()
  .transform((s) => (s.trim() === 'none' ? [] : [...new Set(s.split(',').map((r) => r.trim()).filter(Boolean))]))
  .pipe(z.array(z.enum(LLM_ROLES)));

/** Output token ceilings per role (max_tokens); structured outputs are small, SOAP notes are not. */
export const DEFAULT_MAX_TOKENS: Record<LlmRole, number> = {
  interview: 1200, specialist: 600, judge: 600, plan: 1200, safety: 900, patient_text: 700, clinician_ask: 900,
};

/** A model's list price, US dollars per million tokens, for each kind of token the Messages API bills:
 *  fresh input, output, cache writes (5-minute ephemeral cache) and cache reads. */
export interface ModelPrice {
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}
export const ModelPriceSchema = z.object({
  input: z.number().min(0), output: z.number().min(0), cacheWrite: z.number().min(0), cacheRead: z.number().min(0),
}).strict();

/**
 * What Helios counts each model at (US dollars per million tokens), by family: a model is priced by the
 * longest key its name contains (an exact model id may be a key), else by `default`. Anthropic's list
 * prices for the current generation: Haiku $1 in / $5 out, Sonnet $3 / $15, Opus $5 / $25; a cache write
 * is 1.25 times the input price and a cache read 0.1 times. A model of no known family (a new name) is
 * counted at the dearest rate, so a budget errs towards stopping early. `LLM_PRICES` (JSON, same units)
 * adds or replaces entries.
 */
export const DEFAULT_PRICES_USD_PER_MTOK: Readonly<Record<string, ModelPrice>> = {
  haiku: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
  sonnet: { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
  opus: { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 },
  default: { input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.5 },
};
const priceTable = z.string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON (expected {"<model or family>": {"input": 3, "output": 15, "cacheWrite": 3.75, "cacheRead": 0.3}})' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), ModelPriceSchema))
  .transform((t) => ({ ...DEFAULT_PRICES_USD_PER_MTOK, ...t }));

const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

/** Trusted medical sources for EVIDENCE_WEB: government health agencies and major medical institutions.
 *  A domain covers its subdomains (nih.gov covers www.ncbi.nlm.nih.gov). */
export const DEFAULT_EVIDENCE_DOMAINS = [
  'cdc.gov', 'nih.gov', 'medlineplus.gov', 'cancer.gov', 'fda.gov', 'who.int', 'nhs.uk', 'nice.org.uk',
  'mayoclinic.org', 'clevelandclinic.org', 'hopkinsmedicine.org', 'heart.org',
] as const;

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/[\w\-./~%]*)?$/;
/** "https://www.NHS.uk/, cdc.gov" → ["nhs.uk", "cdc.gov"]: lower case, no scheme, no "www.", no trailing slash. */
export const normalizeDomain = (d: string): string =>
  d.trim().toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
const domainList = z.string()
  .transform((s) => [...new Set(s.split(',').map(normalizeDomain).filter(Boolean))])
  .pipe(z.array(z.string().regex(DOMAIN, 'not a domain (expected e.g. cdc.gov or nhs.uk/conditions)')).min(1, 'at least one domain'));

export const LlmConfigSchema = z.object({
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  /** model for every role without its own variable */
  LLM_MODEL: z.string().min(1).default(DEFAULT_MODEL),
  LLM_MODEL_INTERVIEW: z.string().min(1).optional(),
  LLM_MODEL_SPECIALIST: z.string().min(1).optional(),
  LLM_MODEL_JUDGE: z.string().min(1).optional(),
  LLM_MODEL_PLAN: z.string().min(1).optional(),
  LLM_MODEL_SAFETY: z.string().min(1).optional(),
  LLM_MODEL_PATIENT_TEXT: z.string().min(1).optional(),
  LLM_MODEL_CLINICIAN_ASK: z.string().min(1).optional(),
  /** the model tier a role in LLM_OVERFLOW_ROLES moves to while its own model has no free slot after 429/529 (or
   *  its circuit is open), instead of waiting or falling back to the offline engine */
  LLM_OVERFLOW_MODEL: z.string().min(1).default(DEFAULT_OVERFLOW_MODEL),
  /** comma list of roles that may overflow ("none": no role does) */
  LLM_OVERFLOW_ROLES: roleList.default([...DEFAULT_OVERFLOW_ROLES]),
  /** per attempt of a structured role, milliseconds */
  LLM_TIMEOUT_MS: int(12_000, 10),
  /** a whole call, retries and waits included: room for the longest wait for a slot (LLM_SHED_WAIT_MS) and then a
   *  whole attempt (LLM_TIMEOUT_MS); below the council's AGENT_TIMEOUT_MS, so a slow seat falls back to the offline
   *  engine before the council gives up on it (0 = none) */
  LLM_DEADLINE_MS: int(24_000, 0),
  /** patient text: the time its first token has; after it the offline text goes out and Claude's is dropped */
  LLM_FIRST_TOKEN_MS: int(2_500, 10),
  /** retries after the first attempt, on 429, 5xx, 529, connection errors and early stream errors */
  LLM_RETRIES: int(2),
  LLM_BACKOFF_INITIAL_MS: int(500, 1),
  LLM_BACKOFF_MAX_MS: int(8_000, 1),
  LLM_BREAKER_THRESHOLD: int(5, 1),
  LLM_BREAKER_HALF_OPEN_MS: int(60_000, 1),
  LLM_BREAKER_CLOSE_AFTER: int(2, 1),
  /** concurrent specialist calls per consult */
  LLM_SPECIALIST_CONCURRENCY: int(5, 1),
  /** concurrent Claude calls per process, every consult together */
  LLM_GLOBAL_CONCURRENCY: int(32, 1),
  /** after 429/529 a model's concurrency limit drops to what it was taking (and grows back on success); a call over
   *  it with no overflow tier free waits up to this long for a slot (within its LLM_DEADLINE_MS), then the offline
   *  engine answers it (milliseconds) */
  LLM_SHED_WAIT_MS: int(12_000, 0),
  /** calls allowed to wait for a global slot before they fall back */
  LLM_GLOBAL_QUEUE: int(256, 0),
  /** US dollars per consult, as billed (cache reads and writes at their rates); past it the remaining roles use
   *  the offline engine (0 = no limit) */
  LLM_CONSULT_USD_BUDGET: z.coerce.number().min(0).default(0.25),
  /** per model or family, US dollars per million tokens (input, output, cacheWrite, cacheRead), as JSON; merged
   *  over DEFAULT_PRICES_USD_PER_MTOK */
  LLM_PRICES: priceTable.default({ ...DEFAULT_PRICES_USD_PER_MTOK }),
  /** redact: identifiers are replaced before Claude; local: a turn holding PHI stays on the offline engine; cloud: as
   *  redact for consults, and a clinician's question with PHI or about a case may go to Claude (redacted) */
  PHI_POLICY: z.enum(['redact', 'local', 'cloud']).default('redact'),
  /** "on": patient-education answers may use server-side web search and fetch, restricted to EVIDENCE_DOMAINS */
  EVIDENCE_WEB: z.enum(['on', 'off']).default('off'),
  /** comma list of trusted medical domains (subdomains included) */
  EVIDENCE_DOMAINS: domainList.default([...DEFAULT_EVIDENCE_DOMAINS]),
  /** "off" keeps every role on the offline engine even with a key (an operator's kill switch) */
  LLM_ENGINE: z.enum(['auto', 'offline']).default('auto'),
});
export type LlmConfig = z.infer<typeof LlmConfigSchema>;
export type PhiPolicy = LlmConfig['PHI_POLICY'];

/** True when Claude should answer: a key is set and the operator has not forced the offline engine. */
export function claudeEnabled(cfg: LlmConfig): boolean {
  return cfg.LLM_ENGINE === 'auto' && !!cfg.ANTHROPIC_API_KEY;
}

const envName = (role: LlmRole) => `LLM_MODEL_${role.toUpperCase()}` as keyof LlmConfig;

/** The model a role uses: its own variable, else LLM_MODEL. */
export function modelFor(cfg: LlmConfig, role: LlmRole): string {
  const own = cfg[envName(role)];
  return typeof own === 'string' && own ? own : cfg.LLM_MODEL;
}

/** The model a role moves to under a storm on its own (undefined: it stays, waits or falls back). */
export function overflowFor(cfg: Partial<Pick<LlmConfig, 'LLM_OVERFLOW_MODEL' | 'LLM_OVERFLOW_ROLES'>>, role: LlmRole, model: string): string | undefined {
  const alt = cfg.LLM_OVERFLOW_MODEL;
  return alt && alt !== model && (cfg.LLM_OVERFLOW_ROLES ?? []).includes(role) ? alt : undefined;
}

/** Every role's model, for the startup log and the docs. */
export function modelTable(cfg: LlmConfig): Record<LlmRole, string> {
  return Object.fromEntries(LLM_ROLES.map((r) => [r, modelFor(cfg, r)])) as Record<LlmRole, string>;
}
