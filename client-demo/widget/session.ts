// Why this exists: a consult must survive a page reload, so its id, resume token, the patient's own messages
// (which the server does not replay) and the offers already answered are kept in sessionStorage.

/** A message the patient typed; `afterSeq` is the last server seq seen when it was sent, which places it in the log. */
export interface SavedPatientMessage {
  clientMsgId: string;
  text: string;
  afterSeq: number;
  /** acknowledged by the server; unsent messages are sent again (same clientMsgId) after a reconnect */
  sent: boolean;
  /** refused by the server with this reason; never retried */
  failed?: string;
}

export interface SavedConsult {
  v: 1;
  caseId: string;
  resumeToken: string;
  messages: SavedPatientMessage[];
  /** requestIds of confirm:request offers the patient already answered */
  replied: string[];
}

export const STORAGE_KEY = 'helios.consult.v1';

function isSaved(x: unknown): x is SavedConsult {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return o.v === 1 && typeof o.caseId === 'string' && typeof o.resumeToken === 'string'
    && Array.isArray(o.messages) && Array.isArray(o.replied);
}

/** sessionStorage can throw (disabled storage, private mode quotas): the widget then works without resume. */
function safeStorage(): Storage | null {
  try {
    const s = window.sessionStorage;
    s.getItem(STORAGE_KEY);
    return s;
  } catch {
    return null;
  }
}

export class ConsultStore {
  private current: SavedConsult | null;

  constructor(private readonly storage: Storage | null = safeStorage(), private readonly key = STORAGE_KEY) {
    this.current = this.read();
  }

  private read(): SavedConsult | null {
    try {
      const raw = this.storage?.getItem(this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isSaved(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  private write(): void {
    try {
      if (!this.storage) return;
      if (this.current) this.storage.setItem(this.key, JSON.stringify(this.current));
      else this.storage.removeItem(this.key);
    } catch {
      /* storage full or disabled: resume after reload is lost, the live consult goes on */
    }
  }

  get saved(): SavedConsult | null {
    return this.current;
  }

  begin(caseId: string, resumeToken: string): void {
    this.current = { v: 1, caseId, resumeToken, messages: [], replied: [] };
    this.write();
  }

  clear(): void {
    this.current = null;
    this.write();
  }

  addMessage(m: SavedPatientMessage): void {
    if (!this.current) return;
    this.current.messages.push(m);
    this.write();
  }

  updateMessage(clientMsgId: string, patch: Partial<Pick<SavedPatientMessage, 'sent' | 'failed'>>): void {
    const m = this.current?.messages.find((x) => x.clientMsgId === clientMsgId);
    if (!m) return;
    Object.assign(m, patch);
    this.write();
  }

  markReplied(requestId: string): void {
    if (!this.current || this.current.replied.includes(requestId)) return;
    this.current.replied.push(requestId);
    this.write();
  }

  hasReplied(requestId: string): boolean {
    return Boolean(this.current?.replied.includes(requestId));
  }

  unsent(): SavedPatientMessage[] {
    return this.current?.messages.filter((m) => !m.sent && !m.failed) ?? [];
  }
}
