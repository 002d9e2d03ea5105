/**
 * `npm run bench:bot`: drives the real bot through the local Discord stand-in (no network) for
 * a whole two-player game that fills the board (95 tiles), clicking as a player would, and
 * prints the latency of each move (from the click until everything the bot does for it is
 * visible: the panel's next step, and the next turn message when the turn ends) for boards of
 * about 10, 50 and 95 tiles, split into engine, render, store and Discord time; then the stored
 * size of the finished game. The last line is JSON.
 *
 * Options: --seed N (of the deck shuffle; the default fills the board), --max-side PX (image size).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIButtonComponentWithCustomId, APIStringSelectComponent } from 'discord.js';
import { createBot } from '../bot/app.ts';
import { decodeCustomId, type CustomId } from '../bot/custom-id.ts';
import { registerCommands } from '../bot/register.ts';
import type { InteractionTiming } from '../bot/timing.ts';
import { applyAction, type Action } from '../games/chacun/engine/actions.ts';
import { rotationIndex } from '../games/chacun/engine/basics.ts';
import { initialState, lastTilePotentialOccupants, ownPawnsOnBoard, startGame, type GameState } from '../games/chacun/engine/game.ts';
import { Random, randomAction, shuffledDecks } from '../games/chacun/engine/random.ts';
import type { GameRecord } from '../games/chacun/engine/record.ts';
import { createLogger } from '../log.ts';
import { openStore } from '../session/store.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser, type InteractionHandle } from '../../test/discord/fake-discord.ts';

const BUCKETS = [
  { name: '10', min: 5, max: 15 },
  { name: '50', min: 45, max: 55 },
  { name: '95', min: 85, max: 95 },
] as const;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index < 0 ? NaN : Number(process.argv[index + 1]);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * A two-player game that places as many tiles as possible: random moves, except that a normal
 * tile that can close a forest with a menhir does (each gives a menhir tile). With the default
 * seed all 95 tiles end on the board. The decks are those the bot deals for the same seed.
 */
function fullBoardGame(seed: number): { record: GameRecord; tiles: number } {
  const random = new Random(seed);
  const decks = shuffledDecks(random);
  const started = startGame(initialState(['RED', 'BLUE'], decks.normal, decks.menhir));
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const actions: Action[] = [];
  const menhirs = (s: GameState) => s.messages.filter((m) => m.kind === 'menhirForest').length;
  while (state.nextAction !== 'END_GAME') {
    let action = randomAction(state, random);
    const tile = state.tileToPlace;
    if (state.nextAction === 'PLACE_TILE' && tile !== null && tile.kind === 'NORMAL') {
      for (const p of state.board.legalPlacements(tile)) {
        const place: Action = { type: 'place', tile: tile.id, x: p.x, y: p.y, rotation: p.rotation };
        let next = applyAction(state, place);
        while (next.ok && (next.value.nextAction === 'OCCUPY_TILE' || next.value.nextAction === 'RETAKE_PAWN')) {
          next = applyAction(next.value, next.value.nextAction === 'OCCUPY_TILE' ? { type: 'occupy', occupant: null } : { type: 'retake', zone: null });
        }
        if (next.ok && menhirs(next.value) > menhirs(state)) {
          action = place;
          break;
        }
      }
    }
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(action);
    state = next.value;
  }
  return { record: { game: 'chacun', version: 1, players: ['RED', 'BLUE'], decks, actions }, tiles: state.board.tileCount };
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
  const bot = createBot({
    token: discord.botToken,
    store,
    log: createLogger('warn'),
    rest: discord.restOptions,
    sessions: { newSeed: () => seed },
    ...(maxSide > 0 ? { renderer: { maxSide } } : {}),
    onTiming: (timing) => timings.set(timing.interactionId, timing),
  });
  try {
    await registerCommands({ token: discord.botToken, devGuildId: discord.guildId, apiUrl: null }, discord.restOptions);
    await bot.start();
    const alice = discord.createMember({ username: 'alice', globalName: 'Alice' });
    const bob = discord.createMember({ username: 'bob', globalName: 'Bob' });
    const users: Record<string, FakeUser> = { RED: alice, BLUE: bob };

    /** Sends an interaction and waits until the bot is done with it; returns the wall time. */
    const act = async (send: () => InteractionHandle): Promise<{ handle: InteractionHandle; ms: number }> => {
      const start = performance.now();
      const handle = send();
      await handle.callback();
      while (!timings.has(handle.id)) await new Promise((resolve) => setImmediate(resolve));
      return { handle, ms: performance.now() - start };
    };
    const click = (user: FakeUser, message: FakeMessage, customId: string) => act(() => discord.clickButton({ user, messageId: message.id, customId }));

    const lobby = (await act(() => discord.slashCommand({ user: alice, name: 'chacun', subcommand: 'new' }))).handle.original()!;
    const find = (message: FakeMessage, test: (id: CustomId) => boolean) => {
      const found = buttonsOf(message).find((b) => b.component.disabled !== true && test(b.id));
      if (found === undefined) throw new Error(`no such button on ${message.id}`);
      return found.component.custom_id;
    };
    await click(bob, lobby, find(lobby, (id) => id.kind === 'lobby' && id.action === 'join'));
    const joined = discord.message(lobby.id)!;
    await click(alice, joined, find(joined, (id) => id.kind === 'lobby' && id.action === 'start'));
    const gameId = buttonsOf(lobby)[0].id.gameId;

    const moves: Sample[] = [];
    const steps: Sample[] = [];
    let panel: FakeMessage | null = null;
    for (let i = 0; i < record.actions.length; i++) {
      const loaded = await bot.manager.getGame(gameId);
      if (!loaded.ok || loaded.value.state === null) throw new Error('game lost');
      const state = loaded.value.state as GameState;
      const user = users[state.players[state.current]];
      const action = record.actions[i];
      const tilesNow = state.board.tileCount;
      if (action.type === 'place') {
        if (panel === null || selectOf(discord.message(panel.id)!) === undefined) {
          const messages = discord.messages();
          const turn = [...messages].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'play'))!;
          const play = await click(user, turn, find(turn, (id) => id.kind === 'play'));
          steps.push({ tiles: tilesNow, totalMs: play.ms, timing: timings.get(play.handle.id)! });
          panel = play.handle.original()!;
        }
        const value = `${action.x},${action.y}`;
        for (let page = 0; !selectOf(discord.message(panel.id)!)!.options.some((o) => o.value === value); page++) {
          if (page > 20) throw new Error(`position ${value} not offered`);
          const next = await click(user, discord.message(panel.id)!, find(discord.message(panel.id)!, (id) => id.kind === 'page' && id.page > page));
          steps.push({ tiles: tilesNow, totalMs: next.ms, timing: timings.get(next.handle.id)! });
        }
        const menu = selectOf(discord.message(panel.id)!)!;
        const chose = await act(() => discord.selectMenu({ user, messageId: panel!.id, customId: menu.custom_id, values: [value] }));
        steps.push({ tiles: tilesNow, totalMs: chose.ms, timing: timings.get(chose.handle.id)! });
        const rotation = rotationIndex(action.rotation);
        const preview = discord.message(panel.id)!;
        if (!buttonsOf(preview).some((b) => b.id.kind === 'place' && b.id.rotation === rotation)) {
          const turned = await click(user, preview, find(preview, (id) => id.kind === 'rotate' && id.rotation === rotation));
          steps.push({ tiles: tilesNow, totalMs: turned.ms, timing: timings.get(turned.handle.id)! });
        }
        const ready = discord.message(panel.id)!;
        const placed = await click(user, ready, find(ready, (id) => id.kind === 'place'));
        moves.push({ tiles: tilesNow, totalMs: placed.ms, timing: timings.get(placed.handle.id)! });
      } else {
        const current = discord.message(panel!.id)!;
        const options = action.type === 'occupy' ? lastTilePotentialOccupants(state) : ownPawnsOnBoard(state);
        const wanted = action.type === 'occupy' ? action.occupant : action.zone === null ? null : { kind: 'PAWN', zone: action.zone };
        const choice = wanted === null ? -1 : options.findIndex((o) => o.kind === wanted.kind && o.zoneId === wanted.zone);
        const chosen = await click(user, current, find(current, (id) => id.kind === action.type && 'choice' in id && id.choice === choice));
        moves.push({ tiles: tilesNow, totalMs: chosen.ms, timing: timings.get(chosen.handle.id)! });
      }
      // The panel goes on (occupant, shaman, a menhir tile) or is done; a new turn needs Play again.
      const after = discord.message(panel!.id)!;
      if (buttonsOf(after).length === 0 && selectOf(after) === undefined) panel = null;
    }
    const finished = await bot.manager.getGame(gameId);
    if (!finished.ok || finished.value.session.status !== 'finished') throw new Error('the game did not finish');
    const stored = await store.get(`game:${gameId}`);
    const storedBytes = stored.ok ? Buffer.byteLength(JSON.stringify(stored.value)) : -1;
    const finalTiles = (finished.value.state as GameState | null)?.board.tileCount ?? 0;

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
    process.stdout.write(`Stored size of the finished game: ${storedBytes} bytes (session JSON with its record)\n`);
    process.stdout.write(JSON.stringify({ latencyMs, storedBytes, tiles: finalTiles, moves: record.actions.length, seed }) + '\n');
  } finally {
    await bot.stop();
    await store.close();
    await discord.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
