// Why this exists: this machine has no network, so tests talk to a loopback stand-in for the Messages API
// (JSON and SSE, tool use, usage) that can also be slow, hang, answer 529, fail mid-stream or return an
// invalid tool input on cue, and that records every request body so tests can prove what left the process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandinMode = 'scripted' | 'slow' | 'hanging' | 'overloaded' | 'rate_limited' | 'server_error' | 'error_mid_stream' | 'invalid_tool_output';

export interface Step {
  mode: StandinMode;
  /** error_mid_stream: text sent before the error event ('' = error before any text) */
  textBeforeError?: string;
  /** slow: delay before the response and between stream events */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  raw: string;
  /** the forced tool's name, or 'text' for a plain (streamed) text request */
  kind: string;
  at: number;
}

type Scripted = (body: Record<string, unknown>) => unknown;

/** A valid answer for every Helios tool, overridable per test with `script()`. */
const DEFAULTS: Record<string, Scripted> = {
  record_history: () => ({
    facts: { complaint: 'headache', opqrst: { onset: 'two days ago', severity: 5 }, medications: [], allergies: [], conditions: [], findings: ['headache'], negatedFindings: [], unknown: [] },
    question: { field: 'timing', text: 'Is the headache constant, or does it come and go?' },
  }),
  submit_opinion: (body) => {
    const specialty = /You are the ([a-z_]+) reviewer/.exec(JSON.stringify(body.system))?.[1] ?? 'general_practice';
    return { agent: `${specialty}_specialist`, specialty: 'neurology', confidence: 0.8, urgency: 3, reasoning: 'Features that warrant assessment by neurology.' };
  },
  submit_consensus: () => ({ specialty: 'neurology', urgency: 3, averageConfidence: 0.8, lowConfidence: false, proposals: [{ specialty: 'neurology', agents: ['neurology_specialist'] }] }),
  submit_plan: () => ({
    specialty: 'neurology', urgency: 3, triageLevel: 'non_urgent', disposition: 'primary_care',
    advice: 'See a neurology clinician within a few days. Seek care sooner if it gets worse.', citations: [], evidenceMap: [],
  }),
  submit_safety_review: () => ({ urgency: 3, triageLevel: 'non_urgent', escalate: false, emergency: false, requiresGuardianConsent: false, findings: [], checked: ['claude_review'] }),
  classify_input: () => ({ emergency: false, outOfScope: null, injection: false, reason: 'symptom description' }),
  check_output: (body) => ({ ok: true, violations: [], text: /"text":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(body.messages))?.[1] ?? '' }),
  write_soap_note: () => ({ S: 'Headache for two days.', O: 'No examination performed.', A: 'Features warranting neurology assessment.', P: 'Booked.', uncertainties: [] }),
  compose_booking_message: () => ({ message: 'Here are the times we found.', optionIds: [], soonEnough: true }),
  text: () => 'Thank you for telling me. Is the headache constant, or does it come and go?',
};

const tokens = (s: string) => Math.max(1, Math.ceil(s.length / 4));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class AnthropicStandin {
  readonly requests: RecordedRequest[] = [];
  mode: Step = { mode: 'scripted' };
  private readonly queue: Step[] = [];
  private readonly scripts = new Map<string, Scripted>();
  private server: Server | null = null;
  private readonly open = new Set<ServerResponse>();
  private n = 0;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** The default behaviour for every request not covered by a queued step. */
  setMode(mode: StandinMode, extra: Omit<Step, 'mode'> = {}): this {
    this.mode = { mode, ...extra };
    return this;
  }

  /** Behaviours for the next requests, one each, in order; then the default mode again. */
  next(...steps: (StandinMode | Step)[]): this {
    for (const s of steps) this.queue.push(typeof s === 'string' ? { mode: s } : s);
    return this;
  }

  /** Answer a tool (by name) or plain text ('text') with this value or function of the request body. */
  script(kind: string, answer: unknown): this {
    this.scripts.set(kind, typeof answer === 'function' ? (answer as Scripted) : () => answer);
    return this;
  }

  /** Every recorded request body, as sent, joined: for "this never left the process" assertions. */
  allBodies(): string {
    return this.requests.map((r) => r.raw).join('\n');
  }

  count(kind?: string): number {
    return kind ? this.requests.filter((r) => r.kind === kind).length : this.requests.length;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url?.split('?')[0].endsWith('/v1/messages')) {
      return this.json(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'no such route' } });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    const kind = (body.tool_choice as { name?: string } | undefined)?.name ?? 'text';
    this.requests.push({ path: req.url, body, raw, kind, at: Date.now() });
    const step = this.queue.shift() ?? this.mode;
    this.open.add(res);
    res.on('close', () => this.open.delete(res));

    switch (step.mode) {
      case 'hanging':
        return; // never answers; the client's timeout must fire
      case 'overloaded':
        return this.json(res, 529, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
      case 'rate_limited':
        return this.json(res, 429, { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } });
      case 'server_error':
        return this.json(res, 500, { type: 'error', error: { type: 'api_error', message: 'Internal error' } });
      case 'slow':
        await sleep(step.delayMs ?? 200);
        break;
      default:
        break;
    }
    const answer = step.mode === 'invalid_tool_output' ? { bogus: true, urgency: 'very' } : (this.scripts.get(kind) ?? DEFAULTS[kind] ?? DEFAULTS.text)(body);
    if (body.stream) return this.sse(res, body, kind, answer, step);
    const content = kind === 'text'
      ? [{ type: 'text', text: String(answer) }]
      : [{ type: 'tool_use', id: `toolu_${++this.n}`, name: kind, input: answer }];
    this.json(res, 200, {
      id: `msg_${++this.n}`, type: 'message', role: 'assistant', model: body.model, content,
      stop_reason: kind === 'text' ? 'end_turn' : 'tool_use', stop_sequence: null,
      usage: { input_tokens: tokens(raw), output_tokens: tokens(JSON.stringify(answer)), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
  }

  private json(res: ServerResponse, status: number, payload: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
    res.end(JSON.stringify(payload));
  }

  private async sse(res: ServerResponse, body: Record<string, unknown>, kind: string, answer: unknown, step: Step): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = async (event: string, data: unknown) => {
      if (res.destroyed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      if (step.mode === 'slow') await sleep(step.delayMs ?? 200);
    };
    const inputTokens = tokens(JSON.stringify(body));
    await send('message_start', {
      type: 'message_start',
      message: { id: `msg_${++this.n}`, type: 'message', role: 'assistant', model: body.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: inputTokens, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } },
    });
    const isText = kind === 'text';
    const full = isText ? String(answer) : JSON.stringify(answer);
    const pieces = step.mode === 'error_mid_stream' ? (step.textBeforeError ? [step.textBeforeError] : []) : full.match(/[\s\S]{1,12}/g) ?? [];
    await send('content_block_start', { type: 'content_block_start', index: 0, content_block: isText ? { type: 'text', text: '' } : { type: 'tool_use', id: `toolu_${++this.n}`, name: kind, input: {} } });
    await send('ping', { type: 'ping' });
    for (const p of pieces) {
      await send('content_block_delta', { type: 'content_block_delta', index: 0, delta: isText ? { type: 'text_delta', text: p } : { type: 'input_json_delta', partial_json: p } });
    }
    if (step.mode === 'error_mid_stream') {
      await send('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
      res.end();
      return;
    }
    await send('content_block_stop', { type: 'content_block_stop', index: 0 });
    await send('message_delta', { type: 'message_delta', delta: { stop_reason: isText ? 'end_turn' : 'tool_use', stop_sequence: null }, usage: { output_tokens: tokens(full) } });
    await send('message_stop', { type: 'message_stop' });
    res.end();
  }
}
