import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { chacunTurn, say, show, showStep, wrongStepText } from '../turn-flow.ts';

/** Previous / Next pages of the position menu, and Back from the preview to the menu. */
export const pageButtons = {
  kind: 'page',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'page'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) =>
      state.nextAction !== 'PLACE_TILE' ? say(wrongStepText(state, locale)) : show((turn) => showStep(ctx, interaction, turn, locale, { page: id.page })),
    );
  },
} satisfies ComponentHandler<'page'>;
