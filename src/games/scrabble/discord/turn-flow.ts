import { withUndoButton } from '../../../bot/undo/views.ts';
import type { RepliableInteraction } from '../../../bot/discord-kit.ts';
import { onTurn, say, show, type CheckedTurn, type MoveFollowUp, type TurnDecision } from '../../../bot/click.ts';
import type { BotContext } from '../../../bot/context.ts';
import { drawOrNull } from '../../../bot/images.ts';
import { escapeMarkdown, toEdit, type View } from '../../../bot/chrome/common.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { MoveOutcome } from '../../../session/manager.ts';
import { isActive, seatOfUser } from '../../../session/session.ts';
import { dictionary } from '../dictionary/load.ts';
import { foldLetters } from '../dictionary/normalise.ts';
import type { ScrabbleState } from '../engine/game.ts';
import { BLANK } from '../engine/letters.ts';
import { MAX_WORD, analysePlay } from '../engine/play.ts';
import { scrabbleImages } from './images.ts';
import { t } from './texts.ts';
import { doneView, panelView, previewView } from './views/panel.ts';
import { orderedRack, playRefusalText } from './words.ts';

/** A player's turn as Scrabble's handlers see it. */
export type ScrabbleTurn = CheckedTurn<ScrabbleState>;
/** What a Scrabble turn handler decides: a move, a private text or a panel. */
export type ScrabbleDecision = TurnDecision<ScrabbleState>;

/** An image, or null (logged) if drawing it failed: a missing picture must not stop the game. */
export function imageOrNull(ctx: BotContext, what: string, draw: () => Promise<Buffer>): Promise<Buffer | null> {
  return drawOrNull(ctx.log, what)(draw);
}

/**
 * A click, a form or a command on the player's turn, through the platform's one path (one read,
 * checks, one write); after a move the panel says what happened and the channel is told.
 */
export function scrabbleTurn(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: { readonly gameId?: string; readonly move?: number; readonly messageId?: string },
  locale: Locale,
  decide: (turn: ScrabbleTurn) => ScrabbleDecision,
  kind: 'move' | 'verdict' = 'move',
): Promise<void> {
  return onTurn<ScrabbleState>(ctx, interaction, target, decide, (outcome) => afterMove(ctx, interaction, outcome, locale, kind));
}

/** The player's rack panel, drawn in their language, the rack in the panel's order (0: as dealt). */
export async function showPanel(ctx: BotContext, interaction: RepliableInteraction, turn: ScrabbleTurn, locale: Locale, order = 0, note?: string): Promise<void> {
  const { session, state, seat } = turn;
  const rack = orderedRack(state.racks[state.seats.indexOf(seat.seat)] ?? '', order);
  const image = await imageOrNull(ctx, 'rack', () => scrabbleImages(ctx.images).rack(rack, state.language, locale));
  await interaction.editReply(toEdit(panelView({ session, state, seat: seat.seat, order, image, locale, ...(note === undefined ? {} : { note }) })));
}

/**
 * A play typed by the player (form or command), checked as the rules will check it: refused
 * with its reason, or shown as a preview with its points and Confirm. Nothing changes yet.
 * `order` is the rack order of the panel the form came from, which Back shows again.
 */
export function previewPlay(ctx: BotContext, interaction: RepliableInteraction, turn: ScrabbleTurn, positionText: string, wordText: string, locale: Locale, order = 0): ScrabbleDecision {
  const { state, seat } = turn;
  const position = positionText.trim().toUpperCase().replace(/\s+/g, '');
  const typed = wordText.trim();
  const rack = state.racks[state.seats.indexOf(seat.seat)] ?? '';
  // Tiles have no accents: ÉTÉ is played as ETE, ŒUF as OEUF (longer: the limit counts the folded word).
  const accentless = foldLetters(typed);
  // Lower case marks a blank; with none on the rack it can only be a word typed in lower case (as
  // a phone's keyboard types it), played in capitals.
  const word = rack.includes(BLANK) ? accentless : accentless.toUpperCase();
  const folded = accentless === typed ? null : { typed: escapeMarkdown(typed), word };
  if (folded !== null && word.length > MAX_WORD && /^[A-Za-z.]+$/.test(word)) return say(t(locale, 'sc.error.foldedTooLong', { ...folded, count: word.length }));
  const lexicon = state.judge === 'dictionary' ? dictionary(state.language) : null;
  const play = analysePlay(state.language, state.board, rack, position, word, lexicon);
  if (!play.ok) {
    const refusal = playRefusalText(play.error, state.board, rack, position, word, locale);
    return say(folded === null || play.error.code === 'BAD_WORD' ? refusal : `${t(locale, 'sc.folded', folded)}\n${refusal}`);
  }
  return show(async ({ session }) => {
    const image = await imageOrNull(ctx, 'preview', () => scrabbleImages(ctx.images).preview(state, play.value, locale));
    await interaction.editReply(toEdit(previewView({ session, order, state, play: play.value, position, image, locale, ...(folded === null ? {} : { note: t(locale, 'sc.folded', folded) }) })));
  });
}

/** What the panel says of the seat's own move just stored: a word waiting for the table, played, an exchange or a pass. */
function doneKey(state: ScrabbleState): 'sc.panel.pending' | 'sc.panel.played' | 'sc.panel.exchanged' | 'sc.panel.passed' {
  if (state.pending !== null) return 'sc.panel.pending';
  const type = state.turns.at(-1)?.type;
  return type === 'exchange' ? 'sc.panel.exchanged' : type === 'pass' ? 'sc.panel.passed' : 'sc.panel.played';
}

/** After a stored move: the panel says what happened (with the rack now, after a move of one's own), and the channel gets the next message. */
export function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale, kind: 'move' | 'verdict'): MoveFollowUp {
  const state = outcome.state as ScrabbleState;
  return {
    panel: async (session) => {
      // Until someone else acts, the step may be taken back (with everyone's agreement after a play or a draw).
      const undoable = (view: View): View => (isActive(session) ? withUndoButton(view, session, locale, 'undo') : view);
      if (kind === 'verdict') {
        await interaction.editReply(toEdit(undoable(doneView(t(locale, 'sc.panel.judged'), null, null, locale))));
        return;
      }
      const seat = seatOfUser(session, interaction.user.id);
      const index = seat === undefined ? -1 : state.seats.indexOf(seat.seat);
      const rack = index >= 0 ? state.racks[index] : '';
      const image = rack.length > 0 ? await imageOrNull(ctx, 'rack', () => scrabbleImages(ctx.images).rack(rack, state.language, locale)) : null;
      await interaction.editReply(toEdit(undoable(doneView(t(locale, doneKey(state)), rack, image, locale))));
    },
  };
}
