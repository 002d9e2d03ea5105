/**
 * What the Schieber's Weis announcements tell of the hands, for the hard AI's deals: each seat
 * announces its best Weis (its value and number of cards) with its first card of the turn, by
 * the rules and without a choice, so a seat that played its first card and announced nothing
 * was dealt no Weis, and one that announced was dealt a best Weis of exactly that size. Deals
 * where another seat's dealt hand (its cards left plus those it played this turn) says otherwise
 * are impossible. The cards shown once the first trick is complete are placed by `deals.ts`.
 */
import { FOUR_POINTS, sequencePoints } from '../engine/weis.ts';
import { RANKS } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { cardId, type TurnSim } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;

/** A Weis's size as one number, ordered as the rules compare them first: its value, then its cards. */
function sizeKey(points: number, cards: number): number {
  return points * 16 + cards;
}

/** Per suit mask (bit r: rank index r), the size of its longest sequence of three cards or more (0 without). */
const SEQUENCE_SIZE = Array.from({ length: 1 << RANK_COUNT }, (_, mask) => {
  let best = 0;
  let run = 0;
  for (let r = 0; r <= RANK_COUNT; r++) {
    if (r < RANK_COUNT && (mask >> r) & 1) {
      run++;
      continue;
    }
    if (run >= 3) best = Math.max(best, sizeKey(sequencePoints(run), run));
    run = 0;
  }
  return best;
});
/** The sizes of the scoring fours of a kind, by rank index (0 for ranks that score nothing). */
const FOUR_SIZE = RANKS.map((rank) => (FOUR_POINTS[rank] > 0 ? sizeKey(FOUR_POINTS[rank], 4) : 0));

/** The size of the best Weis of a hand of four suit masks (0 without a Weis). */
export function bestWeisSize(hand: ArrayLike<number>): number {
  let best = Math.max(SEQUENCE_SIZE[hand[0]], SEQUENCE_SIZE[hand[1]], SEQUENCE_SIZE[hand[2]], SEQUENCE_SIZE[hand[3]]);
  const all = hand[0] & hand[1] & hand[2] & hand[3];
  for (let r = 0; all >> r !== 0; r++) if ((all >> r) & 1) best = Math.max(best, FOUR_SIZE[r]);
  return best;
}

/**
 * A test of dealt positions against the turn's Weis announcements, or null when it tells
 * nothing the deals could use (the course variant, or no other seat has played its first card).
 */
export function weisCheck(view: JassView): ((sim: TurnSim) => boolean) | null {
  const turn = view.turns[view.turn];
  if (view.variant !== 'schieber' || turn === undefined) return null;
  const me = view.players.indexOf(view.seat);
  const played = new Int32Array(16);
  const started: number[] = [];
  for (const trick of [...view.tricks.filter((t) => t.turn === view.turn).map((t) => t.cards), view.trick]) {
    for (const { seat, card } of trick) {
      const s = view.players.indexOf(seat);
      const id = cardId(card);
      played[s * 4 + ((id / RANK_COUNT) | 0)] |= 1 << id % RANK_COUNT;
      if (s !== me && !started.includes(s)) started.push(s);
    }
  }
  if (started.length === 0) return null;
  const expected = started.map((s) => {
    const announced = turn.announced.find((a) => view.players.indexOf(a.seat) === s);
    return announced === undefined ? 0 : sizeKey(announced.points, announced.cards);
  });
  const hand = new Int32Array(4);
  return (sim) => {
    for (let i = 0; i < started.length; i++) {
      const seat = started[i];
      for (let s = 0; s < 4; s++) hand[s] = sim.hands[seat * 4 + s] | played[seat * 4 + s];
      if (bestWeisSize(hand) !== expected[i]) return false;
    }
    return true;
  };
}
