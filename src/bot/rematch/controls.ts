/**
 * Rematch, for every game: the end message's Rematch button asks the players of the ended game
 * (a public request with Accept and Decline); once every person has accepted (AI players accept
 * by themselves, the one who asked by asking), the same table is opened again with the same
 * options and clock, its order turned so that another person begins, in a new thread of the same
 * channel (`openTable`, key `rematch:<gameId>`). One refusal closes it. Requests are kept in the
 * store (requests.ts): a restart between the ask and the last answer loses nothing.
 */
import type { RepliableInteraction } from 'discord.js';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import { isActive, type GameSession } from '../../session/session.ts';
import { refuse as refusal } from '../../session/errors.ts';
import { buttonGame } from '../click.ts';
import { clip, escapeMarkdown, gameLocale, toCreate, toEdit, type View } from '../chrome/common.ts';
import { offersRematch, stoppedWithoutResult } from '../chrome/end-buttons.ts';
import type { BotContext } from '../context.ts';
import type { CustomIdOf } from '../custom-id.ts';
import type { ComponentHandler, ComponentInteraction } from '../handler.ts';
import { refuse, sayPrivately, userLocale } from '../replies.ts';
import { sendableChannel } from '../sendable.ts';
import { openedTable, openTable, type TableRequest } from '../tables/open-table.ts';
import { peopleOf, rematchKey, rematchRequests, rematchSeats, type RematchRequest } from './requests.ts';
import { rematchView } from './view.ts';

/** The channel a game's rematch goes in: the ended game's thread's parent, or its channel. */
function homeOf(session: GameSession): string {
  return session.parentChannelId ?? session.channelId;
}

/** The table a rematch opens: the same people, AI players, options and clock, the order turned, in a new thread (or where the game was). */
function tableOf(ctx: BotContext, session: GameSession): TableRequest {
  const locale = gameLocale(session);
  const game = ctx.manager.gameOf(session);
  const seats = rematchSeats(game, session);
  const name = ctx.games.get(session.game)?.name ?? session.game;
  // In the rematch's order of play: who starts first.
  const players = joinNames(
    seats.flatMap((seat) => (seat.name === undefined ? [] : [seat.name])),
    locale,
  );
  return {
    game: session.game,
    guildId: session.guildId,
    channelId: homeOf(session),
    // Where no thread can be made, the game goes where the ended one was (free again).
    thread: { name: clip(t(locale, 'rematch.threadName', { game: name, players }), 100), orIn: session.channelId },
    locale,
    options: session.options ?? {},
    ...(session.clock === undefined ? {} : { clock: session.clock.settings }),
    seats,
    key: rematchKey(session.id),
    intro: t(locale, 'rematch.intro', {
      players: joinNames(
        seats.flatMap((seat) => ('userId' in seat ? [`<@${seat.userId}>`] : [])),
        locale,
      ),
      game: escapeMarkdown(name),
    }),
  };
}

/** The request's view as it stands (`outcome`: why it closed, null while it waits; `declinedBy`: whose refusal closed it). */
function viewOf(ctx: BotContext, session: GameSession, request: RematchRequest, outcome: string | null, declinedBy?: string): View {
  const name = escapeMarkdown(ctx.games.get(session.game)?.name ?? session.game);
  const game = ctx.manager.gameOf(session);
  return rematchView(session, name, request, rematchSeats(game, session), { outcome, firstDrawn: game.rules.seats.firstDrawn === true, ...(declinedBy === undefined ? {} : { declinedBy }) });
}

/** Edits the request's message (failures change nothing: the request is what the store says). */
async function showRequest(ctx: BotContext, request: RematchRequest, view: View): Promise<void> {
  const channel = await sendableChannel(ctx.client, ctx.log, request.channelId);
  if (channel === null) return;
  const { content, embeds, components } = toEdit(view);
  await channel.messages.edit(request.messageId, { content: content ?? '', embeds, components, allowedMentions: { parse: [] } }).catch((error: unknown) => {
    ctx.log.debug('rematch request message not updated', { game: request.gameId, error });
  });
}

/** A user who did not play the game is told so; true when they did. */
async function isPlayer(interaction: RepliableInteraction, session: GameSession, locale: Locale): Promise<boolean> {
  if (peopleOf(session).includes(interaction.user.id)) return true;
  await sayPrivately(interaction, t(locale, 'rematch.notAPlayer'));
  return false;
}

/**
 * Opens the rematch once everyone accepted: the request is marked as opening first (a restart
 * then finishes the same table), closed once the table is open, or closed as failed (the table
 * cannot go anywhere). A store that did not answer leaves it opening: the next click tries again.
 */
async function openRematch(ctx: BotContext, interaction: RepliableInteraction, session: GameSession, request: RematchRequest): Promise<void> {
  const requests = rematchRequests(ctx);
  const opening = { ...request, opening: true };
  if (!request.opening && !(await requests.save(opening))) return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'rematch request').error);
  await showRequest(ctx, opening, viewOf(ctx, session, opening, t(gameLocale(session), 'rematch.opening')));
  const opened = await openTable(ctx, tableOf(ctx, session));
  const locale = gameLocale(session);
  if (!opened.ok) {
    if (opened.error.code === 'STORE_UNAVAILABLE' || opened.error.code === 'STORE_UNCERTAIN') {
      await sayPrivately(interaction, t(userLocale(interaction), 'rematch.failed', { reason: t(userLocale(interaction), 'rematch.tryAgain') }));
      return;
    }
    ctx.log.info('rematch not opened', { game: session.id, code: opened.error.code });
    await requests.remove(session.id);
    const reason = opened.error.code === 'GAME_ALREADY_RUNNING' || opened.error.code === 'NO_THREAD' ? t(locale, 'rematch.noThread') : t(locale, 'game.unexpectedError');
    await showRequest(ctx, opening, viewOf(ctx, session, opening, t(locale, 'rematch.failed', { reason })));
    return;
  }
  await requests.remove(session.id);
  ctx.log.info('rematch opened', { game: session.id, rematch: opened.value.gameId, channel: opened.value.channelId });
  await showRequest(ctx, opening, viewOf(ctx, session, opening, t(locale, 'rematch.opened', { place: `<#${opened.value.channelId}>` })));
}

/** Rematch on an end message: asks the table, or shows the request already made (or the rematch already opened). */
async function ask(ctx: BotContext, interaction: ComponentInteraction, session: GameSession, locale: Locale): Promise<void> {
  if (isActive(session)) return sayPrivately(interaction, t(locale, 'rematch.notOver'));
  // An end message posted before its game lost the button (a stopped game) may still carry it.
  if (!offersRematch(session)) return sayPrivately(interaction, t(locale, stoppedWithoutResult(session) ? 'rematch.stopped' : 'rematch.tournament'));
  if (!(await isPlayer(interaction, session, locale))) return;
  const requests = rematchRequests(ctx);
  const opened = await openedTable(ctx, rematchKey(session.id));
  if (opened !== null) return sayPrivately(interaction, t(locale, 'rematch.already', { place: `<#${opened.channelId}>` }));
  const waiting = await requests.get(session.id);
  if (waiting === undefined) return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'rematch request').error);
  if (waiting !== null) {
    if (waiting.opening && waiting.people.every((id) => waiting.accepted.includes(id))) return openRematch(ctx, interaction, session, waiting);
    const link = `https://discord.com/channels/${session.guildId ?? '@me'}/${waiting.channelId}/${waiting.messageId}`;
    const accepted = session.seats.flatMap((seat) => (seat.player.type === 'human' && waiting.accepted.includes(seat.player.userId) ? [escapeMarkdown(seat.player.name)] : []));
    return sayPrivately(interaction, t(locale, 'rematch.pending', { link, players: joinNames(accepted, locale) }));
  }
  const channel = await sendableChannel(ctx.client, ctx.log, session.channelId);
  if (channel === null) return sayPrivately(interaction, t(locale, 'perm.cannotSendHere'));
  const draft: RematchRequest = { gameId: session.id, channelId: session.channelId, messageId: '0', people: peopleOf(session), accepted: [interaction.user.id], askedBy: interaction.user.id, opening: false };
  let message;
  try {
    message = await channel.send(toCreate(viewOf(ctx, session, draft, null)));
  } catch (error) {
    ctx.log.warn('rematch request not posted', { game: session.id, error });
    return sayPrivately(interaction, t(locale, 'perm.cannotSendHere'));
  }
  const request = { ...draft, messageId: message.id };
  if (!(await requests.save(request))) {
    await message.delete().catch(() => {});
    return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'rematch request').error);
  }
  ctx.log.info('rematch asked', { game: session.id, by: interaction.user.id });
  // Alone with AI players: nobody else to ask.
  if (request.people.every((id) => request.accepted.includes(id))) await openRematch(ctx, interaction, session, request);
}

/** Accept or Decline on a request. */
async function answer(ctx: BotContext, interaction: ComponentInteraction, session: GameSession, agree: boolean, locale: Locale): Promise<void> {
  if (!(await isPlayer(interaction, session, locale))) return;
  const requests = rematchRequests(ctx);
  const request = await requests.get(session.id);
  if (request === undefined) return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'rematch request').error);
  if (request === null) {
    const opened = await openedTable(ctx, rematchKey(session.id));
    return sayPrivately(interaction, opened === null ? t(locale, 'rematch.closed') : t(locale, 'rematch.already', { place: `<#${opened.channelId}>` }));
  }
  if (!agree) {
    await requests.remove(session.id);
    const who = session.seats.find((seat) => seat.player.type === 'human' && seat.player.userId === interaction.user.id)?.player.name ?? '?';
    ctx.log.info('rematch declined', { game: session.id, by: interaction.user.id });
    await showRequest(ctx, request, viewOf(ctx, session, request, t(gameLocale(session), 'rematch.declined', { player: escapeMarkdown(who) }), interaction.user.id));
    return;
  }
  if (request.accepted.includes(interaction.user.id) && !request.opening) return sayPrivately(interaction, t(locale, 'rematch.alreadyAccepted'));
  const next = { ...request, accepted: [...new Set([...request.accepted, interaction.user.id])] };
  if (next.people.every((id) => next.accepted.includes(id))) return openRematch(ctx, interaction, session, next);
  if (!(await requests.save(next))) return refuse(ctx, interaction, refusal('STORE_UNAVAILABLE', 'rematch request').error);
  await showRequest(ctx, next, viewOf(ctx, session, next, null));
}

/** Rematch on an end message; Accept and Decline on a request. Only the players of the ended game may use them. */
export const rematchButtons = {
  kind: 'rematch',
  run: async (interaction: ComponentInteraction, id: CustomIdOf<'rematch'>, ctx: BotContext) => {
    await interaction.deferUpdate();
    const locale = userLocale(interaction);
    const loaded = await buttonGame(ctx, interaction.channelId, id.gameId);
    if (!loaded.ok) return refuse(ctx, interaction, loaded.error);
    const { session } = loaded.value;
    const requests = rematchRequests(ctx);
    await requests.run(session.id, () => (id.step === 'ask' ? ask(ctx, interaction, session, locale) : answer(ctx, interaction, session, id.step === 'yes', locale)));
  },
} satisfies ComponentHandler<'rematch'>;
