import { MessageFlags, type ChatInputCommandInteraction, type RepliableInteraction } from '../../../bot/discord-kit.ts';
import { chacunImages } from './images.ts';
import { onTurn, say as sayOf, show as showOf, type CheckedTurn, type MoveFollowUp, type TurnDecision } from '../../../bot/click.ts';
import type { BotContext } from '../../../bot/context.ts';
import { drawOrNull, stateKey } from '../../../bot/images.ts';
import type { ImageOptions } from './images.ts';
import { userLocale } from '../../../bot/replies.ts';
import { gameLocale, toEdit } from '../../../bot/chrome/common.ts';
import { withUndoButton } from '../../../bot/undo/views.ts';
import { namesByColor } from './colors.ts';
import { errorText } from '../texts/catalog.ts';
import { t } from './texts.ts';
import type { Locale } from '../../../i18n/locale.ts';
import { refuse as refusal } from '../../../session/errors.ts';
import type { MoveOutcome, SessionResult } from '../../../session/manager.ts';
import { isActive, seatOfUser, type GameSession } from '../../../session/session.ts';
import { currentPlayer, type GameState, type NextAction } from '../engine/game.ts';
import type { GameRecord } from '../engine/record.ts';
import { fittingPositions } from '../engine/fitting.ts';
import type { Pos, Rotation } from '../engine/basics.ts';
import { occupantView, positionsView, retakeView, rotationView, turnDoneView } from './views/panel.ts';
import { withCloseup } from './views/turn.ts';

/** A player's turn as ChaCuN's handlers see it: the game, its state, and the acting player's seat. */
export type PlayerTurn = CheckedTurn<GameState>;

/** What a ChaCuN turn handler decides: a move, a private text or a panel. */
export type ChacunDecision = TurnDecision<GameState>;

/** A private text, as a turn handler's answer. */
export function say(text: string): ChacunDecision {
  return sayOf<GameState>(text);
}

/** A panel to show once the game is let go, as a turn handler's answer. */
export function show(draw: (turn: PlayerTurn) => Promise<void>): ChacunDecision {
  return showOf<GameState>(draw);
}

/**
 * A click or a move command on the player's turn, through the platform's one path (one read,
 * checks, one write); after a move, the panel goes on and the channel is told (see afterMove).
 */
export function chacunTurn(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: { readonly gameId?: string; readonly move?: number; readonly messageId?: string },
  locale: Locale,
  decide: (turn: PlayerTurn) => ChacunDecision,
): Promise<void> {
  return onTurn<GameState>(ctx, interaction, target, decide, (outcome) => afterMove(ctx, interaction, outcome, locale));
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
  decide: (turn: PlayerTurn, locale: Locale) => ChacunDecision,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const locale = userLocale(interaction);
  await chacunTurn(ctx, interaction, {}, locale, (turn) => (turn.state.nextAction !== step ? say(wrongStepText(turn.state, locale)) : decide(turn, locale)));
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
    key: stateKey(session),
    at: { game: session.id, move: session.moveNumber },
    // The record is ChaCuN's own (the session holds what the game's rules parsed).
    record: session.record as GameRecord,
    newMessagesFrom: turnMessagesFrom(session, state),
  };
}

/** An image, or null (logged) if drawing it failed: a missing picture must not stop the game. */
export function imageOrNull(ctx: BotContext, what: string, draw: () => Promise<Buffer>): Promise<Buffer | null> {
  return drawOrNull(ctx.log, what)(draw);
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
      // One square only: no menu to choose it from, the preview at once.
      const positions = fittingPositions(state);
      if (positions.length === 1) {
        await showPreview(ctx, interaction, turn, { pos: positions[0].pos, rotation: positions[0].rotations[0] }, locale, options.note);
        return;
      }
      const [image, closeup] = await Promise.all([
        imageOrNull(ctx, 'board', () => chacunImages(ctx.images).board(state, images)),
        imageOrNull(ctx, 'closeup', () => chacunImages(ctx.images).closeup(state, images)),
      ]);
      await interaction.editReply(toEdit(withCloseup(positionsView({ session, state, page: options.page ?? 0, image, locale, ...(options.note ? { note: options.note } : {}) }), closeup)));
      return;
    }
    case 'OCCUPY_TILE': {
      const image = await imageOrNull(ctx, 'occupants', () => chacunImages(ctx.images).occupants(state, images));
      // The tile is placed but the turn not confirmed: Go back returns to the placement.
      await interaction.editReply(toEdit(withUndoButton(occupantView({ session, state, image, locale }), session, locale, 'back')));
      return;
    }
    case 'RETAKE_PAWN': {
      const [image, closeup] = await Promise.all([
        imageOrNull(ctx, 'retake', () => chacunImages(ctx.images).retake(state, images)),
        imageOrNull(ctx, 'closeup', () => chacunImages(ctx.images).closeup(state, images)),
      ]);
      await interaction.editReply(toEdit(withUndoButton(withCloseup(retakeView({ session, state, image, locale }), closeup), session, locale, 'back')));
      return;
    }
    default:
      await interaction.editReply(toEdit(turnDoneView(state, locale, state.nextAction === 'END_GAME')));
  }
}

/**
 * Shows the tile previewed at a square in a legal rotation: the rotation buttons (if it fits
 * there in more than one), the button that places it, and the way back to the menu (if it fits
 * elsewhere too).
 */
export async function showPreview(
  ctx: BotContext,
  interaction: RepliableInteraction,
  turn: { readonly session: GameSession; readonly state: GameState },
  at: { readonly pos: Pos; readonly rotation: Rotation },
  locale: Locale,
  note?: string,
): Promise<void> {
  const { session, state } = turn;
  const { pos, rotation } = at;
  const placement = { x: pos.x, y: pos.y, rotation };
  const options = imageOptions(session, state, locale);
  const [image, closeup] = await Promise.all([
    imageOrNull(ctx, 'preview', () => chacunImages(ctx.images).preview(state, placement, options)),
    imageOrNull(ctx, 'closeup', () => chacunImages(ctx.images).closeup(state, options, placement)),
  ]);
  await interaction.editReply(toEdit(withCloseup(rotationView({ session, state, pos, rotation, image, locale, ...(note === undefined ? {} : { note }) }), closeup)));
}

/**
 * After a stored move, what the panel shows: the player's next step (occupant, shaman, or the
 * menhir tile of a second turn, which the channel sees first), or that the turn is over.
 */
export function afterMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, locale: Locale): MoveFollowUp {
  const state = outcome.state as GameState;
  const seat = seatOfUser(outcome.session, interaction.user.id);
  if (outcome.session.status === 'playing' && seat !== undefined && currentPlayer(state) === seat.seat) {
    const note = state.nextAction === 'PLACE_TILE' ? { note: `🗿 ${t(locale, 'place.menhirNote')}` } : {};
    return { goesOn: true, panel: (session) => showStep(ctx, interaction, { session, state }, locale, note) };
  }
  return {
    panel: async (session) => {
      const done = turnDoneView(state, locale, !isActive(session));
      // Until the next player acts, the turn may be taken back (the others agree: it drew a tile).
      await interaction.editReply(toEdit(isActive(session) ? withUndoButton(done, session, locale, 'undo') : done));
    },
  };
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

