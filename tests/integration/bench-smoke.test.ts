// Why this exists: `npm run bench` must keep working as the server changes; this runs it in --quick mode
// with tiny numbers and checks the JSON line has every figure as a finite number (no speed assertions:
// speed goals live in the benchmark and docs/performance.md, not in tests).
import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const KEYS = [
  'ttft_p50_ms', 'ttft_p99_ms', 'relay_ttft_p50_ms', 'relay_ttft_p99_ms', 'ttft_overhead_p50_ms', 'ttft_overhead_p99_ms',
  'turn_p50_ms', 'turn_p99_ms', 'relay_turn_p50_ms', 'relay_turn_p99_ms',
  'event_loop_p99_ms', 'relay_event_loop_p99_ms', 'cpu_pct', 'relay_cpu_pct',
  'rss_per_consult_kb', 'redis_cmds_per_turn', 'snapshot_write_p99_ms', 'consults_per_min', 'first_frame_append_p99_ms',
  // the machine's queue (Linux /proc; 0 elsewhere)
  'cpu_wait_pct', 'redis_cpu_wait_pct', 'host_cpu_busy_pct', 'redis_client_writes_per_turn',
];

function runBench(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, ['--import', 'tsx', join(root, 'tests/bench/bench.ts'), ...args], { cwd: root, timeout: 110_000, maxBuffer: 16 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`bench failed: ${err.message}\n${stderr.slice(-4000)}`));
      else resolvePromise({ stdout, stderr });
    });
  });
}

describe('npm run bench', () => {
  it('runs in --quick mode and prints every figure as a finite number', async () => {
    const { stdout } = await runBench(['--quick', '--streaming', '5', '--idle', '10', '--duration', '2', '--sat-seconds', '2', '--max-seconds', '90', '--json']);
    const last = stdout.trim().split('\n').at(-1) ?? '';
    const figures = JSON.parse(last) as Record<string, unknown>;
    for (const key of KEYS) {
      expect(typeof figures[key], key).toBe('number');
      expect(Number.isFinite(figures[key] as number), key).toBe(true);
    }
    for (const [key, value] of Object.entries(figures)) {
      if (typeof value === 'number') expect(Number.isFinite(value), key).toBe(true);
    }
    // the table came first
    expect(stdout).toContain('consults per minute at saturation');
    // every patient got through: the scripted consults ran against both servers
    expect(figures.turns as number).toBeGreaterThan(0);
    expect(figures.relay_turns as number).toBeGreaterThan(0);
    expect(figures.helios_nodes).toBe(1);
  }, 120_000);

  it('runs Helios as two nodes sharing Redis with --nodes 2, patients on both', async () => {
    const { stdout } = await runBench(['--quick', '--nodes', '2', '--streaming', '4', '--idle', '4', '--duration', '2', '--sat-seconds', '1', '--max-seconds', '90', '--json']);
    const figures = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Record<string, number>;
    expect(figures.helios_nodes).toBe(2);
    expect(figures.turns).toBeGreaterThan(0);
    expect(figures.errors).toBe(0);
    expect(stdout).toContain('Helios on 2 nodes');
  }, 120_000);
});
