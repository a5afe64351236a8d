// Why this exists: held slots at the clinic silo, against real Redis: a slot offered to one consult is
// held for it (a Lua script, with a PX expiry, so it lapses by itself even after a kill -9), another
// consult's search never sees it and its booking finds it taken, the holder's own search and booking do;
// releases are the holder's only and idempotent; many consults holding the same slots at once each win
// different ones.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStore } from '../../server/stores/directory.store.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const HOUR = 3_600_000;

describe('held slots in a clinic silo (real Redis)', () => {
  let redis: Redis;
  let store: DirectoryStore;
  let prefix: string;
  const now = new Date();
  const window = { specialty: 'general_practice', from: now, to: new Date(now.getTime() + 7 * 24 * HOUR) };

  beforeAll(async () => {
    redis = new Redis(testRedisUrl());
    prefix = uniquePrefix('hold');
    store = new DirectoryStore(redis, prefix);
    await store.ensureSlots(now, 8);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    await redis.quit();
  });

  it('hides a slot held for one consult from every other, not from the holder, and books it only for the holder', async () => {
    const first = await store.searchSlots({ ...window, limit: 3 });
    const ids = first.map((s) => s.slotId);
    expect(await store.hold({ holder: 'case-a', slotIds: ids, ttlMs: 60_000 })).toEqual(ids);
    // the hold keys expire by themselves, within the hold's TTL
    for (const id of ids) {
      const ttl = await redis.pttl(`${prefix}:dir:hold:${id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
    const indexTtl = await redis.pttl(`${prefix}:dir:holds:case-a`);
    expect(indexTtl).toBeGreaterThan(0);
    expect(indexTtl).toBeLessThanOrEqual(60_000);

    const other = await store.searchSlots({ ...window, limit: 3, holder: 'case-b' });
    expect(other.map((s) => s.slotId).filter((id) => ids.includes(id))).toEqual([]);
    expect(other).toHaveLength(3);
    const anonymous = await store.searchSlots({ ...window, limit: 3 });
    expect(anonymous.map((s) => s.slotId).filter((id) => ids.includes(id))).toEqual([]);
    const own = await store.searchSlots({ ...window, limit: 3, holder: 'case-a' });
    expect(own.map((s) => s.slotId)).toEqual(ids);

    // a second consult can neither hold nor book it
    expect(await store.hold({ holder: 'case-b', slotIds: ids, ttlMs: 60_000 })).toEqual([]);
    expect(await store.book({ slotId: ids[0], appointmentId: 'apt-case-b-b1', caseId: 'case-b' })).toEqual({ ok: false, reason: 'taken' });
    // the holder books it; the booking uses its hold up
    const booked = await store.book({ slotId: ids[0], appointmentId: 'apt-case-a-b1', caseId: 'case-a' });
    expect(booked).toMatchObject({ ok: true, alreadyBooked: false });
    expect(await store.holderOf(ids[0])).toBeNull();
    expect(await redis.sismember(`${prefix}:dir:holds:case-a`, ids[0])).toBe(0); // gone from the holder's index too

    // releases: another consult's release removes nothing; the holder's keeps what it is told to keep
    expect(await store.release({ holder: 'case-b' })).toBe(0);
    expect(await store.release({ holder: 'case-b', slotIds: ids })).toBe(0);
    expect(await store.holderOf(ids[1])).toBe('case-a');
    expect(await store.release({ holder: 'case-a', keep: [ids[2]] })).toBe(1);
    expect(await store.holderOf(ids[1])).toBeNull();
    expect(await store.holderOf(ids[2])).toBe('case-a');
    expect(await store.release({ holder: 'case-a' })).toBe(1);
    expect(await store.release({ holder: 'case-a' })).toBe(0); // idempotent
    expect(await store.holderOf(ids[2])).toBeNull();
    expect(await redis.exists(`${prefix}:dir:holds:case-a`)).toBe(0);
    // released: offered to anyone again
    const again = await store.searchSlots({ ...window, limit: 3, holder: 'case-b' });
    expect(again.map((s) => s.slotId)).toContain(ids[2]);
    await store.cancel('apt-case-a-b1');
  });

  it('lets a hold lapse by its TTL: the slot is offered and bookable again', async () => {
    const [slot] = await store.searchSlots({ ...window, limit: 1 });
    expect(await store.hold({ holder: 'case-c', slotIds: [slot.slotId], ttlMs: 250 })).toEqual([slot.slotId]);
    expect((await store.searchSlots({ ...window, limit: 1, holder: 'case-d' }))[0].slotId).not.toBe(slot.slotId);
    await new Promise((r) => setTimeout(r, 400));
    expect(await redis.exists(`${prefix}:dir:hold:${slot.slotId}`, `${prefix}:dir:holds:case-c`)).toBe(0);
    expect((await store.searchSlots({ ...window, limit: 1, holder: 'case-d' }))[0].slotId).toBe(slot.slotId);
    expect(await store.hold({ holder: 'case-d', slotIds: [slot.slotId], ttlMs: 60_000 })).toEqual([slot.slotId]);
    expect(await store.release({ holder: 'case-d' })).toBe(1);
  });

  it('never holds a booked slot, and a search pages past many held slots', async () => {
    const slots = await store.searchSlots({ ...window, limit: 30 });
    const booked = await store.book({ slotId: slots[0].slotId, appointmentId: 'apt-case-e-b1', caseId: 'case-e' });
    expect(booked.ok).toBe(true);
    expect(await store.hold({ holder: 'case-f', slotIds: [slots[0].slotId], ttlMs: 60_000 })).toEqual([]);
    // 25 of the earliest held by one consult: another still gets 5 free ones, none of them held
    const held = await store.hold({ holder: 'case-g', slotIds: slots.slice(1, 26).map((s) => s.slotId), ttlMs: 60_000 });
    expect(held).toHaveLength(25);
    const seen = await store.searchSlots({ ...window, limit: 5, holder: 'case-h' });
    expect(seen).toHaveLength(5);
    for (const s of seen) expect(held).not.toContain(s.slotId);
    await store.release({ holder: 'case-g' });
    await store.cancel('apt-case-e-b1');
  });

  it('gives each of 40 consults holding the same 5 slots at once different slots', async () => {
    const slots = (await store.searchSlots({ ...window, limit: 5 })).map((s) => s.slotId);
    const clients = Array.from({ length: 4 }, () => new Redis(testRedisUrl()));
    try {
      const stores = clients.map((c) => new DirectoryStore(c, prefix));
      const won = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        stores[i % stores.length].hold({ holder: `case-r${i}`, slotIds: slots, ttlMs: 60_000 })));
      const all = won.flat();
      expect(all.sort()).toEqual([...slots].sort()); // each slot held once, by one consult
      for (const id of slots) expect(await store.holderOf(id)).toMatch(/^case-r\d+$/);
    } finally {
      await Promise.all(Array.from({ length: 40 }, (_, i) => store.release({ holder: `case-r${i}` })));
      await Promise.all(clients.map((c) => c.quit()));
    }
  });

  it('books exactly 20 of 200 concurrent accepts on 20 held slots, each by its holder', async () => {
    const slots = (await store.searchSlots({ ...window, limit: 20 })).map((s) => s.slotId);
    expect(slots).toHaveLength(20);
    // slot i is held for consult i; consults 0..199 each try slot i mod 20 at once
    for (let i = 0; i < 20; i++) expect(await store.hold({ holder: `case-w${i}`, slotIds: [slots[i]], ttlMs: 60_000 })).toEqual([slots[i]]);
    const clients = Array.from({ length: 4 }, () => new Redis(testRedisUrl()));
    try {
      const stores = clients.map((c) => new DirectoryStore(c, prefix));
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => {
        const caseId = `case-w${i}`;
        return stores[i % 4].book({ slotId: slots[i % 20], appointmentId: `apt-${caseId}-b1`, caseId });
      }));
      const booked = results.flatMap((r, i) => (r.ok ? [i] : []));
      expect(booked).toEqual(Array.from({ length: 20 }, (_, i) => i)); // exactly the 20 holders
      expect(results.filter((r) => !r.ok && r.reason === 'taken')).toHaveLength(180);
      for (let i = 0; i < 20; i++) {
        expect((await store.getAppointment(`apt-case-w${i}-b1`))?.slotId).toBe(slots[i]);
        expect(await store.holderOf(slots[i])).toBeNull(); // used up by the booking
      }
    } finally {
      await Promise.all(Array.from({ length: 20 }, (_, i) => store.cancel(`apt-case-w${i}-b1`)));
      await Promise.all(clients.map((c) => c.quit()));
    }
  });
});
