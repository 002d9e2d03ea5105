import { formatNumber } from '../../../../i18n/numbers.ts';
import { type APIEmbed } from '../../../../bot/discord-kit.ts';
import { endButtons } from '../../../../bot/chrome/end-buttons.ts';
import { congratulations, endRanks, endStanding, endWinners, resignedMark, stoppedGameView } from '../../../../bot/chrome/end-message.ts';
import type { EndStanding } from '../../../../render/end-standing.ts';
import type { GameState } from '../../engine/state.ts';
import { outcome } from '../../engine/summary.ts';
import type { GameSession } from '../../../../session/session.ts';
import { BRAND_COLOR, clip, gameLocale, LIMITS, type View } from '../../../../bot/chrome/common.ts';
import { finalRows, SEAT_STYLE } from '../../render/index.ts';
import { nameOf } from '../history.ts';
import { MAP_FILE } from './turn.ts';
import { t } from '../texts.ts';
import { lastTurnLines, playerLines, SEAT_EMOJI, seatColor } from './turn.ts';

/** The file names of the end map and of the scoring table under it. */
export const END_FILE = 'end.png';
export const SCORING_FILE = 'scoring.png';

const MEDALS = ['🥇', '🥈', '🥉'];

/**
 * The final ranking, best first (tied players share a rank), each with the split of their points;
 * who resigned (played automatically since) last and marked so, as the statistics rank them (`endRanks`).
 */
export function rankingLines(session: GameSession, state: GameState): string {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const rows = finalRows(state);
  const ranks = endRanks(session, outcome(state));
  const rankOf = (seat: string) => ranks.get(seat) ?? rows.length;
  return [...rows]
    .sort((a, b) => rankOf(a.seat) - rankOf(b.seat))
    .map((row) => {
      const rank = rankOf(row.seat);
      const detail = t(locale, 'tchu.end.line', {
        routes: formatNumber(row.routes, locale),
        won: formatNumber(row.ticketsWon, locale, { signed: true }),
        lost: formatNumber(row.ticketsLost, locale, { signed: true }),
        bonus: formatNumber(row.longestBonus, locale, { signed: true }),
        length: row.trailLength,
      });
      return `${MEDALS[rank - 1] ?? `${rank}.`} ${SEAT_EMOJI[row.seat] ?? ''} ${SEAT_STYLE[row.seat]?.symbol ?? ''} **${names(row.seat)}** — ${t(locale, 'score.points', { count: row.total })}${resignedMark(session, row.seat)}\n-# ${detail}`;
    })
    .join('\n');
}

/** What the scoring table is told so that it ranks as `rankingLines` does: undefined when nobody resigned. */
export function rankingStanding(session: GameSession, state: GameState): EndStanding | undefined {
  return endStanding(session, outcome(state));
}

/** The public message of a finished game: the winners, the last turn, the ranking with the split of points, and the end image. */
export function endOfGameView(session: GameSession, state: GameState, image: Buffer | null): View {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const first = endWinners(session, outcome(state));
  const winners = state.players.filter((seat) => first.includes(seat));
  const last = lastTurnLines(session, state, locale);
  const embed: APIEmbed = {
    title: t(locale, 'end.title'),
    description: clip(
      [...(last.length > 0 ? [`**${t(locale, 'tchu.turn.since')}**`, ...last.map((l) => `• ${l}`), ''] : []), `**${t(locale, 'end.finalScoring')}**`, rankingLines(session, state)].join('\n'),
      LIMITS.embedDescription,
    ),
    color: winners[0] === undefined ? BRAND_COLOR : seatColor(winners[0]),
    footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
    ...(image === null ? {} : { image: { url: `attachment://${END_FILE}` } }),
  };
  return {
    content: congratulations(session, winners, names),
    embeds: [embed],
    files: image === null ? [] : [{ name: END_FILE, data: image }],
    components: endButtons(session),
  };
}

/** The public message of a game ended early: cancelled, or won by forfeit; with the map where it stopped. */
export function endedEarlyView(session: GameSession, state: GameState | null, by: string | null, map: Buffer | null = null): View {
  return stoppedGameView(session, {
    name: nameOf(session),
    by,
    standings: state === null ? null : playerLines(session, state, gameLocale(session)),
    image: map === null ? null : { name: MAP_FILE, data: map },
  });
}
