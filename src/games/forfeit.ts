/** The sides of a game: its teams (`SeatRules.teams`, the seats present), then each seat in no team alone. */
export function sidesOf(seats: readonly string[], teams: readonly (readonly string[])[] = []): string[][] {
  const inTeams = teams.map((team) => team.filter((key) => seats.includes(key))).filter((team) => team.length > 0);
  return [...inTeams, ...seats.filter((key) => !inTeams.some((team) => team.includes(key))).map((key) => [key])];
}

/**
 * Who wins a game ended by resignations, the same rule for every game (the end message, the
 * exported record's replay and the statistics agree on it): a side is a team (`SeatRules.teams`)
 * or one seat alone; a side with nobody resigned wins; when every side has someone resigned, the
 * side still playing that held out longest (whose last resignation came latest) wins; nobody
 * wins when every seat resigned.
 */
export function forfeitWinnersOf(
  seats: readonly string[],
  resignedAt: ReadonlyMap<string, number>,
  teams: readonly (readonly string[])[] = [],
): string[] {
  const sides = sidesOf(seats, teams);
  const lastResignation = (side: readonly string[]) => Math.max(...side.map((key) => resignedAt.get(key) ?? -Infinity));
  const standing = sides.filter((side) => lastResignation(side) === -Infinity);
  // Sides with someone resigned but someone still playing (a team whose partner is played on).
  const playing = sides.filter((side) => side.some((key) => !resignedAt.has(key)));
  const latest = Math.max(...playing.map(lastResignation));
  const won = standing.length > 0 ? standing : playing.filter((side) => lastResignation(side) === latest);
  return seats.filter((key) => won.some((side) => side.includes(key)));
}

/** What an exported record of a game ended by resignations says of it: the seats that resigned, first to resign first. */
export interface ForfeitNote {
  readonly resigned: readonly string[];
}

/** The forfeit note of an exported record (its `"forfeit"` field), checked against the record's seats; null when absent. */
export function parseForfeitNote(value: unknown, seats: readonly string[]): { readonly ok: true; readonly value: ForfeitNote | null } | { readonly ok: false; readonly error: string } {
  if (value === undefined) return { ok: true, value: null };
  const resigned = typeof value === 'object' && value !== null ? (value as { resigned?: unknown }).resigned : undefined;
  if (!Array.isArray(resigned) || resigned.some((key) => typeof key !== 'string' || !seats.includes(key)) || new Set(resigned).size !== resigned.length) {
    return { ok: false, error: `"forfeit" must be {"resigned": [...]}, distinct seats of the game (${seats.join(', ')})` };
  }
  return { ok: true, value: { resigned: resigned as string[] } };
}

/** The winners of a forfeit note: its order stands for the times of the resignations. */
export function forfeitNoteWinners(note: ForfeitNote, seats: readonly string[], teams: readonly (readonly string[])[] = []): string[] {
  return forfeitWinnersOf(seats, new Map(note.resigned.map((key, i) => [key, i])), teams);
}
