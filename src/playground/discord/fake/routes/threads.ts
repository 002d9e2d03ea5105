import { ERRORS, apiError, json, type ParsedRequest, type Params, type Route, type RouteResult } from '../http.ts';
import { numberAt, stringAt } from '../json.ts';
import { memberKey, type FakeChannel, type FakeMessage } from '../model.ts';
import { apiChannel } from '../payloads.ts';
import { P, isResult, type RouteKit } from './kit.ts';

/** Threads: creating one (alone or from a message), joining, leaving, adding and removing members. */
export function threadRoutes(kit: RouteKit): Route[] {
  const { visibleChannel, messageIn } = kit;
  const member = (join: boolean, self: boolean) => (_req: ParsedRequest, params: Params) => threadMember(kit, params, join, self);
  return [
    {
      name: 'thread.create',
      method: 'POST',
      path: '/channels/:channelId/threads',
      auth: true,
      handle: (req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : threadFromBody(kit, req, channel, null);
      },
    },
    {
      name: 'thread.createFromMessage',
      method: 'POST',
      path: '/channels/:channelId/messages/:messageId/threads',
      auth: true,
      handle: (req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        const message = messageIn(channel, params.messageId);
        return isResult(message) ? message : threadFromBody(kit, req, channel, message);
      },
    },
    // The `@me` routes come first: the first route matching a request takes it, and `@me` would fit `:userId`.
    { name: 'thread.join', method: 'PUT', path: '/channels/:channelId/thread-members/@me', auth: true, handle: member(true, true) },
    { name: 'thread.leave', method: 'DELETE', path: '/channels/:channelId/thread-members/@me', auth: true, handle: member(false, true) },
    { name: 'thread.addMember', method: 'PUT', path: '/channels/:channelId/thread-members/:userId', auth: true, handle: member(true, false) },
    { name: 'thread.removeMember', method: 'DELETE', path: '/channels/:channelId/thread-members/:userId', auth: true, handle: member(false, false) },
  ];
}

/** Creates a thread under a text channel as the bot asked: public or private, from a starter message or not. */
function threadFromBody({ world, bot, botMay, createThread }: RouteKit, req: ParsedRequest, parent: FakeChannel, starter: FakeMessage | null): RouteResult {
  if (parent.kind !== 'text') return apiError(400, 50024, 'Cannot execute action on this channel type');
  const type = numberAt(req.body, 'type') ?? 11;
  const kind = starter !== null || type !== 12 ? 'publicThread' : 'privateThread';
  const needed = kind === 'publicThread' ? P.CreatePublicThreads : P.CreatePrivateThreads;
  if (!botMay(parent.id, needed) || (starter !== null && !botMay(parent.id, P.ReadMessageHistory))) return ERRORS.missingPermissions();
  const name = stringAt(req.body, 'name') ?? '';
  if (name.length < 1 || name.length > 100) {
    return ERRORS.invalidBody({ name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] } });
  }
  if (starter?.threadId) return apiError(400, 160004, 'A thread has already been created for this message');
  const thread = createThread({
    parentId: parent.id,
    name,
    ownerId: bot.id,
    kind,
    autoArchiveDuration: numberAt(req.body, 'auto_archive_duration'),
    invitable: req.body.invitable !== false,
    starterMessageId: starter?.id ?? null,
  });
  return json(apiChannel(world, thread), 201);
}

/** Adds (`join`) or removes the bot (`self`) or the user of the path to or from a thread's members. */
function threadMember({ world, bot, visibleChannel, updateChannel }: RouteKit, params: Params, join: boolean, self: boolean): RouteResult {
  const channel = visibleChannel(params.channelId);
  if (isResult(channel)) return channel;
  if (channel.kind === 'text') return apiError(400, 50024, 'Cannot execute action on this channel type');
  const userId = self ? bot.id : params.userId;
  if (!world.members.has(memberKey(channel.guildId, userId))) return ERRORS.unknownMember();
  const memberIds = join ? [...new Set([...channel.memberIds, userId])] : channel.memberIds.filter((id) => id !== userId);
  updateChannel({ ...channel, memberIds });
  return { kind: 'empty' };
}
