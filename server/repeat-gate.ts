// Why this exists: while Redis is down, every connection fails again on each reconnect attempt, and a
// log line per attempt buries what the engineer on call needs. An error is logged the first time its
// message is seen, then at most once per interval with how often it repeated; when the connection is
// ready again, one line says how long it was down.
import type { Logger } from 'pino';

interface Seen {
  firstAt: number;
  loggedAt: number;
  /** repeats since the last line about this message */
  repeats: number;
  total: number;
}

export interface RepeatGateOptions {
  /** fields on every line (which connection) */
  fields?: Record<string, unknown>;
  level?: 'warn' | 'error';
  msg?: string;
  /** at most one line per message in this long (default 30 s) */
  everyMs?: number;
  now?: () => number;
}

/** distinct messages tracked at once: errors whose messages carry ids (a job's) are each new, and are
 *  logged as they come rather than held in memory until the connection is next ready */
const MAX_TRACKED = 100;

export class RepeatGate {
  private readonly seen = new Map<string, Seen>();
  private readonly fields: Record<string, unknown>;
  private readonly level: 'warn' | 'error';
  private readonly msg: string;
  private readonly everyMs: number;
  private readonly now: () => number;

  constructor(private readonly logger: Logger, opts: RepeatGateOptions = {}) {
    this.fields = opts.fields ?? {};
    this.level = opts.level ?? 'warn';
    this.msg = opts.msg ?? 'redis error';
    this.everyMs = opts.everyMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  /** An error event: logged when new, or when its last line is older than the interval. */
  error(err: Error): void {
    const t = this.now();
    const s = this.seen.get(err.message);
    if (!s) {
      if (this.seen.size < MAX_TRACKED) this.seen.set(err.message, { firstAt: t, loggedAt: t, repeats: 0, total: 1 });
      this.logger[this.level]({ ...this.fields, err: err.message }, this.msg);
      return;
    }
    s.total++;
    s.repeats++;
    if (t - s.loggedAt < this.everyMs) return;
    this.logger[this.level]({ ...this.fields, err: err.message, repeated: s.repeats, sinceMs: t - s.firstAt }, `${this.msg} (still)`);
    s.loggedAt = t;
    s.repeats = 0;
  }

  /** The connection is ready again: one line for the trouble that ended, and a clean slate. */
  ready(): void {
    if (this.seen.size === 0) return;
    const t = this.now();
    const errors = [...this.seen.values()].reduce((n, s) => n + s.total, 0);
    const downMs = t - Math.min(...[...this.seen.values()].map((s) => s.firstAt));
    this.seen.clear();
    this.logger.info({ ...this.fields, errors, downMs }, 'redis reachable again');
  }

  /** Log a connection's errors through a gate, reset whenever it is ready again. */
  static watch(conn: { on(ev: 'error', fn: (err: Error) => void): unknown; on(ev: 'ready', fn: () => void): unknown }, logger: Logger, opts: RepeatGateOptions = {}): RepeatGate {
    const gate = new RepeatGate(logger, opts);
    conn.on('error', (err: Error) => gate.error(err));
    conn.on('ready', () => gate.ready());
    return gate;
  }
}
