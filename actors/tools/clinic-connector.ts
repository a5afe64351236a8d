// Why this exists: one clinic connector as Helios sees it: an MCP client (Streamable HTTP) to one clinic
// endpoint, kept connected between calls, with a hard deadline on every call so a slow, dead or broken
// clinic fails fast with a named fault instead of stalling a consult. A clinic served by this same
// process may be linked in memory instead of over HTTP: the same MCP session, without the loopback.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

/** Opens an in-memory MCP transport to a clinic server in this process (instead of HTTP to its URL). */
export type ClinicLink = () => Transport;

export type ClinicFault = 'timeout' | 'unreachable' | 'error' | 'malformed';

export class ClinicCallError extends Error {
  constructor(readonly fault: ClinicFault, message: string) {
    super(message);
  }
}

export const DEFAULT_CLINIC_TIMEOUT_MS = 3000;

export class ClinicConnector {
  private client: Promise<Client> | null = null;

  constructor(readonly url: string, readonly timeoutMs = DEFAULT_CLINIC_TIMEOUT_MS, private readonly link?: ClinicLink) {
    new URL(url); // throws on a malformed endpoint
  }

  private connect(): Promise<Client> {
    if (!this.client) {
      const client = new Client({ name: 'helios-clinic-router', version: '1.0.0' }, { capabilities: {} });
      // every HTTP exchange also carries its own deadline, so a hung clinic never holds a socket for long
      const transport = this.link?.() ?? new StreamableHTTPClientTransport(new URL(this.url), {
        fetch: (url, init) => {
          const limit = AbortSignal.timeout(this.timeoutMs + 500);
          return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, limit]) : limit });
        },
      });
      const connecting = client.connect(transport, { timeout: this.timeoutMs }).then(() => client);
      connecting.catch(() => this.reset(connecting));
      this.client = connecting;
    }
    return this.client;
  }

  /** Drops the client (after a fault) so the next call starts a fresh connection. */
  private reset(which: Promise<Client> | null = this.client): void {
    if (which && this.client === which) this.client = null;
    void which?.then((c) => c.close()).catch(() => undefined);
  }

  /**
   * Calls a tool and returns its structured result (or the JSON of its text). Throws ClinicCallError:
   * `timeout` past the deadline, `unreachable` when the endpoint cannot be reached, `error` for a tool error
   * (isError) and `malformed` when the answer is not a JSON object.
   */
  async call(name: string, args: Record<string, unknown>, timeoutMs = this.timeoutMs): Promise<Record<string, unknown>> {
    let timer: NodeJS.Timeout | undefined;
    const session = this.client ?? this.connect();
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ClinicCallError('timeout', `${name}: no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const answer = await Promise.race([
        session.then((c) => c.callTool({ name, arguments: args }, undefined, { timeout: timeoutMs })),
        deadline,
      ]);
      return structured(name, answer as { isError?: boolean; structuredContent?: unknown; content?: unknown });
    } catch (err) {
      if (err instanceof ClinicCallError) {
        if (err.fault === 'timeout') this.reset(session);
        throw err;
      }
      const msg = String((err as Error).message ?? err).slice(0, 200);
      const protocolError = err instanceof McpError && err.code !== ErrorCode.RequestTimeout && err.code !== ErrorCode.ConnectionClosed;
      if (protocolError) throw new ClinicCallError('error', `${name}: ${msg}`); // the clinic answered, with a JSON-RPC error
      this.reset(session);
      throw new ClinicCallError(/timed? ?out|abort/i.test(msg) ? 'timeout' : 'unreachable', `${name}: ${msg}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    const c = this.client;
    this.client = null;
    await c?.then((x) => x.close()).catch(() => undefined);
  }
}

function structured(name: string, answer: { isError?: boolean; structuredContent?: unknown; content?: unknown }): Record<string, unknown> {
  let data: unknown = answer.structuredContent;
  if (data === undefined && Array.isArray(answer.content)) {
    const text = (answer.content as { type?: string; text?: string }[]).find((c) => c.type === 'text')?.text;
    try {
      data = text === undefined ? undefined : JSON.parse(text);
    } catch {
      data = answer.isError ? { error: { code: 'tool_error', message: text } } : undefined;
    }
  }
  if (answer.isError) {
    const e = (data as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    throw new ClinicCallError('error', `${name}: ${String(e?.code ?? 'tool_error')}: ${String(e?.message ?? '').slice(0, 200)}`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ClinicCallError('malformed', `${name}: the answer is not a JSON object`);
  return data as Record<string, unknown>;
}
