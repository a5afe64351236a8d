// Why this exists: the only module that talks to the Messages API: structured roles through one forced
// tool whose input zod must accept (one corrective retry), and patient-facing text as a stream of deltas,
// both under the shared resilience policies and both reporting token usage.
import Anthropic, { APIConnectionError, APIError } from '@anthropic-ai/sdk';
import { TaskCancelledError } from 'cockatiel';
import type { ContentBlock, MessageParam, TextBlockParam, ToolUnion } from '@anthropic-ai/sdk/resources/messages';
import type { z } from 'zod';
import type { TokenUsage } from './budget.ts';
import type { FetchedPage, TextSegment } from './evidence-web.ts';
import { DEFAULT_MAX_TOKENS, DEFAULT_MODEL, modelFor, overflowFor, type LlmConfig, type LlmRole } from './llm.config.ts';
import type { PromptSet } from './prompts.ts';
import { EarlyStreamError, InvalidOutputError, StreamInterruptedError, type LlmResilience } from './resilience.ts';
import { describeIssues, ROLE_TOOLS, toolDefinition, type RoleOutput, type StructuredRole } from './tools.ts';

export interface ClaudeClientOptions {
  config: Pick<LlmConfig, 'ANTHROPIC_API_KEY' | 'ANTHROPIC_BASE_URL' | 'LLM_TIMEOUT_MS'> & Partial<LlmConfig>;
  prompts: PromptSet;
  resilience: LlmResilience;
  /** an SDK client to use instead of building one (tests) */
  sdk?: Anthropic;
  maxTokens?: Partial<Record<LlmRole, number>>;
}

export interface CallMeta {
  model: string;
  /** HTTP attempts made, retries included */
  attempts: number;
  /** sha256 of each prompt file in the system prompt */
  promptHashes: Record<string, string>;
}

export interface StructuredRequest {
  /** JSON input for the role, already redacted */
  input: unknown;
  /** fills the specialist template */
  specialty?: string;
  signal?: AbortSignal;
  /** every response's usage, including those of attempts that failed validation or mid-stream, with the model
   *  that answered (the role's own or its overflow tier: each is priced as billed) */
  onUsage?: (usage: TokenUsage, model: string) => void;
  /** stream the tool input: called with the JSON written so far after each piece (the plan's advice is
   *  read from it while the model still writes the rest) */
  onPartial?: (json: string) => void;
}

export interface StreamRequest {
  /** an extra system instruction after the role prompt (not cached) */
  instruction?: string;
  signal?: AbortSignal;
  onUsage?: (usage: TokenUsage, model: string) => void;
  /** server-side tools the model may use while answering (web search and fetch); none by default */
  tools?: ToolUnion[];
}

export interface StreamResult extends CallMeta {
  text: string;
  usage: TokenUsage;
  /** the answer's text blocks with their citations (only blocks that carry citations) */
  segments: TextSegment[];
  /** pages read with web_fetch, in order */
  fetched: FetchedPage[];
  /** the server tools the model called (web_search, web_fetch), in order */
  serverTools: string[];
}

export interface ClaudeClient {
  structured<R extends StructuredRole>(role: R, req: StructuredRequest): Promise<{ output: RoleOutput<R> } & CallMeta>;
  /** Stream text; onDelta gets each text delta. Throws StreamInterruptedError if it fails after text was forwarded. */
  streamText(role: LlmRole, messages: MessageParam[], onDelta: (delta: string) => void, req?: StreamRequest): Promise<StreamResult>;
}

const zeroUsage = (): TokenUsage => ({ input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });

export function createAnthropicSdk(config: ClaudeClientOptions['config']): Anthropic {
  return new Anthropic({
    apiKey: config.ANTHROPIC_API_KEY ?? null,
    baseURL: config.ANTHROPIC_BASE_URL,
    maxRetries: 0, // retries belong to the cockatiel policy, which also knows about the breaker
    timeout: Math.max(config.LLM_TIMEOUT_MS, config.LLM_DEADLINE_MS ?? 0) * 2, // the deadlines are cockatiel's; this is a backstop
  });
}

export function createClaudeClient(opts: ClaudeClientOptions): ClaudeClient {
  const sdk = opts.sdk ?? createAnthropicSdk(opts.config);
  const cfg = opts.config as LlmConfig;
  const model = (role: LlmRole) => (cfg.LLM_MODEL ? modelFor(cfg, role) : DEFAULT_MODEL);
  /** the role's model, and the tier it may overflow to under a storm on it (see resilience.ts) */
  const route = (role: LlmRole) => ({ model: model(role), overflow: overflowFor(cfg, role, model(role)) });
  const maxTokens = (role: LlmRole) => opts.maxTokens?.[role] ?? DEFAULT_MAX_TOKENS[role];

  /** The stable prompt is one block, marked for caching (cache_control) only when the prefix it closes (the
   *  tools, then the system text) reaches the model's cache minimum: below it the API caches nothing, and
   *  the mark would only promise savings that never come. A per-call part follows, uncached. */
  const systemFor = (role: LlmRole, specialty?: string, extra?: string, tools: unknown[] = [], to = model(role)) => {
    const p = opts.prompts.system(role, { specialty });
    const prefixTokens = estimateTokens(JSON.stringify(tools) + p.stable);
    const cache = prefixTokens >= cacheMinTokens(to) ? { cache_control: { type: 'ephemeral' as const } } : {};
    const blocks: TextBlockParam[] = [{ type: 'text', text: p.stable, ...cache }];
    if (p.variable) blocks.push({ type: 'text', text: p.variable });
    if (extra) blocks.push({ type: 'text', text: extra });
    return { blocks, hashes: p.hashes };
  };

  return {
    async structured(role, req) {
      const tool = toolDefinition(role);
      const schema = ROLE_TOOLS[role].schema as unknown as z.ZodType<RoleOutput<typeof role>>;
      const { hashes } = systemFor(role, req.specialty, undefined, [tool]);
      const messages: MessageParam[] = [{
        role: 'user',
        content: `Answer by calling the ${tool.name} tool once.\n<input>\n${JSON.stringify(req.input)}\n</input>`,
      }];
      let attempts = 0;
      let lastIssues = 'no tool call in the response';
      for (let validation = 0; validation < 2; validation++) {
        const { msg, used } = await opts.resilience.run(async (signal, to) => {
          attempts++;
          const body = {
            model: to,
            max_tokens: maxTokens(role),
            system: systemFor(role, req.specialty, undefined, [tool], to).blocks,
            tools: [tool],
            tool_choice: { type: 'tool' as const, name: tool.name, disable_parallel_tool_use: true },
            messages,
          };
          const msg = req.onPartial ? await streamToolCall(sdk, body, tool.name, req.onPartial, signal) : await sdk.messages.create(body, { signal });
          return { msg, used: to };
        }, req.signal, route(role));
        req.onUsage?.(msg.usage, used);
        const call = msg.content.find((b): b is Extract<ContentBlock, { type: 'tool_use' }> => b.type === 'tool_use' && b.name === tool.name);
        const parsed = schema.safeParse(call?.input);
        if (parsed.success) return { output: parsed.data, model: used, attempts, promptHashes: hashes };
        lastIssues = call ? describeIssues(parsed.error) : lastIssues;
        if (call) {
          // the one corrective retry: show the model its invalid call and what was wrong with it
          messages.push({ role: 'assistant', content: [{ type: 'tool_use', id: call.id, name: call.name, input: call.input }] });
          messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: call.id, is_error: true, content: `Invalid input: ${lastIssues}. Call ${tool.name} again with input that matches the schema exactly.` }] });
        }
      }
      throw new InvalidOutputError(`${role}: tool input failed the schema twice (${lastIssues})`, lastIssues);
    },

    async streamText(role, messages, onDelta, req = {}) {
      const { hashes } = systemFor(role, undefined, req.instruction, req.tools ?? []);
      let forwarded = '';
      let settled = false;
      let attempts = 0;
      const total = zeroUsage();
      let used = model(role);
      const add = (u: TokenUsage) => {
        total.input_tokens += u.input_tokens ?? 0;
        total.output_tokens += u.output_tokens ?? 0;
        total.cache_creation_input_tokens = (total.cache_creation_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0);
        total.cache_read_input_tokens = (total.cache_read_input_tokens ?? 0) + (u.cache_read_input_tokens ?? 0);
        req.onUsage?.(u, used);
      };
      // the first token's deadline: past it, nothing of Claude's reaches the patient (the caller sends the offline text)
      const firstToken = new AbortController();
      const firstTokenTimer = setTimeout(() => { if (!forwarded) firstToken.abort(); }, cfg.LLM_FIRST_TOKEN_MS ?? 2_500);
      const callSignal = req.signal ? AbortSignal.any([req.signal, firstToken.signal]) : firstToken.signal;
      try {
        const out = await opts.resilience.run(async (signal, to) => {
          attempts++;
          used = to;
          const usage = zeroUsage();
          let text = '';
          const blocksByIndex = new Map<number, TextSegment>();
          const fetched: FetchedPage[] = [];
          const serverTools: string[] = [];
          try {
            const stream = await sdk.messages.create({
              model: to, max_tokens: maxTokens(role), system: systemFor(role, undefined, req.instruction, req.tools ?? [], to).blocks, messages, stream: true,
              ...(req.tools?.length ? { tools: req.tools } : {}),
            }, { signal });
            for await (const ev of stream) {
              if (ev.type === 'message_start') Object.assign(usage, pickUsage({ ...ev.message.usage }));
              else if (ev.type === 'message_delta') Object.assign(usage, pickUsage({ ...ev.usage }));
              else if (ev.type === 'content_block_start') {
                const b = ev.content_block;
                if (b.type === 'text') blocksByIndex.set(ev.index, { text: '', citations: [...(b.citations ?? [])] });
                else if (b.type === 'server_tool_use') serverTools.push(b.name);
                else if (b.type === 'web_fetch_tool_result' && b.content.type === 'web_fetch_result') fetched.push({ url: b.content.url, title: b.content.content?.title ?? null });
              } else if (ev.type === 'content_block_delta' && ev.delta.type === 'citations_delta') {
                blocksByIndex.get(ev.index)?.citations.push(ev.delta.citation);
              } else if (ev.type === 'content_block_delta' && ev.delta.type === 'text_delta' && !settled) {
                const seg = blocksByIndex.get(ev.index);
                if (seg) seg.text += ev.delta.text;
                text += ev.delta.text;
                forwarded += ev.delta.text;
                onDelta(ev.delta.text);
              }
            }
          } catch (err) {
            if (forwarded.length > 0) throw new StreamInterruptedError(forwarded, err); // never retried: the patient is reading
            if (signal.aborted) throw err;
            // an SSE error event, or a failure after message_start: the request was accepted, then the stream failed
            const streamEvent = err instanceof APIError && err.status === undefined && !(err instanceof APIConnectionError);
            throw streamEvent || usage.input_tokens > 0 ? new EarlyStreamError(err) : err;
          } finally {
            if (usage.input_tokens || usage.output_tokens) add(usage);
          }
          return { text, segments: [...blocksByIndex.values()].filter((b) => b.citations.length > 0), fetched, serverTools };
        }, callSignal, route(role));
        return { ...out, usage: total, model: used, attempts, promptHashes: hashes };
      } catch (err) {
        if (forwarded.length > 0 && !(err instanceof StreamInterruptedError)) throw new StreamInterruptedError(forwarded, err);
        if (firstToken.signal.aborted && !req.signal?.aborted) throw new TaskCancelledError(`${role}: no first token within ${cfg.LLM_FIRST_TOKEN_MS ?? 2_500} ms`);
        throw err;
      } finally {
        clearTimeout(firstTokenTimer);
        settled = true; // a timed-out attempt may still be reading: nothing more reaches the caller
      }
    },
  };
}

/** A forced tool call streamed: the input's JSON reaches `onPartial` as it is written; the result has the
 *  shape of a non-streamed response (the parsed tool_use block and the usage). */
async function streamToolCall(
  sdk: Anthropic, body: Parameters<Anthropic['messages']['create']>[0], name: string, onPartial: (json: string) => void, signal: AbortSignal,
): Promise<{ content: ContentBlock[]; usage: TokenUsage }> {
  const stream = await sdk.messages.create({ ...body, stream: true }, { signal });
  const usage = zeroUsage();
  let id = '';
  let json = '';
  for await (const ev of stream) {
    if (ev.type === 'message_start') Object.assign(usage, pickUsage({ ...ev.message.usage }));
    else if (ev.type === 'message_delta') Object.assign(usage, pickUsage({ ...ev.usage }));
    else if (ev.type === 'content_block_start' && ev.content_block.type === 'tool_use') id = ev.content_block.id;
    else if (ev.type === 'content_block_delta' && ev.delta.type === 'input_json_delta') {
      json += ev.delta.partial_json;
      onPartial(json);
    }
  }
  let input: unknown = null;
  try {
    input = json ? JSON.parse(json) : {};
  } catch {
    input = null; // an unfinished or broken JSON is an invalid tool input: the corrective retry handles it
  }
  return { content: id ? [{ type: 'tool_use', id, name, input, caller: { type: 'direct' } } as unknown as ContentBlock] : [], usage };
}

/** The text of a JSON string field as far as it is written in a partial JSON document (null before it starts). */
export function partialStringField(json: string, key: string): string | null {
  return partialString(json, key)?.text ?? null;
}

/** A JSON string field as far as it is written, and whether its closing quote has come (it is complete). */
export function partialString(json: string, key: string): { text: string; closed: boolean } | null {
  const at = json.indexOf(`"${key}"`);
  if (at < 0) return null;
  const colon = json.indexOf(':', at + key.length + 2);
  const open = colon < 0 ? -1 : json.indexOf('"', colon);
  if (open < 0) return null;
  const ESC: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };
  let out = '';
  for (let i = open + 1; i < json.length; i++) {
    const ch = json[i];
    if (ch === '"') return { text: out, closed: true };
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const n = json[i + 1];
    if (n === undefined) break;
    if (n === 'u') {
      if (i + 6 > json.length) break;
      out += String.fromCharCode(parseInt(json.slice(i + 2, i + 6), 16));
      i += 5;
    } else {
      out += ESC[n] ?? n;
      i += 1;
    }
  }
  return { text: out, closed: false };
}

/** A conservative token count for text (about 4 characters a token for English and JSON). */
export const estimateTokens = (s: string): number => Math.ceil(s.length / 4);

/** The smallest prefix a model caches (Anthropic's documented minimums: 2048 tokens for Haiku-class
 *  models, 1024 for the others). */
export function cacheMinTokens(model: string): number {
  return /haiku/i.test(model) ? 2048 : 1024;
}

function pickUsage(u: Record<string, unknown> | null | undefined): Partial<TokenUsage> {
  const out: Partial<TokenUsage> = {};
  if (!u) return out;
  for (const k of ['input_tokens', 'output_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens'] as const) {
    if (typeof u[k] === 'number') out[k] = u[k] as number;
  }
  return out;
}
