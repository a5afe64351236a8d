// Why this exists: the evaluation's patient: a real socket.io-client on /consult that plays one case
// (opening text, scripted answers, "I don't know" after them, accepts the first booking offer) and
// records what the consult did, for the metrics to score.
import { io, type Socket } from 'socket.io-client';
import type { Ack, RecommendationEvent, Stage } from '../../../server/protocol/index.ts';
import { CONSULT_OUTBOUND_EVENTS } from '../../../server/protocol/index.ts';
import { dontKnow, startPatient, type EvalCase } from './cases.ts';

/** How a simulated consult ended. */
export type Outcome = 'handoff' | 'emergency_no_handoff' | 'escalated' | 'closed' | 'timeout' | 'error';

/** Everything the harness saw of one consult: the input of metrics.ts. */
export interface Observation {
  caseId: string | null;
  outcome: Outcome;
  /** stages in the order the consult entered them */
  stages: Stage[];
  emergency: { kind: 'medical' | 'mental_health' } | null;
  /** every recommendation, in order (the safety stage may send a second, more urgent one) */
  recommendations: RecommendationEvent[];
  /** interviewer questions recognised and answered */
  questions: number;
  /** how many of those answers were "I don't know" because the scripted answers ran out */
  dontKnows: number;
  /** booking offers received (guardian-consent requests are accepted too but not counted) */
  offers: number;
  /** questions answered in the booking stage (the name to book under) */
  bookingQuestions: number;
  booked: boolean;
  handoffPacketId: string | null;
  /** consult:error codes and harness problems */
  errors: string[];
  ms: number;
}

export interface PatientOptions {
  url: string;
  /** give up on the case after this long */
  timeoutMs: number;
  /** after an emergency, how long to wait for its handoff:ready */
  emergencyGraceMs?: number;
  /** if the next seq is missing this long while later ones arrived, go on without it */
  gapMs?: number;
}

/** A message id of at most 64 characters that keeps its turn suffix: a long case id is cut, never the suffix,
 *  or every turn of a case with an id of 64 characters or more would share one id and be dropped as a duplicate. */
export function clientMsgId(caseId: string, suffix: string): string {
  return `${caseId.slice(0, 63 - suffix.length)}-${suffix}`;
}

/** The name the simulated patient gives when the booking stage asks whom to book under. */
export const PATIENT_NAME = 'Sam Rivera';

type Event = { seq: number } & Record<string, unknown>;
const QUESTION_END = /[?？؟]\s*$/u;

export function isQuestionText(text: string): boolean {
  return QUESTION_END.test(text);
}

/** Play one case against a running Helios and report what happened. Never throws. */
export function runSimulatedPatient(c: EvalCase, opts: PatientOptions): Promise<Observation> {
  return new Promise((resolve) => {
    const started = Date.now();
    const obs: Observation = {
      caseId: null, outcome: 'timeout', stages: [], emergency: null, recommendations: [], questions: 0, dontKnows: 0,
      offers: 0, bookingQuestions: 0, booked: false, handoffPacketId: null, errors: [], ms: 0,
    };
    const socket: Socket = io(`${opts.url}/consult`, { transports: ['websocket'], reconnection: false, forceNew: true });
    const pending = new Map<number, { name: string; event: Event }>();
    const firstStage = new Map<string, Stage | undefined>();
    const answered = new Set<string>();
    const replied = new Set<string>();
    let stage: Stage | undefined;
    let nextSeq = 1;
    let answerIndex = 0;
    let done = false;
    let chain: Promise<unknown> = Promise.resolve();
    let gapTimer: NodeJS.Timeout | null = null;
    let graceTimer: NodeJS.Timeout | null = null;

    const request = async <R extends object>(event: string, payload: unknown): Promise<Ack<R>> =>
      (await socket.timeout(5000).emitWithAck(event, payload)) as Ack<R>;

    const finish = (outcome: Outcome, error?: string) => {
      if (done) return;
      done = true;
      obs.outcome = outcome;
      if (error) obs.errors.push(error);
      obs.ms = Date.now() - started;
      clearTimeout(overall);
      if (gapTimer) clearTimeout(gapTimer);
      if (graceTimer) clearTimeout(graceTimer);
      const close = () => { socket.disconnect(); resolve(obs); };
      if (outcome === 'timeout' && socket.connected) void request('consult:end', {}).catch(() => undefined).finally(close);
      else close();
    };
    const overall = setTimeout(() => finish('timeout', `timed out after ${opts.timeoutMs} ms in stage ${stage ?? '?'}`), opts.timeoutMs);

    /** Send patient text in order, one at a time. */
    const say = (text: string, clientMsgId: string) => {
      chain = chain.then(async () => {
        if (done) return;
        const ack = await request<{ duplicate: boolean }>('patient:message', { clientMsgId, text }).catch((err: Error) => ({ ok: false as const, error: { code: 'internal' as const, message: err.message } }));
        if (!ack.ok && !done && stage !== 'emergency') obs.errors.push(`patient:message refused: ${ack.error.code}`);
      });
    };

    const handle = (name: string, e: Event) => {
      switch (name) {
        case 'consult:state':
          stage = e.stage as Stage;
          obs.stages.push(stage);
          if (stage === 'escalated') finish('escalated');
          else if (stage === 'closed' && !obs.handoffPacketId) finish('closed');
          break;
        case 'assistant:delta':
          if (!firstStage.has(e.messageId as string)) firstStage.set(e.messageId as string, stage);
          break;
        case 'assistant:message': {
          const id = e.messageId as string;
          const began = firstStage.has(id) ? firstStage.get(id) : stage;
          if (e.author !== 'assistant' || !isQuestionText(e.text as string) || answered.has(id)) break;
          if (began === 'booking') {
            // the booking stage asks the name to book under when consult:start gave none
            answered.add(id);
            obs.bookingQuestions++;
            say(PATIENT_NAME, clientMsgId(c.id, `n${obs.bookingQuestions}`));
          } else if (began === 'history') {
            answered.add(id);
            obs.questions++;
            const scripted = c.answers?.[answerIndex++];
            if (scripted === undefined) obs.dontKnows++;
            say(scripted ?? dontKnow(c), clientMsgId(c.id, `a${obs.questions}`));
          }
          break;
        }
        case 'recommendation':
          obs.recommendations.push(e as unknown as RecommendationEvent);
          break;
        case 'confirm:request': {
          const requestId = e.requestId as string;
          if (replied.has(requestId)) break;
          replied.add(requestId);
          if (e.kind === 'booking') obs.offers++;
          const options = e.options as { id: string }[];
          const reply = options.length ? { requestId, accept: true, optionId: options[0].id } : { requestId, accept: true };
          chain = chain.then(() => request('confirm:reply', reply).then((ack) => {
            if (!ack.ok) obs.errors.push(`confirm:reply refused: ${ack.error.code}`);
          }).catch((err: Error) => obs.errors.push(`confirm:reply failed: ${err.message}`)));
          break;
        }
        case 'booking:confirmed':
          obs.booked = true;
          break;
        case 'emergency':
          obs.emergency = { kind: e.kind as 'medical' | 'mental_health' };
          if (!graceTimer) graceTimer = setTimeout(() => finish('emergency_no_handoff'), opts.emergencyGraceMs ?? 5000);
          break;
        case 'handoff:ready':
          obs.handoffPacketId = e.handoffPacketId as string;
          finish('handoff');
          break;
        case 'consult:error':
          obs.errors.push(`consult:error ${String(e.code)}`);
          break;
      }
    };

    /** Process buffered events in seq order; a gap that lasts gapMs is skipped. */
    const drain = () => {
      if (gapTimer) { clearTimeout(gapTimer); gapTimer = null; }
      while (!done && pending.has(nextSeq)) {
        const { name, event } = pending.get(nextSeq)!;
        pending.delete(nextSeq++);
        handle(name, event);
      }
      if (!done && pending.size > 0) {
        gapTimer = setTimeout(() => {
          obs.errors.push(`seq gap at ${nextSeq}`);
          nextSeq = Math.min(...pending.keys());
          drain();
        }, opts.gapMs ?? 1000);
      }
    };

    for (const name of CONSULT_OUTBOUND_EVENTS) {
      socket.on(name, (event: Event) => {
        if (done || event.seq < nextSeq || pending.has(event.seq)) return;
        pending.set(event.seq, { name, event });
        drain();
      });
    }
    socket.once('connect_error', (err: Error) => finish('error', `connect_error: ${err.message}`));
    socket.once('connect', () => {
      const payload: Record<string, unknown> = {};
      if (c.locale) payload.locale = c.locale;
      const patient = startPatient(c);
      if (patient) payload.patient = patient;
      request<{ caseId: string; resumeToken: string }>('consult:start', payload)
        .then((ack) => {
          if (!ack.ok) return finish('error', `consult:start refused: ${ack.error.code} ${ack.error.message}`);
          obs.caseId = ack.caseId;
          say(c.text, clientMsgId(c.id, 'open'));
        })
        .catch((err: Error) => finish('error', `consult:start failed: ${err.message}`));
    });
  });
}
