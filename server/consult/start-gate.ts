// Why this exists: creating a consult costs a few milliseconds of the event loop (its actor starts, its
// greeting is checked and queued), and their Redis replies come back together, so 500 starts at once
// ran back to back and /healthz waited 2 s behind them. Starts are admitted a few at a time, a few per
// loop turn (other I/O runs between turns), and past a bounded queue a start is answered at once
// (back-pressure) instead of waiting without end.

export class StartGate {
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private scheduled = false;

  /** `concurrency` creates at once, at most `perTurn` admitted in one loop turn, at most `maxQueued`
   *  starts waiting (a burst of 500 on a loaded 2-core machine: docs/performance.md, "A burst of starts") */
  constructor(private readonly concurrency = 32, private readonly maxQueued = 2_000, private readonly perTurn = 4) {}

  /** Run `work` when admitted; null (work not run) when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T | null> {
    if (this.waiting.length >= this.maxQueued) return null;
    await new Promise<void>((admit) => {
      this.waiting.push(admit);
      this.schedule();
    });
    try {
      return await work();
    } finally {
      this.running--;
      this.schedule();
    }
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Admit the next starts in a later loop turn (after pending I/O), at most `perTurn` in one turn. */
  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (let i = 0; i < this.perTurn && this.running < this.concurrency; i++) {
        const next = this.waiting.shift();
        if (!next) break;
        this.running++;
        next();
      }
      this.schedule();
    });
  }
}
