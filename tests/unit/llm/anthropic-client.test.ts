// Why this exists: the Messages API client must force the role's tool with a zod-derived schema, cache the
// stable system prompt (only when it reaches the model's cache minimum), parse or correct-once-then-fail invalid output, retry 529s, and stream text with
// the right behaviour when the stream breaks before or after text reached the patient.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TaskCancelledError } from 'cockatiel';
import type { AnthropicStandin } from '../../support/anthropic-standin.ts';
import { InvalidOutputError, StreamInterruptedError } from '../../../actors/llm/resilience.ts';
import { buildEngine, startStandin } from './harness.ts';
import { cacheMinTokens } from '../../../actors/llm/anthropic.client.ts';

let standin: AnthropicStandin;
beforeAll(async () => { standin = await startStandin(); });
afterAll(async () => { await standin.stop(); });
beforeEach(() => { standin.requests.length = 0; standin.setMode('scripted'); });

const specialistInput = { specialty: 'neurology', facts: { complaint: 'headache' } };

describe('structured roles through tool use', () => {
  it('forces the role tool, sends a zod-derived input_schema and a cached system prompt, and parses the answer', async () => {
    const { client } = buildEngine(standin.url);
    const usage: number[] = [];
    const res = await client.structured('specialist', { input: specialistInput, specialty: 'neurology', onUsage: (u) => usage.push(u.input_tokens + u.output_tokens) });
    expect(res.output).toMatchObject({ agent: 'neurology_specialist', specialty: 'neurology', urgency: 3 });
    expect(res.model).toBe('claude-sonnet-5-5');
    expect(res.promptHashes.specialist).toMatch(/^[0-9a-f]{64}$/);
    const body = standin.requests[0].body as any;
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'submit_opinion', disable_parallel_tool_use: true });
    expect(body.tools[0].input_schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['specialty', 'urgency', 'confidence']) });
    expect(body.tools[0].input_schema.$schema).toBeUndefined();
    expect(body.system[0].cache_control).toEqual({ type: 'ephemeral' });
    expect(body.system[1].text).toContain('neurology');
    expect(usage[0]).toBeGreaterThan(0);
  });

  it('retries an invalid tool input once, showing the model its error, and accepts the corrected one', async () => {
    const { client } = buildEngine(standin.url);
    standin.next('invalid_tool_output');
    const res = await client.structured('specialist', { input: specialistInput, specialty: 'neurology' });
    expect(res.output.specialty).toBe('neurology');
    expect(standin.count()).toBe(2);
    const retry = standin.requests[1].body as any;
    expect(retry.messages.at(-1).content[0]).toMatchObject({ type: 'tool_result', is_error: true });
  });

  it('gives up after a second invalid tool input', async () => {
    const { client } = buildEngine(standin.url);
    standin.next('invalid_tool_output', 'invalid_tool_output');
    await expect(client.structured('plan', { input: {} })).rejects.toBeInstanceOf(InvalidOutputError);
    expect(standin.count()).toBe(2);
  });

  it('retries 529 twice and then succeeds', async () => {
    const { client } = buildEngine(standin.url);
    standin.next('overloaded', 'overloaded');
    const res = await client.structured('judge', { input: { votes: [] } });
    expect(res.attempts).toBe(3);
    expect(res.output.specialty).toBe('neurology');
  });

  it('times out a hanging call', async () => {
    const { client } = buildEngine(standin.url, { config: { LLM_TIMEOUT_MS: 150 } });
    standin.setMode('hanging');
    const t0 = Date.now();
    await expect(client.structured('judge', { input: {} })).rejects.toBeInstanceOf(TaskCancelledError);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(standin.count()).toBe(1); // a timeout is not retried: the patient has already waited
  });
});

describe('streamed text', () => {
  it('streams deltas and returns the text and usage', async () => {
    const { client } = buildEngine(standin.url);
    standin.script('text', 'Thank you. How long has it hurt?');
    const deltas: string[] = [];
    const res = await client.streamText('patient_text', [{ role: 'user', content: 'hi' }], (d) => deltas.push(d));
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Thank you. How long has it hurt?');
    expect(res.text).toBe(deltas.join(''));
    expect(res.usage.input_tokens).toBeGreaterThan(0);
    expect(res.usage.output_tokens).toBeGreaterThan(1);
    expect((standin.requests[0].body as any).stream).toBe(true);
  });

  it('marks a system prompt for caching only when its prefix reaches the model cache minimum', async () => {
    const { client } = buildEngine(standin.url);
    await client.streamText('patient_text', [{ role: 'user', content: 'hi' }], () => {}); // orchestrator alone: ~800 tokens
    await client.structured('specialist', { input: specialistInput, specialty: 'neurology' }); // ~1,500 tokens with its tool
    const [text, seat] = standin.requests.map((r) => r.body as any);
    expect(text.system.some((b: any) => b.cache_control)).toBe(false);
    expect(seat.system[0].cache_control).toEqual({ type: 'ephemeral' });
    expect(cacheMinTokens('claude-haiku-5-5')).toBe(2048);
    expect(cacheMinTokens('claude-sonnet-5-5')).toBe(1024);
  });

  it('retries an error event that arrives before any text', async () => {
    const { client } = buildEngine(standin.url);
    standin.next({ mode: 'error_mid_stream', textBeforeError: '' });
    standin.script('text', 'All good.');
    const deltas: string[] = [];
    const res = await client.streamText('patient_text', [{ role: 'user', content: 'hi' }], (d) => deltas.push(d));
    expect(res.text).toBe('All good.');
    expect(res.attempts).toBe(2);
    expect(deltas.join('')).toBe('All good.');
  });

  it('does not retry once text was forwarded: the caller must finish the message', async () => {
    const { client } = buildEngine(standin.url);
    standin.next({ mode: 'error_mid_stream', textBeforeError: 'Thank you for ' });
    const deltas: string[] = [];
    const err = await client.streamText('patient_text', [{ role: 'user', content: 'hi' }], (d) => deltas.push(d)).catch((e) => e);
    expect(err).toBeInstanceOf(StreamInterruptedError);
    expect((err as StreamInterruptedError).forwarded).toBe('Thank you for ');
    expect(standin.count()).toBe(1);
  });

  it('reports forwarded text when a slow stream times out part-way', async () => {
    const { client } = buildEngine(standin.url, { config: { LLM_TIMEOUT_MS: 500 } });
    standin.setMode('slow', { delayMs: 60 });
    standin.script('text', 'This is a long message that streams slowly, piece by piece, past the timeout.');
    const deltas: string[] = [];
    const err = await client.streamText('patient_text', [{ role: 'user', content: 'hi' }], (d) => deltas.push(d)).catch((e) => e);
    expect(err).toBeInstanceOf(StreamInterruptedError);
    const seen = deltas.join('');
    await new Promise((r) => setTimeout(r, 200));
    expect(deltas.join('')).toBe(seen); // nothing reaches the caller after the timeout
  });
});
