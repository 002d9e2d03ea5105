/**
 * What the cards played this turn tell of the hands that played them, for the hard AI's deals.
 * Players mostly play as the play-outs' rule of thumb would (`TurnSim.playoutCard`: feed a
 * partner who wins, take an opponent's trick cheaply, else throw the poorest card), so a deal in
 * which a seat's card is the one the rule would have played from that hand explains the play
 * better than a deal in which the rule would have played another. A deal's likelihood is the
 * product, over the cards the other seats played this turn after a trick's lead (leads are left
 * to chance by the rule too), of that card's chance under a model that plays a card of the rule's
 * kind with probability 1 − noise and any playable card with probability noise. Cards the rule
 * cannot tell apart (both take the trick or neither, as many points, both trumps or neither) are
 * of one kind, so that throwing one worthless card rather than another says nothing.
 */
import { RANKS } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { cardId, cardsOfMasks, TurnSim, type CardId } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;

/** The model's chance that a card is any playable one rather than of the rule's kind. */
export const PLAY_NOISE = 0.5;

/** The kind of a playable card for the rule: whether it takes the trick, its points, whether it is a trump. */
function kindOf(sim: TurnSim, card: CardId): number {
  const trump = ((card / RANK_COUNT) | 0) === sim.trump ? 1 : 0;
  return (sim.takesTrick(card) ? 1 : 0) | (trump << 1) | (sim.pointsOf(card) << 2);
}

/**
 * The likelihood of a dealt position (the other seats' hands now) given the cards played this
 * turn, up to a constant; or null when no other seat has followed to a trick yet (every deal is
 * as likely). The position's hands are read, not changed.
 */
export function playLikelihood(view: JassView, noise = PLAY_NOISE): ((sim: TurnSim) => number) | null {
  const trump = view.trump;
  if (view.phase !== 'play' || trump === null) return null;
  const me = view.players.indexOf(view.seat);
  const tricks = [...view.tricks.filter((trick) => trick.turn === view.turn).map((trick) => trick.cards), view.trick].filter((cards) => cards.length > 0);
  const seats: number[] = [];
  const cards: CardId[] = [];
  const played = new Int32Array(16);
  let informative = false;
  for (const trick of tricks) {
    trick.forEach(({ seat, card }, i) => {
      const s = view.players.indexOf(seat);
      const id = cardId(card);
      seats.push(s);
      cards.push(id);
      played[s * 4 + ((id / RANK_COUNT) | 0)] |= 1 << id % RANK_COUNT;
      if (i > 0 && s !== me) informative = true;
    });
  }
  if (!informative) return null;
  // The turn from its first card, every hand as it was then; the target out of reach.
  const start = new TurnSim();
  start.setMode(trump, 1);
  start.leader = seats[0];
  start.target = Number.POSITIVE_INFINITY;
  const replay = new TurnSim();
  const masks = new Int32Array(4);
  const legal = new Int32Array(9);
  return (sim) => {
    replay.copyFrom(start);
    for (let i = 0; i < 16; i++) replay.hands[i] = sim.hands[i] | played[i];
    let likelihood = 1;
    for (let e = 0; e < cards.length; e++) {
      const card = cards[e];
      if (replay.trickLength > 0 && seats[e] !== me) {
        replay.playableMasks(masks);
        const n = cardsOfMasks(masks, legal);
        if (n > 1) {
          const kind = kindOf(replay, replay.playoutCard(legal, n));
          let alike = 0;
          for (let j = 0; j < n; j++) if (kindOf(replay, legal[j]) === kind) alike++;
          likelihood *= noise / n + (kindOf(replay, card) === kind ? (1 - noise) / alike : 0);
        }
      }
      replay.play(card);
    }
    return likelihood;
  };
}
