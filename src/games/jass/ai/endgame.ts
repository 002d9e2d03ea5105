/**
 * The exact value of the rest of a turn with every hand known (one determinisation): alpha-beta
 * on the card points team 0 takes from the position to the end of the turn minus those team 1
 * takes (the tricks' points, the last trick's 5 and a match's 100; a difference, so that one
 * team's gain is the other's loss), with a transposition table at the start of each trick.
 * The hard AI averages it over deals consistent with its view once few tricks are left
 * (perfect-information Monte Carlo), where sampling play-outs would only approximate it.
 *
 * Within one deal the cards left decide who holds what, so a trick's start is known by the set
 * of cards left, the leader, and which team may still take every trick (the match); the table
 * must be cleared (`reset`) before solving another deal.
 */
import { LAST_TRICK_BONUS, MATCH_BONUS, RANKS } from '../engine/cards.ts';
import { cardsOfMasks, TurnSim, type CardId } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;
/** More points than a turn can hold: the window of a full search. */
const INFINITE = 1000;
/** Table entries pack a lower and an upper bound, each shifted by `OFFSET` into [0, 2 × OFFSET], below `BOUND`. */
const OFFSET = 512;
const BOUND = 2048;

/** An exact solver of turn endings, reusable across positions (its buffers are allocated once). */
export class EndgameSolver {
  /** Positions searched since the solver was made (for benchmarks and tests). */
  nodes = 0;
  private readonly sim = new TurnSim();
  private readonly table = new Map<number, number>();
  /** Per depth (card played since the root), the playable cards and their count. */
  private readonly legal = new Int32Array(37 * 9);
  private readonly masks = new Int32Array(4);

  /** Forgets the positions of the last deal (the table is only valid for one deal). */
  reset(): void {
    this.table.clear();
  }

  /** Points team 0 takes from `position` to the end of the turn minus team 1's, every hand known (`position` is not changed). */
  solve(position: TurnSim): number {
    this.sim.copyFrom(position);
    return this.search(-INFINITE, INFINITE, 0);
  }

  /**
   * For each of the `n` cards of `cards` (playable by the seat to play), the points its team takes
   * from the position to the end of the turn minus the other team's, if it plays that card,
   * written into `out`.
   */
  cardValues(position: TurnSim, cards: Int32Array, n: number, out: Float64Array): void {
    const sign = (position.toPlay & 1) === 0 ? 1 : -1;
    for (let i = 0; i < n; i++) {
      this.sim.copyFrom(position);
      out[i] = sign * this.play(cards[i], 0, -INFINITE, INFINITE);
    }
  }

  /** The key of the start of a trick: cards left (36 bits), leader, and which teams have taken no trick. */
  private key(): number {
    const h = this.sim.hands;
    let low = 0;
    let high = 0;
    for (let seat = 0; seat < 4; seat++) {
      low |= h[seat * 4] | (h[seat * 4 + 1] << 9) | (h[seat * 4 + 2] << 18);
      high |= h[seat * 4 + 3];
    }
    const none = (this.sim.tricksWon[0] === 0 ? 1 : 0) | (this.sim.tricksWon[1] === 0 ? 2 : 0);
    return (low >>> 0) + high * 2 ** 27 + this.sim.leader * 2 ** 36 + none * 2 ** 38;
  }

  /** Team 0's points minus team 1's from the solver's position to the end of the turn, within the window (fail-soft). */
  private search(alpha: number, beta: number, depth: number): number {
    const sim = this.sim;
    if (sim.trickIndex >= RANK_COUNT) return 0;
    this.nodes++;
    let key = -1;
    let lower = -OFFSET;
    let upper = OFFSET;
    if (sim.trickLength === 0) {
      key = this.key();
      const entry = this.table.get(key);
      if (entry !== undefined) {
        lower = Math.floor(entry / BOUND) - OFFSET;
        upper = (entry % BOUND) - OFFSET;
        if (lower >= beta || lower === upper) return lower;
        if (upper <= alpha) return upper;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
      }
    }
    const maximizing = (sim.toPlay & 1) === 0;
    const base = depth * 9;
    sim.playableMasks(this.masks);
    const n = this.order(cardsOfMasks(this.masks, this.legal.subarray(base, base + 9)), base);
    let best = maximizing ? -INFINITE : INFINITE;
    const alpha0 = alpha;
    const beta0 = beta;
    for (let i = 0; i < n && alpha < beta; i++) {
      const value = this.play(this.legal[base + i], depth, alpha, beta);
      if (maximizing) {
        if (value > best) best = value;
        if (best > alpha) alpha = best;
      } else {
        if (value < best) best = value;
        if (best < beta) beta = best;
      }
    }
    if (key >= 0) {
      if (best <= alpha0) upper = Math.min(upper, best);
      else if (best >= beta0) lower = Math.max(lower, best);
      else lower = upper = best;
      this.table.set(key, (lower + OFFSET) * BOUND + upper + OFFSET);
    }
    return best;
  }

  /** Plays a card from the solver's position, searches on, takes it back: team 0's points minus team 1's from the position. */
  private play(card: CardId, depth: number, alpha: number, beta: number): number {
    const sim = this.sim;
    const seat = sim.toPlay;
    const slot = seat * 4 + ((card / RANK_COUNT) | 0);
    const bit = 1 << card % RANK_COUNT;
    sim.hands[slot] &= ~bit;
    sim.trick[sim.trickLength++] = card;
    let value: number;
    if (sim.trickLength < 4) {
      value = this.search(alpha, beta, depth + 1);
    } else {
      const leader = sim.leader;
      const winner = (leader + sim.winningIndex()) & 3;
      const team = winner & 1;
      let points = 0;
      for (let i = 0; i < 4; i++) points += sim.pointsOf(sim.trick[i]);
      sim.tricksWon[team]++;
      if (sim.trickIndex === RANK_COUNT - 1) points += LAST_TRICK_BONUS + (sim.tricksWon[team] === RANK_COUNT ? MATCH_BONUS : 0);
      const c0 = sim.trick[0];
      const c1 = sim.trick[1];
      const c2 = sim.trick[2];
      const c3 = sim.trick[3];
      sim.leader = winner;
      sim.trickIndex++;
      sim.trickLength = 0;
      const mine = team === 0 ? points : -points;
      value = mine + this.search(alpha - mine, beta - mine, depth + 1);
      sim.trickIndex--;
      sim.leader = leader;
      sim.tricksWon[team]--;
      sim.trick[0] = c0;
      sim.trick[1] = c1;
      sim.trick[2] = c2;
      sim.trick[3] = c3;
      sim.trickLength = 4;
    }
    sim.trickLength--;
    sim.hands[slot] |= bit;
    return value;
  }

  /**
   * Orders the `n` playable cards at `base` for the search (the best first cuts the most): the
   * rule-of-thumb card of the play-outs, then the strongest cards. Returns `n`.
   */
  private order(n: number, base: number): number {
    const sim = this.sim;
    const legal = this.legal;
    const first = sim.playoutCard(legal.subarray(base, base + n), n);
    for (let i = 0; i < n; i++) {
      let top = i;
      for (let j = i + 1; j < n; j++) {
        const a = legal[base + j];
        const b = legal[base + top];
        if (b !== first && (a === first || sim.strengthOf(a) > sim.strengthOf(b))) top = j;
      }
      const x = legal[base + i];
      legal[base + i] = legal[base + top];
      legal[base + top] = x;
    }
    return n;
  }
}
