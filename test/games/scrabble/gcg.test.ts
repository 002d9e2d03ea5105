// The .gcg checker (the format's rules) and the export's file; random games are checked in dictionary-and-games.test.ts.
import { describe, expect, test } from 'vitest';
import { toGcg } from '../../../src/games/scrabble/engine/gcg.ts';
import type { ScrabbleRecord } from '../../../src/games/scrabble/engine/record.ts';
import { fullBag, removeTiles } from '../../../src/games/scrabble/engine/letters.ts';
import { checkGcg } from './gcg-check.ts';
import { HOSTED } from '../../../src/hosted.ts';

describe('the checker', () => {
  test('catches a wrong total, a lone take-back, a malformed end line and a turn after the end', () => {
    const head = '#character-encoding UTF-8\n#player1 A Ann\n#player2 B Bob\n';
    expect(checkGcg(`${head}>A: ACT 8H CAT +10 10\n>B: EE - +0 0\n`).problems).toEqual([]);
    expect(checkGcg(`${head}>A: ACT 8H CAT +10 11\n`).problems).not.toEqual([]);
    expect(checkGcg(`${head}>A: ACT -- -10 0\n`).problems).not.toEqual([]);
    expect(checkGcg(`${head}>A: ACT 8H CAT +10 10\n>B: (E) -1 -1\n`).problems).not.toEqual([]);
    expect(checkGcg(`${head}>A: ACT 8H CAT +10 10\n>B: E (Q) -1 -1\n`).problems).not.toEqual([]);
    expect(checkGcg(`${head}>B: E (E) -1 -1\n>A: ACT 8H CAT +10 10\n`).problems).not.toEqual([]);
    expect(checkGcg(`${head}>A: ACT 8H CAQ +10 10\n`).problems).not.toEqual([]);
  });
});

describe('the Discord side', () => {
  test('attaches the .gcg next to the JSON record, players named by their seats', () => {
    const bag = 'CATVVWW' + 'SEEEEEE' + removeTiles(fullBag('en'), 'CATVVWWSEEEEEE')!;
    const record: ScrabbleRecord = {
      game: 'scrabble', version: 1, language: 'en', judge: 'dictionary', players: ['P1', 'P2'], bag,
      actions: [{ type: 'play', position: '8H', word: 'CAT' }, { type: 'play', position: '8H', word: 'CATS' }, { type: 'pass' }],
    };
    // The players' names by seat; a seat without one is named by its number.
    const files = HOSTED.discordOf('scrabble').exportFiles!(record, 'scrabble-abc', { P1: 'Ada Lovelace' });
    expect(files.map((f) => f.name)).toEqual(['scrabble-abc.gcg']);
    const text = files[0].data.toString('utf8');
    expect(text).toBe(toGcg(record, { P1: 'Ada Lovelace', P2: 'Seat 2' }));
    expect(text.split('\n').slice(1, 3)).toEqual(['#player1 P1 Ada Lovelace', '#player2 P2 Seat 2']);
    expect(checkGcg(text)).toEqual({ problems: [], totals: { P1: 10, P2: 6 }, kinds: new Set(['play', 'pass']) });
    expect(HOSTED.discordOf('scrabble').exportFiles!({ game: 'other' }, 'x', {})).toEqual([]);
  });

  test('a game won by forfeit says who resigned and who won in a #note, which a reader of the scores alone would miss', () => {
    const bag = 'CATVVWW' + 'SEEEEEE' + removeTiles(fullBag('en'), 'CATVVWWSEEEEEE')!;
    const record: ScrabbleRecord = {
      game: 'scrabble', version: 1, language: 'en', judge: 'dictionary', players: ['P1', 'P2'], bag,
      actions: [{ type: 'play', position: '8H', word: 'CAT' }],
    };
    // P1 leads 10 to 0 but resigned: P2 wins.
    const files = HOSTED.discordOf('scrabble').exportFiles!({ ...record, forfeit: { resigned: ['P1'] } }, 'scrabble-abc', { P1: 'Ada  Lovelace', P2: 'Bob' });
    const lines = files[0].data.toString('utf8').trimEnd().split('\n');
    expect(lines.at(-1)).toBe('#note Ended by resignation: P1 (Ada Lovelace) resigned; won by P2 (Bob).');
    expect(checkGcg(lines.join('\n')).problems).toEqual([]);
    // A forfeit note naming no seat of the game is left out, as the record's replay refuses it.
    const odd = HOSTED.discordOf('scrabble').exportFiles!({ ...record, forfeit: { resigned: ['P9'] } }, 'x', {});
    expect(odd[0].data.toString('utf8')).not.toContain('#note');
  });
});
