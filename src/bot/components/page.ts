import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { userLocale } from '../replies.ts';
import { onTurn, say, show, showStep, wrongStepText } from '../turns.ts';

/** Previous / Next pages of the position menu, and Back from the preview to the menu. */
export const pageButtons = {
  kind: 'page',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'page'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await onTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) =>
      state.nextAction !== 'PLACE_TILE' ? say(wrongStepText(state, locale)) : show((turn) => showStep(ctx, interaction, turn, locale, { page: id.page })),
    );
  },
} satisfies ComponentHandler<'page'>;
