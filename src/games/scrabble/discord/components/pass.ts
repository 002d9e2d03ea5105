import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn } from '../turn-flow.ts';

/** Pass: the turn goes to the next player with no points. */
export const passButton = {
  kind: 'scrabble-pass',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-pass'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => ({ action: { type: 'pass' } }));
  },
} satisfies ComponentHandler<'scrabble-pass'>;
