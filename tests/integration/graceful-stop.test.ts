// Why this exists: SIGTERM (app.stop) refuses new connections, lets turns under way finish within a
// bound, persists every snapshot and closes cleanly; the consult then resumes elsewhere intact.
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

describe('graceful stop', () => {
  it('finishes the answer being streamed before stopping, and refuses new connections meanwhile', async () => {
    const t = await startTestApp({ STREAM_PIECE_DELAY_MS: 40, STOP_GRACE_MS: 8000 });
    const p = await new PatientClient(t.url).connected();
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:delta');
    const stopping = t.stop();
    await new Promise((r) => setTimeout(r, 50));
    const late = new PatientClient(t.url);
    await expect(late.connected()).rejects.toThrow();
    late.close();
    await stopping;
    // the greeting that was streaming when the stop began was completed and stored
    const keyPrefix = t.config.KEY_PREFIX;
    const { Redis } = await import('ioredis');
    const { testRedisUrl } = await import('../support/redis.ts');
    const r = new Redis(testRedisUrl());
    const events = await r.xrange(`${keyPrefix}:case:{${p.caseId}}:events`, '-', '+');
    const names = events.map(([, f]) => f[1]);
    expect(names).toContain('assistant:message');
    const { SnapshotStore } = await import('../../server/stores/snapshot.store.ts');
    const { makeKeys } = await import('../../server/stores/keys.ts');
    const snap = (await new SnapshotStore(r, makeKeys(keyPrefix), 60).load(p.caseId)) as { snapshot: { context: { say: unknown[] } } };
    expect(snap.snapshot.context.say).toEqual([]);
    expect(await r.get(`${keyPrefix}:case:{${p.caseId}}:lease`)).toBeNull();
    r.disconnect();
    p.close();
  });
});
