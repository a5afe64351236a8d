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

/** Output token ceilings per role (max_tokens); structured outputs are small, SOAP notes are not. */
export const DEFAULT_MAX_TOKENS: Record<LlmRole, number> = {
  interview: 1200, specialist: 600, judge: 600, plan: 1200, safety: 900, patient_text: 700, clinician_ask: 900,
};

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
  /** per attempt of a structured role, milliseconds */
  LLM_TIMEOUT_MS: int(12_000, 10),
  /** a whole call, retries and waits included: below the council's AGENT_TIMEOUT_MS, so a slow seat falls back
   *  to the offline engine before the council gives up on it (0 = none) */
  LLM_DEADLINE_MS: int(20_000, 0),
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
  /** after 429/529 a model's concurrency limit halves (and grows back on success); a call over it waits up to
   *  this long for a slot (within its LLM_DEADLINE_MS), then the offline engine answers it (milliseconds) */
  LLM_SHED_WAIT_MS: int(8_000, 0),
  /** calls allowed to wait for a global slot before they fall back */
  LLM_GLOBAL_QUEUE: int(256, 0),
  /** US dollars per consult, as billed (cache reads and writes at their rates); past it the remaining roles use
   *  the offline engine (0 = no limit) */
  LLM_CONSULT_USD_BUDGET: z.coerce.number().min(0).default(0.25),
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

/** Every role's model, for the startup log and the docs. */
export function modelTable(cfg: LlmConfig): Record<LlmRole, string> {
  return Object.fromEntries(LLM_ROLES.map((r) => [r, modelFor(cfg, r)])) as Record<LlmRole, string>;
}
