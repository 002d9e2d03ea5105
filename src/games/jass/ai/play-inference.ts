/**
 * What the cards played this turn tell of the hands that played them, for the hard AI's deals.
 * A deal's log-likelihood is the sum, over the cards the other seats played this turn with a
 * choice (leads included), of that card's log-probability under the fitted model of how strong
 * players choose a card (`play-model.ts`), each hand being what the deal makes it at that moment.
 */
import { RANKS } from '../engine/cards.ts';
import type { JassView } from '../engine/view.ts';
import { FEATURE_COUNT, indexOf, logProbabilities } from './play-model.ts';
import { PLAY_WEIGHTS } from './play-model-weights.ts';
import { cardId, cardsOfMasks, TurnSim, type CardId } from './turn-sim.ts';

const RANK_COUNT = RANKS.length;

/**
 * `JASS_PLAY_MODEL=off`, read once, is for the tools alone: hard's deals as before the model, so
 * that play recorded to refit it (`tools/play-model-data.ts --player hard`) does not depend on it.
 */
const MODEL_OFF = process.env.JASS_PLAY_MODEL === 'off';

/**
 * The log-likelihood of a dealt position (the other seats' hands now) given the cards played
 * this turn, up to a constant; or null when no other seat has played yet (every deal is as
 * likely, and with the model off: see `MODEL_OFF`). The
 * position's hands are read, not changed.
 */
export function playLikelihood(view: JassView, weights: readonly number[] = PLAY_WEIGHTS): ((sim: TurnSim) => number) | null {
  const trump = view.trump;
  if (view.phase !== 'play' || trump === null || MODEL_OFF) return null;
  const me = view.players.indexOf(view.seat);
  const tricks = [...view.tricks.filter((trick) => trick.turn === view.turn).map((trick) => trick.cards), view.trick].filter((cards) => cards.length > 0);
  const seats: number[] = [];
  const cards: CardId[] = [];
  const played = new Int32Array(16);
  let informative = false;
  for (const trick of tricks) {
    for (const { seat, card } of trick) {
      const s = view.players.indexOf(seat);
      const id = cardId(card);
      seats.push(s);
      cards.push(id);
      played[s * 4 + ((id / RANK_COUNT) | 0)] |= 1 << id % RANK_COUNT;
      if (s !== me) informative = true;
    }
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
  const scratch = new Float64Array(9 * FEATURE_COUNT);
  const logs = new Float64Array(9);
  return (sim) => {
    replay.copyFrom(start);
    for (let i = 0; i < 16; i++) replay.hands[i] = sim.hands[i] | played[i];
    let log = 0;
    for (let e = 0; e < cards.length; e++) {
      const card = cards[e];
      if (seats[e] !== me) {
        replay.playableMasks(masks);
        const n = cardsOfMasks(masks, legal);
        if (n > 1) {
          logProbabilities(replay, legal, n, weights, scratch, logs);
          log += logs[indexOf(legal, n, card)];
        }
      }
      replay.play(card);
    }
    return log;
  };
}
