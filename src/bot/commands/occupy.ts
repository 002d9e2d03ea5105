import { type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { lastTilePotentialOccupants } from '../../games/chacun/engine/game.ts';
import { t } from '../../i18n/catalog.ts';
import { answerFromTurn, numberedChoices, parseNumberedOption } from '../choices.ts';
import type { BotContext } from '../context.ts';
import { OPTIONS } from '../definitions.ts';
import type { CommandHandler } from '../handler.ts';
import { sayPrivately, userLocale } from '../replies.ts';
import { commandTurn, playMove } from '../turns.ts';

/** /chacun occupy occupant: puts the occupant numbered as on the close-up (or none) on the tile just placed. */
export const occupyCommand = {
  name: 'occupy',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const begun = await commandTurn(ctx, interaction, 'OCCUPY_TILE');
    if (begun === null) return;
    const { turn: { session, state }, locale } = begun;
    const choices = lastTilePotentialOccupants(state);
    const text = interaction.options.getString(OPTIONS.occupant, true);
    const index = parseNumberedOption(text, choices.length, locale);
    if (index === null) {
      await sayPrivately(interaction, t(locale, 'option.badNumber', { value: text.slice(0, 20), max: choices.length }));
      return;
    }
    const occupant = index < 0 ? null : { kind: choices[index].kind, zone: choices[index].zoneId };
    await playMove(ctx, interaction, { gameId: session.id, move: session.moveNumber, action: { type: 'occupy', occupant } }, locale);
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const typed = interaction.options.getFocused();
    await answerFromTurn(interaction, ctx, 'OCCUPY_TILE', (state) =>
      numberedChoices(state, lastTilePotentialOccupants(state), t(locale, 'button.noOccupant'), typed, locale),
    );
  },
} satisfies CommandHandler;
