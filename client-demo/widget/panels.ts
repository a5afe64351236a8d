// Why this exists: the panels below the conversation that a patient must not misread: the emergency banner
// (role=alert, focused, resources as tel: links), the recommendation in plain words, the offer as buttons, the booking.
import type {
  BookingConfirmedEvent, ConfirmRequestEvent, EmergencyEvent, RecommendationEvent, Specialty, TriageLevel,
} from '../../server/protocol/index.ts';
import { fill, formatSlot, h, safeUrl, telHref } from './dom.ts';
import { endWords } from './end-consult.ts';
import { emergencyLines } from './emergency-lines.ts';
import { endSentence, fmt, specialtyName as localSpecialty, t, uiLang, uiTag } from './i18n.ts';

const SPECIALIST: Record<Specialty, string> = {
  general_practice: 'a general practitioner (family doctor)',
  emergency_medicine: 'an emergency department',
  cardiology: 'a cardiologist (heart specialist)',
  neurology: 'a neurologist (brain and nerve specialist)',
  dermatology: 'a dermatologist (skin specialist)',
  gastroenterology: 'a gastroenterologist (digestive system specialist)',
  pulmonology: 'a pulmonologist (lung specialist)',
  endocrinology: 'an endocrinologist (hormone specialist)',
  infectious_disease: 'an infectious-disease specialist',
  rheumatology: 'a rheumatologist (joint and immune specialist)',
  urology: 'a urologist (urinary tract specialist)',
  nephrology: 'a nephrologist (kidney specialist)',
  psychiatry: 'a psychiatrist (mental health specialist)',
  obstetrics_gynecology: 'an obstetrician-gynecologist',
  orthopedics: 'an orthopedic specialist (bones and joints)',
  otolaryngology: 'an ear, nose and throat (ENT) specialist',
  ophthalmology: 'an ophthalmologist (eye specialist)',
  pediatrics: 'a pediatrician (children’s doctor)',
  allergy_immunology: 'an allergist',
  hematology: 'a hematologist (blood specialist)',
  oncology: 'an oncologist (cancer specialist)',
  general_surgery: 'a general surgeon',
  vascular_surgery: 'a vascular surgeon (blood vessel specialist)',
  geriatrics: 'a geriatrician (older-adult specialist)',
  sports_medicine: 'a sports-medicine specialist',
};

/** Who to see, in the widget's language: English says what the specialist is; the others name the specialty. */
function specialistName(specialty: string): string {
  if (uiLang() === 'en') return (SPECIALIST as Record<string, string>)[specialty] ?? `a ${specialty.replace(/_/g, ' ')} specialist`;
  return localSpecialty(specialty, uiLang());
}

const specialtyName = (specialty: string) => localSpecialty(specialty, uiLang());
/** How soon, in the same terms as the plan's own sentence (urgency 3: days; 2: one to two weeks). */
export const howSoon = (level: TriageLevel, urgency?: number): string =>
  level === 'non_urgent' && urgency === 3 ? t().days : level === 'non_urgent' && urgency === 2 ? t().weeks : t().when[level];

const URGENCY_CLASS: Record<RecommendationEvent['triageLevel'], string> = {
  emergency: 'urgency-emergency', urgent: 'urgency-urgent', non_urgent: 'urgency-soon', self_care: 'urgency-self',
};

let watchingBanner = false;
/** The banner sticks to the top while the page scrolls, unless it takes more than half the screen (a phone): stuck
 *  there, with the message box stuck below, it would cover the conversation and "Start a new consult" for good. */
function fitBanner(box: HTMLElement): void {
  box.classList.toggle('helios-emergency-tall', box.offsetHeight > window.innerHeight / 2);
}

/** Show the emergency banner and move focus to it so keyboard and screen-reader users meet it first. */
export function showEmergency(box: HTMLElement, e: EmergencyEvent, redraw = false): void {
  const title = e.kind === 'mental_health' ? t().emergencyMental : t().emergencyMedical;
  fill(box,
    h('h2', { class: 'helios-emergency-title' }, h('span', { 'aria-hidden': 'true' }, '⚠ '), title),
    h('p', { class: 'helios-emergency-message', dir: 'auto' }, e.message),
    ...emergencyLines(e),
  );
  box.classList.add('active', e.kind);
  box.dataset.kind = e.kind;
  fitBanner(box);
  if (!watchingBanner) {
    watchingBanner = true;
    window.addEventListener('resize', () => {
      if (box.classList.contains('active')) fitBanner(box);
    });
  }
  // drawn again in the consult's language (it changed with the message that raised it): left where it is
  if (redraw) return;
  box.scrollIntoView({ block: 'start' });
  box.focus();
}

/** Show (or replace, when safety raised the urgency) the recommendation: who and how soon. The reasons and the
 *  sources are said once, by the message that follows the card (`rationale` is its text), not repeated here. */
export function showRecommendation(box: HTMLElement, e: RecommendationEvent, revised: boolean): void {
  box.className = `helios-card helios-recommendation ${URGENCY_CLASS[e.triageLevel]}`;
  box.dataset.specialty = e.specialty;
  box.dataset.triage = e.triageLevel;
  fill(box,
    h('h2', { id: 'helios-rec-title' }, revised ? t().recUpdated : t().recTitle),
    revised ? h('p', { class: 'helios-note' }, t().safetyRaised) : null,
    h('dl', { class: 'helios-facts' },
      h('dt', {}, t().whoToSee), h('dd', { 'data-testid': 'rec-specialist' }, capitalise(specialistName(e.specialty))),
      h('dt', {}, t().howSoon), h('dd', { 'data-testid': 'rec-when' }, howSoon(e.triageLevel, e.urgency))),
    e.lowConfidence ? h('p', { class: 'helios-note' }, t().lowConfidence) : null,
    h('p', { class: 'helios-fineprint' }, t().notDiagnosis),
  );
  box.hidden = false;
}

export function recommendationSummary(e: RecommendationEvent): string {
  return fmt(t().recSummary, { who: specialistName(e.specialty), when: howSoon(e.triageLevel, e.urgency) });
}

export type AppointmentState = 'booked' | 'moved' | 'cancelled';

/** Show the appointment as it is now (booked, moved or cancelled); focus moves to it when it changes live. */
export function showBooking(box: HTMLElement, e: BookingConfirmedEvent, focus: boolean, state: AppointmentState = 'booked'): void {
  const w = t();
  const title = state === 'cancelled' ? w.cancelled : state === 'moved' ? w.moved : w.booked;
  box.dataset.state = state;
  fill(box,
    h('h2', { id: 'helios-booking-title' }, h('span', { 'aria-hidden': 'true' }, state === 'cancelled' ? '✕ ' : '✓ '), title),
    h('dl', { class: 'helios-facts' },
      h('dt', {}, w.with), h('dd', { 'data-testid': 'booking-provider' }, e.providerName),
      h('dt', {}, w.specialty), h('dd', {}, specialtyName(e.specialty)),
      h('dt', {}, w.whenLabel), h('dd', { 'data-testid': 'booking-when' }, h(state === 'cancelled' ? 'del' : 'span', {}, h('time', { datetime: e.slot }, formatSlot(e.slot)))),
      h('dt', {}, w.reference), h('dd', { class: 'helios-ref' }, e.appointmentId)),
    h('p', { class: 'helios-fineprint' }, state === 'cancelled' ? w.cancelledNote : w.summaryGoes),
  );
  box.hidden = false;
  if (focus) {
    box.focus({ preventScroll: true });
    // scroll-padding keeps it clear of the sticky message box
    box.scrollIntoView({ block: 'nearest' });
  }
}

export function bookingSummary(e: BookingConfirmedEvent): string {
  return endSentence(fmt(t().bookedSummary, { who: e.providerName, when: formatSlot(e.slot) }).replace(/[.。।]$/, ''));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The option's label already gives the slot in the patient's own time (the server writes it in the browser's zone
 *  when it knows it): "Your time" would say the same again. A label it cannot read keeps the line. */
export function labelShowsLocalTime(label: string, slot: string): boolean {
  const d = new Date(slot);
  if (Number.isNaN(d.getTime())) return false;
  const local = d.getHours() * 60 + d.getMinutes();
  for (const m of label.matchAll(/\b(\d{1,2})[:h.](\d{2})(?:\s*([ap])\.?\s?m\b\.?)?/gi)) {
    let hour = Number(m[1]);
    const ampm = m[3]?.toLowerCase();
    if (ampm) hour = (hour % 12) + (ampm === 'p' ? 12 : 0);
    if (hour * 60 + Number(m[2]) === local) return true;
  }
  return false;
}

export type ReplyFn = (requestId: string, accept: boolean, optionId?: string) => Promise<string>;

export class ConfirmPanel {
  private request: ConfirmRequestEvent | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly box: HTMLElement,
    private readonly reply: ReplyFn,
    private readonly announce: (text: string) => void,
    /** where focus goes once the panel is gone (its buttons no longer exist) */
    private readonly afterAnswer: () => void,
    /** an appointment is booked: a booking offer now moves it, and declining keeps it */
    private readonly moving: () => boolean = () => false,
  ) {}

  /** the offer on screen (drawn again when the language changes) */
  get shown(): ConfirmRequestEvent | null {
    return this.request;
  }

  get pending(): string | null {
    return this.request?.requestId ?? null;
  }

  show(e: ConfirmRequestEvent): void {
    const left = Date.parse(e.expiresAt) - Date.now();
    if (Number.isFinite(left) && left <= 0) return this.hide();
    this.request = e;
    const booking = e.kind === 'booking';
    const move = booking && this.moving();
    const options = e.options.map((o) =>
      h('button', { type: 'button', class: 'helios-option', 'data-option': o.id },
        h('span', { class: 'helios-option-label', dir: 'auto' }, o.label),
        booking && o.slot && !labelShowsLocalTime(o.label, o.slot) ? h('span', { class: 'helios-option-local' }, `${t().yourTime}: ${formatSlot(o.slot)}`) : null));
    // "Do you want to end this consult?" (the patient said they want to stop): its no goes on with the consult
    const decline = h('button', { type: 'button', class: 'helios-decline', 'data-option': '' },
      move ? t().keepAppointment : booking ? t().dontBook : e.purpose === 'end' ? endWords().no : t().no);
    const group = h('div', { class: 'helios-options', role: 'group', 'aria-labelledby': 'helios-confirm-title' }, ...options, decline);
    this.box.dataset.kind = e.kind;
    this.box.dataset.request = e.requestId;
    fill(this.box,
      h('h2', { id: 'helios-confirm-title' }, move ? t().chooseNewTime : booking ? t().chooseAppointment : t().pleaseConfirm),
      h('p', { class: 'helios-prompt', dir: 'auto' }, e.prompt),
      group,
      h('p', { class: 'helios-confirm-status', role: 'status' }),
      // an offer is open until a time; "Do you want to end this consult?" is a question, not an offer
      e.purpose === 'end' ? null : h('p', { class: 'helios-fineprint' }, fmt(t().openUntil, { time: new Date(e.expiresAt).toLocaleTimeString(uiTag(), { hour: 'numeric', minute: '2-digit' }) }).replace(/\.\.$/, '.')),
    );
    group.addEventListener('click', (ev) => {
      const btn = (ev.target as HTMLElement).closest('button');
      if (!btn || btn.disabled) return;
      const id = btn.dataset.option ?? '';
      void this.answer(e, id !== '', id || undefined);
    });
    this.box.hidden = false;
    clearTimeout(this.expiryTimer);
    if (Number.isFinite(left)) this.expiryTimer = setTimeout(() => this.resolve(e.requestId), Math.min(left, 2 ** 31 - 1));
    this.announce(e.prompt);
  }

  private async answer(e: ConfirmRequestEvent, accept: boolean, optionId?: string): Promise<void> {
    const buttons = Array.from(this.box.querySelectorAll('button'));
    const status = this.box.querySelector('.helios-confirm-status') as HTMLElement;
    buttons.forEach((b) => { b.disabled = true; });
    const chosen = buttons.find((b) => (b.dataset.option ?? '') === (optionId ?? ''));
    chosen?.setAttribute('aria-pressed', 'true');
    status.textContent = t().sending;
    const err = await this.reply(e.requestId, accept, optionId);
    if (this.request?.requestId !== e.requestId) return; // replaced meanwhile
    if (err) {
      status.textContent = fmt(t().couldNotSend, { err });
      chosen?.removeAttribute('aria-pressed');
      buttons.forEach((b) => { b.disabled = false; });
      chosen?.focus();
      return;
    }
    const move = e.kind === 'booking' && this.moving();
    const done = e.purpose === 'end' ? (accept ? endWords().ending : '')
      : !accept ? (move ? t().kept : t().noBooking) : e.kind === 'booking' ? t().booking : t().thanks;
    this.hide();
    this.announce(done);
    this.afterAnswer();
  }

  /** The request was answered, replaced or expired: remove its buttons. */
  resolve(requestId: string): void {
    if (this.request?.requestId === requestId) this.hide();
  }

  hide(): void {
    clearTimeout(this.expiryTimer);
    this.request = null;
    this.box.hidden = true;
    this.box.replaceChildren();
  }
}
