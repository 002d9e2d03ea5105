/**
 * `npm run bench:stats [-- --games 10000]`: stores that many finished games (SQLite, in a
 * temporary folder) of a server's 60 players, counted through the statistics as the bot counts
 * them, then times what the commands do: /stats (read, chart, PNG), /leaderboard (read, rank,
 * picture) and the animation of a whole 95-tile ChaCuN game, its boards drawn by render worker
 * threads as the bot draws them (RENDER_WORKERS, one per core by default). A table, then one JSON line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageService } from '../../../bot/images.ts';
import { machineThreads } from '../../../bot/worker-pool.ts';
import { animateGame, BOT_UPLOAD_LIMIT } from '../../../bot/replay/animation.ts';
import { fullBoardGame } from '../engine/full-board.ts';
import { leaderboardView, statsView } from '../../../bot/stats/views.ts';
import { chacun } from '../index.ts';
import type { GameRecord } from '../engine/record.ts';
import { hostGames } from '../../../bot/hosting.ts';
import { CHACUN } from '../hosted.ts';
import { SESSION_FORMAT, type GameSession } from '../../../session/session.ts';
import { openStore } from '../../../session/store.ts';
import { StatsService } from '../../../stats/service.ts';
import { readOptions } from '../../../command-line.ts';

/** ChaCuN alone, hosted as the bot hosts it (this tool plays only ChaCuN). */
const HOSTED = hostGames([CHACUN]);

const USAGE = 'npm run bench:stats [-- --games N]';

/** A number given as `--name N`, or `fallback` when absent or not a number. */
function option(name: 'games', fallback: number): number {
  const given = readOptions(USAGE, { games: { type: 'string' } })[name];
  const value = given === undefined ? NaN : Number(given);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const GUILD = '900000000000000001';
const PLAYERS = 60;
const userId = (i: number) => String(910000000000000000n + BigInt(i));


async function timed<T>(runs: number, run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  let value = await run();
  const started = performance.now();
  for (let i = 0; i < runs; i++) value = await run();
  return { ms: (performance.now() - started) / runs, value };
}

async function main(): Promise<void> {
  const count = option('games', 10_000);
  const dir = await mkdtemp(join(tmpdir(), 'chacun-bench-stats-'));
  const opened = await openStore(`sqlite://${join(dir, 'stats.sqlite')}`);
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value;
  try {
    const stats = new StatsService(store, HOSTED);
    // The whole board: all 95 tiles placed (the game bench:bot plays).
    const { record, state, tiles } = fullBoardGame();
    const seats = (record as GameRecord).players;
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const fillStarted = performance.now();
    const start = 1_700_000_000_000;
    for (let g = 0; g < count; g++) {
      const a = Math.floor(random() * PLAYERS);
      const b = (a + 1 + Math.floor(random() * (PLAYERS - 1))) % PLAYERS;
      // The same board each time, the seats shuffled between people: ranks vary with who sat where.
      const people = [a, b];
      const endedAt = start + g * 60_000;
      const session: GameSession = {
        format: SESSION_FORMAT,
        game: 'chacun',
        id: `bench${g.toString(36).padStart(6, '0')}`,
        guildId: GUILD,
        channelId: '920000000000000001',
        status: 'finished',
        createdBy: userId(a),
        createdAt: endedAt - 3_600_000,
        updatedAt: endedAt,
        startedAt: endedAt - 3_600_000,
        endedAt,
        endReason: 'completed',
        locale: 'en',
        seats: seats.map((seat, i) => ({ seat, player: { type: 'human', userId: userId(people[i]), name: `Player ${people[i] + 1}` }, joinedAt: endedAt - 3_600_000 })),
        seed: g,
        record,
        moveNumber: record.actions.length,
        messageIds: {},
        turnMemo: null,
      };
      const stored = await store.set(`game:${session.id}`, session);
      if (!stored.ok) throw new Error(stored.error.message);
      await stats.recordGame(session, state);
    }
    const fillMs = performance.now() - fillStarted;
    const discord = HOSTED.discordOf('chacun');
    const runs = 5;
    // Drawn in this thread, without images kept: the time of the whole view.
    const here = imageService({ cacheSize: 1 });
    const statsTime = await timed(runs, async () => {
      const user = await stats.userStats(GUILD, userId(7));
      const table = await stats.ratings(GUILD, 'chacun');
      if (!user.ok || user.value === null || !table.ok) throw new Error('no statistics');
      return statsView({ stats: user.value, userId: userId(7), name: user.value.name, self: true, game: 'chacun', table: table.value, games: HOSTED, images: here, locale: 'en' });
    });
    const boardTime = await timed(runs, async () => {
      const table = await stats.ratings(GUILD, 'chacun');
      if (!table.ok) throw new Error('no table');
      return leaderboardView({ game: 'chacun', games: HOSTED, images: here, table: table.value, page: 2, userId: userId(7), locale: 'en' });
    });
    const session: GameSession = {
      format: SESSION_FORMAT, game: 'chacun', id: 'benchanim', guildId: GUILD, channelId: '920000000000000001', status: 'finished',
      createdBy: userId(0), createdAt: start, updatedAt: start, startedAt: start, endedAt: start, endReason: 'completed', locale: 'en',
      seats: seats.map((seat, i) => ({ seat, player: { type: 'human', userId: userId(i), name: `Player ${i + 1}` }, joinedAt: start })),
      seed: 1, record, moveNumber: record.actions.length, messageIds: {}, turnMemo: null,
    };
    const workers = Number(process.env.RENDER_WORKERS?.trim() || machineThreads());
    const images = imageService({ workers, painting: HOSTED.paintingModules });
    images.warmUp?.(() => discord.warmUp?.());
    const animStarted = performance.now();
    const animation = await animateGame(chacun, discord, session, 'en', { images }).finally(() => images.close?.());
    const animationMs = performance.now() - animStarted;
    const rows: [string, string][] = [
      ['finished games stored and counted', `${count} in ${(fillMs / 1000).toFixed(1)} s (${(fillMs / count).toFixed(2)} ms each)`],
      ['/stats (read, chart, PNG)', `${statsTime.ms.toFixed(1)} ms (mean of ${runs})`],
      ['/leaderboard (read, rank, PNG)', `${boardTime.ms.toFixed(1)} ms (mean of ${runs})`],
      [`animation of a ${tiles}-tile ChaCuN game`, `${animationMs.toFixed(0)} ms, ${animation.frames} frames ${animation.width}×${animation.height}, ${workers} render workers`],
      ['animation size', `${(animation.data.length / 1024 / 1024).toFixed(2)} MiB (limit ${BOT_UPLOAD_LIMIT / 1024 / 1024} MiB)`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    for (const [label, value] of rows) process.stdout.write(`${label.padEnd(width)}  ${value}\n`);
    process.stdout.write(
      `${JSON.stringify({ statsMs: Math.round(statsTime.ms * 10) / 10, leaderboardMs: Math.round(boardTime.ms * 10) / 10, animationMs: Math.round(animationMs), animationBytes: animation.data.length })}\n`,
    );
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
