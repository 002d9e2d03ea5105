/**
 * A compact, mutable simulator of the rest of one Jass turn, for the hard AI's search: cards
 * are small integers (suit index × 9 + rank index) and hands are one 9-bit mask per seat and
 * suit, so a card played costs a few bit operations rather than the engine's immutable copies.
 * It follows the engine's playable-card rules and trick scoring exactly (a test plays both side
 * by side), in the four trump suits and in Obenabe and Undenufe; it leaves out Weis and Stöck,
 * which the hidden hands would only let it guess.
 */
import { isNoTrump, LAST_TRICK_BONUS, MATCH_BONUS, NO_TRUMP_TABLE, RANK_TABLE, RANKS, SUITS, type Card, type Mode, type Rank, type Suit } from '../engine/cards.ts';

/** A card as the simulator holds it: suit index × 9 + rank index (both in `SUITS` and `RANKS` order). */
export type CardId = number;

const RANK_COUNT = RANKS.length;
const JACK = RANKS.indexOf('J');
const ALL_RANKS = (1 << RANK_COUNT) - 1;

/** Rank index → strength in natural order and in the trump suit, and points in either. */
const ORDER = RANKS.map((rank) => RANK_TABLE[rank].order);
const TRUMP_ORDER = RANKS.map((rank) => RANK_TABLE[rank].trumpOrder);
const POINTS = RANKS.map((rank) => RANK_TABLE[rank].points);
const TRUMP_POINTS = RANKS.map((rank) => RANK_TABLE[rank].trumpPoints);
/** Without trump: rank index → strength and points, per mode (0: a trump suit, unused; 1: Obenabe; 2: Undenufe). */
const MODE_ORDER = [ORDER, RANKS.map((rank) => NO_TRUMP_TABLE.obenabe[rank][0]), RANKS.map((rank) => NO_TRUMP_TABLE.undenufe[rank][0])];
const MODE_POINTS = [POINTS, RANKS.map((rank) => NO_TRUMP_TABLE.obenabe[rank][1]), RANKS.map((rank) => NO_TRUMP_TABLE.undenufe[rank][1])];
/** Rank index of the best trump in a trick → mask of the trump ranks that beat it. */
const HIGHER_TRUMPS = RANKS.map((_, r) => RANKS.reduce((mask, _r, s) => (TRUMP_ORDER[s] > TRUMP_ORDER[r] ? mask | (1 << s) : mask), 0));

/** The simulator's id of a card. */
export function cardId(card: Card): CardId {
  return SUITS.indexOf(card[0] as Suit) * RANK_COUNT + RANKS.indexOf(card.slice(1) as Rank);
}

/** The card of a simulator id. */
export function cardOfId(id: CardId): Card {
  return `${SUITS[Math.floor(id / RANK_COUNT)]}${RANKS[id % RANK_COUNT]}`;
}

/** Whether card `x` beats card `y` with trump suit index `t` (-1 without trump) and non-trump strengths `order`. */
function beatsId(x: CardId, y: CardId, t: number, order: readonly number[]): boolean {
  const sx = (x / RANK_COUNT) | 0;
  const sy = (y / RANK_COUNT) | 0;
  if (sx === t) return sy !== t || TRUMP_ORDER[x % RANK_COUNT] > TRUMP_ORDER[y % RANK_COUNT];
  return sx === sy && order[x % RANK_COUNT] > order[y % RANK_COUNT];
}

/** The rest of one turn, from some moment of it, with every hand known (one determinisation). */
export class TurnSim {
  /** Hand masks: `hands[seat * 4 + suit]`, bit r for rank index r. */
  readonly hands = new Int32Array(16);
  /** Cards of the trick under way, in play order. */
  readonly trick = new Int32Array(4);
  trickLength = 0;
  /** Seat index (in the game's play order) leading the trick under way. */
  leader = 0;
  /** 0–8 within the turn. */
  trickIndex = 0;
  /** Trump suit index; -1 without trump. */
  trump = 0;
  /** 0 with a trump suit, 1 in Obenabe, 2 in Undenufe. */
  noTrump = 0;
  /** What the call multiplies points by (the target is checked on multiplied points). */
  multiplier = 1;
  /** Points taken this turn by team (0: S+N, 1: E+W), since the simulation started. */
  readonly gained = new Int32Array(2);
  /** Tricks taken this turn by team, counting those before the simulation started (for the match bonus). */
  readonly tricksWon = new Int32Array(2);
  /** Game points by team. */
  readonly score = new Int32Array(2);
  target = 1000;
  /** The team that reached the target, or -1. */
  winner = -1;

  /** Copies another simulator's position into this one. */
  copyFrom(other: TurnSim): void {
    this.hands.set(other.hands);
    this.trick.set(other.trick);
    this.trickLength = other.trickLength;
    this.leader = other.leader;
    this.trickIndex = other.trickIndex;
    this.trump = other.trump;
    this.noTrump = other.noTrump;
    this.multiplier = other.multiplier;
    this.gained.set(other.gained);
    this.tricksWon.set(other.tricksWon);
    this.score.set(other.score);
    this.target = other.target;
    this.winner = other.winner;
  }

  /** Sets the turn's call and its multiplier. */
  setMode(mode: Mode, multiplier: number): void {
    this.trump = isNoTrump(mode) ? -1 : SUITS.indexOf(mode);
    this.noTrump = mode === 'obenabe' ? 1 : mode === 'undenufe' ? 2 : 0;
    this.multiplier = multiplier;
  }

  /** Whether the turn (or the game) is over. */
  get done(): boolean {
    return this.winner >= 0 || this.trickIndex >= RANK_COUNT;
  }

  /** The seat index to play next. */
  get toPlay(): number {
    return (this.leader + this.trickLength) & 3;
  }

  /** Gives a card to a seat's hand. */
  give(seat: number, card: CardId): void {
    this.hands[seat * 4 + ((card / RANK_COUNT) | 0)] |= 1 << card % RANK_COUNT;
  }

  /**
   * The playable cards of the seat to play, as one mask per suit written into `out` (4 entries);
   * the same rules as the engine's `playableOf`.
   */
  playableMasks(out: Int32Array): void {
    const base = this.hands.subarray(this.toPlay * 4, this.toPlay * 4 + 4);
    const t = this.trump;
    out.set(base);
    if (this.trickLength === 0) return;
    const lead = (this.trick[0] / RANK_COUNT) | 0;
    if (lead === t) {
      // Follow trump, unless the only trump held is the jack (the Bauer need not follow).
      const trumps = base[t];
      if (trumps !== 0 && trumps !== 1 << JACK) {
        out.fill(0);
        out[t] = trumps;
      }
      return;
    }
    let best = -1;
    for (let i = 0; i < this.trickLength; i++) {
      const card = this.trick[i];
      if (((card / RANK_COUNT) | 0) === t && (best < 0 || TRUMP_ORDER[card % RANK_COUNT] > TRUMP_ORDER[best])) best = card % RANK_COUNT;
    }
    const higher = best < 0 ? ALL_RANKS : HIGHER_TRUMPS[best];
    let any = 0;
    for (let s = 0; s < 4; s++) {
      const mask = s === t ? base[s] & higher : base[lead] === 0 || s === lead ? base[s] : 0;
      out[s] = mask;
      any |= mask;
    }
    // Only lower trumps left: the hand may under-trump (every card is playable).
    if (any === 0) out.set(base);
  }

  /** A card's points in this turn's call. */
  pointsOf(card: CardId): number {
    return ((card / RANK_COUNT) | 0) === this.trump ? TRUMP_POINTS[card % RANK_COUNT] : MODE_POINTS[this.noTrump][card % RANK_COUNT];
  }

  /** A card's strength (trumps above every other suit), for choosing the cheapest of several. */
  strengthOf(card: CardId): number {
    return ((card / RANK_COUNT) | 0) === this.trump ? 10 + TRUMP_ORDER[card % RANK_COUNT] : MODE_ORDER[this.noTrump][card % RANK_COUNT];
  }

  /**
   * A rule-of-thumb card among the `n` legal ones for a play-out, or -1 to lead (left to chance):
   * on a partner's winning card, the richest card that does not take the trick over; on an
   * opponent's, the cheapest card that takes it (a trump only for a trick worth 10 points or a
   * trump lead), else the poorest card.
   */
  playoutCard(legal: Int32Array, n: number): CardId {
    if (this.trickLength === 0) return -1;
    const t = this.trump;
    const order = MODE_ORDER[this.noTrump];
    let winning = 0;
    let points = 0;
    for (let i = 0; i < this.trickLength; i++) {
      if (i > 0 && beatsId(this.trick[i], this.trick[winning], t, order)) winning = i;
      points += this.pointsOf(this.trick[i]);
    }
    const best = this.trick[winning];
    const partnerWins = ((this.trickLength - winning) & 1) === 0;
    const lead = (this.trick[0] / RANK_COUNT) | 0;
    let take = -1;
    let takeCost = Infinity;
    let keep = -1;
    let keepValue = -Infinity;
    for (let i = 0; i < n; i++) {
      const card = legal[i];
      const value = this.pointsOf(card);
      const strength = this.strengthOf(card);
      if (beatsId(card, best, t, order)) {
        const cost = value * 20 + strength;
        const trumping = ((card / RANK_COUNT) | 0) === t && lead !== t;
        if (!partnerWins && (!trumping || points >= 10) && cost < takeCost) {
          take = card;
          takeCost = cost;
        }
      } else {
        // With a partner winning, the richest card; else the poorest (ties: the weakest).
        const score = partnerWins ? value * 20 - strength : -value * 20 - strength;
        if (score > keepValue) {
          keep = card;
          keepValue = score;
        }
      }
    }
    if (take >= 0) return take;
    if (keep >= 0) return keep;
    // Every legal card takes the trick: the cheapest.
    let cheapest = legal[0];
    for (let i = 1; i < n; i++) if (this.pointsOf(legal[i]) * 20 + this.strengthOf(legal[i]) < this.pointsOf(cheapest) * 20 + this.strengthOf(cheapest)) cheapest = legal[i];
    return cheapest;
  }

  /** Whether a card would take the lead of the trick under way from the card winning it so far (false on an empty trick). */
  takesTrick(card: CardId): boolean {
    return this.trickLength > 0 && beatsId(card, this.trick[this.winningIndex()], this.trump, MODE_ORDER[this.noTrump]);
  }

  /** Index (0–3, in play order) of the card that wins the trick under way so far (0 for an empty trick). */
  winningIndex(): number {
    const t = this.trump;
    const order = MODE_ORDER[this.noTrump];
    let winning = 0;
    for (let i = 1; i < this.trickLength; i++) if (beatsId(this.trick[i], this.trick[winning], t, order)) winning = i;
    return winning;
  }

  /** Plays a card of the seat to play (assumed playable), scoring the trick once it is full. */
  play(card: CardId): void {
    const seat = this.toPlay;
    this.hands[seat * 4 + ((card / RANK_COUNT) | 0)] &= ~(1 << card % RANK_COUNT);
    this.trick[this.trickLength++] = card;
    if (this.trickLength < 4) return;
    const t = this.trump;
    const order = MODE_ORDER[this.noTrump];
    const plain = MODE_POINTS[this.noTrump];
    let winning = 0;
    let points = 0;
    for (let i = 0; i < 4; i++) {
      const c = this.trick[i];
      if (i > 0 && beatsId(c, this.trick[winning], t, order)) winning = i;
      points += ((c / RANK_COUNT) | 0) === t ? TRUMP_POINTS[c % RANK_COUNT] : plain[c % RANK_COUNT];
    }
    const winner = (this.leader + winning) & 3;
    const team = winner & 1;
    const last = this.trickIndex === RANK_COUNT - 1;
    this.tricksWon[team]++;
    if (last) points += LAST_TRICK_BONUS + (this.tricksWon[team] === RANK_COUNT ? MATCH_BONUS : 0);
    this.gained[team] += points;
    this.score[team] += points * this.multiplier;
    if (this.score[team] >= this.target) this.winner = team;
    this.leader = winner;
    this.trickIndex++;
    this.trickLength = 0;
  }
}

/** Writes the cards of per-suit masks into `out` (ids), returning how many. */
export function cardsOfMasks(masks: Int32Array, out: Int32Array): number {
  let n = 0;
  for (let s = 0; s < 4; s++) for (let m = masks[s]; m !== 0; m &= m - 1) out[n++] = s * RANK_COUNT + (31 - Math.clz32(m & -m));
  return n;
}
