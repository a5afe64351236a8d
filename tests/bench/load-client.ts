// Why this exists: a light bench patient: one raw socket.io-client that runs scripted consults, times
// each turn (ack → first delta, send → whole answer) into shared histograms, and can record the script.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { recordMs, Sink } from './stats.ts';

export { Sink };

export interface Scenario {
  name: string;
  opening: string;
  answers: string[];
  patient: { age: number; sex: 'female' | 'male'; name: string };
}

/** One server event as recorded for the relay: the segment is how many patient actions preceded it. */
export interface RecordedEvent {
  seg: number;
  name: string;
  payload: Record<string, unknown>;
  /** ms since the action that opened the segment */
  t: number;
}

interface PendingTurn {
  sentAt: number;
  ackAt: number;
  stage: string;
  firstAt: number;
  measured: boolean;
  ignore: Set<string>;
}

export interface PatientOptions {
  url: string;
  scenario: Scenario;
  sink: Sink;
  /** think time before each action, ms [min, max] */
  thinkMs: [number, number];
  /** start another consult when one ends */
  repeat: boolean;
  /** only start a consult and hold it (an idle connected consult) */
  idle?: boolean;
  record?: RecordedEvent[];
  /** give up on a consult with no event for this long */
  stallMs?: number;
  /** accept a booking only after no text has streamed for this long (default 150 ms) */
  quietMs?: number;
}

const ENVELOPE = new Set(['caseId', 'seq', 'at']);
const strip = (e: Record<string, unknown>) => Object.fromEntries(Object.entries(e).filter(([k]) => !ENVELOPE.has(k)));

export class BenchPatient {
  readonly socket: Socket;
  caseId = '';
  /** the consult this socket ran before (its late events are ignored) */
  private finished = '';
  private stage = 'triage';
  private actions = 0;
  private actionAt = 0;
  private answerIdx = 0;
  private open = new Set<string>();
  private pending: PendingTurn | null = null;
  private confirm: { requestId: string; optionId?: string; due: boolean } | null = null;
  private lastDeltaAt = 0;
  private lastEventAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private quietTimer: NodeJS.Timeout | null = null;
  private watchdog: NodeJS.Timeout | null = null;
  private running = true;
  private greeted: () => void = () => undefined;
  /** resolves when the first consult's greeting has been received in full */
  readonly greeting: Promise<void>;

  constructor(private readonly o: PatientOptions) {
    this.socket = io(`${o.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true });
    this.greeting = new Promise((r) => (this.greeted = r));
    this.socket.onAny((name: string, e: Record<string, unknown>) => this.onEvent(name, e));
    if (!o.idle) {
      this.watchdog = setInterval(() => this.checkStall(), 1000);
      this.watchdog.unref();
    }
  }

  connected(): Promise<this> {
    if (this.socket.connected) return Promise.resolve(this);
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', reject);
    });
  }

  /** Start a consult; resolves on its ack. */
  start(): Promise<void> {
    const s = this.o.scenario;
    this.caseId = '';
    this.stage = 'triage';
    this.actions = 0;
    this.answerIdx = 0;
    this.open.clear();
    this.pending = null;
    this.confirm = null;
    this.actionAt = this.lastEventAt = performance.now();
    return new Promise((resolve) => {
      this.socket.timeout(30_000).emit('consult:start', { locale: 'en', patient: s.patient }, (err: Error | null, ack?: { ok: boolean; caseId?: string }) => {
        if (err || !ack?.ok) {
          this.o.sink.fail(err, ack);
          if (this.o.repeat) this.later(() => void this.start());
        } else this.caseId = ack.caseId!;
        resolve();
      });
    });
  }

  stop(): void {
    this.quiesce();
    if (this.watchdog) clearInterval(this.watchdog);
    this.socket.disconnect();
  }

  /** Stop acting (in-flight answers still arrive); `stop()` disconnects. */
  quiesce(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.quietTimer) clearTimeout(this.quietTimer);
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  private onEvent(name: string, e: Record<string, unknown>): void {
    if ((this.caseId && e.caseId !== this.caseId) || e.caseId === this.finished) return;
    const now = performance.now();
    this.lastEventAt = now;
    this.o.record?.push({ seg: this.actions, name, payload: strip(e), t: Math.round(now - this.actionAt) });
    const sink = this.o.sink;
    if (name === 'consult:state') {
      this.stage = String(e.stage);
      if (this.stage === 'closed' || this.stage === 'emergency') this.finish(true);
    } else if (name === 'assistant:delta') {
      const id = String(e.messageId);
      this.open.add(id);
      if (sink.measuring) {
        sink.deltas++;
        if (now - this.lastDeltaAt < 20) sink.deltasWithin20ms++;
      }
      this.lastDeltaAt = now;
      const p = this.pending;
      if (p && !p.firstAt && !p.ignore.has(id)) {
        p.firstAt = now;
        if (p.measured) {
          recordMs(sink.ttft, now - p.sentAt);
          if (p.ackAt) sink.recordTtftFromAck(this.turnLabel(p), now - p.ackAt);
          else sink.deltaBeforeAck++;
        }
      }
    } else if (name === 'assistant:message') {
      const id = String(e.messageId);
      this.open.delete(id);
      this.greeted();
      const p = this.pending;
      if (p && p.firstAt && !p.ignore.has(id)) {
        if (p.measured) recordMs(sink.turn, now - p.sentAt);
        this.pending = null;
      }
      if (this.o.idle) return;
      const text = String(e.text ?? '').trim();
      if (this.stage === 'triage' && this.actions === 0) this.later(() => this.say(this.o.scenario.opening));
      else if (this.stage === 'history' && text.endsWith('?')) this.later(() => this.say(this.o.scenario.answers[this.answerIdx++] ?? "I don't know"));
      else if (this.confirm?.due && this.open.size === 0) this.replyWhenQuiet();
    } else if (name === 'confirm:request' && !this.o.idle) {
      const options = (e.options as { id: string }[] | undefined) ?? [];
      this.confirm = { requestId: String(e.requestId), optionId: options[0]?.id, due: false };
      this.later(() => {
        if (!this.confirm) return;
        this.confirm.due = true;
        if (this.open.size === 0) this.replyWhenQuiet();
      });
    }
  }

  /** The stage the patient acted in, and the stage the answer arrived in when they differ (a history
   *  answer that completes the interview arrives after the council and plan: "history→booking"). */
  private turnLabel(p: PendingTurn): string {
    return p.stage === this.stage ? p.stage : `${p.stage}→${this.stage}`;
  }

  private later(fn: () => void): void {
    if (!this.running) return;
    const [lo, hi] = this.o.thinkMs;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) fn();
    }, lo + Math.random() * (hi - lo));
  }

  private act(): void {
    this.actions++;
    this.actionAt = performance.now();
    if (this.o.sink.measuring) this.o.sink.turns++;
  }

  private say(text: string): void {
    this.act();
    const p: PendingTurn = { sentAt: performance.now(), ackAt: 0, stage: this.stage, firstAt: 0, measured: this.o.sink.measuring, ignore: new Set(this.open) };
    this.pending = p;
    const clientMsgId = `b-${this.actions}-${Math.random().toString(36).slice(2, 10)}`;
    this.socket.timeout(30_000).emit('patient:message', { clientMsgId, text }, (err: Error | null, ack?: { ok: boolean }) => {
      if (err || !ack?.ok) {
        this.o.sink.fail(err, ack);
        if (this.pending === p) this.pending = null;
        return;
      }
      p.ackAt = performance.now();
      if (p.firstAt && p.measured) this.o.sink.recordTtftFromAck(this.turnLabel(p), 0);
    });
  }

  /** Accept once no text has been streaming for a moment: the next queued message starts right after
   *  the last one ends, and a patient reads the advice before accepting. */
  private replyWhenQuiet(): void {
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      if (this.running && this.confirm && this.open.size === 0) this.reply();
    }, this.o.quietMs ?? 150);
  }

  private reply(): void {
    const c = this.confirm!;
    this.confirm = null;
    this.act();
    this.socket.timeout(30_000).emit('confirm:reply', { requestId: c.requestId, accept: true, optionId: c.optionId }, (err: Error | null, ack?: { ok: boolean }) => {
      if (err || !ack?.ok) this.o.sink.fail(err, ack);
    });
  }

  private finish(completed: boolean): void {
    if (completed && this.o.sink.measuring) this.o.sink.completed++;
    if (!this.o.record) this.finished = this.caseId;
    this.caseId = '';
    this.pending = null;
    if (this.o.repeat && this.running) this.later(() => void this.start());
  }

  private checkStall(): void {
    if (!this.running || this.timer || !this.caseId) return;
    if (performance.now() - this.lastEventAt > (this.o.stallMs ?? 60_000)) {
      this.o.sink.stalls++;
      this.finish(false);
    }
  }
}
