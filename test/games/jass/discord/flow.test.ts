import { describe, expect, test } from 'vitest';
import { ButtonStyle, ComponentType } from '../../../../src/bot/discord-kit.ts';
import { CARDS_PER_ROW, handRows, shownHand, weisLine } from '../../../../src/games/jass/discord/views/panel.ts';
import { suitOf, type Card } from '../../../../src/games/jass/engine/cards.ts';
import { parseCardText } from '../../../../src/games/jass/discord/commands/play.ts';
import { eventText, gameEvents, type JassEvent } from '../../../../src/games/jass/discord/events.ts';
import { told } from '../../../../src/games/jass/discord/announcements.ts';
import type { GameSession } from '../../../../src/session/session.ts';
import { actingSeats, jassTurnKey } from '../../../../src/games/jass/discord/turn-key.ts';
import { dealtHand, seatToAct } from '../../../../src/games/jass/engine/game.ts';
import { weisOf } from '../../../../src/games/jass/engine/weis.ts';
import { SEATS, type Seat } from '../../../../src/games/jass/engine/record.ts';
import { playRandomGame } from '../../../../src/games/jass/engine/simulate.ts';
import { cardName, errorText } from '../../../../src/games/jass/texts/catalog.ts';
import { replayRecord } from '../../../../src/games/jass/rules.ts';

const GAMES = [1, 2, 3, 4].map((seed) => playRandomGame(seed, { variant: seed % 2 === 0 ? 'schieber' : 'course' }));

describe('when Jass posts a turn message', () => {
  test('the seats to act, read from the state, are those that acted, in order, then the one to act', () => {
    for (const { record } of GAMES) {
      for (let m = 0; m < record.actions.length; m += 5) {
        const state = replayRecord({ ...record, actions: record.actions.slice(0, m) });
        const seats = actingSeats(state);
        expect(seats.length).toBe(m + 1);
        expect(seats[m]).toBe(SEATS[seatToAct(state)!]);
      }
    }
  });

  test('the key is the move at which the one person (South) was last to act: it stays while AI players play', () => {
    const { record } = GAMES[0];
    const person = (seat: Seat) => seat === 'S';
    let previous = 0;
    for (let m = 0; m < 60; m++) {
      const state = replayRecord({ ...record, actions: record.actions.slice(0, m) });
      const key = jassTurnKey(state, person);
      if (SEATS[seatToAct(state)!] === 'S') expect(key).toBe(m);
      else expect(key).toBe(previous);
      previous = key;
    }
    // Nobody in person: one message at the start, never another.
    expect(jassTurnKey(replayRecord(record), () => false)).toBe(0);
  });
});

describe('the game’s events', () => {
  test('only grow as the game is played (what a message told stays told), with a trick per nine and a turn end', () => {
    for (const { record, state: end } of GAMES) {
      let before = gameEvents(replayRecord({ ...record, actions: [] }));
      for (let m = 1; m <= record.actions.length; m += 3) {
        const now = gameEvents(replayRecord({ ...record, actions: record.actions.slice(0, m) }));
        expect(now.slice(0, before.length)).toEqual(before);
        before = now;
      }
      const all = gameEvents(end);
      expect(all.filter((e) => e.kind === 'trick').length).toBe(end.tricks.length);
      expect(all.filter((e) => e.kind === 'turnEnd').length).toBe(end.tricks.filter((trick) => trick.index === 8).length);
      const names = (seat: Seat) => `P${seat}`;
      for (const event of all) expect(eventText(event, names, 'fr').length).toBeGreaterThan(5);
    }
  });

  test('a Weis that wins the game (credited before its first trick is counted) is told with its cards', () => {
    // Seed 5: the Schieber's last turn ends on its Weis, its first trick never counted.
    const { state } = playRandomGame(5, { variant: 'schieber' });
    const last = state.turns.length - 1;
    expect(state.phase).toBe('over');
    expect(state.tricks.filter((trick) => trick.turn === last)).toEqual([]);
    const weis = state.turns[last].weis!;
    expect(gameEvents(state).at(-1)).toEqual({ kind: 'weis', team: weis.team, points: weis.points, shown: weis.shown.map((s) => ({ seat: SEATS[s.seat], cards: s.weis.cards })) });
  });

  test('read as sentences in both languages', () => {
    const names = (seat: Seat) => ({ N: 'Alice', E: 'Furka', S: 'Chen', W: 'Susten' })[seat];
    const trick = { kind: 'trick', turn: 0, index: 2, winner: 'E', points: 24, cards: ['H10', 'HK', 'HA', 'S6'] } as const;
    expect(eventText(trick, names, 'en')).toBe('Trick 3 (10♥ K♥ A♥ 6♠\uFE0E) to Furka: 24 points.');
    expect(eventText(trick, names, 'fr')).toBe('Pli 3 (10♥ R♥ A♥ 6♠\uFE0E) pour Furka\u00a0: 24 points.');
    expect(eventText({ kind: 'turnEnd', turn: 1, points: [257, 0] }, names, 'en')).toBe('End of turn 2: Blue 257, Orange 0.');
    expect(eventText({ kind: 'trump', turn: 0, suit: 'D', multiplier: 1, by: null }, names, 'en')).toBe('Turn 1: trump drawn ♦.');
    // A Weis says whose cards it counts, as they were shown after the first trick.
    const weis = { kind: 'weis', team: 1, points: 70, shown: [{ seat: 'E', cards: ['H9', 'H10', 'HJ', 'HQ'] }, { seat: 'W', cards: ['D6', 'D7', 'D8'] }] } as const;
    expect(eventText(weis, names, 'en')).toBe('Weis: 70 points to the Orange team (East–West), shown by Furka 9♥ 10♥ J♥ Q♥ and Susten 6♦ 7♦ 8♦.');
    expect(eventText(weis, names, 'fr')).toBe('Weis\u00a0: 70 points pour l’équipe orange (Est–Ouest), montrés par Furka 9♥ 10♥ V♥ D♥ et Susten 6♦ 7♦ 8♦.');
  });
});

describe('refusals and typed cards', () => {
  test.each([
    [{ code: 'MUST_FOLLOW_SUIT', suit: 'H' }, 'en', 'You must follow ♥.'],
    [{ code: 'MUST_FOLLOW_SUIT', suit: 'H', orTrump: true }, 'en', 'You must follow ♥ or play a trump.'],
    [{ code: 'MUST_FOLLOW_SUIT', suit: 'H', orTrump: true }, 'fr', 'Tu dois fournir ♥ ou couper (jouer un atout).'],
    [{ code: 'NO_UNDERTRUMP', card: 'S6', best: 'SJ' }, 'en', 'You may not under-trump: 6♠\uFE0E is lower than J♠\uFE0E.'],
    [{ code: 'NO_UNDERTRUMP', card: 'S6', best: 'SJ' }, 'fr', 'Tu ne peux pas sous-couper\u00a0: 6♠\uFE0E est plus bas que V♠\uFE0E.'],
    [{ code: 'CANNOT_PASS' }, 'fr', 'Le choix t’a été passé\u00a0: tu dois choisir l’atout.'],
  ] as const)('%o in %s', (error, locale, text) => {
    expect(errorText({ message: '', ...error }, locale)).toBe(text);
  });

  test('a code Jass does not have is left to the platform', () => {
    expect(errorText({ code: 'TILE_DOES_NOT_FIT' }, 'en')).toBeUndefined();
  });

  test.each([
    ['H10', 'H10'],
    ['10♥', 'H10'],
    ['10h', 'H10'],
    ['♠ V', 'SJ'],
    ['V♠\uFE0E', 'SJ'],
    ['qs', 'SQ'],
    ['A♦️', 'DA'],
    ['dame de pique', 'SQ'],
    ['6 trèfle', 'C6'],
    ['Roi de cœur', 'HK'],
    ['as de carreau', 'DA'],
    ['queen of spades', 'SQ'],
    ['10 hearts', 'H10'],
    ['Ober Rosen', 'HQ'],
    ['V pique', 'SJ'],
    ['11 de pique', null],
    ['dame de dame', null],
    ['11♥', null],
    ['hello', null],
  ] as const)('%s is %s', (text, card) => {
    expect(parseCardText(text)).toBe(card);
  });
});

describe('refusals told by the platform in the game\'s suits', () => {
  test('a card refused for not following hearts names hearts with French or Swiss suits, as the game was opened', async () => {
    const { JASS_DISCORD } = await import('../../../../src/games/jass/discord/index.ts');
    const refusal = { code: 'MUST_FOLLOW_SUIT', message: 'you must follow ♥', suit: 'H' };
    expect(JASS_DISCORD.ruleErrorText(refusal, 'en', { suits: 'french' })).toContain('♥');
    const swiss = JASS_DISCORD.ruleErrorText(refusal, 'en', { suits: 'swiss' });
    expect(swiss).not.toContain('♥');
    expect(swiss).toContain('🌹');
    expect(JASS_DISCORD.ruleErrorText(refusal, 'fr')).toContain('♥');
  });
});

describe('the hand’s card buttons', () => {
  const fake = (card: Card) => ({ type: ComponentType.Button, style: ButtonStyle.Primary, custom_id: card, label: card }) as const;
  // Each fake button is labelled with its card.
  const rowsOf = (cards: Card[]) => handRows(cards, cards.map(fake)).map((row) => row.components.map((c) => ('label' in c ? (c.label as Card) : ('' as Card))));

  test('a row per suit, four at most to a row, in the hand’s order', () => {
    expect(rowsOf(['H6', 'H7', 'H8', 'H9', 'H10', 'HJ', 'SA', 'D6', 'C6'])).toEqual([['H6', 'H7', 'H8', 'H9'], ['H10', 'HJ'], ['SA'], ['D6'], ['C6']]);
    expect(rowsOf(['S6', 'S7', 'D8', 'D9', 'DA'])).toEqual([['S6', 'S7'], ['D8', 'D9', 'DA']]);
  });

  test('every hand of every seat of random deals fits Discord’s five rows', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { record } = playRandomGame(seed);
      const state = replayRecord({ ...record, actions: record.actions.slice(0, 1) });
      for (const seat of SEATS) {
        const hand = shownHand(state, seat);
        const rows = rowsOf(hand);
        expect(rows.length).toBeLessThanOrEqual(5);
        expect(rows.flat()).toEqual(hand);
        for (const row of rows) expect(new Set(row.map((card) => suitOf(card))).size).toBe(1);
        for (const row of rows) expect(row.length).toBeLessThanOrEqual(CARDS_PER_ROW);
      }
    }
  });
});

describe('Weis in the Schieber', () => {
  const schieber = GAMES.filter(({ state }) => state.variant === 'schieber');

  test('each seat’s best Weis is announced in the log as it plays its first card of a turn (value and size, not its cards), before the Weis scored', () => {
    let announced = 0;
    for (const { record } of schieber) {
      for (let m = 1; m <= record.actions.length; m++) {
        const state = replayRecord({ ...record, actions: record.actions.slice(0, m) });
        const events = gameEvents(state);
        const call = events.findLastIndex((e) => e.kind === 'trump');
        if (call < 0) continue;
        const turnEvents = events.slice(call);
        const turn = (events[call] as Extract<JassEvent, { kind: 'trump' }>).turn;
        const shouldHave = state.turns[turn].announced.map((a) => ({ kind: 'announce', seat: state.players[a.seat], points: a.points, cards: a.cards }));
        const announces = turnEvents.filter((e) => e.kind === 'announce');
        expect(announces).toEqual(shouldHave);
        // Announced before the first trick's award and trick line.
        const weis = turnEvents.findIndex((e) => e.kind === 'weis' || e.kind === 'trick');
        if (weis >= 0) for (const a of announces) expect(turnEvents.indexOf(a)).toBeLessThan(weis);
        announced = Math.max(announced, announces.length);
      }
    }
    expect(announced, 'some turn of these games has a Weis announced').toBeGreaterThan(0);
    const names = (seat: Seat) => ({ N: 'Alice', E: 'Furka', S: 'Chen', W: 'Susten' })[seat];
    expect(eventText({ kind: 'announce', seat: 'E', points: 50, cards: 4 }, names, 'en')).toBe('Furka announces a Weis of 50 points (4 cards).');
    expect(eventText({ kind: 'announce', seat: 'E', points: 200, cards: 4 }, names, 'fr')).toBe('Furka annonce un Weis de 200 points (4 cartes).');
  });

  test('the hand panel shows the seat’s own Weis, best first, until the first trick is complete', () => {
    let shown = 0;
    for (const { record } of schieber) {
      for (let m = 0; m <= record.actions.length; m++) {
        const state = replayRecord({ ...record, actions: record.actions.slice(0, m) });
        for (const seat of SEATS) {
          const own = weisOf(dealtHand(state, state.turn, state.players.indexOf(seat)));
          const line = weisLine(state, seat, 'en');
          if (state.trickIndex !== 0 || state.phase === 'over' || own.length === 0) {
            expect(line).toBeNull();
            continue;
          }
          shown++;
          expect(line).toMatch(/^Your Weis: /);
          for (const w of own) expect(line).toContain(`${w.cards.map((card) => cardName(card, 'en')).join(' ')} (${w.points} points)`);
          const best = Math.max(...own.map((w) => w.points));
          expect(line).toContain(`(${best} points)`);
          expect(line!.indexOf(`(${best} points)`)).toBeLessThanOrEqual(line!.indexOf('(', 'Your Weis: '.length) + `(${best} points)`.length);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
    const fr = schieber.flatMap(({ record }) => record.actions.map((_, m) => replayRecord({ ...record, actions: record.actions.slice(0, m) }))).flatMap((state) => SEATS.map((seat) => weisLine(state, seat, 'fr'))).find((line) => line !== null);
    expect(fr).toMatch(/^T(on|es) Weis\u00a0: .*\)\. L’équipe qui a le meilleur Weis de la table marque tous les siens après le premier pli\.$/);
  });
});

describe('what a turn message tells since the last', () => {
  const memo = (count: number) => ({ turnMemo: { turn: 3, count } }) as unknown as GameSession;
  test('the events after those the last message told; after an undo (fewer events than told), none again', () => {
    expect(told(memo(12), 15)).toBe(12);
    expect(told(memo(12), 12)).toBe(12);
    // An undo took back events: the game's events were all told already, none is told twice.
    expect(told(memo(26), 14)).toBe(14);
    expect(told({ turnMemo: null } as unknown as GameSession, 9)).toBe(0);
    expect(told(memo(-1), 9)).toBe(0);
  });
});
