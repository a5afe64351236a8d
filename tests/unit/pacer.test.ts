// Why this exists: a stream sleeps once per piece through one pacer, which holds a single abort listener
// for the whole stream. An interruption must still wake the sleep at once, and the listener must go when
// the stream ends (a listener left on the signal for every stream would pile up).
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { pacer } from '../../server/consult/pacer.ts';

describe('pacer', () => {
  it('sleeps the time asked, with one abort listener however many sleeps, and none after done', async () => {
    const ctl = new AbortController();
    const p = pacer(ctl.signal);
    const t0 = performance.now();
    for (let i = 0; i < 5; i++) await p.sleep(4);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(18);
    expect(getEventListeners(ctl.signal, 'abort')).toHaveLength(1);
    p.done();
    expect(getEventListeners(ctl.signal, 'abort')).toHaveLength(0);
  });

  it('wakes the sleep under way when the signal aborts, and does not sleep after it', async () => {
    const ctl = new AbortController();
    const p = pacer(ctl.signal);
    const t0 = performance.now();
    setTimeout(() => ctl.abort(), 5);
    await p.sleep(10_000);
    await p.sleep(10_000);
    expect(performance.now() - t0).toBeLessThan(5_000);
    p.done();
  });

  it('sleeps without a signal, and not at all for zero', async () => {
    const p = pacer();
    const t0 = performance.now();
    await p.sleep(0);
    await p.sleep(3);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(2);
    p.done();
  });
});
