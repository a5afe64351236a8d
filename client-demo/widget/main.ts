// Why this exists: the entry of the patient widget bundle: finds its mount, reads the embedding page's settings,
// and routes each consult event to the part of the page that shows it.
import type { ConsultStartPayload, Stage } from '../../server/protocol/index.ts';
import { bookingSummary, ConfirmPanel, recommendationSummary, showBooking, showEmergency, showRecommendation } from './panels.ts';
import { Connection, type ConnectionHandlers, type ServerEvent, type ServerEventName } from './connection.ts';
import { connectionText, type ConnectionNotice } from './connection-words.ts';
import { EndConsult } from './end-consult.ts';
import { countChars, fitPlaceholder, h, localiseSkeleton, renderSkeleton } from './dom.ts';
import { LOCALES, setUiLocale, setUiTag, t, uiLocale, type UiLocale } from './i18n.ts';

import { MessageList } from './messages.ts';
import { Progress } from './progress.ts';
import { ConsultStore } from './session.ts';

export interface WidgetConfig {
  /** Helios origin, e.g. "https://helios.example.org"; default: this page's origin */
  server?: string;
  locale?: string;
  /** set by the widget: `locale` is the browser's language, not the page's choice */
  localeFromBrowser?: true;
  patient?: ConsultStartPayload['patient'];
}

declare global {
  interface Window {
    /** optional settings from the embedding page, read before the widget starts */
    HeliosWidgetConfig?: WidgetConfig;
  }
}

const REPLAY_QUIET_MS = 700;
/** the server's limit for one message (MAX_TEXT in server/protocol; not imported, to keep zod out of the bundle) */
const MAX_TEXT = 4000;

/** The language asked for by the page (fixed), else the browser's: the greeting comes in it, and the server
 *  switches to the language of the patient's first message when that is clearly another (`localeFromBrowser`). */
function startLocale(explicit: string | undefined): { locale?: string; localeFromBrowser?: true } {
  if (explicit) return { locale: explicit };
  // the first of the browser's languages that is one of ours (none: the server reads the first message)
  const ours = (l: string) => (LOCALES as readonly string[]).includes(l.toLowerCase().split(/[-_]/)[0]);
  const browser = [...(navigator.languages ?? []), navigator.language].find((l) => l && ours(l));
  return browser ? { locale: browser, localeFromBrowser: true } : {};
}

function readConfig(root: HTMLElement): WidgetConfig {
  const d = root.dataset;
  const fromPage = window.HeliosWidgetConfig ?? {};
  const patient: NonNullable<WidgetConfig['patient']> = { ...fromPage.patient };
  const age = Number.parseInt(d.patientAge ?? '', 10);
  if (Number.isInteger(age) && age >= 0 && age <= 130) patient.age = age;
  if (d.patientSex === 'female' || d.patientSex === 'male' || d.patientSex === 'other') patient.sex = d.patientSex;
  if (d.patientPregnant === 'true' || d.patientPregnant === 'false') patient.pregnant = d.patientPregnant === 'true';
  return {
    server: (d.server ?? fromPage.server ?? '').replace(/\/+$/, ''),
    ...startLocale(d.locale ?? fromPage.locale),
    patient: Object.keys(patient).length ? patient : undefined,
  };
}

export function mountWidget(root: HTMLElement): Connection {
  const config = readConfig(root);
  setUiLocale(uiLocale(config.locale ?? navigator.language));
  setUiTag(config.locale ?? navigator.language);
  const dom = renderSkeleton(root);
  const store = new ConsultStore();
  const say = (text: string) => dom.announcer.say(text);
  const messages = new MessageList(dom.log, dom.typing, dom.announcer);
  const progress = new Progress(dom.stages);
  let recommendations = 0;
  let lastRecommendation: { e: ServerEvent<'recommendation'>; revised: boolean } | null = null;
  let lastBooking: ServerEvent<'booking:confirmed'> | null = null;
  /** the emergency shown, drawn again when the language changes (the message that raised it also set it) */
  let lastEmergency: ServerEvent<'emergency'> | null = null;
  let bookings = 0;
  let appointment: 'booked' | 'cancelled' | undefined;
  /** who ended the consult (consult:state `endedBy`): the patient is told it was them */
  let endedBy: 'patient' | 'clinician' | undefined;
  let endedStage: Stage | null = null;
  let placeholderKey: 'connecting' | 'firstPlaceholder' | 'replyPlaceholder' | 'endedPlaceholder' | 'bookedPlaceholder' = 'connecting';
  let attachedOnce = false;
  let replayUntil = 0;
  /** the connection notice on the status line, kept to redraw it when the language changes */
  let notice: { key: ConnectionNotice; err?: string } | null = null;
  const setStatus = (text: string) => {
    notice = null;
    dom.status.textContent = text;
  };
  const replaying = () => Date.now() < replayUntil;

  const setComposer = (enabled: boolean, placeholder?: typeof placeholderKey) => {
    dom.text.disabled = !enabled;
    dom.send.disabled = !enabled;
    if (placeholder) placeholderKey = placeholder;
    dom.text.placeholder = t()[placeholderKey];
    fitPlaceholder(dom.text);
  };
  setComposer(false, 'connecting');
  const bookingState = () => (appointment === 'cancelled' ? 'cancelled' : bookings > 1 ? 'moved' : 'booked');

  let lastTag: string | undefined;
  /** The consult's language changed (the server detected it from the patient's first message): redraw in it. */
  function relocalise(l: UiLocale): boolean {
    if (!setUiLocale(l)) return false;
    localiseSkeleton(dom);
    progress.render();
    setComposer(!dom.text.disabled);
    if (lastRecommendation) showRecommendation(dom.recommendation, lastRecommendation.e, lastRecommendation.revised);
    if (lastBooking) showBooking(dom.booking, lastBooking, false, bookingState());
    const offer = confirm.shown;
    if (offer) confirm.show(offer);
    if (lastEmergency) showEmergency(dom.emergency, lastEmergency, true);
    if (endedStage) end(endedStage);
    if (notice) dom.status.textContent = connectionText(notice.key, notice.err);
    endControl.render();
    messages.relabel();
    return true;
  }

  /** The dates shown (the booking card, an open offer) written again in the consult's region. */
  function redrawDates(): void {
    if (lastBooking) showBooking(dom.booking, lastBooking, false, bookingState());
    const offer = confirm.shown;
    if (offer) confirm.show(offer);
  }

  let ended = false;
  let booked = false;
  /** The consult is over. A booked patient may still write, to move or cancel the appointment. */
  function end(stage: Stage, opts: { locked?: boolean } = {}): void {
    const first = !ended;
    ended = true;
    endControl.setAvailable(false);
    endedStage = stage;
    // an emergency mutes the consult (what was being said stops there); a consult that closes goes on saying what it
    // was saying (the booking's or the end's last words), so that message is not marked cut short
    if (first && (stage === 'emergency' || opts.locked)) messages.stopAll();
    if (first && stage === 'emergency') confirm.hide();
    const canWrite = stage === 'closed' && booked && appointment !== 'cancelled' && !opts.locked;
    if (canWrite) setComposer(true, 'bookedPlaceholder');
    else setComposer(false, 'endedPlaceholder');
    const w = t();
    const again = h('button', { type: 'button', class: 'helios-restart' }, w.newConsult);
    again.addEventListener('click', () => conn.restart());
    dom.ended.replaceChildren(
      h('p', { 'data-testid': 'ended-text' }, stage === 'emergency' ? w.endedEmergency
        : canWrite ? w.endedBooked : appointment === 'cancelled' ? w.endedCancelled : endedBy === 'patient' ? w.endedByPatient : w.endedOther),
      again);
    messages.placeCard(dom.ended, Number.MAX_SAFE_INTEGER, () => { dom.ended.hidden = false; });
    // the box just closed under the patient's hands (a cancel): focus goes to what they can do next
    const lost = document.activeElement === dom.text || document.activeElement === document.body || !document.activeElement;
    if (!canWrite && lost && !replaying() && attachedOnce) again.focus({ preventScroll: true });
  }

  const on: { [K in ServerEventName]?: (e: ServerEvent<K>) => void } = {
    'consult:state': (e) => {
      if (e.locale) {
        const tagChanged = e.locale !== lastTag;
        lastTag = e.locale;
        setUiTag(e.locale);
        // the same language in another region ("es" → "es-US") redraws the dates too
        if (!relocalise(uiLocale(e.locale)) && tagChanged) redrawDates();
      }
      const cancelledNow = e.appointment === 'cancelled' && appointment !== 'cancelled';
      if (e.appointment) appointment = e.appointment;
      if (e.endedBy) endedBy = e.endedBy;
      if (cancelledNow && lastBooking) {
        // the card far above changes in place; the view stays with the newest words (the cancellation message
        // and what to do next), and the announcement says it
        showBooking(dom.booking, lastBooking, false, 'cancelled');
        say(t().cancelled);
      }
      // the patient may end the consult until it is over (or in an emergency, where the banner says what to do)
      endControl.setAvailable(!ended && e.stage !== 'documentation' && e.stage !== 'closed' && e.stage !== 'emergency');
      const said = progress.set(e.stage);
      if (said) say(said);
      messages.setThinking(e.stage === 'council' ? t().thinking : '');
      // an offer after the end (to move or cancel the appointment) stays until answered
      if (e.stage !== 'safety' && e.stage !== 'booking' && e.stage !== 'closed') confirm.hide();
      if (e.stage === 'closed' || e.stage === 'emergency') end(e.stage);
      if (e.stage === 'escalated') {
        messages.setWaitingFor('clinician');
        setStatus(t().clinicianJoined);
      } else if (e.previous === 'escalated') {
        messages.setWaitingFor('helios');
        setStatus(e.stage === 'closed' || e.stage === 'documentation' ? '' : t().clinicianLeft);
      }
    },
    'assistant:delta': (e) => messages.delta(e),
    'assistant:message': (e) => messages.message(e),
    'confirm:request': (e) => {
      // after the end, a booked patient can still get an offer (to move or cancel the appointment)
      if (store.hasReplied(e.requestId) || progress.current === 'emergency') confirm.hide();
      else {
        messages.placeCard(dom.confirm, e.seq, () => confirm.show(e));
      }
    },
    recommendation: (e) => {
      lastRecommendation = { e, revised: recommendations++ > 0 };
      progress.reachedWithout('plan');
      messages.placeCard(dom.recommendation, e.seq, () => showRecommendation(dom.recommendation, e, lastRecommendation!.revised));
      messages.announcedElsewhere(e.rationale);
      say(recommendationSummary(e));
    },
    emergency: (e) => {
      lastEmergency = e;
      showEmergency(dom.emergency, e);
      end('emergency');
    },
    'booking:confirmed': (e) => {
      confirm.hide();
      booked = true;
      bookings++;
      appointment = 'booked';
      lastBooking = e;
      messages.placeCard(dom.booking, e.seq, () => showBooking(dom.booking, e, false, bookingState()));
      if (!replaying()) {
        dom.booking.focus({ preventScroll: true });
        dom.booking.scrollIntoView({ block: 'nearest' });
      }
      say(bookingSummary(e));
    },
    'consult:error': (e) => {
      setStatus(e.message);
    },
    // handoff:ready: nothing for the patient to do
  };

  const handlers: ConnectionHandlers = {
    event(name, e) {
      if (name !== 'consult:state' && name !== 'assistant:delta' && name !== 'assistant:message') messages.settle();
      (on[name] as ((e: ServerEvent<typeof name>) => void) | undefined)?.(e);
    },
    attached({ resumed }) {
      if (resumed && !attachedOnce) {
        // a reload: the server replays every event from seq 1; the patient's own messages come from storage
        replayUntil = Date.now() + REPLAY_QUIET_MS;
        dom.announcer.quiet(REPLAY_QUIET_MS);
        (store.saved?.messages ?? []).forEach((m, i) =>
          messages.patient(m.clientMsgId, m.text, m.afterSeq, i, { fresh: false, failed: m.failed, pending: !m.sent && !m.failed }));
        setTimeout(() => {
          say(t().restored);
          // focus back where the patient types (or, when the consult is over, on starting a new one)
          if (!dom.text.disabled) dom.text.focus();
          else dom.ended.querySelector<HTMLButtonElement>('.helios-restart')?.focus();
        }, REPLAY_QUIET_MS + 50);
      }
      attachedOnce = true;
      if (ended) return;
      setComposer(true, store.saved?.messages.length ? 'replyPlaceholder' : 'firstPlaceholder');
    },
    reset() {
      endControl.setAvailable(false);
      messages.clear();
      progress.reset();
      confirm.hide();
      recommendations = 0;
      ended = false;
      booked = false;
      bookings = 0;
      appointment = undefined;
      endedBy = undefined;
      lastRecommendation = null;
      lastBooking = null;
      lastEmergency = null;
      endedStage = null;
      for (const box of [dom.recommendation, dom.booking, dom.ended]) {
        box.hidden = true;
        box.replaceChildren();
      }
      dom.emergency.replaceChildren();
      dom.emergency.className = 'helios-emergency';
      setStatus('');
      setComposer(false, 'connecting');
    },
    status(s, key, err) {
      notice = key ? { key, err } : null;
      dom.status.textContent = key ? connectionText(key, err) : '';
      // no reply can arrive while the consult is not attached: no "Helios is typing" with no end
      messages.setPaused(s === 'offline');
    },
    messageSent(clientMsgId) {
      messages.sent(clientMsgId);
    },
    messageFailed(clientMsgId, reason, code) {
      messages.fail(clientMsgId, reason);
      if (code === 'wrong_state' && ended) end(progress.current ?? 'closed', { locked: true });
    },
    notice(text) {
      setStatus(text);
    },
  };

  const conn = new Connection({
    server: config.server ?? '',
    store,
    start: { locale: config.locale, ...(config.localeFromBrowser ? { localeFromBrowser: true } : {}), channel: 'chat', ...(browserTimeZone() ? { timeZone: browserTimeZone() } : {}), ...(config.patient ? { patient: config.patient } : {}) },
    handlers,
  });
  const endControl = new EndConsult(() => conn.end(), setStatus);
  dom.root.querySelector('.helios-header')?.prepend(endControl.el);
  const confirm = new ConfirmPanel(dom.confirm, (r, a, o) => conn.reply(r, a, o), say, () => {
    if (!dom.text.disabled) dom.text.focus();
  }, () => booked && appointment !== 'cancelled');

  dom.text.removeAttribute('maxlength'); // the counter shows the limit; a paste is never cut silently
  dom.text.addEventListener('input', () => {
    countChars(dom.counter, dom.text.value.length, MAX_TEXT);
    if (dom.status.dataset.feedback) {
      setStatus('');
      delete dom.status.dataset.feedback;
    }
  });
  const feedback = (text: string) => {
    setStatus(text);
    dom.status.dataset.feedback = 'true';
    dom.text.focus();
  };
  dom.form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    if (dom.text.disabled) return;
    const text = dom.text.value.trim();
    if (!text) return feedback(t().empty);
    if (!countChars(dom.counter, dom.text.value.length, MAX_TEXT)) return feedback(t().overLimit.replace('{max}', String(MAX_TEXT)));
    // typed words answer "Do you want to end this consult?" too: its buttons go
    if (confirm.shown?.purpose === 'end') confirm.hide();
    const m = conn.sendMessage(text);
    messages.patient(m.clientMsgId, text, m.afterSeq, (store.saved?.messages.length ?? 1) - 1, { fresh: true, pending: !conn.attached });
    dom.text.value = '';
    countChars(dom.counter, 0, MAX_TEXT);
    if (!ended) setComposer(true, 'replyPlaceholder');
    dom.text.focus();
  });
  dom.text.addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      dom.form.requestSubmit();
    }
  });

  conn.open();
  return conn;
}

const root = document.querySelector<HTMLElement>('[data-helios-widget]');
if (root) mountWidget(root);

/** The browser's IANA zone, so every time the patient sees is in their own zone first. */
function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== 'UTC' && zone !== 'Etc/UTC' ? zone : undefined;
  } catch {
    return undefined;
  }
}
