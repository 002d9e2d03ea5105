/**
 * `npm run bench:bot`: drives the real bot through the local Discord stand-in (no network) for
 * a whole two-player game that fills the board (95 tiles), clicking as a player would, and
 * prints the latency of each move (from the click until everything the bot does for it is
 * visible: the panel's next step, and the next turn message when the turn ends) for boards of
 * about 10, 50 and 95 tiles, split into engine, render, store and Discord time; then the stored
 * size of the finished game. It also counts the store operations (get: a read; set and delete: a
 * write) that each click caused within that same window, by kind of click, and those made outside
 * any click (the bench's own reads between clicks, start-up, shutdown, annotations written later on
 * a timer). The last line is JSON; its storeOpsPerClick is the most reads and the most writes of
 * any one click of play (Play to the last move; the lobby's are in the table only).
 *
 * Options: --seed N (of the deck shuffle; the default fills the board), --max-side PX (image size).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIButtonComponentWithCustomId, APIStringSelectComponent } from '../../../bot/discord-kit.ts';
import { createBot } from '../../../bot/app.ts';
import { decodeCustomId, type CustomId } from '../../../bot/custom-id.ts';
import { registerCommands } from '../../../bot/register.ts';
import { interactionUnderWay, type InteractionTiming } from '../../../bot/timing.ts';
import { rotationIndex } from '../engine/basics.ts';
import { lastTilePotentialOccupants, ownPawnsOnBoard, type GameState } from '../engine/game.ts';
import { fullBoardGame } from '../engine/full-board.ts';
import { createLogger } from '../../../log.ts';
import { openStore, type GameStore } from '../../../session/store.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser, type InteractionHandle } from '../../../playground/discord/fake-discord.ts';
import { hostGames } from '../../../bot/hosting.ts';
import { CHACUN } from '../hosted.ts';
import { readOptions } from '../../../command-line.ts';

/** ChaCuN alone, hosted as the bot hosts it (this tool plays only ChaCuN). */
const HOSTED = hostGames([CHACUN]);

const BUCKETS = [
  { name: '10', min: 5, max: 15 },
  { name: '50', min: 45, max: 55 },
  { name: '95', min: 85, max: 95 },
] as const;

/** What the bench clicks to play, and (apart) what it does to set the game up. */
const PLAY_CLICKS = ['play', 'page', 'select', 'rotate', 'place', 'occupy', 'retake'] as const;
const LOBBY_CLICKS = ['new', 'join', 'start'] as const;
type ClickKind = (typeof PLAY_CLICKS)[number] | (typeof LOBBY_CLICKS)[number];

/** Store reads (get) and writes (set, delete). */
interface StoreOps {
  readonly reads: number;
  readonly writes: number;
}

/** Where the bench is when a store operation happens. */
type Stage = 'start-up' | 'click' | 'between clicks' | 'shutdown';

/** One store operation as the bench saw it. */
interface StoreOp {
  readonly kind: 'read' | 'write';
  /** The interaction whose handler made it (its phase counters), if any. */
  readonly owner: object | undefined;
  readonly stage: Stage;
  /** Made by the bench's own bookkeeping (reading the game between clicks). */
  readonly bench: boolean;
  readonly at: number;
  /** Counted for the click under way: made by its handler while it was under way. */
  counted: boolean;
}

/** A store that tells `note` of each operation before it makes it. */
function countingStore(store: GameStore, note: (kind: StoreOp['kind']) => void): GameStore {
  return {
    description: store.description,
    get: (key) => {
      note('read');
      return store.get(key);
    },
    set: (key, value) => {
      note('write');
      return store.set(key, value);
    },
    delete: (key) => {
      note('write');
      return store.delete(key);
    },
    compareAndSet: (key, value, expected) => {
      note('write');
      return store.compareAndSet(key, value, expected);
    },
    close: () => store.close(),
  };
}

function opsOf(ops: readonly StoreOp[]): StoreOps {
  return { reads: ops.filter((op) => op.kind === 'read').length, writes: ops.filter((op) => op.kind === 'write').length };
}

const USAGE = 'npm run bench:bot [-- --seed S] [--max-side PX]';

/** A number given as `--name N`, or `fallback` when absent or not a number. */
function option(name: 'seed' | 'max-side', fallback: number): number {
  const given = readOptions(USAGE, { seed: { type: 'string' }, 'max-side': { type: 'string' } })[name];
  const value = given === undefined ? NaN : Number(given);
  return Number.isFinite(value) ? value : fallback;
}


/**
 * What the version check adds to a move's write: the finished game written again and again
 * under a key of its own, alternately as a plain write and as a compare-and-set over the version
 * just written (what every move now does), timed one by one.
 */
async function versionCheckCost(store: GameStore, game: unknown): Promise<{ writes: number; setMs: number; compareAndSetMs: number; extraMs: number }> {
  const writes = 200;
  const key = 'bench:version-check';
  const plain: number[] = [];
  const checked: number[] = [];
  const base = typeof game === 'object' && game !== null ? (game as Record<string, unknown>) : {};
  let version = 0;
  await store.delete(key);
  for (let i = 0; i < writes; i++) {
    let start = performance.now();
    must(await store.set(key, { ...base, version: ++version }));
    plain.push(performance.now() - start);
    start = performance.now();
    const written = await store.compareAndSet(key, { ...base, version: version + 1 }, version);
    checked.push(performance.now() - start);
    if (!written.ok || !written.value) throw new Error('the compare-and-set of the bench lost to no one');
    version++;
  }
  await store.delete(key);
  const thousandths = (n: number) => Math.round(n * 1000) / 1000;
  const setMs = thousandths(percentile(plain, 50));
  const compareAndSetMs = thousandths(percentile(checked, 50));
  return { writes, setMs, compareAndSetMs, extraMs: thousandths(compareAndSetMs - setMs) };
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (n: number): number => Math.round(n * 10) / 10;

function buttonsOf(message: FakeMessage): { component: APIButtonComponentWithCustomId; id: CustomId }[] {
  const result: { component: APIButtonComponentWithCustomId; id: CustomId }[] = [];
  for (const row of message.components as unknown as { components?: { type: number; custom_id?: string }[] }[]) {
    for (const c of row.components ?? []) {
      const id = c.type === 2 && c.custom_id !== undefined ? decodeCustomId(c.custom_id) : null;
      if (id !== null) result.push({ component: c as APIButtonComponentWithCustomId, id });
    }
  }
  return result;
}

function selectOf(message: FakeMessage): APIStringSelectComponent | undefined {
  for (const row of message.components as unknown as { components?: { type: number }[] }[]) {
    for (const c of row.components ?? []) if (c.type === 3) return c as unknown as APIStringSelectComponent;
  }
  return undefined;
}

interface Sample {
  readonly tiles: number;
  readonly totalMs: number;
  readonly timing: InteractionTiming;
}

/** A click and the store operations it caused. */
interface Click {
  readonly kind: ClickKind;
  readonly ops: StoreOps;
  /** Every store operation while it was under way, its own or not. */
  readonly inWindow: StoreOps;
}

async function main(): Promise<void> {
  const seed = option('seed', 475);
  const maxSide = option('max-side', 0);
  const { record, tiles } = fullBoardGame(seed);
  const dir = await mkdtemp(join(tmpdir(), 'chacun-bench-'));
  const discord: FakeDiscord = await startFakeDiscord();
  const opened = await openStore(`sqlite://${join(dir, 'bench.sqlite')}`);
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value;
  const timings = new Map<string, InteractionTiming>();
  const ops: StoreOp[] = [];
  let stage: Stage = 'start-up';
  let bookkeeping = false;
  const counted = countingStore(store, (kind) =>
    ops.push({ kind, owner: interactionUnderWay(), stage, bench: bookkeeping, at: performance.now(), counted: false }),
  );
  /** The bench's own reads of the game, between clicks. */
  const readGame = async (gameId: string) => {
    bookkeeping = true;
    try {
      return await bot.manager.getGame(gameId);
    } finally {
      bookkeeping = false;
    }
  };
  const clicks: Click[] = [];
  /** When each click's window closed, by its phase counters. */
  const clickEnds = new Map<object, number>();
  let stopped = false;
  const bot = createBot({
    games: HOSTED,
    token: discord.botToken,
    store: counted,
    log: createLogger('warn'),
    rest: discord.restOptions,
    sessions: { newSeed: () => seed },
    ...(maxSide > 0 ? { renderer: { maxSide } } : {}),
    onTiming: (timing) => timings.set(timing.interactionId, timing),
  });
  try {
    await registerCommands(HOSTED, { token: discord.botToken, devGuildId: discord.guildId, apiUrl: null }, discord.restOptions);
    await bot.start();
    const alice = discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = discord.createMember({ username: 'bob', globalName: 'Bob' });
    const users: Record<string, FakeUser> = { RED: alice, BLUE: bob };

    /**
     * Sends an interaction and waits until the bot is done with it; returns the wall time. The
     * store operations its handler made meanwhile count for it (not those of a timer set earlier).
     */
    const act = async (kind: ClickKind, send: () => InteractionHandle): Promise<{ handle: InteractionHandle; ms: number }> => {
      const first = ops.length;
      stage = 'click';
      const start = performance.now();
      const handle = send();
      await handle.callback();
      while (!timings.has(handle.id)) await new Promise((resolve) => setImmediate(resolve));
      const ms = performance.now() - start;
      stage = 'between clicks';
      const { phases } = timings.get(handle.id)!;
      const own = ops.slice(first).filter((op) => op.owner === phases);
      for (const op of own) op.counted = true;
      clicks.push({ kind, ops: opsOf(own), inWindow: opsOf(ops.slice(first)) });
      clickEnds.set(phases, performance.now());
      return { handle, ms };
    };
    const click = (kind: ClickKind, user: FakeUser, message: FakeMessage, customId: string) =>
      act(kind, () => discord.clickButton({ user, messageId: message.id, customId }));

    const lobby = (await act('new', () => discord.slashCommand({ user: alice, name: 'chacun', subcommand: 'new' }))).handle.original()!;
    const find = (message: FakeMessage, test: (id: CustomId) => boolean) => {
      const found = buttonsOf(message).find((b) => b.component.disabled !== true && test(b.id));
      if (found === undefined) throw new Error(`no such button on ${message.id}`);
      return found.component.custom_id;
    };
    await click('join', bob, lobby, find(lobby, (id) => id.kind === 'lobby' && id.action === 'join'));
    const joined = discord.message(lobby.id)!;
    await click('start', alice, joined, find(joined, (id) => id.kind === 'lobby' && id.action === 'start'));
    const gameId = buttonsOf(lobby)[0].id.gameId;

    const moves: Sample[] = [];
    const steps: Sample[] = [];
    let panel: FakeMessage | null = null;
    for (let i = 0; i < record.actions.length; i++) {
      const loaded = await readGame(gameId);
      if (!loaded.ok || loaded.value.state === null) throw new Error('game lost');
      const state = loaded.value.state as GameState;
      const user = users[state.players[state.current]];
      const action = record.actions[i];
      const tilesNow = state.board.tileCount;
      if (action.type === 'place') {
        if (panel === null || selectOf(discord.message(panel.id)!) === undefined) {
          const messages = discord.messages();
          const turn = [...messages].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'play'))!;
          const play = await click('play', user, turn, find(turn, (id) => id.kind === 'play'));
          steps.push({ tiles: tilesNow, totalMs: play.ms, timing: timings.get(play.handle.id)! });
          panel = play.handle.original()!;
        }
        const value = `${action.x},${action.y}`;
        for (let page = 0; !selectOf(discord.message(panel.id)!)!.options.some((o) => o.value === value); page++) {
          if (page > 20) throw new Error(`position ${value} not offered`);
          const next = await click('page', user, discord.message(panel.id)!, find(discord.message(panel.id)!, (id) => id.kind === 'page' && id.page > page));
          steps.push({ tiles: tilesNow, totalMs: next.ms, timing: timings.get(next.handle.id)! });
        }
        const menu = selectOf(discord.message(panel.id)!)!;
        const chose = await act('select', () => discord.selectMenu({ user, messageId: panel!.id, customId: menu.custom_id, values: [value] }));
        steps.push({ tiles: tilesNow, totalMs: chose.ms, timing: timings.get(chose.handle.id)! });
        const rotation = rotationIndex(action.rotation);
        const preview = discord.message(panel.id)!;
        if (!buttonsOf(preview).some((b) => b.id.kind === 'place' && b.id.rotation === rotation)) {
          const turned = await click('rotate', user, preview, find(preview, (id) => id.kind === 'rotate' && id.rotation === rotation));
          steps.push({ tiles: tilesNow, totalMs: turned.ms, timing: timings.get(turned.handle.id)! });
        }
        const ready = discord.message(panel.id)!;
        const placed = await click('place', user, ready, find(ready, (id) => id.kind === 'place'));
        moves.push({ tiles: tilesNow, totalMs: placed.ms, timing: timings.get(placed.handle.id)! });
      } else {
        const current = discord.message(panel!.id)!;
        const options = action.type === 'occupy' ? lastTilePotentialOccupants(state) : ownPawnsOnBoard(state);
        const wanted = action.type === 'occupy' ? action.occupant : action.zone === null ? null : { kind: 'PAWN', zone: action.zone };
        const choice = wanted === null ? -1 : options.findIndex((o) => o.kind === wanted.kind && o.zoneId === wanted.zone);
        const chosen = await click(action.type, user, current, find(current, (id) => id.kind === action.type && 'choice' in id && id.choice === choice));
        moves.push({ tiles: tilesNow, totalMs: chosen.ms, timing: timings.get(chosen.handle.id)! });
      }
      // The panel goes on (occupant, shaman, a menhir tile) or is done; a new turn needs Play again.
      const after = discord.message(panel!.id)!;
      if (buttonsOf(after).length === 0 && selectOf(after) === undefined) panel = null;
    }
    const finished = await readGame(gameId);
    if (!finished.ok || finished.value.session.status !== 'finished') throw new Error('the game did not finish');
    const stored = await store.get(`game:${gameId}`);
    const storedBytes = stored.ok ? Buffer.byteLength(JSON.stringify(stored.value)) : -1;
    const finalTiles = (finished.value.state as GameState | null)?.board.tileCount ?? 0;
    // Shutting down writes the annotations still waiting: count that, and the size after it.
    stage = 'shutdown';
    stopped = true;
    await bot.stop();
    const flushed = await store.get(`game:${gameId}`);
    const flushedBytes = flushed.ok ? Buffer.byteLength(JSON.stringify(flushed.value)) : -1;
    const versionCheck = await versionCheckCost(store, flushed.ok ? flushed.value : null);

    const benchOps = ops.filter((op) => op.bench);
    if (benchOps.some((op) => op.stage !== 'between clicks' || op.owner !== undefined || op.counted)) {
      throw new Error('a bookkeeping read of the bench fell inside a click');
    }
    // Made for a click after it was done (a timer its handler set): not part of its latency.
    const late = ops.filter((op) => !op.counted && op.owner !== undefined && op.at >= (clickEnds.get(op.owner) ?? Infinity));
    const lateDelays = late.map((op) => (op.at - clickEnds.get(op.owner!)!) / 1000);
    const other = ops.filter((op) => !op.counted && !op.bench && !late.includes(op));
    const playClicks = clicks.filter((c) => (PLAY_CLICKS as readonly string[]).includes(c.kind));
    const storeOpsPerClick: StoreOps = {
      reads: Math.max(...playClicks.map((c) => c.ops.reads)),
      writes: Math.max(...playClicks.map((c) => c.ops.writes)),
    };
    const opsRows = [...PLAY_CLICKS, 'all play clicks', ...LOBBY_CLICKS].map((kind) => {
      const these = kind === 'all play clicks' ? playClicks : clicks.filter((c) => c.kind === kind);
      const stat = (f: (o: StoreOps) => number) => {
        const values = these.map((c) => f(c.ops));
        return values.length === 0 ? ['–', '–'] : [String(Math.max(...values)), (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2)];
      };
      const [readsMax, readsMean] = stat((o) => o.reads);
      const [writesMax, writesMean] = stat((o) => o.writes);
      return `| ${kind.padEnd(15)} | ${String(these.length).padStart(6)} | ${readsMax.padStart(9)} | ${readsMean.padStart(10)} | ${writesMax.padStart(10)} | ${writesMean.padStart(11)} |`;
    });
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const text = (o: StoreOps) => `${plural(o.reads, 'read')}, ${plural(o.writes, 'write')}`;
    const byStage = (s: Stage) => text(opsOf(other.filter((op) => op.stage === s)));

    const latencyMs: Record<string, Record<string, number>> = {};
    const rows: string[] = [];
    for (const bucket of BUCKETS) {
      const inBucket = moves.filter((m) => m.tiles >= bucket.min && m.tiles <= bucket.max);
      const phase = (f: (s: Sample) => number) => round(percentile(inBucket.map(f), 50));
      const engine = (s: Sample) => s.timing.phases.session - s.timing.phases.store;
      const discordTime = (s: Sample) => s.totalMs - s.timing.phases.session - s.timing.phases.render;
      const stepsIn = steps.filter((m) => m.tiles >= bucket.min && m.tiles <= bucket.max);
      latencyMs[bucket.name] = {
        p50: round(percentile(inBucket.map((m) => m.totalMs), 50)),
        p95: round(percentile(inBucket.map((m) => m.totalMs), 95)),
        engine: phase(engine),
        render: phase((s) => s.timing.phases.render),
        store: phase((s) => s.timing.phases.store),
        discord: phase(discordTime),
        moves: inBucket.length,
        panelP50: round(percentile(stepsIn.map((m) => m.totalMs), 50)),
        panelP95: round(percentile(stepsIn.map((m) => m.totalMs), 95)),
      };
      const l = latencyMs[bucket.name];
      rows.push(
        `| ${`${bucket.name} (${bucket.min}–${bucket.max})`.padEnd(11)} | ${String(l.moves).padStart(5)} | ${String(l.p50).padStart(7)} | ${String(l.p95).padStart(7)} | ${String(l.engine).padStart(6)} | ${String(l.render).padStart(6)} | ${String(l.store).padStart(5)} | ${String(l.discord).padStart(7)} | ${String(l.panelP50).padStart(9)} | ${String(l.panelP95).padStart(9)} |`,
      );
    }
    process.stdout.write(`bench:bot — one 2-player game by clicks, seed ${seed}, ${record.actions.length} moves, ${finalTiles} tiles at the end (${tiles} in the plan), images ${maxSide > 0 ? `≤ ${maxSide}px` : 'at full size'}, SQLite store\n`);
    process.stdout.write('Per move (Confirm, occupant, shaman), from the click until the bot is done (panel updated, next turn posted); phases are medians, ms.\n');
    process.stdout.write('"panel" = the steps before a move (Play, choosing a square, turning the tile, pages).\n\n');
    process.stdout.write('| tiles       | moves |  p50 ms |  p95 ms | engine | render | store | discord | panel p50 | panel p95 |\n');
    process.stdout.write('|-------------|-------|---------|---------|--------|--------|-------|---------|-----------|-----------|\n');
    process.stdout.write(rows.join('\n') + '\n\n');
    process.stdout.write(`Stored size of the finished game: ${storedBytes} bytes (session JSON with its record); ${flushedBytes} bytes once the bot has stopped\n\n`);
    process.stdout.write('Store operations per click (get = read, set/delete = write), made by its handler from the click until the bot is done:\n\n');
    process.stdout.write('| click           | clicks | reads max | reads mean | writes max | writes mean |\n');
    process.stdout.write('|-----------------|--------|-----------|------------|------------|-------------|\n');
    process.stdout.write(opsRows.join('\n') + '\n\n');
    process.stdout.write('Store operations counted for no click:\n');
    process.stdout.write(`- the bench's reads of the game between clicks: ${text(opsOf(benchOps))} (none inside a click)\n`);
    process.stdout.write(
      `- made for a click after it was done (such as annotations written on a timer): ${text(opsOf(late))}` +
        (late.length === 0 ? '\n' : `, ${late.filter((op) => op.stage === 'click').length} of them while a later click was under way, ${Math.min(...lateDelays).toFixed(1)}–${Math.max(...lateDelays).toFixed(1)} s after their click\n`),
    );
    const windowMax = (f: (o: StoreOps) => number) => Math.max(...playClicks.map((c) => f(c.inWindow)));
    process.stdout.write(`  (charged to the click they fell in, the most per click would be ${plural(windowMax((o) => o.reads), 'read')} and ${plural(windowMax((o) => o.writes), 'write')})\n`);
    process.stdout.write(`- start-up: ${byStage('start-up')}; shutdown: ${byStage('shutdown')}`);
    const stray = other.filter((op) => op.stage === 'click' || op.stage === 'between clicks');
    process.stdout.write(stray.length === 0 ? '\n' : `; anything else during the game: ${text(opsOf(stray))}\n`);
    process.stdout.write(
      `\nThe version check of a game's write (a move), on this SQLite file with the finished game (${versionCheck.writes} writes each, medians): ` +
        `plain write ${versionCheck.setMs} ms, compare-and-set ${versionCheck.compareAndSetMs} ms, so ${versionCheck.extraMs} ms more per move\n`,
    );
    process.stdout.write(JSON.stringify({ latencyMs, storeOpsPerClick, storedBytes, tiles: finalTiles, moves: record.actions.length, seed, versionCheck }) + '\n');
  } finally {
    if (!stopped) await bot.stop();
    await store.close();
    await discord.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
