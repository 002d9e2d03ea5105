import type { ChatInputCommandInteraction } from 'discord.js';
import type { CommandHandler } from '../handler.ts';
import { sendPrivate, userLocale } from '../replies.ts';
import { helpView } from '../../games/chacun/discord/views/info.ts';

/** /chacun help: how to play with the bot, privately, in the user's language. */
export const helpCommand = {
  name: 'help',
  run: async (interaction: ChatInputCommandInteraction) => {
    await sendPrivate(interaction, helpView(userLocale(interaction)));
  },
} satisfies CommandHandler;
