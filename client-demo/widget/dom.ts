// Why this exists: the widget's DOM skeleton and the few helpers every part uses; text is only ever set as text
// (never innerHTML), and whole messages are announced through one polite live region.
import { dirOf, fmt, t, uiLang, uiTag } from './i18n.ts';

type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | boolean | undefined>;

/** Create an element with attributes (false/undefined skipped, true = empty attribute) and text or node children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === undefined) continue;
    el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** Replace an element's children, skipping empty slots. */
export function fill(el: HTMLElement, ...children: Child[]): void {
  el.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** Only http(s) links are rendered as links; anything else is shown as text. */
export function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** A phone number for a tel: link ("911", "Call or text 988", "+44 20 7946 0958"), or null. */
export function telHref(contact: string): string | null {
  const m = /\+?\d[\d\s().-]{0,20}\d/.exec(contact);
  if (!m) return null;
  const digits = m[0].replace(/[^\d+]/g, '');
  return digits.length >= 2 ? `tel:${digits}` : null;
}

/** Rows enough for the message box's hint to be read whole (a long one, such as "¿Necesita cambiar o cancelar la
 *  cita? Pídalo aquí.", on a phone): two at least, four at most. Measured with the hint as the box's text, since a
 *  placeholder does not count in scrollHeight. */
export function fitPlaceholder(box: HTMLTextAreaElement): void {
  if (box.value || !box.clientHeight) return;
  box.rows = 2;
  box.value = box.placeholder;
  while (box.rows < 4 && box.scrollHeight > box.clientHeight + 1) box.rows += 1;
  box.value = '';
}

export function formatSlot(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(uiTag(), { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** Announces whole messages to screen readers (polite); each announcement is its own node so none is lost. */
export class Announcer {
  private quietUntil = 0;

  constructor(readonly el: HTMLElement) {}

  say(text: string): void {
    if (!text || Date.now() < this.quietUntil) return;
    this.el.append(h('p', {}, text));
    while (this.el.childElementCount > 4) this.el.firstElementChild?.remove();
  }

  /** Stay silent for a moment, e.g. while a restored conversation is replayed. */
  quiet(ms: number): void {
    this.quietUntil = Date.now() + ms;
  }
}

export interface WidgetDom {
  root: HTMLElement;
  stages: HTMLOListElement;
  emergency: HTMLElement;
  log: HTMLOListElement;
  typing: HTMLElement;
  recommendation: HTMLElement;
  confirm: HTMLElement;
  booking: HTMLElement;
  ended: HTMLElement;
  form: HTMLFormElement;
  text: HTMLTextAreaElement;
  send: HTMLButtonElement;
  status: HTMLElement;
  counter: HTMLElement;
  pill: HTMLButtonElement;
  announcer: Announcer;
}

/** Build the widget inside its mount element. */
export function renderSkeleton(root: HTMLElement): WidgetDom {
  root.classList.add('helios');
  root.setAttribute('aria-labelledby', 'helios-title');
  const stages = h('ol', { class: 'helios-stages', 'aria-label': 'Consult progress' });
  const emergency = h('div', { class: 'helios-emergency', role: 'alert', tabindex: '-1', 'data-testid': 'emergency' });
  const log = h('ol', { class: 'helios-log', 'aria-label': 'Conversation', 'data-testid': 'log' });
  const typing = h('p', { class: 'helios-typing', 'aria-hidden': 'true', hidden: true },
    h('span', { class: 'helios-dots' }, h('span'), h('span'), h('span')), h('span', { class: 'helios-typing-text' }, 'Helios is typing'));
  const recommendation = h('section', { class: 'helios-card helios-recommendation', 'aria-labelledby': 'helios-rec-title', hidden: true, 'data-testid': 'recommendation' });
  const confirm = h('section', { class: 'helios-card helios-confirm', 'aria-labelledby': 'helios-confirm-title', hidden: true, 'data-testid': 'confirm' });
  const booking = h('section', { class: 'helios-card helios-booking', 'aria-labelledby': 'helios-booking-title', tabindex: '-1', hidden: true, 'data-testid': 'booking' });
  const ended = h('div', { class: 'helios-ended', hidden: true });
  const text = h('textarea', {
    id: 'helios-text', name: 'message', rows: '2', autocomplete: 'off', 'aria-describedby': 'helios-hint helios-counter',
    placeholder: 'Describe what is bothering you…',
  });
  const send = h('button', { type: 'submit', class: 'helios-send' }, 'Send');
  const counter = h('p', { id: 'helios-counter', class: 'helios-counter', 'data-testid': 'counter', 'aria-live': 'polite' });
  const pill = h('button', { type: 'button', class: 'helios-pill', hidden: true, 'data-testid': 'new-messages' }, 'New messages below');
  const form = h('form', { class: 'helios-composer', 'aria-label': 'Send a message' },
    pill,
    h('label', { for: 'helios-text', class: 'helios-label' }, 'Your message'),
    h('div', { class: 'helios-row' }, text, send),
    h('div', { class: 'helios-under' },
      h('p', { id: 'helios-hint', class: 'helios-hint' }, 'Enter sends, Shift+Enter starts a new line.'), counter));
  const status = h('p', { class: 'helios-status', role: 'status', 'data-testid': 'status' });
  const live = h('div', { class: 'helios-visually-hidden', 'aria-live': 'polite', 'aria-relevant': 'additions', 'data-testid': 'announcer' });

  root.replaceChildren(
    h('header', { class: 'helios-header' },
      h('h1', { id: 'helios-title' }, 'Helios'),
      h('p', { class: 'helios-sub' }, 'Helps you reach the right clinician. It does not diagnose or prescribe. In an emergency, call your local emergency number.'),
      stages),
    emergency,
    h('section', { class: 'helios-conversation', 'aria-labelledby': 'helios-log-title' },
      h('h2', { id: 'helios-log-title', class: 'helios-visually-hidden' }, 'Conversation'), log, typing),
    recommendation, confirm, booking, ended, form, status, live,
  );
  const dom = { root, stages, emergency, log, typing, recommendation, confirm, booking, ended, form, text, send, status, counter, pill, announcer: new Announcer(live) };
  pill.addEventListener('click', () => {
    toBottom();
    pill.hidden = true;
  });
  // whether the patient is reading the newest words; a window that gets shorter (a phone's on-screen keyboard
  // opening) keeps them in view instead of leaving the patient mid-conversation, above the question they answer
  let following = true;
  window.addEventListener('scroll', () => {
    following = nearBottom();
    if (following) pill.hidden = true;
  }, { passive: true });
  const keepFollowing = () => {
    if (following && !nearBottom()) toBottom();
  };
  window.addEventListener('resize', keepFollowing);
  window.visualViewport?.addEventListener('resize', keepFollowing);
  pillEl = pill;
  // the sticky message box never covers what is scrolled or focused into view
  const pad = () => { document.documentElement.style.scrollPaddingBottom = `${form.offsetHeight + 8}px`; };
  pad();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(pad).observe(form);
  localiseSkeleton(dom);
  return dom;
}

/** Put the skeleton's own words in the widget's language (at start, and when the consult's language changes). */
export function localiseSkeleton(dom: WidgetDom): void {
  const w = t();
  const html = document.documentElement;
  html.lang = uiLang();
  html.dir = dirOf(uiLang());
  dom.root.querySelector('.helios-sub')!.textContent = w.sub;
  dom.stages.setAttribute('aria-label', w.progress);
  dom.log.setAttribute('aria-label', w.conversation);
  dom.root.querySelector('#helios-log-title')!.textContent = w.conversation;
  dom.root.querySelector('.helios-label')!.textContent = w.yourMessage;
  dom.root.querySelector('.helios-hint')!.textContent = w.hint;
  dom.send.textContent = w.send;
  dom.pill.textContent = `↓ ${w.newMessages}`;
  const skip = document.querySelector('.helios-skip');
  if (skip) skip.textContent = w.skip;
}

let pillEl: HTMLButtonElement | null = null;
const scroller = () => document.scrollingElement ?? document.documentElement;
const nearBottom = () => { const se = scroller(); return se.scrollHeight - se.scrollTop - se.clientHeight < 120; };
const toBottom = () => { const se = scroller(); se.scrollTop = se.scrollHeight; };

/** A new card taller than the room above the message box (the offer on a phone) shows its top, where its heading
 *  and question are, once; what arrives after it, while the patient reads it, brings the "new messages" pill. */
function tallNewCard(): HTMLElement | null {
  const last = document.querySelector('[data-testid=log]')?.lastElementChild;
  if (!(last instanceof HTMLElement) || !last.classList.contains('helios-card-slot') || last.dataset.aligned) return null;
  const room = document.querySelector('.helios-composer')?.getBoundingClientRect().top ?? window.innerHeight;
  return last.getBoundingClientRect().height > room - 8 ? last : null;
}

/** Keep the newest content in view, unless the reader has scrolled up to read: then offer a "new messages" pill. */
export function followBottom(update: () => void): void {
  const atBottom = nearBottom();
  update();
  if (atBottom) {
    toBottom();
    const tall = tallNewCard();
    if (tall) {
      tall.dataset.aligned = 'true';
      tall.scrollIntoView({ block: 'start' }); // the rest of the card is below: not "new messages", so no pill
      return;
    }
    // a card that has focus (the booking) keeps its top on screen: what follows it may sit lower, behind the pill
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.classList.contains('helios-card') && focused.getBoundingClientRect().top < 0) {
      focused.scrollIntoView({ block: 'start' });
      if (pillEl && !nearBottom()) pillEl.hidden = false;
    }
  } else if (pillEl && !nearBottom()) pillEl.hidden = false;
}

/** The character counter under the box: shown as the limit nears, and past it. */
export function countChars(counter: HTMLElement, length: number, max: number): boolean {
  const over = length > max;
  counter.textContent = length >= max * 0.75 || over ? `${length} / ${max}` : '';
  counter.dataset.over = String(over);
  if (over) counter.textContent += ` · ${fmt(t().overLimit, { max })}`;
  return !over;
}
