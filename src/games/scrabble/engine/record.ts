import type { RuleError } from '../../game.ts';
import type { Result } from '../../../result.ts';
import { excerpt, isObject } from '../../../input-checks.ts';
import { JUDGES, applyEntry, initialState, type Action, type Entry, type Judge, type ScrabbleState } from './game.ts';
import { LANGUAGES, fullBag, sortedTiles, type Language } from './letters.ts';
import type { Lexicon } from './lexicon.ts';
import { ScrabbleRandom } from '../../random.ts';

/** Seat keys in play order; players take the next free one. */
export const SEATS = ['P1', 'P2', 'P3', 'P4'] as const;
/** Smallest number of players. */
export const MIN_PLAYERS = 2;
/** Largest number of players. */
export const MAX_PLAYERS = 4;

/** A game fully described: language, judge, seats, the bag in draw order and every entry since the start. */
export interface ScrabbleRecord {
  readonly game: 'scrabble';
  readonly version: 1;
  readonly language: Language;
  readonly judge: Judge;
  readonly players: readonly string[];
  /** Every tile in draw order, '?' for a blank (the first 7 × players are the first racks). */
  readonly bag: string;
  readonly actions: readonly Entry[];
}

/** The options of a new game. */
export interface ScrabbleOptions {
  readonly language: Language;
  readonly judge: Judge;
}

/** A new record for these seats: the bag shuffled from the seed. */
export function newScrabbleRecord(seats: readonly string[], seed: number, options: ScrabbleOptions): ScrabbleRecord {
  const unknown = seats.filter((seat) => !(SEATS as readonly string[]).includes(seat));
  if (unknown.length > 0 || seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) throw new Error(`not 2–4 seats P1..P4: ${seats.join(', ')}`);
  const bag = new ScrabbleRandom(seed).shuffle([...fullBag(options.language)]).join('');
  return { game: 'scrabble', version: 1, language: options.language, judge: options.judge, players: [...seats], bag, actions: [] };
}

/** Checks an action (from a record or a worker); the copy has only the fields of its type. `where` prefixes errors. */
export function parseEntry(value: unknown, where: string, withSeat: boolean): Result<Entry | Action, string> {
  if (!isObject(value)) return { ok: false, error: `${where} is not an object` };
  switch (value.type) {
    case 'play': {
      const { position, word } = value;
      if (typeof position !== 'string' || !/^([1-9]|1[0-5])[A-Oa-o]$|^[A-Oa-o]([1-9]|1[0-5])$/.test(position)) {
        return { ok: false, error: `${where}: position ${excerpt(position)} is not like 8H (across) or H8 (down)` };
      }
      if (typeof word !== 'string' || !/^[A-Za-z.]{2,15}$/.test(word)) return { ok: false, error: `${where}: word ${excerpt(word)} is not 2 to 15 letters` };
      return { ok: true, value: { type: 'play', position: position.toUpperCase(), word } };
    }
    case 'exchange': {
      if (typeof value.tiles !== 'string' || !/^[A-Z?]{1,7}$/.test(value.tiles)) return { ok: false, error: `${where}: tiles ${excerpt(value.tiles)} is not 1 to 7 tiles A–Z or ?` };
      return { ok: true, value: { type: 'exchange', tiles: value.tiles } };
    }
    case 'pass':
      return { ok: true, value: { type: 'pass' } };
    case 'accept':
    case 'challenge': {
      const type: 'accept' | 'challenge' = value.type;
      if (!withSeat) return { ok: true, value: type === 'accept' ? { type } : { type } };
      if (typeof value.seat !== 'string' || !(SEATS as readonly string[]).includes(value.seat)) {
        return { ok: false, error: `${where}: seat ${excerpt(value.seat)} is not one of ${SEATS.join(', ')}` };
      }
      return { ok: true, value: type === 'accept' ? { type, seat: value.seat } : { type, seat: value.seat } };
    }
    default:
      return { ok: false, error: `${where}: type ${excerpt(value.type)} is not "play", "exchange", "pass", "accept" or "challenge"` };
  }
}

/** Checks that a value (parsed JSON) is a Scrabble record; the error says what is wrong. */
export function parseRecord(value: unknown): Result<ScrabbleRecord, string> {
  if (!isObject(value)) return { ok: false, error: 'a record must be a JSON object' };
  if (value.game !== 'scrabble') return { ok: false, error: `game must be "scrabble", not ${excerpt(value.game)}` };
  if (value.version !== 1) return { ok: false, error: `version must be 1, not ${excerpt(value.version)}` };
  const { language, judge, players, bag, actions } = value;
  if (!(LANGUAGES as readonly unknown[]).includes(language)) return { ok: false, error: `language must be "fr" or "en", not ${excerpt(language)}` };
  if (!(JUDGES as readonly unknown[]).includes(judge)) return { ok: false, error: `judge must be "dictionary" or "table", not ${excerpt(judge)}` };
  if (!Array.isArray(players) || players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    return { ok: false, error: `players must list ${MIN_PLAYERS} to ${MAX_PLAYERS} seats` };
  }
  for (const seat of players) {
    if (!(SEATS as readonly unknown[]).includes(seat)) return { ok: false, error: `players: ${excerpt(seat)} is not one of ${SEATS.join(', ')}` };
  }
  if (new Set(players).size !== players.length) return { ok: false, error: 'players must be distinct seats' };
  const full = fullBag(language as Language);
  if (typeof bag !== 'string' || bag.length !== full.length || sortedTiles(bag) !== sortedTiles(full)) {
    return { ok: false, error: `bag must hold the ${full.length} tiles of the "${String(language)}" set in draw order, not ${excerpt(bag)}` };
  }
  if (!Array.isArray(actions)) return { ok: false, error: 'actions must be an array' };
  const entries: Entry[] = [];
  for (let i = 0; i < actions.length; i++) {
    const entry = parseEntry(actions[i], `actions[${i}]`, true);
    if (!entry.ok) return entry;
    entries.push(entry.value as Entry);
  }
  return { ok: true, value: { game: 'scrabble', version: 1, language: language as Language, judge: judge as Judge, players: players as string[], bag, actions: entries } };
}

/** The state a record starts from. */
export function recordStart(record: ScrabbleRecord): ScrabbleState {
  return initialState(record.language, record.judge, record.players, record.bag);
}

/** The seat an entry is played by: its own for a judgement, the player to play otherwise. */
export function entrySeat(state: ScrabbleState, entry: Entry): string {
  return entry.type === 'accept' || entry.type === 'challenge' ? entry.seat : state.seats[state.current];
}

/** One more entry on a state. */
export function replayEntry(state: ScrabbleState, entry: Entry, lexicon: Lexicon): Result<ScrabbleState, RuleError> {
  return applyEntry(state, entrySeat(state, entry), entry, lexicon);
}

/** A replay: the state reached, and the error of the first illegal entry if there was one. */
export interface Replay {
  readonly state: ScrabbleState;
  readonly error: (RuleError & { readonly actionIndex: number }) | null;
}

/** Replays a record's entries, stopping at the first illegal one. */
export function replayRecord(record: ScrabbleRecord, lexicon: Lexicon): Replay {
  let state = recordStart(record);
  for (let i = 0; i < record.actions.length; i++) {
    const next = replayEntry(state, record.actions[i], lexicon);
    if (!next.ok) return { state, error: { code: next.error.code, message: next.error.message, actionIndex: i } };
    state = next.value;
  }
  return { state, error: null };
}
