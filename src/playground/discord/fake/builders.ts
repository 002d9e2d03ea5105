import { INTENTS, type Hub } from './hub.ts';
import { createMessage, replaceMessage } from './messages.ts';
import { guildRoles, memberKey, type FakeChannel, type FakeGuild, type FakeMember, type FakeRole, type FakeUser } from './model.ts';
import { apiChannel, apiGuild, apiGuildCreate, apiMember, apiRole } from './payloads.ts';
import type { PermissionOverwrite } from './permissions.ts';
import type { Snowflake } from './snowflake.ts';

/** A user given by id or as an object with an id. */
export type UserRef = Snowflake | { readonly id: Snowflake };

/** The id of a {@link UserRef}. */
export function userIdOf(user: UserRef): Snowflake {
  return typeof user === 'string' ? user : user.id;
}

/** Creates and stores a user. */
export function createUser(hub: Hub, input: { readonly username?: string; readonly globalName?: string | null; readonly bot?: boolean } = {}): FakeUser {
  const id = hub.world.nextId();
  const user: FakeUser = {
    id,
    username: input.username ?? `user${hub.world.users.size}`,
    globalName: input.globalName ?? null,
    bot: input.bot ?? false,
  };
  hub.world.users.set(id, user);
  return user;
}

/** Creates a role in a guild (above the existing ones) and tells the gateway. */
export function createRole(
  hub: Hub,
  input: { readonly guildId: Snowflake; readonly name: string; readonly permissions: bigint; readonly color?: number; readonly botId?: Snowflake | null },
): FakeRole {
  const position = guildRoles(hub.world, input.guildId).length;
  const role: FakeRole = {
    id: hub.world.nextId(),
    guildId: input.guildId,
    name: input.name,
    permissions: input.permissions,
    position,
    color: input.color ?? 0,
    botId: input.botId ?? null,
  };
  hub.world.roles.set(role.id, role);
  hub.dispatch('GUILD_ROLE_CREATE', { guild_id: role.guildId, role: apiRole(role) }, INTENTS.guilds);
  return role;
}

/** Makes a user a member of a guild (or updates the membership) and tells the gateway. */
export function putMember(
  hub: Hub,
  input: { readonly guildId: Snowflake; readonly userId: Snowflake; readonly roleIds?: readonly Snowflake[]; readonly nick?: string | null },
): FakeMember {
  const key = memberKey(input.guildId, input.userId);
  const existing = hub.world.members.get(key);
  const member: FakeMember = {
    guildId: input.guildId,
    userId: input.userId,
    roleIds: input.roleIds ?? existing?.roleIds ?? [],
    nick: input.nick ?? existing?.nick ?? null,
    joinedAt: existing?.joinedAt ?? Date.now(),
  };
  hub.world.members.set(key, member);
  const data = { ...apiMember(hub.world, member), guild_id: member.guildId };
  hub.dispatch(existing ? 'GUILD_MEMBER_UPDATE' : 'GUILD_MEMBER_ADD', data, INTENTS.guildMembers);
  return member;
}

/** Creates a guild with its @everyone role, the bot's managed role, the bot and the owner as members. */
export function createGuild(
  hub: Hub,
  input: { readonly name: string; readonly ownerId: Snowflake; readonly locale: string },
): FakeGuild {
  const guild: FakeGuild = {
    id: hub.world.nextId(),
    name: input.name,
    ownerId: input.ownerId,
    preferredLocale: input.locale,
    createdAt: Date.now(),
  };
  hub.world.guilds.set(guild.id, guild);
  hub.world.roles.set(guild.id, {
    id: guild.id,
    guildId: guild.id,
    name: '@everyone',
    permissions: hub.options.everyonePermissions,
    position: 0,
    color: 0,
    botId: null,
  });
  const botRole = createRole(hub, { guildId: guild.id, name: hub.bot.username, permissions: hub.options.botPermissions, botId: hub.bot.id });
  putMember(hub, { guildId: guild.id, userId: input.ownerId });
  putMember(hub, { guildId: guild.id, userId: hub.bot.id, roleIds: [botRole.id] });
  return guild;
}

/**
 * Gives a guild to one of its members, as Discord's ownership transfer does (the owner has every
 * permission, whatever their roles), and tells the gateway (GUILD_UPDATE).
 */
export function setGuildOwner(hub: Hub, guildId: Snowflake, userId: Snowflake): FakeGuild {
  const guild = hub.world.guilds.get(guildId);
  if (!guild) throw new Error(`fake-discord: no guild ${guildId}`);
  if (!hub.world.members.has(memberKey(guildId, userId))) throw new Error(`fake-discord: user ${userId} is not a member of guild ${guildId}, so cannot own it`);
  const updated: FakeGuild = { ...guild, ownerId: userId };
  hub.world.guilds.set(guildId, updated);
  hub.dispatch('GUILD_UPDATE', apiGuild(hub.world, updated), INTENTS.guilds);
  return updated;
}

/** Tells the gateway about a whole guild (the bot joined it). */
export function announceGuild(hub: Hub, guild: FakeGuild): void {
  hub.dispatch('GUILD_CREATE', apiGuildCreate(hub.world, guild), INTENTS.guilds);
}

/** Creates a text channel in a guild and tells the gateway. */
export function createTextChannel(
  hub: Hub,
  input: { readonly guildId: Snowflake; readonly name: string; readonly topic?: string | null; readonly overwrites?: readonly PermissionOverwrite[] },
): FakeChannel {
  const position = [...hub.world.channels.values()].filter((c) => c.guildId === input.guildId && c.kind === 'text').length;
  const channel: FakeChannel = {
    id: hub.world.nextId(),
    guildId: input.guildId,
    kind: 'text',
    name: input.name,
    parentId: null,
    position,
    topic: input.topic ?? null,
    overwrites: input.overwrites ?? [],
    ownerId: null,
    archived: false,
    locked: false,
    autoArchiveDuration: 1440,
    invitable: false,
    createdAt: Date.now(),
    memberIds: [],
  };
  hub.world.channels.set(channel.id, channel);
  hub.dispatch('CHANNEL_CREATE', apiChannel(hub.world, channel), INTENTS.guilds);
  return channel;
}

/** Stores a changed channel and tells the gateway (CHANNEL_UPDATE or THREAD_UPDATE). */
export function updateChannel(hub: Hub, channel: FakeChannel): void {
  hub.world.channels.set(channel.id, channel);
  hub.log.append({ kind: 'channelUpdate', channel });
  hub.dispatch(channel.kind === 'text' ? 'CHANNEL_UPDATE' : 'THREAD_UPDATE', apiChannel(hub.world, channel), INTENTS.guilds);
}

/** Deletes a channel, its threads and their messages, and tells the gateway. */
export function deleteChannel(hub: Hub, channel: FakeChannel): void {
  for (const child of [...hub.world.channels.values()].filter((c) => c.parentId === channel.id)) deleteChannel(hub, child);
  for (const id of hub.world.messages.idsIn(channel.id)) hub.world.messages.delete(id);
  hub.world.channels.delete(channel.id);
  if (channel.kind === 'text') hub.dispatch('CHANNEL_DELETE', apiChannel(hub.world, channel), INTENTS.guilds);
  else {
    hub.dispatch(
      'THREAD_DELETE',
      { id: channel.id, guild_id: channel.guildId, parent_id: channel.parentId, type: channel.kind === 'publicThread' ? 11 : 12 },
      INTENTS.guilds,
    );
  }
}

/** What a new thread is made of. */
export interface NewThread {
  readonly parentId: Snowflake;
  readonly name: string;
  readonly ownerId: Snowflake;
  readonly kind: 'publicThread' | 'privateThread';
  readonly autoArchiveDuration?: number;
  readonly invitable?: boolean;
  readonly starterMessageId?: Snowflake | null;
}

/**
 * Creates a thread under a text channel and dispatches THREAD_CREATE. As on Discord, a public thread
 * not started from a message leaves a "thread created" system message (type 18) in the parent.
 */
export function createThread(hub: Hub, input: NewThread): FakeChannel {
  const parent = hub.world.channels.get(input.parentId);
  if (!parent || parent.kind !== 'text') throw new Error(`fake-discord: ${input.parentId} is not a text channel`);
  const starter = input.starterMessageId ? hub.world.messages.get(input.starterMessageId) : undefined;
  const thread: FakeChannel = {
    // A thread started from a message has the message's id, as on Discord.
    id: starter?.id ?? hub.world.nextId(),
    guildId: parent.guildId,
    kind: input.kind,
    name: input.name,
    parentId: parent.id,
    position: 0,
    topic: null,
    overwrites: [],
    ownerId: input.ownerId,
    archived: false,
    locked: false,
    autoArchiveDuration: input.autoArchiveDuration ?? 1440,
    invitable: input.invitable ?? true,
    createdAt: Date.now(),
    memberIds: [input.ownerId],
  };
  hub.world.channels.set(thread.id, thread);
  if (starter) replaceMessage(hub, { ...starter, threadId: thread.id, flags: starter.flags | 32 });
  const data = {
    ...apiChannel(hub.world, thread),
    newly_created: true,
    ...(input.ownerId === hub.bot.id
      ? { member: { id: thread.id, user_id: hub.bot.id, join_timestamp: new Date(thread.createdAt).toISOString(), flags: 0 } }
      : {}),
  };
  hub.dispatch('THREAD_CREATE', data, INTENTS.guilds);
  hub.log.append({ kind: 'threadCreate', thread, starterMessageId: starter?.id ?? null });
  if (!starter && thread.kind === 'publicThread') {
    createMessage(hub, {
      channelId: parent.id,
      authorId: input.ownerId,
      body: { content: thread.name },
      files: [],
      type: 18,
      extraFlags: 0,
      interaction: null,
      webhookId: null,
      reference: { messageId: thread.id, channelId: thread.id },
      source: 'system',
    });
  }
  return thread;
}
