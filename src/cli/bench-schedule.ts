/**
 * `npm run bench:schedule`: 10,000 games under way with deadlines in a SQLite store, and what a
 * starting bot pays to reschedule them all (reading the per-server index of deadlines, building
 * the heap, arming its one timer) and the memory it then holds. The rescheduling runs in a fresh
 * process (this script started again with `--reschedule`), so its memory is its own. Among the
 * games, AWAY of them wait for a player who is away (their settings stored, their deadline moved
 * past the away time, and its index entry naming them, as the bot writes it).
 * Tournaments are stored beside them (TOURNAMENTS running, each with a round of four tables
 * naming stored games, and some with sign-ups open): the start also reads the servers' indexes of
 * tournaments, schedules the sign-up ends and looks at every running tournament's open tables, as
 * a starting bot does (src/bot/tournament/service.ts), within the time measured.
 * Prints a table, then one JSON line: {"games":10000,"awayPlayers":2000,"tournaments":200,"rescheduleMs":…,"rssMiB":…}.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'discord.js';
import { Deadlines } from '../bot/clock/deadlines.ts';
import { createLogger } from '../log.ts';
import { SessionManager } from '../session/manager.ts';
import { ManualClock, lobbyClock } from '../session/schedule.ts';
import { ScheduleStore } from '../session/schedule-store.ts';
import type { GameSession } from '../session/session.ts';
import { memoryStore, openStore, storeFromAdapter, type GameStore } from '../session/store.ts';
import { HOSTED } from '../hosted.ts';
import type { BotContext } from '../bot/context.ts';
import { Tournaments } from '../bot/tournament/service.ts';
import { TOURNAMENT_FORMAT, type Tournament } from '../bot/tournament/record.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const GUILDS = 100;
const TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 200);
/** Tournaments with sign-ups open, beside the running ones. */
const SIGNING_UP = Math.round(TOURNAMENTS / 4);
/** Games whose player to move is away (one such player each). */
const AWAY = Math.min(GAMES, Number(process.env.BENCH_AWAY ?? 2_000));
const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

async function sqlite(path: string): Promise<GameStore> {
  const store = await openStore(`sqlite://${path}`);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

function guildOf(i: number): string {
  return String(1_000_000_000_000_000n + BigInt(i % GUILDS));
}

/** A ChaCuN game just started between two people, with a 24 h clock: the template of the stored games. */
async function template(): Promise<GameSession> {
  const manager = new SessionManager(memoryStore(), HOSTED, { newGameId: () => 'template0' });
  const lobby = await manager.createLobby({
    game: 'chacun',
    guildId: guildOf(0),
    channelId: '2000',
    creator: { userId: '3000', name: 'Ana' },
    locale: 'en',
    clock: { reminderMs: 12 * HOUR, limitMs: 24 * HOUR, level: 'normal', handOverAfter: 3 },
  });
  if (!lobby.ok) throw new Error(lobby.error.message);
  const joined = await manager.join('2000', { userId: '3001', name: 'Ben' });
  if (!joined.ok) throw new Error(joined.error.message);
  const started = await manager.start('2000', { userId: '3000', seed: 7 });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.session;
}

/** Writes the games and their index entries. */
async function fill(file: string): Promise<number> {
  // The games are written through the project's store over the same SQLite adapter, with the
  // file's syncing off while filling: only the filling gets faster, the rows are the same.
  const { KeyvSqlite } = await import('@keyv/sqlite');
  const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 5_000 });
  await adapter.query('PRAGMA synchronous = OFF');
  await adapter.query('PRAGMA journal_mode = MEMORY');
  const store = storeFromAdapter(adapter, `sqlite:${file}`);
  const index = new ScheduleStore(store, (message) => process.stderr.write(`${message}\n`));
  const base = await template();
  const began = performance.now();
  const writes: Promise<unknown>[] = [];
  const games = Array.from({ length: GAMES }, (_, i) => ({
    id: `bench${i.toString(36).padStart(6, '0')}`,
    guildId: guildOf(i),
    channelId: String(5_000_000 + i),
    since: (i * 7_919) % (20 * HOUR),
  }));
  for (const { id, guildId, channelId, since } of games) {
    const clock = { ...lobbyClock(base.clock!.settings), move: 0, since };
    const session: GameSession = { ...base, id, guildId, channelId, clock };
    writes.push(store.set(`game:${id}`, session));
    if (writes.length >= 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  // Every GAMES/AWAY-th game waits for a player away for 5 days from the move's start: their settings, and a deadline moved by it.
  const awayEvery = AWAY === 0 ? Infinity : Math.floor(GAMES / AWAY);
  const awayUser = (i: number) => String(9_000_000 + i);
  for (let i = 0; i < games.length && AWAY > 0; i += awayEvery) {
    if (i / awayEvery >= AWAY) break;
    const since = games[i].since;
    writes.push(store.set(`user:${awayUser(i)}`, { dmReminders: false, dmLocale: null, away: { from: since, until: since + 5 * DAY }, awayLog: [] }));
    if (writes.length >= 200) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  // Their deadlines: the next reminder, 12 h after each move began, or after the away time (one write per server).
  games.forEach(({ id, guildId, channelId, since }, i) => {
    const away = i % awayEvery === 0 && i / awayEvery < AWAY;
    void index.put(guildId, id, away ? { channelId, at: since + 5 * DAY + 12 * HOUR, move: 0, users: [awayUser(i)] } : { channelId, at: since + 12 * HOUR, move: 0 });
  });
  await index.idle();
  // The tournaments: running ones play their first round on eight of the games above.
  const tournaments = new Tournaments(store, createLogger('warn'));
  for (let i = 0; i < TOURNAMENTS + SIGNING_UP; i++) {
    const running = i < TOURNAMENTS;
    const guildId = guildOf(i);
    const entrants = Array.from({ length: 8 }, (_, e) => ({ id: `e${e + 1}`, name: `Player ${e + 1}`, members: [{ type: 'human' as const, userId: String(3000 + e), name: `Player ${e + 1}` }] }));
    const tables = Array.from({ length: 4 }, (_, k) => {
      const game = games[(i * 4 + k) % games.length];
      return { entrants: [`e${2 * k + 1}`, `e${2 * k + 2}`], gameId: game.id, channelId: game.channelId };
    });
    const tournament: Tournament = {
      format: TOURNAMENT_FORMAT,
      id: `cup${i.toString(36).padStart(5, '0')}`,
      version: 0,
      guildId,
      channelId: String(7_000_000 + i),
      createdBy: '3000',
      createdByName: 'Player 1',
      createdAt: 0,
      locale: 'en',
      game: 'chacun',
      options: {},
      clock: base.clock!.settings,
      kind: 'swiss',
      tableSize: 2,
      cap: 16,
      bots: 0,
      botLevel: 'normal',
      signUpEndsAt: running ? 0 : Date.UTC(2030, 0, 1) + i * HOUR,
      seed: i,
      status: running ? 'running' : 'signup',
      signUps: entrants.map((e, k) => ({ userId: String(3000 + k), name: e.name, at: 0 })),
      entrants: running ? entrants : [],
      rounds: running ? [{ tables, byes: [] }] : [],
      posted: 0,
      announced: running ? 1 : 0,
      updatedAt: 0,
    };
    const saved = await tournaments.store.save(tournament, 0, { create: true });
    if (!saved.ok) throw new Error(saved.error.message);
  }
  await store.close();
  return performance.now() - began;
}

/** In a fresh process: reschedules every deadline as a starting bot does, and reports time and memory. */
async function reschedule(file: string): Promise<void> {
  const store = await sqlite(file);
  const client = new Client({ intents: [] });
  const clock = new ManualClock();
  const deadlines = new Deadlines(client, store, HOSTED, createLogger('warn'), { clock, planTurn: async () => [] });
  const guilds = Array.from({ length: GUILDS }, (_, i) => guildOf(i));
  const manager = new SessionManager(store, HOSTED);
  const tournaments = new Tournaments(store, createLogger('warn'), { clock });
  // What the start of tournaments uses of the bot: its games and the session manager (a running
  // tournament's open tables are read; none has ended, so nothing is posted or opened).
  tournaments.attach({ games: HOSTED, manager, client } as unknown as BotContext);
  const rssBefore = process.memoryUsage().rss;
  const began = performance.now();
  const scheduled = await deadlines.start(guilds);
  const picked = await tournaments.start(guilds);
  await tournaments.idle();
  const ms = performance.now() - began;
  if (picked.running !== TOURNAMENTS || picked.signUps !== SIGNING_UP || tournaments.scheduled !== SIGNING_UP) throw new Error(`tournaments resumed: ${JSON.stringify(picked)}`);
  const rss = process.memoryUsage().rss;
  const timers = clock.pending;
  await tournaments.stop();
  const moved = deadlines.movedByCalendars;
  await deadlines.stop();
  await store.close();
  await client.destroy();
  process.stdout.write(JSON.stringify({ scheduled, moved, ms, rss, rssBefore, timers }) + '\n');
}

async function main(): Promise<void> {
  if (process.argv[2] === '--reschedule') {
    await reschedule(process.argv[3]);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-schedule-'));
  try {
    const file = join(dir, 'games.sqlite');
    const fillMs = await fill(file);
    const script = fileURLToPath(import.meta.url);
    const output = execFileSync(process.execPath, [...process.execArgv, script, '--reschedule', file], { encoding: 'utf8' });
    const child = JSON.parse(output.trim().split('\n').at(-1)!) as { scheduled: number; moved: number; ms: number; rss: number; rssBefore: number; timers: number };
    if (child.scheduled !== GAMES) throw new Error(`${child.scheduled} deadlines rescheduled, not ${GAMES}`);
    if (child.moved !== AWAY) throw new Error(`${child.moved} deadlines known as moved by away time, not ${AWAY}`);
    const rssMiB = child.rss / 2 ** 20;
    const rows: [string, string][] = [
      ['games with deadlines (SQLite)', String(GAMES)],
      ['servers (one index key each)', String(GUILDS)],
      ['tournaments running, and signing up', `${TOURNAMENTS}, ${SIGNING_UP}`],
      ['of them waiting for a player away', String(AWAY)],
      ['writing them', `${(fillMs / 1000).toFixed(1)} s`],
      ['rescheduling at start (games and tournaments)', `${child.ms.toFixed(1)} ms`],
      ['timers armed', String(child.timers)],
      ['RSS after rescheduling', `${rssMiB.toFixed(1)} MiB`],
      ['of which rescheduling', `${((child.rss - child.rssBefore) / 2 ** 20).toFixed(1)} MiB`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`Schedule benchmark (node ${process.version})\n`);
    for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
    process.stdout.write(JSON.stringify({ games: GAMES, awayPlayers: AWAY, tournaments: TOURNAMENTS, rescheduleMs: Number(child.ms.toFixed(1)), rssMiB: Number(rssMiB.toFixed(1)) }) + '\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
