import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, vi } from 'vitest';
import type { APIButtonComponentWithCustomId, APIStringSelectComponent } from 'discord.js';
import { createBot, type Bot, type BotOptions } from '../../src/bot/app.ts';
import { decodeCustomId, type CustomId } from '../../src/bot/custom-id.ts';
import type { ImageService } from '../../src/bot/images.ts';
import { registerCommands } from '../../src/bot/register.ts';
import type { InteractionTiming } from '../../src/bot/timing.ts';
import { createLogger, type Logger } from '../../src/log.ts';
import { memoryStore, type GameStore } from '../../src/session/store.ts';
import type { ManualClock } from '../../src/session/schedule.ts';
import { startFakeDiscord, TINY_PNG, type FakeDiscord, type FakeDiscordOptions, type FakeMessage, type FakeUser, type InteractionHandle } from '../../src/playground/discord/fake-discord.ts';
import { HOSTED } from '../../src/hosted.ts';
import type { HostedGames } from '../../src/bot/hosting.ts';
import { builtFile } from '../built.ts';

/**
 * The composition root's games with their AI modules from this run's build (test/built.ts), and
 * the AI thread's own module from it: a harness bot's AI thread loads JavaScript, not the sources
 * through tsx (a third to two thirds of a second of CPU less for each of the suite's hundred AI
 * threads). The games are the same code; a test's own table of games keeps its sources.
 */
export const BUILT_GAMES: HostedGames = {
  ...HOSTED,
  aiModules: Object.fromEntries(Object.entries(HOSTED.aiModules).map(([game, url]) => [game, pathToFileURL(builtFile(fileURLToPath(url))).href])),
};
export const BUILT_AI_WORKER = pathToFileURL(builtFile('src/bot/ai-worker.ts')).href;

/** Images that cost nothing: a 1×1 PNG for every picture (tests that are not about pictures). */
export const STUB_IMAGES: ImageService = { draw: async () => Buffer.from(TINY_PNG) };

/** A bot on the local Discord, with what tests look at. */
export interface Harness {
  readonly discord: FakeDiscord;
  store: GameStore;
  /** Log lines of every bot started by this harness. */
  readonly logs: string[];
  readonly timings: InteractionTiming[];
  bot: Bot;
  /** Stops the bot and starts a new one on the same Discord, with the same store or a new one (a restart). */
  restart(reopen?: () => Promise<GameStore>): Promise<void>;
  /** Waits until the bot has nothing under way (interactions and announcements). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** Options of a harness. */
export interface HarnessOptions {
  readonly store?: GameStore;
  readonly fake?: FakeDiscordOptions;
  /** A stand-in already started (with its guild, channels and users made), instead of a new one. */
  readonly discord?: FakeDiscord;
  /** 'stub' (default) for 1×1 images, 'real' for the renderer (small images). */
  readonly images?: 'stub' | 'real' | ImageService;
  /** Seed of every game's shuffle (default 1). */
  readonly seed?: number;
  /** The hosted games (default: the composition root's, src/hosted.ts; a test's own table to host another game). */
  readonly games?: HostedGames;
  readonly bot?: Partial<BotOptions>;
}

/** Starts the local Discord, registers the hosted games' commands in its guild, and logs a bot in. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const discord = options.discord ?? (await startFakeDiscord({ validate: true, ...options.fake }));
  await registerCommands(options.games ?? HOSTED, { token: discord.botToken, devGuildId: discord.guildId, apiUrl: null }, discord.restOptions);
  const store = options.store ?? memoryStore();
  const logs: string[] = [];
  const timings: InteractionTiming[] = [];
  const log: Logger = createLogger('debug', (line) => logs.push(line));
  const images = options.images === undefined || options.images === 'stub' ? STUB_IMAGES : options.images === 'real' ? undefined : options.images;
  const seed = options.seed ?? 1;
  const make = (): Bot =>
    createBot({
      token: discord.botToken,
      games: options.games ?? BUILT_GAMES,
      ...(options.games === undefined ? { aiWorkerModule: BUILT_AI_WORKER } : {}),
      store: harness.store,
      log,
      rest: discord.restOptions,
      warmUp: false,
      renderer: { maxSide: 600 },
      sessions: { newSeed: () => seed },
      onTiming: (timing) => timings.push(timing),
      ...(images === undefined ? {} : { images }),
      ...options.bot,
    });
  const harness: Harness = {
    discord,
    store,
    logs,
    timings,
    bot: null as unknown as Bot,
    async restart(reopen) {
      await harness.bot.stop();
      if (reopen !== undefined) {
        await harness.store.close();
        harness.store = await reopen();
      }
      harness.bot = make();
      await harness.bot.start();
    },
    async settle() {
      await vi.waitFor(
        () => {
          if (harness.bot.router.busy > 0) throw new Error(`${harness.bot.router.busy} interaction(s) under way`);
        },
        { timeout: 20_000, interval: 2 },
      );
      await harness.bot.announcer.idle();
    },
    async close() {
      await harness.bot.stop();
      try {
        discord.assertNoUnexpectedRequests();
      } finally {
        await discord.close();
        await harness.store.close();
      }
    },
  };
  harness.bot = make();
  await harness.bot.start();
  return harness;
}

/** A temporary folder for SQLite files, and its removal. */
export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'chacun-bot-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** Every button of a message with one of our custom ids, decoded. */
export function buttonsOf(message: FakeMessage): { readonly component: APIButtonComponentWithCustomId; readonly id: CustomId }[] {
  const result: { component: APIButtonComponentWithCustomId; id: CustomId }[] = [];
  for (const row of message.components as unknown as { components?: unknown[] }[]) {
    for (const component of row.components ?? []) {
      const c = component as APIButtonComponentWithCustomId;
      if (c.type !== 2 || typeof c.custom_id !== 'string') continue;
      const id = decodeCustomId(c.custom_id);
      if (id !== null) result.push({ component: c, id });
    }
  }
  return result;
}

/** The string select of a message, if any. */
export function selectOf(message: FakeMessage): APIStringSelectComponent | undefined {
  for (const row of message.components as unknown as { components?: unknown[] }[]) {
    for (const component of row.components ?? []) {
      if ((component as { type: number }).type === 3) return component as APIStringSelectComponent;
    }
  }
  return undefined;
}

/** The enabled button of a message whose id is of a kind (and passes a test). */
export function findButton(message: FakeMessage, kind: CustomId['kind'], test: (id: CustomId, label: string) => boolean = () => true): APIButtonComponentWithCustomId {
  const found = buttonsOf(message).find(({ component, id }) => id.kind === kind && component.disabled !== true && test(id, component.label ?? ''));
  if (found === undefined) {
    throw new Error(`no ${kind} button on message ${message.id}: ${buttonsOf(message).map((b) => b.component.custom_id).join(', ') || 'none'} (${message.content} ${JSON.stringify(message.embeds.map((e) => e.description))})`);
  }
  return found.component;
}

/** Sends an interaction and waits until the bot has acknowledged it and finished everything it started. */
export async function act(h: Harness, handle: InteractionHandle): Promise<InteractionHandle> {
  await handle.callback();
  await h.settle();
  return handle;
}

/** Clicks a button and waits for the bot to be done with it. */
export function click(h: Harness, user: FakeUser, message: FakeMessage, customId: string): Promise<InteractionHandle> {
  return act(h, h.discord.clickButton({ user, messageId: message.id, customId }));
}

/** The private text the bot last answered an interaction with (its reply, edit or follow-up). */
export function privateText(handle: InteractionHandle): string {
  const messages = [handle.original(), ...handle.followUps()].filter((m): m is FakeMessage => m !== null);
  const last = messages[messages.length - 1];
  expect(last, 'the bot answered').toBeDefined();
  return [last!.content, ...last!.embeds.map((e) => `${e.title ?? ''} ${e.description ?? ''}`)].join(' ').trim();
}

/** Moves a bot's hand-moved clock and waits until the bot has done everything that came due (messages posted, AI turns played). */
export async function advanceClock(harness: Harness, clock: ManualClock, ms: number): Promise<void> {
  clock.advance(ms);
  await harness.bot.deadlines.idle();
  await harness.settle();
  while (harness.bot.aiTurns.pending > 0) {
    await harness.bot.aiTurns.idle();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await harness.settle();
  }
  await harness.bot.deadlines.idle();
}

/** Waits until no AI turn is pending or under way, and everything the bot announced is posted. */
export async function waitForBots(harness: Harness, timeout = 30_000): Promise<void> {
  for (;;) {
    await vi.waitFor(
      () => {
        if (harness.bot.aiTurns.pending > 0 || harness.bot.router.busy > 0) throw new Error(`${harness.bot.aiTurns.pending} AI turn(s) pending`);
      },
      { timeout, interval: 2 },
    );
    await harness.bot.announcer.idle();
    if (harness.bot.aiTurns.pending === 0) return;
  }
}

/** The newest message of a channel posted by the bot that has a Play button (the current turn message). */
export function turnMessage(h: Harness, channelId: string = h.discord.channelId): FakeMessage | undefined {
  return [...h.discord.messages(channelId)].reverse().find((m) => buttonsOf(m).some((b) => b.id.kind === 'play'));
}

/** Each game with the AI seats that fill its table beside one person. */
export const TABLES_WITH_BOTS = [
  { game: 'chacun', bots: 1 },
  { game: 'scrabble', bots: 1 },
  { game: 'jass', bots: 3 },
  { game: 'tchu', bots: 1 },
] as const;
