import type { PlayerColor } from '../../engine/basics.ts';
import { endButtons } from '../../../../bot/chrome/end-buttons.ts';
import { congratulations, endRanks, endStanding, endWinners, resignedMark, stoppedGameView, type EndOutcome } from '../../../../bot/chrome/end-message.ts';
import type { EndStanding } from '../../../../render/end-standing.ts';
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

/** The outcome of a finished game as the platform ranks it: the engine's winners and each colour's points. */
function outcomeOf(state: GameState): EndOutcome {
  return { winners: winners(state), points: Object.fromEntries(state.players.map((color) => [color, state.points[PLAYER_COLORS.indexOf(color)]])) };
}

/**
 * The final ranking as lines, best first; tied players share a rank. Who resigned (played
 * automatically since) is marked so and ranks last, as the statistics rank them (`endRanks`).
 */
export function rankingLines(session: GameSession, state: GameState): string {
  const locale = gameLocale(session);
  const names = nameOf(session);
  const ranks = endRanks(session, outcomeOf(state));
  const rankOf = (color: PlayerColor) => ranks.get(color) ?? state.players.length;
  return [...state.players]
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map((color) => {
      const rank = rankOf(color);
      const medal = MEDALS[rank - 1] ?? `${rank}.`;
      return `${medal} ${COLOR_EMOJI[color]} **${escapeMarkdown(names(color))}** — ${t(locale, 'score.points', { count: state.points[PLAYER_COLORS.indexOf(color)] })}${resignedMark(session, color)}`;
    })
    .join('\n');
}

/** What the ranking image is told so that it ranks as `rankingLines` does: undefined when nobody resigned. */
export function rankingStanding(session: GameSession, state: GameState): EndStanding | undefined {
  return endStanding(session, outcomeOf(state));
}

/** The winners the end message names, in colour order: the engine's, or when someone resigned, those ranked first (`endWinners`). */
function winnersOf(session: GameSession, state: GameState): PlayerColor[] {
  return PLAYER_COLORS.filter((color) => endWinners(session, outcomeOf(state)).includes(color));
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
  const won = winnersOf(session, state);
  // The engine's line of winners, named again when a resignation changed them.
  const winnersLine: Message | undefined =
    last?.kind === 'winners' && won.length > 0 ? { ...last, scorers: won, winningPoints: state.points[PLAYER_COLORS.indexOf(won[0])] } : undefined;
  const headline = winnersLine === undefined ? t(locale, 'game.over') : messageText(winnersLine, names, locale);
  const scoring = newMessages.filter((m) => m.kind !== 'winners');
  const top = won[0];
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
    content: congratulations(session, won, (color) => escapeMarkdown(names(color as PlayerColor))),
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
