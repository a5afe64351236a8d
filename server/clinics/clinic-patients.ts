// Why this exists: a clinic's minimal patient register. A patient is known to a clinic only through the
// consult that booked them, and is shown back only to that consult, with only what a booking needs:
// an opaque id, the name given for the booking and that patient's own appointments. It is kept as long as
// the patient's latest appointment is (RETAIN_AFTER_END_MS after it ends), then expires with it.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RETAIN_AFTER_END_MS, type DirectoryStore } from '../stores/directory.store.ts';
import type { PatientRecord } from '../protocol/clinic.contract.ts';

export class ClinicPatients {
  constructor(
    private readonly redis: Redis,
    /** the silo's key base, `<prefix>:clinic:<clinicId>` */
    private readonly base: string,
    private readonly clinicId: string,
    private readonly store: DirectoryStore,
  ) {}

  /** The clinic-local patient id of a consult: opaque, stable, and different in every clinic. */
  patientIdFor(caseId: string): string {
    return `pt-${createHash('sha256').update(`${this.clinicId}|${caseId}`).digest('hex').slice(0, 16)}`;
  }

  private key(...parts: string[]): string {
    return [this.base, ...parts].join(':');
  }

  /** Records (idempotently) that this consult's patient holds an appointment here, ending at `endsAt`. */
  async recordBooking(caseId: string, appointmentId: string, name: string | undefined, endsAt: string): Promise<string> {
    const patientId = this.patientIdFor(caseId);
    const tx = this.redis.multi()
      .hsetnx(this.key('patient', patientId), 'patientId', patientId)
      .hsetnx(this.key('patient', patientId), 'caseId', caseId)
      .hsetnx(this.key('patient', patientId), 'createdAt', new Date().toISOString())
      .sadd(this.key('patient', patientId, 'appts'), appointmentId)
      .set(this.key('case-patient', caseId), patientId, 'KEEPTTL');
    if (name) tx.hset(this.key('patient', patientId), 'name', name);
    this.expire(tx, caseId, endsAt);
    await tx.exec();
    return patientId;
  }

  /** The consult's patient is kept until RETAIN_AFTER_END_MS after this appointment end, if that is later. */
  async keepFor(caseId: string, endsAt: string): Promise<void> {
    const tx = this.redis.multi();
    this.expire(tx, caseId, endsAt);
    await tx.exec();
  }

  private expire(tx: ReturnType<Redis['multi']>, caseId: string, endsAt: string): void {
    const at = Date.parse(endsAt) + RETAIN_AFTER_END_MS;
    const patientId = this.patientIdFor(caseId);
    for (const k of [this.key('patient', patientId), this.key('patient', patientId, 'appts'), this.key('case-patient', caseId)]) {
      tx.pexpireat(k, at, 'NX').pexpireat(k, at, 'GT'); // set when none, else only lengthen
    }
  }

  /** The patients booked under this consult (zero or one per clinic). */
  async listForCase(caseId: string): Promise<PatientRecord[]> {
    const patientId = await this.redis.get(this.key('case-patient', caseId));
    const patient = patientId ? await this.get(patientId, caseId) : null;
    return patient ? [patient] : [];
  }

  /** One patient, only when they were booked under this consult; anyone else is simply not found. */
  async get(patientId: string, caseId: string): Promise<PatientRecord | null> {
    const h = await this.redis.hgetall(this.key('patient', patientId));
    if (!h.patientId || h.caseId !== caseId) return null;
    const ids = (await this.redis.smembers(this.key('patient', patientId, 'appts'))).sort();
    const appointments = [];
    for (const a of await Promise.all(ids.map((id) => this.store.getAppointment(id)))) {
      if (!a || a.caseId !== caseId) continue;
      appointments.push({ appointmentId: a.appointmentId, slotId: a.slotId, start: a.start, providerName: a.providerName, status: a.status });
    }
    appointments.sort((x, y) => x.start.localeCompare(y.start));
    return { patientId, ...(h.name ? { name: h.name } : {}), appointments };
  }
}
