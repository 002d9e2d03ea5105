import {
  ChannelType,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  GuildSystemChannelFlags,
  GuildVerificationLevel,
  OverwriteType,
  type APIAttachment,
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIMessage,
  type APIRole,
  type APIThreadChannel,
  type APIUser,
  type GatewayGuildCreateDispatchData,
  type Locale,
  type ThreadAutoArchiveDuration,
  type UserFlags,
  type RoleFlags,
  type GuildMemberFlags,
  type ChannelFlags,
} from 'discord.js';
import {
  guildRoles,
  memberKey,
  type FakeAttachment,
  type FakeChannel,
  type FakeGuild,
  type FakeMember,
  type FakeMessage,
  type FakeRole,
  type FakeUser,
  type World,
} from './model.ts';

/** An ISO-8601 timestamp as Discord writes them. */
export function iso(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/** The API form of a user. */
export function apiUser(user: FakeUser): APIUser {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: user.globalName,
    avatar: null,
    bot: user.bot,
    system: false,
    banner: null,
    accent_color: null,
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
  };
}

/** The API form of a role. */
export function apiRole(role: FakeRole): APIRole {
  return {
    id: role.id,
    name: role.name,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.botId !== null,
    mentionable: false,
    flags: 0 as RoleFlags,
    ...(role.botId !== null ? { tags: { bot_id: role.botId } } : {}),
  };
}

/** The API form of a member (with its user). */
export function apiMember(world: World, member: FakeMember): APIGuildMember {
  const user = world.users.get(member.userId);
  if (!user) throw new Error(`fake-discord: member of unknown user ${member.userId}`);
  return {
    user: apiUser(user),
    nick: member.nick,
    avatar: null,
    banner: null,
    roles: [...member.roleIds],
    joined_at: iso(member.joinedAt),
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    pending: false,
    communication_disabled_until: null,
  };
}

/** The newest message id of a channel, or null. */
function lastMessageId(world: World, channelId: string): string | null {
  return world.messages.lastIn(channelId)?.id ?? null;
}

/** The API form of a text channel or a thread. */
export function apiChannel(world: World, channel: FakeChannel): APIChannel {
  if (channel.kind === 'text') {
    return {
      id: channel.id,
      type: ChannelType.GuildText,
      guild_id: channel.guildId,
      name: channel.name,
      position: channel.position,
      permission_overwrites: channel.overwrites.map((o) => ({
        id: o.id,
        type: o.type === 'role' ? OverwriteType.Role : OverwriteType.Member,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
      parent_id: null,
      topic: channel.topic,
      nsfw: false,
      last_message_id: lastMessageId(world, channel.id),
      rate_limit_per_user: 0,
      flags: 0 as ChannelFlags,
    };
  }
  const messageCount = world.messages.countIn(channel.id);
  const thread: APIThreadChannel = {
    id: channel.id,
    type: channel.kind === 'publicThread' ? ChannelType.PublicThread : ChannelType.PrivateThread,
    guild_id: channel.guildId,
    name: channel.name,
    parent_id: channel.parentId ?? undefined,
    owner_id: channel.ownerId ?? undefined,
    last_message_id: lastMessageId(world, channel.id),
    message_count: messageCount,
    total_message_sent: messageCount,
    member_count: Math.min(channel.memberIds.length, 50),
    rate_limit_per_user: 0,
    flags: 0 as ChannelFlags,
    thread_metadata: {
      archived: channel.archived,
      auto_archive_duration: channel.autoArchiveDuration as ThreadAutoArchiveDuration,
      archive_timestamp: iso(channel.createdAt),
      locked: channel.locked,
      invitable: channel.invitable,
      create_timestamp: iso(channel.createdAt),
    },
    applied_tags: [],
  };
  return thread;
}

/** The API form of a guild as `GET /guilds/{id}` gives it. */
export function apiGuild(world: World, guild: FakeGuild): APIGuild {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: guildRoles(world, guild.id).map(apiRole),
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0 as GuildSystemChannelFlags,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: guild.preferredLocale as Locale,
    max_members: 500_000,
    max_video_channel_users: 25,
    nsfw_level: GuildNSFWLevel.Default,
    premium_progress_bar_enabled: false,
    hub_type: null,
    incidents_data: null,
    region: 'deprecated',
  };
}

/** The guild as the gateway sends it in GUILD_CREATE: with members, channels and active threads. */
export function apiGuildCreate(world: World, guild: FakeGuild): GatewayGuildCreateDispatchData {
  const members = [...world.members.values()].filter((m) => m.guildId === guild.id);
  const channels = [...world.channels.values()].filter((c) => c.guildId === guild.id);
  return {
    ...apiGuild(world, guild),
    joined_at: iso(guild.createdAt),
    large: false,
    unavailable: false,
    member_count: members.length,
    voice_states: [],
    members: members.map((m) => apiMember(world, m)),
    channels: channels.filter((c) => c.kind === 'text').map((c) => apiChannel(world, c)) as GatewayGuildCreateDispatchData['channels'],
    threads: channels
      .filter((c) => c.kind !== 'text' && !c.archived)
      .map((c) => apiChannel(world, c)) as GatewayGuildCreateDispatchData['threads'],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** The API form of an attachment. */
export function apiAttachment(attachment: FakeAttachment): APIAttachment {
  return {
    id: attachment.id,
    filename: attachment.filename,
    size: attachment.size,
    url: attachment.url,
    proxy_url: attachment.url,
    ...(attachment.contentType !== null ? { content_type: attachment.contentType } : {}),
    ...(attachment.description !== null ? { description: attachment.description } : {}),
    ...(attachment.width !== null ? { width: attachment.width, height: attachment.height } : {}),
    ...(attachment.ephemeral ? { ephemeral: true } : {}),
  };
}

/** The API form of a message; the gateway adds `guild_id` (and `member`), REST does not. */
export function apiMessage(world: World, message: FakeMessage, forGateway = false): APIMessage {
  const author = world.users.get(message.authorId);
  if (!author) throw new Error(`fake-discord: message by unknown user ${message.authorId}`);
  const member = world.members.get(memberKey(message.guildId, message.authorId));
  const thread = message.threadId !== null ? world.channels.get(message.threadId) : undefined;
  const base = {
    id: message.id,
    type: message.type,
    channel_id: message.channelId,
    author: apiUser(author),
    content: message.content,
    timestamp: iso(message.createdAt),
    edited_timestamp: message.editedAt === null ? null : iso(message.editedAt),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map(apiAttachment),
    embeds: message.embeds.map((e) => ({ type: 'rich' as const, ...e })),
    components: [...message.components],
    pinned: message.pinned,
    flags: message.flags,
    ...(message.webhookId !== null ? { webhook_id: message.webhookId, application_id: message.webhookId } : {}),
    ...(message.reference !== null
      ? {
          message_reference: {
            type: 0,
            message_id: message.reference.messageId,
            channel_id: message.reference.channelId,
            guild_id: message.guildId,
          },
        }
      : {}),
    ...(message.interaction !== null
      ? {
          interaction_metadata: {
            id: message.interaction.id,
            type: message.interaction.type,
            user: apiUser(world.users.get(message.interaction.userId) ?? author),
            authorizing_integration_owners: { '0': message.guildId },
            ...(message.interaction.type === 2 ? { name: message.interaction.name, command_type: 1 } : {}),
          },
        }
      : {}),
    ...(thread ? { thread: apiChannel(world, thread) } : {}),
    ...(forGateway
      ? {
          guild_id: message.guildId,
          ...(member ? { member: { ...apiMember(world, member), user: undefined } } : {}),
        }
      : {}),
  };
  return base as APIMessage;
}
