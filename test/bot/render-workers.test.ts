import { afterAll, describe, expect, test } from 'vitest';
import { forTheChannel, imageService, type ImageService } from '../../src/bot/images.ts';
import { chacunImages } from '../../src/games/chacun/discord/images.ts';
import { replay, type GameRecord } from '../../src/games/chacun/engine/record.ts';
import { chacun } from '../../src/games/chacun/index.ts';
import { jassImages } from '../../src/games/jass/discord/images.ts';
import type { JassState } from '../../src/games/jass/engine/game.ts';
import { jass } from '../../src/games/jass/index.ts';
import { scrabbleImages } from '../../src/games/scrabble/discord/images.ts';
import type { ScrabbleState } from '../../src/games/scrabble/engine/game.ts';
import { scrabble } from '../../src/games/scrabble/index.ts';
import { tchuImages } from '../../src/games/tchu/discord/images.ts';
import type { GameState as TchuState } from '../../src/games/tchu/engine/state.ts';
import { tchu } from '../../src/games/tchu/index.ts';
import { HOSTED } from '../../src/hosted.ts';
import { leaderboardView, statsView } from '../../src/bot/stats/views.ts';
import type { RatingTable } from '../../src/stats/ratings.ts';
import type { UserStats } from '../../src/stats/user-stats.ts';

/** Small images: the comparison is about bytes, not size. */
const workers = imageService({ painting: HOSTED.paintingModules, workers: 2, maxSide: 320 });
const here = imageService({ maxSide: 320 });
afterAll(async () => {
  await workers.close?.();
});

/** The workers' service, failing any image it would draw in this thread instead. */
const onlyWorkers: ImageService = {
  draw: (job) =>
    workers.draw({
      ...job,
      draw: () => Promise.reject(new Error(`${job.kind} drawn in the bot thread`)),
    }),
};

/** Every image both ways, side by side. */
async function both(make: (service: ImageService) => Promise<Buffer>): Promise<[Buffer, Buffer]> {
  return Promise.all([make(onlyWorkers), make(here)]);
}

describe('images drawn by render workers', () => {
  test('ChaCuN: the board, a preview and the end are byte for byte those drawn in the bot thread (the worker replays the record)', async () => {
    const { record } = chacun.tools.randomGame(3, 21) as { record: GameRecord };
    let cut = 30;
    while (record.actions[cut]?.type !== 'place') cut++;
    const mid: GameRecord = { ...record, actions: record.actions.slice(0, cut) };
    const midState = replay(mid).state;
    const endState = replay(record).state;
    const tile = midState.tileToPlace!;
    const placement = midState.board.legalPlacements(tile)[0];
    const names = { RED: 'Ada', BLUE: 'Bob', GREEN: 'Cyd' };
    const pairs = [
      await both((s) => chacunImages(s).board(midState, { names, locale: 'fr', key: 'mid', record: mid, newMessagesFrom: 2 })),
      await both((s) => chacunImages(s).preview(midState, placement, { names, locale: 'en', record: mid })),
      await both((s) => chacunImages(s).board(endState, { names, locale: 'en', key: 'end', record })),
      await both((s) => chacunImages(s).endOfGame(endState, { names, locale: 'fr', key: 'end', record })),
    ];
    for (const [there, local] of pairs) {
      expect(there.length).toBeGreaterThan(1000);
      expect(there.equals(local)).toBe(true);
    }
  });

  test('Scrabble, Jass and tCHu: boards, racks, hands, close-ups and ends are byte for byte those drawn in the bot thread', async () => {
    const words = scrabble.tools.randomGame(2, 4).state as ScrabbleState;
    const cards = jass.tools.randomGame(4, 4).state as JassState;
    const rails = tchu.tools.randomGame(2, 4).state as TchuState;
    const at = { id: 'g', moveNumber: 9 };
    const pairs = [
      await both((s) => scrabbleImages(s).board(words, 'fr', at)),
      await both((s) => scrabbleImages(s).rack('ABCDE?', words.language, 'en')),
      await both((s) => scrabbleImages(s).end(words, { a: 'Ada', b: 'Bob' }, 'fr', at)),
      await both((s) => jassImages(s).table(cards, { names: {}, locale: 'fr', key: 'j' })),
      await both((s) => jassImages(s).endOfGame(cards, { names: {}, locale: 'en', key: 'j', suits: 'swiss' })),
      await both((s) => tchuImages(s).board(rails, { names: {}, locale: 'fr', key: 't' })),
      await both((s) => tchuImages(s).closeup(rails, rails.owners.findIndex((owner) => owner !== null), { names: {}, locale: 'en', mapLocale: 'fr', key: 't' })),
      await both((s) => tchuImages(s).end(rails, { names: {}, locale: 'en', key: 't:end' })),
      await both((s) => tchuImages(s).scoring(rails, { names: {}, locale: 'fr', key: 't:end' })),
    ];
    for (const [there, local] of pairs) {
      expect(there.length).toBeGreaterThan(500);
      expect(there.equals(local)).toBe(true);
    }
  });

  test('/stats and /leaderboard: the pictures are byte for byte those drawn in the bot thread', async () => {
    const history = [3, 1, 2, 1, 1].map((rank, i) => ({ at: 1_700_000_000_000 + i * 86_400_000, mu: 24 + i, sigma: 8 - i, rank, points: 120 + 10 * i }));
    const stats: UserStats = {
      name: 'Ada',
      games: { chacun: { played: 5, won: 3, pointsSum: 700, pointsBest: 160, kinds: { forest: 210, meadow: 300 }, kindGames: 5, moveMs: 90_000, moves: 60, history } },
    };
    const rating = (name: string, mu: number, games: number) => ({ mu, sigma: 3, games, wins: Math.floor(games / 2), name, lastAt: 1_700_000_000_000, turnMedianMs: 20_000 + mu * 100 });
    const table: RatingTable = { 'u:1': rating('Ada', 28, 5), 'u:2': rating('Bob', 25, 7), 'u:3': rating('Cyd', 22, 6) };
    // The views must ask the service (not draw by themselves): what the workers were asked for.
    const asked: string[] = [];
    const workersAsked: ImageService = {
      draw: (job) => {
        asked.push(job.kind);
        return onlyWorkers.draw(job);
      },
    };
    const both = (make: (service: ImageService) => Promise<Buffer>) => Promise.all([make(workersAsked), make(here)]);
    const pairs = [
      await both(async (images) => (await statsView({ stats, userId: '1', name: 'Ada', self: true, game: 'chacun', table, games: HOSTED, images, locale: 'fr' })).files![0].data),
      await both(async (images) => (await leaderboardView({ game: 'chacun', games: HOSTED, images, table, page: 0, userId: '2', locale: 'en' })).files![0].data),
      await both(async (images) => (await leaderboardView({ game: 'chacun', games: HOSTED, images, table, page: 0, userId: '3', locale: 'fr', order: 'speed' })).files![0].data),
    ];
    expect(asked).toEqual(['stats', 'leaderboard', 'leaderboard']);
    for (const [there, local] of pairs) {
      expect(there.length).toBeGreaterThan(1000);
      expect(there.equals(local)).toBe(true);
    }
  });

  test('the warm-up: render workers prepare their own painters, and the bot thread prepares them only when it draws', () => {
    let prepared = 0;
    workers.warmUp?.(() => prepared++);
    expect(prepared).toBe(0);
    imageService().warmUp?.(() => prepared++);
    expect(prepared).toBe(1);
  });

  test('many images asked at once make the service busy until they are drawn', async () => {
    const busy = imageService({ painting: HOSTED.paintingModules, workers: 1, busyQueue: 2, maxSide: 200 });
    try {
      const rails = tchu.tools.randomGame(2, 5).state as TchuState;
      const images = [0, 1, 2].map((i) => tchuImages(busy).board(rails, { names: {}, locale: i % 2 === 0 ? 'fr' : 'en', key: `b${i}` }));
      expect(busy.busy?.()).toBe(true);
      await Promise.all(images);
      expect(busy.busy?.()).toBe(false);
    } finally {
      await busy.close?.();
    }
  });

  test('images asked for a channel (forTheChannel) go ahead of the panels\' images already waiting, and a panel\'s image asked again for the channel is hurried', async () => {
    const one = imageService({ painting: HOSTED.paintingModules, workers: 1, maxSide: 200 });
    try {
      const rails = tchu.tools.randomGame(2, 5).state as TchuState;
      const done: string[] = [];
      const ask = (service: ImageService, key: string): Promise<void> =>
        tchuImages(service).board(rails, { names: {}, locale: 'fr', key }).then(() => void done.push(key));
      // The first job takes the worker; the others wait.
      const asked = [ask(one, 'first'), ask(one, 'panel-1'), ask(one, 'panel-2'), ask(forTheChannel(one), 'turn'), ask(one, 'panel-3')];
      // A waiting panel image that a turn message now needs too.
      asked.push(ask(forTheChannel(one), 'panel-3'));
      await Promise.all(asked);
      expect(done).toEqual(['first', 'turn', 'panel-3', 'panel-3', 'panel-1', 'panel-2']);
    } finally {
      await one.close?.();
    }
  });
});
