import { MessageFlags } from 'discord.js';
import type { GameState } from '../../games/chacun/engine/game.ts';
import { refuse as refusal } from '../../session/errors.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sendPrivate, userLocale } from '../replies.ts';
import { buttonGame } from '../click.ts';
import { imageOptions, imageOrNull } from '../../games/chacun/discord/turn-flow.ts';
import { boardView } from '../../games/chacun/discord/views/turn.ts';

/** A button showing the game's board to the user alone. */
export const boardButton = {
  kind: 'board',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'board'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
    const { session } = loaded.value;
    const state = loaded.value.state as GameState | null;
    if (state === null) return refuse(ctx, interaction, refusal('GAME_NOT_STARTED', `game ${session.id} is a lobby`).error);
    const locale = userLocale(interaction);
    const image = await imageOrNull(ctx, 'board', () => ctx.images.board(state, imageOptions(session, state, locale)));
    await sendPrivate(interaction, boardView(session, state, image, locale));
  },
} satisfies ComponentHandler<'board'>;
