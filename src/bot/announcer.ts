import { createHash } from 'node:crypto';
import { DiscordAPIError, PermissionFlagsBits, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from 'discord.js';
import { sendableChannel } from './sendable.ts';
import { t } from '../i18n/catalog.ts';
import type { Logger } from '../log.ts';
import type { LoadedSession, SessionManager } from '../session/manager.ts';
import { KeyedQueue } from '../session/queue.ts';
import { isActive, isAiSeat, seatOfKey, type GameSession, type TurnMemo } from '../session/session.ts';
import { joinNames } from '../i18n/lists.ts';
import { drawOrNull, forTheChannel, type ImageService } from './images.ts';
import type { HostedGames } from './hosting.ts';
import { MESSAGE_ROLES } from './message-roles.ts';
import { commandMention } from './mentions.ts';
import { decodeCustomId, gameIdSpecs } from './custom-id.ts';
import { adaptToChannel, BRAND_COLOR, escapeMarkdown, FULL_CAPS, gameLocale, toCreate, type ChannelCaps, type View } from './chrome/common.ts';

/**
 * What an announcement did: posted a message, found nothing due, could not read the game from the
 * store, or could not post (Discord, permissions). The last two are tried again later, by themselves.
 */
export type AnnounceStatus = 'posted' | 'nothing' | 'storeFailed' | 'failed';

/** Waits before a failed announcement is tried again, in ms; after the last, it waits for the game's next change or a restart. */
export const ANNOUNCE_RETRY_MS: readonly number[] = [2_000, 10_000, 30_000, 60_000, 120_000, 300_000];

/** How many of a channel's newest messages are read when looking for stray turn messages (one request). */
export const STRAY_SCAN_LIMIT = 50;

/** Games whose channels the clean-up after a start looks at at once (the others wait their turn). */
const STRAY_SCANS_AT_ONCE = 4;

/**
 * Test-only (test/bot/crash.test.ts): with BOT_TEST_SIGKILL_AFTER_TURN_POST=1 the process
 * kills itself right after posting a turn message, before recording its id.
 */
const SIGKILL_AFTER_TURN_POST = process.env.BOT_TEST_SIGKILL_AFTER_TURN_POST === '1';

/**
 * The nonce a game's turn message (`turnKey`) or end message (null) is posted with: Discord
 * gives back the message already made with it in the channel in the last few minutes instead of
 * posting it twice (a restart that lost the message's id, a retried request). The same stored
 * game gives the same nonce. A turn is named by its key, the move number and the undos so far:
 * a key that comes back (after an undo; Jass's when a seat is handed to an AI) is a new message,
 * the first one having lost its buttons. 25 characters, Discord's most.
 */
export function announcementNonce(session: GameSession, turnKey: number | null): string {
  const undos = session.undoNotes ?? [];
  const what = turnKey === null ? 'end' : `turn:${turnKey}:${session.moveNumber}:${undos.length}:${undos[undos.length - 1]?.at ?? 0}`;
  return (turnKey === null ? 'e' : 't') + createHash('sha256').update(`${session.id}:${what}`).digest('base64url').slice(0, 24);
}

/**
 * The key of the turn memo where the platform notes the AI seats a turn message was about (a
 * bit per index in `session.seats`): their turn message says they are thinking, which is no
 * longer true once the turn is over. Games keep their own keys beside it.
 */
const AI_TURN_MEMO_KEY = 'platformAiSeats';

/**
 * The key of the turn memo where the platform notes how many lines it added at the end of the turn
 * message (`turnNotes`: the seats whose players are away, when the move is due), so that they can
 * be put right in place when a player's away time begins or ends during the turn, or the move's
 * time starts again (a step of the same turn, an undo).
 */
const NOTES_MEMO_KEY = 'platformNoteLines';

/** The key of the turn memo holding a digest of those lines: they are edited only when they change. */
const NOTES_DIGEST_KEY = 'platformNoteDigest';

/** The key of the turn memo set when the last of those lines says when the move is due: it goes once the turn is over. */
const DEADLINE_MEMO_KEY = 'platformDeadline';

/** The lines the platform adds below a turn message, and whether the last of them is the move's deadline. */
export interface TurnNotes {
  readonly lines: readonly string[];
  readonly deadline: boolean;
}

/** A digest of a turn message's notes (FNV-1a, 32 bits), for the memo (numbers only). */
function notesDigest(lines: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of lines.join('\n')) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/** The memo's entries for a turn message's notes (none when there are none). */
function notesMemo(notes: TurnNotes): Record<string, number> {
  if (notes.lines.length === 0) return {};
  return { [NOTES_MEMO_KEY]: notes.lines.length, [NOTES_DIGEST_KEY]: notesDigest(notes.lines), ...(notes.deadline ? { [DEADLINE_MEMO_KEY]: 1 } : {}) };
}

/** A memo without the notes' entries. */
function withoutNotes(memo: TurnMemo): TurnMemo {
  const rest: Record<string, number> = { ...memo };
  for (const key of [NOTES_MEMO_KEY, NOTES_DIGEST_KEY, DEADLINE_MEMO_KEY]) delete rest[key];
  return rest as TurnMemo;
}

/** The AI seats a turn is about, as a memo value: all the seats to act when none is a person's, else 0. */
function aiTurnMask(session: GameSession, toAct: readonly string[]): number {
  const seats = toAct.map((key) => seatOfKey(session, key));
  if (seats.length === 0 || !seats.every((seat) => seat !== undefined && isAiSeat(seat))) return 0;
  return seats.reduce((mask, seat) => mask | (1 << session.seats.indexOf(seat!)), 0);
}

/**
 * What a retired turn message says once its turn is over: an AI's turn, that it has played (in
 * place of "is thinking…"); a person's, nothing (its call to play, "@Alice, your turn!", the
 * table judge's "accept or contest", and the lines the platform added below them, would stay
 * untrue for good): the message is then its embed alone, the record of that turn.
 */
function retiredTurnContent(session: GameSession, memo: TurnMemo | null): string {
  const mask = memo?.[AI_TURN_MEMO_KEY] ?? 0;
  const names = session.seats.filter((_, i) => (mask & (1 << i)) !== 0).map((seat) => escapeMarkdown(seat.player.name));
  if (names.length === 0) return '';
  return t(gameLocale(session), 'turn.aiPlayed', { players: joinNames(names, gameLocale(session)), count: names.length });
}

/** A turn message's text with the platform's lines below it. */
function withNotes(content: string, notes: readonly string[]): string {
  return [content, ...notes].filter((line) => line !== '').join('\n');
}

/** Every custom id in a message's components (rows, and the nested ones of components v2). */
function customIdsIn(components: unknown): string[] {
  if (Array.isArray(components)) return components.flatMap(customIdsIn);
  if (typeof components !== 'object' || components === null) return [];
  const ids = Object.values(components).filter((value) => typeof value === 'object').flatMap(customIdsIn);
  const own = (components as { custom_id?: unknown }).custom_id;
  return typeof own === 'string' ? [own, ...ids] : ids;
}

/** Details the stored game does not hold, for the public text. */
export interface AnnounceContext {
  /** Who stopped the game, for an aborted one. */
  readonly by?: string;
  /** The game as the change to announce stored it: no need to read it again. */
  readonly loaded?: LoadedSession;
}

/** Whether the bot may attach files and embed links in a channel (assumed, when it cannot tell). */
export function channelCaps(client: Client, channel: SendableChannels): ChannelCaps {
  if (!('permissionsFor' in channel) || client.user === null) return FULL_CAPS;
  const permissions = channel.permissionsFor(client.user);
  if (permissions === null) return FULL_CAPS;
  return { files: permissions.has(PermissionFlagsBits.AttachFiles), embeds: permissions.has(PermissionFlagsBits.EmbedLinks) };
}

/**
 * The public side of the games: posts each turn message and the end of each game, once, in
 * order per channel, and takes the buttons off the turn message before. It works from what is
 * stored, so that it can be asked again at any time (after a restart too) and only posts what
 * is due. Posting never breaks a game: a failure is logged and reported to the caller.
 */
export class Announcer {
  private readonly queue = new KeyedQueue();
  private readonly listeners: ((channelId: string, gameId: string, loaded: LoadedSession | null) => void)[] = [];
  /** Retries waiting, by game: the timer and how many were made. */
  private readonly retries = new Map<string, { timer: NodeJS.Timeout | null; attempt: number }>();
  /** Games whose stray turn messages are looked for once their current turn is announced. */
  private readonly strayChecks = new Set<string>();
  /** Clean-ups of stray turn messages waiting for their turn (not yet in a channel's queue). */
  private strayScansWaiting = 0;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly manager: SessionManager,
    private readonly games: HostedGames,
    private readonly images: ImageService,
    private readonly log: Logger,
    private readonly retryMs: readonly number[] = ANNOUNCE_RETRY_MS,
  ) {}

  /**
   * Posts what is due for a game: the message of the turn under way, or of its end. Then tells
   * the listeners. `context.loaded` is the game as a change just stored it (no read then); an
   * announcement of a move the game has since gone past posts nothing (the later one will).
   */
  async due(channelId: string, gameId: string, context: AnnounceContext = {}): Promise<AnnounceStatus> {
    let seen: LoadedSession | null = null;
    const status = await this.queue.run(channelId, async () => {
      try {
        const loaded = await this.load(gameId, context.loaded);
        if (loaded === null) return 'storeFailed' as const;
        if (loaded === 'outdated') return 'nothing' as const;
        const status = await this.announce(channelId, loaded, context);
        // Passed by a later move meanwhile: listeners read the game themselves (the later announcement follows).
        seen = this.manager.isOutdated(gameId, loaded.session.moveNumber) ? null : loaded;
        return status;
      } catch (error) {
        this.log.error('announcement failed', { game: gameId, channel: channelId, error });
        return 'failed' as const;
      }
    });
    if (status === 'storeFailed' || status === 'failed') this.retryLater(channelId, gameId);
    else {
      this.retries.delete(gameId);
      if (this.strayChecks.has(gameId)) void this.clearStrays(channelId, gameId);
    }
    for (const listener of this.listeners) listener(channelId, gameId, seen);
    return status;
  }

  /**
   * Tries a failed announcement again after a while (a store that did not answer, Discord down):
   * what is due is worked out from the store then, so a retry never posts twice. A success or a
   * later announcement of the game ends the retries.
   */
  private retryLater(channelId: string, gameId: string): void {
    const entry = this.retries.get(gameId) ?? { timer: null, attempt: 0 };
    if (this.stopped || entry.timer !== null || entry.attempt >= this.retryMs.length) return;
    const delay = this.retryMs[entry.attempt];
    entry.attempt++;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      this.log.info('announcement tried again', { game: gameId, channel: channelId, attempt: entry.attempt });
      void this.due(channelId, gameId);
    }, delay);
    entry.timer.unref?.();
    this.retries.set(gameId, entry);
  }

  /**
   * Looks at a channel's game again a little later and announces what is due (a write whose
   * outcome was unknown may have landed): tried again like any failed announcement.
   */
  checkLater(channelId: string, attempt = 0): void {
    if (this.stopped || attempt >= this.retryMs.length) return;
    const timer = setTimeout(() => {
      void this.manager.get(channelId).then((loaded) => {
        if (loaded.ok) void this.due(channelId, loaded.value.session.id);
        else if (loaded.error.code === 'STORE_UNAVAILABLE') this.checkLater(channelId, attempt + 1);
      });
    }, this.retryMs[attempt]);
    timer.unref?.();
  }

  /** Cancels the retries waiting (shutdown: after a restart, every game under way is announced again anyway). */
  stop(): void {
    this.stopped = true;
    for (const entry of this.retries.values()) if (entry.timer !== null) clearTimeout(entry.timer);
    this.retries.clear();
  }

  /** Calls a function after each announcement of a game (posted or not): the AI turns start from there. */
  onAnnounced(listener: (channelId: string, gameId: string, loaded: LoadedSession | null) => void): void {
    this.listeners.push(listener);
  }

  /** Posts a short public notice about a game, in order with its other announcements. */
  notice(session: GameSession, text: string): Promise<AnnounceStatus> {
    return this.queue.run(session.channelId, async () => {
      const posted = await this.post(session.channelId, session, { embeds: [{ description: text, color: BRAND_COLOR }], components: [] });
      return posted === null ? 'failed' : 'posted';
    });
  }

  /** Resolves once every announcement and clean-up queued so far is done (clean shutdown). */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0 || this.strayScansWaiting > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /**
   * After a start: takes the buttons off the stray turn messages of running games (see
   * clearStrays), a few channels at a time so that a start with many games does not flood
   * Discord or hold up the announcements. Returns how many messages lost their buttons.
   */
  async clearStraysAfterStart(games: readonly { readonly channelId: string; readonly gameId: string }[]): Promise<number> {
    let next = 0;
    let cleared = 0;
    this.strayScansWaiting += games.length;
    const scan = async (): Promise<void> => {
      while (next < games.length) {
        const { channelId, gameId } = games[next++];
        const scanned = this.stopped ? Promise.resolve(0) : this.clearStrays(channelId, gameId);
        this.strayScansWaiting--;
        cleared += await scanned;
      }
    };
    await Promise.all(Array.from({ length: Math.min(STRAY_SCANS_AT_ONCE, games.length) }, scan));
    return cleared;
  }

  /**
   * Takes the buttons off a game's stray turn messages: the bot's own messages among the
   * channel's newest that carry the game's own controls (only turn messages do: the platform's
   * votes, replays and end messages carry the platform's) and are not its recorded turn message.
   * A crash between posting a turn message and recording its id leaves such a message. An ended
   * game keeps no turn message with buttons. While the current turn is not announced yet (its
   * announcement failed and waits for a retry, which may get a stray back through its nonce),
   * the game is looked at again after its next announcement. Runs in the channel's queue.
   */
  clearStrays(channelId: string, gameId: string): Promise<number> {
    this.strayChecks.delete(gameId);
    return this.queue.run(channelId, async () => {
      const loaded = await this.manager.getGame(gameId);
      if (!loaded.ok) {
        this.log.warn('stray turn messages not looked for', { game: gameId, code: loaded.error.code });
        return 0;
      }
      const { session, state } = loaded.value;
      if (session.status === 'lobby' || state === null) return 0;
      if (isActive(session) && session.turnMemo?.turn !== this.games.discordOf(session.game).announcements.turnKey({ session, state })) {
        this.strayChecks.add(gameId);
        return 0;
      }
      return this.sweep(channelId, gameId, isActive(session) ? session.messageIds[MESSAGE_ROLES.turn] : undefined);
    });
  }

  /**
   * Whether a game as a change just stored it has something for the channel: its end, or a turn
   * its last turn message is not about (the test `due` posts by). Mid-turn steps have not.
   */
  isDue(loaded: LoadedSession): boolean {
    const { state } = loaded;
    const session = this.manager.annotated(loaded.session);
    if (session.status === 'lobby' || state === null) return false;
    if (!isActive(session)) return session.messageIds[MESSAGE_ROLES.end] === undefined;
    return session.turnMemo?.turn !== this.games.discordOf(session.game).announcements.turnKey({ session, state });
  }

  /** The game to announce: as handed over (with the newest message ids), else read; 'outdated' if it moved on since. */
  private async load(gameId: string, handed: LoadedSession | undefined): Promise<LoadedSession | 'outdated' | null> {
    if (handed !== undefined) {
      if (this.manager.isOutdated(gameId, handed.session.moveNumber)) return 'outdated';
      return { session: this.manager.annotated(handed.session), state: handed.state };
    }
    const loaded = await this.manager.getGame(gameId);
    if (!loaded.ok) {
      this.log.warn('cannot announce', { game: gameId, code: loaded.error.code, detail: loaded.error.message });
      return null;
    }
    return loaded.value;
  }

  private async announce(channelId: string, loaded: LoadedSession, context: AnnounceContext): Promise<AnnounceStatus> {
    const { session, state } = loaded;
    const ids = session.messageIds;
    if (session.status === 'lobby' || state === null) return 'nothing';
    const announcements = this.games.discordOf(session.game).announcements;
    const image = drawOrNull(this.log, 'announcement');
    if (!isActive(session)) {
      if (ids[MESSAGE_ROLES.end] !== undefined) return 'nothing';
      const view = await announcements.end({ session, state }, forTheChannel(this.images), image, context.by ?? null);
      // The turn's buttons go first: a crash before the end is posted leaves no live button on an ended game.
      await this.retire(channelId, ids[MESSAGE_ROLES.turn], session);
      const posted = await this.post(channelId, session, view, announcementNonce(session, null));
      if (posted === null) return 'failed';
      this.manager.annotate(session.channelId, session.id, { messageIds: { [MESSAGE_ROLES.end]: posted.id } });
      // Turn messages a crash left unrecorded lose theirs too.
      await this.sweep(channelId, session.id, undefined);
      return 'posted';
    }
    const turnKey = announcements.turnKey({ session, state });
    if (session.turnMemo?.turn === turnKey) {
      // The same turn: its message stays, but the move's time may have started again (a step of the turn, an undo, a restart).
      if (session.turnMemo[NOTES_MEMO_KEY] !== undefined || session.clock?.settings.limitMs != null) await this.putNotesRight(channelId, loaded, session.turnMemo);
      return 'nothing';
    }
    const turn = await announcements.turn({ session, state }, forTheChannel(this.images), image);
    const notes = await this.notesOf(loaded);
    const view = notes.lines.length === 0 ? turn.view : { ...turn.view, content: withNotes(turn.view.content ?? '', notes.lines) };
    const aiSeats = aiTurnMask(session, this.manager.gameOf(session).rules.toAct(state));
    const memo: TurnMemo = { ...turn.memo, ...(aiSeats === 0 ? {} : { [AI_TURN_MEMO_KEY]: aiSeats }), ...notesMemo(notes) };
    // A move made while the pictures were drawn makes this turn message useless: the next announcement posts the newer one.
    if (this.manager.isOutdated(session.id, session.moveNumber)) return 'nothing';
    const posted = await this.post(channelId, session, view, announcementNonce(session, turnKey));
    if (posted === null) return 'failed';
    if (SIGKILL_AFTER_TURN_POST) process.kill(process.pid, 'SIGKILL');
    // The nonce gave back a message whose buttons were since taken off: they are put back, it is the turn's.
    if (posted.components.length === 0 && (view.components?.length ?? 0) > 0) await this.putButtonsBack(channelId, posted.id, view);
    this.manager.annotate(session.channelId, session.id, { messageIds: { [MESSAGE_ROLES.turn]: posted.id }, turnMemo: memo });
    const previous = ids[MESSAGE_ROLES.turn];
    if (previous !== posted.id) await this.retire(channelId, previous, session);
    return 'posted';
  }

  /**
   * Takes a past turn's buttons off its message, and its text (`retiredTurnContent`): an AI's turn
   * says it has played; a person's loses its call to play and the platform's lines (a deadline's
   * relative time, "due 3 days ago", would go on counting for a move long played). Discord may
   * refuse: that changes nothing.
   */
  private async retire(channelId: string, messageId: string | undefined, session: GameSession): Promise<void> {
    // A message of text alone (a game whose turn message has no embed) cannot lose its text: its buttons go all the same.
    if (!(await this.clearButtons(channelId, messageId, retiredTurnContent(session, session.turnMemo)))) await this.clearButtons(channelId, messageId);
  }

  /** Lines the platform adds below a game's turn message (the seats whose players are away, when the move is due), set once by the bot. */
  turnNotes: ((loaded: LoadedSession) => Promise<TurnNotes>) | null = null;

  private async notesOf(loaded: LoadedSession): Promise<TurnNotes> {
    const none: TurnNotes = { lines: [], deadline: false };
    if (this.turnNotes === null) return none;
    return this.turnNotes(loaded).catch((error: unknown) => {
      this.log.warn('turn notes not read', { game: loaded.session.id, error });
      return none;
    });
  }

  /**
   * Puts the lines the platform adds below a game's current turn message right (`turnNotes`: a
   * player's away time began or ended during the turn), in the channel's queue, so that it never
   * writes over a turn message retired meanwhile. Nothing happens when they are as posted.
   */
  refreshTurnNotes(channelId: string, gameId: string): Promise<void> {
    return this.queue.run(channelId, async () => {
      const loaded = await this.manager.getGame(gameId);
      if (!loaded.ok) return;
      const session = this.manager.annotated(loaded.value.session);
      const { state } = loaded.value;
      const memo = session.turnMemo;
      if (!isActive(session) || state === null || memo === null) return;
      // A turn not announced yet gets its notes when it is.
      if (memo.turn !== this.games.discordOf(session.game).announcements.turnKey({ session, state })) return;
      await this.putNotesRight(channelId, { session, state }, memo);
    });
  }

  /**
   * Puts the notes of the current turn message right, as they are now (in the channel's queue):
   * the message is read and edited only when they differ from those it was posted or last edited
   * with (the memo's digest).
   */
  private async putNotesRight(channelId: string, loaded: LoadedSession, memo: TurnMemo): Promise<void> {
    const { session } = loaded;
    const messageId = session.messageIds[MESSAGE_ROLES.turn];
    if (messageId === undefined) return;
    const notes = await this.notesOf(loaded);
    const before = memo[NOTES_MEMO_KEY] ?? 0;
    if (before === 0 && notes.lines.length === 0) return;
    if (before === notes.lines.length && memo[NOTES_DIGEST_KEY] === notesDigest(notes.lines) && (memo[DEADLINE_MEMO_KEY] ?? 0) === (notes.deadline ? 1 : 0)) return;
    const channel = await this.channel(channelId);
    if (channel === null) return;
    try {
      const message = await channel.messages.fetch(messageId);
      const lines = message.content.split('\n');
      const content = withNotes(lines.slice(0, Math.max(0, lines.length - before)).join('\n'), notes.lines);
      if (content !== message.content) await channel.messages.edit(messageId, { content, allowedMentions: { parse: [] } });
      this.manager.annotate(session.channelId, session.id, { turnMemo: { ...withoutNotes(memo), ...notesMemo(notes) } });
    } catch (error) {
      this.log.debug('turn notes left as they were', { channel: channelId, message: messageId, error });
    }
  }

  /** The channel to post in, from the cache or Discord; null if the bot cannot reach it. */
  private channel(channelId: string): Promise<SendableChannels | null> {
    return sendableChannel(this.client, this.log, channelId);
  }

  /**
   * Posts a view in a channel, adapted to what the bot may do there; when Discord refuses the
   * images anyway (permissions changed meanwhile), posts it again without them.
   */
  private async post(channelId: string, session: GameSession, view: View, nonce?: string): Promise<Message | null> {
    const channel = await this.channel(channelId);
    if (channel === null) return null;
    const note = t(gameLocale(session), 'perm.noAttach', { board: commandMention(this.games, session.game, 'board', gameLocale(session)) });
    const caps = channelCaps(this.client, channel);
    const adapted = adaptToChannel(view, caps, note);
    // With a nonce, Discord gives back the message a same request made a little earlier instead of posting it again.
    const once = nonce === undefined ? {} : { nonce, enforceNonce: true };
    try {
      return await channel.send({ ...toCreate(adapted), ...once });
    } catch (error) {
      const refused = error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.MissingPermissions;
      if (refused && (adapted.files?.length ?? 0) > 0) {
        this.log.info('images refused: posting text only', { channel: channelId });
        try {
          return await channel.send({ ...toCreate(adaptToChannel(view, { files: false, embeds: caps.embeds }, note)), ...once });
        } catch (retryError) {
          this.log.warn('post failed', { channel: channelId, error: retryError });
          return null;
        }
      }
      this.log.warn('post failed', { channel: channelId, error });
      return null;
    }
  }

  /**
   * Takes the buttons off the bot's messages among the channel's newest that carry a game's own
   * controls, but for the one to keep (the recorded turn message of a running game). Discord may
   * refuse to list them (no right to read the history): nothing is cleared then.
   */
  private async sweep(channelId: string, gameId: string, keep: string | undefined): Promise<number> {
    const channel = await this.channel(channelId);
    const botId = this.client.user?.id;
    if (channel === null || botId === undefined) return 0;
    let messages: Message[];
    try {
      messages = [...(await channel.messages.fetch({ limit: STRAY_SCAN_LIMIT, cache: false })).values()];
    } catch (error) {
      this.log.debug('stray turn messages not looked for', { channel: channelId, game: gameId, error });
      return 0;
    }
    const gameKinds = new Set<string>(gameIdSpecs().map((spec) => spec.kind));
    const strays = messages.filter(
      (message) =>
        message.author.id === botId &&
        message.id !== keep &&
        customIdsIn(message.components.map((component) => component.toJSON())).some((customId) => {
          const decoded = decodeCustomId(customId);
          return decoded !== null && decoded.gameId === gameId && gameKinds.has(decoded.kind);
        }),
    );
    for (const stray of strays) await this.clearButtons(channelId, stray.id);
    if (strays.length > 0) this.log.info('buttons taken off stray turn messages', { channel: channelId, game: gameId, messages: strays.length });
    return strays.length;
  }

  /** Puts a view's buttons back on a message (a turn message the nonce gave back without them). */
  private async putButtonsBack(channelId: string, messageId: string, view: View): Promise<void> {
    const channel = await this.channel(channelId);
    if (channel === null) return;
    try {
      await channel.messages.edit(messageId, { components: [...(view.components ?? [])], allowedMentions: { parse: [] } });
      this.log.info('buttons put back on a turn message posted before', { channel: channelId, message: messageId });
    } catch (error) {
      this.log.warn('turn message left without buttons', { channel: channelId, message: messageId, error });
    }
  }

  /**
   * Takes the buttons off an old message, and puts `content` in place of its text when given (a
   * turn message whose turn is over); Discord may refuse (old messages, deleted ones, a message
   * that would be left empty): that changes nothing, and the answer says whether it was done.
   */
  async clearButtons(channelId: string, messageId: string | undefined, content: string | null = null): Promise<boolean> {
    if (messageId === undefined) return true;
    const channel = await this.channel(channelId);
    if (channel === null) return false;
    try {
      await channel.messages.edit(messageId, { ...(content === null ? {} : { content }), components: [], allowedMentions: { parse: [] } });
      return true;
    } catch (error) {
      this.log.debug('old buttons left in place', { channel: channelId, message: messageId, error });
      return false;
    }
  }
}
