// Why this exists: the snapshot is written as a hash patched with only the changed context parts; a
// restore must read back exactly the record a whole write would have stored, a patch must never
// create a partial record, and a record written whole by an earlier version must still load.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { SnapshotStore, type SnapshotRecord } from '../../server/stores/snapshot.store.ts';
import { makeKeys } from '../../server/stores/keys.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());
const keys = makeKeys(uniquePrefix('snap'));
const store = new SnapshotStore(redis, keys, 60);

function record(context: Record<string, unknown>, children: Record<string, unknown> = {}): SnapshotRecord {
  return { machineVersion: 7, savedAt: '2026-11-21T08:00:00.000Z', stageIndex: 2, snapshot: { status: 'active', value: { flow: 'history' }, historyValue: {}, children, context }, caseState: { stage: 'history' } };
}

describe('SnapshotStore', () => {
  it('reads back a whole write, then a patch of only the changed parts, as the whole record', async () => {
    const history = { asked: ['onset'], facts: null };
    const transcript = [{ role: 'patient', text: 'my knee hurts' }];
    expect(await store.save('c1', record({ caseId: 'c1', history, transcript, plan: null }))).toBe(true);
    expect(await store.load('c1')).toEqual(record({ caseId: 'c1', history, transcript, plan: null }));

    const next = { caseId: 'c1', history, transcript: [...transcript, { role: 'assistant', text: 'since when?' }], plan: null };
    const patched = { ...record(next), savedAt: '2026-11-21T08:00:01.000Z' };
    delete patched.caseState; // unchanged, so not written again
    expect(await store.save('c1', patched, ['transcript'])).toBe(true);
    const loaded = await store.load('c1');
    expect(loaded?.snapshot).toEqual(record(next).snapshot);
    expect(loaded?.savedAt).toBe('2026-11-21T08:00:01.000Z');
    expect(loaded?.caseState).toEqual({ stage: 'history' }); // the earlier CaseState stays
    expect(await redis.ttl(keys.caseSnapshot('c1'))).toBeGreaterThan(50);
  });

  it('drops a context part that became undefined, and a whole write removes parts no longer there', async () => {
    await store.save('c2', record({ a: 1, b: { x: 1 } }));
    await store.save('c2', record({ a: 1, b: undefined }), ['b']);
    expect((await store.load('c2'))?.snapshot).toEqual(record({ a: 1 }).snapshot);
    await store.save('c2', record({ c: 3 }));
    expect((await store.load('c2'))?.snapshot).toEqual(record({ c: 3 }).snapshot);
  });

  it('refuses to patch a record that is not there (Redis lost it), so no partial record appears', async () => {
    expect(await store.save('c3', record({ a: 1, b: 2 }), ['b'])).toBe(false);
    expect(await redis.exists(keys.caseSnapshot('c3'))).toBe(0);
    expect(await store.load('c3')).toBeNull();
  });

  it('stores an invoked child whose input is the snapshot context once, and restores the input', async () => {
    const context = { caseId: 'c4', transcript: [{ role: 'patient', text: 'rash' }] };
    const older = { caseId: 'c4', transcript: [] };
    const children = {
      council: { snapshot: { status: 'active', input: { context } }, src: 'council' },
      speak: { snapshot: { status: 'active', input: { caseId: 'c4', say: { text: 'hello' } } }, src: 'speak' },
      plan: { snapshot: { status: 'active', input: { context: older } }, src: 'plan' },
    };
    await store.save('c4', record(context, children));
    const head = JSON.parse((await redis.hget(keys.caseSnapshot('c4'), 'head'))!) as { snapshot: { children: { council: { snapshot: { input: { context: unknown } } } } } };
    expect(head.snapshot.children.council.snapshot.input.context).toEqual({ $helios: 'context' });
    const loaded = (await store.load('c4'))!.snapshot as { context: unknown; children: typeof children };
    expect(loaded).toEqual(record(context, children).snapshot);
    expect(loaded.children.council.snapshot.input.context).toBe(loaded.context);
  });

  it('loads a record an earlier version wrote whole as one string, and the next whole write replaces it', async () => {
    const old = { ...record({ caseId: 'c5' }), caseState: { stage: 'triage' } };
    await redis.set(keys.caseSnapshot('c5'), JSON.stringify(old));
    expect(await store.load('c5')).toEqual(old);
    await store.save('c5', record({ caseId: 'c5', more: true }));
    expect(await redis.type(keys.caseSnapshot('c5'))).toBe('hash');
    expect((await store.load('c5'))?.snapshot).toEqual(record({ caseId: 'c5', more: true }).snapshot);
  });

  it('finds nothing for an unknown case', async () => {
    expect(await store.load('nobody')).toBeNull();
  });
});
