import { isLocale, type Locale } from '../../i18n/locale.ts';
import type { GameStore } from '../../session/store.ts';
import { perBot, type BotContext } from '../context.ts';
import { toCreate, type View } from '../chrome/common.ts';

/** How long a request to the table waits for its answers before it lapses (ms). */
export const UNDO_REQUEST_MS = 10 * 60_000;

/** A request to take back a step that revealed something: the others' answers so far. */
export interface UndoRequest {
  readonly gameId: string;
  readonly channelId: string;
  /** The move number the game was at when asked: any other move makes the request stale. */
  readonly moveNumber: number;
  readonly requesterId: string;
  readonly requesterName: string;
  /** The language of the game's public messages. */
  readonly locale: Locale;
  /** The people who must agree (every other person still playing; AI players agree). */
  readonly others: readonly string[];
  readonly agreed: Set<string>;
  messageId: string | null;
  /** When it lapses (ms since the epoch). */
  expiresAt: number;
  timer: NodeJS.Timeout | null;
}

/** A request as the store keeps it (`undo:<gameId>`). */
interface StoredRequest {
  readonly gameId: string;
  readonly channelId: string;
  readonly moveNumber: number;
  readonly requesterId: string;
  readonly requesterName: string;
  readonly locale: string;
  readonly others: readonly string[];
  readonly agreed: readonly string[];
  readonly messageId: string;
  readonly expiresAt: number;
}

const keyOf = (gameId: string): string => `undo:${gameId}`;

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.length <= 64 && value.every((v) => typeof v === 'string' && /^\d{1,20}$/.test(v));

/** A stored request, checked; null for anything else. */
function parseStored(value: unknown, gameId: string): StoredRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.gameId !== gameId || typeof v.channelId !== 'string' || typeof v.requesterId !== 'string' || typeof v.requesterName !== 'string') return null;
  if (!Number.isSafeInteger(v.moveNumber) || !Number.isSafeInteger(v.expiresAt) || typeof v.messageId !== 'string' || typeof v.locale !== 'string') return null;
  if (!isIdList(v.others) || !isIdList(v.agreed)) return null;
  return v as unknown as StoredRequest;
}

/**
 * The requests waiting for the table, one at most per game, kept in the store with the game's
 * other data (`undo:<gameId>`), so that a restart of the bot loses none: a request is read back
 * when someone answers it or asks again, with what it had gathered, and lapses at the same
 * moment. A request closes when everyone agreed (the undo is made), at the first refusal, when it
 * times out, or when the game moves on meanwhile (it is then stale). Without a store (a context
 * made by hand), requests live in memory only.
 */
export class UndoRequests {
  private readonly open = new Map<string, UndoRequest>();

  constructor(
    private readonly ctx: BotContext,
    private readonly timeoutMs: number,
    private readonly texts: { readonly expired: (request: UndoRequest) => View; readonly stale: (request: UndoRequest) => View },
    private readonly store: GameStore | null = ctx.store ?? null,
  ) {
    // Any other move (an announcement at another move number) makes the request stale.
    ctx.announcer.onAnnounced((_channelId, gameId, loaded) => {
      const request = this.open.get(gameId);
      if (request !== undefined && loaded !== null && loaded.session.moveNumber !== request.moveNumber) void this.close(request, this.texts.stale(request));
    });
  }

  /**
   * The request waiting in a game, if any: the one in memory, or the one the store kept (from
   * before a restart); a kept request whose time is up is closed as lapsed.
   */
  async get(gameId: string): Promise<UndoRequest | undefined> {
    const known = this.open.get(gameId);
    if (known !== undefined || this.store === null) return known;
    const read = await this.store.get(keyOf(gameId));
    if (!read.ok || read.value === undefined || read.value === null) return undefined;
    const stored = parseStored(read.value, gameId);
    // Read meanwhile by another answer: that one is the request.
    const raced = this.open.get(gameId);
    if (raced !== undefined) return raced;
    if (stored === null) {
      this.ctx.log.warn('unreadable undo request dropped', { game: gameId });
      await this.store.delete(keyOf(gameId));
      return undefined;
    }
    const request: UndoRequest = {
      ...stored,
      locale: isLocale(stored.locale) ? stored.locale : 'en',
      agreed: new Set(stored.agreed.filter((id) => stored.others.includes(id))),
      timer: null,
    };
    if (request.expiresAt <= Date.now()) {
      this.open.set(gameId, request);
      await this.close(request, this.texts.expired(request));
      return undefined;
    }
    this.open.set(gameId, request);
    this.arm(request);
    return request;
  }

  /** Opens a request (the caller checked that none is waiting) and starts its clock; kept once it has a message (`save`). */
  add(request: UndoRequest): void {
    request.expiresAt = Date.now() + this.timeoutMs;
    this.open.set(request.gameId, request);
    this.arm(request);
  }

  /** Keeps what a request has gathered (its message, the agreements so far) in the store. */
  async save(request: UndoRequest): Promise<void> {
    if (this.store === null || request.messageId === null || this.open.get(request.gameId) !== request) return;
    const stored: StoredRequest = {
      gameId: request.gameId,
      channelId: request.channelId,
      moveNumber: request.moveNumber,
      requesterId: request.requesterId,
      requesterName: request.requesterName,
      locale: request.locale,
      others: request.others,
      agreed: [...request.agreed],
      messageId: request.messageId,
      expiresAt: request.expiresAt,
    };
    const written = await this.store.set(keyOf(request.gameId), stored);
    // The request still works until the bot restarts.
    if (!written.ok) this.ctx.log.warn('undo request not kept in the store', { game: request.gameId, code: written.error.code });
  }

  /** Forgets a request, in memory and in the store, without touching its message (the caller edits it). */
  async remove(request: UndoRequest): Promise<void> {
    if (this.open.get(request.gameId) !== request) return;
    this.open.delete(request.gameId);
    if (request.timer !== null) clearTimeout(request.timer);
    request.timer = null;
    if (this.store === null) return;
    const deleted = await this.store.delete(keyOf(request.gameId));
    if (!deleted.ok) this.ctx.log.warn('closed undo request left in the store', { game: request.gameId, code: deleted.error.code });
  }

  /** Closes the request as lapsed when its time is up. */
  private arm(request: UndoRequest): void {
    request.timer = setTimeout(() => {
      request.timer = null;
      if (this.open.get(request.gameId) === request) void this.close(request, this.texts.expired(request));
    }, Math.max(0, request.expiresAt - Date.now()));
    request.timer.unref();
  }

  /** Closes a request: forgotten, and its public message shows the outcome without buttons. */
  async close(request: UndoRequest, view: View): Promise<void> {
    await this.remove(request);
    if (request.messageId === null) return;
    try {
      const channel = this.ctx.client.channels.cache.get(request.channelId) ?? (await this.ctx.client.channels.fetch(request.channelId));
      if (channel === null || !channel.isSendable()) return;
      const { embeds, components, content } = toCreate(view);
      await channel.messages.edit(request.messageId, { content: content ?? '', embeds, components, allowedMentions: { parse: [] } });
    } catch (error) {
      this.ctx.log.debug('undo request left as it was', { game: request.gameId, error });
    }
  }
}

const registries = new WeakMap<object, UndoRequests>();

/** The requests of a bot (one registry per session manager, made on first use). */
export function undoRequestsOf(ctx: BotContext, make: (bot: BotContext) => UndoRequests): UndoRequests {
  return perBot(registries, ctx, make);
}
