/**
 * tCHu's message board (/tchu log, the Log button, the replay's lines) of a game that ended
 * early: its last entry says who resigned (or whose time ran out), or that the game was
 * stopped, in the turn it ended in; a game under way or played out says nothing of the kind.
 */
import { describe, expect, test } from 'vitest';
import { LOG_PAGE_SIZE, logEntries, logPages, logView } from '../../../src/games/tchu/discord/views/log.ts';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState, Step } from '../../../src/games/tchu/engine/state.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { EndReason, GameSession, Seat, SessionStatus } from '../../../src/session/session.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';

const { record } = randomGame(2, 11);

/** The first move after which the game is at a step in a turn (`turns` turns played), or throws. */
function firstAt(step: Step, turns: number): number {
  for (let move = 0; move <= record.actions.length; move++) {
    const state = replayRecord({ ...record, actions: record.actions.slice(0, move) }).state;
    if (state.step === step && state.turns === turns) return move;
  }
  throw new Error(`game 11 is never at ${step} after ${turns} turns`);
}

/** The game as it ended at a move: Ana (P1) and Ben (P2), those of `resigned` resigned in that order. */
function ended(move: number, locale: Locale, how: { status: SessionStatus; reason?: EndReason; resigned?: readonly string[]; lostOnTime?: readonly string[] }): { session: GameSession; state: GameState } {
  const cut: GameRecord = { ...record, actions: record.actions.slice(0, move) };
  const seats: Seat[] = record.players.map((seat, i) => {
    const at = how.resigned?.indexOf(seat) ?? -1;
    return { seat, player: { type: 'human', userId: String(1000 + i), name: ['Ana', 'Ben'][i] }, joinedAt: i, ...(at < 0 ? {} : { resignedAt: 5000 + at }) };
  });
  const notes = (how.lostOnTime ?? []).map((seat) => ({ kind: 'timeout', lost: true, seat, name: seat, moveNumber: move, at: 0 }));
  const session = {
    id: 'tchu00001',
    game: 'tchu',
    status: how.status,
    ...(how.reason === undefined ? {} : { endReason: how.reason }),
    locale,
    seats,
    record: cut,
    moveNumber: move,
    messageIds: {},
    turnMemo: null,
    ...(notes.length === 0 ? {} : { clock: { notes } }),
  } as unknown as GameSession;
  return { session, state: replayRecord(cut).state };
}

describe('the message board of a game ended early', () => {
  test.each([
    ['en', 'Turn 8 — Ana', 'Ana resigned from the game.'],
    ['fr', 'Tour 8 — Ana', 'Ana a abandonné la partie.'],
  ] as const)('Ana resigned at turn 8, hers, before playing: the board ends with that turn and the resignation (%s)', (locale, title, line) => {
    const move = firstAt('TURN', 7);
    const { session, state } = ended(move, locale, { status: 'aborted', reason: 'resigned', resigned: ['P1'] });
    expect(state.players[state.current]).toBe('P1');
    const entries = logEntries(session, state, locale);
    expect(entries.slice(-2)).toEqual([`**${title}**`, line]);
    // The last page shows it, and the page count the bot opens the board at is that page.
    const pages = logPages(state);
    expect(logView(session, state, pages - 1, locale).embeds![0].description).toMatch(new RegExp(`\\*\\*${title}\\*\\*\\n${line.replace('.', '\\.')}$`));
    expect(logView(session, state, pages, locale).embeds![0].description).toBe(logView(session, state, pages - 1, locale).embeds![0].description);
    expect(Math.ceil(entries.filter((entry) => entry.startsWith('**')).length / LOG_PAGE_SIZE)).toBe(pages);
  });

  test('a resignation half-way through a turn is told after what the turn did so far', () => {
    const move = firstAt('SECOND_CARD', 7);
    const { session, state } = ended(move, 'en', { status: 'aborted', reason: 'resigned', resigned: ['P1'] });
    const entries = logEntries(session, state, 'en');
    expect(entries.slice(-3)).toEqual(['**Turn 8 — Ana**', expect.stringMatching(/^Ana took /), 'Ana resigned from the game.']);
  });

  test('during the first ticket choice: told with it', () => {
    const { session, state } = ended(1, 'en', { status: 'aborted', reason: 'resigned', resigned: ['P2'] });
    expect(logEntries(session, state, 'en')).toEqual(['**First tickets**', 'Ana kept 4 first tickets.', 'Ben resigned from the game.']);
  });

  test.each([
    ['en', 'Ana ran out of time and loses the game.'],
    ['fr', 'Ana n’a pas joué à temps et perd la partie.'],
  ] as const)('a strict clock’s time ran out for Ana (%s)', (locale, line) => {
    const { session, state } = ended(firstAt('TURN', 7), locale, { status: 'aborted', reason: 'resigned', resigned: ['P1'], lostOnTime: ['P1'] });
    expect(logEntries(session, state, locale).at(-1)).toBe(line);
  });

  test.each([
    ['en', 'The game was stopped.'],
    ['fr', 'La partie a été arrêtée.'],
  ] as const)('a game stopped: said so, nobody named (%s)', (locale, line) => {
    const { session, state } = ended(firstAt('TURN', 7), locale, { status: 'aborted', reason: 'aborted' });
    expect(logEntries(session, state, locale).slice(-2)).toEqual([locale === 'en' ? '**Turn 8 — Ana**' : '**Tour 8 — Ana**', line]);
  });

  test('a game under way or played out: no such line', () => {
    const move = firstAt('TURN', 7);
    const playing = ended(move, 'en', { status: 'playing' });
    const entries = logEntries(playing.session, playing.state, 'en');
    expect(entries.at(-1)).not.toMatch(/resigned|stopped/);
    expect(entries).not.toContain('**Turn 8 — Ana**');
    const finished = ended(record.actions.length, 'en', { status: 'finished', reason: 'completed' });
    expect(logEntries(finished.session, finished.state, 'en').join('\n')).not.toMatch(/resigned|stopped/);
  });
});
