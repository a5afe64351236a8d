// Why this exists: the Prometheus metrics an on-call engineer reads first: consults in memory, stage
// transitions, job durations; one registry per app so tests can run several apps in one process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  activeConsults: Gauge;
  stageTransitions: Counter<'stage'>;
  jobDuration: Histogram<'queue' | 'name' | 'status'>;
  consultsStarted: Counter;
  /** consults that left this node while live: handed over to another node, or their lease lost */
  consultsMoved: Counter<'reason'>;
  /** requests and connections refused by an abuse limit, by limit */
  rateLimited: Counter<'limit'>;
  llmTokens: Counter<'role' | 'kind'>;
}

export function createMetrics(opts: { defaults?: boolean; activeConsults: () => number }): Metrics {
  const registry = new Registry();
  if (opts.defaults) collectDefaultMetrics({ register: registry, prefix: 'helios_' });
  return {
    registry,
    activeConsults: new Gauge({
      name: 'helios_active_consults', help: 'Consults loaded in this process', registers: [registry],
      collect() { this.set(opts.activeConsults()); },
    }),
    stageTransitions: new Counter({ name: 'helios_stage_transitions_total', help: 'Consult stage transitions by stage entered', labelNames: ['stage'], registers: [registry] }),
    jobDuration: new Histogram({
      name: 'helios_job_duration_seconds', help: 'BullMQ job round-trip time as seen by the consult', labelNames: ['queue', 'name', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30], registers: [registry],
    }),
    consultsStarted: new Counter({ name: 'helios_consults_started_total', help: 'Consults started', registers: [registry] }),
    consultsMoved: new Counter({ name: 'helios_consults_moved_total', help: 'Live consults that left this node: resumed_elsewhere (handed over) or server_moved (lease lost)', labelNames: ['reason'], registers: [registry] }),
    rateLimited: new Counter({ name: 'helios_rate_limited_total', help: 'Connections refused and events answered rate_limited, by limit', labelNames: ['limit'], registers: [registry] }),
    llmTokens: new Counter({ name: 'helios_llm_tokens_total', help: 'Claude tokens used, by role and input/output', labelNames: ['role', 'kind'], registers: [registry] }),
  };
}
