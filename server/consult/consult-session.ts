// Why this exists: one consult in memory. It owns the XState actor, forwards what the machine emits
// to the case outbox, announces stage changes, audits every transition and saves the snapshot after
// each one (outbox writes first, then the snapshot, in order on one connection).
import { createActor, type Actor, type Snapshot } from 'xstate';
import type { Logger } from 'pino';
import { consultMachine, CONSULT_MACHINE_VERSION, stageOf } from '../../machines/consult.machine.ts';
import type { ConsultContext, ConsultEvent, ConsultInput, OutboundEmitted } from '../../machines/consult.types.ts';
import type { Stage } from '../protocol/index.ts';
import type { AuditStore } from '../stores/audit.store.ts';
import type { OutboxStore } from '../stores/outbox.store.ts';
import type { SnapshotRecord, SnapshotStore } from '../stores/snapshot.store.ts';
import { LeaseFencedError } from '../stores/lease.store.ts';
import { CASE_STATE_KEYS, toCaseState } from './case-state.ts';
import { caseEffects, type CaseEffects, type EffectDeps } from './effects.ts';

interface StateExtras { locale: string; appointment: 'booked' | 'cancelled' | undefined; endedBy: 'patient' | 'clinician' | undefined }

/** What consult:state tells the patient besides the stage: the consult's language, its appointment and who
 *  ended it (the patient, or a clinician releasing it; not the system). */
function stateExtras(c: ConsultContext): StateExtras {
  const outcome = c.booking?.outcome;
  const endedBy = c.endedBy === 'patient' || c.endedBy === 'clinician' ? c.endedBy : undefined;
  return { locale: c.locale, appointment: outcome === 'booked' || outcome === 'cancelled' ? outcome : undefined, endedBy };
}

export interface SessionDeps extends EffectDeps {
  snapshots: SnapshotStore;
  outbox: OutboxStore;
  audit: AuditStore;
  logger: Logger;
  onStage?(caseId: string, stage: Stage, previous: Stage | undefined): void;
  onChange?(session: ConsultSession): void;
  /** a write of the case was refused: another owner holds its lease now (fenced) */
  onFenced?(caseId: string): void;
  /** the machine with the shared effect actors (provided once per process) */
  machine: ProvidedConsultMachine;
  /** each loaded consult's effects, which the shared actors route to by case id */
  effects: Map<string, CaseEffects>;
}

export type ProvidedConsultMachine = ReturnType<typeof consultMachine.provide>;

type ConsultActor = Actor<typeof consultMachine>;

/** The persisted snapshot exactly as xstate's `getPersistedSnapshot` makes it, less its walk of the whole
 *  context in search of actor refs: the context is JSON (DESIGN rule 1) and this machine invokes its
 *  actors, so the walk could only hand back the context it was given (it was 2.5 % of the server's CPU
 *  under the bench's load). tests/unit/consult.machine.test.ts holds the two equal through a consult. */
export function persistedSnapshot(machine: ProvidedConsultMachine, snap: ReturnType<ConsultActor['getSnapshot']>): Snapshot<unknown> {
  const persisted = machine.getPersistedSnapshot({ ...snap, context: {} } as never) as unknown as { context: unknown };
  persisted.context = snap.context;
  return persisted as unknown as Snapshot<unknown>;
}

export class ConsultSession {
  readonly actor: ConsultActor;
  private stageNow: Stage;
  private lastValue = '';
  private lastContext: unknown = null;
  private lastSave: Promise<unknown> = Promise.resolve();
  /** the latest snapshot write failed (Redis refused it): what the consult holds is not stored yet */
  private saveFailed = false;
  private saveScheduled = false;
  /** the context parts as last written (by identity: context is immutable), or null to write it all */
  private saved: Record<string, unknown> | null = null;
  private savedStage: Stage | null = null;
  /** the Claude spend as last written (dollars and calls), or null to write it with the next record */
  private savedSpend: string | null = null;
  /** stage changes announced so far: the dedupe index of `consult:state`, kept in the snapshot record,
   *  so a transition re-run after a restore never announces the same stage change under a new seq */
  private stageIndex = 0;
  /** the optional consult:state fields last sent (a change sends consult:state again, same stage) */
  private shown: StateExtras;
  /** answers taken in but answered `unavailable` (not stored yet): a confirm reply by
   *  `confirm:<requestId>` with its choice, and `end`. The offer or the open consult they acted on is
   *  gone from memory by the time they are sent again, so their resend is known by this. */
  private readonly unacked = new Map<string, string>();
  private readonly log: Logger;

  private constructor(readonly caseId: string, private readonly deps: SessionDeps, opts: { input?: ConsultInput; snapshot?: Snapshot<unknown>; llmBudget?: SnapshotRecord['llmBudget'] }) {
    this.log = deps.logger.child({ caseId });
    const known = opts.snapshot ? (opts.snapshot as unknown as { context?: { patient?: { name?: string }; locale?: string } }).context : { patient: opts.input?.patient, locale: opts.input?.locale };
    // the Claude spend goes into the snapshot as it is counted, and a restored consult goes on from it
    deps.effects.set(caseId, caseEffects(deps, caseId, {
      patientName: known?.patient?.name, locale: known?.locale, fresh: !opts.snapshot,
      ...(opts.llmBudget ? { llmBudget: opts.llmBudget as never } : {}), onSpend: () => this.scheduleSave(),
    }));
    this.actor = createActor(deps.machine, opts.snapshot ? { snapshot: opts.snapshot, input: opts.input } : { input: opts.input });
    this.stageNow = opts.snapshot ? (stageOf((opts.snapshot as unknown as { value: unknown }).value) as Stage) : 'triage';
    if (opts.snapshot) this.lastValue = JSON.stringify((opts.snapshot as unknown as { value: unknown }).value);
    this.lastContext = this.actor.getSnapshot().context;
    this.shown = stateExtras(this.actor.getSnapshot().context as ConsultContext);
    this.actor.on('outbound', (e) => this.forward(e));
    this.actor.subscribe({
      next: (snap) => this.onSnapshot(snap),
      error: (err) => this.log.error({ err: (err as Error).message }, 'consult actor error'),
    });
  }

  static create(deps: SessionDeps, input: ConsultInput): ConsultSession {
    const s = new ConsultSession(input.caseId, deps, { input });
    void deps.audit.append(input.caseId, 'consult.started', { locale: input.locale, channel: input.channel });
    s.stageNow = 'triage';
    void deps.outbox.append(input.caseId, 'consult:state', { stage: 'triage', locale: s.shown.locale }, { name: 'stage', index: 0 });
    s.actor.start();
    return s;
  }

  static restore(deps: SessionDeps, caseId: string, snapshot: Snapshot<unknown>, stageIndex = 0, llmBudget?: SnapshotRecord['llmBudget']): ConsultSession {
    const s = new ConsultSession(caseId, deps, { snapshot, llmBudget });
    s.stageIndex = stageIndex;
    void deps.audit.append(caseId, 'consult.rehydrated', { stage: s.stageNow });
    s.actor.start();
    return s;
  }

  get stage(): Stage {
    return this.stageNow;
  }

  get context(): ConsultContext {
    return this.actor.getSnapshot().context;
  }

  /** Closed, or an emergency: the consult takes no more patient input. */
  get ended(): boolean {
    return this.stageNow === 'closed' || this.stageNow === 'emergency';
  }

  /** Open for patient input: not ended, or closed with an appointment the patient may still move or cancel. */
  get acceptsInput(): boolean {
    if (!this.ended) return true;
    const c = this.context;
    return this.stageNow === 'closed' && (c.booking.outcome === 'booked' || c.confirm !== null);
  }

  /** An effect is in flight (an agent, a job, a stream): not just waiting for the patient or a deadline. */
  get busy(): boolean {
    const children = this.actor.getSnapshot().children as Record<string, { src?: unknown } | undefined>;
    return Object.values(children).some((c) => c && c.src !== 'deadline');
  }

  hasMessage(clientMsgId: string): boolean {
    return this.context.transcript.some((e) => e.clientMsgId === clientMsgId);
  }

  can(event: ConsultEvent): boolean {
    return this.actor.getSnapshot().can(event);
  }

  send(event: ConsultEvent): void {
    this.actor.send(event);
  }

  /** Resolves when the latest snapshot write has reached Redis (or failed: see `stored`). */
  flush(): Promise<unknown> {
    return this.lastSave;
  }

  /** Whether everything the consult holds is in Redis; after a failed write, writes it again first.
   *  False once the consult was stopped here (unloaded meanwhile): what it took in last is not stored. */
  async stored(): Promise<boolean> {
    await this.lastSave;
    if (this.saveFailed) {
      this.scheduleSave();
      await this.lastSave;
    }
    return !this.saveFailed && this.actor.getSnapshot().status !== 'stopped';
  }

  /** An answer taken in was answered `unavailable`: its resend is to be acknowledged once stored. */
  noteUnacked(what: string, answer = ''): void {
    if (this.unacked.size >= 16) this.unacked.delete(this.unacked.keys().next().value!);
    this.unacked.set(what, answer);
  }

  /** The choice of an answer taken in and answered `unavailable`, if there is one. */
  unackedAnswer(what: string): string | undefined {
    return this.unacked.get(what);
  }

  /** It was acknowledged after all: a resend from now on is an ordinary event again. */
  acked(what: string): void {
    this.unacked.delete(what);
  }

  stop(): void {
    this.actor.stop();
    this.deps.effects.delete(this.caseId);
  }

  private forward(e: OutboundEmitted): void {
    void this.deps.outbox.append(this.caseId, e.name, e.payload as never, { name: e.key, index: 1 });
  }

  /** Save after every transition and after every context change (a message recorded in a state that
   *  does not change, such as a clinician chat while escalated, must survive a restart too), coalesced
   *  to one write per tick: the write is issued after that tick's outbox appends on the same connection,
   *  and acks wait for it (flush). */
  private onSnapshot(snap: ReturnType<ConsultActor['getSnapshot']>): void {
    const value = JSON.stringify(snap.value);
    const moved = value !== this.lastValue;
    if (!moved && snap.context === this.lastContext) return;
    this.lastValue = value;
    this.lastContext = snap.context;
    const stage = stageOf(snap.value) as Stage;
    const previous = this.stageNow;
    const shown = stateExtras(snap.context);
    const extrasChanged = (shown.locale !== this.shown.locale || shown.appointment !== this.shown.appointment || shown.endedBy !== this.shown.endedBy);
    if (stage !== previous || extrasChanged) {
      this.stageNow = stage;
      this.stageIndex++;
      this.shown = shown;
      const extras = { locale: shown.locale, ...(shown.appointment ? { appointment: shown.appointment } : {}), ...(shown.endedBy ? { endedBy: shown.endedBy } : {}) };
      void this.deps.outbox.append(this.caseId, 'consult:state', { stage, previous, ...extras }, { name: 'stage', index: this.stageIndex });
      if (stage !== previous) this.deps.onStage?.(this.caseId, stage, previous);
    }
    if (moved) void this.deps.audit.append(this.caseId, 'transition', { value: snap.value });
    this.scheduleSave();
    this.deps.onChange?.(this);
  }

  private scheduleSave(): void {
    if (this.saveScheduled) return;
    this.saveScheduled = true;
    this.lastSave = new Promise<void>((resolve) => {
      setImmediate(() => {
        this.saveScheduled = false;
        this.write()
          // a patch finds no record when Redis lost it: write the whole record now
          .then((patched) => (patched ? undefined : this.write()))
          .then(() => (this.saveFailed = false))
          .catch((err: Error) => {
            this.saved = null; // unknown what landed: write it all next time
            this.saveFailed = true;
            if (err instanceof LeaseFencedError) this.deps.onFenced?.(this.caseId);
            else this.log.error({ err: err.message }, 'snapshot save failed');
          })
          .finally(resolve);
      });
    });
  }

  /** Write the snapshot: only the context parts that changed since the last write, or all of it. A
   *  stopped consult writes nothing: it was unloaded (handed over, its lease lost, the node stopping),
   *  and a write still pending then would store a stopped actor over the next owner's consult. */
  private write(): Promise<boolean> {
    if (this.actor.getSnapshot().status === 'stopped') return Promise.resolve(true);
    // an event of the case that waits behind a held delta frame (at most one frame interval) is
    // issued first: a stored snapshot never runs ahead of the case's events
    const events = this.deps.outbox.eventsIssued(this.caseId);
    if (events) return events.then(() => this.write());
    const record: SnapshotRecord = {
      machineVersion: CONSULT_MACHINE_VERSION,
      savedAt: new Date().toISOString(),
      stageIndex: this.stageIndex,
      snapshot: persistedSnapshot(this.deps.machine, this.actor.getSnapshot()),
    };
    const context = (record.snapshot as { context: Record<string, unknown> }).context;
    const before = this.saved;
    let changed: string[] | undefined;
    if (before) {
      changed = [];
      for (const k in context) if (context[k] !== before[k]) changed.push(k);
      for (const k in before) if (!(k in context) && before[k] !== undefined) changed.push(k);
    }
    // the CaseState follows from the context and the stage: rebuilt only when one of them moved
    if (!changed || changed.some((k) => CASE_STATE_KEYS.has(k)) || this.stageNow !== this.savedStage) {
      record.caseState = toCaseState(context as unknown as ConsultContext, this.stageNow);
    }
    // the Claude spend: with a whole record, and whenever a call was counted since the last write
    const budget = this.deps.effects.get(this.caseId)?.llmBudget();
    const spend = budget ? `${budget.used}/${Object.values(budget.byRole).reduce((n, t) => n + (t?.calls ?? 0), 0)}` : null;
    if (budget && (!changed || spend !== this.savedSpend)) record.llmBudget = { limit: budget.limit, used: budget.used, byRole: budget.byRole };
    this.savedSpend = spend;
    this.saved = { ...context };
    this.savedStage = this.stageNow;
    // the case's audit entries go first: a stored snapshot never runs ahead of its audit trail
    this.deps.audit.flush(this.caseId);
    return this.deps.snapshots.save(this.caseId, record, changed).then((patched) => {
      if (!patched) this.saved = null;
      return patched;
    });
  }
}
