import { sortedTiles } from './letters.ts';
import type { ScrabbleRecord } from './record.ts';
import { replayTurns, shownTiles, type ScrabblePartial, type VisibleTurn } from './visible.ts';
import { forfeitNoteWinners, type ForfeitNote } from '../../forfeit.ts';

/**
 * A record as a .gcg file (the Poslfit format Quackle, Woogles and tournament tools read):
 * `#character-encoding UTF-8`, one `#playerN nickname full name` per seat, then one event line
 * per turn `>nick: RACK POSITION WORD +points cumulative` (tiles already on the board as '.',
 * blanks in lower case), `-TILES` for an exchange, `-` for a pass, a `--` line taking a
 * challenged play's points back, and the end-of-game lines: `(TILES) +points` for the player who
 * went out, `RACK (RACK) -points` for each player left with tiles. `names`
 * gives full names by seat (nicknames stay the seat keys, which have no spaces). A game ended by
 * resignations (`forfeit`, the exported record's note) ends with a `#note` naming who resigned and
 * who won: the format has no event for a resignation, and the scores alone would name another winner.
 */
export function toGcg(record: ScrabbleRecord, names: Readonly<Record<string, string>> = {}, forfeit: ForfeitNote | null = null): string {
  const { turns, state } = replayTurns(record);
  const visible: VisibleTurn[] = turns.map(({ turn, placed, takenBack }) => ({
    player: state.seats[turn.player], type: turn.type, points: turn.points, words: turn.words, bingo: turn.bingo, rack: turn.rack,
    ...(turn.position === undefined ? {} : { position: turn.position, word: turn.word, placed }),
    ...(takenBack === undefined ? {} : { takenBack }),
    ...(turn.tiles === undefined ? {} : { tiles: turn.tiles, count: turn.tiles.length }),
  }));
  const lines = header(record, names);
  const cumulative = eventLines(lines, record.players, visible);
  if (state.ending !== null) {
    const ending = state.ending;
    // The player who went out: `(TILES) +points`, the others' tiles; a player left with tiles:
    // `RACK (RACK) -points` (the format's last-rack penalty, the rack written twice).
    state.seats.forEach((seat, i) => {
      const penalty = ending.rackPenalties[i];
      if (penalty > 0) {
        cumulative[i] += penalty;
        lines.push(`>${seat}: (${sortedTiles(state.racks.filter((_, k) => k !== i).join(''))}) +${penalty} ${cumulative[i]}`);
      } else if (state.racks[i] !== '') {
        const rack = sortedTiles(state.racks[i]);
        cumulative[i] += penalty;
        lines.push(`>${seat}: ${rack} (${rack}) -${-penalty} ${cumulative[i]}`);
      }
    });
  }
  if (forfeit !== null && forfeit.resigned.length > 0) {
    const named = (seats: readonly string[]) => seats.map((seat) => `${seat} (${oneLine(names[seat] ?? seat)})`).join(', ');
    const winners = forfeitNoteWinners(forfeit, record.players);
    lines.push(`#note Ended by resignation: ${named(forfeit.resigned)} resigned; ${winners.length === 0 ? 'nobody wins' : `won by ${named(winners)}`}.`);
  }
  return `${lines.join('\n')}\n`;
}

/** A name on one line, its spaces as single spaces. */
function oneLine(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/**
 * A game under way as one reader may know it (`visibleRecordOf`), as a .gcg file: a `#note` says
 * whose view it is; the reader's own lines give its racks; another player's give as rack only the
 * tiles its play put down, and its passes and exchanges no rack at all (an exchange by its size,
 * `-3`): the format has no word for a rack that is not known, and these lines are all it can say.
 */
export function toPartialGcg(partial: ScrabblePartial, names: Readonly<Record<string, string>> = {}): string {
  const lines = header(partial, names);
  const reader = partial.partial.reader;
  lines.push(`#note Partial record: the game after ${partial.partial.entries} moves as ${reader === null ? 'someone without a seat' : reader} may know it; ${reader === null ? 'no rack is' : 'the other players\' racks are not'} shown.`);
  eventLines(lines, partial.players, partial.turns);
  return `${lines.join('\n')}\n`;
}

function header(record: { readonly players: readonly string[]; readonly language: string; readonly judge: string }, names: Readonly<Record<string, string>>): string[] {
  const lines = ['#character-encoding UTF-8'];
  record.players.forEach((seat, i) => lines.push(`#player${i + 1} ${seat} ${(names[seat] ?? seat).replace(/\s+/g, ' ').trim() || seat}`));
  lines.push(`#description Scrabble (${record.language}, words judged by ${record.judge === 'dictionary' ? 'the dictionary' : 'the table'})`);
  return lines;
}

/** One event line a turn (two for a challenged play); the cumulative scores, by seat index, after them. */
function eventLines(lines: string[], players: readonly string[], turns: readonly VisibleTurn[]): number[] {
  const cumulative = players.map(() => 0);
  for (const turn of turns) {
    const i = players.indexOf(turn.player);
    const nick = turn.player;
    // A rack the reader does not know: only the tiles a play showed, or none.
    const known = turn.rack === undefined ? null : sortedTiles(turn.rack);
    if (turn.type === 'play' || turn.type === 'withdrawn') {
      const rack = known ?? shownTiles(turn.placed!);
      const points = turn.type === 'play' ? turn.points : turn.takenBack!;
      cumulative[i] += points;
      lines.push(`>${nick}: ${rack} ${turn.position} ${turn.placed} +${points} ${cumulative[i]}`);
      if (turn.type === 'withdrawn') {
        cumulative[i] -= points;
        lines.push(`>${nick}: ${rack} -- -${points} ${cumulative[i]}`);
      }
    } else if (turn.type === 'exchange') {
      const given = turn.tiles === undefined ? String(turn.count ?? 0) : sortedTiles(turn.tiles);
      lines.push(`>${nick}: ${known === null ? '' : `${known} `}-${given} +0 ${cumulative[i]}`);
    } else {
      lines.push(`>${nick}: ${known === null ? '' : `${known} `}- +0 ${cumulative[i]}`);
    }
  }
  return cumulative;
}
