// Why this exists: every integration test talks to one real redis-server, started here for the run
// (or the one in TEST_REDIS_URL); tests isolate themselves with unique key prefixes and queue names.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchRedis } from '../../server/redis-launcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_REDIS_URL) {
    project.provide('redisUrl', process.env.TEST_REDIS_URL);
    return async () => undefined;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'helios-test-redis-'));
  const redis = await launchRedis({ dataDir, appendOnly: false });
  project.provide('redisUrl', redis.url);
  return async () => {
    await redis.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
