/**
 * `npm run bench:schedule`: 10,000 games under way with deadlines in a SQLite store, and what a
 * starting bot pays to reschedule them all (reading the per-server index of deadlines, building
 * the heap, arming its one timer) and the memory it then holds. The rescheduling runs in a fresh
 * process (this script started again with `--reschedule`), so its memory is its own.
 * Prints a table, then one JSON line: {"games":10000,"rescheduleMs":…,"rssMiB":…}.
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

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const GUILDS = 100;
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
  // Their deadlines: the next reminder, 12 h after each move began (one write per server).
  for (const { id, guildId, channelId, since } of games) void index.put(guildId, id, { channelId, at: since + 12 * HOUR, move: 0 });
  await index.idle();
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
  const rssBefore = process.memoryUsage().rss;
  const began = performance.now();
  const scheduled = await deadlines.start(guilds);
  const ms = performance.now() - began;
  const rss = process.memoryUsage().rss;
  const timers = clock.pending;
  await deadlines.stop();
  await store.close();
  await client.destroy();
  process.stdout.write(JSON.stringify({ scheduled, ms, rss, rssBefore, timers }) + '\n');
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
    const child = JSON.parse(output.trim().split('\n').at(-1)!) as { scheduled: number; ms: number; rss: number; rssBefore: number; timers: number };
    if (child.scheduled !== GAMES) throw new Error(`${child.scheduled} deadlines rescheduled, not ${GAMES}`);
    const rssMiB = child.rss / 2 ** 20;
    const rows: [string, string][] = [
      ['games with deadlines (SQLite)', String(GAMES)],
      ['servers (one index key each)', String(GUILDS)],
      ['writing them', `${(fillMs / 1000).toFixed(1)} s`],
      ['rescheduling at start', `${child.ms.toFixed(1)} ms`],
      ['timers armed', String(child.timers)],
      ['RSS after rescheduling', `${rssMiB.toFixed(1)} MiB`],
      ['of which rescheduling', `${((child.rss - child.rssBefore) / 2 ** 20).toFixed(1)} MiB`],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    process.stdout.write(`Schedule benchmark (node ${process.version})\n`);
    for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(width)}  ${value}\n`);
    process.stdout.write(JSON.stringify({ games: GAMES, rescheduleMs: Number(child.ms.toFixed(1)), rssMiB: Number(rssMiB.toFixed(1)) }) + '\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
