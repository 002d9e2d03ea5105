import type { ChatInputCommandInteraction } from 'discord.js';
import type { CommandHandler } from '../handler.ts';
import { sendPrivate, userLocale } from '../replies.ts';
import type { BotContext } from '../context.ts';

/** /chacun help: how to play with the bot, privately, in the user's language. */
export const helpCommand = {
  name: 'help',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const discord = ctx.games.byCommand(interaction.commandName);
    if (discord === undefined) throw new Error(`/help of an unknown command ${interaction.commandName}`);
    await sendPrivate(interaction, discord.views.help(userLocale(interaction)));
  },
} satisfies CommandHandler;
