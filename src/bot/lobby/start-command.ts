import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../context.ts';
import type { CommandHandler } from '../handler.ts';
import { startGame } from './shared.ts';

/** /chacun start: starts the channel's game, as the lobby's Start button does. */
export const startCommand = {
  name: 'start',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await startGame(ctx, interaction);
  },
} satisfies CommandHandler;
