import { MessageFlags } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { chacunTurn, show, showStep } from '../turn-flow.ts';

/**
 * The Play button of a turn message: opens the player's private panel at the step the game
 * waits for (so a dismissed panel can be opened again). Only the current turn message's
 * button works (at any step of its turn); older ones are expired.
 */
export const playButton = {
  kind: 'play',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'play'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move, messageId: interaction.message.id }, locale, () =>
      show((turn) => showStep(ctx, interaction, turn, locale)),
    );
  },
} satisfies ComponentHandler<'play'>;
