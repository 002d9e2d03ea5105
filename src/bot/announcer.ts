import { DiscordAPIError, PermissionFlagsBits, RESTJSONErrorCodes, type Client, type Message, type SendableChannels } from 'discord.js';
import type { GameState } from '../games/chacun/engine/game.ts';
import { t } from '../i18n/catalog.ts';
import type { Logger } from '../log.ts';
import type { LoadedSession, SessionManager } from '../session/manager.ts';
import { KeyedQueue } from '../session/queue.ts';
import { isActive, type GameSession } from '../session/session.ts';
import type { GameImages } from './images.ts';
import { setAsideTiles, type SetAside } from '../games/chacun/engine/set-aside.ts';
import { imageOptions, turnStart } from '../games/chacun/discord/turn-flow.ts';
import { adaptToChannel, BRAND_COLOR, FULL_CAPS, gameLocale, namesByColor, toCreate, type ChannelCaps, type View } from './views/common.ts';
import { endedEarlyView, endOfGameView } from '../games/chacun/discord/views/end.ts';
import { turnView } from '../games/chacun/discord/views/turn.ts';

/** What an announcement did: posted a message, found nothing due, or could not post. */
export type AnnounceStatus = 'posted' | 'nothing' | 'failed';

/** Details the stored game does not hold, for the public text. */
export interface AnnounceContext {
  /** Who stopped the game, for an aborted one. */
  readonly by?: string;
  /** The game as the change to announce stored it: no need to read it again. */
  readonly loaded?: LoadedSession;
}

/** Message-id roles the announcer keeps in a session. */
export const MESSAGE_ROLES = {
  /** The current turn message (its buttons are removed when the next one is posted). */
  turn: 'turn',
  /** The message announcing the end of the game. */
  end: 'end',
  /** The lobby message. */
  lobby: 'lobby',
} as const;

/**
 * What ChaCuN's turn message was posted with (the session's turn memo): `turn`, the move number
 * at which that turn began; `from`, the message-board length at the previous turn message (that
 * turn message shows what came after); `count`, the length when that turn began; `asideNormal`
 * and `asideMenhir`, how many tiles had been set aside (fitting nowhere) by then.
 */
export type ChacunTurnMemo = {
  readonly turn: number;
  readonly from: number;
  readonly count: number;
  readonly asideNormal: number;
  readonly asideMenhir: number;
};

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

  constructor(
    private readonly client: Client,
    private readonly manager: SessionManager,
    private readonly images: GameImages,
    private readonly log: Logger,
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
        if (loaded === null) return 'failed' as const;
        if (loaded === 'outdated') return 'nothing' as const;
        seen = loaded;
        return await this.announce(channelId, loaded, context);
      } catch (error) {
        this.log.error('announcement failed', { game: gameId, channel: channelId, error });
        return 'failed' as const;
      }
    });
    for (const listener of this.listeners) listener(channelId, gameId, seen);
    return status;
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

  /** Resolves once every announcement queued so far is done (clean shutdown). */
  async idle(): Promise<void> {
    while (this.queue.busyKeys > 0) await new Promise((resolve) => setTimeout(resolve, 5));
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
    const { session } = loaded;
    const state = loaded.state as GameState | null;
    const ids = session.messageIds;
    if (session.status === 'lobby' || state === null) return 'nothing';
    if (!isActive(session)) {
      if (ids[MESSAGE_ROLES.end] !== undefined) return 'nothing';
      const view =
        session.status === 'finished'
          ? await this.endView(session, state)
          : endedEarlyView(session, state, context.by ?? null);
      const posted = await this.post(channelId, session, view);
      await this.clearButtons(channelId, ids[MESSAGE_ROLES.turn]);
      if (posted === null) return 'failed';
      this.manager.annotate(session.channelId, session.id, { messageIds: { [MESSAGE_ROLES.end]: posted.id } });
      return 'posted';
    }
    const start = turnStart(session, state);
    if (session.turnMemo?.turn === start) return 'nothing';
    const from = this.previousCount(session, state.messages.length);
    const image = await this.image(() => this.images.board(state, { ...imageOptions(session, state), newMessagesFrom: from }));
    const aside = setAsideTiles(state);
    const view = turnView({ session, state, newMessages: state.messages.slice(from), setAside: this.newlySetAside(session, aside), image });
    const posted = await this.post(channelId, session, view);
    if (posted === null) return 'failed';
    const memo: ChacunTurnMemo = { turn: start, from, count: state.messages.length, asideNormal: aside.normal.length, asideMenhir: aside.menhir.length };
    this.manager.annotate(session.channelId, session.id, { messageIds: { [MESSAGE_ROLES.turn]: posted.id }, turnMemo: memo });
    const previous = ids[MESSAGE_ROLES.turn];
    if (previous !== posted.id) await this.clearButtons(channelId, previous);
    return 'posted';
  }

  /** The message-board length at the previous turn message (0 before the first). */
  private previousCount(session: GameSession, length: number): number {
    const count = session.turnMemo?.count ?? 0;
    return Number.isInteger(count) && count >= 0 && count <= length ? count : 0;
  }

  /**
   * The tiles set aside since the previous turn message, whose counts it keeps. Before the first
   * turn message that is every one; a turn message without counts (stored by an older version)
   * counts as having told them all.
   */
  private newlySetAside(session: GameSession, aside: SetAside): number[] {
    const memo = session.turnMemo;
    const known = (count: number | undefined, all: readonly number[]): number => {
      if (memo === null) return 0;
      const n = count ?? all.length;
      return Number.isInteger(n) && n >= 0 && n <= all.length ? n : all.length;
    };
    return [...aside.normal.slice(known(memo?.asideNormal, aside.normal)), ...aside.menhir.slice(known(memo?.asideMenhir, aside.menhir))];
  }

  private async endView(session: GameSession, state: GameState): Promise<View> {
    const from = this.previousCount(session, state.messages.length);
    const options = { names: namesByColor(session), locale: gameLocale(session), key: `${session.id}:${session.moveNumber}:end`, newMessagesFrom: from };
    const [ranking, board] = await Promise.all([
      this.image(() => this.images.endOfGame(state, options)),
      this.image(() => this.images.board(state, options)),
    ]);
    return endOfGameView({ session, state, newMessages: state.messages.slice(from), setAside: this.newlySetAside(session, setAsideTiles(state)), ranking, board });
  }

  private async image(draw: () => Promise<Buffer>): Promise<Buffer | null> {
    try {
      return await draw();
    } catch (error) {
      this.log.error('image failed', { error });
      return null;
    }
  }

  /** The channel to post in, from the cache or Discord; null if the bot cannot reach it. */
  private async channel(channelId: string): Promise<SendableChannels | null> {
    try {
      const channel = this.client.channels.cache.get(channelId) ?? (await this.client.channels.fetch(channelId));
      return channel !== null && channel.isSendable() ? channel : null;
    } catch (error) {
      this.log.warn('channel unreachable', { channel: channelId, error });
      return null;
    }
  }

  /**
   * Posts a view in a channel, adapted to what the bot may do there; when Discord refuses the
   * images anyway (permissions changed meanwhile), posts it again without them.
   */
  private async post(channelId: string, session: GameSession, view: View): Promise<Message | null> {
    const channel = await this.channel(channelId);
    if (channel === null) return null;
    const note = t(gameLocale(session), 'perm.noAttach');
    const caps = channelCaps(this.client, channel);
    const adapted = adaptToChannel(view, caps, note);
    try {
      return await channel.send(toCreate(adapted));
    } catch (error) {
      const refused = error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.MissingPermissions;
      if (refused && (adapted.files?.length ?? 0) > 0) {
        this.log.info('images refused: posting text only', { channel: channelId });
        try {
          return await channel.send(toCreate(adaptToChannel(view, { files: false, embeds: caps.embeds }, note)));
        } catch (retryError) {
          this.log.warn('post failed', { channel: channelId, error: retryError });
          return null;
        }
      }
      this.log.warn('post failed', { channel: channelId, error });
      return null;
    }
  }

  /** Takes the buttons off an old message; Discord may refuse (old messages, deleted ones): that changes nothing. */
  async clearButtons(channelId: string, messageId: string | undefined): Promise<void> {
    if (messageId === undefined) return;
    const channel = await this.channel(channelId);
    if (channel === null) return;
    try {
      await channel.messages.edit(messageId, { components: [] });
    } catch (error) {
      this.log.debug('old buttons left in place', { channel: channelId, message: messageId, error });
    }
  }
}
