import { type AutocompleteInteraction, type ChatInputCommandInteraction } from '../../../../bot/discord-kit.ts';
import { lastTilePotentialOccupants } from '../../engine/game.ts';
import { t } from '../../texts/catalog.ts';
import { answerFromTurn, numberedChoices, parseNumberedOption } from '../choices.ts';
import type { BotContext } from '../../../../bot/context.ts';
import { CHACUN_OPTIONS } from '../options.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { commandTurn, say } from '../turn-flow.ts';

/** /chacun occupy occupant: puts the occupant numbered as on the close-up (or none) on the tile just placed. */
export const occupyCommand = {
  name: 'occupy',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const text = interaction.options.getString(CHACUN_OPTIONS.occupant, true);
    await commandTurn(ctx, interaction, 'OCCUPY_TILE', ({ state }, locale) => {
      const choices = lastTilePotentialOccupants(state);
      const index = parseNumberedOption(text, choices.length, locale);
      if (index === null) return say(t(locale, 'option.badNumber', { value: text.slice(0, 20), max: choices.length }));
      const occupant = index < 0 ? null : { kind: choices[index].kind, zone: choices[index].zoneId };
      return { action: { type: 'occupy', occupant } };
    });
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const typed = interaction.options.getFocused();
    await answerFromTurn(interaction, ctx, 'OCCUPY_TILE', (state) =>
      numberedChoices(state, lastTilePotentialOccupants(state), t(locale, 'button.noOccupant'), typed, locale),
    );
  },
} satisfies CommandHandler;
