// Why this exists: the plain HTTP side of Helios: health and readiness probes, Prometheus metrics and
// the client-demo pages, with security headers on every response.
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

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
};

export interface HttpDeps {
  registry: Registry;
  ready(): Promise<{ ok: boolean; checks: Record<string, boolean> }>;
  /** extra routes (path → file in client-demo) */
  pages?: Record<string, string>;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'Content-Type': type, ...SECURITY_HEADERS });
  res.end(body);
}

export function httpHandler(deps: HttpDeps) {
  const pages: Record<string, string> = { '/': 'index.html', '/clinician': 'clinician.html', ...deps.pages };
  warmClientBundles(); // bundle the widget and the clinician renderer now; /static/<bundle> is then served from memory
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Socket.IO handles its own path; anything else is ours.
    if (req.url?.startsWith('/socket.io/')) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed');
      if (url.pathname === '/healthz') return send(res, 200, 'application/json', JSON.stringify({ ok: true }));
      if (url.pathname === '/readyz') {
        const r = await deps.ready();
        return send(res, r.ok ? 200 : 503, 'application/json', JSON.stringify(r));
      }
      if (url.pathname === '/metrics') return send(res, 200, deps.registry.contentType, await deps.registry.metrics());
      const bundle = url.pathname.startsWith('/static/') ? clientBundle(url.pathname.slice('/static/'.length)) : null;
      if (bundle) return send(res, 200, TYPES['.js'], (await bundle).js);
      const file = pages[url.pathname] ?? (url.pathname.startsWith('/static/') ? url.pathname.slice('/static/'.length) : null);
      if (file) {
        const path = normalize(join(CLIENT_DIR, file));
        if (!path.startsWith(CLIENT_DIR)) return send(res, 404, 'text/plain', 'not found');
        const body = await readFile(path).catch(() => null);
        if (body) return send(res, 200, TYPES[extname(path)] ?? 'application/octet-stream', body);
      }
      send(res, 404, 'text/plain', 'not found');
    } catch {
      send(res, 500, 'text/plain', 'internal error');
    }
  };
}
