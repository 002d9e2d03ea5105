/**
 * `npm run bench:soak [-- --minutes 10] [--tables 8] [--compare <git ref>]`: the memory of a
 * long session. The playground as `npm start` starts it without a token (the local Discord in this
 * process, the real bot in its child process, compiled into `dist/` as `npm start` runs it, a SQLite
 * store in a temporary folder) is played by people as a
 * client would play it: each table (a channel) holds one person and AI seats, the four games in
 * turn; the person opens a game with its slash command, starts it, and on each of their turns
 * clicks Play and then the controls of their private panel (a choice among those shown, at a
 * person's pace), and a new game starts when one ends. Every 30 s it notes the resident memory
 * (RSS), the JavaScript heap in use and the memory outside it (external: buffers, images) of the
 * bot process and of this one (the local Discord and the page's server, with the players), this
 * one's committed V8 heap, and from the bot's health line each of its threads' committed heap and
 * external memory.
 *
 * Prints a table of the samples, the growth per 10 minutes after warm-up (a least-squares line
 * through the samples after the first three minutes; this process's split into its committed V8
 * heap and the rest of its RSS beyond V8 and external memory), and one JSON object as its last line:
 * {"bot":{"startMiB","peakMiB","endMiB","slopeMiBPer10Min","windowsMiB"},"playground":{…,
 * "committedSlopeMiBPer10Min","restSlopeMiBPer10Min"},"clicks","games"}, where `windowsMiB` are the
 * mean RSS of each 10 minutes after warm-up.
 *
 * `--compare <ref>` runs the same benchmark at the same time on another commit (checked out in a
 * temporary worktree, with this file copied into it) and prints both: a before and an after under
 * the same load of the machine. Its JSON line then holds both, by commit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeCustomId } from '../bot/custom-id.ts';
import { runAtCommit } from '../at-commit.ts';
import { HOSTED } from '../hosted.ts';
import { startPlayground, type Playground } from '../playground/playground.ts';
import type { FakeMessage, FakeUser, InteractionHandle, OptionValue } from '../playground/discord/fake-discord.ts';
import { readOptions, usageExit } from '../command-line.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Seconds between two samples. */
const SAMPLE_SECONDS = 30;
/** The samples before this are the warm-up, left out of the growth. */
const WARM_UP_MINUTES = 3;
/** A person's pause between two clicks, in ms (from, to). */
const THINK_MS = [500, 1500] as const;
/** Clicks a person makes in one panel before going back to the turn message. */
const PANEL_CLICKS = 12;
/** A game with no new message for this long is given up (resigned) and a new one opened. */
const STUCK_MS = 180_000;

/** The games played in turn, with the AI seats that fill each beside one person. */
const TABLES: readonly { readonly game: string; readonly options: Readonly<Record<string, OptionValue>> }[] = [
  { game: 'chacun', options: { bots: 1 } },
  { game: 'scrabble', options: { bots: 1, words: 'en' } },
  { game: 'jass', options: { bots: 3 } },
  { game: 'tchu', options: { bots: 1 } },
  { game: 'chacun', options: { bots: 2, bot_level: 'hard' } },
  { game: 'scrabble', options: { bots: 1, words: 'fr', bot_level: 'hard' } },
  { game: 'jass', options: { bots: 3, variant: 'schieber', bot_level: 'hard' } },
  { game: 'tchu', options: { bots: 1, bot_level: 'hard' } },
];

/** The controls of a private panel a person uses to play (never undo, resign, the log, a form to type in…). */
const PANEL_KINDS = new Set([
  'jass-card', 'jass-pass', 'jass-trump',
  'place', 'rotate', 'occupy', 'positions', 'retake', 'page',
  'scrabble-pass', 'scrabble-passok', 'scrabble-swap', 'scrabble-swapok',
  'tchu-card', 'tchu-extra', 'tchu-giveup', 'tchu-keep', 'tchu-open', 'tchu-pass', 'tchu-pay', 'tchu-payone', 'tchu-route', 'tchu-station', 'tchu-tickets',
]);
/** The buttons of a turn message that open a person's panel, or judge a word. */
const PLAY_KINDS = new Set(['play', 'scrabble-play', 'jass-play', 'tchu-play']);

/** One memory sample of a process, in MiB. */
interface Memory {
  readonly rss: number;
  readonly heap: number | null;
  readonly external: number | null;
  /**
   * The V8 heap the process holds (used or not) — the playground's only (MiB): with `external`,
   * what RSS owes to V8; the rest is native (SQLite, sockets, the allocator's free lists) and code.
   */
  readonly committed?: number | null;
}
/** One sample of both processes. */
interface Sample {
  readonly minutes: number;
  readonly bot: Memory;
  readonly playground: Memory;
  readonly clicks: number;
  readonly games: number;
  /** The bot's threads' own memory from its last health line (`threadsCell`), null from bots without it. */
  readonly threads?: string | null;
}

/** A control of a message that a person can use. */
interface Control {
  readonly customId: string;
  readonly kind: string;
  readonly select: { readonly values: readonly string[]; readonly min: number } | null;
}

function controlsOf(message: FakeMessage): Control[] {
  const found: Control[] = [];
  for (const row of message.components as unknown as { components?: Record<string, unknown>[] }[]) {
    for (const c of row.components ?? []) {
      if (typeof c.custom_id !== 'string' || c.disabled === true) continue;
      const id = decodeCustomId(c.custom_id);
      if (id === null) continue;
      if (c.type === 2) found.push({ customId: c.custom_id, kind: id.kind, select: null });
      else if (c.type === 3) {
        const options = (c.options as { value: string }[] | undefined) ?? [];
        if (options.length > 0) found.push({ customId: c.custom_id, kind: id.kind, select: { values: options.map((o) => o.value), min: Math.max(1, Number(c.min_values ?? 1)) } });
      }
    }
  }
  return found;
}

function isLobbyStart(customId: string): boolean {
  const id = decodeCustomId(customId);
  return id?.kind === 'lobby' && id.action === 'start';
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** The resident memory of a process, from /proc (MiB); null once it is gone. */
async function rssOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb === undefined ? null : Math.round((Number(kb) / 1024) * 10) / 10;
  } catch {
    return null;
  }
}

/**
 * The bot's entry point as `npm start` runs it: compiled into `dist/` first where the checkout has
 * src/cli/build.ts (a `--compare` commit from before it runs its TypeScript with tsx, as its own
 * `npm start` did).
 */
async function botMain(): Promise<string | undefined> {
  const builder = join(ROOT, 'src/cli/build.ts');
  if (!existsSync(builder)) return undefined;
  const { buildDist, DIST } = (await import(pathToFileURL(builder).href)) as { buildDist: () => Promise<number>; DIST: string };
  await buildDist();
  return join(DIST, 'main.js');
}

/** The pid of this process's child running `src/main.ts` or `dist/main.js` (the bot). */
async function botPid(): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (/main\.[jt]s/.test(cmdline)) return Number(entry);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return null;
}

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / points.length;
  const my = points.reduce((s, [, y]) => s + y, 0) / points.length;
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** What RSS holds beyond the V8 heap and its external memory (MiB); null without the committed heap. */
function rest(memory: Memory): number | null {
  return memory.committed === undefined || memory.committed === null || memory.external === null ? null : memory.rss - memory.committed - memory.external;
}

/** Growth per 10 minutes after warm-up of one figure of a process's samples (MiB); null when a sample lacks it. */
function growth(samples: readonly Sample[], figure: (sample: Sample) => number | null): number | null {
  const points: (readonly [number, number])[] = [];
  for (const s of samples) {
    if (s.minutes < WARM_UP_MINUTES) continue;
    const value = figure(s);
    if (value === null) return null;
    points.push([s.minutes, value]);
  }
  return Math.round(slope(points) * 10 * 10) / 10;
}

/**
 * The mean RSS of each 10 minutes after warm-up (MiB), the last window perhaps shorter: the samples
 * rise and fall with each garbage collection, so a level is read better from means than from any
 * two samples, and a slope over the whole run also counts what fills for a while and then stays
 * (the local Discord keeps the interactions of the last 30 minutes).
 */
function windows(samples: readonly Sample[], which: 'bot' | 'playground'): number[] {
  const sums: { total: number; count: number }[] = [];
  for (const s of samples) {
    if (s.minutes < WARM_UP_MINUTES) continue;
    const window = Math.floor((s.minutes - WARM_UP_MINUTES) / 10);
    sums[window] ??= { total: 0, count: 0 };
    sums[window].total += s[which].rss;
    sums[window].count += 1;
  }
  return [...sums].filter((sum) => sum !== undefined).map((sum) => Math.round(sum.total / sum.count));
}

/** What a process's samples say: start, peak, end and growth per 10 minutes after warm-up (RSS, MiB), and the mean of each 10 minutes after it. */
function summary(samples: readonly Sample[], which: 'bot' | 'playground'): { startMiB: number; peakMiB: number; endMiB: number; slopeMiBPer10Min: number; windowsMiB: number[] } {
  const rss = samples.map((s) => s[which].rss);
  return {
    startMiB: rss[0] ?? 0,
    peakMiB: Math.max(0, ...rss),
    endMiB: rss[rss.length - 1] ?? 0,
    slopeMiBPer10Min: growth(samples, (s) => s[which].rss) ?? 0,
    windowsMiB: windows(samples, which),
  };
}

/** The playground's growth split: its committed V8 heap and the rest of its RSS beyond V8 (MiB per 10 minutes). */
function playgroundSplit(samples: readonly Sample[]): { committedSlopeMiBPer10Min: number; restSlopeMiBPer10Min: number } | null {
  const committed = growth(samples, (s) => s.playground.committed ?? null);
  const beyond = growth(samples, (s) => rest(s.playground));
  return committed === null || beyond === null ? null : { committedSlopeMiBPer10Min: committed, restSlopeMiBPer10Min: beyond };
}

/** What one thread's memory reads as in the health line. */
interface ThreadLine {
  readonly heapCommittedMiB: number;
  readonly externalMiB: number;
}

/**
 * The bot's threads in a health line's `threads` field as one cell: each thread's committed heap
 * and, after '+', its external memory (MiB), the bot's own thread (m), then each render (r) and
 * AI (a) thread; null when the line has none.
 */
function threadsCell(line: string): string | null {
  const at = line.indexOf(' health {');
  if (at < 0) return null;
  const fields = JSON.parse(line.slice(at + ' health '.length)) as { threads?: { main: ThreadLine; render: ThreadLine[]; ai: ThreadLine[] } };
  if (fields.threads === undefined) return null;
  const one = (tag: string, thread: ThreadLine) => `${tag} ${thread.heapCommittedMiB}+${thread.externalMiB}`;
  const { main, render, ai } = fields.threads;
  return [one('m', main), ...render.map((thread) => one('r', thread)), ...ai.map((thread) => one('a', thread))].join(' ');
}

/** The table of samples. */
function table(samples: readonly Sample[]): string {
  const cell = (value: number | null) => (value === null ? '—' : value.toFixed(0));
  const header = ['min', 'bot RSS', 'bot heap', 'bot ext', 'bot threads', 'pg RSS', 'pg heap', 'pg committed', 'pg ext', 'pg rest', 'clicks', 'games'];
  const rows = samples.map((s) => [s.minutes.toFixed(1), cell(s.bot.rss), cell(s.bot.heap), cell(s.bot.external), s.threads ?? '—', cell(s.playground.rss), cell(s.playground.heap), cell(s.playground.committed ?? null), cell(s.playground.external), cell(rest(s.playground)), String(s.clicks), String(s.games)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padStart(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Counts of the session. */
interface Counts {
  clicks: number;
  /** Games opened. */
  games: number;
  /** Games that reached their end message. */
  ended: number;
  /** Games given up as stuck. */
  stuck: number;
  /** Clicks the bot refused or did not answer. */
  failed: number;
}

/** Sends an interaction and waits for its first answer and, for a deferred one, the message it fills; null if the bot did not answer. */
async function answered(handle: InteractionHandle): Promise<InteractionHandle | null> {
  try {
    const callback = await handle.callback(15_000);
    if ((callback as { type?: number }).type === 9) return handle; // a form opened: nothing to wait for
    await handle.reply(15_000);
    return handle;
  } catch {
    return null;
  }
}

/** The newest message of an answer (its reply, or its last follow-up) with controls. */
function panelOf(handle: InteractionHandle): FakeMessage | null {
  const messages = [handle.original(), ...handle.followUps()].filter((m): m is FakeMessage => m !== null && controlsOf(m).length > 0);
  return messages[messages.length - 1] ?? null;
}

/** One table: a person in their own channel, playing game after game until `until`. */
async function playTable(pg: Playground, index: number, until: number, counts: Counts): Promise<void> {
  const discord = pg.discord;
  const setup = TABLES[index % TABLES.length];
  const person: FakeUser = discord.createMember({ username: `soak${index}` });
  const channelId = discord.createTextChannel({ name: `soak-${index}` }).id;
  const locale = index % 2 === 0 ? 'en-US' : 'fr';
  const send = async (handle: InteractionHandle): Promise<InteractionHandle | null> => {
    counts.clicks++;
    const done = await answered(handle);
    if (done === null) counts.failed++;
    return done;
  };
  const clickOn = (message: FakeMessage, control: Control): Promise<InteractionHandle | null> => {
    const common = { user: person, messageId: message.id, customId: control.customId, locale };
    if (control.select === null) return send(discord.clickButton(common));
    const values = [...control.select.values].sort(() => Math.random() - 0.5).slice(0, control.select.min);
    return send(discord.selectMenu({ ...common, values }));
  };

  while (Date.now() < until) {
    // A new game: the slash command, then Start in the lobby.
    const opened = await send(discord.slashCommand({ user: person, channelId, name: setup.game, subcommand: 'new', options: setup.options, locale }));
    const lobby = opened?.original() ?? null;
    const start = lobby === null ? undefined : controlsOf(lobby).find((c) => isLobbyStart(c.customId));
    if (lobby === null || start === undefined) {
      await sleep(5_000);
      continue;
    }
    await think();
    await clickOn(lobby, start);
    counts.games++;
    let lastChange = Date.now();
    let lastSeen = '';
    for (;;) {
      if (Date.now() >= until) return;
      await think();
      const recent = discord.messages(channelId).slice(-6).filter((m) => m.authorId === discord.botUser.id);
      const newest = recent[recent.length - 1];
      const signature = `${newest?.id}:${newest?.revision ?? ''}`;
      if (signature !== lastSeen) {
        lastSeen = signature;
        lastChange = Date.now();
      }
      if (newest !== undefined && controlsOf(newest).some((c) => c.kind === 'export')) {
        counts.ended++;
        // Now and then a player looks at the replay of the game that ended.
        if (Math.random() < 0.3) {
          const replay = controlsOf(newest).find((c) => c.kind === 'replay');
          if (replay) await clickOn(newest, replay);
        }
        break;
      }
      if (Date.now() - lastChange > STUCK_MS) {
        counts.stuck++;
        const resign = await send(discord.slashCommand({ user: person, channelId, name: setup.game, subcommand: 'resign', locale }));
        const confirm = resign === null ? undefined : panelOf(resign);
        const yes = confirm ? controlsOf(confirm).find((c) => c.kind === 'resign') : undefined;
        if (confirm && yes) await clickOn(confirm, yes);
        break;
      }
      const turn = [...recent].reverse().find((m) => controlsOf(m).some((c) => PLAY_KINDS.has(c.kind) || c.kind === 'scrabble-judge'));
      if (turn === undefined || !turn.content.includes(`<@${person.id}>`)) continue;
      const judge = controlsOf(turn).find((c) => c.kind === 'scrabble-judge' && c.customId.includes('accept'));
      const play = controlsOf(turn).find((c) => PLAY_KINDS.has(c.kind));
      if (play === undefined) {
        if (judge) await clickOn(turn, judge);
        continue;
      }
      let answer = await clickOn(turn, play);
      let panel = answer === null ? null : panelOf(answer);
      for (let i = 0; i < PANEL_CLICKS && panel !== null; i++) {
        const choices = controlsOf(panel).filter((c) => PANEL_KINDS.has(c.kind));
        if (choices.length === 0) break;
        await think();
        const clicked = panel;
        answer = await clickOn(clicked, pick(choices));
        if (answer === null) break;
        // The panel changes in place (an update) or comes anew (a reply or a follow-up).
        panel = panelOf(answer) ?? discord.message(clicked.id) ?? null;
        if (panel !== null && panel.id === clicked.id && controlsOf(panel).length === 0) break;
      }
    }
  }
}

/** Runs the benchmark on this tree: the samples and the counts. */
async function soak(minutes: number, tables: number, say: (line: string) => void): Promise<{ samples: Sample[]; counts: Counts }> {
  const dir = await mkdtemp(join(tmpdir(), 'chacun-soak-'));
  const health: { heap: number; external: number | null; threads: string | null }[] = [];
  const main = await botMain();
  const pg = await startPlayground({
    ...(main === undefined ? {} : { botMain: main }),
    storeUrl: `sqlite://${join(dir, 'soak.sqlite')}`,
    env: { ...process.env, LOG_LEVEL: 'info', HEALTH_LOG_SECONDS: String(SAMPLE_SECONDS / 2), BOT_TURN_DELAY_MS: '500' },
    games: async () => HOSTED,
    onBotLine: (line) => {
      if (line.includes(' ERROR ')) say(`bot: ${line.slice(0, 300)}`);
      if (!line.includes('health')) return;
      const heap = /heapMiB[":= ]+(\d+)/.exec(line)?.[1];
      const external = /externalMiB[":= ]+(\d+)/.exec(line)?.[1];
      if (heap !== undefined) health.push({ heap: Number(heap), external: external === undefined ? null : Number(external), threads: threadsCell(line) });
    },
    onBotExit: (code) => say(`the bot stopped by itself (exit ${code})`),
  });
  const counts: Counts = { clicks: 0, games: 0, ended: 0, stuck: 0, failed: 0 };
  const samples: Sample[] = [];
  const started = Date.now();
  const until = started + minutes * 60_000;
  const pid = await botPid();
  const sample = async (): Promise<void> => {
    const own = process.memoryUsage();
    const last = health[health.length - 1];
    samples.push({
      minutes: (Date.now() - started) / 60_000,
      bot: { rss: (pid === null ? null : await rssOf(pid)) ?? 0, heap: last?.heap ?? null, external: last?.external ?? null },
      playground: { rss: mib(own.rss), heap: mib(own.heapUsed), external: mib(own.external), committed: mib(own.heapTotal) },
      clicks: counts.clicks,
      games: counts.games,
      threads: last?.threads ?? null,
    });
    const s = samples[samples.length - 1];
    say(`${s.minutes.toFixed(1)} min: bot ${s.bot.rss} MiB${s.threads === null ? '' : ` (threads ${s.threads})`}, playground ${s.playground.rss} MiB, ${s.clicks} clicks, ${s.games} games`);
  };
  await sample();
  const timer = setInterval(() => void sample(), SAMPLE_SECONDS * 1000);
  try {
    await Promise.all(Array.from({ length: tables }, (_, i) => playTable(pg, i, until, counts).catch((error: unknown) => say(`table ${i} stopped: ${String(error)}`))));
    await sample();
  } finally {
    clearInterval(timer);
    await pg.close();
    await rm(dir, { recursive: true, force: true });
  }
  return { samples, counts };
}

/** The printed result of one run. */
interface Result {
  readonly commit: string;
  readonly samples: Sample[];
  readonly counts: Counts;
}

function report(result: Result): Record<string, unknown> {
  return { bot: summary(result.samples, 'bot'), playground: { ...summary(result.samples, 'playground'), ...playgroundSplit(result.samples) }, clicks: result.counts.clicks, games: result.counts.games, ended: result.counts.ended, stuck: result.counts.stuck, failed: result.counts.failed };
}

function print(result: Result): void {
  const r = report(result);
  process.stdout.write(`\ncommit ${result.commit}: ${result.counts.clicks} clicks, ${result.counts.games} games opened, ${result.counts.ended} ended, ${result.counts.stuck} given up, ${result.counts.failed} clicks unanswered\n`);
  process.stdout.write(`${table(result.samples)}\n`);
  const bot = r.bot as ReturnType<typeof summary>;
  const playground = r.playground as ReturnType<typeof summary>;
  const split = playgroundSplit(result.samples);
  const parts = split === null ? '' : ` (committed V8 heap ${split.committedSlopeMiBPer10Min} MiB, beyond V8 ${split.restSlopeMiBPer10Min} MiB)`;
  process.stdout.write(`growth after ${WARM_UP_MINUTES} min (RSS, per 10 min): bot ${bot.slopeMiBPer10Min} MiB, playground ${playground.slopeMiBPer10Min} MiB${parts}\n`);
  process.stdout.write(`RSS by 10 minutes after ${WARM_UP_MINUTES} min (mean, MiB): bot ${bot.windowsMiB.join(' · ')}; playground ${playground.windowsMiB.join(' · ')}\n`);
}

/** Runs this file on another commit, in a temporary worktree; its result. */
async function runAt(ref: string, minutes: number, tables: number): Promise<Result> {
  return JSON.parse(await runAtCommit(ref, import.meta.filename, ['--minutes', String(minutes), '--tables', String(tables), '--json-only'])) as Result;
}

function commitOf(ref: string): string {
  return execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
}

const USAGE = 'npm run bench:soak [-- --minutes M] [--tables T] [--compare REF] [--json-only]';

async function main(): Promise<void> {
  const values = readOptions(USAGE, { minutes: { type: 'string', default: '10' }, tables: { type: 'string', default: '8' }, compare: { type: 'string' }, 'json-only': { type: 'boolean', default: false } });
  const minutes = Number(values.minutes);
  const tables = Number(values.tables);
  if (!(minutes > 0 && minutes <= 24 * 60)) usageExit(USAGE, '--minutes must be a number of minutes above 0 (24 hours at most)');
  if (!(Number.isInteger(tables) && tables >= 1 && tables <= 64)) usageExit(USAGE, '--tables must be a whole number from 1 to 64');
  const say = (line: string) => process.stderr.write(`${line}\n`);
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  say(`load average at start: ${load()}`);
  // '+': this checkout has changes not committed yet (a run beside HEAD itself is then told apart).
  const here = commitOf('HEAD') + (execFileSync('git', ['-C', ROOT, 'status', '--porcelain', 'src'], { encoding: 'utf8' }).trim() === '' ? '' : '+');
  const other = values.compare === undefined ? null : runAt(values.compare, minutes, tables);
  const own = await soak(minutes, tables, values['json-only'] ? (line) => say(`[${here}] ${line}`) : say);
  const result: Result = { commit: here, ...own };
  if (values['json-only']) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const before = other === null ? null : await other;
  say(`load average at end: ${load()}`);
  if (before !== null) print(before);
  print(result);
  const line = before === null ? report(result) : { [before.commit]: report(before), [result.commit]: report(result) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

await main();
