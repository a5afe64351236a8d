// Why this exists: a patient as the protocol sees one: a real socket.io-client on /consult that keeps
// every enveloped event by seq, acks with a timeout, and can answer the interviewer's questions.
import { io, type Socket } from 'socket.io-client';
import type {
  Ack, ConsultClientToServerEvents, ConsultServerToClientEvents, ConsultOutboundName, ConsultOutboundPayloads,
  Envelope,
} from '../../server/protocol/index.ts';
import { CONSULT_OUTBOUND_EVENTS } from '../../server/protocol/index.ts';

export type Received = { name: ConsultOutboundName; event: Envelope & Record<string, unknown> };
type ClientSocket = Socket<ConsultServerToClientEvents, ConsultClientToServerEvents>;

export class PatientClient {
  readonly socket: ClientSocket;
  readonly events: Received[] = [];
  /** seqs seen twice (after dedupe a client would drop them; tests count them) */
  readonly duplicates: number[] = [];
  caseId = '';
  /** answers the booking stage's "what name should it be booked under?" by itself (null: leave it to the test) */
  autoName: string | null = 'Test Patient';
  private named = new Set<string>();
  /** the stage before the first event this client received (set from a resume ack) */
  baseStage: string | undefined;
  resumeToken = '';
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.socket = io(`${url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true });
    for (const name of CONSULT_OUTBOUND_EVENTS) {
      this.socket.on(name as never, ((event: Envelope & Record<string, unknown>) => {
        if (this.events.some((e) => e.event.seq === event.seq)) this.duplicates.push(event.seq);
        else this.events.push({ name, event });
        this.events.sort((a, b) => a.event.seq - b.event.seq);
        if (name === 'assistant:message') this.maybeAnswerName(event as never);
        for (const w of this.waiters.splice(0)) w();
      }) as never);
    }
  }

  async connected(): Promise<this> {
    if (this.socket.connected) return this;
    await new Promise<void>((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
    return this;
  }

  /** Emit with an acknowledgement (5 s timeout). */
  async request<R extends object = Record<string, unknown>>(event: string, payload: unknown): Promise<Ack<R>> {
    return (await (this.socket.timeout(5000) as unknown as { emitWithAck(e: string, p: unknown): Promise<Ack<R>> }).emitWithAck(event, payload));
  }

  async start(payload: Record<string, unknown> = {}): Promise<void> {
    const ack = await this.request<{ caseId: string; resumeToken: string }>('consult:start', payload);
    if (!ack.ok) throw new Error(`consult:start failed: ${ack.error.code}`);
    this.caseId = ack.caseId;
    this.resumeToken = ack.resumeToken;
  }

  say(text: string, clientMsgId = `m-${Math.random().toString(36).slice(2)}`) {
    return this.request<{ duplicate: boolean }>('patient:message', { clientMsgId, text });
  }

  get lastSeq(): number {
    return this.events.at(-1)?.event.seq ?? 0;
  }

  all<K extends ConsultOutboundName>(name: K): (Envelope & ConsultOutboundPayloads[K])[] {
    return this.events.filter((e) => e.name === name).map((e) => e.event as unknown as Envelope & ConsultOutboundPayloads[K]);
  }

  stage(): string | undefined {
    return this.all('consult:state').at(-1)?.stage;
  }

  /** Wait until an event matching the predicate has arrived (already-received ones count). */
  async waitFor<K extends ConsultOutboundName>(
    name: K,
    pred: (e: Envelope & ConsultOutboundPayloads[K]) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Envelope & ConsultOutboundPayloads[K]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.all(name).find(pred);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${name}; got: ${this.events.map((e) => `${e.event.seq}:${e.name}`).join(' ')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  /** Wait until events up to this seq have arrived. */
  async waitForSeq(seq: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.lastSeq < seq) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for seq ${seq}; last ${this.lastSeq}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 100);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  /** Answer every interviewer question (an assistant message ending in '?' while in history) until the
   *  recommendation arrives; a question matching one of `topics` gets its answer, the others `answers` in order,
   *  then "I don't know". */
  async answerUntilRecommendation(answers: string[], timeoutMs = 20_000, topics: [RegExp, string][] = []): Promise<Envelope & ConsultOutboundPayloads['recommendation']> {
    const deadline = Date.now() + timeoutMs;
    const answered = new Set<string>();
    let i = 0;
    for (;;) {
      const rec = this.all('recommendation')[0];
      if (rec) return rec;
      if (this.all('emergency').length) throw new Error('consult went to emergency');
      const question = this.all('assistant:message').find((m) => !answered.has(m.messageId) && this.isQuestion(m));
      if (question) {
        answered.add(question.messageId);
        // an answer that fits the question's topic, else the next of `answers`
        const fit = topics.find(([re]) => re.test(question.text))?.[1];
        const ack = await this.say(fit ?? answers[i++] ?? "I don't know");
        if (!ack.ok) throw new Error(`answer rejected: ${ack.error.code}`);
        continue;
      }
      if (Date.now() > deadline) throw new Error(`no recommendation; events: ${this.events.map((e) => `${e.event.seq}:${e.name}`).join(' ')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 200);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  private maybeAnswerName(m: { messageId: string; text: string; seq: number }): void {
    if (!this.autoName || this.named.has(m.messageId) || !m.text.trim().endsWith('?')) return;
    const first = Math.min(m.seq, ...this.all('assistant:delta').filter((d) => d.messageId === m.messageId).map((d) => d.seq));
    if (this.stageAt(first) !== 'booking') return;
    this.named.add(m.messageId);
    void this.say(this.autoName);
  }

  /** Wait for the booking offer, agreeing as the guardian first if the consult asks for that. */
  async waitForBookingOffer(timeoutMs = 15_000): Promise<Envelope & ConsultOutboundPayloads['confirm:request']> {
    const deadline = Date.now() + timeoutMs;
    const agreed = new Set<string>();
    for (;;) {
      const offer = this.all('confirm:request').find((e) => e.kind === 'booking');
      if (offer) return offer;
      for (const ask of this.all('confirm:request').filter((e) => e.kind === 'acknowledge' && !agreed.has(e.requestId))) {
        agreed.add(ask.requestId);
        await this.request('confirm:reply', { requestId: ask.requestId, accept: true, optionId: ask.options[0]?.id });
      }
      if (Date.now() > deadline) throw new Error(`no booking offer; events: ${this.events.map((e) => `${e.event.seq}:${e.name}`).join(' ')}; last said: ${this.all('assistant:message').slice(-2).map((m) => m.text).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** An interviewer question: a message ending in '?' that began streaming during the history stage. */
  isQuestion(m: { messageId: string; text: string; seq: number }): boolean {
    const first = Math.min(m.seq, ...this.all('assistant:delta').filter((d) => d.messageId === m.messageId).map((d) => d.seq));
    return m.text.trim().endsWith('?') && this.stageAt(first) === 'history';
  }

  /** Wait until every streamed message has been completed by its assistant:message. */
  async waitQuiet(timeoutMs = 10_000): Promise<void> {
    const open = () => {
      const done = new Set(this.all('assistant:message').map((m) => m.messageId));
      return this.all('assistant:delta').some((d) => !done.has(d.messageId));
    };
    const deadline = Date.now() + timeoutMs;
    while (open()) {
      if (Date.now() > deadline) throw new Error('a streamed message never completed');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The stage the consult was in when the event with this seq was sent. */
  stageAt(seq: number): string | undefined {
    return (this.events.filter((e) => e.name === 'consult:state' && e.event.seq < seq).at(-1)?.event.stage as string | undefined) ?? this.baseStage;
  }

  close(): void {
    this.socket.disconnect();
  }
}
