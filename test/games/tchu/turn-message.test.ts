/**
 * tCHu's turn message when its player is half-way through the turn (posted after an undo or a
 * restart): it says what the turn did so far and what is left — between two cards, "take your
 * second card!" — and a turn's start says nothing of the kind. The board (/tchu board, the
 * replay) says it too.
 */
import { describe, expect, test } from 'vitest';
import type { ImageJob, ImageService } from '../../../src/bot/images.ts';
import { tchuAnnouncements } from '../../../src/games/tchu/discord/announcements.ts';
import { boardView, messageKey, turnMemoOf, turnView } from '../../../src/games/tchu/discord/views/turn.ts';
import { routeIndex } from '../../../src/games/tchu/engine/map.ts';
import { ticketText } from '../../../src/games/tchu/texts/catalog.ts';
import type { TurnMemo } from '../../../src/session/session.ts';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState, Step } from '../../../src/games/tchu/engine/state.ts';
import { scores } from '../../../src/games/tchu/engine/summary.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { GameSession, Seat } from '../../../src/session/session.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';

const { record } = randomGame(2, 11);

/** The game at a move, P1 an AI player when asked, P2 a person; `turnMemo` what the last turn message was posted with. */
function at(move: number, locale: Locale, ai = false, turnMemo: TurnMemo | null = null): { session: GameSession; state: GameState } {
  const cut: GameRecord = { ...record, actions: record.actions.slice(0, move) };
  const seats: Seat[] = record.players.map((seat, i) => ({
    seat,
    player: ai && i === 0 ? { type: 'ai', level: 'easy', name: 'Robo' } : { type: 'human', userId: String(1000 + i), name: ['Ana', 'Ben'][i] },
    joinedAt: i,
  }));
  const session = { id: 'tchu00001', game: 'tchu', status: 'playing', locale, seats, record: cut, moveNumber: move, messageIds: {}, turnMemo } as unknown as GameSession;
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

describe('the first tickets, once someone has chosen', () => {
  // Game 11: Ana (P1) keeps 4 first tickets at move 1, Ben (P2) 3 at move 2, which starts turn 1.
  test('each choice is a new turn message (a new key): before anyone chose, after Ana chose, then turn 1', () => {
    const keys = [0, 1, 2].map((move) => tchuAnnouncements.turnKey(at(move, 'en')));
    expect(keys).toEqual([messageKey(at(0, 'en').state), messageKey(at(1, 'en').state), 1]);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(0);
  });

  test.each([
    ['en', 'Still choosing: <@1001>.', '• Ana kept 4 first tickets.\n• Still choosing: Ben.'],
    ['fr', 'Encore à choisir\u00a0: <@1001>.', '• Ana a gardé 4 billets de départ.\n• Encore à choisir\u00a0: Ben.'],
  ] as const)('the message says who is still choosing and who chose, not which tickets (%s)', (locale, content, lines) => {
    const first = at(0, locale);
    const { session, state } = at(1, locale, false, turnMemoOf(first.session, first.state));
    const view = turnView(session, state, null);
    expect(view.content).toBe(content);
    const description = view.embeds![0].description!;
    expect(description).toContain(lines);
    for (const ticket of state.playerStates[0].tickets) expect(description).not.toContain(ticketText(ticket, locale));
    // Ben was pinged by the first message: named again, not pinged again; the Play button is still there for him.
    expect(view.mentions).toEqual([]);
    expect(JSON.stringify(view.components)).toContain('🚂');
    // The board says it too.
    expect(boardView(session, state, null, locale).embeds![0].description).toContain(lines);
  });

  test('the first message pings both people; one posted after a choice pings only who was not pinged yet', () => {
    const first = at(0, 'en');
    expect(turnView(first.session, first.state, null).mentions).toEqual(['1000', '1001']);
    expect(turnMemoOf(first.session, first.state)).toEqual({ turn: 0, pinged: 0b11 });
    // The first message was not posted (the AI player chose before it): Ben is pinged by this one.
    const unannounced = at(1, 'en');
    expect(turnView(unannounced.session, unannounced.state, null).mentions).toEqual(['1001']);
    // An AI player is never pinged, and a memo of a past turn (an undo back to the choice) pings again.
    const afterUndo = at(1, 'en', true, { turn: 3 });
    expect(turnView(afterUndo.session, afterUndo.state, null).mentions).toEqual(['1001']);
    expect(turnMemoOf(afterUndo.session, afterUndo.state)).toEqual({ turn: messageKey(afterUndo.state), pinged: 0b10 });
    // Once the choice is over, a turn message is a turn message: its player is pinged, the memo its key alone.
    const turn1 = at(2, 'en', false, turnMemoOf(afterUndo.session, afterUndo.state));
    expect(turnMemoOf(turn1.session, turn1.state)).toEqual({ turn: 1 });
    expect(turnView(turn1.session, turn1.state, null).mentions).toHaveLength(1);
  });
});

describe('the board of an ended game', () => {
  test('gives the final totals (tickets and the longest trail counted), not the route points alone', () => {
    const { session, state } = at(record.actions.length, 'en');
    expect(state.step).toBe('OVER');
    const final = scores(state);
    // Seed 11 ends with tickets or a trail that change someone's points.
    expect(final.some((score, i) => score.total !== state.playerStates[i].claimPoints)).toBe(true);
    const players = boardView({ ...session, status: 'finished' }, state, null, 'en').embeds![0].fields![0].value;
    final.forEach((score, i) => expect(players.split('\n')[i].endsWith(`· ${String(score.total).replace('-', '−')}\u00a0${Math.abs(score.total) === 1 ? 'point' : 'points'}`)).toBe(true));
  });
});

describe('the close-up of the route the last turn claimed', () => {
  /** A turn message, or the end, as announced: its view and the images it asked for (each one byte). */
  async function announced(game: { session: GameSession; state: GameState }, end = false) {
    const jobs: ImageJob[] = [];
    const images: ImageService = {
      draw: async (job) => {
        jobs.push(job);
        return Buffer.from([1]);
      },
    };
    const image = (draw: () => Promise<Buffer>) => draw();
    const view = end ? await tchuAnnouncements.end(game, images, image, null) : (await tchuAnnouncements.turn(game, images, image)).view;
    return { view, jobs, files: view.files?.map((file) => file.name) ?? [] };
  }

  /** The moves after which game 11 posts a turn message (a new key), with the kind of the entries of the turn just over. */
  const turnMessages = Array.from({ length: record.actions.length - 1 }, (_, i) => i + 1)
    .filter((move) => replayRecord({ ...record, actions: record.actions.slice(0, move) }).state.step !== 'OVER')
    .filter((move) => messageKey(at(move, 'en').state) !== messageKey(at(move - 1, 'en').state));

  test('after every turn of a whole game: a close-up of the route the turn claimed, between the map and the table, and none after a turn that claimed none', async () => {
    const seen = new Set<string>();
    let from = 0;
    for (const move of turnMessages) {
      const entries = record.actions.slice(from, move);
      const before = at(from, 'en').state;
      const game = at(move, 'en');
      from = move;
      // What the turn claimed, from its entries: a route claimed (a tunnel once its extra cards are paid), none when given up or not paid.
      const claim = entries.find((entry) => entry.type === 'claim');
      const route = claim?.type === 'claim' ? routeIndex(claim.route)! : null;
      const kept = route !== null && game.state.owners[route] !== null && before.owners[route] === null ? route : null;
      seen.add(entries.some((e) => e.type === 'giveUp') ? 'gave up' : entries.some((e) => e.type === 'additional') ? 'paid extra' : kept !== null ? 'claimed' : claim !== undefined ? 'not paid' : 'no claim');
      const { view, jobs, files } = await announced(game);
      const closeups = jobs.filter((job) => job.kind === 'tchu-closeup');
      if (kept === null) {
        expect(files, `move ${move}`).toEqual(['map.png', 'table.png']);
        expect(closeups).toEqual([]);
        continue;
      }
      expect(files, `move ${move}`).toEqual(['map.png', 'closeup.png', 'table.png']);
      expect(view.embeds!.map((embed) => embed.image?.url)).toEqual(['attachment://map.png', 'attachment://closeup.png', 'attachment://table.png']);
      // The footer stays under the last picture.
      expect(view.embeds!.map((embed) => embed.footer === undefined)).toEqual([true, true, false]);
      // Drawn by the render threads' painter, from the public map and that route, in the game's language.
      expect(closeups).toHaveLength(1);
      expect(closeups[0].paint).toMatchObject({ game: 'tchu', painter: 'closeup', input: { route: kept, mapLocale: 'en' } });
      expect(closeups[0].key).toBe(`tchu00001:${move}:closeup:${kept}`);
    }
    // Game 11 has turns of every kind: a tunnel given up, or whose extra cards could not be paid, claims nothing.
    expect([...seen].sort()).toEqual(['claimed', 'gave up', 'no claim', 'not paid', 'paid extra']);
  });

  test('the first tickets have none; nor has the end, whose final map is looked at whole', async () => {
    expect((await announced(at(1, 'en'))).files).toEqual(['map.png', 'table.png']);
    const { session, state } = at(record.actions.length, 'en');
    const end = await announced({ session: { ...session, status: 'finished' }, state }, true);
    expect(end.files).toEqual(['end.png', 'scoring.png']);
    expect(end.jobs.map((job) => job.kind)).not.toContain('tchu-closeup');
  });

  test('an animation’s frames (the map alone) ask for none', async () => {
    const { session, state } = at(turnMessages[turnMessages.length - 1], 'en');
    const frames: ImageService = { draw: async () => Buffer.from([1]), firstPictureOnly: true };
    const { view } = await tchuAnnouncements.turn({ session, state }, frames, (draw) => draw());
    expect(view.files?.map((file) => file.name)).toEqual(['map.png']);
  });
});
