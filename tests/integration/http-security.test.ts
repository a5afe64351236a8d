// Why this exists: the HTTP side tells a browser to keep Helios's pages out of frames and their forms and
// connections at home, tells it to stay on https behind a TLS proxy, serves no TypeScript source, and
// shows /metrics and /readyz's details to operators only (token, own port, or this machine), while
// /healthz stays public.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    startTestApp(),
    startTestApp({ TRUST_PROXY: true, ALLOWED_ORIGINS: 'https://clinic.example, https://care.example', METRICS_TOKEN: TOKEN }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.stop(), proxied?.stop()]);
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));

describe('security headers', () => {
  it('the CSP keeps pages out of frames, bases, foreign forms and foreign connections', async () => {
    const csp = directives((await get(`${plain.url}/`)).headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    // before: `'self' ws: wss:`, any websocket anywhere
    expect(csp.get('connect-src')).toBe("'self'");
    const configured = directives((await get(`${proxied.url}/healthz`)).headers.get('content-security-policy'));
    expect(configured.get('connect-src')).toBe("'self' https://clinic.example https://care.example");
  });

  it('HSTS only behind a trusted TLS proxy, on requests it forwarded as https', async () => {
    expect((await get(`${plain.url}/`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
    expect((await get(`${proxied.url}/`)).headers.get('strict-transport-security')).toBeNull();
    expect((await get(`${proxied.url}/`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });
});

describe('client files', () => {
  it('serves the bundles and styles, never the TypeScript source', async () => {
    expect((await get(`${plain.url}/static/widget.js`)).status).toBe(200);
    expect((await get(`${plain.url}/static/widget.css`)).status).toBe(200);
    // before: 200 with the source
    for (const path of ['widget/connection.ts', 'widget/main.ts', 'build.ts']) {
      const res = await get(`${plain.url}/static/${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('import');
    }
  });
});

describe('probes', () => {
  it('with METRICS_TOKEN: /metrics and /readyz details only with the token; /healthz public', async () => {
    // before: /metrics answered anyone
    expect((await get(`${proxied.url}/metrics`)).status).toBe(401);
    expect((await get(`${proxied.url}/metrics`, { authorization: 'Bearer wrong-token-0123456789abcd' })).status).toBe(401);
    const ok = await get(`${proxied.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('helios_consults_started_total');
    expect(await (await get(`${proxied.url}/readyz`)).json()).toEqual({ ok: true });
    expect(await (await get(`${proxied.url}/readyz`, { authorization: `Bearer ${TOKEN}` })).json()).toEqual({ ok: true, checks: { redis: true, workers: true } });
    expect(await (await get(`${proxied.url}/healthz`)).json()).toEqual({ ok: true });
  });

  it('with neither token nor port: a direct request from this machine only, not one a proxy forwarded', async () => {
    expect((await get(`${plain.url}/metrics`)).status).toBe(200);
    expect((await get(`${plain.url}/metrics`, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(401);
    expect(await (await get(`${plain.url}/readyz`, { 'x-forwarded-for': '203.0.113.9' })).json()).toEqual({ ok: true });
  });

  it('with METRICS_PORT: the probes with details there, and no /metrics on the public port', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const t = await startTestApp({ METRICS_PORT: port });
    try {
      expect((await get(`${t.url}/metrics`)).status).toBe(404);
      expect(await (await get(`${t.url}/readyz`)).json()).toEqual({ ok: true });
      const m = await get(`http://127.0.0.1:${port}/metrics`);
      expect(m.status).toBe(200);
      expect(await m.text()).toContain('helios_active_consults');
      expect(await (await get(`http://127.0.0.1:${port}/readyz`)).json()).toMatchObject({ ok: true, checks: { redis: true } });
      expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await t.stop();
    }
  }, 30_000);
});
