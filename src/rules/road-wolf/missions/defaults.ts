// What a mission leaves as the rules have it: every hook but the id and the victory. A leaf
// module (type imports only), so mission.ts and the missions can spread it at load time in any
// module order.
import type { Mission } from '../mission';

export const RULES_AS_WRITTEN: Omit<Mission, 'id' | 'victory'> = {
  forceIssues: () => ({ errors: [], warnings: [] }),
  sideBudget: () => null,
  beforePlay: () => null,
  buyable: () => [],
  buysTokens: () => true,
  firstSide: () => null,
  turnSlots: (_s, players) => [...players, { kind: 'ROAD' }],
  skipsSlot: () => false,
  playsSlot: () => false,
  stats: (_s, _v, base) => base,
  damageCap: (_s, _v, size) => size,
  wipeout: (_s, _v, _faces, outcome) => outcome,
  exitProblem: () => null,
  attackProblem: () => null,
  diesWhenBeaten: () => false,
  afterRoadTurn: () => false,
  phaseEndProblem: () => null,
  endPhase: () => undefined,
  atLock: () => undefined,
  bridgeOver: () => undefined,
  autoSupplies: () => false,
  bookkeeping: () => undefined,
  cardsPerRoadTurn: () => 1,
  faceDownCards: () => false,
  layFaceDown: () => undefined,
  score: () => null,
};
