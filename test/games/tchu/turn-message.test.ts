/**
 * tCHu's turn message when its player is half-way through the turn (posted after an undo or a
 * restart): it says what the turn did so far and what is left — between two cards, "take your
 * second card!" — and a turn's start says nothing of the kind. The board (/tchu board, the
 * replay) says it too.
 */
import { describe, expect, test } from 'vitest';
import { boardView, turnView } from '../../../src/games/tchu/discord/views/turn.ts';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState, Step } from '../../../src/games/tchu/engine/state.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { GameSession, Seat } from '../../../src/session/session.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';

const { record } = randomGame(2, 11);

/** The game at a move, P1 an AI player when asked, P2 a person. */
function at(move: number, locale: Locale, ai = false): { session: GameSession; state: GameState } {
  const cut: GameRecord = { ...record, actions: record.actions.slice(0, move) };
  const seats: Seat[] = record.players.map((seat, i) => ({
    seat,
    player: ai && i === 0 ? { type: 'ai', level: 'easy', name: 'Robo' } : { type: 'human', userId: String(1000 + i), name: ['Ana', 'Ben'][i] },
    joinedAt: i,
  }));
  const session = { id: 'tchu00001', game: 'tchu', status: 'playing', locale, seats, record: cut, moveNumber: move, messageIds: {}, turnMemo: null } as unknown as GameSession;
  return { session, state: replayRecord(cut).state };
}

/** The first move after which the game is at a step, with the player to play a person or the AI player. */
function firstAt(step: Step, current: 0 | 1): number {
  for (let move = 1; move <= record.actions.length; move++) {
    const state = replayRecord({ ...record, actions: record.actions.slice(0, move) }).state;
    if (state.step === step && state.current === current) return move;
  }
  throw new Error(`game 11 is never at ${step} with player ${current} to play`);
}

describe('a turn message half-way through the turn', () => {
  test.each([
    ['en', 'take your second card!', 'This turn so far', 'still has a second card to take.'],
    ['fr', 'prends ta deuxième carte\u202f!', 'Ce tour, jusqu’ici', 'doit encore prendre une deuxième carte.'],
  ] as const)('between two cards (%s): the mention asks for the second card, the embed tells the first', (locale, content, heading, still) => {
    const move = firstAt('SECOND_CARD', 1);
    const { session, state } = at(move, locale);
    const view = turnView(session, state, null);
    expect(view.content).toBe(`<@1001>, ${content}`);
    const description = view.embeds![0].description!;
    expect(description).toContain(`**${heading}**`);
    expect(description).toMatch(locale === 'en' ? /• Ben took (a face-up \w+ card|a card from the deck)\./ : /• Ben a pris (une carte \w+ visible|une carte de la pioche)\./);
    expect(description).toContain(`• Ben ${still}`);
    // The board (and the replay's) says it too.
    expect(boardView(session, state, null, locale).embeds![0].description).toContain(`• Ben ${still}`);
  });

  test('an AI player between two cards: the channel is told what is left', () => {
    const move = firstAt('SECOND_CARD', 0);
    const { session, state } = at(move, 'en', true);
    const view = turnView(session, state, null);
    expect(view.content).toBe('🤖 Robo is thinking…');
    expect(view.embeds![0].description).toContain('• Robo still has a second card to take.');
  });

  test('tickets drawn and not kept yet: the player is asked to choose them', () => {
    const move = firstAt('KEEP_TICKETS', 1);
    const { session, state } = at(move, 'en');
    const view = turnView(session, state, null);
    expect(view.content).toBe('<@1001>, choose the tickets to keep!');
    expect(view.embeds![0].description).toContain('• Ben drew tickets.\n• Ben is choosing which tickets to keep.');
  });

  test.each(['en', 'fr'] as const)('a turn’s start says nothing of a turn so far (%s)', (locale) => {
    const move = firstAt('TURN', 1);
    const { session, state } = at(move, locale);
    const view = turnView(session, state, null);
    expect(view.content).toBe(locale === 'en' ? '<@1001>, your turn!' : '<@1001>, à toi de jouer\u202f!');
    expect(view.embeds![0].description).not.toContain(locale === 'en' ? 'This turn so far' : 'Ce tour, jusqu’ici');
  });
});
