// Why this exists: this machine has no network, so tests talk to a loopback stand-in for the Messages API
// (JSON and SSE, tool use, usage) that can also be slow, hang, answer 529, fail mid-stream or return an
// invalid tool input on cue, and that records every request body so tests can prove what left the process.
// A text answer may also be a list of blocks (web search / fetch calls, their results, cited text), streamed
// with the real event shapes: server_tool_use, web_search_tool_result, citations_delta.
// With `setPace()` it answers at a model's pace (time to first token, output tokens per second) and
// simulates prompt caching (a prefix up to the last cache_control block, at least the model's minimum,
// is written once and read after), reporting usage the way the API bills it; for `npm run bench:llm`.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandinMode = 'scripted' | 'slow' | 'hanging' | 'overloaded' | 'rate_limited' | 'server_error' | 'error_mid_stream' | 'invalid_tool_output';

export interface Step {
  mode: StandinMode;
  /** error_mid_stream: text sent before the error event ('' = error before any text) */
  textBeforeError?: string;
  /** slow: delay before the response and between stream events */
  delayMs?: number;
  /** rate_limited / overloaded: the retry-after header, in seconds */
  retryAfterS?: number;
}

/** A model's pace and its prompt cache, for benchmarks (0 / unset: answer at once, no caching). */
export interface StandinPace {
  /** milliseconds from the request to the first token (a JSON answer waits this plus its output time) */
  ttftMs: number;
  /** output tokens per second after the first */
  tokensPerSec: number;
  /** the smallest cacheable prefix, in tokens (per model; 1024 for Sonnet-class models) */
  cacheMinTokens: number;
}

/** What a response's usage said, per request. */
export interface StandinUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  raw: string;
  /** the forced tool's name, or 'text' for a plain (streamed) text request */
  kind: string;
  at: number;
  /** the usage reported for it (absent when it failed before any) */
  usage?: StandinUsage;
}

type Scripted = (body: Record<string, unknown>) => unknown;

/** A rich text answer: what the server-side tools did, then text blocks, some with web citations. */
export type AnswerBlock =
  | { type: 'server_tool_use'; name: 'web_search' | 'web_fetch'; input: Record<string, unknown> }
  | { type: 'web_search_tool_result'; results: { url: string; title: string }[] }
  | { type: 'web_fetch_tool_result'; url: string; title: string; text: string }
  | { type: 'text'; text: string; citations?: { url: string; title: string; cited_text: string }[] };
export interface BlocksAnswer { blocks: AnswerBlock[] }
const isBlocks = (a: unknown): a is BlocksAnswer => typeof a === 'object' && a !== null && Array.isArray((a as BlocksAnswer).blocks);

/** One content block on the wire: its full form (JSON responses), its content_block_start form and its deltas. */
interface Wire { full: Record<string, unknown>; start: Record<string, unknown>; deltas: Record<string, unknown>[] }

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
  text: () => 'Thank you for telling me. Is the headache constant, or does it come and go?',
};

/** usage.server_tool_use of an answer that searched or fetched */
const serverToolUsage = (a: unknown) => {
  if (!isBlocks(a)) return {};
  const n = (name: string) => a.blocks.filter((b) => b.type === 'server_tool_use' && b.name === name).length;
  return { server_tool_use: { web_search_requests: n('web_search'), web_fetch_requests: n('web_fetch') } };
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
  private pace: StandinPace | null = null;
  /** A 429 storm on one model: a request for `model` while `maxInFlight` of its requests are open is answered
   *  429 with retry-after (seconds; may be fractional) — the way an organisation's rate limit refuses the excess.
   *  null: no limit. */
  rateLimit: { model: string; maxInFlight: number; retryAfterS?: number } | null = null;
  private readonly inFlight = new Map<string, number>();
  /** 429s sent by the rate limit */
  throttled = 0;
  /** called with each request as it arrives, before its behaviour is chosen (a test may change the mode) */
  onRequest: ((r: RecordedRequest) => void) | null = null;
  private readonly cache = new Set<string>();
  url = '';

  /** Answer at a model's pace, with prompt caching simulated (null: at once, no caching). */
  setPace(pace: StandinPace | null): this {
    this.pace = pace;
    return this;
  }

  /** Forget cached prefixes (a cold cache). */
  clearCache(): this {
    this.cache.clear();
    return this;
  }

  /** Input usage of a request as the API bills it: the prefix up to the last cache_control block is
   *  written to the cache the first time and read from it after, when it reaches the model's minimum. */
  private inputUsage(body: Record<string, unknown>): Pick<StandinUsage, 'input_tokens' | 'cache_creation_input_tokens' | 'cache_read_input_tokens'> {
    const total = tokens(JSON.stringify({ tools: body.tools ?? [], system: body.system ?? '', messages: body.messages ?? [] }));
    const system = Array.isArray(body.system) ? (body.system as { cache_control?: unknown }[]) : [];
    const last = system.map((b) => !!b.cache_control).lastIndexOf(true);
    if (!this.pace || last < 0) return { input_tokens: total, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const prefix = JSON.stringify({ tools: body.tools ?? [], system: system.slice(0, last + 1) });
    const cached = tokens(prefix);
    if (cached < this.pace.cacheMinTokens) return { input_tokens: total, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    const key = createHash('sha256').update(`${String(body.model)}\n${prefix}`).digest('hex');
    const hit = this.cache.has(key);
    this.cache.add(key);
    const rest = Math.max(0, total - cached);
    return hit
      ? { input_tokens: rest, cache_creation_input_tokens: 0, cache_read_input_tokens: cached }
      : { input_tokens: rest, cache_creation_input_tokens: cached, cache_read_input_tokens: 0 };
  }

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
    const recorded: RecordedRequest = { path: req.url, body, raw, kind, at: Date.now() };
    this.requests.push(recorded);
    this.onRequest?.(recorded);
    const step = this.queue.shift() ?? this.mode;
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    const model = String(body.model);
    const rl = this.rateLimit;
    if (rl && rl.model === model && (this.inFlight.get(model) ?? 0) >= rl.maxInFlight) {
      this.throttled++;
      return this.json(res, 429, { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } }, rl.retryAfterS);
    }
    this.inFlight.set(model, (this.inFlight.get(model) ?? 0) + 1);
    res.on('close', () => this.inFlight.set(model, (this.inFlight.get(model) ?? 1) - 1));

    switch (step.mode) {
      case 'hanging':
        return; // never answers; the client's timeout must fire
      case 'overloaded':
        return this.json(res, 529, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, step.retryAfterS);
      case 'rate_limited':
        return this.json(res, 429, { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } }, step.retryAfterS);
      case 'server_error':
        return this.json(res, 500, { type: 'error', error: { type: 'api_error', message: 'Internal error' } });
      case 'slow':
        await sleep(step.delayMs ?? 200);
        break;
      default:
        break;
    }
    const answer = step.mode === 'invalid_tool_output' ? { bogus: true, urgency: 'very' } : (this.scripts.get(kind) ?? DEFAULTS[kind] ?? DEFAULTS.text)(body);
    if (body.stream) return this.sse(res, body, kind, answer, step, recorded);
    const content = kind === 'text'
      ? this.wire(answer, []).map((w) => w.full)
      : [{ type: 'tool_use', id: `toolu_${++this.n}`, name: kind, input: answer }];
    const output = tokens(JSON.stringify(answer));
    const usage = this.pace
      ? { ...this.inputUsage(body), output_tokens: output }
      : { input_tokens: tokens(raw), output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (this.pace) await sleep(this.pace.ttftMs + (output * 1000) / this.pace.tokensPerSec);
    if (res.destroyed) return;
    recorded.usage = usage;
    this.json(res, 200, {
      id: `msg_${++this.n}`, type: 'message', role: 'assistant', model: body.model, content,
      stop_reason: kind === 'text' ? 'end_turn' : 'tool_use', stop_sequence: null,
      usage: { ...usage, ...serverToolUsage(answer) },
    });
  }

  /** A text answer (a string or blocks) as wire blocks; `pieces` replaces a plain string's text deltas. */
  private wire(answer: unknown, pieces: string[] | null): Wire[] {
    const caller = { type: 'direct' };
    let toolId = '';
    const chunks = (s: string) => s.match(/[\s\S]{1,12}/g) ?? [];
    const textDeltas = (s: string) => chunks(s).map((text) => ({ type: 'text_delta', text }));
    if (!isBlocks(answer)) {
      const text = String(answer);
      return [{ full: { type: 'text', text, citations: null }, start: { type: 'text', text: '', citations: null }, deltas: (pieces ?? chunks(text)).map((t) => ({ type: 'text_delta', text: t })) }];
    }
    return answer.blocks.map((b): Wire => {
      switch (b.type) {
        case 'server_tool_use': {
          toolId = `srvtoolu_${++this.n}`;
          const full = { type: 'server_tool_use', id: toolId, name: b.name, input: b.input, caller };
          return { full, start: { ...full, input: {} }, deltas: [{ type: 'input_json_delta', partial_json: JSON.stringify(b.input) }] };
        }
        case 'web_search_tool_result': {
          const results = b.results.map((r) => ({ type: 'web_search_result', url: r.url, title: r.title, encrypted_content: Buffer.from(r.url).toString('base64'), page_age: null }));
          const full = { type: 'web_search_tool_result', tool_use_id: toolId, caller, content: results };
          return { full, start: full, deltas: [] };
        }
        case 'web_fetch_tool_result': {
          const doc = { type: 'document', title: b.title, citations: { enabled: true }, source: { type: 'text', media_type: 'text/plain', data: b.text } };
          const full = { type: 'web_fetch_tool_result', tool_use_id: toolId, caller, content: { type: 'web_fetch_result', url: b.url, retrieved_at: new Date(0).toISOString(), content: doc } };
          return { full, start: full, deltas: [] };
        }
        default: {
          const citations = (b.citations ?? []).map((c) => ({ type: 'web_search_result_location', url: c.url, title: c.title, cited_text: c.cited_text, encrypted_index: Buffer.from(c.url).toString('base64') }));
          return {
            full: { type: 'text', text: b.text, citations: citations.length ? citations : null },
            start: { type: 'text', text: '', citations: null },
            deltas: [...citations.map((citation) => ({ type: 'citations_delta', citation })), ...textDeltas(b.text)],
          };
        }
      }
    });
  }

  private json(res: ServerResponse, status: number, payload: unknown, retryAfterS?: number): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}`, ...(retryAfterS !== undefined ? { 'retry-after': String(retryAfterS) } : {}) });
    res.end(JSON.stringify(payload));
  }

  private async sse(res: ServerResponse, body: Record<string, unknown>, kind: string, answer: unknown, step: Step, recorded: RecordedRequest): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const pace = this.pace;
    const send = async (event: string, data: unknown) => {
      if (res.destroyed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      if (step.mode === 'slow') await sleep(step.delayMs ?? 200);
      // at a model's pace: each delta's tokens take their time (a 12-character piece is about 3 tokens)
      const d = (data as { delta?: { text?: string; partial_json?: string } }).delta;
      const piece = d?.text ?? d?.partial_json;
      if (pace && event === 'content_block_delta' && piece) await sleep((tokens(piece) * 1000) / pace.tokensPerSec);
    };
    const input = pace
      ? this.inputUsage(body)
      : { input_tokens: tokens(JSON.stringify(body)), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
    if (pace) await sleep(pace.ttftMs);
    recorded.usage = { ...input, output_tokens: 1 };
    await send('message_start', {
      type: 'message_start',
      message: { id: `msg_${++this.n}`, type: 'message', role: 'assistant', model: body.model, content: [], stop_reason: null, stop_sequence: null, usage: { ...input, output_tokens: 1 } },
    });
    const isText = kind === 'text';
    const full = isText ? (isBlocks(answer) ? answer.blocks.map((b) => (b.type === 'text' ? b.text : '')).join('') : String(answer)) : JSON.stringify(answer);
    const broken = step.mode === 'error_mid_stream';
    const pieces = broken ? (step.textBeforeError ? [step.textBeforeError] : []) : null; // error_mid_stream: only this before the error
    const blocks: Wire[] = isText
      ? this.wire(broken ? '' : answer, pieces)
      : [{ full: {}, start: { type: 'tool_use', id: `toolu_${++this.n}`, name: kind, input: {} }, deltas: (pieces ?? full.match(/[\s\S]{1,12}/g) ?? []).map((p) => ({ type: 'input_json_delta', partial_json: p })) }];
    for (const [index, b] of blocks.entries()) {
      await send('content_block_start', { type: 'content_block_start', index, content_block: b.start });
      if (index === 0) await send('ping', { type: 'ping' });
      for (const delta of b.deltas) await send('content_block_delta', { type: 'content_block_delta', index, delta });
      if (broken) {
        await send('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
        res.end();
        return;
      }
      await send('content_block_stop', { type: 'content_block_stop', index });
    }
    recorded.usage = { ...input, output_tokens: tokens(full) };
    await send('message_delta', { type: 'message_delta', delta: { stop_reason: isText ? 'end_turn' : 'tool_use', stop_sequence: null }, usage: { output_tokens: tokens(full), ...serverToolUsage(answer) } });
    await send('message_stop', { type: 'message_stop' });
    res.end();
  }
}
