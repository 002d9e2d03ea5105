/**
 * `npm run bench:load [-- --channels 20,100,500] [--workers N]`: a busy server (`--workers`: the
 * bot's RENDER_WORKERS, 0 to draw images in its own thread; default: the bot's default). The real bot process
 * (`src/main.ts`, a SQLite store, full-size images) talks to the local Discord stand-in; at each
 * level, that many channels each hold a two-player ChaCuN game, and every channel's player plays
 * a whole turn by clicks at the same moment (Play, a square, Place, no occupant). Per level:
 * click → acknowledgement p95, click → panel p95, last click → next turn message p95, the
 * acknowledgements later than Discord's 3 s (the player would see "This interaction failed"),
 * the bot's worst event-loop delay and memory (from its health lines), the worst event-loop delay
 * of this process (the local Discord and the players, which share the machine with the bot), and
 * moves per second.
 * A readable table, then one JSON line:
 * {"levels":{"20":{"ackP95Ms","panelP95Ms","nextTurnP95Ms","missedAcks","failedTurns","lagMaxMs","standInLagMaxMs","rssMiB","movesPerSecond","imagesDrawn","imagesReused"},…}}
 * (images drawn and served again by the bot during the level, from its health lines).
 * A turn given up (six clicks in a row unanswered) counts in failedTurns and not in moves per second.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { decodeCustomId } from '../bot/custom-id.ts';
import { registerCommands } from '../bot/register.ts';
import { startFakeDiscord, type FakeDiscord, type FakeMessage, type FakeUser, type InteractionHandle } from '../playground/discord/fake-discord.ts';
import { HOSTED } from '../hosted.ts';
import { readOptions, usageExit } from '../command-line.ts';

/** Discord's limit for a first answer. */
const ACK_LIMIT_MS = 3_000;
/** Longest wait for anything, before a level is declared broken. */
const PATIENCE_MS = 120_000;

const ROOT = resolve(import.meta.dirname, '../..');

function p95(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

/** The components of a message with our custom ids, decoded. */
function componentsOf(message: FakeMessage): { readonly customId: string; readonly kind: string; readonly id: Record<string, unknown>; readonly options: readonly { value: string }[] }[] {
  const found: { customId: string; kind: string; id: Record<string, unknown>; options: { value: string }[] }[] = [];
  for (const row of message.components as unknown as { components?: { custom_id?: string; options?: { value: string }[] }[] }[]) {
    for (const component of row.components ?? []) {
      if (typeof component.custom_id !== 'string') continue;
      const id = decodeCustomId(component.custom_id);
      if (id !== null) found.push({ customId: component.custom_id, kind: id.kind, id: id as unknown as Record<string, unknown>, options: component.options ?? [] });
    }
  }
  return found;
}

function hasKind(message: FakeMessage | null, kind: string): boolean {
  return message !== null && componentsOf(message).some((c) => c.kind === kind);
}

/** Runs tasks with at most `limit` under way (the setup, not measured). */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/**
 * Waits for a message of a channel that passes a test: one already there, or the next one created
 * or edited, told by the stand-in's events. Never by polling: the stand-in shares this process, and
 * hundreds of channels polling every few milliseconds would starve it (the bot's requests to it
 * then time out, which is not what the benchmark measures).
 */
type ChannelWatch = (channelId: string, test: (message: FakeMessage) => boolean, timeoutMs: number, what: string) => Promise<FakeMessage>;

function watchChannels(discord: FakeDiscord): ChannelWatch {
  const waiting = new Map<string, Set<(message: FakeMessage) => boolean>>();
  discord.onEvent((event) => {
    if (event.kind !== 'messageCreate' && event.kind !== 'messageUpdate') return;
    const waiters = waiting.get(event.message.channelId);
    if (waiters === undefined) return;
    for (const waiter of [...waiters]) if (waiter(event.message)) waiters.delete(waiter);
  });
  return (channelId, test, timeoutMs, what) => {
    const present = discord.messages(channelId).find(test);
    if (present !== undefined) return Promise.resolve(present);
    return new Promise((resolve, reject) => {
      const waiters = waiting.get(channelId) ?? new Set();
      waiting.set(channelId, waiters);
      const waiter = (message: FakeMessage): boolean => {
        if (!test(message)) return false;
        clearTimeout(timer);
        resolve(message);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`${what} never came in ${channelId}`));
      }, timeoutMs);
      waiters.add(waiter);
    });
  };
}

/** One channel's table: its players and its current turn message. */
interface Table {
  readonly channelId: string;
  readonly players: readonly FakeUser[];
}

async function openTable(discord: FakeDiscord, watch: ChannelWatch, index: number): Promise<Table> {
  const channel = discord.createTextChannel({ name: `load-${index}` });
  const players = [discord.createMember({ username: `a${index}` }), discord.createMember({ username: `b${index}` })];
  const lobby = await discord.slashCommand({ user: players[0], name: 'chacun', subcommand: 'new', channelId: channel.id }).reply(PATIENCE_MS);
  const join = componentsOf(lobby).find((c) => c.kind === 'lobby' && c.id.action === 'join')!;
  await discord.clickButton({ user: players[1], messageId: lobby.id, customId: join.customId }).callback(PATIENCE_MS);
  // The lobby shows the second player (and an enabled Start button) once the join is handled.
  const startEnabled = (message: FakeMessage): boolean =>
    message.id === lobby.id &&
    (message.components as unknown as { components?: { custom_id?: string; disabled?: boolean }[] }[]).some((row) =>
      (row.components ?? []).some((c) => c.custom_id?.endsWith(':start') === true && c.disabled !== true),
    );
  const ready = await watch(channel.id, startEnabled, PATIENCE_MS, 'a lobby that lets the game start');
  const start = componentsOf(ready).find((c) => c.kind === 'lobby' && c.id.action === 'start')!;
  const started = discord.clickButton({ user: players[0], messageId: lobby.id, customId: start.customId });
  await started.callback(PATIENCE_MS);
  await started.waitForChannelMessage((m) => hasKind(m, 'play'), PATIENCE_MS);
  return { channelId: channel.id, players };
}

/** The channel's newest message with a Play button. */
function turnOf(discord: FakeDiscord, table: Table): FakeMessage {
  const messages = discord.messages(table.channelId).filter((m) => hasKind(m, 'play'));
  return messages[messages.length - 1];
}

interface TurnTimes {
  readonly acks: number[];
  /** Clicks never acknowledged (Discord gave up on them after 3 s): clicked again. */
  readonly missed: number;
  readonly panelMs: number;
  readonly nextTurnMs: number;
  /** The turn could not be played (six clicks in a row unanswered, or nothing came in PATIENCE_MS): the player gave up. */
  readonly failed: boolean;
}

/** Plays one whole turn by clicks, timing each answer; a turn that cannot be played is counted, not fatal. */
async function playTurn(discord: FakeDiscord, watch: ChannelWatch, table: Table): Promise<TurnTimes> {
  const acks: number[] = [];
  const tally = { missed: 0 };
  const started = performance.now();
  try {
    return await playTurnTimed(discord, watch, table, acks, tally);
  } catch (error) {
    process.stderr.write(`turn given up in ${table.channelId}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}\n`);
    const waited = performance.now() - started;
    return { acks, missed: tally.missed, panelMs: waited, nextTurnMs: waited, failed: true };
  }
}

async function playTurnTimed(discord: FakeDiscord, watch: ChannelWatch, table: Table, acks: number[], tally: { missed: number }): Promise<TurnTimes> {
  const turn = turnOf(discord, table);
  const mentioned = /<@(\d+)>/.exec(turn.content ?? '')?.[1];
  const user = table.players.find((p) => p.id === mentioned) ?? table.players[0];
  // A click not answered in time fails for the player ("This interaction failed"), who clicks again.
  const click = async (start: () => InteractionHandle): Promise<{ handle: InteractionHandle; at: number }> => {
    for (let attempt = 0; ; attempt++) {
      const at = performance.now();
      const handle = start();
      try {
        await handle.callback(ACK_LIMIT_MS + 2_000);
        acks.push(performance.now() - at);
        return { handle, at };
      } catch (error) {
        tally.missed++;
        acks.push(performance.now() - at);
        if (attempt >= 5) throw error;
      }
    }
  };
  const play = componentsOf(turn).find((c) => c.kind === 'play')!;
  const opened = await click(() => discord.clickButton({ user, messageId: turn.id, customId: play.customId }));
  let panel = await opened.handle.waitForOriginal((m) => componentsOf(m).some((c) => c.kind === 'positions'), PATIENCE_MS);
  const panelMs = performance.now() - opened.at;
  const menu = componentsOf(panel).find((c) => c.kind === 'positions')!;
  const chosen = await click(() => discord.selectMenu({ user, messageId: panel.id, customId: menu.customId, values: [menu.options[0].value] }));
  panel = await chosen.handle.waitForOriginal((m) => hasKind(m, 'place'), PATIENCE_MS);
  const place = componentsOf(panel).find((c) => c.kind === 'place')!;
  const before = new Set(discord.messages(table.channelId).map((m) => m.id));
  let last = await click(() => discord.clickButton({ user, messageId: panel.id, customId: place.customId }));
  panel = await last.handle.waitForOriginal((m) => !hasKind(m, 'place'), PATIENCE_MS);
  const none = componentsOf(panel).find((c) => (c.kind === 'occupy' || c.kind === 'retake') && c.id.choice === -1);
  if (none !== undefined) last = await click(() => discord.clickButton({ user, messageId: panel.id, customId: none.customId }));
  // The next turn message (a menhir second turn is the same player's: a new message too).
  await watch(table.channelId, (m) => !before.has(m.id) && hasKind(m, 'play'), PATIENCE_MS, 'the next turn');
  return { acks, missed: tally.missed, panelMs, nextTurnMs: performance.now() - last.at, failed: false };
}

const USAGE = 'npm run bench:load [-- --channels N,N…] [--workers W]';

async function main(): Promise<void> {
  const values = readOptions(USAGE, { channels: { type: 'string', default: '20,100' }, workers: { type: 'string' } });
  if (values.workers !== undefined && !/^\d{1,2}$/.test(values.workers)) usageExit(USAGE, '--workers takes a number of render worker threads (0: images drawn in the bot\'s thread)');
  const levels = values.channels.split(',').map((text) => Number(text.trim()));
  if (levels.some((n) => !Number.isInteger(n) || n < 1 || n > 2_000)) usageExit(USAGE, '--channels takes numbers from 1 to 2000, comma separated');
  const dir = await mkdtemp(join(tmpdir(), 'bench-load-'));
  const discord = await startFakeDiscord();
  const watch = watchChannels(discord);
  await registerCommands(HOSTED, { token: discord.botToken, devGuildId: discord.guildId, apiUrl: null }, discord.restOptions);
  const tsx = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const bot = spawn(process.execPath, ['--import', tsx, join(ROOT, 'src/main.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      DISCORD_TOKEN: discord.botToken,
      DISCORD_API_URL: discord.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'games.sqlite')}`,
      LOG_LEVEL: 'info',
      HEALTH_LOG_SECONDS: '1',
      BOT_TURN_DELAY_MS: '0',
      ...(values.workers === undefined ? {} : { RENDER_WORKERS: values.workers }),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const health: { at: number; lag: number; rss: number; drawn: number; reused: number }[] = [];
  let log = '';
  let resumed = false;
  bot.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    let end: number;
    while ((end = log.indexOf('\n')) >= 0) {
      const line = log.slice(0, end);
      log = log.slice(end + 1);
      if (line.includes('games resumed')) resumed = true;
      if (line.includes(' ERROR ')) process.stderr.write(`bot: ${line.slice(0, 300)}\n`);
      const lag = /eventLoopMaxMs[":= ]+(\d+)/.exec(line)?.[1];
      const rss = /rssMiB[":= ]+(\d+)/.exec(line)?.[1];
      const drawn = /"drawn":(\d+)/.exec(line)?.[1];
      const reused = /"reused":(\d+)/.exec(line)?.[1];
      if (line.includes('health') && lag !== undefined && rss !== undefined) health.push({ at: performance.now(), lag: Number(lag), rss: Number(rss), drawn: Number(drawn ?? 0), reused: Number(reused ?? 0) });
    }
  });
  try {
    const deadline = performance.now() + 60_000;
    while (!resumed) {
      if (performance.now() > deadline) throw new Error('the bot did not start');
      if (bot.exitCode !== null) throw new Error(`the bot exited with ${bot.exitCode}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    const results: Record<string, { ackP95Ms: number; panelP95Ms: number; nextTurnP95Ms: number; missedAcks: number; failedTurns: number; lagMaxMs: number; standInLagMaxMs: number; rssMiB: number; movesPerSecond: number; imagesDrawn: number; imagesReused: number }> = {};
    let opened = 0;
    console.log('channels  ack p95 ms  panel p95 ms  next turn p95 ms  missed acks  turns given up  lag max ms  local Discord lag max ms  RSS MiB  moves/s  images drawn  reused');
    for (const level of levels) {
      const tables: Table[] = [];
      await pool(
        Array.from({ length: level }, (_, i) => opened + i),
        16,
        async (i) => void tables.push(await openTable(discord, watch, i)),
      );
      opened += level;
      // The image counts so far (the set-up drew the first turn messages).
      const setUp = health.length;
      while (health.length === setUp) await new Promise((done) => setTimeout(done, 100));
      const before = health[health.length - 1];
      const started = performance.now();
      // This process (the local Discord and the players) is late too when the cores are busy: its
      // delays add to every figure measured here, though Discord's servers would not cost the bot's machine.
      const standIn = monitorEventLoopDelay({ resolution: 10 });
      standIn.enable();
      const times = await Promise.all(tables.map((table) => playTurn(discord, watch, table)));
      standIn.disable();
      const wall = (performance.now() - started) / 1000;
      // One more health line, so the level's worst moments are in.
      const seen = health.length;
      while (health.length === seen) await new Promise((done) => setTimeout(done, 100));
      const during = health.filter((h) => h.at >= started);
      const acks = times.flatMap((t) => t.acks);
      const result = {
        ackP95Ms: Math.round(p95(acks)),
        panelP95Ms: Math.round(p95(times.map((t) => t.panelMs))),
        nextTurnP95Ms: Math.round(p95(times.map((t) => t.nextTurnMs))),
        missedAcks: times.reduce((sum, t) => sum + t.missed, 0) + acks.filter((ms) => ms > ACK_LIMIT_MS && ms < ACK_LIMIT_MS + 2_000).length,
        failedTurns: times.filter((t) => t.failed).length,
        lagMaxMs: Math.max(0, ...during.map((h) => h.lag)),
        standInLagMaxMs: Math.round(standIn.max / 1e6),
        rssMiB: Math.max(0, ...during.map((h) => h.rss)),
        movesPerSecond: Number((times.filter((t) => !t.failed).length / wall).toFixed(2)),
        imagesDrawn: health[health.length - 1].drawn - before.drawn,
        imagesReused: health[health.length - 1].reused - before.reused,
      };
      results[String(level)] = result;
      console.log(
        `${String(level).padStart(8)}  ${String(result.ackP95Ms).padStart(10)}  ${String(result.panelP95Ms).padStart(12)}  ${String(result.nextTurnP95Ms).padStart(16)}  ${String(result.missedAcks).padStart(11)}  ${String(result.failedTurns).padStart(14)}  ${String(result.lagMaxMs).padStart(10)}  ${String(result.standInLagMaxMs).padStart(24)}  ${String(result.rssMiB).padStart(7)}  ${String(result.movesPerSecond).padStart(7)}  ${String(result.imagesDrawn).padStart(12)}  ${String(result.imagesReused).padStart(6)}`,
      );
    }
    console.log(JSON.stringify({ levels: results }));
  } finally {
    bot.kill('SIGTERM');
    await new Promise((done) => bot.once('exit', done));
    await discord.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
