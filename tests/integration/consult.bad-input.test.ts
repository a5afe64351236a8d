// Why this exists: bad input gets a clear, structured error, changes nothing, and never crashes the
// process: invalid payloads, events before consult:start, over-long text, a wrong resume token,
// replies with nothing pending, and events after the consult ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
const clients: PatientClient[] = [];
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  clients.push(c);
  return c;
};
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.stop();
});

const code = (ack: unknown) => (ack as { ok: boolean; error?: { code: string; message: string } }).error?.code;

describe('bad input', () => {
  it('answers invalid payloads of every event with bad_request and a message', async () => {
    const p = await patient();
    const bad: [string, unknown][] = [
      ['consult:start', { channel: 'fax' }],
      ['consult:start', { patient: { age: -1 } }],
      ['consult:start', 'hello'],
      ['consult:start', { unexpected: true }],
      ['consult:resume', { caseId: 'x' }],
      ['consult:resume', { caseId: 'x', resumeToken: 'y', lastSeq: -1 }],
      ['patient:message', { text: 'hi' }],
      ['patient:message', { clientMsgId: '', text: 'hi' }],
      ['patient:message', { clientMsgId: 'x'.repeat(65), text: 'hi' }],
      ['patient:message', { clientMsgId: 'a', text: '' }],
      ['patient:message', null],
      ['patient:message', [1, 2]],
      ['transcript:final', { utteranceId: 'u' }],
      ['transcript:partial', { text: 5 }],
      ['confirm:reply', { requestId: 'r' }],
      ['confirm:reply', { requestId: 'r', accept: 'yes' }],
      ['consult:end', { now: true }],
    ];
    for (const [event, payload] of bad) {
      const ack = await p.request(event, payload);
      expect(ack.ok, `${event} ${JSON.stringify(payload)}`).toBe(false);
      expect(code(ack), `${event} ${JSON.stringify(payload)}`).toBe('bad_request');
      expect((ack as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
    }
    expect(t.app.registry.size).toBe(0);
  });

  it('refuses consult events before consult:start', async () => {
    const p = await patient();
    expect(code(await p.say('hello'))).toBe('wrong_state');
    expect(code(await p.request('transcript:final', { utteranceId: 'u1', text: 'hi' }))).toBe('wrong_state');
    expect(code(await p.request('transcript:partial', { utteranceId: 'u1', text: 'hi' }))).toBe('wrong_state');
    expect(code(await p.request('confirm:reply', { requestId: 'b1', accept: true }))).toBe('wrong_state');
    expect(code(await p.request('consult:end', {}))).toBe('wrong_state');
  });

  it('refuses text over 4000 characters with payload_too_large and keeps nothing of it', async () => {
    const p = await patient();
    await p.start();
    const ack = await p.say('a'.repeat(4001), 'long-1');
    expect(code(ack)).toBe('payload_too_large');
    const ctx = t.app.registry.get(p.caseId)!.context;
    expect(ctx.transcript.filter((e) => e.role === 'patient')).toHaveLength(0);
    // the same id can then be used for a valid message: nothing was recorded under it
    expect(await p.say('a sore throat', 'long-1')).toEqual({ ok: true, duplicate: false });
    expect(await p.say('x'.repeat(4000), 'exactly-4000')).toMatchObject({ ok: true });
  });

  it('refuses a wrong resume token with unauthorized and an unknown case with not_found', async () => {
    const a = await patient();
    await a.start();
    const b = await patient();
    expect(code(await b.request('consult:resume', { caseId: a.caseId, resumeToken: 'not-the-token', lastSeq: 0 }))).toBe('unauthorized');
    expect(code(await b.request('consult:resume', { caseId: a.caseId, resumeToken: a.resumeToken.slice(0, -1) + (a.resumeToken.endsWith('A') ? 'B' : 'A'), lastSeq: 0 }))).toBe('unauthorized');
    expect(code(await b.request('consult:resume', { caseId: 'c-does-not-exist', resumeToken: 'x', lastSeq: 0 }))).toBe('not_found');
    // the failed resume did not attach the socket to the case
    expect(code(await b.say('hello'))).toBe('wrong_state');
    expect(b.events).toEqual([]);
  });

  it('answers confirm:reply with nothing pending or a wrong request id', async () => {
    const p = await patient();
    await p.start();
    expect(code(await p.request('confirm:reply', { requestId: 'b1', accept: true, optionId: 'o1' }))).toBe('wrong_state');
  });

  it('refuses everything after the consult ended', async () => {
    const p = await patient();
    await p.start();
    expect(await p.request('consult:end', {})).toEqual({ ok: true });
    await p.waitFor('consult:state', (e) => e.stage === 'closed');
    expect(code(await p.say('one more thing'))).toBe('wrong_state');
    expect(code(await p.request('consult:end', {}))).toBe('wrong_state');
    expect(code(await p.request('transcript:final', { utteranceId: 'u9', text: 'hello' }))).toBe('wrong_state');
    // resume still works for reading what happened
    const again = await patient();
    expect(await again.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: 0 })).toEqual({ ok: true, stage: 'closed' });
  });

  it('survives events without an ack callback, unknown events and garbage', async () => {
    const p = await patient();
    const raw = p.socket as unknown as { emit(...args: unknown[]): void };
    raw.emit('patient:message', { clientMsgId: 'x' });
    raw.emit('no:such:event', { a: 1 });
    raw.emit('consult:start', undefined);
    raw.emit('patient:message', 'x'.repeat(10_000), () => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(p.socket.connected).toBe(true);
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ ok: true });
  });

  it('answers rate_limited past the message and start limits, and refuses connections past the connection limit', async () => {
    const limited = await startTestApp({ RATE_MESSAGES_PER_MIN: 3, RATE_STARTS_PER_HOUR: 2, RATE_CONNECTIONS_PER_MIN: 4 });
    try {
      const p = await new PatientClient(limited.url).connected();
      await p.start();
      for (let i = 0; i < 3; i++) expect(await p.say(`message ${i}`, `rl-${i}`)).toMatchObject({ ok: true });
      expect(code(await p.say('one too many', 'rl-3'))).toBe('rate_limited');
      await p.start();
      expect(code(await p.request('consult:start', {}))).toBe('rate_limited');
      const extra: PatientClient[] = [];
      for (let i = 0; i < 3; i++) extra.push(await new PatientClient(limited.url).connected());
      const refused = new PatientClient(limited.url);
      await expect(refused.connected()).rejects.toThrow(/rate_limited/);
      [p, ...extra, refused].forEach((c) => c.close());
    } finally {
      await limited.stop();
    }
  });
});

