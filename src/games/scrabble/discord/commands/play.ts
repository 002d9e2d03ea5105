import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../../../bot/context.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { previewPlay, scrabbleTurn } from '../flow.ts';

/** Names of the options of /scrabble play. */
export const PLAY_OPTIONS = { position: 'position', word: 'word' } as const;

/** /scrabble play position word: the same as the form, by command: a preview with its points and Confirm, or the reason of a refusal. */
export const playCommand = {
  name: 'play',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const position = interaction.options.getString(PLAY_OPTIONS.position, true);
    const word = interaction.options.getString(PLAY_OPTIONS.word, true);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, {}, locale, (turn) => previewPlay(ctx, interaction, turn, position, word, locale));
  },
} satisfies CommandHandler;
