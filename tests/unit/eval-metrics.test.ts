// Why this exists: the evaluation's figures are only as good as their arithmetic; six hand-built
// consults with every rate worked out by hand, plus the packet check, vote ranking and case parsing.
import { describe, expect, it } from 'vitest';
import type { RecommendationEvent, Stage } from '../../server/protocol/index.ts';
import { CaseFileError, dontKnow, parseCases, type EvalCase } from '../eval/harness/cases.ts';
import { checkPacket, escalationCorrect, median, rankSpecialties, scoreCase, summarize, type PacketCheck } from '../eval/harness/metrics.ts';
import { clientMsgId, isQuestionText, type Observation } from '../eval/harness/simulated-patient.ts';
import { confusionMatrix } from '../eval/harness/report.ts';

const COMPLETE: PacketCheck = { complete: true, missing: [] };

function obs(o: Partial<Observation>): Observation {
  return {
    caseId: 'c-x', outcome: 'handoff', stages: ['triage', 'history'], emergency: null, recommendations: [], questions: 0,
    dontKnows: 0, offers: 0, bookingQuestions: 0, booked: false, handoffPacketId: 'handoff-c-x', errors: [], ms: 100, ...o,
  };
}

function rec(triageLevel: RecommendationEvent['triageLevel'], specialty: RecommendationEvent['specialty'], votes: [string, number][], lowConfidence = false): RecommendationEvent {
  const urgency = { emergency: 5, urgent: 4, non_urgent: 3, self_care: 1 }[triageLevel];
  return {
    specialty, urgency, triageLevel, disposition: 'primary_care', averageConfidence: lowConfidence ? 0.6 : 0.8, lowConfidence,
    votes: votes.map(([s, confidence], i) => ({ agent: `a${i}`, specialty: s, confidence, urgency })),
  };
}

const kase = (c: Partial<EvalCase> & Pick<EvalCase, 'id' | 'gold_triage'>): EvalCase => ({ text: 'x', ...c });
const council3: Stage[] = ['triage', 'history', 'council', 'history', 'council', 'history', 'council', 'plan', 'safety', 'booking', 'documentation'];

// A: emergency caught by the screen. B: emergency missed (urgent, booked). C: urgent case given non_urgent with
// low confidence, OB/GYN outvoted into GP by the low-confidence rule, not booked, packet missing a field.
// D: non_urgent given self_care (acceptable), GP acceptable. E: self_care over-triaged to urgent. F: timed out.
const CASES: [EvalCase, Observation, PacketCheck][] = [
  [kase({ id: 'A', gold_triage: 'emergency', gold_specialty: null }),
    obs({ stages: ['triage', 'history', 'emergency'], emergency: { kind: 'medical' } }), COMPLETE],
  [kase({ id: 'B', gold_triage: 'emergency', gold_specialty: null }),
    obs({ recommendations: [rec('urgent', 'cardiology', [['cardiology', 0.9]])], booked: true, questions: 2, stages: [...council3.slice(0, 3), 'plan', 'safety', 'booking', 'documentation'] }), COMPLETE],
  [kase({ id: 'C', gold_triage: 'urgent', gold_triage_acceptable: ['emergency'], gold_specialty: 'obstetrics_gynecology' }),
    obs({ recommendations: [rec('non_urgent', 'general_practice', [['general_practice', 0.9], ['obstetrics_gynecology', 0.5], ['obstetrics_gynecology', 0.5]], true)], questions: 4, stages: council3 }),
    { complete: false, missing: ['risk_flags_checked'] }],
  [kase({ id: 'D', gold_triage: 'non_urgent', gold_triage_acceptable: ['self_care'], gold_specialty: 'dermatology', gold_specialty_acceptable: ['general_practice'] }),
    obs({ recommendations: [rec('self_care', 'general_practice', [['dermatology', 0.8], ['dermatology', 0.8], ['dermatology', 0.8]])], questions: 3 }), COMPLETE],
  [kase({ id: 'E', gold_triage: 'self_care', gold_specialty: 'general_practice' }),
    obs({ recommendations: [rec('non_urgent', 'general_practice', [['general_practice', 0.9]]), rec('urgent', 'general_practice', [['general_practice', 0.9]])], booked: true, questions: 5 }), COMPLETE],
  [kase({ id: 'F', gold_triage: 'non_urgent', gold_specialty: 'cardiology' }),
    obs({ outcome: 'timeout', handoffPacketId: null, questions: 1, errors: ['timed out'] }), null],
];
const rows = CASES.map(([c, o, p]) => scoreCase(c, o, p));
const byId = Object.fromEntries(rows.map((r) => [r.id, r]));

describe('scoreCase', () => {
  it('takes the triage from an emergency event, else the last recommendation, else none', () => {
    expect(rows.map((r) => r.triage)).toEqual(['emergency', 'urgent', 'non_urgent', 'self_care', 'urgent', null]);
    expect(rows.map((r) => r.triage_ok)).toEqual([true, false, false, true, false, false]);
    expect(rows.map((r) => r.under_triage)).toEqual([false, true, true, false, false, true]);
    expect(rows.map((r) => r.safe)).toEqual([true, false, false, true, true, false]);
  });

  it('scores specialties: gold null excluded, acceptable counts, top 3 by votes', () => {
    expect(rows.map((r) => r.specialty_top1)).toEqual([null, null, false, true, true, false]);
    expect(rows.map((r) => r.specialty_top3)).toEqual([null, null, true, true, true, false]);
    expect(byId.C.top3).toEqual(['obstetrics_gynecology', 'general_practice']);
    expect(byId.A.specialty).toBe('emergency_medicine');
  });

  it('needs a booking only below emergency and above self_care; counts clarify rounds', () => {
    expect(rows.map((r) => r.booking_needed)).toEqual([false, true, true, false, true, false]);
    expect(rows.map((r) => r.task_success)).toEqual([true, true, false, true, true, false]);
    expect(byId.C.clarify_rounds).toBe(2);
    expect(byId.C.low_confidence).toBe(true);
    expect(rows.map(escalationCorrect)).toEqual([true, false, true, null, null, null]);
  });
});

describe('summarize', () => {
  it('gives the rates worked out by hand', () => {
    const s = summarize(rows);
    expect(s.cases).toBe(6);
    expect(s.triage_accuracy).toBeCloseTo(2 / 6);
    expect(s.emergency_recall).toBeCloseTo(1 / 2);
    expect(s.under_triage_rate).toBeCloseTo(3 / 6);
    expect(s.over_triage_rate).toBeCloseTo(1 / 6);
    expect(s.safety_rate).toBeCloseTo(3 / 6);
    expect(s.specialty_top1).toBeCloseTo(2 / 4);
    expect(s.specialty_top3).toBeCloseTo(3 / 4);
    expect(s.escalation_correctness).toBeCloseTo(2 / 3);
    expect(s.escalation_emergency_stage).toBeCloseTo(1 / 2);
    expect(s.handoff_completeness).toBeCloseTo(4 / 5);
    expect(s.handoff_completeness_source).toBe('packet');
    expect(s.task_success_rate).toBeCloseTo(4 / 6);
    expect(s.questions_median).toBe(2.5);
    expect(s.questions_mean).toBeCloseTo(15 / 6);
    expect(s).toMatchObject({ low_confidence_cases: 1, low_confidence_escalated: 1, gold_emergency_cases: 2, specialty_cases: 4, finished_cases: 5, harness_failures: 1 });
  });

  it('without packets (a remote run) counts handoff:ready over all cases', () => {
    const s = summarize(CASES.map(([c, o]) => scoreCase(c, o, null)));
    expect(s.handoff_completeness_source).toBe('handoff_ready');
    expect(s.handoff_completeness).toBeCloseTo(5 / 6);
  });

  it('counts self-care recall over gold self-care cases (E was over-triaged to urgent)', () => {
    expect(summarize(rows).self_care_recall).toBe(0);
    const given = scoreCase(kase({ id: 'G', gold_triage: 'self_care' }), obs({ recommendations: [rec('self_care', 'general_practice', [['general_practice', 0.9]])] }), COMPLETE);
    expect(summarize([byId.E, given]).self_care_recall).toBe(0.5);
  });

  it('builds the confusion matrix of gold against given levels, with a column for no level', () => {
    const lines = confusionMatrix(rows);
    const cells = (gold: string) => lines.find((l) => l.startsWith(`${gold} `))!.trim().split(/\s+/).slice(1).map(Number);
    // columns: emergency urgent non_urgent self_care none total
    expect(cells('emergency')).toEqual([1, 1, 0, 0, 0, 2]);
    expect(cells('urgent')).toEqual([0, 0, 1, 0, 0, 1]);
    expect(cells('non_urgent')).toEqual([0, 0, 0, 1, 1, 2]);
    expect(cells('self_care')).toEqual([0, 1, 0, 0, 0, 1]);
  });

  it('reports null, not 0 or NaN, for an empty denominator', () => {
    const s = summarize([byId.D]);
    expect(s.emergency_recall).toBeNull();
    expect(s.self_care_recall).toBeNull();
    expect(s.escalation_correctness).toBeNull();
    expect(summarize([]).triage_accuracy).toBeNull();
  });
});

describe('helpers', () => {
  it('checks every required packet field', () => {
    const full = { S: {}, O: {}, A: {}, P: { action_taken: 'appointment_booked' }, unanswered_questions: [], risk_flags_checked: ['x'], full_audit_trail_id: 'audit-c' };
    expect(checkPacket(full)).toEqual({ complete: true, missing: [], action_taken: 'appointment_booked' });
    expect(checkPacket({ ...full, risk_flags_checked: [], full_audit_trail_id: '', O: null }).missing).toEqual(['O', 'risk_flags_checked', 'full_audit_trail_id']);
    expect(checkPacket(null)).toMatchObject({ complete: false });
  });

  it('ranks specialties by votes, then summed confidence, then name', () => {
    expect(rankSpecialties([
      { specialty: 'b', confidence: 0.5 }, { specialty: 'a', confidence: 0.5 }, { specialty: 'c', confidence: 0.9 },
      { specialty: 'c', confidence: 0.1 }, { specialty: 'd', confidence: 0.9 },
    ])).toEqual(['c', 'd', 'a', 'b']);
  });

  it('takes medians of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('recognises questions in Latin, CJK and Arabic punctuation', () => {
    expect(['When did it start?', '什么时候开始的？', 'متى بدأ؟ ', 'Del 0 al 10, ¿qué tan mal le ve?'].every(isQuestionText)).toBe(true);
    expect(isQuestionText('Thank you. I am reviewing this now.')).toBe(false);
  });
});

describe('parseCases', () => {
  const good = '{"id":"a","text":"hi","gold_triage":"urgent","tags":["x"],"rationale":"r"}';
  it('keeps the used fields and drops the rest', () => {
    expect(parseCases(`${good}\n\n`)).toEqual([{ id: 'a', text: 'hi', gold_triage: 'urgent' }]);
  });
  it('keeps the register of a case', () => {
    expect(parseCases('{"id":"r","text":"hi","gold_triage":"urgent","register":"terse"}')[0].register).toBe('terse');
  });
  it('names the first bad line and stops', () => {
    const bad = '{"id":"b","text":"hi","gold_triage":"soon"}';
    expect(() => parseCases(`${good}\n${bad}\nnot json`, 'f.jsonl')).toThrow(CaseFileError);
    expect(() => parseCases(`${good}\n${bad}\nnot json`, 'f.jsonl')).toThrow(/^f\.jsonl:2: gold_triage/);
    expect(() => parseCases(`${good}\n{`, 'f.jsonl')).toThrow(/f\.jsonl:2: not valid JSON/);
    expect(() => parseCases(`${good}\n${good}`, 'f.jsonl')).toThrow(/f\.jsonl:2: duplicate id/);
  });
  it("says it does not know in the case's language", () => {
    expect(dontKnow({ locale: 'fr' })).toBe('Je ne sais pas');
    expect(dontKnow({ locale: 'pt-BR' })).toBe('Não sei');
    expect(dontKnow({})).toBe("I don't know");
  });
});

describe('simulated patient: message ids', () => {
  it('keeps each turn distinct for a case id of 64 characters or more (no turn dropped as a duplicate)', () => {
    const id = 'dvm-third-person-0060-toddler-fell-off-sofa-cried-straight-away-and-more';
    const ids = [clientMsgId(id, 'open'), clientMsgId(id, 'a1'), clientMsgId(id, 'a2'), clientMsgId(id, 'n1')];
    expect(new Set(ids).size).toBe(4);
    for (const m of ids) expect(m.length).toBeLessThanOrEqual(64);
    expect(clientMsgId('short-id', 'a1')).toBe('short-id-a1');
  });
});
