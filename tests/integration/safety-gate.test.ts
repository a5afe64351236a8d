// Why this exists: the safety review's escalation must act, over real sockets: a consult whose medicines
// interact severely (warfarin with ibuprofen) is not booked; the patient is told in plain words what to do
// now, and the case waits for a clinician on the live dashboard, who can take it and speak to the patient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { text } from '../../machines/consult.texts.ts';

let t: TestApp;
const closers: { close(): void }[] = [];

beforeAll(async () => {
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

describe('the safety gate', () => {
  it('hands a consult with a severe interaction to a clinician instead of booking it', async () => {
    const clinician = await new ClinicianClient(t.url, { token: await token('dr-gate', ['*']) }).connected();
    closers.push({ close: () => clinician.socket.close() });
    expect((await clinician.subscribe()).ok).toBe(true);

    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    await p.start({ locale: 'en', patient: { age: 70, sex: 'male', name: 'Sam Gate' } });
    await p.waitFor('assistant:message');
    await p.say('My knee has been aching for a week, I take warfarin every day and have been taking ibuprofen for the knee');
    await p.answerUntilRecommendation(['about a week', '4 out of 10', 'the right knee', 'warfarin and ibuprofen', 'no allergies', 'no']);

    await p.waitFor('consult:state', (e) => e.stage === 'escalated');
    const told = await p.waitFor('assistant:message', (m) => m.text === text('safetyEscalated', 'en'));
    expect(told.text).toMatch(/nothing has been booked/);
    await p.waitQuiet(1500);
    expect(p.all('confirm:request')).toEqual([]);
    expect(p.all('booking:confirmed')).toEqual([]);

    // live on the dashboard, held by nobody yet
    const seen = await clinician.waitForUpdate((s) => s.caseId === p.caseId && s.stage === 'escalated');
    expect(seen.stage).toBe('escalated');
    const detail = await clinician.request<{ case: { escalation: { by: string; reason?: string } } }>('case:get', { caseId: p.caseId });
    expect(detail.ok && detail.case.escalation).toMatchObject({ by: 'system', reason: 'safety_review' });
    expect((await clinician.request('case:takeover', { caseId: p.caseId })).ok).toBe(true);
    expect((await clinician.request('clinician:message', { caseId: p.caseId, text: 'Hello, I am reviewing your medicines.' })).ok).toBe(true);
    await p.waitFor('assistant:message', (m) => m.text === 'Hello, I am reviewing your medicines.');
  });
});
