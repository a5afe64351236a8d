// Why this exists: the consensus judge role; the arithmetic is the pure seed algorithm in the engine.
import { judgeConsensus } from '../engine/consensus.ts';
import { ConsensusOutput, type SpecialistOutput } from '../../machines/contract/role-schemas.ts';

export function offlineJudge(votes: SpecialistOutput[]): ConsensusOutput {
  return ConsensusOutput.parse(judgeConsensus(votes));
}
