import { createCanvas, Image } from '@napi-rs/canvas';
import { describe, expect, test, vi } from 'vitest';
import { STATIONS } from '../../../src/games/tchu/data/stations.ts';
import { recordStart, replayRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState } from '../../../src/games/tchu/engine/state.ts';
import { IMAGE_WIDTH, MAP_HEIGHT, STATION_POINTS, finalRows, renderBoard, renderEnd, renderHand, renderScoring, renderStatus, scoringRows, stationLabels, type Box } from '../../../src/games/tchu/render/index.ts';
import { STATUS_HEIGHT } from '../../../src/games/tchu/render/map.ts';
import { INK, MUTED_INK } from '../../../src/games/tchu/render/palette.ts';
import { ticketLines } from '../../../src/games/tchu/render/hand.ts';
import { ensureFonts, textFont } from '../../../src/render/fonts.ts';
import { MOST_HIDDEN, ROUTE_CARS, hiddenShare, tooNear } from '../../../src/games/tchu/render/layout.ts';
import { MAP_ROUTES } from '../../../src/games/tchu/engine/map.ts';
import { scores } from '../../../src/games/tchu/engine/summary.ts';
import { stationName, ticketText } from '../../../src/games/tchu/texts/catalog.ts';
import { writtenTexts } from '../../render/drawn-texts.ts';

const NAMES = { P1: 'Alice', P2: 'Alfred Escher' };

function size(png: Buffer): { width: number; height: number } {
  const image = new Image();
  image.src = png;
  return { width: image.width, height: image.height };
}

/** States along a random game: the start, some moments during it, and the end. */
function statesOf(seed: number, count: number): GameState[] {
  const { record, state } = randomGame(2, seed);
  const states = [recordStart(record)];
  for (let i = 1; i < count; i++) {
    const at = Math.floor((record.actions.length * i) / count);
    states.push(replayRecord({ ...record, actions: record.actions.slice(0, at) }).state);
  }
  states.push(state);
  return states;
}

describe('station names on the map', () => {
  test.each(['fr', 'en'] as const)('all 51 station names are written inside the map, none over another (%s)', (locale) => {
    const labels = stationLabels(locale);
    expect(labels).toHaveLength(STATIONS.length);
    expect(STATIONS).toHaveLength(51);
    for (const label of labels) {
      expect(label.text).toBe(stationName(label.station, locale));
      expect(label.box.x).toBeGreaterThanOrEqual(0);
      expect(label.box.y).toBeGreaterThanOrEqual(0);
      expect(label.box.x + label.box.w).toBeLessThanOrEqual(IMAGE_WIDTH);
      expect(label.box.y + label.box.h).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    for (const a of labels) {
      for (const b of labels) {
        if (a === b) continue;
        const overlapW = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
        const overlapH = Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y);
        expect(overlapW > 0 && overlapH > 0, `${a.text} over ${b.text}`).toBe(false);
      }
    }
    // Each name reads as its own station's: no other station is nearer to it.
    const distance = (box: Box, p: { x: number; y: number }) =>
      Math.hypot(Math.max(box.x - p.x, 0, p.x - (box.x + box.w)), Math.max(box.y - p.y, 0, p.y - (box.y + box.h)));
    for (const label of labels) {
      const own = distance(label.box, STATION_POINTS[label.station]);
      STATION_POINTS.forEach((p, j) => {
        if (j !== label.station) expect(distance(label.box, p), `${label.text} nearer to ${stationName(j, locale)}`).toBeGreaterThan(own);
      });
    }
  });

  test.each(['fr', 'en'] as const)('no name covers most of a car, and no two read as one (%s)', (locale) => {
    const labels = stationLabels(locale);
    // Neuchâtel's name once covered nine tenths of a car of the route to Solothurn, and the
    // names of Fribourg and Interlaken sat one above the other like one name of two lines.
    for (const label of labels) {
      ROUTE_CARS.forEach((cars, route) =>
        cars.forEach((car, k) => {
          const what = `${label.text} over car ${k + 1} of ${stationName(MAP_ROUTES[route].a, locale)}–${stationName(MAP_ROUTES[route].b, locale)}`;
          expect(hiddenShare(label.box, car), what).toBeLessThanOrEqual(MOST_HIDDEN);
        }),
      );
    }
    for (const a of labels) {
      for (const b of labels) if (a.station < b.station) expect(tooNear(a.box, b.box), `${a.text} and ${b.text} too near`).toBe(false);
    }
    // The measures themselves: a box over a whole car hides all of it, one beside it none; names touching on a line or a column are too near.
    const car = ROUTE_CARS[0][0];
    const around = { x: car.center.x - 40, y: car.center.y - 40, w: 80, h: 80 };
    expect(hiddenShare(around, car)).toBe(1);
    expect(hiddenShare({ ...around, x: around.x + 200 }, car)).toBe(0);
    const name = { x: 100, y: 100, w: 120, h: 37 };
    expect(tooNear(name, { ...name, y: 140 })).toBe(true);
    expect(tooNear(name, { ...name, x: 230 })).toBe(true);
    expect(tooNear(name, { ...name, y: 150 })).toBe(false);
    expect(tooNear(name, { ...name, x: 250 })).toBe(false);
    expect(tooNear(name, { ...name, x: 250, y: 150 })).toBe(false);
  });
});

describe('routes on the map', () => {
  test('every car is long enough to show its owner’s colour (Brusio–Italy’s were 8 px, its stations 11 km apart)', () => {
    ROUTE_CARS.forEach((cars, route) => {
      const name = `${stationName(MAP_ROUTES[route].a, 'en')}–${stationName(MAP_ROUTES[route].b, 'en')}`;
      for (const car of cars) expect(car.length, name).toBeGreaterThanOrEqual(20);
    });
  });
});

describe('images', () => {
  test('the public map, a private panel and the end are PNGs of the expected sizes, scaled down on demand', async () => {
    const states = statesOf(3, 2);
    const board = await renderBoard(states[1], { names: NAMES, locale: 'fr' });
    // The map alone, landscape: a computer shows an embed's picture at most 400 × 300.
    expect(size(board)).toEqual({ width: IMAGE_WIDTH, height: MAP_HEIGHT });
    expect(size(await renderStatus(states[1], { names: NAMES, locale: 'fr' }))).toEqual({ width: IMAGE_WIDTH, height: STATUS_HEIGHT });
    const small = await renderBoard(states[1], { names: NAMES, locale: 'en', maxSide: 600 });
    expect(Math.max(size(small).width, size(small).height)).toBe(600);
    const hand = await renderHand(states[0], 'P1', { names: NAMES, locale: 'en' });
    expect(size(hand).width).toBe(1000);
    // The end: the final map alone, then the scoring table as a picture of its own.
    expect(size(await renderEnd(states[2], { names: NAMES, locale: 'fr' }))).toEqual({ width: IMAGE_WIDTH, height: MAP_HEIGHT });
    const scoring = size(await renderScoring(states[2], { names: NAMES, locale: 'fr' }));
    expect(scoring.width).toBe(IMAGE_WIDTH);
    expect(scoring.height).toBeLessThan(MAP_HEIGHT);
  });

  test('many states of random games render without error, for both seats and both languages', async () => {
    for (const seed of [1, 2, 4, 8]) {
      for (const state of statesOf(seed, 5)) {
        const options = { names: NAMES, locale: seed % 2 === 0 ? ('fr' as const) : ('en' as const), maxSide: 300 };
        expect(size(await renderBoard(state, options)).width).toBeGreaterThan(0);
        for (const seat of state.players) expect(size(await renderHand(state, seat, options)).width).toBeGreaterThan(0);
        if (state.step === 'OVER') {
          expect(size(await renderEnd(state, options)).width).toBeGreaterThan(0);
          expect(size(await renderScoring(state, options)).width).toBeGreaterThan(0);
        }
      }
    }
  }, 30_000);

  test('the points leader resigned: the scoring table ranks them last and marks them, as the end message does', async () => {
    const { state } = randomGame(2, 11);
    const plain = scoringRows(state);
    expect(plain.map((row) => [row.rank, row.resigned])).toEqual([
      [1, false],
      [2, false],
    ]);
    const [leader, second] = plain.map((row) => row.seat);
    const standing = { ranks: { [second]: 1, [leader]: 2 }, resigned: [leader] };
    expect(scoringRows(state, standing).map((row) => [row.seat, row.rank, row.resigned])).toEqual([
      [second, 1, false],
      [leader, 2, true],
    ]);
    // The picture: the trophy on the end message's winner, the mark under the leader's name, in the picture's language.
    const names = { [leader]: 'Lea', [second]: 'Sam' };
    const drawn = async (locale: 'fr' | 'en', withStanding: boolean) => {
      return (await writtenTexts(() => renderScoring(state, { names, locale }, withStanding ? standing : undefined))).filter((text) => /(Lea|Sam)$/.test(text) || ['a abandonné', 'resigned'].includes(text));
    };
    expect(await drawn('fr', true)).toEqual(['🏆 Sam', 'Lea', 'a abandonné']);
    expect(await drawn('en', true)).toEqual(['🏆 Sam', 'Lea', 'resigned']);
    expect(await drawn('en', false)).toEqual(['🏆 Lea', 'Sam']);
  });

  test('a resigned player: the table writes the mark on their row, muted, in the picture\'s language; nobody resigned: the same PNG as without', async () => {
    const { record } = randomGame(2, 11);
    const state = replayRecord({ ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) }).state;
    const names = { P1: 'Lea', P2: 'Sam' };
    const current = state.players[state.current];
    /** The names, tags and marks the table writes, in order; tags and marks with the colour they are written in. */
    const drawn = async (locale: 'fr' | 'en', options: { resigned?: readonly string[]; stopped?: boolean }) => {
      const context = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as { fillText: (text: string, x: number, y: number) => void };
      const written: string[] = [];
      const spy = vi.spyOn(context, 'fillText').mockImplementation(function (this: { fillStyle: unknown }, text: string) {
        if (text === 'Lea' || text === 'Sam') written.push(text);
        else if (['a abandonné', 'resigned', 'to play'].includes(text)) written.push(`${text} ${String(this.fillStyle)}`);
      });
      await renderStatus(state, { names, locale, ...options });
      spy.mockRestore();
      return written;
    };
    const muted = (text: string) => `${text} ${MUTED_INK}`;
    // Won by forfeit: Lea (P1) resigned, nobody to play.
    expect(await drawn('en', { resigned: ['P1'], stopped: true })).toEqual(['Lea', muted('resigned'), 'Sam']);
    expect(await drawn('fr', { resigned: ['P1'], stopped: true })).toEqual(['Lea', muted('a abandonné'), 'Sam']);
    // During play, the seat played automatically: its mark in place of "to play"; another's turn still tagged.
    const [first, second] = current === 'P1' ? [['Lea', muted('resigned')], ['Sam']] : [['Lea'], ['Sam', muted('resigned')]];
    expect(await drawn('en', { resigned: [current] })).toEqual([...first, ...second]);
    const other = current === 'P1' ? 'P2' : 'P1';
    expect((await drawn('en', { resigned: [other] })).filter((text) => text.startsWith('to play'))).toHaveLength(1);
    expect((await drawn('en', {})).filter((text) => text.startsWith('resigned'))).toEqual([]);
    // Nobody resigned, or an empty list: the very same picture.
    const plain = await renderStatus(state, { names, locale: 'en' });
    expect((await renderStatus(state, { names, locale: 'en', resigned: [] })).equals(plain)).toBe(true);
    expect((await renderStatus(state, { names, locale: 'en', resigned: ['P2'] })).equals(plain)).toBe(false);
  });

  test('during the first ticket choice, the table tags who is still choosing and, muted, who has chosen', async () => {
    const { record } = randomGame(2, 11);
    const names = { P1: 'Lea', P2: 'Sam' };
    /** The names and tags the table writes, tags with their colour. */
    const drawn = async (move: number, locale: 'fr' | 'en') => {
      const state = replayRecord({ ...record, actions: record.actions.slice(0, move) }).state;
      const context = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as { fillText: (text: string, x: number, y: number) => void };
      const written: string[] = [];
      const spy = vi.spyOn(context, 'fillText').mockImplementation(function (this: { fillStyle: unknown }, text: string) {
        if (text === 'Lea' || text === 'Sam') written.push(text);
        else if (/^(choosing tickets|tickets chosen|choisit ses billets|billets choisis)$/.test(text)) written.push(`${text} ${String(this.fillStyle)}`);
      });
      await renderStatus(state, { names, locale });
      spy.mockRestore();
      return written;
    };
    expect(await drawn(0, 'en')).toEqual(['Lea', `choosing tickets ${INK}`, 'Sam', `choosing tickets ${INK}`]);
    // Lea (P1) kept hers at move 1.
    expect(await drawn(1, 'en')).toEqual(['Lea', `tickets chosen ${MUTED_INK}`, 'Sam', `choosing tickets ${INK}`]);
    expect(await drawn(1, 'fr')).toEqual(['Lea', `billets choisis ${MUTED_INK}`, 'Sam', `choisit ses billets ${INK}`]);
  });

  test.each([
    ['en', 'fr'],
    ['fr', 'en'],
    ['en', 'en'],
  ] as const)('a long country ticket is written whole in the hand picture, kept or offered, every trip on one line (read in %s, game in %s)', async (locale, mapLocale) => {
    // Lugano – {Germany (12), Austria (13), France (14), Italy (2)} and Zürich – {…}, kept and offered.
    const start = replayRecord({ ...randomGame(2, 11).record, actions: [] }).state;
    const state = { ...start, playerStates: start.playerStates.map((ps, i) => (i === 0 ? { ...ps, tickets: [36, 37, 4], offered: [34, 36, 37] } : ps)) };
    const written = await writtenTexts(() => renderHand(state, 'P1', { names: NAMES, locale, mapLocale }));
    expect(written.filter((text) => text.endsWith('…'))).toEqual([]);
    const text = written.join(' ');
    for (const ticket of [34, 36, 37]) {
      const trips = /\{(.*)\}/.exec(ticketText(ticket, locale, mapLocale))![1].split(', ');
      // Each trip (its name, its translation and its points) is on one line, the cheapest one too.
      for (const trip of trips) expect(written.some((line) => line.includes(trip)), trip).toBe(true);
      expect(text).toContain(ticketText(ticket, locale, mapLocale).split(' – ')[0]);
    }
  });

  test('a ticket too long for its lines in full names its countries as the map does, without the translation', async () => {
    ensureFonts();
    const ctx = createCanvas(1, 1).getContext('2d');
    ctx.font = textFont(24);
    const full = ticketText(37, 'en', 'fr');
    const width = ctx.measureText(full).width;
    expect(ticketLines(ctx, 37, 'en', 'fr', width + 1, 1)).toEqual([full]);
    // Lines of 45 %: the full text needs more than two, the short one fits on two; every line within the width.
    const short = ticketLines(ctx, 37, 'en', 'fr', width * 0.45, 2);
    expect(short).toHaveLength(2);
    expect(short.join(' ')).toBe('Zürich (Zurich) – {Allemagne (3), Autriche (7), France (7), Italie (11)}');
    for (const line of short) expect(ctx.measureText(line).width).toBeLessThanOrEqual(width * 0.45);
    expect(ticketLines(ctx, 37, 'en', 'fr', width * 0.45, 5).join(' ')).toBe(full);
  });

  test('the end rows add up to the final scores', () => {
    const { state } = randomGame(2, 11);
    const rows = finalRows(state);
    const final = scores(state);
    rows.forEach((row, i) => {
      expect(row.routes + row.ticketsWon + row.ticketsLost + row.longestBonus).toBe(final[i].total);
      expect(row.total).toBe(final[i].total);
    });
  });
});
