import type { ChatInputCommandInteraction } from 'discord.js';
import type { CommandHandler } from '../handler.ts';
import { sendPrivate, userLocale } from '../replies.ts';
import { rulesView } from '../../games/chacun/discord/views/info.ts';

/** /chacun rules: the rules and scoring card, privately, in the user's language. */
export const rulesCommand = {
  name: 'rules',
  run: async (interaction: ChatInputCommandInteraction) => {
    await sendPrivate(interaction, rulesView(userLocale(interaction)));
  },
} satisfies CommandHandler;
