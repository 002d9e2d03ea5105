/**
 * The end pictures rank as the end message does: a game played out after its points leader
 * resigned (the seat played automatically since) sends its ranking picture the end message's
 * ranks (`endRanks`) and who resigned, as plain data, for every game; nothing more when nobody
 * resigned, so the picture is then drawn as ever.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { endRanks } from '../../src/bot/chrome/end-message.ts';
import type { ImageJob, ImageService } from '../../src/bot/images.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { Locale } from '../../src/i18n/locale.ts';
import type { GameSession, Seat } from '../../src/session/session.ts';
import { playRandomGame as chacunGame } from '../../src/games/chacun/engine/simulate.ts';
import { playRandomGame as jassGame } from '../../src/games/jass/engine/simulate.ts';
import { Dawg } from '../../src/games/scrabble/dictionary/dawg.ts';
import { playRandomGame as scrabbleGame } from '../../src/games/scrabble/engine/simulate.ts';
import { randomGame as tchuGame } from '../../src/games/tchu/engine/simulate.ts';
import { writtenTexts } from '../render/drawn-texts.ts';
import { storedSession } from '../session/helpers.ts';

const NAMES = ['Alice', 'Bob', 'Chloé', 'Dan'];
const TAG: Record<Locale, string> = { fr: 'a abandonné', en: 'resigned' };

// Every two- and three-letter string is a word: random games fill the board quickly without a real word list.
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GRAPH = Dawg.fromSortedWords([...LETTERS].flatMap((a) => [...LETTERS].flatMap((b) => [`${a}${b}`, ...[...LETTERS].map((c) => `${a}${b}${c}`)])).sort());

/** A finished game of each kind, and the painter of its ranking picture. */
const GAMES = [
  { game: 'chacun', painter: 'end', ...chacunGame(3, 7) },
  { game: 'scrabble', painter: 'end', ...scrabbleGame(3, 5, { language: 'en', judge: 'dictionary', graph: GRAPH, challengeRate: 0 }) },
  { game: 'tchu', painter: 'scoring', ...tchuGame(2, 11) },
  { game: 'jass', painter: 'end', ...jassGame(3, { variant: 'schieber' }) },
] as const;

/** A finished game's session, people in every seat; `resigned` resigned on the way. */
function finishedSession(game: string, keys: readonly string[], record: unknown, locale: Locale, resigned: string | null): GameSession {
  const seats: Seat[] = keys.map((key, i) => ({
    seat: key,
    player: { type: 'human', userId: String(1000 + i), name: NAMES[i] },
    joinedAt: i,
    ...(key === resigned ? { resignedAt: 5 } : {}),
  }));
  const moves = (record as { actions: readonly unknown[] }).actions.length;
  return storedSession({
    game,
    id: 'pictures01',
    status: 'finished',
    locale,
    seats,
    record: record as GameSession['record'],
    moveNumber: moves,
  });
}

/** The jobs of the images an end message asks for. */
async function endJobs(session: GameSession, state: unknown): Promise<ImageJob[]> {
  const jobs: ImageJob[] = [];
  const images: ImageService = {
    draw(job) {
      jobs.push(job);
      return Promise.resolve(Buffer.alloc(0));
    },
  };
  await HOSTED.discordOf(session.game).announcements.end({ session, state }, images, (draw) => draw(), null);
  return jobs;
}


afterEach(() => vi.restoreAllMocks());

describe.each(GAMES)('$game: the ranking picture ranks as the end message', ({ game, painter, record, state }) => {
  const rules = HOSTED.get(game)!.rules;
  const keys = rules.recordSeats(record as never) as readonly string[];
  const teams = rules.seats.teams ?? [];
  const { points } = rules.outcome(state as never);
  const leader = keys.reduce((best, key) => (points[key] > points[best] ? key : best));

  test.each(['fr', 'en'] as const)('the points leader resigned: ranked last and marked (%s)', async (locale) => {
    const session = finishedSession(game, keys, record, locale, leader);
    const ranks = endRanks(session, rules.outcome(state as never), teams);
    const job = (await endJobs(session, state)).find((j) => j.paint.painter === painter)!;
    const input = job.paint.input as { standing?: { ranks: Record<string, number>; resigned: string[] } };
    expect(input.standing).toEqual({ ranks: Object.fromEntries(ranks), resigned: [leader] });
    // The game's winner comes last: no longer first, as by points.
    expect(rules.outcome(state as never).winners).toContain(leader);
    expect(ranks.get(leader)).toBe(Math.max(...ranks.values()));
    expect(ranks.get(leader)).toBeGreaterThan(1);
    // Plain data, as it crosses to a render thread.
    expect(structuredClone(input.standing)).toEqual(input.standing);
    // The picture as drawn writes the mark of who resigned.
    const texts = await writtenTexts(() => job.draw({}));
    expect(texts.filter((text) => text.includes(TAG[locale])).length).toBe(1);
  });

  test('nobody resigned: no standing, the picture as ever', async () => {
    const session = finishedSession(game, keys, record, 'en', null);
    const job = (await endJobs(session, state)).find((j) => j.paint.painter === painter)!;
    expect(job.paint.input).not.toHaveProperty('standing');
    expect((await writtenTexts(() => job.draw({}))).some((text) => text.includes(TAG.en))).toBe(false);
  });
});
