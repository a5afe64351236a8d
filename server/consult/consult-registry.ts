// Why this exists: the consults this process owns: creates them, rehydrates them from Redis when a
// resume arrives for one not in memory (after a restart, or from a node whose lease lapsed), renews
// their leases, hands one over when its patient reconnected to another node, and unloads finished ones
// and abandoned ones (no patient socket for IDLE_UNLOAD_MS).
import { randomUUID } from 'node:crypto';
import type { Snapshot } from 'xstate';
import { CONSULT_MACHINE_VERSION } from '../../machines/consult.machine.ts';
import type { ConsultInput } from '../../machines/consult.types.ts';
import type { CaseMetaStore } from '../stores/case-meta.store.ts';
import type { LeaseStore } from '../stores/lease.store.ts';
import { ConsultSession, type SessionDeps } from './consult-session.ts';
import { consultMachine } from '../../machines/consult.machine.ts';
import { provideConsultChecks } from '../../machines/contract/consult-checks.ts';
import { regionalNotice } from './regional-notice.ts';
import { engineConsultChecks } from '../../actors/engine/consult-checks.ts';
import { sharedActors, type CaseEffects } from './effects.ts';
import { IdleConsults } from './idle-consults.ts';

export interface RegistryDeps extends Omit<SessionDeps, 'machine' | 'effects'> {
  leases: LeaseStore;
  meta: CaseMetaStore;
  maxQuestions: number;
  confirmTtlMs: number;
  /** how long a finished consult stays in memory for late resumes */
  unloadAfterMs?: number;
  /** a consult with no patient socket attached for this long is saved and unloaded (0 or unset: never) */
  idleUnloadMs?: number;
  /** this node no longer runs the consult (handed over, or its lease was lost): tell its sockets here */
  onMoved?(caseId: string, reason: MovedReason): void;
}

/** Why a consult left this node: another connection resumed it on another node, or this node lost its lease. */
export type MovedReason = 'resumed_elsewhere' | 'server_moved';

/** Resolves once none of the sessions has an effect in flight, or after graceMs. */
async function whenIdle(sessions: ConsultSession[], graceMs: number): Promise<void> {
  const deadline = Date.now() + graceMs;
  while (sessions.some((s) => s.busy) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export type LoadResult = ConsultSession | 'not_found' | 'busy' | 'incompatible';

export class ConsultRegistry {
  private readonly sessions = new Map<string, ConsultSession>();
  private readonly loading = new Map<string, Promise<LoadResult>>();
  /** unloads under way: a load of the case waits for its unload to finish (snapshot saved, lease released) */
  private readonly unloading = new Map<string, Promise<void>>();
  private readonly unloadTimers = new Map<string, NodeJS.Timeout>();
  private renewTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly idle: IdleConsults;
  private supersededLogged = false;

  private readonly deps: RegistryDeps & SessionDeps;

  constructor(deps: RegistryDeps) {
    const onChange = deps.onChange;
    // The checks the machine runs itself (red flags, language, out-of-scope, booking intent) are the engine's;
    // an emergency notice has the numbers of the patient's region (regional-notice.ts).
    provideConsultChecks({ ...engineConsultChecks, emergencyNotice: regionalNotice(engineConsultChecks.emergencyNotice) });
    // One provided machine for every consult; its effect actors find each consult's effects by case id.
    const effects = new Map<string, CaseEffects>();
    const machine = consultMachine.provide({
      actors: sharedActors((caseId) => {
        const e = effects.get(caseId);
        if (!e) throw new Error(`consult ${caseId} is not loaded here`);
        return e;
      }),
    });
    this.idle = new IdleConsults(deps.idleUnloadMs ?? 0);
    this.deps = {
      ...deps,
      machine,
      effects,
      onChange: (s) => {
        onChange?.(s);
        if (s.ended) this.scheduleUnload(s.caseId);
      },
      onFenced: (caseId) => this.fenced(caseId),
    };
  }

  get size(): number {
    return this.sessions.size;
  }

  get(caseId: string): ConsultSession | undefined {
    return this.sessions.get(caseId);
  }

  startRenewing(): void {
    this.renewTimer = setInterval(() => void this.renew(), Math.max(250, Math.floor(this.deps.leases.leaseMs / 3)));
    this.renewTimer.unref();
    const idleMs = this.idle.idleMs;
    if (idleMs > 0) {
      this.idleTimer = setInterval(() => this.sweepIdle(), Math.min(30_000, Math.max(50, Math.floor(idleMs / 4))));
      this.idleTimer.unref();
    }
  }

  /** A patient socket is attached to the case on this node (started or resumed it). */
  attachSocket(caseId: string, socketId: string): void {
    this.idle.attach(caseId, socketId);
  }

  /** A patient socket left the case (disconnected, or moved to another case). */
  detachSocket(caseId: string, socketId: string): void {
    this.idle.detach(caseId, socketId, this.sessions.has(caseId));
  }

  /**
   * Unload the consults nobody has been attached to for idleUnloadMs: saved, stopped, lease released; a
   * resume rehydrates them (deadlines re-armed from the context). One with an effect in flight (a council,
   * a booking job, a stream) is given up to idleUnloadMs more to finish; one still busy then is stopped
   * anyway and its effect re-runs on the next load (effects are idempotent).
   */
  private sweepIdle(): void {
    for (const caseId of this.idle.due((id) => Boolean(this.sessions.get(id)?.busy))) {
      const s = this.sessions.get(caseId);
      if (!s) continue;
      this.deps.logger.info({ caseId, stage: s.stage, busy: s.busy }, 'idle consult unloaded');
      void this.unload(caseId).catch((err: Error) => this.deps.logger.error({ caseId, err: err.message }, 'idle unload failed'));
    }
  }

  async create(opts: Omit<ConsultInput, 'caseId' | 'createdAt'>): Promise<{ session: ConsultSession; resumeToken: string }> {
    const caseId = `c-${randomUUID()}`;
    const createdAt = new Date().toISOString();
    const resumeToken = await this.deps.meta.create(caseId, { createdAt, locale: opts.locale ?? 'en', channel: opts.channel ?? 'chat' });
    await this.deps.leases.acquire(caseId);
    await this.deps.audit.open(caseId);
    const session = ConsultSession.create(this.deps, { ...opts, caseId, createdAt, maxQuestions: opts.maxQuestions ?? this.deps.maxQuestions, confirmTtlMs: this.deps.confirmTtlMs });
    this.sessions.set(caseId, session);
    this.idle.loaded(caseId);
    return { session, resumeToken };
  }

  /** The consult in memory, or rehydrated from its Redis snapshot when this process can own it. */
  load(caseId: string): Promise<LoadResult> {
    const inMemory = this.sessions.get(caseId);
    if (inMemory) return Promise.resolve(inMemory);
    const pending = this.loading.get(caseId);
    if (pending) return pending;
    const unloading = this.unloading.get(caseId);
    if (unloading) return unloading.then(() => this.load(caseId));
    const p = this.rehydrate(caseId).finally(() => this.loading.delete(caseId));
    this.loading.set(caseId, p);
    return p;
  }

  /** Poll (every 100 ms, at most waitMs) until nobody else holds the case's lease; true when free. */
  async leaseFree(caseId: string, waitMs: number): Promise<boolean> {
    const until = Date.now() + waitMs;
    for (;;) {
      if (await this.deps.leases.free(caseId)) return true;
      if (Date.now() >= until) return false;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private async rehydrate(caseId: string): Promise<LoadResult> {
    // the lease first, then the snapshot: every write the previous owner made before the lease changed
    // hands is in what is read, and every later one is refused (fenced)
    if (!(await this.deps.leases.acquire(caseId))) return 'busy';
    const record = await this.deps.snapshots.load(caseId);
    const refused = !record ? 'not_found' : record.machineVersion !== CONSULT_MACHINE_VERSION ? 'incompatible' : null;
    if (refused || !record) {
      await this.deps.leases.release(caseId).catch(() => undefined);
      return refused ?? 'not_found';
    }
    await this.deps.audit.open(caseId);
    const session = ConsultSession.restore(this.deps, caseId, record.snapshot as Snapshot<unknown>, record.stageIndex ?? 0, record.llmBudget);
    this.sessions.set(caseId, session);
    this.idle.loaded(caseId);
    this.deps.logger.info({ caseId, stage: session.stage }, 'consult rehydrated');
    if (session.ended) this.scheduleUnload(caseId);
    return session;
  }

  private scheduleUnload(caseId: string): void {
    if (this.unloadTimers.has(caseId)) return;
    const t = setTimeout(() => {
      this.unloadTimers.delete(caseId);
      const s = this.sessions.get(caseId);
      if (!s || !s.ended) return;
      void s.flush().then(() => this.unload(caseId));
    }, this.deps.unloadAfterMs ?? 60_000);
    t.unref();
    this.unloadTimers.set(caseId, t);
  }

  /** Stop the consult once its last snapshot write is done, then release its lease once the outbox
   *  appends of a stream the stop cut short are in Redis too (the next owner reads their progress). */
  private unload(caseId: string): Promise<void> {
    const s = this.sessions.get(caseId);
    if (!s) return this.unloading.get(caseId) ?? Promise.resolve();
    const done = this.unloadSession(caseId, s).finally(() => this.unloading.delete(caseId));
    this.unloading.set(caseId, done);
    return done;
  }

  private async unloadSession(caseId: string, s: ConsultSession): Promise<void> {
    this.sessions.delete(caseId);
    this.idle.forget(caseId);
    // a finished consult's pending unload must not outlive it (it would hold up, or cut short, the next
    // load of the case here)
    clearTimeout(this.unloadTimers.get(caseId));
    this.unloadTimers.delete(caseId);
    await s.flush();
    s.stop();
    await this.deps.outbox.settled(caseId).catch(() => undefined);
    this.deps.audit.close(caseId);
    await this.deps.leases.release(caseId).catch(() => undefined);
  }

  private async renew(): Promise<void> {
    const lost = await this.deps.leases.renew([...this.sessions.keys()]).catch(() => [] as string[]);
    for (const caseId of lost) this.drop(caseId, 'lease lost; unloading consult');
    if ((await this.deps.leases.checkSuperseded().catch(() => false)) && !this.supersededLogged) {
      this.supersededLogged = true;
      this.deps.logger.error({ nodeId: this.deps.leases.nodeId, epoch: this.deps.leases.epoch },
        'another process started with this NODE_ID: its consults move to it as their patients come back, and this process\'s writes to them are refused');
    }
  }

  /** A write of the case was refused because another owner holds its lease now: the consult is not ours. */
  fenced(caseId: string): void {
    this.drop(caseId, 'write refused: lease held by another owner; unloading consult');
  }

  /** The lease is someone else's: stop the consult here without saving (its writes would be refused). */
  private drop(caseId: string, why: string): void {
    const s = this.sessions.get(caseId);
    if (!s) return;
    this.deps.logger.warn({ caseId }, why);
    this.sessions.delete(caseId);
    this.idle.forget(caseId);
    s.stop();
    this.deps.audit.close(caseId);
    this.deps.onMoved?.(caseId, 'server_moved');
  }

  /**
   * Another node asks for this consult because its patient resumed there. Lets the effect in flight
   * finish (at most graceMs; one still running then is stopped and re-runs on the next owner, as after
   * a crash), saves the snapshot, tells this node's sockets on the case, and releases the lease.
   * False when this node does not hold the case.
   */
  async handOver(caseId: string, graceMs: number): Promise<boolean> {
    const s = this.sessions.get(caseId);
    if (!s) return false;
    await whenIdle([s], graceMs);
    if (this.sessions.get(caseId) !== s) return true; // unloaded meanwhile (finished, or its lease lost)
    this.deps.onMoved?.(caseId, 'resumed_elsewhere');
    await this.unload(caseId);
    this.deps.logger.info({ caseId, stage: s.stage }, 'consult handed over to another node');
    return true;
  }

  /** Wait (at most graceMs) until no consult has an effect in flight, so turns under way finish. */
  async drain(graceMs: number): Promise<{ busy: number }> {
    const all = [...this.sessions.values()];
    await whenIdle(all, graceMs);
    return { busy: all.filter((s) => s.busy).length };
  }

  /** Stop every consult after its last snapshot reached Redis; leases are released. */
  async stopAll(): Promise<void> {
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.idleTimer) clearInterval(this.idleTimer);
    for (const t of this.unloadTimers.values()) clearTimeout(t);
    this.unloadTimers.clear();
    const all = [...this.sessions.values()];
    await Promise.allSettled(all.map((s) => s.flush()));
    await Promise.allSettled(all.map((s) => this.unload(s.caseId)));
  }
}
