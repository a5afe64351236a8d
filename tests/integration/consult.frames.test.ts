// Why this exists: issue 8's delta coalescing over the wire: pieces that come faster than one frame per
// DELTA_FRAME_MS reach the patient merged into fewer frames, in order, with nothing lost, and a stream
// re-sent after a resume carries the same text under the same seqs. Events the consult appends while a
// frame is held (a recommendation, a booking offer, a stage change) wait behind it instead of sending
// it early, so no two frames of a consult are ever written less than an interval apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { pieces } from '../../server/consult/speaker.ts';

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
    // everything Helios's own connection sends to Redis, in order
    let wire = '';
    const stream = (t.app.redis as unknown as { stream: { write: (chunk: unknown, ...rest: unknown[]) => boolean } }).stream;
    const write = stream.write.bind(stream);
    stream.write = (chunk: unknown, ...rest: unknown[]) => {
      wire += String(chunk);
      return write(chunk, ...rest);
    };
    try {
      const p = await wholeConsult('Snapshot Order');
      await new Promise((r) => setTimeout(r, 100)); // the last snapshot write
      // a snapshot that records stage change N is sent after the append of that change's event
      // (its dedupe mark "stage" at index N, then the event's name)
      const stages = p.all('consult:state').length;
      expect(stages).toBeGreaterThanOrEqual(4);
      // only this consult's commands: each names the case in its keys, just before its arguments
      const ours = (at: number) => wire.slice(Math.max(0, at - 400), at).includes(p.caseId);
      let checked = 0;
      for (const m of wire.matchAll(/"stageIndex":(\d+)/g)) {
        if (!ours(m.index!)) continue;
        const n = m[1];
        const append = `\r\nstage\r\n$${n.length}\r\n${n}\r\n$13\r\nconsult:state\r\n`;
        const appended = [...wire.matchAll(new RegExp(append.replace(/[$\\]/g, '\\$&'), 'g'))].map((a) => a.index!).filter(ours);
        expect(appended, `the consult:state of stage change ${n}`).toHaveLength(1);
        expect(appended[0], `snapshot with stageIndex ${n} before its consult:state`).toBeLessThan(m.index!);
        checked++;
      }
      expect(checked).toBeGreaterThan(stages);
      p.close();
    } finally {
      stream.write = write;
    }
  });
});
