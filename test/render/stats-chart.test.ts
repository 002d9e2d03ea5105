import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { expectInsideAndApart } from './drawn-texts.ts';
import { ensureFonts, textFont } from '../../src/render/fonts.ts';
import {
  formatNumber,
  gridValues,
  MIN_TEXT_PX,
  paintLeaderboardPicture,
  paintStatsPicture,
  PICTURE_WIDTH,
  wrapText,
  type DrawnText,
  type LeaderboardPicture,
  type StatsPicture,
} from '../../src/render/stats-chart.ts';
import { fitText } from '../../src/render/drawing.ts';

/** Discord shows these pictures about 390 px wide on a phone. */
const PHONE_WIDTH = 390;

const LONG_NAMES = ['Marguerite-Françoise d’Orléans-Bragance', '🦖 Rex the Unstoppable 🦖 and his friends', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', 'Zoë 🌸', 'Łukasz Wiśniewski-Żółkiewski'];

const forty: StatsPicture = {
  title: 'Statistiques de Marguerite-Françoise d’Orléans-Bragance — ChaCuN',
  lines: ['Parties : 40 · gagnées : 35 (88 %)', 'Points : 73.7 en moyenne · meilleur score : 227', 'Classement : 29.3 (niveau 43.9 ± 14.6)'],
  ratingTitle: 'Classement au fil des parties',
  ratings: Array.from({ length: 40 }, (_, i) => -3 + i * 0.8 + Math.sin(i) * 2),
  firstGameLabel: 'partie 1',
  lastGameLabel: 'partie 40',
  oneGameNote: 'Une seule partie : la courbe viendra avec les suivantes.',
  barsTitle: 'Points par sorte, moyenne par partie',
  bars: [
    { label: 'Forêts', value: 26.5 },
    { label: 'Réseaux hydrographiques', value: 10.6 },
    { label: 'Pouvoirs', value: 0 },
  ],
};

const leaderboard = (own: boolean): LeaderboardPicture => ({
  title: 'Classement — ChaCuN',
  headers: { player: 'Joueur', rating: 'Classement', games: 'Parties' },
  rows: Array.from({ length: 10 }, (_, i) => ({ rank: 91 + i, name: LONG_NAMES[i % LONG_NAMES.length], rating: 12.5 - i * 3.1, games: 1000 + i, highlight: !own && i === 3 })),
  ...(own ? { own: { rank: 2, name: LONG_NAMES[0], rating: 31.2, games: 40, highlight: true } } : {}),
  scale: 31.2,
});

/** Every text inside the picture, at least 9 px high on a phone, and no two texts overlapping. */
function expectReadable(texts: readonly DrawnText[], height: number): void {
  for (const text of texts) {
    expect(text.px * (PHONE_WIDTH / PICTURE_WIDTH), text.text).toBeGreaterThanOrEqual(9);
  }
  expectInsideAndApart(texts, height);
}

describe('the statistics card', () => {
  test('has every text legible at phone width, inside the picture, none over another', () => {
    const { canvas, texts } = paintStatsPicture(forty);
    expectReadable(texts, canvas.height);
    expect(Math.min(...texts.map((t) => t.px))).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  test('wraps a long title on two lines instead of cutting the game’s name', () => {
    const { texts } = paintStatsPicture(forty);
    const title = texts.filter((t) => t.role === 'title');
    expect(title).toHaveLength(2);
    expect(title.map((t) => t.text).join(' ')).toBe(forty.title);
  });

  test('shortens a long name within the title so that the game’s name stays', () => {
    const name = 'W'.repeat(32);
    for (const title of [`Statistiques de ${name} — ChaCuN`, `${name}'s statistics — ChaCuN`]) {
      const lines = paintStatsPicture({ ...forty, title, name }).texts.filter((t) => t.role === 'title');
      const shown = lines.map((t) => t.text).join(' ');
      expect(shown).toMatch(/W…('s statistics)? — ChaCuN$/);
      expect(shown.replace(/W+…/, name)).toBe(title);
    }
  });

  test('labels the grid with the decimals its values need', () => {
    const axis = (ratings: number[]) => paintStatsPicture({ ...forty, ratings }).texts.filter((t) => t.role === 'axis' && !t.text.startsWith('partie')).map((t) => t.text);
    expect(axis([-0.6, 0.2, 1.5])).toEqual(['−0.5', '0.0', '0.5', '1.0', '1.5']);
    expect(axis([-3, 10, 31])).toEqual(['0', '10', '20', '30']);
  });

  test('keeps the last rating beside its point, inside the picture, with a true minus sign', () => {
    const { texts, canvas } = paintStatsPicture({ ...forty, ratings: [0, -1.5, -4.25] });
    const last = texts.find((t) => t.role === 'lastValue')!;
    expect(last.text).toBe('−4.3');
    expectReadable(texts, canvas.height);
  });

  test('with a single game, writes its note whole, wrapped in its box', () => {
    const { texts, canvas } = paintStatsPicture({ ...forty, ratings: [3.5], oneGameNote: `${forty.oneGameNote} ${forty.oneGameNote}` });
    const note = texts.filter((t) => t.role === 'note');
    expect(note.length).toBeGreaterThan(1);
    expect(note.map((t) => t.text).join(' ')).toBe(`${forty.oneGameNote} ${forty.oneGameNote}`);
    expectReadable(texts, canvas.height);
  });

  test('cuts a long bar label with “…” within its column', () => {
    const { texts } = paintStatsPicture(forty);
    const label = texts.find((t) => t.role === 'barLabel' && t.text.startsWith('Réseaux'))!;
    expect(label.text).toMatch(/…$/);
    const bar = texts.find((t) => t.role === 'barValue' && t.text === '10.6')!;
    expect(label.right).toBeLessThan(bar.left);
  });

  test('writes counts of places as whole numbers, means with a decimal', () => {
    const places = paintStatsPicture({ ...forty, bars: [{ label: '1re', value: 4 }, { label: '2e', value: 2 }] }).texts.filter((t) => t.role === 'barValue');
    expect(places.map((t) => t.text)).toEqual(['4', '2']);
    const means = paintStatsPicture(forty).texts.filter((t) => t.role === 'barValue');
    expect(means.map((t) => t.text)).toEqual(['26.5', '10.6', '0.0']);
  });
});

describe('a leaderboard page', () => {
  test.each([false, true])('has every text legible at phone width, none over another (caller’s row below: %s)', (own) => {
    const { canvas, texts } = paintLeaderboardPicture(leaderboard(own));
    expectReadable(texts, canvas.height);
  });

  test('ends long names with “…” before the rating column, and keeps short ones whole', () => {
    const { texts } = paintLeaderboardPicture(leaderboard(false));
    const names = texts.filter((t) => t.role === 'name');
    const ratingLeft = Math.min(...texts.filter((t) => t.role === 'rating' || (t.role === 'header' && t.text === 'Classement')).map((t) => t.left));
    for (const name of names) expect(name.right).toBeLessThan(ratingLeft);
    expect(names.find((t) => t.text.startsWith('WWW'))!.text).toMatch(/…$/);
    expect(names.map((t) => t.text)).toContain('Zoë 🌸');
    // Cut between characters, never inside an emoji.
    for (const { text } of names) {
      expect(LONG_NAMES.some((name) => name === text || (text.endsWith('…') && name.startsWith(text.slice(0, -1)))), text).toBe(true);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
  });

  test('shows the caller’s row under the page when they are ranked on another one', () => {
    const { texts } = paintLeaderboardPicture(leaderboard(true));
    const ranks = texts.filter((t) => t.role === 'rank').map((t) => t.text);
    expect(ranks).toHaveLength(11);
    expect(ranks[10]).toBe('2');
  });

  test('draws no footer: the message’s footer, under the picture, is the only one', () => {
    const { canvas, texts } = paintLeaderboardPicture(leaderboard(false));
    expect(texts.filter((t) => t.role === 'footer')).toEqual([]);
    // The picture ends a margin under its last row.
    expect(canvas.height - Math.max(...texts.map((t) => t.bottom))).toBeLessThan(80);
  });
});

describe('texts and numbers of the pictures', () => {
  ensureFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = textFont(30);

  test('a wrapped text keeps every word when it fits, in lines within the width', () => {
    const lines = wrapText(ctx, 'one two three four five six seven eight nine ten', 200, 5);
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine ten');
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(200);
  });

  test('a wrapped text too long for its lines ends in “…”, and a dash starts a line', () => {
    const lines = wrapText(ctx, 'one two three four five six seven eight nine ten', 200, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(wrapText(ctx, 'Statistiques de Anaïs — ChaCuN', ctx.measureText('Statistiques de Anaïs —').width + 1, 2)).toEqual(['Statistiques de Anaïs', '— ChaCuN']);
  });

  test('a cut text fits its width', () => {
    expect(ctx.measureText(fitText(ctx, 'W'.repeat(80), 300)).width).toBeLessThanOrEqual(300);
    expect(fitText(ctx, 'short', 300)).toBe('short');
  });

  test('numbers have a true minus sign, and none on a zero', () => {
    expect(formatNumber(-1.94)).toBe('−1.9');
    expect(formatNumber(-0.01)).toBe('0.0');
    expect(formatNumber(123.4)).toBe('123');
  });

  test('French pictures write a decimal comma', () => {
    expect(formatNumber(-1.94, undefined, 'fr')).toBe('−1,9');
    expect(formatNumber(5, 1, 'fr')).toBe('5,0');
    expect(formatNumber(1234.5, undefined, 'fr')).toBe('1\u202f235');
  });

  test.each([
    [-2.6, 31.9, [0, 10, 20, 30]],
    [24.1, 25.9, [24.5, 25, 25.5]],
    [-1.9, 1.1, [-1, 0, 1]],
    [-0.4, 0.6, [-0.25, 0, 0.25, 0.5]],
    [2.1, 9.4, [4, 6, 8]],
  ])('grid lines of %s to %s fall on round values: %j', (low, high, values) => {
    const grid = gridValues(low, high);
    expect(grid.length).toBeGreaterThanOrEqual(3);
    expect(grid.length).toBeLessThanOrEqual(5);
    expect(grid.map((v) => Number(v.toFixed(6)))).toEqual(values);
  });
});
