// Why this exists: the frame gate must give a consult at most one delta frame per interval, merge the
// pieces it holds without losing or reordering text, keep each case apart, and let an interrupted
// stream drop what was never shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameGate, type Frame } from '../../server/stores/frame-gate.ts';

let clock = 0;
const sent: { caseId: string; frame: Frame; at: number }[] = [];
/** an append that "reaches Redis" after `latency` ms and returns the next seq (0 when `dedupe` says so) */
function issuer(caseId: string, latency = 1, dedupe = false) {
  return (frame: Frame) =>
    new Promise<number>((resolve) => setTimeout(() => {
      if (dedupe) return resolve(0);
      sent.push({ caseId, frame: { ...frame }, at: clock });
      resolve(sent.length);
    }, latency));
}
const advance = async (ms: number) => {
  for (let i = 0; i < ms; i++) {
    clock++;
    await vi.advanceTimersByTimeAsync(1);
  }
};
const piece = (i: number, messageId = 'm1'): Frame => ({ messageId, delta: `p${i} `, index: i });

beforeEach(() => {
  vi.useFakeTimers();
  clock = 0;
  sent.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('FrameGate', () => {
  it('sends the first piece at once and merges a burst into one frame an interval after the first is out', async () => {
    const gate = new FrameGate(20, () => clock);
    const seqs = [1, 2, 3, 4, 5].map((i) => gate.delta('c1', piece(i), issuer('c1')));
    await advance(1);
    expect(sent.map((s) => s.frame.delta)).toEqual(['p1 ']);
    await advance(19);
    expect(sent).toHaveLength(1); // 19 ms after the first frame was emitted: still held
    await advance(2);
    expect(sent.map((s) => s.frame)).toEqual([{ messageId: 'm1', delta: 'p1 ', index: 1 }, { messageId: 'm1', delta: 'p2 p3 p4 p5 ', index: 5 }]);
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(20);
    expect(await Promise.all(seqs)).toEqual([1, 2, 2, 2, 2]);
  });

  it('never emits two frames of a case less than an interval apart, whatever the pace of the pieces', async () => {
    const gate = new FrameGate(20, () => clock);
    let text = '';
    for (let i = 1; i <= 60; i++) {
      const p = piece(i);
      text += p.delta;
      void gate.delta('c1', p, issuer('c1', 1 + (i % 4)));
      await advance(i % 3 === 0 ? 0 : 7);
    }
    await advance(100);
    await gate.settled('c1');
    expect(sent.map((s) => s.frame.delta).join('')).toBe(text);
    expect(sent.length).toBeLessThan(60);
    for (let i = 1; i < sent.length; i++) expect(sent[i].at - sent[i - 1].at).toBeGreaterThanOrEqual(20);
    expect(sent.at(-1)!.frame.index).toBe(60);
  });

  it('paces cases independently', async () => {
    const gate = new FrameGate(20, () => clock);
    void gate.delta('a', piece(1), issuer('a'));
    void gate.delta('b', piece(1), issuer('b'));
    void gate.delta('a', piece(2), issuer('a'));
    await advance(2);
    expect(sent.map((s) => `${s.caseId}:${s.frame.delta}`)).toEqual(['a:p1 ', 'b:p1 ']);
    await advance(25);
    expect(sent.map((s) => `${s.caseId}:${s.frame.delta}`)).toEqual(['a:p1 ', 'b:p1 ', 'a:p2 ']);
  });

  it('releases the held frames of many cases on a shared tick, so frames due close together go out together', async () => {
    const gate = new FrameGate(20, () => clock);
    const issued = new Map<string, number[]>();
    const tracked = (caseId: string) => (f: Frame) => {
      issued.set(caseId, [...(issued.get(caseId) ?? []), clock]);
      return issuer(caseId)(f);
    };
    // 20 cases whose first frames leave 1 ms apart, each with a second piece held behind it
    for (let c = 0; c < 20; c++) {
      void gate.delta(`c${c}`, piece(1), tracked(`c${c}`));
      void gate.delta(`c${c}`, piece(2), tracked(`c${c}`));
      await advance(1);
    }
    await advance(60);
    const first = [...issued.values()].map((t) => t[0]);
    const second = [...issued.values()].map((t) => t[1]);
    expect(second).toHaveLength(20);
    second.forEach((at, c) => expect(at - first[c]).toBeGreaterThanOrEqual(20)); // each waited its interval
    second.forEach((at, c) => expect(at - first[c]).toBeLessThanOrEqual(20 + 1 + 20 / 4)); // and at most a tick more
    // one release time per tick (20 ms / 4), not one per case: under load, one Redis write per tick
    expect(new Set(second).size).toBeLessThanOrEqual(6);
  });

  it('keeps another event of the case behind a held frame until the frame goes out at its time, then issues it right after', async () => {
    const gate = new FrameGate(20, () => clock);
    const order: string[] = [];
    const log = (what: string, seq: number) => () => { order.push(`${what}@${clock}`); return Promise.resolve(seq); };
    void gate.delta('c1', piece(1), issuer('c1'));
    await advance(2);
    void gate.delta('c1', piece(2), (f) => log(`delta ${f.delta}`, 2)());
    void gate.behind('c1', 'm1', log('sentence', 3));
    const event = gate.event('c1', log('event', 4));
    expect(gate.eventsIssued('c2')).toBeNull();
    let eventsOut = false;
    void gate.eventsIssued('c1')!.then(() => (eventsOut = true));
    await advance(15);
    expect(order).toEqual([]); // 17 ms after the first frame: the frame and what follows it still wait
    expect(eventsOut).toBe(false);
    await advance(10);
    expect(order.map((o) => o.split('@')[0])).toEqual(['delta p2 ', 'sentence', 'event']);
    const at = order.map((o) => Number(o.split('@')[1]));
    expect(at[0] - sent[0].at).toBeGreaterThanOrEqual(20); // not early
    expect(new Set(at).size).toBe(1); // the event right after the frame
    expect(await event).toBe(4);
    expect(eventsOut).toBe(true);
  });

  it('issues an event at once when nothing is held, even with a frame in flight', async () => {
    const gate = new FrameGate(20, () => clock);
    void gate.delta('c1', piece(1), issuer('c1', 5));
    let issued = false;
    void gate.event('c1', () => { issued = true; return Promise.resolve(9); });
    expect(issued).toBe(true);
    expect(gate.eventsIssued('c1')).toBeNull();
  });

  it('stores pieces that come after a waiting event in a frame of their own after it, an interval later', async () => {
    const gate = new FrameGate(20, () => clock);
    const log: { what: string; at: number }[] = [];
    const frames = (caseId: string) => (f: Frame) => { log.push({ what: f.delta, at: clock }); return issuer(caseId)(f); };
    void gate.delta('c1', piece(1), frames('c1'));
    await advance(3);
    void gate.delta('c1', piece(2), frames('c1'));
    void gate.event('c1', () => { log.push({ what: 'event', at: clock }); return Promise.resolve(0); });
    void gate.delta('c1', piece(3), frames('c1'));
    void gate.delta('c1', piece(4), frames('c1'));
    await advance(80);
    expect(log.map((l) => l.what)).toEqual(['p1 ', 'p2 ', 'event', 'p3 p4 ']);
    const frameTimes = log.filter((l) => l.what !== 'event').map((l) => l.at);
    for (let i = 1; i < frameTimes.length; i++) expect(frameTimes[i] - frameTimes[i - 1]).toBeGreaterThanOrEqual(20);
  });

  it('sends the next message\'s first piece as a frame of its own, an interval after the held tail of the one before', async () => {
    const gate = new FrameGate(20, () => clock);
    void gate.delta('c1', piece(1, 'm1'), issuer('c1'));
    await advance(2);
    void gate.delta('c1', piece(2, 'm1'), issuer('c1'));
    void gate.delta('c1', piece(1, 'm2'), issuer('c1'));
    await advance(80);
    expect(sent.map((s) => `${s.frame.messageId}:${s.frame.delta}`)).toEqual(['m1:p1 ', 'm1:p2 ', 'm2:p1 ']);
    for (let i = 1; i < sent.length; i++) expect(sent[i].at - sent[i - 1].at).toBeGreaterThanOrEqual(20);
  });

  it('keeps frames an interval apart and the append order, whatever mix of pieces, messages and events comes', async () => {
    // a seeded walk: pieces of three messages in turn, events now and then, at irregular times
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const gate = new FrameGate(20, () => clock);
    const appended: string[] = [];
    const stored: { items: string[]; frame: boolean; at: number }[] = [];
    let message = 1;
    let index = 0;
    for (let step = 0; step < 400; step++) {
      const r = rand();
      if (r < 0.1) {
        const name = `e${step}`;
        appended.push(name);
        void gate.event('c1', () => { stored.push({ items: [name], frame: false, at: clock }); return Promise.resolve(1); });
      } else {
        if (r > 0.95) { message++; index = 0; }
        const p = { messageId: `m${message}`, delta: `m${message}.${++index}|`, index };
        appended.push(p.delta);
        void gate.delta('c1', p, (f) => {
          stored.push({ items: f.delta.split('|').filter(Boolean).map((x) => `${x}|`), frame: true, at: clock });
          return new Promise((resolve) => setTimeout(() => resolve(1), 1 + Math.floor(rand() * 6)));
        });
      }
      await advance(Math.floor(rand() * 14));
    }
    await advance(200);
    await gate.settled('c1');
    expect(stored.flatMap((s) => s.items)).toEqual(appended); // nothing lost, nothing reordered
    const frames = stored.filter((s) => s.frame);
    expect(frames.length).toBeLessThan(appended.length * 0.8); // and pieces were merged
    for (let i = 1; i < frames.length; i++) expect(frames[i].at - frames[i - 1].at).toBeGreaterThanOrEqual(20);
    expect(frames.every((f) => new Set(f.items.map((x) => x.split('.')[0])).size === 1)).toBe(true); // a frame is one message's
  });

  it('settles after the last held frame is out, and at once when nothing is held', async () => {
    const gate = new FrameGate(20, () => clock);
    await expect(gate.settled('nothing')).resolves.toBeUndefined();
    void gate.delta('c1', piece(1), issuer('c1'));
    void gate.delta('c1', piece(2), issuer('c1'));
    let settled = false;
    void gate.settled('c1').then(() => (settled = true));
    await advance(10);
    expect(settled).toBe(false);
    await advance(15);
    expect(settled).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('drops a held frame of an interrupted message, resolving its pieces as not sent', async () => {
    const gate = new FrameGate(20, () => clock);
    void gate.delta('c1', piece(1), issuer('c1'));
    await advance(2);
    const held = gate.delta('c1', piece(2), issuer('c1'));
    gate.discard('c1', 'm2'); // another message: nothing to drop
    gate.discard('c1', 'm1');
    expect(await held).toBe(0);
    await advance(40);
    expect(sent.map((s) => s.frame.delta)).toEqual(['p1 ']);
  });

  it('issues the events that waited behind a dropped frame, and drops only that message\'s sentences and pieces', async () => {
    const gate = new FrameGate(20, () => clock);
    const order: string[] = [];
    void gate.delta('c1', piece(1), issuer('c1'));
    await advance(2);
    const held = gate.delta('c1', piece(2), issuer('c1'));
    const sentence = gate.behind('c1', 'm1', () => { order.push('sentence'); return Promise.resolve(5); });
    const event = gate.event('c1', () => { order.push('event'); return Promise.resolve(6); });
    const late = gate.delta('c1', piece(3), issuer('c1')); // after the event: its own frame, still m1
    const next = gate.delta('c1', piece(1, 'm2'), issuer('c1'));
    gate.discard('c1', 'm1');
    expect(order).toEqual(['event']); // at once: nothing is held before it any more
    expect(gate.eventsIssued('c1')).toBeNull();
    expect(await Promise.all([held, sentence, late])).toEqual([0, 0, 0]);
    expect(await event).toBe(6);
    await advance(40);
    expect(await next).toBeGreaterThan(0);
    expect(sent.map((s) => `${s.frame.messageId}:${s.frame.delta}`)).toEqual(['m1:p1 ', 'm2:p1 ']);
  });

  it('does not count a frame the store skipped as a duplicate as emitted', async () => {
    const gate = new FrameGate(20, () => clock);
    void gate.delta('c1', piece(1), issuer('c1', 1, true));
    await advance(2);
    void gate.delta('c1', piece(2), issuer('c1'));
    await advance(1);
    expect(sent.map((s) => s.frame.delta)).toEqual(['p2 ']); // nothing was emitted before it
  });

  it('passes every piece straight through when the interval is 0', async () => {
    const gate = new FrameGate(0, () => clock);
    for (let i = 1; i <= 3; i++) void gate.delta('c1', piece(i), issuer('c1'));
    await advance(2);
    expect(sent.map((s) => s.frame.delta)).toEqual(['p1 ', 'p2 ', 'p3 ']);
  });
});
