// Why this exists: the condition model is hand-written data; these checks catch what a typo would break
// silently (an unknown finding id is a finding that never counts, an unknown guideline a missing citation).
import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../../../server/protocol/specialties.ts';
import { CONDITIONS, type CareLevel } from '../../../actors/engine/knowledge/conditions/index.ts';
import { CONDITION_FINDINGS } from '../../../actors/engine/knowledge/findings/index.ts';
import { FINDINGS } from '../../../actors/engine/knowledge/findings.data.ts';
import { compilePhrase } from '../../../actors/engine/phrase-compiler.ts';
import { normalizeText } from '../../../actors/engine/text-normalize.ts';
import guidelines from '../../../actors/engine/knowledge/guidelines.json' with { type: 'json' };

const RANK: Record<CareLevel, number> = { self_care: 1, non_urgent: 2, urgent: 3, emergency: 4 };
const findingIds = new Set(FINDINGS.map((f) => f.id));
const guidelineIds = new Set((guidelines as { id: string }[]).map((g) => g.id));
const specialties = new Set<string>(SPECIALTIES);

describe('condition model data', () => {
  it('has unique snake_case ids and known specialties', () => {
    const ids = CONDITIONS.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-z0-9_]*$/.test(id))).toEqual([]);
    expect(CONDITIONS.filter((c) => !specialties.has(c.specialty)).map((c) => `${c.id}: ${c.specialty}`)).toEqual([]);
  });

  it('names only findings the lexicon knows, with sensitivities in (0, 1]', () => {
    const bad: string[] = [];
    for (const c of CONDITIONS) {
      if (c.findings.length < 3) bad.push(`${c.id}: fewer than 3 findings`);
      const seen = new Set<string>();
      for (const [id, p, spec] of c.findings) {
        if (!findingIds.has(id)) bad.push(`${c.id}: unknown finding ${id}`);
        if (seen.has(id)) bad.push(`${c.id}: ${id} twice`);
        seen.add(id);
        if (!(p > 0 && p <= 1)) bad.push(`${c.id}: ${id} sensitivity ${p}`);
        if (![1, 2, 3].includes(spec)) bad.push(`${c.id}: ${id} specificity ${spec}`);
      }
      for (const id of c.requiresAny ?? []) if (!findingIds.has(id)) bad.push(`${c.id}: requiresAny names unknown finding ${id}`);
      for (const e of c.escalate ?? []) {
        for (const id of [...(e.all ?? []), ...(e.any ?? [])]) if (!findingIds.has(id)) bad.push(`${c.id}: escalator names unknown finding ${id}`);
        if (!(e.all?.length || e.any?.length)) bad.push(`${c.id}: an escalator with no finding`);
        if (RANK[e.level] <= RANK[c.level]) bad.push(`${c.id}: escalator "${e.reason}" does not raise the level`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('cites only guidelines that exist, and keeps priors and demographics consistent', () => {
    const bad: string[] = [];
    for (const c of CONDITIONS) {
      for (const g of c.guidelines ?? []) if (!guidelineIds.has(g)) bad.push(`${c.id}: unknown guideline ${g}`);
      for (const [band, m] of Object.entries(c.ages ?? {})) if (!(m >= 0)) bad.push(`${c.id}: age ${band} multiplier ${m}`);
      if (c.pregnancy === 'only' && c.sex === 'male') bad.push(`${c.id}: pregnancy-only in males`);
      if (c.selfLimiting && c.level !== 'self_care') bad.push(`${c.id}: self-limiting but level ${c.level}`);
      if (c.mustNotMiss && RANK[c.level] < RANK.urgent && !(c.escalate ?? []).some((e) => RANK[e.level] >= RANK.urgent)) {
        bad.push(`${c.id}: must-not-miss with no urgent path`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('gives every condition-model finding a label, a kind and phrases that compile, in en, es, fr and pt', () => {
    const bad: string[] = [];
    for (const f of CONDITION_FINDINGS) {
      if (!/^[a-z][a-z0-9_]*$/.test(f.id)) bad.push(`${f.id}: id`);
      if (!f.label) bad.push(`${f.id}: no label`);
      for (const loc of ['en', 'es', 'fr', 'pt'] as const) if (!f.phrases[loc]?.length) bad.push(`${f.id}: no ${loc} phrase`);
      for (const phrase of Object.values(f.phrases).flat()) {
        if (normalizeText(phrase).replace(/[ .*]/g, '').length < 2) bad.push(`${f.id}: phrase "${phrase}" too short`);
        try { new RegExp(compilePhrase(normalizeText(phrase))); } catch { bad.push(`${f.id}: phrase "${phrase}" does not compile`); }
      }
      for (const id of f.implies ?? []) if (!findingIds.has(id)) bad.push(`${f.id}: implies unknown ${id}`);
    }
    expect(bad).toEqual([]);
  });

  it('covers primary, urgent and emergency care across all 25 specialties, children, pregnancy and mental health', () => {
    expect(CONDITIONS.length).toBeGreaterThanOrEqual(400);
    expect(FINDINGS.length).toBeGreaterThanOrEqual(600);
    const per = (s: string) => CONDITIONS.filter((c) => c.specialty === s).length;
    expect(SPECIALTIES.filter((s) => per(s) < 3)).toEqual([]);
    expect(per('psychiatry')).toBeGreaterThanOrEqual(10);
    for (const level of ['emergency', 'urgent', 'non_urgent', 'self_care'] as const) expect(CONDITIONS.filter((c) => c.level === level).length).toBeGreaterThanOrEqual(40);
    expect(CONDITIONS.filter((c) => c.pregnancy === 'only').length).toBeGreaterThanOrEqual(8);
    expect(CONDITIONS.filter((c) => (c.ages?.infant ?? 0) > 1 || (c.ages?.child ?? 0) > 1).length).toBeGreaterThanOrEqual(30);
    expect(CONDITIONS.filter((c) => c.mustNotMiss).length).toBeGreaterThanOrEqual(100);
  });
});
