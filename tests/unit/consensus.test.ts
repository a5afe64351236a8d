// Why this exists: the consensus judge's arithmetic exactly as the seed algorithm defines it: plurality,
// ties to general practice, confidence-weighted urgency, the 0.70 threshold and zero confidence.
import { describe, expect, it } from 'vitest';
import { judgeConsensus, LOW_CONFIDENCE_THRESHOLD } from '../../actors/engine/consensus.ts';

const v = (specialty: string, confidence: number, urgency: number, agent = `${specialty}-${confidence}-${urgency}`) => ({ agent, specialty, confidence, urgency, reasoning: '' });

describe('judgeConsensus', () => {
  it('takes the plurality specialty', () => {
    const c = judgeConsensus([v('cardiology', 0.9, 4), v('cardiology', 0.8, 4), v('pulmonology', 0.9, 3)]);
    expect(c.specialty).toBe('cardiology');
    expect(c.lowConfidence).toBe(false);
    expect(c.proposals).toEqual([
      { specialty: 'cardiology', agents: ['cardiology-0.9-4', 'cardiology-0.8-4'] },
      { specialty: 'pulmonology', agents: ['pulmonology-0.9-3'] },
    ]);
  });

  it('counts a vote for each specialty a seat lists, so seats that see another field can outvote a split', () => {
    const withList = (specialty: string, list: string[], agent: string) => ({ ...v(specialty, 0.8, 3, agent), differential_specialties: list });
    // cardiology 2 (cardio seat, gastro seat's second), gastroenterology 1, general practice 1
    const c = judgeConsensus([withList('cardiology', ['cardiology'], 'c'), withList('gastroenterology', ['gastroenterology', 'cardiology'], 'g'), v('general_practice', 0.8, 3, 'gp')]);
    expect(c.specialty).toBe('cardiology');
    expect(c.proposals[0]).toEqual({ specialty: 'cardiology', agents: ['c', 'g'] });
    // a seat's own vote listed again is one vote, not two
    const once = judgeConsensus([withList('dermatology', ['dermatology', 'dermatology'], 'd'), v('general_practice', 0.8, 3, 'gp')]);
    expect(once.specialty).toBe('general_practice');
  });

  it('sends a tie to general practice', () => {
    const c = judgeConsensus([v('cardiology', 0.9, 4), v('pulmonology', 0.9, 3), v('neurology', 0.9, 2)]);
    expect(c.specialty).toBe('general_practice');
    const two = judgeConsensus([v('cardiology', 0.9, 4), v('cardiology', 0.9, 4), v('neurology', 0.9, 2), v('neurology', 0.9, 2)]);
    expect(two.specialty).toBe('general_practice');
  });

  it('weights urgency by confidence and rounds', () => {
    // (5·0.9 + 2·0.3 + 2·0.3) / 1.5 = 5.7 / 1.5 = 3.8 → 4
    expect(judgeConsensus([v('a', 0.9, 5), v('b', 0.3, 2), v('c', 0.3, 2)]).urgency).toBe(4);
    // (4·0.8 + 2·0.8) / 1.6 = 3 exactly
    expect(judgeConsensus([v('a', 0.8, 4), v('a', 0.8, 2)]).urgency).toBe(3);
    // (3·0.75 + 2·0.25) / 1.0 = 2.75 → 3 ; Math.round(2.5) = 3 (half up)
    expect(judgeConsensus([v('a', 0.75, 3), v('a', 0.25, 2)]).urgency).toBe(3);
    expect(judgeConsensus([v('a', 0.5, 3), v('a', 0.5, 2)]).urgency).toBe(3);
  });

  it('applies the 0.70 average-confidence threshold: below → general practice with lowConfidence', () => {
    expect(LOW_CONFIDENCE_THRESHOLD).toBe(0.7);
    const atThreshold = judgeConsensus([v('dermatology', 0.7, 2), v('dermatology', 0.7, 2), v('dermatology', 0.7, 2)]);
    expect(atThreshold).toMatchObject({ specialty: 'dermatology', lowConfidence: false });
    const justBelow = judgeConsensus([v('dermatology', 0.7, 2), v('dermatology', 0.7, 2), v('dermatology', 0.69, 2)]);
    expect(justBelow).toMatchObject({ specialty: 'general_practice', lowConfidence: true });
    expect(justBelow.proposals[0].specialty).toBe('dermatology');
  });

  it('handles zero total confidence without dividing by zero, at the highest urgency', () => {
    const c = judgeConsensus([v('cardiology', 0, 4), v('neurology', 0, 2), v('cardiology', 0, 3)]);
    expect(c.urgency).toBe(4);
    expect(c.averageConfidence).toBe(0);
    expect(c).toMatchObject({ specialty: 'general_practice', lowConfidence: true });
  });

  it('returns general practice, low confidence, urgency 3 for no votes', () => {
    expect(judgeConsensus([])).toMatchObject({ specialty: 'general_practice', urgency: 3, lowConfidence: true, averageConfidence: 0 });
  });
});
