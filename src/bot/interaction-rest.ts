/**
 * Discord's global limit (50 requests a second per bot) does not bind the interaction endpoints:
 * the answer to an interaction (its callback) and the interaction's webhook (its original
 * response, edited or read, and its follow-ups). discord.js's REST client counts every request
 * against its global budget all the same, so on a busy server acknowledgements and panels wait
 * in line behind the channel messages of other games: at 100 games moving at once the next turn
 * message came 6 s after the last click, nearly all of it waiting for that budget.
 *
 * Here the interaction endpoints go through a REST client of their own, which keeps Discord's
 * limits per route (from its headers, as before) but no global budget; every other request keeps
 * the global one, so the bot never sends more than Discord allows.
 */
import { REST, type Client, type InternalRequest, type RESTOptions } from 'discord.js';
import { Agent } from 'undici';

/** A global budget that is never spent: only per-route limits apply. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/** An interaction's callback (its first answer, due within 3 s), with the interaction's id. */
const CALLBACK_ROUTE = /^\/interactions\/(\d+)\/[^/]+\/callback$/;

/**
 * Whether a route is an interaction endpoint: `/interactions/{id}/{token}/callback`, or the
 * bot's own application webhook (`/webhooks/{applicationId}/{token}…`) that interactions answer through.
 */
export function isInteractionRoute(route: string, applicationId: string | null): boolean {
  if (CALLBACK_ROUTE.test(route)) return true;
  if (applicationId === null) return false;
  return route.startsWith(`/webhooks/${applicationId}/`) && route.length > `/webhooks/${applicationId}/`.length;
}

/**
 * Acknowledgements first: a handler's next step after its interaction's first answer (reading
 * the game, drawing, posting) waits while other interactions' first answers are under way, and
 * while `maxActive` handlers are already past their first answer; at most `maxWaitMs` in all.
 * When hundreds of players click at once, the bot's one thread then sends every acknowledgement
 * (and opens the connections they need) before it starts on the work that follows them, and
 * that work comes a few dozen handlers at a time, so that a click arriving meanwhile is read and
 * answered without waiting behind the panels of hundreds of others.
 */
export class AcknowledgementsFirst {
  private underWay = 0;
  /** Interactions whose handler runs (told by the router). */
  private readonly handling = new Set<string>();
  /** Those past their first answer. */
  private readonly active = new Set<string>();
  private readonly waiting: { readonly id: string; readonly since: number; readonly go: () => void }[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: { readonly maxActive?: number; readonly maxWaitMs?: number } = {}) {}

  private get maxActive(): number {
    return this.options.maxActive ?? 96;
  }

  private get maxWaitMs(): number {
    return this.options.maxWaitMs ?? 250;
  }

  /** First answers sent and not yet answered by Discord, and handlers past theirs (tests). */
  get counts(): { readonly underWay: number; readonly active: number; readonly waiting: number } {
    return { underWay: this.underWay, active: this.active.size, waiting: this.waiting.length };
  }

  /** Sends interaction `id`'s first answer; what it gives comes when the handler may go on. */
  async send<T>(id: string, answer: () => Promise<T>): Promise<T> {
    this.underWay++;
    let result: T;
    try {
      result = await answer();
    } catch (error) {
      this.underWay--;
      this.release();
      throw error;
    }
    this.underWay--;
    // In line behind the steps already waiting (it goes at once if none waits and there is room).
    await new Promise<void>((go) => {
      this.waiting.push({ id, since: performance.now(), go });
      this.release();
    });
    return result;
  }

  /** Interaction `id`'s handler starts. */
  began(id: string): void {
    this.handling.add(id);
  }

  /** Interaction `id`'s handler has ended: its place goes to the next one waiting. */
  ended(id: string): void {
    this.handling.delete(id);
    if (this.active.delete(id)) this.release();
  }

  /** A handler goes on past its first answer (one whose end the router will tell takes a place). */
  private enter(id: string): void {
    if (this.handling.has(id)) this.active.add(id);
  }

  /** A first answer that hangs, or handlers that last, must not hold the others' next steps for long. */
  private arm(): void {
    if (this.timer !== null || this.waiting.length === 0) return;
    const left = this.maxWaitMs - (performance.now() - this.waiting[0].since);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.release();
      },
      Math.max(1, Math.ceil(left)),
    );
    this.timer.unref?.();
  }

  /**
   * Lets go, oldest first, the steps that waited `maxWaitMs`, then, once no first answer is
   * under way, as many as there are free places.
   */
  private release(): void {
    const now = performance.now();
    while (this.waiting.length > 0) {
      const free = this.underWay === 0 && this.active.size < this.maxActive;
      if (!free && now - this.waiting[0].since < this.maxWaitMs) break;
      const step = this.waiting.shift()!;
      this.enter(step.id);
      step.go();
    }
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.arm();
  }
}

/** Sends the client's interaction requests through a REST client without a global budget (see above), acknowledgements first. */
export function exemptInteractions(client: Client, options: Partial<RESTOptions> = {}, first = new AcknowledgementsFirst()): void {
  const general = client.rest;
  const interactions = new REST({ ...options, globalRequestsPerSecond: UNBOUNDED });
  // Acknowledgements have connections of their own: a tiny request due within 3 s must not wait
  // for a connection while hundreds carry panels' images, and the connections the last burst
  // of acknowledgements opened stay ready for the next one.
  const callbacks = new REST({ ...options, globalRequestsPerSecond: UNBOUNDED, agent: new Agent() });
  const queue = general.queueRequest.bind(general);
  general.queueRequest = (request: InternalRequest) => {
    if (!isInteractionRoute(request.fullRoute, client.application?.id ?? null)) return queue(request);
    // These routes carry their own token; a request that also asks for the bot's gets it as usual.
    if (request.auth !== false && client.token !== null) {
      interactions.setToken(client.token);
      callbacks.setToken(client.token);
    }
    const callback = CALLBACK_ROUTE.exec(request.fullRoute);
    if (callback !== null) return first.send(callback[1], () => callbacks.queueRequest(request));
    return interactions.queueRequest(request);
  };
}
