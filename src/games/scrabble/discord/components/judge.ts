import { MessageFlags } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn } from '../turn-flow.ts';

/**
 * Accept or Contest on the table judge's message: the verdict of one of the others. The click
 * counts while the message is the current one (another's verdict moves the game on meanwhile).
 */
export const judgeButtons = {
  kind: 'scrabble-judge',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-judge'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move, messageId: interaction.message.id }, locale, () => ({ action: { type: id.verdict } }), 'verdict');
  },
} satisfies ComponentHandler<'scrabble-judge'>;
