// Why this exists: every setting comes from the environment, validated once by zod at start, so a
// bad value stops the process with a clear message instead of failing later at 3 a.m.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LlmConfigSchema, type LlmConfig } from '../actors/llm/llm.config.ts';

const bool = z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((v) => ['true', '1', 'on', 'yes'].includes(v));
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

export const ConfigSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  REDIS_URL: z.string().url().optional(),
  /** port for the embedded redis-server when REDIS_URL is not set; 0 = any free port */
  REDIS_PORT: int(0),
  DATA_DIR: z.string().default('.data'),
  KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('helios'),
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('helios-bull'),
  WORKERS_IN_PROCESS: bool.default(true),
  /** the CPU priority (nice, 0–19) a worker process of its own gives itself, so that on a machine it
   *  shares with a server and Redis the realtime path comes first; 0 leaves it (in-process workers never change it) */
  WORKER_NICE: int(10).pipe(z.number().max(19)),
  /** the CPU priority (nice, 0–19) a server gives its threads other than the event loop's (V8's GC
   *  and compiler threads, libuv's pool) once it is listening; 0 leaves them */
  SERVER_HELPER_NICE: int(5).pipe(z.number().max(19)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HISTORY_MAX_QUESTIONS: int(6, 1),
  CONFIRM_TTL_MS: int(15 * 60_000, 1000),
  /** how long offered slots are held for the patient (never longer than the offer, CONFIRM_TTL_MS) */
  SLOT_HOLD_MS: int(5 * 60_000, 1000),
  SNAPSHOT_TTL_S: int(72 * 3600, 60),
  /** simulated pace of offline assistant text: delay before the first piece and between pieces */
  STREAM_FIRST_DELAY_MS: int(0),
  STREAM_PIECE_DELAY_MS: int(15),
  /** a patient gets at most one `assistant:delta` frame per this many ms per consult; faster pieces are merged (0: off) */
  DELTA_FRAME_MS: int(20),
  AGENT_TIMEOUT_MS: int(30_000, 100),
  /** while the council, plan or safety review work: a "still working" line after this long with nothing visible (0: none) */
  STILL_WORKING_MS: int(2300),
  AGENT_RETRIES: int(2),
  COUNCIL_CONCURRENCY: int(5, 1),
  JOB_TIMEOUT_MS: int(30_000, 100),
  LEASE_MS: int(15_000, 1000),
  /** this server's stable identity across restarts (its leases carry it with a boot epoch, so a restart
   *  takes its own consults back at once); server/main.ts derives it from the host name and the absolute
   *  DATA_DIR when unset (defaultNodeId). Two live processes must not share one. */
  NODE_ID: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/).optional(),
  /** a consult with no patient socket for this long is saved, its lease released and it leaves memory
   *  (a resume rehydrates it); 0 = never */
  IDLE_UNLOAD_MS: int(10 * 60_000),
  CLINICIAN_JWT_SECRET: z.string().min(16).optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().default('*'),
  /** on SIGTERM, how long in-flight turns may take to finish before consults are stopped */
  STOP_GRACE_MS: int(10_000),
  /** with several nodes: how long the node running a consult lets a turn under way finish before it hands
   *  the consult over to the node its patient resumed on (a turn still running then re-runs there);
   *  at most 4 s: the resume waits this long plus 1 s for the lease, inside a client's 10 s ack timeout */
  HANDOVER_GRACE_MS: int(2_000).pipe(z.number().max(4_000)),
  /** `redis-streams` carries Socket.IO room broadcasts between server nodes (needed with several nodes) */
  SOCKET_ADAPTER: z.enum(['memory', 'redis-streams']).default('memory'),
  /** clinic MCP endpoints, comma-separated; `builtin` = the built-in clinic server's endpoints (docs/clinics.md) */
  CLINIC_CONNECTORS: z.string().default('builtin'),
  /** deadline of one call to one clinic; a slower clinic is skipped and reported */
  CLINIC_TIMEOUT_MS: int(3000, 100),
  /** port of the built-in clinic MCP server (0 = any free port; `npm run clinics` uses 3100 when unset) */
  CLINICS_PORT: int(0),
  /** abuse limits (rate-limiter-flexible on Redis); 0 turns a limit off */
  RATE_CONNECTIONS_PER_MIN: int(60),
  RATE_MESSAGES_PER_MIN: int(60),
  RATE_STARTS_PER_HOUR: int(30),
  /** per socket: voice `transcript:partial` events a minute (a voice front-end sends a few a second) */
  RATE_PARTIALS_PER_MIN: int(600),
  /** per socket: `consult:resume` a minute (each one replays the events missed) */
  RATE_RESUMES_PER_MIN: int(20),
  /** per IP: new engine.io connections a minute (whichever namespace, or none), across nodes */
  RATE_HANDSHAKES_PER_MIN: int(120),
  /** per IP: engine.io connections open at once on one node */
  MAX_SOCKETS_PER_IP: int(100),
  /** per IP: failed `/clinician` logins a minute; past it every attempt is refused `rate_limited` */
  RATE_CLINICIAN_AUTH_FAILURES_PER_MIN: int(10),
  /** key of the HMAC that stands for a client address in logs; unset = a random key per process */
  LOG_IP_KEY: z.string().min(16).optional(),
  /** Helios is behind a proxy that terminates TLS: HSTS on responses that came over https, and a client's
   *  address (for the per-IP limits) is the proxy's last X-Forwarded-For entry */
  TRUST_PROXY: bool.default(false),
  /** bearer token for `/metrics` and `/readyz`'s details on the main port */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** serve `/metrics` and `/readyz` (with details) on this port of their own, with no token (0 = off) */
  METRICS_PORT: int(0),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Abuse limits off: for tests, the evaluation harness, the bench and chaos runs, whose clients all
 *  connect from 127.0.0.1. */
export const NO_RATE_LIMITS = {
  RATE_CONNECTIONS_PER_MIN: 0, RATE_MESSAGES_PER_MIN: 0, RATE_STARTS_PER_HOUR: 0, RATE_PARTIALS_PER_MIN: 0, RATE_RESUMES_PER_MIN: 0,
  RATE_HANDSHAKES_PER_MIN: 0, MAX_SOCKETS_PER_IP: 0, RATE_CLINICIAN_AUTH_FAILURES_PER_MIN: 0,
} as const;

/** NODE_ID when none is set: the host name and a hash of the absolute DATA_DIR, the same across restarts of one install. */
export function defaultNodeId(dataDir: string): string {
  const host = hostname().replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 60) || 'host';
  return `${host}-${createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 10)}`;
}

export class ConfigError extends Error {}

/** Parse the variables a schema knows from an env-like record (empty ones count as unset); throws an
 *  error of the given class naming every bad variable. */
export function parseEnv<S extends z.ZodObject>(
  schema: S, env: Record<string, string | undefined>, what: string, ErrorClass: new (message: string) => Error,
): z.infer<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([k, v]) => k in schema.shape && v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ErrorClass(`Invalid ${what}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Parse a config from an env-like record; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  return { ...parseEnv(ConfigSchema, env, 'configuration', ConfigError), ...overrides };
}

export class LlmConfigError extends Error {}

/** Parse the Claude engine's settings (actors/llm/llm.config.ts) from an env-like record; throws naming every bad variable. */
export function loadLlmConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return { ...parseEnv(LlmConfigSchema, env, 'LLM configuration', LlmConfigError), ...overrides };
}
