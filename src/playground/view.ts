/**
 * What the playground's page is told: messages, channels and users of the local Discord as plain
 * JSON, with the ephemeral messages of other users left out (as Discord shows them to nobody else).
 */
import type { APIEmbed } from 'discord.js';
import { EPHEMERAL_FLAG, LOADING_FLAG, type FakeChannel, type FakeDiscord, type FakeMessage, type FakeRole, type Snowflake } from './discord/fake-discord.ts';

/** Discord's message type of the notice a thread made without a message leaves in its channel. */
const THREAD_CREATED = 18;

/** A user as the page shows them. */
export interface PageUser {
  readonly id: Snowflake;
  readonly name: string;
  readonly bot: boolean;
  /** The Discord locale their interactions carry (`fr` or `en-US`); null for the bot. */
  readonly locale: string | null;
}

/** A channel or thread as the page lists it. */
export interface PageChannel {
  readonly id: Snowflake;
  readonly name: string;
  readonly kind: FakeChannel['kind'];
  readonly parentId: Snowflake | null;
  readonly archived: boolean;
}

/** A role as the page offers it for a role option (`name` as Discord has it: `@everyone` starts with @, the others do not). */
export interface PageRole {
  readonly id: Snowflake;
  readonly name: string;
}

/** An attachment as the page shows it: served by the playground itself. */
export interface PageAttachment {
  readonly url: string;
  readonly filename: string;
  readonly contentType: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly size: number;
}

/** A message as the page shows it. */
export interface PageMessage {
  readonly id: Snowflake;
  readonly channelId: Snowflake;
  readonly authorId: Snowflake;
  /** Discord's message type: 0 default, 18 "thread created" (the notice in a channel of a thread made there without a message), 19 reply, 20 command… */
  readonly type: number;
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly unknown[];
  readonly attachments: readonly PageAttachment[];
  readonly ephemeral: boolean;
  /** A deferred reply still "thinking". */
  readonly loading: boolean;
  readonly createdAt: number;
  readonly editedAt: number | null;
  /** The slash command or component behind the message, with who used it (`name`: the command's canonical name). */
  readonly interaction: { readonly id: Snowflake; readonly name: string; readonly userId: Snowflake; readonly type: number } | null;
  /** The thread this message started, or the one a "thread created" notice announces (its reference): the page links to it under the message. */
  readonly threadId: Snowflake | null;
  readonly revision: number;
}

/** Whether a user may see a message: everyone sees non-ephemeral ones, only the interaction's user the others. */
export function visibleTo(message: FakeMessage, userId: Snowflake | null): boolean {
  if ((message.flags & EPHEMERAL_FLAG) === 0) return true;
  return userId !== null && message.interaction?.userId === userId;
}

/**
 * The page's URL of an attachment of a message; a private message's files carry the key that opens
 * them. It names the file's own id: every upload, and so every edit that changes a picture, has a
 * URL of its own, which a browser may keep for good (an edit that keeps a file keeps its URL).
 */
export function attachmentPath(messageId: Snowflake, attachmentId: Snowflake, filename: string, key?: string): string {
  return `/files/${messageId}/${attachmentId}/${encodeURIComponent(filename)}${key === undefined ? '' : `?key=${key}`}`;
}

/**
 * A message for the page; URLs of the stand-in (its attachments, `attachment://` in embeds) become
 * the page's own. `fileKey` gives the key of an ephemeral message's files (see page-tokens.ts).
 */
export function pageMessage(discord: FakeDiscord, message: FakeMessage, fileKey: (messageId: Snowflake) => string): PageMessage {
  const byUrl = new Map<string, string>();
  const key = (message.flags & EPHEMERAL_FLAG) !== 0 ? fileKey(message.id) : undefined;
  const attachments = message.attachments.map((attachment): PageAttachment => {
    const url = attachmentPath(message.id, attachment.id, attachment.filename, key);
    byUrl.set(attachment.url, url);
    byUrl.set(`attachment://${attachment.filename}`, url);
    return { url, filename: attachment.filename, contentType: attachment.contentType, width: attachment.width, height: attachment.height, size: attachment.size };
  });
  const local = (url: string | undefined): string | undefined => (url === undefined ? undefined : (byUrl.get(url) ?? (url.startsWith(discord.baseUrl) ? '' : url)));
  const embeds = message.embeds.map((embed): APIEmbed => {
    const image = embed.image ? { ...embed.image, url: local(embed.image.url) ?? '' } : undefined;
    const thumbnail = embed.thumbnail ? { ...embed.thumbnail, url: local(embed.thumbnail.url) ?? '' } : undefined;
    return { ...embed, ...(image ? { image } : {}), ...(thumbnail ? { thumbnail } : {}) };
  });
  return {
    id: message.id,
    channelId: message.channelId,
    authorId: message.authorId,
    type: message.type,
    content: message.content,
    embeds,
    components: rewriteMedia(message.components, local),
    attachments,
    ephemeral: (message.flags & EPHEMERAL_FLAG) !== 0,
    loading: (message.flags & LOADING_FLAG) !== 0,
    createdAt: message.createdAt,
    editedAt: message.editedAt,
    interaction: message.interaction ? { id: message.interaction.id, name: message.interaction.name, userId: message.interaction.userId, type: message.interaction.type } : null,
    threadId: message.threadId ?? (message.type === THREAD_CREATED ? (message.reference?.channelId ?? null) : null),
    revision: message.revision,
  };
}

/** Components v2 media (thumbnails, galleries, files) point at the page's URLs too. */
function rewriteMedia(components: readonly unknown[], local: (url: string | undefined) => string | undefined): readonly unknown[] {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      if (key === 'url' && typeof inner === 'string') return [key, local(inner) ?? inner];
      return [key, walk(inner)];
    });
    return Object.fromEntries(entries);
  };
  return components.map(walk);
}

/** A channel for the page. */
export function pageChannel(channel: FakeChannel): PageChannel {
  return { id: channel.id, name: channel.name, kind: channel.kind, parentId: channel.parentId, archived: channel.archived };
}

/** A guild's roles for the page, highest first (@everyone last), as Discord's client lists them. */
export function pageRoles(roles: readonly FakeRole[]): PageRole[] {
  return [...roles].sort((a, b) => b.position - a.position).map((role) => ({ id: role.id, name: role.name }));
}
