// Why this exists: a server (`npm start`) lets its event loop get a CPU before its own helper threads
// (SERVER_HELPER_NICE): checked on a real server process, thread by thread, on Linux.
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';
import { runCommand, threadNices } from '../support/commands.ts';

let server: ChildProcess | null = null;
afterEach(() => {
  server?.kill('SIGKILL');
  server = null;
});

async function startServer(env: Record<string, string>): Promise<number> {
  const prefix = uniquePrefix('prio');
  const cmd = runCommand('server/main.ts', { REDIS_URL: testRedisUrl(), PORT: '0', HOST: '127.0.0.1', KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q`, LOG_LEVEL: 'info', ...env });
  server = cmd.child;
  await cmd.ready('helios listening');
  return cmd.child.pid!;
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
