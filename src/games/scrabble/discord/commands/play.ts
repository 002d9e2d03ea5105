import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from '../../../../bot/discord-kit.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CommandHandler } from '../../../../bot/handler.ts';
import { userLocale } from '../../../../bot/replies.ts';
import { seatOfUser } from '../../../../session/session.ts';
import { dictionary } from '../../dictionary/load.ts';
import type { ScrabbleState } from '../../engine/game.ts';
import { positionChoices } from '../choices.ts';
import { previewPlay, scrabbleTurn } from '../turn-flow.ts';

/** Names of the options of /scrabble play. */
export const PLAY_OPTIONS = { position: 'position', word: 'word' } as const;

/** /scrabble play position word: the same as the form, by command: a preview with its points and Confirm, or the reason of a refusal. */
export const playCommand = {
  name: 'play',
  run: async (interaction: ChatInputCommandInteraction, ctx: BotContext) => {
    const position = interaction.options.getString(PLAY_OPTIONS.position, true);
    const word = interaction.options.getString(PLAY_OPTIONS.word, true);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const locale = userLocale(interaction);
    await scrabbleTurn(ctx, interaction, {}, locale, (turn) => previewPlay(ctx, interaction, turn, position, word, locale));
  },
  // Positions only for the player to play (their rack is theirs to see), never while a play awaits judgement.
  autocomplete: async (interaction: AutocompleteInteraction, ctx: BotContext) => {
    const focused = interaction.options.getFocused(true);
    const loaded = interaction.channelId === null ? null : await ctx.manager.get(interaction.channelId);
    const session = loaded?.ok === true ? loaded.value.session : null;
    const state = loaded?.ok === true && session?.game === 'scrabble' && session.status === 'playing' ? (loaded.value.state as ScrabbleState | null) : null;
    const seat = session === null ? undefined : seatOfUser(session, interaction.user.id);
    if (focused.name !== PLAY_OPTIONS.position || state === null || seat === undefined || seat.resignedAt !== undefined || state.ending !== null || state.pending !== null || state.seats[state.current] !== seat.seat) {
      await interaction.respond([]);
      return;
    }
    const rack = state.racks[state.current];
    const word = interaction.options.getString(PLAY_OPTIONS.word);
    await interaction.respond(positionChoices(state, rack, dictionary(state.language), String(focused.value), word, userLocale(interaction)));
  },
} satisfies CommandHandler;
