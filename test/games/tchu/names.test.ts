/**
 * tCHu's places named alike on the public map and in every private menu: the game's language
 * (the map's) first, the reader's own name in brackets where it differs; the country stops as
 * the map names them, told apart by where they lie. And the private word after a tunnel that
 * failed, and the channel's account of two cards drawn alike.
 */
import type { APISelectMenuOption, APIStringSelectComponent } from 'discord.js';
import { describe, expect, test } from 'vitest';
import { STATIONS } from '../../../src/games/tchu/data/stations.ts';
import { describeTurn, routeName, toldRoute } from '../../../src/games/tchu/discord/history.ts';
import { logEntries } from '../../../src/games/tchu/discord/views/log.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import { TCHU_PAINTERS } from '../../../src/games/tchu/render/painters.ts';
import { doneText } from '../../../src/games/tchu/discord/turn-flow.ts';
import { panelView } from '../../../src/games/tchu/discord/views/panel.ts';
import { MAP_ROUTES, routeIndex, stationIndex } from '../../../src/games/tchu/engine/map.ts';
import { applyAction, type Entry, type GameState } from '../../../src/games/tchu/engine/state.ts';
import { stationLabels } from '../../../src/games/tchu/render/index.ts';
import { stationLabel, stationName, stopHint, ticketText } from '../../../src/games/tchu/texts/catalog.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locale.ts';
import type { GameSession } from '../../../src/session/session.ts';
import { cards, started, withHand } from './helpers.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';

/** A game session as the views read it, in a language. */
function sessionIn(locale: Locale): GameSession {
  return { id: 'names01', moveNumber: 3, locale, seats: [], record: null } as unknown as GameSession;
}

/** The options of every menu of a view. */
function menuOptions(view: ReturnType<typeof panelView>): APISelectMenuOption[] {
  return (view.components ?? []).flatMap((row) => row.components.flatMap((c) => ('options' in c ? (c as APIStringSelectComponent).options : [])));
}

/** A player holding many cards of every kind, so that more routes can be claimed than one menu holds. */
function richState(): GameState {
  const all = { BLACK: 8, VIOLET: 8, BLUE: 8, GREEN: 8, YELLOW: 8, ORANGE: 8, RED: 8, WHITE: 8, LOCOMOTIVE: 8 } as const;
  return withHand(started(), 0, all);
}

const PAIRS = LOCALES.flatMap((game) => LOCALES.map((reader) => [game, reader] as const));
const MAP_TEXT = (game: Locale) => new Set(stationLabels(game).map((label) => label.text));

describe('station names on the map and in the menus', () => {
  test.each([
    ['BAL', 'en', 'fr', 'Basel (Bâle)'],
    ['COI', 'en', 'fr', 'Chur (Coire)'],
    ['ZOU', 'en', 'fr', 'Zug (Zoug)'],
    ['STG', 'en', 'fr', 'St. Gallen (Saint-Gall)'],
    ['STG', 'fr', 'en', 'Saint-Gall (St. Gallen)'],
    ['BAL', 'fr', 'fr', 'Bâle'],
    ['BAL', 'en', 'en', 'Basel'],
    ['LUG', 'en', 'fr', 'Lugano'],
    ['DE1', 'en', 'fr', 'Germany (Allemagne)'],
    ['FR1', 'en', 'fr', 'France'],
  ] as const)('%s in a game in %s, read in %s: %j', (code, game, reader, expected) => {
    expect(stationLabel(stationIndex(code), reader, game)).toBe(expected);
  });

  test.each(PAIRS)('every station of a game in %s, read in %s, starts with the name the map draws, the reader’s own in brackets where it differs', (game, reader) => {
    const labels = stationLabels(game);
    expect(labels).toHaveLength(STATIONS.length);
    for (const label of labels) {
      const menu = stationLabel(label.station, reader, game);
      const own = stationName(label.station, reader);
      expect(menu).toBe(own === label.text ? label.text : `${label.text} (${own})`);
    }
  });

  test.each(PAIRS)('the station menus of a game in %s, read in %s, name stations as the map does and tell the country stops apart', (game, reader) => {
    const view = panelView({ session: sessionIn(game), state: richState(), seat: 'P1', mode: { page: 'routes' }, image: null, locale: reader });
    const options = menuOptions(view);
    expect(options.length).toBeGreaterThan(25);
    const drawn = MAP_TEXT(game);
    for (const option of options) {
      const station = Number(option.value);
      expect(drawn.has(stationName(station, game))).toBe(true);
      expect(option.label).toBe(stationLabel(station, reader, game));
      expect(option.label).not.toMatch(/[A-Z]{2}\d/);
    }
    // Stops of one country have one name and each a different description.
    const stops = options.filter((option) => STATIONS[Number(option.value)].country !== null);
    expect(stops.length).toBeGreaterThan(3);
    for (const stop of stops) expect(stop.description).toBe(stopHint(Number(stop.value), reader, game));
    for (const name of new Set(stops.map((stop) => stop.label))) {
      const same = stops.filter((stop) => stop.label === name);
      expect(new Set(same.map((stop) => stop.description)).size).toBe(same.length);
    }
  });

  test.each(PAIRS)('route menus of a game in %s, read in %s, are in the order of their names, as the station menus are', (game, reader) => {
    const sorted = (labels: readonly string[]) => [...labels].sort((a, b) => a.localeCompare(b, reader));
    // Few routes: one menu of them all.
    const few = menuOptions(panelView({ session: sessionIn(game), state: withHand(started(), 0, { RED: 2, BLUE: 2, LOCOMOTIVE: 1 }), seat: 'P1', mode: { page: 'routes' }, image: null, locale: reader }));
    expect(few.length).toBeGreaterThan(5);
    expect(few.length).toBeLessThanOrEqual(25);
    expect(few.map((option) => option.label)).toEqual(sorted(few.map((option) => option.label)));
    // Many: a station's own menu of routes.
    const here = menuOptions(panelView({ session: sessionIn(game), state: richState(), seat: 'P1', mode: { page: 'station', station: stationIndex('ZUR') }, image: null, locale: reader }));
    expect(here.length).toBeGreaterThan(3);
    expect(here.map((option) => option.label)).toEqual(sorted(here.map((option) => option.label)));
  });

  test('an English game read in French: the private menus say Basel (Bâle), Germany (Allemagne), never Bâle alone nor a code', () => {
    const view = panelView({ session: sessionIn('en'), state: richState(), seat: 'P1', mode: { page: 'routes' }, image: null, locale: 'fr' });
    const labels = menuOptions(view).map((option) => option.label);
    expect(labels).toContain('Basel (Bâle)');
    expect(labels).toContain('Germany (Allemagne)');
    expect(labels).not.toContain('Bâle');
    expect(labels.some((label) => /Allemagne \(DE\d\)/.test(label))).toBe(false);
  });

  test.each([
    ['DE1', 'en', 'north of Basel'],
    ['DE3', 'en', 'north-west of Kreuzlingen'],
    ['DE4', 'en', 'north-east of Kreuzlingen'],
    ['DE1', 'fr', 'au nord de Bâle'],
    ['FR2', 'fr', 'au sud-ouest de Genève'],
    ['FR3', 'fr', 'à l’ouest de La Chaux-de-Fonds'],
    ['IT3', 'fr', 'au sud de Lugano'],
  ] as const)('the stop %s lies %j (%s)', (code, locale, expected) => {
    expect(stopHint(stationIndex(code), locale)).toBe(expected);
  });

  test('a stop’s place names its Swiss neighbour as a menu does, and a Swiss station has none', () => {
    expect(stopHint(stationIndex('DE1'), 'fr', 'en')).toBe('au nord de Basel (Bâle)');
    expect(stopHint(stationIndex('BER'), 'fr')).toBeNull();
  });

  test.each(PAIRS)('every stop of a country lies somewhere else (game in %s, read in %s)', (game, reader) => {
    for (const country of new Set(STATIONS.map((station) => station.country))) {
      if (country === null) continue;
      const stops = STATIONS.flatMap((station, i) => (station.country === country ? [i] : []));
      expect(new Set(stops.map((i) => stopHint(i, reader, game))).size).toBe(stops.length);
    }
  });

  test('routes and tickets in a private text use the same names', () => {
    const route = MAP_ROUTES.findIndex((r) => r.id === 'BAD_BAL_1');
    expect(routeName(route, 'fr', 'en')).toBe('Baden – Basel (Bâle)');
    expect(routeName(route, 'en')).toBe('Baden – Basel');
    const ticket = 34; // Bern to four countries
    expect(ticketText(ticket, 'fr', 'en')).toBe('Bern (Berne) – {Austria (Autriche) (11), France (5), Germany (Allemagne) (6), Italy (Italie) (8)}');
    expect(ticketText(ticket, 'fr')).toBe('Berne – {Allemagne (6), Autriche (11), France (5), Italie (8)}');
  });
});

describe('a route named as another', () => {
  test('the two “Germany – Kreuzlingen” are told apart by their colours in the public lines; a double route’s two ways and other routes are not', () => {
    const [orange, white] = [routeIndex('DE3_KRE_1')!, routeIndex('DE4_KRE_1')!];
    expect(routeName(orange, 'en')).toBe(routeName(white, 'en'));
    expect([toldRoute(orange, 'en'), toldRoute(white, 'en')]).toEqual(['Germany – Kreuzlingen (orange)', 'Germany – Kreuzlingen (white)']);
    expect([toldRoute(orange, 'fr'), toldRoute(white, 'fr')]).toEqual(['Allemagne – Kreuzlingen (orange)', 'Allemagne – Kreuzlingen (blanc)']);
    for (const [i, route] of MAP_ROUTES.entries()) {
      const named = MAP_ROUTES.some((other, j) => j !== i && j !== route.twin && routeName(j, 'en') === routeName(i, 'en'));
      if (!named) expect(toldRoute(i, 'en'), route.id).toBe(routeName(i, 'en'));
    }
  });
});

describe('places named alike in the panel, the message board, the replay and the map', () => {
  const { record } = randomGame(2, 11);
  const claimed = record.actions.flatMap((entry) => (entry.type === 'claim' ? [routeIndex(entry.route)!] : []));
  const game = { ...sessionIn('en'), record, moveNumber: record.actions.length } as GameSession;

  test('an English game read in French: the message board (and the replay, which shows its lines) says Geneva (Genève), as the panel', () => {
    const lines = logEntries(game, null, 'fr').join('\n');
    // Places told apart by the two languages, so that the test says something.
    expect(claimed.some((route) => routeName(route, 'fr', 'en') !== routeName(route, 'fr'))).toBe(true);
    for (const route of claimed) expect(lines).toContain(routeName(route, 'fr', 'en'));
    // The channel's own language needs no brackets.
    const english = logEntries(game, null, 'en').join('\n');
    for (const route of claimed) expect(english).toContain(routeName(route, 'en'));
    // (A route's colour in brackets tells the two "Germany – Kreuzlingen" apart: not a name.)
    expect(english.replace(/ \((orange|white)\)/gu, '')).not.toMatch(/\(\w+\)/u);
  });

  test('the map a French reader of an English game sees (a private board, the replay) is the English map', async () => {
    const { state } = randomGame(2, 11);
    const input = { state, names: { P1: 'Ana', P2: 'Ben' } };
    const forReader = await TCHU_PAINTERS.board({ ...input, locale: 'fr', mapLocale: 'en' }, { maxSide: 400 });
    expect(forReader.equals(await TCHU_PAINTERS.board({ ...input, locale: 'en' }, { maxSide: 400 }))).toBe(true);
    expect(forReader.equals(await TCHU_PAINTERS.board({ ...input, locale: 'fr' }, { maxSide: 400 }))).toBe(false);
    const end = await TCHU_PAINTERS.end({ ...input, locale: 'fr', mapLocale: 'en' }, { maxSide: 400 });
    expect(end.equals(await TCHU_PAINTERS.end({ ...input, locale: 'en' }, { maxSide: 400 }))).toBe(true);
  });
});

describe('the private word after a tunnel', () => {
  // P1 holds one blue card for Basel – Germany (a one-car blue tunnel); the three cards turned over are blue.
  const tunnelRoute = 'BAL_DE1_1';
  const before = withHand(started(cards('BLUE', 3)), 0, { BLUE: 1 });

  function claimed(): { state: GameState; entry: Entry } {
    const r = applyAction(before, 0, { type: 'claim', route: tunnelRoute, cards: { BLUE: 1 } }, { kind: 'compute' });
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  }

  test.each([
    ['en', 'en', 'Tunnel Basel – Germany not claimed: the cards drawn (blue, blue, blue) added 3 cards to the cost, which you could not pay. Your cards are back in your hand and your turn is over.'],
    ['fr', 'fr', 'Tunnel Bâle – Allemagne pas pris\u00a0: les cartes tirées (bleue, bleue, bleue) coûtaient 3 cartes en plus, et tu ne pouvais pas les payer. Tes cartes te sont rendues et ton tour est fini.'],
    ['en', 'fr', 'Tunnel Basel (Bâle) – Germany (Allemagne) pas pris\u00a0: les cartes tirées (bleue, bleue, bleue) coûtaient 3 cartes en plus, et tu ne pouvais pas les payer. Tes cartes te sont rendues et ton tour est fini.'],
  ] as const)('a tunnel that could not be paid is told privately (game in %s, read in %s)', (game, reader, expected) => {
    const { state, entry } = claimed();
    expect(state.lastTunnel?.outcome).toBe('NO_PAYMENT');
    expect(state.playerStates[0].cards).toEqual(before.playerStates[0].cards);
    expect(doneText({ session: sessionIn(game), state, entries: [entry] }, reader)).toBe(expected);
  });

  test.each(LOCALES)('a tunnel given up is told privately, any other move is simply done (%s)', (locale) => {
    const paying = withHand(started(['BLUE', 'RED', 'RED']), 0, { BLUE: 2 });
    const pending = applyAction(paying, 0, { type: 'claim', route: tunnelRoute, cards: { BLUE: 1 } }, { kind: 'compute' });
    if (!pending.ok) throw new Error(pending.error.code);
    expect(pending.value.state.step).toBe('ADDITIONAL');
    const given = applyAction(pending.value.state, 0, { type: 'giveUp' }, { kind: 'compute' });
    if (!given.ok) throw new Error(given.error.code);
    expect(doneText({ session: sessionIn(locale), state: given.value.state, entries: [given.value.entry] }, locale)).toBe(
      locale === 'fr' ? 'Tu as renoncé au tunnel Bâle – Allemagne\u00a0: tes cartes te sont rendues et ton tour est fini.' : 'You gave up the tunnel Basel – Germany: your cards are back in your hand and your turn is over.',
    );
    // A later move of the same player, with the failed attempt still remembered, is just done (this
    // session's record, empty, has no turn to tell).
    const drawn = applyAction({ ...given.value.state, deck: cards('RED', 5) }, 1, { type: 'drawCard', slot: 'deck' }, { kind: 'compute' });
    if (!drawn.ok) throw new Error(drawn.error.code);
    expect(doneText({ session: sessionIn(locale), state: drawn.value.state, entries: [drawn.value.entry] }, locale)).toBe(locale === 'fr' ? 'C’est fait.' : 'Done.');
  });
});

describe('two cards drawn, as the channel reads them', () => {
  /** The channel's line for P1's two draws from a started game (face-up slots or the deck). */
  function line(slots: readonly (number | 'deck')[], locale: Locale): string {
    let state = started(cards('RED', 10));
    state = { ...state, faceUp: ['GREEN', 'GREEN', 'BLUE', 'WHITE', 'BLACK'] };
    const steps = slots.map((slot) => {
      const r = applyAction(state, 0, { type: 'drawCard', slot }, { kind: 'compute' });
      if (!r.ok) throw new Error(r.error.code);
      const step = { entry: r.value.entry, before: state, after: r.value.state, seat: 'P1' };
      state = r.value.state;
      return step;
    });
    return describeTurn({ turn: 1, steps }, () => 'Ana', locale).join(' ');
  }

  test.each([
    [['deck', 'deck'], 'en', 'Ana took two cards from the deck.'],
    [['deck', 'deck'], 'fr', 'Ana a pris deux cartes de la pioche.'],
    [[0, 'deck'], 'en', 'Ana took a face-up green card and a card from the deck.'],
    [[0, 'deck'], 'fr', 'Ana a pris une carte verte visible et une carte de la pioche.'],
    [[0, 0], 'fr', 'Ana a pris une carte verte visible et une carte rouge visible.'],
    [[0, 1], 'en', 'Ana took two face-up green cards.'],
    [[0, 1], 'fr', 'Ana a pris deux cartes vertes visibles.'],
  ] as const)('%j in %s: %j', (slots, locale, expected) => {
    expect(line(slots, locale)).toBe(expected);
  });
});
