/**
 * The parts of tCHu's private panel where a step has one choice, or none to make: the cards are on
 * the main part (no page of cards to open first), a single route to claim shows its payment at
 * once (with Back to the main choices), a single way to pay is one button instead of a menu.
 */
import { describe, expect, test } from 'vitest';
import { decodeCustomId, type CustomId } from '../../../src/bot/custom-id.ts';
import type { View } from '../../../src/bot/chrome/common.ts';
import { possiblePayments } from '../../../src/games/tchu/engine/cards.ts';
import { MAP_ROUTES } from '../../../src/games/tchu/engine/map.ts';
import { newRecord } from '../../../src/games/tchu/engine/record.ts';
import { claimableRoutes, type GameState } from '../../../src/games/tchu/engine/state.ts';
import { claimable, panelView, type PanelMode } from '../../../src/games/tchu/discord/views/panel.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locale.ts';
import type { GameSession } from '../../../src/session/session.ts';
import { started, withHand } from './helpers.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';
import { storedSession } from '../../session/helpers.ts';

const SESSION: GameSession = storedSession({
  game: 'tchu',
  id: 'panelsteps',
  seats: ['P1', 'P2'].map((seat, i) => ({ seat, player: { type: 'human' as const, userId: String(1000 + i), name: seat === 'P1' ? 'Alice' : 'Bob' }, joinedAt: i })),
  seed: 7,
  record: newRecord(['P1', 'P2'], 7) as unknown as GameSession['record'],
  moveNumber: 2,
});

function controls(view: View): { kind: CustomId['kind']; id: CustomId; label: string; select: boolean }[] {
  return (view.components ?? []).flatMap((row) =>
    row.components.flatMap((c) => {
      const raw = 'custom_id' in c ? c.custom_id : undefined;
      const id = raw === undefined ? null : decodeCustomId(raw);
      return id === null ? [] : [{ kind: id.kind, id, label: 'label' in c ? (c.label ?? '') : '', select: c.type === 3 }];
    }),
  );
}

const panel = (state: GameState, mode: PanelMode, locale: Locale = 'en') => panelView({ session: SESSION, state, seat: 'P1', mode, image: null, locale });

/** The state with every route but one owned by P2: P1 may claim that one only (with a hand that pays it). */
function oneRouteLeft(state: GameState, route: number): GameState {
  return { ...state, owners: state.owners.map((owner, i) => (i === route ? null : 1)) };
}

/** A route without a twin, not a tunnel, of a colour: paid one way only by as many cards of its colour. */
const ROUTE = MAP_ROUTES.findIndex((r) => r.twin === null && r.level !== 'TUNNEL' && r.color !== null && r.length <= 3);

describe('tCHu panel steps with one choice', () => {
  test.each(LOCALES)('the main part offers tickets, routes and the cards at once: two clicks draw two cards (%s)', (locale) => {
    const state = { ...started(), faceUp: ['RED', 'BLUE', 'GREEN', 'BLACK', 'WHITE'] as GameState['faceUp'] };
    const view = panel(state, { page: 'main' }, locale);
    expect(controls(view).map((c) => c.kind)).toEqual(['tchu-tickets', 'tchu-open', 'tchu-card', 'tchu-card', 'tchu-card', 'tchu-card', 'tchu-card', 'tchu-card']);
    expect(controls(view).filter((c) => c.kind === 'tchu-card').map((c) => (c.id.kind === 'tchu-card' ? c.id.slot : -1))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view.components!.length).toBeLessThanOrEqual(5);
  });

  test.each(LOCALES)('face-up cards of one colour are one button, counted, drawing from their first slot (%s)', (locale) => {
    const state = { ...started(), faceUp: ['LOCOMOTIVE', 'VIOLET', 'LOCOMOTIVE', 'WHITE', 'LOCOMOTIVE'] as GameState['faceUp'] };
    const cards = controls(panel(state, { page: 'main' }, locale)).filter((c) => c.kind === 'tchu-card');
    expect(cards.map((c) => (c.id.kind === 'tchu-card' ? c.id.slot : -1))).toEqual([0, 1, 3, 5]);
    expect(cards[0].label).toMatch(/^locomotive ×3$/i);
    expect(cards[1].label).not.toMatch(/×/);
  });

  test('a double route whose two ways are alike is one choice; two of different colours are two', () => {
    const rich = withHand(started(), 0, { BLACK: 8, VIOLET: 8, BLUE: 8, GREEN: 8, YELLOW: 8, ORANGE: 8, RED: 8, WHITE: 8, LOCOMOTIVE: 8 });
    const all = claimableRoutes(rich.owners, rich.playerStates[0].cars, rich.playerStates[0].cards);
    const choices = claimable(rich, 'P1');
    const alike = MAP_ROUTES.filter((r) => r.twin !== null && r.twin > r.index && MAP_ROUTES[r.twin].color === r.color && MAP_ROUTES[r.twin].level === r.level);
    const unlike = MAP_ROUTES.filter((r) => r.twin !== null && r.twin > r.index && MAP_ROUTES[r.twin].color !== r.color);
    expect(alike.length).toBeGreaterThan(0);
    expect(unlike.length).toBeGreaterThan(0);
    for (const r of alike) {
      expect(all).toContain(r.twin);
      expect(choices).toContain(r.index);
      expect(choices).not.toContain(r.twin);
    }
    for (const r of unlike) expect(choices).toEqual(expect.arrayContaining([r.index, r.twin]));
    expect(choices.length).toBe(all.length - alike.length);
  });

  test('no card can be drawn: the main part offers no card button', () => {
    const state = { ...started(), deck: [], faceUp: [], discard: started().discard.map(() => 0) };
    expect(controls(panel(state, { page: 'main' })).some((c) => c.kind === 'tchu-card')).toBe(false);
  });

  test.each(LOCALES)('one route to claim, paid one way: Claim shows one Pay button and Back to the main choices (%s)', (locale) => {
    const route = MAP_ROUTES[ROUTE];
    const state = withHand(oneRouteLeft(started(), ROUTE), 0, { [route.color!]: route.length });
    expect(claimableRoutes(state.owners, state.playerStates[0].cars, state.playerStates[0].cards)).toEqual([ROUTE]);
    expect(possiblePayments(route, state.playerStates[0].cards)).toHaveLength(1);
    const view = panel(state, { page: 'routes' }, locale);
    const [pay, back, ...rest] = controls(view);
    expect(rest).toEqual([]);
    expect(pay.id).toEqual({ kind: 'tchu-payone', gameId: SESSION.id, move: SESSION.moveNumber, route: ROUTE });
    expect(pay.label).toMatch(locale === 'fr' ? /^Payer / : /^Pay /);
    expect(back.id).toMatchObject({ kind: 'tchu-open', page: 'main' });
    // The same payment from the pay part itself goes back to the routes.
    expect(controls(panel(state, { page: 'pay', route: ROUTE }, locale))[1].id).toMatchObject({ kind: 'tchu-open', page: 'routes' });
  });

  test('one route paid several ways: its payment menu at once; several routes: the menu of routes', () => {
    // A grey route (no twin, not a tunnel): paid with the cards of any one colour.
    const grey = MAP_ROUTES.findIndex((r) => r.twin === null && r.level !== 'TUNNEL' && r.color === null && r.length <= 3);
    const route = MAP_ROUTES[grey];
    const one = withHand(oneRouteLeft(started(), grey), 0, { RED: route.length, BLUE: route.length });
    expect(possiblePayments(route, one.playerStates[0].cards).length).toBeGreaterThan(1);
    const [menu, back] = controls(panel(one, { page: 'routes' }));
    expect(menu).toMatchObject({ kind: 'tchu-pay', select: true });
    expect(back.id).toMatchObject({ kind: 'tchu-open', page: 'main' });

    const several = withHand(started(), 0, { RED: route.length, BLUE: route.length });
    expect(claimableRoutes(several.owners, several.playerStates[0].cars, several.playerStates[0].cards).length).toBeGreaterThan(1);
    expect(controls(panel(several, { page: 'routes' })).map((c) => c.kind)[0]).toMatch(/^tchu-(route|station)$/);
  });
});

describe('the tickets menu', () => {
  test('a country ticket too long for a menu’s label, in a French game read in English, names its countries as the map does: every trip whole', () => {
    const state: GameState = { ...started(), step: 'INITIAL_TICKETS' };
    const offered = { ...state, playerStates: state.playerStates.map((ps, i) => (i === 0 ? { ...ps, offered: [37, 36, 4] } : ps)) };
    const view = panelView({ session: { ...SESSION, locale: 'fr' }, state: offered, seat: 'P1', mode: { page: 'main' }, image: null, locale: 'en' });
    const menu = view.components![0].components[0] as { options: { label: string }[] };
    expect(menu.options.map((o) => o.label)).toEqual([
      '1. Zürich (Zurich) – {Allemagne (3), Autriche (7), France (7), Italie (11)}',
      '2. Lugano – {Allemagne (Germany) (12), Autriche (Austria) (13), France (14), Italie (Italy) (2)}',
      '3. Berne (Bern) – Lugano (12)',
    ]);
  });
});
