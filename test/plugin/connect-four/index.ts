/**
 * Connect Four as the platform hosts it: the proof that a game is a plugin. It lives in the tests
 * and imports only the platform's kit (the contract, results, rendering, texts); only a test's
 * composition root hands it to the platform.
 */
import type { GameModule } from '../../../src/games/game.ts';
import { aiPlayers, seededPick } from './ai.ts';
import {
  COLUMNS,
  connectFourRules,
  openColumns,
  ROWS,
  SEATS,
  type ConnectFourAction,
  type ConnectFourEntry,
  type ConnectFourRecord,
  type ConnectFourState,
} from './rules.ts';

/** What `npm run replay` prints for a Connect Four record: the moves, the grid row by row from the top (R, Y, .), and how it ended. */
export interface ConnectFourSummary {
  readonly moves: number;
  readonly grid: readonly string[];
  readonly over: boolean;
  readonly winners: readonly string[];
}

/** The summary of a state reached from a record. */
export function summarize(_record: ConnectFourRecord, state: ConnectFourState): ConnectFourSummary {
  const grid = Array.from({ length: ROWS }, (_, k) => {
    const row = ROWS - 1 - k;
    return Array.from({ length: COLUMNS }, (_, column) => ({ red: 'R', yellow: 'Y' })[state.columns[column][row]] ?? '.').join('');
  });
  return { moves: state.moves, grid, over: state.toPlay === null, winners: connectFourRules.outcome(state).winners };
}

/** A complete game of random legal moves from a seed (the seed also seeds the record). */
export function randomGame(players: number, seed: number): { readonly record: ConnectFourRecord; readonly state: ConnectFourState } {
  if (players !== SEATS.length) throw new Error(`Connect Four is played by exactly ${SEATS.length}, not ${players}`);
  const pick = seededPick(seed);
  const rules = connectFourRules;
  const record = rules.newRecord(SEATS, seed, {});
  let state = rules.start(record);
  const entries: ConnectFourEntry[] = [];
  while (!rules.isOver(state)) {
    const open = openColumns(state);
    const played = rules.play(state, rules.toAct(state)[0], { column: open[pick(open.length)] });
    if (!played.ok) throw new Error(`a random move was refused: ${played.error.code}`);
    state = played.value.state;
    entries.push(played.value.entry);
  }
  return { record: rules.withEntries(record, entries), state };
}

/** Connect Four: two seats, red and yellow, seven columns, four in a row wins. */
export const connectFour: GameModule<ConnectFourState, ConnectFourAction, ConnectFourEntry, ConnectFourRecord, ConnectFourRecord> = {
  id: 'connect-four',
  name: 'Connect Four',
  rules: connectFourRules,
  ai: aiPlayers,
  tools: { summary: summarize, randomGame },
};
