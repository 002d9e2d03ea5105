import { ERRORS, apiError, json, type ParsedRequest, type Route, type RouteResult } from '../http.ts';
import { stringAt } from '../json.ts';
import { apiUser, iso } from '../payloads.ts';
import type { RouteKit } from './kit.ts';

/** Users and direct messages: the bot itself, any user, opening a DM channel. */
export function userRoutes({ world, bot }: RouteKit): Route[] {
  return [
    {
      name: 'user.me',
      method: 'GET',
      path: '/users/@me',
      auth: true,
      handle: () => json({ ...apiUser(bot), verified: true, mfa_enabled: false, email: null, locale: 'en-US' }),
    },
    // After `/users/@me`: the first route matching a request takes it, and `@me` would fit `:userId`.
    {
      name: 'user.get',
      method: 'GET',
      path: '/users/:userId',
      auth: true,
      handle: (_req, params) => {
        const user = world.users.get(params.userId);
        return user ? json(apiUser(user)) : ERRORS.unknownUser();
      },
    },
    {
      name: 'user.createDm',
      method: 'POST',
      path: '/users/@me/channels',
      auth: true,
      handle: (req) => {
        const recipient = stringAt(req.body, 'recipient_id');
        const user = recipient === undefined ? undefined : world.users.get(recipient);
        if (user === undefined) return ERRORS.unknownUser();
        let id = [...world.directChannels].find(([, userId]) => userId === user.id)?.[0];
        if (id === undefined) {
          id = world.nextId();
          world.directChannels.set(id, user.id);
        }
        return json({ id, type: 1, last_message_id: null, recipients: [apiUser(user)] });
      },
    },
  ];
}

/** A message to a user's DM channel (text only): refused with 50007 when they do not take the bot's DMs, as on Discord. */
export function postDirect({ world, bot }: RouteKit, req: ParsedRequest, channelId: string, userId: string): RouteResult {
  if (world.closedDms.has(userId)) return apiError(403, 50007, 'Cannot send messages to this user');
  const content = stringAt(req.body, 'content') ?? '';
  if (content.length === 0 || content.length > 2000) return ERRORS.emptyMessage();
  const message = { id: world.nextId(), channelId, userId, content, createdAt: Date.now() };
  world.directMessages.push(message);
  return json({
    id: message.id,
    channel_id: channelId,
    author: apiUser(bot),
    content,
    timestamp: iso(message.createdAt),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
    flags: 0,
    components: [],
  });
}
