// Why this exists: the clinician queue must be readable from any server process, so every consult's
// CaseSummary is kept in Redis (a hash of summaries plus a sorted set by update time), rewritten
// only when a clinician-visible field changes.
import type { Redis } from 'ioredis';
import type { ConsultContext } from '../../machines/consult.types.ts';
import { CaseSummary, triageLevelFor, type Stage } from '../protocol/index.ts';
import { luaCommand } from '../stores/lua-command.ts';

/** Keys of the index, under the app's prefix (kept here so server/stores/keys.ts stays untouched). */
export const caseIndexKeys = (prefix: string) => ({
  summaries: `${prefix}:clinician:cases`,
  byTime: `${prefix}:clinician:cases:by-time`,
});

/** The clinician-visible summary of a consult. */
export function summarize(caseId: string, stage: Stage, c: ConsultContext, at = new Date()): CaseSummary {
  const specialty = c.plan?.specialty ?? c.consensus?.specialty ?? undefined;
  const urgency = stage === 'emergency' || c.emergency ? 5 : c.plan?.urgency ?? c.consensus?.urgency ?? undefined;
  const triageLevel = urgency === undefined ? undefined : c.plan && urgency === c.plan.urgency ? c.plan.triageLevel : triageLevelFor(urgency);
  const summary: CaseSummary = { caseId, stage, redFlags: [...new Set(c.redFlags.map((h) => h.id))], updatedAt: at.toISOString() };
  if (specialty) summary.specialty = specialty;
  if (urgency !== undefined) summary.urgency = urgency;
  if (triageLevel) summary.triageLevel = triageLevel;
  return summary;
}

/** An emergency is shown to every clinician, whatever its specialty. */
export const isEmergency = (s: CaseSummary) => s.stage === 'emergency' || s.triageLevel === 'emergency';

/** Queue order: emergencies first, then higher urgency, then the most recently updated. */
export function byUrgency(a: CaseSummary, b: CaseSummary): number {
  return Number(isEmergency(b)) - Number(isEmergency(a)) || (b.urgency ?? 0) - (a.urgency ?? 0) || b.updatedAt.localeCompare(a.updatedAt);
}

const fingerprint = (s: CaseSummary) => JSON.stringify({ ...s, updatedAt: undefined });

export interface CaseIndexOptions {
  /** entries not updated for this long are dropped (matches the snapshot TTL) */
  ttlS: number;
  /** most summaries one list returns */
  maxList?: number;
  /** how many cases' last fingerprints this process remembers */
  memory?: number;
}

/** Replace a case's summary and its place by time; returns the summary it replaced (or nil). One script
 *  call instead of MULTI/HGET/HSET/ZADD/EXEC: the same atomic step as one command instead of five. */
const UPSERT_LUA = `local prev = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return prev`;

type UpsertFn = (summaries: string, byTime: string, caseId: string, json: string, at: number) => Promise<string | null>;

export class CaseIndex {
  private readonly keys: ReturnType<typeof caseIndexKeys>;
  /** last written fingerprint per case, so unchanged summaries are not rewritten or rebroadcast */
  private readonly last = new Map<string, string>();
  private readonly upsertCmd: UpsertFn;

  constructor(private readonly redis: Redis, prefix: string, private readonly opts: CaseIndexOptions) {
    this.keys = caseIndexKeys(prefix);
    this.upsertCmd = luaCommand<UpsertFn>(redis, 'heliosCaseIndexUpsert', UPSERT_LUA, 2);
  }

  /** True when the summary differs from the last one this process wrote for the case. */
  changed(s: CaseSummary): boolean {
    return this.last.get(s.caseId) !== fingerprint(s);
  }

  /**
   * Write a summary; returns the one it replaced (from Redis, so a case moved between processes still
   * knows its previous audience), or null when nothing changed or the case is new.
   */
  async upsert(s: CaseSummary): Promise<{ changed: boolean; previous: CaseSummary | null }> {
    const fp = fingerprint(s);
    if (this.last.get(s.caseId) === fp) return { changed: false, previous: null };
    this.remember(s.caseId, fp);
    const raw = await this.upsertCmd(this.keys.summaries, this.keys.byTime, s.caseId, JSON.stringify(s), Date.parse(s.updatedAt));
    return { changed: true, previous: typeof raw === 'string' ? parse(raw) : null };
  }

  async get(caseId: string): Promise<CaseSummary | null> {
    const raw = await this.redis.hget(this.keys.summaries, caseId);
    return raw ? parse(raw) : null;
  }

  /** The most recently updated summaries that pass the filter, in queue order. */
  async list(filter: (s: CaseSummary) => boolean = () => true): Promise<CaseSummary[]> {
    await this.prune();
    const ids = await this.redis.zrevrange(this.keys.byTime, 0, (this.opts.maxList ?? 500) - 1);
    if (ids.length === 0) return [];
    const raws = await this.redis.hmget(this.keys.summaries, ...ids);
    const out: CaseSummary[] = [];
    for (const raw of raws) {
      const s = raw ? parse(raw) : null;
      if (s && filter(s)) out.push(s);
    }
    return out.sort(byUrgency);
  }

  /** Forget entries older than the TTL (their consults have expired from Redis too). */
  private async prune(): Promise<void> {
    const cutoff = Date.now() - this.opts.ttlS * 1000;
    const old = await this.redis.zrangebyscore(this.keys.byTime, '-inf', cutoff);
    if (old.length === 0) return;
    await this.redis.multi().hdel(this.keys.summaries, ...old).zrem(this.keys.byTime, ...old).exec();
  }

  private remember(caseId: string, fp: string): void {
    this.last.delete(caseId);
    this.last.set(caseId, fp);
    const max = this.opts.memory ?? 10_000;
    if (this.last.size > max) this.last.delete(this.last.keys().next().value as string);
  }
}

function parse(raw: string): CaseSummary | null {
  try {
    const r = CaseSummary.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
