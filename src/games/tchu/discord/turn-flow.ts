import { withUndoButton } from '../../../bot/undo/views.ts';
import type { RepliableInteraction } from '../../../bot/discord-kit.ts';
import { onTurn, say as sayOf, show as showOf, type CheckedTurn, type MoveFollowUp, type TurnDecision } from '../../../bot/click.ts';
import type { BotContext } from '../../../bot/context.ts';
import { drawOrNull } from '../../../bot/images.ts';
import { gameLocale, toEdit } from '../../../bot/chrome/common.ts';
import type { Locale } from '../../../i18n/locale.ts';
import type { MoveOutcome } from '../../../session/manager.ts';
import { seatOfUser, type GameSession } from '../../../session/session.ts';
import { routeIndex } from '../engine/map.ts';
import { seatsToAct, type Entry, type GameState } from '../engine/state.ts';
import { drawnText, routeName } from './history.ts';
import { imageOptions, tchuImages } from './images.ts';
import { t } from './texts.ts';
import { doneView, panelView, type PanelMode } from './views/panel.ts';
import { lastTurnLines } from './views/turn.ts';

/** A player's turn as tCHu's handlers see it. */
export type PlayerTurn = CheckedTurn<GameState>;

/** What a tCHu handler decides: a move, a private text or a panel. */
export type TchuDecision = TurnDecision<GameState>;

/** A private text, as a handler's answer. */
export function say(text: string): TchuDecision {
  return sayOf<GameState>(text);
}

/** A panel to show once the game is let go, as a handler's answer. */
export function show(draw: (turn: PlayerTurn) => Promise<void>): TchuDecision {
  return showOf<GameState>(draw);
}

/**
 * A click on the player's turn, through the platform's one path (one read, checks, one write);
 * after a move, the panel goes on to the player's next step or says they are done, and the
 * channel is told.
 */
export function tchuTurn(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: { readonly gameId?: string; readonly move?: number; readonly messageId?: string },
  locale: Locale,
  decide: (turn: PlayerTurn) => TchuDecision,
): Promise<void> {
  return onTurn<GameState>(ctx, interaction, target, decide, (outcome) => afterMove(ctx, interaction, outcome, locale));
}

/** Draws the player's panel at their step (in their language), on the part `mode` names. */
export async function showPanel(ctx: BotContext, interaction: RepliableInteraction, turn: { readonly session: GameSession; readonly state: GameState; readonly seat: string }, locale: Locale, mode: PanelMode = { page: 'main' }): Promise<void> {
  const { session, state, seat } = turn;
  const image = await drawOrNull(ctx.log, 'tchu-hand')(() => tchuImages(ctx.images).hand(state, seat, imageOptions(session, locale)));
  await interaction.editReply(toEdit(panelView({ session, state, seat, mode, image, locale })));
}

/**
 * After a stored move: the panel goes on while the player still acts this turn (a second card,
 * tickets to keep, a tunnel to pay), else it says they are done (or waiting for the other
 * player's first tickets) and the channel gets the new turn message or the end.
 */
export function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale): MoveFollowUp {
  const state = outcome.state as GameState;
  const seat = seatOfUser(outcome.session, interaction.user.id);
  if (outcome.session.status === 'playing' && seat !== undefined && state.step !== 'INITIAL_TICKETS' && seatsToAct(state).includes(seat.seat)) {
    // The last first-ticket choice may make its player the first to play: the channel gets the first turn's message first.
    return { goesOn: true, panel: (session) => showPanel(ctx, interaction, { session, state, seat: seat.seat }, locale) };
  }
  const text = state.step === 'INITIAL_TICKETS' ? t(locale, 'tchu.panel.waitOthers') : state.step === 'OVER' ? t(locale, 'tchu.panel.over') : doneText(outcome, locale);
  // Until the other player acts, the last step may be taken back (with their agreement if it revealed cards or tickets).
  return { panel: async (session) => void (await interaction.editReply(toEdit(state.step === 'OVER' ? doneView(text) : withUndoButton(doneView(text), session, locale, 'undo')))) };
}

/**
 * What the panel says once the player's turn is over: a tunnel that failed (its extra cards
 * could not be paid) or given up is told privately, with what it means for the cards and the
 * turn; any other move is done, with what the turn did as the channel tells it (the route claimed
 * and its points, the cards or tickets drawn).
 */
export function doneText(outcome: Pick<MoveOutcome, 'session' | 'state' | 'entries'>, locale: Locale): string {
  const state = outcome.state as GameState;
  const entry = outcome.entries[0] as Entry | undefined;
  const tunnel = state.lastTunnel;
  const mapLocale = gameLocale(outcome.session);
  if (entry?.type === 'claim' && tunnel?.outcome === 'NO_PAYMENT' && tunnel.route === routeIndex(entry.route)) {
    return t(locale, 'tchu.panel.tunnelFailed', { route: routeName(tunnel.route, locale, mapLocale), drawn: drawnText(tunnel.drawn, locale), count: t(locale, 'tchu.cards', { count: tunnel.cost }) });
  }
  if (entry?.type === 'giveUp' && tunnel?.outcome === 'GAVE_UP') return t(locale, 'tchu.panel.gaveUp', { route: routeName(tunnel.route, locale, mapLocale) });
  const lines = lastTurnLines(outcome.session, state, locale);
  return [t(locale, 'tchu.panel.done'), ...lines.map((line) => `• ${line}`)].join('\n');
}
