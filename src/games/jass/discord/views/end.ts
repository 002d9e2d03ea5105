import { type APIEmbed } from '../../../../bot/discord-kit.ts';
import { endButtons } from '../../../../bot/chrome/end-buttons.ts';
import { congratulations, endStanding, endWinners, stoppedGameView, winnerUserIds, type EndOutcome } from '../../../../bot/chrome/end-message.ts';
import { BRAND_COLOR, clip, gameLocale, LIMITS, type View } from '../../../../bot/chrome/common.ts';
import type { Locale } from '../../../../i18n/locale.ts';
import { formatNumber } from '../../../../i18n/numbers.ts';
import type { EndStanding } from '../../../../render/end-standing.ts';
import { seatOfKey, type GameSession } from '../../../../session/session.ts';
import type { JassState } from '../../engine/game.ts';
import { TEAMS } from '../../engine/view.ts';
import type { Seat } from '../../engine/record.ts';
import { teamName } from '../../texts/catalog.ts';
import { teamPlayers, type JassEvent } from '../events.ts';
import { POINTS_FILE, TABLE_FILE } from '../images.ts';
import { TEAM_EMOJI, TEAM_HEX } from '../seats.ts';
import { t } from '../texts.ts';
import { suitStyleOf } from '../../suit-style.ts';
import { eventLines, scoreLines, textNames } from './turn.ts';

/** The outcome of a finished game as the platform ranks it: the winning team's seats, and each seat its team's points. */
function outcomeOf(state: JassState): EndOutcome {
  const points = Object.fromEntries(TEAMS.flatMap((seats, team) => seats.map((seat) => [seat, state.score[team]])));
  return { winners: state.winner === null ? [] : TEAMS[state.winner], points };
}

/** What the points image is told so that it crowns the team `winningTeam` names and marks who resigned: undefined when nobody resigned. */
export function pointsStanding(session: GameSession, state: JassState): EndStanding | undefined {
  return endStanding(session, outcomeOf(state), TEAMS);
}

/**
 * The team the end message names as the winner: the game's, unless someone resigned (played
 * automatically since); then the team the statistics rank first (`endWinners`): the team with
 * nobody resigned, or when both have someone, the one whose last resignation came latest.
 */
function winningTeam(session: GameSession, state: JassState): 0 | 1 | null {
  const first = endWinners(session, outcomeOf(state), TEAMS);
  const team = TEAMS.findIndex((seats) => seats.some((seat) => first.includes(seat)));
  return team === 0 || team === 1 ? team : null;
}


/**
 * The public message of a finished game: the winning team and its players (mentioned), what
 * happened since the last message (the last trick), the final score, the points turn by turn as
 * an image and the final table.
 */
export function endOfGameView(input: {
  readonly session: GameSession;
  readonly state: JassState;
  readonly events: readonly JassEvent[];
  readonly points: Buffer | null;
  readonly table: Buffer | null;
}): View {
  const { session, state, events, points, table } = input;
  const locale = gameLocale(session);
  const names = textNames(session, locale);
  const team = winningTeam(session, state);
  const headline =
    team === null ? t(locale, 'game.over') : t(locale, 'jass.end.winners', { team: teamName(team, locale), points: formatNumber(state.score[team], locale), players: teamPlayers(team, names, locale) });
  const winners: readonly Seat[] = team === null ? [] : (TEAMS[team] as readonly Seat[]);
  const embeds: APIEmbed[] = [
    {
      title: t(locale, 'end.title'),
      description: clip(
        [
          `🏆 ${headline}`,
          // What decided it (the last trick, a Weis) before the score it made, as a turn message tells it.
          ...(events.length > 0 ? ['', `**${t(locale, 'jass.turn.since')}**`, eventLines(events, session, locale, 2400)] : []),
          '',
          `**${t(locale, 'jass.end.final')}**`,
          scoreLines(state, locale, suitStyleOf(session.options)),
          markedTeamLines(session, locale),
        ].join('\n'),
        LIMITS.embedDescription,
      ),
      color: team === null ? BRAND_COLOR : TEAM_HEX[team],
      footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
      ...(points === null ? {} : { image: { url: `attachment://${POINTS_FILE}` } }),
    },
  ];
  if (table !== null) embeds.push({ color: BRAND_COLOR, image: { url: `attachment://${TABLE_FILE}` } });
  return {
    content: congratulations(session, winners, (seat) => names(seat as Seat)),
    embeds,
    files: [...(points === null ? [] : [{ name: POINTS_FILE, data: points }]), ...(table === null ? [] : [{ name: TABLE_FILE, data: table }])],
    mentions: winnerUserIds(session, winners),
    components: endButtons(session),
  };
}

/** Who played in each team, one line each (`teamLines`), those who resigned marked so. */
function markedTeamLines(session: GameSession, locale: Locale): string {
  const names = textNames(session, locale);
  const marked = (seat: Seat) => (seatOfKey(session, seat)?.resignedAt === undefined ? names(seat) : `${names(seat)} (${t(locale, 'resign.tag')})`);
  return ([0, 1] as const).map((team) => `${TEAM_EMOJI[team]} ${teamPlayers(team, marked, locale)}`).join('\n');
}

/** The public message of a game ended early: cancelled, or won by forfeit when too few players are left; the teams' points and players. */
export function endedEarlyView(session: GameSession, state: JassState | null, by: string | null, table: Buffer | null = null): View {
  const locale = gameLocale(session);
  const names = textNames(session, locale);
  return stoppedGameView(session, {
    name: (seat) => names(seat as Seat),
    by,
    standings: state === null ? null : `${scoreLines(state, locale, suitStyleOf(session.options))}\n${markedTeamLines(session, locale)}`,
    teams: TEAMS,
    image: table === null ? null : { name: TABLE_FILE, data: table },
  });
}
