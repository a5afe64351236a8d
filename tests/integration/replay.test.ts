// Why this exists: a consult can be replayed from its audit chain: the same engine reproduces every
// recorded agent output, and a changed engine (or a tampered record) shows where it diverges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayCase, rerun } from '../../server/tools/replay.ts';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
let caseId = '';
beforeAll(async () => {
  t = await startTestApp();
  const p = await new PatientClient(t.url).connected();
  await p.start({ locale: 'en', patient: { name: 'Replay Test' } });
  await p.say('I have had an itchy rash on both arms for two weeks');
  // a health question mid-interview records an `education` output on the chain
  const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
  await p.say('What are the common symptoms of diabetes?');
  await p.waitFor('assistant:message', (m) => m.seq > question.seq && m.text.startsWith('Back to your consult'));
  await p.answerUntilRecommendation(['two weeks ago', '3 out of 10', 'both forearms', 'no', 'none', 'none']);
  const offer = await p.waitForBookingOffer();
  await p.request('confirm:reply', { requestId: offer.requestId, accept: false });
  await p.waitFor('handoff:ready');
  caseId = p.caseId;
  p.close();
});
afterAll(async () => {
  await t.stop();
});

describe('replay', () => {
  it('reproduces every recorded agent output with the same engine', async () => {
    const { steps, chainBroken } = await replayCase(t.app.audit, caseId);
    expect(chainBroken).toBe(-1);
    expect(steps.map((s) => s.role)).toEqual(expect.arrayContaining(['interview', 'education', 'council', 'judge', 'plan', 'safety']));
    expect(steps.every((s) => s.inputIntact)).toBe(true);
    expect(steps.filter((s) => !s.same)).toEqual([]);
  });

  it('reports where a changed engine would diverge', async () => {
    const base = createOfflineRoles();
    const changed = { ...base, plan: async (i: Parameters<typeof base.plan>[0]) => ({ ...(await base.plan(i)), urgency: 5 }) };
    const { steps } = await replayCase(t.app.audit, caseId, changed);
    const diverged = steps.filter((s) => !s.same);
    expect(diverged.map((s) => s.role)).toEqual(['plan']);
    expect(diverged[0].differs).toEqual(['urgency']);
  });

  it('replays the answer to a health question', async () => {
    const base = createOfflineRoles();
    const { steps } = await replayCase(t.app.audit, caseId, base);
    const education = steps.filter((s) => s.role === 'education');
    expect(education).toHaveLength(1);
    expect(education[0]).toMatchObject({ same: true, inputIntact: true });
    // the answer rerun on its recorded input is the recorded answer, text and citations alike
    const rec = (await t.app.audit.read(caseId)).filter((e) => e.type === 'agent.output').map((e) => JSON.parse(e.data) as { role: string; engine: string; input: unknown; output: { text: string; citations: unknown[] } }).find((r) => r.role === 'education')!;
    const fresh = await rerun(base, rec) as { text: string; citations: unknown[] };
    expect(fresh.citations.length).toBeGreaterThan(0);
    expect(fresh).toMatchObject({ text: rec.output.text, citations: rec.output.citations });
  });
});
