import { FACE_UP_SLOTS, MIN_INITIAL_TICKETS } from '../data/cards.ts';
import { countsBag, possibleAdditionalPayments, possiblePayments, subtractCounts } from './cards.ts';
import { MAP_ROUTES } from './map.ts';
import { TchuRandom, type Random } from '../../random.ts';
import { newRecord, recordStart, type GameRecord } from './record.ts';
import { SEATS, applyAction, canDrawCards, claimableRoutes, seatsToAct, type Action, type Entry, type GameState } from './state.ts';

function randomKeep(offered: readonly number[], min: number, random: Random): number[] {
  const shuffled = random.shuffle(offered);
  return shuffled.slice(0, min + random.int(offered.length - min + 1));
}

/** A random legal action of a seat that may act. Claims are favoured so that random games end. */
export function randomAction(state: GameState, seat: string, random: Random): Action {
  const player = state.players.indexOf(seat);
  const ps = state.playerStates[player];
  switch (state.step) {
    case 'INITIAL_TICKETS':
      return { type: 'chooseTickets', keep: randomKeep(ps.offered ?? [], MIN_INITIAL_TICKETS, random) };
    case 'KEEP_TICKETS':
      return { type: 'keepTickets', keep: randomKeep(ps.offered ?? [], 1, random) };
    case 'SECOND_CARD':
      return { type: 'drawCard', slot: random.int(FACE_UP_SLOTS + 1) === FACE_UP_SLOTS ? 'deck' : random.int(FACE_UP_SLOTS) };
    case 'ADDITIONAL': {
      const tunnel = state.tunnel!;
      const options = possibleAdditionalPayments(tunnel.initial, tunnel.cost, subtractCounts(ps.cards, tunnel.initial));
      const i = random.int(options.length + 1);
      return i === options.length ? { type: 'giveUp' } : { type: 'additional', cards: countsBag(options[i]) };
    }
    case 'TURN': {
      const claimable = claimableRoutes(state.owners, ps.cars, ps.cards);
      const roll = random.int(10);
      if (claimable.length > 0 && (roll < 5 || !canDrawCards(state))) {
        const route = MAP_ROUTES[random.pick(claimable)];
        return { type: 'claim', route: route.id, cards: countsBag(random.pick(possiblePayments(route, ps.cards))) };
      }
      if (canDrawCards(state) && (roll < 9 || state.ticketDeck.length === 0)) {
        return { type: 'drawCard', slot: random.int(FACE_UP_SLOTS + 1) === FACE_UP_SLOTS ? 'deck' : random.int(FACE_UP_SLOTS) };
      }
      if (state.ticketDeck.length > 0) return { type: 'drawTickets' };
      return { type: 'pass' };
    }
    case 'OVER':
      throw new Error('no action once the game is over');
  }
}

/**
 * The move of a seat that plays by itself: the first tickets offered (as few as allowed), cards
 * from the deck while it can, else the first route it can claim with its first payment, else
 * tickets, else a pass; it gives up a tunnel's additional cards.
 */
export function autoAction(state: GameState, seat: string): Action {
  const player = state.players.indexOf(seat);
  const ps = state.playerStates[player];
  switch (state.step) {
    case 'INITIAL_TICKETS':
      return { type: 'chooseTickets', keep: (ps.offered ?? []).slice(0, MIN_INITIAL_TICKETS) };
    case 'KEEP_TICKETS':
      return { type: 'keepTickets', keep: (ps.offered ?? []).slice(0, 1) };
    case 'SECOND_CARD':
      return { type: 'drawCard', slot: 'deck' };
    case 'ADDITIONAL':
      return { type: 'giveUp' };
    case 'TURN': {
      if (canDrawCards(state)) return { type: 'drawCard', slot: 'deck' };
      const claimable = claimableRoutes(state.owners, ps.cars, ps.cards);
      if (claimable.length > 0) {
        const route = MAP_ROUTES[claimable[0]];
        return { type: 'claim', route: route.id, cards: countsBag(possiblePayments(route, ps.cards)[0]) };
      }
      if (state.ticketDeck.length > 0) return { type: 'drawTickets' };
      return { type: 'pass' };
    }
    case 'OVER':
      throw new Error('no action once the game is over');
  }
}

/** Most entries a random game may take before it is a bug (a game ends long before). */
const MAX_ENTRIES = 5000;

/** A complete game of random legal moves for two players (the only number tCHu is played by). */
export function randomGame(players: number, seed: number): { record: GameRecord; state: GameState } {
  if (players !== SEATS.length) throw new Error(`tCHu is played by ${SEATS.length} players, not ${players}`);
  const random = new TchuRandom(seed ^ 0x5bd1e995);
  const record = newRecord(SEATS, seed);
  let state = recordStart(record);
  const entries: Entry[] = [];
  while (state.step !== 'OVER') {
    if (entries.length > MAX_ENTRIES) throw new Error(`random game ${seed} does not end`);
    const toAct = seatsToAct(state);
    const seat = toAct[random.int(toAct.length)];
    const action = randomAction(state, seat, random);
    const result = applyAction(state, state.players.indexOf(seat), action, { kind: 'compute' });
    if (!result.ok) throw new Error(`random move refused: ${result.error.code} ${result.error.message}`);
    entries.push(result.value.entry);
    state = result.value.state;
  }
  return { record: { ...record, actions: entries }, state };
}
