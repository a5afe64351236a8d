// Why this exists: integration tests start the real Helios app on port 0 against the shared test
// redis-server, with their own key prefix and queue names, and fast streaming.
import { createApp, type App, type AppDeps } from '../../server/app.ts';
import { loadConfig, NO_RATE_LIMITS, type Config } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { testRedisUrl, uniquePrefix } from './redis.ts';
import { afterAll, beforeAll } from 'vitest';
import { PatientClient } from './patient-client.ts';

export interface TestApp {
  app: App;
  url: string;
  port: number;
  config: Config;
  stop(): Promise<void>;
}

/** Helios for a test run: port 0 on loopback, its own key and queue prefix, silent logs, no stream delay, no rate limits. */
export function loopbackOverrides(prefix: string): Partial<Config> {
  return {
    PORT: 0,
    HOST: '127.0.0.1',
    KEY_PREFIX: prefix,
    QUEUE_PREFIX: `${prefix}q`,
    LOG_LEVEL: 'silent',
    STREAM_FIRST_DELAY_MS: 0,
    STREAM_PIECE_DELAY_MS: 0,
    ...NO_RATE_LIMITS,
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // SERVER_HELPER_NICE: 0: a test app runs inside the test runner's process, whose threads it leaves alone
  return loadConfig({}, { ...loopbackOverrides(uniquePrefix('h')), LEASE_MS: 10_000, SERVER_HELPER_NICE: 0, ...overrides });
}

export async function startTestApp(overrides: Partial<Config> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = createApp(config, { redisUrl: testRedisUrl(), logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), ...deps });
  const { port } = await app.start();
  return { app, url: `http://127.0.0.1:${port}`, port, config, stop: () => app.stop() };
}

/** One test app for a test file, started before its tests and stopped after them, with the patient clients it
 *  hands out closed first: the setup every socket-level consult test repeated. `app.t` is the running app. */
export function useTestApp(overrides: Partial<Config> = {}, deps: AppDeps = {}): { readonly t: TestApp; patient(): Promise<PatientClient> } {
  let t: TestApp | undefined;
  const clients: PatientClient[] = [];
  beforeAll(async () => {
    t = await startTestApp(overrides, deps);
  });
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await t?.stop();
  });
  return {
    get t() {
      if (!t) throw new Error('the test app is not started yet (use it inside a test)');
      return t;
    },
    async patient() {
      const c = await new PatientClient(this.t.url).connected();
      clients.push(c);
      return c;
    },
  };
}
