// Why this exists: rule 7 (validate at the edge) proved by brute force: every inbound /consult event gets
// arbitrary and near-valid JSON over a real socket; every call is acked with a known code, nothing
// changes, and the process stays up.
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmReplyPayload, ConsultEndPayload, ConsultResumePayload, ConsultStartPayload, ERROR_CODES, PatientMessagePayload,
  TranscriptPayload,
} from '../../server/protocol/index.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const EVENTS: { name: string; schema: z.ZodType; valid: Record<string, unknown> }[] = [
  { name: 'consult:start', schema: ConsultStartPayload, valid: { locale: 'en', channel: 'chat', patient: { age: 30, sex: 'female', pregnant: false, name: 'A B' } } },
  { name: 'consult:resume', schema: ConsultResumePayload, valid: { caseId: 'c-00000000-0000-0000-0000-000000000000', resumeToken: 'tok', lastSeq: 0 } },
  { name: 'patient:message', schema: PatientMessagePayload, valid: { clientMsgId: 'm-1', text: 'my knee hurts' } },
  { name: 'transcript:partial', schema: TranscriptPayload, valid: { utteranceId: 'u-1', text: 'my knee' } },
  { name: 'transcript:final', schema: TranscriptPayload, valid: { utteranceId: 'u-1', text: 'my knee hurts' } },
  { name: 'confirm:reply', schema: ConfirmReplyPayload, valid: { requestId: 'b1', accept: true, optionId: 'o1' } },
  { name: 'consult:end', schema: ConsultEndPayload, valid: {} },
];

/** Values that tend to break hand-written checks. */
const nasty = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, '', ' ', 0, -1, -0, 1.5, 2 ** 53, Number.NaN, Infinity, true, false, [], {}, '__proto__', 'constructor', '\u0000', '\ud800', '{"a":1}', 'c-*', '{c}', '../../etc/passwd'),
  fc.string({ maxLength: 200 }),
  fc.string({ minLength: 3990, maxLength: 4100 }),
  fc.integer(),
);

/** A valid payload with 1–3 keys set to a nasty value, deleted, or added. */
function nearValid(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(valid), 'patient.age', 'patient.name', 'patient.extra', 'extra', '__proto__', 'constructor', 'toString'];
  const mutation = fc.tuple(fc.constantFrom(...keys), fc.constantFrom('set', 'delete'), nasty);
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => {
    const out = structuredClone(valid) as Record<string, unknown>;
    for (const [path, op, value] of ms) {
      const [head, sub] = path.split('.');
      const target = sub ? ((out[head] = typeof out[head] === 'object' && out[head] !== null ? { ...(out[head] as object) } : {}) as Record<string, unknown>) : out;
      const key = sub ?? head;
      if (op === 'delete') delete target[key];
      else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
}

const payloadFor = (valid: Record<string, unknown>) => fc.oneof(fc.anything(), fc.jsonValue(), nearValid(valid), nearValid(valid));

type AckShape = { ok: boolean; error?: { code: string; message: string } };
const KNOWN = new Set<string>(ERROR_CODES);

let t: TestApp;
const sockets: Socket[] = [];
const connect = async (): Promise<Socket> => {
  const s = io(`${t.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => { s.once('connect', () => resolve()); s.once('connect_error', reject); });
  return s;
};
const request = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<AckShape>;

async function caseKeys(prefix: string): Promise<string[]> {
  const ids = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await t.app.redis.scan(cursor, 'MATCH', `${prefix}:case:*`, 'COUNT', 1000);
    cursor = next;
    keys.forEach((k) => ids.add(k));
  } while (cursor !== '0');
  return [...ids].sort();
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.stop();
});

describe('fuzz every inbound /consult event', () => {
  it('answers arbitrary payloads on a fresh socket with a known code; only valid starts create a case', async () => {
    // starts on their own socket (a successful start attaches it); every other event on a socket that
    // never attaches, so even a valid payload can only be refused
    const starter = await connect();
    const loose = await connect();
    let okStarts = 0;
    for (const ev of EVENTS) {
      const s = ev.name === 'consult:start' ? starter : loose;
      await fc.assert(
        fc.asyncProperty(payloadFor(ev.valid), async (payload) => {
          const ack = await request(s, ev.name, payload);
          const valid = ev.schema.safeParse(JSON.parse(JSON.stringify([payload ?? null]))[0]).success;
          expect(typeof ack.ok).toBe('boolean');
          if (ack.ok) {
            expect(ev.name === 'consult:start' && valid).toBe(true);
            okStarts++;
            return;
          }
          expect(KNOWN.has(ack.error!.code), ack.error!.code).toBe(true);
          expect(typeof ack.error!.message).toBe('string');
          if (!valid) expect(['bad_request', 'payload_too_large']).toContain(ack.error!.code);
        }),
        { numRuns: RUNS },
      );
    }
    expect(t.app.registry.size).toBe(okStarts);
    const snaps = (await caseKeys(t.config.KEY_PREFIX)).filter((k) => k.endsWith(':meta'));
    expect(snaps).toHaveLength(okStarts);
  });

  it('changes nothing in a live consult when its events carry invalid payloads', async () => {
    const s = await connect();
    const start = await request(s, 'consult:start', {});
    expect(start.ok).toBe(true);
    const caseId = (start as unknown as { caseId: string }).caseId;
    await new Promise((r) => setTimeout(r, 500)); // the greeting has streamed
    const before = { keys: await caseKeys(t.config.KEY_PREFIX), events: await t.app.redis.xlen(`${t.config.KEY_PREFIX}:case:{${caseId}}:events`), snap: await t.app.redis.hgetall(`${t.config.KEY_PREFIX}:case:{${caseId}}:snap`), size: t.app.registry.size };
    for (const ev of EVENTS) {
      const invalid = payloadFor(ev.valid).filter((p) => !ev.schema.safeParse(JSON.parse(JSON.stringify([p ?? null]))[0]).success);
      await fc.assert(
        fc.asyncProperty(invalid, async (payload) => {
          const ack = await request(s, ev.name, payload);
          expect(ack.ok).toBe(false);
          expect(['bad_request', 'payload_too_large']).toContain(ack.error!.code);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
    expect(await caseKeys(t.config.KEY_PREFIX)).toEqual(before.keys);
    expect(await t.app.redis.xlen(`${t.config.KEY_PREFIX}:case:{${caseId}}:events`)).toBe(before.events);
    expect(await t.app.redis.hgetall(`${t.config.KEY_PREFIX}:case:{${caseId}}:snap`)).toEqual(before.snap);
    expect(t.app.registry.size).toBe(before.size);
  });

  it('survives malformed emits (no ack, extra args, binary, oversized, unknown events) and stays up', async () => {
    const s = await connect();
    for (const ev of EVENTS) {
      s.emit(ev.name, { junk: true }); // no ack callback
      s.emit(ev.name); // no payload, no ack
      s.emit(ev.name, Buffer.from([0, 1, 2, 255]), 'extra', 42);
    }
    s.emit('no:such-event', { a: 1 }, () => undefined);
    // a binary payload with an ack is still refused cleanly
    const bin = await request(s, 'patient:message', Buffer.from('hello'));
    expect(bin).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    // over maxHttpBufferSize: the server drops that socket, not the process
    const big = await connect();
    const dropped = new Promise<string>((resolve) => big.once('disconnect', (reason) => resolve(reason)));
    big.emit('patient:message', { clientMsgId: 'big', text: 'x'.repeat(200_000) });
    expect(await dropped).toBeTruthy();
    const health = await fetch(`${t.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const fresh = await connect();
    expect(await request(fresh, 'consult:end', {})).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
  });
});
