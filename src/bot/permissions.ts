import { OAuth2Scopes, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

/**
 * What the bot needs in the channels it plays in: see them, post turn messages with the board
 * image in an embed, open a game in a thread and post there, and read the channel's recent
 * messages (after a crash it looks for turn messages of its own it did not record, to take their
 * buttons off). Nothing else (no administrator, no message content; editing its own messages
 * needs no extra right).
 */
export const BOT_PERMISSIONS = new PermissionsBitField([
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.AttachFiles,
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.SendMessagesInThreads,
  PermissionFlagsBits.ReadMessageHistory,
]);

/** The OAuth2 scopes of the invite: the bot user and its slash commands. */
export const INVITE_SCOPES = [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands] as const;

/** The link that adds the bot to a server with exactly the permissions it needs. */
export function inviteLink(applicationId: string): string {
  const params = new URLSearchParams({ client_id: applicationId, scope: INVITE_SCOPES.join(' '), permissions: BOT_PERMISSIONS.bitfield.toString() });
  return `https://discord.com/oauth2/authorize?${params.toString()}`;
}
