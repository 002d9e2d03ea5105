import { say, show } from '../../../../bot/click.ts';
import { toEdit } from '../../../../bot/chrome/common.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { MIN_BAG_TO_EXCHANGE } from '../../engine/game.ts';
import { scrabbleTurn } from '../turn-flow.ts';
import { t } from '../texts.ts';
import { exchangeView } from '../views/panel.ts';

/** The exchange menu: the tiles picked are shown with Confirm (nothing is exchanged yet). */
export const exchangeMenu = {
  kind: 'scrabble-swap',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-swap'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const values = interaction.isStringSelectMenu() ? interaction.values : [];
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state, seat }) => {
      const rack = state.racks[state.seats.indexOf(seat.seat)] ?? '';
      const indices = [...new Set(values.map(Number))];
      if (indices.length === 0 || indices.some((i) => !Number.isInteger(i) || i < 0 || i >= rack.length)) return say(t(locale, 'sc.error.BAD_EXCHANGE'));
      if (state.bag.length < MIN_BAG_TO_EXCHANGE) return say(t(locale, 'sc.error.BAG_TOO_SMALL_TO_EXCHANGE'));
      const mask = indices.reduce((bits, i) => bits | (1 << i), 0);
      const tiles = indices.sort((a, b) => a - b).map((i) => rack[i]).join('');
      return show(async ({ session }) => {
        await interaction.editReply(toEdit(exchangeView({ session, tiles, mask, order: id.order ?? 0, locale })));
      });
    });
  },
} satisfies ComponentHandler<'scrabble-swap'>;

/** Confirm an exchange: the tiles picked (by their places in the rack) go back into the bag. */
export const exchangeButton = {
  kind: 'scrabble-swapok',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-swapok'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state, seat }) => {
      const rack = state.racks[state.seats.indexOf(seat.seat)] ?? '';
      if (id.tiles >= 1 << rack.length) return say(t(locale, 'sc.error.BAD_EXCHANGE'));
      const tiles = [...rack].filter((_, i) => (id.tiles & (1 << i)) !== 0).join('');
      return { action: { type: 'exchange', tiles } };
    });
  },
} satisfies ComponentHandler<'scrabble-swapok'>;
