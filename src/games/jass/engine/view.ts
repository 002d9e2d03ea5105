/**
 * What one seat may know (`GameRules.seatView`): its own hand, everything played (the trick
 * under way and every past trick), trumps of the turns begun, scores, who leads, whose turn and
 * how many cards the others hold; in Schieber the Weis once shown and the Stöck once scored.
 * Never another hand, a future deal or a future trump. Plain JSON.
 */
import type { Card, Mode } from './cards.ts';
import { dealtHand, seatToAct, type JassState, type Phase } from './game.ts';
import type { MultiplierSet, Seat, Target, Variant } from './record.ts';
import { playableOf } from './trick.ts';
import { weisOf, type Weis } from './weis.ts';

/** A card with the seat that played it. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
}

/** A past trick as everyone saw it. */
export interface TrickView {
  readonly turn: number;
  readonly index: number;
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat;
  readonly points: number;
  readonly matchBonus: number;
}

/** A turn's account as everyone saw it. */
export interface TurnView {
  /** The call: a trump suit, Obenabe or Undenufe; null until named. */
  readonly trump: Mode | null;
  /** What the call multiplies the turn's points by. */
  readonly multiplier: number;
  readonly leader: Seat;
  readonly chooser: Seat | null;
  readonly points: readonly [number, number];
  readonly trickPoints: readonly [number, number];
  /** The Weis scored and shown once the first trick is complete (Schieber). */
  readonly weis: { readonly team: 0 | 1; readonly points: number; readonly shown: readonly (Weis & { readonly seat: Seat })[] } | null;
  readonly stock: readonly Seat[];
  /**
   * Schieber: the best Weis each seat announced when it played its first card of the turn
   * (announcing is public; the cards are shown only with `weis`, for the team that scores).
   */
  readonly announced: readonly { readonly seat: Seat; readonly points: number; readonly cards: number }[];
}

/** One seat's view of a Jass game. */
export interface JassView {
  readonly game: 'jass';
  readonly variant: Variant;
  readonly target: Target;
  readonly multipliers: MultiplierSet;
  /** The seat this view is for. */
  readonly seat: Seat;
  /** The seats in play order (S, E, N, W; N, E, S, W in older games). */
  readonly players: readonly Seat[];
  /** Team 0 (S, N) and team 1 (E, W). */
  readonly teams: readonly (readonly Seat[])[];
  /** Actions played since the start. */
  readonly moves: number;
  readonly phase: Phase;
  readonly toAct: readonly Seat[];
  readonly turn: number;
  /** Schieber: whether the turn's leader passed the trump choice. */
  readonly passed: boolean;
  readonly trump: Mode | null;
  /** The seat's own cards, in deal order. */
  readonly hand: readonly Card[];
  /** Cards each seat still holds. */
  readonly handCounts: Readonly<Record<Seat, number>>;
  /** The seat's own Weis this turn (Schieber; empty in the course variant). */
  readonly ownWeis: readonly Weis[];
  /** Who leads the trick under way, and its cards so far. */
  readonly leader: Seat;
  readonly trickIndex: number;
  readonly trick: readonly PlayedCard[];
  /** Every complete trick of the game, oldest first. */
  readonly tricks: readonly TrickView[];
  /** Every turn begun, the one under way last. */
  readonly turns: readonly TurnView[];
  /** Game points by team. */
  readonly score: readonly [number, number];
  /** The cards this seat may play now (empty when it is not its card to play). */
  readonly playable: readonly Card[];
  /** The winning team's seats once the game is over. */
  readonly winners: readonly Seat[];
}

/** The two teams' seats: 1+3 against 2+4. */
export const TEAMS: readonly (readonly Seat[])[] = [
  ['S', 'N'],
  ['E', 'W'],
];

/** What everyone sees of a Jass game: a seat's view without its own hand, Weis and playable cards. */
export type PublicJassView = Omit<JassView, 'seat' | 'hand' | 'ownWeis' | 'playable'>;

/** What everyone (a seat or someone without one) may know of a state. */
export function publicViewOf(state: JassState): PublicJassView {
  const key = (seat: number) => state.players[seat];
  const played = (leader: number, cards: readonly Card[]) => cards.map((card, i) => ({ seat: key((leader + i) % 4), card }));
  const toAct = seatToAct(state);
  const handCounts = Object.fromEntries(state.players.map((seat, i) => [seat, state.hands[i].length])) as Record<Seat, number>;
  return {
    game: 'jass',
    variant: state.variant,
    target: state.target,
    multipliers: state.multipliers,
    players: [...state.players],
    teams: TEAMS,
    moves: state.moves,
    phase: state.phase,
    toAct: toAct === null ? [] : [key(toAct)],
    turn: state.turn,
    passed: state.passed,
    trump: state.trump,
    handCounts,
    leader: key(state.leader),
    trickIndex: state.trickIndex,
    trick: played(state.leader, state.trick),
    tricks: state.tricks.map((t) => ({
      turn: t.turn,
      index: t.index,
      leader: key(t.leader),
      cards: played(t.leader, t.cards),
      winner: key(t.winner),
      points: t.points,
      matchBonus: t.matchBonus,
    })),
    turns: state.turns.map((t) => ({
      trump: t.trump,
      multiplier: t.multiplier,
      leader: key(t.leader),
      chooser: t.chooser === null ? null : key(t.chooser),
      points: t.points,
      trickPoints: t.trickPoints,
      weis: t.weis === null ? null : { team: t.weis.team, points: t.weis.points, shown: t.weis.shown.map((s) => ({ ...s.weis, seat: key(s.seat) })) },
      stock: t.stock.map(key),
      announced: t.announced.map((a) => ({ seat: key(a.seat), points: a.points, cards: a.cards })),
    })),
    score: state.score,
    winners: state.winner === null ? [] : TEAMS[state.winner],
  };
}

/** One seat's view of a state: what everyone sees, and its own hand, Weis and playable cards. */
export function viewOf(state: JassState, seat: Seat): JassView {
  const me = state.players.indexOf(seat);
  return {
    seat,
    ...publicViewOf(state),
    hand: [...state.hands[me]],
    ownWeis: state.variant === 'schieber' ? weisOf(dealtHand(state, state.turn, me)) : [],
    playable: state.phase === 'play' && state.trump !== null && seatToAct(state) === me ? playableOf(state.hands[me], state.trick, state.trump) : [],
  };
}

