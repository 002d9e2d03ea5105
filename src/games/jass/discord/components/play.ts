import { MessageFlags } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import type { Seat } from '../../engine/record.ts';
import { jassTurn, show, showHand } from '../turn-flow.ts';

/**
 * The "My hand" button of a turn message: opens the player's private hand panel (so a dismissed
 * panel can be opened again, after a restart too). Only the current turn message's button works.
 */
export const playButton = {
  kind: 'jass-play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await jassTurn(ctx, interaction, { gameId: id.gameId, move: id.move, messageId: interaction.message.id }, locale, {}, () =>
      show((turn) => showHand(ctx, interaction, { session: turn.session, state: turn.state, seat: turn.seat.seat as Seat }, locale)),
    );
  },
} satisfies ComponentHandler<'jass-play'>;
