import { endButtons } from '../../../../bot/chrome/end-buttons.ts';
import { congratulations, endRanks, endStanding, endWinners, resignedMark, stoppedGameView, type EndOutcome } from '../../../../bot/chrome/end-message.ts';
import { clip, gameLocale, LIMITS, type View } from '../../../../bot/chrome/common.ts';
import { joinNames } from '../../../../i18n/lists.ts';
import type { EndStanding } from '../../../../render/end-standing.ts';
import type { GameSession } from '../../../../session/session.ts';
import { winners, type ScrabbleState } from '../../engine/game.ts';
import { bestPlays } from '../../render/index.ts';
import { t } from '../texts.ts';
import { nameOf, playText, tilesText } from '../words.ts';
import { recentTurns, SCRABBLE_COLOR } from './turn.ts';

/** The file name of the end image (ranking over the final board). */
export const END_FILE = 'end.png';

const MEDALS = ['🥇', '🥈', '🥉'];

/** The points of a game stopped early, in the order of play (who resigned marked so): no ranking, as it ends without a result. */
function scoreLines(session: GameSession, state: ScrabbleState): string {
  return state.seats.map((seat, i) => `**${nameOf(session, seat)}** — ${t(gameLocale(session), 'sc.points', { count: state.scores[i] })}${resignedMark(session, seat)}`).join('\n');
}

/** The outcome of a finished game as the platform ranks it: the engine's winners (ties broken by the points before the racks' adjustments) and each seat's points. */
function outcomeOf(state: ScrabbleState): EndOutcome {
  return { winners: winners(state), points: Object.fromEntries(state.seats.map((seat, i) => [seat, state.scores[i]])) };
}

/**
 * The ranking as lines, best first, as the statistics rank it (`endRanks`): the winners, then by
 * points (tied players share a rank); who resigned (played automatically since) last, marked so.
 */
export function rankingLines(session: GameSession, state: ScrabbleState): string {
  const locale = gameLocale(session);
  const ranks = endRanks(session, outcomeOf(state));
  const rank = state.seats.map((seat) => ranks.get(seat) ?? state.seats.length);
  return state.seats
    .map((_, i) => i)
    .sort((a, b) => rank[a] - rank[b] || a - b)
    .map((i) => `${MEDALS[rank[i] - 1] ?? `${rank[i]}.`} **${nameOf(session, state.seats[i])}** — ${t(locale, 'sc.points', { count: state.scores[i] })}${resignedMark(session, state.seats[i])}`)
    .join('\n');
}

/** What the end image is told so that it ranks as `rankingLines` does: undefined when nobody resigned. */
export function rankingStanding(session: GameSession, state: ScrabbleState): EndStanding | undefined {
  return endStanding(session, outcomeOf(state));
}

function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
}


/**
 * The public message of a finished game: who won, the ranking, the moves since the last turn
 * message (the one that ended the game among them), why it ended, the final adjustments (tiles
 * left on the racks), each player's best move, and the image (ranking and final board), with the
 * message board and the export.
 */
export function endOfGameView(session: GameSession, state: ScrabbleState, image: Buffer | null, from = state.turns.length - 1): View {
  const locale = gameLocale(session);
  const ending = state.ending;
  const first = endWinners(session, outcomeOf(state));
  const winning = state.seats.filter((key) => first.includes(key));
  const won = winning.map((key) => nameOf(session, key));
  const lines: string[] = [];
  if (won.length > 0) lines.push(`🏆 ${t(locale, won.length > 1 ? 'sc.end.winners' : 'sc.end.winner', { players: joinNames(won, locale) })}`, '');
  lines.push(rankingLines(session, state), '');
  if (from < state.turns.length) lines.push(`**${t(locale, 'sc.turn.last')}**`, ...recentTurns(session, state, from, locale), '');
  if (ending !== null) {
    const out = ending.reason === 'out' ? state.seats[state.turns[state.turns.length - 1]?.player ?? 0] : null;
    lines.push(out === null ? t(locale, 'sc.end.blocked') : t(locale, 'sc.end.out', { player: nameOf(session, out) }));
    const adjustments = state.seats.flatMap((key, i) => {
      const points = ending.rackPenalties[i];
      if (points === 0) return [];
      const player = nameOf(session, key);
      return [points > 0 ? t(locale, 'sc.end.adjustmentOut', { player, points: signed(points) }) : t(locale, 'sc.end.adjustment', { player, points: signed(points), letters: tilesText(state.racks[i]) })];
    });
    if (adjustments.length > 0) lines.push('', `**${t(locale, 'sc.end.adjustments')}**`, ...adjustments.map((line) => `• ${line}`));
  }
  const best = bestPlays(state);
  lines.push(
    '',
    `**${t(locale, 'sc.end.best')}**`,
    ...state.seats.map((key, i) => {
      const turn = best[i];
      const player = nameOf(session, key);
      return `• ${turn === null ? t(locale, 'sc.end.noBest', { player }) : playText(player, { word: turn.word ?? '', position: turn.position ?? '', points: turn.points, words: [turn.words[0] ?? ''], bingo: turn.bingo }, locale)}`;
    }),
  );
  return {
    content: congratulations(session, winning, (key) => nameOf(session, key)),
    embeds: [
      {
        title: t(locale, 'end.title'),
        description: clip(lines.join('\n'), LIMITS.embedDescription),
        color: SCRABBLE_COLOR,
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${END_FILE}` } }),
      },
    ],
    files: image === null ? [] : [{ name: END_FILE, data: image }],
    components: endButtons(session),
  };
}

/** The file name of the board where a game stopped early. */
export const STOPPED_FILE = 'board.png';

/** The public message of a game ended early: stopped, or won by forfeit when too few players are left; with the board where it stopped. */
export function endedEarlyView(session: GameSession, state: ScrabbleState | null, by: string | null, board: Buffer | null = null): View {
  return stoppedGameView(session, {
    name: (key) => nameOf(session, key),
    by,
    standings: state === null ? null : scoreLines(session, state),
    image: board === null ? null : { name: STOPPED_FILE, data: board },
  });
}
