import { ButtonStyle, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { turnButtons } from '../../../../bot/chrome/end-buttons.ts';
import { button, clip, escapeMarkdown, gameLocale, LIMITS, mentionOf, userIdOf, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { joinNames } from '../../../../i18n/lists.ts';
import { seatOfKey, type GameSession } from '../../../../session/session.ts';
import { EMPTY_BOARD, formatPosition } from '../../engine/board.ts';
import { seatsToAct, type ScrabbleState } from '../../engine/game.ts';
import { t } from '../texts.ts';
import { nameOf, playText, turnNumber, turnText } from '../words.ts';

/** The file name of board images. */
export const BOARD_FILE = 'board.png';

/** The embed colour of Scrabble's messages: the board's green. */
export const SCRABBLE_COLOR = 0x24463a;

/** Everyone's points, one line each, in play order. */
export function scoreLines(session: GameSession, state: ScrabbleState, locale: Locale): string {
  return state.seats
    .map((key, i) => {
      const seat = seatOfKey(session, key);
      const tag = seat?.resignedAt !== undefined ? ` · ${t(locale, 'resign.tag')}` : seat?.player.type === 'ai' ? ' 🤖' : '';
      const turn = i === state.current && state.ending === null && session.status === 'playing' ? '▶ ' : '';
      return `${turn}**${nameOf(session, key)}** — ${t(locale, 'sc.points', { count: state.scores[i] })}${tag}`;
    })
    .join('\n');
}

/** The turns since the previous turn message (`from`, a count of turns), at least the last one, at most a few. */
export function recentTurns(session: GameSession, state: ScrabbleState, from: number, locale: Locale): string[] {
  const start = Math.max(0, Math.min(from, state.turns.length - 1), state.turns.length - 4);
  return state.turns.slice(start).map((turn) => `• ${turnText(session, state, turn, locale)}`);
}

/**
 * The public message of a turn: whose turn, the last moves in words, the bag, the scores and the
 * board, with Play (not for an AI's turn) and the message board. While the table judges a play,
 * the message shows the play and asks the others to accept or contest it.
 */
export function turnView(input: { readonly session: GameSession; readonly state: ScrabbleState; readonly from: number; readonly image: Buffer | null; readonly options: string | null }): View {
  const { session, state, image } = input;
  if (state.pending !== null) return judgeView(input);
  const locale = gameLocale(session);
  const key = state.seats[state.current];
  const seat = seatOfKey(session, key);
  if (seat === undefined) throw new Error(`no seat ${key} in ${session.id}`);
  const description: string[] = [];
  if (state.turns.length > 0) description.push(`**${t(locale, 'sc.turn.last')}**`, ...recentTurns(session, state, input.from, locale), '');
  if (state.board === EMPTY_BOARD) description.push(t(locale, 'sc.turn.first'));
  description.push(t(locale, 'sc.bag', { count: state.bag.length }));
  const bot = seat.player.type === 'ai';
  const play = button({ kind: 'scrabble-play', gameId: session.id, move: session.moveNumber }, t(locale, 'sc.button.play'), ButtonStyle.Primary, { emoji: '🔤' });
  const userId = userIdOf(seat);
  return {
    content: bot ? t(locale, 'sc.turn.bot', { player: escapeMarkdown(seat.player.name) }) : t(locale, 'sc.turn.yours', { player: mentionOf(seat) }),
    embeds: [embed(session, state, t(locale, 'sc.turn.title', { turn: turnNumber(state), player: escapeMarkdown(seat.player.name) }), description, image, input.options)],
    files: image === null ? [] : [{ name: BOARD_FILE, data: image }],
    mentions: userId === null ? [] : [userId],
    components: turnButtons(session, bot ? [] : [play]),
  };
}

function embed(session: GameSession, state: ScrabbleState, title: string, description: readonly string[], image: Buffer | null, options: string | null, locale: Locale = gameLocale(session)): APIEmbed {
  const footer = t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber });
  return {
    title,
    description: clip(description.join('\n'), LIMITS.embedDescription),
    color: SCRABBLE_COLOR,
    fields: [{ name: t(locale, 'sc.turn.scores'), value: clip(scoreLines(session, state, locale), LIMITS.fieldValue) }],
    footer: { text: options === null ? footer : `${footer} · ${options}` },
    ...(image === null ? {} : { image: { url: `attachment://${BOARD_FILE}` } }),
  };
}

/** The table judge at work: the play proposed, its words, who is still to answer, and Accept / Contest for them. */
function judgeView(input: { readonly session: GameSession; readonly state: ScrabbleState; readonly image: Buffer | null; readonly options: string | null }): View {
  const { session, state, image } = input;
  const pending = state.pending!;
  const locale = gameLocale(session);
  const player = nameOf(session, state.seats[state.current]);
  const waiting = seatsToAct(state).map((key) => seatOfKey(session, key)).filter((seat) => seat !== undefined);
  const people = waiting.filter((seat) => seat.player.type === 'human');
  const play = { word: pending.analysis.word, position: formatPosition(pending.analysis.position), points: pending.analysis.points, words: pending.analysis.words.map(({ word }) => word), bingo: pending.analysis.bingo };
  const description = [
    t(locale, 'sc.turn.proposed', { move: playText(player, play, locale) }),
    t(locale, 'sc.turn.proposedWords', { words: play.words.join(', ') }),
    t(locale, 'sc.turn.waiting', { players: joinNames(waiting.map((seat) => escapeMarkdown(seat.player.name)), locale) }),
  ];
  const verdict = (verdict: 'accept' | 'challenge') =>
    button(
      { kind: 'scrabble-judge', gameId: session.id, move: session.moveNumber, verdict },
      t(locale, verdict === 'accept' ? 'sc.button.accept' : 'sc.button.contest'),
      verdict === 'accept' ? ButtonStyle.Success : ButtonStyle.Danger,
      { emoji: verdict === 'accept' ? '✅' : '❌' },
    );
  return {
    content:
      people.length > 0
        ? t(locale, people.length > 1 ? 'sc.turn.judge' : 'sc.turn.judgeOne', { players: joinNames(people.map(mentionOf), locale), player })
        : t(locale, 'sc.turn.judgeBots', { players: joinNames(waiting.map((seat) => escapeMarkdown(seat.player.name)), locale) }),
    embeds: [embed(session, state, t(locale, 'sc.turn.judgeTitle', { turn: turnNumber(state), player }), description, image, input.options)],
    files: image === null ? [] : [{ name: BOARD_FILE, data: image }],
    mentions: people.flatMap((seat) => (seat.player.type === 'human' ? [seat.player.userId] : [])),
    components: turnButtons(session, people.length > 0 ? [verdict('accept'), verdict('challenge')] : []),
  };
}

/** The board on its own (/scrabble board): the image, whose turn, the bag and the scores. */
export function boardView(session: GameSession, state: ScrabbleState, image: Buffer | null, locale: Locale, options: string | null): View {
  const under = state.ending === null && session.status === 'playing';
  const toPlay = under ? t(locale, 'sc.board.toPlay', { player: nameOf(session, state.seats[state.current]) }) : t(locale, 'game.over');
  // An ended game has no turn under way: its title counts the turns played.
  const title = under ? t(locale, 'sc.board.title', { turn: turnNumber(state) }) : t(locale, 'sc.board.titleOver', { turns: turnNumber(state) - 1 });
  const view = embed(session, state, title, [toPlay, t(locale, 'sc.bag', { count: state.bag.length })], image, options, locale);
  return { embeds: [view], files: image === null ? [] : [{ name: BOARD_FILE, data: image }], components: [] };
}
