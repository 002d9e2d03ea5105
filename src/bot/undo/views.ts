import { ButtonStyle, ComponentType, type APIEmbed } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import { BRAND_COLOR, button, escapeMarkdown, gameLocale, LIMITS, type View } from '../chrome/common.ts';

/** How many undo notes the message board shows (the latest ones). */
const NOTES_SHOWN = 10;

/**
 * A player's panel with a button that takes back their last step (made at the game's current
 * move): "Go back" within a turn (before confirming the last step), "Undo my last move" once the
 * turn is done. Left as it is when the panel has no room for one more row.
 */
export function withUndoButton(view: View, session: GameSession, locale: Locale, label: 'back' | 'undo'): View {
  const rows = view.components ?? [];
  if (rows.length >= LIMITS.rows) return view;
  const undo = button({ kind: 'undo', gameId: session.id, move: session.moveNumber }, t(locale, label === 'back' ? 'undo.back' : 'undo.button'), ButtonStyle.Secondary, { emoji: '↩️' });
  return { ...view, components: [...rows, { type: ComponentType.ActionRow, components: [undo] }] };
}

/** The public request to the table: who asks, who must answer, and Agree / Refuse. */
export function requestView(input: {
  readonly session: GameSession;
  readonly moveNumber: number;
  readonly requester: string;
  readonly others: readonly string[];
  readonly agreed: readonly string[];
  readonly waiting: readonly string[];
}): View {
  const { session, moveNumber } = input;
  const locale = gameLocale(session);
  // Those asked are mentioned above the request (which pings them), not again in it.
  const mentions = input.others.map((id) => `<@${id}>`).join(', ');
  const lines = [t(locale, 'undo.request', { player: escapeMarkdown(input.requester), count: input.others.length })];
  if (input.agreed.length > 0) lines.push(t(locale, 'undo.requestProgress', { agreed: input.agreed.map((id) => `<@${id}>`).join(', '), waiting: input.waiting.map((id) => `<@${id}>`).join(', ') }));
  return {
    embeds: [{ description: lines.join('\n'), color: BRAND_COLOR }],
    content: mentions,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button({ kind: 'undo-vote', gameId: session.id, move: moveNumber, agree: true }, t(locale, 'undo.agree'), ButtonStyle.Success, { emoji: '👍' }),
          button({ kind: 'undo-vote', gameId: session.id, move: moveNumber, agree: false }, t(locale, 'undo.refuse'), ButtonStyle.Danger, { emoji: '✋' }),
        ],
      },
    ],
    mentions: input.waiting,
  };
}

/** The request once closed: its outcome, no buttons, nobody pinged again. */
export function closedRequestView(text: string): View {
  return { content: '', embeds: [{ description: text, color: BRAND_COLOR }], components: [] };
}

/**
 * The message board with the game's undos added to its latest page: the record holds only what
 * is in force, so what was taken back, by whom and with whose agreement is told here.
 */
export function withUndoNotes(view: View, session: GameSession, latestPage: boolean, locale: Locale): View {
  const notes = session.undoNotes ?? [];
  if (!latestPage || notes.length === 0) return view;
  const lines = notes.slice(-NOTES_SHOWN).map((note) => {
    const player = escapeMarkdown(session.seats.find((seat) => seat.seat === note.seat)?.player.name ?? note.seat);
    return `• ${t(locale, note.agreed ? 'undo.noteAgreed' : 'undo.note', { player, move: note.moveNumber })}`;
  });
  const embed: APIEmbed = { title: t(locale, 'undo.notesTitle'), description: lines.join('\n').slice(0, LIMITS.embedDescription), color: BRAND_COLOR };
  const embeds = view.embeds ?? [];
  // Discord takes at most ten embeds in a message.
  return embeds.length >= 10 ? view : { ...view, embeds: [...embeds, embed] };
}
