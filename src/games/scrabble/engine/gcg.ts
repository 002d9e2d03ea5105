import { EMPTY, parsePosition, squareAt } from './board.ts';
import { applyEntry, type ScrabbleState } from './game.ts';
import { sortedTiles } from './letters.ts';
import { entrySeat, recordStart, type ScrabbleRecord } from './record.ts';

const ANY_WORD = { has: () => true };

/**
 * A record as a .gcg file (the Poslfit format Quackle, Woogles and tournament tools read):
 * `#character-encoding UTF-8`, one `#playerN nickname full name` per seat, then one event line
 * per turn `>nick: RACK POSITION WORD +points cumulative` (tiles already on the board as '.',
 * blanks in lower case), `-TILES` for an exchange, `-` for a pass, a `--` line taking a
 * challenged play's points back, and the end-of-game lines: `(TILES) +points` for the player who
 * went out, `RACK (RACK) -points` for each player left with tiles. `names`
 * gives full names by seat (nicknames stay the seat keys, which have no spaces).
 */
export function toGcg(record: ScrabbleRecord, names: Readonly<Record<string, string>> = {}): string {
  const lines = ['#character-encoding UTF-8'];
  record.players.forEach((seat, i) => lines.push(`#player${i + 1} ${seat} ${(names[seat] ?? seat).replace(/\s+/g, ' ').trim() || seat}`));
  lines.push(`#description Scrabble (${record.language}, words judged by ${record.judge === 'dictionary' ? 'the dictionary' : 'the table'})`);
  let state: ScrabbleState = recordStart(record);
  const cumulative = record.players.map(() => 0);
  for (const entry of record.actions) {
    const seat = entrySeat(state, entry);
    // The record replays against its own checks already; here words need no second look-up.
    const next = applyEntry(state, seat, entry, ANY_WORD);
    if (!next.ok) break;
    for (let t = state.turns.length; t < next.value.turns.length; t++) {
      const turn = next.value.turns[t];
      const nick = next.value.seats[turn.player];
      const rack = sortedTiles(turn.rack);
      if (turn.type === 'play' || turn.type === 'withdrawn') {
        const position = parsePosition(turn.position!)!;
        const board = turn.type === 'play' ? (state.pending !== null ? state.pending.boardBefore : state.board) : state.pending!.boardBefore;
        const word = [...turn.word!].map((letter, k) => (board[squareAt(position, k)!] === EMPTY ? letter : '.')).join('');
        const points = turn.type === 'play' ? turn.points : state.pending!.analysis.points;
        cumulative[turn.player] += points;
        lines.push(`>${nick}: ${rack} ${turn.position} ${word} +${points} ${cumulative[turn.player]}`);
        if (turn.type === 'withdrawn') {
          cumulative[turn.player] -= points;
          lines.push(`>${nick}: ${rack} -- -${points} ${cumulative[turn.player]}`);
        }
      } else if (turn.type === 'exchange') {
        lines.push(`>${nick}: ${rack} -${sortedTiles(turn.tiles!)} +0 ${cumulative[turn.player]}`);
      } else {
        lines.push(`>${nick}: ${rack} - +0 ${cumulative[turn.player]}`);
      }
    }
    state = next.value;
  }
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
  return `${lines.join('\n')}\n`;
}
