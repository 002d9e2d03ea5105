import { PermissionFlagsBits, type BaseInteraction, type MessageComponentInteraction, type RepliableInteraction } from 'discord.js';
import { commandMention, commandMentions } from '../mentions.ts';
import { t } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { GameSession } from '../../session/session.ts';
import type { MoveOutcome, SessionResult } from '../../session/manager.ts';
import { MESSAGE_ROLES } from '../message-roles.ts';
import type { BotContext } from '../context.ts';
import { displayName, isModerator, refuse, sayPrivately, userLocale, type ErrorOverrides } from '../replies.ts';
import { stopsAsModerator } from '../stop/rights.ts';
import { announce, messageCarries } from '../click.ts';
import type { CustomId } from '../custom-id.ts';
import { toEdit, type View } from '../chrome/common.ts';
import { lobbyClosedView, lobbyStartedView, lobbyView } from './view.ts';
import { tournamentAbortRefusal } from '../stop/confirm-view.ts';

/** What the lobby's own buttons (join, leave, colour, bots) answer once the game has started. */
export function startedOverride(locale: Locale): ErrorOverrides {
  return { GAME_STARTED: t(locale, 'lobby.startedButtons') };
}

/** The lobby view for a channel, warning when the bot may not attach the board images there. */
export function lobbyViewFor(ctx: BotContext, interaction: BaseInteraction, session: GameSession): View {
  const missingFiles = interaction.inGuild() && !interaction.appPermissions.has(PermissionFlagsBits.AttachFiles);
  return lobbyView(ctx.games.pluginOf(session.game), session, { missingFiles });
}

/**
 * Puts a view on the lobby message: through the interaction when it was clicked there (a deferred
 * update), else by editing the stored lobby message (failures change nothing). Before its id is
 * stored (a click right after /new), the message clicked is taken for the lobby only if it
 * carries this game's lobby controls: any other message clicked is never edited.
 */
export async function showOnLobby(ctx: BotContext, interaction: RepliableInteraction, session: GameSession, view: View): Promise<void> {
  const lobbyId = session.messageIds[MESSAGE_ROLES.lobby];
  const message = interaction.isMessageComponent() ? (interaction as MessageComponentInteraction).message : null;
  const isLobby = (id: CustomId): boolean => (id.kind === 'lobby' || id.kind === 'color') && id.gameId === session.id;
  if (message !== null && (lobbyId === undefined ? messageCarries(message, isLobby) : message.id === lobbyId)) {
    await interaction.editReply(toEdit(view));
    return;
  }
  if (lobbyId === undefined) return;
  const channel = ctx.client.channels.cache.get(session.channelId);
  if (channel === undefined || !channel.isSendable()) return;
  const { content, embeds, components } = toEdit(view);
  await channel.messages.edit(lobbyId, { content, embeds, components, allowedMentions: { parse: [] } }).catch((error: unknown) => {
    ctx.log.debug('lobby message not updated', { game: session.id, error });
  });
}

/** Starts the channel's game (creator only): the lobby message shows the order of play, the first turn is posted. */
export async function startGame(ctx: BotContext, interaction: RepliableInteraction, gameId?: string): Promise<void> {
  const channelId = interaction.channelId as string;
  const started = await beginGame(ctx, channelId, { userId: interaction.user.id, ...(gameId === undefined ? {} : { gameId }) }, async (session) => {
    await showOnLobby(ctx, interaction, session, lobbyStartedView(ctx.games.pluginOf(session.game), session));
    if (!interaction.isMessageComponent()) await sayPrivately(interaction, t(userLocale(interaction), 'lobby.startedReply'));
  });
  if (!started.ok) {
    await refuse(ctx, interaction, started.error, { NOT_CREATOR: t(userLocale(interaction), 'lobby.hostOnlyStart') });
    return;
  }
  await announce(ctx, interaction, started.value.session, userLocale(interaction), { after: 'change' });
}

/**
 * What every start of a lobby goes through, the Start button's and a table the bot opens
 * (tables/open-table.ts): the start as its creator, then `started` shows the order of play
 * (the lobby message, a table's first message) before the caller has the first turn announced.
 */
export async function beginGame(
  ctx: BotContext,
  channelId: string,
  ref: { readonly userId: string; readonly gameId?: string },
  started: (session: GameSession) => Promise<void>,
): Promise<SessionResult<MoveOutcome>> {
  const begun = await ctx.manager.start(channelId, ref);
  if (!begun.ok) return begun;
  const { session } = begun.value;
  ctx.log.info('game started', { game: session.id, channel: channelId, players: session.seats.length });
  await started(session);
  return begun;
}

/**
 * Stops the channel's lobby or game (its creator, or a moderator): the lobby message is closed,
 * or the channel is told the game was stopped, by whom. With `lobbyOnly` (buttons made to cancel
 * a lobby), a game that has started meanwhile is not stopped: the user is told how to stop it.
 */
export async function abortGame(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
  options: { readonly lobbyOnly?: boolean } = {},
): Promise<boolean> {
  const channelId = interaction.channelId as string;
  const locale = userLocale(interaction);
  const lobbyOnly = options.lobbyOnly === true;
  // A moderator's stop, or a tournament organiser's (read only when the user is no moderator).
  const found = isModerator(interaction) ? null : await ctx.manager.getGame(gameId);
  const force = found === null || (found.ok && (await stopsAsModerator(ctx, interaction, found.value.session)));
  const aborted = await ctx.manager.abort(channelId, { gameId, userId: interaction.user.id, force, lobbyOnly });
  if (!aborted.ok) {
    // The game that started meanwhile is the channel's: its abort command is the one to name.
    const started = lobbyOnly && aborted.error.code === 'GAME_STARTED' ? await ctx.manager.get(channelId) : null;
    const abortCommand = commandMentions(ctx.games, started?.ok === true ? started.value.session.game : undefined, 'abort', locale);
    // A tournament's game: a player still in it is told to resign instead, anyone else to ask a moderator.
    const tournament = aborted.error.code === 'TOURNAMENT_GAME' ? await ctx.manager.getGame(gameId) : null;
    await refuse(ctx, interaction, aborted.error, {
      NOT_CREATOR: t(locale, 'abort.notAllowed'),
      ...(lobbyOnly ? { GAME_STARTED: t(locale, 'lobby.startedCancel', { abort: abortCommand }) } : {}),
      ...(tournament?.ok === true
        ? { TOURNAMENT_GAME: tournamentAbortRefusal(tournament.value.session, interaction.user.id, commandMention(ctx.games, tournament.value.session.game, 'resign', locale), locale) }
        : {}),
    });
    return false;
  }
  const { session } = aborted.value;
  ctx.log.info('game aborted', { game: session.id, channel: channelId, by: interaction.user.id });
  if (session.record === null) {
    await showOnLobby(ctx, interaction, session, lobbyClosedView(ctx.games.pluginOf(session.game), session, displayName(interaction)));
  } else {
    await announce(ctx, interaction, session, locale, { after: 'change', by: displayName(interaction) });
  }
  return true;
}
