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

  it('sends a held frame first when another event of the case must follow it, and keeps a sentence behind it', async () => {
    const gate = new FrameGate(20, () => clock);
    const order: string[] = [];
    void gate.delta('c1', piece(1), issuer('c1'));
    await advance(2);
    void gate.delta('c1', piece(2), (f) => { order.push(`delta ${f.delta}`); return Promise.resolve(2); });
    void gate.behind('c1', () => { order.push('sentence'); return Promise.resolve(3); });
    expect(order).toEqual([]); // both wait for the interval
    gate.flush('c1');
    order.push('event');
    expect(order).toEqual(['delta p2 ', 'sentence', 'event']);
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
