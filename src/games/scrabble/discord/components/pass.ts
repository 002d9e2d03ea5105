import { show } from '../../../../bot/click.ts';
import { toEdit } from '../../../../bot/chrome/common.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { scrabbleTurn } from '../turn-flow.ts';
import { passView } from '../views/panel.ts';

/** Pass, in the rack panel: asks to confirm (nothing is played yet), with Back to the rack. */
export const passButton = {
  kind: 'scrabble-pass',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-pass'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () =>
      show(async ({ session }) => {
        await interaction.editReply(toEdit(passView({ session, order: id.order ?? 0, locale })));
      }),
    );
  },
} satisfies ComponentHandler<'scrabble-pass'>;

/** Confirm a pass: the turn goes to the next player with no points (refused once the turn is over, like every panel control). */
export const passConfirmButton = {
  kind: 'scrabble-passok',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-passok'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, () => ({ action: { type: 'pass' } }));
  },
} satisfies ComponentHandler<'scrabble-passok'>;
