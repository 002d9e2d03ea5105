import type { ApplicationCommandOptionChoiceData } from '../../../bot/discord-kit.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { foldLetters } from '../dictionary/normalise.ts';
import { SIZE, formatPosition, parsePosition } from '../engine/board.ts';
import type { ScrabbleState } from '../engine/game.ts';
import type { Lexicon, WordGraph } from '../engine/lexicon.ts';
import { allMoves } from '../engine/movegen.ts';
import { analysePlay } from '../engine/play.ts';
import { t } from './texts.ts';

/** Discord's limit of autocomplete choices. */
const MAX_CHOICES = 25;

/**
 * The positions offered by the autocomplete of `/scrabble play`, in GCG notation, for the player
 * to act: with no word typed yet, every position where a play of their rack starts (from the move
 * generator), those of the best plays first; with a word typed, the positions where that word is
 * a legal play. Filtered by what is typed in the position box (a prefix, any case).
 */
export function positionChoices(
  state: ScrabbleState,
  rack: string,
  graph: WordGraph,
  typed: string,
  word: string | null,
  locale: Locale,
): ApplicationCommandOptionChoiceData<string>[] {
  const prefix = typed.trim().toUpperCase();
  const lexicon: Lexicon | null = state.judge === 'dictionary' ? graph : null;
  let positions: string[];
  // The word as the tiles write it (ÉTÉ is played as ETE), as the form and the command play it.
  const folded = word === null ? null : foldLetters(word.trim());
  if (folded !== null && /^[A-Za-z.]{2,15}$/.test(folded)) {
    positions = [];
    for (const direction of ['across', 'down'] as const) {
      for (let row = 0; row < SIZE; row++) {
        for (let column = 0; column < SIZE; column++) {
          const position = formatPosition({ row, column, direction });
          if (analysePlay(state.language, state.board, rack, position, folded, lexicon).ok) positions.push(position);
        }
      }
    }
  } else {
    const best = new Map<string, number>();
    for (const move of allMoves(state.language, state.board, rack, graph)) best.set(move.position, Math.max(best.get(move.position) ?? 0, move.points));
    positions = [...best.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([position]) => position);
  }
  return positions
    .filter((position) => position.startsWith(prefix))
    .slice(0, MAX_CHOICES)
    .map((position) => ({ name: t(locale, parsePosition(position)!.direction === 'across' ? 'sc.choice.across' : 'sc.choice.down', { position }), value: position }));
}
