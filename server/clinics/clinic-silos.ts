// Why this exists: the demo clinics as separate data silos: one DirectoryStore per clinic under its own
// key prefix `<prefix>:clinic:<clinicId>`, plus its patient register. The clinic MCP server serves them;
// the few helpers here (book, getAppointment, cancel) let tests and operators reach a booking by id.
import type { Redis } from 'ioredis';
import { clinicDirectory, DEFAULT_DIRECTORY, type Clinic, type Directory } from '../stores/directory.seed.ts';
import { DirectoryStore, type Appointment, type BookResult } from '../stores/directory.store.ts';
import { ClinicPatients } from './clinic-patients.ts';
import type { ClinicInfo } from '../protocol/clinic.contract.ts';

export interface ClinicSilo {
  clinic: Clinic;
  store: DirectoryStore;
  patients: ClinicPatients;
  info: ClinicInfo;
}

/** Default horizon of bookable slots (the issue: the next 21 days). */
export const SEED_DAYS = 21;

export class ClinicSilos {
  private readonly silos = new Map<string, ClinicSilo>();
  /** providerId → clinicId, to route a slot id (`<providerId>_<stamp>`) to its silo */
  private readonly clinicOfProvider = new Map<string, string>();

  constructor(private readonly redis: Redis, readonly prefix: string, directory: Directory = DEFAULT_DIRECTORY) {
    for (const clinic of directory.clinics) {
      const own = clinicDirectory(directory, clinic.id);
      const namespace = `clinic:${clinic.id}`;
      const store = new DirectoryStore(redis, prefix, own, namespace);
      const patients = new ClinicPatients(redis, `${prefix}:${namespace}`, clinic.id, store);
      const info: ClinicInfo = {
        clinicId: clinic.id, name: clinic.name, city: clinic.city, timeZone: clinic.timeZone,
        specialties: store.specialties(), slotMinutes: clinic.slotMinutes,
      };
      this.silos.set(clinic.id, { clinic, store, patients, info });
      for (const p of own.providers) this.clinicOfProvider.set(p.id, clinic.id);
    }
  }

  ids(): string[] {
    return [...this.silos.keys()];
  }

  get(clinicId: string): ClinicSilo | undefined {
    return this.silos.get(clinicId);
  }

  all(): ClinicSilo[] {
    return [...this.silos.values()];
  }

  /**
   * Seeds (idempotently) every clinic's slots for [now, now + days); returns how many were added. A clinic
   * seeded that far within the hour is skipped, so a restarted process is serving again at once.
   */
  async ensureSlots(now: Date = new Date(), days = SEED_DAYS): Promise<number> {
    const horizon = now.getTime() + days * 86_400_000;
    const added = await Promise.all(this.all().map(async (s) => {
      const mark = `${this.prefix}:clinic:${s.clinic.id}:seeded-until`;
      if (Number(await this.redis.get(mark)) >= horizon - 3_600_000) return 0;
      const n = await s.store.ensureSlots(now, days);
      await this.redis.set(mark, String(horizon));
      return n;
    }));
    return added.reduce((a, b) => a + b, 0);
  }

  /** The silo that owns a slot id, by its provider. */
  siloOfSlot(slotId: string): ClinicSilo | undefined {
    const providerId = slotId.split('_')[0];
    const clinicId = this.clinicOfProvider.get(providerId);
    return clinicId ? this.silos.get(clinicId) : undefined;
  }

  /** Books straight into the owning silo (operators and tests; Helios itself books over MCP). */
  async book(q: Parameters<DirectoryStore['book']>[0]): Promise<BookResult> {
    const silo = this.siloOfSlot(q.slotId);
    if (!silo) return { ok: false, reason: 'not_found' };
    const result = await silo.store.book(q);
    if (result.ok) await silo.patients.recordBooking(q.caseId, q.appointmentId, q.patientName, result.appointment.end);
    return result;
  }

  /** An appointment by id, whichever clinic holds it. */
  async getAppointment(appointmentId: string): Promise<Appointment | null> {
    const found = await Promise.all(this.all().map((s) => s.store.getAppointment(appointmentId)));
    return found.find((a) => a !== null) ?? null;
  }

  async cancel(appointmentId: string): Promise<boolean> {
    const a = await this.getAppointment(appointmentId);
    return a ? this.silos.get(a.clinicId)!.store.cancel(appointmentId) : false;
  }
}
