// Why this exists: the council runs at least 3 members in parallel, never more than 5 at a time, each
// with a timeout and retries, and goes on with the members that answered.
import { describe, expect, it } from 'vitest';
import { conditionGuidelines } from '../../actors/engine/differential.ts';
import { retrieveGuidelines } from '../../actors/engine/evidence.ts';
import { gatherFacts } from '../../actors/agents/history.agent.ts';
import { convene, councilMembers, keyedEvidence, leadingDifferential } from '../../actors/agents/council.agent.ts';
import type { AgentRoles } from '../../actors/agents/roles.ts';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';

const facts = { complaint: 'rash', opqrst: {}, medications: [], allergies: [], conditions: [], findings: ['rash'], negatedFindings: [], unknown: [] };

function roles(overrides: Partial<AgentRoles>): AgentRoles {
  return { ...createOfflineRoles(), ...overrides };
}
const noTools = async () => { throw new Error('no tools in this test'); };

describe('council', () => {
  it('pads a small council to 3 members with general practice and emergency medicine', async () => {
    const r = roles({ formCouncil: async () => ['dermatology'] });
    expect(await councilMembers(r, facts, {})).toEqual(['dermatology', 'general_practice', 'emergency_medicine']);
    const five = roles({ formCouncil: async () => ['a', 'b', 'c', 'd', 'e', 'f', 'a'] });
    expect(await councilMembers(five, facts, {})).toHaveLength(5);
  });

  it('runs members in parallel, at most 5 at a time', async () => {
    let running = 0;
    let peak = 0;
    const r = roles({
      formCouncil: async () => ['dermatology', 'allergy_immunology', 'general_practice', 'infectious_disease', 'pediatrics'],
      specialist: async (input) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((res) => setTimeout(res, 30));
        running--;
        return { agent: `${input.specialty}_specialist`, specialty: 'dermatology', confidence: 0.8, urgency: 2, reasoning: '' } as never;
      },
    });
    const started = Date.now();
    const out = await convene({ roles: r, runTool: noTools, concurrency: 5, timeoutMs: 1000, retries: 2 }, { facts, patient: {}, locale: 'en', round: 0 });
    expect(out.votes).toHaveLength(5);
    expect(peak).toBe(5);
    expect(Date.now() - started).toBeLessThan(140); // parallel, not 5 × 30 ms in a row
    peak = 0;
    const limited = await convene({ roles: r, runTool: noTools, concurrency: 2, timeoutMs: 1000, retries: 2 }, { facts, patient: {}, locale: 'en', round: 0 });
    expect(limited.votes).toHaveLength(5);
    expect(peak).toBe(2);
  });

  it('retries a failing member and times out a hanging one, keeping the others', async () => {
    const attempts: Record<string, number> = {};
    const r = roles({
      formCouncil: async () => ['dermatology', 'allergy_immunology', 'general_practice'],
      specialist: async (input, signal) => {
        attempts[input.specialty] = (attempts[input.specialty] ?? 0) + 1;
        if (input.specialty === 'dermatology' && attempts.dermatology < 3) throw new Error('flaky');
        if (input.specialty === 'allergy_immunology') {
          await new Promise((res, rej) => signal?.addEventListener('abort', () => rej(new Error('aborted'))));
        }
        return { agent: `${input.specialty}_specialist`, specialty: input.specialty, confidence: 0.8, urgency: 2, reasoning: '' } as never;
      },
    });
    const out = await convene({ roles: r, runTool: noTools, concurrency: 5, timeoutMs: 50, retries: 2 }, { facts, patient: {}, locale: 'en', round: 0 });
    expect(attempts.dermatology).toBe(3); // first try + 2 retries
    expect(out.votes.map((v) => v.specialty).sort()).toEqual(['dermatology', 'general_practice']);
    expect(out.failures).toHaveLength(1);
    expect(out.failures[0].agent).toBe('allergy_immunology_specialist');
    // the retrieval tool failed: what evidence there is comes from the leading conditions' own guidelines
    const keyed = new Set((out.differential ?? []).filter((d) => d.posterior >= 0.1).flatMap((d) => conditionGuidelines(d.id)));
    expect(out.evidence.every((e) => keyed.has(e.id))).toBe(true);
  });

  it('fails when every member fails, so the machine falls back safely', async () => {
    const r = roles({ specialist: async () => { throw new Error('down'); } });
    await expect(convene({ roles: r, runTool: noTools, concurrency: 5, timeoutMs: 50, retries: 0 }, { facts, patient: {}, locale: 'en', round: 0 })).rejects.toThrow(/every council member failed/);
  });
});

describe('evidence keyed to the leading conditions', () => {
  const evidenceFor = (text: string, age = 30) => {
    const facts = gatherFacts({ patientTexts: [text], answers: [], patient: { age } });
    const dx = leadingDifferential(facts, { age });
    const query = [facts.complaint, ...facts.findings.map((f) => f.replace(/_/g, ' '))].join(' ');
    const hits = retrieveGuidelines(query, { k: 3 }).map(({ id, title, source, url, snippet }) => ({ id, title, source, url, snippet }));
    return { dx, ids: keyedEvidence(dx, hits, 'general_practice').map((e) => e.id) };
  };

  it('cites the sore-throat guideline for a sore throat, and not HIV testing', () => {
    const { ids } = evidenceFor('I have a sore throat and a fever, swallowing hurts');
    expect(ids).toContain('sore-throat');
    expect(ids).not.toContain('hiv-sti-testing');
  });

  it('cites joint guidance for knee pain after running, never an abdominal one', () => {
    const { dx, ids } = evidenceFor('my knee hurts after running, it is a bit swollen');
    expect(dx[0].specialty).toMatch(/sports_medicine|orthopedics|rheumatology/);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => /appendicitis|abdominal|hiv/.test(id))).toBe(false);
  });
});
