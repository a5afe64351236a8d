// Why this exists: the widget's one link to /consult: starts or resumes the consult, replays what was missed by
// lastSeq, drops events already seen (dedupe by seq), re-sends unacknowledged patient messages after a drop,
// and follows the consult when its server hands it on (`consult:moved`).
import { io, type Socket } from 'socket.io-client';
import type {
  Ack, ConsultClientToServerEvents, ConsultMovedEvent, ConsultServerToClientEvents, ConsultStartPayload, Stage,
} from '../../server/protocol/index.ts';
import type { ConsultStore, SavedPatientMessage } from './session.ts';
import { refusalText, type ConnectionNotice } from './connection-words.ts';

type ClientSocket = Socket<ConsultServerToClientEvents, ConsultClientToServerEvents>;
/** the consult's own events (each with the envelope); `consult:moved` is about the connection */
export type ServerEventName = Exclude<keyof ConsultServerToClientEvents, 'consult:moved'>;
export type ServerEvent<K extends ServerEventName> = Parameters<ConsultServerToClientEvents[K]>[0];

/** Every server → client consult event the widget listens to (events added later are ignored). */
const SERVER_EVENTS = [
  'consult:state', 'assistant:delta', 'assistant:message', 'confirm:request', 'recommendation',
  'emergency', 'booking:confirmed', 'handoff:ready', 'consult:error',
] as const satisfies readonly ServerEventName[];

const ACK_TIMEOUT_MS = 10_000;
/** wait before attaching again when the server says the consult is between servers (`unavailable`) */
const RETRY_ATTACH_MS = 1_500;
/** wait before starting again when this address started too many consults (the limit is per hour) */
const START_LIMITED_RETRY_MS = 60_000;
/** sends of one confirm reply answered `unavailable` before the patient is told it did not go through */
const REPLY_TRIES = 4;

export type ConnectionStatus = 'connecting' | 'online' | 'offline';

export interface ConnectionHandlers {
  /** a server event, first time its seq is seen, in arrival order */
  event<K extends ServerEventName>(name: K, e: ServerEvent<K>): void;
  /** the consult is attached: freshly started, or resumed at `stage` (its events are replayed next) */
  attached(info: { caseId: string; resumed: boolean; stage?: Stage }): void;
  /** the saved consult is gone or not ours: the view must forget it before a new one starts */
  reset(): void;
  /** `notice` says why (shown in the consult's language); `err` is the server's reason for `startFailed` */
  status(s: ConnectionStatus, notice?: ConnectionNotice, err?: string): void;
  /** a patient message was refused by the server (it will not be retried); `code` is the ack's error code */
  messageFailed(clientMsgId: string, reason: string, code: string): void;
  /** a patient message was taken in by the server (it may have waited for the connection) */
  messageSent(clientMsgId: string): void;
  notice(text: string): void;
}

export interface ConnectionOptions {
  /** server origin; '' = this page's origin */
  server: string;
  store: ConsultStore;
  start: ConsultStartPayload;
  handlers: ConnectionHandlers;
}

/** Why a request failed, in the patient's words and language (never the server's developer text). */
function failure(ack: Ack<object> | undefined): string {
  if (!ack) return refusalText(undefined);
  return ack.ok ? '' : refusalText(ack.error.code);
}

export class Connection {
  readonly socket: ClientSocket;
  private readonly seen = new Set<number>();
  private lastSeq = 0;
  private caseId = '';
  /** true once start or resume has been acknowledged on the current socket connection */
  private attachedNow = false;
  /** another window resumed the consult on another server: this page does not take it back by itself */
  private movedAway = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private counter = 0;

  constructor(private readonly opts: ConnectionOptions) {
    this.socket = io(`${opts.server}/consult`, { transports: ['websocket', 'polling'], autoConnect: false });
    for (const name of SERVER_EVENTS) {
      this.socket.on(name, ((e: ServerEvent<typeof name>) => this.receive(name, e)) as never);
    }
    this.socket.on('consult:moved', (e) => this.moved(e));
    this.socket.on('connect', () => {
      if (!this.movedAway) void this.attach();
    });
    this.socket.on('disconnect', () => {
      this.attachedNow = false;
      opts.handlers.status('offline', browserOffline() ? 'offline' : 'lost');
    });
    this.socket.on('connect_error', () => opts.handlers.status('offline', browserOffline() ? 'offline' : 'unreachable'));
    // The browser knows at once when the network goes (Socket.IO would notice only at its ping timeout, up to
    // 45 s later, while the page went on showing "Helios is typing"); when it comes back, attach again at once
    // on a fresh connection (the old one may be dead without knowing it), so messages typed meanwhile go out.
    window.addEventListener('offline', () => {
      this.attachedNow = false;
      opts.handlers.status('offline', 'offline');
    });
    window.addEventListener('online', () => {
      if (this.movedAway || !this.opened) return;
      this.socket.disconnect().connect();
    });
  }

  private opened = false;

  open(): void {
    this.opened = true;
    this.opts.handlers.status('connecting', 'connecting');
    this.socket.connect();
  }

  private receive<K extends ServerEventName>(name: K, e: ServerEvent<K>): void {
    if (!e || typeof e.seq !== 'number' || this.seen.has(e.seq)) return;
    if (this.caseId && e.caseId !== this.caseId) return;
    this.seen.add(e.seq);
    // kept in memory only: a reloaded page replays the whole consult to draw it again
    if (e.seq > this.lastSeq) this.lastSeq = e.seq;
    this.opts.handlers.event(name, e);
  }

  /** Resume the saved consult (replaying everything after the last seq this page has seen), or start one. */
  private async attach(): Promise<void> {
    const { store, handlers } = this.opts;
    const saved = store.saved;
    if (saved) {
      const ack = await this.request('consult:resume', { caseId: saved.caseId, resumeToken: saved.resumeToken, lastSeq: this.lastSeq });
      if (ack?.ok) {
        this.caseId = saved.caseId;
        this.online();
        handlers.attached({ caseId: saved.caseId, resumed: true, stage: ack.stage });
        this.flushUnsent();
        return;
      }
      if (!ack) return this.retry();
      // any other refusal (the consult between servers, Redis away) is passing: keep the consult
      if (ack.error.code !== 'not_found' && ack.error.code !== 'unauthorized') return this.attachSoon();
      // not_found / unauthorized: that consult is over for this browser; start afresh
      this.forget();
    }
    const ack = await this.request('consult:start', this.opts.start);
    if (!ack?.ok) {
      if (!ack) return this.retry();
      // the server is busy or cannot store anything for a moment: try again by itself (a page left open on
      // "Could not start a consult" never got going once the server was well again)
      if (ack.error.code === 'unavailable' || ack.error.code === 'internal') return this.attachSoon();
      // too many consults started from this address: say so plainly, and try again in a minute
      if (ack.error.code === 'rate_limited') return this.attachSoon(START_LIMITED_RETRY_MS, 'startLimited');
      handlers.status('offline', 'startFailed', failure(ack));
      return;
    }
    store.begin(ack.caseId, ack.resumeToken);
    this.caseId = ack.caseId;
    this.online();
    handlers.attached({ caseId: ack.caseId, resumed: false });
  }

  /** The consult is between servers: attach again shortly (unsent messages go out once attached). */
  private attachSoon(delay = RETRY_ATTACH_MS, notice: ConnectionNotice = 'busy'): void {
    this.attachedNow = false;
    this.opts.handlers.status('offline', notice);
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.socket.connected && !this.attachedNow && !this.movedAway) void this.attach();
    }, delay);
  }

  /** This connection's server no longer runs the consult. */
  private moved(e: ConsultMovedEvent): void {
    if (!e || !this.caseId || e.caseId !== this.caseId) return;
    this.attachedNow = false;
    // another server runs it now: resume on this connection (that server's node takes it over), and the
    // replay brings whatever was sent meanwhile
    if (e.reason === 'server_moved') return void this.attach();
    this.movedAway = true;
    this.opts.handlers.status('offline', 'movedAway');
  }

  private online(): void {
    this.attachedNow = true;
    this.opts.handlers.status('online');
    for (const go of this.waiting.splice(0)) go();
  }

  /** Answers (a confirm reply, the end) wait while the consult is not attached, and go out once it is: emitted
   *  into a dead connection they timed out as "no answer" and were then delivered anyway by the reconnect. */
  private readonly waiting: (() => void)[] = [];
  private whenAttached(): Promise<void> {
    return this.attachedNow ? Promise.resolve() : new Promise((go) => this.waiting.push(go));
  }

  private retry(): void {
    this.opts.handlers.status('offline', 'noAnswer');
    this.socket.disconnect().connect();
  }

  private forget(): void {
    this.opts.store.clear();
    this.seen.clear();
    this.lastSeq = 0;
    this.caseId = '';
    this.opts.handlers.reset();
  }

  /** Emit with an acknowledgement; undefined when the server did not answer in time. */
  private async request<E extends 'consult:start' | 'consult:resume' | 'patient:message' | 'confirm:reply' | 'consult:end'>(
    event: E, payload: Parameters<ConsultClientToServerEvents[E]>[0],
  ): Promise<Parameters<Parameters<ConsultClientToServerEvents[E]>[1]>[0] | undefined> {
    try {
      const emitter = this.socket.timeout(ACK_TIMEOUT_MS) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> };
      return (await emitter.emitWithAck(event, payload)) as Parameters<Parameters<ConsultClientToServerEvents[E]>[1]>[0];
    } catch {
      return undefined;
    }
  }

  /** Keep the message (so a reload restores it), then send it when attached. Returns it for display. */
  /** the consult is attached now: a message sent goes out at once (else it waits for the connection) */
  get attached(): boolean {
    return this.attachedNow;
  }

  sendMessage(text: string): SavedPatientMessage {
    const m: SavedPatientMessage = {
      clientMsgId: `w-${Date.now().toString(36)}-${(this.counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      text, afterSeq: this.lastSeq, sent: false,
    };
    this.opts.store.addMessage(m);
    if (this.attachedNow) void this.deliver(m);
    return m;
  }

  private flushUnsent(): void {
    for (const m of this.opts.store.unsent()) void this.deliver(m);
  }

  private async deliver(m: SavedPatientMessage): Promise<void> {
    const ack = await this.request('patient:message', { clientMsgId: m.clientMsgId, text: m.text });
    if (!ack) return; // no answer: still unsent, sent again (same clientMsgId) after the next attach
    if (ack.ok) {
      this.opts.store.updateMessage(m.clientMsgId, { sent: true });
      return this.opts.handlers.messageSent(m.clientMsgId);
    }
    // kept unsent, and sent again (same clientMsgId) once the consult is attached again
    if (ack.error.code === 'unavailable') return this.attachSoon();
    const reason = failure(ack);
    this.opts.store.updateMessage(m.clientMsgId, { failed: reason });
    this.opts.handlers.messageFailed(m.clientMsgId, reason, ack.error.code);
  }

  /** Answer a confirm:request. Resolves to an error text, or '' when the server accepted the reply. */
  async reply(requestId: string, accept: boolean, optionId?: string): Promise<string> {
    const payload = optionId ? { requestId, accept, optionId } : { requestId, accept };
    for (let attempt = 1; ; attempt++) {
      await this.whenAttached();
      const ack = await this.request('confirm:reply', payload);
      if (ack?.ok) {
        this.opts.store.markReplied(requestId);
        return '';
      }
      // taken in but not stored yet, or the consult is between servers: the same answer goes again
      // shortly (the server acknowledges it once stored); after a few tries the patient is asked
      if (ack?.ok === false && ack.error.code === 'unavailable' && attempt < REPLY_TRIES) {
        await new Promise((r) => setTimeout(r, RETRY_ATTACH_MS));
        continue;
      }
      return failure(ack);
    }
  }

  /** End the consult (the patient asked). Resolves to an error text, or '' when the server took it. */
  async end(): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      await this.whenAttached();
      const ack = await this.request('consult:end', {});
      if (ack?.ok) return '';
      // taken in but not stored yet: the same request goes again shortly (as a confirm reply does)
      if (ack?.ok === false && ack.error.code === 'unavailable' && attempt < REPLY_TRIES) {
        await new Promise((r) => setTimeout(r, RETRY_ATTACH_MS));
        continue;
      }
      return failure(ack);
    }
  }

  /** Forget the current consult and start a new one. */
  restart(): void {
    this.forget();
    this.attachedNow = false;
    this.movedAway = false;
    if (this.socket.connected) void this.attach();
    else this.open();
  }
}

/** The browser says it has no network (navigator.onLine is false only when it is sure). */
function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
