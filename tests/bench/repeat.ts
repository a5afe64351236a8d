// Why this exists: on this kind of machine one bench run of one tree can read twice the TTFT p99 of the
// next (the relay's CPU for the same work moves by a third between runs), so a change is judged on the
// median of several runs. This runs `bench.ts --json` N times in a row and prints each run's key
// figures with their median and range; with --json, one JSON object last.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The figures compared across runs: the goals, what they follow, and the machine's own speed. */
export const KEYS = [
  'ttft_overhead_p50_ms', 'ttft_overhead_p99_ms', 'event_loop_p99_ms', 'event_loop_utilization_pct', 'gc_pause_pct',
  'cpu_pct', 'relay_cpu_pct', 'rss_per_consult_kb', 'redis_round_trips_per_turn', 'server_delta_frames_within_20ms_pct',
  'consults_per_min', 'errors', 'stalls',
] as const;

export type RunFigures = Partial<Record<(typeof KEYS)[number], number>>;

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round(((s[m - 1] + s[m]) / 2) * 100) / 100;
}

/** Per key: every run's value, the median, the smallest and the largest. */
export function summarize(runs: RunFigures[]) {
  return Object.fromEntries(KEYS.map((k) => {
    const xs = runs.map((r) => r[k]).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    return [k, { runs: xs, median: median(xs), min: xs.length ? Math.min(...xs) : NaN, max: xs.length ? Math.max(...xs) : NaN }];
  })) as Record<(typeof KEYS)[number], { runs: number[]; median: number; min: number; max: number }>;
}

/** The last line of a bench run that parses as a JSON object. */
export function lastJson(stdout: string): RunFigures | null {
  const lines = stdout.trim().split('\n').reverse();
  for (const l of lines) {
    if (!l.startsWith('{')) continue;
    try {
      return JSON.parse(l) as RunFigures;
    } catch {
      /* not the figures line */
    }
  }
  return null;
}

function runOnce(args: string[]): Promise<RunFigures> {
  const bench = fileURLToPath(new URL('./bench.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench, ...args, '--json'], { stdio: ['ignore', 'pipe', 'inherit'] });
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
    console.error('usage: npx tsx tests/bench/repeat.ts N [bench flags]   (N runs in a row, 1..5; --json prints one JSON object last)');
    return 2;
  }
  const json = argv.includes('--json');
  const benchArgs = argv.slice(1).filter((x) => x !== '--json');
  const runs: RunFigures[] = [];
  for (let i = 1; i <= n; i++) {
    console.error(`[repeat] run ${i} of ${n}`);
    runs.push(await runOnce(benchArgs));
  }
  const s = summarize(runs);
  const width = Math.max(...KEYS.map((k) => k.length));
  console.log(`${'figure'.padEnd(width)} | median | min – max | runs`);
  for (const k of KEYS) console.log(`${k.padEnd(width)} | ${String(s[k].median).padStart(6)} | ${s[k].min} – ${s[k].max} | ${s[k].runs.join(' · ')}`);
  if (json) console.log(JSON.stringify({ runs: n, figures: s }));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then((code) => process.exit(code), (err: Error) => {
    console.error('repeat failed:', err.message);
    process.exit(1);
  });
}
