// Why this exists: every cancel request a patient is asked to confirm needs its own id: the outbox
// drops a repeated confirm:request key and a repeated job id finds the old job's result.
import { describe, expect, it } from 'vitest';
import { initialContext, withCancelRequest } from '../../machines/consult.context.ts';
import type { ConsultContext } from '../../machines/consult.types.ts';

describe('withCancelRequest', () => {
  it('gives a second request after a declined one a new id', () => {
    const c0 = initialContext({ caseId: 'c-1', createdAt: '2026-11-21T08:00:00.000Z' }) as ConsultContext;
    const first = { ...c0, ...withCancelRequest(c0) } as ConsultContext;
    const declined = { ...first, confirm: null } as ConsultContext; // nothing changed: booking.changes stays
    const second = withCancelRequest(declined);
    expect(first.confirm?.requestId).toBeTruthy();
    expect(second.confirm?.requestId).not.toBe(first.confirm?.requestId);
    expect(second.booking?.round).toBe(first.booking.round + 1);
  });
});
