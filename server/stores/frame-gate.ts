// Why this exists: issue 8's delta coalescing. A consult's streamed text reaches the patient as at most
// one `assistant:delta` frame per frame interval: a piece that comes sooner is held, and pieces that
// come while one is held are merged into it (text unchanged, dedupe mark of the last piece), until the
// interval has passed since the previous frame was emitted. Held frames of all consults are released
// by one clock that ticks every quarter interval, so the frames that fall due together reach Redis as
// one write instead of one per consult.

/** One delta frame: the text of one or more consecutive pieces of a message, and the last piece's mark. */
export interface Frame {
  messageId: string;
  delta: string;
  index: number;
}

type Issue = (frame: Frame) => Promise<number>;
interface Waiter { resolve(seq: number): void; reject(err: unknown): void }
interface Held { frame: Frame; issue: Issue; waiters: Waiter[]; behind: { run: () => Promise<number>; waiter: Waiter }[] }
interface CaseGate { lastAt: number; inFlight: number; held: Held | null; settled: (() => void)[] }

export class FrameGate {
  private readonly cases = new Map<string, CaseGate>();
  /** cases whose held frame waits for its interval to pass, released by the shared tick */
  private readonly waiting = new Set<CaseGate>();
  private ticker: NodeJS.Timeout | null = null;
  private readonly tickMs: number;
  private lastSweep = 0;

  constructor(private readonly frameMs: number, private readonly now: () => number = () => performance.now()) {
    this.tickMs = Math.max(1, Math.round(frameMs / 4));
  }

  /** A piece of a streamed message: issued now when a frame may go out, otherwise held and merged.
   *  Resolves with the seq of the frame that carried it (0 when the store skipped it as a duplicate). */
  delta(caseId: string, piece: Frame, issue: Issue): Promise<number> {
    if (this.frameMs <= 0) return issue(piece);
    this.sweep();
    let g = this.cases.get(caseId);
    if (!g) this.cases.set(caseId, (g = { lastAt: -Infinity, inFlight: 0, held: null, settled: [] }));
    if (g.held && g.held.frame.messageId !== piece.messageId) this.release(g); // a new message: the old tail goes first
    if (!g.held && g.inFlight === 0 && this.now() >= g.lastAt + this.frameMs) return this.send(g, piece, issue);
    const held = g.held ?? (g.held = { frame: { ...piece, delta: '' }, issue, waiters: [], behind: [] });
    held.frame.delta += piece.delta;
    held.frame.index = Math.max(held.frame.index, piece.index);
    const p = new Promise<number>((resolve, reject) => held.waiters.push({ resolve, reject }));
    this.arm(g);
    return p;
  }

  /** Something that must follow the held frame (a voice sentence it completes): issued right after it. */
  behind(caseId: string, run: () => Promise<number>): Promise<number> {
    const held = this.cases.get(caseId)?.held;
    if (!held) return run();
    return new Promise<number>((resolve, reject) => held.behind.push({ run, waiter: { resolve, reject } }));
  }

  /** Issue what is held now: an event that is not part of the stream is about to be appended after it. */
  flush(caseId: string): void {
    const g = this.cases.get(caseId);
    if (g?.held) this.release(g);
  }

  /** Resolves once nothing is held or in flight for the case (what is held goes out at its time). */
  settled(caseId: string): Promise<void> {
    const g = this.cases.get(caseId);
    if (!g || (!g.held && g.inFlight === 0)) return Promise.resolve();
    return new Promise<void>((resolve) => g.settled.push(resolve));
  }

  /** Drop what is held for this message (its stream was interrupted): the patient never saw it. */
  discard(caseId: string, messageId: string): void {
    const g = this.cases.get(caseId);
    const held = g?.held;
    if (!g || !held || held.frame.messageId !== messageId) return;
    g.held = null;
    this.waiting.delete(g);
    for (const w of held.waiters) w.resolve(0);
    for (const b of held.behind) b.waiter.resolve(0);
    this.arm(g);
  }

  private send(g: CaseGate, frame: Frame, issue: Issue): Promise<number> {
    g.inFlight++;
    const p = issue(frame);
    p.then(
      (seq) => {
        g.inFlight--;
        if (seq > 0) g.lastAt = this.now();
        this.arm(g);
      },
      () => {
        g.inFlight--;
        this.arm(g);
      },
    );
    return p;
  }

  private release(g: CaseGate): void {
    const held = g.held!;
    g.held = null;
    this.waiting.delete(g);
    this.send(g, held.frame, held.issue).then(
      (seq) => held.waiters.forEach((w) => w.resolve(seq)),
      (err) => held.waiters.forEach((w) => w.reject(err)),
    );
    for (const b of held.behind) b.run().then(b.waiter.resolve, b.waiter.reject);
  }

  /** Once the frame in flight is out, the held one waits for the rest of the interval. */
  private arm(g: CaseGate): void {
    if (!g.held) {
      if (g.inFlight === 0 && g.settled.length) g.settled.splice(0).forEach((r) => r());
      return;
    }
    if (g.inFlight > 0 || this.waiting.has(g)) return;
    if (this.now() >= g.lastAt + this.frameMs) return this.release(g);
    this.waiting.add(g);
    this.ticker ??= setTimeout(() => this.tick(), this.tickMs);
  }

  /** Release every held frame whose interval has passed (each checked against the clock: a timer may
   *  fire early), in one go; tick again while any still wait. */
  private tick(): void {
    this.ticker = null;
    const now = this.now();
    for (const g of this.waiting) if (now >= g.lastAt + this.frameMs) this.release(g);
    if (this.waiting.size) this.ticker = setTimeout(() => this.tick(), this.tickMs);
  }

  /** Forget cases that are idle and past their interval (at most once a second). */
  private sweep(): void {
    const now = this.now();
    if (this.cases.size < 64 || now - this.lastSweep < 1000) return;
    this.lastSweep = now;
    for (const [id, g] of this.cases) {
      if (!g.held && g.inFlight === 0 && !this.waiting.has(g) && g.settled.length === 0 && now >= g.lastAt + this.frameMs) this.cases.delete(id);
    }
  }
}
