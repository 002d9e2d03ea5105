/**
 * The reference Jass player the hard AI is measured against (`npm run tournament -- --game jass
 * --against reference`): a plain determinized UCT search, kept apart from the AI levels users
 * pick and from their inference, so that improving the hard AI never changes its yardstick.
 *
 * For each card to play it runs `iterations` (10,000 by default) iterations, each of which:
 * - deals the cards the seat has not seen at random to the three other seats, in the numbers
 *   they hold, never giving a seat a suit it showed it lacks (`voidMasks`);
 * - walks one tree of cards shared by every deal (the children legal in this deal only), UCB1
 *   with exploration 40 on the points the card's team takes from now to the end of the turn
 *   (out of 157, the last trick's 5 and a match's 100 included), adds one node;
 * - plays the rest of the turn out with uniformly random playable cards.
 * It plays the most visited card. A single playable card is played without searching.
 *
 * In the Schieber it names the call (or pushes) as the normal AI does: the suit, Obenabe or
 * Undenufe its hand is strongest in by the normal AI's count of trumps, sure tricks and aces,
 * passing a hand below the normal AI's threshold. The reference is about card play; sharing the
 * call policy with the normal AI keeps the call from deciding a duel.
 *
 * Deterministic: a view, a seed and an iteration count always give the same action.
 */
import { JassRandom, type Random } from '../../random.ts';
import { isNoTrump, RANKS, SUITS, suitOf, type Card, type Suit } from '../engine/cards.ts';
import type { JassAction } from '../engine/record.ts';
import { beats } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { normalAction } from '../ai/normal.ts';
import { cardId, cardOfId, cardsOfMasks, TurnSim } from '../ai/turn-sim.ts';

/** Iterations per decision unless told otherwise. */
export const REFERENCE_ITERATIONS = 10_000;
/** UCB1 exploration constant, on points (a turn's cards are worth 157). */
export const REFERENCE_EXPLORATION = 40;

const RANK_COUNT = RANKS.length;
const ALL_RANKS = (1 << RANK_COUNT) - 1;
const JACK_BIT = 1 << RANKS.indexOf('J');

/**
 * Per seat and suit (`seat * 4 + suit`, seats in play order), the ranks a seat may still hold by
 * what it showed this turn (the rules digest §7 and their trump exceptions):
 * - a side suit led, a card of another side suit played: none of the led suit left (a trump
 *   played tells nothing of the led suit: a player may always trump);
 * - a side suit led, a trump lower than the best trump of the trick played (under-trumping): the
 *   hand had nothing else, so only trumps are left;
 * - trump led, another suit played: no trump left but, perhaps, the jack (the Bauer need not follow).
 * Without trump (Obenabe, Undenufe) only the first rule applies.
 */
export function voidMasks(view: JassView): Int32Array {
  const trump = view.trump;
  const t = trump === null || isNoTrump(trump) ? -1 : SUITS.indexOf(trump);
  const allowed = new Int32Array(16).fill(ALL_RANKS);
  const tricks = [...view.tricks.filter((trick) => trick.turn === view.turn).map((trick) => trick.cards), view.trick];
  for (const cards of tricks) {
    if (cards.length === 0 || trump === null) continue;
    const lead = SUITS.indexOf(suitOf(cards[0].card));
    let best: Card | null = lead === t ? cards[0].card : null;
    for (const { seat, card } of cards.slice(1)) {
      const s = view.players.indexOf(seat);
      const suit = SUITS.indexOf(suitOf(card));
      if (lead === t) {
        if (suit !== t) allowed[s * 4 + t] &= JACK_BIT;
      } else if (suit !== lead && suit !== t) {
        allowed[s * 4 + lead] = 0;
      } else if (suit === t && best !== null && beats(best, card, trump)) {
        for (let other = 0; other < 4; other++) if (other !== t) allowed[s * 4 + other] = 0;
      }
      if (suit === t && (best === null || beats(card, best, trump))) best = card;
    }
  }
  return allowed;
}

/** Tries at a deal respecting every void before one ignores them (a contradiction must not stop a decision). */
const TRIES = 50;

/** The reference's own dealer of the unseen cards, respecting the voids. */
class RefDealer {
  private readonly others: number[];
  private readonly unseen: Int32Array;
  /** Per unseen card, a bit per seat that may hold it. */
  private readonly mayHold: Int32Array;
  private readonly free = new Int32Array(4);

  constructor(
    private readonly base: TurnSim,
    me: number,
    unseen: readonly number[],
    private readonly counts: readonly number[],
    allowed: Int32Array,
  ) {
    this.others = [0, 1, 2, 3].filter((seat) => seat !== me);
    // The most constrained cards first, so that a random deal rarely runs into a dead end.
    const holders = (card: number) => this.others.reduce((bits, seat) => ((allowed[seat * 4 + ((card / RANK_COUNT) | 0)] >> card % RANK_COUNT) & 1 ? bits | (1 << seat) : bits), 0);
    const popcount = (bits: number) => (bits & 1) + ((bits >> 1) & 1) + ((bits >> 2) & 1) + ((bits >> 3) & 1);
    const sorted = [...unseen].sort((a, b) => popcount(holders(a)) - popcount(holders(b)) || a - b);
    this.unseen = Int32Array.from(sorted);
    this.mayHold = Int32Array.from(sorted, holders);
  }

  /** Writes into `into` the base position with a random deal of the unseen cards. */
  deal(random: Random, into: TurnSim): void {
    for (let attempt = 0; attempt <= TRIES; attempt++) {
      into.copyFrom(this.base);
      for (const seat of this.others) this.free[seat] = this.counts[seat];
      let ok = true;
      for (let i = 0; i < this.unseen.length && ok; i++) {
        const bits = attempt === TRIES ? 15 : this.mayHold[i];
        // Weighted by the room left in each hand: a uniform deal among those that fit.
        let room = 0;
        for (const seat of this.others) if ((bits >> seat) & 1) room += this.free[seat];
        if (room === 0) {
          ok = false;
          break;
        }
        let r = random.int(room);
        for (const seat of this.others) {
          if (!((bits >> seat) & 1)) continue;
          if (r < this.free[seat]) {
            this.free[seat]--;
            into.give(seat, this.unseen[i]);
            break;
          }
          r -= this.free[seat];
        }
      }
      if (ok) return;
    }
    throw new Error('no deal of the unseen cards fits the hand counts');
  }
}

/** The position of the view, with only its own hand filled in, and what is needed to deal the rest. */
function positionOf(view: JassView): { base: TurnSim; me: number; unseen: number[]; counts: number[] } {
  const trump = view.trump;
  if (trump === null) throw new Error('no call yet: nothing to search');
  const me = view.players.indexOf(view.seat);
  const base = new TurnSim();
  base.setMode(trump, 1);
  base.target = Number.MAX_SAFE_INTEGER; // the search counts points, not games
  base.leader = view.players.indexOf(view.leader);
  base.trickIndex = view.trickIndex;
  const seen = new Set<Card>(view.hand);
  for (const trick of view.tricks) {
    if (trick.turn !== view.turn) continue;
    base.tricksWon[view.players.indexOf(trick.winner) & 1]++;
    for (const { card } of trick.cards) seen.add(card);
  }
  for (const { card } of view.trick) {
    seen.add(card);
    base.trick[base.trickLength++] = cardId(card);
  }
  for (const card of view.hand) base.give(me, cardId(card));
  const unseen: number[] = [];
  for (const suit of SUITS) for (const rank of RANKS) if (!seen.has(`${suit as Suit}${rank}`)) unseen.push(cardId(`${suit}${rank}`));
  return { base, me, unseen, counts: view.players.map((seat) => view.handCounts[seat]) };
}

/** What a search found: the card and each root card's visits and mean points. */
export interface ReferenceSearch {
  readonly card: Card;
  readonly children: readonly { readonly card: Card; readonly visits: number; readonly mean: number }[];
}

/** Runs the determinized UCT search from a view whose seat has a card to play. */
export function referenceSearch(view: JassView, iterations: number, random: Random, exploration = REFERENCE_EXPLORATION): ReferenceSearch {
  const { base, me, unseen, counts } = positionOf(view);
  const dealer = new RefDealer(base, me, unseen, counts, voidMasks(view));
  // The tree in flat arrays: one node per iteration at most, plus the root.
  const size = iterations + 1;
  const nodeCard = new Int32Array(size);
  const nodeTeam = new Int32Array(size);
  const visits = new Float64Array(size);
  const total = new Float64Array(size);
  const firstChild = new Int32Array(size).fill(-1);
  const nextSibling = new Int32Array(size).fill(-1);
  let nodes = 1;
  const sim = new TurnSim();
  const masks = new Int32Array(4);
  const legal = new Int32Array(9);
  const untried = new Int32Array(9);
  const path = new Int32Array(40);
  for (let i = 0; i < iterations; i++) {
    dealer.deal(random, sim);
    let depth = 0;
    let current = 0;
    while (!sim.done) {
      sim.playableMasks(masks);
      const n = cardsOfMasks(masks, legal);
      let free = 0;
      let best = -1;
      let bestScore = -Infinity;
      const logParent = Math.log(Math.max(1, visits[current]));
      for (let j = 0; j < n; j++) {
        let child = firstChild[current];
        while (child >= 0 && nodeCard[child] !== legal[j]) child = nextSibling[child];
        if (child < 0) {
          untried[free++] = legal[j];
          continue;
        }
        const score = total[child] / visits[child] + exploration * Math.sqrt((2 * logParent) / visits[child]);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (free > 0) {
        const card = untried[random.int(free)];
        const added = nodes++;
        nodeCard[added] = card;
        nodeTeam[added] = sim.toPlay & 1;
        nextSibling[added] = firstChild[current];
        firstChild[current] = added;
        path[depth++] = added;
        sim.play(card);
        break;
      }
      path[depth++] = best;
      sim.play(nodeCard[best]);
      current = best;
    }
    while (!sim.done) {
      sim.playableMasks(masks);
      sim.play(legal[random.int(cardsOfMasks(masks, legal))]);
    }
    visits[0]++;
    for (let d = 0; d < depth; d++) {
      const node = path[d];
      visits[node]++;
      total[node] += sim.gained[nodeTeam[node]];
    }
  }
  const children: { card: Card; visits: number; mean: number; id: number }[] = [];
  for (let child = firstChild[0]; child >= 0; child = nextSibling[child]) {
    children.push({ card: cardOfId(nodeCard[child]), visits: visits[child], mean: total[child] / visits[child], id: nodeCard[child] });
  }
  if (children.length === 0) throw new Error('the search found no card');
  children.sort((a, b) => b.visits - a.visits || a.id - b.id);
  return { card: children[0].card, children: children.map(({ card, visits: v, mean }) => ({ card, visits: v, mean })) };
}

/** The reference player's action for the seat of the view (which must be the one to act). */
export function referenceAction(view: JassView, seed: number, iterations = REFERENCE_ITERATIONS): JassAction {
  if (view.phase === 'trump') return normalAction(view);
  if (view.playable.length === 1) return { type: 'play', card: view.playable[0] };
  const { card } = referenceSearch(view, iterations, new JassRandom(seed));
  if (!view.playable.includes(card)) throw new Error(`the reference chose ${card}, which is not playable`);
  return { type: 'play', card };
}

/** One random deal of the unseen cards as the reference samples it: every seat's hand, in play order (its tests read it). */
export function sampleHands(view: JassView, random: Random): Card[][] {
  const { base, me, unseen, counts } = positionOf(view);
  const sim = new TurnSim();
  new RefDealer(base, me, unseen, counts, voidMasks(view)).deal(random, sim);
  return [0, 1, 2, 3].map((seat) => {
    const masks = sim.hands.subarray(seat * 4, seat * 4 + 4);
    const out = new Int32Array(9);
    return Array.from(out.subarray(0, cardsOfMasks(Int32Array.from(masks), out)), cardOfId);
  });
}
