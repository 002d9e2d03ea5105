import { MessageFlags, PermissionFlagsBits, type BaseInteraction, type InteractionReplyOptions, type RepliableInteraction } from 'discord.js';
import { t } from '../i18n/catalog.ts';
import { localeFromDiscord, type Locale } from '../i18n/locale.ts';
import { isSessionOnlyCode, type SessionError, type SessionErrorCode } from '../session/errors.ts';
import { seatOfKey, seatOfUser } from '../session/session.ts';
import type { BotContext } from './context.ts';
import type { GameDiscord } from './game-discord.ts';
import type { HostedGames } from './hosting.ts';
import type { GameOptions } from '../games/game.ts';
import { commandMention, commandMentions } from './mentions.ts';
import { THREAD_OPTION, type SharedSubcommand } from './definitions.ts';
import { escapeMarkdown, noticeView, toEdit, type View } from './chrome/common.ts';

/** The language of a user's private replies: their Discord client's. */
export function userLocale(interaction: BaseInteraction): Locale {
  return localeFromDiscord(interaction.locale);
}

/** A view as an interaction reply (the caller adds the flags). */
function toReply(view: View): InteractionReplyOptions {
  const edit = toEdit(view);
  return {
    content: edit.content ?? '',
    embeds: edit.embeds ?? [],
    components: edit.components ?? [],
    files: edit.files ?? [],
    allowedMentions: edit.allowedMentions,
  } as InteractionReplyOptions;
}

/**
 * Shows a view to the user who acted, and to them only, whatever the interaction's state: as
 * an ephemeral reply, by filling an ephemeral deferred reply, or as an ephemeral follow-up
 * (after a deferred update of a public message or of a panel, which must stay as it is).
 */
export async function sendPrivate(interaction: RepliableInteraction, view: View): Promise<void> {
  if (!interaction.deferred && !interaction.replied) {
    await interaction.reply({ ...toReply(view), flags: MessageFlags.Ephemeral });
  } else if (interaction.ephemeral === true) {
    await interaction.editReply(toEdit(view));
  } else {
    if (interaction.isChatInputCommand() && interaction.deferred && !interaction.replied) {
      // A public "thinking…" reply that will not be filled: it goes, the answer is private.
      await interaction.deleteReply().catch(() => {});
    }
    await interaction.followUp({ ...toReply(view), flags: MessageFlags.Ephemeral });
  }
}

/** The name a member goes by in the server (nickname, display name, user name). */
export function displayName(interaction: BaseInteraction): string {
  const member = interaction.member;
  if (member !== null && 'displayName' in member && typeof member.displayName === 'string') return member.displayName;
  if (member !== null && 'nick' in member && typeof member.nick === 'string' && member.nick !== '') return member.nick;
  return interaction.user.displayName;
}

/** Whether the user may manage the channel (or thread) the interaction comes from: a moderator there. */
export function isModerator(interaction: BaseInteraction): boolean {
  const permissions = interaction.memberPermissions;
  if (permissions === null) return false;
  const inThread = interaction.channel?.isThread() ?? false;
  return permissions.has(PermissionFlagsBits.ManageChannels) || (inThread && permissions.has(PermissionFlagsBits.ManageThreads));
}

/** A short private text for the user who acted. */
export function sayPrivately(interaction: RepliableInteraction, text: string): Promise<void> {
  return sendPrivate(interaction, noticeView(text));
}

/** Refusals whose text needs the channel's game (who is to play, how many seats) when the caller did not name it. */
const NEEDS_GAME: ReadonlySet<SessionErrorCode | string> = new Set(['NOT_YOUR_TURN', 'LOBBY_FULL', 'NOT_ENOUGH_PLAYERS']);

/** Texts that replace the general one for a code, where the situation says more. */
export type ErrorOverrides = Partial<Record<SessionErrorCode, string>>;

/**
 * The player-facing text of a refused operation. `player` names whoever is to play (for
 * NOT_YOUR_TURN); `game` is the Discord side of the game refused, which words its own rule codes
 * (an illegal move) and its seats (SEAT_TAKEN). Without it those get the text of an unexpected error.
 * `games`, the hosted games, gives the refused game's seat counts and commands.
 */
export function refusalText(
  error: SessionError,
  locale: Locale,
  options: { readonly player?: string; readonly game?: GameDiscord; readonly games?: HostedGames; readonly gameOptions?: GameOptions; readonly asked?: string } = {},
): string {
  const { player, game, games, gameOptions, asked } = options;
  const seats = game === undefined ? undefined : games?.get(game.game)?.rules.seats;
  const code = error.code;
  // A game's own rule code, worded by that game; one it cannot word is a bug of ours, told as one.
  if (!isSessionOnlyCode(code)) return game?.ruleErrorText(error.rule ?? error, locale, gameOptions) ?? t(locale, 'game.unexpectedError');
  switch (code) {
    case 'NO_GAME':
      return t(locale, 'game.none');
    case 'GAME_ALREADY_RUNNING':
      return alreadyRunningText(error, locale, games);
    case 'WRONG_GAME':
      return t(locale, 'game.wrongChannel');
    case 'OTHER_KIND':
      return otherKindText(error, locale, games, asked);
    case 'NOT_IN_GAME':
      return t(locale, 'game.notAPlayer');
    case 'NOT_YOUR_TURN':
      return player === undefined ? t(locale, 'game.notYourTurnNow') : t(locale, 'game.notYourTurn', { player });
    case 'STALE_MOVE':
      return t(locale, 'game.staleButton');
    case 'LOBBY_FULL':
      return seats === undefined ? t(locale, 'lobby.fullNow') : t(locale, 'lobby.full', { max: seats.max });
    case 'ALREADY_JOINED':
      return t(locale, 'lobby.alreadyJoined');
    case 'NOT_ENOUGH_PLAYERS':
      return seats === undefined ? t(locale, 'lobby.tooFewNow') : t(locale, 'lobby.tooFew', { min: seats.min });
    case 'NOT_CREATOR':
      return t(locale, 'lobby.hostOnly');
    case 'AI_ONLY':
      return t(locale, 'game.aiOnly');
    case 'SEAT_TAKEN':
      return game?.seats.taken(locale) ?? t(locale, 'game.unexpectedError');
    case 'UNKNOWN_CHOICE':
      return t(locale, 'router.unknownComponent');
    case 'GAME_NOT_STARTED':
      return t(locale, 'game.notStarted');
    case 'GAME_STARTED':
      return t(locale, 'game.alreadyStarted');
    case 'GAME_OVER':
      return t(locale, 'game.over');
    case 'CORRUPT_GAME':
      return t(locale, 'game.corrupt', { abort: games === undefined ? '' : commandMentions(games, game?.game, 'abort', locale) });
    case 'STORE_UNAVAILABLE':
      return t(locale, 'game.storeUnavailable');
    case 'STORE_UNCERTAIN':
      return t(locale, 'game.storeUncertain');
    case 'VERSION_CONFLICT':
      return t(locale, 'game.changedMeanwhile');
    case 'TOURNAMENT_GAME':
      // Who asked is not known here: the abort's own handlers tell a player and anyone else apart (stop/confirm-view.ts).
      return games === undefined ? t(locale, 'abort.tournamentOthers') : t(locale, 'abort.tournament', { resign: commandMentions(games, game?.game, 'resign', locale) });
  }
}

/**
 * Tells the user who acted, privately and in their language, why nothing happened. For
 * NOT_YOUR_TURN it looks up who is to play; for NOT_IN_GAME, whether the user resigned. Refusals are expected: logged at debug level,
 * except store failures and unreadable games, which someone should look at. `game` is the id of
 * the game module refused (the session's `game`), for the refusals it words: a caller that can
 * get a game's rule code or SEAT_TAKEN passes it.
 */
export async function refuse(
  ctx: BotContext,
  interaction: RepliableInteraction,
  error: SessionError,
  overrides: ErrorOverrides = {},
  game?: string,
  gameOptions?: GameOptions,
): Promise<void> {
  const locale = userLocale(interaction);
  let player: string | undefined;
  let resigned: string | undefined;
  let ownWords: string | undefined;
  if ((error.code === 'NOT_YOUR_TURN' || game === undefined) && interaction.channelId !== null && NEEDS_GAME.has(error.code)) {
    const loaded = await ctx.manager.get(interaction.channelId);
    if (loaded.ok) {
      game ??= loaded.value.session.game;
      const { session, state } = loaded.value;
      if (error.code === 'NOT_YOUR_TURN' && state !== null) {
        // Whoever may act now (several at once in some games), by name.
        const names = ctx.manager
          .gameOf(session)
          .rules.toAct(state)
          .map((key) => seatOfKey(session, key)?.player.name)
          .filter((name): name is string => name !== undefined);
        if (names.length > 0) player = names.map(escapeMarkdown).join(', ');
        const seat = seatOfUser(session, interaction.user.id);
        if (seat !== undefined && player !== undefined) ownWords = ctx.games.discordOf(session.game).notYourTurnText?.(state, seat.seat, player, locale);
      }
    }
  }
  if (error.code === 'NOT_IN_GAME' && interaction.channelId !== null) {
    // Someone who resigned is no longer playing, but "you are not playing" would puzzle them.
    const loaded = await ctx.manager.get(interaction.channelId);
    if (loaded.ok && seatOfUser(loaded.value.session, interaction.user.id)?.resignedAt !== undefined) resigned = t(locale, 'game.resigned');
  }
  const level = error.code === 'STORE_UNAVAILABLE' || error.code === 'STORE_UNCERTAIN' || error.code === 'CORRUPT_GAME' ? 'warn' : 'debug';
  // A write whose outcome is unknown may still land: the channel's game is looked at again, and announced if it moved.
  if (error.code === 'STORE_UNCERTAIN' && interaction.channelId !== null) ctx.announcer.checkLater(interaction.channelId);
  ctx.log[level]('refused', { code: error.code, detail: error.message, user: interaction.user.id, channel: interaction.channelId });
  // A button names its game: if that game is gone, say so rather than "no game in this channel".
  const unknownGame = error.code === 'NO_GAME' && interaction.isMessageComponent() ? t(locale, 'game.unknown') : undefined;
  // The subcommand asked, to name the same one of the channel's game (OTHER_KIND).
  const asked = interaction.isChatInputCommand() ? (interaction.options.getSubcommand(false) ?? undefined) : undefined;
  const options = { player, games: ctx.games, game: game === undefined ? undefined : ctx.games.discordOf(game), asked, ...(gameOptions === undefined ? {} : { gameOptions }) };
  await sayPrivately(interaction, overrides[error.code] ?? unknownGame ?? resigned ?? ownWords ?? refusalText(error, locale, options));
}

/** Subcommands that read a channel's game, open or ended, the same in every game: the one asked is named again for the channel's game. */
const READING_SUBCOMMANDS: ReadonlySet<string> = new Set<SharedSubcommand>(['board', 'log', 'replay', 'export', 'rules', 'help']);

/**
 * Why a game's command did nothing: the channel's game is one of another kind (`/jass undo` in
 * a channel playing tCHu). The text names that game's command: the same one when it reads the
 * game (`/chacun export` → `/scrabble export`), else its board while it is open, its replay once
 * it has ended.
 */
function otherKindText(error: SessionError, locale: Locale, games: HostedGames | undefined, asked: string | undefined): string {
  const kinds = error.kinds;
  if (kinds === undefined || games === undefined) return t(locale, 'game.none');
  const name = (game: string) => games.get(game)?.name ?? game;
  const same = asked !== undefined && READING_SUBCOMMANDS.has(asked) ? (asked as SharedSubcommand) : null;
  const command = commandMention(games, kinds.found, same ?? (kinds.open ? 'board' : 'replay'), locale);
  return t(locale, kinds.open ? 'game.otherKindOpen' : 'game.otherKindHere', { game: name(kinds.wanted), other: name(kinds.found), command });
}

/**
 * Why a new game did not open: the channel has one under way. The text names that game's board
 * and how to open the new one beside it, in a thread of its own.
 */
function alreadyRunningText(error: SessionError, locale: Locale, games: HostedGames | undefined): string {
  const kinds = error.kinds;
  if (kinds === undefined || games === undefined || games.get(kinds.wanted) === undefined || games.get(kinds.found) === undefined) return t(locale, 'game.alreadyRunning');
  const name = (game: string) => games.get(game)?.name ?? game;
  const board = commandMention(games, kinds.found, 'board', locale);
  const thread = `${commandMention(games, kinds.wanted, 'new', locale)} ${locale === 'en' ? THREAD_OPTION.name : THREAD_OPTION.name_localizations[locale]}:True`;
  if (kinds.lobby === true) return t(locale, 'game.alreadyOpenLobby', { found: name(kinds.found), thread });
  return t(locale, kinds.found === kinds.wanted ? 'game.alreadyRunningSame' : 'game.alreadyRunningOther', { found: name(kinds.found), wanted: name(kinds.wanted), board, thread });
}
