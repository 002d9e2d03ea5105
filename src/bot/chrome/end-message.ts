/** The parts of a game's end messages that are the same for every game: the congratulations, and the message of a game stopped early. */
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import { forfeitWinners } from '../../session/manager.ts';
import { seatOfKey, type GameSession } from '../../session/session.ts';
import { BRAND_COLOR, clip, escapeMarkdown, gameLocale, LIMITS, type View } from './common.ts';
import { endButtons } from './end-buttons.ts';

/** The Discord users among the winners (seat keys) of a game, in the winners' order: AI players are not pinged. */
export function winnerUserIds(session: GameSession, winners: readonly string[]): string[] {
  return winners.flatMap((key) => {
    const seat = seatOfKey(session, key);
    return seat?.player.type === 'human' ? [seat.player.userId] : [];
  });
}

/** "Well played, …!": the people among the winners mentioned, or every winner named (`name`, as shown) when none is a person; in the game's language. */
export function congratulations(session: GameSession, winners: readonly string[], name: (key: string) => string): string {
  const mentions = winnerUserIds(session, winners).map((id) => `<@${id}>`);
  return t(gameLocale(session), 'end.congratulations', { players: joinNames(mentions.length > 0 ? mentions : winners.map(name), gameLocale(session)) });
}

/** What a game's message of a game stopped early shows besides the platform's words. */
export interface StoppedGame {
  /** A seat's name as the game shows it (escaped): those left to win by forfeit. */
  readonly name: (key: string) => string;
  /** Who stopped the game (as typed), or null when nobody did. */
  readonly by: string | null;
  /** The standings when the game had begun (a ranking, the scores), else null. */
  readonly standings: string | null;
  /** A picture of where the game stopped (Scrabble: the final board), when the game draws one. */
  readonly image?: { readonly name: string; readonly data: Buffer } | null;
  /** The game's teams (`SeatRules.teams`), when it plays in teams: a team with someone resigned loses by forfeit. */
  readonly teams?: readonly (readonly string[])[];
}

/**
 * The public message of a game ended early: won by forfeit when too few players are left, or
 * stopped (by someone or by the bot), with the standings; the end buttons once there is a record
 * (`endButtons` leaves out what a game without moves, or stopped, has no use for).
 */
export function stoppedGameView(session: GameSession, stopped: StoppedGame): View {
  const locale = gameLocale(session);
  const image = stopped.image ?? null;
  const lines: string[] = [];
  if (session.endReason === 'resigned') {
    const left = forfeitWinners(session, stopped.teams).map(stopped.name);
    lines.push(left.length > 0 ? t(locale, 'end.forfeit', { players: joinNames(left, locale), count: left.length }) : t(locale, 'game.cancelled'));
  } else {
    const by = stopped.by === null ? null : escapeMarkdown(stopped.by);
    lines.push(by === null ? t(locale, 'game.cancelled') : t(locale, 'end.cancelledBy', { player: by }));
  }
  if (stopped.standings !== null) lines.push('', stopped.standings);
  return {
    embeds: [
      {
        title: t(locale, 'end.titleEarly'),
        description: clip(lines.join('\n'), LIMITS.embedDescription),
        color: BRAND_COLOR,
        footer: { text: t(locale, 'game.footerMove', { id: session.id, move: session.moveNumber }) },
        ...(image === null ? {} : { image: { url: `attachment://${image.name}` } }),
      },
    ],
    ...(image === null ? {} : { files: [image] }),
    components: session.record === null ? [] : endButtons(session),
  };
}
