import { type AutocompleteInteraction, type ChatInputCommandInteraction } from '../../../../bot/discord-kit.ts';
import { ownPawnsOnBoard } from '../../engine/game.ts';
import { t } from '../../texts/catalog.ts';
import { answerFromTurn, numberedChoices, parseNumberedOption } from '../choices.ts';
import type { BotContext } from '../../../../bot/context.ts';
import { CHACUN_OPTIONS } from '../options.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { commandTurn, say } from '../turn-flow.ts';

/** /chacun retake pawn: the shaman takes back the pawn numbered as on the image (or none). */
export const retakeCommand = {
  name: 'retake',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const text = interaction.options.getString(CHACUN_OPTIONS.pawn, true);
    await commandTurn(ctx, interaction, 'RETAKE_PAWN', ({ state }, locale) => {
      const pawns = ownPawnsOnBoard(state);
      const index = parseNumberedOption(text, pawns.length, locale);
      if (index === null) return say(t(locale, 'option.badNumber', { value: text.slice(0, 20), max: pawns.length }));
      return { action: { type: 'retake', zone: index < 0 ? null : pawns[index].zoneId } };
    });
  },
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const locale = userLocale(interaction);
    const typed = interaction.options.getFocused();
    await answerFromTurn(interaction, ctx, 'RETAKE_PAWN', (state) => numberedChoices(state, ownPawnsOnBoard(state), t(locale, 'button.keepPawns'), typed, locale));
  },
} satisfies CommandHandler;
