/**
 * tCHu's table picture (the players under the map, `status`) marks who resigned, as the texts do
 * (" · resigned"): the Discord side passes the resigned seats as plain data in the paint input
 * of the turn message, of the message of a game won by forfeit and of the board, and names them
 * in the picture's key, so that a table drawn before the resignation at the same move is not
 * shown again. Nobody resigned: the input and the key as ever.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { imageService, stateKey, type ImageJob, type ImageService } from '../../../src/bot/images.ts';
import { HOSTED } from '../../../src/hosted.ts';
import { replayRecord, type GameRecord } from '../../../src/games/tchu/engine/record.ts';
import { randomGame } from '../../../src/games/tchu/engine/simulate.ts';
import type { GameState } from '../../../src/games/tchu/engine/state.ts';
import { scores } from '../../../src/games/tchu/engine/summary.ts';
import { cardTotal } from '../../../src/games/tchu/engine/cards.ts';
import { t } from '../../../src/games/tchu/texts/catalog.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import type { GameSession, Seat } from '../../../src/session/session.ts';
import { writtenTexts } from '../../render/drawn-texts.ts';
import { storedSession } from '../../session/helpers.ts';

const TAG: Record<Locale, string> = { fr: 'a abandonné', en: 'resigned' };
const { record } = randomGame(2, 11);
const MOVE = Math.floor(record.actions.length / 2);
const cut: GameRecord = { ...record, actions: record.actions.slice(0, MOVE) };
const state: GameState = replayRecord(cut).state;
const discord = HOSTED.discordOf('tchu');

/** The game half-way, people in both seats; `resigned` resigned (a 2-player game then ends, won by forfeit, unless `playing`). */
function sessionOf(locale: Locale, resigned: string | null, playing = resigned === null): GameSession {
  const seats: Seat[] = record.players.map((seat, i) => ({
    seat,
    player: { type: 'human', userId: String(1000 + i), name: ['Ana', 'Ben'][i] },
    joinedAt: i,
    ...(seat === resigned ? { resignedAt: 5 } : {}),
  }));
  return storedSession({
    game: 'tchu',
    id: 'tchutable1',
    status: playing ? 'playing' : 'finished',
    ...(playing ? {} : { endReason: 'resigned' as const }),
    locale,
    seats,
    record: cut as GameSession['record'],
    moveNumber: MOVE,
  });
}

/** An image service that keeps the jobs it is asked for and draws nothing. */
function recorder(): { images: ImageService; jobs: ImageJob[] } {
  const jobs: ImageJob[] = [];
  return {
    jobs,
    images: {
      draw(job) {
        jobs.push(job);
        return Promise.resolve(Buffer.alloc(0));
      },
    },
  };
}

/** The table's job among the jobs a message asked for. */
function tableJob(jobs: readonly ImageJob[]): ImageJob {
  const found = jobs.filter((job) => job.paint.painter === 'status');
  expect(found).toHaveLength(1);
  return found[0];
}


afterEach(() => vi.restoreAllMocks());

describe('the table picture marks who resigned', () => {
  test.each(['fr', 'en'] as const)('a 2-player game won by forfeit: the table is told who resigned and writes the mark once (%s)', async (locale) => {
    const resigned = record.players[0];
    const { images, jobs } = recorder();
    await discord.announcements.end({ session: sessionOf(locale, resigned), state }, images, (draw) => draw(), resigned);
    const job = tableJob(jobs);
    const input = job.paint.input as { resigned?: readonly string[]; stopped?: boolean };
    expect(input.resigned).toEqual([resigned]);
    expect(input.stopped).toBe(true);
    // Plain data, as it crosses to a render thread.
    expect(structuredClone(input.resigned)).toEqual(input.resigned);
    const texts = await writtenTexts(() => job.draw({}));
    expect(texts.filter((text) => text === TAG[locale])).toHaveLength(1);
  });

  test('a turn message with a seat resigned (played automatically): the table is told and marks it, in place of "to play"', async () => {
    // tCHu has two seats, so a resignation ends it; the turn message still passes what the session says.
    const resigned = state.players[state.current];
    const session = sessionOf('en', resigned, true);
    const { images, jobs } = recorder();
    await discord.announcements.turn({ session, state }, images, (draw) => draw());
    const job = tableJob(jobs);
    expect((job.paint.input as { resigned?: readonly string[] }).resigned).toEqual([resigned]);
    const texts = await writtenTexts(() => job.draw({}));
    expect(texts).toContain('resigned');
    expect(texts).not.toContain('to play');
  });

  test('nobody resigned: no seats in the input, the key and the picture as ever', async () => {
    const session = sessionOf('en', null);
    const { images, jobs } = recorder();
    await discord.announcements.turn({ session, state }, images, (draw) => draw());
    const job = tableJob(jobs);
    expect(job.paint.input).not.toHaveProperty('resigned');
    expect(job.key).toBe(stateKey(session));
    const texts = await writtenTexts(() => job.draw({}));
    expect(texts.some((text) => text === TAG.en || text === TAG.fr)).toBe(false);
    expect(texts).toContain('to play');
  });

  test('the board shown after a resignation at the same move does not reuse the table drawn before it', async () => {
    const images = imageService();
    try {
      const before = sessionOf('en', null);
      const after = sessionOf('en', record.players[1]);
      expect(stateKey(after)).toBe(stateKey(before));
      const tables: ImageJob[] = [];
      const watched: ImageService = {
        draw(job) {
          if (job.paint.painter === 'status') tables.push(job);
          return images.draw(job);
        },
      };
      const view = (session: GameSession) => discord.views.board({ session, state }, watched, (draw) => draw(), 'en');
      await view(before);
      await view(after);
      const [first, second] = tables;
      expect(second.key).not.toBe(first.key);
      expect(second.key).toBe(`${stateKey(after)}:resigned=${record.players[1]}`);
      // The picture served after the resignation is the one with the mark.
      const served = await images.draw(second);
      expect(served.equals(await images.draw(first))).toBe(false);
      expect(served.equals(await second.draw({}))).toBe(true);
    } finally {
      await images.close?.();
    }
  });
});

describe('the table picture of a finished game', () => {
  test('gives the final totals, as the text beside it does, not the routes alone', async () => {
    const over = replayRecord(record).state;
    expect(over.step).toBe('OVER');
    const totals = scores(over).map((score) => score.total);
    // A game where tickets or the longest trail move a total, or the test would not tell the two apart.
    expect(totals).not.toEqual(over.playerStates.map((ps) => ps.claimPoints));
    const session = storedSession({ ...sessionOf('en', null), status: 'finished', record: record as GameSession['record'], moveNumber: record.actions.length });
    const { images, jobs } = recorder();
    await discord.views.board({ session, state: over }, images, (draw) => draw(), 'en');
    const texts = await writtenTexts(() => tableJob(jobs).draw({}));
    over.playerStates.forEach((ps, i) => {
      expect(texts).toContain(t('en', 'tchu.turn.playerLine', { cars: ps.cars, cards: cardTotal(ps.cards), tickets: ps.tickets.length, points: totals[i] }));
    });
  });
});
