import { describe, expect, test } from 'vitest';
import { PLAYER_COLORS } from '../../../../src/games/chacun/engine/basics.ts';
import { playRandomGame } from '../../../../src/games/chacun/engine/simulate.ts';
import { POINT_KINDS, drawEndOfGame, pointsBreakdown, renderEndOfGame, TEXTS, RENDER_LOCALES } from '../../../../src/games/chacun/render/index.ts';
import { randomStateWithTiles } from '../../../../src/games/chacun/render/samples.ts';
import { decodePng } from './helpers.ts';
import { writtenTexts } from '../../../render/drawn-texts.ts';


describe('end of game', () => {
  test.each([2, 3, 4, 5].flatMap((players) => [1, 2, 3].map((seed) => [players, seed])))(
    '%i players, seed %i: the points by kind add up to each player total, best first',
    (players, seed) => {
      const { state } = playRandomGame(players, seed);
      const rows = pointsBreakdown(state);
      expect(rows.map((row) => row.color).sort()).toEqual([...state.players].sort());
      for (const row of rows) {
        const sum = POINT_KINDS.reduce((total, kind) => total + row.byKind[kind], 0);
        expect(sum).toBe(row.total);
        expect(row.total).toBe(state.points[PLAYER_COLORS.indexOf(row.color)]);
      }
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i].total).toBeLessThanOrEqual(rows[i - 1].total);
        expect(rows[i].rank).toBe(rows[i].total === rows[i - 1].total ? rows[i - 1].rank : i + 1);
      }
      expect(rows[0].rank).toBe(1);
    },
  );

  test('the points leader resigned: last and marked, the others ranked as the end message ranks them', async () => {
    const { state } = playRandomGame(3, 7);
    const plain = pointsBreakdown(state);
    const [leader, second, third] = plain.map((row) => row.color);
    expect(plain[0].rank).toBe(1);
    expect(plain[1].rank).toBe(2);
    expect(plain.every((row) => !row.resigned)).toBe(true);
    // As `endRanks` gives them: the others by points, who resigned last.
    const standing = { ranks: { [second]: 1, [third]: 2, [leader]: 3 }, resigned: [leader] };
    const rows = pointsBreakdown(state, standing);
    expect(rows.map((row) => [row.color, row.rank, row.resigned])).toEqual([
      [second, 1, false],
      [third, 2, false],
      [leader, 3, true],
    ]);
    expect(rows.find((row) => row.color === leader)!.total).toBe(plain[0].total);
    // The picture: the names in that order, the mark under the leader's, in the picture's language.
    const names = { [leader]: 'Lea', [second]: 'Sam', [third]: 'Tom' };
    for (const [locale, tag] of [['fr', 'a abandonné'], ['en', 'resigned']] as const) {
      const texts = await writtenTexts(() => drawEndOfGame(state, { locale, names }, standing));
      expect(texts.filter((text) => ['Lea', 'Sam', 'Tom', tag].includes(text))).toEqual(['Sam', 'Tom', 'Lea', tag]);
      expect((await writtenTexts(() => drawEndOfGame(state, { locale, names }))).filter((text) => ['Lea', 'Sam', 'Tom', tag].includes(text))).toEqual(['Lea', 'Sam', 'Tom']);
    }
  });

  test('the breakdown also works during a game', () => {
    const state = randomStateWithTiles(3, 5, 40);
    for (const row of pointsBreakdown(state)) expect(POINT_KINDS.reduce((t, k) => t + row.byKind[k], 0)).toBe(row.total);
  });

  test('the end image is a reasonable PNG with a row per player', async () => {
    const { state } = playRandomGame(5, 8);
    const pixels = await decodePng(await renderEndOfGame(state, { locale: 'fr', names: { RED: 'Une joueuse au nom bien trop long pour tenir' } }));
    expect(pixels.width).toBeLessThanOrEqual(2000);
    const twoPlayers = drawEndOfGame(playRandomGame(2, 8).state);
    expect(twoPlayers.height).toBeLessThan(pixels.height);
  });

  test('every word drawn exists in French and English', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
    expect(shape(TEXTS.fr)).toEqual(shape(TEXTS.en));
    for (const locale of RENDER_LOCALES) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
      };
      walk(TEXTS[locale]);
    }
  });
});
