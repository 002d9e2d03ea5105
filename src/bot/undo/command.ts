import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { userLocale } from '../replies.ts';
import { requestUndo } from './flow.ts';

/** /<game> undo: takes back the player's last step, or asks the table when it revealed something. */
export const undoCommand = {
  name: 'undo',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await requestUndo(ctx, interaction, {}, userLocale(interaction));
  },
} satisfies CommandHandler;
