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

/** A global budget that is never spent: only per-route limits apply. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * Whether a route is an interaction endpoint: `/interactions/{id}/{token}/callback`, or the
 * bot's own application webhook (`/webhooks/{applicationId}/{token}…`) that interactions answer through.
 */
export function isInteractionRoute(route: string, applicationId: string | null): boolean {
  if (/^\/interactions\/\d+\/[^/]+\/callback$/.test(route)) return true;
  if (applicationId === null) return false;
  return route.startsWith(`/webhooks/${applicationId}/`) && route.length > `/webhooks/${applicationId}/`.length;
}

/** Sends the client's interaction requests through a REST client without a global budget (see above). */
export function exemptInteractions(client: Client, options: Partial<RESTOptions> = {}): void {
  const general = client.rest;
  const interactions = new REST({ ...options, globalRequestsPerSecond: UNBOUNDED });
  const queue = general.queueRequest.bind(general);
  general.queueRequest = (request: InternalRequest) => {
    if (!isInteractionRoute(request.fullRoute, client.application?.id ?? null)) return queue(request);
    // These routes carry their own token; a request that also asks for the bot's gets it as usual.
    if (request.auth !== false && client.token !== null) interactions.setToken(client.token);
    return interactions.queueRequest(request);
  };
}
