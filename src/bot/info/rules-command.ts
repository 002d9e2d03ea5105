import type { ChatInputCommandInteraction } from 'discord.js';
import type { CommandHandler } from '../handler.ts';
import { sendPrivate, userLocale } from '../replies.ts';
import type { BotContext } from '../context.ts';

/** /chacun rules: the rules and scoring card, privately, in the user's language. */
export const rulesCommand = {
  name: 'rules',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const discord = ctx.games.byCommand(interaction.commandName);
    if (discord === undefined) throw new Error(`/rules of an unknown command ${interaction.commandName}`);
    await sendPrivate(interaction, discord.views.rules(userLocale(interaction)));
  },
} satisfies CommandHandler;
