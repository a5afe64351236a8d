// Why this exists: the harness needs a Helios to talk to and a way to read the stored handoff packets;
// this starts the real app in-process (with its own Redis, or a given one) or points at a running one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { loopbackOverrides } from '../../support/test-app.ts';
import { createLogger } from '../../../server/logger.ts';
import { launchRedis, type LaunchedRedis } from '../../../server/redis-launcher.ts';
import { HandoffStore } from '../../../server/stores/handoff.store.ts';
import { makeKeys } from '../../../server/stores/keys.ts';

export type PacketLoader = (handoffPacketId: string) => Promise<Record<string, unknown> | null>;

/** A Helios the harness can drive: its base URL, how to read packets (absent if it cannot), and stop. */
export interface HeliosTarget {
  url: string;
  /** where packets are read from, for the report */
  description: string;
  loadPacket?: PacketLoader;
  /** the Redis and key prefix the packets live under, when known */
  packets?: { redisUrl: string; keyPrefix: string };
  stop(): Promise<void>;
}

export interface LocalOptions {
  /** use this Redis (the test suite's); otherwise a redis-server is launched into a temp dir */
  redisUrl?: string;
  /** config values on top of the harness defaults (for example HISTORY_MAX_QUESTIONS) */
  overrides?: Partial<Config>;
  /** the environment the config is read from (defaults to process.env, so HISTORY_MAX_QUESTIONS etc. apply) */
  env?: Record<string, string | undefined>;
}

/** The harness's config: port 0 on loopback, a unique key and queue prefix, silent logs, no stream delay. */
export function evalConfig(opts: LocalOptions = {}): Config {
  const prefix = `eval${randomBytes(4).toString('hex')}`;
  return loadConfig(opts.env ?? process.env, { ...loopbackOverrides(prefix), WORKERS_IN_PROCESS: true, ...opts.overrides });
}

/** Start Helios in this process. Packets are read through the app's own HandoffStore. */
export async function startLocalHelios(opts: LocalOptions = {}): Promise<HeliosTarget> {
  let launched: LaunchedRedis | null = null;
  let dataDir: string | null = null;
  let redisUrl = opts.redisUrl;
  if (!redisUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'helios-eval-redis-'));
    launched = await launchRedis({ dataDir, appendOnly: false });
    redisUrl = launched.url;
  }
  const config = evalConfig(opts);
  const app = createApp(config, { redisUrl, logger: createLogger('silent') });
  const cleanupRedis = async () => {
    await launched?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let port: number;
  try {
    ({ port } = await app.start());
  } catch (err) {
    await app.stop().catch(() => undefined);
    await cleanupRedis();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    description: `in-process Helios (key prefix ${config.KEY_PREFIX}${launched ? ', own redis-server' : ''})`,
    loadPacket: (id) => app.handoffs.load(id),
    packets: { redisUrl, keyPrefix: config.KEY_PREFIX },
    async stop() {
      await app.stop();
      await cleanupRedis();
    },
  };
}

/**
 * Drive an already running Helios. With the Redis URL and key prefix it uses, packets are read from
 * that Redis; without them handoff_completeness can only count handoff:ready events.
 */
export function remoteHelios(url: string, packets?: { redisUrl: string; keyPrefix: string }): HeliosTarget {
  const base = url.replace(/\/+$/, '');
  if (!packets) {
    return { url: base, description: `remote Helios at ${base} (packets not readable)`, stop: async () => undefined };
  }
  const redis = new Redis(packets.redisUrl, { maxRetriesPerRequest: 5 });
  redis.on('error', () => undefined);
  const store = new HandoffStore(redis, makeKeys(packets.keyPrefix));
  return {
    url: base,
    description: `remote Helios at ${base} (packets from ${packets.redisUrl}, prefix ${packets.keyPrefix})`,
    loadPacket: (id) => store.load(id),
    packets,
    stop: async () => { await redis.quit().catch(() => undefined); },
  };
}
