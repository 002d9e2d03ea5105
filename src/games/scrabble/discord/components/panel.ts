import { show } from '../../../../bot/click.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn, showPanel } from '../turn-flow.ts';
import { shuffledOrder } from '../views/panel.ts';

/** Shuffle: the panel shows the rack in another order (the order is the panel's alone; the game keeps its own). */
export const shuffleButton = {
  kind: 'scrabble-shuffle',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-shuffle'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () =>
      show((turn) => showPanel(ctx, interaction, turn, locale, shuffledOrder(id.order, (turn.state.racks[turn.state.seats.indexOf(turn.seat.seat)] ?? '').length))),
    );
  },
} satisfies ComponentHandler<'scrabble-shuffle'>;

/** Back, under a preview, an exchange or a pass: the rack panel again, in the order it had, nothing played. */
export const backButton = {
  kind: 'scrabble-back',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-back'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => show((turn) => showPanel(ctx, interaction, turn, locale, id.order ?? 0)));
  },
} satisfies ComponentHandler<'scrabble-back'>;
