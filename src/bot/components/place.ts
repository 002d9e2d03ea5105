import { ROTATIONS } from '../../games/chacun/engine/basics.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { loadPlayerTurn, playMove, wrongStepText } from '../turns.ts';

/** Confirm: places the tile as previewed; the panel goes on to the occupant (or shaman) step. */
export const placeButton = {
  kind: 'place',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'place'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id, gameId: id.gameId, move: id.move });
    if (!turn.ok) return refuse(ctx, interaction, turn.error);
    const tile = turn.value.state.tileToPlace;
    if (turn.value.state.nextAction !== 'PLACE_TILE' || tile === null) return sayPrivately(interaction, wrongStepText(turn.value.state, locale));
    await playMove(ctx, interaction, { gameId: id.gameId, move: id.move, action: { type: 'place', tile: tile.id, x: id.x, y: id.y, rotation: ROTATIONS[id.rotation] } }, locale);
  },
} satisfies ComponentHandler<'place'>;
