import { ButtonStyle, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { PLAYER_COLORS } from '../../engine/basics.ts';
import { currentPlayer, menhirDeckSize, normalDeckSize, type GameState } from '../../engine/game.ts';
import type { Message } from '../../engine/messages.ts';
import type { GameRecord } from '../../engine/record.ts';
import { t } from '../texts.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { messageText } from '../../texts/messages.ts';
import { seatOfKey, type GameSession } from '../../../../session/session.ts';
import { button, clip, escapeMarkdown, gameLocale, LIMITS, mentionOf, userIdOf, withPictureBelow, type View } from '../../../../bot/chrome/common.ts';
import { turnButtons } from '../../../../bot/chrome/end-buttons.ts';
import { COLOR_EMOJI, COLOR_HEX, nameOf } from '../colors.ts';

/** The file name of board images. */
export const BOARD_FILE = 'board.jpg';
/** The file name of a board's close-up, when it has one. */
export const CLOSEUP_FILE = 'closeup.jpg';

/** A view with its board's close-up under it (`withPictureBelow`); the view itself when there is none. */
export function withCloseup(view: View, closeup: Buffer | null): View {
  return withPictureBelow(view, closeup === null ? null : { name: CLOSEUP_FILE, data: closeup });
}

/**
 * Turns played so far, counting the one under way: the number of tiles placed by players, plus
 * one while the turn's tile is still to place (once placed, its pawn or the shaman's choice still
 * to come, it is already counted).
 */
export function turnNumber(session: GameSession, state: GameState): number {
  const placed = (session.record as GameRecord | null)?.actions.filter((action) => action.type === 'place').length ?? 0;
  return state.nextAction === 'OCCUPY_TILE' || state.nextAction === 'RETAKE_PAWN' ? placed : placed + 1;
}

/** Bullet lines for message-board entries, cut to fit a length (the rest is counted, not lost: /chacun log has it). */
export function messageLines(messages: readonly Message[], session: GameSession, locale: Locale, maxLength: number): string {
  const names = nameOf(session);
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; i < messages.length; i++) {
    const line = `• ${escapeMarkdown(messageText(messages[i], names, locale))}`;
    const more = t(locale, 'log.more', { count: messages.length - i });
    if (length + line.length + 1 > maxLength - more.length - 1) {
      lines.push(more);
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** Everyone's points, one line each, in play order. */
export function scoreLines(session: GameSession, state: GameState, locale: Locale): string {
  const names = nameOf(session);
  return state.players
    .map((color) => {
      const seat = seatOfKey(session, color);
      const resigned = seat?.resignedAt !== undefined ? ` · ${t(locale, 'resign.tag')}` : seat?.player.type === 'ai' ? ' 🤖' : '';
      const points = state.points[PLAYER_COLORS.indexOf(color)];
      return `${COLOR_EMOJI[color]} ${escapeMarkdown(names(color))} — ${t(locale, 'score.points', { count: points })}${resigned}`;
    })
    .join('\n');
}

/**
 * The public message of a turn: it mentions the player to move, shows the board, the scoring
 * since the previous turn (and the tiles set aside meanwhile), and a button to play (plus one to read the message board). For a
 * bot's turn it says the bot is thinking and has no Play button: the bot plays it itself.
 */
export function turnView(input: {
  readonly session: GameSession;
  readonly state: GameState;
  /** Message-board entries since the previous turn message. */
  readonly newMessages: readonly Message[];
  /** Tiles set aside since the previous turn message because they fitted nowhere. */
  readonly setAside?: readonly number[];
  readonly image: Buffer | null;
}): View {
  const { session, state, newMessages, image } = input;
  const setAside = input.setAside ?? [];
  const locale = gameLocale(session);
  const color = currentPlayer(state);
  if (color === null) throw new Error('a turn message needs a player to move');
  const seat = seatOfKey(session, color);
  if (seat === undefined) throw new Error(`no seat plays ${color} in ${session.id}`);
  const menhir = state.tileToPlace?.kind === 'MENHIR';
  const mention = mentionOf(seat);
  const description: string[] = [];
  if (newMessages.length > 0) {
    description.push(`**${t(locale, 'turn.since')}**`, messageLines(newMessages, session, locale, 2500), '');
  }
  if (setAside.length > 0) description.push(t(locale, 'game.tilesDiscarded', { tiles: setAside }));
  description.push(t(locale, 'game.tilesLeft', { normal: normalDeckSize(state), menhir: menhirDeckSize(state) }));
  const embed: APIEmbed = {
    title: t(locale, menhir ? 'turn.titleMenhir' : 'turn.title', { turn: turnNumber(session, state), player: escapeMarkdown(seat.player.name) }),
    description: clip(description.join('\n'), LIMITS.embedDescription),
    color: COLOR_HEX[color],
    fields: [{ name: t(locale, 'turn.scores'), value: clip(scoreLines(session, state, locale), LIMITS.fieldValue) }],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${BOARD_FILE}` } }),
  };
  const userId = userIdOf(seat);
  const bot = seat.player.type === 'ai';
  const play = button({ kind: 'play', gameId: session.id, move: session.moveNumber }, t(locale, 'button.play'), ButtonStyle.Primary, { emoji: '🧩' });
  return {
    content: bot
      ? t(locale, menhir ? 'turn.botMenhir' : 'turn.bot', { player: escapeMarkdown(seat.player.name) })
      : t(locale, menhir ? 'turn.menhir' : 'turn.yours', { player: mention }),
    embeds: [embed],
    files: image === null ? [] : [{ name: BOARD_FILE, data: image }],
    mentions: userId === null ? [] : [userId],
    // A bot's turn has no Play button: nobody may play it; the log stays at hand.
    components: turnButtons(session, bot ? [] : [play]),
  };
}

/** The board on its own (for /chacun board): the image and the scores. */
export function boardView(session: GameSession, state: GameState, image: Buffer | null, locale: Locale): View {
  const color = currentPlayer(state);
  const names = nameOf(session);
  const status =
    session.status !== 'playing'
      ? t(locale, 'game.over')
      : color === null
        ? ''
        : t(locale, 'board.toPlay', { player: escapeMarkdown(names(color)) });
  return {
    embeds: [
      {
        title: t(locale, 'board.title', { turn: turnNumber(session, state) }),
        description: [status, t(locale, 'game.tilesLeft', { normal: normalDeckSize(state), menhir: menhirDeckSize(state) })].filter(Boolean).join('\n'),
        color: color === null ? undefined : COLOR_HEX[color],
        fields: [{ name: t(locale, 'turn.scores'), value: clip(scoreLines(session, state, locale), LIMITS.fieldValue) }],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${BOARD_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: BOARD_FILE, data: image }],
    components: [],
  };
}
