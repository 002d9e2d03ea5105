/**
 * The games' chrome, pinned as players see it: for each game, the message board (first, middle
 * and last pages, and an empty one), the rules and help cards in both languages, the end messages
 * and turn messages from fixed games. The snapshots were recorded before the chrome became
 * platform components; they must not change when it is rewritten.
 */
import { describe, expect, test } from 'vitest';
import { HOSTED } from '../../src/hosted.ts';
import type { View } from '../../src/bot/chrome/common.ts';
import { LOCALES, type Locale } from '../../src/i18n/locale.ts';
import type { GameSession, Seat } from '../../src/session/session.ts';
import { playRandomGame as chacunGame } from '../../src/games/chacun/engine/simulate.ts';
import { replay as chacunReplay } from '../../src/games/chacun/engine/record.ts';
import type { GameState as ChacunState } from '../../src/games/chacun/engine/game.ts';
import * as chacunEnd from '../../src/games/chacun/discord/views/end.ts';
import * as chacunTurn from '../../src/games/chacun/discord/views/turn.ts';
import { playRandomGame as jassGame } from '../../src/games/jass/engine/simulate.ts';
import { replayRecord as jassReplay } from '../../src/games/jass/rules.ts';
import { gameEvents } from '../../src/games/jass/discord/events.ts';
import * as jassEnd from '../../src/games/jass/discord/views/end.ts';
import * as jassTurn from '../../src/games/jass/discord/views/turn.ts';
import { Dawg } from '../../src/games/scrabble/dictionary/dawg.ts';
import { playRandomGame as scrabbleGame } from '../../src/games/scrabble/engine/simulate.ts';
import { replayRecord as scrabbleReplay } from '../../src/games/scrabble/engine/record.ts';
import * as scrabbleEnd from '../../src/games/scrabble/discord/views/end.ts';
import * as scrabbleTurn from '../../src/games/scrabble/discord/views/turn.ts';
import { randomGame as tchuGame } from '../../src/games/tchu/engine/simulate.ts';
import { replayRecord as tchuReplay } from '../../src/games/tchu/engine/record.ts';
import * as tchuEnd from '../../src/games/tchu/discord/views/end.ts';
import * as tchuTurn from '../../src/games/tchu/discord/views/turn.ts';
import { storedSession } from '../session/helpers.ts';

const NAMES = ['Alice', 'Bob', 'Chloé', 'Dan'];

/** A session of a game at a move: the first seat an AI player when asked, the others people. */
function sessionOf(game: string, keys: readonly string[], record: { readonly actions: readonly unknown[] }, moveNumber: number, locale: Locale, ai = false, status: GameSession['status'] = 'playing'): GameSession {
  const seats: Seat[] = keys.map((key, i) => ({
    seat: key,
    player: ai && i === 0 ? { type: 'ai', level: 'easy', name: `${NAMES[i]} 🤖` } : { type: 'human', userId: String(1000 + i), name: NAMES[i] },
    joinedAt: i,
  }));
  return storedSession({
    game,
    id: 'chrome0001',
    status,
    locale,
    seats,
    record: { ...record, actions: record.actions.slice(0, moveNumber) } as GameSession['record'],
    moveNumber,
  });
}

/** A session ended by resignations: the first seat resigned (all of them when `everyone`), the others' names full of markdown. */
function resigned(session: GameSession, everyone = false): GameSession {
  return {
    ...session,
    endReason: 'resigned',
    seats: session.seats.map((seat, i) =>
      i === 0 || everyone ? { ...seat, resignedAt: 5 } : { ...seat, player: { ...seat.player, name: `_${seat.player.name}*_` } },
    ),
  };
}

/** A finished game whose first seat resigned on the way (played automatically since): not ended by the resignation. */
function resignedOnTheWay(session: GameSession): GameSession {
  return { ...session, seats: session.seats.map((seat, i) => (i === 0 ? { ...seat, resignedAt: 5 } : seat)) };
}

/** The same session with every seat an AI player. */
function everyoneAi(session: GameSession): GameSession {
  return { ...session, seats: session.seats.map((seat) => ({ ...seat, player: { type: 'ai', level: 'easy', name: `${seat.player.name} 🤖` } })) };
}

/** The other ways a game ends: by forfeit, everyone resigned, stopped by someone whose name has markdown, won by AI players, played out after a resignation. */
function otherEndings(session: GameSession, finished: GameSession, stop: (session: GameSession, by: string | null) => View, end: (session: GameSession) => View): Record<string, View> {
  return {
    forfeit: stop(resigned(session), null),
    everyoneResigned: stop(resigned(session, true), null),
    stoppedByMarkdown: stop(session, 'Zoé_*la*_`grande`'),
    wonByAi: end(everyoneAi(finished)),
    playedOutAfterResignation: end(resignedOnTheWay(finished)),
  };
}

/** The message board of a state: the first, a middle and the last page, one past the last (shown as the last) and a lobby's. */
function logPages(game: string, session: GameSession, state: unknown): Record<string, View | readonly string[]> {
  const views = HOSTED.discordOf(game).views;
  const pages = views.logPages(state);
  return {
    pages: [String(pages)],
    first: views.log(session, state, 0, session.locale as Locale),
    middle: views.log(session, state, Math.floor(pages / 2), session.locale as Locale),
    last: views.log(session, state, pages - 1, session.locale as Locale),
    beyond: views.log(session, state, 1000, session.locale as Locale),
    lobby: views.log(session, null, 0, session.locale as Locale),
    entries: views.logEntries(session, state, session.locale as Locale),
  };
}

describe('the rules and help cards', () => {
  for (const game of ['chacun', 'scrabble', 'jass', 'tchu']) {
    for (const locale of LOCALES) {
      test(`${game} in ${locale}`, () => {
        const views = HOSTED.discordOf(game).views;
        expect({ rules: views.rules(locale), help: views.help(locale) }).toMatchSnapshot();
      });
    }
  }
});

describe('ChaCuN', () => {
  const { record } = chacunGame(3, 7);
  const keys = record.players;
  const at = (move: number): ChacunState => chacunReplay({ ...record, actions: record.actions.slice(0, move) }).state;
  for (const locale of LOCALES) {
    test(`message board, in ${locale}`, () => {
      const end = record.actions.length;
      expect(logPages('chacun', sessionOf('chacun', keys, record, end, locale, false, 'finished'), at(end))).toMatchSnapshot();
    });
    test(`turn messages, in ${locale}`, () => {
      const views = [3, 20, 41].flatMap((move) =>
        [false, true].map((ai) => {
          const state = at(move);
          return chacunTurn.turnView({ session: sessionOf('chacun', keys, record, move, locale, ai), state, newMessages: state.messages.slice(-3), setAside: [], image: null });
        }),
      );
      expect(views).toMatchSnapshot();
    });
    test(`end messages, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const session = sessionOf('chacun', keys, record, end, locale, false, 'finished');
      expect({
        finished: chacunEnd.endOfGameView({ session, state, newMessages: state.messages.slice(-4), setAside: [], ranking: null, board: null }),
        stopped: chacunEnd.endedEarlyView(sessionOf('chacun', keys, record, 30, locale, false, 'aborted'), at(30), 'Zoé'),
        stoppedInLobby: chacunEnd.endedEarlyView({ ...sessionOf('chacun', keys, record, 0, locale, false, 'aborted'), record: null }, null, null),
      }).toMatchSnapshot();
    });
    test(`other endings, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const stopped = at(30);
      expect(
        otherEndings(
          sessionOf('chacun', keys, record, 30, locale, false, 'aborted'),
          sessionOf('chacun', keys, record, end, locale, false, 'finished'),
          (session, by) => chacunEnd.endedEarlyView(session, stopped, by),
          (session) => chacunEnd.endOfGameView({ session, state, newMessages: state.messages.slice(-4), setAside: [], ranking: null, board: null }),
        ),
      ).toMatchSnapshot();
    });
  }
});

describe('Jass', () => {
  const { record } = jassGame(3, { variant: 'schieber' });
  const keys = ['N', 'E', 'S', 'W'];
  const at = (move: number) => jassReplay({ ...record, actions: record.actions.slice(0, move) });
  for (const locale of LOCALES) {
    test(`message board, in ${locale}`, () => {
      const end = record.actions.length;
      expect(logPages('jass', sessionOf('jass', keys, record, end, locale, false, 'finished'), at(end))).toMatchSnapshot();
    });
    test(`turn messages, in ${locale}`, () => {
      const views = [0, 13, 40].flatMap((move) =>
        [false, true].map((ai) => {
          const state = at(move);
          return jassTurn.turnView({ session: sessionOf('jass', keys, record, move, locale, ai), state, events: gameEvents(state).slice(-2), image: null });
        }),
      );
      expect(views).toMatchSnapshot();
    });
    test(`end messages, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const session = sessionOf('jass', keys, record, end, locale, false, 'finished');
      expect({
        finished: jassEnd.endOfGameView({ session, state, events: gameEvents(state).slice(-2), points: null, table: null }),
        stopped: jassEnd.endedEarlyView(sessionOf('jass', keys, record, 30, locale, false, 'aborted'), at(30), 'Zoé'),
        stoppedInLobby: jassEnd.endedEarlyView({ ...sessionOf('jass', keys, record, 0, locale, false, 'aborted'), record: null }, null, null),
      }).toMatchSnapshot();
    });
    test(`other endings, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const stopped = at(30);
      expect(
        otherEndings(
          sessionOf('jass', keys, record, 30, locale, false, 'aborted'),
          sessionOf('jass', keys, record, end, locale, false, 'finished'),
          (session, by) => jassEnd.endedEarlyView(session, stopped, by),
          (session) => jassEnd.endOfGameView({ session, state, events: gameEvents(state).slice(-2), points: null, table: null }),
        ),
      ).toMatchSnapshot();
    });
  }
});

// Every two- and three-letter string is a word: random games fill the board quickly without a real word list.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GRAPH = Dawg.fromSortedWords([...LETTERS].flatMap((a) => [...LETTERS].flatMap((b) => [`${a}${b}`, ...[...LETTERS].map((c) => `${a}${b}${c}`)])).sort());

describe('Scrabble', () => {
  const { record } = scrabbleGame(3, 5, { language: 'en', judge: 'table', graph: GRAPH, challengeRate: 0.3 });
  const keys = record.players;
  const at = (move: number) => scrabbleReplay({ ...record, actions: record.actions.slice(0, move) }, GRAPH).state;
  const judging = record.actions.findIndex((_, move) => move > 0 && at(move).pending !== null);
  for (const locale of LOCALES) {
    test(`message board, in ${locale}`, () => {
      const end = record.actions.length;
      expect(logPages('scrabble', sessionOf('scrabble', keys, record, end, locale, false, 'finished'), at(end))).toMatchSnapshot();
    });
    test(`turn messages, in ${locale}`, () => {
      expect(judging).toBeGreaterThan(0);
      const views = [0, 7, judging].flatMap((move) =>
        [false, true].map((ai) => scrabbleTurn.turnView({ session: sessionOf('scrabble', keys, record, move, locale, ai), state: at(move), from: Math.max(0, move - 2), image: null, options: 'English' })),
      );
      expect(views).toMatchSnapshot();
    });
    test(`end messages, in ${locale}`, () => {
      const end = record.actions.length;
      expect({
        finished: scrabbleEnd.endOfGameView(sessionOf('scrabble', keys, record, end, locale, false, 'finished'), at(end), null),
        stopped: scrabbleEnd.endedEarlyView(sessionOf('scrabble', keys, record, 12, locale, false, 'aborted'), at(12), 'Zoé'),
        stoppedInLobby: scrabbleEnd.endedEarlyView({ ...sessionOf('scrabble', keys, record, 0, locale, false, 'aborted'), record: null }, null, null),
      }).toMatchSnapshot();
    });
    test(`other endings, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const stopped = at(12);
      expect(
        otherEndings(
          sessionOf('scrabble', keys, record, 12, locale, false, 'aborted'),
          sessionOf('scrabble', keys, record, end, locale, false, 'finished'),
          (session, by) => scrabbleEnd.endedEarlyView(session, stopped, by),
          (session) => scrabbleEnd.endOfGameView(session, state, null),
        ),
      ).toMatchSnapshot();
    });
  }
});

describe('tCHu', () => {
  const { record } = tchuGame(2, 11);
  const keys = record.players;
  const at = (move: number) => tchuReplay({ ...record, actions: record.actions.slice(0, move) }).state;
  for (const locale of LOCALES) {
    test(`message board, in ${locale}`, () => {
      const end = record.actions.length;
      expect(logPages('tchu', sessionOf('tchu', keys, record, end, locale, false, 'finished'), at(end))).toMatchSnapshot();
    });
    test(`turn messages, in ${locale}`, () => {
      const views = [0, 2, 25].flatMap((move) => [false, true].map((ai) => tchuTurn.turnView(sessionOf('tchu', keys, record, move, locale, ai), at(move), null)));
      expect(views).toMatchSnapshot();
    });
    test(`end messages, in ${locale}`, () => {
      const end = record.actions.length;
      expect({
        finished: tchuEnd.endOfGameView(sessionOf('tchu', keys, record, end, locale, false, 'finished'), at(end), null),
        stopped: tchuEnd.endedEarlyView(sessionOf('tchu', keys, record, 30, locale, false, 'aborted'), at(30), 'Zoé'),
        stoppedInLobby: tchuEnd.endedEarlyView({ ...sessionOf('tchu', keys, record, 0, locale, false, 'aborted'), record: null }, null, null),
      }).toMatchSnapshot();
    });
    test(`other endings, in ${locale}`, () => {
      const end = record.actions.length;
      const state = at(end);
      const stopped = at(30);
      expect(
        otherEndings(
          sessionOf('tchu', keys, record, 30, locale, false, 'aborted'),
          sessionOf('tchu', keys, record, end, locale, false, 'finished'),
          (session, by) => tchuEnd.endedEarlyView(session, stopped, by),
          (session) => tchuEnd.endOfGameView(session, state, null),
        ),
      ).toMatchSnapshot();
    });
  }
});
