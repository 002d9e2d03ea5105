import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { isSuit } from '../../engine/cards.ts';
import { jassTurn } from '../turn-flow.ts';

/** A suit button of the hand panel (Schieber): names that suit as trump; the rules judge it. */
export const trumpButtons = {
  kind: 'jass-trump',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-trump'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const suit = id.suit;
    if (!isSuit(suit)) throw new Error(`the custom id let through a suit ${suit}`);
    await jassTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, { suit }, () => ({ action: { type: 'trump', suit } }));
  },
} satisfies ComponentHandler<'jass-trump'>;

/** The Pass button of the hand panel (Schieber): passes the trump choice to the partner; the rules judge it. */
export const passButton = {
  kind: 'jass-pass',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-pass'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await jassTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, { passed: true }, () => ({ action: { type: 'pass' } }));
  },
} satisfies ComponentHandler<'jass-pass'>;
