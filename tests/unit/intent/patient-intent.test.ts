// Why this exists: the patient-intent classifier against its own labelled cases (intent.cases.jsonl, en/es/fr/pt,
// mixed turns included), with precision and recall per intent printed; the booking request's fields; and the
// evaluation cases' turns, none of which may be taken for a question or a booking (they are consults).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalTurns } from '../../support/eval-turns.ts';
import { classifyIntent, INTENT_KINDS, type IntentKind } from '../../../machines/patient-intent.ts';
import { readBookingRequest } from '../../../machines/booking-request.ts';

interface Case { text: string; intent: IntentKind; lang: string; /** the patient has a booking to move */ hasBooking?: boolean; action?: string }
const here = new URL('.', import.meta.url).pathname;
const CASES: Case[] = readFileSync(`${here}intent.cases.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));

function scores(cases: Case[]) {
  const out = {} as Record<IntentKind, { precision: number; recall: number; support: number }>;
  const got = cases.map((c) => classifyIntent(c.text, { hasBooking: c.hasBooking }).kind);
  for (const k of INTENT_KINDS) {
    const tp = cases.filter((c, i) => c.intent === k && got[i] === k).length;
    const predicted = got.filter((g) => g === k).length;
    const actual = cases.filter((c) => c.intent === k).length;
    out[k] = { precision: predicted ? tp / predicted : 1, recall: actual ? tp / actual : 1, support: actual };
  }
  return { out, wrong: cases.filter((c, i) => got[i] !== c.intent).map((c, i) => ({ ...c, got: got[cases.indexOf(c)] ?? i })) };
}

describe('patient intent: labelled cases', () => {
  it('has at least 200 cases, every intent in every language', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(200);
    for (const lang of ['en', 'es', 'fr', 'pt']) {
      for (const k of INTENT_KINDS) expect(CASES.filter((c) => c.lang === lang && c.intent === k).length, `${lang} ${k}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('classifies them with precision and recall ≥ 0.95 per intent (printed)', () => {
    const { out, wrong } = scores(CASES);
    const table = INTENT_KINDS.map((k) => `${k.padEnd(8)} precision ${out[k].precision.toFixed(3)}  recall ${out[k].recall.toFixed(3)}  n=${out[k].support}`);
    console.log(`patient intent over ${CASES.length} labelled cases\n${table.join('\n')}`);
    expect(wrong).toEqual([]);
    for (const k of INTENT_KINDS) {
      expect(out[k].precision, k).toBeGreaterThanOrEqual(0.95);
      expect(out[k].recall, k).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('per language too', () => {
    for (const lang of ['en', 'es', 'fr', 'pt']) {
      const { wrong } = scores(CASES.filter((c) => c.lang === lang));
      expect(wrong, lang).toEqual([]);
    }
  });

  it('decides mixed turns by the documented rule: one\'s own current symptom first', () => {
    expect(classifyIntent("I've had chest pain, can I book a cardiologist?").kind).toBe('symptom');
    expect(classifyIntent('what are the symptoms of diabetes?').kind).toBe('question');
    expect(classifyIntent('is it normal to have a headache after covid?').kind).toBe('question');
    expect(classifyIntent('is it normal that I have a headache after covid?').kind).toBe('symptom');
    expect(classifyIntent('Do I have diabetes?').kind).toBe('other');
    expect(classifyIntent('').kind).toBe('other');
  });
});

describe('patient intent: booking requests', () => {
  it('reads the action, specialty, doctor, day and window', () => {
    expect(classifyIntent('Book me with a cardiologist next Tuesday afternoon')).toEqual({
      kind: 'booking', booking: { action: 'book', specialty: 'cardiology', day: 'tuesday', nextWeek: true, window: 'afternoon' },
    });
    expect(readBookingRequest('Can I see Dr. Alvarez tomorrow morning?')).toEqual({ action: 'book', doctor: 'Alvarez', day: 'tomorrow', window: 'morning' });
    expect(readBookingRequest('Resérvame una cita con un dermatólogo el martes por la tarde')).toEqual({ action: 'book', specialty: 'dermatology', day: 'tuesday', window: 'afternoon' });
    expect(readBookingRequest('¿Puedo ver a la doctora Souza mañana por la mañana?')).toEqual({ action: 'book', doctor: 'Souza', day: 'tomorrow', window: 'morning' });
    expect(readBookingRequest('Réservez-moi un rendez-vous avec un dermatologue mardi après-midi')).toMatchObject({ specialty: 'dermatology', day: 'tuesday', window: 'afternoon' });
    expect(readBookingRequest('Posso ver a doutora Lima amanhã de manhã?')).toEqual({ action: 'book', doctor: 'Lima', day: 'tomorrow', window: 'morning' });
    expect(readBookingRequest('Please cancel my appointment').action).toBe('cancel');
    expect(readBookingRequest('Pouvez-vous déplacer mon rendez-vous à vendredi ?')).toEqual({ action: 'reschedule', day: 'friday' });
    expect(readBookingRequest("Don't cancel it, just book me for Monday").action).toBe('book');
    expect(readBookingRequest('I want an appointment at the Riverside Clinic').clinic).toBe('Riverside');
    expect(readBookingRequest('Necesito una cita con el médico de cabecera la próxima semana')).toEqual({ action: 'book', specialty: 'general_practice', day: 'next_week' });
  });

  it('"más tarde" is later, not an afternoon', () => {
    expect(readBookingRequest('¿Puedo cambiar mi cita a más tarde?').window).toBeUndefined();
  });
});

describe('patient intent: the evaluation consults stay consults', () => {
  it('no turn of the evaluation cases is taken for a health question or a booking request', () => {
    const turns = evalTurns();
    expect(turns.length).toBeGreaterThan(1000);
    const diverted = turns.filter((t) => ['question', 'booking'].includes(classifyIntent(t).kind));
    expect(diverted).toEqual([]);
  });
});

describe('patient intent: a bare "move it" with a booking to move', () => {
  it('is a reschedule only when there is a booking (labelled cases with `action`)', () => {
    const moves = CASES.filter((c) => c.action);
    expect(moves.length).toBeGreaterThanOrEqual(20);
    for (const c of moves) {
      expect(classifyIntent(c.text, { hasBooking: true }).booking?.action, c.text).toBe(c.action);
      expect(classifyIntent(c.text).booking?.action, c.text).not.toBe('reschedule');
    }
  });

  it('with a booking, no evaluation turn reads differently ("I can push it back", of a hernia, is no request)', () => {
    const root = new URL('../../eval/', import.meta.url).pathname;
    const turns = ['cases.jsonl', 'holdout.jsonl', 'smoke.jsonl'].flatMap((f) => readFileSync(`${root}${f}`, 'utf8').trim().split('\n')
      .flatMap((line) => { const c = JSON.parse(line) as { text: string; answers?: string[] }; return [c.text, ...(c.answers ?? [])]; }));
    expect(turns).toContain('I can push it back');
    expect(turns.filter((t) => classifyIntent(t, { hasBooking: true }).kind !== classifyIntent(t).kind)).toEqual([]);
  });
});
