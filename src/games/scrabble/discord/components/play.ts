import { MessageFlags } from '../../../../bot/discord-kit.ts';
import { show } from '../../../../bot/click.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn, showPanel } from '../turn-flow.ts';

/** The Play button of a turn message: opens the player's rack panel, privately (again, if it was dismissed). */
export const playButton = {
  kind: 'scrabble-play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move, messageId: interaction.message.id }, locale, () => show((turn) => showPanel(ctx, interaction, turn, locale)));
  },
} satisfies ComponentHandler<'scrabble-play'>;
