import type { APIApplicationCommand, APIEmbed, APIMessageTopLevelComponent } from 'discord.js';
import { channelPermissions, type PermissionOverwrite, type PermissionSubject } from './permissions.ts';
import type { JsonObject } from './json.ts';
import { snowflakeGenerator, type Snowflake } from './snowflake.ts';

/** The kinds of channel the stand-in models. */
export const CHANNEL_KINDS = ['text', 'publicThread', 'privateThread'] as const;
/** A kind of channel: a guild text channel or a thread under one. */
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** A Discord user (a person or the bot). */
export interface FakeUser {
  readonly id: Snowflake;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
}

/** A guild (server). Its @everyone role has the guild's id. */
export interface FakeGuild {
  readonly id: Snowflake;
  readonly name: string;
  readonly ownerId: Snowflake;
  readonly preferredLocale: string;
  readonly createdAt: number;
}

/** A role of a guild with its guild-level permissions. */
export interface FakeRole {
  readonly id: Snowflake;
  readonly guildId: Snowflake;
  readonly name: string;
  readonly permissions: bigint;
  readonly position: number;
  readonly color: number;
  /** Set for the bot's own managed role. */
  readonly botId: Snowflake | null;
}

/** The membership of a user in a guild. */
export interface FakeMember {
  readonly guildId: Snowflake;
  readonly userId: Snowflake;
  readonly roleIds: readonly Snowflake[];
  readonly nick: string | null;
  readonly joinedAt: number;
}

/** A text channel or a thread. Threads take their permission overwrites from their parent. */
export interface FakeChannel {
  readonly id: Snowflake;
  readonly guildId: Snowflake;
  readonly kind: ChannelKind;
  readonly name: string;
  readonly parentId: Snowflake | null;
  readonly position: number;
  readonly topic: string | null;
  readonly overwrites: readonly PermissionOverwrite[];
  /** Who made the thread; null for text channels. */
  readonly ownerId: Snowflake | null;
  readonly archived: boolean;
  readonly locked: boolean;
  readonly autoArchiveDuration: number;
  readonly invitable: boolean;
  readonly createdAt: number;
  /** Members of a thread (the stand-in adds the creator); empty for text channels. */
  readonly memberIds: readonly Snowflake[];
}

/** A file attached to a message, an interaction response or a slash command option, with its bytes. */
export interface FakeAttachment {
  readonly id: Snowflake;
  readonly channelId: Snowflake;
  readonly filename: string;
  readonly contentType: string | null;
  readonly size: number;
  /** The file's bytes; empty once let go of in memory ({@link releaseFile}): then read with {@link fileBytes}. */
  readonly bytes: Uint8Array;
  /** Whether the bytes were let go of in memory, kept by the journal only. */
  readonly released?: boolean;
  readonly description: string | null;
  /** Pixel size when the bytes are a PNG image, else null. */
  readonly width: number | null;
  readonly height: number | null;
  /** Where the stand-in serves the bytes (plain HTTP on loopback, no auth). */
  readonly url: string;
  readonly ephemeral: boolean;
}

/** Which interaction produced a message. */
export interface MessageInteractionInfo {
  readonly id: Snowflake;
  readonly type: number;
  readonly name: string;
  readonly userId: Snowflake;
}

/** A message as the stand-in stores it; every edit stores a new value with a higher revision. */
export interface FakeMessage {
  readonly id: Snowflake;
  readonly channelId: Snowflake;
  readonly guildId: Snowflake;
  readonly authorId: Snowflake;
  /** Discord's message type: 0 default, 19 reply, 20 chat input command, 21 thread starter. */
  readonly type: number;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIMessageTopLevelComponent[];
  readonly attachments: readonly FakeAttachment[];
  readonly flags: number;
  readonly createdAt: number;
  readonly editedAt: number | null;
  readonly interaction: MessageInteractionInfo | null;
  /** Set (to the application id) for interaction responses and follow-ups. */
  readonly webhookId: Snowflake | null;
  readonly reference: { readonly messageId: Snowflake; readonly channelId: Snowflake } | null;
  readonly pinned: boolean;
  /** The thread started from this message, if any. */
  readonly threadId: Snowflake | null;
  /** 0 when created, +1 on each edit. */
  readonly revision: number;
}

/** Message flag: only the invoking user sees the message. */
export const EPHEMERAL_FLAG = 1 << 6;
/** Message flag: a deferred interaction response still "thinking". */
export const LOADING_FLAG = 1 << 7;
/** Message flag: the message uses components v2 (no content or embeds, up to 40 components). */
export const COMPONENTS_V2_FLAG = 1 << 15;

/** Whether a message is ephemeral. */
export function isEphemeral(message: FakeMessage): boolean {
  return (message.flags & EPHEMERAL_FLAG) !== 0;
}

/** The tables of the world a journal is told about: what a restarted stand-in needs to be the same Discord. */
export const JOURNAL_TABLES = ['users', 'guilds', 'roles', 'members', 'channels', 'messages', 'attachments', 'directChannels'] as const;
/** A table of the world that a journal follows. */
export type JournalTable = (typeof JOURNAL_TABLES)[number];

/**
 * Told of every change of a followed table (a record set or deleted, by key), so that something
 * outside the stand-in can keep the world (the playground keeps it in its store). It reads the
 * record's current value itself, when it writes.
 */
export interface WorldJournal {
  readonly changed: (table: JournalTable, key: string) => void;
  /**
   * The bytes of a file the journal keeps (null when it has none): with it, a file written by the
   * journal may be let go of in memory ({@link releaseFile}) and read back from there when asked for.
   */
  readonly fileBytes?: (attachmentId: Snowflake) => Promise<Uint8Array | null>;
  /**
   * A message as the journal keeps it, its files' bytes left there (null when it has none): with it,
   * a channel's older messages written by the journal may leave memory and be read back from there.
   */
  readonly message?: (messageId: Snowflake) => Promise<FakeMessage | null>;
  /**
   * A file as the journal keeps it, its bytes with it (null when it has none): with it, the files
   * of the messages that left memory leave it too, and are read back from there when shown.
   */
  readonly file?: (attachmentId: Snowflake) => Promise<FakeAttachment | null>;
}

/** A Map whose sets and deletes are told to a journal, once one is attached. */
export class TrackedMap<K extends string, V> extends Map<K, V> {
  /** Set by {@link attachJournal}; null: changes are told to nobody (tests). */
  onChange: ((key: K) => void) | null = null;

  override set(key: K, value: V): this {
    super.set(key, value);
    this.onChange?.(key);
    return this;
  }

  override delete(key: K): boolean {
    const had = super.delete(key);
    if (had) this.onChange?.(key);
    return had;
  }
}

/** Everything the stand-in knows, shared by the REST routes, the gateway and the test-side API. */
export interface World {
  readonly nextId: () => Snowflake;
  /** The newest id made so far (or restored): a restarted stand-in makes only higher ones. */
  readonly lastId: () => Snowflake;
  /** `http://127.0.0.1:PORT`, set once the server listens. */
  baseUrl: string;
  /** Whether a journal follows the world (the playground): then files an edit drops are let go at once. */
  journaled: boolean;
  /** Where files let go of in memory are read back (the journal's keeping); null: none is let go of. */
  fileSource: ((attachmentId: Snowflake) => Promise<Uint8Array | null>) | null;
  /** Where messages let go of in memory are read back (the journal's keeping); null: none is let go of. */
  messageSource: ((messageId: Snowflake) => Promise<FakeMessage | null>) | null;
  /** Where the files of messages let go of are read back, bytes and all; null: they stay in memory. */
  attachmentSource: ((attachmentId: Snowflake) => Promise<FakeAttachment | null>) | null;
  readonly users: TrackedMap<Snowflake, FakeUser>;
  readonly guilds: TrackedMap<Snowflake, FakeGuild>;
  readonly roles: TrackedMap<Snowflake, FakeRole>;
  /** Keyed by `guildId:userId`. */
  readonly members: TrackedMap<string, FakeMember>;
  readonly channels: TrackedMap<Snowflake, FakeChannel>;
  /** In creation order; deleted messages are removed. */
  readonly messages: MessageStore;
  readonly attachments: TrackedMap<Snowflake, FakeAttachment>;
  readonly commands: Map<Snowflake, APIApplicationCommand>;
  /** Direct-message channels the bot opened, by id: the user at the other end. */
  readonly directChannels: TrackedMap<Snowflake, Snowflake>;
  /** Users who do not accept direct messages from the bot (Discord answers 403/50007). */
  readonly closedDms: Set<Snowflake>;
  /** What the bot sent by direct message, in order. */
  readonly directMessages: FakeDirectMessage[];
  /**
   * Nonces of the channel messages created with `enforce_nonce`, by `channel:author:nonce`, oldest
   * first: the message each made and when (a create repeating one within the window gets that message).
   */
  readonly nonces: Map<string, { readonly messageId: Snowflake; readonly at: number }>;
}

/**
 * The world's messages by id, in creation order, and also by channel: a channel's messages are
 * found without reading every other channel's (hundreds of channels in the load benchmark, where
 * each interaction's channel payload and each look at a channel read them).
 *
 * When a journal keeps the world, a channel's older messages may leave memory ({@link letGo}):
 * their ids stay in the channel's order, marked away, and the journal's keeping has the rest
 * (`message-window.ts` reads them back). The Map itself holds the messages in memory only.
 */
export class MessageStore extends TrackedMap<Snowflake, FakeMessage> {
  /** Per channel, every message id in creation order: the message, or null while it is away. */
  private readonly byChannel = new Map<Snowflake, Map<Snowflake, FakeMessage | null>>();
  /** The messages away from memory, with their channel. */
  private readonly away = new Map<Snowflake, Snowflake>();

  override set(id: Snowflake, message: FakeMessage): this {
    const before = super.get(id);
    if (before !== undefined && before.channelId !== message.channelId) this.unindex(before);
    this.comeBack(id);
    super.set(id, message);
    this.index(message);
    return this;
  }

  override delete(id: Snowflake): boolean {
    const channelId = this.away.get(id);
    if (channelId !== undefined) {
      // Away: the journal is told, so that its keeping lets go of it too.
      this.away.delete(id);
      this.unindexId(channelId, id);
      this.onChange?.(id);
      return true;
    }
    const message = super.get(id);
    if (message === undefined) return false;
    this.unindex(message);
    return super.delete(id);
  }

  override clear(): void {
    this.byChannel.clear();
    this.away.clear();
    super.clear();
  }

  /** A channel's messages in memory, in creation order. */
  inChannel(channelId: Snowflake): readonly FakeMessage[] {
    return [...(this.byChannel.get(channelId)?.values() ?? [])].filter((message) => message !== null);
  }

  /** A channel's message ids in creation order, those away from memory too. */
  idsIn(channelId: Snowflake): readonly Snowflake[] {
    return [...(this.byChannel.get(channelId)?.keys() ?? [])];
  }

  /** How many messages a channel has (in memory or away). */
  countIn(channelId: Snowflake): number {
    return this.byChannel.get(channelId)?.size ?? 0;
  }

  /** A channel's newest message in memory (the newest of all: only older ones go away). */
  lastIn(channelId: Snowflake): FakeMessage | undefined {
    let last: FakeMessage | undefined;
    // A Map has no last entry: the newest is the last met (a channel holds tens of messages, not thousands).
    for (const message of this.byChannel.get(channelId)?.values() ?? []) if (message !== null) last = message;
    return last;
  }

  /** Whether a message exists, in memory or away. */
  knows(id: Snowflake): boolean {
    return super.has(id) || this.away.has(id);
  }

  /** Whether a message is away from memory (its journal keeps it). */
  isAway(id: Snowflake): boolean {
    return this.away.has(id);
  }

  /** Lets go of a message in memory, its journal keeping it: not a change, the journal is not told. */
  letGo(id: Snowflake): void {
    const message = super.get(id);
    if (message === undefined) return;
    Map.prototype.delete.call(this, id);
    this.byChannel.get(message.channelId)?.set(id, null);
    this.away.set(id, message.channelId);
  }

  /** Puts an away message back in memory as its journal keeps it: not a change either. */
  putBack(message: FakeMessage): void {
    if (!this.away.has(message.id)) return;
    this.comeBack(message.id);
    Map.prototype.set.call(this, message.id, message);
    this.index(message);
  }

  private comeBack(id: Snowflake): void {
    const channelId = this.away.get(id);
    if (channelId === undefined) return;
    this.away.delete(id);
    // Its place in the channel's order is kept: the entry is only filled again.
  }

  private index(message: FakeMessage): void {
    let channel = this.byChannel.get(message.channelId);
    if (channel === undefined) this.byChannel.set(message.channelId, (channel = new Map()));
    channel.set(message.id, message);
  }

  private unindex(message: FakeMessage): void {
    this.unindexId(message.channelId, message.id);
  }

  private unindexId(channelId: Snowflake, id: Snowflake): void {
    const channel = this.byChannel.get(channelId);
    channel?.delete(id);
    if (channel?.size === 0) this.byChannel.delete(channelId);
  }
}

/** A direct message the bot sent to a user. */
export interface FakeDirectMessage {
  readonly id: Snowflake;
  readonly channelId: Snowflake;
  readonly userId: Snowflake;
  readonly content: string;
  readonly createdAt: number;
}

/** A new, empty world; its ids come after `after` (the last id of a world it takes over from). */
export function createWorld(after?: Snowflake): World {
  let last: Snowflake = after ?? '0';
  const generate = snowflakeGenerator(1, after);
  return {
    nextId: () => (last = generate()),
    lastId: () => last,
    baseUrl: 'http://127.0.0.1:0',
    journaled: false,
    fileSource: null,
    messageSource: null,
    attachmentSource: null,
    users: new TrackedMap(),
    guilds: new TrackedMap(),
    roles: new TrackedMap(),
    members: new TrackedMap(),
    channels: new TrackedMap(),
    messages: new MessageStore(),
    attachments: new TrackedMap(),
    commands: new Map(),
    directChannels: new TrackedMap(),
    closedDms: new Set(),
    directMessages: [],
    nonces: new Map(),
  };
}

/** Makes a journal follow the world's tables from now on. */
export function attachJournal(world: World, journal: WorldJournal): void {
  world.journaled = true;
  world.fileSource = journal.fileBytes ?? null;
  world.messageSource = journal.message ?? null;
  world.attachmentSource = journal.file ?? null;
  for (const table of JOURNAL_TABLES) world[table].onChange = (key: string) => journal.changed(table, key);
}

/**
 * Lets go of a public file's bytes in memory once its journal has written it (the playground's
 * store keeps it): a long session then holds its files there, not in memory. The same object is
 * on its message and in the log, so its bytes go everywhere at once; they are read back with
 * {@link fileBytes}. False when there is nothing to let go of, or nowhere to read it back from.
 */
export function releaseFile(world: World, attachmentId: Snowflake): boolean {
  const attachment = world.attachments.get(attachmentId);
  if (world.fileSource === null || attachment === undefined || attachment.ephemeral || attachment.released === true) return false;
  dropBytes(attachment);
  return true;
}

/**
 * Empties a file's bytes in place: the one change a file ever sees, not told to the journal (what
 * it keeps is unchanged). In place, because the same object is on its message, in the event log
 * and in the answers of interactions (kept for their token's lifetime): all let go of it at once.
 */
export function dropBytes(attachment: FakeAttachment): void {
  Object.assign(attachment, { bytes: new Uint8Array(0), released: true });
}

/** A file's bytes: from memory, or from its journal's keeping once let go of (null if it has none). */
export async function fileBytes(world: World, attachment: FakeAttachment): Promise<Uint8Array | null> {
  if (attachment.released !== true) return attachment.bytes;
  return (await world.fileSource?.(attachment.id)) ?? null;
}

/** The key of a member in {@link World.members}. */
export function memberKey(guildId: Snowflake, userId: Snowflake): string {
  return `${guildId}:${userId}`;
}

/** The text channel that holds a channel's permissions: the parent for a thread, else the channel. */
export function permissionChannel(world: World, channel: FakeChannel): FakeChannel {
  if (channel.parentId === null) return channel;
  return world.channels.get(channel.parentId) ?? channel;
}

/** Roles of a guild, lowest position first, @everyone included. */
export function guildRoles(world: World, guildId: Snowflake): readonly FakeRole[] {
  return [...world.roles.values()].filter((r) => r.guildId === guildId).sort((a, b) => a.position - b.position);
}

/** What a member is allowed to do in a guild; null when the user is not a member. */
function permissionSubject(world: World, guildId: Snowflake, userId: Snowflake): PermissionSubject | null {
  const guild = world.guilds.get(guildId);
  const member = world.members.get(memberKey(guildId, userId));
  if (!guild || !member) return null;
  const everyone = world.roles.get(guildId)?.permissions ?? 0n;
  const roles = member.roleIds.flatMap((id) => {
    const role = world.roles.get(id);
    return role ? [{ id: role.id, permissions: role.permissions }] : [];
  });
  return { userId, guildId, ownerId: guild.ownerId, everyone, roles };
}

/** A member's permissions in a channel (0 for non-members or unknown channels). */
export function permissionsIn(world: World, channelId: Snowflake, userId: Snowflake): bigint {
  const channel = world.channels.get(channelId);
  if (!channel) return 0n;
  const subject = permissionSubject(world, channel.guildId, userId);
  if (!subject) return 0n;
  return channelPermissions(subject, permissionChannel(world, channel).overwrites);
}

/** A member's guild-level permissions, ignoring channel overwrites (0 for non-members). */
export function guildPermissionsOf(world: World, guildId: Snowflake, userId: Snowflake): bigint {
  const subject = permissionSubject(world, guildId, userId);
  if (!subject) return 0n;
  return channelPermissions(subject, []);
}

/** Messages of a channel in creation order. */
export function channelMessages(world: World, channelId: Snowflake): readonly FakeMessage[] {
  return world.messages.inChannel(channelId);
}

/** Width and height read from a PNG or JPEG header (as Discord reports them), or null for other bytes. */
export function pngSize(bytes: Uint8Array): { readonly width: number; readonly height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && signature.every((b, i) => bytes[i] === b)) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  // JPEG: walk the segments to the first start-of-frame marker, which holds the size.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** A modal the bot opened in answer to an interaction. */
export interface ModalSpec {
  readonly customId: string;
  readonly title: string;
  /** As the bot sent them: action rows of text inputs, or labels wrapping a component. */
  readonly components: readonly JsonObject[];
}

/** One autocomplete suggestion. */
export interface AutocompleteChoice {
  readonly name: string;
  readonly value: string | number;
}

/** The bot's first answer to an interaction (POST …/callback), by callback type. */
export type InteractionCallback =
  | { readonly kind: 'reply'; readonly type: 4; readonly ephemeral: boolean; readonly message: FakeMessage }
  | { readonly kind: 'deferredReply'; readonly type: 5; readonly ephemeral: boolean; readonly message: FakeMessage }
  | { readonly kind: 'deferredUpdate'; readonly type: 6; readonly message: FakeMessage | null }
  | { readonly kind: 'update'; readonly type: 7; readonly message: FakeMessage }
  | { readonly kind: 'autocomplete'; readonly type: 8; readonly choices: readonly AutocompleteChoice[] }
  | { readonly kind: 'modal'; readonly type: 9; readonly modal: ModalSpec }
  | { readonly kind: 'other'; readonly type: number; readonly data: JsonObject };
