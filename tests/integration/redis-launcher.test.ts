// Why this exists: `npm start` launches its own redis-server with AOF, and when redis-server is missing
// it prints the one command that installs it and exits non-zero.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { launchRedis, RedisMissingError } from '../../server/redis-launcher.ts';

describe('embedded redis-server', () => {
  it('starts with appendonly on under the data directory and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-launch-'));
    const r = await launchRedis({ dataDir: dir });
    const c = new Redis(r.url);
    expect(await c.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    expect(await c.config('GET', 'dir')).toEqual(['dir', dir]);
    await c.set('k', 'v');
    c.disconnect();
    await r.stop();
    expect(existsSync(join(dir, 'appendonlydir'))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reports a missing redis-server with the install command', async () => {
    const path = process.env.PATH;
    const dir = mkdtempSync(join(tmpdir(), 'helios-missing-'));
    process.env.PATH = '/nonexistent';
    try {
      await expect(launchRedis({ dataDir: dir })).rejects.toBeInstanceOf(RedisMissingError);
    } finally {
      process.env.PATH = path;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes npm start print the install command and exit non-zero', () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-nostart-'));
    const env = { ...process.env, PATH: '/nonexistent', REDIS_URL: '', PORT: '0', DATA_DIR: dir };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 30_000 });
    rmSync(dir, { recursive: true, force: true });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/apt-get install -y redis-server/);
  });
});
