import type { Message, RepliableInteraction } from 'discord.js';
import { decodeCustomId, type CustomId } from './custom-id.ts';
import { commandMention } from './mentions.ts';
import { t } from '../i18n/catalog.ts';
import type { Locale } from '../i18n/locale.ts';
import { refuse as refusal } from '../session/errors.ts';
import type { Decision, LoadedSession, MoveOutcome, Precondition, SessionResult } from '../session/manager.ts';
import type { GameSession, Seat } from '../session/session.ts';
import type { BotContext } from './context.ts';
import { refuse, sayPrivately, userLocale } from './replies.ts';

/** A player's turn as a game's handler sees it: the game, its state (the game's own), and the acting player's seat. */
export interface CheckedTurn<S> {
  readonly session: GameSession;
  readonly state: S;
  readonly seat: Seat;
}

/**
 * What a game does with the player's private panel once their move is stored; the platform tells
 * the channel. `panel` shows the panel's next step, or says the turn is done (it is given the game
 * with the newest message ids). `goesOn`: the same player acts next — then the channel hears only
 * of a new turn (ChaCuN's menhir tile, Jass's lead after naming the trump), before the panel moves
 * on; otherwise the panel says its word first and the channel is told what the move changed.
 */
export interface MoveFollowUp {
  readonly panel: (session: GameSession) => Promise<void>;
  readonly goesOn?: boolean;
}

/** A checked click's answer that is not a move: a short private text, or a panel to show once the game is let go. */
export type TurnAnswer<S> = { readonly say: string } | { readonly show: (turn: CheckedTurn<S>) => Promise<void> };

/** What a turn handler decides: a move to play for the player, or an answer. */
export type TurnDecision<S> = Decision<TurnAnswer<S>>;

/** A private text, as a turn handler's answer. */
export function say<S>(text: string): TurnDecision<S> {
  return { answer: { say: text } };
}

/** A panel to show, as a turn handler's answer (drawn once the game is let go). */
export function show<S>(draw: (turn: CheckedTurn<S>) => Promise<void>): TurnDecision<S> {
  return { answer: { show: draw } };
}

/**
 * The one path of a click or a move command on the player's turn: the game is read once and
 * checked once (it exists, is this channel's, is under way, the user plays in it, the click was
 * made for the current move — or on the current turn message — and it is their turn), then
 * `decide` sees the player's turn and answers with a move, stored once, or with an answer. A
 * refusal is told privately. After a move the game's `after` says what its panel shows, and the
 * platform tells the channel when the move changed the turn or ended the game (the new turn
 * message, the old one's buttons taken off, the end; then AI players and clocks follow).
 */
export async function onTurn<S>(
  ctx: BotContext,
  interaction: RepliableInteraction,
  target: {
    readonly gameId?: string;
    readonly move?: number;
    readonly messageId?: string;
    /**
     * Any seat of the game may act, whoever's turn it is (a Jass hand looked at while waiting, a
     * Scrabble challenge): the game's rules judge the action; the move number is not checked.
     */
    readonly anySeat?: boolean;
  },
  decide: (turn: CheckedTurn<S>) => TurnDecision<S>,
  after: (outcome: MoveOutcome) => MoveFollowUp | Promise<MoveFollowUp>,
): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) throw new Error('an interaction without a channel reached a turn handler');
  const precondition: Precondition =
    target.anySeat === true
      ? { needs: 'seat' }
      : {
          needs: 'turn',
          ...(target.move === undefined ? {} : { move: target.move }),
          ...(target.messageId === undefined ? {} : { messageId: target.messageId }),
          ...writtenAt(interaction),
        };
  const ref = { userId: interaction.user.id, ...(target.gameId === undefined ? {} : { gameId: target.gameId }) };
  let turn: CheckedTurn<S> | null = null;
  const acted = await ctx.manager.act(channelId, ref, precondition, (checked) => {
    // The preconditions 'turn' and 'seat' guarantee a seat; the state is the game's own.
    turn = { session: checked.session, state: checked.state as S, seat: checked.seat as Seat };
    return decide(turn);
  });
  if (!acted.ok) {
    // A refused move carries the game's own rule code: the game of the checked turn words it.
    const checked = turn as CheckedTurn<S> | null;
    await refuse(ctx, interaction, acted.error, {}, checked?.session.game, checked?.session.options);
    return;
  }
  const { outcome, answer } = acted.value;
  if (outcome !== null) {
    ctx.log.debug('move', { game: outcome.session.id, move: outcome.session.moveNumber, user: interaction.user.id });
    // Many images waiting: the player learns at once that the move is in, rather than watching nothing happen.
    if (ctx.images.busy?.() === true) await sayPrivately(interaction, t(userLocale(interaction), 'load.busySaved'));
    await followMove(ctx, interaction, outcome, await after(outcome));
  } else if (answer !== undefined && 'say' in answer) {
    await sayPrivately(interaction, answer.say);
  } else if (answer !== undefined && turn !== null) {
    await answer.show(turn as CheckedTurn<S>);
  }
}

/** After a stored move: the player's panel and the channel, in the order the game asked for. */
async function followMove(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, follow: MoveFollowUp): Promise<void> {
  const { session } = outcome;
  const loaded = { session, state: outcome.state };
  const locale = userLocale(interaction);
  if (follow.goesOn === true) {
    // A step within the same turn leaves the channel's message as it is…
    const due = ctx.announcer.isDue(loaded);
    if (due) await announce(ctx, interaction, session, locale, { after: 'move', loaded });
    await follow.panel(ctx.manager.annotated(session));
    // …but for the line saying when the move is due: the step started the move's time again.
    if (!due && session.clock?.settings.limitMs != null) await ctx.announcer.refreshTurnNotes(session.channelId, session.id);
  } else {
    await follow.panel(ctx.manager.annotated(session));
    await announce(ctx, interaction, session, locale, { after: 'move', loaded });
  }
}

/** When the clicked component's message was last written, by Discord's clock (see Precondition). */
function writtenAt(interaction: RepliableInteraction): { readonly writtenAt?: number } {
  const message = interaction.isMessageComponent() ? interaction.message : interaction.isModalSubmit() && interaction.isFromMessage() ? interaction.message : null;
  return message === null ? {} : { writtenAt: message.editedTimestamp ?? message.createdTimestamp };
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
  const board = commandMention(ctx.games, session.game, 'board', locale);
  // The reply names the true cause: the store did not answer, or Discord refused the message. Both are tried again.
  if (status === 'storeFailed') await sayPrivately(interaction, options.after === 'move' ? t(locale, 'announce.storeLate', { board }) : t(locale, 'announce.storeLateUpdate'));
  if (status === 'failed') await sayPrivately(interaction, t(locale, options.after === 'move' ? 'perm.cannotPost' : 'perm.cannotPostUpdate', { board }));
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

/**
 * Whether a message, as Discord sent it with a click, carries one of our components that passes
 * `test`: how a handler that edits the clicked public message knows it is the message it was
 * meant for when no id of it is kept (a vote's message). A forged click names a component the
 * message never had; Discord sends the message as it is.
 */
export function messageCarries(message: Pick<Message, 'components'>, test: (id: CustomId) => boolean): boolean {
  return message.components.some(
    (row) =>
      'components' in row &&
      row.components.some((component) => {
        const customId = 'customId' in component ? component.customId : null;
        const id = typeof customId === 'string' ? decodeCustomId(customId) : null;
        return id !== null && test(id);
      }),
  );
}
