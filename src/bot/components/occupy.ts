import { lastTilePotentialOccupants } from '../../games/chacun/engine/game.ts';
import { errorText } from '../../i18n/catalog.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { loadPlayerTurn, playMove, wrongStepText } from '../turns.ts';

/** The occupant buttons, numbered as on the close-up (-1: no occupant); the turn ends. */
export const occupyButtons = {
  kind: 'occupy',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'occupy'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id, gameId: id.gameId, move: id.move });
    if (!turn.ok) return refuse(ctx, interaction, turn.error);
    const { state } = turn.value;
    if (state.nextAction !== 'OCCUPY_TILE') return sayPrivately(interaction, wrongStepText(state, locale));
    const choices = lastTilePotentialOccupants(state);
    const chosen = id.choice < 0 ? null : choices[id.choice];
    if (chosen === undefined) return sayPrivately(interaction, errorText('OCCUPANT_NOT_ALLOWED', locale));
    const occupant = chosen === null ? null : { kind: chosen.kind, zone: chosen.zoneId };
    await playMove(ctx, interaction, { gameId: id.gameId, move: id.move, action: { type: 'occupy', occupant } }, locale);
  },
} satisfies ComponentHandler<'occupy'>;
