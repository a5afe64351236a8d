// Why this exists: snapshot writes are coalesced per tick, so a crash can leave Redis with a snapshot
// older than the events already sent. Restoring from it re-runs the effects in flight; the patient must
// still see each event once, under one seq (stage changes, recommendation, offer are deduplicated).
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';
import type { SnapshotRecord } from '../../server/stores/snapshot.store.ts';
import { createOfflineRoles } from '../../actors/llm/offline.client.ts';

/** The offline engine with each council member taking 150 ms: the council lasts long enough that a
 *  snapshot is written while it runs. (The offline council can finish before the coalesced snapshot
 *  write after the council began is sent, and then no snapshot ever records the council.) */
function slowCouncil() {
  const base = createOfflineRoles();
  return { ...base, specialist: async (...a: Parameters<typeof base.specialist>) => {
    await new Promise((r) => setTimeout(r, 150));
    return base.specialist(...a);
  } };
}

describe('restore from a snapshot older than the sent events', () => {
  it('re-runs the council, plan and search without announcing anything twice', async () => {
    const first = await startTestApp({ STOP_GRACE_MS: 0 }, { roles: slowCouncil() });
    const saved: SnapshotRecord[] = [];
    const save = first.app.snapshots.save.bind(first.app.snapshots);
    first.app.snapshots.save = (caseId, record, changed) => {
      saved.push(JSON.parse(JSON.stringify(record)));
      return save(caseId, record, changed);
    };
    const a = await new PatientClient(first.url).connected();
    await a.start({ locale: 'en', patient: { name: 'Crash Test', age: 50 } });
    await a.say('I have had heartburn after meals for three weeks');
    await a.answerUntilRecommendation(['three weeks ago', '4 out of 10', 'upper belly', 'no', 'none', 'none']);
    await a.waitForBookingOffer();
    await a.waitQuiet();
    const council = saved.find((r) => (r.caseState as { stage: string } | undefined)?.stage === 'council');
    expect(council, 'a snapshot saved during the council').toBeDefined();
    a.close();
    await first.stop();

    // as if the process died right after the council: Redis holds that older snapshot
    const redis = new Redis(testRedisUrl());
    await redis.set(`${first.config.KEY_PREFIX}:case:{${a.caseId}}:snap`, JSON.stringify(council));
    redis.disconnect();

    const second = await startTestApp({ KEY_PREFIX: first.config.KEY_PREFIX, QUEUE_PREFIX: first.config.QUEUE_PREFIX });
    const b = await new PatientClient(second.url).connected();
    expect(await b.request('consult:resume', { caseId: a.caseId, resumeToken: a.resumeToken, lastSeq: 0 })).toMatchObject({ ok: true });
    await b.waitForSeq(a.lastSeq);
    await new Promise((r) => setTimeout(r, 1500)); // let the re-run effects finish
    expect(b.duplicates).toEqual([]);
    const seqs = b.events.map((e) => e.event.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const states = b.all('consult:state').map((e) => `${e.previous ?? ''}>${e.stage}`);
    expect(new Set(states).size).toBe(states.length);
    expect(b.all('recommendation')).toHaveLength(1);
    expect(b.all('confirm:request')).toHaveLength(1);
    const finals = b.all('assistant:message').map((m) => m.messageId);
    expect(new Set(finals).size).toBe(finals.length);
    b.close();
    await second.stop();
  });
});
