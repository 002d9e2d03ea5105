import { MessageFlags } from 'discord.js';
import { refuse as refusal } from '../../session/errors.ts';
import { MESSAGE_ROLES } from '../announcer.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, userLocale } from '../replies.ts';
import { loadPlayerTurn, showStep } from '../turns.ts';

/**
 * The Play button of a turn message: opens the player's private panel at the step the game
 * waits for (so a dismissed panel can be opened again). Only the current turn message's
 * button works; older ones are expired.
 */
export const playButton = {
  kind: 'play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id, gameId: id.gameId });
    if (!turn.ok) return refuse(ctx, interaction, turn.error);
    const { session } = turn.value;
    const current = session.messageIds[MESSAGE_ROLES.turn] === interaction.message.id || id.move === session.moveNumber;
    if (!current) return refuse(ctx, interaction, refusal('STALE_MOVE', `turn message of move ${id.move}, game at ${session.moveNumber}`).error);
    await showStep(ctx, interaction, turn.value, userLocale(interaction));
  },
} satisfies ComponentHandler<'play'>;
