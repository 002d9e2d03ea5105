import { placeIn, type EndStanding } from '../../../render/end-standing.ts';
import { EMPTY, formatPosition, parsePosition, squareAt } from '../engine/board.ts';
import { winners, type ScrabbleState, type Turn } from '../engine/game.ts';

/** The squares of a play: those of its whole word, and the new tiles among them. */
export interface PlaySquares {
  readonly word: readonly number[];
  readonly fresh: readonly number[];
}

/** The squares a recorded position and word cover, in order (empty when the position is unreadable). */
export function wordSquares(position: string, length: number): number[] {
  const parsed = parsePosition(position);
  if (parsed === null) return [];
  const squares: number[] = [];
  for (let i = 0; i < length; i++) {
    const square = squareAt(parsed, i);
    if (square !== null) squares.push(square);
  }
  return squares;
}

/**
 * The squares of the last move on the board: the play waiting for judgement if there is one,
 * else the last accepted play (its new tiles found by laying the accepted plays down in order);
 * null when no word has been played yet or the last turn was not a play.
 */
export function lastPlaySquares(state: ScrabbleState): PlaySquares | null {
  if (state.pending !== null) {
    const { analysis } = state.pending;
    return { word: wordSquares(formatPosition(analysis.position), analysis.word.length), fresh: analysis.placed.map(({ square }) => square) };
  }
  const last = state.turns[state.turns.length - 1];
  if (last === undefined || last.type !== 'play') return null;
  const occupied = new Set<number>();
  let result: PlaySquares | null = null;
  for (const turn of state.turns) {
    if (turn.type !== 'play' || turn.position === undefined || turn.word === undefined) continue;
    const word = wordSquares(turn.position, turn.word.length);
    const fresh = word.filter((square) => !occupied.has(square));
    for (const square of word) occupied.add(square);
    result = { word, fresh };
  }
  // A board whose tiles disagree with the turns (it cannot happen in a replayed game) shows no outline.
  return result !== null && result.word.every((square) => state.board[square] !== EMPTY) ? result : null;
}

/** Each player's best accepted play (the first of the highest), or null for a player who placed no word. */
export function bestPlays(state: ScrabbleState): (Turn | null)[] {
  return state.seats.map((_, player) => {
    let best: Turn | null = null;
    for (const turn of state.turns) if (turn.player === player && turn.type === 'play' && (best === null || turn.points > best.points)) best = turn;
    return best;
  });
}

/**
 * The ranks of the players, 1 for the best, as the end message ranks them (`endRanks`): the
 * game's winners first (a tie on points is won on the points before the racks' adjustments),
 * then by points; players still tied share a rank.
 */
function ranks(state: ScrabbleState): number[] {
  const won = winners(state);
  const first = state.seats.map((seat) => won.includes(seat));
  return state.scores.map((score, i) => (first[i] ? 1 : 1 + state.scores.filter((other, j) => first[j] || other > score).length));
}

/**
 * The players in the end image's order, best first (ties in seat order), each with its rank and
 * whether it resigned: by points (`ranks`), or when someone resigned as the end message ranks
 * them (`standing`): who resigned last.
 */
export function endOrder(state: ScrabbleState, standing?: EndStanding): { readonly player: number; readonly rank: number; readonly resigned: boolean }[] {
  const own = ranks(state);
  return state.seats
    .map((seat, player) => ({ player, ...placeIn(standing, seat, own[player]) }))
    .sort((a, b) => a.rank - b.rank || a.player - b.player);
}
