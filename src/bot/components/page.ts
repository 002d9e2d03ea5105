import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { loadPlayerTurn, showStep, wrongStepText } from '../turns.ts';

/** Previous / Next pages of the position menu, and Back from the preview to the menu. */
export const pageButtons = {
  kind: 'page',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'page'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id, gameId: id.gameId, move: id.move });
    if (!turn.ok) return refuse(ctx, interaction, turn.error);
    if (turn.value.state.nextAction !== 'PLACE_TILE') return sayPrivately(interaction, wrongStepText(turn.value.state, locale));
    await showStep(ctx, interaction, turn.value, locale, { page: id.page });
  },
} satisfies ComponentHandler<'page'>;
