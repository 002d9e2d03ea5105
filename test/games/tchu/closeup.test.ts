/**
 * tCHu's close-up: the map around the route a turn claimed, drawn by the map's own code, large
 * enough for a phone to read (Discord shows a picture 390 px wide there, where the whole map's
 * names are 9 px): what part of the map it shows, the size of its texts, the language of its
 * names, and that it shows nothing the public map does not.
 */
import { Image } from '@napi-rs/canvas';
import { describe, expect, test } from 'vitest';
import { MAP_ROUTES, routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { replayRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState } from '../../../src/games/tchu/engine/state.ts';
import { CLOSEUP_HEIGHT, CLOSEUP_WIDTH, closeupView, IMAGE_WIDTH, MAP_HEIGHT, renderCloseup, STATION_POINTS, stationLabels, type Box } from '../../../src/games/tchu/render/index.ts';
import { LABEL_PX, ROUTE_CARS } from '../../../src/games/tchu/render/layout.ts';
import { TCHU_PAINTERS } from '../../../src/games/tchu/render/painters.ts';
import { stationName } from '../../../src/games/tchu/texts/catalog.ts';
import { PHONE_WIDTH } from '../../../src/render/phone.ts';
import { recordImage, tooSmall } from '../../render/text-recorder.ts';

const NAMES = { P1: 'Alice', P2: 'Bob' };

/** Routes of every kind: short in the crowd, long, a tunnel, a double route, at the map's edge, between long names. */
const ROUTES = [
  ['a short route among many', 'WIN_ZUR_1'],
  ['a long route', 'GEN_YVE_1'],
  ['a tunnel', 'BRU_DAV_1'],
  ['a double route', 'BER_LUC_2'],
  ['a route in the map’s corner', 'FR2_GEN_1'],
  ['a route between long names', 'STG_WIN_1'],
] as const;

/** A game half-way through, with `id` claimed by P2 (and its twin left free) if nobody has it yet. */
function claimedIn(id: string): { state: GameState; route: number } {
  const { record } = randomGame(2, 5);
  const state = replayRecord({ ...record, actions: record.actions.slice(0, Math.floor(record.actions.length / 2)) }).state;
  const route = routeIndex(id)!;
  if (state.owners[route] !== null) return { state, route };
  const twin = MAP_ROUTES[route].twin;
  return { state: { ...state, owners: state.owners.map((owner, i) => (i === route ? 1 : i === twin ? null : owner)) }, route };
}

const inside = (box: Box, frame: Box) => box.x >= frame.x && box.y >= frame.y && box.x + box.w <= frame.x + frame.w && box.y + box.h <= frame.y + frame.h;

function size(png: Buffer): { width: number; height: number } {
  const image = new Image();
  image.src = png;
  return { width: image.width, height: image.height };
}

describe('the part of the map a close-up shows', () => {
  test.each(ROUTES.flatMap(([what, id]) => (['fr', 'en'] as const).map((locale) => [what, id, locale] as const)))('%s (%s, %s): the route, its stations and their names, inside the map', (_, id, locale) => {
    const route = routeIndex(id)!;
    const r = MAP_ROUTES[route];
    const { window, labels } = closeupView(route, locale);
    // Inside the map, in the picture's proportions, and a close-up: less than the whole map.
    expect(inside(window, { x: 0, y: 0, w: IMAGE_WIDTH, h: MAP_HEIGHT })).toBe(true);
    expect(window.w / window.h).toBeCloseTo(CLOSEUP_WIDTH / CLOSEUP_HEIGHT, 6);
    expect(window.w).toBeLessThanOrEqual(IMAGE_WIDTH * 0.6);
    // The route's cars and stations, named as the map names them.
    for (const car of ROUTE_CARS[route]) expect(inside({ x: car.center.x - 1, y: car.center.y - 1, w: 2, h: 2 }, window)).toBe(true);
    for (const station of [r.a, r.b]) {
      const p = STATION_POINTS[station];
      expect(inside({ x: p.x - 10, y: p.y - 10, w: 20, h: 20 }, window), stationName(station, locale)).toBe(true);
      expect(labels.find((label) => label.station === station)).toEqual(stationLabels(locale)[station]);
    }
    // Every name written whole, of a station in view, none over another.
    for (const label of labels) {
      expect(inside(label.box, window), label.text).toBe(true);
      expect(inside({ ...STATION_POINTS[label.station], w: 0, h: 0 }, window), label.text).toBe(true);
    }
    for (const a of labels) {
      for (const b of labels) {
        if (a.station >= b.station) continue;
        const apart = a.box.x + a.box.w <= b.box.x || b.box.x + b.box.w <= a.box.x || a.box.y + a.box.h <= b.box.y || b.box.y + b.box.h <= a.box.y;
        expect(apart, `${a.text} over ${b.text}`).toBe(true);
      }
    }
  });
});

describe('the close-up picture', () => {
  test.each(ROUTES.map(([what, id]) => [what, id] as const))('%s (%s): every text 9 px or more on a phone, the names twice as large as the map’s, in the game’s language', async (_, id) => {
    const { state, route } = claimedIn(id);
    const r = MAP_ROUTES[route];
    // A French game read by an English speaker: the map's names, in French.
    const image = await recordImage(() => renderCloseup(state, route, { names: NAMES, locale: 'en', mapLocale: 'fr' }));
    expect({ width: image.width, height: image.height }).toEqual({ width: CLOSEUP_WIDTH, height: CLOSEUP_HEIGHT });
    expect(tooSmall(image, 9)).toEqual([]);
    const texts = image.texts.map((text) => text.text);
    for (const station of [r.a, r.b]) expect(texts).toContain(stationName(station, 'fr'));
    // The map shows its names 9 px high on a phone; the close-up about twice that, at least 1.6 times.
    const mapPx = (LABEL_PX * PHONE_WIDTH) / IMAGE_WIDTH;
    const smallest = Math.min(...image.texts.map((text) => (text.px * PHONE_WIDTH) / image.width));
    expect(smallest).toBeGreaterThanOrEqual(1.6 * mapPx);
  });

  test('in English, the names are English', async () => {
    const { state, route } = claimedIn('GEN_YVE_1');
    const texts = (await recordImage(() => renderCloseup(state, route, { names: NAMES, locale: 'en' }))).texts.map((text) => text.text);
    expect(texts).toEqual(expect.arrayContaining(['Geneva', 'Yverdon']));
    expect(texts).not.toContain('Genève');
  });

  test('it shows only what the public map shows: other hands, tickets and decks change nothing', async () => {
    const { state, route } = claimedIn('BER_LUC_2');
    const hidden: GameState = {
      ...state,
      deck: [...state.deck].reverse(),
      ticketDeck: [...state.ticketDeck].reverse(),
      playerStates: state.playerStates.map((ps) => ({ ...ps, cards: ps.cards.map((n) => n + 3), tickets: [], offered: [1, 2, 3] })),
    };
    const options = { names: NAMES, locale: 'fr' as const, maxSide: 240 };
    expect((await renderCloseup(hidden, route, options)).equals(await renderCloseup(state, route, options))).toBe(true);
  });

  test('a render thread draws it from the plain data its job carries, at the size it is told', async () => {
    const { state, route } = claimedIn('BRU_DAV_1');
    const input = structuredClone({ state, names: NAMES, locale: 'en', mapLocale: 'fr', route });
    expect(size(await TCHU_PAINTERS.closeup(input, { maxSide: 240 }))).toEqual({ width: 240, height: 160 });
    await expect(TCHU_PAINTERS.closeup({ state, names: NAMES, locale: 'en' }, {})).rejects.toThrow(/route/);
  });
});
