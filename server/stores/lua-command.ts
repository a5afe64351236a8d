// Why this exists: each store's Lua script is an ioredis custom command (EVALSHA, and the script itself
// where Redis does not hold it yet). The stores share one connection, so a command is defined on it once
// and every store calls it by name.
import type { Redis } from 'ioredis';

/** The script as a command of this connection; `numberOfKeys` left out means the caller passes it first. */
export function luaCommand<F extends (...args: never[]) => Promise<unknown>>(redis: Redis, name: string, lua: string, numberOfKeys?: number): F {
  const commands = redis as unknown as Record<string, F | undefined>;
  if (!commands[name]) redis.defineCommand(name, numberOfKeys === undefined ? { lua } : { numberOfKeys, lua });
  return commands[name]!.bind(redis) as F;
}
