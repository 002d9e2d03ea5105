import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn } from '../turn-flow.ts';
import { decodeAt, decodeWord } from '../words.ts';

/** Confirm under a preview: plays the move previewed (the rules check it again). */
export const confirmButton = {
  kind: 'scrabble-confirm',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-confirm'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const action = { type: 'play' as const, position: decodeAt(id.at), word: decodeWord([id.w0, id.w1, id.w2, id.w3, id.w4]) };
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => ({ action }));
  },
} satisfies ComponentHandler<'scrabble-confirm'>;
