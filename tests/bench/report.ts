// Why this exists: turns the phase results into the figures issue 8 asks for: one flat JSON object
// of finite numbers (the last line with --json) and a table a person can read next to the goals.
import { cpus } from 'node:os';
import type { Capture } from './scenarios.ts';
import type { IdleResult, LoadResult, SaturationResult } from './phases.ts';
import { msPerTurn, overhead, pctMs, round, top, type Histogram } from './stats.ts';

export interface TargetResults {
  idle: IdleResult;
  load: LoadResult;
  sat: SaturationResult;
}

export interface RunInfo {
  streaming: number;
  idle: number;
  measureS: number;
  satConsults: number;
  pacing: { firstDelayMs: number; pieceDelayMs: number; firstDelayAfterFirstPiece: boolean };
  workersInProcess: boolean;
  /** Helios server processes sharing Redis (`--nodes`) */
  nodes: number;
  wallS: number;
  /** 1-minute load average of the host at the start and the end (other work on the machine skews figures) */
  loadavg: [number, number];
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);
const per = (a: number, b: number, digits = 2) => (b > 0 ? round(a / b, digits) : 0);
const sumOf = (m: Record<string, number>) => Object.values(m).reduce((x, y) => x + y, 0);

/** A latency's p50 and p99 for Helios and the relay, and Helios's overhead at each. */
function againstRelay<N extends string>(name: N, helios: Histogram, relay: Histogram) {
  const ps = [50, 99] as const;
  const out: Record<string, number> = {};
  for (const p of ps) out[`${name}_p${p}_ms`] = pctMs(helios, p);
  for (const p of ps) out[`relay_${name}_p${p}_ms`] = pctMs(relay, p);
  for (const p of ps) out[`${name}_overhead_p${p}_ms`] = overhead(pctMs(helios, p), pctMs(relay, p));
  return out as Record<`${N}_p${50 | 99}_ms` | `relay_${N}_p${50 | 99}_ms` | `${N}_overhead_p${50 | 99}_ms`, number>;
}

export function figures(helios: TargetResults, relay: TargetResults, cap: Capture, info: RunInfo) {
  const h = helios.load;
  const r = relay.load;
  const idleN = Math.max(1, info.idle);
  const heliosIdleKb = (helios.idle.rssAfterKb - helios.idle.rssBeforeKb) / idleN;
  const relayIdleKb = (relay.idle.rssAfterKb - relay.idle.rssBeforeKb) / idleN;
  // a consult is this many patient actions; actions per minute / this = consults per minute, a steady
  // estimate even when one consult takes longer than the window (as it does once Helios is overloaded)
  const actionsPerConsult = Math.max(1, Object.values(cap.actions).reduce((x, y) => x + y, 0) / Math.max(1, Object.keys(cap.actions).length));
  const clientCmds = sumOf(h.stats.redisCommands);
  const lease = Object.entries(h.stats.redisCommands).filter(([k]) => k.endsWith('[lease]')).reduce((a, [, v]) => a + v, 0);
  const turnsPerS = h.seconds > 0 ? h.sink.turns / h.seconds : 0; // unrounded: the per-turn figures divide by it
  const json = {
    // as issue 8 defines it: from the patient:message ack to the first assistant:delta
    ...againstRelay('ttft', h.sink.ttftFromAck, r.sink.ttftFromAck),
    // stricter: from sending patient:message, so the ack's own latency (the snapshot write) counts too
    ...againstRelay('send_ttft', h.sink.ttft, r.sink.ttft),
    /** turns whose first delta came before the ack (their ack-based TTFT counts as 0) */
    delta_before_ack_pct: per(h.sink.deltaBeforeAck * 100, h.sink.ttft.totalCount, 1),
    turn_p50_ms: pctMs(h.sink.turn, 50),
    turn_p99_ms: pctMs(h.sink.turn, 99),
    relay_turn_p50_ms: pctMs(r.sink.turn, 50),
    relay_turn_p99_ms: pctMs(r.sink.turn, 99),
    event_loop_p99_ms: h.stats.eventLoopP99Ms,
    event_loop_max_ms: h.stats.eventLoopMaxMs,
    relay_event_loop_p99_ms: r.stats.eventLoopP99Ms,
    /** as monitorEventLoopDelay reports it, with its 10 ms sampling interval in every reading */
    event_loop_p99_raw_ms: h.stats.eventLoopP99RawMs,
    relay_event_loop_p99_raw_ms: r.stats.eventLoopP99RawMs,
    event_loop_utilization_pct: h.stats.eventLoopUtilizationPct,
    relay_event_loop_utilization_pct: r.stats.eventLoopUtilizationPct,
    gc_pause_pct: h.stats.gcPausePct,
    gc_pause_max_ms: h.stats.gcPauseMaxMs,
    gc_major_count: h.stats.gcMajorCount,
    cpu_pct: h.stats.cpuPct,
    /** Helios's and Redis's CPU ms per patient turn in the load window: the work, whatever the turn rate */
    cpu_ms_per_turn: msPerTurn(h.stats.cpuPct, turnsPerS),
    redis_cpu_ms_per_turn: msPerTurn(h.redis.cpuPct, turnsPerS),
    relay_cpu_pct: r.stats.cpuPct,
    redis_cpu_pct: h.redis.cpuPct,
    client_cpu_pct: h.clientCpuPct,
    worker_cpu_pct: h.workerStats?.cpuPct ?? 0,
    /** main thread runnable but waiting for a CPU, % of the window: the machine's queue, not the loop's */
    cpu_wait_pct: h.cpuWait.server,
    relay_cpu_wait_pct: r.cpuWait.server,
    /** Helios's other threads together (GC and compiler helpers): the price of SERVER_HELPER_NICE */
    helper_threads_cpu_wait_pct: h.cpuWait.serverHelpers,
    redis_cpu_wait_pct: h.cpuWait.redis,
    worker_cpu_wait_pct: h.cpuWait.workers,
    client_cpu_wait_pct: h.cpuWait.client,
    relay_client_cpu_wait_pct: r.cpuWait.client,
    /** how busy all the machine's cores were during the load window */
    host_cpu_busy_pct: h.cpuWait.hostBusyPct,
    relay_host_cpu_busy_pct: r.cpuWait.hostBusyPct,
    host_cpu_steal_pct: h.cpuWait.hostStealPct,
    relay_host_cpu_steal_pct: r.cpuWait.hostStealPct,
    rss_per_consult_kb: round(heliosIdleKb - relayIdleKb, 1),
    helios_rss_per_idle_kb: round(heliosIdleKb, 1),
    relay_rss_per_idle_kb: round(relayIdleKb, 1),
    helios_heap_per_idle_kb: round((helios.idle.heapAfterKb - helios.idle.heapBeforeKb) / idleN, 1),
    redis_mem_per_consult_kb: round(helios.idle.redisBytes / 1024 / idleN, 1),
    redis_cmds_per_turn: per(h.redis.totalCalls, h.sink.turns, 1),
    redis_round_trips_per_turn: per(h.redis.reads, h.sink.turns, 1),
    /** the same seen from the clients: socket writes to Redis by Helios's and its worker process's
     *  connections (each a batch). Redis reads one client's writes that queued while it waited for a
     *  CPU in one go, so its reads can be fewer than these, and rise when Redis waits less */
    redis_client_writes_per_turn: per(sumOf(h.stats.redisWrites) + sumOf(h.workerStats?.redisWrites ?? {}), h.sink.turns, 1),
    redis_client_cmds_per_turn: per(clientCmds, h.sink.turns, 1),
    redis_lease_cmds_per_turn: per(lease, h.sink.turns, 1),
    redis_kb_written_per_turn: per(h.stats.redisBytes / 1024, h.sink.turns, 1),
    snapshot_write_p50_ms: h.stats.snapshotP50Ms,
    snapshot_write_p99_ms: h.stats.snapshotP99Ms,
    snapshot_writes_per_turn: per(h.stats.snapshotWrites, h.sink.turns),
    snapshot_bytes_avg: h.stats.snapshotBytesAvg,
    outbox_append_p50_ms: h.stats.outboxAppendP50Ms,
    outbox_append_p99_ms: h.stats.outboxAppendP99Ms,
    first_frame_append_p50_ms: h.stats.firstFrameAppendP50Ms,
    first_frame_append_p99_ms: h.stats.firstFrameAppendP99Ms,
    deltas_per_turn: per(h.sink.deltas, h.sink.turns, 1),
    delta_frames_within_20ms_pct: per(h.sink.deltasWithin20ms * 100, h.sink.deltas, 1),
    /** the same, as the server emitted them (the client's figure adds its own read jitter) */
    server_delta_frames_within_20ms_pct: per(h.stats.deltaFramesWithin20ms * 100, h.stats.deltaFrames, 2),
    consults_per_min: per(helios.sat.actions * 60, helios.sat.seconds * actionsPerConsult, 0),
    relay_consults_per_min: per(relay.sat.actions * 60, relay.sat.seconds * actionsPerConsult, 0),
    consults_completed_per_min: helios.sat.perMin,
    relay_consults_completed_per_min: relay.sat.perMin,
    sat_event_loop_p99_ms: helios.sat.stats.eventLoopP99Ms,
    sat_cpu_pct: helios.sat.stats.cpuPct,
    turns: h.sink.turns,
    relay_turns: r.sink.turns,
    turns_per_s: round(turnsPerS, 1),
    errors: h.sink.errors + helios.idle.failed + helios.sat.errors,
    relay_errors: r.sink.errors + relay.idle.failed + relay.sat.errors,
    stalls: h.sink.stalls,
    streaming: info.streaming,
    idle: info.idle,
    helios_nodes: info.nodes,
    measure_s: round(h.seconds, 1),
    first_delay_ms: info.pacing.firstDelayMs,
    piece_delay_ms: info.pacing.pieceDelayMs,
    helios_first_gap_ms: cap.firstGapMs,
    wall_s: round(info.wallS, 1),
    host_loadavg_start: round(info.loadavg[0]),
    host_loadavg_end: round(info.loadavg[1]),
  };
  for (const [k, v] of Object.entries(json)) (json as Record<string, number>)[k] = finite(v);
  const detail = {
    redis_top_per_turn: top(h.redis.byCommand, 10, Math.max(1, h.sink.turns)),
    helios_commands_per_turn: top(h.stats.redisCommands, 12, Math.max(1, h.sink.turns)),
    helios_kb_sent_per_turn: top(h.stats.redisCommandChars, 8, Math.max(1, h.sink.turns) * 1024),
    ttft_from_ack_by_stage: byStage(h.sink.ttftFromAckByStage),
    relay_ttft_from_ack_by_stage: byStage(r.sink.ttftFromAckByStage),
    helios_redis_writes_per_turn: top(h.stats.redisWrites, 12, Math.max(1, h.sink.turns)),
    worker_redis_writes_per_turn: top(h.workerStats?.redisWrites ?? {}, 12, Math.max(1, h.sink.turns)),
    gc_longest_ms_by_kind: h.stats.gcMaxMsByKind,
    gc_pauses_over_10ms_by_kind: h.stats.gcLongByKind,
    workers: info.workersInProcess ? 'in the server process' : 'in a worker process (npm run worker)',
    relay_first_delay: info.pacing.firstDelayAfterFirstPiece ? 'after the first piece (as Helios does today)' : 'before the first piece',
    error_codes: { load: h.sink.errorCodes, saturation: helios.sat.errorCodes, relay: r.sink.errorCodes },
    scenario_actions: cap.actions,
    scenario_end_stages: cap.endStages,
  };
  return { json, detail };
}

/** "p50 / p99 ms (turns)" per stage the patient acted in */
function byStage(m: Map<string, Histogram>): Record<string, string> {
  return Object.fromEntries([...m].map(([stage, h]) => [stage, `${pctMs(h, 50)} / ${pctMs(h, 99)} ms (${h.totalCount})`]));
}

type Figures = ReturnType<typeof figures>;

export function table(f: Figures): string {
  const j = f.json;
  const rows: [string, string | number, string | number, string][] = [
    ['TTFT p50 / p99, ack → first delta (ms)', `${j.ttft_p50_ms} / ${j.ttft_p99_ms}`, `${j.relay_ttft_p50_ms} / ${j.relay_ttft_p99_ms}`, `delta before ack ${j.delta_before_ack_pct}%`],
    ['TTFT overhead p50 / p99 (ms)', `${j.ttft_overhead_p50_ms} / ${j.ttft_overhead_p99_ms}`, '', '≤ 5 / ≤ 20'],
    ['send → first delta p50 / p99 (ms)', `${j.send_ttft_p50_ms} / ${j.send_ttft_p99_ms}`, `${j.relay_send_ttft_p50_ms} / ${j.relay_send_ttft_p99_ms}`, `overhead ${j.send_ttft_overhead_p50_ms} / ${j.send_ttft_overhead_p99_ms}`],
    ['turn p50 / p99, send → whole answer (ms)', `${j.turn_p50_ms} / ${j.turn_p99_ms}`, `${j.relay_turn_p50_ms} / ${j.relay_turn_p99_ms}`, ''],
    ['event-loop delay p99 / max (ms), beyond the 10 ms sampling interval', `${j.event_loop_p99_ms} / ${j.event_loop_max_ms}`, j.relay_event_loop_p99_ms, `≤ 20; as Node reports it ${j.event_loop_p99_raw_ms} (relay ${j.relay_event_loop_p99_raw_ms})`],
    ['event-loop utilization (%); GC pauses (% of wall, longest ms, majors)', `${j.event_loop_utilization_pct}; ${j.gc_pause_pct}, ${j.gc_pause_max_ms}, ${j.gc_major_count}`, j.relay_event_loop_utilization_pct, 'main thread'],
    ['CPU, % of one core (load)', j.cpu_pct, j.relay_cpu_pct, `redis ${j.redis_cpu_pct}, workers ${j.worker_cpu_pct}, bench ${j.client_cpu_pct}; per turn Helios ${j.cpu_ms_per_turn} ms, redis ${j.redis_cpu_ms_per_turn} ms`],
    ['main thread waiting for a free CPU (% of wall)', j.cpu_wait_pct, j.relay_cpu_wait_pct, `Helios's helper threads ${j.helper_threads_cpu_wait_pct}, redis ${j.redis_cpu_wait_pct}, workers ${j.worker_cpu_wait_pct}, bench ${j.client_cpu_wait_pct} (relay run: ${j.relay_client_cpu_wait_pct})`],
    ['machine busy, % of all cores (load)', j.host_cpu_busy_pct, j.relay_host_cpu_busy_pct, `every process on the machine; taken by the hypervisor ${j.host_cpu_steal_pct} (relay run ${j.relay_host_cpu_steal_pct})`],
    ['RSS per idle consult (KB)', j.helios_rss_per_idle_kb, j.relay_rss_per_idle_kb, `above relay ${j.rss_per_consult_kb} (≤ 50)`],
    ['JS heap per idle consult (KB)', j.helios_heap_per_idle_kb, '', ''],
    ['Redis memory per idle consult (KB)', j.redis_mem_per_consult_kb, '', ''],
    ['Redis round trips per turn (INFO reads)', j.redis_round_trips_per_turn, '', `≤ 6; socket writes by Helios and its workers ${j.redis_client_writes_per_turn}`],
    ['Redis commands per turn (INFO)', j.redis_cmds_per_turn, '', 'incl. those inside scripts'],
    ['Redis commands sent per turn (client)', j.redis_client_cmds_per_turn, '', `of which lease ${j.redis_lease_cmds_per_turn}; ${j.redis_kb_written_per_turn} KB written`],
    ['outbox append p50 / p99 (ms)', `${j.outbox_append_p50_ms} / ${j.outbox_append_p99_ms}`, '', 'stored before emitted'],
    ['  of which an answer\'s first frame (ms)', `${j.first_frame_append_p50_ms} / ${j.first_frame_append_p99_ms}`, '', 'on the TTFT path'],
    ['snapshot write p50 / p99 (ms)', `${j.snapshot_write_p50_ms} / ${j.snapshot_write_p99_ms}`, '', `${j.snapshot_writes_per_turn}/turn, ${j.snapshot_bytes_avg} B`],
    ['deltas per turn; frames < 20 ms apart (%)', `${j.deltas_per_turn}; client ${j.delta_frames_within_20ms_pct}, server ${j.server_delta_frames_within_20ms_pct}`, '', '≤ 1 frame / 20 ms'],
    ['consults per minute at saturation', j.consults_per_min, j.relay_consults_per_min, `el p99 ${j.sat_event_loop_p99_ms}, cpu ${j.sat_cpu_pct}`],
    ['  of which completed inside the window', j.consults_completed_per_min, j.relay_consults_completed_per_min, ''],
    ['turns measured (errors, stalls)', `${j.turns} (${j.errors}, ${j.stalls})`, `${j.relay_turns} (${j.relay_errors})`, `${j.turns_per_s}/s`],
  ];
  const w = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => String(r[i]).length), ['metric', 'helios', 'relay', 'goal / note'][i].length));
  const line = (c: (string | number)[]) => c.map((x, i) => String(x).padEnd(w[i])).join(' | ');
  const out = [line(['metric', 'helios', 'relay', 'goal / note']), w.map((n) => '-'.repeat(n)).join('-|-'), ...rows.map(line)];
  out.push('', `load: ${j.streaming} streaming + ${j.idle} idle consults, ${j.measure_s} s measured; pace ${j.first_delay_ms} ms first delay, ${j.piece_delay_ms} ms per piece; relay waits ${f.detail.relay_first_delay}; workers ${f.detail.workers}; Helios on ${j.helios_nodes} node${j.helios_nodes > 1 ? 's (figures: work and memory summed, delays and loop use the worst node\'s)' : ''}`);
  out.push(`host load average (1 min) ${j.host_loadavg_start} at start, ${j.host_loadavg_end} at end, on ${cpus().length} cores; wall ${j.wall_s} s`);
  out.push(`failed requests: ${JSON.stringify(f.detail.error_codes)}`);
  out.push(`GC pauses under load: longest by kind ${JSON.stringify(f.detail.gc_longest_ms_by_kind)} ms; 10 ms or longer ${JSON.stringify(f.detail.gc_pauses_over_10ms_by_kind)}`);
  out.push(`Redis commands per turn (INFO): ${f.detail.redis_top_per_turn.join(', ')}`);
  out.push(`TTFT from the ack by stage: Helios ${JSON.stringify(f.detail.ttft_from_ack_by_stage)}; relay ${JSON.stringify(f.detail.relay_ttft_from_ack_by_stage)}`);
  out.push(`Helios sends per turn: ${f.detail.helios_commands_per_turn.join(', ')}`);
  out.push(`KB of arguments Helios sends per turn: ${f.detail.helios_kb_sent_per_turn.join(', ')}`);
  out.push(`Redis socket writes per turn, by connection: Helios ${f.detail.helios_redis_writes_per_turn.join(', ')}; workers ${f.detail.worker_redis_writes_per_turn.join(', ') || '–'}`);
  return out.join('\n');
}
