import type { APIEmbed, APIMessageTopLevelComponent } from 'discord.js';
import type { MessageSource } from './events.ts';
import { INTENTS, type Hub } from './hub.ts';
import { arrayAt, isObject, numberAt, objectsAt, stringAt, type JsonObject } from './json.ts';
import {
  COMPONENTS_V2_FLAG,
  dropBytes,
  EPHEMERAL_FLAG,
  LOADING_FLAG,
  isEphemeral,
  pngSize,
  type FakeAttachment,
  type FakeMessage,
  type MessageInteractionInfo,
} from './model.ts';
import { apiMessage } from './payloads.ts';
import type { Snowflake } from './snowflake.ts';

/** A file that came in a multipart request. */
export interface UploadedFile {
  /** The form field, e.g. `files[0]`. */
  readonly field: string;
  /** The n of `files[n]`, or null for other field names. */
  readonly index: number | null;
  readonly filename: string;
  readonly contentType: string | null;
  readonly bytes: Uint8Array;
}

/** Flags a bot may set on a message it sends (suppress embeds, suppress notifications, components v2). */
const SETTABLE_FLAGS = 4 | 4096 | COMPONENTS_V2_FLAG;

/** Stores an attachment made from uploaded bytes and returns it. */
export function storeAttachment(
  hub: Hub,
  channelId: Snowflake,
  file: { readonly filename: string; readonly contentType: string | null; readonly bytes: Uint8Array },
  description: string | null,
  ephemeral: boolean,
): FakeAttachment {
  const id = hub.world.nextId();
  const size = pngSize(file.bytes);
  const attachment: FakeAttachment = {
    id,
    channelId,
    filename: file.filename,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    bytes: file.bytes,
    description,
    width: size?.width ?? null,
    height: size?.height ?? null,
    url: `${hub.world.baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(file.filename)}`,
    ephemeral,
  };
  hub.world.attachments.set(id, attachment);
  return attachment;
}

/**
 * The attachments a message will have after a create or edit, following Discord's rules: the body's
 * `attachments` lists what to keep (existing ids) and describes new uploads (`id` = n of `files[n]`);
 * without that list, uploads are added to what the message had.
 */
function resolveAttachments(
  hub: Hub,
  channelId: Snowflake,
  body: JsonObject,
  files: readonly UploadedFile[],
  existing: readonly FakeAttachment[],
  ephemeral: boolean,
): readonly FakeAttachment[] {
  const entries = objectsAt(body, 'attachments');
  const byIndex = new Map<string, UploadedFile>();
  files.forEach((file, position) => byIndex.set(String(file.index ?? position), file));
  const used = new Set<UploadedFile>();
  const upload = (file: UploadedFile, entry: JsonObject | null): FakeAttachment => {
    used.add(file);
    const filename = (entry && stringAt(entry, 'filename')) || file.filename;
    return storeAttachment(hub, channelId, { ...file, filename }, (entry && stringAt(entry, 'description')) ?? null, ephemeral);
  };
  if (!('attachments' in body)) {
    return [...existing, ...files.map((file) => upload(file, null))];
  }
  const result: FakeAttachment[] = [];
  for (const entry of entries) {
    const id = entry.id === undefined || entry.id === null ? '' : String(entry.id);
    const kept = existing.find((a) => a.id === id);
    const file = byIndex.get(id);
    if (kept) result.push(kept);
    else if (file) result.push(upload(file, entry));
  }
  // Uploads that no entry describes are still attached, as Discord does.
  for (const file of files) if (!used.has(file)) result.push(upload(file, null));
  return result;
}

/** Embeds as stored: `attachment://name` image and thumbnail URLs point at the uploaded file. */
function resolveEmbeds(body: JsonObject, attachments: readonly FakeAttachment[]): readonly APIEmbed[] {
  const link = (media: unknown): unknown => {
    if (!isObject(media)) return media;
    const url = stringAt(media, 'url');
    if (!url?.startsWith('attachment://')) return media;
    const file = attachments.find((a) => a.filename === url.slice('attachment://'.length));
    if (!file) return media;
    return { ...media, url: file.url, proxy_url: file.url, width: file.width ?? undefined, height: file.height ?? undefined };
  };
  return objectsAt(body, 'embeds').map((embed) => {
    const copy: Record<string, unknown> = { ...embed };
    if ('image' in embed) copy.image = link(embed.image);
    if ('thumbnail' in embed) copy.thumbnail = link(embed.thumbnail);
    return copy as APIEmbed;
  });
}

/** Components as stored (as the bot sent them). */
function components(body: JsonObject): readonly APIMessageTopLevelComponent[] {
  return objectsAt(body, 'components') as unknown as readonly APIMessageTopLevelComponent[];
}

/** Sends a message event to the bot's gateway sessions, unless ephemeral (Discord never does). */
function dispatchMessage(hub: Hub, event: 'MESSAGE_CREATE' | 'MESSAGE_UPDATE', message: FakeMessage): void {
  if (isEphemeral(message)) return;
  hub.dispatch(event, apiMessage(hub.world, message, true), INTENTS.guildMessages);
}

/** What a new message is made of. */
export interface NewMessage {
  readonly channelId: Snowflake;
  readonly authorId: Snowflake;
  readonly body: JsonObject;
  readonly files: readonly UploadedFile[];
  readonly type: number;
  /** Extra flags (ephemeral, loading) beyond those the body may set. */
  readonly extraFlags: number;
  readonly interaction: MessageInteractionInfo | null;
  readonly webhookId: Snowflake | null;
  readonly reference: FakeMessage['reference'];
  readonly source: MessageSource;
}

/** Creates, stores, logs and dispatches a message. */
export function createMessage(hub: Hub, input: NewMessage): FakeMessage {
  const channel = hub.world.channels.get(input.channelId);
  if (!channel) throw new Error(`fake-discord: no channel ${input.channelId}`);
  const flags = ((numberAt(input.body, 'flags') ?? 0) & (SETTABLE_FLAGS | EPHEMERAL_FLAG)) | input.extraFlags;
  const ephemeral = (flags & EPHEMERAL_FLAG) !== 0;
  const attachments = resolveAttachments(hub, channel.id, input.body, input.files, [], ephemeral);
  const message: FakeMessage = {
    id: hub.world.nextId(),
    channelId: channel.id,
    guildId: channel.guildId,
    authorId: input.authorId,
    type: input.type,
    content: stringAt(input.body, 'content') ?? '',
    embeds: resolveEmbeds(input.body, attachments),
    components: components(input.body),
    attachments,
    flags,
    createdAt: Date.now(),
    editedAt: null,
    interaction: input.interaction,
    webhookId: input.webhookId,
    reference: input.reference,
    pinned: false,
    threadId: null,
    revision: 0,
  };
  hub.world.messages.set(message.id, message);
  if (ephemeral) keepNewestEphemeral(hub, message);
  hub.log.append({ kind: 'messageCreate', message, source: input.source });
  dispatchMessage(hub, 'MESSAGE_CREATE', message);
  return message;
}

/** The private messages of each user in each channel (`channel:user`), oldest first: only kept with a limit. */
const ephemeralOrder = new WeakMap<Hub, Map<string, Snowflake[]>>();

/**
 * With `ephemeralLimit` (FakeDiscordOptions), lets go of a user's oldest private messages in
 * a channel (and their files' bytes) beyond the limit, as Discord's client does on a reload: no event is
 * logged, the page that shows one keeps it, and a click on it is refused as on a deleted message.
 */
function keepNewestEphemeral(hub: Hub, message: FakeMessage): void {
  const limit = hub.options.ephemeralLimit;
  if (!Number.isFinite(limit) || message.interaction === null) return;
  let byUser = ephemeralOrder.get(hub);
  if (byUser === undefined) ephemeralOrder.set(hub, (byUser = new Map()));
  const key = `${message.channelId}:${message.interaction.userId}`;
  const ids = byUser.get(key) ?? [];
  byUser.set(key, ids);
  ids.push(message.id);
  while (ids.length > limit) {
    const old = hub.world.messages.get(ids.shift()!);
    if (old === undefined) continue;
    hub.world.messages.delete(old.id);
    for (const attachment of old.attachments) {
      hub.world.attachments.delete(attachment.id);
      // The interaction that made it still holds the message for a while: its files go now.
      dropBytes(attachment);
    }
  }
}

/** Applies an edit body (PATCH semantics: absent fields stay) to a message, then stores, logs and dispatches it. */
export function editMessage(
  hub: Hub,
  previous: FakeMessage,
  body: JsonObject,
  files: readonly UploadedFile[],
  source: MessageSource,
): FakeMessage {
  const attachments = resolveAttachments(hub, previous.channelId, body, files, previous.attachments, isEphemeral(previous));
  const flags =
    'flags' in body
      ? (previous.flags & (EPHEMERAL_FLAG | COMPONENTS_V2_FLAG)) | ((numberAt(body, 'flags') ?? 0) & SETTABLE_FLAGS)
      : previous.flags & ~LOADING_FLAG;
  const message: FakeMessage = {
    ...previous,
    content: 'content' in body ? (stringAt(body, 'content') ?? '') : previous.content,
    embeds: 'embeds' in body ? resolveEmbeds(body, attachments) : previous.embeds,
    components: 'components' in body ? components(body) : previous.components,
    attachments,
    flags: flags & ~LOADING_FLAG,
    editedAt: Date.now(),
    revision: previous.revision + 1,
  };
  hub.world.messages.set(message.id, message);
  letGoOfFiles(hub, previous, message.attachments);
  hub.log.append({ kind: 'messageUpdate', message, previous, source });
  dispatchMessage(hub, 'MESSAGE_UPDATE', message);
  return message;
}

/** Replaces a stored message by a changed copy without it counting as an edit (pins, threads). */
export function replaceMessage(hub: Hub, message: FakeMessage): void {
  hub.world.messages.set(message.id, message);
}

/** Deletes a message, logs it and tells the gateway. */
export function deleteMessage(hub: Hub, message: FakeMessage, source: MessageSource): void {
  hub.world.messages.delete(message.id);
  letGoOfFiles(hub, message, []);
  hub.log.append({ kind: 'messageDelete', message, source });
  if (!isEphemeral(message)) {
    hub.dispatch('MESSAGE_DELETE', { id: message.id, channel_id: message.channelId, guild_id: message.guildId }, INTENTS.guildMessages);
  }
}

/**
 * When a journal keeps the world (the playground), the files an edit or a delete took off a message
 * are let go of (in memory and in the journal's keeping): a long game edits its board hundreds of
 * times, and only the current picture is ever shown. Their bytes are emptied in place too: the
 * message's earlier revision is still held for a while by the event log and by the interaction
 * that changed it (a private panel's picture, never written to the store, was otherwise kept by
 * every click's interaction for the half hour it is remembered). Without a journal (tests) they
 * stay, as on Discord's CDN, for a test that reads an old URL.
 */
function letGoOfFiles(hub: Hub, before: FakeMessage, kept: readonly FakeAttachment[]): void {
  if (!hub.world.journaled) return;
  for (const attachment of before.attachments) {
    if (kept.some((k) => k.id === attachment.id)) continue;
    hub.world.attachments.delete(attachment.id);
    dropBytes(attachment);
  }
}

/** Whether a body would make an empty message (Discord's 50006). */
export function isEmptyMessage(content: string, embeds: number, attachments: number, components: number, body: JsonObject): boolean {
  return content === '' && embeds === 0 && attachments === 0 && components === 0 && arrayAt(body, 'sticker_ids').length === 0;
}
