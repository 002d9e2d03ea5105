/**
 * Undo on Discord, for every game: `/<game> undo` and the Undo / Go back buttons of the panels go
 * through `requestUndo`; the answers to a request to the table through `answerUndo`. What may be
 * taken back is the game's to say (`GameRules.undoable`, checked by the session manager).
 */
import type { RepliableInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { MoveOutcome } from '../../session/manager.ts';
import { seatOfUser, type GameSession } from '../../session/session.ts';
import type { SessionError } from '../../session/errors.ts';
import { announce, buttonGame, messageCarries } from '../click.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentInteraction } from '../handler.ts';
import { displayName, refuse, sayPrivately, type ErrorOverrides } from '../replies.ts';
import { escapeMarkdown, gameLocale, toCreate, toEdit, type View } from '../chrome/common.ts';
import { UNDO_REQUEST_MS, UndoRequests, undoRequestsOf, type UndoRequest } from './requests.ts';
import { closedRequestView, requestView } from './views.ts';

/** The texts of the refusals proper to undo (the others are the platform's usual ones). */
function undoOverrides(locale: Locale, button: boolean): ErrorOverrides {
  return {
    NOTHING_TO_UNDO: t(locale, 'undo.nothing'),
    NEXT_PLAYER_ACTED: t(locale, 'undo.nextActed'),
    UNDO_PENDING: t(locale, 'undo.pending'),
    UNDO_NEEDS_AGREEMENT: t(locale, 'undo.needsAgreement'),
    ...(button ? { STALE_MOVE: t(locale, 'undo.staleButton') } : {}),
  };
}

function refuseUndo(ctx: BotContext, interaction: RepliableInteraction, error: SessionError, locale: Locale, button: boolean): Promise<void> {
  return refuse(ctx, interaction, error, undoOverrides(locale, button));
}

/** The bot's open requests to the table. */
export function undoRequests(ctx: BotContext): UndoRequests {
  return undoRequestsOf(
    ctx,
    (bot) =>
      new UndoRequests(bot, UNDO_REQUEST_MS, {
        expired: (request) => closedRequestView(t(request.locale, 'undo.expired', { requester: escapeMarkdown(request.requesterName) })),
        stale: (request) => closedRequestView(t(request.locale, 'undo.closedStale', { requester: escapeMarkdown(request.requesterName) })),
      }),
  );
}

/**
 * A player asks to take back their last step (`target.move`: the move a button was made at).
 * A step that revealed nothing is taken back at once and their panel shows the step again; one
 * that revealed something asks every other person at the table in the channel (AI players
 * agree; with nobody else to ask, it is taken back at once).
 */
export async function requestUndo(ctx: BotContext, interaction: RepliableInteraction, target: { readonly gameId?: string; readonly move?: number }, locale: Locale): Promise<void> {
  const channelId = interaction.channelId;
  if (channelId === null) throw new Error('an undo without a channel');
  const button = target.move !== undefined;
  const ref = { userId: interaction.user.id, ...(target.gameId === undefined ? {} : { gameId: target.gameId }), ...(target.move === undefined ? {} : { moveNumber: target.move }) };
  const plan = await ctx.manager.undoPlan(channelId, ref);
  if (!plan.ok) {
    // A button made before the game moved on: if no undo is possible now either (someone played
    // since), that is the reason to give, not the button's age.
    if (button && plan.error.code === 'STALE_MOVE') {
      // A panel left from before an undo: the move it would take back is already taken back.
      const game = await ctx.manager.get(channelId);
      if (game.ok && game.value.session.id === target.gameId && game.value.session.moveNumber < (target.move ?? 0)) return sayPrivately(interaction, t(locale, 'undo.alreadyTakenBack'));
      const now = await ctx.manager.undoPlan(channelId, { userId: ref.userId, ...(target.gameId === undefined ? {} : { gameId: target.gameId }) });
      if (!now.ok) return refuseUndo(ctx, interaction, now.error, locale, false);
    }
    return refuseUndo(ctx, interaction, plan.error, locale, button);
  }
  const { session, seat } = plan.value;
  const requests = undoRequests(ctx);
  const waiting = await requests.get(session.id);
  // A request made before the game moved on is stale: it closes, and this one may be asked.
  if (waiting !== undefined && waiting.moveNumber !== session.moveNumber) await requests.close(waiting, closedRequestView(t(waiting.locale, 'undo.closedStale', { requester: escapeMarkdown(waiting.requesterName) })));
  if ((await requests.get(session.id)) !== undefined) return refuseUndo(ctx, interaction, { code: 'UNDO_PENDING', message: `an undo request is open in ${session.id}` }, locale, button);
  const others = session.seats.flatMap((s) => (s !== seat && s.player.type === 'human' && s.resignedAt === undefined ? [s.player.userId] : []));
  if (!plan.value.revealed || others.length === 0) {
    const undone = await ctx.manager.undo(channelId, { ...ref, gameId: session.id, moveNumber: session.moveNumber, agreed: plan.value.revealed, clickedAt: interaction.createdTimestamp });
    if (!undone.ok) return refuseUndo(ctx, interaction, undone.error, locale, button);
    ctx.log.info('undo', { game: session.id, user: interaction.user.id, move: undone.value.session.moveNumber });
    await afterUndo(ctx, interaction, undone.value, { seat: seat.seat, name: seat.player.name }, locale);
    return;
  }
  const request: UndoRequest = {
    gameId: session.id,
    channelId,
    moveNumber: session.moveNumber,
    requesterId: interaction.user.id,
    requesterName: seat.player.name,
    locale: gameLocale(session),
    others,
    agreed: new Set(),
    messageId: null,
    expiresAt: 0,
    timer: null,
  };
  requests.add(request);
  const posted = await post(ctx, channelId, requestView({ session, moveNumber: request.moveNumber, requester: request.requesterName, others, agreed: [], waiting: others }));
  if (posted === null) {
    await requests.remove(request);
    await sayPrivately(interaction, t(locale, 'undo.cannotPost'));
    return;
  }
  request.messageId = posted;
  await requests.save(request);
  ctx.log.info('undo requested', { game: session.id, user: interaction.user.id, move: session.moveNumber });
  await sayPrivately(interaction, t(locale, 'undo.asked'));
}

/** An answer to a request to the table: a refusal closes it; the last agreement takes the step back. */
export async function answerUndo(ctx: BotContext, interaction: ComponentInteraction, id: CustomIdOf<'undo-vote'>, locale: Locale): Promise<void> {
  await interaction.deferUpdate();
  // The game must be this channel's: an answer clicked elsewhere touches neither the request nor the message.
  const game = await buttonGame(ctx, interaction.channelId, id.gameId);
  if (!game.ok) return refuse(ctx, interaction, game.error);
  const requests = undoRequests(ctx);
  const request = await requests.get(id.gameId);
  if (request === undefined || request.moveNumber !== id.move || request.messageId !== interaction.message.id) {
    // Only a request message of this game loses its buttons (one closed or replaced meanwhile):
    // on any other message (a turn message, a forged click) nothing is edited.
    const requestMessage = messageCarries(interaction.message, (other) => other.kind === 'undo-vote' && other.gameId === id.gameId);
    if (!requestMessage) return sayPrivately(interaction, t(locale, 'router.notOnThisMessage'));
    await interaction.editReply({ components: [] }).catch(() => {});
    await sayPrivately(interaction, t(locale, 'undo.stale'));
    return;
  }
  const userId = interaction.user.id;
  if (userId === request.requesterId) return sayPrivately(interaction, t(locale, 'undo.ownRequest'));
  if (!request.others.includes(userId)) return sayPrivately(interaction, t(locale, seatOfUser(game.value.session, userId) === undefined ? 'game.notAPlayer' : 'undo.notAsked'));
  const gameLanguage = request.locale;
  const requester = escapeMarkdown(request.requesterName);
  if (!id.agree) {
    ctx.log.info('undo refused', { game: request.gameId, user: userId });
    await requests.close(request, closedRequestView(t(gameLanguage, 'undo.refused', { player: escapeMarkdown(displayName(interaction)), requester })));
    return;
  }
  if (request.agreed.has(userId)) return sayPrivately(interaction, t(locale, 'undo.alreadyAgreed'));
  request.agreed.add(userId);
  await requests.save(request);
  const waiting = request.others.filter((other) => !request.agreed.has(other));
  if (waiting.length > 0) {
    const loaded = await ctx.manager.getGame(request.gameId);
    if (loaded.ok && loaded.value.session.moveNumber !== request.moveNumber) {
      // The game moved on before the announcement closed the request: it closes now.
      await requests.close(request, closedRequestView(t(gameLanguage, 'undo.closedStale', { requester })));
      await sayPrivately(interaction, t(locale, 'undo.stale'));
      return;
    }
    if (loaded.ok) {
      const view = requestView({ session: loaded.value.session, moveNumber: request.moveNumber, requester: request.requesterName, others: request.others, agreed: [...request.agreed], waiting });
      await interaction.editReply(toEdit(view)).catch(() => {});
    }
    await sayPrivately(interaction, t(locale, 'undo.voted'));
    return;
  }
  // Everyone agreed: the step is taken back if the game is still where it was asked.
  await requests.remove(request);
  const undone = await ctx.manager.undo(request.channelId, { gameId: request.gameId, userId: request.requesterId, moveNumber: request.moveNumber, agreed: true, clickedAt: interaction.createdTimestamp });
  if (!undone.ok) {
    // The game moved on (or the store failed): the request closes and the voter is told why.
    await interaction.editReply(toEdit(closedRequestView(t(gameLanguage, 'undo.closedStale', { requester })))).catch(() => {});
    return refuseUndo(ctx, interaction, undone.error, locale, true);
  }
  ctx.log.info('undo agreed', { game: request.gameId, user: request.requesterId, move: undone.value.session.moveNumber });
  await interaction.editReply(toEdit(closedRequestView(t(gameLanguage, 'undo.publicAgreed', { player: requester })))).catch(() => {});
  await afterUndo(ctx, interaction, undone.value, null, locale);
}

/**
 * After an undo: the turn message follows the game back; when the player who asked clicked
 * themselves (`asker`), the channel gets a public note and their panel shows the step given
 * back (after an agreed request, its message says it all and they open their panel again).
 */
async function afterUndo(ctx: BotContext, interaction: RepliableInteraction, outcome: MoveOutcome, asker: { readonly seat: string; readonly name: string } | null, locale: Locale): Promise<void> {
  const session: GameSession = outcome.session;
  if (asker !== null) await ctx.announcer.notice(session, t(gameLocale(session), 'undo.public', { player: escapeMarkdown(asker.name) }));
  await announce(ctx, interaction, session, locale, { after: 'change', loaded: { session, state: outcome.state } });
  if (asker === null) return;
  const game = ctx.manager.gameOf(session);
  if (game.rules.toAct(outcome.state).includes(asker.seat)) {
    await ctx.games.discordOf(session.game).showPanel(ctx, interaction, { session: ctx.manager.annotated(session), state: outcome.state, seat: asker.seat }, locale);
  } else {
    await sayPrivately(interaction, t(locale, 'undo.done'));
  }
}

/** Posts a view in a channel; the message id, or null when the channel refused it. */
async function post(ctx: BotContext, channelId: string, view: View): Promise<string | null> {
  try {
    const channel = ctx.client.channels.cache.get(channelId) ?? (await ctx.client.channels.fetch(channelId));
    if (channel === null || !channel.isSendable()) return null;
    const message = await channel.send(toCreate(view));
    return message.id;
  } catch (error) {
    ctx.log.warn('undo request not posted', { channel: channelId, error });
    return null;
  }
}
