import type { Route } from '../http.ts';
import { applicationRoutes } from './applications.ts';
import { channelRoutes } from './channels.ts';
import { gatewayRoutes } from './gateway.ts';
import { guildRoutes } from './guilds.ts';
import { interactionRoutes } from './interactions.ts';
import { createKit, type RouteContext } from './kit.ts';
import { messageRoutes } from './messages.ts';
import { threadRoutes } from './threads.ts';
import { userRoutes } from './users.ts';
import { webhookRoutes } from './webhooks.ts';

/**
 * Builds every REST route of the stand-in, one resource after the other. A request goes to the
 * first route whose path and method match it, so within a resource `@me` paths precede `:userId`
 * ones; paths of different resources never overlap.
 */
export function createRoutes(ctx: RouteContext): readonly Route[] {
  const kit = createKit(ctx);
  return [
    ...gatewayRoutes(kit),
    ...userRoutes(kit),
    ...applicationRoutes(kit),
    ...channelRoutes(kit),
    ...messageRoutes(kit),
    ...threadRoutes(kit),
    ...guildRoutes(kit),
    ...interactionRoutes(kit),
    ...webhookRoutes(kit),
  ];
}
