// Why this exists: a clinician as the protocol sees one: a real socket.io-client on /clinician with a
// token, acks with a timeout, and the live queue kept from `case:update` and `case:removed`.
import { io, type Socket } from 'socket.io-client';
import type { Ack, CaseSummary } from '../../server/protocol/index.ts';
import { signClinicianToken } from '../../server/clinician/clinician-auth.ts';

export const TEST_SECRET = 'test-clinician-secret-0123456789';

export function token(sub: string, specialties: string[], ttl: string | number = '1h', secret = TEST_SECRET): Promise<string> {
  return signClinicianToken({ sub, specialties, ttl, secret });
}

export class ClinicianClient {
  readonly socket: Socket;
  /** every case:update received, in order */
  readonly updates: CaseSummary[] = [];
  readonly removed: string[] = [];
  /** the queue: newest summary per case */
  readonly queue = new Map<string, CaseSummary>();
  private waiters: (() => void)[] = [];

  constructor(url: string, auth: Record<string, unknown> | undefined) {
    this.socket = io(`${url}/clinician`, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
    this.socket.on('case:update', (s: CaseSummary) => {
      this.updates.push(s);
      this.keep(s);
      this.wake();
    });
    this.socket.on('case:removed', (e: { caseId: string }) => {
      this.removed.push(e.caseId);
      this.queue.delete(e.caseId);
      this.wake();
    });
  }

  /** Resolves on connect; rejects with the connect_error (its message is the refusal reason). */
  connected(): Promise<this> {
    if (this.socket.connected) return Promise.resolve(this);
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', reject);
    });
  }

  async request<R extends object = Record<string, unknown>>(event: string, payload: unknown): Promise<Ack<R>> {
    return (this.socket.timeout(5000) as unknown as { emitWithAck(e: string, p: unknown): Promise<Ack<R>> }).emitWithAck(event, payload);
  }

  async subscribe(specialty?: string): Promise<Ack<{ cases: CaseSummary[] }>> {
    const ack = await this.request<{ cases: CaseSummary[] }>('cases:subscribe', specialty ? { specialty } : {});
    if (ack.ok) for (const s of ack.cases) this.keep(s);
    return ack;
  }

  /** Wait until a case:update matching the predicate has arrived (earlier ones count). */
  async waitForUpdate(pred: (s: CaseSummary) => boolean, timeoutMs = 10_000): Promise<CaseSummary> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.updates.find(pred);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for case:update; got ${this.updates.map((u) => `${u.caseId.slice(0, 8)}:${u.stage}`).join(' ')}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => { clearTimeout(t); resolve(); });
      });
    }
  }

  close(): void {
    this.socket.disconnect();
  }

  private keep(s: CaseSummary): void {
    const had = this.queue.get(s.caseId);
    if (!had || had.updatedAt <= s.updatedAt) this.queue.set(s.caseId, s);
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }
}
