import { ROTATIONS } from '../../engine/basics.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { placementRefusalText } from '../choices.ts';
import { chacunTurn, say, show, showPreview, wrongStepText } from '../turn-flow.ts';

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
      const refusal = placementRefusalText(state, pos, rotation, locale);
      if (refusal !== null) return say(refusal);
      return show((turn) => showPreview(ctx, interaction, turn, { pos, rotation }, locale));
    });
  },
} satisfies ComponentHandler<'rotate'>;
