// Why this exists: `npm run eval -- --cases FILE [--json]`: run a case file through a real Helios
// (started here, or --url) with simulated patients and print the figures; exit 0 unless the harness broke.
import { parseArgs } from 'node:util';
import { CaseFileError, loadCases } from './harness/cases.ts';
import { remoteHelios, startLocalHelios, type HeliosTarget } from './harness/helios-host.ts';
import { humanReport, jsonLine } from './harness/report.ts';
import { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, runCases } from './harness/runner.ts';

const USAGE = `usage: npm run eval -- --cases FILE [--json] [--concurrency N] [--timeout MS]
                        [--answers scripted|dontknow] [--url URL [--redis-url URL --key-prefix PREFIX]] [--quiet]

  --cases FILE        JSON Lines case file (PROTOCOL.md "Evaluation case files")
  --json              print one JSON object as the last line
  --concurrency N     consults in flight at once (default ${DEFAULT_CONCURRENCY})
  --timeout MS        per-case timeout (default ${DEFAULT_TIMEOUT_MS})
  --answers MODE      scripted (default): each case's answers, then "I don't know";
                      dontknow: "I don't know" to every question (nothing beyond the opening text)
  --url URL           drive an already running Helios instead of starting one in-process
  --redis-url URL     with --url: the Redis that Helios uses, to read the handoff packets
  --key-prefix P      with --url: that Helios's KEY_PREFIX (default helios)
  --quiet             no progress on stderr`;

class UsageError extends Error {}

function positiveInt(name: string, raw: string | undefined, def: number): number {
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

const isAnswerMode = (s: string): s is 'scripted' | 'dontknow' => s === 'scripted' || s === 'dontknow';

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      cases: { type: 'string' },
      json: { type: 'boolean', default: false },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      answers: { type: 'string' },
      url: { type: 'string' },
      'redis-url': { type: 'string' },
      'key-prefix': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  if (!values.cases) throw new UsageError('--cases FILE is required');
  const answers = values.answers ?? 'scripted';
  if (!isAnswerMode(answers)) throw new UsageError(`--answers must be scripted or dontknow, got "${answers}"`);
  if ((values['redis-url'] || values['key-prefix']) && !values.url) throw new UsageError('--redis-url and --key-prefix go with --url');
  return {
    cases: values.cases,
    json: values.json ?? false,
    concurrency: positiveInt('--concurrency', values.concurrency, DEFAULT_CONCURRENCY),
    timeoutMs: positiveInt('--timeout', values.timeout, DEFAULT_TIMEOUT_MS),
    url: values.url,
    redisUrl: values['redis-url'],
    keyPrefix: values['key-prefix'] ?? 'helios',
    quiet: values.quiet ?? false,
    answers,
  };
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (!args) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const loaded = await loadCases(args.cases);
  // dontknow: the patient adds nothing beyond the opening text
  const cases = args.answers === 'dontknow' ? loaded.map(({ answers: _scripted, ...c }) => c) : loaded;
  const target: HeliosTarget = args.url
    ? remoteHelios(args.url, args.redisUrl ? { redisUrl: args.redisUrl, keyPrefix: args.keyPrefix } : undefined)
    : await startLocalHelios();
  try {
    const progress = args.quiet || !process.stderr.isTTY
      ? undefined
      : (_row: unknown, done: number, total: number) => process.stderr.write(`\r${done}/${total} cases`);
    const result = await runCases(cases, {
      url: target.url,
      concurrency: args.concurrency,
      timeoutMs: args.timeoutMs,
      loadPacket: target.loadPacket,
      onCase: progress,
    });
    if (progress) process.stderr.write('\n');
    const meta = { casesFile: args.cases, target: target.description, answers: args.answers };
    const lines = humanReport(result, meta);
    if (args.json) lines.push(jsonLine(result, meta));
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await target.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CaseFileError) process.stderr.write(`eval: bad case file: ${err.message}\n`);
    else process.stderr.write(`eval: harness error: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
