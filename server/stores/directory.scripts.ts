// Why this exists: the Lua scripts that make a clinic silo's slot changes atomic (seed, book, cancel,
// reschedule, hold, release): Redis runs each alone, so a slot can never be booked twice, a slot held for
// one consult cannot be booked by another, and retries are idempotent.
import type { Redis } from 'ioredis';
import { luaCommand } from './lua-command.ts';

// KEYS: free zset, slot hashes…  ARGV: providerId, clinicId, retainMs, nowMs, then (slotId, startMs, endMs)…
const ENSURE_LUA = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[4])
local added = 0
for i = 2, #KEYS do
  local a = 5 + (i - 2) * 3
  if redis.call('EXISTS', KEYS[i]) == 0 then
    redis.call('HSET', KEYS[i], 'slotId', ARGV[a], 'providerId', ARGV[1], 'clinicId', ARGV[2],
      'start', ARGV[a + 1], 'end', ARGV[a + 2], 'status', 'free')
    redis.call('PEXPIREAT', KEYS[i], tonumber(ARGV[a + 2]) + tonumber(ARGV[3]))
    redis.call('ZADD', KEYS[1], ARGV[a + 1], ARGV[a])
    added = added + 1
  elseif redis.call('HGET', KEYS[i], 'status') == 'free' then
    redis.call('ZADD', KEYS[1], ARGV[a + 1], ARGV[a])
  end
end
return added`;

// An appointment (it may name the patient) expires with its slot: RETAIN_AFTER_END_MS after the slot ends.
// A slot held for another consult is 'taken'; the booking consult's own hold is used up.
// KEYS: slot, free zset, appointment, slot's hold, holder's hold index  ARGV: appointmentId, slotId, nowMs, holder
// (case id), then appointment field/value pairs…
const BOOK_LUA = `
if redis.call('HGET', KEYS[3], 'status') == 'booked' then
  return {'already', unpack(redis.call('HGETALL', KEYS[3]))}
end
if redis.call('EXISTS', KEYS[1]) == 0 then return {'not_found'} end
if tonumber(redis.call('HGET', KEYS[1], 'start')) < tonumber(ARGV[3]) then return {'not_found'} end
if redis.call('HGET', KEYS[1], 'status') ~= 'free' then return {'taken'} end
local holder = redis.call('GET', KEYS[4])
if holder and holder ~= ARGV[4] then return {'taken'} end
redis.call('DEL', KEYS[4])
redis.call('SREM', KEYS[5], ARGV[2])
redis.call('HSET', KEYS[1], 'status', 'booked', 'appointmentId', ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[2])
local slot = redis.call('HMGET', KEYS[1], 'start', 'end')
redis.call('DEL', KEYS[3])
redis.call('HSET', KEYS[3], 'status', 'booked', 'start', slot[1], 'end', slot[2], unpack(ARGV, 5))
local keepUntil = redis.call('PEXPIRETIME', KEYS[1])
if keepUntil > 0 then redis.call('PEXPIREAT', KEYS[3], keepUntil) end
return {'booked', unpack(redis.call('HGETALL', KEYS[3]))}`;

// KEYS: appointment, slot, free zset  ARGV: appointmentId, slotId, nowMs, cancelledAt ISO
const CANCEL_LUA = `
if redis.call('HGET', KEYS[1], 'status') ~= 'booked' then return 0 end
if redis.call('HGET', KEYS[1], 'slotId') ~= ARGV[2] then return -1 end
redis.call('HSET', KEYS[1], 'status', 'cancelled', 'cancelledAt', ARGV[4])
if redis.call('HGET', KEYS[2], 'appointmentId') == ARGV[1] then
  redis.call('HSET', KEYS[2], 'status', 'free')
  redis.call('HDEL', KEYS[2], 'appointmentId')
  local start = tonumber(redis.call('HGET', KEYS[2], 'start'))
  if start >= tonumber(ARGV[3]) then redis.call('ZADD', KEYS[3], start, ARGV[2]) end
end
return 1`;

// Moves a booked appointment to another free slot of the same clinic in one step: the new slot is taken
// and the old one freed together, or nothing changes. Retrying a finished move answers 'already'.
// A new slot held for another consult is 'taken'; the moving consult's own hold is used up.
// KEYS: appointment, old slot, old free zset, new slot, new free zset, new slot's hold, the consult's hold index
// ARGV: appointmentId, newSlotId, nowMs, oldSlotId, then appointment field/value pairs…
const RESCHEDULE_LUA = `
if redis.call('HGET', KEYS[1], 'status') ~= 'booked' then return {'not_found'} end
local cur = redis.call('HGET', KEYS[1], 'slotId')
if cur == ARGV[2] then return {'already', unpack(redis.call('HGETALL', KEYS[1]))} end
if cur ~= ARGV[4] then return {'retry'} end
if redis.call('EXISTS', KEYS[4]) == 0 then return {'not_found'} end
if tonumber(redis.call('HGET', KEYS[4], 'start')) < tonumber(ARGV[3]) then return {'not_found'} end
if redis.call('HGET', KEYS[4], 'status') ~= 'free' then return {'taken'} end
local holder = redis.call('GET', KEYS[6])
if holder and holder ~= redis.call('HGET', KEYS[1], 'caseId') then return {'taken'} end
redis.call('DEL', KEYS[6])
redis.call('SREM', KEYS[7], ARGV[2])
redis.call('HSET', KEYS[4], 'status', 'booked', 'appointmentId', ARGV[1])
redis.call('ZREM', KEYS[5], ARGV[2])
if redis.call('HGET', KEYS[2], 'appointmentId') == ARGV[1] then
  redis.call('HSET', KEYS[2], 'status', 'free')
  redis.call('HDEL', KEYS[2], 'appointmentId')
  local start = tonumber(redis.call('HGET', KEYS[2], 'start'))
  if start >= tonumber(ARGV[3]) then redis.call('ZADD', KEYS[3], start, ARGV[4]) end
end
local slot = redis.call('HMGET', KEYS[4], 'start', 'end')
redis.call('HSET', KEYS[1], 'start', slot[1], 'end', slot[2], unpack(ARGV, 5))
local keepUntil = redis.call('PEXPIRETIME', KEYS[4])
if keepUntil > 0 then redis.call('PEXPIREAT', KEYS[1], keepUntil) end
return {'moved', unpack(redis.call('HGETALL', KEYS[1]))}`;

// Holds: a slot offered to a consult is held for it for a while, so no other consult is offered it or
// books it meanwhile. A hold is a string key (the holder's case id) with a PX expiry, so it lapses by
// itself even when every process is killed; the holder's index (a set of its held slot ids) expires with
// its longest hold. Holding again refreshes the consult's own hold.
// KEYS: holder's index, then (slot, slot's hold)…  ARGV: holder, ttlMs, nowMs, then slotId per pair
// Returns the slot ids now held for the holder (free, not started, not held by another consult).
const HOLD_LUA = `
local held = {}
local ttl = tonumber(ARGV[2])
for i = 2, #KEYS, 2 do
  local slotId = ARGV[3 + i / 2]
  local status = redis.call('HMGET', KEYS[i], 'status', 'start')
  if status[1] == 'free' and tonumber(status[2]) >= tonumber(ARGV[3]) then
    local holder = redis.call('GET', KEYS[i + 1])
    if not holder or holder == ARGV[1] then
      redis.call('SET', KEYS[i + 1], ARGV[1], 'PX', ttl)
      redis.call('SADD', KEYS[1], slotId)
      held[#held + 1] = slotId
    end
  end
end
if #held > 0 and redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return held`;

// Releases a consult's holds: the slots named (or every slot in its index when none is), except those in
// `keep`. Only the holder's own holds are removed, so releasing twice, or after the hold lapsed and another
// consult took it, changes nothing. KEYS: holder's index  ARGV: holder, hold key prefix, named count, named
// slot ids…, then kept slot ids…  Returns how many holds were removed.
const RELEASE_LUA = `
local named = tonumber(ARGV[3])
local slots = {}
if named > 0 then
  for i = 4, 3 + named do slots[#slots + 1] = ARGV[i] end
else
  slots = redis.call('SMEMBERS', KEYS[1])
end
local keep = {}
for i = 4 + named, #ARGV do keep[ARGV[i]] = true end
local removed = 0
for _, slotId in ipairs(slots) do
  if not keep[slotId] then
    local key = ARGV[2] .. slotId
    if redis.call('GET', key) == ARGV[1] then
      redis.call('DEL', key)
      removed = removed + 1
    end
    redis.call('SREM', KEYS[1], slotId)
  end
end
return removed`;

const LUA = {
  heliosDirEnsure: ENSURE_LUA, heliosDirBook: BOOK_LUA, heliosDirCancel: CANCEL_LUA, heliosDirReschedule: RESCHEDULE_LUA,
  heliosDirHold: HOLD_LUA, heliosDirRelease: RELEASE_LUA,
};
export type Script = keyof typeof LUA;
export const ENSURE: Script = 'heliosDirEnsure';
export const BOOK: Script = 'heliosDirBook';
export const CANCEL: Script = 'heliosDirCancel';
export const RESCHEDULE: Script = 'heliosDirReschedule';
export const HOLD: Script = 'heliosDirHold';
export const RELEASE: Script = 'heliosDirRelease';

export type RunScript = (s: Script, keys: string[], args: (string | number)[]) => Promise<unknown>;

/** The scripts as ioredis commands on this connection (defined once per connection): ioredis sends EVALSHA,
 *  and the script itself where Redis does not hold it yet. */
export function scriptRunner(redis: Redis): RunScript {
  type Run = (numKeys: number, ...a: (string | number)[]) => Promise<unknown>;
  const commands = new Map(Object.entries(LUA).map(([name, lua]) => [name, luaCommand<Run>(redis, name, lua)]));
  return (s, keys, args) => commands.get(s)!(keys.length, ...keys, ...args);
}

/** A flat [field, value, …] reply as a record. */
export function pairs(flat: string[]): Record<string, string> {
  const h: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) h[flat[i]] = flat[i + 1];
  return h;
}
