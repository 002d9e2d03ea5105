import { MessageFlags } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { show, showPanel, tchuTurn } from '../turn-flow.ts';

/**
 * The Play button of a turn message: opens the player's private panel at their step (so a
 * dismissed panel can be opened again). During the first ticket choice both players may open
 * theirs, in any order: the current turn message's button works whatever the move number.
 */
export const playButton = {
  kind: 'tchu-play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'tchu-play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await tchuTurn(ctx, interaction, { gameId: id.gameId, move: id.move, messageId: interaction.message.id }, locale, () =>
      show((turn) => showPanel(ctx, interaction, { ...turn, seat: turn.seat.seat }, locale)),
    );
  },
} satisfies ComponentHandler<'tchu-play'>;
