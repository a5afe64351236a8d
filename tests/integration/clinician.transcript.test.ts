// Why this exists: a clinician must see what the patient actually heard. An answer the patient cut short
// by speaking changes after it was first sent to a watching clinician: case:get and the live
// case:transcript must both carry it as it ended, with `interrupted: true`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetailOut } from '../../server/clinician/case-actions.ts';
import type { CaseTranscriptEvent, TranscriptEntry } from '../../server/protocol/index.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const closers: { close(): void }[] = [];
beforeAll(async () => {
  t = await startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, STREAM_PIECE_DELAY_MS: 30 });
});
afterAll(async () => {
  closers.forEach((c) => c.close());
  await t.stop();
});

describe('the clinician transcript', () => {
  it('shows an interrupted assistant message as interrupted, in case:get and live', async () => {
    const dr = await new ClinicianClient(t.url, { token: await token('dr-voice', ['*']) }).connected();
    closers.push(dr);
    const live: CaseTranscriptEvent[] = [];
    dr.socket.on('case:transcript', (e: CaseTranscriptEvent) => live.push(e));
    /** the watcher's copy of the transcript, built from case:get and every case:transcript since */
    let copy: TranscriptEntry[] = [];
    const apply = (e: CaseTranscriptEvent) => { copy = [...copy.slice(0, e.from), ...e.entries, ...copy.slice(e.from + e.entries.length)]; };

    const p = await new PatientClient(t.url).connected();
    closers.push(p);
    await p.start({ channel: 'voice', locale: 'en' });
    await p.waitFor('assistant:delta');
    const opened = await dr.request<{ case: CaseDetailOut }>('case:get', { caseId: p.caseId });
    if (!opened.ok) throw new Error(`case:get failed: ${opened.error.code}`);
    copy = opened.case.transcript;
    const greeting = copy.find((e) => e.role === 'assistant')!;
    expect(greeting.interrupted).toBeUndefined(); // still streaming

    expect(await p.request('transcript:partial', { utteranceId: 'u1', text: 'sorry, I' })).toEqual({ ok: true, redFlag: false });
    const cut = await p.waitFor('assistant:message');
    expect(cut).toMatchObject({ messageId: greeting.messageId, interrupted: true });

    // live: the entry is sent again as it ended
    const deadline = Date.now() + 5000;
    const isCut = (e: TranscriptEntry) => e.messageId === cut.messageId && e.interrupted === true;
    while (!live.some((e) => e.caseId === p.caseId && e.entries.some(isCut)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    for (const e of live.filter((x) => x.caseId === p.caseId)) apply(e);
    expect(copy.find((e) => e.messageId === cut.messageId)).toEqual({ role: 'assistant', text: cut.text, at: greeting.at, messageId: cut.messageId, interrupted: true });

    // and on a fresh read
    const again = await dr.request<{ case: CaseDetailOut }>('case:get', { caseId: p.caseId });
    expect(again.ok && again.case.transcript.find((e) => e.messageId === cut.messageId)).toMatchObject({ text: cut.text, interrupted: true });
    expect(again.ok && again.case.transcript).toEqual(copy);
  });
});
