/** What the Connect Four tests share: games written as the columns players see (1 to 7). */
import { connectFourRules, SEATS, type ConnectFourRecord, type ConnectFourState } from './rules.ts';

/** A record of moves written as columns counted from 1, red first ("4435" is red 4, yellow 4, red 3, yellow 5). */
export function recordOf(moves: string, seed = 1): ConnectFourRecord {
  const entries = [...moves].map((digit, i) => ({ seat: SEATS[i % 2], column: Number(digit) - 1 }));
  return connectFourRules.withEntries(connectFourRules.newRecord(SEATS, seed, {}), entries);
}

/** The state after moves written as in `recordOf`, each played through `play` (a refusal fails the test). */
export function played(moves: string): ConnectFourState {
  let state = connectFourRules.start(recordOf(''));
  for (const [i, digit] of [...moves].entries()) {
    const next = connectFourRules.play(state, SEATS[i % 2], { column: Number(digit) - 1 });
    if (!next.ok) throw new Error(`move ${i + 1} (column ${digit}) refused: ${next.error.code}`);
    state = next.value.state;
  }
  return state;
}

/** A game that fills the grid with nobody's four (found among random games). */
export const DRAWN_GAME = '621545244445326632577641362521571163173377';
