import type { AiPlayer, GameSession, HostedGame, Seat } from '../../session/session.ts';
import { freeAiName } from '../../session/lobby.ts';
import { AUTO_LEVEL, withClockNote, type SessionClock } from '../../session/schedule.ts';

/** The AI level that takes a seat over for good: the clock's level, or the game's default when timed-out moves are the simple automatic move. */
export function handOverLevel(game: HostedGame, clock: SessionClock | undefined): string {
  const level = clock?.settings.level ?? AUTO_LEVEL;
  return level === AUTO_LEVEL || !game.ai.levels.includes(level) ? game.ai.defaultLevel : level;
}

/** The people still playing a game other than a seat's player: those who vote on handing that seat over. */
export function votersAbout(session: GameSession, seatKey: string): string[] {
  return session.seats.flatMap((seat) => (seat.seat !== seatKey && seat.player.type === 'human' && seat.resignedAt === undefined ? [seat.player.userId] : []));
}

/**
 * The session with a person's seat handed to an AI player of a level, named after the first
 * free AI name; its clock forgets the seat's timeouts and any vote about it, and notes the hand-over (at `at`, ms).
 */
export function handedOver(game: HostedGame, session: GameSession, seatKey: string, level: string, at: number): { readonly session: GameSession; readonly ai: AiPlayer } {
  const name = freeAiName(game, session.options, session.seats, session.seats.findIndex((seat) => seat.seat === seatKey) + 1);
  const ai: AiPlayer = { type: 'ai', level, name };
  const seats: Seat[] = session.seats.map((seat) => (seat.seat === seatKey ? { seat: seat.seat, player: ai, joinedAt: seat.joinedAt } : seat));
  let clock = session.clock;
  if (clock !== undefined) {
    const timeouts = { ...clock.timeouts };
    delete timeouts[seatKey];
    const { vote, ...rest } = clock;
    clock = vote === undefined || vote.seat !== seatKey ? { ...rest, timeouts, ...(vote === undefined ? {} : { vote }) } : { ...rest, timeouts };
    const person = session.seats.find((seat) => seat.seat === seatKey)?.player.name ?? seatKey;
    clock = withClockNote(clock, { kind: 'handover', seat: seatKey, name: person, moveNumber: session.moveNumber, at });
  }
  return { session: { ...session, seats, ...(clock === undefined ? {} : { clock }) }, ai };
}
