import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { DECK } from '../../engine/cards.ts';
import { jassTurn } from '../turn-flow.ts';

/**
 * A card button of the hand panel: plays that card. The rules judge it: a card that may not be
 * played (a stale panel, a disabled button forced) is refused privately with the reason.
 */
export const cardButtons = {
  kind: 'jass-card',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-card'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const card = DECK[id.card];
    await jassTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, { card }, () => ({ action: { type: 'play', card } }));
  },
} satisfies ComponentHandler<'jass-card'>;
