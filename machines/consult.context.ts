// Why this exists: the consult machine's context updates and outbound events as small pure functions,
// so the statechart reads as structure and each update can be tested on its own.
import type {
  BookOutput, ConsensusOutput, DocumentOutput, InterviewOutput, PlanOutput, ProviderSearchOutput, SafetyOutput,
} from './contract/role-schemas.ts';
import { bookingIntent, classifyRequest, detectLanguage, emergencyNotice } from './contract/consult-checks.ts';
import { baseLocale } from './contract/locale.ts';
import { parseSlotChoice, parseYesNo, type SearchPreference, type SlotChoice } from './slot-choice.ts';
import { triageLevelFor, type Citation, type Disposition } from '../server/protocol/index.ts';
import type { BookingState, ConsultContext, ConsultInput, OutboundEmitted, SayGrounding, SpeakInput } from './consult.types.ts';
import { classifyIntent, wantsToStop, type IntentKind } from './patient-intent.ts';
import { text, type TextKey } from './consult.texts.ts';

export const DEFAULT_MAX_QUESTIONS = 6;
/** A chosen slot taken by someone else: new options are offered this many times per booking, and per move. */
export const MAX_SLOT_RETRIES = 3;
const now = () => new Date().toISOString();

const emptyBooking = (): BookingState => ({
  round: 0, changes: 0, retries: 0, requestId: null, options: [], expiresAt: null, prompt: null, chosen: null, appointment: null, outcome: 'not_offered',
});

export function initialContext(input: ConsultInput): ConsultContext {
  return {
    caseId: input.caseId,
    locale: input.locale ?? 'en',
    localeExplicit: input.locale !== undefined && !input.localeFromBrowser,
    ...(input.localeFromBrowser && input.locale !== undefined ? { localeGuessed: true } : {}),
    confirmTtlMs: input.confirmTtlMs ?? 15 * 60_000,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    channel: input.channel ?? 'chat',
    patient: input.patient ?? {},
    createdAt: input.createdAt,
    transcript: [],
    messageCount: 0,
    say: [],
    history: { facts: null, asked: [], answers: [], pendingField: null, clarifyAsked: 0, maxQuestions: input.maxQuestions ?? DEFAULT_MAX_QUESTIONS },
    clarifyRounds: 0,
    council: null,
    consensus: null,
    plan: null,
    safety: null,
    booking: emptyBooking(),
    confirm: null,
    guardianConsent: 'not_needed',
    redFlags: [],
    emergency: null,
    escalation: null,
    endedBy: null,
    notices: [],
    handoffPacketId: null,
  };
}

export const greeting = (locale: string) => text('greeting', locale);
export const askName = (c: ConsultContext) => withSay(c, text('askName', c.locale));
export const councilIntro = (locale: string) => text('councilIntro', locale);

export function speakInput(c: ConsultContext): SpeakInput {
  const recent = c.transcript
    .filter((e): e is typeof e & { role: 'patient' | 'assistant' } => e.role === 'patient' || e.role === 'assistant')
    .filter((e) => !e.unsent)
    .filter((e) => e.messageId !== c.say[0]?.messageId)
    .slice(-8)
    .map((e) => ({ role: e.role, text: e.text }));
  return { caseId: c.caseId, say: c.say[0], locale: c.locale, channel: c.channel, recent, ...(c.patient.name ? { patientName: c.patient.name } : {}) };
}

/** Queue an assistant text for streaming and record it in the transcript under a deterministic id. */
export function withSay(c: ConsultContext, said: string, citations?: Citation[], grounding?: SayGrounding): Partial<ConsultContext> {
  const messageId = `a${c.messageCount + 1}`;
  return {
    messageCount: c.messageCount + 1,
    say: [...c.say, { messageId, text: said, ...(citations?.length ? { citations } : {}), ...(grounding ? { grounding } : {}) }],
    transcript: [...c.transcript, { role: 'assistant', text: said, at: now(), messageId }],
  };
}

const sayKey = (c: ConsultContext, key: TextKey) => withSay(c, text(key, c.locale));

/** The patient spoke over a streaming answer: the transcript keeps what was actually said. */
export function withInterrupted(c: ConsultContext, said: string): Partial<ConsultContext> {
  const messageId = c.say[0]?.messageId;
  return {
    transcript: c.transcript.map((e) => (e.messageId === messageId ? { ...e, text: said, interrupted: true } : e)),
  };
}

export function withPatientMessage(c: ConsultContext, e: { clientMsgId: string; text: string; at: string }, intent?: IntentKind): Partial<ConsultContext> {
  const transcript = [...c.transcript, { role: 'patient' as const, text: e.text, at: e.at, clientMsgId: e.clientMsgId, ...(intent ? { intent } : {}) }];
  const first = !c.transcript.some((t) => t.role === 'patient');
  // a browser's language is replaced only by a clear reading (a short ASCII message is not taken for English)
  const detected = !c.localeExplicit && first ? detectLanguage(e.text, { clearOnly: c.localeGuessed === true }) : null;
  // the same language as the browser's keeps the browser's region ("es-MX" stays, not "es"): its emergency numbers
  // are the patient's (911 in Mexico, 999 in the UK), not those of the language's default country
  if (detected && baseLocale(c.locale) === baseLocale(detected)) return { transcript };
  // another language keeps the browser's region ("en-US" and Spanish → "es-US"): the patient is still where the
  // browser is, so the emergency numbers (911, not Spain's 112) and the dates are that region's
  return detected ? { transcript, locale: c.localeGuessed ? withRegionOf(c.locale, detected) : detected } : { transcript };
}

/** The language `lang` in the region of the tag `from` ("en-US", "es" → "es-US"); `lang` alone when `from` has none
 *  ("en", "zh-Hans"). The region is the tag's two-letter or three-digit subtag after the language. */
export function withRegionOf(from: string, lang: string): string {
  const region = from.split(/[-_]/).slice(1).find((s) => /^(?:[A-Za-z]{2}|\d{3})$/.test(s));
  return region ? `${lang}-${region.toUpperCase()}` : lang;
}

/** A request outside what Helios may do (dosing, prescriptions, lab reading, letters, stopping a
 *  medicine) gets a clear refusal with general guidance; the consult then goes on. */
export function withOutOfScopeReply(c: ConsultContext, text: string): Partial<ConsultContext> {
  const r = classifyRequest(text, baseLocale(c.locale) ?? undefined);
  return r.outOfScope && r.reply ? withSay(c, r.reply) : {};
}

/** The request is one Helios may not answer (withOutOfScopeReply refuses it). */
export const isOutOfScope = (c: ConsultContext, text: string) => classifyRequest(text, baseLocale(c.locale) ?? undefined).outOfScope !== null;

export function withQuestion(c: ConsultContext, out: InterviewOutput): Partial<ConsultContext> {
  const q = out.question!;
  return {
    ...withSay(c, q.text),
    history: {
      ...c.history, facts: out.facts, asked: [...c.history.asked, q.field], pendingField: q.field, pendingText: q.text,
      pendingFinding: q.finding ?? null,
      ...(q.finding ? { askedFindings: [...(c.history.askedFindings ?? []), q.finding] } : {}),
      clarifyAsked: c.history.clarifyAsked + (out.clarifying ? 1 : 0),
    },
  };
}

export function withAnswer(c: ConsultContext, answer: string): Partial<ConsultContext> {
  const field = c.history.pendingField;
  if (!field) return {};
  const finding = c.history.pendingFinding;
  return { history: { ...c.history, answers: [...c.history.answers, { field, text: answer, ...(finding ? { finding } : {}) }], pendingField: null, pendingFinding: null } };
}

export function withFacts(c: ConsultContext, out: InterviewOutput): Partial<ConsultContext> {
  return { history: { ...c.history, facts: out.facts, pendingField: null, pendingFinding: null } };
}

export function withNotice(c: ConsultContext, notice: string): Partial<ConsultContext> {
  return { notices: [...c.notices, notice] };
}

export function withClarifyRound(c: ConsultContext, consensus: ConsensusOutput): Partial<ConsultContext> {
  return {
    ...sayKey(c, 'clarify'),
    consensus,
    clarifyRounds: c.clarifyRounds + 1,
    history: { ...c.history, maxQuestions: c.history.maxQuestions + 2, roundFrom: c.history.asked.length },
  };
}

/** A clarifying round that found no question to ask: the council would see the same history again, so the
 *  loop ends here and the low-confidence consensus goes on to the plan. */
export const clarifiedNothing = (c: ConsultContext) =>
  c.clarifyRounds > 0 && c.history.roundFrom !== undefined && c.history.asked.length === c.history.roundFrom;

/** When the council itself fails: general practice, flagged low confidence, urgency never below 3. */
export function withFallbackConsensus(c: ConsultContext): Partial<ConsultContext> {
  const votes = c.council?.votes ?? [];
  const urgency = Math.max(3, ...votes.map((v) => v.urgency));
  return {
    notices: [...c.notices, 'council_failed'],
    consensus: { specialty: 'general_practice', urgency, averageConfidence: 0, lowConfidence: true, proposals: [] },
  };
}

/** The plan starts: its advice message takes the next id now, before the plan call, so the advice the call
 *  streams and the message that follows share it (kept in context: deterministic, and it survives a restore). */
export function withAdviceId(c: ConsultContext): Partial<ConsultContext> {
  if (c.adviceMessageId) return {};
  return { adviceMessageId: `a${c.messageCount + 1}`, messageCount: c.messageCount + 1 };
}

export function withPlan(c: ConsultContext, plan: PlanOutput): Partial<ConsultContext> {
  const messageId = c.adviceMessageId;
  if (!messageId) return { ...withSay(c, plan.advice, plan.citations), plan };
  const said = plan.citations.length ? { messageId, text: plan.advice, citations: plan.citations } : { messageId, text: plan.advice };
  return { say: [...c.say, said], transcript: [...c.transcript, { role: 'assistant', text: plan.advice, at: now(), messageId }], plan };
}

function dispositionFor(urgency: number, current: Disposition): Disposition {
  if (urgency >= 5) return 'emergency';
  if (urgency === 4) return 'urgent_care';
  return current === 'self_care' && urgency >= 2 ? 'primary_care' : current;
}

/** Safety may raise urgency, never lower it. */
/** The plan at the safety review's urgency when that is higher (never lower). */
function raisedPlan(plan: NonNullable<ConsultContext['plan']>, safety: SafetyOutput): NonNullable<ConsultContext['plan']> {
  const urgency = Math.max(plan.urgency, safety.urgency);
  return urgency === plan.urgency ? plan : { ...plan, urgency, triageLevel: triageLevelFor(urgency), disposition: dispositionFor(urgency, plan.disposition) };
}

export function withSafety(c: ConsultContext, safety: SafetyOutput): Partial<ConsultContext> {
  const plan = raisedPlan(c.plan!, safety);
  if (plan === c.plan) return { safety };
  return { ...withSay(c, safety.message ?? text('safetyRaised', c.locale)), safety, plan };
}

/** The safety review wants a clinician before anything is booked: the plan takes the review's level, the
 *  patient is told in plain words what to do now, and the case waits in `escalated` for a clinician. */
export function withSafetyEscalation(c: ConsultContext, safety: SafetyOutput): Partial<ConsultContext> {
  return { ...withSay(c, text('safetyEscalated', c.locale)), safety, plan: raisedPlan(c.plan!, safety), ...withEscalation(c, 'safety_review') };
}

export function withSafetyEmergency(c: ConsultContext, safety: SafetyOutput): Partial<ConsultContext> {
  const hit = { id: 'safety_retriage', family: 'safety_review', kind: 'medical' as const, matched: '', label: 'Safety review re-triaged to emergency' };
  const plan = c.plan ? { ...c.plan, urgency: 5, triageLevel: 'emergency' as const, disposition: 'emergency' as const } : c.plan;
  return { safety, plan, redFlags: [...c.redFlags, hit], emergency: emergencyNotice([hit], c.locale) };
}

/** A clinician takes the case: the AI stops (only the message already streaming finishes) and the
 *  patient is told a clinician has joined. The answers still queued are never sent: they stay in the
 *  transcript, marked `unsent`, so the clinician sees what the patient has not been told (and what the
 *  patient wrote stays as it was). */
export function withTakeover(c: ConsultContext, e: { clinicianId: string; at: string }): Partial<ConsultContext> {
  const withdrawn = new Set(c.say.slice(1).map((s) => s.messageId));
  const transcript = c.transcript.map((t) => (t.role === 'assistant' && t.messageId && withdrawn.has(t.messageId) ? { ...t, unsent: true } : t));
  const kept = { ...c, say: c.say.slice(0, 1), transcript };
  // an offer the patient has not answered is withdrawn: the clinician books from here, and a stale
  // offer must not hold the consult open after the clinician releases it
  // (also when the consult was searching again after a taken slot: no offer is showing then, but the
  // booking is still pending)
  const offer = {
    ...(c.confirm ? { confirm: null } : {}),
    ...(c.booking.outcome === 'pending' ? { booking: { ...c.booking, outcome: 'withdrawn' as const } } : {}),
  };
  return { ...withSay(kept, text('clinicianJoined', c.locale)), escalation: { by: e.clinicianId, at: e.at }, ...offer };
}

export function withEscalation(c: ConsultContext, reason: string): Partial<ConsultContext> {
  return { escalation: { by: 'system', at: now(), reason }, notices: [...c.notices, reason] };
}

export function recommendationEvent(c: ConsultContext, key: string): OutboundEmitted {
  const plan = c.plan!;
  // no consensus after a booking request's short safety pass: the specialty is the one asked for (no votes)
  const consensus = c.consensus ?? { averageConfidence: 1, lowConfidence: false };
  return {
    type: 'outbound', name: 'recommendation', key: `recommendation-${key}`,
    payload: {
      specialty: plan.specialty, urgency: plan.urgency, triageLevel: plan.triageLevel, disposition: plan.disposition,
      averageConfidence: consensus.averageConfidence, lowConfidence: consensus.lowConfidence,
      votes: (c.council?.votes ?? []).map((v) => ({ agent: v.agent, specialty: v.specialty, confidence: v.confidence, urgency: v.urgency })),
      rationale: plan.advice,
      citations: plan.citations,
    },
  };
}

export function withOffer(c: ConsultContext, out: ProviderSearchOutput): Partial<ConsultContext> {
  const requestId = `b${c.booking.round + 1}`;
  return {
    // a move offered after the consult closed keeps the current appointment booked until it succeeds
    booking: { ...c.booking, typed: null, asks: 0, requestId, options: out.options, expiresAt: out.expiresAt, outcome: c.booking.outcome === 'booked' ? 'booked' : 'pending', prompt: out.prompt },
    confirm: { requestId, kind: 'booking', purpose: 'booking', optionIds: out.options.map((o) => o.id), expiresAt: out.expiresAt },
  };
}

export const GUARDIAN_OPTION = 'guardian-yes';

export function withGuardianRequest(c: ConsultContext): Partial<ConsultContext> {
  const expiresAt = new Date(Date.now() + c.confirmTtlMs).toISOString();
  return { guardianConsent: 'pending', confirm: { requestId: 'g1', kind: 'acknowledge', purpose: 'guardian', optionIds: [GUARDIAN_OPTION], expiresAt } };
}

export function withGuardianAnswer(c: ConsultContext, given: boolean): Partial<ConsultContext> {
  if (given) return { guardianConsent: 'given', confirm: null };
  return { ...sayKey(c, 'consentDeclined'), guardianConsent: 'declined', confirm: null, booking: { ...c.booking, outcome: 'consent_declined' } };
}

/** A time for the patient's eyes when the booking gave none (older snapshots): never the raw ISO string. */
function localTime(iso: string, c: ConsultContext): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(c.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: c.timeZone ?? 'UTC', timeZoneName: 'short' }).format(d);
}

export function confirmRequestEvent(c: ConsultContext): OutboundEmitted {
  const pending = c.confirm!;
  const b = c.booking;
  const a = c.booking.appointment;
  const payload =
    pending.purpose === 'guardian'
      ? { requestId: pending.requestId, kind: pending.kind, prompt: text('guardianPrompt', c.locale), expiresAt: pending.expiresAt, options: [{ id: GUARDIAN_OPTION, label: text('guardianYes', c.locale) }] }
      : pending.purpose === 'choice'
      ? {
          requestId: pending.requestId, kind: pending.kind, expiresAt: pending.expiresAt,
          prompt: text(b.outcome === 'booked' ? 'confirmMoveChoice' : 'confirmChoice', c.locale).replace('{label}', b.typed?.label ?? ''),
          options: b.typed ? [{ id: b.typed.id, label: b.typed.label, clinicId: b.typed.clinicId, providerId: b.typed.providerId, slot: b.typed.start }] : [],
        }
      : pending.purpose === 'end'
      ? { requestId: pending.requestId, kind: pending.kind, purpose: 'end' as const, prompt: text('endPrompt', c.locale), expiresAt: pending.expiresAt, options: [{ id: END_OPTION, label: text('endYes', c.locale) }] }
      : pending.purpose === 'cancel'
      ? {
          requestId: pending.requestId, kind: pending.kind, prompt: `${text('cancelPrompt', c.locale)} ${a?.providerName ?? ''}, ${a ? a.when ?? localTime(a.slot, c) : ''}`.trim(), expiresAt: pending.expiresAt,
          options: [{ id: CANCEL_OPTION, label: text('cancelYes', c.locale), ...(a ? { clinicId: a.clinicId, slot: a.slot } : {}) }],
        }
      : {
          requestId: pending.requestId, kind: pending.kind, prompt: b.prompt ?? '', expiresAt: pending.expiresAt,
          options: b.options.map((o) => ({ id: o.id, label: o.label, clinicId: o.clinicId, providerId: o.providerId, slot: o.start })),
        };
  return { type: 'outbound', name: 'confirm:request', key: `confirm-${pending.requestId}`, payload };
}

/** The name to book under, from the patient's answer ("my name is Ana Souza" → "Ana Souza"). */
export function nameFromAnswer(answer: string): string | null {
  const cleaned = answer
    .replace(/^\s*(my name is|my name's|name:|i am|i'm|it's|it is|book it under|under|je m'appelle|mon nom est|c'est|me llamo|mi nombre es|soy|meu nome é|meu nome e|me chamo|sou o|sou a)\s+/i, '')
    .replace(/[.!?,;:]+$/g, '')
    .trim();
  if (!cleaned || cleaned.length > 100 || /\d{3,}/.test(cleaned)) return null;
  return cleaned;
}

/** The name question is still queued or being written: a message now was typed before the patient saw it, so it
 *  is no answer to it (it stays in the transcript; the question follows it, and the answer after that is taken). */
export const nameQuestionPending = (c: ConsultContext) => c.say.some((s) => s.text === text('askName', c.locale));

export function withName(c: ConsultContext, answer: string): Partial<ConsultContext> {
  const name = nameFromAnswer(answer);
  return name ? { patient: { ...c.patient, name } } : { notices: [...c.notices, 'name_not_given'] };
}

export const needsName = (c: ConsultContext) => !c.patient.name && !c.notices.includes('name_not_given');

export const CANCEL_OPTION = 'cancel-yes';
export const END_OPTION = 'end-yes';

/** The patient said they want to stop during the interview: asked once whether to end the consult (the question
 *  they were asked stays open). The request's id is new for every ask. */
export function withEndRequest(c: ConsultContext): Partial<ConsultContext> {
  const expiresAt = new Date(Date.now() + c.confirmTtlMs).toISOString();
  return { confirm: { requestId: `e${c.messageCount}-${c.transcript.length}`, kind: 'acknowledge', purpose: 'end', optionIds: [END_OPTION], expiresAt } };
}

/** They did not want to end it: the consult goes on with the question still open (the last one it asked: the
 *  interview's, the reason's, the name's, or the greeting's "What brings you here today?"), asked again. */
export function withEndDeclined(c: ConsultContext): Partial<ConsultContext> {
  const said = [...c.transcript].reverse().find((e) => e.role === 'assistant')?.text ?? '';
  const question = said.split(/(?<=[.!?。])\s+/).filter((x) => /[?？]$/.test(x.trim())).at(-1) ?? '';
  return { ...withSay(c, text('endContinue', c.locale).replace('{question}', question).trim()), confirm: null };
}

/** A frightened "is it serious?" during the interview: heard, not answered with a diagnosis, told what to do if it
 *  gets worse, and the question still open asked again (the interview records no answer). */
export function withWorryHeard(c: ConsultContext): Partial<ConsultContext> {
  return withSay(c, text('worried', c.locale).replace('{question}', c.history.pendingText ?? '').trim());
}

/** A typed answer to "Do you want to end this consult?": yes (or "stop" again), no, or neither (an answer to the
 *  interview's question). */
export function endReply(said: string): 'yes' | 'no' | null {
  if (wantsToStop(said)) return 'yes';
  return parseYesNo(said);
}

/** After the consult closed with an appointment, the patient may still move or cancel it by chat. */
export const hasAppointment = (c: ConsultContext) => c.booking.outcome === 'booked' && c.booking.appointment !== null;

/** With an appointment: a request to move it, named ("reschedule my appointment") or not ("can I move it later?"). */
export function asksToMove(said: string): boolean {
  const named = bookingIntent(said);
  return named === 'reschedule' || (named === null && classifyIntent(said, { hasBooking: true }).booking?.action === 'reschedule');
}

export function withClosedHelp(c: ConsultContext): Partial<ConsultContext> {
  return sayKey(c, 'closedHelp');
}

/** "Move it to a later time", "to next week", "to Thursday": the move's search honours what was asked, a
 *  "later" or "earlier" taken from the current appointment. */
export function withRescheduleStart(c: ConsultContext, said = ''): Partial<ConsultContext> {
  const wish = parseSlotChoice(said, { options: [], timeZone: c.timeZone, request: true });
  const preference = wish?.kind === 'search' ? anchored(c, wish.preference) : null;
  return { booking: { ...c.booking, round: c.booking.round + 1, retries: 0, chosen: null, typed: null, asks: 0, preference } };
}

/** A "later" or "earlier" wish, bound to the times the patient has: later than the latest of them (the
 *  booked appointment and the options shown), earlier than the earliest. */
function anchored(c: ConsultContext, p: SearchPreference): SearchPreference {
  const times = [...(c.booking.outcome === 'booked' && c.booking.appointment ? [c.booking.appointment.slot] : []), ...(c.confirm ? c.booking.options.map((o) => o.start) : [])]
    .map((t) => Date.parse(t)).filter((t) => !Number.isNaN(t));
  if (!times.length || !p.direction) return p;
  return p.direction === 'later'
    ? { ...p, after: new Date(Math.max(...times)).toISOString() }
    : { ...p, before: new Date(Math.min(...times)).toISOString() };
}

/** What a message typed while a booking or move offer (or a typed choice) is pending asks for. */
export function typedChoice(c: ConsultContext, said: string): SlotChoice {
  if (!c.confirm || (c.confirm.purpose !== 'booking' && c.confirm.purpose !== 'choice')) return null;
  return parseSlotChoice(said, { options: c.booking.options.map((o) => ({ id: o.id, start: o.start, timeZone: o.timeZone })), timeZone: c.timeZone });
}
export const typedSelects = (c: ConsultContext, said: string) => typedChoice(c, said)?.kind === 'select';
export const typedSearches = (c: ConsultContext, said: string) => typedChoice(c, said)?.kind === 'search';
export const saysYes = (c: ConsultContext, said: string) => c.confirm?.purpose === 'choice' && parseYesNo(said) === 'yes';
export const saysNo = (c: ConsultContext, said: string) => c.confirm?.purpose === 'choice' && parseYesNo(said) === 'no';

/** An option chosen in words: asked once more (yes or no) before anything is booked or moved. */
export function withTypedChoice(c: ConsultContext, said: string): Partial<ConsultContext> {
  const choice = typedChoice(c, said);
  const option = choice?.kind === 'select' ? findOption(c, choice.optionId) : null;
  if (!option || !c.confirm) return {};
  const asks = (c.booking.asks ?? 0) + 1;
  return {
    booking: { ...c.booking, typed: option, asks },
    confirm: { requestId: `${c.booking.requestId}c${asks}`, kind: 'booking', purpose: 'choice', optionIds: [option.id], expiresAt: c.confirm.expiresAt },
  };
}

/** The typed choice is confirmed: it becomes the chosen option. */
export function withTypedConfirmed(c: ConsultContext): Partial<ConsultContext> {
  return { booking: { ...c.booking, chosen: c.booking.typed ?? null, typed: null }, confirm: null };
}

/** A "no" to the typed choice, or a wished time nobody has: the whole offer again, under a new request id. */
export function withReoffer(c: ConsultContext, noMatch = false): Partial<ConsultContext> {
  const asks = (c.booking.asks ?? 0) + 1;
  const expiresAt = c.confirm?.expiresAt ?? c.booking.expiresAt ?? new Date(Date.now() + c.confirmTtlMs).toISOString();
  return {
    ...(noMatch ? sayKey(c, 'noMatch') : {}),
    booking: { ...c.booking, typed: null, asks },
    confirm: { requestId: `${c.booking.requestId}r${asks}`, kind: 'booking', purpose: 'booking', optionIds: c.booking.options.map((o) => o.id), expiresAt },
  };
}

/** A wish for other times ("something later", "next week", "Thursday"): search again for it. */
export function withPreference(c: ConsultContext, said: string): Partial<ConsultContext> {
  const choice = typedChoice(c, said);
  if (choice?.kind !== 'search') return {};
  return { booking: { ...c.booking, round: c.booking.round + 1, typed: null, preference: anchored(c, choice.preference) }, confirm: null };
}

/** A search made at the patient's wish found nothing, while an earlier offer still stands. */
export const keepsLastOffer = (c: ConsultContext) => Boolean(c.booking.preference) && c.booking.options.length > 0 && c.booking.requestId !== null;

/** A move found no other time: the appointment stands, and the patient is told so. */
export function withNoMoveSlots(c: ConsultContext): Partial<ConsultContext> {
  return { ...sayKey(c, 'moveNoSlots'), confirm: null };
}

export function withUnchanged(c: ConsultContext): Partial<ConsultContext> {
  return { ...sayKey(c, 'unchanged'), confirm: null };
}

export function withCancelRequest(c: ConsultContext): Partial<ConsultContext> {
  const expiresAt = new Date(Date.now() + c.confirmTtlMs).toISOString();
  // a new id for every request (a declined, expired or failed one changes nothing, so `changes` would repeat it)
  const round = c.booking.round + 1;
  return { booking: { ...c.booking, round }, confirm: { requestId: `x${round}`, kind: 'acknowledge', purpose: 'cancel', optionIds: [CANCEL_OPTION], expiresAt } };
}

export function withRescheduled(c: ConsultContext, out: BookOutput): Partial<ConsultContext> {
  if (!out.ok) return {};
  return { ...withSay(c, out.message), booking: { ...c.booking, appointment: out, outcome: 'booked', changes: c.booking.changes + 1 }, confirm: null };
}

export function withCancelled(c: ConsultContext, out: { ok: boolean; message: string }): Partial<ConsultContext> {
  if (!out.ok) return { ...withSay(c, out.message || text('cancelFailed', c.locale)), confirm: null };
  const plan = c.plan ? { ...c.plan, disposition: dispositionFor(c.plan.urgency, 'primary_care') } : c.plan;
  return { ...sayKey(c, 'cancelled'), plan, booking: { ...c.booking, outcome: 'cancelled', changes: c.booking.changes + 1 }, confirm: null };
}

export const needsGuardianConsent = (c: ConsultContext) => Boolean(c.safety?.requiresGuardianConsent) && c.guardianConsent !== 'given';

/** When the pending confirmation expires (the `deadline` actor's input; re-armed after a restore). */
export const confirmDeadline = (c: ConsultContext) => ({ at: c.confirm?.expiresAt ?? new Date(0).toISOString() });

export const isCurrentRequest = (c: ConsultContext, requestId: string) => c.confirm?.requestId === requestId;

export function findOption(c: ConsultContext, optionId: string | undefined) {
  if (!optionId) return c.booking.options.length === 1 ? c.booking.options[0] : null;
  return c.booking.options.find((o) => o.id === optionId) ?? null;
}

export function withChoice(c: ConsultContext, optionId: string | undefined): Partial<ConsultContext> {
  return { booking: { ...c.booking, chosen: findOption(c, optionId) }, confirm: null };
}

export function withAppointment(c: ConsultContext, out: BookOutput): Partial<ConsultContext> {
  if (!out.ok) return {};
  const plan = c.plan ? { ...c.plan, disposition: 'appointment_booked' as const } : c.plan;
  return { ...withSay(c, out.message), plan, booking: { ...c.booking, appointment: out, outcome: 'booked' } };
}

export function bookingConfirmedEvent(c: ConsultContext): OutboundEmitted {
  const a = c.booking.appointment!;
  return {
    type: 'outbound', name: 'booking:confirmed', key: `booked-${c.booking.requestId}-${a.appointmentId}`,
    payload: { appointmentId: a.appointmentId, clinicId: a.clinicId, providerName: a.providerName, specialty: a.specialty, slot: a.slot },
  };
}

/** The chosen slot was taken: offer new ones, up to MAX_SLOT_RETRIES times since this booking or move began. */
export const mayRetryTakenSlot = (c: ConsultContext, out: BookOutput) =>
  !out.ok && out.reason === 'taken' && (c.booking.retries ?? 0) < MAX_SLOT_RETRIES;

export function withSlotTaken(c: ConsultContext, out: BookOutput): Partial<ConsultContext> {
  const booking = { ...c.booking, round: c.booking.round + 1, retries: (c.booking.retries ?? 0) + 1, chosen: null };
  return { ...withSay(c, out.message || text('slotTaken', c.locale)), booking };
}

export function withBookingFailed(c: ConsultContext, out: BookOutput): Partial<ConsultContext> {
  // a taken slot's own message promises the next options; with the retries used up none will come
  const said = !out.ok && out.reason === 'taken' ? text('slotsKeptTaken', c.locale) : out.message || text('bookingFailed', c.locale);
  return { ...withSay(c, said), booking: { ...c.booking, outcome: 'failed' } };
}

export function withNoSlots(c: ConsultContext, out: ProviderSearchOutput): Partial<ConsultContext> {
  return { ...withSay(c, out.prompt || text('noSlots', c.locale)), booking: { ...c.booking, outcome: 'no_slots' } };
}

const OUTCOME_TEXT: Partial<Record<BookingState['outcome'], TextKey>> = {
  declined: 'declined', expired: 'expired', failed: 'bookingFailed', no_slots: 'noSlots',
};

/** The patient ended the consult: it says so once, with what to do if the symptoms get worse. */
export function withEndedByPatient(c: ConsultContext): Partial<ConsultContext> {
  return { ...sayKey(c, 'endedByPatient'), endedBy: 'patient' };
}

export function withBookingOutcome(c: ConsultContext, outcome: BookingState['outcome'], endedBy?: 'patient'): Partial<ConsultContext> {
  const key = OUTCOME_TEXT[outcome];
  return {
    ...(key ? sayKey(c, key) : {}),
    booking: { ...c.booking, outcome },
    confirm: null,
    ...(endedBy ? { endedBy } : {}),
  };
}

export function withHandoff(_c: ConsultContext, out: DocumentOutput): Partial<ConsultContext> {
  return { handoffPacketId: out.handoffPacketId };
}

export function handoffReadyEvent(c: ConsultContext): OutboundEmitted {
  const key = c.booking.changes ? `handoff-${c.booking.changes}` : 'handoff';
  return { type: 'outbound', name: 'handoff:ready', key, payload: { handoffPacketId: c.handoffPacketId ?? '' } };
}

export function withClinicianMessage(c: ConsultContext, e: { clinicianId: string; text: string; at: string }): Partial<ConsultContext> {
  const messageId = `c${c.messageCount + 1}`;
  return { messageCount: c.messageCount + 1, transcript: [...c.transcript, { role: 'clinician', text: e.text, at: e.at, messageId }] };
}

export function lastClinicianMessageEvent(c: ConsultContext): OutboundEmitted {
  const last = c.transcript[c.transcript.length - 1];
  return {
    type: 'outbound', name: 'assistant:message', key: `msg-${last.messageId}`,
    payload: { messageId: last.messageId!, text: last.text, author: 'clinician' },
  };
}
