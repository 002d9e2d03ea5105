import { MessageFlags, type ModalSubmitInteraction } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ModalHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { previewPlay, scrabbleTurn } from '../turn-flow.ts';
import { FORM_FIELDS } from './word.ts';

/** The word form sent: the move is checked and previewed in the panel (or refused with its reason); nothing is played yet. */
export const wordForm = {
  kind: 'scrabble-form',
  run: async (interaction: ModalSubmitInteraction, id: CustomIdOf<'scrabble-form'>, ctx: BotContext) => {
    if (interaction.isFromMessage()) await interaction.deferUpdate();
    else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    const position = interaction.fields.getTextInputValue(FORM_FIELDS.position);
    const word = interaction.fields.getTextInputValue(FORM_FIELDS.word);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, (turn) => previewPlay(ctx, interaction, turn, position, word, locale, id.order ?? 0));
  },
} satisfies ModalHandler<'scrabble-form'>;
