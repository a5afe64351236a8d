// Why this exists: a refused connection or a rate-limited client has to be traceable in the logs (is it one
// address or many?) without the logs holding the address itself. An address is logged as a keyed hash
// (HMAC-SHA256 under `LOG_IP_KEY`, or a key made at start for this process alone), never raw.
import { createHmac, randomBytes } from 'node:crypto';

let key: Buffer = randomBytes(32);

/** Use this key from now on (`LOG_IP_KEY`); unset keeps the random per-process key. With a configured key,
 *  the same address hashes alike on every node and across restarts. */
export function setIpHashKey(configured: string | undefined): void {
  if (configured) key = Buffer.from(configured, 'utf8');
}

/** The address as it may be logged: 16 hex digits of its HMAC. */
export function ipHash(ip: string): string {
  return createHmac('sha256', key).update(ip).digest('hex').slice(0, 16);
}
