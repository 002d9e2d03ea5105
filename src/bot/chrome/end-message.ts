/** The parts of a game's end messages that are the same for every game: the congratulations, and the message of a game stopped early. */
import { sidePlaces, sidesOf } from '../../games/forfeit.ts';
import { t } from '../../i18n/catalog.ts';
import { joinNames } from '../../i18n/lists.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { EndStanding } from '../../render/end-standing.ts';
import { forfeitWinners } from '../../session/manager.ts';
import { seatsLostOnTime } from '../../session/schedule.ts';
import { isTournamentGame, resignationsOf, seatOfKey, type GameSession, type Seat } from '../../session/session.ts';
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

/**
 * " · resigned" after a seat's name in a game's standings when its player resigned, as the turn
 * messages show it, else nothing; in the game's language. A game stopped after a resignation
 * keeps it on its end message.
 */
export function resignedMark(session: GameSession, key: string): string {
  return seatOfKey(session, key)?.resignedAt === undefined ? '' : ` · ${t(gameLocale(session), 'resign.tag')}`;
}

/** A finished game's outcome as the game gives it (`GameRules.outcome`): its winners and each seat's points. */
export interface EndOutcome {
  readonly winners: readonly string[];
  readonly points: Readonly<Record<string, number>>;
}

/**
 * The rank of each seat of a game played out to its end, by the one rule of the statistics and
 * tournaments (`sidePlaces`): sides with nobody resigned first, the game's winners, then by
 * points; then sides with someone resigned, the latest to resign first. A team's seats share its rank.
 */
export function endRanks(session: GameSession, outcome: EndOutcome, teams: readonly (readonly string[])[] = []): ReadonlyMap<string, number> {
  const sides = sidesOf(session.seats.map((seat) => seat.seat), teams);
  const resigned = resignationsOf(session, teams);
  const places = sidePlaces(sides, (key) => resigned.get(key), outcome, 'played');
  return new Map(sides.flatMap((side, i) => side.map((key) => [key, places[i]] as const)));
}

/**
 * Whom a game played out to its end names as its winners: the game's own, unless someone
 * resigned; then those the statistics rank first (`endRanks`), so that the end message never
 * congratulates a seat that resigned, nor one the statistics count as a loser.
 */
export function endWinners(session: GameSession, outcome: EndOutcome, teams: readonly (readonly string[])[] = []): readonly string[] {
  if (session.seats.every((seat) => seat.resignedAt === undefined)) return outcome.winners;
  const ranks = endRanks(session, outcome, teams);
  return session.seats.map((seat) => seat.seat).filter((key) => ranks.get(key) === 1);
}

/** The seats whose player resigned, in seat order: plain data for a picture that marks them (`resignedMark` marks them in texts). */
export function resignedSeats(session: GameSession): string[] {
  return session.seats.filter((seat) => seat.resignedAt !== undefined).map((seat) => seat.seat);
}

/**
 * What a game's end pictures are told so that they rank its seats as the end message does
 * (`endRanks`) and mark who resigned, as plain data for the paint input; undefined when nobody
 * resigned, as the pictures then rank by the game's own points.
 */
export function endStanding(session: GameSession, outcome: EndOutcome, teams: readonly (readonly string[])[] = []): EndStanding | undefined {
  const resigned = resignedSeats(session);
  return resigned.length === 0 ? undefined : { ranks: Object.fromEntries(endRanks(session, outcome, teams)), resigned };
}

/**
 * Why a game ended by resignations, in the game's language: who won by forfeit because too few
 * players were left, or because the time of the others ran out (a strict clock's, a
 * tournament's: the seats lost on time among the losers), or that nobody is left to win.
 * `name` gives a seat's name as the game shows it (escaped); `teams` the game's teams, if any.
 */
export function forfeitLine(session: GameSession, name: (key: string) => string, teams?: readonly (readonly string[])[]): string {
  const locale = gameLocale(session);
  const winners = forfeitWinners(session, teams);
  const left = winners.map(name);
  const late = seatsLostOnTime(session.clock).filter((key) => !winners.includes(key)).map(name);
  if (late.length > 0) {
    return left.length > 0 ? t(locale, 'end.forfeitTime', { players: joinNames(left, locale), late: joinNames(late, locale) }) : t(locale, 'end.timeUpAll', { late: joinNames(late, locale) });
  }
  return left.length > 0 ? t(locale, 'end.forfeit', { players: joinNames(left, locale), count: left.length }) : t(locale, 'end.allResigned');
}

/** What a game's message of a game stopped early shows besides the platform's words. */
export interface StoppedGame {
  /** A seat's name as the game shows it (escaped): those left to win by forfeit. */
  readonly name: (key: string) => string;
  /** Who stopped the game (as typed), or null when nobody did. */
  readonly by: string | null;
  /** The standings when the game had begun (a ranking, the scores), else null; seats whose player resigned marked so (`resignedMark`). */
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
    lines.push(forfeitLine(session, stopped.name, stopped.teams));
  } else {
    const by = stopped.by === null ? null : escapeMarkdown(stopped.by);
    lines.push(by === null ? t(locale, 'game.cancelled') : t(locale, 'end.cancelledBy', { player: by }));
    // A tournament's game stopped once begun still counts there: say how, as its confirmation did.
    if (isTournamentGame(session) && session.record !== null) lines.push(t(locale, 'end.tournamentCounts', tournamentStop(session, stopped.teams ?? [], locale)));
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

/**
 * What stopping a tournament's game makes of it in the tournament, by the rule of its results
 * (src/bot/tournament/results.ts `tableResult`): the sides (a seat, or a team) where nobody
 * resigned share the first place, the others keep the loss of their resignation. Names escaped.
 */
export function tournamentStop(session: GameSession, teams: readonly (readonly string[])[], locale: Locale): { winners: string; sides: number; losers: string } {
  const seated = (keys: readonly string[]) => keys.flatMap((key) => seatOfKey(session, key) ?? []);
  const sides = teams.length > 0 ? teams.map(seated).filter((side) => side.length > 0) : session.seats.map((seat) => [seat]);
  const lost = (side: readonly Seat[]) => side.some((seat) => seat.resignedAt !== undefined);
  const names = (chosen: readonly (readonly Seat[])[]) => joinNames(chosen.flatMap((side) => side.map((seat) => escapeMarkdown(seat.player.name))), locale);
  const winners = sides.filter((side) => !lost(side));
  return { winners: names(winners), sides: winners.length, losers: names(sides.filter(lost)) };
}
