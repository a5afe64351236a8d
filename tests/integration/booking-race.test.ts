// Why this exists: the booking layer's goal as a test: 200 concurrent accepts over 20 slots, each a real
// book_appointment job through the workers, MCP and the silos' Lua, give exactly 20 bookings, none
// double-booked, every accept answered; replaying every job (a retry) changes nothing.
import { describe, expect, it } from 'vitest';
import { runBookingRace } from '../bench/booking-race.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

describe('booking race (BullMQ workers → MCP → Lua)', () => {
  it('books exactly 20 of 200 concurrent accepts over 20 slots, idempotently', async () => {
    const r = await runBookingRace({ redisUrl: testRedisUrl(), prefix: uniquePrefix('race'), accepts: 200, slots: 20 });
    expect(r).toMatchObject({ booked: 20, taken: 180, failed: 0, doubleBooked: 0, appointmentsInRedis: 20, replayBooked: 20, replayChanged: 0 });
  }, 60_000);
});
