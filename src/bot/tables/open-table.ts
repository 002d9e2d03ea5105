/**
 * A table the bot opens by itself for people who asked for it (a rematch, the queue for a game, a
 * tournament's round): a thread, the lobby with every seat taken, the start and the first turn,
 * in one call that can be made again. Where it stands is kept in the store (`table:<key>`) before
 * anything is made, and after each step, so that a retry or a restart in the middle finishes the
 * one table rather than opening a second.
 */
import { createHash } from 'node:crypto';
import { ChannelType, ThreadAutoArchiveDuration } from 'discord.js';
import { joinNames } from '../../i18n/lists.ts';
import { t } from '../../i18n/catalog.ts';
import { isLocale, type Locale } from '../../i18n/locale.ts';
import type { SessionResult, TableSeat } from '../../session/manager.ts';
import { refuse, type SessionError } from '../../session/errors.ts';
import { checkTable } from '../../session/lobby.ts';
import { KeyedQueue } from '../../session/queue.ts';
import type { ClockSettings } from '../../session/schedule.ts';
import { TABLE_KEY_PATTERN, type GameSession } from '../../session/session.ts';
import { memoryStore, type GameStore } from '../../session/store.ts';
import { ok } from '../../result.ts';
import { clip, escapeMarkdown, toCreate } from '../chrome/common.ts';
import { perBot, type BotContext } from '../context.ts';
import { beginGame } from '../lobby/shared.ts';
import { lobbyStartedView } from '../lobby/view.ts';
import { sendableChannel } from '../sendable.ts';

/** A table to open: which game, where, for whom in which order, with which options; `key` makes it happen once. */
export interface TableRequest {
  /** A hosted game's id. */
  readonly game: string;
  readonly guildId: string | null;
  /** The text channel where the table goes (its thread's parent, or the channel played in). */
  readonly channelId: string;
  /**
   * A new thread of `channelId` named so (null: the game is played in `channelId` itself). Where
   * no thread can be made (a thread itself, no right to make one), the game goes to `orIn` (the
   * channel, or another thread of it) if given, else the table is refused.
   */
  readonly thread: { readonly name: string; readonly orIn?: string } | null;
  /** The language of the game's public messages. */
  readonly locale: string;
  /** The game's options (as NewLobby.options); missing ones take their defaults. */
  readonly options: Readonly<Record<string, string | number>>;
  /** Reminders and time limit, as NewLobby.clock (absent: the defaults). */
  readonly clock?: ClockSettings;
  /** The seats in order: the first takes the game's first seat (the first in the order of play). */
  readonly seats: readonly TableSeat[];
  /**
   * Opening twice with one key (a retry, a restart) opens one table; stored with the game
   * (GameSession.table): 'rematch:<gameId>', 'lfg:<…>', 'tournament:<id>:<round>:<table>'.
   */
  readonly key: string;
  /** The first message of the table (above the order of play), mentioning its people; absent: their mentions. */
  readonly intro?: string;
}

/** Where a table was opened: the channel or thread it is played in, and its game. */
export interface OpenedTable {
  readonly channelId: string;
  readonly gameId: string;
}


/** Where a table's opening stands, as the store keeps it. */
interface TableRecord {
  readonly request: TableRequest;
  /** The channel or thread it is played in, once known (the thread once made). */
  readonly channelId?: string;
  /** Whether the bot made that thread (taken back if the table cannot be seated after all). */
  readonly threadMade?: boolean;
  readonly gameId?: string;
  /** Whether its first message was posted (or given up on). */
  readonly introduced?: boolean;
  readonly done?: boolean;
}

const recordKey = (key: string): string => `table:${key}`;
const pendingKey = (guildId: string | null): string => `tables-pending:${guildId ?? 'dm'}`;

/** The store and queues of a bot's tables (one per session manager). */
interface Tables {
  readonly store: GameStore;
  readonly queue: KeyedQueue;
}

const tablesByManager = new WeakMap<object, Tables>();

function tablesOf(ctx: BotContext): Tables {
  // A context made by hand (tests) has no store: tables are then remembered for the process only.
  return perBot(tablesByManager, ctx, (bot) => ({ store: bot.store ?? memoryStore(), queue: new KeyedQueue() }));
}

/** A stored record, checked enough to be followed; null for anything else. */
function parseRecord(value: unknown, key: string): TableRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<TableRecord>;
  const request = record.request;
  if (typeof request !== 'object' || request === null || request.key !== key || typeof request.game !== 'string' || typeof request.channelId !== 'string') return null;
  if (!Array.isArray(request.seats) || typeof request.options !== 'object' || typeof request.locale !== 'string') return null;
  if (record.channelId !== undefined && typeof record.channelId !== 'string') return null;
  if (record.gameId !== undefined && typeof record.gameId !== 'string') return null;
  return record as TableRecord;
}

/**
 * Opens a table: a thread of the channel (or the channel itself), the lobby with every seat
 * (people and AI players, in the order given), the start as its first person, a first message
 * naming the players in their order of play, then the first turn, announced as a start from the
 * lobby announces it (`beginGame`). Idempotent by `key`: a table already opened with that key is
 * given back as it is, one opened halfway (a failure, a restart) is finished from where it
 * stopped; the request stored first is the one followed. A request the game cannot seat, or a
 * channel where the game cannot go, is refused before anything is made (a thread made for
 * nothing is deleted). Refusals are a code of the session layer (the table cannot be seated as
 * asked, a game is open in the channel, the store failed) or one of `UNKNOWN_GAME`,
 * `BAD_TABLE_KEY`, `NO_THREAD` (no thread could be made there and no `orIn` was given).
 */
export function openTable(ctx: BotContext, request: TableRequest): Promise<SessionResult<OpenedTable>> {
  const tables = tablesOf(ctx);
  return tables.queue.run(request.key, async () => {
    if (!TABLE_KEY_PATTERN.test(request.key)) return refuse('BAD_TABLE_KEY', `bad table key ${request.key}`);
    const read = await tables.store.get(recordKey(request.key));
    if (!read.ok) return refuse('STORE_UNAVAILABLE', read.error.message);
    const known = read.value === undefined || read.value === null ? null : parseRecord(read.value, request.key);
    if (known?.done === true && known.channelId !== undefined && known.gameId !== undefined) return ok({ channelId: known.channelId, gameId: known.gameId });
    let record: TableRecord;
    if (known !== null) {
      record = known;
    } else {
      const checked = checkRequest(ctx, request);
      if (!checked.ok) return checked;
      record = { request };
      const written = await tables.store.set(recordKey(request.key), record);
      if (!written.ok) return refuse('STORE_UNAVAILABLE', written.error.message);
      await changePending(tables, request.guildId, request.key, true);
    }
    return finish(ctx, tables, record);
  });
}

/** Whether a request names a hosted game and a table it can seat. */
function checkRequest(ctx: BotContext, request: TableRequest): SessionResult<void> {
  const game = ctx.games.get(request.game);
  if (game === undefined) return refuse('UNKNOWN_GAME', `no game ${request.game}`);
  const checked = checkTable(game, request.seats, request.options);
  return checked.ok ? ok(undefined) : checked;
}

/** Follows a table's steps from where its record stands: the place, the lobby, the start and first message, the first turn. */
async function finish(ctx: BotContext, tables: Tables, first: TableRecord): Promise<SessionResult<OpenedTable>> {
  let record = first;
  const { request } = record;
  const save = async (next: TableRecord): Promise<SessionResult<void>> => {
    const written = await tables.store.set(recordKey(request.key), next);
    if (!written.ok) return refuse('STORE_UNAVAILABLE', written.error.message);
    record = next;
    return ok(undefined);
  };
  const giveUp = async (error: SessionError): Promise<SessionResult<OpenedTable>> => {
    if (record.threadMade === true && record.channelId !== undefined) await deleteThread(ctx, record.channelId);
    const deleted = await tables.store.delete(recordKey(request.key));
    if (!deleted.ok) ctx.log.warn('refused table left in the store', { key: request.key, code: deleted.error.code });
    await changePending(tables, request.guildId, request.key, false);
    ctx.log.info('table not opened', { key: request.key, code: error.code, detail: error.message });
    return { ok: false, error };
  };

  // The place: the thread is made once, its id kept at once.
  if (record.channelId === undefined) {
    const thread = request.thread === null ? null : await makeThread(ctx, request.channelId, request.thread.name);
    const orIn = request.thread?.orIn;
    if (request.thread !== null && thread === null && orIn === undefined) return giveUp(refuse('NO_THREAD', `no thread made in ${request.channelId}`).error);
    const saved = await save({ ...record, channelId: thread ?? orIn ?? request.channelId, ...(thread === null ? {} : { threadMade: true }) });
    if (!saved.ok) return saved;
  }
  const channelId = record.channelId as string;

  // The lobby, every seat taken: found again by its key if it was made before the record knew it.
  let session: GameSession;
  if (record.gameId === undefined) {
    const open = await ctx.manager.get(channelId);
    if (open.ok && open.value.session.table === request.key) {
      session = open.value.session;
    } else {
      const created = await ctx.manager.createTable({
        game: request.game,
        guildId: request.guildId,
        channelId,
        ...(channelId === request.channelId ? {} : { parentChannelId: request.channelId }),
        locale: request.locale,
        seats: request.seats,
        options: request.options,
        ...(request.clock === undefined ? {} : { clock: request.clock }),
        table: request.key,
      });
      if (!created.ok) return created.error.code === 'STORE_UNAVAILABLE' || created.error.code === 'STORE_UNCERTAIN' ? created : giveUp(created.error);
      session = created.value.session;
      ctx.log.info('table opened', { key: request.key, game: session.id, channel: channelId });
    }
    const saved = await save({ ...record, gameId: session.id });
    if (!saved.ok) return saved;
  } else {
    const loaded = await ctx.manager.getGame(record.gameId);
    if (!loaded.ok) return loaded;
    session = loaded.value.session;
  }

  // The start, as its first person, and the table's first message; or that message alone if the start was made before.
  if (session.status === 'lobby') {
    const started = await beginGame(ctx, channelId, { userId: session.createdBy, gameId: session.id }, (begun) => introduce(ctx, request, begun));
    if (!started.ok) return started;
    session = started.value.session;
    const saved = await save({ ...record, introduced: true });
    if (!saved.ok) return saved;
  } else if (record.introduced !== true) {
    await introduce(ctx, request, session);
    const saved = await save({ ...record, introduced: true });
    if (!saved.ok) return saved;
  }

  // The first turn, as after a start from the lobby (posted once whatever the retries: see Announcer.due).
  await ctx.announcer.due(channelId, session.id);
  const saved = await save({ ...record, done: true });
  if (!saved.ok) return saved;
  await changePending(tables, request.guildId, request.key, false);
  return ok({ channelId, gameId: session.id });
}

/** A new public thread of a text channel, or null (logged) where none can be made. */
async function makeThread(ctx: BotContext, parentId: string, name: string): Promise<string | null> {
  try {
    const parent = ctx.client.channels.cache.get(parentId) ?? (await ctx.client.channels.fetch(parentId));
    if (parent === null || parent.type !== ChannelType.GuildText) return null;
    const thread = await parent.threads.create({ name: clip(name, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneDay, type: ChannelType.PublicThread });
    return thread.id;
  } catch (error) {
    ctx.log.warn('thread not created for a table', { channel: parentId, error });
    return null;
  }
}

/** Deletes a thread the bot made for a table that was not seated after all. */
async function deleteThread(ctx: BotContext, threadId: string): Promise<void> {
  try {
    const thread = ctx.client.channels.cache.get(threadId) ?? (await ctx.client.channels.fetch(threadId));
    if (thread !== null && thread.isThread()) await thread.delete();
  } catch (error) {
    ctx.log.debug('thread of a refused table left', { thread: threadId, error });
  }
}

/** The nonce of a table's first message: one message whatever the retries within Discord's few minutes. */
function introNonce(key: string): string {
  return 'o' + createHash('sha256').update(`table:${key}`).digest('base64url').slice(0, 24);
}

/** The people of a table, mentioned, in seat order. */
function tableMentions(seats: readonly TableSeat[], locale: Locale): string {
  return joinNames(
    seats.flatMap((seat) => ('userId' in seat ? [`<@${seat.userId}>`] : [])),
    locale,
  );
}

/** Posts a table's first message: its intro (the people mentioned) above the players in their order of play. */
async function introduce(ctx: BotContext, request: TableRequest, session: GameSession): Promise<void> {
  const locale: Locale = isLocale(request.locale) ? request.locale : 'en';
  const people = request.seats.flatMap((seat) => ('userId' in seat ? [seat.userId] : []));
  const content = request.intro ?? t(locale, 'table.intro', { players: tableMentions(request.seats, locale), game: escapeMarkdown(ctx.games.get(session.game)?.name ?? session.game) });
  const view = { ...lobbyStartedView(ctx.games.pluginOf(session.game), session), content: clip(content, 2000), mentions: people };
  const channel = await sendableChannel(ctx.client, ctx.log, session.channelId);
  if (channel === null) return;
  try {
    await channel.send({ ...toCreate(view), nonce: introNonce(request.key), enforceNonce: true });
  } catch (error) {
    // The game goes on: its turn messages mention whoever is to play.
    ctx.log.warn('first message of a table not posted', { key: request.key, game: session.id, error });
  }
}

/** Adds a key to (or takes it off) the list of a server's tables being opened, read at start-up to finish them. */
async function changePending(tables: Tables, guildId: string | null, key: string, add: boolean): Promise<void> {
  await tables.queue.run(pendingKey(guildId), async () => {
    const read = await tables.store.get(pendingKey(guildId));
    const keys = read.ok && Array.isArray(read.value) ? read.value.filter((k): k is string => typeof k === 'string') : [];
    const next = add ? [...new Set([...keys, key])] : keys.filter((k) => k !== key);
    if (next.length === keys.length && next.every((k, i) => k === keys[i])) return;
    await (next.length === 0 ? tables.store.delete(pendingKey(guildId)) : tables.store.set(pendingKey(guildId), next));
  });
}

/**
 * Finishes the tables of some servers whose opening a stop of the bot interrupted (read from the
 * list kept for it): each is followed from where it stopped. Returns how many were finished.
 */
export async function resumeTables(ctx: BotContext, guildIds: readonly (string | null)[]): Promise<number> {
  const tables = tablesOf(ctx);
  let finished = 0;
  for (const guildId of guildIds) {
    const read = await tables.store.get(pendingKey(guildId));
    if (!read.ok || !Array.isArray(read.value)) continue;
    for (const key of read.value) {
      if (typeof key !== 'string') continue;
      const stored = await tables.store.get(recordKey(key));
      const record = stored.ok ? parseRecord(stored.value, key) : null;
      if (record === null) {
        if (stored.ok) await changePending(tables, guildId, key, false);
        continue;
      }
      const opened = await openTable(ctx, record.request);
      if (opened.ok) finished++;
      else ctx.log.warn('table not finished after a restart', { key, code: opened.error.code });
    }
  }
  return finished;
}

/** The table a key opened, once it is open (for a caller that lost track of it); null otherwise. */
export async function openedTable(ctx: BotContext, key: string): Promise<OpenedTable | null> {
  const read = await tablesOf(ctx).store.get(recordKey(key));
  const record = read.ok ? parseRecord(read.value, key) : null;
  return record?.done === true && record.channelId !== undefined && record.gameId !== undefined ? { channelId: record.channelId, gameId: record.gameId } : null;
}
