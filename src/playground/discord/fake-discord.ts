/**
 * A local stand-in for Discord (REST API + gateway) on 127.0.0.1, for running the real discord.js
 * client in tests. See README.md beside this file.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIApplicationCommand } from 'discord.js';
import {
  announceGuild,
  createGuild as buildGuild,
  createRole as buildRole,
  createTextChannel as buildTextChannel,
  createThread as buildThread,
  createUser as buildUser,
  deleteChannel,
  putMember,
  setGuildOwner,
  updateChannel,
  userIdOf,
  type UserRef,
} from './fake/builders.ts';
import { commandsIn } from './fake/commands.ts';
import { createEventLog, describeEvent, type LoggedEvent, type WaitOptions } from './fake/events.ts';
import { createGateway, type SessionInfo } from './fake/gateway.ts';
import { createRequestHandler } from './fake/http.ts';
import { resolveOptions, type ActiveFailure, type FailureRule, type FakeDiscordOptions, type Hub, type ResolvedOptions, type WorldRecords } from './fake/hub.ts';
import {
  createInteractionFactory,
  type AutocompleteInput,
  type ButtonInput,
  type CommandInput,
  type InteractionHandle,
  type ModalInput,
  type SelectInput,
} from './fake/interactions.ts';
import { createMessage, type UploadedFile } from './fake/messages.ts';
import { channelHistory, recallMessage, releaseMessages, storedMessage, type HistoryPage } from './fake/message-window.ts';
import {
  attachJournal,
  fileBytes,
  releaseFile,
  channelMessages,
  JOURNAL_TABLES,
  createWorld,
  EPHEMERAL_FLAG,
  guildRoles,
  isEphemeral,
  memberKey,
  permissionsIn,
  type FakeAttachment,
  type FakeChannel,
  type FakeDirectMessage,
  type FakeGuild,
  type FakeMember,
  type FakeMessage,
  type FakeRole,
  type FakeUser,
  type JournalTable,
  type World,
} from './fake/model.ts';
import type { PermissionOverwrite } from './fake/permissions.ts';
import { createRoutes } from './fake/routes/index.ts';
import type { Snowflake } from './fake/snowflake.ts';

export type { FakeDiscordOptions, FailureRule, WorldRecords } from './fake/hub.ts';
export { JOURNAL_TABLES, type JournalTable, type WorldJournal } from './fake/model.ts';
export type { LoggedEvent, FakeEvent, MessageSource, WaitOptions } from './fake/events.ts';
export type {
  FakeUser,
  FakeGuild,
  FakeRole,
  FakeMember,
  FakeChannel,
  FakeMessage,
  FakeAttachment,
  FakeDirectMessage,
  InteractionCallback,
  AutocompleteChoice,
  ModalSpec,
} from './fake/model.ts';
export type { InteractionHandle, CommandInput, AutocompleteInput, ButtonInput, SelectInput, ModalInput, OptionValue, ClientRefusalReason } from './fake/interactions.ts';
export { ClientRefusal } from './fake/interactions.ts';
export type { SessionInfo } from './fake/gateway.ts';
export { shardOfGuild } from './fake/gateway.ts';
export type { PermissionOverwrite } from './fake/permissions.ts';
export type { UserRef } from './fake/builders.ts';
export type { Snowflake } from './fake/snowflake.ts';
export { DEFAULT_BOT_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS, ALL_PERMISSIONS } from './fake/permissions.ts';
export { EPHEMERAL_FLAG, LOADING_FLAG, COMPONENTS_V2_FLAG } from './fake/model.ts';

/** A file a test user uploads (message attachment). */
export interface FileInput {
  readonly filename: string;
  readonly bytes: Uint8Array;
  readonly contentType?: string;
}

/** A handle on an installed failure rule. */
export interface FailureHandle {
  /** How many requests it failed so far. */
  readonly hits: () => number;
  readonly remove: () => void;
}

/** The REST options to give discord.js: the stand-in's URL, and no client-side global throttle. */
export interface FakeRestOptions {
  readonly api: string;
  readonly version: '10';
  /** discord.js throttles itself to 50 requests/s by default; the stand-in imposes no such limit. */
  readonly globalRequestsPerSecond: number;
}

/** A running stand-in for Discord, with everything a test needs to drive and observe the bot. */
export interface FakeDiscord {
  /** `http://127.0.0.1:PORT/api`: the `rest.api` option of the discord.js client. */
  readonly apiUrl: string;
  /** `ws://127.0.0.1:PORT`, announced by `/gateway/bot`. */
  readonly gatewayUrl: string;
  /** `http://127.0.0.1:PORT`. */
  readonly baseUrl: string;
  /** Options for the client: `new Client({ intents, rest: discord.restOptions })`. */
  readonly restOptions: FakeRestOptions;
  readonly botToken: string;
  readonly applicationId: Snowflake;
  readonly botUser: FakeUser;
  /** The guild created at start. */
  readonly guildId: Snowflake;
  /** The text channel created at start. */
  readonly channelId: Snowflake;
  /** Owner of the start guild (a person with every permission): the user made at start, until {@link FakeDiscord.setGuildOwner} gives it to another. */
  readonly owner: FakeUser;
  readonly options: ResolvedOptions;

  /** Creates a user who is not a member of any guild. */
  readonly createUser: (input?: { readonly username?: string; readonly globalName?: string | null }) => FakeUser;
  /**
   * Creates a user and makes them a member (of the start guild by default). With `permissions`, a role
   * granting them (on top of @everyone's) is created and given, so discord.js's role-based
   * `member.permissions` agrees with the payload's.
   */
  readonly createMember: (input?: {
    readonly username?: string;
    readonly globalName?: string | null;
    readonly guildId?: Snowflake;
    readonly permissions?: bigint;
    readonly roleIds?: readonly Snowflake[];
    readonly nick?: string | null;
  }) => FakeUser;
  /** Makes an existing user a member, or changes their roles or nickname. */
  readonly putMember: (input: { readonly user: UserRef; readonly guildId?: Snowflake; readonly roleIds?: readonly Snowflake[]; readonly nick?: string | null }) => FakeMember;
  readonly createRole: (input: { readonly name: string; readonly permissions: bigint; readonly guildId?: Snowflake; readonly color?: number }) => FakeRole;
  /** Gives a guild (default: the start guild) to one of its members, as Discord's ownership transfer does, and sends GUILD_UPDATE. */
  readonly setGuildOwner: (input: { readonly user: UserRef; readonly guildId?: Snowflake }) => FakeGuild;
  /** Creates a guild (owner, bot and a `general` channel included) and sends GUILD_CREATE. */
  readonly createGuild: (input?: { readonly name?: string; readonly locale?: string }) => { readonly guild: FakeGuild; readonly channel: FakeChannel; readonly owner: FakeUser };
  /** Creates a text channel; `botAllow`/`botDeny` set a member overwrite for the bot. */
  readonly createTextChannel: (input?: {
    readonly name?: string;
    readonly guildId?: Snowflake;
    readonly topic?: string | null;
    readonly botAllow?: bigint;
    readonly botDeny?: bigint;
    readonly overwrites?: readonly PermissionOverwrite[];
  }) => FakeChannel;
  /** Creates a thread as a user (default: the owner), as if made in the Discord client. */
  readonly createThread: (input: { readonly parentId: Snowflake; readonly name: string; readonly owner?: UserRef; readonly private?: boolean; readonly starterMessageId?: Snowflake }) => FakeChannel;
  /** Sets (replaces) the bot's member overwrite in a channel and sends CHANNEL_UPDATE. */
  readonly setBotPermissions: (channelId: Snowflake, overwrite: { readonly allow?: bigint; readonly deny?: bigint }) => FakeChannel;
  /** Sets (replaces) any overwrite in a channel and sends CHANNEL_UPDATE. */
  readonly setPermissionOverwrite: (channelId: Snowflake, overwrite: PermissionOverwrite) => FakeChannel;
  /** Changes a thread or channel (archive, lock, rename) as a moderator would, and tells the bot. */
  readonly updateChannel: (channelId: Snowflake, change: Partial<Pick<FakeChannel, 'name' | 'archived' | 'locked' | 'topic'>>) => FakeChannel;
  /** Deletes a channel or thread (and its messages), and tells the bot. */
  readonly deleteChannel: (channelId: Snowflake) => void;
  /** Posts a message as a user (MESSAGE_CREATE reaches bots with the GuildMessages intent). */
  readonly postMessage: (input: { readonly user: UserRef; readonly channelId?: Snowflake; readonly content?: string; readonly files?: readonly FileInput[] }) => FakeMessage;
  /**
   * Puts a message the bot posted earlier back into a channel, with its components as they were
   * (JSON as Discord stores them): upgrade tests click buttons that an older version of the bot
   * posted, on a stand-in that was started anew (its MESSAGE_CREATE reaches only bots with the GuildMessages intent).
   */
  readonly restoreBotMessage: (input: { readonly channelId?: Snowflake; readonly content?: string; readonly components: readonly unknown[]; readonly ephemeral?: boolean }) => FakeMessage;

  /** Sends a slash command as a user; see {@link InteractionHandle} for awaiting the bot. */
  readonly slashCommand: (input: Omit<CommandInput, 'channelId'> & { readonly channelId?: Snowflake }) => InteractionHandle;
  readonly autocomplete: (input: Omit<AutocompleteInput, 'channelId'> & { readonly channelId?: Snowflake }) => InteractionHandle;
  /** Clicks a button of a stored message (throws if no enabled component has this custom_id). */
  readonly clickButton: (input: ButtonInput) => InteractionHandle;
  /** Chooses values in a select menu of a stored message. */
  readonly selectMenu: (input: SelectInput) => InteractionHandle;
  /** Submits a modal the bot opened (`from`), or one described by `channelId` and `customId`. */
  readonly submitModal: (input: ModalInput) => InteractionHandle;

  /** Everything logged so far. */
  readonly events: () => readonly LoggedEvent[];
  /** Calls `listener` with every event from now on (the playground's page follows the stand-in this way); returns how to stop. */
  readonly onEvent: (listener: (event: LoggedEvent) => void) => () => void;
  /** The seq of the next event: pass as `since` to wait only for what happens next. */
  readonly nextSeq: () => number;
  /** The first event (past or future, from `since`) matching the predicate. */
  readonly waitFor: {
    <E extends LoggedEvent>(predicate: (event: LoggedEvent) => event is E, options?: WaitOptions): Promise<E>;
    (predicate: (event: LoggedEvent) => boolean, options?: WaitOptions): Promise<LoggedEvent>;
  };
  /** The current state of a message (undefined once deleted). */
  readonly message: (messageId: Snowflake) => FakeMessage | undefined;
  /** Messages of a channel, oldest first; ephemeral ones only when asked. */
  readonly messages: (channelId?: Snowflake, options?: { readonly includeEphemeral?: boolean }) => readonly FakeMessage[];
  /** The newest non-ephemeral message of a channel. */
  readonly lastMessage: (channelId?: Snowflake) => FakeMessage | undefined;
  /** What the bot sent a user by direct message, oldest first. */
  readonly directMessages: (user: FakeUser) => readonly FakeDirectMessage[];
  /** Makes a user refuse (or, with false, accept again) the bot's direct messages: Discord's 403/50007. */
  readonly closeDirectMessages: (user: FakeUser, closed?: boolean) => void;
  /** Waits for a message created in a channel (by anyone, from `since`, default: from now). */
  readonly waitForMessage: (
    channelId: Snowflake,
    predicate?: (message: FakeMessage) => boolean,
    options?: WaitOptions,
  ) => Promise<FakeMessage>;
  /** The bytes of an attachment of a message, by position (default 0) or filename. */
  readonly attachmentBytes: (message: FakeMessage | Snowflake, which?: number | string) => Buffer;
  /** A file's bytes, from memory or, once let go of ({@link FakeDiscord.releaseFile}), from the journal's keeping; null when gone. */
  readonly fileBytes: (attachment: FakeAttachment) => Promise<Uint8Array | null>;
  /**
   * Lets go of a public file's bytes in memory: the journal (the playground's store) has written it
   * and gives it back when asked for (`WorldJournal.fileBytes`). False when it was not let go of.
   */
  readonly releaseFile: (attachmentId: Snowflake) => boolean;
  /**
   * Lets go of a channel's older public messages in memory beyond `messageWindow`, those the journal
   * has written (`unwritten`: those it has not yet); how many left. See `fake/message-window.ts`.
   */
  readonly releaseMessages: (channelId: Snowflake, unwritten?: (messageId: Snowflake) => boolean) => number;
  /** A message, from memory or, once it left memory, read from the journal's keeping; undefined when none. */
  readonly storedMessage: (messageId: Snowflake) => Promise<FakeMessage | undefined>;
  /** Puts a message that left memory back there (before a click on it); nothing for one in memory. */
  readonly recallMessage: (messageId: Snowflake) => Promise<void>;
  /**
   * A channel's messages as `messages` gives them, with those that left memory read from the
   * journal's keeping; or a page of them: the newest `limit` before `before` that `accept` takes.
   */
  readonly channelHistory: (channelId: Snowflake, options?: HistoryPage & { readonly includeEphemeral?: boolean }) => Promise<readonly FakeMessage[]>;
  readonly channel: (channelId: Snowflake) => FakeChannel | undefined;
  /** Text channels and threads of a guild (default: the start guild), by position then creation. */
  readonly channels: (guildId?: Snowflake) => readonly FakeChannel[];
  /** Roles of a guild (default: the start guild), @everyone and the bot's own included, lowest first. */
  readonly roles: (guildId?: Snowflake) => readonly FakeRole[];
  /** A user by id. */
  readonly user: (userId: Snowflake) => FakeUser | undefined;
  /** Members of a guild (default: the start guild), the bot included. */
  readonly members: (guildId?: Snowflake) => readonly FakeMember[];
  /** Threads under a text channel. */
  readonly threads: (parentId?: Snowflake) => readonly FakeChannel[];
  /** Registered commands: global (null, default) or of a guild. */
  readonly commands: (guildId?: Snowflake | null) => readonly APIApplicationCommand[];
  /** The permissions a user (default: the bot) has in a channel. */
  readonly permissionsIn: (channelId: Snowflake, user?: UserRef) => bigint;
  /** Every REST request, oldest first. */
  readonly requests: () => readonly Extract<LoggedEvent, { kind: 'request' }>[];
  /** Requests that matched no route (404/405 with code 0) or that the stand-in failed on (500), not yet acknowledged. */
  readonly unexpectedRequests: () => readonly Extract<LoggedEvent, { kind: 'request' }>[];
  /** Throws, listing them, if any unexpected request happened (and was not acknowledged). */
  readonly assertNoUnexpectedRequests: () => void;
  /** Marks the unexpected requests so far as expected (a test that probes an unknown route on purpose); returns them. */
  readonly acknowledgeUnexpectedRequests: () => readonly Extract<LoggedEvent, { kind: 'request' }>[];

  /** Makes matching requests fail until removed (or `times` times). */
  readonly failRequests: (rule: FailureRule) => FailureHandle;
  /** Shortcut: PATCH of channel messages (and webhook message edits) fail with `status` (default 403). */
  readonly failMessageEdits: (input?: { readonly channelId?: Snowflake; readonly messageId?: Snowflake; readonly status?: number; readonly code?: number; readonly times?: number }) => FailureHandle;
  readonly clearFailures: () => void;

  /** Gateway sessions, oldest first. */
  readonly sessions: () => readonly SessionInfo[];
  /** Waits for the next IDENTIFY or RESUME (from `since`, default: from now). */
  readonly waitForSession: (options?: WaitOptions & { readonly action?: 'identify' | 'resume' }) => Promise<Extract<LoggedEvent, { kind: 'gateway' }>>;
  /** Closes live gateway connections (default code 4000: discord.js resumes and gets the missed events). */
  readonly disconnect: (options?: { readonly code?: number; readonly reason?: string }) => number;
  /** Sends op 7 Reconnect: discord.js reconnects and resumes. */
  readonly requestReconnect: () => number;
  /** Sends op 9 Invalid Session: discord.js identifies anew (after its own ~5 s identify throttle). */
  readonly invalidateSession: () => number;
  /** A record of a table a journal follows, as it is now (undefined once deleted): what the journal writes. */
  readonly record: (table: JournalTable, key: string) => unknown;
  /** The newest id made so far: a stand-in restored from the world gives only higher ones. */
  readonly lastId: () => Snowflake;
  /** Stops everything. Destroy discord.js clients first, or they will try to reconnect. */
  readonly close: () => Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 with a port chosen by the OS, one guild and one text channel. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const resolved = resolveOptions(options);
  const restore = options.restore;
  const world = createWorld(restore?.lastId);
  const log = createEventLog(resolved.eventLogLimit);
  const failures: ActiveFailure[] = [];
  const botUser: FakeUser = restore
    ? restored(restore.users.find((u) => u.id === restore.botUserId), 'bot user')
    : { id: world.nextId(), username: resolved.botName, globalName: null, bot: true };
  world.users.set(botUser.id, botUser);
  const token = `${Buffer.from(botUser.id).toString('base64url')}.fake.${randomBytes(20).toString('base64url')}`;
  let dispatchToGateway: Hub['dispatch'] = () => 0;
  const hub: Hub = {
    world,
    log,
    options: resolved,
    bot: botUser,
    applicationId: botUser.id,
    token,
    interactions: new Map(),
    interactionsByToken: new Map(),
    liveTokens: new Set(),
    failures,
    dispatch: (event, data, intent) => dispatchToGateway(event, data, intent),
  };

  let port = 0;
  const gatewayUrl = (): string => `ws://127.0.0.1:${port}`;
  const gateway = createGateway(hub, gatewayUrl);
  dispatchToGateway = gateway.dispatch;
  const routes = createRoutes({
    hub,
    gatewayUrl,
    createThread: (input) => buildThread(hub, input),
    updateChannel: (channel) => updateChannel(hub, channel),
    deleteChannel: (channel) => deleteChannel(hub, channel),
  });
  const server = createServer(createRequestHandler(hub, routes));
  // Discord's edge keeps a client's connections open for a while: a short keep-alive made undici
  // open a new connection for every request (it closes a socket whose announced keep-alive is
  // within a second of ending), a cost Discord never puts on the bot.
  server.keepAliveTimeout = 60_000;
  server.on('upgrade', (request, socket, head) => gateway.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Discord's edge takes any number of connections; Node's default queue of 511 pending ones
    // would refuse a burst of hundreds of simultaneous requests (the bot then sees connect timeouts).
    server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  world.baseUrl = `http://127.0.0.1:${port}`;

  if (restore) putBack(world, restore);
  const owner = restore ? restored(world.users.get(restore.ownerId), 'owner') : buildUser(hub, { username: 'owner' });
  const startGuild = restore
    ? restored(world.guilds.get(restore.guildId), 'guild')
    : buildGuild(hub, { name: resolved.guildName, ownerId: owner.id, locale: resolved.guildLocale });
  const startChannel = restore ? restored(world.channels.get(restore.channelId), 'channel') : buildTextChannel(hub, { guildId: startGuild.id, name: resolved.channelName });
  if (options.journal) {
    attachJournal(world, options.journal);
    // A new world is kept whole from the start; a restored one is already kept.
    if (!restore) for (const table of JOURNAL_TABLES) for (const key of world[table].keys()) options.journal.changed(table, key);
  }
  const interactions = createInteractionFactory(hub);

  const requireChannel = (channelId: Snowflake): FakeChannel => {
    const channel = world.channels.get(channelId);
    if (!channel) throw new Error(`fake-discord: no channel ${channelId}`);
    return channel;
  };

  const setOverwrite = (channelId: Snowflake, overwrite: PermissionOverwrite): FakeChannel => {
    const channel = requireChannel(channelId);
    const others = channel.overwrites.filter((o) => !(o.id === overwrite.id && o.type === overwrite.type));
    const updated = { ...channel, overwrites: [...others, overwrite] };
    updateChannel(hub, updated);
    return updated;
  };

  const addFailure = (rule: FailureRule): FailureHandle => {
    const active: ActiveFailure = { rule, hits: 0 };
    failures.push(active);
    return {
      hits: () => active.hits,
      remove: () => {
        const index = failures.indexOf(active);
        if (index >= 0) failures.splice(index, 1);
      },
    };
  };

  const requests = (): readonly Extract<LoggedEvent, { kind: 'request' }>[] =>
    log.events().filter((e): e is Extract<LoggedEvent, { kind: 'request' }> => e.kind === 'request');
  // Kept apart from the log, which may let old events go: an unexpected request is never forgotten before it is acknowledged.
  const unexpected: Extract<LoggedEvent, { kind: 'request' }>[] = [];
  log.subscribe((e) => {
    if (e.kind === 'request' && (e.route === null || e.status >= 500)) unexpected.push(e);
  });
  const unexpectedRequests = (): readonly Extract<LoggedEvent, { kind: 'request' }>[] => [...unexpected];

  const visibleMessages = (channelId: Snowflake, includeEphemeral: boolean): readonly FakeMessage[] =>
    channelMessages(world, channelId).filter((m) => includeEphemeral || !isEphemeral(m));

  let closed = false;

  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    gatewayUrl: gatewayUrl(),
    baseUrl: world.baseUrl,
    restOptions: { api: `http://127.0.0.1:${port}/api`, version: '10', globalRequestsPerSecond: 100_000 },
    botToken: token,
    applicationId: hub.applicationId,
    botUser,
    guildId: startGuild.id,
    channelId: startChannel.id,
    get owner(): FakeUser {
      return world.users.get(world.guilds.get(startGuild.id)?.ownerId ?? owner.id) ?? owner;
    },
    options: resolved,

    createUser: (input) => buildUser(hub, input ?? {}),
    createMember: (input = {}) => {
      const guildId = input.guildId ?? startGuild.id;
      const user = buildUser(hub, { username: input.username, globalName: input.globalName });
      const roleIds = [...(input.roleIds ?? [])];
      if (input.permissions !== undefined) {
        roleIds.push(buildRole(hub, { guildId, name: `perms-${user.username}`, permissions: input.permissions }).id);
      }
      putMember(hub, { guildId, userId: user.id, roleIds, nick: input.nick ?? null });
      return user;
    },
    putMember: (input) => putMember(hub, { guildId: input.guildId ?? startGuild.id, userId: userIdOf(input.user), roleIds: input.roleIds, nick: input.nick }),
    createRole: (input) => buildRole(hub, { guildId: input.guildId ?? startGuild.id, name: input.name, permissions: input.permissions, color: input.color }),
    setGuildOwner: (input) => setGuildOwner(hub, input.guildId ?? startGuild.id, userIdOf(input.user)),
    createGuild: (input = {}) => {
      const guildOwner = buildUser(hub, { username: `owner${world.guilds.size}` });
      const guild = buildGuild(hub, { name: input.name ?? `Guild ${world.guilds.size + 1}`, ownerId: guildOwner.id, locale: input.locale ?? resolved.guildLocale });
      const channel = buildTextChannel(hub, { guildId: guild.id, name: 'general' });
      announceGuild(hub, guild);
      return { guild, channel, owner: guildOwner };
    },
    createTextChannel: (input = {}) => {
      const overwrites: PermissionOverwrite[] = [...(input.overwrites ?? [])];
      if (input.botAllow !== undefined || input.botDeny !== undefined) {
        overwrites.push({ id: botUser.id, type: 'member', allow: input.botAllow ?? 0n, deny: input.botDeny ?? 0n });
      }
      return buildTextChannel(hub, { guildId: input.guildId ?? startGuild.id, name: input.name ?? `channel-${world.channels.size}`, topic: input.topic, overwrites });
    },
    createThread: (input) =>
      buildThread(hub, {
        parentId: input.parentId,
        name: input.name,
        ownerId: input.owner ? userIdOf(input.owner) : world.guilds.get(requireChannel(input.parentId).guildId)?.ownerId ?? owner.id,
        kind: input.private ? 'privateThread' : 'publicThread',
        starterMessageId: input.starterMessageId ?? null,
      }),
    setBotPermissions: (channelId, overwrite) =>
      setOverwrite(channelId, { id: botUser.id, type: 'member', allow: overwrite.allow ?? 0n, deny: overwrite.deny ?? 0n }),
    setPermissionOverwrite: setOverwrite,
    updateChannel: (channelId, change) => {
      const updated = { ...requireChannel(channelId), ...change };
      updateChannel(hub, updated);
      return updated;
    },
    deleteChannel: (channelId) => deleteChannel(hub, requireChannel(channelId)),
    postMessage: (input) => {
      const channelId = input.channelId ?? startChannel.id;
      const userId = userIdOf(input.user);
      if (!world.members.has(memberKey(requireChannel(channelId).guildId, userId))) {
        throw new Error(`fake-discord: user ${userId} is not a member of the channel's guild`);
      }
      const files: UploadedFile[] = (input.files ?? []).map((file, index) => ({
        field: `files[${index}]`,
        index,
        filename: file.filename,
        contentType: file.contentType ?? null,
        bytes: file.bytes,
      }));
      return createMessage(hub, {
        channelId,
        authorId: userId,
        body: { content: input.content ?? '' },
        files,
        type: 0,
        extraFlags: 0,
        interaction: null,
        webhookId: null,
        reference: null,
        source: 'user',
      });
    },

    restoreBotMessage: (input) => {
      const channelId = input.channelId ?? startChannel.id;
      requireChannel(channelId);
      const message: FakeMessage = {
        ...createMessage(hub, {
          channelId,
          authorId: botUser.id,
          body: { content: input.content ?? '', components: input.components } as never,
          files: [],
          type: 0,
          extraFlags: input.ephemeral === true ? EPHEMERAL_FLAG : 0,
          interaction: null,
          webhookId: null,
          reference: null,
          source: 'test',
        }),
      };
      return message;
    },

    slashCommand: (input) => interactions.slashCommand({ ...input, channelId: input.channelId ?? startChannel.id }),
    autocomplete: (input) => interactions.autocomplete({ ...input, channelId: input.channelId ?? startChannel.id }),
    clickButton: interactions.clickButton,
    selectMenu: interactions.selectMenu,
    submitModal: interactions.submitModal,

    events: log.events,
    onEvent: log.subscribe,
    nextSeq: log.nextSeq,
    waitFor: log.waitFor,
    message: (messageId) => world.messages.get(messageId),
    messages: (channelId = startChannel.id, opts = {}) => visibleMessages(channelId, opts.includeEphemeral ?? false),
    lastMessage: (channelId = startChannel.id) => visibleMessages(channelId, false).at(-1),
    directMessages: (user) => world.directMessages.filter((message) => message.userId === user.id),
    closeDirectMessages: (user, closed = true) => {
      if (closed) world.closedDms.add(user.id);
      else world.closedDms.delete(user.id);
    },
    waitForMessage: async (channelId, predicate = () => true, opts = {}) => {
      const event = await log.waitFor(
        (e): e is Extract<LoggedEvent, { kind: 'messageCreate' }> => e.kind === 'messageCreate' && e.message.channelId === channelId && predicate(e.message),
        { since: log.nextSeq(), description: `a message in ${channelId}`, kinds: ['messageCreate'], ...opts },
      );
      return world.messages.get(event.message.id) ?? event.message;
    },
    attachmentBytes: (message, which = 0) => {
      const stored = typeof message === 'string' ? world.messages.get(message) : (world.messages.get(message.id) ?? message);
      if (!stored) throw new Error(`fake-discord: no message ${String(message)}`);
      const attachment = typeof which === 'number' ? stored.attachments[which] : stored.attachments.find((a) => a.filename === which);
      if (!attachment) {
        throw new Error(`fake-discord: message ${stored.id} has no attachment ${String(which)} (has: ${stored.attachments.map((a) => a.filename).join(', ') || 'none'})`);
      }
      if (attachment.released === true) throw new Error(`fake-discord: the bytes of ${attachment.filename} are kept by the journal only (read them with fileBytes)`);
      return Buffer.from(attachment.bytes);
    },
    fileBytes: (attachment) => fileBytes(world, attachment),
    releaseFile: (attachmentId) => releaseFile(world, attachmentId),
    releaseMessages: (channelId, unwritten = () => false) => releaseMessages(world, channelId, hub.options.messageWindow, unwritten),
    storedMessage: (messageId) => storedMessage(world, messageId),
    recallMessage: (messageId) => recallMessage(world, messageId),
    channelHistory: (channelId, { includeEphemeral = false, accept = () => true, ...page } = {}) =>
      channelHistory(world, channelId, { ...page, accept: (m) => (includeEphemeral || !isEphemeral(m)) && accept(m) }),
    channel: (channelId) => world.channels.get(channelId),
    channels: (guildId = startGuild.id) =>
      [...world.channels.values()].filter((c) => c.guildId === guildId).sort((a, b) => a.position - b.position || a.createdAt - b.createdAt),
    roles: (guildId = startGuild.id) => guildRoles(world, guildId),
    user: (userId) => world.users.get(userId),
    members: (guildId = startGuild.id) => [...world.members.values()].filter((m) => m.guildId === guildId),
    threads: (parentId = startChannel.id) => [...world.channels.values()].filter((c) => c.parentId === parentId),
    commands: (guildId = null) => commandsIn(hub, guildId),
    permissionsIn: (channelId, user = botUser) => permissionsIn(world, channelId, userIdOf(user)),
    requests,
    unexpectedRequests,
    assertNoUnexpectedRequests: () => {
      const unexpected = unexpectedRequests();
      if (unexpected.length > 0) {
        throw new Error(`fake-discord: ${unexpected.length} unexpected request(s):\n  ${unexpected.map(describeEvent).join('\n  ')}`);
      }
    },
    acknowledgeUnexpectedRequests: () => {
      return unexpected.splice(0, unexpected.length);
    },

    failRequests: addFailure,
    failMessageEdits: (input = {}) =>
      addFailure({
        routes: ['message.edit', 'webhook.editMessage'],
        method: 'PATCH',
        status: input.status ?? 403,
        ...(input.channelId !== undefined ? { channelId: input.channelId } : {}),
        ...(input.messageId !== undefined ? { messageId: input.messageId } : {}),
        ...(input.code !== undefined ? { code: input.code } : {}),
        ...(input.times !== undefined ? { times: input.times } : {}),
      }),
    clearFailures: () => {
      failures.splice(0, failures.length);
    },

    sessions: gateway.sessions,
    waitForSession: (opts = {}) =>
      log.waitFor(
        (e): e is Extract<LoggedEvent, { kind: 'gateway' }> =>
          e.kind === 'gateway' && (opts.action ? e.action === opts.action : e.action === 'identify' || e.action === 'resume'),
        { since: log.nextSeq(), description: 'a gateway session', kinds: ['gateway'], ...opts },
      ),
    disconnect: (opts = {}) => gateway.disconnect(opts.code ?? 4000, opts.reason ?? 'Disconnected by the test'),
    requestReconnect: () => gateway.sendOp('reconnect'),
    invalidateSession: () => gateway.sendOp('invalidSession'),
    record: (table, key) => world[table].get(key),
    lastId: world.lastId,
    close: async () => {
      if (closed) return;
      closed = true;
      gateway.close();
      log.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A record the restored world must have. */
function restored<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`fake-discord: the world to restore has no ${what}`);
  return value;
}

/**
 * Puts an earlier run's records into a new world (before any journal follows it: nothing is written
 * back). The files' URLs named the earlier run's port: they are moved to this one's.
 */
function putBack(world: World, records: WorldRecords): void {
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') return value.startsWith(records.baseUrl) ? world.baseUrl + value.slice(records.baseUrl.length) : value;
    if (Array.isArray(value)) return value.map(move);
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
  };
  const moved = <T>(value: T): T => (records.baseUrl === world.baseUrl ? value : (move(value) as T));
  for (const user of records.users) world.users.set(user.id, user);
  for (const guild of records.guilds) world.guilds.set(guild.id, guild);
  for (const role of records.roles) world.roles.set(role.id, role);
  for (const member of records.members) world.members.set(memberKey(member.guildId, member.userId), member);
  for (const channel of records.channels) world.channels.set(channel.id, channel);
  for (const [channelId, userId] of records.directChannels) world.directChannels.set(channelId, userId);
  for (const attachment of records.attachments) world.attachments.set(attachment.id, moved(attachment));
  const messages = [...records.messages].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (const message of messages) {
    const copy = moved(message);
    world.messages.set(copy.id, copy);
    for (const attachment of copy.attachments) world.attachments.set(attachment.id, attachment);
  }
}

/** A tiny valid PNG (1×1 transparent pixel), handy as attachment bytes. */
export const TINY_PNG: Uint8Array = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
