// Why this exists: the benchmark's baseline: a bare Socket.IO server on /consult that answers each patient
// action with the next recorded segment of Helios's own output, paced like Helios's speaker, with no
// consult logic, no validation and no Redis; whatever Helios costs above it is Helios's overhead.
import { createServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { RecordedEvent } from './load-client.ts';

/** The simulated model's pace, as Helios's STREAM_FIRST_DELAY_MS / STREAM_PIECE_DELAY_MS apply it. */
export interface Pacing {
  firstDelayMs: number;
  pieceDelayMs: number;
  /** Helios's speaker (today) sends piece 1 at once and waits the first delay before piece 2;
   *  false = wait the first delay before piece 1 (a model's time to first token). */
  firstDelayAfterFirstPiece: boolean;
}

/** Per scenario (keyed by the patient name sent in consult:start): the events of each segment. */
export type RelayScripts = Record<string, RecordedEvent[][]>;

/** Group recorded events into segments: segment k is what followed the k-th patient action. */
export function toSegments(events: RecordedEvent[]): RecordedEvent[][] {
  const out: RecordedEvent[][] = [];
  for (const e of events) (out[e.seg] ??= []).push(e);
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

export interface Relay {
  port: number;
  close(): Promise<void>;
}

type Ack = (a: Record<string, unknown>) => void;
const sleep = (ms: number) => new Promise<void>((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));

class RelayConsult {
  private seq = 0;
  private next = 0;
  private readonly queue: RecordedEvent[][] = [];
  private playing = false;
  private readonly pieces = new Map<string, number>();

  constructor(private readonly nsp: Namespace, readonly caseId: string, private readonly segments: RecordedEvent[][], private readonly pace: Pacing) {}

  /** The patient acted: stream the next segment (after any still playing, like Helios's speaker queue). */
  advance(): void {
    const seg = this.segments[this.next++];
    if (!seg) return;
    this.queue.push(seg);
    if (!this.playing) void this.play();
  }

  private async play(): Promise<void> {
    this.playing = true;
    while (this.queue.length) {
      for (const e of this.queue.shift()!) {
        const wait = this.delayBefore(e);
        if (wait) await sleep(wait);
        this.nsp.to(this.caseId).emit(e.name, { caseId: this.caseId, seq: ++this.seq, at: new Date().toISOString(), ...e.payload });
      }
    }
    this.playing = false;
  }

  /** Mirrors server/consult/speaker.ts: a pause around each streamed piece, and one before the whole message. */
  private delayBefore(e: RecordedEvent): number {
    const { firstDelayMs, pieceDelayMs, firstDelayAfterFirstPiece } = this.pace;
    if (e.name === 'assistant:message') return pieceDelayMs;
    if (e.name !== 'assistant:delta') return 0;
    const id = String(e.payload.messageId);
    const i = this.pieces.get(id) ?? 0;
    this.pieces.set(id, i + 1);
    if (firstDelayAfterFirstPiece) return i === 0 ? 0 : i === 1 ? firstDelayMs : pieceDelayMs;
    return i === 0 ? firstDelayMs : pieceDelayMs;
  }
}

export async function startRelay(opts: { port?: number; host?: string; pacing: Pacing; scripts: RelayScripts }): Promise<Relay> {
  const http = createServer();
  const io = new Server(http, { cors: { origin: '*' }, maxHttpBufferSize: 64 * 1024, serveClient: false });
  const nsp = io.of('/consult');
  const names = Object.keys(opts.scripts);
  let counter = 0;

  nsp.on('connection', (socket: Socket) => {
    let consult: RelayConsult | null = null;
    const ack = (fn: unknown, a: Record<string, unknown>) => {
      if (typeof fn === 'function') (fn as Ack)(a);
    };
    socket.on('consult:start', (p: { patient?: { name?: string } } | undefined, fn: unknown) => {
      const name = p?.patient?.name ?? '';
      const segments = opts.scripts[name] ?? opts.scripts[names[0]] ?? [];
      if (consult) void socket.leave(consult.caseId);
      consult = new RelayConsult(nsp, `r-${process.pid}-${++counter}`, segments, opts.pacing);
      void socket.join(consult.caseId);
      ack(fn, { ok: true, caseId: consult.caseId, resumeToken: 'relay' });
      consult.advance();
    });
    const action = (reply: Record<string, unknown>) => (_p: unknown, fn: unknown) => {
      if (!consult) return ack(fn, { ok: false, error: { code: 'wrong_state', message: 'start a consult first' } });
      ack(fn, { ok: true, ...reply });
      consult.advance();
    };
    socket.on('patient:message', action({ duplicate: false }));
    socket.on('confirm:reply', action({}));
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = http.address();
  return {
    port: typeof addr === 'object' && addr ? addr.port : 0,
    close: () => new Promise<void>((resolve) => {
      io.disconnectSockets(true);
      io.close(() => resolve());
    }),
  };
}
