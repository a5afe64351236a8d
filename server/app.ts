// Why this exists: the one wiring point (rule 6). createApp(config, deps) builds Redis connections,
// stores, queues, workers, the HTTP server and the Socket.IO namespaces, and returns start/stop.
import { randomBytes } from 'node:crypto';
import { createServer, type Server as HttpServer } from 'node:http';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { RepeatGate } from './repeat-gate.ts';
import { keepAdapterStreamShort, type AdapterRetention } from './adapter-retention.ts';
import type { AgentRoles } from '../actors/agents/roles.ts';
import { createOfflineRoles } from '../actors/llm/offline.client.ts';
import { createClaudeRuntime, type ClaudeRuntime } from '../actors/llm/claude.runtime.ts';
import { loadLlmConfig } from './config.ts';
import type { Config } from './config.ts';
import { attachClinicianNamespace, type ClinicianChannel } from './clinician/clinician.namespace.ts'; // clinician channel (issue 6)
import { createClinicianAssistant } from './clinician/clinician-assistant.ts';
import { attachConsultNamespace, caseRoom, notifyMoved, type ConsultNamespace } from './consult/consult.namespace.ts';
import { answerHandovers, askHandover, HANDOVER_SLACK_MS } from './consult/case-handover.ts';
import { closeRedis, STOP_STEP_MS, within } from './shutdown.ts';
import { ConsultRegistry } from './consult/consult-registry.ts';
import { httpHandler, metricsHandler } from './http.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { Queues } from './queues/queues.ts';
import { startWorkerHost, type WorkerHost } from './queues/worker-host.ts';
import { lowerHelperThreadsPriority } from './cpu-priority.ts';
import { AuditStore } from './stores/audit.store.ts';
import { CaseMetaStore } from './stores/case-meta.store.ts';
import { ClinicSilos } from './clinics/clinic-silos.ts';
import { HandoffStore } from './stores/handoff.store.ts';
import { makeKeys } from './stores/keys.ts';
import { LeaseStore } from './stores/lease.store.ts';
import { OutboxStore } from './stores/outbox.store.ts';
import { clientIp, clinicianGuard, createRateLimits } from './security/rate-limits.ts';
import { engineGuard } from './security/engine-guard.ts';
import { setIpHashKey } from './security/ip-hash.ts';
import { refusalReporter } from './security/refusals.ts';
import { screenRedFlags } from '../actors/engine/red-flags.ts';
import { checkText } from '../actors/engine/guardrails.ts';
import { SnapshotStore } from './stores/snapshot.store.ts';

export interface AppDeps {
  /** Redis to use; defaults to config.REDIS_URL */
  redisUrl?: string;
  logger?: Logger;
  /** agent roles (defaults to the offline engine) */
  roles?: AgentRoles;
  /** collect Node's default process metrics (off in tests) */
  defaultMetrics?: boolean;
  /** environment for the Claude engine (ANTHROPIC_*, LLM_*, PHI_POLICY); defaults to process.env */
  llmEnv?: Record<string, string | undefined>;
}

export interface App {
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly config: Config;
  readonly logger: Logger;
  readonly redis: Redis;
  readonly registry: ConsultRegistry;
  readonly handoffs: HandoffStore;
  readonly audit: AuditStore;
  readonly directory: ClinicSilos;
  readonly snapshots: SnapshotStore;
  readonly metrics: Metrics;
  readonly io: Server;
  readonly http: HttpServer;
}

/** how long /readyz waits for Redis to answer PING before it reports Redis down */
const READY_PING_MS = 2_000;

export function createApp(config: Config, deps: AppDeps = {}): App {
  const redisUrl = deps.redisUrl ?? config.REDIS_URL;
  if (!redisUrl) throw new Error('createApp needs a Redis URL (config.REDIS_URL or deps.redisUrl)');
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  // One connection for outbox, snapshots, audit and stores: commands keep their issue order, which the
  // outbox relies on; auto-pipelining sends a tick's commands in one round trip. Commands wait through
  // an outage of any length and land in order when Redis is back (no per-request retry limit): with a
  // limit, ioredis refused every queued command after ~70 s, and the consults' state ran ahead of what
  // was stored (a stored event missing for good, an acked message not stored).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null, enableAutoPipelining: true });
  // one line when trouble starts, a count every 30 s while it lasts, one when Redis is back
  RepeatGate.watch(redis, logger, { fields: { conn: 'app' } });
  const keys = makeKeys(config.KEY_PREFIX);
  // the node's identity in its leases (server/main.ts gives a stable one); a fresh one per process otherwise
  const nodeId = config.NODE_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const leases = new LeaseStore(redis, keys, nodeId, config.LEASE_MS);

  let registryRef: ConsultRegistry | null = null;
  const metrics = createMetrics({ defaults: deps.defaultMetrics, activeConsults: () => registryRef?.size ?? 0 });
  const http = createServer();
  const origins = config.ALLOWED_ORIGINS === '*' ? '*' : config.ALLOWED_ORIGINS.split(',').map((s) => s.trim());
  setIpHashKey(config.LOG_IP_KEY);
  const onRefused = refusalReporter(logger, metrics.rateLimited);
  // The limiters' own connection: no offline queue, so while Redis is away a limit is answered at once by
  // the in-process insurance limiter instead of waiting in ioredis's queue (a new patient's connection
  // hung until Redis came back); an outage is reported by the app's connection, not once more here.
  const shared = [config.RATE_CONNECTIONS_PER_MIN, config.RATE_STARTS_PER_HOUR, config.RATE_HANDSHAKES_PER_MIN, config.RATE_CLINICIAN_AUTH_FAILURES_PER_MIN];
  const limiterRedis = shared.some((n) => n > 0) ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: 500 }) : null;
  limiterRedis?.on('error', (err: Error) => logger.debug({ err: err.message }, 'rate limiter redis error'));
  const limits = createRateLimits(limiterRedis ?? redis, config.KEY_PREFIX, config, onRefused);
  const perIp = engineGuard(limits, config.MAX_SOCKETS_PER_IP, onRefused, config.TRUST_PROXY);
  const io = new Server(http, {
    cors: { origin: origins }, maxHttpBufferSize: 64 * 1024, serveClient: true, allowRequest: perIp.allowRequest,
  });
  perIp.track(io.engine);
  const consultNsp: ConsultNamespace = io.of('/consult');
  let draining = false;
  consultNsp.use((_socket, next) => (draining ? next(new Error('unavailable')) : next()));
  let adapterRedis: Redis | null = null;
  let adapterRetention: AdapterRetention | null = null;
  if (config.SOCKET_ADAPTER === 'redis-streams') {
    adapterRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    // without a listener ioredis prints a stack for every reconnect attempt while Redis is down
    RepeatGate.watch(adapterRedis, logger, { fields: { conn: 'socket-adapter' } });
    // the stream and the response channels under this deployment's prefix, so nodes of another
    // deployment on the same Redis neither receive its traffic nor count as its servers
    io.adapter(createAdapter(adapterRedis, { streamName: `${config.KEY_PREFIX}:sio`, channelPrefix: `${config.KEY_PREFIX}:sio`, maxLen: 10_000 }));
    // its entries carry patient data (live transcripts): a minute's worth is kept, on the app's connection
    // (the adapter's blocks on its reads)
    adapterRetention = keepAdapterStreamShort(redis, `${config.KEY_PREFIX}:sio`);
  }

  // A case's events go to its sockets on this node only: a patient socket joins a case's room only on
  // the node that holds the case's lease (start and resume load the consult there first), and only that
  // node emits the case's events. Through the adapter every frame would also be written to Redis and
  // read by every other node, none of which holds a socket in the room.
  // Appends and snapshot writes are fenced by the case's lease: once another owner holds it (another
  // node, or a newer epoch of this one after a restart), this process's late writes are refused.
  const outbox = new OutboxStore(redis, keys, config.SNAPSHOT_TTL_S, (caseId, out) => {
    consultNsp.local.to(caseRoom(caseId)).emit(out.name, out.event as never);
  }, config.DELTA_FRAME_MS, { owner: () => leases.ownerId, onFenced: (caseId) => registryRef?.fenced(caseId) });
  const snapshots = new SnapshotStore(redis, keys, config.SNAPSHOT_TTL_S, () => leases.ownerId);
  const audit = new AuditStore(redis, keys, () => leases.ownerId);
  const handoffs = new HandoffStore(redis, keys);
  const meta = new CaseMetaStore(redis, keys, config.SNAPSHOT_TTL_S);
  const directory = new ClinicSilos(redis, keys.prefix);
  const queues = new Queues(redisUrl, config.QUEUE_PREFIX, config.JOB_TIMEOUT_MS, metrics.jobDuration);
  // an outage is reported once by the app's own connection (RepeatGate above) and by /readyz; the
  // queue objects' errors for every reconnect attempt would only repeat it
  queues.onError = (err) => logger.debug({ err: err.message }, 'queue error');
  const roles = deps.roles ?? createOfflineRoles();
  // Claude when ANTHROPIC_API_KEY is set (and no test roles were given), else the offline engine.
  const claude: ClaudeRuntime | null = deps.roles ? null : createClaudeRuntime(loadLlmConfig(deps.llmEnv ?? process.env));
  const engine = claude?.enabled ? claude : undefined;
  claude?.onBreakerChange((s) => logger.warn({ breaker: s }, 'claude circuit breaker changed'));

  let clinicians: ClinicianChannel | null = null; // clinician channel (issue 6)
  const registry = new ConsultRegistry({
    roles, engine, queues, outbox, handoffs, audit, snapshots, meta, leases, config, logger,
    onLlmUsage: (e) => {
      metrics.llmTokens.inc({ role: e.role, kind: 'input' }, e.usage.input_tokens);
      metrics.llmTokens.inc({ role: e.role, kind: 'output' }, e.usage.output_tokens);
    },
    maxQuestions: config.HISTORY_MAX_QUESTIONS,
    confirmTtlMs: config.CONFIRM_TTL_MS,
    idleUnloadMs: config.IDLE_UNLOAD_MS,
    onStage: (_caseId, stage) => metrics.stageTransitions.inc({ stage }),
    onChange: (session) => clinicians?.onChange(session), // clinician channel (issue 6): case index + case:update
    onMoved: (caseId, reason) => {
      metrics.consultsMoved.inc({ reason });
      notifyMoved(consultNsp, caseId, reason);
    },
  });
  registryRef = registry;
  const clustered = config.SOCKET_ADAPTER === 'redis-streams';
  attachConsultNamespace(consultNsp, {
    registry, meta, outbox, logger, limits, storeDown: () => redis.status !== 'ready', trustProxy: config.TRUST_PROXY, onStart: () => metrics.consultsStarted.inc(),
    ...(clustered ? { handover: { ask: (caseId: string) => askHandover(consultNsp, caseId), waitMs: config.HANDOVER_GRACE_MS + HANDOVER_SLACK_MS } } : {}),
  });
  if (clustered) answerHandovers(consultNsp, logger, (caseId) => registry.handOver(caseId, config.HANDOVER_GRACE_MS));
  // After Redis restarts, the last audit entries may be gone (AOF everysec): re-read each chain head.
  redis.on('ready', () => void audit.reopenAll().catch(() => undefined));
  // failed clinician logins are limited per address before the token check runs (registered first)
  if (config.RATE_CLINICIAN_AUTH_FAILURES_PER_MIN > 0) {
    io.of('/clinician').use(clinicianGuard(limits, config.TRUST_PROXY));
    io.of('/clinician').on('connection', (socket) => limits.clinicianAccepted(clientIp(socket.handshake, config.TRUST_PROXY)));
  }
  // the clinician assistant (clinician:ask): Claude when the consults use it, else the offline engine
  const assistant = createClinicianAssistant({ client: engine?.client ?? null, phiPolicy: claude?.phiPolicy ?? 'redact', logger: logger.child({ nsp: '/clinician' }), evidence: engine?.evidence });
  clinicians = attachClinicianNamespace(io, { registry, audit, handoffs, redis, config, logger, assistant }); // clinician channel (issue 6)

  let workers: WorkerHost | null = null;

  const ready = async () => {
    // while Redis is down a PING waits in ioredis's queue through its reconnect attempts: /readyz must
    // answer 503 at once instead of hanging the probe
    const redisOk = redis.status === 'ready' && await Promise.race([
      redis.ping().then((r) => r === 'PONG').catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(resolve, READY_PING_MS, false).unref()),
    ]);
    const workersOk = config.WORKERS_IN_PROCESS ? Boolean(workers?.running()) : true;
    return { ok: redisOk && workersOk, checks: { redis: redisOk, workers: workersOk } };
  };
  http.on('request', httpHandler({
    registry: metrics.registry, ready, connectOrigins: origins === '*' ? [] : origins, trustProxy: config.TRUST_PROXY,
    metricsToken: config.METRICS_TOKEN, metricsElsewhere: config.METRICS_PORT > 0,
  }));
  // METRICS_PORT: the probes with their details on a port of their own (kept off the public listener)
  const metricsHttp = config.METRICS_PORT > 0 ? createServer(metricsHandler({ registry: metrics.registry, ready })) : null;

  return {
    config, logger, redis, registry, handoffs, audit, directory, snapshots, metrics, io, http,
    async start() {
      // Compile the engine's patterns now, not on the first patient's message (it blocks for a moment).
      screenRedFlags('warm up');
      // ...and the output guardrail's (every greeting goes through it: a burst of new consults would meet it cold)
      checkText('warm up', { locale: 'en' });
      await createOfflineRoles().interview({ patientTexts: ['I have had a headache since yesterday'], answers: [], asked: [], maxQuestions: 6, locale: 'en', patient: {} }).catch(() => undefined);
      await queues.ready();
      // a new epoch of this node before any lease is taken: its own earlier epoch's leases are its to take
      const epoch = await leases.boot();
      logger.info({ nodeId, epoch }, 'node epoch started');
      if (config.WORKERS_IN_PROCESS) workers = await startWorkerHost(config, redisUrl, logger, { redis, silos: directory });
      registry.startRenewing();
      await new Promise<void>((resolve, reject) => {
        http.once('error', reject);
        http.listen(config.PORT, config.HOST, () => resolve());
      });
      if (metricsHttp) {
        await new Promise<void>((resolve, reject) => {
          metricsHttp.once('error', reject);
          metricsHttp.listen(config.METRICS_PORT, config.HOST, () => resolve());
        });
      }
      const addr = http.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
      // the event loop gets a CPU before this process's own helpers (they started with the process)
      if (config.SERVER_HELPER_NICE > 0) {
        const threads = lowerHelperThreadsPriority(config.SERVER_HELPER_NICE);
        logger.info({ nice: config.SERVER_HELPER_NICE, threads }, 'server helper threads CPU priority lowered');
      }
      logger.info({ port, engine: engine ? 'claude' : roles.engine, models: engine ? claude?.models : undefined, workers: config.WORKERS_IN_PROCESS }, 'helios listening');
      return { port };
    },
    async stop() {
      // Graceful: refuse new connections, let turns under way finish (bounded), then persist and close.
      // With Redis down nothing can be saved, so nothing is waited for beyond a bounded step each.
      draining = true;
      const reachable = redis.status === 'ready';
      const { busy } = await registry.drain(reachable ? config.STOP_GRACE_MS : 0);
      if (busy) logger.warn({ busy }, 'stopping with turns still in flight; they re-run on the next owner');
      io.disconnectSockets(true);
      if (!(await within(STOP_STEP_MS, registry.stopAll()))) {
        logger.warn({ redis: redis.status }, 'stopping without saving every consult (Redis unreachable); they resume from their last saved snapshot');
      }
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (metricsHttp?.listening) await new Promise<void>((resolve) => metricsHttp.close(() => resolve()));
      await workers?.close();
      await queues.close();
      if (adapterRedis) await closeRedis(adapterRedis);
      if (adapterRetention) await within(STOP_STEP_MS, adapterRetention.stop(redis.status === 'ready'));
      limiterRedis?.disconnect();
      await closeRedis(redis);
    },
  };
}
