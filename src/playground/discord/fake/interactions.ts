import { randomBytes } from 'node:crypto';
import type { APIApplicationCommand } from 'discord.js';
import { userIdOf } from './builders.ts';
import { findCommand } from './commands.ts';
import type { LoggedEvent } from './events.ts';
import type { Hub, InteractionKind, InteractionState } from './hub.ts';
import { isObject, numberAt, objectsAt, stringAt, type Json, type JsonObject } from './json.ts';
import { storeAttachment } from './messages.ts';
import {
  LOADING_FLAG,
  memberKey,
  permissionsIn,
  type AutocompleteChoice,
  type FakeMessage,
  type InteractionCallback,
  type ModalSpec,
} from './model.ts';
import { apiAttachment, apiChannel, apiMember, apiMessage, apiRole, apiUser } from './payloads.ts';
import type { Snowflake } from './snowflake.ts';

/** A value for a slash command option. Plain values are typed from the registered command when there is one. */
export type OptionValue =
  | string
  | number
  | boolean
  | { readonly type: 'user' | 'channel' | 'role' | 'mentionable'; readonly id: Snowflake }
  | { readonly type: 'attachment'; readonly filename: string; readonly bytes: Uint8Array; readonly contentType?: string };

/** What Discord's own client would not let a user do with a message's controls, so that the playground can say why in the user's language. */
export type ClientRefusalReason = 'message' | 'component' | 'disabled' | 'loading' | 'option';

/** A component interaction Discord's client would not send: the message is gone, the control is gone or disabled, the message still loading, a choice not in the menu. */
export class ClientRefusal extends Error {
  constructor(
    readonly reason: ClientRefusalReason,
    detail: string,
  ) {
    super(`fake-discord: ${detail}`);
  }
}

/** What a slash command (or autocomplete) interaction is made of. */
export interface CommandInput {
  /** The user invoking it (id or object). */
  readonly user: Snowflake | { readonly id: Snowflake };
  readonly channelId: Snowflake;
  readonly name: string;
  readonly subcommandGroup?: string;
  readonly subcommand?: string;
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Locale of the user (default: the stand-in's `userLocale`). */
  readonly locale?: string;
}

/** What an autocomplete interaction is made of: the command being typed and the focused option. */
export interface AutocompleteInput extends CommandInput {
  /** The option being typed in; its value in `options` is the text typed so far (default ''). */
  readonly focused: string;
}

/** A click on a button of a stored message (ephemeral ones included). */
export interface ButtonInput {
  readonly user: Snowflake | { readonly id: Snowflake };
  readonly messageId: Snowflake;
  readonly customId: string;
  readonly locale?: string;
}

/** A choice in a select menu of a stored message: values for string selects, ids for user/role/channel selects. */
export interface SelectInput extends ButtonInput {
  readonly values: readonly string[];
}

/** A modal submission: by default the modal the bot opened last for this user (or `from`'s). */
export interface ModalInput {
  readonly user: Snowflake | { readonly id: Snowflake };
  /** Text input (or select) values by custom_id. */
  readonly fields: Readonly<Record<string, string | readonly string[]>>;
  /** The interaction that opened the modal; gives channel, custom_id and the source message. */
  readonly from?: InteractionHandle;
  /** Needed without `from`. */
  readonly channelId?: Snowflake;
  readonly customId?: string;
  readonly locale?: string;
}

/** A sent interaction, and ways to await what the bot did about it. */
export interface InteractionHandle {
  readonly id: Snowflake;
  readonly token: string;
  readonly kind: InteractionKind;
  readonly userId: Snowflake;
  readonly channelId: Snowflake;
  /** The INTERACTION_CREATE data exactly as dispatched. */
  readonly payload: JsonObject;
  /** How many live gateway sessions received it. */
  readonly delivered: number;
  /** The bot's first answer; rejects when none came within the ack timeout. */
  readonly callback: (timeoutMs?: number) => Promise<InteractionCallback>;
  /**
   * The response message once it has content: at once for a reply or an update, after the first edit
   * (or follow-up) for a deferred reply, after the first edit of the clicked message for a deferred update.
   */
  readonly reply: (timeoutMs?: number) => Promise<FakeMessage>;
  /** The current state of `@original`, or null before any response message. */
  readonly original: () => FakeMessage | null;
  /** Waits until `@original` satisfies the predicate (checked now, then on each change). */
  readonly waitForOriginal: (predicate: (message: FakeMessage) => boolean, timeoutMs?: number) => Promise<FakeMessage>;
  /** Each revision of `@original` produced after the callback, oldest first. */
  readonly edits: () => readonly FakeMessage[];
  /** Current state of each follow-up message (a follow-up that filled a deferred reply is `@original`, not here). */
  readonly followUps: () => readonly FakeMessage[];
  /** Waits for the n-th follow-up (0-based). */
  readonly followUp: (index?: number, timeoutMs?: number) => Promise<FakeMessage>;
  /** The autocomplete choices the bot answered with. */
  readonly choices: (timeoutMs?: number) => Promise<readonly AutocompleteChoice[]>;
  /** The modal the bot opened. */
  readonly modal: (timeoutMs?: number) => Promise<ModalSpec>;
  /** Messages the bot posted through channel routes in this channel (or its threads) since the interaction. */
  readonly channelMessages: () => readonly FakeMessage[];
  /** Waits for a message the bot posts through channel routes in this channel or its threads. */
  readonly waitForChannelMessage: (predicate?: (message: FakeMessage) => boolean, timeoutMs?: number) => Promise<FakeMessage>;
  /** Everything logged since the interaction was sent. */
  readonly events: () => readonly LoggedEvent[];
}

/** Interaction types of Discord. */
const TYPE = { command: 2, component: 3, autocomplete: 4, modal: 5 } as const;

/** Option types of Discord by name. */
const OPTION = { string: 3, integer: 4, boolean: 5, user: 6, channel: 7, role: 8, mentionable: 9, number: 10, attachment: 11 } as const;

/**
 * Lets go of what a long session (the playground) need not keep of its interactions. Once its
 * token has expired (Discord's tokens last 15 minutes), an interaction keeps only what answers a
 * late use ("invalid webhook token", "unknown interaction") and a modal it opened: the answer's
 * message, a copy of a revision long replaced, goes (the handle of the test that sent it still has
 * it). A whole lifetime later it is forgotten ("unknown webhook"). (The payload sent to the bot,
 * with the message clicked on, is the handle's alone: not kept here.)
 */
function forgetExpired(hub: Hub, now: number): void {
  const lifetime = hub.options.tokenLifetimeMs;
  // Both in creation order: the first one still young enough ends each sweep.
  for (const id of hub.liveTokens) {
    const state = hub.interactions.get(id);
    if (state !== undefined && now - state.createdAt <= lifetime) break;
    hub.liveTokens.delete(id);
    if (state === undefined || state.callback === null || state.callback.kind === 'modal') continue;
    const slim: InteractionState = { ...state, callback: null };
    hub.interactions.set(id, slim);
    hub.interactionsByToken.set(slim.token, slim);
  }
  for (const state of hub.interactions.values()) {
    if (now - state.createdAt <= 2 * lifetime) return;
    hub.interactions.delete(state.id);
    hub.interactionsByToken.delete(state.token);
  }
}

/** Builds and sends interactions, and makes their handles. */
export interface InteractionFactory {
  readonly slashCommand: (input: CommandInput) => InteractionHandle;
  readonly autocomplete: (input: AutocompleteInput) => InteractionHandle;
  readonly clickButton: (input: ButtonInput) => InteractionHandle;
  readonly selectMenu: (input: SelectInput) => InteractionHandle;
  readonly submitModal: (input: ModalInput) => InteractionHandle;
}

/** Creates the interaction side of the stand-in. */
export function createInteractionFactory(hub: Hub): InteractionFactory {
  const { world } = hub;

  const requireChannel = (channelId: Snowflake) => {
    const channel = world.channels.get(channelId);
    if (!channel) throw new Error(`fake-discord: no channel ${channelId}`);
    return channel;
  };

  const requireMember = (guildId: Snowflake, userId: Snowflake) => {
    const member = world.members.get(memberKey(guildId, userId));
    if (!member) throw new Error(`fake-discord: user ${userId} is not a member of guild ${guildId}; create it with createMember()`);
    return member;
  };

  /** The fields every interaction has: who, where, with which permissions. */
  const base = (type: number, userId: Snowflake, channelId: Snowflake, locale: string | undefined): Record<string, Json> => {
    const channel = requireChannel(channelId);
    const guild = world.guilds.get(channel.guildId);
    if (!guild) throw new Error(`fake-discord: channel ${channelId} has no guild`);
    const member = requireMember(guild.id, userId);
    const memberPermissions = permissionsIn(world, channel.id, userId).toString();
    return {
      id: world.nextId(),
      application_id: hub.applicationId,
      type,
      token: `fake-interaction-token.${randomBytes(24).toString('base64url')}`,
      version: 1,
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.preferredLocale, features: [] },
      channel_id: channel.id,
      channel: { ...(apiChannel(world, channel) as unknown as JsonObject), permissions: memberPermissions },
      member: { ...(apiMember(world, member) as unknown as JsonObject), permissions: memberPermissions },
      app_permissions: permissionsIn(world, channel.id, hub.bot.id).toString(),
      locale: locale ?? hub.options.userLocale,
      guild_locale: guild.preferredLocale,
      entitlements: [],
      authorizing_integration_owners: { '0': guild.id },
      context: 0,
      attachment_size_limit: hub.options.maxUploadBytes,
    };
  };

  /** Stores the interaction, dispatches it and returns its handle. */
  const send = (kind: InteractionKind, userId: Snowflake, payload: JsonObject, sourceMessageId: Snowflake | null, name: string): InteractionHandle => {
    const seq = hub.log.nextSeq();
    const state: InteractionState = {
      id: String(payload.id),
      token: String(payload.token),
      kind,
      type: numberAt(payload, 'type') ?? 0,
      userId,
      guildId: String(payload.guild_id),
      channelId: String(payload.channel_id),
      createdAt: Date.now(),
      sourceMessageId,
      name,
      seq,
      callback: null,
      originalMessageId: null,
      followUpIds: [],
    };
    forgetExpired(hub, state.createdAt);
    hub.interactions.set(state.id, state);
    hub.interactionsByToken.set(state.token, state);
    hub.liveTokens.add(state.id);
    const delivered = hub.dispatch('INTERACTION_CREATE', payload);
    hub.log.append({ kind: 'interactionCreate', interactionId: state.id, interactionType: state.type, userId: state.userId, channelId: state.channelId, delivered });
    return makeHandle(hub, state, payload, delivered);
  };

  /**
   * The resolved-data entries for an id-valued option; a member's `permissions` are theirs in the
   * interaction's channel, overwrites included, as Discord gives them.
   */
  const resolve = (resolved: Record<string, Record<string, Json>>, type: number, id: Snowflake, guildId: Snowflake, channelId: Snowflake): void => {
    const add = (key: string, value: Json): void => {
      resolved[key] = { ...(resolved[key] ?? {}), [id]: value };
    };
    const user = world.users.get(id);
    const role = world.roles.get(id);
    const channel = world.channels.get(id);
    if ((type === OPTION.user || type === OPTION.mentionable) && user) {
      add('users', apiUser(user) as unknown as JsonObject);
      const member = world.members.get(memberKey(guildId, id));
      if (member) {
        const { user: _omit, ...rest } = apiMember(world, member);
        add('members', { ...(rest as unknown as JsonObject), permissions: permissionsIn(world, channelId, id).toString() });
      }
    } else if ((type === OPTION.role || type === OPTION.mentionable) && role) {
      add('roles', apiRole(role) as unknown as JsonObject);
    } else if (type === OPTION.channel && channel) {
      add('channels', { ...(apiChannel(world, channel) as unknown as JsonObject), permissions: permissionsIn(world, id, hub.bot.id).toString() });
    } else {
      throw new Error(`fake-discord: option value ${id} is not a known ${type === OPTION.channel ? 'channel' : type === OPTION.role ? 'role' : 'user'}`);
    }
  };

  /** Builds the `data` of a command or autocomplete interaction, with option types and resolved data. */
  const commandData = (input: CommandInput, guildId: Snowflake, channelId: Snowflake, focused: string | null): JsonObject => {
    const command: APIApplicationCommand | undefined = findCommand(hub, guildId, input.name);
    if (!command && hub.options.requireRegisteredCommands) throw new Error(`fake-discord: the bot registered no command /${input.name}`);
    let definitions: readonly JsonObject[] = (command?.options ?? []) as unknown as readonly JsonObject[];
    const pick = (name: string | undefined): void => {
      if (name === undefined) return;
      const found = definitions.find((d) => stringAt(d, 'name') === name);
      if (!found && command) throw new Error(`fake-discord: /${input.name} has no subcommand (group) ${name}`);
      definitions = found ? objectsAt(found, 'options') : [];
    };
    pick(input.subcommandGroup);
    pick(input.subcommand);
    const resolved: Record<string, Record<string, Json>> = {};
    const options = Object.entries(input.options ?? {}).map(([name, value]): JsonObject => {
      const definition = definitions.find((d) => stringAt(d, 'name') === name);
      if (!definition && command) throw new Error(`fake-discord: /${input.name} has no option ${name}`);
      const declared = definition ? numberAt(definition, 'type') : undefined;
      const isFocused = name === focused;
      if (typeof value === 'object') {
        if (value.type === 'attachment') {
          const attachment = storeAttachment(hub, channelId, { filename: value.filename, contentType: value.contentType ?? null, bytes: value.bytes }, null, true);
          resolved.attachments = { ...(resolved.attachments ?? {}), [attachment.id]: apiAttachment(attachment) as unknown as JsonObject };
          return { name, type: OPTION.attachment, value: attachment.id };
        }
        const type = declared ?? OPTION[value.type];
        resolve(resolved, type, value.id, guildId, channelId);
        return { name, type, value: value.id };
      }
      let type = declared;
      if (type === undefined) {
        type = typeof value === 'boolean' ? OPTION.boolean : typeof value === 'number' ? (Number.isInteger(value) ? OPTION.integer : OPTION.number) : OPTION.string;
      }
      if (!isFocused && (type === OPTION.user || type === OPTION.channel || type === OPTION.role || type === OPTION.mentionable)) {
        resolve(resolved, type, String(value), guildId, channelId);
      }
      return { name, type, value, ...(isFocused ? { focused: true } : {}) };
    });
    if (focused !== null && !(focused in (input.options ?? {}))) {
      const definition = definitions.find((d) => stringAt(d, 'name') === focused);
      options.push({ name: focused, type: definition ? (numberAt(definition, 'type') ?? OPTION.string) : OPTION.string, value: '', focused: true });
    }
    let wrapped: readonly JsonObject[] = options;
    if (input.subcommand !== undefined) wrapped = [{ name: input.subcommand, type: 1, options: wrapped }];
    if (input.subcommandGroup !== undefined) wrapped = [{ name: input.subcommandGroup, type: 2, options: wrapped }];
    return {
      id: command?.id ?? world.nextId(),
      name: input.name,
      type: 1,
      ...(command?.guild_id ? { guild_id: command.guild_id } : {}),
      options: wrapped,
      ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
    };
  };

  /** Finds the component with a custom_id anywhere in a message (rows, sections, containers). */
  const findComponent = (message: FakeMessage, customId: string): JsonObject | undefined => {
    const walk = (items: readonly JsonObject[]): JsonObject | undefined => {
      for (const item of items) {
        if (stringAt(item, 'custom_id') === customId) return item;
        const nested = walk([...objectsAt(item, 'components'), ...(isObject(item.accessory) ? [item.accessory] : []), ...(isObject(item.component) ? [item.component] : [])]);
        if (nested) return nested;
      }
      return undefined;
    };
    return walk(message.components as unknown as readonly JsonObject[]);
  };

  const componentInteraction = (input: ButtonInput, values: readonly string[] | null): InteractionHandle => {
    const message = world.messages.get(input.messageId);
    if (!message) throw new ClientRefusal('message', `no message ${input.messageId}`);
    const component = findComponent(message, input.customId);
    if (!component) {
      throw new ClientRefusal('component', `message ${message.id} has no component with custom_id ${JSON.stringify(input.customId)}`);
    }
    if (component.disabled === true) throw new ClientRefusal('disabled', `component ${JSON.stringify(input.customId)} is disabled`);
    const componentType = numberAt(component, 'type') ?? 2;
    const userId = userIdOf(input.user);
    if ((message.flags & LOADING_FLAG) !== 0) throw new ClientRefusal('loading', `message ${message.id} is still loading`);
    const payload = base(TYPE.component, userId, message.channelId, input.locale);
    const data: Record<string, Json> = { custom_id: input.customId, component_type: componentType };
    if (componentType === 2 && values !== null) throw new Error(`fake-discord: ${input.customId} is a button, use clickButton()`);
    if (componentType !== 2) {
      if (values === null) throw new Error(`fake-discord: ${input.customId} is a select menu, use selectMenu()`);
      data.values = [...values];
      if (componentType === 3) {
        const allowed = new Set(objectsAt(component, 'options').map((o) => stringAt(o, 'value')));
        const unknown = values.filter((v) => !allowed.has(v));
        if (unknown.length > 0) throw new ClientRefusal('option', `select ${input.customId} has no option ${unknown.join(', ')}`);
      } else {
        const resolved: Record<string, Record<string, Json>> = {};
        const type = componentType === 5 ? OPTION.user : componentType === 6 ? OPTION.role : componentType === 8 ? OPTION.channel : OPTION.mentionable;
        for (const value of values) resolve(resolved, type, value, message.guildId, message.channelId);
        data.resolved = resolved;
      }
    }
    const full = { ...payload, data, message: apiMessage(world, message) as unknown as JsonObject };
    return send(componentType === 2 ? 'button' : 'select', userId, full, message.id, input.customId);
  };

  /** The submitted components mirroring the modal's layout (rows of text inputs, or labels). */
  const modalComponents = (spec: ModalSpec | null, fields: ModalInput['fields']): readonly JsonObject[] => {
    const filled = (component: JsonObject): JsonObject => {
      const customId = stringAt(component, 'custom_id') ?? '';
      const value = fields[customId];
      const type = numberAt(component, 'type') ?? 4;
      if (type === 4) return { type, id: numberAt(component, 'id') ?? 0, custom_id: customId, value: typeof value === 'string' ? value : (value?.join(',') ?? '') };
      return { type, id: numberAt(component, 'id') ?? 0, custom_id: customId, values: value === undefined ? [] : typeof value === 'string' ? [value] : [...value] };
    };
    if (!spec) {
      return Object.keys(fields).map((customId) => ({ type: 1, components: [filled({ type: 4, custom_id: customId })] }));
    }
    return spec.components.flatMap((row): JsonObject[] => {
      if (isObject(row.component)) return [{ type: numberAt(row, 'type') ?? 18, id: numberAt(row, 'id') ?? 0, component: filled(row.component) }];
      const inputs = objectsAt(row, 'components');
      if (inputs.length === 0) return [];
      return [{ type: 1, id: numberAt(row, 'id') ?? 0, components: inputs.map(filled) }];
    });
  };

  return {
    slashCommand: (input) => {
      const channel = requireChannel(input.channelId);
      const payload = base(TYPE.command, userIdOf(input.user), channel.id, input.locale);
      // Discord names a command's message by its whole path: "chacun place", not "chacun".
      const path = [input.name, input.subcommandGroup, input.subcommand].filter((word) => word !== undefined).join(' ');
      return send('command', userIdOf(input.user), { ...payload, data: commandData(input, channel.guildId, channel.id, null) }, null, path);
    },
    autocomplete: (input) => {
      const channel = requireChannel(input.channelId);
      const payload = base(TYPE.autocomplete, userIdOf(input.user), channel.id, input.locale);
      return send('autocomplete', userIdOf(input.user), { ...payload, data: commandData(input, channel.guildId, channel.id, input.focused) }, null, input.name);
    },
    clickButton: (input) => componentInteraction(input, null),
    selectMenu: (input) => componentInteraction(input, input.values),
    submitModal: (input) => {
      const userId = userIdOf(input.user);
      let opener = input.from ? hub.interactions.get(input.from.id) : undefined;
      if (!opener && input.customId === undefined) {
        // Without `from`, take the latest modal the bot opened for this user.
        opener = [...hub.interactions.values()].reverse().find((s) => s.userId === userId && s.callback?.kind === 'modal');
      }
      const spec = opener?.callback?.kind === 'modal' ? opener.callback.modal : null;
      if (input.from && !spec) throw new Error(`fake-discord: interaction ${input.from.id} was not answered with a modal`);
      const channelId = input.channelId ?? opener?.channelId;
      const customId = input.customId ?? spec?.customId;
      if (channelId === undefined || customId === undefined) throw new Error('fake-discord: submitModal needs `from`, or `channelId` and `customId`');
      const payload = base(TYPE.modal, userId, channelId, input.locale);
      const sourceId = opener?.sourceMessageId ?? null;
      const source = sourceId !== null ? world.messages.get(sourceId) : undefined;
      const full = {
        ...payload,
        data: { custom_id: customId, components: modalComponents(spec, input.fields) },
        ...(source ? { message: apiMessage(world, source) as unknown as JsonObject } : {}),
      };
      return send('modal', userId, full, source?.id ?? null, customId);
    },
  };
}

/** Makes the test-side handle of an interaction. */
function makeHandle(hub: Hub, state: InteractionState, payload: JsonObject, delivered: number): InteractionHandle {
  const { log, world } = hub;
  const label = `${state.kind} ${JSON.stringify(state.name)} (${state.id})`;

  const callback = async (timeoutMs = hub.options.ackTimeoutMs + 500): Promise<InteractionCallback> => {
    // Answered already: the log holds the same callback (no need to read the log since the click).
    if (state.callback !== null) return state.callback;
    const event = await log.waitFor(
      (e): e is Extract<LoggedEvent, { kind: 'interactionCallback' }> => e.kind === 'interactionCallback' && e.interactionId === state.id,
      { since: state.seq, timeoutMs, description: `the bot's callback to ${label} (delivered to ${delivered} session(s))`, kinds: ['interactionCallback'], about: state.id },
    );
    return event.callback;
  };

  const original = (): FakeMessage | null => (state.originalMessageId !== null ? (world.messages.get(state.originalMessageId) ?? null) : null);

  const waitForOriginal = async (predicate: (message: FakeMessage) => boolean, timeoutMs = 2000): Promise<FakeMessage> => {
    await callback(timeoutMs);
    const now = original();
    if (now && predicate(now)) return now;
    const event = await log.waitFor(
      (e): e is Extract<LoggedEvent, { kind: 'messageUpdate' | 'messageCreate' }> =>
        (e.kind === 'messageUpdate' || e.kind === 'messageCreate') && e.message.id === state.originalMessageId && predicate(e.message),
      {
        since: log.nextSeq(),
        timeoutMs,
        description: `@original of ${label} to match`,
        kinds: ['messageUpdate', 'messageCreate'],
        ...(state.originalMessageId === null ? {} : { about: state.originalMessageId }),
      },
    );
    return event.message;
  };

  const reply = async (timeoutMs = 2000): Promise<FakeMessage> => {
    const first = await callback(Math.max(timeoutMs, hub.options.ackTimeoutMs + 500));
    switch (first.kind) {
      case 'reply':
      case 'update':
        return original() ?? first.message;
      case 'deferredReply':
        return waitForOriginal((m) => (m.flags & LOADING_FLAG) === 0, timeoutMs);
      case 'deferredUpdate': {
        const sourceId = state.sourceMessageId;
        const afterCallback = log.eventsSince(state.seq).find((e) => e.kind === 'interactionCallback' && e.interactionId === state.id)?.seq ?? state.seq;
        const event = await log.waitFor(
          (e): e is Extract<LoggedEvent, { kind: 'messageUpdate' }> => e.kind === 'messageUpdate' && e.message.id === sourceId,
          { since: afterCallback, timeoutMs, description: `an edit of the message behind ${label}`, kinds: ['messageUpdate'], ...(sourceId === null ? {} : { about: sourceId }) },
        );
        return world.messages.get(event.message.id) ?? event.message;
      }
      default:
        throw new Error(`fake-discord: ${label} was answered with ${first.kind}, which has no message`);
    }
  };

  const edits = (): readonly FakeMessage[] =>
    log
      .eventsSince(state.seq)
      .filter((e) => e.kind === 'messageUpdate' && e.message.id === state.originalMessageId)
      .map((e) => (e as Extract<LoggedEvent, { kind: 'messageUpdate' }>).message);

  const followUps = (): readonly FakeMessage[] =>
    state.followUpIds.flatMap((id) => {
      const message = world.messages.get(id);
      return message ? [message] : [];
    });

  const followUp = async (index = 0, timeoutMs = 2000): Promise<FakeMessage> => {
    let seen = 0;
    const event = await log.waitFor(
      (e): e is Extract<LoggedEvent, { kind: 'messageCreate' }> => {
        if (e.kind !== 'messageCreate' || e.source !== 'followUp' || e.message.interaction?.id !== state.id) return false;
        seen += 1;
        return seen > index;
      },
      { since: state.seq, timeoutMs, description: `follow-up #${index} of ${label}`, kinds: ['messageCreate'] },
    );
    return world.messages.get(event.message.id) ?? event.message;
  };

  const inChannel = (message: FakeMessage): boolean =>
    message.channelId === state.channelId || world.channels.get(message.channelId)?.parentId === state.channelId;

  const channelMessages = (): readonly FakeMessage[] =>
    log
      .eventsSince(state.seq)
      .filter((e) => e.kind === 'messageCreate' && e.source === 'channel' && inChannel(e.message))
      .map((e) => {
        const message = (e as Extract<LoggedEvent, { kind: 'messageCreate' }>).message;
        return world.messages.get(message.id) ?? message;
      });

  const waitForChannelMessage = async (predicate: (message: FakeMessage) => boolean = () => true, timeoutMs = 2000): Promise<FakeMessage> => {
    const event = await log.waitFor(
      (e): e is Extract<LoggedEvent, { kind: 'messageCreate' }> =>
        e.kind === 'messageCreate' && e.source === 'channel' && inChannel(e.message) && predicate(e.message),
      { since: state.seq, timeoutMs, description: `a channel message after ${label}`, kinds: ['messageCreate'] },
    );
    return world.messages.get(event.message.id) ?? event.message;
  };

  return {
    id: state.id,
    token: state.token,
    kind: state.kind,
    userId: state.userId,
    channelId: state.channelId,
    payload,
    delivered,
    callback,
    reply,
    original,
    waitForOriginal,
    edits,
    followUps,
    followUp,
    choices: async (timeoutMs) => {
      const first = await callback(timeoutMs);
      if (first.kind !== 'autocomplete') throw new Error(`fake-discord: ${label} was answered with ${first.kind}, not autocomplete`);
      return first.choices;
    },
    modal: async (timeoutMs) => {
      const first = await callback(timeoutMs);
      if (first.kind !== 'modal') throw new Error(`fake-discord: ${label} was answered with ${first.kind}, not a modal`);
      return first.modal;
    },
    channelMessages,
    waitForChannelMessage,
    events: () => log.eventsSince(state.seq),
  };
}
