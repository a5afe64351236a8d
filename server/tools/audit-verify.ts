// Why this exists: an operator (or an auditor) must be able to prove that no case's audit trail was
// edited or truncated after the fact: `npm run audit:verify -- <caseId> | --all` recomputes every chain.
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { AuditStore } from '../stores/audit.store.ts';
import { makeKeys } from '../stores/keys.ts';

export interface CaseVerdict {
  caseId: string;
  entries: number;
  /** index (0-based, in stream order) of the first entry whose link or hash does not hold; -1 = intact */
  firstBroken: number;
  /** stream id of that entry, when broken */
  entryId?: string;
}

export interface VerifyReport {
  cases: CaseVerdict[];
  broken: CaseVerdict[];
}

/** Every case id with an audit stream under this prefix (SCAN, never KEYS, so a big Redis is not blocked). */
export async function listAuditedCases(redis: Redis, prefix: string): Promise<string[]> {
  const head = `${prefix}:case:{`;
  const tail = '}:audit';
  const ids = new Set<string>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:case:{*}:audit`, 'COUNT', 500);
    cursor = next;
    for (const k of keys) {
      if (k.startsWith(head) && k.endsWith(tail)) ids.add(k.slice(head.length, k.length - tail.length));
    }
  } while (cursor !== '0');
  return [...ids].sort();
}

/** Verify the given cases (or all of them) and collect the broken ones. */
export async function verifyCases(redis: Redis, prefix: string, caseIds?: string[]): Promise<VerifyReport> {
  const keys = makeKeys(prefix);
  const audit = new AuditStore(redis, keys);
  const ids = caseIds ?? (await listAuditedCases(redis, prefix));
  const cases: CaseVerdict[] = [];
  for (const caseId of ids) {
    const { entries, firstBroken } = await audit.verify(caseId);
    const verdict: CaseVerdict = { caseId, entries, firstBroken };
    if (firstBroken >= 0) {
      const rows = await audit.read(caseId);
      verdict.entryId = rows[firstBroken]?.id;
    }
    cases.push(verdict);
  }
  return { cases, broken: cases.filter((c) => c.firstBroken >= 0) };
}

function usage(): never {
  console.error('usage: audit-verify <caseId>... | --all   [--json]\n  env: REDIS_URL (required), KEY_PREFIX (default helios)');
  process.exit(2);
}

/** Exit codes: 0 every chain intact, 1 at least one chain broken (or a named case has no trail), 2 usage/IO error. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  const json = args.includes('--json');
  const all = args.includes('--all');
  const named = args.filter((a) => !a.startsWith('--'));
  if (!all && named.length === 0) usage();
  const url = env.REDIS_URL;
  if (!url) {
    console.error('audit-verify needs REDIS_URL pointing at the Helios Redis.');
    return 2;
  }
  const prefix = env.KEY_PREFIX || 'helios';
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const report = await verifyCases(redis, prefix, all ? undefined : named);
    const missing = report.cases.filter((c) => c.entries === 0);
    if (json) {
      console.log(JSON.stringify({ prefix, checked: report.cases.length, broken: report.broken, missing: missing.map((c) => c.caseId) }));
    } else {
      for (const c of report.cases) {
        if (c.entries === 0) console.log(`MISSING ${c.caseId}: no audit entries`);
        else if (c.firstBroken < 0) console.log(`OK      ${c.caseId}: ${c.entries} entries`);
        else console.log(`BROKEN  ${c.caseId}: first broken link at entry ${c.firstBroken} (stream id ${c.entryId}) of ${c.entries}`);
      }
      console.log(`${report.cases.length} case(s) checked, ${report.broken.length} broken${missing.length ? `, ${missing.length} missing` : ''}`);
    }
    return report.broken.length > 0 || (!all && missing.length > 0) ? 1 : 0;
  } catch (err) {
    console.error(`audit-verify failed: ${(err as Error).message}`);
    return 2;
  } finally {
    redis.disconnect();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
