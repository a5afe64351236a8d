// Why this exists: the entry of the patient widget bundle: finds its mount, reads the embedding page's settings,
// and routes each consult event to the part of the page that shows it.
import type { ConsultStartPayload, Stage } from '../../server/protocol/index.ts';
import { bookingSummary, ConfirmPanel, recommendationSummary, showBooking, showEmergency, showRecommendation } from './panels.ts';
import { Connection, type ConnectionHandlers, type ServerEvent, type ServerEventName } from './connection.ts';
import { h, renderSkeleton } from './dom.ts';
import { MessageList } from './messages.ts';
import { Progress } from './progress.ts';
import { ConsultStore } from './session.ts';

export interface WidgetConfig {
  /** Helios origin, e.g. "https://helios.example.org"; default: this page's origin */
  server?: string;
  locale?: string;
  patient?: ConsultStartPayload['patient'];
}

declare global {
  interface Window {
    /** optional settings from the embedding page, read before the widget starts */
    HeliosWidgetConfig?: WidgetConfig;
  }
}

const REPLAY_QUIET_MS = 700;

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
    locale: d.locale ?? fromPage.locale ?? (navigator.language || 'en'),
    patient: Object.keys(patient).length ? patient : undefined,
  };
}

export function mountWidget(root: HTMLElement): Connection {
  const config = readConfig(root);
  const dom = renderSkeleton(root);
  const store = new ConsultStore();
  const say = (text: string) => dom.announcer.say(text);
  const messages = new MessageList(dom.log, dom.typing, dom.announcer);
  const progress = new Progress(dom.stages);
  let recommendations = 0;
  let attachedOnce = false;
  let replayUntil = 0;
  const replaying = () => Date.now() < replayUntil;

  const setComposer = (enabled: boolean, placeholder?: string) => {
    dom.text.disabled = !enabled;
    dom.send.disabled = !enabled;
    if (placeholder) dom.text.placeholder = placeholder;
  };
  setComposer(false, 'Connecting…');

  let ended = false;
  let booked = false;
  /** The consult is over. A booked patient may still write, to move or cancel the appointment. */
  function end(stage: Stage, opts: { locked?: boolean } = {}): void {
    ended = true;
    messages.stopAll();
    confirm.hide();
    const canWrite = stage === 'closed' && booked && !opts.locked;
    if (canWrite) setComposer(true, 'Need to move or cancel the appointment? Ask here.');
    else setComposer(false, 'This consult has ended.');
    const again = h('button', { type: 'button', class: 'helios-restart' }, 'Start a new consult');
    again.addEventListener('click', () => conn.restart());
    dom.ended.replaceChildren(
      h('p', {}, stage === 'emergency'
        ? 'This consult has ended. Please follow the emergency advice above.'
        : canWrite ? 'This consult has ended. You can still ask here to move or cancel your appointment.' : 'This consult has ended. Thank you.'),
      again);
    dom.ended.hidden = false;
  }

  const on: { [K in ServerEventName]?: (e: ServerEvent<K>) => void } = {
    'consult:state': (e) => {
      const said = progress.set(e.stage);
      if (said) say(said);
      messages.setThinking(e.stage === 'council' ? 'Specialists are reviewing your answers' : '');
      if (e.stage !== 'safety' && e.stage !== 'booking') confirm.hide();
      if (e.stage === 'closed' || e.stage === 'emergency') end(e.stage);
      if (e.stage === 'escalated') dom.status.textContent = 'A clinician has joined the conversation.';
    },
    'assistant:delta': (e) => messages.delta(e),
    'assistant:message': (e) => messages.message(e),
    'confirm:request': (e) => {
      // after the end, a booked patient can still get an offer (to move or cancel the appointment)
      if (store.hasReplied(e.requestId) || progress.current === 'emergency') confirm.hide();
      else confirm.show(e);
    },
    recommendation: (e) => {
      showRecommendation(dom.recommendation, e, recommendations++ > 0);
      say(recommendationSummary(e));
    },
    emergency: (e) => {
      showEmergency(dom.emergency, e);
      end('emergency');
    },
    'booking:confirmed': (e) => {
      confirm.hide();
      booked = true;
      showBooking(dom.booking, e, !replaying());
      say(bookingSummary(e));
    },
    'consult:error': (e) => {
      dom.status.textContent = e.message;
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
          messages.patient(m.clientMsgId, m.text, m.afterSeq, i, { fresh: false, failed: m.failed }));
        setTimeout(() => say('Your conversation was restored.'), REPLAY_QUIET_MS + 50);
      }
      attachedOnce = true;
      if (ended) return;
      setComposer(true, store.saved?.messages.length ? 'Type your reply…' : 'Describe what is bothering you…');
    },
    reset() {
      messages.clear();
      progress.reset();
      confirm.hide();
      recommendations = 0;
      ended = false;
      booked = false;
      for (const box of [dom.recommendation, dom.booking, dom.ended]) {
        box.hidden = true;
        box.replaceChildren();
      }
      dom.emergency.replaceChildren();
      dom.emergency.className = 'helios-emergency';
      dom.status.textContent = '';
      setComposer(false, 'Connecting…');
    },
    status(_s, detail) {
      dom.status.textContent = detail ?? '';
    },
    messageFailed(clientMsgId, reason, code) {
      messages.fail(clientMsgId, reason);
      if (code === 'wrong_state' && ended) end(progress.current ?? 'closed', { locked: true });
    },
    notice(text) {
      dom.status.textContent = text;
    },
  };

  const conn = new Connection({
    server: config.server ?? '',
    store,
    start: { locale: config.locale, channel: 'chat', ...(config.patient ? { patient: config.patient } : {}) },
    handlers,
  });
  const confirm = new ConfirmPanel(dom.confirm, (r, a, o) => conn.reply(r, a, o), say, () => {
    if (!dom.text.disabled) dom.text.focus();
  });

  dom.form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const text = dom.text.value.trim();
    if (!text || dom.text.disabled) return;
    const m = conn.sendMessage(text);
    messages.patient(m.clientMsgId, text, m.afterSeq, (store.saved?.messages.length ?? 1) - 1, { fresh: true });
    dom.text.value = '';
    if (!ended) dom.text.placeholder = 'Type your reply…';
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
