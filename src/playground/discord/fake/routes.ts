import { PermissionFlagsBits } from 'discord.js';
import type { NewThread } from './builders.ts';
import { commandsIn, isObjectArray, overwriteCommands, upsertCommand, validateCommand } from './commands.ts';
import { ERRORS, apiError, json, type Params, type ParsedRequest, type Route, type RouteResult } from './http.ts';
import type { Hub, InteractionState } from './hub.ts';
import { numberAt, objectAt, objectsAt, stringAt, type JsonObject } from './json.ts';
import { createMessage, deleteMessage, editMessage, isEmptyMessage, replaceMessage, type UploadedFile } from './messages.ts';
import {
  EPHEMERAL_FLAG,
  LOADING_FLAG,
  channelMessages,
  isEphemeral,
  memberKey,
  permissionsIn,
  type AutocompleteChoice,
  type FakeChannel,
  type FakeMessage,
  type InteractionCallback,
} from './model.ts';
import { apiChannel, apiGuild, apiMember, apiMessage, apiRole, apiUser, iso } from './payloads.ts';
import { hasAll } from './permissions.ts';
import type { Snowflake } from './snowflake.ts';
import { formErrorsJson, validateChoices, validateMessageBody, validateModal, type FormError } from './validate.ts';

/** Everything the routes need beyond the hub. */
export interface RouteContext {
  readonly hub: Hub;
  /** The ws:// address announced by `/gateway/bot`. */
  readonly gatewayUrl: () => string;
  /** Creates a thread (shared with the test-side API). */
  readonly createThread: (input: NewThread) => FakeChannel;
  /** Applies a channel change and tells the gateway. */
  readonly updateChannel: (channel: FakeChannel) => void;
  /** Deletes a channel and tells the gateway. */
  readonly deleteChannel: (channel: FakeChannel) => void;
}

const P = PermissionFlagsBits;

/** The message type Discord gives interaction responses: 20 for slash commands, 19 (reply) otherwise. */
function responseType(state: InteractionState): number {
  return state.kind === 'command' ? 20 : 19;
}

/** Builds every REST route of the stand-in. */
export function createRoutes(ctx: RouteContext): readonly Route[] {
  const { hub } = ctx;
  const { world } = hub;
  const bot = hub.bot;

  const invalid = (errors: readonly FormError[]): RouteResult | null =>
    errors.length > 0 && hub.options.validate ? ERRORS.invalidBody(formErrorsJson(errors)) : null;

  const checkMessageBody = (body: JsonObject, files: readonly UploadedFile[], flags: number): RouteResult | null =>
    invalid(validateMessageBody({ body, fileCount: files.length, flags }));

  const visibleChannel = (channelId: string): FakeChannel | RouteResult => {
    const channel = world.channels.get(channelId);
    if (!channel) return ERRORS.unknownChannel();
    if (!hasAll(permissionsIn(world, channel.id, bot.id), P.ViewChannel)) return ERRORS.missingAccess();
    return channel;
  };

  const messageIn = (channel: FakeChannel, messageId: string): FakeMessage | RouteResult => {
    const message = world.messages.get(messageId);
    if (!message || message.channelId !== channel.id || isEphemeral(message)) return ERRORS.unknownMessage();
    return message;
  };

  // Channels and interaction states have a `kind` too: only route results have these kinds.
  const resultKinds: ReadonlySet<unknown> = new Set<RouteResult['kind']>(['json', 'empty', 'bytes', 'error']);
  const isResult = (value: unknown): value is RouteResult =>
    typeof value === 'object' && value !== null && 'kind' in value && resultKinds.has((value as { kind: unknown }).kind);

  /** The scope of a commands route, or an error when the application id is not the bot's. */
  const scope = (params: Params): Snowflake | null | RouteResult => {
    if (params.applicationId !== hub.applicationId) return apiError(404, 10002, 'Unknown Application');
    if (params.guildId === undefined) return null;
    return world.guilds.has(params.guildId) ? params.guildId : ERRORS.unknownGuild();
  };

  const commandRoutes = (prefix: string, label: string): Route[] => [
    {
      name: `${label}.list`,
      method: 'GET',
      path: prefix,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        return isResult(s) ? s : json(commandsIn(hub, s));
      },
    },
    {
      name: `${label}.overwrite`,
      method: 'PUT',
      path: prefix,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        if (!isObjectArray(req.json)) return ERRORS.invalidBody({ _errors: [{ code: 'BASE_TYPE_ARRAY', message: 'Must be an array' }] });
        const bad = invalid(req.json.flatMap((body, i) => validateCommand(body, [i])));
        return bad ?? json(overwriteCommands(hub, s, req.json));
      },
    },
    {
      name: `${label}.create`,
      method: 'POST',
      path: prefix,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const bad = invalid(validateCommand(req.body));
        if (bad) return bad;
        const { command, created } = upsertCommand(hub, s, req.body);
        return json(command, created ? 201 : 200);
      },
    },
    {
      name: `${label}.get`,
      method: 'GET',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        return command && (command.guild_id ?? null) === s ? json(command) : ERRORS.unknownCommand();
      },
    },
    {
      name: `${label}.edit`,
      method: 'PATCH',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        if (!command || (command.guild_id ?? null) !== s) return ERRORS.unknownCommand();
        const merged = { ...(command as unknown as JsonObject), ...req.body };
        const bad = invalid(validateCommand(merged));
        if (bad) return bad;
        const updated = { ...merged, id: command.id, version: world.nextId() } as unknown as typeof command;
        world.commands.set(command.id, updated);
        hub.log.append({ kind: 'commandsUpdate', guildId: s, commands: commandsIn(hub, s) });
        return json(updated);
      },
    },
    {
      name: `${label}.delete`,
      method: 'DELETE',
      path: `${prefix}/:commandId`,
      auth: true,
      handle: (_req, params) => {
        const s = scope(params);
        if (isResult(s)) return s;
        const command = world.commands.get(params.commandId);
        if (!command || (command.guild_id ?? null) !== s) return ERRORS.unknownCommand();
        world.commands.delete(command.id);
        hub.log.append({ kind: 'commandsUpdate', guildId: s, commands: commandsIn(hub, s) });
        return { kind: 'empty' };
      },
    },
  ];

  const application = (): JsonObject =>
    ({
      id: hub.applicationId,
      name: bot.username,
      icon: null,
      description: '',
      summary: '',
      type: null,
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      owner: apiUser(bot),
      team: null,
      bot: apiUser(bot),
      approximate_guild_count: world.guilds.size,
      tags: [],
      integration_types_config: { '0': {} },
      redirect_uris: [],
      interactions_endpoint_url: null,
    }) as unknown as JsonObject;

  /** Sends a message in a channel as the bot, with Discord's permission and limit checks. */
  /** A message to a user's DM channel: refused with 50007 when they do not take the bot's DMs, as on Discord. */
  const postDirect = (req: ParsedRequest, channelId: string, userId: string): RouteResult => {
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
  };

  const postMessage = (req: ParsedRequest, params: Params): RouteResult => {
    const dmUser = world.directChannels.get(params.channelId);
    if (dmUser !== undefined) return postDirect(req, params.channelId, dmUser);
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    const perms = permissionsIn(world, channel.id, bot.id);
    const sendBit = channel.kind === 'text' ? P.SendMessages : P.SendMessagesInThreads;
    if (!hasAll(perms, sendBit)) return ERRORS.missingPermissions();
    if (req.files.length > 0 && !hasAll(perms, P.AttachFiles)) return ERRORS.missingPermissions();
    if (channel.kind !== 'text' && channel.locked && !hasAll(perms, P.ManageThreads)) return ERRORS.threadArchived();
    const flags = numberAt(req.body, 'flags') ?? 0;
    const bad = checkMessageBody(req.body, req.files, flags);
    if (bad) return bad;
    const content = stringAt(req.body, 'content') ?? '';
    if (isEmptyMessage(content, objectsAt(req.body, 'embeds').length, req.files.length, objectsAt(req.body, 'components').length, req.body)) {
      return ERRORS.emptyMessage();
    }
    const referenced = stringAt(objectAt(req.body, 'message_reference'), 'message_id');
    if (referenced !== undefined && !world.messages.has(referenced) && objectAt(req.body, 'message_reference').fail_if_not_exists !== false) {
      return ERRORS.invalidBody({ message_reference: { _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }] } });
    }
    const nonce = req.body.nonce;
    const nonceKey = typeof nonce === 'string' || typeof nonce === 'number' ? `${channel.id}:${bot.id}:${nonce}` : null;
    const enforced = nonceKey !== null && req.body.enforce_nonce === true;
    if (enforced) {
      const earlier = recentNonce(nonceKey);
      if (earlier !== undefined) return json({ ...apiMessage(world, earlier), nonce });
    }
    if (channel.archived) ctx.updateChannel({ ...channel, archived: false });
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
  };

  /**
   * The message an earlier create made with the same channel, author and nonce within the window
   * (Discord's "past few minutes"), if it still exists. Nonces past the window are forgotten on
   * the way (the map is in creation order).
   */
  const recentNonce = (key: string): FakeMessage | undefined => {
    const now = Date.now();
    for (const [oldKey, entry] of world.nonces) {
      if (now - entry.at <= hub.options.nonceWindowMs) break;
      world.nonces.delete(oldKey);
    }
    const entry = world.nonces.get(key);
    return entry === undefined || now - entry.at > hub.options.nonceWindowMs ? undefined : world.messages.get(entry.messageId);
  };

  /** Edits a channel message as the bot: only its own messages, with the same checks as a post. */
  const patchMessage = (req: ParsedRequest, params: Params): RouteResult => {
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    const message = messageIn(channel, params.messageId);
    if (isResult(message)) return message;
    if (message.authorId !== bot.id) return ERRORS.cannotEditOthers();
    if (req.files.length > 0 && !hasAll(permissionsIn(world, channel.id, bot.id), P.AttachFiles)) return ERRORS.missingPermissions();
    const bad = checkMessageBody(req.body, req.files, 'flags' in req.body ? (numberAt(req.body, 'flags') ?? 0) : message.flags);
    if (bad) return bad;
    return json(apiMessage(world, editMessage(hub, message, req.body, req.files, 'channel')));
  };

  /** Lists messages newest first, as Discord does, honouring limit/before/after/around. */
  const listMessages = (req: ParsedRequest, params: Params): RouteResult => {
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    if (!hasAll(permissionsIn(world, channel.id, bot.id), P.ReadMessageHistory)) return json([]);
    const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 50) || 50, 1), 100);
    const all = channelMessages(world, channel.id).filter((m) => !isEphemeral(m));
    const before = req.query.get('before');
    const after = req.query.get('after');
    const around = req.query.get('around');
    let picked: readonly FakeMessage[];
    if (after) picked = all.filter((m) => BigInt(m.id) > BigInt(after)).slice(0, limit);
    else if (around) {
      const index = all.findIndex((m) => BigInt(m.id) >= BigInt(around));
      const start = Math.max(0, (index < 0 ? all.length : index) - Math.floor(limit / 2));
      picked = all.slice(start, start + limit);
    } else {
      const upTo = before ? all.filter((m) => BigInt(m.id) < BigInt(before)) : all;
      picked = upTo.slice(-limit);
    }
    return json([...picked].reverse().map((m) => apiMessage(world, m)));
  };

  const threadFromBody = (req: ParsedRequest, parent: FakeChannel, starter: FakeMessage | null): RouteResult => {
    if (parent.kind !== 'text') return apiError(400, 50024, 'Cannot execute action on this channel type');
    const perms = permissionsIn(world, parent.id, bot.id);
    const type = numberAt(req.body, 'type') ?? 11;
    const kind = starter !== null || type !== 12 ? 'publicThread' : 'privateThread';
    const needed = kind === 'publicThread' ? P.CreatePublicThreads : P.CreatePrivateThreads;
    if (!hasAll(perms, needed) || (starter !== null && !hasAll(perms, P.ReadMessageHistory))) return ERRORS.missingPermissions();
    const name = stringAt(req.body, 'name') ?? '';
    if (name.length < 1 || name.length > 100) {
      return ERRORS.invalidBody({ name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] } });
    }
    if (starter?.threadId) return apiError(400, 160004, 'A thread has already been created for this message');
    const thread = ctx.createThread({
      parentId: parent.id,
      name,
      ownerId: bot.id,
      kind,
      autoArchiveDuration: numberAt(req.body, 'auto_archive_duration'),
      invitable: req.body.invitable !== false,
      starterMessageId: starter?.id ?? null,
    });
    return json(apiChannel(world, thread), 201);
  };

  /** Finds the interaction behind a webhook token, or the Discord error a real token would get. */
  const byToken = (params: Params): InteractionState | RouteResult => {
    if (params.applicationId !== hub.applicationId) return ERRORS.unknownWebhook();
    const state = hub.interactionsByToken.get(params.token);
    if (!state) return ERRORS.unknownWebhook();
    if (Date.now() - state.createdAt > hub.options.tokenLifetimeMs) return ERRORS.invalidWebhookToken();
    return state;
  };

  /** The message a webhook route designates: `@original` or one of the interaction's follow-ups. */
  const webhookMessage = (state: InteractionState, messageId: string): FakeMessage | RouteResult => {
    const id = messageId === '@original' ? state.originalMessageId : messageId;
    if (id === null) return ERRORS.unknownMessage();
    if (id !== state.originalMessageId && !state.followUpIds.includes(id)) return ERRORS.unknownMessage();
    return world.messages.get(id) ?? ERRORS.unknownMessage();
  };

  const interactionInfo = (state: InteractionState): FakeMessage['interaction'] => ({
    id: state.id,
    type: state.type,
    name: state.name,
    userId: state.userId,
  });

  const newResponseMessage = (state: InteractionState, body: JsonObject, files: readonly UploadedFile[], extraFlags: number, source: 'interactionResponse' | 'followUp'): FakeMessage =>
    createMessage(hub, {
      channelId: state.channelId,
      authorId: bot.id,
      body,
      files,
      type: responseType(state),
      extraFlags,
      interaction: interactionInfo(state),
      webhookId: hub.applicationId,
      reference: state.kind !== 'command' && state.sourceMessageId !== null ? { messageId: state.sourceMessageId, channelId: state.channelId } : null,
      source,
    });

  /** POST /interactions/{id}/{token}/callback: the first answer, once, within the ack timeout. */
  const callback = (req: ParsedRequest, params: Params): RouteResult => {
    const state = hub.interactions.get(params.interactionId);
    if (!state || state.token !== params.token) return ERRORS.unknownInteraction();
    if (state.callback !== null) return ERRORS.alreadyAcknowledged();
    if (Date.now() - state.createdAt > hub.options.ackTimeoutMs) return ERRORS.unknownInteraction();
    const type = numberAt(req.body, 'type');
    const data = objectAt(req.body, 'data');
    const flags = numberAt(data, 'flags') ?? 0;
    const ephemeral = (flags & EPHEMERAL_FLAG) !== 0;
    const wrongType = (): RouteResult =>
      ERRORS.invalidBody({ type: { _errors: [{ code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: `Callback type ${String(type)} is not valid for this interaction` }] } });
    const source = state.sourceMessageId !== null ? world.messages.get(state.sourceMessageId) : undefined;
    let result: InteractionCallback;
    switch (type) {
      case 4: {
        if (state.kind === 'autocomplete') return wrongType();
        const bad = checkMessageBody(data, req.files, flags);
        if (bad) return bad;
        if (isEmptyMessage(stringAt(data, 'content') ?? '', objectsAt(data, 'embeds').length, req.files.length, objectsAt(data, 'components').length, data)) {
          return ERRORS.emptyMessage();
        }
        const message = newResponseMessage(state, data, req.files, 0, 'interactionResponse');
        state.originalMessageId = message.id;
        result = { kind: 'reply', type: 4, ephemeral, message };
        break;
      }
      case 5: {
        if (state.kind === 'autocomplete') return wrongType();
        const message = newResponseMessage(state, {}, [], LOADING_FLAG | (ephemeral ? EPHEMERAL_FLAG : 0), 'interactionResponse');
        state.originalMessageId = message.id;
        result = { kind: 'deferredReply', type: 5, ephemeral, message };
        break;
      }
      case 6: {
        if (state.kind !== 'button' && state.kind !== 'select' && !(state.kind === 'modal' && source)) return wrongType();
        state.originalMessageId = source?.id ?? null;
        result = { kind: 'deferredUpdate', type: 6, message: source ?? null };
        break;
      }
      case 7: {
        if (!source || (state.kind !== 'button' && state.kind !== 'select' && state.kind !== 'modal')) return wrongType();
        const bad = checkMessageBody(data, req.files, 'flags' in data ? flags : source.flags);
        if (bad) return bad;
        const message = editMessage(hub, source, data, req.files, 'interactionResponse');
        state.originalMessageId = message.id;
        result = { kind: 'update', type: 7, message };
        break;
      }
      case 8: {
        if (state.kind !== 'autocomplete') return wrongType();
        const choices = objectsAt(data, 'choices');
        const bad = invalid(validateChoices(choices));
        if (bad) return bad;
        const parsed: AutocompleteChoice[] = choices.map((c) => ({
          name: stringAt(c, 'name') ?? '',
          value: typeof c.value === 'number' ? c.value : String(c.value ?? ''),
        }));
        result = { kind: 'autocomplete', type: 8, choices: parsed };
        break;
      }
      case 9: {
        if (state.kind === 'autocomplete' || state.kind === 'modal') return wrongType();
        const bad = invalid(validateModal(data));
        if (bad) return bad;
        result = {
          kind: 'modal',
          type: 9,
          modal: { customId: stringAt(data, 'custom_id') ?? '', title: stringAt(data, 'title') ?? '', components: objectsAt(data, 'components') },
        };
        break;
      }
      default:
        if (type === undefined || type < 4) return wrongType();
        result = { kind: 'other', type, data };
    }
    state.callback = result;
    hub.log.append({ kind: 'interactionCallback', interactionId: state.id, callback: result });
    if (req.query.get('with_response') !== 'true') return { kind: 'empty' };
    const message = 'message' in result && result.message ? result.message : null;
    return json({
      interaction: {
        id: state.id,
        type: state.type,
        activity_instance_id: null,
        response_message_id: message?.id ?? null,
        response_message_loading: result.kind === 'deferredReply',
        response_message_ephemeral: message !== null && isEphemeral(message),
      },
      resource: { type, ...(message ? { message: apiMessage(world, message) } : {}) },
    });
  };

  /** POST /webhooks/{app}/{token}: a follow-up; the first one after a deferred reply fills the "thinking" message. */
  const followUp = (req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    if (state.callback === null) return ERRORS.unknownWebhook();
    const flags = numberAt(req.body, 'flags') ?? 0;
    const bad = checkMessageBody(req.body, req.files, flags);
    if (bad) return bad;
    if (isEmptyMessage(stringAt(req.body, 'content') ?? '', objectsAt(req.body, 'embeds').length, req.files.length, objectsAt(req.body, 'components').length, req.body)) {
      return ERRORS.emptyMessage();
    }
    const original = state.originalMessageId !== null ? world.messages.get(state.originalMessageId) : undefined;
    const message =
      state.callback.kind === 'deferredReply' && original && (original.flags & LOADING_FLAG) !== 0
        ? editMessage(hub, original, req.body, req.files, 'followUp')
        : newResponseMessage(state, req.body, req.files, 0, 'followUp');
    if (message.id !== state.originalMessageId) state.followUpIds.push(message.id);
    return json(apiMessage(world, message));
  };

  const webhookGet = (_req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    return isResult(message) ? message : json(apiMessage(world, message));
  };

  const webhookEdit = (req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    if (isResult(message)) return message;
    const bad = checkMessageBody(req.body, req.files, 'flags' in req.body ? (numberAt(req.body, 'flags') ?? 0) : message.flags);
    if (bad) return bad;
    const source = message.id === state.originalMessageId ? 'interactionResponse' : 'followUp';
    const edited = editMessage(hub, message, req.body, req.files, source);
    return json(apiMessage(world, edited));
  };

  const webhookDelete = (_req: ParsedRequest, params: Params): RouteResult => {
    const state = byToken(params);
    if (isResult(state)) return state;
    const message = webhookMessage(state, params.messageId);
    if (isResult(message)) return message;
    deleteMessage(hub, message, message.id === state.originalMessageId ? 'interactionResponse' : 'followUp');
    return { kind: 'empty' };
  };

  /** For failure rules, webhook routes designate the message behind `@original`. */
  const webhookTarget = (params: Params): { channelId?: string; messageId?: string } => {
    const state = hub.interactionsByToken.get(params.token);
    if (!state) return {};
    const messageId = params.messageId === '@original' ? (state.originalMessageId ?? undefined) : params.messageId;
    return { channelId: state.channelId, messageId };
  };

  const pin = (pinned: boolean) => (_req: ParsedRequest, params: Params): RouteResult => {
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    if (!hasAll(permissionsIn(world, channel.id, bot.id), P.PinMessages) && !hasAll(permissionsIn(world, channel.id, bot.id), P.ManageMessages)) {
      return ERRORS.missingPermissions();
    }
    const message = messageIn(channel, params.messageId);
    if (isResult(message)) return message;
    replaceMessage(hub, { ...message, pinned });
    hub.dispatch('CHANNEL_PINS_UPDATE', { guild_id: channel.guildId, channel_id: channel.id, last_pin_timestamp: iso(Date.now()) }, 1);
    return { kind: 'empty' };
  };

  const threadMember = (join: boolean, self: boolean) => (_req: ParsedRequest, params: Params): RouteResult => {
    const channel = visibleChannel(params.channelId);
    if (isResult(channel)) return channel;
    if (channel.kind === 'text') return apiError(400, 50024, 'Cannot execute action on this channel type');
    const userId = self ? bot.id : params.userId;
    if (!world.members.has(memberKey(channel.guildId, userId))) return ERRORS.unknownMember();
    const memberIds = join ? [...new Set([...channel.memberIds, userId])] : channel.memberIds.filter((id) => id !== userId);
    ctx.updateChannel({ ...channel, memberIds });
    return { kind: 'empty' };
  };

  return [
    {
      name: 'gateway.bot',
      method: 'GET',
      path: '/gateway/bot',
      auth: true,
      handle: () =>
        json({
          url: ctx.gatewayUrl(),
          shards: hub.options.recommendedShards,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
        }),
    },
    { name: 'gateway.get', method: 'GET', path: '/gateway', auth: false, handle: () => json({ url: ctx.gatewayUrl() }) },
    {
      name: 'user.me',
      method: 'GET',
      path: '/users/@me',
      auth: true,
      handle: () => json({ ...apiUser(bot), verified: true, mfa_enabled: false, email: null, locale: 'en-US' }),
    },
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
    { name: 'application.me', method: 'GET', path: '/applications/@me', auth: true, handle: () => json(application()) },
    { name: 'application.oauth2', method: 'GET', path: '/oauth2/applications/@me', auth: true, handle: () => json(application()) },
    ...commandRoutes('/applications/:applicationId/commands', 'commands.global'),
    ...commandRoutes('/applications/:applicationId/guilds/:guildId/commands', 'commands.guild'),
    {
      name: 'channel.get',
      method: 'GET',
      path: '/channels/:channelId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : json(apiChannel(world, channel));
      },
    },
    {
      name: 'channel.edit',
      method: 'PATCH',
      path: '/channels/:channelId',
      auth: true,
      handle: (req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        const perms = permissionsIn(world, channel.id, bot.id);
        const allowed = channel.kind === 'text' ? hasAll(perms, P.ManageChannels) : channel.ownerId === bot.id || hasAll(perms, P.ManageThreads);
        if (!allowed) return ERRORS.missingPermissions();
        const metadata = objectAt(req.body, 'thread_metadata');
        const pick = <T>(key: string, read: (o: JsonObject, k: string) => T | undefined, fallback: T): T =>
          read(req.body, key) ?? read(metadata, key) ?? fallback;
        const boolAt = (o: JsonObject, k: string): boolean | undefined => (typeof o[k] === 'boolean' ? (o[k] as boolean) : undefined);
        const updated: FakeChannel = {
          ...channel,
          name: pick('name', stringAt, channel.name),
          topic: 'topic' in req.body ? (stringAt(req.body, 'topic') ?? null) : channel.topic,
          archived: pick('archived', boolAt, channel.archived),
          locked: pick('locked', boolAt, channel.locked),
          invitable: pick('invitable', boolAt, channel.invitable),
          autoArchiveDuration: pick('auto_archive_duration', numberAt, channel.autoArchiveDuration),
        };
        ctx.updateChannel(updated);
        return json(apiChannel(world, updated));
      },
    },
    {
      name: 'channel.delete',
      method: 'DELETE',
      path: '/channels/:channelId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        const perms = permissionsIn(world, channel.id, bot.id);
        const allowed = channel.kind === 'text' ? hasAll(perms, P.ManageChannels) : channel.ownerId === bot.id || hasAll(perms, P.ManageThreads);
        if (!allowed) return ERRORS.missingPermissions();
        const body = apiChannel(world, channel);
        ctx.deleteChannel(channel);
        return json(body);
      },
    },
    { name: 'message.list', method: 'GET', path: '/channels/:channelId/messages', auth: true, handle: listMessages },
    { name: 'message.create', method: 'POST', path: '/channels/:channelId/messages', auth: true, handle: postMessage },
    {
      name: 'message.get',
      method: 'GET',
      path: '/channels/:channelId/messages/:messageId',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        if (isResult(channel)) return channel;
        if (!hasAll(permissionsIn(world, channel.id, bot.id), P.ReadMessageHistory)) return ERRORS.missingPermissions();
        const message = messageIn(channel, params.messageId);
        return isResult(message) ? message : json(apiMessage(world, message));
      },
    },
    { name: 'message.edit', method: 'PATCH', path: '/channels/:channelId/messages/:messageId', auth: true, handle: patchMessage },
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
        if (message.authorId !== bot.id && !hasAll(permissionsIn(world, channel.id, bot.id), P.ManageMessages)) {
          return ERRORS.missingPermissions();
        }
        deleteMessage(hub, message, 'channel');
        return { kind: 'empty' };
      },
    },
    {
      name: 'channel.typing',
      method: 'POST',
      path: '/channels/:channelId/typing',
      auth: true,
      handle: (_req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : { kind: 'empty' };
      },
    },
    {
      name: 'thread.create',
      method: 'POST',
      path: '/channels/:channelId/threads',
      auth: true,
      handle: (req, params) => {
        const channel = visibleChannel(params.channelId);
        return isResult(channel) ? channel : threadFromBody(req, channel, null);
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
        return isResult(message) ? message : threadFromBody(req, channel, message);
      },
    },
    { name: 'thread.join', method: 'PUT', path: '/channels/:channelId/thread-members/@me', auth: true, handle: threadMember(true, true) },
    { name: 'thread.leave', method: 'DELETE', path: '/channels/:channelId/thread-members/@me', auth: true, handle: threadMember(false, true) },
    { name: 'thread.addMember', method: 'PUT', path: '/channels/:channelId/thread-members/:userId', auth: true, handle: threadMember(true, false) },
    { name: 'thread.removeMember', method: 'DELETE', path: '/channels/:channelId/thread-members/:userId', auth: true, handle: threadMember(false, false) },
    { name: 'pin.add', method: 'PUT', path: '/channels/:channelId/pins/:messageId', auth: true, handle: pin(true) },
    { name: 'pin.remove', method: 'DELETE', path: '/channels/:channelId/pins/:messageId', auth: true, handle: pin(false) },
    { name: 'pin.add', method: 'PUT', path: '/channels/:channelId/messages/pins/:messageId', auth: true, handle: pin(true) },
    { name: 'pin.remove', method: 'DELETE', path: '/channels/:channelId/messages/pins/:messageId', auth: true, handle: pin(false) },
    {
      name: 'guild.get',
      method: 'GET',
      path: '/guilds/:guildId',
      auth: true,
      handle: (req, params) => {
        const guild = world.guilds.get(params.guildId);
        if (!guild || !world.members.has(memberKey(guild.id, bot.id))) return ERRORS.unknownGuild();
        const members = [...world.members.values()].filter((m) => m.guildId === guild.id).length;
        const counts = req.query.get('with_counts') === 'true' ? { approximate_member_count: members, approximate_presence_count: members } : {};
        return json({ ...apiGuild(world, guild), ...counts });
      },
    },
    {
      name: 'guild.channels',
      method: 'GET',
      path: '/guilds/:guildId/channels',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const channels = [...world.channels.values()].filter((c) => c.guildId === params.guildId && c.kind === 'text');
        return json(channels.map((c) => apiChannel(world, c)));
      },
    },
    {
      name: 'guild.threads',
      method: 'GET',
      path: '/guilds/:guildId/threads/active',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const threads = [...world.channels.values()].filter((c) => c.guildId === params.guildId && c.kind !== 'text' && !c.archived);
        return json({ threads: threads.map((c) => apiChannel(world, c)), members: [] });
      },
    },
    {
      name: 'guild.roles',
      method: 'GET',
      path: '/guilds/:guildId/roles',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        return json([...world.roles.values()].filter((r) => r.guildId === params.guildId).map(apiRole));
      },
    },
    {
      name: 'guild.member',
      method: 'GET',
      path: '/guilds/:guildId/members/:userId',
      auth: true,
      handle: (_req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const userId = params.userId === '@me' ? bot.id : params.userId;
        const member = world.members.get(memberKey(params.guildId, userId));
        return member ? json(apiMember(world, member)) : ERRORS.unknownMember();
      },
    },
    {
      name: 'guild.members',
      method: 'GET',
      path: '/guilds/:guildId/members',
      auth: true,
      handle: (req, params) => {
        if (!world.guilds.has(params.guildId)) return ERRORS.unknownGuild();
        const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 1) || 1, 1), 1000);
        const after = BigInt(req.query.get('after') ?? '0');
        const members = [...world.members.values()]
          .filter((m) => m.guildId === params.guildId && BigInt(m.userId) > after)
          .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
          .slice(0, limit);
        return json(members.map((m) => apiMember(world, m)));
      },
    },
    {
      name: 'interaction.callback',
      method: 'POST',
      path: '/interactions/:interactionId/:token/callback',
      auth: false,
      target: (params) => {
        const state = hub.interactions.get(params.interactionId);
        return state ? { channelId: state.channelId, messageId: state.sourceMessageId ?? undefined } : {};
      },
      handle: callback,
    },
    { name: 'webhook.followUp', method: 'POST', path: '/webhooks/:applicationId/:token', auth: false, target: webhookTarget, handle: followUp },
    { name: 'webhook.getMessage', method: 'GET', path: '/webhooks/:applicationId/:token/messages/:messageId', auth: false, target: webhookTarget, handle: webhookGet },
    { name: 'webhook.editMessage', method: 'PATCH', path: '/webhooks/:applicationId/:token/messages/:messageId', auth: false, target: webhookTarget, handle: webhookEdit },
    { name: 'webhook.deleteMessage', method: 'DELETE', path: '/webhooks/:applicationId/:token/messages/:messageId', auth: false, target: webhookTarget, handle: webhookDelete },
  ];
}

