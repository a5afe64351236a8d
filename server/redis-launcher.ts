// Why this exists: `npm start` and the test suite need a real Redis without asking the user to run
// one; this launches a local redis-server (AOF on) on a free or given port and stops it on exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_INSTALL_HINT = 'apt-get install -y redis-server';

export class RedisMissingError extends Error {
  constructor() {
    super(`redis-server is not installed. Install it with:\n  ${REDIS_INSTALL_HINT}\n(or set REDIS_URL to an existing Redis 7).`);
  }
}

export interface LaunchedRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function launchRedis(opts: { port?: number; dataDir: string; appendOnly?: boolean }): Promise<LaunchedRedis> {
  const port = opts.port && opts.port > 0 ? opts.port : await freePort();
  mkdirSync(opts.dataDir, { recursive: true });
  const args = [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', opts.dataDir,
    '--appendonly', opts.appendOnly === false ? 'no' : 'yes', '--appendfsync', 'everysec',
    '--save', '', '--daemonize', 'no', '--protected-mode', 'yes', '--loglevel', 'warning',
  ];
  const child: ChildProcess = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const spawnError = new Promise<never>((_, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? new RedisMissingError() : err));
    child.once('exit', (code) => reject(new Error(`redis-server exited early with code ${code}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  await Promise.race([waitForPing(url), spawnError]);
  spawnError.catch(() => undefined);
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  return {
    url,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        process.removeListener('exit', stopOnExit);
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForPing(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${url}`);
    } finally {
      probe.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
