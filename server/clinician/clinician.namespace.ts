// Why this exists: the /clinician namespace: authenticated sockets subscribe to the live case queue and
// read, take over, message and release cases; every event is validated by zod and answered with exactly
// one ack, `{ ok: true, ... }` or `{ ok: false, error }`, and bad input changes nothing.
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { ConsultRegistry } from '../consult/consult-registry.ts';
import type { ConsultSession } from '../consult/consult-session.ts';
import {
  CaseGetPayload, CasesSubscribePayload, CaseTakeoverPayload, ClinicianAskPayload, ClinicianMessagePayload,
} from '../protocol/index.ts';
import type { ClinicianAssistant } from './clinician-assistant.ts';
import { ClientError, handleEvent, type Reply } from '../socket-handler.ts';
import type { AuditStore } from '../stores/audit.store.ts';
import type { HandoffStore } from '../stores/handoff.store.ts';
import { CaseActions } from './case-actions.ts';
import { answerOwnerRequests, askOwner, type OwnerRequest } from './case-owner.ts';
import { blindRooms, CaseFeed, canSee, matchesFilter, mayFilter, rooms, subscriberRooms } from './case-feed.ts';
import { CaseIndex } from './case-index.ts';
import { clinicianAuth, stillValid, type ClinicianIdentity } from './clinician-auth.ts';
import {
  CaseReleasePayload, type ClinicianC2S, type ClinicianNamespace, type ClinicianSocket,
} from './clinician.events.ts';

export const CLINICIAN_NAMESPACE = '/clinician';
/** a socket receives live transcripts of at most this many cases it opened (the oldest is dropped) */
const MAX_WATCHED = 20;


export interface ClinicianNamespaceDeps {
  registry: ConsultRegistry;
  audit: AuditStore;
  handoffs: HandoffStore;
  /** the app's Redis connection (the case index lives under config.KEY_PREFIX) */
  redis: Redis;
  config: Pick<Config, 'CLINICIAN_JWT_SECRET' | 'KEY_PREFIX' | 'SNAPSHOT_TTL_S' | 'SOCKET_ADAPTER'>;
  logger: Logger;
  /** answers `clinician:ask` (clinician-assistant.ts); without it the event is refused `unavailable` */
  assistant?: ClinicianAssistant;
}

/** What app.ts keeps: the hook for the registry's onChange, and the parts tests look at. */
export interface ClinicianChannel {
  /** feed a changed consult to the case index and the live `case:update` feed */
  onChange(session: ConsultSession): void;
  readonly nsp: ClinicianNamespace;
  readonly index: CaseIndex;
  readonly feed: CaseFeed;
}

type Handler<S extends z.ZodType, R extends object> = (payload: z.infer<S>, who: ClinicianIdentity, socket: ClinicianSocket) => Promise<R>;

/** Only a socket whose token is still valid may act: else `unauthorized`, and the socket is dropped. */
const tokenValid = (socket: ClinicianSocket) => (reply: Reply<never>): boolean => {
  const who = socket.data.clinician;
  if (who && stillValid(who)) return true;
  reply({ ok: false, error: { code: 'unauthorized', message: 'token expired; reconnect with a new token' } });
  socket.disconnect(true);
  return false;
};

/**
 * Attach `/clinician` to the Socket.IO server. Without CLINICIAN_JWT_SECRET every connection is refused
 * with `unauthorized` (and a warning is logged once). Wire the returned onChange into the registry.
 */
export function attachClinicianNamespace(io: Server, deps: ClinicianNamespaceDeps): ClinicianChannel {
  const { logger, config } = deps;
  const log = logger.child({ nsp: CLINICIAN_NAMESPACE });
  const nsp: ClinicianNamespace = io.of(CLINICIAN_NAMESPACE);
  const index = new CaseIndex(deps.redis, config.KEY_PREFIX, { ttlS: config.SNAPSHOT_TTL_S });
  const feed = new CaseFeed(nsp, index, log, config.SOCKET_ADAPTER === 'memory');
  const actions = new CaseActions({
    registry: deps.registry, audit: deps.audit, handoffs: deps.handoffs, logger: log, onOpen: (s, watcher) => feed.track(s, watcher),
    ...(deps.assistant ? { assistant: deps.assistant } : {}),
    // several nodes share cases only through the Redis streams adapter
    ...(config.SOCKET_ADAPTER === 'redis-streams' ? { askOwner: (req: OwnerRequest) => askOwner(nsp, req) } : {}),
  });
  // the cases this node holds, for clinicians connected to the other nodes
  answerOwnerRequests(nsp, log, (caseId) => deps.registry.get(caseId) !== undefined, (req) => actions.runHere(req));

  nsp.use(clinicianAuth(config.CLINICIAN_JWT_SECRET, log) as never);

  nsp.on('connection', (socket: ClinicianSocket) => {
    // the rooms of the specialties it may not see: every transcript piece leaves them out (case-feed.ts)
    void socket.join(blindRooms(socket.data.clinician!));
    const slog = log.child({ socket: socket.id, clinicianId: socket.data.clinician?.id });
    const on = <S extends z.ZodType, R extends object>(event: keyof ClinicianC2S, schema: S, fn: Handler<S, R>) =>
      socket.on(event, handleEvent(schema, { log: slog, failure: 'clinician handler failed', admit: tokenValid(socket) }, (p) => fn(p, socket.data.clinician!, socket)) as never);

    on('cases:subscribe', CasesSubscribePayload, async (p, who) => {
      if (p.specialty && !mayFilter(who, p.specialty)) throw new ClientError('forbidden', `${p.specialty} is not one of your specialties`);
      // Join first, then read: an update racing the read arrives as well (clients keep the newest updatedAt).
      const next = subscriberRooms(who, p.specialty);
      for (const r of socket.data.rooms ?? []) if (!next.includes(r)) await socket.leave(r);
      await socket.join(next);
      socket.data.rooms = next;
      const cases = await index.list((s) => canSee(who, s) && matchesFilter(s, p.specialty));
      slog.info({ specialty: p.specialty ?? null, cases: cases.length }, 'clinician subscribed to cases');
      return { cases, clinician: { id: who.id, specialties: who.specialties } };
    });

    // Authorise, then watch, then read: the node that holds the case joins this socket to its watch room
    // only once the clinician may see it, and before it reads, so transcript entries racing the read
    // arrive too (clients replace from `from` on). A refusal joins nothing and sends nothing.
    on('case:get', CaseGetPayload, async (p, who) => {
      const room = rooms.watch(p.caseId);
      const wasWatching = socket.rooms.has(room);
      try {
        const detail = await actions.read(who, p.caseId, socket.id);
        const watching = [...(socket.data.watching ?? []).filter((id) => id !== p.caseId), p.caseId];
        while (watching.length > MAX_WATCHED) await socket.leave(rooms.watch(watching.shift()!));
        socket.data.watching = watching;
        return { case: detail };
      } catch (err) {
        if (!wasWatching) await socket.leave(room);
        throw err;
      }
    });

    on('case:takeover', CaseTakeoverPayload, async (p, who) => {
      await actions.takeover(who, p.caseId);
      return {};
    });

    on('clinician:message', ClinicianMessagePayload, async (p, who) => {
      await actions.message(who, p.caseId, p.text);
      return {};
    });

    on('case:release', CaseReleasePayload, async (p, who) => {
      await actions.release(who, p.caseId, p.note);
      return {};
    });

    // the clinician assistant: one question at a time per socket (a second one while the first is answered
    // is refused), about a case only when the clinician may see it (case-actions.ts)
    let asking = false;
    on('clinician:ask', ClinicianAskPayload, async (p, who) => {
      if (!deps.assistant) throw new ClientError('unavailable', 'the clinician assistant is not running');
      if (asking) throw new ClientError('rate_limited', 'one question at a time: wait for the answer to the last one');
      asking = true;
      try {
        const r = p.caseId ? await actions.ask(who, p.caseId, p.question) : await deps.assistant(p.question);
        slog.info({ caseId: p.caseId ?? null, intent: r.intent, engine: r.engine, phiRouted: r.phiRouted }, 'clinician asked the assistant');
        return r;
      } finally {
        asking = false;
      }
    });
  });

  return { onChange: (session) => feed.onChange(session), nsp, index, feed };
}
