// Why this exists: the effect actors the consult machine invokes, bound to one case: agents through
// the engine's roles, tools and bookings through BullMQ jobs with deterministic ids, streaming through
// the outbox with dedupe marks, the handoff packet through its store. Each is safe to re-run.
import { fromPromise } from 'xstate';
import { textLang, type TextLang } from '../../actors/engine/language.ts';
import type { AgentRoles, InterviewInput } from '../../actors/agents/roles.ts';
import { hashJson } from '../../actors/llm/prompts.ts';
import { isClaudeRoles, type ConsultEngineOptions } from '../../actors/llm/claude.runtime.ts';
import type { FallbackEvent, UsageEvent } from '../../actors/llm/claude.call.ts';
import type { BudgetSummary } from '../../actors/llm/budget.ts';
import { convene } from '../../actors/agents/council.agent.ts';
import { answerQuestion } from '../../actors/agents/education.agent.ts';
import { buildHandoffPacket } from '../../actors/agents/documentation.agent.ts';
import { assessRequest } from '../../actors/agents/request-triage.agent.ts';
import type { BookOutput, CancelOutput, ProviderSearchOutput } from '../../machines/contract/role-schemas.ts';
import type { ConsultContext, PendingSay, SpeakInput } from '../../machines/consult.types.ts';
import { searchRequest } from '../../machines/consult.request.ts';
import type { Config } from '../config.ts';
import type { Queues } from '../queues/queues.ts';
import type { AuditStore } from '../stores/audit.store.ts';
import type { HandoffStore } from '../stores/handoff.store.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import type { Logger } from '../logger.ts';
import { FINAL_INDEX, finishInterrupted, streamText } from './speaker.ts';
import { adviceStream, streamClaude } from './claude-speaker.ts';
import { stillWorking } from './still-working.ts';

export interface EffectDeps {
  /** the offline roles (or a test's fake); used when no engine is given */
  roles: AgentRoles;
  /** builds each consult's roles (Claude with offline fallback, or offline), with its own budget */
  engine?: { rolesFor(opts: ConsultEngineOptions): AgentRoles };
  /** tokens used by an LLM call, for metrics */
  onLlmUsage?(e: UsageEvent): void;
  queues: Queues;
  outbox: OutboxStore;
  handoffs: HandoffStore;
  audit: AuditStore;
  config: Config;
  logger: Logger;
}

type In = { context: ConsultContext };

/** The interview role's input, from the consult's context. */
export function interviewInput(c: ConsultContext): InterviewInput {
  return {
    patientTexts: patientTexts(c), answers: c.history.answers, asked: c.history.asked, askedFindings: c.history.askedFindings ?? [], maxQuestions: c.history.maxQuestions, locale: c.locale, patient: c.patient,
    ...(c.clarifyRounds > 0 && c.consensus
      ? { clarify: { round: c.clarifyRounds, proposals: c.consensus.proposals.map((p) => p.specialty), asked: c.history.clarifyAsked } }
      : {}),
  };
}
/** The clinics of the consult's latest offer (where its options are held); empty: ask every clinic. */
const heldAt = (c: ConsultContext) => [...new Set(c.booking.options.map((o) => o.clinicId))];
/** What the patient said about their health: a health question they asked is not part of their history. */
const patientTexts = (c: ConsultContext) => c.transcript.filter((e) => e.role === 'patient' && e.intent !== 'question').map((e) => e.text);

/** Told to the patient once per consult when part of it falls back to the offline engine. */
const FALLBACK_NOTE: Record<TextLang, string> = {
  en: 'Part of this consult is continuing with Helios\'s built-in clinical engine. The safety checks and your options are the same.',
  es: 'Parte de esta consulta continúa con el motor clínico integrado de Helios. Los controles de seguridad y sus opciones son los mismos.',
  fr: 'Une partie de cette consultation se poursuit avec le moteur clinique intégré de Helios. Les contrôles de sécurité et vos options restent les mêmes.',
  pt: 'Parte desta consulta continua com o motor clínico integrado do Helios. As verificações de segurança e suas opções são as mesmas.',
};

export interface CaseEffectsOptions {
  patientName?: string;
  locale?: string;
  fresh?: boolean;
  /** the Claude spend kept in the consult's snapshot (restored here): the budget goes on from it */
  llmBudget?: Pick<BudgetSummary, 'limit' | 'byRole'>;
  /** a Claude call was counted against the budget (the session saves the budget with the snapshot) */
  onSpend?: () => void;
}

/** One consult's effects as plain async functions (its scope: case id, roles, audit). The machine gets
 *  them through `sharedActors`, provided once per process, which routes each call by the input's case id.
 *  `opts` is what the consult knew when it was loaded (`fresh`: it was started here, not restored, so
 *  nothing of it streamed anywhere before); see `learn` for what it learns later. */
export function caseEffects(deps: EffectDeps, caseId: string, opts: CaseEffectsOptions = {}) {
  const { queues, audit, config } = deps;
  const log = deps.logger.child({ caseId });
  /** messages whose stream started in this process: a second stream of one (a re-run) reads its progress */
  const streamed = new Set<string>();
  /** The consult's language and the patient's names as of the latest effect: the language is detected from
   *  the patient's first message and a name may first be given at booking, after these effects were built.
   *  Every LLM call runs inside an effect, which is handed the context (or the locale and name) first. */
  const known = { locale: opts.locale ?? 'en', names: new Set(opts.patientName ? [opts.patientName] : []) };
  const learn = (input: unknown) => {
    const i = input as { context?: ConsultContext; locale?: string; patientName?: string } | undefined;
    const locale = i?.context?.locale ?? i?.locale;
    const name = i?.context ? i.context.patient.name : i?.patientName;
    if (locale) known.locale = locale;
    if (name) known.names.add(name);
  };
  /** the patient is never left without a visible word for long while the agents work */
  const company = stillWorking({ outbox: deps.outbox, caseId, quietMs: config?.STILL_WORKING_MS ?? 0, locale: () => known.locale });
  const notifyFallback = (e: FallbackEvent) => {
    void audit.append(caseId, 'llm.fallback', e);
    const text = FALLBACK_NOTE[textLang(known.locale).lang];
    // said once per consult (the mark drops the rest): only the time it is said counts as visible
    void deps.outbox.append(caseId, 'assistant:message', { messageId: 'engine-fallback', text, author: 'assistant' }, { name: 'engine-fallback', index: FINAL_INDEX })
      .then((seq) => { if (seq > 0) company.seen(); }, () => undefined);
  };
  const roles: AgentRoles = deps.engine
    ? deps.engine.rolesFor({
        knownNames: () => [...known.names],
        onAudit: (e) => void audit.append(caseId, 'llm.call', e),
        onUsage: (e) => {
          deps.onLlmUsage?.(e);
          opts.onSpend?.();
        },
        onFallback: notifyFallback,
        ...(opts.llmBudget ? { budgetState: opts.llmBudget } : {}),
      })
    : deps.roles;
  /** Log an effect's failure (the machine decides what happens next) and keep it in the audit trail. */
  const logged = <I, O>(name: string, fn: (args: { input: I; signal: AbortSignal }) => Promise<O>) =>
    async (args: { input: I; signal: AbortSignal }): Promise<O> => {
      learn(args.input);
      try {
        return await fn(args);
      } catch (err) {
        if (!args.signal.aborted) {
          log.error({ effect: name, err: (err as Error).message }, 'consult effect failed');
          void audit.append(caseId, 'effect.failed', { effect: name, error: (err as Error).message });
        }
        throw err;
      }
    };
  /** Every agent output goes to the audit chain with its input and the input's hash, for replay. */
  const record = <T>(role: string, input: unknown, output: T): T => {
    void audit.append(caseId, 'agent.output', { role, engine: roles.engine, inputHash: hashJson(input), input, output });
    return output;
  };
  /** A tools-queue job under a deterministic id. `input`: patient data the tool needs (never in the job
   *  itself, DESIGN rule 9: it goes to the job's expiring input key). */
  const runTool = async <T>(name: string, data: Record<string, unknown>, step: string, input?: Record<string, unknown>): Promise<T> => {
    void audit.append(caseId, 'tool.call', { name, step });
    const result = await queues.run<T>(queues.tools, name, data, `${caseId}-${step}`, undefined, input);
    void audit.append(caseId, 'tool.result', { name, step, result });
    return result;
  };
  /** The council's tools work on the history (the patient's words among it): all of it is input. */
  const councilTool = <T>(name: string, data: unknown, step: string) => runTool<T>(name, { caseId }, step, data as Record<string, unknown>);

  /** A booking-queue job under a deterministic id, with its call and result in the audit chain. The job
   *  carries ids; the name the booking is made under goes to its expiring input key. */
  const runBookingJob = async <T>(name: string, data: Record<string, unknown>, step: string): Promise<T> => {
    const { patientName, ...shown } = data;
    void audit.append(caseId, 'tool.call', { name, ...shown });
    const out = await queues.run<T>(queues.booking, name, shown, `${caseId}-${step}`, undefined, patientName ? { patientName } : undefined);
    void audit.append(caseId, 'tool.result', { name, result: out });
    return out;
  };

  /** The provider search of a booking round, awaited when it was started (finished or not); null when it never
   *  was or failed. Its job id is the one the providerSearch effect gives it: finding the job and waiting on
   *  it under that id (the add finds the existing job and changes nothing) never starts a search. */
  const searchOfRound = async (round: number): Promise<ProviderSearchOutput | null> => {
    const jobId = `${caseId}-search-${round}`;
    try {
      const job = await queues.tools.getJob(jobId);
      if (!job) return null;
      return await queues.run<ProviderSearchOutput>(queues.tools, job.name, job.data as Record<string, unknown>, jobId);
    } catch {
      return null;
    }
  };

  return {
    /** the consult's Claude spend, for its snapshot (none on the offline engine) */
    llmBudget: (): BudgetSummary | undefined => (isClaudeRoles(roles) ? roles.usage() : undefined),
    interview: logged('interview', async ({ input, signal }: { input: In; signal: AbortSignal }) => {
      const i = interviewInput(input.context);
      return record('interview', i, await roles.interview(i, signal));
    }),
    council: logged('council', async ({ input, signal }: { input: In; signal: AbortSignal }) => {
      const c = input.context;
      if (!c.history.facts) throw new Error('no history facts for the council');
      const i = { facts: c.history.facts, patient: c.patient, locale: c.locale, round: c.clarifyRounds };
      const out = await company.watch(() => convene({ roles, runTool: councilTool, concurrency: config.COUNCIL_CONCURRENCY, timeoutMs: config.AGENT_TIMEOUT_MS, retries: config.AGENT_RETRIES }, i, signal));
      return record('council', i, out);
    }),
    /** a booking request's short safety pass: the offline engine's level, always (pure: a re-run after a restore agrees) */
    assessRequest: logged('assessRequest', async ({ input }: { input: In }) => {
      const c = input.context;
      if (!c.history.facts) throw new Error('no history facts for the booking request');
      const i = { facts: c.history.facts, patient: c.patient };
      return record('request_triage', i, assessRequest(i.facts, i.patient));
    }),
    judge: logged('judge', async ({ input }: { input: In }) => {
      const votes = input.context.council?.votes ?? [];
      return record('judge', votes, await company.watch(() => roles.judge(votes)));
    }),
    plan: logged('plan', async ({ input, signal }: { input: In; signal: AbortSignal }) => {
      const c = input.context;
      const i = { consensus: c.consensus!, council: c.council, facts: c.history.facts, patient: c.patient, locale: c.locale };
      const id = c.adviceMessageId;
      // the advice reaches the patient as the plan call writes it, under the id the machine gave its message;
      // not on a re-run after a restore that had begun it (that message is finished like any stream a restart cut)
      if (id && isClaudeRoles(roles) && roles.adviceAsWritten && !(await deps.outbox.loadSpoken(caseId, id)).length) {
        const advice = adviceStream(deps.outbox, caseId, id, { locale: c.locale, sentences: c.channel === 'voice', identifiers: c.patient.name ? [c.patient.name] : [] });
        let reading: (() => void) | null = null; // from the advice's first words to its last, the patient is reading it
        try {
          const out = await company.watch(() => roles.plan(i, signal, (soFar, complete) => {
            reading ??= company.reading();
            advice.push(soFar);
            if (!complete) return;
            advice.complete(); // all of it is on screen: the rest of the plan is work like any other
            reading();
          }));
          if (!signal.aborted) await advice.finish(out.advice);
          return record('plan', i, out);
        } finally {
          (reading as (() => void) | null)?.();
        }
      }
      return record('plan', i, await company.watch(() => roles.plan(i, signal)));
    }),
    safety: logged('safety', async ({ input, signal }: { input: In; signal: AbortSignal }) => {
      const c = input.context;
      const i = { facts: c.history.facts, patient: c.patient, plan: c.plan!, locale: c.locale };
      return record('safety', i, await company.watch(() => roles.safety(i, signal)));
    }),
    providerSearch: logged('providerSearch', async ({ input }: { input: In }) => {
      const c = input.context;
      // what the patient asked for, when they asked to book (the requested specialty unless the level was raised);
      // a move looks for another time than the booked one, so the first request's day, time and doctor do not bind it
      const wanted = searchRequest(c);
      const moving = c.booking.outcome === 'booked';
      // the options are held for the patient, never longer than the offer stays open
      const holdMs = Math.min(config.SLOT_HOLD_MS, config.CONFIRM_TTL_MS);
      const data = {
        caseId, specialty: wanted.specialty, urgency: c.plan!.urgency, locale: c.locale, confirmTtlMs: config.CONFIRM_TTL_MS, holdMs,
        ...(wanted.slot && !moving ? { request: wanted.slot } : {}),
        // a doctor named without a specialty is looked for in whatever specialty the doctor works in
        ...(wanted.slot?.doctor && !c.request?.specialty && !moving ? { doctorAnySpecialty: true } : {}),
        ...(c.timeZone ? { timeZone: c.timeZone } : {}),
        ...(moving ? { purpose: 'move' } : {}),
        ...(c.booking.preference ? { preference: c.booking.preference } : {}),
      };
      return runTool<ProviderSearchOutput>('provider_search', data, `search-${c.booking.round + 1}`);
    }),
    /** Releases the slots held for the consult's latest offer (a decline, an expired offer, a takeover, the
     *  consult's end). One job per search round: entering another state that releases the same round's
     *  holds finds the job finished and changes nothing. Never fails the consult: holds lapse by their TTL. */
    releaseHolds: logged('releaseHolds', async ({ input }: { input: In }) => {
      const c = input.context;
      if (!c.plan) return; // never reached booking: nothing was held
      // booked (or moved) by a choice: its booking job released the offer's other holds and used the chosen one up
      if (c.booking.outcome === 'booked' && c.booking.chosen !== null) return;
      // the round's search may still be running (the consult left `searching` before it answered): its holds
      // would land after a release sent now, so its end is awaited and its clinics are released too
      const search = await searchOfRound(c.booking.round + 1);
      const clinicIds = [...new Set([...heldAt(c), ...(search?.options ?? []).map((o) => o.clinicId)])];
      await runBookingJob('release_holds', { caseId, clinicIds }, `release-${c.booking.round + 1}`).catch((err: Error) => {
        log.warn({ effect: 'releaseHolds', err: err.message }, 'held slots left to their TTL');
      });
    }),
    book: logged('book', async ({ input }: { input: In }) => {
      const c = input.context;
      const data = { caseId, requestId: c.booking.requestId!, slotId: c.booking.chosen!.slotId, locale: c.locale, patientName: c.patient.name, heldAt: heldAt(c), timeZone: c.timeZone };
      return runBookingJob<BookOutput>('book_appointment', data, `book-${data.requestId}`);
    }),
    reschedule: logged('reschedule', async ({ input }: { input: In }) => {
      const c = input.context;
      const data = {
        caseId, requestId: c.booking.requestId!, oldAppointmentId: c.booking.appointment!.appointmentId, oldClinicId: c.booking.appointment!.clinicId,
        slotId: c.booking.chosen!.slotId, locale: c.locale, patientName: c.patient.name, heldAt: heldAt(c), timeZone: c.timeZone,
      };
      return runBookingJob<BookOutput>('reschedule_appointment', data, `move-${data.requestId}`);
    }),
    cancelAppointment: logged('cancelAppointment', async ({ input }: { input: In }) => {
      const c = input.context;
      const data = { caseId, appointmentId: c.booking.appointment!.appointmentId, clinicId: c.booking.appointment!.clinicId, locale: c.locale, patientName: c.patient.name, timeZone: c.timeZone };
      return runBookingJob<CancelOutput>('cancel_appointment', data, `cancel-${c.booking.round}`); // the round the cancel request took
    }),
    document: logged('document', async ({ input }: { input: In }) => {
      const c = input.context;
      const handoffPacketId = deps.handoffs.packetId(caseId);
      const packet = {
        ...buildHandoffPacket(c, { handoffPacketId, auditTrailId: audit.trailId(caseId), engine: roles.engine, writtenAt: new Date().toISOString() }),
        ...(isClaudeRoles(roles) ? { llm_usage: roles.usage() } : {}),
      };
      await deps.handoffs.save(handoffPacketId, packet);
      void audit.append(caseId, 'handoff.written', { handoffPacketId });
      return { handoffPacketId };
    }),
    speak: logged('speak', ({ input, signal }: { input: SpeakInput; signal: AbortSignal }) => company.speaking(async () => {
      if (isClaudeRoles(roles)) {
        const opts = { locale: input.locale, sentences: input.channel === 'voice', recent: input.recent, identifiers: input.patientName ? [input.patientName] : [] };
        const r = await streamClaude(deps.outbox, caseId, input.say, roles, opts, signal);
        if (r.violations.length) void audit.append(caseId, 'guardrail.rewrite', { messageId: input.say.messageId, violations: r.violations });
        return;
      }
      const neverStreamed = Boolean(opts.fresh) && !streamed.has(input.say.messageId);
      streamed.add(input.say.messageId);
      const pace = { firstDelayMs: config.STREAM_FIRST_DELAY_MS, pieceDelayMs: config.STREAM_PIECE_DELAY_MS, locale: input.locale, sentences: input.channel === 'voice', neverStreamed };
      const violations = await streamText(deps.outbox, caseId, input.say, pace, signal);
      if (violations.length) void audit.append(caseId, 'guardrail.rewrite', { messageId: input.say.messageId, violations });
    })),
    educate: logged('educate', async ({ input }: { input: { caseId: string; question: string; locale: string } }) => {
      const i = { question: input.question, locale: input.locale };
      return record('education', i, answerQuestion(i));
    }),
    finishInterrupted: logged('finishInterrupted', async ({ input }: { input: { caseId: string; say: PendingSay; locale: string } }) => {
      const spoken = await deps.outbox.loadSpoken(caseId, input.say.messageId);
      const sent = await deps.outbox.progress(caseId, input.say.messageId);
      // what was said: the released sentences that went out as deltas (one delta per sentence)
      const text = await finishInterrupted(deps.outbox, caseId, input.say, input.locale, sent, spoken.length ? spoken.slice(0, sent).join('') : undefined);
      void audit.append(caseId, 'speech.interrupted', { messageId: input.say.messageId, piecesSent: sent });
      return { text };
    }),
  };
}

export type CaseEffects = ReturnType<typeof caseEffects>;

/** The machine's effect actors, built once per process: each routes to the calling consult's effects. */
export function sharedActors(effectsOf: (caseId: string) => CaseEffects) {
  type Effect = Exclude<keyof CaseEffects, 'llmBudget'>;
  type Args<K extends Effect> = Parameters<CaseEffects[K]>[0];
  type Out<K extends Effect> = Awaited<ReturnType<CaseEffects[K]>>;
  const call = <K extends Effect>(caseId: string, k: K, args: Args<K>) =>
    (effectsOf(caseId)[k] as (a: Args<K>) => Promise<Out<K>>)(args);
  const byContext = <K extends Effect>(k: K) =>
    fromPromise<Out<K>, Args<K>['input']>((args) => call((args.input as In).context.caseId, k, args as Args<K>));
  const byCaseId = <K extends Effect>(k: K) =>
    fromPromise<Out<K>, Args<K>['input']>((args) => call((args.input as { caseId: string }).caseId, k, args as Args<K>));
  return {
    interview: byContext('interview'),
    council: byContext('council'),
    assessRequest: byContext('assessRequest'),
    judge: byContext('judge'),
    plan: byContext('plan'),
    safety: byContext('safety'),
    providerSearch: byContext('providerSearch'),
    book: byContext('book'),
    reschedule: byContext('reschedule'),
    cancelAppointment: byContext('cancelAppointment'),
    releaseHolds: byContext('releaseHolds'),
    document: byContext('document'),
    speak: byCaseId('speak'),
    finishInterrupted: byCaseId('finishInterrupted'),
    educate: byCaseId('educate'),
    deadline: fromPromise(({ input, signal }: { input: { at: string }; signal: AbortSignal }) => sleepUntil(Date.parse(input.at), signal)),
  };
}

/** Resolves at the wall-clock instant `at` (re-armed correctly after a restore); never on abort. */
function sleepUntil(at: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const MAX = 2 ** 31 - 1;
    let t: NodeJS.Timeout;
    const arm = () => {
      const left = at - Date.now();
      if (left <= 0) return resolve();
      t = setTimeout(arm, Math.min(left, MAX));
    };
    signal.addEventListener('abort', () => clearTimeout(t), { once: true });
    arm();
  });
}
