// Why this exists: the panels below the conversation that a patient must not misread: the emergency banner
// (role=alert, focused, resources as tel: links), the recommendation in plain words, the offer as buttons, the booking.
import type {
  BookingConfirmedEvent, ConfirmRequestEvent, EmergencyEvent, RecommendationEvent, Specialty, TriageLevel,
} from '../../server/protocol/index.ts';
import { fill, formatSlot, h, safeUrl, telHref } from './dom.ts';

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

function specialistName(specialty: string): string {
  return (SPECIALIST as Record<string, string>)[specialty] ?? `a ${specialty.replace(/_/g, ' ')} specialist`;
}

function specialtyName(specialty: string): string {
  const s = specialty.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const HOW_SOON: Record<TriageLevel, string> = {
  emergency: 'Now: call your local emergency number.',
  urgent: 'Today: within the next 24 hours.',
  non_urgent: 'Soon: within the next few days to weeks.',
  self_care: 'No visit needed now: care for yourself at home, and see a clinician if it gets worse or does not improve.',
};

const URGENCY_CLASS: Record<RecommendationEvent['triageLevel'], string> = {
  emergency: 'urgency-emergency', urgent: 'urgency-urgent', non_urgent: 'urgency-soon', self_care: 'urgency-self',
};

/** Show the emergency banner and move focus to it so keyboard and screen-reader users meet it first. */
export function showEmergency(box: HTMLElement, e: EmergencyEvent): void {
  const title = e.kind === 'mental_health' ? 'You deserve support right now' : 'This may be a medical emergency';
  fill(box,
    h('h2', { class: 'helios-emergency-title' }, h('span', { 'aria-hidden': 'true' }, '⚠ '), title),
    h('p', { class: 'helios-emergency-message' }, e.message),
    e.resources.length
      ? h('ul', { class: 'helios-resources', 'aria-label': 'Who to contact now' }, ...e.resources.map((r) => {
          const href = telHref(r.contact);
          return h('li', {},
            href
              ? h('a', { href, class: 'helios-call' }, h('span', { 'aria-hidden': 'true' }, '☎ '), `${r.label}: ${r.contact}`)
              : h('span', {}, `${r.label}: ${r.contact}`));
        }))
      : null,
  );
  box.classList.add('active', e.kind);
  box.dataset.kind = e.kind;
  box.scrollIntoView({ block: 'start' });
  box.focus();
}

/** Show (or replace, when safety raised the urgency) the recommendation. */
export function showRecommendation(box: HTMLElement, e: RecommendationEvent, revised: boolean): void {
  const sources = (e.citations ?? []).map((c) => {
    const href = safeUrl(c.url);
    const label = `${c.title} (${c.source})`;
    return h('li', {}, href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, label, h('span', { class: 'helios-visually-hidden' }, ' (opens in a new tab)')) : label);
  });
  box.className = `helios-card helios-recommendation ${URGENCY_CLASS[e.triageLevel]}`;
  box.dataset.specialty = e.specialty;
  box.dataset.triage = e.triageLevel;
  fill(box,
    h('h2', { id: 'helios-rec-title' }, revised ? 'Updated recommendation' : 'Our recommendation'),
    revised ? h('p', { class: 'helios-note' }, 'A safety check raised how soon you should be seen.') : null,
    h('dl', { class: 'helios-facts' },
      h('dt', {}, 'Who to see'), h('dd', { 'data-testid': 'rec-specialist' }, capitalise(specialistName(e.specialty))),
      h('dt', {}, 'How soon'), h('dd', { 'data-testid': 'rec-when' }, HOW_SOON[e.triageLevel]),
      e.rationale ? h('dt', {}, 'Why') : null,
      e.rationale ? h('dd', { 'data-testid': 'rec-why' }, e.rationale) : null),
    e.lowConfidence ? h('p', { class: 'helios-note' }, 'The specialist panel was not fully certain; a clinician will review this.') : null,
    sources.length ? h('h3', {}, 'Sources') : null,
    sources.length ? h('ul', { class: 'helios-cites' }, ...sources) : null,
    h('p', { class: 'helios-fineprint' }, 'This is guidance on where to go, not a diagnosis.'),
  );
  box.hidden = false;
}

export function recommendationSummary(e: RecommendationEvent): string {
  return `Recommendation: see ${specialistName(e.specialty)}. ${HOW_SOON[e.triageLevel]}`;
}

/** Show the booked appointment; focus moves to it when it arrives live. */
export function showBooking(box: HTMLElement, e: BookingConfirmedEvent, focus: boolean): void {
  fill(box,
    h('h2', { id: 'helios-booking-title' }, h('span', { 'aria-hidden': 'true' }, '✓ '), 'Appointment booked'),
    h('dl', { class: 'helios-facts' },
      h('dt', {}, 'With'), h('dd', { 'data-testid': 'booking-provider' }, e.providerName),
      h('dt', {}, 'Specialty'), h('dd', {}, specialtyName(e.specialty)),
      h('dt', {}, 'When'), h('dd', { 'data-testid': 'booking-when' }, h('time', { datetime: e.slot }, formatSlot(e.slot))),
      h('dt', {}, 'Reference'), h('dd', { class: 'helios-ref' }, e.appointmentId)),
    h('p', { class: 'helios-fineprint' }, 'The clinician receives a summary of this conversation before your visit.'),
  );
  box.hidden = false;
  if (focus) {
    box.scrollIntoView({ block: 'nearest' });
    box.focus();
  }
}

export function bookingSummary(e: BookingConfirmedEvent): string {
  return `Appointment booked with ${e.providerName}, ${formatSlot(e.slot)}.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
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
  ) {}

  get pending(): string | null {
    return this.request?.requestId ?? null;
  }

  show(e: ConfirmRequestEvent): void {
    const left = Date.parse(e.expiresAt) - Date.now();
    if (Number.isFinite(left) && left <= 0) return this.hide();
    this.request = e;
    const booking = e.kind === 'booking';
    const options = e.options.map((o) =>
      h('button', { type: 'button', class: 'helios-option', 'data-option': o.id },
        h('span', { class: 'helios-option-label' }, o.label),
        booking && o.slot ? h('span', { class: 'helios-option-local' }, `Your time: ${formatSlot(o.slot)}`) : null));
    const decline = h('button', { type: 'button', class: 'helios-decline', 'data-option': '' },
      booking ? 'Don’t book, thanks' : 'No');
    const group = h('div', { class: 'helios-options', role: 'group', 'aria-labelledby': 'helios-confirm-title' }, ...options, decline);
    this.box.dataset.kind = e.kind;
    this.box.dataset.request = e.requestId;
    this.box.replaceChildren(
      h('h2', { id: 'helios-confirm-title' }, booking ? 'Choose an appointment' : 'Please confirm'),
      h('p', { class: 'helios-prompt' }, e.prompt),
      group,
      h('p', { class: 'helios-confirm-status', role: 'status' }),
      h('p', { class: 'helios-fineprint' }, `This offer is open until ${new Date(e.expiresAt).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}.`),
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
    this.announce(booking ? `${e.prompt} ${e.options.length} appointment options are listed below the conversation.` : e.prompt);
  }

  private async answer(e: ConfirmRequestEvent, accept: boolean, optionId?: string): Promise<void> {
    const buttons = Array.from(this.box.querySelectorAll('button'));
    const status = this.box.querySelector('.helios-confirm-status') as HTMLElement;
    buttons.forEach((b) => { b.disabled = true; });
    const chosen = buttons.find((b) => (b.dataset.option ?? '') === (optionId ?? ''));
    chosen?.setAttribute('aria-pressed', 'true');
    status.textContent = 'Sending…';
    const err = await this.reply(e.requestId, accept, optionId);
    if (this.request?.requestId !== e.requestId) return; // replaced meanwhile
    if (err) {
      status.textContent = `Could not send your answer: ${err}. Please try again.`;
      chosen?.removeAttribute('aria-pressed');
      buttons.forEach((b) => { b.disabled = false; });
      chosen?.focus();
      return;
    }
    const done = !accept ? 'No appointment will be booked.' : e.kind === 'booking' ? 'Booking your appointment…' : 'Thank you.';
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
