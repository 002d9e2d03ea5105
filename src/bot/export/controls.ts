import { MessageFlags } from 'discord.js';
import { sendRecord } from './command.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { buttonGame } from '../click.ts';

/** The Export button of an ended game: its record as a file, privately. */
export const exportButton = {
  kind: 'export',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'export'>, ctx: BotContext) => {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await sendRecord(ctx, interaction, await buttonGame(ctx, interaction.channelId, id.gameId));
  },
} satisfies ComponentHandler<'export'>;
