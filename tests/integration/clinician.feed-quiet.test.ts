// Why this exists: most of the time no clinician watches a case, yet every change of every consult
// built and encoded a `case:update` (and every message a `case:transcript`) for rooms with no socket in
// them. With the in-memory adapter a room empty here is empty everywhere, so nothing is broadcast; the
// case index in Redis is still written, so a clinician who connects later sees the case, and a
// clinician who is there receives every update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const closers: { close(): void }[] = [];
/** the clinician namespace's broadcasts, by event name */
const sent = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET });
  const adapter = t.app.io.of('/clinician').adapter as unknown as { broadcast(packet: { data?: unknown[] }, opts: unknown): void };
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    const name = String(packet.data?.[0]);
    sent.set(name, (sent.get(name) ?? 0) + 1);
    broadcast(packet, opts);
  };
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

describe('the clinician feed with no clinician connected', () => {
  it('broadcasts nothing, keeps the case index, and feeds a clinician who connects', async () => {
    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    await p.start({ locale: 'en' });
    await p.say('I have had a sore throat for two days');
    await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.waitQuiet();
    await t.app.io.of('/clinician').fetchSockets().then((s) => expect(s).toHaveLength(0));
    expect(sent.get('case:update') ?? 0).toBe(0);
    expect(sent.get('case:transcript') ?? 0).toBe(0);

    const dr = await new ClinicianClient(t.url, { token: await token('dr-late', ['*']) }).connected();
    closers.push(dr);
    const listed = await dr.subscribe();
    expect(listed.ok && listed.cases.find((c) => c.caseId === p.caseId)).toMatchObject({ stage: 'history' });
    // the clinician opens the case (its transcript is then watched) and follows it out of history
    expect(await dr.request('case:get', { caseId: p.caseId })).toMatchObject({ ok: true });
    const live: unknown[] = [];
    dr.socket.on('case:transcript', (e: { caseId: string }) => { if (e.caseId === p.caseId) live.push(e); });
    await p.answerUntilRecommendation(['Two days ago', 'About 4 out of 10', 'In my throat', 'No', 'No medicines', 'No allergies']);
    const u = await dr.waitForUpdate((x) => x.caseId === p.caseId && x.stage !== 'history' && x.stage !== 'triage');
    expect(u.caseId).toBe(p.caseId);
    expect(live.length).toBeGreaterThan(0);
    expect(sent.get('case:update') ?? 0).toBeGreaterThan(0);
    expect(sent.get('case:transcript') ?? 0).toBeGreaterThan(0);
  });
});
