// Why this exists: the built-in clinic connector: one HTTP server speaking MCP (Streamable HTTP, stateless,
// JSON responses) with one endpoint per demo clinic at /mcp/<clinicId>, each over its own Redis silo.
// Helios starts it by default; `npm run clinics` runs it alone. External clinics serve the same tools.
// Workers in the same process reach it through `local`: the same MCP servers over in-memory links,
// which spares each tool call an HTTP round trip through fetch, web streams and the HTTP parser.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Directory } from '../stores/directory.seed.ts';
import { ClinicSilos, SEED_DAYS, type ClinicSilo } from './clinic-silos.ts';
import { registerClinicTools } from './clinic-tools.ts';

export interface ClinicServerOptions {
  redis: Redis;
  /** Redis key prefix; each clinic lives under `<prefix>:clinic:<clinicId>:` */
  prefix: string;
  /** 0 = any free port */
  port?: number;
  /** default 127.0.0.1 (the built-in connector is private to Helios) */
  host?: string;
  /** the clinics to serve (default: server/stores/directory.seed.json) */
  directory?: Directory;
  /** serve these silos (e.g. the app's own instance) instead of building them from `directory` */
  silos?: ClinicSilos;
  /** days of slots kept bookable ahead (default 21), topped up hourly */
  seedDays?: number;
  logger?: Logger;
}

export interface ClinicServer {
  /** base URL, e.g. http://127.0.0.1:3100 */
  url: string;
  /** one MCP endpoint per clinic: `${url}/mcp/<clinicId>` (the default CLINIC_CONNECTORS) */
  connectors: string[];
  silos: ClinicSilos;
  /** connector URL → an in-memory MCP link to the same clinic, for clients in this process */
  local: ReadonlyMap<string, () => Transport>;
  stop(): Promise<void>;
}

const MCP_PATH = /^\/mcp\/([A-Za-z0-9-]{1,64})\/?$/;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const rpcError = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { jsonrpc: '2.0', error: { code: -32000, message }, id: null });

/** Built once: a server builds its own Ajv otherwise, which costs ~3 ms per request. */
const validator = new AjvJsonSchemaValidator();

function clinicServer(silo: ClinicSilo): McpServer {
  const server = new McpServer({ name: `helios-clinic-${silo.clinic.id}`, version: '1.0.0' }, { capabilities: { tools: {} }, jsonSchemaValidator: validator });
  registerClinicTools(server, silo);
  return server;
}

/** Answers one MCP request with a fresh server and transport (stateless mode: nothing shared per client). */
async function serveMcp(silo: ClinicSilo, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const server = clinicServer(silo);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res);
}

export async function startClinicServer(opts: ClinicServerOptions): Promise<ClinicServer> {
  const silos = opts.silos ?? new ClinicSilos(opts.redis, opts.prefix, opts.directory);
  const log = opts.logger?.child({ component: 'clinics' });
  const days = opts.seedDays ?? SEED_DAYS;
  await silos.ensureSlots(new Date(), days);
  const topUp = setInterval(() => void silos.ensureSlots(new Date(), days).catch((err) => log?.warn({ err: (err as Error).message }, 'slot top-up failed')), 3_600_000);
  topUp.unref();

  let base = '';
  const http = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const m = MCP_PATH.exec(path);
    if (m) {
      const silo = silos.get(m[1]);
      if (!silo) return rpcError(res, 404, `no clinic ${m[1]}`);
      if (req.method !== 'POST') return rpcError(res, 405, 'Method not allowed: this server is stateless, POST only');
      serveMcp(silo, req, res).catch((err) => {
        log?.error({ err: (err as Error).message, clinicId: silo.clinic.id }, 'clinic request failed');
        if (!res.headersSent) rpcError(res, 500, 'internal error');
      });
      return;
    }
    if (req.method === 'GET' && path === '/clinics') {
      return json(res, 200, { clinics: silos.all().map((s) => ({ ...s.info, url: `${base}/mcp/${s.clinic.id}` })) });
    }
    if (req.method === 'GET' && path === '/healthz') return json(res, 200, { ok: true });
    json(res, 404, { error: 'not found' });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  base = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  log?.info({ url: base, clinics: silos.ids().length }, 'clinic MCP server listening');
  // one MCP server per in-memory link (a link is one client session, kept open by its connector)
  const linked = new Set<McpServer>();
  const local = new Map(silos.all().map((silo) => [`${base}/mcp/${silo.clinic.id}`, () => {
    const [client, server] = InMemoryTransport.createLinkedPair();
    const mcp = clinicServer(silo);
    linked.add(mcp);
    server.onclose = () => linked.delete(mcp);
    void mcp.connect(server);
    return client;
  }]));
  return {
    url: base,
    connectors: [...local.keys()],
    silos,
    local,
    async stop() {
      clearInterval(topUp);
      await Promise.allSettled([...linked].map((m) => m.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
