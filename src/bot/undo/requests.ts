import type { Locale } from '../../i18n/locale.ts';
import type { SessionManager } from '../../session/manager.ts';
import type { BotContext } from '../context.ts';
import { toCreate, type View } from '../views/common.ts';

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
  timer: NodeJS.Timeout | null;
}

/**
 * The requests waiting for the table, one at most per game, in memory (a restart drops them: the
 * players ask again). A request closes when everyone agreed (the undo is made), at the first
 * refusal, when it times out, or when the game moves on meanwhile (it is then stale).
 */
export class UndoRequests {
  private readonly open = new Map<string, UndoRequest>();

  constructor(
    private readonly ctx: BotContext,
    private readonly timeoutMs: number,
    private readonly texts: { readonly expired: (request: UndoRequest) => View; readonly stale: (request: UndoRequest) => View },
  ) {
    // Any other move (an announcement at another move number) makes the request stale.
    ctx.announcer.onAnnounced((_channelId, gameId, loaded) => {
      const request = this.open.get(gameId);
      if (request !== undefined && loaded !== null && loaded.session.moveNumber !== request.moveNumber) void this.close(request, this.texts.stale(request));
    });
  }

  /** The request waiting in a game, if any. */
  get(gameId: string): UndoRequest | undefined {
    return this.open.get(gameId);
  }

  /** Opens a request (the caller checked that none is waiting) and starts its clock. */
  add(request: UndoRequest): void {
    this.open.set(request.gameId, request);
    request.timer = setTimeout(() => {
      request.timer = null;
      if (this.open.get(request.gameId) === request) void this.close(request, this.texts.expired(request));
    }, this.timeoutMs);
    request.timer.unref();
  }

  /** Forgets a request without touching its message (the caller edits it). */
  remove(request: UndoRequest): void {
    if (this.open.get(request.gameId) !== request) return;
    this.open.delete(request.gameId);
    if (request.timer !== null) clearTimeout(request.timer);
    request.timer = null;
  }

  /** Closes a request: forgotten, and its public message shows the outcome without buttons. */
  async close(request: UndoRequest, view: View): Promise<void> {
    this.remove(request);
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

const registries = new WeakMap<SessionManager, UndoRequests>();

/** The requests of a bot (one registry per session manager, made on first use). */
export function undoRequestsOf(ctx: BotContext, make: () => UndoRequests): UndoRequests {
  let requests = registries.get(ctx.manager);
  if (requests === undefined) {
    requests = make();
    registries.set(ctx.manager, requests);
  }
  return requests;
}
