import { withUndoButton } from '../../../bot/undo/views.ts';
import type { RepliableInteraction } from '../../../bot/discord-kit.ts';
import { onTurn, show as showOf, type CheckedTurn, type MoveFollowUp, type TurnDecision } from '../../../bot/click.ts';
import type { BotContext } from '../../../bot/context.ts';
import { drawOrNull, stateKey } from '../../../bot/images.ts';
import { gameLocale, toEdit } from '../../../bot/chrome/common.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { MoveOutcome } from '../../../session/manager.ts';
import { isActive, seatOfUser, type GameSession } from '../../../session/session.ts';
import type { Card, Mode } from '../engine/cards.ts';
import { playableCards, seatToAct, type JassState } from '../engine/game.ts';
import type { Seat } from '../engine/record.ts';
import { jassImages, type JassImageOptions } from './images.ts';
import { namesBySeat } from './seats.ts';
import { suitStyleOf } from '../suit-style.ts';
import { doneView, handView, shownHand, waitingHandView } from './views/panel.ts';

/** A player's turn as Jass's handlers see it. */
export type JassTurn = CheckedTurn<JassState>;

/** What a Jass turn handler decides: an action, a private text or a panel. */
export type JassDecision = TurnDecision<JassState>;

/** A panel to show once the game is let go, as a turn handler's answer. */
export function show(draw: (turn: JassTurn) => Promise<void>): JassDecision {
  return showOf<JassState>(draw);
}

/** What the player did, for the panel's last word. */
export type Done = { readonly card?: Card; readonly mode?: Mode; readonly passed?: boolean };

/**
 * A click on the player's turn, through the platform's one path (one read, checks, one write);
 * after an action, the panel goes on (the player's next action) or says what was done, and the
 * channel is told.
 */
export function jassTurn(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: { readonly gameId?: string; readonly move?: number; readonly messageId?: string; readonly anySeat?: boolean },
  locale: Locale,
  done: Done,
  decide: (turn: JassTurn) => JassDecision,
): Promise<void> {
  return onTurn<JassState>(ctx, interaction, target, decide, (outcome) => afterMove(ctx, interaction, outcome, locale, done));
}

/** Image options of a game's state: its players, the language, and a key for reuse. */
export function imageOptions(session: GameSession, locale: Locale = gameLocale(session)): JassImageOptions {
  return { names: namesBySeat(session), locale, key: stateKey(session), at: { game: session.id, move: session.moveNumber }, suits: suitStyleOf(session.options) };
}

/**
 * Shows a player's hand panel (their language): on their turn, the hand image and a button per
 * card, or the trump choice; between their turns, the hand alone to look at, saying whose turn it is.
 */
export async function showHand(ctx: BotContext, interaction: RepliableInteraction, turn: { readonly session: GameSession; readonly state: JassState; readonly seat: Seat }, locale: Locale): Promise<void> {
  const { session, state, seat } = turn;
  const act = seatToAct(state);
  const acting = act !== null && state.players[act] === seat;
  const playable = acting && state.phase === 'play' ? playableCards(state, seat) : null;
  const image = await drawOrNull(ctx.log, 'jass hand')(() => jassImages(ctx.images).hand(shownHand(state, seat), playable, state.trump, locale, suitStyleOf(session.options)));
  const view = acting || act === null ? handView({ session, state, seat, image, locale }) : waitingHandView({ session, state, seat, toAct: state.players[act], image, locale });
  await interaction.editReply(toEdit(view));
}

/**
 * After a stored action, what the panel shows: the hand again when the same player acts again
 * (named the trump and leads: the channel sees the table first), else what was done.
 */
export function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale, done: Done): MoveFollowUp {
  const state = outcome.state as JassState;
  const seat = seatOfUser(outcome.session, interaction.user.id);
  const act = seatToAct(state);
  if (outcome.session.status === 'playing' && seat !== undefined && act !== null && state.players[act] === seat.seat) {
    return { goesOn: true, panel: (session) => showHand(ctx, interaction, { session, state, seat: seat.seat as Seat }, locale) };
  }
  return {
    panel: async (session) => {
      const view = doneView(done, !isActive(session), locale, suitStyleOf(session.options));
      // Until the next player acts, the step may be taken back (with everyone's agreement after a card).
      await interaction.editReply(toEdit(isActive(session) ? withUndoButton(view, session, locale, 'undo') : view));
    },
  };
}
