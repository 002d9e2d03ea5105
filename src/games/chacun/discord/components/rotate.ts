import { fittingRotations } from '../../engine/fitting.ts';
import { chacunImages } from '../images.ts';
import { ROTATIONS } from '../../engine/basics.ts';
import { errorText } from '../../texts/catalog.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { imageOptions, imageOrNull, chacunTurn, say, show, wrongStepText } from '../turn-flow.ts';
import { toEdit } from '../../../../bot/chrome/common.ts';
import { rotationView } from '../views/panel.ts';

/** The rotation buttons of the preview: only legal rotations are offered; the preview follows. */
export const rotateButtons = {
  kind: 'rotate',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'rotate'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    await chacunTurn(ctx, interaction, { gameId: id.gameId, move: id.move }, locale, ({ state }) => {
      if (state.nextAction !== 'PLACE_TILE') return say(wrongStepText(state, locale));
      const pos = { x: id.x, y: id.y };
      const rotation = ROTATIONS[id.rotation];
      if (!fittingRotations(state, pos).includes(rotation)) return say(errorText('TILE_DOES_NOT_FIT', locale));
      return show(async ({ session }) => {
        const image = await imageOrNull(ctx, 'preview', () => chacunImages(ctx.images).preview(state, { x: pos.x, y: pos.y, rotation }, imageOptions(session, state, locale)));
        await interaction.editReply(toEdit(rotationView({ session, state, pos, rotation, image, locale })));
      });
    });
  },
} satisfies ComponentHandler<'rotate'>;
