import { describe, expect, test } from 'vitest';
import { loadImage } from '@napi-rs/canvas';
import { Dawg } from '../../../src/games/scrabble/dictionary/dawg.ts';
import { SIZE } from '../../../src/games/scrabble/engine/board.ts';
import { analysePlay } from '../../../src/games/scrabble/engine/play.ts';
import { recordStart, replayEntry } from '../../../src/games/scrabble/engine/record.ts';
import { playRandomGame } from '../../../src/games/scrabble/engine/simulate.ts';
import type { ScrabbleState } from '../../../src/games/scrabble/engine/game.ts';
import { BOARD_SIDE, bestPlays, boardLayout, endOrder, lastPlaySquares, RACK_SIDE, renderBoard, renderEnd, renderPreview, renderRack } from '../../../src/games/scrabble/render/index.ts';
import { boardWith, stateWith, words } from './helpers.ts';
import { writtenTexts } from '../../render/drawn-texts.ts';

// Every two- and three-letter string is a word here: random games fill the board quickly, and no
// real word list is loaded by this file.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALL_SHORT = [...LETTERS].flatMap((a) => [...LETTERS].flatMap((b) => [`${a}${b}`, ...[...LETTERS].map((c) => `${a}${b}${c}`)])).sort();
const GRAPH = Dawg.fromSortedWords(ALL_SHORT);

async function size(png: Buffer): Promise<[number, number]> {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const image = await loadImage(png);
  return [image.width, image.height];
}

/** The states of a random game, every few entries. */
function statesOf(seed: number, players: number, judge: 'dictionary' | 'table'): ScrabbleState[] {
  const { record } = playRandomGame(players, seed, { language: seed % 2 ? 'fr' : 'en', judge, graph: GRAPH, challengeRate: 0.3 });
  const states: ScrabbleState[] = [];
  let state = recordStart(record);
  record.actions.forEach((entry, i) => {
    const next = replayEntry(state, entry, GRAPH);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    if (i % 5 === 0 || i === record.actions.length - 1) states.push(state);
  });
  return states;
}

describe('the board image', () => {
  test('is square, about a thousand pixels wide by default, and smaller when asked', async () => {
    const state = stateWith({ racks: ['ABCDEFG', 'HIJKLMN'], board: boardWith(['8G', 'CAT'], ['I7', 'sTy']) });
    const [width, height] = await size(await renderBoard(state, { locale: 'en' }));
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(BOARD_SIDE);
    expect(width).toBeGreaterThan(900);
    const [small] = await size(await renderBoard(state, { locale: 'fr', maxSide: 400 }));
    expect(small).toBeLessThanOrEqual(400);
  });

  test('squares are big enough to read once shrunk to a phone screen (about 400 px)', () => {
    const layout = boardLayout(BOARD_SIDE);
    expect(layout.square * (400 / layout.width)).toBeGreaterThan(24);
    expect(layout.x + SIZE * layout.square).toBeLessThanOrEqual(layout.width);
  });

  test('never fails on the states of random games, with two to four players and both judges', async () => {
    let drawn = 0;
    for (const [seed, players, judge] of [[1, 2, 'dictionary'], [2, 3, 'table'], [3, 4, 'dictionary'], [4, 2, 'table']] as const) {
      for (const state of statesOf(seed, players, judge)) {
        const png = await renderBoard(state, { locale: seed % 2 ? 'fr' : 'en', maxSide: 300 });
        expect((await size(png))[0]).toBeLessThanOrEqual(300);
        drawn++;
      }
      const last = statesOf(seed, players, judge).at(-1)!;
      expect(last.ending).not.toBeNull();
      await size(await renderEnd(last, { locale: 'en', names: { P1: 'Alice', P2: 'Bérénice 🎲', P3: 'C', P4: 'D'.repeat(80) }, maxSide: 300 }));
    }
    expect(drawn).toBeGreaterThan(20);
  });
});

describe('the last move', () => {
  test('is the last accepted play, its new tiles only', () => {
    const { record } = playRandomGame(2, 5, { language: 'en', judge: 'dictionary', graph: GRAPH });
    let state = recordStart(record);
    for (const entry of record.actions) {
      const before = state.board;
      const next = replayEntry(state, entry, GRAPH);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      const squares = lastPlaySquares(state);
      if (entry.type === 'play') {
        expect(squares).not.toBeNull();
        // The new tiles are exactly the squares the play filled.
        const filled = [...state.board].flatMap((tile, i) => (before[i] === '.' && tile !== '.' ? [i] : []));
        expect([...squares!.fresh].sort((a, b) => a - b)).toEqual(filled);
      } else {
        expect(squares).toBeNull();
      }
    }
  });

  test('while the table judges, it is the play waiting', () => {
    const state = stateWith({ judge: 'table', racks: ['CATXXXX', 'DOGYYYY'] });
    const played = analysePlay('en', state.board, state.racks[0], '8G', 'CAT', null);
    if (!played.ok) throw new Error(played.error.message);
    const pending = { ...state, board: played.value.board, pending: { analysis: played.value, boardBefore: state.board, rackBefore: state.racks[0], accepted: [] } };
    expect(lastPlaySquares(pending)).toEqual({ word: [111, 112, 113], fresh: [111, 112, 113] });
  });

  test('best plays: the highest of each player, null for a player who never placed a word', () => {
    const state = stateWith({ racks: ['A', 'B'] });
    const turn = (player: number, points: number, word: string) => ({ player, type: 'play' as const, points, words: [word], bingo: false, position: '8H', word, rack: '' });
    const withTurns = { ...state, turns: [turn(0, 10, 'AB'), turn(0, 30, 'CD'), turn(0, 30, 'EF'), { player: 1, type: 'pass' as const, points: 0, words: [], bingo: false, rack: '' }] };
    expect(bestPlays(withTurns).map((best) => best?.word ?? null)).toEqual(['CD', null]);
  });
});

describe('rack, preview and end images', () => {
  test('a rack of seven tiles (a blank among them) and a shorter one keep the same width', async () => {
    const [width, height] = await size(await renderRack('AE?RSTZ', 'fr', { locale: 'fr' }));
    expect(width).toBe(RACK_SIDE);
    expect(height).toBeLessThan(width / 4);
    expect(await size(await renderRack('QI', 'en', { locale: 'en' }))).toEqual([width, height]);
    expect(await size(await renderRack('', 'en', { locale: 'en' }))).toEqual([width, height]);
  });

  test('a preview is the board with a caption underneath', async () => {
    const state = stateWith({ racks: ['ZEBRAS?', 'A'], board: boardWith(['8G', 'CAT']) });
    const play = analysePlay('en', state.board, state.racks[0], 'H7', 'tAB', words('TAB', 'CAT'));
    if (!play.ok) throw new Error(play.error.code);
    const [width, height] = await size(await renderPreview(state, play.value, { locale: 'en' }));
    expect(height).toBeGreaterThan(width);
  });

  test('the end image holds a ranking row per player above the board', async () => {
    const states = statesOf(8, 4, 'dictionary');
    const end = states.at(-1)!;
    const [width, height] = await size(await renderEnd(end, { locale: 'fr', names: { P1: 'Alice', P2: 'Bob', P3: 'Chen', P4: 'Dario' } }));
    const two = await size(await renderEnd(statesOf(9, 2, 'dictionary').at(-1)!, { locale: 'fr', names: {} }));
    expect(width).toBe(two[0]);
    expect(height).toBeGreaterThan(two[1]);
    expect(height).toBeGreaterThan(width);
  });

  test('a tie on points is ranked as the end message ranks it: won on the points before the racks, one first place', async () => {
    const end = statesOf(8, 3, 'dictionary').at(-1)!;
    const [a, b, c] = end.seats;
    // a and b end on 300; b had more before the racks' adjustments, so b alone won.
    const tied: ScrabbleState = { ...end, scores: [300, 300, 250], ending: { ...end.ending!, scoresBefore: [296, 305, 250] } };
    expect(endOrder(tied).map((row) => [tied.seats[row.player], row.rank])).toEqual([
      [b, 1],
      [a, 2],
      [c, 3],
    ]);
    const names = { [a]: 'Ana', [b]: 'Ben', [c]: 'Cy' };
    const drawn = (await writtenTexts(() => renderEnd(tied, { locale: 'en', names }))).filter((text) => /^\d\. (Ana|Ben|Cy)$/.test(text));
    expect(drawn).toEqual(['1. Ben', '2. Ana', '3. Cy']);
    // Still tied before the adjustments: both won, and share the first place.
    const shared: ScrabbleState = { ...tied, ending: { ...end.ending!, scoresBefore: [300, 300, 250] } };
    expect(endOrder(shared).map((row) => row.rank)).toEqual([1, 1, 3]);
  });

  test('the points leader resigned: ranked last and marked, as the end message ranks them', async () => {
    const end = statesOf(8, 3, 'dictionary').at(-1)!;
    const plain = endOrder(end);
    expect(plain.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(plain.every((row) => !row.resigned)).toBe(true);
    const [leader, second, third] = plain.map((row) => end.seats[row.player]);
    const standing = { ranks: { [second]: 1, [third]: 2, [leader]: 3 }, resigned: [leader] };
    expect(endOrder(end, standing).map((row) => [end.seats[row.player], row.rank, row.resigned])).toEqual([
      [second, 1, false],
      [third, 2, false],
      [leader, 3, true],
    ]);
    // The picture: the names in that order, the leader's followed by the mark, in the picture's language.
    const names = { [leader]: 'Lea', [second]: 'Sam', [third]: 'Tom' };
    const drawn = async (locale: 'fr' | 'en', withStanding: boolean) => {
      return (await writtenTexts(() => renderEnd(end, { locale, names, ...(withStanding ? { standing } : {}) }))).filter((text) => /^\d\. (Lea|Sam|Tom)$/.test(text) || text.startsWith(' · '));
    };
    expect(await drawn('fr', true)).toEqual(['1. Sam', '2. Tom', '3. Lea', ' · a abandonné']);
    expect(await drawn('en', true)).toEqual(['1. Sam', '2. Tom', '3. Lea', ' · resigned']);
    expect(await drawn('en', false)).toEqual(['1. Lea', '2. Sam', '3. Tom']);
  });
});
