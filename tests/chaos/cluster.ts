// Why this exists: the chaos run needs real processes it can SIGKILL and restart: a redis-server with
// AOF everysec, Helios server nodes and a BullMQ worker, all on loopback, all started (and ended) here.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../server/redis-launcher.ts';

export interface Proc {
  name: string;
  port: number;
  child: ChildProcess | null;
  starts: number;
  /** when (ms) the latest start first answered /readyz with 200 (server nodes) */
  readyAt?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Cluster {
  readonly redis: Proc = { name: 'redis', port: 0, child: null, starts: 0 };
  readonly nodes: Proc[] = [];
  readonly worker: Proc = { name: 'worker', port: 0, child: null, starts: 0 };
  private readonly log: WriteStream;
  readonly prefix = `chaos${Date.now().toString(36)}`;

  constructor(readonly dir: string, private readonly nodeEnv: Record<string, string> = {}) {
    mkdirSync(dir, { recursive: true });
    this.log = createWriteStream(join(dir, 'processes.log'), { flags: 'a' });
  }

  get redisUrl(): string {
    return `redis://127.0.0.1:${this.redis.port}`;
  }

  private pipe(p: Proc, child: ChildProcess): void {
    const tag = `[${p.name}#${p.starts}] `;
    child.stdout?.on('data', (b: Buffer) => this.log.write(tag + b.toString()));
    child.stderr?.on('data', (b: Buffer) => this.log.write(tag + b.toString()));
    child.once('exit', (code, signal) => {
      this.log.write(`${tag}exited code=${code} signal=${signal}\n`);
      if (p.child === child) p.child = null;
    });
  }

  async startRedis(): Promise<void> {
    if (!this.redis.port) this.redis.port = await freePort();
    const data = join(this.dir, 'redis');
    mkdirSync(data, { recursive: true });
    const args = [
      '--port', String(this.redis.port), '--bind', '127.0.0.1', '--dir', data, '--appendonly', 'yes',
      '--appendfsync', 'everysec', '--save', '', '--daemonize', 'no', '--loglevel', 'warning',
    ];
    const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.redis.starts++;
    this.redis.child = child;
    this.pipe(this.redis, child);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const probe = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        // after a restart Redis answers LOADING until the AOF is replayed
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        if (Date.now() > deadline) throw new Error('redis-server did not start');
      } finally {
        probe.disconnect();
      }
      await sleep(50);
    }
  }

  private env(extra: Record<string, string>): NodeJS.ProcessEnv {
    return {
      ...process.env, REDIS_URL: this.redisUrl, KEY_PREFIX: this.prefix, QUEUE_PREFIX: `${this.prefix}q`, HOST: '127.0.0.1',
      LOG_LEVEL: 'warn', ...this.nodeEnv, ...extra,
    };
  }

  async startNode(i: number): Promise<void> {
    const p = (this.nodes[i] ??= { name: `node${i}`, port: 0, child: null, starts: 0 });
    if (!p.port) p.port = await freePort();
    // each node its own stable identity: a restart of node i is a new epoch of the same node
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: this.env({ PORT: String(p.port), WORKERS_IN_PROCESS: 'false', NODE_ID: `${this.prefix}-node${i}` }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    p.starts++;
    p.child = child;
    this.pipe(p, child);
    p.readyAt = undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (!p.child) throw new Error(`${p.name} exited during start (see ${this.dir}/processes.log)`);
      // /readyz: what a load balancer waits for before it sends patients to the node
      const ok = await fetch(`http://127.0.0.1:${p.port}/readyz`).then((r) => r.ok, () => false);
      if (ok) {
        p.readyAt = Date.now();
        return;
      }
      await sleep(50);
    }
    throw new Error(`${p.name} did not become ready`);
  }

  async startWorker(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], { env: this.env({ LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'pipe'] });
    this.worker.starts++;
    this.worker.child = child;
    this.pipe(this.worker, child);
    await new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('worker did not start')), 30_000);
      child.stdout?.on('data', (b: Buffer) => {
        if (b.toString().includes('helios workers running')) {
          clearTimeout(t);
          resolve();
        }
      });
      child.once('exit', () => reject(new Error(`worker exited during start (see ${this.dir}/processes.log)`)));
    });
  }

  /** SIGKILL one of our processes and wait until it is gone. */
  async kill(p: Proc, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = p.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await gone;
    p.child = null;
  }

  alive(i: number): boolean {
    return Boolean(this.nodes[i]?.child);
  }

  nodeUrl(i: number): string {
    return `http://127.0.0.1:${this.nodes[i].port}`;
  }

  /** End every process this cluster started (SIGTERM, then SIGKILL), each by its own handle. */
  async stop(): Promise<void> {
    const end = async (p: Proc) => {
      const child = p.child;
      if (!child) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(t);
    };
    // servers and worker first (their graceful stop still needs Redis), then Redis
    await Promise.all([...this.nodes, this.worker].map(end));
    await end(this.redis);
    this.log.end();
  }
}
