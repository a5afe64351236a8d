// Why this exists: issue 8's delta coalescing. A consult's streamed text reaches the patient as at most
// one `assistant:delta` frame per frame interval: a piece that comes sooner is held, and pieces that
// come while one is held are merged into it (text unchanged, dedupe mark of the last piece), until the
// interval has passed since the previous frame was emitted. Held frames of all consults are released
// by one clock that ticks every quarter interval, so the frames that fall due together reach Redis as
// one write instead of one per consult. Any other event of the case that comes while a frame is held
// waits behind that frame (at most one interval) instead of sending it early, so the spacing holds
// without exception and the case's appends are stored in the order they were made.

/** One delta frame: the text of one or more consecutive pieces of a message, and the last piece's mark. */
export interface Frame {
  messageId: string;
  delta: string;
  index: number;
}

type Issue = (frame: Frame) => Promise<number>;
interface Waiter { resolve(seq: number): void; reject(err: unknown): void }
/** What was appended while a frame was held and must be stored after it, in the order it came: a
 *  piece that may not merge into the held frame (another message's, or one that came after an event),
 *  a voice sentence, or any other event. */
type Behind =
  | { kind: 'piece'; piece: Frame; issue: Issue; waiter: Waiter }
  | { kind: 'sentence'; messageId: string; run: () => Promise<number>; waiter: Waiter }
  | { kind: 'event'; run: () => Promise<number>; waiter: Waiter };
/** `sealed`: an event (or another message's piece) waits behind the frame, so later pieces may not
 *  merge into it, which would store their text ahead of that event */
interface Held { frame: Frame; issue: Issue; waiters: Waiter[]; behind: Behind[]; sealed: boolean }
interface CaseGate {
  id: string;
  lastAt: number;
  inFlight: number;
  held: Held | null;
  settled: (() => void)[];
  /** who waits for the events behind the held frame to be issued */
  eventsOut: (() => void)[];
}

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
    if (!g) this.cases.set(caseId, (g = { id: caseId, lastAt: -Infinity, inFlight: 0, held: null, settled: [], eventsOut: [] }));
    if (g.held && (g.held.sealed || g.held.frame.messageId !== piece.messageId)) {
      // a new message, or text that came after an event: a frame of its own after what is held
      g.held.sealed = true;
      return this.queue(g.held, (waiter) => ({ kind: 'piece', piece, issue, waiter }));
    }
    if (!g.held && g.inFlight === 0 && this.now() >= g.lastAt + this.frameMs) return this.send(g, piece, issue);
    const held = g.held ?? (g.held = { frame: { ...piece, delta: '' }, issue, waiters: [], behind: [], sealed: false });
    held.frame.delta += piece.delta;
    held.frame.index = Math.max(held.frame.index, piece.index);
    const p = new Promise<number>((resolve, reject) => held.waiters.push({ resolve, reject }));
    this.arm(g);
    return p;
  }

  /** A voice sentence that the held frame completes: issued right after it. Pieces of the same message
   *  that come later may still merge into the frame (a sentence is no reason to split the text). */
  behind(caseId: string, messageId: string, run: () => Promise<number>): Promise<number> {
    const held = this.cases.get(caseId)?.held;
    if (!held) return run();
    return this.queue(held, (waiter) => ({ kind: 'sentence', messageId, run, waiter }));
  }

  /** Any other event of the case: issued now, or, when a frame is held, right after that frame at its
   *  time (at most one interval later), so the frame never goes out early and the order of the
   *  case's appends is the order they are stored in. */
  event(caseId: string, run: () => Promise<number>): Promise<number> {
    const g = this.cases.get(caseId);
    if (!g?.held) return run();
    g.held.sealed = true;
    return this.queue(g.held, (waiter) => ({ kind: 'event', run, waiter }));
  }

  /** Resolves once every event that waits behind a held frame of the case has been issued; null when
   *  none waits (a write that must follow the case's events, such as its snapshot, goes at once). */
  eventsIssued(caseId: string): Promise<void> | null {
    const g = this.cases.get(caseId);
    if (!g || !eventsBehind(g)) return null;
    return new Promise<void>((resolve) => g.eventsOut.push(resolve));
  }

  /** Resolves once nothing is held or in flight for the case (what is held goes out at its time). */
  settled(caseId: string): Promise<void> {
    const g = this.cases.get(caseId);
    if (!g || (!g.held && g.inFlight === 0)) return Promise.resolve();
    return new Promise<void>((resolve) => g.settled.push(resolve));
  }

  /** Drop what is held for this message (its stream was interrupted): the patient never saw it.
   *  Events and other messages' pieces waiting behind it go on, in their order. */
  discard(caseId: string, messageId: string): void {
    const g = this.cases.get(caseId);
    const held = g?.held;
    if (!g || !held) return;
    const mine = (b: Behind) => (b.kind === 'piece' ? b.piece.messageId === messageId : b.kind === 'sentence' && b.messageId === messageId);
    for (const b of held.behind) if (mine(b)) b.waiter.resolve(0);
    held.behind = held.behind.filter((b) => !mine(b));
    if (held.frame.messageId !== messageId) return;
    g.held = null;
    this.waiting.delete(g);
    for (const w of held.waiters) w.resolve(0);
    this.enter(g, held.behind);
    this.arm(g);
  }

  private queue(held: Held, item: (waiter: Waiter) => Behind): Promise<number> {
    return new Promise<number>((resolve, reject) => held.behind.push(item({ resolve, reject })));
  }

  /** What waited behind a frame that is now out (or dropped) comes in again, in its order: events go
   *  at once unless a piece before them is held again, pieces merge and wait for their interval. */
  private enter(g: CaseGate, items: Behind[]): void {
    for (const b of items) {
      let p: Promise<number>;
      if (b.kind === 'piece') p = this.delta(g.id, b.piece, b.issue);
      else if (b.kind === 'sentence') p = this.behind(g.id, b.messageId, b.run);
      else p = this.event(g.id, b.run);
      p.then(b.waiter.resolve, b.waiter.reject);
    }
    if (g.eventsOut.length && !eventsBehind(g)) g.eventsOut.splice(0).forEach((r) => r());
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
    this.enter(g, held.behind);
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

/** Whether an event waits behind the case's held frame (events wait nowhere else). */
function eventsBehind(g: CaseGate): boolean {
  return g.held?.behind.some((b) => b.kind === 'event') ?? false;
}
