// Why this exists: misbehaving clinics for router tests: a real MCP endpoint (SDK server, Streamable
// HTTP) whose answers the test scripts (malformed, leaky), or a socket that accepts and never answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

export interface StubClinic {
  url: string;
  stop(): Promise<void>;
}

async function listen(http: Server): Promise<string> {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
}

const stopper = (http: Server) => async () => {
  http.closeAllConnections();
  await new Promise<void>((resolve) => http.close(() => resolve()));
};

/** An MCP endpoint that accepts every request and never answers. */
export async function startHangingClinic(): Promise<StubClinic> {
  const http = createServer(() => undefined);
  return { url: await listen(http), stop: stopper(http) };
}

/** A clinic whose info and slot answers are whatever the test says (tool inputs are not checked). */
export async function startScriptedClinic(script: {
  info: Record<string, unknown>;
  slots: (args: Record<string, unknown>) => unknown;
  book?: (args: Record<string, unknown>) => unknown;
}): Promise<StubClinic> {
  const http = createServer((req, res) => {
    const server = new McpServer({ name: 'stub-clinic', version: '0.0.1' });
    const reply = (data: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(data) }], structuredContent: data as Record<string, unknown> });
    const any = z.object({}).passthrough();
    server.registerTool('get_clinic_info', { inputSchema: any }, async () => reply(script.info));
    server.registerTool('list_available_slots', { inputSchema: any }, async (args) => reply(script.slots(args)));
    server.registerTool('book_appointment', { inputSchema: any }, async (args) => reply(script.book?.(args) ?? { ok: false, reason: 'not_found' }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => void server.close());
    void server.connect(transport).then(() => transport.handleRequest(req, res));
  });
  return { url: await listen(http), stop: stopper(http) };
}
