import { describe, expect, test } from 'vitest';
import { bagCounts, countsBag } from '../../../src/games/tchu/engine/cards.ts';
import { routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { newRecord, recordStart } from '../../../src/games/tchu/engine/record.ts';
import { applyAction, replayEntry, seatsToAct, type Entry, type GameState } from '../../../src/games/tchu/engine/state.ts';
import { tchu } from '../../../src/games/tchu/index.ts';
import { cards, must, refusal, started, withHand, withPlayer } from './helpers.ts';

const NEUTRAL = [...cards('WHITE', 3), ...cards('GREEN', 20)];
const owner = (state: ReturnType<typeof started>, id: string) => state.owners[routeIndex(id)!];

describe('the first ticket choice, made by both players at once', () => {
  const fresh = () => recordStart({ ...newRecord(['P1', 'P2'], 3), first: 1 });

  test('both seats act at first, in any order; the first player then plays', () => {
    let state = fresh();
    expect(seatsToAct(state)).toEqual(['P1', 'P2']);
    expect(tchu.rules.toAct(state)).toEqual(['P1', 'P2']);
    const offered2 = state.playerStates[1].offered!;
    state = must(state, 1, { type: 'chooseTickets', keep: offered2.slice(0, 3) });
    expect(seatsToAct(state)).toEqual(['P1']);
    expect(refusal(state, 1, { type: 'chooseTickets', keep: offered2.slice(0, 3) })).toBe('ALREADY_CHOSEN');
    expect(refusal(state, 1, { type: 'drawCard', slot: 'deck' })).toBe('CHOOSE_TICKETS_FIRST');
    const offered1 = state.playerStates[0].offered!;
    expect(refusal(state, 0, { type: 'chooseTickets', keep: offered1.slice(0, 2) })).toBe('MUST_KEEP_AT_LEAST');
    expect(refusal(state, 0, { type: 'chooseTickets', keep: [offered1[0], offered1[0], offered1[1]] })).toBe('TICKET_TWICE');
    expect(refusal(state, 0, { type: 'chooseTickets', keep: [...offered1.slice(0, 2), offered2[0]] })).toBe('TICKET_NOT_OFFERED');
    state = must(state, 0, { type: 'chooseTickets', keep: offered1 });
    expect(state.step).toBe('TURN');
    expect(seatsToAct(state)).toEqual(['P2']);
    expect(state.playerStates.map((ps) => ps.tickets.length)).toEqual([5, 3]);
  });

  test('the deal: 4 cards each, 5 face up, 97 in the deck, 5 tickets each, 36 in the ticket deck', () => {
    const state = fresh();
    expect(state.playerStates.map((ps) => ps.cards.reduce((a, b) => a + b, 0))).toEqual([4, 4]);
    expect([state.faceUp.length, state.deck.length, state.ticketDeck.length]).toEqual([5, 97, 36]);
  });
});

describe('drawing tickets', () => {
  test('three from the top are offered; at least one is kept; the others leave the game', () => {
    let state = started();
    const top = state.ticketDeck.slice(0, 3);
    state = must(state, 0, { type: 'drawTickets' });
    expect([state.step, state.playerStates[0].offered]).toEqual(['KEEP_TICKETS', top]);
    expect(refusal(state, 0, { type: 'keepTickets', keep: [] })).toBe('MUST_KEEP_AT_LEAST');
    expect(refusal(state, 0, { type: 'claim', route: 'BER_FRI_1', cards: { ORANGE: 1 } })).toBe('WRONG_STEP');
    state = must(state, 0, { type: 'keepTickets', keep: [top[2]] });
    expect(state.playerStates[0].tickets).toHaveLength(4);
    expect(state.ticketDeck).toHaveLength(33);
    expect(seatsToAct(state)).toEqual(['P2']);
  });

  test('with fewer than three left, those are offered; with none, drawing is refused', () => {
    const two = { ...started(), ticketDeck: [40, 41] };
    expect(must(two, 0, { type: 'drawTickets' }).playerStates[0].offered).toEqual([40, 41]);
    expect(refusal({ ...two, ticketDeck: [] }, 0, { type: 'drawTickets' })).toBe('NO_TICKETS_LEFT');
  });
});

describe('drawing cards', () => {
  test('a face-up locomotive is one draw like another: the slot is refilled and a second draw follows', () => {
    let state: GameState = { ...started(['RED', 'BLUE', ...NEUTRAL]), faceUp: ['BLACK', 'BLACK', 'LOCOMOTIVE', 'BLACK', 'BLACK'] };
    state = withHand(state, 0, {});
    state = must(state, 0, { type: 'drawCard', slot: 2 });
    expect(state.step).toBe('SECOND_CARD');
    expect(state.faceUp).toEqual(['BLACK', 'BLACK', 'RED', 'BLACK', 'BLACK']);
    expect(seatsToAct(state)).toEqual(['P1']);
    expect(refusal(state, 1, { type: 'drawCard', slot: 'deck' })).toBe('NOT_YOUR_TURN');
    state = must(state, 0, { type: 'drawCard', slot: 'deck' });
    expect(countsBag(state.playerStates[0].cards)).toEqual({ BLUE: 1, LOCOMOTIVE: 1 });
    expect(seatsToAct(state)).toEqual(['P2']);
  });

  test('the empty deck is rebuilt from the discard, its order written into the entry, and a replay uses it', () => {
    const before = { ...started([]), discard: bagCounts({ RED: 3, BLUE: 3 }) };
    const played = applyAction(before, 0, { type: 'drawCard', slot: 'deck' }, { kind: 'compute' });
    if (!played.ok) throw new Error(played.error.code);
    const entry = played.value.entry as Extract<Entry, { type: 'drawCard' }>;
    expect(entry.reshuffle).toHaveLength(6);
    expect(countsBag(bagCounts(entry.reshuffle!.reduce<Record<string, number>>((bag, c) => ({ ...bag, [c]: (bag[c] ?? 0) + 1 }), {})))).toEqual({ BLUE: 3, RED: 3 });
    const after = played.value.state;
    expect([after.deck.length, after.discard.reduce((a, b) => a + b, 0), after.reshuffles]).toEqual([5, 0, 1]);
    expect(after.deck).toEqual(entry.reshuffle!.slice(1));
    // A replay takes the recorded order, even one play would not have computed.
    const order = [...entry.reshuffle!].reverse();
    const replayed = replayEntry(before, { ...entry, reshuffle: order });
    expect(replayed.ok && replayed.value.deck).toEqual(order.slice(1));
    expect(replayEntry(before, { type: 'drawCard', slot: 'deck' })).toMatchObject({ ok: false, error: { code: 'MISSING_RESHUFFLE' } });
    expect(replayEntry(before, { ...entry, reshuffle: ['RED', 'RED', 'RED', 'RED', 'BLUE', 'BLUE'] })).toMatchObject({ ok: false, error: { code: 'BAD_RESHUFFLE' } });
    expect(replayEntry(after, { ...entry, reshuffle: order })).toMatchObject({ ok: false, error: { code: 'UNEXPECTED_RESHUFFLE' } });
  });

  test('drawing cards is refused when the deck and the discard hold fewer than 5', () => {
    const state = { ...started(['RED', 'RED']), discard: bagCounts({ BLUE: 2 }) };
    expect(refusal(state, 0, { type: 'drawCard', slot: 'deck' })).toBe('CANNOT_DRAW_CARDS');
  });
});

describe('claiming routes', () => {
  test('an overground claim: cards to the discard, cars placed, claim points scored', () => {
    let state = withHand(started(), 0, { BLUE: 3, RED: 1 });
    const discard = state.discard;
    state = must(state, 0, { type: 'claim', route: 'BER_INT_1', cards: { BLUE: 3 } });
    expect(owner(state, 'BER_INT_1')).toBe(0);
    expect(countsBag(state.playerStates[0].cards)).toEqual({ RED: 1 });
    expect([state.playerStates[0].cars, state.playerStates[0].claimPoints]).toEqual([37, 4]);
    expect(countsBag(state.discard)).toEqual(countsBag(discard.map((n, i) => n + (i === 2 ? 3 : 0))));
  });

  test.each([
    ['locomotives on an overground route', 'BER_INT_1', { BLUE: 2, LOCOMOTIVE: 1 }, 'WRONG_CARDS_FOR_ROUTE'],
    ['the wrong colour', 'BER_INT_1', { RED: 3 }, 'WRONG_CARDS_FOR_ROUTE'],
    ['too few cards', 'BER_INT_1', { BLUE: 2 }, 'WRONG_CARDS_FOR_ROUTE'],
    ['two colours on a grey route', 'BER_LUC_1', { RED: 2, BLUE: 2 }, 'WRONG_CARDS_FOR_ROUTE'],
    ['cards not in hand', 'BER_LUC_1', { GREEN: 4 }, 'NOT_ENOUGH_CARDS'],
    ['an unknown route', 'BER_XXX_1', { BLUE: 3 }, 'UNKNOWN_ROUTE'],
  ])('refused: %s', (_name, route, bag, code) => {
    const state = withHand(started(), 0, { BLUE: 3, RED: 4, LOCOMOTIVE: 2 });
    expect(refusal(state, 0, { type: 'claim', route, cards: bag })).toBe(code);
  });

  test('a claim needs as many cars as the route is long', () => {
    const state = withPlayer(withHand(started(), 0, { BLUE: 3 }), 0, { cars: 2 });
    expect(refusal(state, 0, { type: 'claim', route: 'BER_INT_1', cards: { BLUE: 3 } })).toBe('NOT_ENOUGH_CARS');
  });

  test('a double route: once one is claimed, the other is blocked for both players', () => {
    let state = withHand(withHand(started(), 0, { ORANGE: 1, YELLOW: 1 }), 1, { ORANGE: 1, YELLOW: 1 });
    state = must(state, 0, { type: 'claim', route: 'BER_FRI_1', cards: { ORANGE: 1 } });
    expect(refusal(state, 1, { type: 'claim', route: 'BER_FRI_2', cards: { YELLOW: 1 } })).toBe('TWIN_ROUTE_BLOCKED');
    expect(refusal(state, 1, { type: 'claim', route: 'BER_FRI_1', cards: { ORANGE: 1 } })).toBe('ROUTE_TAKEN');
    state = must(state, 1, { type: 'drawCard', slot: 'deck' });
    state = must(state, 1, { type: 'drawCard', slot: 'deck' });
    expect(refusal(state, 0, { type: 'claim', route: 'BER_FRI_2', cards: { YELLOW: 1 } })).toBe('TWIN_ROUTE_BLOCKED');
  });
});

describe('tunnels', () => {
  test('no additional cost: claimed at once, the three cards to the discard', () => {
    let state = withHand(started(['BLUE', 'GREEN', 'WHITE', ...NEUTRAL]), 0, { RED: 3 });
    state = must(state, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { RED: 3 } });
    expect(owner(state, 'BAD_BAL_1')).toBe(0);
    expect(countsBag(state.discard)).toEqual({ BLUE: 1, GREEN: 1, RED: 3, WHITE: 1 });
    expect(state.lastTunnel).toMatchObject({ drawn: ['BLUE', 'GREEN', 'WHITE'], cost: 0, outcome: 'CLAIMED' });
  });

  test('two additional cards (a red and a locomotive drawn): the player pays one of the ways', () => {
    let state = withHand(started(['RED', 'LOCOMOTIVE', 'BLUE', ...NEUTRAL]), 0, { RED: 4, LOCOMOTIVE: 2 });
    state = must(state, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { RED: 3 } });
    expect(state.step).toBe('ADDITIONAL');
    expect(state.tunnel).toMatchObject({ cost: 2, drawn: ['RED', 'LOCOMOTIVE', 'BLUE'] });
    expect(refusal(state, 0, { type: 'additional', cards: { RED: 2 } })).toBe('NOT_ENOUGH_CARDS');
    expect(refusal(state, 0, { type: 'additional', cards: { BLUE: 2 } })).toBe('WRONG_CARDS_FOR_ROUTE');
    expect(refusal(state, 0, { type: 'additional', cards: { LOCOMOTIVE: 1 } })).toBe('WRONG_CARDS_FOR_ROUTE');
    state = must(state, 0, { type: 'additional', cards: { RED: 1, LOCOMOTIVE: 1 } });
    expect(owner(state, 'BAD_BAL_1')).toBe(0);
    expect(countsBag(state.playerStates[0].cards)).toEqual({ LOCOMOTIVE: 1 });
    expect(countsBag(state.discard)).toEqual({ BLUE: 1, LOCOMOTIVE: 2, RED: 5 });
    expect([state.playerStates[0].cars, state.playerStates[0].claimPoints, seatsToAct(state)]).toEqual([37, 4, ['P2']]);
  });

  test('giving up: the route stays free, the initial cards stay in hand, the three cards go to the discard', () => {
    let state = withHand(started(['RED', 'LOCOMOTIVE', 'BLUE', ...NEUTRAL]), 0, { RED: 4, LOCOMOTIVE: 2 });
    state = must(state, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { RED: 3 } });
    state = must(state, 0, { type: 'giveUp' });
    expect(owner(state, 'BAD_BAL_1')).toBe(null);
    expect(countsBag(state.playerStates[0].cards)).toEqual({ RED: 4, LOCOMOTIVE: 2 });
    expect(countsBag(state.discard)).toEqual({ BLUE: 1, LOCOMOTIVE: 1, RED: 1 });
    expect([state.playerStates[0].cars, seatsToAct(state), state.lastTunnel?.outcome]).toEqual([40, ['P2'], 'GAVE_UP']);
  });

  test('paid with locomotives only: only drawn locomotives count, and only locomotives pay', () => {
    let state = withHand(started(['RED', 'RED', 'LOCOMOTIVE', ...NEUTRAL]), 0, { LOCOMOTIVE: 4, RED: 5 });
    state = must(state, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { LOCOMOTIVE: 3 } });
    expect(state.tunnel?.cost).toBe(1);
    expect(refusal(state, 0, { type: 'additional', cards: { RED: 1 } })).toBe('WRONG_CARDS_FOR_ROUTE');
    state = must(state, 0, { type: 'additional', cards: { LOCOMOTIVE: 1 } });
    expect(countsBag(state.playerStates[0].cards)).toEqual({ RED: 5 });
  });

  test('no possible additional payment: the turn ends at once, nothing claimed', () => {
    let state = withHand(started(['RED', 'RED', 'LOCOMOTIVE', ...NEUTRAL]), 0, { LOCOMOTIVE: 3, RED: 5 });
    state = must(state, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { LOCOMOTIVE: 3 } });
    expect([state.step, seatsToAct(state), owner(state, 'BAD_BAL_1'), state.lastTunnel?.outcome]).toEqual(['TURN', ['P2'], null, 'NO_PAYMENT']);
    expect(countsBag(state.playerStates[0].cards)).toEqual({ RED: 5, LOCOMOTIVE: 3 });
  });

  test('a tunnel turning over the last cards rebuilds the deck from the discard and records it', () => {
    const before = { ...withHand(started(['BLUE']), 0, { RED: 3 }), discard: bagCounts({ GREEN: 4 }) };
    const played = applyAction(before, 0, { type: 'claim', route: 'BAD_BAL_1', cards: { RED: 3 } }, { kind: 'compute' });
    if (!played.ok) throw new Error(played.error.code);
    expect(played.value.entry).toEqual({ type: 'claim', route: 'BAD_BAL_1', cards: { RED: 3 }, reshuffle: ['GREEN', 'GREEN', 'GREEN', 'GREEN'] });
    expect(played.value.state.deck).toEqual(['GREEN', 'GREEN']);
    expect(owner(played.value.state, 'BAD_BAL_1')).toBe(0);
  });
});

describe('the end of the game', () => {
  test('a player ending a turn with 2 cars starts the last round: the other plays, then that player, then it ends', () => {
    let state = withPlayer(withHand(started(), 0, { ORANGE: 1 }), 0, { cars: 3 });
    state = must(state, 0, { type: 'claim', route: 'BER_FRI_1', cards: { ORANGE: 1 } });
    expect([state.countdown, seatsToAct(state)]).toEqual([2, ['P2']]);
    state = must(state, 1, { type: 'drawCard', slot: 'deck' });
    state = must(state, 1, { type: 'drawCard', slot: 'deck' });
    expect([state.countdown, seatsToAct(state)]).toEqual([1, ['P1']]);
    state = must(state, 0, { type: 'drawTickets' });
    expect(tchu.rules.isOver(state)).toBe(false);
    state = must(state, 0, { type: 'keepTickets', keep: [state.playerStates[0].offered![0]] });
    expect([state.step, seatsToAct(state), tchu.rules.isOver(state)]).toEqual(['OVER', [], true]);
    expect(refusal(state, 1, { type: 'drawCard', slot: 'deck' })).toBe('GAME_OVER');
  });

  test('a player with no legal move passes; two passes in a row end the game', () => {
    const stuck = { ...started([]), ticketDeck: [], discard: bagCounts({}) };
    let state = withHand(withHand(stuck, 0, {}), 1, {});
    expect(refusal({ ...state, ticketDeck: [1] }, 0, { type: 'pass' })).toBe('CANNOT_PASS');
    state = must(state, 0, { type: 'pass' });
    expect(state.step).toBe('TURN');
    state = must(state, 1, { type: 'pass' });
    expect(state.step).toBe('OVER');
  });

  test('the outcome counts claim points during the game and the full score at the end', () => {
    let state = withHand(started(), 0, { BLUE: 3 });
    state = must(state, 0, { type: 'claim', route: 'BER_INT_1', cards: { BLUE: 3 } });
    expect(tchu.rules.outcome(state)).toEqual({ points: { P1: 4, P2: 0 }, winners: [] });
  });
});
