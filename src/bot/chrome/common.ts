import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type InteractionEditReplyOptions,
  type MessageCreateOptions,
} from 'discord.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locale.ts';
import type { GameSession, Seat } from '../../session/session.ts';
import { encodeCustomId, type CustomId } from '../custom-id.ts';

/**
 * What the bot shows in one message, independent of how it is sent (a reply, an edit, a
 * channel message). Views are pure: images are drawn before and passed in as bytes.
 */
export interface View {
  readonly content?: string;
  readonly embeds?: readonly APIEmbed[];
  readonly components?: readonly ActionRow[];
  readonly files?: readonly ViewFile[];
  /** Users the message may ping; nobody by default. */
  readonly mentions?: readonly string[];
}

/** An attached file. */
export interface ViewFile {
  readonly name: string;
  readonly data: Buffer;
}

/** A row of components. */
export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** What a channel lets the bot show besides text. */
export interface ChannelCaps {
  readonly files: boolean;
  readonly embeds: boolean;
}

/** A channel where the bot may attach files and embed links. */
export const FULL_CAPS: ChannelCaps = { files: true, embeds: true };

/** Discord's limits that views respect. */
export const LIMITS = {
  content: 2000,
  embedDescription: 4096,
  fieldValue: 1024,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  buttonsPerRow: 5,
  rows: 5,
} as const;

/** The accent colour of the bot's own messages. */
export const BRAND_COLOR = 0x8a6a3c;

/** The language of a game's public messages. */
export function gameLocale(session: GameSession): Locale {
  return isLocale(session.locale) ? session.locale : DEFAULT_LOCALE;
}

/** The Discord user of a seat, or null for a computer seat. */
export function userIdOf(seat: Seat | undefined): string | null {
  return seat?.player.type === 'human' ? seat.player.userId : null;
}

/** A mention of a seat's player (their name for a computer seat). */
export function mentionOf(seat: Seat): string {
  return seat.player.type === 'human' ? `<@${seat.player.userId}>` : seat.player.name;
}

/** Shortens a text to a length in UTF-16 units (never fewer than the characters Discord counts), with an ellipsis; never cuts an emoji in half. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  // A lead surrogate whose pair would be cut off goes too (half an emoji is not a character).
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + '…';
}

/** A text with Discord's markdown characters escaped (player names are shown as typed). */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()-])/g, '\\$1');
}

/** A button carrying one of our custom ids. */
export function button(
  id: CustomId,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger = ButtonStyle.Secondary,
  options: { readonly emoji?: string; readonly disabled?: boolean } = {},
): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    custom_id: encodeCustomId(id),
    label: clip(label, LIMITS.buttonLabel),
    style,
    ...(options.emoji === undefined ? {} : { emoji: { name: options.emoji } }),
    ...(options.disabled === true ? { disabled: true } : {}),
  };
}

/** Rows of at most five buttons. */
export function buttonRows(buttons: readonly APIButtonComponentWithCustomId[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + LIMITS.buttonsPerRow) });
  }
  return rows;
}

function allowedMentions(view: View) {
  return { parse: [], users: [...(view.mentions ?? [])] };
}

function files(view: View) {
  return (view.files ?? []).map((file) => ({ attachment: file.data, name: file.name }));
}

/**
 * A view with a second picture under its last embed's (a board's close-up, the table under a
 * map), in an embed of its own: a computer shows an embed's image at most 400 × 300, so two
 * pictures in one image were shrunk to a strip. The new embed takes the colour of the one it
 * follows and its footer, which stays at the bottom of the message. The view itself when there
 * is no picture (none drawn, or an empty one: nothing to add).
 */
export function withPictureBelow(view: View, picture: ViewFile | null): View {
  if (picture === null || picture.data.length === 0) return view;
  const embeds = view.embeds ?? [];
  const last = embeds.at(-1);
  const { footer, ...above } = last ?? {};
  const added: APIEmbed = { ...(last?.color === undefined ? {} : { color: last.color }), image: { url: `attachment://${picture.name}` }, ...(footer === undefined ? {} : { footer }) };
  return {
    ...view,
    embeds: [...embeds.slice(0, -1), ...(last === undefined ? [] : [above]), added],
    files: [...(view.files ?? []), picture],
  };
}

/** A short text alone: no embed, no buttons. */
export function noticeView(text: string): View {
  return { content: text, embeds: [], components: [] };
}

/** A view as a new message. */
export function toCreate(view: View): MessageCreateOptions {
  return {
    ...(view.content === undefined ? {} : { content: view.content }),
    embeds: [...(view.embeds ?? [])],
    components: [...(view.components ?? [])],
    files: files(view),
    allowedMentions: allowedMentions(view),
  };
}

/** A view replacing everything in a message: text, embeds, components and attachments. */
export function toEdit(view: View): InteractionEditReplyOptions {
  return {
    content: view.content ?? '',
    embeds: [...(view.embeds ?? [])],
    components: [...(view.components ?? [])],
    files: files(view),
    attachments: [],
    allowedMentions: allowedMentions(view),
  };
}

/**
 * A view adapted to a channel: without the right to attach files, images are left out and
 * a note says so; without the right to embed links, the embeds become plain text.
 */
export function adaptToChannel(view: View, caps: ChannelCaps, missingFilesNote: string): View {
  let adapted = view;
  if (!caps.files && (view.files?.length ?? 0) > 0) {
    const embeds = (view.embeds ?? []).map(({ image: _image, thumbnail: _thumbnail, ...rest }) => rest);
    adapted = { ...view, files: [], embeds, content: [view.content, `-# ${missingFilesNote}`].filter(Boolean).join('\n') };
  }
  if (!caps.embeds && (adapted.embeds?.length ?? 0) > 0) {
    const text = (adapted.embeds ?? []).map(embedAsText).join('\n\n');
    adapted = { ...adapted, embeds: [], content: clip([adapted.content, text].filter(Boolean).join('\n\n'), LIMITS.content) };
  }
  return adapted;
}

function embedAsText(embed: APIEmbed): string {
  const parts: string[] = [];
  if (embed.title) parts.push(`**${embed.title}**`);
  if (embed.description) parts.push(embed.description);
  for (const field of embed.fields ?? []) parts.push(`**${field.name}**\n${field.value}`);
  if (embed.footer?.text) parts.push(`-# ${embed.footer.text}`);
  return parts.join('\n');
}
