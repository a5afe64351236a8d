// Why this exists: voice front-ends: interim transcripts are screened at once (an emergency can fire
// before the speaker finishes), a partial interrupts a streaming answer (closed with what was said,
// marked interrupted), finals are patient messages, and answers come as speakable sentences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
const clients: PatientClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ STREAM_PIECE_DELAY_MS: 30 });
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.stop();
});
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  clients.push(c);
  return c;
};

describe('voice', () => {
  it('sends each complete sentence for text-to-speech, in order, matching the message', async () => {
    const p = await patient();
    await p.start({ channel: 'voice', locale: 'en' });
    const msg = await p.waitFor('assistant:message');
    const sentences = p.all('assistant:sentence').filter((s) => s.messageId === msg.messageId);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.map((s) => s.index)).toEqual(sentences.map((_, i) => i + 1));
    expect(sentences.map((s) => s.sentence).join(' ')).toBe(msg.text);
    for (const s of sentences) expect(s.sentence).toMatch(/[.?!]$/);
  });

  it('does not send sentences on the chat channel', async () => {
    const p = await patient();
    await p.start({ channel: 'chat' });
    await p.waitFor('assistant:message');
    expect(p.all('assistant:sentence')).toEqual([]);
  });

  it('interrupts a streaming answer when the patient starts speaking', async () => {
    const p = await patient();
    await p.start({ channel: 'voice', locale: 'en' });
    await p.waitFor('assistant:delta');
    const ack = await p.request('transcript:partial', { utteranceId: 'u1', text: 'sorry, I' });
    expect(ack).toEqual({ ok: true, redFlag: false });
    const cut = await p.waitFor('assistant:message');
    expect(cut.interrupted).toBe(true);
    const deltas = p.all('assistant:delta').filter((d) => d.messageId === cut.messageId);
    expect(cut.text).toBe(deltas.map((d) => d.delta).join(''));
    expect(cut.text.length).toBeLessThan("Hello, I'm Helios, a virtual assistant that helps you reach the right clinician.".length * 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(p.all('assistant:delta').filter((d) => d.messageId === cut.messageId)).toHaveLength(deltas.length);
    // the final transcript is a patient message and the consult goes on
    expect(await p.request('transcript:final', { utteranceId: 'u1', text: 'I have a sore throat since Monday' })).toEqual({ ok: true, duplicate: false });
    await p.waitFor('consult:state', (e) => e.stage === 'history');
    const ctx = t.app.registry.get(p.caseId)!.context;
    expect(ctx.transcript.find((e) => e.messageId === cut.messageId)).toMatchObject({ text: cut.text, interrupted: true });
  });

  it('fires an emergency from an interim transcript before the speaker finishes', async () => {
    const p = await patient();
    await p.start({ channel: 'voice', locale: 'es' });
    const ack = await p.request('transcript:partial', { utteranceId: 'u7', text: 'mi padre tiene la cara caída y no puede hablar bien' });
    expect(ack).toEqual({ ok: true, redFlag: true });
    const em = await p.waitFor('emergency');
    expect(em.kind).toBe('medical');
    expect(em.message).toMatch(/112|emergencia/i);
  });
});
