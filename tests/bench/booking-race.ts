// Why this exists: the booking layer's goal figure: N concurrent accepts over K slots, each a real
// book_appointment BullMQ job run by the workers, through the clinic router's MCP connectors, to the
// clinic silos' Lua booking. Exactly K bookings, 0 double-booked, every accept answered; then every job
// is replayed (a retry) and must change nothing. `npx tsx tests/bench/booking-race.ts [--accepts 200 --slots 20]`
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as hdr from 'hdr-histogram-js';
import { Redis } from 'ioredis';
import { appointmentIdFor, type BookResultOut } from '../../actors/tools/book-appointment.tool.ts';
import { slotRef } from '../../actors/tools/clinic-router.ts';
import { startClinicServer } from '../../server/clinics/clinic-mcp.server.ts';
import { createLogger } from '../../server/logger.ts';
import { Queues } from '../../server/queues/queues.ts';
import { startWorkers } from '../../server/queues/workers.ts';
import { launchRedis } from '../../server/redis-launcher.ts';

export interface RaceOptions {
  redisUrl: string;
  prefix: string;
  accepts?: number;
  slots?: number;
  /** worker concurrency per queue (default 16) */
  concurrency?: number;
}

export interface RaceReport {
  accepts: number;
  slots: number;
  booked: number;
  taken: number;
  failed: number;
  doubleBooked: number;
  appointmentsInRedis: number;
  replayBooked: number;
  replayChanged: number;
  wallMs: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export async function runBookingRace(opts: RaceOptions): Promise<RaceReport> {
  const accepts = opts.accepts ?? 200;
  const k = opts.slots ?? 20;
  const redis = new Redis(opts.redisUrl);
  const logger = createLogger('silent');
  const clinics = await startClinicServer({ redis, prefix: opts.prefix, port: 0 });
  const workers = startWorkers({ redisUrl: opts.redisUrl, prefix: `${opts.prefix}q`, clinics: { connectors: clinics.connectors }, logger, concurrency: opts.concurrency ?? 16 });
  const queues = new Queues(opts.redisUrl, `${opts.prefix}q`, 60_000);
  try {
    await Promise.all([workers.ready(), queues.ready()]);
    // the K earliest general-practice slots across all clinics: the ones every consult was offered
    const from = new Date(Date.now() + 3_600_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const found = (await Promise.all(clinics.silos.all().map(async (s) =>
      (await s.store.searchSlots({ specialty: 'general_practice', from, to, limit: k })).map((v) => ({ ...v, ref: slotRef(s.clinic.id, v.slotId) })))))
      .flat().sort((a, b) => a.start.localeCompare(b.start) || a.ref.localeCompare(b.ref)).slice(0, k);
    if (found.length < k) throw new Error(`only ${found.length} slots found`);

    const job = (i: number, attempt: string) => queues.run<BookResultOut>(queues.booking, 'book_appointment',
      { caseId: `race${i}`, requestId: 'b1', slotId: found[i % k].ref, locale: 'en-US', patientName: `Patient ${i}` }, `race${i}-book-b1-${attempt}`);
    const latency = hdr.build();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: accepts }, async (_, i) => {
      const t0 = performance.now();
      const r = await job(i, 'a').catch((err: Error) => ({ ok: false as const, reason: 'failed' as const, message: err.message }));
      latency.recordValue(Math.max(1, Math.round(performance.now() - t0)));
      return r;
    }));
    const wallMs = Math.round(performance.now() - started);

    // double-booking check straight from the silos: each slot holds at most one live appointment
    let doubleBooked = 0;
    let appointmentsInRedis = 0;
    for (const s of found) {
      const silo = clinics.silos.siloOfSlot(s.slotId)!;
      const live = (await Promise.all(Array.from({ length: accepts }, (_, i) => silo.store.getAppointment(appointmentIdFor(`race${i}`, 'b1')))))
        .filter((a) => a && a.status === 'booked' && a.slotId === s.slotId).length;
      appointmentsInRedis += live;
      if (live > 1) doubleBooked += live - 1;
    }
    // a retried job (new job id, same case and request) must answer the same and book nothing new
    const replay = await Promise.all(Array.from({ length: accepts }, (_, i) => job(i, 'retry')));
    const replayChanged = replay.filter((r, i) => JSON.stringify(r) !== JSON.stringify(results[i])).length;

    return {
      accepts, slots: k,
      booked: results.filter((r) => r.ok).length,
      taken: results.filter((r) => !r.ok && r.reason === 'taken').length,
      failed: results.filter((r) => !r.ok && r.reason !== 'taken').length,
      doubleBooked, appointmentsInRedis,
      replayBooked: replay.filter((r) => r.ok).length,
      replayChanged,
      wallMs,
      latencyMs: { p50: latency.getValueAtPercentile(50), p95: latency.getValueAtPercentile(95), p99: latency.getValueAtPercentile(99), max: latency.maxValue },
    };
  } finally {
    await queues.close();
    await workers.close();
    await clinics.stop();
    const keys = await redis.keys(`${opts.prefix}*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    await redis.quit();
  }
}

async function main(): Promise<void> {
  const arg = (name: string, def: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : def;
  };
  const dataDir = process.env.REDIS_URL ? null : mkdtempSync(join(tmpdir(), 'helios-race-'));
  const launched = dataDir ? await launchRedis({ dataDir, appendOnly: false }) : null;
  try {
    const report = await runBookingRace({
      redisUrl: process.env.REDIS_URL ?? launched!.url, prefix: `race${Date.now().toString(36)}`,
      accepts: arg('accepts', 200), slots: arg('slots', 20), concurrency: arg('concurrency', 16),
    });
    console.log(`${report.accepts} concurrent accepts over ${report.slots} slots: ${report.booked} booked, ${report.taken} taken, ${report.failed} failed, ${report.doubleBooked} double-booked`);
    console.log(`replayed every job: ${report.replayBooked} booked, ${report.replayChanged} answers changed; wall ${report.wallMs} ms; accept latency ms p50 ${report.latencyMs.p50} p95 ${report.latencyMs.p95} p99 ${report.latencyMs.p99} max ${report.latencyMs.max}`);
    console.log(JSON.stringify(report));
    process.exitCode = report.booked === report.slots && report.doubleBooked === 0 && report.failed === 0 && report.replayChanged === 0 ? 0 : 1;
  } finally {
    await launched?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
