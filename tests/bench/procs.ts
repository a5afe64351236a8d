// Why this exists: the bench's own processes: a throwaway redis-server in a temp dir, and the server
// children (tests/bench/server-child.ts) spoken to over IPC, each stopped by its own handle.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchRedis, type LaunchedRedis } from '../../server/redis-launcher.ts';
import type { ChildStats, StartRequest } from './server-child.ts';
import type { BenchTarget } from './server-group.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');

export interface BenchRedis {
  url: string;
  stop(): Promise<void>;
}

/** redis-server with append-only off, data in a temp dir removed on stop. */
export async function startRedis(): Promise<BenchRedis> {
  const dataDir = mkdtempSync(join(tmpdir(), 'helios-bench-redis-'));
  const r: LaunchedRedis = await launchRedis({ dataDir, appendOnly: false });
  return {
    url: r.url,
    stop: async () => {
      await r.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Reply = { id: number; ok: boolean; data?: unknown; error?: string };

/** A server under test in its own Node process. */
export class ServerChild implements BenchTarget {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly stderrTail: string[] = [];
  port = 0;

  constructor(readonly label: string, opts: { cpuProfDir?: string } = {}) {
    const execArgv = ['--expose-gc', '--import', 'tsx', ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
    if (opts.cpuProfDir) execArgv.push('--cpu-prof', '--cpu-prof-dir', opts.cpuProfDir);
    this.child = fork(join(here, 'server-child.ts'), [label], { cwd: repoRoot, execArgv, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        this.stderrTail.push(line);
        if (this.stderrTail.length > 20) this.stderrTail.shift();
      }
    });
    this.child.on('message', (m: Reply) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.ok) w.resolve(m.data);
      else w.reject(new Error(`${label}: ${m.error}`));
    });
    this.child.on('exit', (code, signal) => {
      for (const w of this.waiting.values()) w.reject(new Error(`${label} exited (${code ?? signal}); stderr: ${this.stderrTail.join('\n')}`));
      this.waiting.clear();
    });
  }

  private call<T>(op: string, extra: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const t = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${this.label}: ${op} timed out`));
      }, timeoutMs);
      this.waiting.set(id, {
        resolve: (v) => { clearTimeout(t); resolve(v as T); },
        reject: (e) => { clearTimeout(t); reject(e); },
      });
      this.child.send({ id, op, ...extra });
    });
  }

  async start(req: StartRequest): Promise<number> {
    this.port = (await this.call<{ port: number }>('start', { req })).port;
    return this.port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  pids(): number[] {
    return this.child.pid ? [this.child.pid] : [];
  }

  /** every patient connects to this one process */
  urlFor(_i: number): string {
    return this.url;
  }

  reset(): Promise<void> {
    return this.call('reset');
  }

  stats(): Promise<ChildStats> {
    return this.call('stats');
  }

  /** Collect garbage, then the resident memory. */
  gc(): Promise<{ rssKb: number; heapUsedKb: number }> {
    return this.call('gc');
  }

  /** Stop the server and let the process exit by itself (a CPU profile is written on that exit). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode) return;
    const exited = new Promise<void>((r) => this.child.once('exit', () => r()));
    await this.call('stop', {}, 15_000).catch(() => undefined);
    const t = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  }

  kill(): void {
    if (this.child.exitCode === null && !this.child.signalCode) this.child.kill('SIGKILL');
  }
}
