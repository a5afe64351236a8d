// Why this exists: a consult's effects are built when the consult starts, but the patient's language is
// detected from their first words and their name may first be given at booking: the engine-fallback note
// must be in the language the patient speaks, and the name must be redacted from Claude calls at once.
import { describe, expect, it } from 'vitest';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';
import type { ConsultEngineOptions } from '../../actors/llm/claude.runtime.ts';
import { initialContext } from '../../machines/consult.context.ts';
import type { ConsultContext } from '../../machines/consult.types.ts';
import { caseEffects, type EffectDeps } from '../../server/consult/effects.ts';

function effectsFor(opts: { patientName?: string; locale?: string }) {
  const offline = createOfflineRoles();
  let engine: ConsultEngineOptions = {};
  /** the names the engine would redact, as seen during each role call */
  const namesDuringCalls: string[][] = [];
  const sent: { name: string; payload: { text: string } }[] = [];
  const deps = {
    roles: offline,
    engine: {
      rolesFor(o: ConsultEngineOptions) {
        engine = o;
        return {
          ...offline,
          async judge(votes: Parameters<typeof offline.judge>[0]) {
            namesDuringCalls.push([...(engine.knownNames?.() ?? []), ...(engine.patientName ? [engine.patientName] : [])]);
            engine.onFallback?.({ role: 'judge', reason: 'unavailable' }); // Claude could not answer: the offline engine does
            return offline.judge(votes);
          },
        };
      },
    },
    outbox: { append: async (_caseId: string, name: string, payload: { text: string }) => { sent.push({ name, payload }); } },
    audit: { append: async () => undefined, trailId: () => 'trail' },
    logger: { child: () => ({ error: () => undefined }) },
  } as unknown as EffectDeps;
  return { effects: caseEffects(deps, 'c-1', opts), namesDuringCalls, sent };
}

const context = (over: Partial<ConsultContext>): ConsultContext => ({ ...initialContext({ caseId: 'c-1', createdAt: '2026-11-21T08:00:00.000Z' }), ...over });
const call = (e: ReturnType<typeof effectsFor>['effects'], c: ConsultContext) => e.judge({ input: { context: c }, signal: new AbortController().signal } as never);

describe('case effects', () => {
  it('writes the engine-fallback note in the language detected after the consult started', async () => {
    const t = effectsFor({}); // consult:start gave no locale
    await call(t.effects, context({ locale: 'es' })); // detected from the patient's first message
    const note = t.sent.find((s) => s.name === 'assistant:message');
    expect(note?.payload.text).toMatch(/^Parte de esta consulta continúa/);
  });

  it('redacts the name given at booking from the next Claude call, before any rehydration', async () => {
    const t = effectsFor({ locale: 'en' }); // no name at consult:start
    await call(t.effects, context({}));
    expect(t.namesDuringCalls[0]).toEqual([]);
    await call(t.effects, context({ patient: { name: 'Rui Costa' } })); // given in booking.naming
    expect(t.namesDuringCalls[1]).toContain('Rui Costa');
  });
});
