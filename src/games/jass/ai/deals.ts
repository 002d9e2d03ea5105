/**
 * Deals consistent with what one seat has seen (the hard AI's determinisations): the cards it
 * has not seen, shared among the three other seats in the numbers they hold, never giving a
 * seat a suit it showed it lacks nor a card another seat showed in a Weis (nor, in the game's
 * first turn, the 7 of diamonds to a seat but the one that led the turn). What a seat shows by
 * its cards this turn:
 * - not following a led side suit with a card of another side suit: it holds none of that suit
 *   (a trump says nothing of it: a player may always trump);
 * - not following a led trump: it holds no trump but, perhaps, the jack (the Bauer need not follow);
 * - under-trumping: it had no other choice, so it holds no side-suit card at all.
 * Only the view is read: its own hand, the cards played, the hand counts.
 */
import { beats, isNoTrump, RANKS, SUITS, suitOf, type Card } from '../engine/cards.ts';
import type { Random } from '../../random.ts';
import type { JassView } from '../engine/view.ts';
import { callCheck } from './call-inference.ts';
import { cardId, TurnSim, type CardId } from './turn-sim.ts';
import { weisCheck } from './weis-inference.ts';

const RANK_COUNT = RANKS.length;
const ALL_RANKS = (1 << RANK_COUNT) - 1;
const JACK_BIT = 1 << RANKS.indexOf('J');

/** What a seat knows of the hidden cards of a turn, and the position to simulate from. */
export interface Knowledge {
  /** The position with only the seat's own hand filled in. */
  readonly position: TurnSim;
  /** The seat of the view. */
  readonly me: number;
  /** Cards that may be in another hand. */
  readonly unseen: readonly CardId[];
  /** Cards each seat still holds. */
  readonly counts: readonly number[];
  /** Per seat and suit (`seat * 4 + suit`), the ranks that seat may still hold. */
  readonly allowed: Int32Array;
}

/** What the seat of the view knows this turn (the view must be in the play phase). */
export function knowledgeOf(view: JassView): Knowledge {
  const trump = view.trump;
  if (trump === null) throw new Error('no trump yet: nothing to simulate');
  // Without trump (Obenabe, Undenufe) no suit index is the trump's.
  const t = isNoTrump(trump) ? -1 : SUITS.indexOf(trump);
  const me = view.players.indexOf(view.seat);
  const position = new TurnSim();
  position.setMode(trump, view.turns[view.turn]?.multiplier ?? 1);
  position.leader = view.players.indexOf(view.leader);
  position.trickIndex = view.trickIndex;
  position.target = view.target;
  position.score.set(view.score);
  for (const played of view.trick) position.trick[position.trickLength++] = cardId(played.card);
  for (const card of view.hand) position.give(me, cardId(card));

  const allowed = new Int32Array(16).fill(ALL_RANKS);
  const seen = new Set<Card>(view.hand);
  const tricks = [...view.tricks.filter((trick) => trick.turn === view.turn).map((trick) => trick.cards), view.trick];
  for (const trick of view.tricks) if (trick.turn === view.turn) position.tricksWon[view.players.indexOf(trick.winner) & 1]++;
  for (const cards of tricks) {
    for (const { card } of cards) seen.add(card);
    if (cards.length === 0) continue;
    const lead = suitOf(cards[0].card);
    let bestTrump: Card | null = lead === trump ? cards[0].card : null;
    for (const { seat, card } of cards.slice(1)) {
      const s = view.players.indexOf(seat);
      const suit = suitOf(card);
      if (suit !== lead) {
        if (lead === trump) allowed[s * 4 + t] &= JACK_BIT;
        else if (suit !== trump) allowed[s * 4 + SUITS.indexOf(lead)] = 0;
        if (lead !== trump && suit === trump && bestTrump !== null && beats(bestTrump, card, trump)) {
          for (let other = 0; other < 4; other++) if (other !== t) allowed[s * 4 + other] = 0;
        }
      }
      if (suit === trump && (bestTrump === null || beats(card, bestTrump, trump))) bestTrump = card;
    }
  }
  // The game's first turn is led by the seat dealt the 7 of diamonds.
  if (view.turn === 0) holdOnly(allowed, view.players.indexOf(view.turns[0].leader), cardId('D7'));
  // Schieber: the Weis shown after the first trick are cards of their seats (those not played since).
  for (const { seat, cards } of view.turns[view.turn]?.weis?.shown ?? []) {
    const holder = view.players.indexOf(seat);
    for (const card of cards) holdOnly(allowed, holder, cardId(card));
  }
  const unseen: CardId[] = [];
  for (const suit of SUITS) for (const rank of RANKS) if (!seen.has(`${suit}${rank}` as Card)) unseen.push(cardId(`${suit}${rank}` as Card));
  const counts = view.players.map((seat) => view.handCounts[seat]);
  return { position, me, unseen, counts, allowed };
}

/** Lets only `holder` hold a card (if it is still out). */
function holdOnly(allowed: Int32Array, holder: number, card: CardId): void {
  for (let other = 0; other < 4; other++) if (other !== holder) allowed[other * 4 + ((card / RANK_COUNT) | 0)] &= ~(1 << card % RANK_COUNT);
}

/** Whether a seat may hold a card by what it showed. */
function mayHold(k: Knowledge, seat: number, card: CardId): boolean {
  return (k.allowed[seat * 4 + ((card / RANK_COUNT) | 0)] & (1 << card % RANK_COUNT)) !== 0;
}

/** Tries before a deal ignores what the seats showed (a contradiction should not happen, but must not stop a decision). */
const TRIES = 30;

/**
 * The likely deals a dealer keeps (`Dealer`'s `likely`): it draws up to `POOL_DRAWS` deals for up
 * to `POOL_SIZE` that fit, and uses them if it found at least `POOL_MIN` (a call the count hardly
 * explains, as people's may be, fits too few deals to be believed).
 */
const POOL_SIZE = 400;
const POOL_DRAWS = 4000;
const POOL_MIN = 40;
/** Deals a dealer weighs (`Dealer`'s `weight`) when no test keeps a pool of its own. */
const WEIGHED_DEALS = 2000;
/**
 * The fewest deals, as a share of those weighed, that the weights may rest on (their effective
 * number, (Σw)² / Σw²): past it the weights are flattened (raised to a power below 1), so that
 * a model of play that is only roughly right never leaves a handful of deals.
 */
const MIN_EFFECTIVE_SHARE = 0.1;

/** Cumulative weights of the deals, `logs` raised to the largest power of ½ that keeps enough effective deals. */
function temperedCumulative(logs: Float64Array): Float64Array {
  const top = Math.max(...logs);
  const cumulative = new Float64Array(logs.length);
  for (let power = 1; ; power /= 2) {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < logs.length; i++) {
      const w = Math.exp(power * (logs[i] - top));
      sum += w;
      squares += w * w;
      cumulative[i] = sum;
    }
    if ((sum * sum) / squares >= MIN_EFFECTIVE_SHARE * logs.length || power < 1 / 64) return cumulative;
  }
}

/** A reusable dealer of the unseen cards for one decision (its tables are built once, not per deal). */
export class Dealer {
  private readonly others: readonly number[];
  /** Per unseen card (same index as `k.unseen`), the seats that may hold it. */
  private readonly choices: readonly (readonly number[])[];
  /** Unseen card indices, the most constrained first (fewest seats), reshuffled within each group per deal. */
  private readonly groups: readonly Int32Array[];
  private readonly free = new Int32Array(4);

  /** Likely deals' hands (16 masks each), drawn at the first deal when `likely` or `weight` is given. */
  private pool: Int32Array[] | null = null;
  /** With `weight`, the pool's cumulative weights (a deal is drawn in proportion to its weight). */
  private cumulative: Float64Array | null = null;

  /**
   * `likely` tell unlikely deals (`weis-inference.ts`, `call-inference.ts`), the surest first: the
   * dealer then deals from a pool of deals they all accept, drawn once (see `POOL_SIZE`), rather
   * than from every deal; if too few fit them all, the last test is left out, and so on.
   * `weight`, if given, tells a deal's log-likelihood (`play-inference.ts`): the dealer then weighs
   * that pool (or `WEIGHED_DEALS` deals drawn once) and deals from it by weight.
   */
  constructor(
    private readonly k: Knowledge,
    private readonly likely: readonly ((sim: TurnSim) => boolean)[] = [],
    private readonly weight: ((sim: TurnSim) => number) | null = null,
  ) {
    this.others = [0, 1, 2, 3].filter((seat) => seat !== k.me);
    this.choices = k.unseen.map((card) => this.others.filter((seat) => mayHold(k, seat, card)));
    this.groups = [0, 1, 2, 3].map((size) => Int32Array.from(k.unseen.flatMap((_, i) => (this.choices[i].length === size ? [i] : []))));
  }

  /**
   * Fills `into` with a random deal of the unseen cards consistent with what the seats showed:
   * the most constrained cards are placed first, and a dead end starts again.
   */
  deal(random: Random, into: TurnSim): void {
    if (this.likely.length > 0 || this.weight !== null) {
      this.pool ??= this.likelyPool(random, into);
      if (this.pool.length > 0) {
        into.copyFrom(this.k.position);
        into.hands.set(this.pool[this.cumulative === null ? random.int(this.pool.length) : this.weighted(random)]);
        return;
      }
    }
    this.dealAny(random, into);
  }

  /** A pool index drawn in proportion to the deals' weights. */
  private weighted(random: Random): number {
    const cumulative = this.cumulative as Float64Array;
    const u = random.next() * cumulative[cumulative.length - 1];
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > u) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The pool: the deals `likely` accepts (or any, if none), weighed when `weight` is given. */
  private likelyPool(random: Random, scratch: TurnSim): Int32Array[] {
    const pool = this.acceptedPool(random, scratch);
    if (this.weight === null) return pool;
    if (pool.length === 0) {
      for (let i = 0; i < WEIGHED_DEALS; i++) {
        this.dealAny(random, scratch);
        pool.push(Int32Array.from(scratch.hands));
      }
    }
    const logs = new Float64Array(pool.length);
    for (let i = 0; i < pool.length; i++) {
      scratch.copyFrom(this.k.position);
      scratch.hands.set(pool[i]);
      logs[i] = this.weight(scratch);
    }
    this.cumulative = temperedCumulative(logs);
    return pool;
  }

  /** Deals that the first tests of `likely` accept (as many of them as leave enough deals), or none. */
  private acceptedPool(random: Random, scratch: TurnSim): Int32Array[] {
    for (let tests = this.likely.length; tests > 0; tests--) {
      const pool: Int32Array[] = [];
      for (let i = 0; i < POOL_DRAWS && pool.length < POOL_SIZE; i++) {
        this.dealAny(random, scratch);
        let fits = true;
        for (let t = 0; t < tests && fits; t++) fits = this.likely[t](scratch);
        if (fits) pool.push(Int32Array.from(scratch.hands));
      }
      if (pool.length >= POOL_MIN) return pool;
    }
    return [];
  }

  private dealAny(random: Random, into: TurnSim): void {
    for (const group of this.groups) {
      for (let i = group.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        const x = group[i];
        group[i] = group[j];
        group[j] = x;
      }
    }
    for (let attempt = 0; attempt <= TRIES; attempt++) {
      if (this.tryDeal(random, into, attempt === TRIES)) return;
    }
    throw new Error('no deal of the unseen cards fits the hand counts');
  }

  private tryDeal(random: Random, into: TurnSim, anywhere: boolean): boolean {
    into.copyFrom(this.k.position);
    for (const seat of this.others) this.free[seat] = this.k.counts[seat];
    for (const group of this.groups) {
      for (const i of group) {
        const seats = anywhere ? this.others : this.choices[i];
        // A seat drawn in proportion to the room left in its hand (every deal alike when no void binds).
        let room = 0;
        for (const seat of seats) room += this.free[seat];
        if (room === 0) return false;
        let r = random.int(room);
        let seat = seats[0];
        for (const s of seats) {
          if (r < this.free[s]) { seat = s; break; }
          r -= this.free[s];
        }
        this.free[seat]--;
        into.give(seat, this.k.unseen[i]);
      }
    }
    return true;
  }
}

/** The tests of likely deals for the seat of a view, the surest first: the Weis announced (Schieber), then the call. */
export function dealTests(view: JassView): ((sim: TurnSim) => boolean)[] {
  return [weisCheck(view), callCheck(view)].filter((test) => test !== null);
}
