import { MessageFlags, type ChatInputCommandInteraction, type RepliableInteraction } from 'discord.js';
import type { GameRecord } from '../games/chacun/engine/record.ts';
import { currentPlayer, type GameState, type NextAction } from '../games/chacun/engine/game.ts';
import { errorText, t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Decision, LoadedSession, MoveOutcome, Precondition, SessionResult } from '../session/manager.ts';
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

/** A checked click's answer that is not a move: a short private text, or a panel to show once the game is let go. */
export type TurnAnswer = { readonly say: string } | { readonly show: (turn: PlayerTurn) => Promise<void> };

/** What a turn handler decides: a move to play for the player, or an answer. */
export type TurnDecision = Decision<TurnAnswer>;

/** A private text, as a turn handler's answer. */
export function say(text: string): TurnDecision {
  return { answer: { say: text } };
}

/** A panel to show, as a turn handler's answer (drawn once the game is let go). */
export function show(draw: (turn: PlayerTurn) => Promise<void>): TurnDecision {
  return { answer: { show: draw } };
}

/**
 * The one path of a click or a move command on the player's turn: the game is read once and
 * checked once (it exists, is this channel's, is under way, the user plays in it, the click was
 * made for the current move — or on the current turn message — and it is their turn), then
 * `decide` sees the player's turn and answers with a move, stored once, or with an answer. A
 * refusal is told privately; after a move the panel and the channel go on (see afterMove).
 */
export async function onTurn(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: { readonly gameId?: string; readonly move?: number; readonly messageId?: string },
  locale: Locale,
  decide: (turn: PlayerTurn) => TurnDecision,
): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) throw new Error('an interaction without a channel reached a turn handler');
  const precondition: Precondition = {
    needs: 'turn',
    ...(target.move === undefined ? {} : { move: target.move }),
    ...(target.messageId === undefined ? {} : { messageId: target.messageId }),
  };
  const ref = { userId: interaction.user.id, ...(target.gameId === undefined ? {} : { gameId: target.gameId }) };
  let turn: PlayerTurn | null = null;
  const acted = await ctx.manager.act(channelId, ref, precondition, (checked) => {
    turn = { session: checked.session, state: checked.state as GameState, seat: checked.seat as Seat };
    return decide(turn);
  });
  if (!acted.ok) {
    await refuse(ctx, interaction, acted.error);
    return;
  }
  const { outcome, answer } = acted.value;
  if (outcome !== null) {
    ctx.log.debug('move', { game: outcome.session.id, move: outcome.session.moveNumber, user: interaction.user.id });
    await afterMove(ctx, interaction, outcome, locale);
  } else if (answer !== undefined && 'say' in answer) {
    await sayPrivately(interaction, answer.say);
  } else if (answer !== undefined && turn !== null) {
    await answer.show(turn);
  }
}

/**
 * The channel's game for an autocomplete, checked as a move would be (read-only): the user's
 * turn in the game under way.
 */
export async function loadPlayerTurn(ctx: BotContext, input: { readonly channelId: string; readonly userId: string }): Promise<SessionResult<PlayerTurn>> {
  const loaded = await ctx.manager.get(input.channelId);
  if (!loaded.ok) return loaded;
  const { session } = loaded.value;
  const state = loaded.value.state as GameState | null;
  if (session.status !== 'playing' || state === null) return refusal('GAME_NOT_STARTED', `game ${session.id} has not started`);
  const seat = seatOfUser(session, input.userId);
  if (seat === undefined || seat.resignedAt !== undefined) return refusal('NOT_IN_GAME', `${input.userId} does not play in ${session.id}`);
  const color = currentPlayer(state);
  if (color === null) return refusal('GAME_OVER', `game ${session.id} is over`);
  if (color !== seat.seat) return refusal('NOT_YOUR_TURN', `it is ${color}'s turn in ${session.id}`);
  return { ok: true, value: { session, state, seat } };
}

/**
 * A move command (/chacun place, occupy, retake): answers privately, then goes the one path of
 * a turn; the game must wait for `step`, else the user is told what it waits for.
 */
export async function commandTurn(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  step: NextAction,
  decide: (turn: PlayerTurn, locale: Locale) => TurnDecision,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const locale = userLocale(interaction);
  await onTurn(ctx, interaction, {}, locale, (turn) => (turn.state.nextAction !== step ? say(wrongStepText(turn.state, locale)) : decide(turn, locale)));
}

/** The move number at which the current turn began: now if a tile waits to be placed, else at the last placement. */
export function turnStart(session: GameSession, state: GameState): number {
  if (state.nextAction === 'PLACE_TILE') return session.moveNumber;
  const actions = (session.record as GameRecord | null)?.actions ?? [];
  for (let i = actions.length - 1; i >= 0; i--) if (actions[i].type === 'place') return i;
  return 0;
}

/**
 * Message-board index from which the board image of the current turn marks scored tiles: the
 * entries since the previous turn message. The announcer keeps the counts in the turn memo.
 */
export function turnMessagesFrom(session: GameSession, state: GameState): number {
  const memo = session.turnMemo;
  const announced = memo?.turn === turnStart(session, state);
  const from = (announced ? memo?.from : memo?.count) ?? 0;
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
  options: { readonly after?: 'move' | 'change'; readonly by?: string; readonly loaded?: LoadedSession } = {},
): Promise<void> {
  const context = { ...(options.by === undefined ? {} : { by: options.by }), ...(options.loaded === undefined ? {} : { loaded: options.loaded }) };
  const status = await ctx.announcer.due(session.channelId, session.id, context);
  if (status === 'failed') await sayPrivately(interaction, t(locale, options.after === 'move' ? 'perm.cannotPost' : 'perm.cannotPostUpdate'));
}

/**
 * After a stored move: the panel goes on to the player's next step (occupant, shaman, or the
 * menhir tile of a second turn), or says the turn is over; the channel gets the new turn
 * message or the end of the game.
 */
export async function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale): Promise<void> {
  const { session } = outcome;
  const state = outcome.state as GameState;
  const loaded = { session, state };
  const seat = seatOfUser(session, interaction.user.id);
  const stillMine = session.status === 'playing' && seat !== undefined && currentPlayer(state) === seat.seat;
  if (stillMine && state.nextAction !== 'PLACE_TILE') {
    await showStep(ctx, interaction, { session, state }, locale);
    return;
  }
  if (stillMine) {
    // A second turn with a menhir tile: the channel sees the board first, then the panel goes on.
    await announce(ctx, interaction, session, locale, { after: 'move', loaded });
    const turn = { session: ctx.manager.annotated(session), state };
    await showStep(ctx, interaction, turn, locale, { note: `🗿 ${t(locale, 'place.menhirNote')}` });
    return;
  }
  await interaction.editReply(toEdit(turnDoneView(state, locale, !isActive(session))));
  await announce(ctx, interaction, session, locale, { after: 'move', loaded });
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
export function shownGame(ctx: BotContext, channelId: string): Promise<SessionResult<LoadedSession>> {
  return ctx.manager.latest(channelId);
}

/** A game a button names, which must belong to the channel it was clicked in (ended games included). */
export async function buttonGame(ctx: BotContext, channelId: string, gameId: string): Promise<SessionResult<LoadedSession>> {
  const loaded = await ctx.manager.getGame(gameId);
  if (!loaded.ok) return loaded;
  if (loaded.value.session.channelId !== channelId) return refusal('WRONG_GAME', `game ${gameId} is played in ${loaded.value.session.channelId}`);
  return loaded;
}
