import { type APIEmbed } from '../../../../bot/discord-kit.ts';
import { endButtons } from '../../../../bot/views/end-buttons.ts';
import type { GameState } from '../../engine/state.ts';
import { outcome } from '../../engine/summary.ts';
import { joinNames } from '../../../../i18n/lists.ts';
import { forfeitWinners } from '../../../../session/manager.ts';
import { seatOfKey, type GameSession } from '../../../../session/session.ts';
import { BRAND_COLOR, clip, gameLocale, LIMITS, type View } from '../../../../bot/views/common.ts';
import { finalRows, SEAT_STYLE } from '../../render/index.ts';
import { nameOf } from '../history.ts';
import { t } from '../texts.ts';
import { lastTurnLines, playerLines, SEAT_EMOJI, seatColor } from './turn.ts';

/** The file name of the end image. */
export const END_FILE = 'end.png';

const MEDALS = ['🥇', '🥈', '🥉'];

/** The final ranking, best first (tied players share a rank), each with the split of their points. */
export function rankingLines(session: GameSession, state: GameState): string {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const rows = finalRows(state);
  return [...rows]
    .sort((a, b) => b.total - a.total)
    .map((row) => {
      const rank = 1 + rows.filter((other) => other.total > row.total).length;
      const detail = t(locale, 'tchu.end.line', {
        routes: row.routes,
        won: `+${row.ticketsWon}`,
        lost: row.ticketsLost,
        bonus: row.longestBonus > 0 ? `+${row.longestBonus}` : 0,
        length: row.trailLength,
      });
      return `${MEDALS[rank - 1] ?? `${rank}.`} ${SEAT_EMOJI[row.seat] ?? ''} ${SEAT_STYLE[row.seat]?.symbol ?? ''} **${names(row.seat)}** — ${t(locale, 'score.points', { count: row.total })}\n-# ${detail}`;
    })
    .join('\n');
}


/** The public message of a finished game: the winners, the last turn, the ranking with the split of points, and the end image. */
export function endOfGameView(session: GameSession, state: GameState, image: Buffer | null): View {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const winners = outcome(state).winners;
  const mentions = winners.flatMap((seat) => {
    const s = seatOfKey(session, seat);
    return s?.player.type === 'human' ? [`<@${s.player.userId}>`] : [];
  });
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
    content: t(locale, 'end.congratulations', { players: joinNames(mentions.length > 0 ? mentions : winners.map(names), locale) }),
    embeds: [embed],
    files: image === null ? [] : [{ name: END_FILE, data: image }],
    components: endButtons(session),
  };
}

/** The public message of a game ended early: cancelled, or won by forfeit. */
export function endedEarlyView(session: GameSession, state: GameState | null, by: string | null): View {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const lines: string[] = [];
  if (session.endReason === 'resigned') {
    const left = forfeitWinners(session).map(names);
    lines.push(left.length > 0 ? t(locale, 'end.forfeit', { players: joinNames(left, locale) }) : t(locale, 'game.cancelled'));
  } else {
    lines.push(by === null ? t(locale, 'game.cancelled') : t(locale, 'end.cancelledBy', { player: by }));
  }
  if (state !== null) lines.push('', playerLines(session, state, locale));
  return {
    embeds: [{ title: t(locale, 'end.titleEarly'), description: clip(lines.join('\n'), LIMITS.embedDescription), color: BRAND_COLOR, footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) } }],
    components: session.record === null ? [] : endButtons(session),
  };
}
