import { describe, expect, test } from 'vitest';
import { expectInsideAndApart } from '../render/drawn-texts.ts';
import { HOSTED } from '../../src/hosted.ts';
import { paintHere } from '../../src/bot/render-worker.ts';
import { MIN_TEXT_PX, PICTURE_WIDTH, type DrawnText } from '../../src/render/stats-chart.ts';
import { TOURNAMENT_PAINTING, TOURNAMENT_PAINTING_MODULE } from '../../src/tournament/painting.ts';
import {
  MAX_PICTURE_ROWS,
  paintPodiumPicture,
  paintStandingsPicture,
  podiumPicture,
  renderStandingsPicture,
  standingsPicture,
} from '../../src/tournament/pictures.ts';
import { FORMATS, type Format } from '../../src/tournament/index.ts';
import { formatName, planProblemText } from '../../src/tournament/texts.ts';
import { favouriteWins, generator, planOf, playAll, randomResult } from './support.ts';

const LONG = ['Bérénice-Françoise de Montmollin', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', 'Zoë 🌸', '🦖 Rex the Unstoppable 🦖 and his friends'];

/** A tournament played through, with long names, and the inputs of its pictures after `played` rounds (all by default). */
function tournament(format: Format, n: number, k: number, locale: 'fr' | 'en', played?: number) {
  const plan = planOf(format, n, k);
  const random = generator(n + k);
  const all = playAll(plan, 2, (table) => randomResult(table, random));
  const rounds = all.slice(0, played ?? all.length);
  const names = Object.fromEntries(plan.entrants.map((id, i) => [id, LONG[i % LONG.length]]));
  return { plan, rounds, names, title: 'Coupe ChaCuN de décembre', game: 'ChaCuN', locale } as const;
}

/** Every text inside the picture, at least 24 px (10 px on a phone), none over another. */
function expectReadable(texts: readonly DrawnText[], height: number): void {
  for (const text of texts) {
    expect(text.px, text.text).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  }
  expectInsideAndApart(texts, height);
}

describe('the standings picture', () => {
  test.each([
    ['swiss', 9, 2, 'fr', ['#', 'Nom', 'Pts', 'Buch.', 'S-B', 'G-N-P', 'Exempt']],
    ['swiss', 10, 4, 'en', ['#', 'Name', 'Pts', 'Buch.', 'S-B', 'W-D-L']],
    ['round-robin', 5, 2, 'en', ['#', 'Name', 'Pts', 'H2H', 'Game pts', 'W-D-L', 'Byes']],
    ['elimination', 6, 2, 'fr', ['#', 'Nom', 'Tour', 'G-N-P', 'Exempt']],
  ] as const)('%s of %i at tables of %i (%s): the format’s columns, every text legible and in its place', (format, n, k, locale, headers) => {
    const { canvas, texts } = paintStandingsPicture(standingsPicture(tournament(format, n, k, locale)));
    expect(texts.filter((t) => t.role === 'header').map((t) => t.text)).toEqual(headers);
    expectReadable(texts, canvas.height);
    // Names end before the first column of numbers.
    const firstColumn = Math.min(...texts.filter((t) => t.role === 'value').map((t) => t.left));
    for (const name of texts.filter((t) => t.role === 'name')) expect(name.right).toBeLessThan(firstColumn);
    expect(texts.find((t) => t.role === 'name' && t.text.startsWith('WWW'))!.text).toMatch(/…$/);
    expect(texts.map((t) => t.text)).toContain('Zoë 🌸');
  });

  test('says after which round, or that the standings are final, with the game and the format', () => {
    const after = paintStandingsPicture(standingsPicture(tournament('swiss', 9, 2, 'fr', 2))).texts.find((t) => t.role === 'subtitle')!;
    expect(after.text).toBe('ChaCuN · système suisse · après la ronde 2 sur 4');
    const final = paintStandingsPicture(standingsPicture(tournament('swiss', 9, 2, 'en'))).texts.find((t) => t.role === 'subtitle')!;
    expect(final.text).toBe('ChaCuN · Swiss · final standings');
  });

  test('shows the values of the standings, in the picture’s language', () => {
    const input = tournament('swiss', 9, 2, 'fr');
    const picture = standingsPicture(input);
    const row = picture.rows.find((r) => !Number.isInteger(r.points))!;
    const values = paintStandingsPicture(picture).texts.filter((t) => t.role === 'value').map((t) => t.text);
    expect(values).toContain(String(row.points).replace('.', ','));
    expect(values).toContain(`${row.wins}-${row.draws}-${row.losses}`);
  });

  test(`shows ${MAX_PICTURE_ROWS} rows at most and counts the others`, () => {
    const picture = standingsPicture(tournament('swiss', 40, 2, 'en', 1));
    expect(picture.rows).toHaveLength(MAX_PICTURE_ROWS);
    const { canvas, texts } = paintStandingsPicture(picture);
    expect(texts.find((t) => t.role === 'more')!.text).toBe('… and 8 more');
    expectReadable(texts, canvas.height);
  });

  test('an elimination’s winner gets the trophy in the round column, those out are marked', () => {
    const input = { ...tournament('elimination', 8, 2, 'en'), rounds: playAll(planOf('elimination', 8), 1, favouriteWins) };
    const picture = standingsPicture(input);
    expect(picture.rows[0]).toMatchObject({ rank: 1, champion: true, out: false });
    expect(picture.rows.slice(1).every((row) => row.out === true && row.champion === undefined)).toBe(true);
    expect(paintStandingsPicture(picture).texts.filter((t) => t.text === '🏆')).toHaveLength(1);
  });
});

describe('the podium picture', () => {
  test.each([['swiss', 9, 2, 'fr'], ['swiss', 10, 4, 'en'], ['elimination', 8, 2, 'en'], ['round-robin', 2, 2, 'fr']] as const)('%s of %i (%s): the first in the middle, every text legible', (format, n, k, locale) => {
    const input = tournament(format, n, k, locale);
    const picture = podiumPicture(input);
    expect(picture.places.map((p) => p.rank)).toEqual(n === 2 ? [1, 2] : [1, 2, 3]);
    const { canvas, texts } = paintPodiumPicture(picture);
    expectReadable(texts, canvas.height);
    const steps = texts.filter((t) => t.role === 'step');
    expect(steps.map((t) => t.text)).toEqual(picture.places.map((p) => String(p.rank)));
    // First in the middle, second on the left, third on the right.
    const centre = (t: DrawnText) => (t.left + t.right) / 2;
    expect(Math.abs(centre(steps[0]) - PICTURE_WIDTH / 2)).toBeLessThan(2);
    expect(centre(steps[1])).toBeLessThan(centre(steps[0]));
    if (steps.length === 3) expect(centre(steps[2])).toBeGreaterThan(centre(steps[0]));
    expect(texts.find((t) => t.role === 'subtitle')!.text).toContain(locale === 'fr' ? `${n} au départ` : `${n} entrants`);
  });

  test('a long tournament name wraps on two lines, then ends in “…”, on both pictures', () => {
    const title = 'Coupe ChaCuN de décembre, deuxième édition du serveur des amis du Néolithique et des chasseurs-cueilleurs';
    const input = { ...tournament('swiss', 12, 2, 'fr'), title };
    for (const { canvas, texts } of [paintPodiumPicture(podiumPicture(input)), paintStandingsPicture(standingsPicture(input))]) {
      const lines = texts.filter((t) => t.role === 'title');
      expect(lines).toHaveLength(2);
      expect(lines[1].text).toMatch(/…$/);
      expectReadable(texts, canvas.height);
    }
  });
});

describe('the texts the bot shows', () => {
  test.each([
    ['TOO_MANY_ENTRANTS', 'en', 'A tournament takes at most 256 entrants.'],
    ['TABLE_SIZE', 'fr', 'Une table de tournoi compte de 2 à 8 places.'],
    ['ROUND_ROBIN_TABLES', 'en', 'A round robin is played in duels, each pair once: for tables of more than two, choose Swiss.'],
  ] as const)('why a plan is refused: %s (%s)', (problem, locale, text) => {
    expect(planProblemText(problem, locale)).toBe(text);
  });

  test('every refusal and format has its text in both languages', () => {
    const problems = ['UNKNOWN_FORMAT', 'TOO_FEW_ENTRANTS', 'TOO_MANY_ENTRANTS', 'DUPLICATE_ENTRANT', 'TABLE_SIZE', 'ROUND_ROBIN_TABLES'] as const;
    for (const locale of ['fr', 'en'] as const) {
      for (const problem of problems) expect(planProblemText(problem, locale)).not.toMatch(/\{|^tournament\./);
      expect(FORMATS.map((format) => formatName(format, locale))).toEqual(locale === 'fr' ? ['système suisse', 'toutes rondes', 'élimination directe'] : ['Swiss', 'round robin', 'single elimination']);
    }
  });
});

describe('the tournament pictures in the render workers', () => {
  test('are listed among the painting modules, and a worker draws the same bytes as the bot’s thread', async () => {
    expect(HOSTED.paintingModules[TOURNAMENT_PAINTING]).toBe(TOURNAMENT_PAINTING_MODULE);
    const input = standingsPicture(tournament('round-robin', 5, 2, 'en'));
    const bytes = await paintHere({ game: TOURNAMENT_PAINTING, painter: 'standings', input: structuredClone(input), settings: {} }, { painting: HOSTED.paintingModules });
    expect(bytes.equals(await renderStandingsPicture(input))).toBe(true);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });
});
