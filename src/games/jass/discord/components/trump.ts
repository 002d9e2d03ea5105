import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { isMode } from '../../engine/cards.ts';
import { callAction } from '../../engine/record.ts';
import { jassTurn } from '../turn-flow.ts';

/** A call button of the hand panel (Schieber): names that suit as trump, or Obenabe or Undenufe; the rules judge it. */
export const trumpButtons = {
  kind: 'jass-trump',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-trump'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const mode = id.suit;
    if (!isMode(mode)) throw new Error(`the custom id let through a call ${mode}`);
    await jassTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, { mode }, () => ({ action: callAction(mode) }));
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
