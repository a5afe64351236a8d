// Why this exists: issue 27 — Claude is called only where it adds something: text Helios already has
// (templates, a question the interview wrote) goes out as written with no call, and only the plan's
// advice is voiced by Claude.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { buildEngine, startStandin } from './harness.ts';

let standin: AnthropicStandin;
beforeAll(async () => { standin = await startStandin(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

describe('patient text: templates are never sent to Claude to re-word', () => {
  it('sends a greeting, an interview question and a booking confirmation as written, with no call', async () => {
    const e = buildEngine(standin.url);
    for (const text of ['Hello, I am Helios. What brings you here today?', 'Is the headache constant, or does it come and go?', '¿A nombre de quién hacemos la reserva?']) {
      const deltas: string[] = [];
      const res = await e.roles.speak({ offlineText: text, locale: 'en', onDelta: (d) => deltas.push(d) });
      expect(deltas.join('')).toBe(text);
      expect(res.engine).toBe('template');
    }
    expect(standin.count()).toBe(0);
    expect(e.fallbacks).toEqual([]);
  });

  it('still voices the plan advice through Claude', async () => {
    const e = buildEngine(standin.url);
    const plan = await e.roles.plan({ consensus: { specialty: 'neurology', urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [] }, locale: 'en' } as never);
    standin.requests.length = 0;
    standin.script('text', 'See a neurology clinician within a few days.');
    const res = await e.roles.speak({ offlineText: plan.advice, locale: 'en', onDelta: () => {} });
    expect(res.engine).toBe('claude');
    expect(standin.count('text')).toBe(1);
  });
});
