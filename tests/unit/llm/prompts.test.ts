// Why this exists: every role prompt must exist, carry the never-do list, and hash stably for the audit
// chain; the specialist template must keep its cacheable part identical across specialties.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTS_DIR, hashJson, loadPrompts, NEVER_DO_MARKERS, PROMPT_NAMES, PromptError } from '../../../actors/llm/prompts.ts';
import { LLM_ROLES } from '../../../actors/llm/llm.config.ts';

describe('prompts', () => {
  const p = loadPrompts();

  it('loads one file per prompt, each with the never-do list and a sha256', () => {
    for (const name of PROMPT_NAMES) {
      for (const m of NEVER_DO_MARKERS) expect(p.text(name)).toContain(m);
      expect(p.hash(name)).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(Object.keys(p.hashes())).toHaveLength(PROMPT_NAMES.length);
    expect(loadPrompts().hashes()).toEqual(p.hashes());
  });

  it('builds a system prompt for every role, starting with the orchestrator', () => {
    for (const role of LLM_ROLES) {
      const s = p.system(role);
      expect(s.stable.startsWith(p.text('orchestrator').trimEnd().slice(0, 40))).toBe(true);
      expect(s.hashes.orchestrator).toBe(p.hash('orchestrator'));
    }
  });

  it('keeps the specialist prompt cacheable: only the seat section differs by specialty', () => {
    const cardio = p.system('specialist', { specialty: 'cardiology' });
    const derm = p.system('specialist', { specialty: 'dermatology' });
    expect(cardio.stable).toBe(derm.stable);
    expect(cardio.stable).not.toContain('{{');
    expect(cardio.variable).toContain('cardiology_specialist');
    expect(cardio.variable).toContain('palpitations');
    expect(derm.variable).toContain('rash');
    expect(p.system('specialist', { specialty: 'unknown_thing' }).variable).toContain('most relevant to your specialty');
  });

  it('refuses a prompt without the never-do list', () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-prompts-'));
    cpSync(DEFAULT_PROMPTS_DIR, dir, { recursive: true });
    const f = join(dir, 'plan.md');
    writeFileSync(f, readFileSync(f, 'utf8').replace('Never dose', 'Maybe dose'));
    try {
      expect(() => loadPrompts(dir)).toThrow(PromptError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hashes JSON canonically (key order does not matter)', () => {
    expect(hashJson({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(hashJson({ b: [1, { d: 3, c: 2 }], a: 1 }));
  });
});
