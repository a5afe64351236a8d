// Why this exists: on this kind of machine one bench run of one tree can read twice the TTFT p99 of the
// next (the relay's CPU for the same work moves by a third between runs), so a change is judged on the
// median of several runs. This runs `bench.ts --json` N times in a row and prints each run's key
// figures with their median and range; with --json, one JSON object last. With `--against REF` it
// runs this tree and REF (checked out into a temporary git worktree) in pairs, so both sides see the
// same stretches of the machine, and prints each side's median and the median of the paired differences.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { msPerTurn } from './stats.ts';

/** The figures compared across runs: the goals, what they follow, and the machine's own speed. */
export const KEYS = [
  'ttft_overhead_p50_ms', 'ttft_overhead_p99_ms', 'event_loop_p99_ms', 'event_loop_utilization_pct', 'gc_pause_pct',
  'cpu_pct', 'cpu_ms_per_turn', 'redis_cpu_ms_per_turn', 'relay_cpu_pct', 'rss_per_consult_kb', 'redis_round_trips_per_turn', 'server_delta_frames_within_20ms_pct',
  'consults_per_min', 'redis_client_cmds_per_turn', 'errors', 'stalls',
  'outbox_append_p99_ms', 'first_frame_append_p99_ms', 'redis_client_writes_per_turn', 'worker_cpu_pct', 'cpu_wait_pct', 'redis_cpu_wait_pct', 'host_cpu_busy_pct', 'host_cpu_steal_pct',
] as const;

export type RunFigures = Partial<Record<(typeof KEYS)[number] | 'turns_per_s' | 'redis_cpu_pct', number>>;

/** A run's figures with the CPU per turn worked out where the run did not print it (a tree from before
 *  the bench printed it): work per turn reads the same whatever the load and the machine's stretch
 *  did to the turn rate, so it gauges a CPU cut better than `cpu_pct` does. */
export function withPerTurn(f: RunFigures): RunFigures {
  const out = { ...f };
  const turns = f.turns_per_s;
  if (!isFigure(turns) || turns <= 0) return out;
  if (out.cpu_ms_per_turn === undefined && isFigure(f.cpu_pct)) out.cpu_ms_per_turn = msPerTurn(f.cpu_pct, turns);
  if (out.redis_cpu_ms_per_turn === undefined && isFigure(f.redis_cpu_pct)) out.redis_cpu_ms_per_turn = msPerTurn(f.redis_cpu_pct, turns);
  return out;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round(((s[m - 1] + s[m]) / 2) * 100) / 100;
}

const WIDTH = Math.max(...KEYS.map((k) => k.length));

const isFigure = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** One figure of each run, leaving out runs that lack it. */
const valuesOf = (runs: RunFigures[], k: (typeof KEYS)[number]): number[] => runs.map((r) => r[k]).filter(isFigure);

/** Per key: every run's value, the median, the smallest and the largest. */
export function summarize(runs: RunFigures[]) {
  return Object.fromEntries(KEYS.map((k) => {
    const xs = valuesOf(runs, k);
    return [k, { runs: xs, median: median(xs), min: xs.length ? Math.min(...xs) : NaN, max: xs.length ? Math.max(...xs) : NaN }];
  })) as Record<(typeof KEYS)[number], { runs: number[]; median: number; min: number; max: number }>;
}

/** The last line of a bench run that parses as a JSON object. */
export function lastJson(stdout: string): RunFigures | null {
  const lines = stdout.trim().split('\n').reverse();
  for (const l of lines) {
    if (!l.startsWith('{')) continue;
    try {
      return withPerTurn(JSON.parse(l) as RunFigures);
    } catch {
      /* not the figures line */
    }
  }
  return null;
}

/** Per key, for runs made in pairs (`ours[i]` and `theirs[i]` on the same stretch of the machine): each
 *  side's runs and median, and the median of the pairs' differences (ours − theirs), which cancels what a
 *  stretch of the machine did to both. */
export function compare(ours: RunFigures[], theirs: RunFigures[]) {
  return Object.fromEntries(KEYS.map((k) => {
    const diffs: number[] = [];
    for (let i = 0; i < Math.min(ours.length, theirs.length); i++) {
      const a = ours[i][k];
      const b = theirs[i][k];
      if (isFigure(a) && isFigure(b)) diffs.push(Math.round((a - b) * 100) / 100);
    }
    const oursRuns = valuesOf(ours, k);
    const theirsRuns = valuesOf(theirs, k);
    return [k, { ours: median(oursRuns), theirs: median(theirsRuns), diff: median(diffs), diffs, oursRuns, theirsRuns }];
  })) as Record<(typeof KEYS)[number], { ours: number; theirs: number; diff: number; diffs: number[]; oursRuns: number[]; theirsRuns: number[] }>;
}

const HERE = fileURLToPath(new URL('../..', import.meta.url));

/** Check `ref` out into a temporary worktree that uses this tree's node_modules; returns its folder. */
function worktreeOf(ref: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'helios-bench-')), 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: HERE, stdio: 'ignore' });
  symlinkSync(join(HERE, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function runOnce(args: string[], root = HERE): Promise<RunFigures> {
  const bench = join(root, 'tests/bench/bench.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench, ...args, '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const f = lastJson(out);
      if (code !== 0 || !f) reject(new Error(`bench run failed (exit ${code})`));
      else resolve(f);
    });
  });
}

async function main(argv: string[]): Promise<number> {
  const n = Number(argv[0]);
  if (!Number.isInteger(n) || n < 1 || n > 5) {
    console.error('usage: npx tsx tests/bench/repeat.ts N [--against REF] [bench flags]   (N runs in a row, or N pairs with REF, 1..5; --json prints one JSON object last)');
    return 2;
  }
  const json = argv.includes('--json');
  const at = argv.indexOf('--against');
  const ref = at > 0 ? argv[at + 1] : undefined;
  if (at > 0 && !ref) {
    console.error('--against needs a git ref (a commit, a branch or a tag)');
    return 2;
  }
  const benchArgs = argv.slice(1).filter((x, i) => x !== '--json' && i + 1 !== at && i + 1 !== at + 1);
  if (ref) return pairs(n, ref, benchArgs, json);
  const runs: RunFigures[] = [];
  for (let i = 1; i <= n; i++) {
    console.error(`[repeat] run ${i} of ${n}`);
    runs.push(await runOnce(benchArgs));
  }
  const s = summarize(runs);
  console.log(`${'figure'.padEnd(WIDTH)} | median | min – max | runs`);
  for (const k of KEYS) console.log(`${k.padEnd(WIDTH)} | ${String(s[k].median).padStart(6)} | ${s[k].min} – ${s[k].max} | ${s[k].runs.join(' · ')}`);
  if (json) console.log(JSON.stringify({ runs: n, figures: s }));
  return 0;
}

async function pairs(n: number, ref: string, benchArgs: string[], json: boolean): Promise<number> {
  const other = worktreeOf(ref);
  const ours: RunFigures[] = [];
  const theirs: RunFigures[] = [];
  try {
    // the pairs take turns going first (this tree, REF; REF, this tree; ...), so neither side always
    // runs on the fresher or the more worn stretch of the machine
    for (let i = 1; i <= n; i++) {
      const sides = [{ name: 'this tree', root: HERE, into: ours }, { name: ref, root: other, into: theirs }];
      for (const side of i % 2 ? sides : sides.reverse()) {
        console.error(`[repeat] pair ${i} of ${n}: ${side.name}`);
        side.into.push(await runOnce(benchArgs, side.root));
      }
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', other], { cwd: HERE, stdio: 'ignore' });
    rmSync(join(other, '..'), { recursive: true, force: true });
  }
  const c = compare(ours, theirs);
  console.log(`${'figure'.padEnd(WIDTH)} | this tree | ${ref} | this − ${ref}: median (each pair) | runs: this tree / ${ref}`);
  for (const k of KEYS) {
    console.log(`${k.padEnd(WIDTH)} | ${String(c[k].ours).padStart(9)} | ${String(c[k].theirs).padStart(ref.length)} | ${c[k].diff} (${c[k].diffs.join(' · ')}) | ${c[k].oursRuns.join(' · ')} / ${c[k].theirsRuns.join(' · ')}`);
  }
  if (json) console.log(JSON.stringify({ pairs: n, against: ref, figures: c }));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err: Error) => {
    console.error('repeat failed:', err.message);
    process.exit(1);
  });
}
