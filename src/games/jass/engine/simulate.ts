/** Random games of legal moves (`npm run simulate`, property tests). */
import { MODES } from './cards.ts';
import { applyAction, initialState, playableCards, seatToAct, type JassState } from './game.ts';
import { JassRandom } from '../../random.ts';
import { callAction, newJassRecord, SEATS, type JassAction, type JassOptions, type JassRecord } from './record.ts';

/** Every action the seat to act may take now (empty once the game is over). */
export function legalActions(state: JassState): JassAction[] {
  const seat = seatToAct(state);
  if (seat === null) return [];
  if (state.phase === 'trump') {
    const named: JassAction[] = MODES.map(callAction);
    return state.passed ? named : [...named, { type: 'pass' }];
  }
  return playableCards(state, state.players[seat]).map((card) => ({ type: 'play', card }));
}

/** A complete game of random legal moves from a seed. */
export function playRandomGame(seed: number, options: JassOptions = {}): { record: JassRecord; state: JassState } {
  const record = newJassRecord(SEATS, seed, options);
  // A second stream for the moves, so that the deals do not depend on them.
  const random = new JassRandom(seed ^ 0x5bd1e995);
  let state = initialState(record);
  const actions: JassAction[] = [];
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const action = random.pick(legalActions(state));
    const next = applyAction(state, state.players[seat], action);
    if (!next.ok) throw new Error(`a legal action was refused: ${next.error.code}`);
    state = next.value;
    actions.push(action);
  }
  return { record: { ...record, actions }, state };
}
