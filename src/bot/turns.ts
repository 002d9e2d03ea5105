import { MessageFlags, type ChatInputCommandInteraction, type RepliableInteraction } from 'discord.js';
import type { Action } from '../games/chacun/engine/actions.ts';
import { currentPlayer, type GameState, type NextAction } from '../games/chacun/engine/game.ts';
import { errorText, t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import type { LoadedSession, MoveOutcome, SessionResult } from '../session/manager.ts';
import { refuse as refusal } from '../session/errors.ts';
import { isActive, seatOfUser, type GameSession, type Seat } from '../session/session.ts';
import type { BotContext } from './context.ts';
import type { ImageOptions } from './images.ts';
import { refuse, sayPrivately, userLocale } from './replies.ts';
import { gameLocale, namesByColor, toEdit } from './views/common.ts';
import { occupantView, positionsView, retakeView, turnDoneView } from './views/panel.ts';

/** A player's turn as a step handler sees it: the game, its state, and the acting player's seat. */
export interface PlayerTurn {
  readonly session: GameSession;
  readonly state: GameState;
  readonly seat: Seat;
}

/**
 * The channel's game, checked as the manager will check a move: it exists, is this channel's,
 * is under way, the user plays in it, the click was made for the current move (when a move
 * number is given) and it is their turn. Read-only: the move itself is checked again when made.
 */
export async function loadPlayerTurn(
  ctx: BotContext,
  input: { readonly channelId: string; readonly userId: string; readonly gameId?: string; readonly move?: number },
): Promise<SessionResult<PlayerTurn>> {
  const loaded = input.gameId === undefined ? await ctx.manager.get(input.channelId) : await ctx.manager.getGame(input.gameId);
  if (!loaded.ok) return loaded;
  const { session, state } = loaded.value;
  if (session.channelId !== input.channelId) return refusal('WRONG_GAME', `game ${session.id} is played in ${session.channelId}`);
  if (!isActive(session)) return refusal('GAME_OVER', `game ${session.id} is ${session.status}`);
  if (session.status === 'lobby' || state === null) return refusal('GAME_NOT_STARTED', `game ${session.id} has not started`);
  const seat = seatOfUser(session, input.userId);
  if (seat === undefined || seat.resignedAt !== undefined) return refusal('NOT_IN_GAME', `${input.userId} does not play in ${session.id}`);
  if (input.move !== undefined && input.move !== session.moveNumber) {
    return refusal('STALE_MOVE', `move ${input.move} of ${session.id} is past: the game is at move ${session.moveNumber}`);
  }
  const color = currentPlayer(state);
  if (color === null) return refusal('GAME_OVER', `game ${session.id} is over`);
  if (color !== seat.color) return refusal('NOT_YOUR_TURN', `it is ${color}'s turn in ${session.id}`);
  return { ok: true, value: { session, state, seat } };
}

/**
 * The start of a move command (/chacun place, occupy, retake): answers privately, loads the
 * user's turn and checks that the game waits for `step`. Null, once the user has been told
 * why, when it is not their turn or not that step.
 */
export async function commandTurn(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  step: NextAction,
): Promise<{ readonly turn: PlayerTurn; readonly locale: Locale } | null> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const locale = userLocale(interaction);
  const turn = await loadPlayerTurn(ctx, { channelId: interaction.channelId, userId: interaction.user.id });
  if (!turn.ok) {
    await refuse(ctx, interaction, turn.error);
    return null;
  }
  if (turn.value.state.nextAction !== step) {
    await sayPrivately(interaction, wrongStepText(turn.value.state, locale));
    return null;
  }
  return { turn: turn.value, locale };
}

/** The move number at which the current turn began: now if a tile waits to be placed, else at the last placement. */
export function turnStart(session: GameSession, state: GameState): number {
  if (state.nextAction === 'PLACE_TILE') return session.moveNumber;
  const actions = session.record?.actions ?? [];
  for (let i = actions.length - 1; i >= 0; i--) if (actions[i].type === 'place') return i;
  return 0;
}

/**
 * Message-board index from which the board image of the current turn marks scored tiles: the
 * entries since the previous turn message. The announcer keeps the counts in the message ids.
 */
export function turnMessagesFrom(session: GameSession, state: GameState): number {
  const ids = session.messageIds;
  const announced = ids.turnMove === String(turnStart(session, state));
  const from = Number(announced ? ids.turnFrom : ids.turnCount);
  return Number.isInteger(from) && from >= 0 && from <= state.messages.length ? from : state.messages.length;
}

/**
 * Image options of a game's current state: its players, the language to draw in, and a key for
 * reuse. Public images are in the game's language (the default); private ones (panels, a board
 * shown privately) in the viewer's, so pass `locale` for those.
 */
export function imageOptions(session: GameSession, state: GameState, locale: Locale = gameLocale(session)): ImageOptions {
  return {
    names: namesByColor(session),
    locale,
    key: `${session.id}:${session.moveNumber}`,
    newMessagesFrom: turnMessagesFrom(session, state),
  };
}

/** An image, or null (logged) if drawing it failed: a missing picture must not stop the game. */
export async function imageOrNull(ctx: BotContext, what: string, draw: () => Promise<Buffer>): Promise<Buffer | null> {
  try {
    return await draw();
  } catch (error) {
    ctx.log.error('image failed', { what, error });
    return null;
  }
}

/**
 * Shows the acting player's panel for the step the game waits for: positions to place the tile
 * (at a page of the menu), occupants, or pawns to take back; or says the turn is over.
 */
export async function showStep(
  ctx: BotContext,
  interaction: RepliableInteraction,
  turn: { readonly session: GameSession; readonly state: GameState },
  locale: Locale,
  options: { readonly page?: number; readonly note?: string } = {},
): Promise<void> {
  const { session, state } = turn;
  // The panel is the player's alone: its images are in their language.
  const images = imageOptions(session, state, locale);
  switch (state.nextAction) {
    case 'PLACE_TILE': {
      const image = await imageOrNull(ctx, 'board', () => ctx.images.board(state, images));
      await interaction.editReply(toEdit(positionsView({ session, state, page: options.page ?? 0, image, locale, ...(options.note ? { note: options.note } : {}) })));
      return;
    }
    case 'OCCUPY_TILE': {
      const image = await imageOrNull(ctx, 'occupants', () => ctx.images.occupants(state, images));
      await interaction.editReply(toEdit(occupantView({ session, state, image, locale })));
      return;
    }
    case 'RETAKE_PAWN': {
      const image = await imageOrNull(ctx, 'retake', () => ctx.images.retake(state, images));
      await interaction.editReply(toEdit(retakeView({ session, state, image, locale })));
      return;
    }
    default:
      await interaction.editReply(toEdit(turnDoneView(state, locale, state.nextAction === 'END_GAME')));
  }
}

/**
 * Posts what a change made due in the channel; tells the user privately if the channel refused
 * it. `after` says what they did: a move of theirs ("your move is saved…"), or another change
 * (a start, an abort, a resignation) that gets a neutral text. `by` names who stopped a game.
 */
export async function announce(
  ctx: BotContext,
  interaction: RepliableInteraction,
  session: GameSession,
  locale: Locale,
  options: { readonly after?: 'move' | 'change'; readonly by?: string } = {},
): Promise<void> {
  const status = await ctx.announcer.due(session.channelId, session.id, options.by === undefined ? {} : { by: options.by });
  if (status === 'failed') await sayPrivately(interaction, t(locale, options.after === 'move' ? 'perm.cannotPost' : 'perm.cannotPostUpdate'));
}

/**
 * After a stored move: the panel goes on to the player's next step (occupant, shaman, or the
 * menhir tile of a second turn), or says the turn is over; the channel gets the new turn
 * message or the end of the game.
 */
export async function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale): Promise<void> {
  const { session, state } = outcome;
  const seat = seatOfUser(session, interaction.user.id);
  const stillMine = session.status === 'playing' && seat !== undefined && currentPlayer(state) === seat.color;
  if (stillMine && state.nextAction !== 'PLACE_TILE') {
    await showStep(ctx, interaction, { session, state }, locale);
    return;
  }
  if (stillMine) {
    // A second turn with a menhir tile: the channel sees the board first, then the panel goes on.
    await announce(ctx, interaction, session, locale, { after: 'move' });
    const fresh = await ctx.manager.getGame(session.id);
    const turn = fresh.ok && fresh.value.state !== null ? { session: fresh.value.session, state: fresh.value.state } : { session, state };
    await showStep(ctx, interaction, turn, locale, { note: `🗿 ${t(locale, 'place.menhirNote')}` });
    return;
  }
  await interaction.editReply(toEdit(turnDoneView(state, locale, !isActive(session))));
  await announce(ctx, interaction, session, locale, { after: 'move' });
}

/** Plays a move for the user who acted, then carries on as {@link afterMove}; a refusal is told privately. */
export async function playMove(
  ctx: BotContext,
  interaction: RepliableInteraction,
  input: { readonly gameId: string; readonly move: number; readonly action: Action },
  locale: Locale,
): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) throw new Error('an interaction without a channel reached playMove');
  const result = await ctx.manager.move(channelId, { gameId: input.gameId, moveNumber: input.move, userId: interaction.user.id, action: input.action });
  if (!result.ok) {
    await refuse(ctx, interaction, result.error);
    return;
  }
  ctx.log.debug('move', { game: input.gameId, move: input.move, action: input.action.type, user: interaction.user.id });
  await afterMove(ctx, interaction, result.value, locale);
}

/** Why a command does not fit the moment, and what the game waits for instead. */
export function wrongStepText(state: GameState, locale: Locale): string {
  switch (state.nextAction) {
    case 'PLACE_TILE':
    case 'OCCUPY_TILE':
    case 'RETAKE_PAWN':
      return `${errorText('WRONG_PHASE', locale)} ${t(locale, `step.${state.nextAction}`)}`;
    default:
      return t(locale, 'game.over');
  }
}

/** The game a view command shows: the channel's open one, else the last one that ended there. */
export async function shownGame(ctx: BotContext, channelId: string): Promise<SessionResult<LoadedSession>> {
  const current = await ctx.manager.get(channelId);
  if (current.ok || current.error.code !== 'NO_GAME') return current;
  const history = await ctx.manager.history(channelId);
  if (!history.ok) return history;
  const last = history.value[history.value.length - 1];
  return last === undefined ? current : ctx.manager.getGame(last);
}

/** A game a button names, which must belong to the channel it was clicked in (ended games included). */
export async function buttonGame(ctx: BotContext, channelId: string, gameId: string): Promise<SessionResult<LoadedSession>> {
  const loaded = await ctx.manager.getGame(gameId);
  if (!loaded.ok) return loaded;
  if (loaded.value.session.channelId !== channelId) return refusal('WRONG_GAME', `game ${gameId} is played in ${loaded.value.session.channelId}`);
  return loaded;
}
