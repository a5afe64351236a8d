// Why this exists: a burst of new consults (500 started within a second, each on its own connection) must
// not stall the server's event loop: /healthz answers while they are admitted, and every start is
// acknowledged. This runs Helios in a process of its own, opens the connections, starts the consults over
// `--spread-ms`, and reads /healthz from a third process every 20 ms meanwhile; it reports the probe's
// latency and the starts' acknowledgement times. `npm run bench:burst [-- --starts 500] [-- --json]`;
// with `--cpu-prof DIR` the server writes a CPU profile there (read it with tests/bench/profile-top.ts).
import { spawn } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import { ServerChild, startRedis } from './procs.ts';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : def;
};
const STARTS = Number(arg('starts', '500'));
const SPREAD_MS = Number(arg('spread-ms', '1000'));
const PROF = process.argv.includes('--cpu-prof') ? arg('cpu-prof', '.bench-prof') : undefined;
const JSON_OUT = process.argv.includes('--json');

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (n: number) => Math.round(n * 10) / 10;

/** /healthz read every 20 ms from a process of its own (this one is busy with the sockets); latencies in ms. */
function probe(url: string) {
  const code = `
    const lat = []; let on = true;
    process.on('message', () => { on = false; });
    (async () => {
      while (on) {
        const t = performance.now();
        try { await (await fetch(${JSON.stringify(`${url}/healthz`)})).text(); lat.push(performance.now() - t); } catch { lat.push(-1); }
        await new Promise((r) => setTimeout(r, 20));
      }
      process.send(lat, () => process.exit(0));
    })();`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<number[]>((resolve) => child.once('message', (m) => resolve(m as number[])));
  return { stop: () => { child.send('stop'); return done; } };
}

async function main() {
  const redis = await startRedis();
  const server = new ServerChild('helios', { cpuProfDir: PROF });
  try {
    await server.start({
      kind: 'helios', workersInProcess: true, redisUrl: redis.url, logLevel: process.env.BENCH_LOG_LEVEL ?? 'silent',
      pacing: { firstDelayMs: 0, pieceDelayMs: 15, firstDelayAfterFirstPiece: true },
    });
    const sockets: Socket[] = [];
    for (let i = 0; i < STARTS; i++) sockets.push(io(`${server.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true }));
    await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => {
      if (s.connected) return resolve();
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    })));
    const healthz = probe(server.url);
    await new Promise((r) => setTimeout(r, 300)); // the probe's idle readings
    const began = performance.now();
    const acks = await Promise.all(sockets.map((s, i) => new Promise<{ ok: boolean; ms: number }>((resolve) => {
      setTimeout(() => {
        const t = performance.now();
        s.timeout(30_000).emit('consult:start', { locale: 'en' }, (err: Error | null, ack?: { ok: boolean }) => {
          resolve({ ok: !err && ack?.ok === true, ms: performance.now() - t });
        });
      }, (i * SPREAD_MS) / STARTS);
    })));
    const allAckedMs = performance.now() - began;
    await new Promise((r) => setTimeout(r, 300));
    const lat = (await healthz.stop()).filter((x) => x >= 0);
    const ackMs = acks.map((a) => a.ms);
    const report = {
      starts: STARTS, spread_ms: SPREAD_MS, acked_ok: acks.filter((a) => a.ok).length, all_acked_ms: round(allAckedMs),
      start_ack_p50_ms: round(pct(ackMs, 50)), start_ack_p99_ms: round(pct(ackMs, 99)), start_ack_max_ms: round(Math.max(...ackMs)),
      healthz_samples: lat.length, healthz_p50_ms: round(pct(lat, 50)), healthz_p99_ms: round(pct(lat, 99)), healthz_max_ms: round(Math.max(...lat)),
    };
    for (const s of sockets) s.close();
    if (JSON_OUT) console.log(JSON.stringify(report));
    else for (const [k, v] of Object.entries(report)) console.log(`${k.padEnd(20)} ${v}`);
  } finally {
    await server.stop();
    await redis.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
