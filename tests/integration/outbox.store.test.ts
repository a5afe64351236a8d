// Why this exists: the outbox writes the first frame of an answer to Redis at once, in a write of its
// own, instead of behind the connection's batching (issue 8: time to first token); these tests pin
// down when it does, and that doing so never changes the order a case's events are stored in.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxStore, type OutboundEvent } from '../../server/stores/outbox.store.ts';
import { makeKeys } from '../../server/stores/keys.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

// as the app's connection: commands issued in one loop turn go as one write, one batch at a time
const redis = new Redis(testRedisUrl(), { enableAutoPipelining: true, maxRetriesPerRequest: null });
const keys = makeKeys(uniquePrefix('outbox'));
const delivered: { caseId: string; out: OutboundEvent }[] = [];
/** what reached a case's room and a resume's replay, in the order it happened */
const timeline: string[] = [];
const outbox = new OutboxStore(redis, keys, 60, (caseId, out) => {
  delivered.push({ caseId, out });
  timeline.push(`${caseId} live ${out.event.seq}`);
}, 20);
/** Records what a connected client writes to its socket, as text, write by write, into `into`. */
function recordWrites(client: Redis, into: string[]): void {
  const stream = (client as unknown as { stream: { write: (chunk: unknown, ...rest: unknown[]) => boolean } }).stream;
  const write = stream.write.bind(stream);
  stream.write = (chunk: unknown, ...rest: unknown[]) => {
    into.push(String(chunk));
    return write(chunk, ...rest);
  };
}

/** what went to the socket, as text, write by write */
const writes: string[] = [];

beforeAll(async () => {
  await redis.ping();
  recordWrites(redis, writes);
});
afterAll(() => redis.disconnect());

const delta = (caseId: string, messageId: string, text: string, index: number) =>
  outbox.append(caseId, 'assistant:delta', { messageId, delta: text }, { name: messageId, index });

describe('OutboxStore: the first frame of an answer', () => {
  it('is written to Redis at once, alone, and stored and delivered as any frame', async () => {
    writes.length = 0;
    const stored = delta('c1', 'm1', 'Hello ', 1);
    // written during the call, not at the end of the loop turn
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('assistant:delta');
    expect(await stored).toBe(1);
    expect(delivered.filter((d) => d.caseId === 'c1').map((d) => d.out.event)).toEqual([
      expect.objectContaining({ seq: 1, messageId: 'm1', delta: 'Hello ' }),
    ]);
    // a re-run that writes the same first piece again is skipped by its mark, on this path too
    expect(await delta('c1', 'm1', 'Hello ', 1)).toBe(0);
  });

  it('waits for the batch when the case has an earlier append pending, so it cannot overtake it', async () => {
    writes.length = 0;
    const stage = outbox.append('c2', 'consult:state', { stage: 'history', previous: 'triage' });
    const first = delta('c2', 'm2', 'Since ', 1);
    expect(writes).toHaveLength(0); // both wait for the batch
    expect([await stage, await first]).toEqual([1, 2]);
    expect(delivered.filter((d) => d.caseId === 'c2').map((d) => d.out.name)).toEqual(['consult:state', 'assistant:delta']);
  });

  it('is the only piece written at once: the pieces after it go with the batch', async () => {
    expect(await delta('c3', 'm3', 'How ', 1)).toBe(1);
    await new Promise((r) => setTimeout(r, 25)); // past the frame interval, so the gate issues it now
    writes.length = 0;
    const second = delta('c3', 'm3', 'long ', 2);
    expect(writes).toHaveLength(0);
    expect(await second).toBe(2);
    const stored = await redis.xrange(keys.caseEvents('c3'), '-', '+');
    expect(stored.map(([id, f]) => [id, JSON.parse(f[3]).delta])).toEqual([['1-0', 'How '], ['2-0', 'long ']]);
  });

  it('waits for the batch while a resume\'s replay read is out, so its delivery cannot run before the replay', async () => {
    expect(await outbox.append('c6', 'consult:state', { stage: 'history', previous: 'triage' })).toBe(1);
    writes.length = 0;
    timeline.length = 0;
    // a resume: read what came after seq 1, then join the room in the same tick (the namespace's job)
    const replayed = outbox.replay('c6', 1, (events) => timeline.push(`c6 replay ${events.map((e) => e.event.seq).join(',')}`));
    const first = delta('c6', 'm6', 'Where ', 1);
    expect(writes).toHaveLength(0); // not ahead of the read
    await replayed;
    expect(await first).toBe(2);
    // the frame was stored after the read, so the patient gets it live, after the replay
    expect(timeline).toEqual(['c6 replay ', 'c6 live 2']);
    // once the replay is done, the next answer's first frame is written at once again
    const next = delta('c6', 'm7', 'And ', 1);
    expect(writes.length).toBeGreaterThan(0);
    expect(await next).toBe(3);
  });

  it('when refused, rejects for whoever awaits it and leaves nothing of the case pending', async () => {
    const broken = new Redis(testRedisUrl(), { enableAutoPipelining: true, maxRetriesPerRequest: null });
    await broken.ping();
    const failing = new OutboxStore(broken, keys, 60, () => undefined, 20);
    // a string where the script counts: INCR fails inside the script, so the append is refused
    await redis.set(keys.caseSeq('c4'), 'not-a-number');
    await expect(failing.append('c4', 'assistant:delta', { messageId: 'm4', delta: 'Hi ' }, { name: 'm4', index: 1 })).rejects.toThrow();
    await redis.del(keys.caseSeq('c4'));
    // nothing pending is left behind: the next answer's first frame is written at once again
    const seen: string[] = [];
    recordWrites(broken, seen);
    const next = failing.append('c4', 'assistant:delta', { messageId: 'm5', delta: 'Hi ' }, { name: 'm5', index: 1 });
    expect(seen).toHaveLength(1);
    expect(await next).toBe(1);
    broken.disconnect();
  });
});
