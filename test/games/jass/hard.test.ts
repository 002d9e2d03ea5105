import { describe, expect, test } from 'vitest';
import { Dealer, knowledgeOf } from '../../../src/games/jass/ai/deals.ts';
import { hardAction, iterationsFor, search } from '../../../src/games/jass/ai/hard.ts';
import { normalAction } from '../../../src/games/jass/ai/normal.ts';
import { cardId, cardOfId, cardsOfMasks, TurnSim } from '../../../src/games/jass/ai/turn-sim.ts';
import { DECK, SUITS, type Card } from '../../../src/games/jass/engine/cards.ts';
import { initialState, playableCards, seatToAct, type JassState } from '../../../src/games/jass/engine/game.ts';
import { JassRandom } from '../../../src/games/random.ts';
import { playRandomGame } from '../../../src/games/jass/engine/simulate.ts';
import { viewOf } from '../../../src/games/jass/engine/view.ts';
import { must, recordWithHands, start } from './helpers.ts';

/** The simulator's position with every hand of a state (the whole truth, for comparing with the engine). */
function simOf(state: JassState): TurnSim {
  const sim = new TurnSim();
  sim.setMode(state.trump!, state.turns[state.turn].multiplier);
  sim.leader = state.leader;
  sim.trickIndex = state.trickIndex;
  sim.target = state.target;
  sim.score.set(state.score);
  for (const card of state.trick) sim.trick[sim.trickLength++] = cardId(card);
  state.hands.forEach((hand, seat) => hand.forEach((card) => sim.give(seat, cardId(card))));
  for (const trick of state.tricks) if (trick.turn === state.turn) sim.tricksWon[trick.winner % 2]++;
  return sim;
}

function playableOfSim(sim: TurnSim): Card[] {
  const masks = new Int32Array(4);
  const out = new Int32Array(9);
  sim.playableMasks(masks);
  return Array.from(out.subarray(0, cardsOfMasks(masks, out)), cardOfId);
}

const COURSE = [1, 2, 3, 4, 5, 6].map((seed) => playRandomGame(seed));

describe('the hard AI', () => {
  test('its turn simulator follows the engine: the same playable cards at every move, the same points and end of every turn', () => {
    for (const { record } of COURSE) {
      let state = initialState(record);
      let sim = simOf(state);
      for (const action of record.actions) {
        const seat = seatToAct(state)!;
        expect(sim.toPlay).toBe(seat);
        expect(playableOfSim(sim).sort()).toEqual(playableCards(state, state.players[seat]).sort());
        const turn = state.turn;
        sim.play(cardId((action as { card: Card }).card));
        state = must(state, state.players[seat], action);
        if (state.turn === turn && state.phase !== 'over') continue;
        // The turn (or the game) is over: the simulator, started at the turn's first card, agrees.
        expect([sim.gained[0], sim.gained[1]]).toEqual([...state.turns[turn].trickPoints]);
        expect(sim.done).toBe(true);
        expect(sim.winner).toBe(state.phase === 'over' ? state.winner : -1);
        if (state.phase === 'over') break;
        sim = simOf(state);
      }
    }
  });

  test('a simulated turn from its start hands out the same points as the engine', () => {
    for (const { record } of COURSE) {
      let state = initialState(record);
      const sim = simOf(state);
      for (const action of record.actions.slice(0, 36)) {
        sim.play(cardId((action as { card: Card }).card));
        state = must(state, state.players[seatToAct(state)!], action);
        if (state.phase === 'over') break;
      }
      const points = state.turns[0].trickPoints;
      expect([sim.gained[0], sim.gained[1]]).toEqual([...points]);
    }
  });

  test('its deals give each other seat its number of cards, the unseen cards once, never a suit the seat showed it lacks, and the 7 of diamonds to the first turn’s leader', () => {
    // N leads spades (trump hearts); E does not follow: E holds no spade in any deal.
    const hands: Card[][] = [
      ['D7', 'SA', 'S6', 'C6', 'C7', 'D6', 'H6', 'H7', 'D8'],
      ['HK', 'H10', 'DA', 'CA', 'C8', 'C9', 'D9', 'D10', 'DJ'],
      ['H8', 'HQ', 'S7', 'C10', 'S8', 'S9', 'CJ', 'DQ', 'DK'],
      ['HJ', 'H9', 'S10', 'SJ', 'SQ', 'SK', 'CQ', 'CK', 'HA'],
    ];
    let state = start(recordWithHands(hands, 'course', 'H'));
    state = must(state, 'N', { type: 'play', card: 'SA' });
    state = must(state, 'E', { type: 'play', card: 'C8' });
    const view = viewOf(state, 'S');
    const k = knowledgeOf(view);
    const dealer = new Dealer(k);
    const sim = new TurnSim();
    const random = new JassRandom(4);
    for (let i = 0; i < 200; i++) {
      dealer.deal(random, sim);
      const held = (seat: number) => DECK.filter((card) => (sim.hands[seat * 4 + SUITS.indexOf(card[0] as 'S')] & (1 << (cardId(card) % 9))) !== 0);
      expect(held(2).sort()).toEqual([...view.hand].sort());
      expect(held(0)).toHaveLength(8);
      expect(held(1)).toHaveLength(8);
      expect(held(3)).toHaveLength(9);
      expect(held(1).filter((card) => card[0] === 'S')).toEqual([]);
      // The game's first turn is led by the seat dealt the 7 of diamonds: N still holds it.
      expect(held(0)).toContain('D7');
      const all = [0, 1, 2, 3].flatMap(held);
      expect(new Set(all).size).toBe(34);
      expect(all).not.toContain('SA');
      expect(all).not.toContain('C8');
    }
  });

  test('it decides from the view alone: two games that look the same to its seat get the same card', () => {
    // South holds the 7 of diamonds and leads; the other three hands are dealt differently.
    const south: Card[] = ['D7', 'HQ', 'DA', 'C10', 'S8', 'S9', 'CJ', 'DQ', 'DK'];
    const rest = DECK.filter((card) => !south.includes(card));
    const shuffled = new JassRandom(9).shuffle(rest);
    const views = [rest, shuffled].map((cards) => viewOf(start(recordWithHands([cards.slice(0, 9), cards.slice(9, 18), south, cards.slice(18, 27)], 'course', 'S')), 'S'));
    expect(views[0]).toEqual(views[1]);
    expect(hardAction(views[0], new JassRandom(3), 10)).toEqual(hardAction(views[1], new JassRandom(3), 10));
  });

  test('the same view and seed give the same card; a single playable card is the normal AI’s; every card it picks is playable', () => {
    const { record } = COURSE[0];
    let state = initialState(record);
    for (const action of record.actions.slice(0, 40)) {
      const view = viewOf(state, state.players[seatToAct(state)!]);
      const chosen = hardAction(view, new JassRandom(state.moves), 5);
      expect(hardAction(view, new JassRandom(state.moves), 5)).toEqual(chosen);
      expect(chosen.type === 'play' && view.playable.includes(chosen.card)).toBe(true);
      if (view.playable.length === 1) expect(chosen).toEqual(normalAction(view));
      state = must(state, state.players[seatToAct(state)!], action);
    }
    expect(iterationsFor(50)).toBe(2000);
  });

  test('last to play, it trumps a rich trick of the opponents rather than let it go', () => {
    // Scenario of the normal AI's tests: W, last, may trump a valuable heart trick with SQ.
    const hands: Card[][] = [
      ['D7', 'HA', 'H6', 'C6', 'C7', 'D6', 'S6', 'S7', 'D8'],
      ['HK', 'H10', 'H7', 'SA', 'C8', 'C9', 'D9', 'D10', 'DJ'],
      ['H8', 'HQ', 'DA', 'C10', 'S8', 'S9', 'CJ', 'DQ', 'DK'],
      ['HJ', 'H9', 'S10', 'SJ', 'SQ', 'SK', 'CQ', 'CK', 'CA'],
    ];
    let state = start(recordWithHands(hands, 'course', 'S'));
    for (const card of ['HA', 'H10', 'H8'] as Card[]) state = must(state, state.players[seatToAct(state)!], { type: 'play', card });
    const result = search(viewOf(state, 'W'), 3000, new JassRandom(1));
    // Hearts are led and W's hearts cannot beat the ace: a trump takes the 21 points.
    expect(result.card[0]).toBe('S');
  });

  test('its deals take a trump on a side suit for no void in that suit (a player may always trump)', () => {
    // Trump ♠, play order N, E, S, W; N leads the ♦A, E trumps holding diamonds.
    const hands: Card[][] = [
      ['DA', 'H6', 'D7', 'C6', 'C7', 'C8', 'C9', 'C10', 'CJ'],
      ['SJ', 'D6', 'D8', 'D9', 'D10', 'DJ', 'CQ', 'CK', 'CA'],
      ['H7', 'H8', 'H9', 'H10', 'HJ', 'HQ', 'HK', 'HA', 'DK'],
      ['S6', 'S7', 'S8', 'S9', 'S10', 'SQ', 'SK', 'SA', 'DQ'],
    ];
    let state = start(recordWithHands(hands, 'course', 'S'));
    state = must(state, 'N', { type: 'play', card: 'DA' });
    state = must(state, 'E', { type: 'play', card: 'SJ' });
    const dealer = new Dealer(knowledgeOf(viewOf(state, 'S')));
    const sim = new TurnSim();
    const random = new JassRandom(4);
    const e = state.players.indexOf('E');
    let diamonds = 0;
    for (let i = 0; i < 50; i++) {
      dealer.deal(random, sim);
      if (sim.hands[e * 4 + SUITS.indexOf('D')] !== 0) diamonds++;
    }
    expect(diamonds).toBeGreaterThan(0);
  });

  test('its play-outs follow a rule of thumb: the richest card on a partner’s winning one, the cheapest that takes an opponent’s', () => {
    const sim = new TurnSim();
    sim.setMode('S', 1);
    sim.leader = 0;
    // Seat 0 leads ♥K, seat 1 plays ♥6: seat 2 (seat 0's partner) holds ♥A, ♥10 and ♥7.
    for (const card of ['HA', 'H10', 'H7'] as Card[]) sim.give(2, cardId(card));
    sim.trick[sim.trickLength++] = cardId('HK');
    sim.trick[sim.trickLength++] = cardId('H6');
    const legal = Int32Array.from(['HA', 'H10', 'H7'] as Card[], cardId);
    // The partner wins with the king: the ten (richest card that does not take the trick over).
    expect(cardOfId(sim.playoutCard(legal, 3))).toBe('H10');
    // Seat 1's ♥Q led, seat 2 to play second after it: the opponent wins, so the cheapest card that takes it, the ace.
    sim.trickLength = 0;
    sim.leader = 1;
    sim.trick[sim.trickLength++] = cardId('HQ');
    expect(cardOfId(sim.playoutCard(legal, 3))).toBe('HA');
    // Leading is left to chance.
    sim.trickLength = 0;
    sim.leader = 2;
    expect(sim.playoutCard(legal, 3)).toBe(-1);
  });
});
