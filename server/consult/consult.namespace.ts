// Why this exists: the /consult namespace: every inbound patient event is validated by zod and answered
// with exactly one ack, `{ ok: true, ... }` or `{ ok: false, error }`; bad input changes nothing and
// never crashes the process.
import type { Namespace, Socket } from 'socket.io';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  ConfirmReplyPayload, ConsultEndPayload, ConsultResumePayload, ConsultStartPayload, MAX_TEXT, PatientMessagePayload,
  TranscriptPayload, type ConsultClientToServerEvents, type ConsultServerToClientEvents,
} from '../protocol/index.ts';
import type { CaseMetaStore } from '../stores/case-meta.store.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import type { ConsultRegistry, MovedReason } from './consult-registry.ts';
import type { ConsultSession } from './consult-session.ts';
import { clientIp, connectionGuard, type RateLimits } from '../security/rate-limits.ts';
import { ClientError, handleEvent } from '../socket-handler.ts';
import { StartGate } from './start-gate.ts';

export type ConsultNamespace = Namespace<ConsultClientToServerEvents, ConsultServerToClientEvents>;
type ConsultSocket = Socket<ConsultClientToServerEvents, ConsultServerToClientEvents, Record<string, never>, { caseId?: string }>;

export const caseRoom = (caseId: string) => `case:${caseId}`;

export interface ConsultNamespaceDeps {
  registry: ConsultRegistry;
  meta: CaseMetaStore;
  outbox: OutboxStore;
  logger: Logger;
  /** a consult was started (metrics) */
  onStart?(caseId: string): void;
  /** per-IP connection and start limits and per-socket message limits */
  limits?: RateLimits;
  /** true while the consults' Redis is unreachable: an event waiting on it is answered `unavailable`
   *  within about a second (not when Redis is back), and no consult is started meanwhile */
  storeDown?: () => boolean;
  /** behind a trusted proxy: a client's address is the proxy's last X-Forwarded-For entry */
  trustProxy?: boolean;
  /** several nodes: ask the node that holds a case to hand it over, and how long to wait for its lease */
  handover?: { ask(caseId: string): void; waitMs: number };
}

/** This node no longer runs the consult: its sockets here are told why and leave the case's room. */
export function notifyMoved(nsp: ConsultNamespace, caseId: string, reason: MovedReason): void {
  const room = caseRoom(caseId);
  nsp.local.to(room).emit('consult:moved', { caseId, reason });
  nsp.local.in(room).socketsLeave(room);
}

type Handler<S extends z.ZodType, R extends object> = (payload: z.infer<S>, socket: ConsultSocket) => Promise<R>;

function tooLong(text: string): void {
  if (text.length > MAX_TEXT) throw new ClientError('payload_too_large', `text is longer than ${MAX_TEXT} characters`);
}

export function attachConsultNamespace(nsp: ConsultNamespace, deps: ConsultNamespaceDeps): void {
  const { registry, meta, outbox, logger } = deps;

  /** The consult this socket is attached to, open for patient input. */
  async function current(socket: ConsultSocket, opts: { open: boolean } = { open: true }): Promise<ConsultSession> {
    const caseId = socket.data.caseId;
    if (!caseId) throw new ClientError('wrong_state', 'start or resume a consult first');
    let s = await registry.load(caseId);
    // another node holds it: its patient is here now, so ask that node to hand it over and wait for
    // the lease (released by a live owner, or lapsed when the owner died)
    if (s === 'busy' && deps.handover) {
      deps.handover.ask(caseId);
      if (await registry.leaseFree(caseId, deps.handover.waitMs)) s = await registry.load(caseId);
    }
    if (s === 'not_found') throw new ClientError('not_found', 'consult not found');
    if (s === 'busy') throw new ClientError('unavailable', 'consult is active on another server; retry shortly');
    if (s === 'incompatible') throw new ClientError('unavailable', 'consult was saved by an incompatible version');
    if (opts.open) open(s);
    return s;
  }

  function open(s: ConsultSession): void {
    if (!s.acceptsInput) throw new ClientError('wrong_state', `consult has ended (${s.stage})`);
  }

  /** Acknowledged only once stored: what the consult took in but Redis refused is answered
   *  `unavailable`, and its resend is acknowledged when a write of it lands. An answer that acted on
   *  something now gone from memory (the offer it took, the consult it ended) is noted under `took`, so
   *  that its resend is recognised. */
  async function storedOr(s: ConsultSession, what: string, took?: { key: string; answer?: string }): Promise<void> {
    if (await s.stored()) {
      if (took) s.acked(took.key);
      return;
    }
    if (took) s.noteUnacked(took.key, took.answer);
    throw new ClientError('unavailable', `${what} could not be stored yet; send it again shortly`);
  }

  /** The resend of an answer that was answered `unavailable`: the offer it took, or the open consult it
   *  ended, is gone from memory, so the same answer is acknowledged `duplicate` once stored instead of
   *  failing as "nothing pending" or "consult has ended"; another choice is refused. Null when the
   *  answer is not such a resend. */
  async function resent(s: ConsultSession, what: string, took: { key: string; answer?: string }): Promise<{ duplicate: true } | null> {
    const earlier = s.unackedAnswer(took.key);
    if (earlier === undefined) return null;
    if (earlier !== (took.answer ?? '')) throw new ClientError('wrong_state', 'this request was already answered with another choice');
    await storedOr(s, what, took);
    return { duplicate: true };
  }

  async function patientMessage(socket: ConsultSocket, clientMsgId: string, text: string) {
    tooLong(text);
    if (deps.limits && !(await deps.limits.message(socket.id, clientIp(socket.handshake, deps.trustProxy)))) throw new ClientError('rate_limited', 'too many messages; please slow down');
    const s = await current(socket);
    // a resend (same clientMsgId) of a message taken in but not stored is acked once a write of it lands
    const duplicate = s.hasMessage(clientMsgId);
    if (!duplicate) s.send({ type: 'patient.message', clientMsgId, text, at: new Date().toISOString() });
    await storedOr(s, 'your message');
    return { duplicate };
  }

  if (deps.limits) nsp.use(connectionGuard(deps.limits, deps.trustProxy));

  const store = deps.storeDown ? { down: deps.storeDown } : undefined;
  const starts = new StartGate();
  const unavailable = () => new ClientError('unavailable', 'Helios cannot store anything right now; try again shortly');

  nsp.on('connection', (socket: ConsultSocket) => {
    const log = logger.child({ socket: socket.id });
    const on = <S extends z.ZodType, R extends object>(event: keyof ConsultClientToServerEvents, schema: S, fn: Handler<S, R>) =>
      socket.on(event, handleEvent(schema, { log, failure: 'consult handler failed', store }, (p) => fn(p, socket)) as never);

    const attach = (caseId: string) => {
      if (socket.data.caseId && socket.data.caseId !== caseId) {
        void socket.leave(caseRoom(socket.data.caseId));
        registry.detachSocket(socket.data.caseId, socket.id);
      }
      socket.data.caseId = caseId;
      // idle tracking: a consult with no socket for IDLE_UNLOAD_MS is unloaded
      registry.attachSocket(caseId, socket.id);
    };
    socket.on('disconnect', () => {
      if (socket.data.caseId) registry.detachSocket(socket.data.caseId, socket.id);
    });

    on('consult:start', ConsultStartPayload, async (p) => {
      // nothing is created that could not be stored (a consult whose id the patient never got)
      if (deps.storeDown?.()) throw unavailable();
      if (deps.limits && !(await deps.limits.start(clientIp(socket.handshake, deps.trustProxy)))) {
        throw new ClientError('rate_limited', 'too many consults started from this address; try again later');
      }
      // admitted a few at a time: a burst of starts must not hold the event loop (see start-gate.ts)
      const created = await starts.run(async () => {
        if (deps.storeDown?.()) throw unavailable(); // Redis went away while this start waited its turn
        return registry.create({ locale: p.locale, localeFromBrowser: p.localeFromBrowser, channel: p.channel, patient: p.patient, ...(p.timeZone ? { timeZone: p.timeZone } : {}) });
      });
      if (!created) throw new ClientError('unavailable', 'Helios is busy starting other consults; try again shortly');
      const { session, resumeToken } = created;
      attach(session.caseId);
      await socket.join(caseRoom(session.caseId));
      deps.onStart?.(session.caseId);
      // acknowledged once the consult is in Redis: a node killed between the ack and the first snapshot
      // write left a case that could never be resumed (`not_found` forever; seen in a chaos run)
      if (!(await session.stored())) throw new ClientError('unavailable', 'the consult could not be stored yet; start again shortly');
      return { caseId: session.caseId, resumeToken };
    });

    on('consult:resume', ConsultResumePayload, async (p) => {
      if (deps.limits && !(await deps.limits.resume(socket.id, clientIp(socket.handshake, deps.trustProxy)))) {
        throw new ClientError('rate_limited', 'too many resumes on this connection; try again later');
      }
      const verdict = await meta.verify(p.caseId, p.resumeToken);
      if (verdict === 'not_found') throw new ClientError('not_found', 'consult not found');
      if (verdict === 'unauthorized') throw new ClientError('unauthorized', 'resume token does not match');
      attach(p.caseId);
      const s = await current(socket, { open: false });
      void meta.touch(p.caseId);
      // Replay after the ack: the read is issued on the outbox's connection, so every event appended
      // before it is in the read, and the socket joins the room (synchronously) before any later one is emitted.
      setImmediate(() => {
        outbox
          .replay(p.caseId, p.lastSeq, (events) => {
            for (const e of events) socket.emit(e.name, e.event as never);
            void socket.join(caseRoom(p.caseId));
          })
          .catch((err) => log.error({ err: (err as Error).message }, 'replay failed'));
      });
      return { stage: s.stage };
    });

    on('patient:message', PatientMessagePayload, (p) => patientMessage(socket, p.clientMsgId, p.text));
    on('transcript:final', TranscriptPayload, (p) => patientMessage(socket, p.utteranceId, p.text));

    on('transcript:partial', TranscriptPayload, async (p) => {
      tooLong(p.text);
      if (deps.limits && !(await deps.limits.partial(socket.id, clientIp(socket.handshake, deps.trustProxy)))) {
        throw new ClientError('rate_limited', 'too many transcripts; please slow down');
      }
      const s = await current(socket);
      const before = s.stage;
      s.send({ type: 'transcript.partial', text: p.text, at: new Date().toISOString() });
      // a partial is not sent again, but an emergency it raised must be stored before it is acknowledged
      await storedOr(s, 'this transcript');
      return { redFlag: before !== 'emergency' && s.stage === 'emergency' };
    });

    on('confirm:reply', ConfirmReplyPayload, async (p) => {
      const s = await current(socket, { open: false });
      const took = { key: `confirm:${p.requestId}`, answer: JSON.stringify([p.accept, p.optionId ?? null]) };
      const again = await resent(s, 'your answer', took);
      if (again) return again;
      open(s);
      const pending = s.context.confirm;
      if (!pending) throw new ClientError('wrong_state', 'no confirmation is pending');
      if (pending.requestId !== p.requestId) throw new ClientError('not_found', 'unknown or expired requestId');
      const single = pending.optionIds.length === 1 && p.optionId === undefined;
      if (p.accept && !single && !pending.optionIds.includes(p.optionId ?? '')) {
        throw new ClientError('bad_request', 'optionId must be one of the offered options');
      }
      const event = { type: 'confirm.reply' as const, requestId: p.requestId, accept: p.accept, optionId: p.optionId };
      if (!s.can(event)) throw new ClientError('wrong_state', 'the consult cannot take this reply now');
      s.send(event);
      await storedOr(s, 'your answer', took);
      return {};
    });

    on('consult:end', ConsultEndPayload, async () => {
      const s = await current(socket, { open: false });
      const took = { key: 'end' };
      const again = await resent(s, 'the end of the consult', took);
      if (again) return again;
      open(s);
      if (s.ended) throw new ClientError('wrong_state', `consult has ended (${s.stage})`);
      if (!s.can({ type: 'consult.end' })) throw new ClientError('wrong_state', `cannot end the consult now (${s.stage})`);
      s.send({ type: 'consult.end' });
      await storedOr(s, 'the end of the consult', took);
      return {};
    });
  });
}
