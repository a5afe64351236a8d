// Why this exists: the router between Helios and its clinics. It knows the connectors (CLINIC_CONNECTORS),
// learns which clinic each one is and what it offers, asks every clinic of a specialty in parallel under
// a per-clinic deadline, and reports the clinics it had to skip instead of waiting for them.
import { ClinicInfo } from '../../server/protocol/clinic.contract.ts';
import { ClinicCallError, ClinicConnector, DEFAULT_CLINIC_TIMEOUT_MS, type ClinicFault, type ClinicLink } from './clinic-connector.ts';

export interface ClinicRouterOptions {
  /** MCP endpoints, one per clinic */
  connectors: string[];
  /** deadline of one call to one clinic (default 3000 ms) */
  timeoutMs?: number;
  /** how long a clinic's profile is trusted before it is asked again (default 60 s) */
  infoTtlMs?: number;
  /** connectors served by this process (the built-in clinics next to the workers): reached in memory */
  local?: ReadonlyMap<string, ClinicLink>;
}

export interface SkippedClinic {
  connector: string;
  clinicId?: string;
  reason: ClinicFault | 'duplicate';
  detail: string;
}

export interface KnownClinic {
  info: ClinicInfo;
  connector: ClinicConnector;
}

/** Expands CLINIC_CONNECTORS: comma-separated URLs; `builtin` (or an empty value) stands for the built-in server's endpoints. */
export function resolveConnectors(spec: string | undefined, builtin: string[]): string[] {
  const parts = (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const urls = (parts.length ? parts : ['builtin']).flatMap((p) => (p === 'builtin' ? builtin : [p]));
  return [...new Set(urls)];
}

/** After a failed profile call a clinic is skipped at once for this long, instead of being waited on again. */
const FAILURE_HOLD_MS = 5000;

/** Whether CLINIC_CONNECTORS asks for the built-in clinic server (unset, empty, or naming `builtin`). */
export const usesBuiltinClinics = (spec: string | undefined) => resolveConnectors(spec, ['builtin']).includes('builtin');

export class ClinicRouter {
  readonly timeoutMs: number;
  private readonly connectors: ClinicConnector[];
  private readonly infoTtlMs: number;
  private readonly infos = new Map<string, { info: ClinicInfo; at: number }>();
  private readonly failures = new Map<string, { error: unknown; at: number }>();

  constructor(opts: ClinicRouterOptions) {
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_CLINIC_TIMEOUT_MS;
    this.infoTtlMs = opts.infoTtlMs ?? 60_000;
    this.connectors = [...new Set(opts.connectors)].map((url) => new ClinicConnector(url, this.timeoutMs, opts.local?.get(url)));
  }

  private async infoOf(c: ClinicConnector): Promise<ClinicInfo> {
    const cached = this.infos.get(c.url);
    if (cached && Date.now() - cached.at < this.infoTtlMs) return cached.info;
    const failed = this.failures.get(c.url);
    if (failed && Date.now() - failed.at < FAILURE_HOLD_MS) throw failed.error; // do not wait on a clinic that just failed
    try {
      const parsed = ClinicInfo.safeParse(await c.call('get_clinic_info', {}));
      if (!parsed.success) throw new ClinicCallError('malformed', `get_clinic_info: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
      this.infos.set(c.url, { info: parsed.data, at: Date.now() });
      this.failures.delete(c.url);
      return parsed.data;
    } catch (err) {
      this.failures.set(c.url, { error: err, at: Date.now() });
      throw err;
    }
  }

  /** Every clinic that answered with a valid profile (first connector wins a clinic id), and the ones skipped. */
  async clinics(): Promise<{ clinics: KnownClinic[]; skipped: SkippedClinic[] }> {
    const answers = await Promise.all(this.connectors.map(async (connector) => {
      try {
        return { connector, info: await this.infoOf(connector) };
      } catch (err) {
        return { connector, error: toSkip(connector.url, err) };
      }
    }));
    const clinics: KnownClinic[] = [];
    const skipped: SkippedClinic[] = [];
    for (const a of answers) {
      if ('error' in a) skipped.push(a.error!);
      else if (clinics.some((k) => k.info.clinicId === a.info!.clinicId)) {
        skipped.push({ connector: a.connector.url, clinicId: a.info!.clinicId, reason: 'duplicate', detail: 'another connector serves this clinic id' });
      } else clinics.push({ info: a.info!, connector: a.connector });
    }
    return { clinics, skipped };
  }

  /**
   * Runs `fn` against every clinic offering `specialty` (every clinic for null), in parallel, each under the
   * per-clinic deadline; a clinic that times out, fails or answers malformed data is skipped and reported.
   */
  async fanOut<T>(specialty: string | null, fn: (clinic: KnownClinic) => Promise<T>): Promise<{ results: { clinic: KnownClinic; value: T }[]; skipped: SkippedClinic[] }> {
    const { clinics, skipped } = await this.clinics();
    const relevant = specialty === null ? clinics : clinics.filter((k) => k.info.specialties.includes(specialty));
    const settled = await Promise.all(relevant.map(async (clinic) => {
      try {
        return { clinic, value: await fn(clinic) };
      } catch (err) {
        return { clinic, error: toSkip(clinic.connector.url, err, clinic.info.clinicId) };
      }
    }));
    const results: { clinic: KnownClinic; value: T }[] = [];
    for (const s of settled) {
      if ('error' in s) skipped.push(s.error!);
      else results.push({ clinic: s.clinic, value: s.value as T });
    }
    return { results, skipped };
  }

  /** The clinic with this id; null when no connector serves it; throws when some clinic cannot be reached now. */
  async clinic(clinicId: string): Promise<KnownClinic | null> {
    for (const connector of this.connectors) {
      const hit = this.infos.get(connector.url);
      if (hit && hit.info.clinicId === clinicId && Date.now() - hit.at < this.infoTtlMs) return { info: hit.info, connector };
    }
    const { clinics, skipped } = await this.clinics();
    const hit = clinics.find((k) => k.info.clinicId === clinicId) ?? null;
    // it may be the clinic that could not answer: fail loudly so the job is retried, not reported as unknown
    if (!hit && skipped.some((x) => x.reason !== 'duplicate')) throw new ClinicCallError('unreachable', `clinic ${clinicId} cannot be reached now`);
    return hit;
  }

  async close(): Promise<void> {
    await Promise.all(this.connectors.map((c) => c.close()));
  }
}

function toSkip(connector: string, err: unknown, clinicId?: string): SkippedClinic {
  const fault: ClinicFault = err instanceof ClinicCallError ? err.fault : 'error';
  return { connector, ...(clinicId ? { clinicId } : {}), reason: fault, detail: String((err as Error).message ?? err).slice(0, 200) };
}

/** A slot reference that names its clinic: `<clinicId>/<clinic's slotId>` (the option's slotId). */
export const slotRef = (clinicId: string, slotId: string) => `${clinicId}/${slotId}`;
export function parseSlotRef(ref: string): { clinicId: string; slotId: string } | null {
  const i = ref.indexOf('/');
  return i > 0 && i < ref.length - 1 ? { clinicId: ref.slice(0, i), slotId: ref.slice(i + 1) } : null;
}
