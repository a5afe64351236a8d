// Why this exists: `Queues.run` is how every tool call and booking reaches its worker and comes back
// (issue 2). It waits for a job with its own finish check, sent in the same write as the add (issue 8:
// one round trip per job fewer than BullMQ's waitUntilFinished); these tests pin down that a job's
// result, failure, re-run and time limit come back as before, with a real Redis and a real Worker.
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bullConnection, inputKeyOf, JOB_INPUT_TTL_S, JobError, Queues } from '../../server/queues/queues.ts';
import { jobInput } from '../../server/queues/workers.ts';
import { testRedisUrl, uniquePrefix } from '../support/redis.ts';

const prefix = uniquePrefix('runq');
const TIMEOUT_MS = 1_500;
let queues: Queues;
let worker: Worker;
let workerConn: Redis;
/** what the worker ran, by job id */
const runs = new Map<string, number>();
/** job id → what the worker does with it */
const behaviour = new Map<string, (job: Job) => Promise<unknown>>();
/** what the producers' connection wrote to Redis, write by write */
const writes: string[] = [];

beforeAll(async () => {
  queues = new Queues(testRedisUrl(), prefix, TIMEOUT_MS);
  await queues.ready();
  const producer = (queues as unknown as { connections: Redis[] }).connections[0];
  const stream = (producer as unknown as { stream: { write: (chunk: unknown, ...rest: unknown[]) => boolean } }).stream;
  const write = stream.write.bind(stream);
  stream.write = (chunk: unknown, ...rest: unknown[]) => {
    writes.push(String(chunk));
    return write(chunk, ...rest);
  };
  workerConn = bullConnection(testRedisUrl());
  worker = new Worker('tools', async (job) => {
    runs.set(job.id!, (runs.get(job.id!) ?? 0) + 1);
    const run = behaviour.get(job.id!);
    return run ? run(job) : { echo: job.data };
  }, { connection: workerConn, prefix, autorun: false });
  worker.on('error', () => undefined);
});
afterAll(async () => {
  await worker.close();
  await queues.close();
  workerConn.disconnect();
});

describe('Queues.run', () => {
  it('sends the add and its finish check in one write, then returns the worker\'s result', async () => {
    writes.length = 0;
    const result = queues.run<{ echo: unknown }>(queues.tools, 'risk_scores', { a: 1 }, 'job-one', 1);
    await new Promise((r) => setTimeout(r, 150)); // no worker running yet: nothing more to write
    // the add and the check, each naming the job: one write (BullMQ's own wait made it two)
    const naming = writes.filter((w) => w.includes('job-one'));
    expect(naming).toHaveLength(1);
    expect(naming[0].split('job-one').length - 1).toBeGreaterThanOrEqual(2);
    void worker.run();
    expect(await result).toEqual({ echo: { a: 1 } });
    expect(runs.get('job-one')).toBe(1);
  });

  it('returns a finished job\'s stored result to a re-run, without running it again', async () => {
    const again = await queues.run<{ echo: unknown }>(queues.tools, 'risk_scores', { a: 2 }, 'job-one', 1);
    expect(again).toEqual({ echo: { a: 1 } }); // the first run's result, not this call's data
    expect(runs.get('job-one')).toBe(1);
  });

  it('rejects with the worker\'s reason when the job fails, and so does a re-run of it', async () => {
    behaviour.set('job-fails', async () => { throw new Error('the clinic said no'); });
    await expect(queues.run(queues.tools, 'provider_search', {}, 'job-fails', 1)).rejects.toThrow(/tools\/provider_search job-fails: the clinic said no/);
    await expect(queues.run(queues.tools, 'provider_search', {}, 'job-fails', 1)).rejects.toBeInstanceOf(JobError);
    expect(runs.get('job-fails')).toBe(1);
  });

  it('waits through retries for the attempt that succeeds', async () => {
    behaviour.set('job-retries', async (job) => {
      if (job.attemptsMade < 1) throw new Error('busy');
      return 'second time';
    });
    expect(await queues.run(queues.tools, 'guideline_retrieval', {}, 'job-retries', 3)).toBe('second time');
    expect(runs.get('job-retries')).toBe(2);
  });

  it('gives up after its time limit when no result comes', async () => {
    behaviour.set('job-slow', () => new Promise((r) => setTimeout(() => r('late'), TIMEOUT_MS + 1_000)));
    const started = Date.now();
    await expect(queues.run(queues.tools, 'risk_scores', {}, 'job-slow', 1)).rejects.toThrow(/no finish notification arrived within 1500 ms/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('refuses a job id with a colon before writing anything', async () => {
    writes.length = 0;
    await expect(queues.run(queues.tools, 'risk_scores', {}, 'case:1', 1)).rejects.toBeInstanceOf(JobError);
    expect(writes).toHaveLength(0);
  });

  it('keeps patient input out of the job: the worker reads it from an expiring key, deleted once the job is done', async () => {
    const key = inputKeyOf(queues.tools.qualifiedName, 'job-input');
    let seen: { data: unknown; input: Record<string, unknown>; ttl: number } | undefined;
    behaviour.set('job-input', async (job) => {
      seen = { data: job.data, input: await jobInput(workerConn, job), ttl: await workerConn.ttl(key) };
      return { score: 1 };
    });
    const result = await queues.run(queues.tools, 'risk_scores', { caseId: 'c1' }, 'job-input', 1, { facts: { complaint: 'Ann Lee, 555-0101' } });
    expect(result).toEqual({ score: 1 });
    expect(JSON.stringify(seen!.data)).not.toContain('Ann Lee'); // the job's stored data: ids and field names
    expect(seen!.input).toEqual({ caseId: 'c1', facts: { complaint: 'Ann Lee, 555-0101' } });
    expect(seen!.ttl).toBeGreaterThan(0);
    expect(seen!.ttl).toBeLessThanOrEqual(JOB_INPUT_TTL_S);
    const stored = await workerConn.hgetall(`${queues.tools.qualifiedName}:job-input`);
    expect(JSON.stringify(stored)).not.toContain('Ann Lee');
    await new Promise((r) => setTimeout(r, 100)); // the delete goes with the producers' next write
    expect(await workerConn.exists(key)).toBe(0);
  });

  it('fails a job whose input has expired instead of running it without', async () => {
    behaviour.set('job-expired', async (job) => {
      await workerConn.del(inputKeyOf(queues.tools.qualifiedName, 'job-expired'));
      return jobInput(workerConn, job);
    });
    await expect(queues.run(queues.tools, 'risk_scores', { caseId: 'c1' }, 'job-expired', 1, { facts: {} })).rejects.toThrow(/input of job job-expired has expired/);
  });

  it('ends every wait when the queues close', async () => {
    const own = new Queues(testRedisUrl(), uniquePrefix('runq'), 60_000);
    await own.ready();
    const waiting = own.run(own.tools, 'risk_scores', {}, 'never-run', 1).catch((err: Error) => err); // no worker on this prefix
    await new Promise((r) => setTimeout(r, 100));
    const closed = Date.now();
    await own.close();
    expect(await waiting).toBeInstanceOf(JobError);
    expect(String(await waiting)).toMatch(/the queues are closing/);
    expect(Date.now() - closed).toBeLessThan(5_000); // not the minute of its time limit
  });
});
