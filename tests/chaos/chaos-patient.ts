// Why this exists: a simulated patient that survives its server dying: it keeps every event by seq,
// reconnects to whichever node answers, resumes from the last seq it has seen, resends an unacknowledged
// message under the same clientMsgId, and records what it saw for the chaos report.
import { io, type Socket } from 'socket.io-client';
import { CONSULT_OUTBOUND_EVENTS } from '../../server/protocol/index.ts';
import { nextAction, type ScriptedEvent } from './script.ts';

type AckShape = { ok: boolean; error?: { code: string }; [k: string]: unknown };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PatientOutcome {
  caseId: string;
  started: boolean;
  finished: boolean;
  /** seqs received twice with different content (same seq, two events) */
  conflicting: number[];
  /** seqs received twice with the same content (harmless redelivery) */
  redelivered: number;
  acked: string[];
  recoveries: number[];
  resumes: number;
  /** each successful resume: when the connection it replaced was lost, and when the resume was acked (ms) */
  resumeTimes: { lostAt: number; resumedAt: number }[];
  /** how the consult ended: booked, emergency, or closed without a booking (with the last words) */
  outcome: string;
  error?: string;
}

export class ChaosPatient {
  caseId = '';
  private token = '';
  private socket: Socket | null = null;
  private readonly seen = new Map<number, string>();
  readonly events: ScriptedEvent[] = [];
  private readonly conflicting: number[] = [];
  private redelivered = 0;
  private readonly acked: string[] = [];
  private readonly recoveries: number[] = [];
  private resumes = 0;
  private readonly resumeTimes: { lostAt: number; resumedAt: number }[] = [];
  private disconnectedAt = 0;
  private recoveringSince = 0;
  private nodeIdx = 0;
  /** the node of the current connection, and one a dropped connection must not come back through */
  private url = '';
  private avoidUrl = '';
  /** what the patient is doing now (for diagnosing a hang) */
  phase = 'new';

  constructor(readonly id: number, private readonly urls: () => string[], private readonly deadlineMs: number) {}

  /** highest seq such that every seq up to it has arrived */
  get lastSeq(): number {
    let s = 0;
    while (this.seen.has(s + 1)) s++;
    return s;
  }

  private onEvent(name: string, e: Omit<ScriptedEvent, 'name'> & { at?: string }): void {
    const content = JSON.stringify({ name, ...e });
    const prev = this.seen.get(e.seq);
    if (prev !== undefined) {
      if (prev === content) this.redelivered++;
      else this.conflicting.push(e.seq);
      return;
    }
    if (this.recoveringSince) {
      this.recoveries.push(Date.now() - this.recoveringSince);
      this.recoveringSince = 0;
    }
    this.seen.set(e.seq, content);
    this.events.push({ ...e, name });
    this.events.sort((a, b) => a.seq - b.seq);
  }

  private async connect(url: string): Promise<Socket | null> {
    this.phase = `connect ${url}`;
    const s = io(`${url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 2000 });
    const ok = await new Promise<boolean>((resolve) => {
      const t = setTimeout(() => resolve(false), 3000); // a node killed mid-handshake may never answer either way
      s.once('connect', () => { clearTimeout(t); resolve(true); });
      s.once('connect_error', () => { clearTimeout(t); resolve(false); });
    });
    if (!ok) {
      s.disconnect();
      return null;
    }
    this.url = url;
    for (const name of CONSULT_OUTBOUND_EVENTS) s.on(name as string, (e: Omit<ScriptedEvent, 'name'>) => { if (this.socket === s) this.onEvent(name, e); });
    // this connection's server no longer runs the consult: come back through some node and resume
    s.on('consult:moved', () => {
      if (this.socket === s) s.disconnect();
    });
    s.on('disconnect', () => {
      if (this.socket === s) {
        this.socket = null;
        this.disconnectedAt = Date.now();
      }
    });
    return s;
  }

  /** The patient's connection drops (a network blip): it comes back through the next node in turn,
   *  which takes the consult over from its live owner. False when it had no connection. */
  drop(): boolean {
    if (!this.socket) return false;
    this.avoidUrl = this.url;
    this.socket.disconnect();
    return true;
  }

  /** Emit with an ack; undefined when the socket died or the ack did not come in time. */
  private async request(event: string, payload: unknown, timeoutMs = 8000): Promise<AckShape | undefined> {
    const s = this.socket;
    if (!s) return undefined;
    this.phase = `request ${event}`;
    const died = new Promise<undefined>((resolve) => s.once('disconnect', () => resolve(undefined)));
    const ack = (s.timeout(timeoutMs).emitWithAck(event, payload) as Promise<AckShape>).catch(() => undefined);
    return Promise.race([ack, died]);
  }

  /** Connect to some live node and start a consult (retrying on another node if one is down). */
  private async start(): Promise<void> {
    while (Date.now() < this.deadlineMs) {
      const urls = this.urls();
      const url = urls[(this.id + this.nodeIdx++) % urls.length];
      const s = await this.connect(url);
      if (!s) { await sleep(200); continue; }
      this.socket = s;
      const ack = await this.request('consult:start', { locale: 'en', channel: 'chat', patient: { age: 30 + (this.id % 40) } });
      if (ack?.ok) {
        this.caseId = String(ack.caseId);
        this.token = String(ack.resumeToken);
        return;
      }
      s.disconnect();
      this.socket = null;
      await sleep(200);
    }
    throw new Error('could not start a consult');
  }

  /** Reconnect anywhere and resume from lastSeq; 'unavailable' (lease still held) is retried. */
  private async resume(): Promise<void> {
    const since = this.disconnectedAt || Date.now();
    while (Date.now() < this.deadlineMs) {
      const urls = this.urls();
      let url = urls[this.nodeIdx++ % urls.length];
      if (url === this.avoidUrl && urls.length > 1) url = urls[this.nodeIdx++ % urls.length];
      const s = await this.connect(url);
      if (!s) { await sleep(150); continue; }
      this.socket = s;
      const ack = await this.request('consult:resume', { caseId: this.caseId, resumeToken: this.token, lastSeq: this.lastSeq }, 5000);
      if (ack?.ok) {
        this.avoidUrl = '';
        this.resumes++;
        this.resumeTimes.push({ lostAt: since, resumedAt: Date.now() });
        this.recoveringSince = since;
        return;
      }
      if (this.socket === s) this.socket = null;
      s.disconnect();
      await sleep(ack?.error?.code === 'unavailable' ? 300 : 150);
    }
    throw new Error('could not resume');
  }

  async run(opening: string, thinkMs: () => number): Promise<PatientOutcome> {
    const done = { answered: new Set<string>(), replied: new Set<string>() };
    let pendingSay: { id: string; text: string } | null = { id: `p${this.id}-open`, text: opening };
    let pendingReply: { requestId: string; optionId: string } | null = null;
    let finished = false;
    let error: string | undefined;
    try {
      await this.start();
      while (!finished) {
        if (Date.now() > this.deadlineMs) throw new Error(`deadline passed at seq ${this.lastSeq}`);
        if (!this.socket) { await this.resume(); continue; }
        if (pendingSay) {
          const ack = await this.request('patient:message', { clientMsgId: pendingSay.id, text: pendingSay.text });
          if (ack?.ok) { this.acked.push(pendingSay.id); pendingSay = null; }
          else if (ack && ack.error?.code !== 'unavailable') pendingSay = null; // refused for a reason (ended, wrong state)
          continue;
        }
        if (pendingReply) {
          const ack = await this.request('confirm:reply', { ...pendingReply, accept: true, optionId: pendingReply.optionId || undefined });
          if (ack && ack.error?.code !== 'unavailable') pendingReply = null;
          continue;
        }
        this.phase = `waiting at seq ${this.lastSeq}`;
        const act = nextAction(this.events, done, undefined, (n) => Math.floor(Math.random() * n));
        if (act?.kind === 'end') {
          finished = true;
          // handoff:ready can come before the last message has finished streaming: let it arrive, so
          // the outcome reads the consult's last words
          await sleep(300);
        }
        else if (act?.kind === 'say') {
          done.answered.add(act.key);
          await sleep(thinkMs());
          pendingSay = { id: `p${this.id}-${act.key}`, text: act.text };
        } else if (act?.kind === 'reply') {
          done.replied.add(act.requestId);
          await sleep(thinkMs());
          pendingReply = { requestId: act.requestId, optionId: act.optionId };
        } else await sleep(25);
      }
    } catch (err) {
      error = (err as Error).message;
    }
    return this.result(finished, error);
  }

  /** The outcome so far; also used by the run's watchdog when a patient hangs. */
  result(finished: boolean, error?: string): PatientOutcome {
    if (this.recoveringSince) this.recoveries.push(Date.now() - this.recoveringSince);
    this.recoveringSince = 0;
    this.socket?.disconnect();
    this.socket = null;
    return {
      caseId: this.caseId, started: Boolean(this.caseId), finished, conflicting: this.conflicting, redelivered: this.redelivered,
      acked: this.acked, recoveries: this.recoveries, resumes: this.resumes, resumeTimes: this.resumeTimes, error, outcome: this.outcome(),
    };
  }

  private outcome(): string {
    if (this.events.some((e) => e.name === 'booking:confirmed')) return 'booked';
    if (this.events.some((e) => e.name === 'emergency')) return 'emergency';
    const last = this.events.filter((e) => e.name === 'assistant:message').at(-1)?.text ?? '';
    return `not booked: ${last.slice(0, 90)}`;
  }

  /** Every event this patient received, by seq, as JSON (for checking against the stored stream). */
  received(): Map<number, string> {
    return this.seen;
  }
}
