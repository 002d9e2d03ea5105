import { ROTATIONS } from '../../engine/basics.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { chacunTurn, say, wrongStepText } from '../turn-flow.ts';

/** Confirm: places the tile as previewed; the panel goes on to the occupant (or shaman) step. */
export const placeButton = {
  kind: 'place',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'place'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) => {
      const tile = state.tileToPlace;
      if (state.nextAction !== 'PLACE_TILE' || tile === null) return say(wrongStepText(state, locale));
      return { action: { type: 'place', tile: tile.id, x: id.x, y: id.y, rotation: ROTATIONS[id.rotation] } };
    });
  },
} satisfies ComponentHandler<'place'>;
