// Why this exists: issue 8's delta coalescing over the wire: pieces that come faster than one frame per
// DELTA_FRAME_MS reach the patient merged into fewer frames, in order, with nothing lost, and a stream
// re-sent after a resume carries the same text under the same seqs. Events the consult appends while a
// frame is held (a recommendation, a booking offer, a stage change) wait behind it instead of sending
// it early, so no two frames of a consult are ever written less than an interval apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { pieces } from '../../server/consult/speaker.ts';
import { makeKeys } from '../../server/stores/keys.ts';

let t: TestApp;
beforeAll(async () => {
  // a piece every 4 ms: five times faster than one frame per 20 ms
  t = await startTestApp({ STREAM_PIECE_DELAY_MS: 4, DELTA_FRAME_MS: 20 });
});
afterAll(() => t.stop());

/** A patient through a whole consult (history, recommendation, booking offer declined, handoff), with
 *  every streamed message complete: the consult appends events while its messages stream. */
async function wholeConsult(name: string): Promise<PatientClient> {
  const p = await new PatientClient(t.url).connected();
  await p.start({ locale: 'en', patient: { age: 40, name } });
  await p.say('I have had an itchy rash on both arms for two weeks');
  await p.answerUntilRecommendation(['two weeks ago', '3 out of 10', 'both forearms', 'no', 'none', 'none']);
  const offer = await p.waitForBookingOffer();
  await p.request('confirm:reply', { requestId: offer.requestId, accept: false });
  await p.waitFor('handoff:ready');
  await p.waitQuiet();
  return p;
}

describe('delta frames', () => {
  it('merges fast pieces into fewer frames that still concatenate to each message, in order', async () => {
    const p = await new PatientClient(t.url).connected();
    await p.start({ locale: 'en', patient: { age: 40, name: 'Frame Test' } });
    await p.waitFor('assistant:message');
    await p.say('My right knee has been aching for about a month');
    await p.waitFor('assistant:message', (m) => m.seq > 0 && p.isQuestion(m));
    await p.waitQuiet();
    const messages = p.all('assistant:message');
    expect(messages.length).toBeGreaterThanOrEqual(2);
    let framesTotal = 0;
    let piecesTotal = 0;
    for (const m of messages) {
      const frames = p.all('assistant:delta').filter((d) => d.messageId === m.messageId);
      expect(frames.map((d) => d.delta).join('')).toBe(m.text);
      expect(frames.every((d) => d.seq < m.seq)).toBe(true);
      framesTotal += frames.length;
      piecesTotal += pieces(m.text).length;
    }
    expect(framesTotal).toBeLessThan(piecesTotal / 2);
    const seqs = p.events.map((e) => e.event.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1)); // merging takes no seq: still gapless

    // the same frames again on resume, from the stream
    const again = await new PatientClient(t.url).connected();
    expect(await again.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: 0 })).toMatchObject({ ok: true });
    await again.waitForSeq(p.lastSeq);
    expect(again.all('assistant:delta').map((d) => [d.seq, d.delta])).toEqual(p.all('assistant:delta').map((d) => [d.seq, d.delta]));
    p.close();
    again.close();
  });

  it('writes no two frames of a consult less than an interval apart, through a whole consult with events among the frames', async () => {
    const p = await wholeConsult('Frame Spacing');
    // `at` is when each event was issued to Redis (ms): consecutive frames at least 20 ms apart
    const frames = p.all('assistant:delta');
    expect(frames.length).toBeGreaterThan(10);
    const gaps = frames.slice(1).map((d, i) => Date.parse(d.at) - Date.parse(frames[i].at));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(19); // ms rounding of the two stamps
    // the consult did append other events while a message was still streaming (what this test is about)
    const open = new Set<string>();
    let amidStream = 0;
    for (const e of p.events) {
      if (e.name === 'assistant:delta') open.add(e.event.messageId as string);
      else if (e.name === 'assistant:message') open.delete(e.event.messageId as string);
      else if (open.size) amidStream++;
    }
    expect(amidStream).toBeGreaterThan(0);
    const seqs = p.events.map((e) => e.event.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    for (const m of p.all('assistant:message')) {
      expect(frames.filter((d) => d.messageId === m.messageId).map((d) => d.delta).join('')).toBe(m.text);
    }
    p.close();
  });

  it('writes a snapshot only after the events of its consult that waited behind a held frame', async () => {
    // the commands Helios's own connection sends to Redis, in the order they go on the wire: for each
    // outbox append of a case (one script call may carry several, of several cases) its dedupe mark, and
    // for each snapshot write the stage index it records
    const keys = makeKeys(t.config.KEY_PREFIX);
    const wire: { key: string; what: 'append' | 'snapshot'; mark: string }[] = [];
    const send = t.app.redis.sendCommand.bind(t.app.redis);
    const text = (x: unknown) => (Buffer.isBuffer(x) ? x.toString() : String(x));
    t.app.redis.sendCommand = ((cmd: { name: string; args: unknown[] }, ...rest: unknown[]) => {
      const args = cmd.args.map(text);
      if (cmd.name === 'evalsha' && args[2]?.endsWith(':seq')) {
        // numkeys, then three keys per append, the TTL, then five arguments per append
        const n = Number(args[1]) / 3;
        for (let i = 0; i < n; i++) {
          const [mark, index] = args.slice(2 + 3 * n + 1 + 5 * i);
          wire.push({ key: args[2 + 3 * i], what: 'append', mark: `${mark}:${index}` });
        }
      }
      const snap = args.findIndex((a) => a.endsWith(':snap'));
      if (snap >= 0 && (cmd.name === 'evalsha' || cmd.name === 'hset')) {
        const head = args.find((a) => a.includes('"stageIndex":'));
        if (head) wire.push({ key: args[snap], what: 'snapshot', mark: `stage:${JSON.parse(head).stageIndex}` });
      }
      return (send as (...a: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof t.app.redis.sendCommand;
    try {
      const p = await wholeConsult('Snapshot Order');
      await new Promise((r) => setTimeout(r, 100)); // the last snapshot write
      const ours = wire.filter((w) => w.key === keys.caseSeq(p.caseId) || w.key === keys.caseSnapshot(p.caseId));
      const stages = p.all('consult:state').length;
      expect(stages).toBeGreaterThanOrEqual(4);
      // a snapshot that records stage change N is sent after the append of that change's event
      let checked = 0;
      ours.forEach((w, i) => {
        if (w.what !== 'snapshot' || w.mark === 'stage:0') return;
        const appended = ours.findIndex((a) => a.what === 'append' && a.mark === w.mark);
        expect(appended, `the consult:state of ${w.mark}`).toBeGreaterThanOrEqual(0);
        expect(appended, `snapshot with ${w.mark} before its consult:state`).toBeLessThan(i);
        checked++;
      });
      expect(checked).toBeGreaterThan(stages);
      p.close();
    } finally {
      t.app.redis.sendCommand = send as typeof t.app.redis.sendCommand;
    }
  });
});
