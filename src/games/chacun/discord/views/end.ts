import type { PlayerColor } from '../../engine/basics.ts';
import { endButtons } from '../../../../bot/chrome/end-buttons.ts';
import { congratulations, resignedMark, stoppedGameView } from '../../../../bot/chrome/end-message.ts';
import { type APIEmbed } from '../../../../bot/discord-kit.ts';
import { PLAYER_COLORS } from '../../engine/basics.ts';
import { winners, type GameState } from '../../engine/game.ts';
import type { Message } from '../../engine/messages.ts';
import { t } from '../texts.ts';
import { messageText } from '../../texts/messages.ts';
import type { GameSession } from '../../../../session/session.ts';
import { BOARD_FILE, messageLines } from './turn.ts';
import { BRAND_COLOR, clip, escapeMarkdown, gameLocale, LIMITS, type View } from '../../../../bot/chrome/common.ts';
import { COLOR_EMOJI, COLOR_HEX, nameOf } from '../colors.ts';

/** The file name of the final ranking image. */
export const RANKING_FILE = 'ranking.png';

const MEDALS = ['🥇', '🥈', '🥉'];

/** The points of a game stopped early, in the order of play (who resigned marked so): no ranking, as it ends without a result. */
function scoreLines(session: GameSession, state: GameState): string {
  const names = nameOf(session);
  return state.players
    .map((color) => `${COLOR_EMOJI[color]} **${escapeMarkdown(names(color))}** — ${t(gameLocale(session), 'score.points', { count: state.points[PLAYER_COLORS.indexOf(color)] })}${resignedMark(session, color)}`)
    .join('\n');
}

/** The final ranking as lines, best first; tied players share a rank. */
export function rankingLines(session: GameSession, state: GameState): string {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const rows = state.players.map((color) => ({ color, points: state.points[PLAYER_COLORS.indexOf(color)] }));
  const sorted = [...rows].sort((a, b) => b.points - a.points);
  return sorted
    .map((row) => {
      const rank = 1 + rows.filter((other) => other.points > row.points).length;
      const medal = MEDALS[rank - 1] ?? `${rank}.`;
      return `${medal} ${COLOR_EMOJI[row.color]} **${escapeMarkdown(names(row.color))}** — ${t(locale, 'score.points', { count: row.points })}`;
    })
    .join('\n');
}


/**
 * The public message of a finished game: who won, the ranking, the final scoring and the images
 * (ranking table, final board), with buttons to read the message board and export the record.
 */
export function endOfGameView(input: {
  readonly session: GameSession;
  readonly state: GameState;
  /** Message-board entries since the previous turn message (the last turn and the final scoring). */
  readonly newMessages: readonly Message[];
  /** Tiles set aside since the previous turn message: at the end, the normal tiles that fitted nowhere. */
  readonly setAside?: readonly number[];
  readonly ranking: Buffer | null;
  readonly board: Buffer | null;
}): View {
  const { session, state, newMessages, ranking, board } = input;
  const setAside = input.setAside ?? [];
  const locale = gameLocale(session);
  const names = nameOf(session);
  const last = state.messages[state.messages.length - 1];
  const headline = last?.kind === 'winners' ? messageText(last, names, locale) : t(locale, 'game.over');
  const scoring = newMessages.filter((m) => m.kind !== 'winners');
  const top = winners(state)[0];
  const embeds: APIEmbed[] = [
    {
      title: t(locale, 'end.title'),
      description: clip(
        [
          `🏆 ${escapeMarkdown(headline)}`,
          '',
          rankingLines(session, state),
          ...(scoring.length > 0 ? ['', `**${t(locale, 'end.finalScoring')}**`, messageLines(scoring, session, locale, 2800)] : []),
          ...(setAside.length > 0 ? ['', t(locale, 'game.tilesDiscarded', { tiles: setAside })] : []),
        ].join('\n'),
        LIMITS.embedDescription,
      ),
      color: top === undefined ? BRAND_COLOR : COLOR_HEX[top],
      footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
      ...(ranking === null ? {} : { image: { url: `attachment://${RANKING_FILE}` } }),
    },
  ];
  if (board !== null) embeds.push({ color: BRAND_COLOR, image: { url: `attachment://${BOARD_FILE}` } });
  return {
    content: congratulations(session, winners(state), (color) => escapeMarkdown(names(color as PlayerColor))),
    embeds,
    files: [
      ...(ranking === null ? [] : [{ name: RANKING_FILE, data: ranking }]),
      ...(board === null ? [] : [{ name: BOARD_FILE, data: board }]),
    ],
    components: endButtons(session),
  };
}

/** The public message of a game ended early: cancelled, or won by forfeit when too few players are left; with the board where it stopped. */
export function endedEarlyView(session: GameSession, state: GameState | null, by: string | null, board: Buffer | null = null): View {
  const names = nameOf(session);
  return stoppedGameView(session, {
    name: (color) => escapeMarkdown(names(color as PlayerColor)),
    by,
    standings: state === null ? null : scoreLines(session, state),
    image: board === null ? null : { name: BOARD_FILE, data: board },
  });
}
