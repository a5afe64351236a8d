// Why this exists: rule 3 of the house. Every server-to-client event of a consult gets the next seq,
// is appended to the case's Redis stream and only then emitted to the case room, in one atomic step;
// resume replays from the stream, so nothing a patient saw is lost by a reconnect or a crash.
import type { Redis } from 'ioredis';
import type { ConsultOutboundName, ConsultOutboundPayloads } from '../protocol/index.ts';
import type { Keys } from './keys.ts';
import { FrameGate } from './frame-gate.ts';
import { luaCommand } from './lua-command.ts';
import { FENCE_LUA, LeaseFencedError } from './lease.store.ts';

const APPEND_NAME = 'heliosOutboxAppend';
// -1 (nothing written) when the case's lease (KEYS[4]) is held by another owner than ARGV[7] (fenced)
const APPEND_LUA = `${FENCE_LUA}
if fenced(KEYS[4], ARGV[7]) then return -1 end
if ARGV[1] ~= '' then
  local prev = tonumber(redis.call('HGET', KEYS[3], ARGV[1]) or '-1')
  if prev >= tonumber(ARGV[2]) then return 0 end
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
  -- the TTL is set when a mark is new (the first piece of a message), not again for every piece
  if prev < 0 then redis.call('EXPIRE', KEYS[3], ARGV[6]) end
end
local seq = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], seq .. '-0', 'n', ARGV[3], 'p', ARGV[4], 'at', ARGV[5])
if seq == 1 then
  redis.call('EXPIRE', KEYS[1], ARGV[6])
  redis.call('EXPIRE', KEYS[2], ARGV[6])
end
return seq`;

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

type AppendFn = (k1: string, k2: string, k3: string, k4: string, ...args: (string | number)[]) => Promise<number>;

/** An answer's first frame: the event the patient waits for after sending a message (written at once). */
export function isFirstFrame(name: string, dedupeIndex: number | undefined): boolean {
  return name === 'assistant:delta' && dedupeIndex === 1;
}

export class OutboxStore {
  private readonly appendCmd: AppendFn;

  private readonly gate: FrameGate;
  /** per case: appends whose reply has not come back yet, and resume reads whose replay has not run */
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly keys: Keys,
    private readonly ttlSeconds: number,
    private readonly deliver: (caseId: string, out: OutboundEvent) => void,
    /** at most one `assistant:delta` frame per this many ms per consult (0: every piece is a frame) */
    frameMs = 0,
    /** fencing: this process's lease value (appends of a case whose lease another owner holds are
     *  refused with LeaseFencedError), and who to tell when one is; none = appends are not fenced */
    private readonly fence: { owner(): string; onFenced(caseId: string): void } = { owner: () => '', onFenced: () => undefined },
  ) {
    this.gate = new FrameGate(frameMs);
    this.appendCmd = luaCommand<AppendFn>(redis, APPEND_NAME, APPEND_LUA, 4);
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
    const args: Parameters<AppendFn> = [k.caseSeq(caseId), k.caseEvents(caseId), k.caseDedupe(caseId), k.caseLease(caseId),
      dedupe?.name ?? '', dedupe?.index ?? 0, name, JSON.stringify(payload), at, this.ttlSeconds, this.fence.owner()];
    // The first frame of an answer is what the patient waits for. The connection's batching holds a
    // command until the end of the loop turn and behind the batch in flight; this one is written at
    // once, alone. Only when nothing of the case is pending, so it cannot overtake an earlier event.
    const now = isFirstFrame(name, dedupe?.index) && !this.pending.has(caseId);
    return this.whilePending(caseId, now ? this.appendNow(args) : this.appendCmd(...args), (seq) => {
      if (seq === -1) {
        this.fence.onFenced(caseId);
        throw new LeaseFencedError(caseId);
      }
      if (seq > 0) this.deliver(caseId, { name, event: { caseId, seq, at, ...payload } });
      return seq;
    });
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
  private async appendNow(args: Parameters<AppendFn>): Promise<number> {
    const pipe = this.redis.pipeline();
    (pipe as unknown as Record<string, AppendFn>)[APPEND_NAME](...args);
    const [[err, seq]] = (await pipe.exec())!;
    if (err) throw err;
    return seq as number;
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
