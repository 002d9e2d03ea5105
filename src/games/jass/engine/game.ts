/**
 * The state of a Jass game and its one transition, `applyAction`: pure (a new state, the old one
 * untouched), with refusals as values carrying a stable code and what a text needs to explain
 * them. Both variants: the course's (trump drawn per turn) and Schieber (trump named or passed,
 * Weis and Stöck).
 */
import type { Result } from '../../../result.ts';
import { cardOf, cardText, HAND_SIZE, isNoTrump, MATCH_BONUS, modeText, rankOf, suitOf, type Card, type Mode, type Suit } from './cards.ts';
import { callOf, MULTIPLIERS, type JassAction, type JassRecord, type MultiplierSet, type Seat, type Target, type Variant } from './record.ts';
import { playableOf, refusalOf, trickPoints, winningIndex } from './trick.ts';
import { compareWeis, weisAward, weisOf, type WeisAward } from './weis.ts';

/** The codes of refused actions (stable: the Discord side translates them). */
export const ERROR_CODES = [
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'CHOOSE_TRUMP_FIRST',
  'CARD_NOT_IN_HAND',
  'MUST_FOLLOW_SUIT',
  'NO_UNDERTRUMP',
  'TRUMP_ALREADY_CHOSEN',
  'CANNOT_PASS',
] as const;
/** A refusal code. */
export type JassErrorCode = (typeof ERROR_CODES)[number];

/**
 * A refused action: a code, a message for logs, and the suit or cards a player's text needs
 * ("you must follow ♥": `suit`; "no under-trumping": `card` and the `best` trump in the trick).
 */
export interface JassRuleError {
  readonly code: JassErrorCode;
  readonly message: string;
  readonly suit?: Suit;
  /** MUST_FOLLOW_SUIT: a trump of the hand may be played instead. */
  readonly orTrump?: true;
  /** The call already named (`TRUMP_ALREADY_CHOSEN`). */
  readonly mode?: Mode;
  readonly card?: Card;
  readonly best?: Card;
}

/** Where a turn is: trump to name (Schieber), cards to play, or the game is over. */
export const PHASES = ['trump', 'play', 'over'] as const;
/** A phase. */
export type Phase = (typeof PHASES)[number];

/** Stöck: the points of the king and queen of trump dealt to one seat. */
export const STOCK_POINTS = 20;

/** A trick once its four cards are down. Seats are indices into `SEATS`. */
export interface DoneTrick {
  readonly turn: number;
  /** 0–8 within the turn. */
  readonly index: number;
  readonly leader: number;
  /** In play order, from the leader. */
  readonly cards: readonly Card[];
  readonly winner: number;
  /** The cards' points, plus 5 for the last trick. */
  readonly points: number;
  /** 100 on the ninth trick of a team that took all nine, else 0. */
  readonly matchBonus: number;
}

/** One turn's account, by team (0: seats S and N, 1: seats E and W). */
export interface TurnAccount {
  /** The turn's call (a trump suit, Obenabe or Undenufe); null until named (Schieber). */
  readonly trump: Mode | null;
  /** The seat that leads the turn's first trick. */
  readonly leader: number;
  /** Schieber: the seat that named the trump (the leader, or its partner after a pass). */
  readonly chooser: number | null;
  /** What the call multiplies every point of the turn by (1 without multipliers). */
  readonly multiplier: number;
  /** Everything credited this turn, multiplied: tricks, match bonus, Weis, Stöck. */
  readonly points: readonly [number, number];
  /** Tricks and the match bonus only, not multiplied (157 or 257 once the turn is complete). */
  readonly trickPoints: readonly [number, number];
  /** Schieber: the Weis scored, once the first trick is complete. */
  readonly weis: WeisAward | null;
  /** Schieber: the seats credited with Stöck this turn. */
  readonly stock: readonly number[];
  /** Schieber: each seat's best Weis (value, size), announced when it plays its first card of the turn. */
  readonly announced: readonly { readonly seat: number; readonly points: number; readonly cards: number }[];
}

/**
 * A game of Jass at one moment. Seats are indices into `players`, the record's play order
 * (S=0, E=1, N=2, W=3; N, E, S, W in older records); team = seat % 2.
 */
export interface JassState {
  readonly variant: Variant;
  readonly target: Target;
  readonly multipliers: MultiplierSet;
  /** The seat keys in play order. */
  readonly players: readonly Seat[];
  readonly deals: readonly (readonly Card[])[];
  readonly trumps: readonly Suit[] | null;
  /** Index of the turn (and deal) under way. */
  readonly turn: number;
  readonly phase: Phase;
  /** Schieber: whether the turn's leader passed the trump choice to its partner. */
  readonly passed: boolean;
  /** The turn's call (a trump suit, Obenabe or Undenufe); null while it is to be named. */
  readonly trump: Mode | null;
  /** Cards still in each seat's hand, in deal order. */
  readonly hands: readonly (readonly Card[])[];
  /** The seat that leads the trick under way. */
  readonly leader: number;
  /** 0–8 within the turn. */
  readonly trickIndex: number;
  /** Cards of the trick under way, in play order from its leader. */
  readonly trick: readonly Card[];
  /** Every complete trick of the game, oldest first. */
  readonly tricks: readonly DoneTrick[];
  /** Every turn begun, the one under way last. */
  readonly turns: readonly TurnAccount[];
  /** Game points by team, everything credited so far. */
  readonly score: readonly [number, number];
  /** The winning team once the game is over. */
  readonly winner: 0 | 1 | null;
  /** Actions applied since the start. */
  readonly moves: number;
}

/** The team of a seat index: 0 for S and N, 1 for E and W. */
export function teamOf(seat: number): 0 | 1 {
  return (seat % 2) as 0 | 1;
}

/** The index of a seat key in the game's play order, or -1. */
export function seatIndex(state: Pick<JassState, 'players'>, seat: string): number {
  return (state.players as readonly string[]).indexOf(seat);
}

/** What a call multiplies the turn's points by in this game. */
export function multiplierOf(state: Pick<JassState, 'multipliers'>, mode: Mode): number {
  return MULTIPLIERS[state.multipliers][mode];
}

/** The cards dealt to a seat in a turn. */
export function dealtHand(state: Pick<JassState, 'deals'>, turn: number, seat: number): readonly Card[] {
  return state.deals[turn].slice(seat * HAND_SIZE, (seat + 1) * HAND_SIZE);
}

/** A state at the start of turn `turn`, led by `leader`, with the game's points so far. */
function dealt(state: Omit<JassState, 'hands' | 'phase' | 'passed' | 'trump' | 'leader' | 'trickIndex' | 'trick'>, turn: number, leader: number): JassState {
  const trump = state.trumps === null ? null : state.trumps[turn];
  const hands = state.players.map((_, seat) => dealtHand(state, turn, seat));
  const multiplier = trump === null ? 1 : multiplierOf(state, trump);
  const account: TurnAccount = { trump, leader, chooser: null, multiplier, points: [0, 0], trickPoints: [0, 0], weis: null, stock: [], announced: [] };
  return {
    ...state,
    turn,
    phase: trump === null ? 'trump' : 'play',
    passed: false,
    trump,
    hands,
    leader,
    trickIndex: 0,
    trick: [],
    turns: [...state.turns, account],
  };
}

/** The state a record starts from: turn 0 dealt, led by the holder of the 7 of diamonds. */
export function initialState(record: JassRecord): JassState {
  const holder = Math.floor(record.deals[0].indexOf('D7') / HAND_SIZE);
  if (holder < 0) throw new Error('the first deal has no D7');
  const base = {
    variant: record.variant,
    target: record.target,
    multipliers: record.multipliers ?? 'simple',
    players: record.players,
    deals: record.deals,
    trumps: record.variant === 'course' ? (record.trumps ?? null) : null,
    turn: 0,
    tricks: [],
    turns: [],
    score: [0, 0] as const,
    winner: null,
    moves: 0,
  };
  if (base.trumps === null && record.variant === 'course') throw new Error('a course record without trumps');
  return dealt(base, 0, holder);
}

/** The seat index to act now, or null once the game is over. */
export function seatToAct(state: JassState): number | null {
  switch (state.phase) {
    case 'over':
      return null;
    case 'trump':
      return state.passed ? (state.turns[state.turn].leader + 2) % 4 : state.turns[state.turn].leader;
    case 'play':
      return (state.leader + state.trick.length) % 4;
  }
}

/**
 * The state with points credited to a team this turn, multiplied by the call's multiplier (the
 * raw trick points kept apart), and the game won if the team reached the target.
 */
function credit(state: JassState, team: 0 | 1, raw: number, trickPoints: number, change: Partial<TurnAccount> = {}): JassState {
  const account = state.turns[state.turn];
  const points = raw * account.multiplier;
  const add = (pair: readonly [number, number], n: number): [number, number] => (team === 0 ? [pair[0] + n, pair[1]] : [pair[0], pair[1] + n]);
  const score = add(state.score, points);
  const turns = state.turns.map((t, i) =>
    i === state.turn ? { ...account, ...change, points: add(account.points, points), trickPoints: add(account.trickPoints, trickPoints) } : t,
  );
  const won = score[team] >= state.target;
  return { ...state, score, turns, ...(won ? { phase: 'over' as const, winner: team } : {}) };
}

/** What a refusal says of the call already named: its mode, and its suit when it is a trump suit. */
function namedCall(trump: Mode | null): Partial<JassRuleError> {
  if (trump === null) return {};
  return isNoTrump(trump) ? { mode: trump } : { mode: trump, suit: trump };
}

function refuse(code: JassErrorCode, message: string, extra: Partial<JassRuleError> = {}): { ok: false; error: JassRuleError } {
  return { ok: false, error: { code, message, ...extra } };
}

/**
 * Why a seat may not play this card now, or null when it may: the game, the turn, the phase,
 * the hand and the playable-card rules, in that order.
 */
export function whyNotPlayable(state: JassState, seat: string, card: Card): JassRuleError | null {
  const index = seatIndex(state, seat);
  if (state.phase === 'over') return { code: 'GAME_OVER', message: 'the game is over' };
  const toAct = seatToAct(state);
  if (index !== toAct) return { code: 'NOT_YOUR_TURN', message: `it is ${state.players[toAct ?? 0]}'s turn, not ${seat}'s` };
  if (state.phase === 'trump' || state.trump === null) return { code: 'CHOOSE_TRUMP_FIRST', message: 'the trump must be named before the first card' };
  const hand = state.hands[index];
  if (!hand.includes(card)) return { code: 'CARD_NOT_IN_HAND', message: `${cardText(card)} is not in your hand`, card };
  return refusalOf(hand, state.trick, state.trump, card);
}

/** The cards a seat may play now (none when it is not that seat's card to play). */
export function playableCards(state: JassState, seat: string): Card[] {
  const index = seatIndex(state, seat);
  if (state.phase !== 'play' || state.trump === null || index !== seatToAct(state)) return [];
  return playableOf(state.hands[index], state.trick, state.trump);
}

/** A seat's action: the state after it, or why it is refused. */
export function applyAction(state: JassState, seat: string, action: JassAction): Result<JassState, JassRuleError> {
  if (state.phase === 'over') return refuse('GAME_OVER', 'the game is over');
  const index = seatIndex(state, seat);
  const toAct = seatToAct(state) ?? 0;
  if (index !== toAct) return refuse('NOT_YOUR_TURN', `it is ${state.players[toAct]}'s turn, not ${seat}'s`);
  const moved = { ...state, moves: state.moves + 1 };
  switch (action.type) {
    case 'trump':
      if (state.phase !== 'trump') {
        const how = state.variant === 'course' ? 'drawn, not chosen, in the course variant' : 'already named';
        return refuse('TRUMP_ALREADY_CHOSEN', `the trump (${modeText(state.trump ?? 'S')}) is ${how}`, namedCall(state.trump));
      }
      return { ok: true, value: named(moved, index, callOf(action)) };
    case 'pass':
      if (state.phase !== 'trump') return refuse('TRUMP_ALREADY_CHOSEN', `the trump (${modeText(state.trump ?? 'S')}) is already set: nothing to pass`, namedCall(state.trump));
      if (state.passed) return refuse('CANNOT_PASS', 'the choice was passed to you: you must name the trump');
      return { ok: true, value: { ...moved, passed: true } };
    case 'play': {
      const why = whyNotPlayable(state, seat, action.card);
      if (why !== null) return { ok: false, error: why };
      return { ok: true, value: played(moved, index, action.card) };
    }
  }
}

/** The state once the call is named: the turn's leader plays first, whoever named it. */
function named(state: JassState, chooser: number, trump: Mode): JassState {
  const multiplier = multiplierOf(state, trump);
  const turns = state.turns.map((t, i) => (i === state.turn ? { ...t, trump, chooser, multiplier } : t));
  return { ...state, phase: 'play', trump, turns, leader: state.turns[state.turn].leader };
}

/** The state with a seat's best Weis announced, if it holds one (its first card of the turn is down). */
function announced(state: JassState, seat: number, trump: Mode): JassState {
  const best = weisOf(dealtHand(state, state.turn, seat)).sort((a, b) => compareWeis(b, a, trump))[0];
  if (best === undefined) return state;
  const account = state.turns[state.turn];
  const turns = state.turns.map((t, i) => (i === state.turn ? { ...account, announced: [...account.announced, { seat, points: best.points, cards: best.cards.length }] } : t));
  return { ...state, turns };
}

/** The state after a legal card: Stöck, then (end of a trick) Weis, trick points, next trick or turn. */
function played(before: JassState, seat: number, card: Card): JassState {
  const trump = before.trump as Mode;
  const hands = before.hands.map((hand, i) => (i === seat ? hand.filter((c) => c !== card) : hand));
  const trick = [...before.trick, card];
  let state: JassState = { ...before, hands, trick };
  if (state.variant === 'schieber' && state.trickIndex === 0) state = announced(state, seat, trump);

  if (state.variant === 'schieber' && suitOf(card) === trump && (rankOf(card) === 'K' || rankOf(card) === 'Q')) {
    // Stöck: the second of king and queen of trump, both dealt to this seat, is down.
    const other = cardOf(trump, rankOf(card) === 'K' ? 'Q' : 'K');
    if (dealtHand(state, state.turn, seat).includes(other) && !hands[seat].includes(other)) {
      state = credit(state, teamOf(seat), STOCK_POINTS, 0, { stock: [...state.turns[state.turn].stock, seat] });
      if (state.phase === 'over') return state;
    }
  }
  if (trick.length < 4) return state;

  if (state.variant === 'schieber' && state.trickIndex === 0) {
    const award = weisAward(state.players.map((_, s) => dealtHand(state, state.turn, s)), state.turns[state.turn].leader, trump);
    if (award !== null) {
      state = credit(state, award.team, award.points, 0, { weis: award });
      if (state.phase === 'over') return state;
    }
  }

  const winner = (state.leader + winningIndex(trick, trump)) % 4;
  const last = state.trickIndex === HAND_SIZE - 1;
  const points = trickPoints(trick, trump, last);
  const turnTricks = state.tricks.filter((t) => t.turn === state.turn);
  const match = last && turnTricks.every((t) => teamOf(t.winner) === teamOf(winner));
  const matchBonus = match ? MATCH_BONUS : 0;
  const done: DoneTrick = { turn: state.turn, index: state.trickIndex, leader: state.leader, cards: trick, winner, points, matchBonus };
  state = credit({ ...state, tricks: [...state.tricks, done] }, teamOf(winner), points + matchBonus, points + matchBonus);
  if (state.phase === 'over') return state;
  if (!last) return { ...state, leader: winner, trickIndex: state.trickIndex + 1, trick: [] };
  const next = state.turn + 1;
  // dealsNeeded guarantees a winner before the deals run out; running out is a bug.
  if (next >= state.deals.length) throw new Error(`turn ${next} has no deal: the game should have ended`);
  return dealt(state, next, (state.turns[state.turn].leader + 1) % 4);
}
