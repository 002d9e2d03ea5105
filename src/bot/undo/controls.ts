import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { userLocale } from '../replies.ts';
import { answerUndo, requestUndo } from './flow.ts';

/** Undo / Go back on a player's panel: takes back their last step (made at the button's move). */
export const undoButton = {
  kind: 'undo',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'undo'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    await requestUndo(ctx, interaction, { gameId: id.gameId, move: id.move }, userLocale(interaction));
  },
} satisfies ComponentHandler<'undo'>;

/** Agree / Refuse on a request to the table to take back a step that revealed something. */
export const undoVoteButtons = {
  kind: 'undo-vote',
  run: (interaction: ComponentInteraction, id: CustomIdOf<'undo-vote'>, ctx: BotContext) => answerUndo(ctx, interaction, id, userLocale(interaction)),
} satisfies ComponentHandler<'undo-vote'>;
