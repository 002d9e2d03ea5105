import type { RuleError } from '../../game.ts';
import type { Result } from '../../../result.ts';
import { EMPTY_BOARD, formatPosition } from './board.ts';
import { rackPoints, removeTiles, type Language } from './letters.ts';
import type { Lexicon } from './lexicon.ts';
import { PLAY_ERRORS, RACK_SIZE, analysePlay, type PlayAnalysis, type PlayError } from './play.ts';
import { ScrabbleRandom, hashString } from '../../random.ts';

/** How words are judged: by the word list, or by the other people at the table (who accept or challenge). */
export const JUDGES = ['dictionary', 'table'] as const;
/** A way of judging words. */
export type Judge = (typeof JUDGES)[number];

/** Scoreless turns in a row (passes and exchanges) that end the game. */
export const SCORELESS_TURNS_TO_END = 6;
/** Smallest bag from which a player may exchange. */
export const MIN_BAG_TO_EXCHANGE = 7;

/** What a seat does: place tiles, exchange, pass, or (table judge) accept or challenge the play awaiting judgement. */
export type Action =
  | { readonly type: 'play'; readonly position: string; readonly word: string }
  | { readonly type: 'exchange'; readonly tiles: string }
  | { readonly type: 'pass' }
  | { readonly type: 'accept' }
  | { readonly type: 'challenge' };

/** The types of action. */
export const ACTION_TYPES = ['play', 'exchange', 'pass', 'accept', 'challenge'] as const;

/**
 * One entry of a record: a turn's action, or a judgement naming its seat (several seats judge a
 * play in any order, so the order of turns cannot say who answered).
 */
export type Entry =
  | { readonly type: 'play'; readonly position: string; readonly word: string }
  | { readonly type: 'exchange'; readonly tiles: string }
  | { readonly type: 'pass' }
  | { readonly type: 'accept'; readonly seat: string }
  | { readonly type: 'challenge'; readonly seat: string };

/** A turn as it went: a play (accepted), a play taken back after a challenge, an exchange or a pass. */
export interface Turn {
  /** Index of the player in the seats. */
  readonly player: number;
  readonly type: 'play' | 'withdrawn' | 'exchange' | 'pass';
  readonly points: number;
  /** The words formed (main word first), upper case; empty for an exchange or a pass. */
  readonly words: readonly string[];
  readonly bingo: boolean;
  /** The position and word of a play as recorded. */
  readonly position?: string;
  readonly word?: string;
  /** The tiles given back in an exchange (hidden from the other seats in their views). */
  readonly tiles?: string;
  /** The player's rack before the turn (for the .gcg export; hidden from the other seats). */
  readonly rack: string;
}

/** A play placed on the board and waiting for the other seats' judgement (table judge). */
export interface Pending {
  readonly analysis: PlayAnalysis;
  readonly boardBefore: string;
  readonly rackBefore: string;
  /** Seats that accepted so far. */
  readonly accepted: readonly string[];
}

/** How the game ended and the rack adjustments, by player (signed). */
export interface Ending {
  readonly reason: 'out' | 'blocked';
  readonly rackPenalties: readonly number[];
  /** Scores before the adjustments (the tiebreak). */
  readonly scoresBefore: readonly number[];
}

/** A game of Scrabble at one moment. Immutable: transitions return a new state. */
export interface ScrabbleState {
  readonly language: Language;
  readonly judge: Judge;
  /** Seat keys in play order. */
  readonly seats: readonly string[];
  /** 225 squares row by row: '.' empty, an upper-case letter, a lower-case letter for a blank. */
  readonly board: string;
  /** Each player's rack ('?' for a blank). */
  readonly racks: readonly string[];
  /** The tiles left to draw, next first. */
  readonly bag: string;
  readonly scores: readonly number[];
  /** Index of the player whose turn it is. */
  readonly current: number;
  readonly scorelessTurns: number;
  readonly turns: readonly Turn[];
  readonly pending: Pending | null;
  readonly ending: Ending | null;
}

/** The state before the first move: seven tiles dealt to each player from the front of the bag, in seat order. */
export function initialState(language: Language, judge: Judge, seats: readonly string[], bag: string): ScrabbleState {
  const racks = seats.map((_, i) => bag.slice(i * RACK_SIZE, (i + 1) * RACK_SIZE));
  return {
    language, judge, seats, board: EMPTY_BOARD, racks, bag: bag.slice(seats.length * RACK_SIZE),
    scores: seats.map(() => 0), current: 0, scorelessTurns: 0, turns: [], pending: null, ending: null,
  };
}

/** The seats that may act now: the player to play, or while a play awaits judgement the others who have not accepted yet. */
export function seatsToAct(state: ScrabbleState): readonly string[] {
  if (state.ending !== null) return [];
  if (state.pending !== null) {
    const player = state.seats[state.current];
    return state.seats.filter((seat) => seat !== player && !state.pending!.accepted.includes(seat));
  }
  return [state.seats[state.current]];
}

/** The codes of refused entries (stable: the texts translate them): a play's own, then the turn's. */
export const ERROR_CODES = [...PLAY_ERRORS, 'GAME_OVER', 'NOT_YOUR_TURN', 'NOTHING_TO_JUDGE', 'AWAITING_JUDGEMENT', 'BAD_EXCHANGE', 'BAG_TOO_SMALL_TO_EXCHANGE'] as const;
/** A refusal code of Scrabble's engine. */
export type ScrabbleErrorCode = (typeof ERROR_CODES)[number];

/** A refused entry (a refused play is a PlayError, with the words not in the list). */
export interface ScrabbleRuleError extends RuleError {
  readonly code: ScrabbleErrorCode;
}

/** A refused entry. */
export function refuse(code: ScrabbleErrorCode, message: string): { ok: false; error: ScrabbleRuleError } {
  return { ok: false, error: { code, message } };
}

function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  return items.map((item, i) => (i === index ? value : item));
}

/**
 * Plays one entry for a seat. `lexicon` is the word list of the game's language; the table
 * judge never looks words up. Refusals are values (PlayError for the play itself).
 */
export function applyEntry(state: ScrabbleState, seat: string, entry: Entry, lexicon: Lexicon): Result<ScrabbleState, ScrabbleRuleError | PlayError> {
  if (state.ending !== null) return refuse('GAME_OVER', 'the game is over');
  const player = state.seats[state.current];
  if (entry.type === 'accept' || entry.type === 'challenge') {
    if (state.pending === null) return refuse('NOTHING_TO_JUDGE', 'no play is waiting for judgement');
    if (entry.seat !== seat) return refuse('NOT_YOUR_TURN', `${seat} cannot answer for ${entry.seat}`);
    if (!seatsToAct(state).includes(seat)) {
      return refuse('NOT_YOUR_TURN', seat === player ? 'a player does not judge their own play' : `${seat} has already accepted`);
    }
    return { ok: true, value: entry.type === 'accept' ? accept(state, seat) : challenge(state) };
  }
  if (state.pending !== null) return refuse('AWAITING_JUDGEMENT', `the play ${state.pending.analysis.word} waits for the other players to accept or challenge it`);
  if (seat !== player) return refuse('NOT_YOUR_TURN', `it is ${player}'s turn, not ${seat}'s`);
  const rack = state.racks[state.current];
  switch (entry.type) {
    case 'pass':
      return { ok: true, value: endScorelessTurn({ ...state, turns: [...state.turns, { player: state.current, type: 'pass', points: 0, words: [], bingo: false, rack }] }) };
    case 'exchange': {
      if (!/^[A-Z?]{1,7}$/.test(entry.tiles)) return refuse('BAD_EXCHANGE', 'exchange 1 to 7 tiles, written A–Z and ? for a blank');
      if (state.bag.length < MIN_BAG_TO_EXCHANGE) {
        return refuse('BAG_TOO_SMALL_TO_EXCHANGE', `the bag holds ${state.bag.length} tiles: exchanging needs at least ${MIN_BAG_TO_EXCHANGE}`);
      }
      const kept = removeTiles(rack, entry.tiles);
      if (kept === null) return refuse('LETTER_NOT_ON_RACK', `the rack ${rack} does not hold ${entry.tiles}`);
      const drawn = state.bag.slice(0, entry.tiles.length);
      const bag = returnToBag(state.bag.slice(entry.tiles.length), entry.tiles, state.turns.length);
      return {
        ok: true,
        value: endScorelessTurn({
          ...state, bag, racks: replaceAt(state.racks, state.current, kept + drawn),
          turns: [...state.turns, { player: state.current, type: 'exchange', points: 0, words: [], bingo: false, tiles: entry.tiles, rack }],
        }),
      };
    }
    case 'play': {
      const analysis = analysePlay(state.language, state.board, rack, entry.position, entry.word, state.judge === 'dictionary' ? lexicon : null);
      if (!analysis.ok) return analysis;
      const rest = removeTiles(rack, analysis.value.used) ?? '';
      const placed: ScrabbleState = { ...state, board: analysis.value.board, racks: replaceAt(state.racks, state.current, rest) };
      if (state.judge === 'table') {
        return { ok: true, value: { ...placed, pending: { analysis: analysis.value, boardBefore: state.board, rackBefore: rack, accepted: [] } } };
      }
      return { ok: true, value: confirmPlay(placed, analysis.value, rack) };
    }
  }
}

/**
 * The exchanged tiles go back into the bag at places drawn from a generator seeded by the hidden
 * bag itself and the turn number: deterministic (a record replays exactly) yet unknown to the
 * players, as a mixed bag would be (put at the end, everyone would know they come out last).
 */
function returnToBag(bag: string, tiles: string, turn: number): string {
  const random = new ScrabbleRandom(hashString(`${bag}|${tiles}|${turn}`));
  let next = bag;
  for (const tile of tiles) {
    const at = random.int(next.length + 1);
    next = next.slice(0, at) + tile + next.slice(at);
  }
  return next;
}

function accept(state: ScrabbleState, seat: string): ScrabbleState {
  const pending = state.pending!;
  const accepted = [...pending.accepted, seat];
  const waiting = state.seats.some((s, i) => i !== state.current && !accepted.includes(s));
  if (waiting) return { ...state, pending: { ...pending, accepted } };
  return confirmPlay({ ...state, pending: null }, pending.analysis, pending.rackBefore);
}

/**
 * A challenged play (table judge) is taken back and the same player plays again. It does not
 * count as a scoreless turn: the turn is not over yet, and counting it would let a player end
 * the game alone with six bad proposals.
 */
function challenge(state: ScrabbleState): ScrabbleState {
  const pending = state.pending!;
  const turn: Turn = {
    player: state.current, type: 'withdrawn', points: 0, words: pending.analysis.words.map(({ word }) => word), bingo: false,
    ...recordedPlay(pending.analysis), rack: pending.rackBefore,
  };
  return {
    ...state, board: pending.boardBefore, racks: replaceAt(state.racks, state.current, pending.rackBefore), pending: null,
    turns: [...state.turns, turn],
  };
}

function recordedPlay(analysis: PlayAnalysis): { position: string; word: string } {
  return { position: formatPosition(analysis.position), word: analysis.word };
}

/** A play is final: its points count, the player draws back to seven, and the game may end. */
function confirmPlay(state: ScrabbleState, analysis: PlayAnalysis, rackBefore: string): ScrabbleState {
  const index = state.current;
  const drawn = state.bag.slice(0, RACK_SIZE - state.racks[index].length);
  const racks = replaceAt(state.racks, index, state.racks[index] + drawn);
  const scores = replaceAt(state.scores, index, state.scores[index] + analysis.points);
  const turn: Turn = {
    player: index, type: 'play', points: analysis.points, words: analysis.words.map(({ word }) => word), bingo: analysis.bingo,
    ...recordedPlay(analysis), rack: rackBefore,
  };
  const next: ScrabbleState = { ...state, racks, scores, bag: state.bag.slice(drawn.length), scorelessTurns: 0, turns: [...state.turns, turn] };
  if (racks[index].length === 0 && next.bag.length === 0) {
    const others = racks.reduce((sum, rack, i) => (i === index ? sum : sum + rackPoints(state.language, rack)), 0);
    const rackPenalties = racks.map((rack, i) => (i === index ? others : -rackPoints(state.language, rack)));
    return finish(next, 'out', rackPenalties);
  }
  return { ...next, current: (index + 1) % state.seats.length };
}

function endScorelessTurn(state: ScrabbleState): ScrabbleState {
  const scorelessTurns = state.scorelessTurns + 1;
  if (scorelessTurns >= SCORELESS_TURNS_TO_END) {
    return finish({ ...state, scorelessTurns }, 'blocked', state.racks.map((rack) => -rackPoints(state.language, rack)));
  }
  return { ...state, scorelessTurns, current: (state.current + 1) % state.seats.length };
}

function finish(state: ScrabbleState, reason: Ending['reason'], rackPenalties: readonly number[]): ScrabbleState {
  return { ...state, scores: state.scores.map((score, i) => score + rackPenalties[i]), ending: { reason, rackPenalties, scoresBefore: state.scores } };
}

/**
 * The winners: the highest final score; between tied players, the one who led before the rack
 * adjustments (the classic box rule); still tied, all of them. Empty until the end.
 */
export function winners(state: ScrabbleState): string[] {
  if (state.ending === null) return [];
  const best = Math.max(...state.scores);
  const tied = state.scores.map((score, i) => (score === best ? i : -1)).filter((i) => i >= 0);
  const before = Math.max(...tied.map((i) => state.ending!.scoresBefore[i]));
  return tied.filter((i) => state.ending!.scoresBefore[i] === before).map((i) => state.seats[i]);
}

/** The tiles a seat cannot see, as one multiset: the bag and the other racks together. */
export function unseenTiles(state: ScrabbleState, index: number): string {
  return state.bag + state.racks.filter((_, i) => i !== index).join('');
}

