// Why this exists: issue 8's delta coalescing over the wire: pieces that come faster than one frame per
// DELTA_FRAME_MS reach the patient merged into fewer frames, in order, with nothing lost, and a stream
// re-sent after a resume carries the same text under the same seqs.
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
});
