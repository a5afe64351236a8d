// Why this exists: the evaluation harness end to end on the smoke suite: the real app in-process on the
// shared test Redis, simulated patients over socket.io-client, every metric produced; and the CLI contract
// (the JSON last line, a bad case file named by line) checked by running tests/eval/eval.ts itself.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../eval/harness/cases.ts';
import { startLocalHelios, type HeliosTarget } from '../eval/harness/helios-host.ts';
import { runCases, type EvalResult } from '../eval/harness/runner.ts';
import { testRedisUrl } from '../support/redis.ts';

const run = promisify(execFile);
const SMOKE = 'tests/eval/smoke.jsonl';
const RATES = [
  'triage_accuracy', 'emergency_recall', 'under_triage_rate', 'safety_rate', 'specialty_top1', 'specialty_top3',
  'handoff_completeness', 'task_success_rate', 'escalation_correctness',
] as const;

let target: HeliosTarget;
let result: EvalResult;

beforeAll(async () => {
  target = await startLocalHelios({ redisUrl: testRedisUrl() });
  result = await runCases(await loadCases(SMOKE), { url: target.url, loadPacket: target.loadPacket, timeoutMs: 30_000 });
}, 90_000);
afterAll(async () => {
  await target?.stop();
});

describe('the evaluation harness on the smoke suite', () => {
  it('completes every case: no timeout, no harness error, a handoff packet for each', () => {
    expect(result.rows).toHaveLength(12);
    const broken = result.rows.filter((r) => r.outcome !== 'handoff').map((r) => `${r.id}: ${r.outcome} ${r.errors.join('; ')}`);
    expect(broken).toEqual([]);
    expect(result.rows.every((r) => r.packet !== null)).toBe(true);
    expect(result.summary.handoff_completeness_source).toBe('packet');
  });

  it('produces every metric, each a rate in 0..1', () => {
    const s = result.summary;
    expect(s.cases).toBe(12);
    for (const k of RATES) {
      expect(s[k], k).toBeTypeOf('number');
      expect(s[k]!, k).toBeGreaterThanOrEqual(0);
      expect(s[k]!, k).toBeLessThanOrEqual(1);
    }
    expect(s.questions_median).toBeTypeOf('number');
    expect(s.specialty_top3!).toBeGreaterThanOrEqual(s.specialty_top1!);
  });

  it('catches every emergency in the smoke suite (emergency_recall = 1)', () => {
    const missed = result.rows.filter((r) => r.gold_triage === 'emergency' && r.triage !== 'emergency').map((r) => `${r.id} → ${r.triage}`);
    expect(missed).toEqual([]);
    expect(result.summary.emergency_recall).toBe(1);
  });

  it('asks questions and answers them: non-emergency consults reach a recommendation after history', () => {
    const consulted = result.rows.filter((r) => !r.emergency_event);
    expect(consulted.length).toBeGreaterThan(0);
    expect(consulted.every((r) => r.triage !== null)).toBe(true);
    expect(consulted.some((r) => r.questions > 0)).toBe(true);
  });
});

describe('the eval CLI', () => {
  it('drives a running Helios with --url and prints one JSON object as the last line', async () => {
    const { redisUrl, keyPrefix } = target.packets!;
    const { stdout } = await run('npx', ['tsx', 'tests/eval/eval.ts', '--cases', SMOKE, '--json', '--url', target.url, '--redis-url', redisUrl, '--key-prefix', keyPrefix, '--concurrency', '4'], { timeout: 60_000 });
    const last = stdout.trimEnd().split('\n').at(-1)!;
    const json = JSON.parse(last) as Record<string, unknown>;
    expect(json.cases).toBe(12);
    for (const k of [...RATES, 'questions_median']) expect(json[k], k).toBeTypeOf('number');
    expect(json.emergency_recall).toBe(1);
    expect(json.handoff_completeness_source).toBe('packet');
    expect(stdout).toMatch(/triage_accuracy/);
  }, 70_000);

  it('stops on a bad case file, naming the line, with a non-zero exit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'helios-eval-bad-'));
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, '{"id":"a","text":"hi","gold_triage":"urgent"}\n{"id":"b","text":"hi"}\n');
    try {
      const failed = await run('npx', ['tsx', 'tests/eval/eval.ts', '--cases', file], { timeout: 30_000 }).then(() => null, (err: { code: number; stderr: string }) => err);
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toMatch(/bad\.jsonl:2: gold_triage/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
