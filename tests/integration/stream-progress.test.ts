// Why this exists: before streaming a message the speaker reads how much of it was already written, so
// a stream re-run after a restore goes on where it stopped. A consult started in this process has
// never streamed anywhere, so its first stream of each message skips that read (one Redis command per
// answer under load); a restored consult must still read it, and the text must arrive whole either way.
import { afterAll, describe, expect, it } from 'vitest';
import { makeKeys } from '../../server/stores/keys.ts';
import { PatientClient } from '../support/patient-client.ts';
import { uniquePrefix } from '../support/redis.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const running: TestApp[] = [];
afterAll(async () => {
  await Promise.allSettled(running.splice(0).map((a) => a.stop()));
});

/** Count the progress reads (HGET on the case's dedupe hash) the app's connection sends. */
function watchProgressReads(t: TestApp): { count: (caseId: string) => number } {
  const keys = makeKeys(t.config.KEY_PREFIX);
  const reads: string[] = [];
  const send = t.app.redis.sendCommand.bind(t.app.redis);
  t.app.redis.sendCommand = ((cmd: { name: string; args: unknown[] }, ...rest: unknown[]) => {
    if (cmd.name === 'hget') reads.push(String(cmd.args[0]));
    return (send as (...a: unknown[]) => unknown)(cmd, ...rest);
  }) as typeof t.app.redis.sendCommand;
  return { count: (caseId) => reads.filter((k) => k === keys.caseDedupe(caseId)).length };
}

function wholeText(p: PatientClient, messageId: string): string {
  return p.events.filter((e) => e.name === 'assistant:delta' && (e.event as { messageId?: string }).messageId === messageId)
    .map((e) => (e.event as unknown as { delta: string }).delta).join('');
}

describe('the progress read before a stream', () => {
  it('is skipped for a consult started here, and the text still arrives whole', async () => {
    const t = await startTestApp();
    running.push(t);
    const reads = watchProgressReads(t);
    const p = await new PatientClient(t.url).connected();
    await p.start({ locale: 'en' });
    await p.say('I have had a sore throat for two days');
    const q = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    expect(wholeText(p, q.messageId)).toBe(q.text);
    expect(reads.count(p.caseId)).toBe(0);
    p.close();
  });

  it('is made for a consult restored from its snapshot', async () => {
    const prefix = uniquePrefix('sp');
    const shared = { KEY_PREFIX: prefix, QUEUE_PREFIX: `${prefix}q` };
    const a = await startTestApp(shared);
    running.push(a);
    const p = await new PatientClient(a.url).connected();
    await p.start({ locale: 'en' });
    await p.say('My lower back has ached for three weeks');
    await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.waitQuiet();
    const seen = p.lastSeq;
    p.close();
    await a.stop(); // releases its lease: the next node restores the consult
    const b = await startTestApp(shared);
    running.push(b);
    const reads = watchProgressReads(b);
    const r = await new PatientClient(b.url).connected();
    r.baseStage = 'history';
    expect(await r.request('consult:resume', { caseId: p.caseId, resumeToken: p.resumeToken, lastSeq: seen })).toMatchObject({ ok: true });
    r.caseId = p.caseId;
    await r.say('about 4 out of 10');
    const q = await r.waitFor('assistant:message', (m) => m.seq > seen);
    expect(wholeText(r, q.messageId)).toBe(q.text);
    expect(reads.count(p.caseId)).toBeGreaterThan(0);
    r.close();
  });
});
