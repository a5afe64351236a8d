// Why this exists: the session rebuilds the CaseState only when a context key in CASE_STATE_KEYS (or
// the stage) changed; a key the summary reads but the list forgets would leave a stale summary stored.
import { describe, expect, it } from 'vitest';
import { CASE_STATE_KEYS, toCaseState } from '../../server/consult/case-state.ts';
import { initialContext } from '../../machines/consult.context.ts';
import type { ConsultContext } from '../../machines/consult.types.ts';

const strip = (s: ReturnType<typeof toCaseState>) => ({ ...s, updated_at: '' });

describe('CASE_STATE_KEYS', () => {
  it('lists every context key the CaseState reads: changing any other key leaves the summary as it was', () => {
    const base = initialContext({ caseId: 'c-1', createdAt: '2026-11-21T08:00:00.000Z', patient: { age: 30 } });
    const before = strip(toCaseState(base, 'history'));
    for (const key of Object.keys(base) as (keyof ConsultContext)[]) {
      if (CASE_STATE_KEYS.has(key)) continue;
      // a value of another shape than any real one: whatever the summary read from it would change
      const poked = { ...base, [key]: { poked: key, length: 99, map: () => [] } } as unknown as ConsultContext;
      let after: unknown;
      try {
        after = strip(toCaseState(poked, 'history'));
      } catch {
        after = 'threw';
      }
      expect(after, `toCaseState reads "${key}", which CASE_STATE_KEYS leaves out`).toEqual(before);
    }
  });

  it('names only keys the context has', () => {
    const keys = Object.keys(initialContext({ caseId: 'c-1', createdAt: '2026-11-21T08:00:00.000Z' }));
    for (const k of CASE_STATE_KEYS) expect(keys).toContain(k);
  });
});
