/**
 * What Connect Four shows in Discord: the public turn message (the board, whose turn, a button per
 * open column), the end message, the board on its own, the message board (one line per disc), the
 * rules and help cards, and the player's private reply after a move or an undo. Views are pure:
 * the board image is drawn before and passed in.
 */
import { ButtonStyle, ComponentType, type APIButtonComponentWithCustomId, type APIEmbed } from '../../../../src/bot/discord-kit.ts';
import { subcommandsOf } from '../../../../src/bot/definitions.ts';
import type { GameDiscord } from '../../../../src/bot/game-discord.ts';
import { endButtons, LATEST_LOG_PAGE } from '../../../../src/bot/chrome/end-buttons.ts';
import { forfeitLine } from '../../../../src/bot/chrome/end-message.ts';
import { BRAND_COLOR, button, buttonRows, clip, escapeMarkdown, gameLocale, LIMITS, noticeView, type View } from '../../../../src/bot/chrome/common.ts';
import type { Locale } from '../../../../src/i18n/locale.ts';
import { forfeitWinners } from '../../../../src/session/manager.ts';
import { seatOfKey, type GameSession } from '../../../../src/session/session.ts';
import { openColumns, SEATS, type ConnectFourEntry, type ConnectFourRecord, type ConnectFourState, type Seat } from '../rules.ts';
import { columnNumber } from '../texts.ts';
import { BOARD_FILE } from './images.ts';
import { SEAT_EMOJI, SEAT_HEX, textNames, userOfSeat } from './seats.ts';
import { t } from './texts.ts';

/** Lines of the message board per page. */
export const LOG_PAGE_SIZE = 15;

/** The record's entries of a game (none before the start). */
function entriesOf(session: GameSession): readonly ConnectFourEntry[] {
  return (session.record as ConnectFourRecord | null)?.entries ?? [];
}

/** "🔴 Ana against 🟡 Ben". */
function playersLine(session: GameSession, locale: Locale): string {
  const names = textNames(session, locale);
  return t(locale, 'connectFour.turn.players', { red: names('red'), yellow: names('yellow') });
}

/** The last disc dropped, in a sentence ("🔴 Ana plays column 4."), or who starts. */
function lastMoveLine(session: GameSession, locale: Locale): string {
  const entries = entriesOf(session);
  const last = entries[entries.length - 1];
  if (last === undefined) return t(locale, 'connectFour.turn.start');
  return t(locale, 'connectFour.event.played', { player: textNames(session, locale)(last.seat), column: columnNumber(last.column) });
}

/** How a finished game ended, in a sentence: who connected four, or the draw. */
function endSentence(session: GameSession, state: ConnectFourState, locale: Locale): string {
  if (state.winner === null) return t(locale, 'connectFour.end.draw');
  return t(locale, 'connectFour.end.win', { player: textNames(session, locale)(state.winner) });
}

function imageOf(image: Buffer | null): { readonly embed: Pick<APIEmbed, 'image'>; readonly files: View['files'] } {
  return image === null ? { embed: {}, files: [] } : { embed: { image: { url: `attachment://${BOARD_FILE}` } }, files: [{ name: BOARD_FILE, data: image }] };
}

/** The Message board button of turn messages (opens the log privately, at its latest page). */
function logButton(session: GameSession, locale: Locale): APIButtonComponentWithCustomId {
  return button({ kind: 'log', gameId: session.id, page: LATEST_LOG_PAGE }, t(locale, 'button.log'), ButtonStyle.Secondary, { emoji: '📜' });
}

/**
 * The public message of a turn: the last disc dropped, the board, and, when a person is to play,
 * a mention and one button per open column (numbered as on the board); an AI's turn has none.
 */
export function turnView(session: GameSession, state: ConnectFourState, image: Buffer | null): View {
  const locale = gameLocale(session);
  const seat = state.toPlay;
  if (seat === null) throw new Error('a turn message needs a seat to play');
  const held = seatOfKey(session, seat);
  const userId = userOfSeat(session, seat);
  const person = userId !== null && held?.resignedAt === undefined;
  const content = person
    ? t(locale, 'connectFour.turn.yours', { player: `<@${userId}>`, seat: t(locale, `connectFour.seat.${seat}`) })
    : t(locale, 'connectFour.turn.ai', { player: escapeMarkdown(held?.player.name ?? t(locale, `connectFour.seat.${seat}`)) });
  const { embed, files } = imageOf(image);
  const columns = person
    ? openColumns(state).map((column) =>
        button({ kind: 'c4-drop', gameId: session.id, move: session.moveNumber, column }, t(locale, 'connectFour.button.columnShort', { column: columnNumber(column) }), ButtonStyle.Primary, { emoji: SEAT_EMOJI[seat] }),
      )
    : [];
  return {
    content,
    embeds: [
      {
        title: t(locale, 'connectFour.turn.title', { move: state.moves + 1 }),
        description: [lastMoveLine(session, locale), playersLine(session, locale)].join('\n'),
        color: SEAT_HEX[seat],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...embed,
      },
    ],
    files,
    mentions: person && userId !== null ? [userId] : [],
    components: buttonRows([...columns, logButton(session, locale)]),
  };
}

/** The public message of a finished game: who connected four (mentioned) or the draw, the final board, and the platform's end buttons. */
export function endOfGameView(session: GameSession, state: ConnectFourState, image: Buffer | null): View {
  const locale = gameLocale(session);
  const winner = state.winner;
  const winnerId = winner === null ? null : userOfSeat(session, winner);
  const { embed, files } = imageOf(image);
  const congratulations =
    winner === null ? undefined : t(locale, 'end.congratulations', { players: winnerId !== null ? `<@${winnerId}>` : escapeMarkdown(seatOfKey(session, winner)?.player.name ?? winner) });
  return {
    ...(congratulations === undefined ? {} : { content: congratulations }),
    embeds: [
      {
        title: t(locale, 'end.title'),
        description: [`${winner === null ? '🤝' : '🏆'} ${endSentence(session, state, locale)}`, '', playersLine(session, locale)].join('\n'),
        color: winner === null ? BRAND_COLOR : SEAT_HEX[winner],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...embed,
      },
    ],
    files,
    mentions: winnerId === null ? [] : [winnerId],
    components: endButtons(session),
  };
}

/** The public message of a game ended early: stopped by someone, or won by forfeit; the board as it was left. */
export function endedEarlyView(session: GameSession, state: ConnectFourState | null, image: Buffer | null, by: string | null): View {
  const locale = gameLocale(session);
  const names = textNames(session, locale);
  const left = forfeitWinners(session).filter((key): key is Seat => (SEATS as readonly string[]).includes(key));
  const line =
    session.endReason === 'resigned' && left.length > 0
      ? forfeitLine(session, (key) => names(key as Seat))
      : by === null
        ? t(locale, 'game.cancelled')
        : t(locale, 'end.cancelledBy', { player: escapeMarkdown(by) });
  const { embed, files } = state === null ? imageOf(null) : imageOf(image);
  return {
    embeds: [
      {
        title: t(locale, 'end.titleEarly'),
        description: [line, '', playersLine(session, locale)].join('\n'),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...embed,
      },
    ],
    files,
    components: session.record === null ? [] : endButtons(session),
  };
}

/** The board on its own (/connect-four board, the replay viewer): whose turn or how it ended, and the image. */
export function boardView(session: GameSession, state: ConnectFourState, image: Buffer | null, locale: Locale): View {
  const names = textNames(session, locale);
  const status =
    state.toPlay === null
      ? endSentence(session, state, locale)
      : session.status !== 'playing'
        ? t(locale, 'game.over')
        : t(locale, 'connectFour.board.toPlay', { player: names(state.toPlay) });
  const { embed, files } = imageOf(image);
  return {
    embeds: [
      {
        title: t(locale, 'connectFour.board.title', { move: state.moves }),
        description: [status, playersLine(session, locale)].join('\n'),
        color: state.toPlay === null ? BRAND_COLOR : SEAT_HEX[state.toPlay],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...embed,
      },
    ],
    files,
    components: [],
  };
}

/** Every line of the message board: one per disc, numbered, and how the game ended once it has. */
export function logEntries(session: GameSession, state: ConnectFourState | null, locale: Locale): string[] {
  if (state === null) return [];
  const names = textNames(session, locale);
  const lines = entriesOf(session)
    .slice(0, state.moves)
    .map((entry, i) => `**${i + 1}.** ${t(locale, 'connectFour.event.played', { player: names(entry.seat), column: columnNumber(entry.column) })}`);
  if (state.toPlay === null) lines.push(`${state.winner === null ? '🤝' : '🏆'} ${endSentence(session, state, locale)}`);
  return lines;
}

/** The number of pages of the message board (at least one, empty). */
export function logPages(state: ConnectFourState | null): number {
  const lines = state === null ? 0 : state.moves + (state.toPlay === null ? 1 : 0);
  return Math.max(1, Math.ceil(lines / LOG_PAGE_SIZE));
}

/** One page of the message board, with Previous / Next when there are several. */
export function logView(session: GameSession, state: ConnectFourState | null, requestedPage: number, locale: Locale): View {
  const lines = logEntries(session, state, locale);
  const pages = Math.max(1, Math.ceil(lines.length / LOG_PAGE_SIZE));
  const page = Math.min(Math.max(0, requestedPage), pages - 1);
  const shown = lines.slice(page * LOG_PAGE_SIZE, (page + 1) * LOG_PAGE_SIZE);
  const nav =
    pages > 1
      ? [
          {
            type: ComponentType.ActionRow as const,
            components: [
              button({ kind: 'log', gameId: session.id, page: Math.max(0, page - 1) }, t(locale, 'button.previous'), ButtonStyle.Secondary, { emoji: '◀️', disabled: page === 0 }),
              button({ kind: 'log', gameId: session.id, page: Math.min(pages - 1, page + 1) }, t(locale, 'button.next'), ButtonStyle.Secondary, { emoji: '▶️', disabled: page === pages - 1 }),
            ],
          },
        ]
      : [];
  return {
    embeds: [
      {
        title: t(locale, 'connectFour.log.title'),
        description: clip(shown.length > 0 ? shown.join('\n') : t(locale, 'connectFour.log.empty'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        footer: { text: `${t(locale, 'log.page', { page: page + 1, pages })} · ${t(locale, 'game.footer', { id: session.id })}` },
      },
    ],
    components: nav,
  };
}

/** The rules card (/connect-four rules). */
export function rulesView(locale: Locale): View {
  return {
    embeds: [
      {
        title: t(locale, 'connectFour.rules.title'),
        description: t(locale, 'connectFour.rules.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'connectFour.rules.playTitle'), value: t(locale, 'connectFour.rules.play') },
          { name: t(locale, 'connectFour.rules.endTitle'), value: t(locale, 'connectFour.rules.end') },
        ],
      },
    ],
    components: [],
  };
}

/** How to play with the bot (/connect-four help): a turn, and every subcommand. */
export function helpView(discord: GameDiscord, locale: Locale): View {
  const commands = subcommandsOf(discord).map(({ words }) => `\`/${discord.command.name} ${words.name[locale]}\` — ${words.description[locale]}`);
  return {
    embeds: [
      {
        title: t(locale, 'connectFour.help.title'),
        description: t(locale, 'connectFour.help.intro'),
        color: BRAND_COLOR,
        fields: [
          { name: t(locale, 'connectFour.help.turnTitle'), value: t(locale, 'connectFour.help.turn') },
          { name: t(locale, 'connectFour.help.commandsTitle'), value: clip(commands.join('\n'), LIMITS.fieldValue) },
        ],
      },
    ],
    components: [],
  };
}

/** The player's private reply once their disc is in: where it went, and that the game goes on (or is over). */
export function playedView(column: number, over: boolean, locale: Locale): View {
  return noticeView(`${t(locale, 'connectFour.panel.played', { column: columnNumber(column) })} ${t(locale, over ? 'connectFour.panel.over' : 'connectFour.panel.goesOn')}`);
}

/** The player's private reply after their disc was taken back: their turn again, on the turn message. */
export function againView(locale: Locale): View {
  return noticeView(t(locale, 'connectFour.panel.again'));
}

