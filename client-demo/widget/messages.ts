// Why this exists: the conversation log: assistant text streams in piece by piece with a typing indicator,
// whole messages are announced once, and the patient's own messages are placed by seq among replayed events.
import type { AssistantDeltaEvent, AssistantMessageEvent, Envelope } from '../../server/protocol/index.ts';
import { type Announcer, followBottom, h, safeUrl } from './dom.ts';
import { fmt, t } from './i18n.ts';
import { waitingText } from './connection-words.ts';

type Author = AssistantMessageEvent['author'];

const AUTHOR_LABEL: Record<Author | 'patient', () => string> = { assistant: () => 'Helios', clinician: () => t().clinician, patient: () => t().you };

export class MessageList {
  private readonly bubbles = new Map<string, HTMLLIElement>();
  private readonly streaming = new Set<string>();
  private waitingForReply = false;
  private thinkingText = '';
  private waitingFor: 'helios' | 'clinician' = 'helios';
  /** the connection is down: nothing is on its way, so no typing indicator (it comes back when attached) */
  private paused = false;
  /** texts announced another way already (the recommendation): shown, not announced again */
  private readonly muted = new Set<string>();

  constructor(
    private readonly log: HTMLOListElement,
    private readonly typing: HTMLElement,
    private readonly announcer: Announcer,
  ) {}

  /** Insert keeping the log ordered: server items by seq, patient items just after the seq they followed. */
  private place(li: HTMLLIElement, order: number): void {
    li.dataset.order = String(order);
    const next = Array.from(this.log.children).find((c) => Number((c as HTMLElement).dataset.order) > order);
    this.log.insertBefore(li, next ?? null);
  }

  private bubble(id: string, author: Author | 'patient', order: number): { li: HTMLLIElement; body: HTMLElement } {
    let li = this.bubbles.get(id);
    if (!li) {
      li = h('li', { class: `helios-msg helios-msg-${author}`, 'data-author': author, 'data-id': id },
        h('span', { class: 'helios-who' }, `${AUTHOR_LABEL[author]()}:`), h('span', { class: 'helios-body', dir: 'auto' })); // the text's own direction (English words on an Arabic page)
      this.bubbles.set(id, li);
      this.place(li, order);
    }
    return { li, body: li.querySelector('.helios-body') as HTMLElement };
  }

  delta(e: Envelope & AssistantDeltaEvent): void {
    const existing = this.bubbles.get(e.messageId);
    if (existing?.dataset.state === 'done') return; // the whole message already arrived
    followBottom(() => {
      const { li, body } = this.bubble(e.messageId, 'assistant', e.seq);
      li.dataset.state = 'streaming';
      li.setAttribute('aria-busy', 'true');
      body.append(e.delta); // a text node per frame; the whole message replaces them when it arrives
      this.streaming.add(e.messageId);
      this.waitingForReply = false;
      this.refreshTyping();
    });
  }

  message(e: Envelope & AssistantMessageEvent): void {
    followBottom(() => {
      const { li, body } = this.bubble(e.messageId, e.author, e.seq);
      li.className = `helios-msg helios-msg-${e.author}`;
      li.dataset.author = e.author;
      li.dataset.state = 'done';
      li.removeAttribute('aria-busy');
      (li.querySelector('.helios-who') as HTMLElement).textContent = `${AUTHOR_LABEL[e.author]()}:`;
      body.textContent = e.text;
      li.querySelector('.helios-note')?.remove();
      li.querySelector('.helios-cites')?.remove();
      if (e.interrupted) li.append(h('span', { class: 'helios-note' }, ` (${t().interrupted})`));
      if (e.citations?.length) {
        li.append(h('ul', { class: 'helios-cites', 'aria-label': t().sources }, ...e.citations.map((c) => {
          const href = safeUrl(c.url);
          // an answer's numbered sources match its inline [n] markers
          const label = `${c.n !== undefined ? `[${c.n}] ` : ''}${c.title} (${c.source})`;
          return h('li', {}, href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, label) : label);
        })));
      }
      this.streaming.delete(e.messageId);
      this.waitingForReply = false;
      this.refreshTyping();
    });
    if (this.muted.delete(e.text.trim())) return; // already announced (the recommendation card's summary)
    this.announcer.say(`${AUTHOR_LABEL[e.author]()}: ${e.text}${e.interrupted ? ` (${t().interrupted})` : ''}`);
  }

  /** A patient's message; `afterSeq` is the last server seq seen when it was sent. */
  patient(clientMsgId: string, text: string, afterSeq: number, index: number, opts: { fresh: boolean; failed?: string; pending?: boolean }): void {
    followBottom(() => {
      const { li, body } = this.bubble(`p-${clientMsgId}`, 'patient', afterSeq + 0.5 + index / 10_000);
      li.dataset.state = 'done';
      body.textContent = text;
      if (opts.failed) this.fail(clientMsgId, opts.failed);
      else if (opts.pending && !li.querySelector('.helios-pending')) {
        // not at the server yet (typed offline): kept, and sent once the connection is back
        li.dataset.pending = 'true';
        li.append(h('span', { class: 'helios-pending' }, `⏳ ${waitingText()}`));
      }
    });
    if (opts.fresh) {
      this.waitingForReply = true;
      this.refreshTyping();
    }
  }

  /** The server took the message in: it is no longer waiting for the connection. */
  sent(clientMsgId: string): void {
    const li = this.bubbles.get(`p-${clientMsgId}`);
    if (!li) return;
    delete li.dataset.pending;
    li.querySelector('.helios-pending')?.remove();
  }

  fail(clientMsgId: string, reason: string): void {
    const li = this.bubbles.get(`p-${clientMsgId}`);
    li?.querySelector('.helios-pending')?.remove();
    if (!li || li.querySelector('.helios-failed')) return;
    li.dataset.failed = 'true';
    li.append(h('span', { class: 'helios-failed' }, ` ${fmt(t().notSent, { reason })}`));
    this.waitingForReply = false;
    this.refreshTyping();
  }

  /** The server answered with something other than text (an offer, a notice): stop waiting for a reply. */
  settle(): void {
    if (!this.waitingForReply) return;
    this.waitingForReply = false;
    this.refreshTyping();
  }

  /** A long step with no text streaming yet (the specialist review): show the indicator with this wording. */
  setThinking(text: string): void {
    this.thinkingText = text;
    this.refreshTyping();
  }

  /** A card (recommendation, offer, booking) takes its place in the conversation by seq, so the newest is last. */
  placeCard(card: HTMLElement, seq: number, draw?: () => void): void {
    followBottom(() => {
      draw?.();
      let li = card.parentElement instanceof HTMLLIElement && card.parentElement.parentElement === this.log ? card.parentElement : null;
      if (!li) li = h('li', { class: 'helios-card-slot' }, card);
      this.place(li, seq);
    });
  }

  /** The recommendation is announced once, by its card: its sentence in the log is not read out again. */
  announcedElsewhere(text: string | undefined): void {
    if (text) this.muted.add(text.trim());
  }

  /** Draw the labels again in the widget's language (it changed). */
  relabel(): void {
    for (const li of this.bubbles.values()) {
      const who = li.querySelector('.helios-who');
      if (who) who.textContent = `${AUTHOR_LABEL[(li.dataset.author ?? 'assistant') as Author | 'patient']()}:`;
    }
    this.refreshTyping();
  }

  /** The connection went down (true) or the consult is attached again (false). */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    this.refreshTyping();
  }

  /** Who the patient is waiting for: Helios, or a clinician who took the consult over. */
  setWaitingFor(who: 'helios' | 'clinician'): void {
    this.waitingFor = who;
    this.refreshTyping();
  }

  /** The consult stopped talking (ended, emergency, handed to a clinician): close open bubbles, hide the indicator.
   *  A bubble still streaming was cut short, and says so. */
  stopAll(): void {
    for (const id of this.streaming) {
      const li = this.bubbles.get(id);
      if (!li) continue;
      li.dataset.state = 'done';
      li.dataset.interrupted = 'true';
      li.removeAttribute('aria-busy');
      if (!li.querySelector('.helios-note')) li.append(h('span', { class: 'helios-note' }, ` (${t().interrupted})`));
    }
    this.streaming.clear();
    this.waitingForReply = false;
    this.thinkingText = '';
    this.refreshTyping();
  }

  clear(): void {
    this.waitingFor = 'helios';
    this.bubbles.clear();
    this.streaming.clear();
    this.waitingForReply = false;
    this.thinkingText = '';
    this.log.replaceChildren();
    this.refreshTyping();
  }

  /** Assistant messages complete so far (tests and the demo use this to follow the conversation). */
  get completed(): number {
    return Array.from(this.bubbles.values()).filter((li) => li.dataset.author !== 'patient' && li.dataset.state === 'done').length;
  }

  private refreshTyping(): void {
    const streaming = this.streaming.size > 0;
    const clinician = this.waitingFor === 'clinician';
    const show = !this.paused && (clinician || streaming || this.waitingForReply || this.thinkingText !== '');
    this.typing.hidden = !show;
    this.typing.dataset.waitingFor = this.waitingFor;
    const label = this.typing.querySelector('.helios-typing-text');
    if (label) label.textContent = clinician ? t().waitingClinician : streaming || this.waitingForReply || !this.thinkingText ? t().typing : this.thinkingText;
  }
}
