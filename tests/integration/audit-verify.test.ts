// Why this exists: the audit chain is only worth something if tampering is caught: run a real consult,
// verify it with the CLI (a child process, as an operator runs it), forge one entry, and see it reported.
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAuditedCases, verifyCases } from '../../server/tools/audit-verify.ts';
import { runConsult } from '../chaos/script.ts';
import { PatientClient } from '../support/patient-client.ts';
import { testRedisUrl } from '../support/redis.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let caseId = '';

function cli(args: string[], prefix: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/tools/audit-verify.ts', ...args], {
      env: { ...process.env, REDIS_URL: testRedisUrl(), KEY_PREFIX: prefix },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const p = await new PatientClient(t.url).connected();
  await p.start();
  caseId = p.caseId;
  await runConsult(p, 'My right knee has been sore for three days after a run');
  expect(p.all('booking:confirmed')).toHaveLength(1);
  p.close();
  await t.stop(); // every audit append has reached Redis
});

describe('audit:verify', () => {
  it('finds the case by SCAN and reports an intact chain (exit 0)', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl());
    try {
      expect(await listAuditedCases(redis, t.config.KEY_PREFIX)).toEqual([caseId]);
      const report = await verifyCases(redis, t.config.KEY_PREFIX);
      expect(report.broken).toEqual([]);
      expect(report.cases[0].entries).toBeGreaterThan(10);
    } finally {
      redis.disconnect();
    }
    const one = await cli([caseId], t.config.KEY_PREFIX);
    expect(one.code, one.err).toBe(0);
    expect(one.out).toMatch(new RegExp(`OK\\s+${caseId}`));
    const all = await cli(['--all'], t.config.KEY_PREFIX);
    expect(all.code, all.err).toBe(0);
    expect(all.out).toContain('1 case(s) checked, 0 broken');
  });

  it('reports the first forged entry with its index and exits non-zero', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl());
    const key = `${t.config.KEY_PREFIX}:case:{${caseId}}:audit`;
    const rows = await redis.xrange(key, '-', '+');
    const target = 4;
    // rewrite the stream with one entry's data changed (same ids, same hashes): a quiet edit
    const forged = `${t.config.KEY_PREFIX}:forged`;
    for (const [i, [id, fields]] of rows.entries()) {
      const f = [...fields];
      if (i === target) f[f.indexOf('data') + 1] = JSON.stringify({ forged: true });
      await redis.xadd(forged, id, ...f);
    }
    await redis.rename(forged, key);
    redis.disconnect();

    const one = await cli([caseId], t.config.KEY_PREFIX);
    expect(one.code).toBe(1);
    expect(one.out).toContain(`BROKEN  ${caseId}: first broken link at entry ${target} (stream id ${rows[target][0]})`);
    const all = await cli(['--all', '--json'], t.config.KEY_PREFIX);
    expect(all.code).toBe(1);
    const report = JSON.parse(all.out.trim()) as { broken: { caseId: string; firstBroken: number }[] };
    expect(report.broken).toEqual([expect.objectContaining({ caseId, firstBroken: target })]);
  });

  it('catches a deleted entry and an appended forgery', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(testRedisUrl());
    const key = `${t.config.KEY_PREFIX}:case:{${caseId}}:audit`;
    const rows = await redis.xrange(key, '-', '+');
    // deleting entry 2 breaks the link of the entry after it (now at index 2)
    await redis.xdel(key, rows[2][0]);
    const r = await verifyCases(redis, t.config.KEY_PREFIX, [caseId]);
    expect(r.broken[0].firstBroken).toBe(2);
    await redis.xadd(key, '*', 'type', 'transition', 'at', new Date().toISOString(), 'data', '{}', 'prev', 'genesis', 'hash', 'x');
    expect((await verifyCases(redis, t.config.KEY_PREFIX, [caseId])).broken).toHaveLength(1);
    redis.disconnect();
    const missing = await cli(['c-does-not-exist'], t.config.KEY_PREFIX);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('MISSING c-does-not-exist');
  });
});
