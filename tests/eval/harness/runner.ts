// Why this exists: run a suite of cases against one Helios with bounded concurrency, read each
// finished case's handoff packet, and score every case into a row, in the order of the case file.
import type { EvalCase } from './cases.ts';
import type { PacketLoader } from './helios-host.ts';
import { checkPacket, scoreCase, summarize, type CaseRow, type PacketCheck, type Summary } from './metrics.ts';
import { runSimulatedPatient, type Observation } from './simulated-patient.ts';

export interface RunOptions {
  url: string;
  /** cases in flight at once (default 8) */
  concurrency?: number;
  /** per-case timeout (default 60 s) */
  timeoutMs?: number;
  /** after an emergency, how long to wait for its handoff packet (default 5 s) */
  emergencyGraceMs?: number;
  /** reads a stored packet; without it packets are not checked (handoff_completeness from handoff:ready) */
  loadPacket?: PacketLoader;
  /** called as each case finishes (progress) */
  onCase?: (row: CaseRow, done: number, total: number) => void;
}

export interface EvalResult {
  rows: CaseRow[];
  summary: Summary;
  ms: number;
}

export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_TIMEOUT_MS = 60_000;

async function readPacket(o: Observation, loadPacket: PacketLoader | undefined): Promise<PacketCheck> {
  if (!o.handoffPacketId || !loadPacket) return null;
  try {
    return checkPacket(await loadPacket(o.handoffPacketId));
  } catch (err) {
    o.errors.push(`packet read failed: ${(err as Error).message}`);
    return { complete: false, missing: ['(read failed)'] };
  }
}

/** Run one case end to end and score it. Never throws: harness problems become the row's outcome. */
export async function runCase(c: EvalCase, opts: RunOptions): Promise<CaseRow> {
  const observation = await runSimulatedPatient(c, {
    url: opts.url,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    emergencyGraceMs: opts.emergencyGraceMs,
  });
  const packet = await readPacket(observation, opts.loadPacket);
  return scoreCase(c, observation, packet);
}

/** Run every case, at most `concurrency` at once; rows come back in the order of `cases`. */
export async function runCases(cases: EvalCase[], opts: RunOptions): Promise<EvalResult> {
  const started = Date.now();
  const concurrency = Math.max(1, Math.min(opts.concurrency ?? DEFAULT_CONCURRENCY, cases.length));
  const rows: CaseRow[] = new Array(cases.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= cases.length) return;
      rows[i] = await runCase(cases[i], opts);
      finished++;
      opts.onCase?.(rows[i], finished, cases.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rows, summary: summarize(rows), ms: Date.now() - started };
}
