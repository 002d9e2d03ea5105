import { formatNumber } from '../../../../i18n/numbers.ts';
import { ButtonStyle, type APIEmbed } from '../../../../bot/discord-kit.ts';
import { turnButtons } from '../../../../bot/chrome/end-buttons.ts';
import { button, clip, escapeMarkdown, gameLocale, LIMITS, mentionOf, userIdOf, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { seatOfKey, type GameSession } from '../../../../session/session.ts';
import { seatToAct, type JassState } from '../../engine/game.ts';
import type { Seat } from '../../engine/record.ts';
import { callLabel, cardName, modeName } from '../../texts/catalog.ts';
import { suitStyleOf, type SuitStyle } from '../../suit-style.ts';
import { eventText, teamPlayers, type JassEvent } from '../events.ts';
import { TABLE_FILE } from '../images.ts';
import { nameOf, TEAM_EMOJI, TEAM_HEX, teamOfSeat } from '../seats.ts';
import { t } from '../texts.ts';

/** Names of a game's players for texts: escaped, with a robot for AI players. */
export function textNames(session: GameSession, locale: Locale): (seat: Seat) => string {
  const names = nameOf(session, locale);
  return (seat) => escapeMarkdown(names(seat));
}

/**
 * Each team's points, this turn and in the game, one line each; once the turn's call is named,
 * the turn's points follow it and its multiplier ("♠ ×2: 314").
 */
export function scoreLines(state: JassState, locale: Locale, suits: SuitStyle = 'french'): string {
  const account = state.turns[state.turn];
  const call = account?.trump == null ? null : callLabel(account.trump, account.multiplier, locale, suits, state.multipliers !== 'simple');
  return ([0, 1] as const)
    .map((team) => {
      const p = { team: `${TEAM_EMOJI[team]} ${t(locale, `jass.teamShort.${team}`)}`, turn: account?.points[team] ?? 0, game: state.score[team] };
      return call === null ? t(locale, 'jass.turn.scoreLine', p) : t(locale, 'jass.turn.scoreLineCall', { ...p, call });
    })
    .join('\n');
}

/** Who plays in each team, one line each. */
export function teamLines(session: GameSession, locale: Locale): string {
  const names = textNames(session, locale);
  return ([0, 1] as const).map((team) => `${TEAM_EMOJI[team]} ${teamPlayers(team, names, locale)}`).join('\n');
}

/** Bullet lines for events, cut to fit a length (the rest is counted: the log has it). */
export function eventLines(events: readonly JassEvent[], session: GameSession, locale: Locale, maxLength: number): string {
  const names = textNames(session, locale);
  const lines: string[] = [];
  let length = 0;
  for (let i = 0; i < events.length; i++) {
    const line = `• ${eventText(events[i], names, locale, suitStyleOf(session.options))}`;
    const more = t(locale, 'jass.event.more', { count: events.length - i });
    if (length + line.length + 1 > maxLength - more.length - 1) {
      lines.push(more);
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

/** The trump and the cards down in the trick under way, as lines. */
function tableLines(session: GameSession, state: JassState, locale: Locale): string[] {
  const names = textNames(session, locale);
  const suits = suitStyleOf(session.options);
  const multiplier = state.turns[state.turn]?.multiplier ?? 1;
  const lines = [
    state.trump === null
      ? t(locale, 'jass.turn.trumpNone')
      : state.multipliers === 'simple'
        ? t(locale, 'jass.turn.trump', { suit: modeName(state.trump, locale, suits) })
        : t(locale, 'jass.turn.call', { suit: modeName(state.trump, locale, suits), multiplier }),
  ];
  if (state.trick.length > 0) {
    const cards = state.trick.map((card, i) => `${names(state.players[(state.leader + i) % 4])} ${cardName(card, locale, suitStyleOf(session.options))}`).join(', ');
    lines.push(t(locale, 'jass.event.played', { cards }));
  } else if (state.phase === 'play') {
    lines.push(t(locale, 'jass.turn.leads', { player: names(state.players[state.leader]) }));
  }
  return lines;
}

/** The number of the trick under way (1–9). */
function trickNumber(state: JassState): number {
  return Math.min(9, state.trickIndex + 1);
}

/**
 * The public message when someone is to act: what happened since the previous message, the
 * trump and the trick so far, the points, the table image; it mentions the person to act and
 * carries their Play button ("My hand"). An AI player's turn (only at the start) has no Play button.
 */
export function turnView(input: { readonly session: GameSession; readonly state: JassState; readonly events: readonly JassEvent[]; readonly image: Buffer | null }): View {
  const { session, state, events, image } = input;
  const locale = gameLocale(session);
  const act = seatToAct(state);
  if (act === null) throw new Error('a turn message needs a seat to act');
  const key = state.players[act];
  const seat = seatOfKey(session, key);
  if (seat === undefined) throw new Error(`no seat plays ${key} in ${session.id}`);
  const description: string[] = [];
  if (events.length > 0) description.push(`**${t(locale, 'jass.turn.since')}**`, eventLines(events, session, locale, 2400), '');
  description.push(...tableLines(session, state, locale));
  const embed: APIEmbed = {
    title: t(locale, 'jass.turn.title', { turn: state.turn + 1, trick: trickNumber(state) }),
    description: clip(description.join('\n'), LIMITS.embedDescription),
    color: TEAM_HEX[teamOfSeat(key)],
    fields: [
      { name: t(locale, 'jass.turn.scores'), value: `${scoreLines(state, locale, suitStyleOf(session.options))}\n-# ${t(locale, 'jass.turn.target', { target: formatNumber(state.target, locale) })}` },
    ],
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${TABLE_FILE}` } }),
  };
  const bot = seat.player.type === 'ai';
  const userId = userIdOf(seat);
  const mention = mentionOf(seat);
  const content = bot
    ? t(locale, 'jass.turn.bot', { player: escapeMarkdown(seat.player.name) })
    : state.phase === 'trump'
      ? t(locale, state.passed ? 'jass.turn.yoursTrumpPassed' : 'jass.turn.yoursTrump', { player: mention })
      : t(locale, 'jass.turn.yours', { player: mention });
  const play = button({ kind: 'jass-play', gameId: session.id, move: session.moveNumber }, t(locale, 'jass.button.hand'), ButtonStyle.Primary, { emoji: '🃏' });
  return {
    content,
    embeds: [embed],
    files: image === null ? [] : [{ name: TABLE_FILE, data: image }],
    mentions: userId === null ? [] : [userId],
    components: turnButtons(session, bot ? [] : [play]),
  };
}

/** The table on its own (/jass board): the image, whose turn, trump, trick and points. */
export function boardView(session: GameSession, state: JassState, image: Buffer | null, locale: Locale): View {
  const act = seatToAct(state);
  const names = textNames(session, locale);
  const status = session.status !== 'playing' || act === null ? t(locale, 'game.over') : t(locale, 'jass.board.toPlay', { player: names(state.players[act]) });
  return {
    embeds: [
      {
        title: t(locale, 'jass.board.title', { turn: state.turn + 1 }),
        description: [status, ...tableLines(session, state, locale)].join('\n'),
        color: act === null ? undefined : TEAM_HEX[teamOfSeat(state.players[act])],
        fields: [
          { name: t(locale, 'jass.turn.scores'), value: scoreLines(state, locale, suitStyleOf(session.options)) },
          { name: '\u200b', value: teamLines(session, locale) },
        ],
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${TABLE_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: TABLE_FILE, data: image }],
    components: [],
  };
}

