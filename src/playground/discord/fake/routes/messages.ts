import { ERRORS, json, type ParsedRequest, type Params, type Route, type RouteResult } from '../http.ts';
import { numberAt, objectAt, objectsAt, stringAt } from '../json.ts';
import { createMessage, deleteMessage, editMessage, isEmptyMessage, replaceMessage } from '../messages.ts';
import { storedMessage } from '../message-window.ts';
import { isEphemeral, type FakeMessage } from '../model.ts';
import type { Snowflake } from '../snowflake.ts';
import { apiMessage, iso } from '../payloads.ts';
import { P, isResult, type RouteKit } from './kit.ts';
import { postDirect } from './users.ts';

/** A channel's messages as the bot sees them: list, post (nonces included), read, edit, delete, pin. */
export function messageRoutes(kit: RouteKit): Route[] {
  const { world, bot, visibleChannel, messageIn, botMay } = kit;

  const pin = (pinned: boolean) => (_req: ParsedRequest, params: Params): RouteResult => {
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    if (!botMay(channel.id, P.PinMessages) && !botMay(channel.id, P.ManageMessages)) return ERRORS.missingPermissions();
    const message = messageIn(channel, params.messageId);
    if (isResult(message)) return message;
    replaceMessage(kit.hub, { ...message, pinned });
    kit.hub.dispatch('CHANNEL_PINS_UPDATE', { guild_id: channel.guildId, channel_id: channel.id, last_pin_timestamp: iso(Date.now()) }, 1);
    return { kind: 'empty' };
  };

  return [
    { name: 'message.list', method: 'GET', path: '/channels/:channelId/messages', auth: true, handle: (req, params) => listMessages(kit, req, params) },
    { name: 'message.create', method: 'POST', path: '/channels/:channelId/messages', auth: true, handle: (req, params) => postMessage(kit, req, params) },
    {
      name: 'message.get',
      method: 'GET',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        if (!botMay(channel.id, P.ReadMessageHistory)) return ERRORS.missingPermissions();
        const message = messageIn(channel, params.messageId);
        return isResult(message) ? message : json(apiMessage(world, message));
      },
    },
    { name: 'message.edit', method: 'PATCH', path: '/channels/:channelId/messages/:messageId', auth: true, handle: (req, params) => patchMessage(kit, req, params) },
    {
      name: 'message.delete',
      method: 'DELETE',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        const message = messageIn(channel, params.messageId);
        if (isResult(message)) return message;
        if (message.authorId !== bot.id && !botMay(channel.id, P.ManageMessages)) return ERRORS.missingPermissions();
        deleteMessage(kit.hub, message, 'channel');
        return { kind: 'empty' };
      },
    },
    // Pins have an older path and a newer one under `/messages/pins`: both are served.
    { name: 'pin.add', method: 'PUT', path: '/channels/:channelId/pins/:messageId', auth: true, handle: pin(true) },
    { name: 'pin.remove', method: 'DELETE', path: '/channels/:channelId/pins/:messageId', auth: true, handle: pin(false) },
    { name: 'pin.add', method: 'PUT', path: '/channels/:channelId/messages/pins/:messageId', auth: true, handle: pin(true) },
    { name: 'pin.remove', method: 'DELETE', path: '/channels/:channelId/messages/pins/:messageId', auth: true, handle: pin(false) },
  ];
}

/** Lists messages newest first, as Discord does, honouring limit/before/after/around. */
async function listMessages({ world, visibleChannel, botMay }: RouteKit, req: ParsedRequest, params: Params): Promise<RouteResult> {
  const channel = visibleChannel(params.channelId);
  if (isResult(channel)) return channel;
  if (!botMay(channel.id, P.ReadMessageHistory)) return json([]);
  const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 50) || 50, 1), 100);
  // By id, those away from memory too (never private ones: only public messages leave it).
  const all = world.messages.idsIn(channel.id).filter((id) => world.messages.isAway(id) || !isEphemeral(world.messages.get(id)!));
  const before = req.query.get('before');
  const after = req.query.get('after');
  const around = req.query.get('around');
  let picked: readonly Snowflake[];
  if (after) picked = all.filter((id) => BigInt(id) > BigInt(after)).slice(0, limit);
  else if (around) {
    const index = all.findIndex((id) => BigInt(id) >= BigInt(around));
    const start = Math.max(0, (index < 0 ? all.length : index) - Math.floor(limit / 2));
    picked = all.slice(start, start + limit);
  } else {
    const upTo = before ? all.filter((id) => BigInt(id) < BigInt(before)) : all;
    picked = upTo.slice(-limit);
  }
  const messages: FakeMessage[] = [];
  for (const id of [...picked].reverse()) {
    const message = await storedMessage(world, id);
    if (message !== undefined) messages.push(message);
  }
  return json(messages.map((m) => apiMessage(world, m)));
}

/** Sends a message in a channel (or a DM) as the bot, with Discord's permission, limit and nonce rules. */
function postMessage(kit: RouteKit, req: ParsedRequest, params: Params): RouteResult {
  const { hub, world, bot } = kit;
  const dmUser = world.directChannels.get(params.channelId);
  if (dmUser !== undefined) return postDirect(kit, req, params.channelId, dmUser);
  const channel = kit.visibleChannel(params.channelId);
  if (isResult(channel)) return channel;
  const sendBit = channel.kind === 'text' ? P.SendMessages : P.SendMessagesInThreads;
  if (!kit.botMay(channel.id, sendBit)) return ERRORS.missingPermissions();
  if (req.files.length > 0 && !kit.botMay(channel.id, P.AttachFiles)) return ERRORS.missingPermissions();
  if (channel.kind !== 'text' && channel.locked && !kit.botMay(channel.id, P.ManageThreads)) return ERRORS.threadArchived();
  const flags = numberAt(req.body, 'flags') ?? 0;
  const bad = kit.checkMessageBody(req.body, req.files, flags);
  if (bad) return bad;
  const content = stringAt(req.body, 'content') ?? '';
  if (isEmptyMessage(content, objectsAt(req.body, 'embeds').length, req.files.length, objectsAt(req.body, 'components').length, req.body)) {
    return ERRORS.emptyMessage();
  }
  const referenced = stringAt(objectAt(req.body, 'message_reference'), 'message_id');
  if (referenced !== undefined && !world.messages.knows(referenced) && objectAt(req.body, 'message_reference').fail_if_not_exists !== false) {
    return ERRORS.invalidBody({ message_reference: { _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }] } });
  }
  const nonce = req.body.nonce;
  const nonceKey = typeof nonce === 'string' || typeof nonce === 'number' ? `${channel.id}:${bot.id}:${nonce}` : null;
  const enforced = nonceKey !== null && req.body.enforce_nonce === true;
  if (enforced) {
    const earlier = recentNonce(kit, nonceKey);
    if (earlier !== undefined) return json({ ...apiMessage(world, earlier), nonce });
  }
  if (channel.archived) kit.updateChannel({ ...channel, archived: false });
  const message = createMessage(hub, {
    channelId: channel.id,
    authorId: bot.id,
    body: req.body,
    files: req.files,
    type: referenced !== undefined ? 19 : 0,
    extraFlags: 0,
    interaction: null,
    webhookId: null,
    reference: referenced !== undefined ? { messageId: referenced, channelId: channel.id } : null,
    source: 'channel',
  });
  if (nonceKey !== null) {
    // Deleted first so that the map stays in creation order.
    world.nonces.delete(nonceKey);
    world.nonces.set(nonceKey, { messageId: message.id, at: message.createdAt });
  }
  return json({ ...apiMessage(world, message), ...(nonceKey === null ? {} : { nonce }) });
}

/**
 * The message an earlier create made with the same channel, author and nonce within the window
 * (Discord's "past few minutes"), if it still exists. Nonces past the window are forgotten on
 * the way (the map is in creation order).
 */
function recentNonce({ hub, world }: RouteKit, key: string): FakeMessage | undefined {
  const now = Date.now();
  for (const [oldKey, entry] of world.nonces) {
    if (now - entry.at <= hub.options.nonceWindowMs) break;
    world.nonces.delete(oldKey);
  }
  const entry = world.nonces.get(key);
  return entry === undefined || now - entry.at > hub.options.nonceWindowMs ? undefined : world.messages.get(entry.messageId);
}

/** Edits a channel message as the bot: only its own messages, with the same checks as a post. */
function patchMessage({ hub, world, bot, visibleChannel, messageIn, botMay, checkMessageBody }: RouteKit, req: ParsedRequest, params: Params): RouteResult {
  const channel = visibleChannel(params.channelId);
  if (isResult(channel)) return channel;
  const message = messageIn(channel, params.messageId);
  if (isResult(message)) return message;
  if (message.authorId !== bot.id) return ERRORS.cannotEditOthers();
  if (req.files.length > 0 && !botMay(channel.id, P.AttachFiles)) return ERRORS.missingPermissions();
  const bad = checkMessageBody(req.body, req.files, 'flags' in req.body ? (numberAt(req.body, 'flags') ?? 0) : message.flags);
  if (bad) return bad;
  // As Discord: an edit may not leave the message empty (its text taken off a message of text alone).
  const body = req.body;
  const left = {
    content: 'content' in body ? (stringAt(body, 'content') ?? '') : message.content,
    embeds: 'embeds' in body ? objectsAt(body, 'embeds').length : message.embeds.length,
    attachments: ('attachments' in body ? objectsAt(body, 'attachments').length : message.attachments.length) + req.files.length,
    components: 'components' in body ? objectsAt(body, 'components').length : message.components.length,
  };
  if (isEmptyMessage(left.content, left.embeds, left.attachments, left.components, body)) return ERRORS.emptyMessage();
  return json(apiMessage(world, editMessage(hub, message, req.body, req.files, 'channel')));
}
