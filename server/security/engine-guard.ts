// Why this exists: the per-IP /consult limit is a namespace middleware, so a client that opens engine.io
// connections and never joins a namespace was never counted (2,000 such connections stayed open). This
// guard sits at the engine.io handshake, below every namespace: it refuses a new connection from an address
// that already holds `MAX_SOCKETS_PER_IP` connections on this node, or that opened more than
// `RATE_HANDSHAKES_PER_MIN` in the last minute (counted in Redis, across nodes).
import type { IncomingMessage } from 'node:http';
import { clientIp, type RateLimits } from './rate-limits.ts';
import type { OnRefused } from './refusals.ts';

interface EngineConnection {
  remoteAddress: string;
  request: IncomingMessage;
  once(event: 'close', fn: () => void): unknown;
}

export interface EngineGuard {
  /** engine.io's `allowRequest` option: called for every new connection's handshake */
  allowRequest(req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void;
  /** count the connections engine.io accepted: `guard.track(io.engine)` */
  track(engine: { on(event: 'connection', fn: (conn: EngineConnection) => void): unknown }): void;
  /** connections open from this address on this node */
  openFrom(ip: string): number;
}

export function engineGuard(limits: Pick<RateLimits, 'handshake'>, maxPerIp: number, onRefused: OnRefused, trustProxy = false): EngineGuard {
  const open = new Map<string, number>();
  const full = (ip: string) => maxPerIp > 0 && (open.get(ip) ?? 0) >= maxPerIp;
  const refuse = (ip: string, cb: (err: string, success: boolean) => void) => {
    onRefused('sockets_per_ip', ip);
    cb('rate_limited', false);
  };
  return {
    allowRequest(req, cb) {
      const ip = clientIp({ address: req.socket.remoteAddress ?? '', headers: req.headers }, trustProxy);
      if (full(ip)) return refuse(ip, cb);
      limits.handshake(ip).then(
        (ok) => {
          if (!ok) return cb('rate_limited', false);
          // counted again: connections accepted while the shared count was being asked
          if (full(ip)) return refuse(ip, cb);
          cb(null, true);
        },
        () => cb(null, true),
      );
    },
    track(engine) {
      engine.on('connection', (conn) => {
        const ip = clientIp({ address: conn.remoteAddress ?? '', headers: conn.request?.headers }, trustProxy);
        open.set(ip, (open.get(ip) ?? 0) + 1);
        conn.once('close', () => {
          const n = (open.get(ip) ?? 1) - 1;
          if (n > 0) open.set(ip, n);
          else open.delete(ip);
        });
      });
    },
    openFrom: (ip) => open.get(ip) ?? 0,
  };
}
