// Why this exists: the single source of truth for where a consult is. A pure statechart: every effect
// (agents, tools, booking, records, streaming) is an actor named here and supplied with .provide().
import { and, assign, emit, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import type {
  BookOutput, CancelOutput, ConsensusOutput, CouncilOutput, DocumentOutput, InterviewOutput, PlanOutput,
  ProviderSearchOutput, SafetyOutput,
} from './contract/role-schemas.ts';
import { bookingIntent, emergencyNotice, screenRedFlags } from './contract/consult-checks.ts';
import type { ConsultContext, ConsultEvent, ConsultInput, EducationOutput, OutboundEmitted, PendingSay, RequestAssessment, SpeakInput } from './consult.types.ts';
import * as ctx from './consult.context.ts';
import * as edu from './consult.education.ts';
import * as req from './consult.request.ts';
import { classifyIntent, voicesWorry, wantsToStop } from './patient-intent.ts';

/** Bumped whenever a change makes older persisted snapshots unsafe to restore. */
export const CONSULT_MACHINE_VERSION = 1;
export const MAX_CLARIFY_ROUNDS = 2;

type Inputs = { context: ConsultContext };
const notProvided = (name: string) => fromPromise<never, unknown>(async () => { throw new Error(`actor ${name} not provided`); });

/** The state in which a booking job is in flight (the clinic may be writing the appointment now). */
const BOOKING_IN_FLIGHT = { flow: { booking: 'booking' } } as const;
export const bookingInFlight = (snapshot: { matches(value: typeof BOOKING_IN_FLIGHT): boolean }) => snapshot.matches(BOOKING_IN_FLIGHT);

export const consultMachine = setup({
  types: {
    context: {} as ConsultContext,
    events: {} as ConsultEvent,
    input: {} as ConsultInput,
    emitted: {} as OutboundEmitted,
  },
  actors: {
    interview: notProvided('interview') as unknown as ReturnType<typeof fromPromise<InterviewOutput, Inputs>>,
    council: notProvided('council') as unknown as ReturnType<typeof fromPromise<CouncilOutput, Inputs>>,
    judge: notProvided('judge') as unknown as ReturnType<typeof fromPromise<ConsensusOutput, Inputs>>,
    plan: notProvided('plan') as unknown as ReturnType<typeof fromPromise<PlanOutput, Inputs>>,
    safety: notProvided('safety') as unknown as ReturnType<typeof fromPromise<SafetyOutput, Inputs>>,
    providerSearch: notProvided('providerSearch') as unknown as ReturnType<typeof fromPromise<ProviderSearchOutput, Inputs>>,
    book: notProvided('book') as unknown as ReturnType<typeof fromPromise<BookOutput, Inputs>>,
    reschedule: notProvided('reschedule') as unknown as ReturnType<typeof fromPromise<BookOutput, Inputs>>,
    cancelAppointment: notProvided('cancelAppointment') as unknown as ReturnType<typeof fromPromise<CancelOutput, Inputs>>,
    document: notProvided('document') as unknown as ReturnType<typeof fromPromise<DocumentOutput, Inputs>>,
    /** releases the slots held for the consult's offer (idempotent; it never fails the consult) */
    releaseHolds: notProvided('releaseHolds') as unknown as ReturnType<typeof fromPromise<void, Inputs>>,
    speak: notProvided('speak') as unknown as ReturnType<typeof fromPromise<void, SpeakInput>>,
    finishInterrupted: notProvided('finishInterrupted') as unknown as ReturnType<typeof fromPromise<{ text: string }, { caseId: string; say: PendingSay; locale: string }>>,
    deadline: notProvided('deadline') as unknown as ReturnType<typeof fromPromise<void, { at: string }>>,
    educate: notProvided('educate') as unknown as ReturnType<typeof fromPromise<EducationOutput, { caseId: string; question: string; locale: string }>>,
    /** a booking request's short safety pass: the engine's level for the history so far (machines/consult.request.ts) */
    assessRequest: notProvided('assessRequest') as unknown as ReturnType<typeof fromPromise<RequestAssessment, Inputs>>,
  },
  guards: {
    isDuplicateMessage: ({ context, event }) =>
      event.type === 'patient.message' && context.transcript.some((e) => e.clientMsgId === event.clientMsgId),
    hasRedFlag: ({ context, event }) =>
      'text' in event && screenRedFlags(event.text, { patient: context.patient, locale: context.locale }).length > 0,
    isOpen: and([
      ({ context }) => context.endedBy === null,
      not(stateIn('#consult.flow.documentation')),
      not(stateIn('#consult.flow.closed')),
      not(stateIn('#consult.flow.emergency')),
    ]),
    /** a booking job is in flight (the clinic may be writing the appointment now) */
    isBooking: stateIn(BOOKING_IN_FLIGHT),
    /** a health question (after the red-flag screen, not an out-of-scope request) in a stage that answers them:
     *  before the interview, during it, and after the consult closed */
    asksHealthQuestion: and([
      ({ context, event }) => event.type === 'patient.message' && classifyIntent(event.text, { hasBooking: ctx.hasAppointment(context) }).kind === 'question' && !ctx.isOutOfScope(context, event.text),
      or([stateIn('#consult.flow.triage'), stateIn('#consult.flow.history'), stateIn('#consult.flow.closed.idle')]),
    ]),
    hasQuestion: ({ context }) => edu.pendingQuestions(context).length > 0,
    hasPendingSay: ({ context }) => context.say.length > 0,
    nothingToSay: ({ context }) => context.say.length === 0,
    /** a confirm.reply to the pending request: accepting, accepting one of the offered options, declining */
    acceptsPending: ({ context, event }) => event.type === 'confirm.reply' && ctx.isCurrentRequest(context, event.requestId) && event.accept,
    acceptsOffered: ({ context, event }) =>
      event.type === 'confirm.reply' && ctx.isCurrentRequest(context, event.requestId) && event.accept && ctx.findOption(context, event.optionId) !== null,
    declinesPending: ({ context, event }) => event.type === 'confirm.reply' && ctx.isCurrentRequest(context, event.requestId) && !event.accept,
    /** words typed while an offer is pending: an option chosen, other times wished for, a yes or a no to a typed choice */
    typedSelects: ({ context, event }) => event.type === 'patient.utterance' && ctx.typedSelects(context, event.text),
    typedSearches: ({ context, event }) => event.type === 'patient.utterance' && ctx.typedSearches(context, event.text),
    saysYes: ({ context, event }) => event.type === 'patient.utterance' && ctx.saysYes(context, event.text),
    saysNo: ({ context, event }) => event.type === 'patient.utterance' && ctx.saysNo(context, event.text),
    /** "Do you want to end this consult?" is pending (the patient said they want to stop) */
    endAsked: ({ context }) => context.confirm?.purpose === 'end',
    /** the patient wants to stop, where the consult waits for their words (first message, the interview's and the
     *  reason's questions, the name to book under) */
    asksToStop: and([
      ({ event }) => event.type === 'patient.message' && wantsToStop(event.text),
      or([stateIn('#consult.flow.triage'), stateIn('#consult.flow.history.waiting'), stateIn('#consult.flow.history.reason'), stateIn('#consult.flow.booking.naming')]),
    ]),
    /** a booking request typed during the interview (remembered; the interview goes on) */
    asksToBook: ({ event }) => event.type === 'patient.utterance' && req.isLaterRequest(event.text),
  },
  actions: {
    recordPatientMessage: assign(({ context, event }) =>
      event.type === 'patient.message' ? ctx.withPatientMessage(context, event, classifyIntent(event.text, { hasBooking: ctx.hasAppointment(context) }).kind) : {}),
    queueQuestion: assign(({ context, event }) => ('text' in event ? edu.withQuestionAsked(context, event.text) : {})),
    recordRedFlags: assign(({ context, event }) => {
      if (!('text' in event)) return {};
      const hits = screenRedFlags(event.text, { patient: context.patient, locale: context.locale });
      return { redFlags: [...context.redFlags, ...hits], emergency: emergencyNotice(hits, context.locale) };
    }),
    answerOutOfScope: assign(({ context, event }) => ('text' in event ? ctx.withOutOfScopeReply(context, event.text) : {})),
    forwardUtterance: raise(({ event }) => ({ type: 'patient.utterance' as const, text: 'text' in event ? event.text : '' })),
    announceEmergency: emit(({ context }): OutboundEmitted => ({
      type: 'outbound', name: 'emergency', key: 'emergency',
      payload: context.emergency ?? emergencyNotice([], context.locale),
    })),
    muteSpeaker: raise({ type: 'speaker.mute' as const }),
    dequeueSay: assign(({ context }) => ({ say: context.say.slice(1) })),
    greet: assign(({ context }) => ctx.withSay(context, ctx.greeting(context.locale))),
    // the patient ended the consult (End button or its one question): told so, with what to do if it gets worse
    endByPatient: assign(({ context }) => ctx.withEndedByPatient(context)),
    keepAppointment: assign(({ context }) => ctx.withUnchanged(context)),
    chooseTyped: assign(({ context, event }) => (event.type === 'patient.utterance' ? ctx.withTypedChoice(context, event.text) : {})),
    confirmTyped: assign(({ context }) => ctx.withTypedConfirmed(context)),
    wishOtherTimes: assign(({ context, event }) => (event.type === 'patient.utterance' ? ctx.withPreference(context, event.text) : {})),
    reoffer: assign(({ context }) => ctx.withReoffer(context)),
    sendConfirm: emit(({ context }) => ctx.confirmRequestEvent(context)),
    rememberRequest: assign(({ context, event }) => (event.type === 'patient.utterance' ? req.withLaterRequest(context, event.text) : {})),
  },
}).createMachine({
  id: 'consult',
  type: 'parallel',
  context: ({ input }) => ctx.initialContext(input),
  on: {
    'patient.message': [
      { guard: 'isDuplicateMessage' },
      { guard: 'hasRedFlag', target: '#consult.flow.emergency', actions: ['recordPatientMessage', 'recordRedFlags'] },
      // a health question is answered (the educator region) and the stage does not see it: the consult stays where it was
      { guard: 'asksHealthQuestion', actions: ['recordPatientMessage', 'queueQuestion'] },
      // "Do you want to end this consult?" is pending: yes (or "stop" again) ends it, no goes on with the question
      // still open, anything else is the answer to that question
      { guard: and(['endAsked', ({ event }) => ctx.endReply(event.text) === 'yes']), actions: ['recordPatientMessage', assign({ confirm: null }), raise({ type: 'consult.end' as const })] },
      { guard: and(['endAsked', ({ event }) => ctx.endReply(event.text) === 'no']), actions: ['recordPatientMessage', assign(({ context }) => ctx.withEndDeclined(context))] },
      { guard: 'endAsked', actions: ['recordPatientMessage', assign({ confirm: null }), 'answerOutOfScope', 'forwardUtterance'] },
      // a frightened "is it serious?" during the interview is not an answer: heard, and the question asked again
      { guard: and([({ event }) => voicesWorry(event.text), stateIn('#consult.flow.history.waiting')]), actions: ['recordPatientMessage', assign(({ context }) => ctx.withWorryHeard(context))] },
      // "I want to stop" where the consult waits for the patient's words is not an answer: asked once instead
      { guard: 'asksToStop', actions: ['recordPatientMessage', assign(({ context }) => ctx.withEndRequest(context)), 'sendConfirm'] },
      { actions: ['recordPatientMessage', 'answerOutOfScope', 'forwardUtterance'] },
    ],
    'confirm.reply': [
      { guard: and(['endAsked', 'acceptsPending']), actions: [assign({ confirm: null }), raise({ type: 'consult.end' as const })] },
      { guard: and(['endAsked', 'declinesPending']), actions: assign(({ context }) => ctx.withEndDeclined(context)) },
    ],
    'transcript.partial': [
      { guard: 'hasRedFlag', target: '#consult.flow.emergency', actions: 'recordRedFlags' },
      { actions: raise({ type: 'speaker.interrupt' as const }) },
    ],
    'case.takeover': {
      // not while a booking job is in flight: its appointment would be made with nobody told of it
      guard: and(['isOpen', not('isBooking')]),
      target: '#consult.flow.escalated',
      actions: assign(({ context, event }) => ctx.withTakeover(context, event)),
    },
  },
  states: {
    flow: {
      initial: 'triage',
      states: {
        triage: {
          entry: 'greet',
          on: {
            'patient.utterance': [
              // a booking request: a short safety pass, then a search for what was asked
              {
                guard: ({ event }) => classifyIntent(event.text).booking?.action === 'book',
                target: 'history',
                actions: assign(({ context, event }) => req.withBookingRequest(context, classifyIntent(event.text).booking!)),
              },
              { target: 'history' },
            ],
            'consult.end': { target: 'documentation', actions: 'endByPatient' },
          },
        },
        history: {
          initial: 'starting',
          on: {
            'consult.end': { target: 'documentation', actions: 'endByPatient' },
            'patient.utterance': { guard: 'asksToBook', actions: 'rememberRequest' },
          },
          states: {
            starting: { always: [{ guard: ({ context }) => req.needsReason(context), target: 'reason' }, { target: 'thinking' }] },
            reason: {
              entry: assign(({ context }) => req.withReasonQuestion(context)),
              on: { 'patient.utterance': { target: 'thinking', actions: assign(({ context }) => req.withReason(context)) } },
            },
            thinking: {
              invoke: {
                src: 'interview',
                input: ({ context }) => ({ context }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.question !== null,
                    target: 'waiting',
                    actions: assign(({ context, event }) => ctx.withQuestion(context, event.output)),
                  },
                  { guard: ({ context }) => ctx.clarifiedNothing(context), target: '#consult.flow.plan', actions: assign(({ context, event }) => ctx.withFacts(context, event.output)) },
                  { guard: ({ context }) => req.takesShortPass(context), target: 'assessing', actions: assign(({ context, event }) => ctx.withFacts(context, event.output)) },
                  { target: '#consult.flow.council', actions: assign(({ context, event }) => ctx.withFacts(context, event.output)) },
                ],
                onError: { target: '#consult.flow.council', actions: assign(({ context }) => ctx.withNotice(context, 'history_failed')) },
              },
            },
            waiting: {
              on: {
                'patient.utterance': [
                  { guard: 'asksToBook', actions: 'rememberRequest' },
                  { target: 'thinking', actions: assign(({ context, event }) => ctx.withAnswer(context, event.text)) },
                ],
              },
            },
            // a booking request's level check: routine goes straight to the safety review and the offer of what was
            // asked (no council, no plan call); above routine, or when the check fails, the council decides
            assessing: {
              invoke: {
                src: 'assessRequest',
                input: ({ context }) => ({ context }),
                onDone: [
                  { guard: ({ event }) => req.raisesLevel(event.output), target: '#consult.flow.council', actions: assign(({ context, event }) => req.withLevelRaised(context, event.output)) },
                  {
                    target: '#consult.flow.safety',
                    actions: [assign(({ context, event }) => req.withRequestPlan(context, event.output)), emit(({ context }) => ctx.recommendationEvent(context, 'plan'))],
                  },
                ],
                onError: { target: '#consult.flow.council', actions: assign(({ context }) => ctx.withNotice(context, 'request_assessment_failed')) },
              },
            },
          },
        },
        council: {
          initial: 'convening',
          on: { 'consult.end': { target: 'documentation', actions: 'endByPatient' } },
          states: {
            convening: {
              entry: assign(({ context }) => ctx.withSay(context, ctx.councilIntro(context.locale))),
              invoke: {
                src: 'council',
                input: ({ context }) => ({ context }),
                onDone: { target: 'judging', actions: assign({ council: ({ event }) => event.output }) },
                onError: { target: '#consult.flow.plan', actions: assign(({ context }) => ctx.withFallbackConsensus(context)) },
              },
            },
            judging: {
              invoke: {
                src: 'judge',
                input: ({ context }) => ({ context }),
                onDone: [
                  {
                    // a booking request's short safety pass takes no clarifying rounds
                    guard: ({ context, event }) => event.output.lowConfidence && context.clarifyRounds < MAX_CLARIFY_ROUNDS && !context.request,
                    target: '#consult.flow.history',
                    actions: assign(({ context, event }) => ctx.withClarifyRound(context, event.output)),
                  },
                  { target: '#consult.flow.plan', actions: assign({ consensus: ({ event }) => event.output }) },
                ],
                onError: { target: '#consult.flow.plan', actions: assign(({ context }) => ctx.withFallbackConsensus(context)) },
              },
            },
          },
        },
        plan: {
          on: { 'consult.end': { target: 'documentation', actions: 'endByPatient' } },
          entry: assign(({ context }) => ctx.withAdviceId(context)),
          invoke: {
            src: 'plan',
            input: ({ context }) => ({ context }),
            onDone: {
              target: 'safety',
              actions: [
                assign(({ context, event }) => ctx.withPlan(context, event.output)),
                emit(({ context }) => ctx.recommendationEvent(context, 'plan')),
              ],
            },
            onError: { target: 'escalated', actions: assign(({ context }) => ctx.withEscalation(context, 'plan_failed')) },
          },
        },
        safety: {
          on: { 'consult.end': { target: 'documentation', actions: 'endByPatient' } },
          invoke: {
            src: 'safety',
            input: ({ context }) => ({ context }),
            onDone: [
              {
                guard: ({ event }) => event.output.emergency,
                target: 'emergency',
                actions: assign(({ context, event }) => ctx.withSafetyEmergency(context, event.output)),
              },
              {
                guard: ({ event }) => event.output.escalate,
                target: 'escalated',
                actions: [
                  assign(({ context, event }) => ctx.withSafetyEscalation(context, event.output)),
                  emit(({ context }) => ctx.recommendationEvent(context, 'safety')),
                ],
              },
              {
                guard: ({ context, event }) => event.output.urgency > (context.plan?.urgency ?? 0),
                target: 'booking',
                actions: [
                  assign(({ context, event }) => ctx.withSafety(context, event.output)),
                  emit(({ context }) => ctx.recommendationEvent(context, 'safety')),
                ],
              },
              { target: 'booking', actions: assign(({ context, event }) => ctx.withSafety(context, event.output)) },
            ],
            onError: { target: 'escalated', actions: assign(({ context }) => ctx.withEscalation(context, 'safety_failed')) },
          },
        },
        booking: {
          initial: 'checking',
          on: { 'consult.end': { target: 'documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'declined', 'patient')) } },
          states: {
            checking: {
              always: [
                { guard: ({ context }) => ctx.needsGuardianConsent(context), target: 'consent' },
                { guard: ({ context }) => ctx.needsName(context), target: 'naming' },
                { target: 'searching' },
              ],
            },
            naming: {
              entry: assign(({ context }) => ctx.askName(context)),
              on: { 'patient.utterance': [{ guard: ({ context }) => ctx.nameQuestionPending(context) }, { target: 'searching', actions: assign(({ context, event }) => ctx.withName(context, event.text)) }] },
            },
            consent: {
              entry: [assign(({ context }) => ctx.withGuardianRequest(context)), emit(({ context }) => ctx.confirmRequestEvent(context))],
              invoke: {
                src: 'deadline',
                input: ({ context }) => ctx.confirmDeadline(context),
                onDone: { target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'expired')) },
              },
              on: {
                'confirm.reply': [
                  {
                    guard: 'acceptsPending',
                    target: 'checking',
                    actions: assign(({ context }) => ctx.withGuardianAnswer(context, true)),
                  },
                  {
                    guard: 'declinesPending',
                    target: '#consult.flow.documentation',
                    actions: assign(({ context }) => ctx.withGuardianAnswer(context, false)),
                  },
                ],
              },
            },
            searching: {
              invoke: {
                src: 'providerSearch',
                input: ({ context }) => ({ context }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.options.length > 0,
                    target: 'awaiting',
                    actions: [
                      assign(({ context, event }) => ctx.withOffer(context, event.output)),
                      emit(({ context }) => ctx.confirmRequestEvent(context)),
                    ],
                  },
                  { guard: ({ context }) => ctx.keepsLastOffer(context), target: 'awaiting', actions: [assign(({ context }) => ctx.withReoffer(context, true)), 'sendConfirm'] },
                  { target: '#consult.flow.documentation', actions: assign(({ context, event }) => ctx.withNoSlots(context, event.output)) },
                ],
                onError: { target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'failed')) },
              },
            },
            awaiting: {
              invoke: {
                src: 'deadline',
                input: ({ context }) => ctx.confirmDeadline(context),
                onDone: { target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'expired')) },
              },
              on: {
                'confirm.reply': [
                  {
                    guard: 'acceptsOffered',
                    target: 'booking',
                    actions: assign(({ context, event }) => ctx.withChoice(context, event.optionId)),
                  },
                  { guard: 'declinesPending', target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'declined')) },
                ],
                'patient.utterance': [
                  { guard: 'typedSelects', target: 'choosing', actions: ['chooseTyped', 'sendConfirm'] },
                  { guard: 'typedSearches', target: 'searching', actions: 'wishOtherTimes' },
                ],
              },
            },
            // an option chosen in words, asked once more: yes books it, no shows the offer again
            choosing: {
              invoke: {
                src: 'deadline',
                input: ({ context }) => ctx.confirmDeadline(context),
                onDone: { target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'expired')) },
              },
              on: {
                'confirm.reply': [
                  { guard: 'acceptsPending', target: 'booking', actions: 'confirmTyped' },
                  { guard: 'declinesPending', target: 'awaiting', actions: ['reoffer', 'sendConfirm'] },
                ],
                'patient.utterance': [
                  { guard: 'typedSelects', target: 'choosing', reenter: true, actions: ['chooseTyped', 'sendConfirm'] },
                  { guard: 'typedSearches', target: 'searching', actions: 'wishOtherTimes' },
                  { guard: 'saysYes', target: 'booking', actions: 'confirmTyped' },
                  { guard: 'saysNo', target: 'awaiting', actions: ['reoffer', 'sendConfirm'] },
                ],
              },
            },
            booking: {
              invoke: {
                src: 'book',
                input: ({ context }) => ({ context }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: '#consult.flow.documentation',
                    actions: [
                      assign(({ context, event }) => ctx.withAppointment(context, event.output)),
                      emit(({ context }) => ctx.bookingConfirmedEvent(context)),
                    ],
                  },
                  {
                    guard: ({ context, event }) => ctx.mayRetryTakenSlot(context, event.output),
                    target: 'searching',
                    actions: assign(({ context, event }) => ctx.withSlotTaken(context, event.output)),
                  },
                  { target: '#consult.flow.documentation', actions: assign(({ context, event }) => ctx.withBookingFailed(context, event.output)) },
                ],
                onError: { target: '#consult.flow.documentation', actions: assign(({ context }) => ctx.withBookingOutcome(context, 'failed')) },
              },
            },
          },
        },
        documentation: {
          initial: 'writing',
          invoke: { src: 'releaseHolds', input: ({ context }) => ({ context }), onError: { actions: [] } },
          states: {
            writing: {
              invoke: {
                src: 'document',
                input: ({ context }) => ({ context }),
                onDone: {
                  target: '#consult.flow.closed',
                  actions: [
                    assign(({ context, event }) => ctx.withHandoff(context, event.output)),
                    emit(({ context }) => ctx.handoffReadyEvent(context)),
                  ],
                },
                onError: { target: '#consult.flow.closed', actions: assign(({ context }) => ctx.withNotice(context, 'documentation_failed')) },
              },
            },
          },
        },
        escalated: {
          invoke: { src: 'releaseHolds', input: ({ context }) => ({ context }), onError: { actions: [] } },
          on: {
            'consult.end': { target: 'documentation', actions: 'endByPatient' },
            'clinician.message': {
              actions: [
                assign(({ context, event }) => ctx.withClinicianMessage(context, event)),
                emit(({ context }) => ctx.lastClinicianMessageEvent(context)),
              ],
            },
            'case.release': {
              target: 'documentation',
              actions: assign(({ context, event }) => ({
                endedBy: 'clinician' as const,
                escalation: { by: event.clinicianId, at: context.escalation?.at ?? event.at, note: event.note },
              })),
            },
          },
        },
        emergency: {
          initial: 'documenting',
          entry: ['announceEmergency', 'muteSpeaker', assign({ say: [] })],
          invoke: { src: 'releaseHolds', input: ({ context }) => ({ context }), onError: { actions: [] } },
          states: {
            documenting: {
              invoke: {
                src: 'document',
                input: ({ context }) => ({ context }),
                onDone: {
                  target: 'done',
                  actions: [assign(({ context, event }) => ctx.withHandoff(context, event.output)), emit(({ context }) => ctx.handoffReadyEvent(context))],
                },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        closed: {
          // The consult has ended; with an appointment, the patient may still move or cancel it by chat.
          initial: 'idle',
          states: {
            idle: {
              // after a move offer was declined or expired (or the move made): its holds go at once
              invoke: { src: 'releaseHolds', input: ({ context }) => ({ context }), onError: { actions: [] } },
              on: {
                'patient.utterance': [
                  { guard: ({ context, event }) => ctx.hasAppointment(context) && ctx.asksToMove(event.text), target: 'rescheduling', actions: assign(({ context, event }) => ctx.withRescheduleStart(context, event.text)) },
                  { guard: ({ context, event }) => ctx.hasAppointment(context) && bookingIntent(event.text) === 'cancel', target: 'cancelling' },
                  { actions: assign(({ context }) => ctx.withClosedHelp(context)) },
                ],
              },
            },
            rescheduling: {
              initial: 'searching',
              states: {
                searching: {
                  invoke: {
                    src: 'providerSearch',
                    input: ({ context }) => ({ context }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.options.length > 0,
                        target: 'awaiting',
                        actions: [assign(({ context, event }) => ctx.withOffer(context, event.output)), emit(({ context }) => ctx.confirmRequestEvent(context))],
                      },
                      { target: '#consult.flow.closed.idle', actions: assign(({ context }) => ctx.withNoMoveSlots(context)) },
                    ],
                    onError: { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                  },
                },
                awaiting: {
                  invoke: {
                    src: 'deadline',
                    input: ({ context }) => ctx.confirmDeadline(context),
                    onDone: { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                  },
                  on: {
                    'confirm.reply': [
                      {
                        guard: 'acceptsOffered',
                        target: 'moving',
                        actions: assign(({ context, event }) => ctx.withChoice(context, event.optionId)),
                      },
                      { guard: 'declinesPending', target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                    ],
                    'patient.utterance': [
                      { guard: 'typedSelects', target: 'choosing', actions: ['chooseTyped', 'sendConfirm'] },
                      { guard: 'typedSearches', target: 'searching', actions: 'wishOtherTimes' },
                    ],
                  },
                },
                choosing: {
                  invoke: {
                    src: 'deadline',
                    input: ({ context }) => ctx.confirmDeadline(context),
                    onDone: { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                  },
                  on: {
                    'confirm.reply': [
                      { guard: 'acceptsPending', target: 'moving', actions: 'confirmTyped' },
                      { guard: 'declinesPending', target: 'awaiting', actions: ['reoffer', 'sendConfirm'] },
                    ],
                    'patient.utterance': [
                      { guard: 'typedSelects', target: 'choosing', reenter: true, actions: ['chooseTyped', 'sendConfirm'] },
                      { guard: 'typedSearches', target: 'searching', actions: 'wishOtherTimes' },
                      { guard: 'saysYes', target: 'moving', actions: 'confirmTyped' },
                      { guard: 'saysNo', target: 'awaiting', actions: ['reoffer', 'sendConfirm'] },
                    ],
                  },
                },
                moving: {
                  invoke: {
                    src: 'reschedule',
                    input: ({ context }) => ({ context }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.ok,
                        target: '#consult.flow.closed.updating',
                        actions: [assign(({ context, event }) => ctx.withRescheduled(context, event.output)), emit(({ context }) => ctx.bookingConfirmedEvent(context))],
                      },
                      {
                        guard: ({ context, event }) => ctx.mayRetryTakenSlot(context, event.output),
                        target: 'searching',
                        actions: assign(({ context, event }) => ctx.withSlotTaken(context, event.output)),
                      },
                      { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                    ],
                    onError: { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                  },
                },
              },
            },
            cancelling: {
              initial: 'confirming',
              states: {
                confirming: {
                  entry: [assign(({ context }) => ctx.withCancelRequest(context)), emit(({ context }) => ctx.confirmRequestEvent(context))],
                  invoke: {
                    src: 'deadline',
                    input: ({ context }) => ctx.confirmDeadline(context),
                    onDone: { target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                  },
                  on: {
                    'confirm.reply': [
                      { guard: 'acceptsPending', target: 'cancelling', actions: assign({ confirm: null }) },
                      { guard: 'declinesPending', target: '#consult.flow.closed.idle', actions: 'keepAppointment' },
                    ],
                  },
                },
                cancelling: {
                  invoke: {
                    src: 'cancelAppointment',
                    input: ({ context }) => ({ context }),
                    onDone: [
                      { guard: ({ event }) => event.output.ok, target: '#consult.flow.closed.updating', actions: assign(({ context, event }) => ctx.withCancelled(context, event.output)) },
                      { target: '#consult.flow.closed.idle', actions: assign(({ context, event }) => ctx.withCancelled(context, event.output)) },
                    ],
                    onError: { target: '#consult.flow.closed.idle', actions: assign(({ context }) => ctx.withCancelled(context, { ok: false, message: '' })) },
                  },
                },
              },
            },
            updating: {
              invoke: {
                src: 'document',
                input: ({ context }) => ({ context }),
                onDone: { target: 'idle', actions: emit(({ context }) => ctx.handoffReadyEvent(context)) },
                onError: { target: 'idle', actions: assign(({ context }) => ctx.withNotice(context, 'documentation_failed')) },
              },
            },
          },
        },
      },
    },
    educator: {
      // answers health questions one at a time; the answer and the way back to the stage are queued for the speaker
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQuestion', target: 'answering' } },
        answering: {
          invoke: {
            src: 'educate',
            input: ({ context }) => edu.educateInput(context),
            onDone: [
              // a clinician took the case, or it became an emergency, while the answer was being made: it is not sent
              { guard: or([stateIn('#consult.flow.escalated'), stateIn('#consult.flow.emergency')]), target: 'idle', actions: assign({ questions: [] }) },
              { target: 'idle', actions: assign(({ context, event }) => edu.withEducationAnswer(context, event.output)) },
            ],
            onError: { target: 'idle', actions: assign(({ context }) => edu.withEducationUnavailable(context)) },
          },
        },
      },
    },
    speaker: {
      initial: 'idle',
      on: { 'speaker.mute': '.muted' },
      states: {
        idle: { always: { guard: 'hasPendingSay', target: 'speaking' } },
        speaking: {
          invoke: {
            src: 'speak',
            input: ({ context }) => ctx.speakInput(context),
            onDone: { target: 'idle', actions: 'dequeueSay' },
            onError: { target: 'idle', actions: 'dequeueSay' },
          },
          on: { 'speaker.interrupt': 'interrupting' },
        },
        interrupting: {
          invoke: {
            src: 'finishInterrupted',
            input: ({ context }) => ({ caseId: context.caseId, say: context.say[0], locale: context.locale }),
            onDone: { target: 'idle', actions: [assign(({ context, event }) => ctx.withInterrupted(context, event.output.text)), 'dequeueSay'] },
            onError: { target: 'idle', actions: 'dequeueSay' },
          },
        },
        muted: {},
      },
    },
  },
});

export type ConsultMachine = typeof consultMachine;

/** The stage (top-level flow state) of a snapshot value. */
export function stageOf(value: unknown): string {
  const flow = (value as { flow?: unknown }).flow;
  return typeof flow === 'string' ? flow : Object.keys(flow as object)[0];
}
