/**
 * A column button of the turn message: drops the player's disc there, through the platform's one
 * path (`onTurn`: one read, the checks, one write). The player's private reply says where it went,
 * with Undo while the game goes on; the platform tells the channel.
 */
import { MessageFlags, type RepliableInteraction } from '../../../../src/bot/discord-kit.ts';
import { onTurn, type MoveFollowUp } from '../../../../src/bot/click.ts';
import type { BotContext } from '../../../../src/bot/context.ts';
import type { CustomIdOf } from '../../../../src/bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../src/bot/handler.ts';
import { userLocale } from '../../../../src/bot/replies.ts';
import { withUndoButton } from '../../../../src/bot/undo/views.ts';
import { toEdit } from '../../../../src/bot/chrome/common.ts';
import type { Locale } from '../../../../src/i18n/locale.ts';
import { isActive } from '../../../../src/session/session.ts';
import type { ConnectFourAction, ConnectFourState } from '../rules.ts';
import { againView, playedView } from './views.ts';

/** After a stored disc, what the player's private reply shows: the column, and Undo until the next player moves. */
export function afterMove(interaction: RepliableInteraction, column: number, locale: Locale): MoveFollowUp {
  return {
    panel: async (session) => {
      const active = isActive(session);
      const view = playedView(column, !active, locale);
      await interaction.editReply(toEdit(active ? withUndoButton(view, session, locale, 'undo') : view));
    },
  };
}

/** The column buttons (`c4-drop`): the rules judge the column (a full one is refused with its text). */
export const dropButtons = {
  kind: 'c4-drop',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'c4-drop'>, ctx: BotContext) => {
    // The public turn message stays as it is: the player's answer is private.
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    const action: ConnectFourAction = { column: id.column };
    await onTurn<ConnectFourState>(ctx, interaction, { gameId: id.gameId, move: id.move }, () => ({ action }), () => afterMove(interaction, id.column, locale));
  },
} satisfies ComponentHandler<'c4-drop'>;

/** The private reply to a player whose disc was taken back (their turn again): the columns are on the turn message. */
export async function showPanel(interaction: RepliableInteraction, locale: Locale): Promise<void> {
  await interaction.editReply(toEdit(againView(locale)));
}
