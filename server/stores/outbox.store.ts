// Why this exists: rule 3 of the house. Every server-to-client event of a consult gets the next seq,
// is appended to the case's Redis stream and only then emitted to the case room, in one atomic step;
// resume replays from the stream, so nothing a patient saw is lost by a reconnect or a crash.
import type { Redis } from 'ioredis';
import type { ConsultOutboundName, ConsultOutboundPayloads } from '../protocol/index.ts';
import type { Keys } from './keys.ts';
import { FrameGate } from './frame-gate.ts';
import { luaCommand } from './lua-command.ts';

const APPEND_NAME = 'heliosOutboxAppendMany';
/** Appends one or more events, each to its own case (three keys each: seq, events, dedupe marks; five
 *  arguments each after the TTL: mark name, mark index, event name, payload, time), in order. Each
 *  entry's answer is its seq, 0 when its mark skipped it, or the error that refused it (as text): one
 *  refused entry does not undo or refuse the others, as separate calls would not. */
const APPEND_LUA = `
local ttl = ARGV[1]
local function append(k, a)
  local mark = ARGV[a + 1]
  if mark ~= '' then
    local prev = tonumber(redis.call('HGET', KEYS[k + 3], mark) or '-1')
    if prev >= tonumber(ARGV[a + 2]) then return 0 end
    redis.call('HSET', KEYS[k + 3], mark, ARGV[a + 2])
    -- the TTL is set when a mark is new (the first piece of a message), not again for every piece
    if prev < 0 then redis.call('EXPIRE', KEYS[k + 3], ttl) end
  end
  local seq = redis.call('INCR', KEYS[k + 1])
  redis.call('XADD', KEYS[k + 2], seq .. '-0', 'n', ARGV[a + 3], 'p', ARGV[a + 4], 'at', ARGV[a + 5])
  if seq == 1 then
    redis.call('EXPIRE', KEYS[k + 1], ttl)
    redis.call('EXPIRE', KEYS[k + 2], ttl)
  end
  return seq
end
local out = {}
for i = 1, #KEYS / 3 do
  local ok, res = pcall(append, (i - 1) * 3, 1 + (i - 1) * 5)
  if ok then out[i] = res
  elseif type(res) == 'table' and res.err then out[i] = res.err
  else out[i] = tostring(res) end
end
return out`;

export interface OutboundEvent {
  name: ConsultOutboundName;
  event: Record<string, unknown> & { caseId: string; seq: number; at: string };
}

/** A dedupe mark: an append is skipped when this name was already written at this index or later,
 *  which makes a re-run effect (after a restore) continue where it stopped instead of repeating. */
export interface DedupeMark {
  name: string;
  index: number;
}

/** numkeys (3 per entry), the entries' keys, the TTL, the entries' arguments */
type AppendFn = (numKeys: number, ...args: (string | number)[]) => Promise<(number | string)[]>;
/** One append: its three keys and its five arguments (see APPEND_LUA). */
type Entry = [seqKey: string, eventsKey: string, marksKey: string, mark: string, index: number, name: string, payload: string, at: string];
/** An append waiting for the call that carries the appends issued together with it. */
interface Batched { caseId: string; entry: Entry; use: (seq: number) => number; resolve(seq: number): void; reject(err: unknown): void }

/** One entry's answer from the script: its seq (0: skipped by its mark), or the error that refused it. */
function seqOf(answer: number | string | undefined): number {
  if (typeof answer === 'number') return answer;
  throw new Error(answer ?? 'the outbox append returned no answer');
}

/** An answer's first frame: the event the patient waits for after sending a message (written at once). */
export function isFirstFrame(name: string, dedupeIndex: number | undefined): boolean {
  return name === 'assistant:delta' && dedupeIndex === 1;
}

export class OutboxStore {
  private readonly appendCmd: AppendFn;

  private readonly gate: FrameGate;
  /** per case: appends whose reply has not come back yet, and resume reads whose replay has not run */
  private readonly pending = new Map<string, number>();
  /** while the frame gate releases the frames that fell due together: the appends they issue */
  private batch: Batched[] | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly ttlSeconds: number,
    private readonly deliver: (caseId: string, out: OutboundEvent) => void,
    /** at most one `assistant:delta` frame per this many ms per consult (0: every piece is a frame) */
    frameMs = 0,
    /** the frame gate's clock (a test sets it) */
    now?: () => number,
  ) {
    this.gate = new FrameGate(frameMs, now, (release) => this.together(release));
    this.appendCmd = luaCommand<AppendFn>(redis, APPEND_NAME, APPEND_LUA);
  }

  /** Append and emit. The Redis command is issued synchronously, so appends issued in order are
   *  stored, numbered and emitted in that order. While a delta frame of the case is held back (a piece
   *  that came sooner than the frame interval, merged with the pieces after it), whatever else the case
   *  appends waits behind that frame and is issued right after it, still in order: at most one
   *  interval later. Resolves with the seq, or 0 when deduplicated. */
  append<K extends ConsultOutboundName>(caseId: string, name: K, payload: ConsultOutboundPayloads[K], dedupe?: DedupeMark): Promise<number> {
    if (name === 'assistant:delta') {
      const d = payload as ConsultOutboundPayloads['assistant:delta'];
      const mark = dedupe?.name ?? '';
      return this.gate.delta(caseId, { messageId: d.messageId, delta: d.delta, index: dedupe?.index ?? 0 }, (f) =>
        this.write(caseId, 'assistant:delta', { ...d, delta: f.delta }, mark ? { name: mark, index: f.index } : undefined));
    }
    const write = () => this.write(caseId, name, payload, dedupe);
    if (name === 'assistant:sentence') return this.gate.behind(caseId, (payload as ConsultOutboundPayloads['assistant:sentence']).messageId, write);
    const p = this.gate.event(caseId, write);
    // events are often appended fire-and-forget (a stage change, an event the machine emitted): a refused
    // write must not become an unhandled rejection, which ends the process; whoever awaits it still gets
    // the error. A stream's pieces need no mark: the frame gate handles each frame's write, and the
    // speakers each piece, so nothing is added per token.
    p.catch(() => undefined);
    return p;
  }

  /** Resolves once every event of the case that waited behind a held frame has been issued; null when
   *  none waits. The case's snapshot waits for this: a stored snapshot never runs ahead of its events. */
  eventsIssued(caseId: string): Promise<void> | null {
    return this.gate.eventsIssued(caseId);
  }

  /** Resolves once no delta of the case is held or in flight: a stream's last frame is out. */
  settled(caseId: string): Promise<void> {
    return this.gate.settled(caseId);
  }

  /** Drop a held delta of an interrupted message: it was never shown, so it is not part of what was said. */
  discardHeld(caseId: string, messageId: string): void {
    this.gate.discard(caseId, messageId);
  }

  private write<K extends ConsultOutboundName>(caseId: string, name: K, payload: ConsultOutboundPayloads[K], dedupe?: DedupeMark): Promise<number> {
    const at = new Date().toISOString();
    const k = this.keys;
    const entry: Entry = [k.caseSeq(caseId), k.caseEvents(caseId), k.caseDedupe(caseId), dedupe?.name ?? '', dedupe?.index ?? 0, name, JSON.stringify(payload), at];
    const use = (seq: number) => {
      if (seq > 0) this.deliver(caseId, { name, event: { caseId, seq, at, ...payload } });
      return seq;
    };
    if (this.batch) return this.join(this.batch, caseId, entry, use);
    // The first frame of an answer is what the patient waits for. The connection's batching holds a
    // command until the end of the loop turn and behind the batch in flight; this one is written at
    // once, alone. Only when nothing of the case is pending, so it cannot overtake an earlier event.
    const now = isFirstFrame(name, dedupe?.index) && !this.pending.has(caseId);
    return this.whilePending(caseId, now ? this.appendNow(entry) : this.appendCmd(...this.call([entry])), (answers) => use(seqOf(answers[0])));
  }

  /** Runs `issue` and sends every append it makes as one script call, at its end (in the same tick, so
   *  nothing else on the connection can come between). The frame gate releases the held frames of all
   *  consults that fell due together this way: at the goal's load most frames leave in such a release,
   *  several to a release. Each append keeps its own seq, mark, delivery and error. */
  private together(issue: () => void): void {
    if (this.batch) return issue();
    const batch: Batched[] = (this.batch = []);
    try {
      issue();
    } finally {
      this.batch = null;
      if (batch.length) this.sendBatch(batch);
    }
  }

  private join(batch: Batched[], caseId: string, entry: Entry, use: (seq: number) => number): Promise<number> {
    this.pending.set(caseId, (this.pending.get(caseId) ?? 0) + 1);
    return new Promise<number>((resolve, reject) => batch.push({ caseId, entry, use, resolve, reject }));
  }

  /** One call for the batch. Each append's delivery runs in the first reaction to the reply, in the
   *  batch's order, with no hop before it (as `whilePending` does for one append). */
  private sendBatch(batch: Batched[]): void {
    this.appendCmd(...this.call(batch.map((b) => b.entry))).then(
      (answers) => {
        batch.forEach((b, i) => {
          try {
            b.resolve(b.use(seqOf(answers[i])));
          } catch (err) {
            b.reject(err);
          } finally {
            this.settle(b.caseId);
          }
        });
      },
      (err) => {
        for (const b of batch) {
          this.settle(b.caseId);
          b.reject(err);
        }
      },
    );
  }

  /** The script's arguments for these appends, in order. */
  private call(entries: Entry[]): Parameters<AppendFn> {
    const n = entries.length;
    const out: (string | number)[] = new Array(2 + 8 * n);
    out[0] = 3 * n;
    out[1 + 3 * n] = this.ttlSeconds;
    for (let i = 0; i < n; i++) {
      const e = entries[i];
      for (let j = 0; j < 3; j++) out[1 + 3 * i + j] = e[j];
      for (let j = 0; j < 5; j++) out[2 + 3 * n + 5 * i + j] = e[3 + j];
    }
    return out as Parameters<AppendFn>;
  }

  /** Counts the case as pending from now until `use` has run on the reply (or the call failed).
   *  `use` runs in the first reaction to the reply, with no hop before it: deliveries and a replay keep
   *  the order of their replies. */
  private whilePending<T, R>(caseId: string, reply: Promise<T>, use: (value: T) => R): Promise<R> {
    this.pending.set(caseId, (this.pending.get(caseId) ?? 0) + 1);
    return reply.then(
      (value) => {
        try {
          return use(value);
        } finally {
          this.settle(caseId);
        }
      },
      (err) => {
        this.settle(caseId);
        throw err;
      },
    );
  }

  private settle(caseId: string): void {
    const n = this.pending.get(caseId)! - 1;
    if (n > 0) this.pending.set(caseId, n);
    else this.pending.delete(caseId);
  }

  /** One append as a write of its own (a pipeline of one goes to the socket when exec'd). */
  private async appendNow(entry: Entry): Promise<(number | string)[]> {
    const pipe = this.redis.pipeline();
    (pipe as unknown as Record<string, AppendFn>)[APPEND_NAME](...this.call([entry]));
    const [[err, answers]] = (await pipe.exec())!;
    if (err) throw err;
    return answers as (number | string)[];
  }

  /** The sentences of an LLM-streamed message released so far (kept so a restart can finish it). */
  saveSpoken(caseId: string, messageId: string, sentences: string[]): Promise<unknown> {
    const key = `${this.keys.caseDedupe(caseId)}:spoken`;
    return this.redis.multi().hset(key, messageId, JSON.stringify(sentences)).expire(key, this.ttlSeconds).exec();
  }

  async loadSpoken(caseId: string, messageId: string): Promise<string[]> {
    const raw = await this.redis.hget(`${this.keys.caseDedupe(caseId)}:spoken`, messageId);
    return raw ? (JSON.parse(raw) as string[]) : [];
  }

  /** How many pieces of a streamed message were written (its dedupe mark). */
  async progress(caseId: string, name: string): Promise<number> {
    return Number((await this.redis.hget(this.keys.caseDedupe(caseId), name)) ?? 0);
  }

  /** Every stored event with seq > lastSeq, in order. */
  readAfter(caseId: string, lastSeq: number): Promise<OutboundEvent[]> {
    return new Promise((resolve, reject) => this.replay(caseId, lastSeq, resolve).catch(reject));
  }

  /** Read the events after lastSeq and hand them to `then` in the same tick the read completes:
   *  every append issued before the read is in it, and the deliveries of appends issued after it run
   *  only after `then` (ioredis resolves replies in order). A resume uses this to replay and then join
   *  the case room with no gap and no duplicate. */
  replay(caseId: string, lastSeq: number, then: (events: OutboundEvent[]) => void): Promise<void> {
    // pending until `then` has run: an append issued meanwhile must not be written ahead of the read
    // (its delivery could then run before `then`, while the read did not see it)
    const read = this.redis.xrange(this.keys.caseEvents(caseId), `${lastSeq + 1}-0`, '+');
    return this.whilePending(caseId, read, (rows) => {
      then(
        rows.map(([id, fields]) => {
          const f: Record<string, string> = {};
          for (let i = 0; i < fields.length; i += 2) f[fields[i]] = fields[i + 1];
          const seq = Number(id.split('-')[0]);
          return { name: f.n as ConsultOutboundName, event: { caseId, seq, at: f.at, ...JSON.parse(f.p) } };
        }),
      );
    });
  }

  async lastSeq(caseId: string): Promise<number> {
    return Number((await this.redis.get(this.keys.caseSeq(caseId))) ?? 0);
  }
}
