// Why this exists: a server (`npm start`) lets its event loop get a CPU before its own helper threads
// (SERVER_HELPER_NICE): checked on a real server process, thread by thread, on Linux.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

/** The nice value of each thread of a process, by thread id (Linux: field 19 of .../stat). */
function threadNices(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

let server: ChildProcess | null = null;
afterEach(() => {
  server?.kill('SIGKILL');
  server = null;
});

async function startServer(env: Record<string, string>): Promise<number> {
  const prefix = uniquePrefix('prio');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, REDIS_URL: testRedisUrl(), PORT: '0', HOST: '127.0.0.1', KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = server;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('helios listening')) { clearTimeout(timer); resolve(); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}`)); });
  });
  return child.pid!;
}

describe.skipIf(process.platform !== 'linux')('a server process and its CPU priority', () => {
  it('puts every thread but the event loop at SERVER_HELPER_NICE (default 5), and the loop stays at 0', async () => {
    const pid = await startServer({});
    const nices = threadNices(pid);
    expect(nices.get(pid)).toBe(0);
    const helpers = [...nices].filter(([tid]) => tid !== pid).map(([, n]) => n);
    expect(helpers.length).toBeGreaterThan(0);
    // threads started after the change (libuv's pool, made by the main thread) take the main thread's 0
    expect(helpers.filter((n) => n === 5).length).toBeGreaterThanOrEqual(4); // V8's platform threads at least
    expect(helpers.every((n) => n === 5 || n === 0)).toBe(true);
  }, 40_000);

  it('leaves every thread alone with SERVER_HELPER_NICE=0', async () => {
    const pid = await startServer({ SERVER_HELPER_NICE: '0' });
    expect(new Set(threadNices(pid).values())).toEqual(new Set([0]));
  }, 40_000);
});
