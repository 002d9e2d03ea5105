import { ComponentType, TextInputStyle } from '../../../../bot/discord-kit.ts';
import { encodeCustomId } from '../../../../bot/custom-id.ts';
import type { BotContext } from '../../../../bot/context.ts';
import type { CustomIdOf } from '../../../../bot/custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../../../../bot/handler.ts';
import { refuse, userLocale } from '../../../../bot/replies.ts';
import { buttonGame } from '../../../../bot/click.ts';
import type { ScrabbleState } from '../../engine/game.ts';
import type { Language } from '../../engine/letters.ts';
import { t } from '../texts.ts';

/** The word the form shows as an example, in the game's word list's language. */
const SAMPLE_WORD: Readonly<Record<Language, string>> = { fr: 'ZEBRE', en: 'ZEBRA' };

/** Names of the word form's fields. */
export const FORM_FIELDS = { position: 'position', word: 'word' } as const;

/**
 * Play a word: opens the form (position and word). Opening it changes nothing, so it is shown at
 * once (a form must be Discord's first answer) if the game is this channel's and still at the
 * panel's move; its submission goes the one path of a turn.
 */
export const wordButton = {
  kind: 'scrabble-word',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'scrabble-word'>, ctx: BotContext) => {
    const locale = userLocale(interaction);
    // A form for a game of another channel is never opened (its submission would be refused anyway).
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
    // Nor one for a panel the game has moved past: its submission would be refused only once filled in.
    const at = loaded.value.session.moveNumber;
    if (at !== id.move) return refuse(ctx, interaction, { code: 'STALE_MOVE', message: `move ${id.move} of ${id.gameId} is past: the game is at move ${at}` });
    const input = (custom_id: string, label: string, min: number, max: number, placeholder: string) => ({
      type: ComponentType.ActionRow as const,
      components: [{ type: ComponentType.TextInput as const, custom_id, label, style: TextInputStyle.Short, min_length: min, max_length: max, required: true, placeholder }],
    });
    await interaction.showModal({
      custom_id: encodeCustomId({ kind: 'scrabble-form', gameId: id.gameId, move: id.move, ...(id.order === undefined ? {} : { order: id.order }) }),
      title: t(locale, 'sc.modal.title'),
      components: [input(FORM_FIELDS.position, t(locale, 'sc.modal.position'), 2, 3, '8H'), input(FORM_FIELDS.word, t(locale, 'sc.modal.word'), 2, 15, SAMPLE_WORD[(loaded.value.state as ScrabbleState).language])],
    });
  },
} satisfies ComponentHandler<'scrabble-word'>;
