/** What Scrabble's messages say in words: moves, refusals, racks; and how a move travels in a custom id. */
import type { RuleError } from '../../game.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { escapeMarkdown } from '../../../bot/chrome/common.ts';
import { seatOfKey, type GameSession } from '../../../session/session.ts';
import { EMPTY, SIZE, formatPosition, parsePosition, squareAt } from '../engine/board.ts';
import { ERROR_CODES, type ScrabbleState, type Turn } from '../engine/game.ts';
import { removeTiles } from '../engine/letters.ts';
import type { PlayError } from '../engine/play.ts';
import { t } from './texts.ts';

/** The players' names by seat key. */
export function namesOf(session: GameSession): Record<string, string> {
  return Object.fromEntries(session.seats.map((seat) => [seat.seat, seat.player.name]));
}

/** A seat's player's name as a message shows it (markdown escaped). */
export function nameOf(session: GameSession, seat: string): string {
  return escapeMarkdown(seatOfKey(session, seat)?.player.name ?? seat);
}

/** Tiles as a player reads them: letters spaced, a blank as `?`. */
export function tilesText(tiles: string): string {
  return [...tiles].join(' ');
}

/**
 * A play as one line: "Alice: ZEBRe at 8H, 42 points" (a blank's letter in lower case, as the
 * game writes it and a player types it), with a bingo ("· Bingo! (+50)") and the cross-words.
 */
export function playText(player: string, play: { readonly word: string; readonly position: string; readonly points: number; readonly words: readonly string[]; readonly bingo: boolean }, locale: Locale): string {
  const parts = [t(locale, 'sc.move.play', { player, word: play.word, position: play.position, points: t(locale, 'sc.points', { count: play.points }) })];
  if (play.bingo) parts.push(`· ${t(locale, 'sc.move.bingo')}`);
  if (play.words.length > 1) parts.push(`(${t(locale, 'sc.move.alsoWords', { words: play.words.slice(1).join(', ') })})`);
  return parts.join(' ');
}

/** A turn in words, as everyone may read it (another player's exchanged tiles stay hidden). */
export function turnText(session: GameSession, state: ScrabbleState, turn: Turn, locale: Locale): string {
  const player = nameOf(session, state.seats[turn.player]);
  switch (turn.type) {
    case 'play':
      return playText(player, { word: turn.word ?? '', position: turn.position ?? '', points: turn.points, words: turn.words, bingo: turn.bingo }, locale);
    case 'withdrawn':
      return t(locale, 'sc.move.withdrawn', { player, word: turn.word ?? '', position: turn.position ?? '' });
    case 'exchange':
      return t(locale, 'sc.move.exchange', { player, tiles: t(locale, 'sc.tiles', { count: turn.tiles?.length ?? 0 }) });
    case 'pass':
      return t(locale, 'sc.move.pass', { player });
  }
}

/** The turns that count for the turn number: plays, exchanges and passes (a contested play is played again). */
export function turnNumber(state: ScrabbleState): number {
  return state.turns.filter((turn) => turn.type !== 'withdrawn').length + 1;
}

/** The player-facing text of one of Scrabble's refusals, or undefined for a code it does not have. */
export function ruleErrorText(error: RuleError, locale: Locale): string | undefined {
  const code = ERROR_CODES.find((c) => c === error.code);
  switch (code) {
    case undefined:
      return undefined;
    case 'WORD_NOT_IN_LIST': {
      const words = (error as PlayError).words;
      return words !== undefined && words.length > 0 ? t(locale, 'sc.error.WORD_NOT_IN_LIST', { words: words.join(', ') }) : t(locale, 'sc.error.WORD_NOT_IN_LIST_ANY');
    }
    case 'NOT_YOUR_TURN':
      // The platform's own refusal too: its text says it for every game.
      return undefined;
    default:
      return t(locale, `sc.error.${code}`);
  }
}

/**
 * A refused play as the player who typed it reads it: the rule's text, and for a letter missing
 * from the rack, which one (the rule names it only in its log message).
 */
export function playRefusalText(error: PlayError, board: string, rack: string, position: string, word: string, locale: Locale): string {
  if (error.code === 'LETTER_NOT_ON_RACK') {
    const missing = missingTile(board, rack, position, word);
    if (missing !== null) return missing.blank ? t(locale, 'sc.error.blankMissing', { letter: missing.letter }) : t(locale, 'sc.error.letterMissing', { letter: missing.letter });
  }
  return ruleErrorText(error, locale) ?? error.message;
}

/** The first typed letter a rack cannot give (a lower-case letter needs a blank), or null. */
export function missingTile(board: string, rack: string, positionText: string, word: string): { letter: string; blank: boolean } | null {
  const position = parsePosition(positionText);
  if (position === null) return null;
  let rest = rack;
  for (let i = 0; i < word.length; i++) {
    const square = squareAt(position, i);
    if (square === null || board[square] !== EMPTY) continue;
    const typed = word[i];
    const blank = typed !== typed.toUpperCase();
    const next = removeTiles(rest, blank ? '?' : typed);
    if (next === null) return { letter: typed, blank };
    rest = next;
  }
  return null;
}

// ---- a play in a custom id ----

const SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A position as one number: row × 15 + column, plus 225 down. */
export function encodeAt(position: string): number {
  const parsed = parsePosition(position);
  if (parsed === null) throw new Error(`not a position: ${position}`);
  return parsed.row * SIZE + parsed.column + (parsed.direction === 'down' ? SIZE * SIZE : 0);
}

/** The position of a number made by `encodeAt`. */
export function decodeAt(at: number): string {
  const down = at >= SIZE * SIZE;
  const square = at % (SIZE * SIZE);
  return formatPosition({ row: Math.floor(square / SIZE), column: square % SIZE, direction: down ? 'down' : 'across' });
}

/** A word of up to 15 letters (upper case, or lower case for blanks) as five numbers of three letters. */
export function encodeWord(word: string): [number, number, number, number, number] {
  if (!/^[A-Za-z]{1,15}$/.test(word)) throw new Error(`not a word to encode: ${word}`);
  const chunks: number[] = [];
  for (let c = 0; c < 5; c++) {
    let value = 0;
    for (let i = 2; i >= 0; i--) {
      const letter = word[c * 3 + i];
      value = value * 53 + (letter === undefined ? 0 : SYMBOLS.indexOf(letter) + 1);
    }
    chunks.push(value);
  }
  return chunks as [number, number, number, number, number];
}

/** The word of five numbers made by `encodeWord`. */
export function decodeWord(chunks: readonly number[]): string {
  let word = '';
  for (const chunk of chunks) {
    let value = chunk;
    for (let i = 0; i < 3; i++) {
      const symbol = value % 53;
      value = Math.floor(value / 53);
      if (symbol > 0) word += SYMBOLS[symbol - 1];
    }
  }
  return word;
}

// ---- the panel's own rack order ----

/** The permutation of `n` items numbered `code` (0 keeps the order), by its factorial digits. */
export function permutation(code: number, n: number): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  const result: number[] = [];
  let rest = code;
  for (let k = n; k > 0; k--) {
    let factorial = 1;
    for (let f = 2; f < k; f++) factorial *= f;
    const index = Math.floor(rest / factorial) % k;
    rest %= factorial;
    result.push(items.splice(index, 1)[0]);
  }
  return result;
}

/** A rack in the order a permutation code gives. */
export function orderedRack(rack: string, code: number): string {
  return permutation(code, rack.length)
    .map((i) => rack[i])
    .join('');
}
