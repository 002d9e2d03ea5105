/** The sides of a game: its teams (`SeatRules.teams`, the seats present), then each seat in no team alone. */
export function sidesOf(seats: readonly string[], teams: readonly (readonly string[])[] = []): string[][] {
  const inTeams = teams.map((team) => team.filter((key) => seats.includes(key))).filter((team) => team.length > 0);
  return [...inTeams, ...seats.filter((key) => !inTeams.some((team) => team.includes(key))).map((key) => [key])];
}

/** Places from sort keys compared in order, higher first: 1 + the number strictly ahead (equal keys share a place: "1, 1, 3"). */
export function placesOf(keys: readonly (number | readonly number[])[]): number[] {
  const tuple = (key: number | readonly number[]) => (typeof key === 'number' ? [key] : key);
  const ahead = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
    return false;
  };
  return keys.map((mine) => 1 + keys.filter((theirs) => ahead(tuple(theirs), tuple(mine))).length);
}

/** How a game ended, for its places: played to its end, ended by resignations (a forfeit), or stopped without a result. */
export type EndKind = 'played' | 'forfeit' | 'stopped';

/**
 * The places of a game's sides at its end, the one rule of the end message, the statistics and
 * tournaments: sides with nobody resigned first — the game's winners, then by points, when it was
 * played out; all alike when it ended by resignations or was stopped — then sides with someone
 * resigned (their seats played automatically since): those with a seat still playing before those
 * whose every seat resigned, then the latest to resign first (as `forfeitWinnersOf` picks its
 * winners). `resignedAt` gives when a seat resigned; `outcome` the game's winners and points
 * (unused unless played).
 */
export function sidePlaces(
  sides: readonly (readonly string[])[],
  resignedAt: (key: string) => number | undefined,
  outcome: { readonly winners: readonly string[]; readonly points: Readonly<Record<string, number>> },
  ended: EndKind,
): number[] {
  return placesOf(
    sides.map((side) => {
      const resigned = Math.max(...side.map((key) => resignedAt(key) ?? -1));
      if (resigned >= 0) return [0, side.some((key) => resignedAt(key) === undefined) ? 1 : 0, resigned];
      if (ended !== 'played') return [1];
      const won = side.some((key) => outcome.winners.includes(key));
      return [1, won ? 1 : 0, Math.max(...side.map((key) => outcome.points[key] ?? 0))];
    }),
  );
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
