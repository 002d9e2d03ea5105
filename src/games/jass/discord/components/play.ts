import { MessageFlags } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import type { Seat } from '../../engine/record.ts';
import { say } from '../../../../bot/click.ts';
import { t as tp } from '../../../../i18n/catalog.ts';
import { seatToAct } from '../../engine/game.ts';
import { jassTurn, show, showHand } from '../turn-flow.ts';

/**
 * The "My hand" button of a turn message: opens the player's private hand panel (so a dismissed
 * panel can be opened again, after a restart too), for any player of the game at any time: the
 * cards to play on their turn, the hand to look at between their turns. Only the current turn
 * message's button works.
 */
export const playButton = {
  kind: 'jass-play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'jass-play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await jassTurn(ctx, interaction, { gameId: id.gameId, anySeat: true }, locale, {}, ({ session, state, seat }) => {
      // Any seat may look, but only at the game under way and from its current turn message.
      if (session.status !== 'playing' || seatToAct(state) === null) return say(tp(locale, 'game.over'));
      if (id.move !== session.moveNumber && session.messageIds.turn !== interaction.message.id) return say(tp(locale, 'game.staleButton'));
      return show((turn) => showHand(ctx, interaction, { session: turn.session, state: turn.state, seat: seat.seat as Seat }, locale));
    });
  },
} satisfies ComponentHandler<'jass-play'>;
