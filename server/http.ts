// Why this exists: the plain HTTP side of Helios: health and readiness probes, Prometheus metrics and
// the client-demo pages, with security headers on every response. What the probes reveal about the
// inside (metrics, readiness details) is for operators only: the metrics token, the metrics port, or a
// direct request from this machine.
import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import { clientBundle, warmClientBundles } from '../client-demo/build.ts';

export const CLIENT_DIR = fileURLToPath(new URL('../client-demo/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.json': 'application/json',
};

/** one year; sent only on responses that reached a TLS-terminating proxy over https (`TRUST_PROXY`) */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers of every response: `connectOrigins` are the configured origins (ALLOWED_ORIGINS) the
 *  pages may also connect to. */
export function securityHeaders(connectOrigins: string[] = []): Record<string, string> {
  const connect = ["'self'", ...connectOrigins].join(' ');
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': [
      "default-src 'self'", `connect-src ${connect}`, "img-src 'self' data:", "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'",
    ].join('; '),
  };
}

export interface HttpDeps {
  registry: Registry;
  ready(): Promise<{ ok: boolean; checks: Record<string, boolean> }>;
  /** extra routes (path → file in client-demo) */
  pages?: Record<string, string>;
  /** origins the pages may connect to besides their own (ALLOWED_ORIGINS, unless `*`) */
  connectOrigins?: string[];
  /** behind a TLS-terminating proxy: HSTS on requests it forwarded as https */
  trustProxy?: boolean;
  /** bearer token that opens /metrics and /readyz's details (METRICS_TOKEN) */
  metricsToken?: string;
  /** /metrics is served on a port of its own (METRICS_PORT): this port never serves it */
  metricsElsewhere?: boolean;
  /** the metrics port's handler: the probes only, with every detail, and no pages */
  probesOnly?: boolean;
}

/** Files of client-demo that may be served: never its TypeScript source. */
const SERVED = new Set(Object.keys(TYPES));

const sameToken = (given: string, want: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** May this request see /metrics and /readyz's details? With a token, only with it; with a metrics
 *  port, never here; with neither, only a direct request from this machine (not forwarded by a proxy). */
function operator(req: IncomingMessage, deps: HttpDeps): boolean {
  if (deps.metricsToken) {
    const auth = req.headers.authorization ?? '';
    return auth.startsWith('Bearer ') && sameToken(auth.slice(7), deps.metricsToken);
  }
  if (deps.metricsElsewhere) return false;
  const from = req.socket.remoteAddress ?? '';
  const loopback = from === '127.0.0.1' || from === '::1' || from === '::ffff:127.0.0.1';
  return loopback && !req.headers['x-forwarded-for'] && !req.headers.forwarded;
}

/** The probes alone, with every detail: the handler of the metrics port (METRICS_PORT). */
export function metricsHandler(deps: Pick<HttpDeps, 'registry' | 'ready'>) {
  return httpHandler({ ...deps, probesOnly: true });
}

export function httpHandler(deps: HttpDeps) {
  const probesOnly = deps.probesOnly === true;
  const pages: Record<string, string> = probesOnly ? {} : { '/': 'index.html', '/clinician': 'clinician.html', ...deps.pages };
  const headers = securityHeaders(deps.connectOrigins);
  const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer): void => {
    const tls = deps.trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
    res.writeHead(status, { 'Content-Type': type, ...headers, ...(tls ? { 'Strict-Transport-Security': HSTS } : {}) });
    res.end(body);
  };
  if (!probesOnly) warmClientBundles(); // bundle the widget and the clinician renderer now; /static/<bundle> is then served from memory
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Socket.IO handles its own path; anything else is ours.
    if (!probesOnly && req.url?.startsWith('/socket.io/')) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'text/plain', 'method not allowed');
      if (url.pathname === '/healthz') return send(req, res, 200, 'application/json', JSON.stringify({ ok: true }));
      const trusted = probesOnly || operator(req, deps);
      if (url.pathname === '/readyz') {
        const r = await deps.ready();
        return send(req, res, r.ok ? 200 : 503, 'application/json', JSON.stringify(trusted ? r : { ok: r.ok }));
      }
      if (url.pathname === '/metrics') {
        if (!trusted) return send(req, res, deps.metricsElsewhere ? 404 : 401, 'text/plain', deps.metricsElsewhere ? 'not found' : 'unauthorized');
        return send(req, res, 200, deps.registry.contentType, await deps.registry.metrics());
      }
      if (probesOnly) return send(req, res, 404, 'text/plain', 'not found');
      const bundle = url.pathname.startsWith('/static/') ? clientBundle(url.pathname.slice('/static/'.length)) : null;
      if (bundle) return send(req, res, 200, TYPES['.js'], (await bundle).js);
      const file = pages[url.pathname] ?? (url.pathname.startsWith('/static/') ? url.pathname.slice('/static/'.length) : null);
      if (file) {
        const path = normalize(join(CLIENT_DIR, file));
        if (!path.startsWith(CLIENT_DIR) || !SERVED.has(extname(path))) return send(req, res, 404, 'text/plain', 'not found');
        const body = await readFile(path).catch(() => null);
        if (body) return send(req, res, 200, TYPES[extname(path)], body);
      }
      send(req, res, 404, 'text/plain', 'not found');
    } catch {
      send(req, res, 500, 'text/plain', 'internal error');
    }
  };
}
