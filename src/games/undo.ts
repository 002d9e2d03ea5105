/**
 * The undo of a seat's last step, the same for every game: a game says who made each entry of
 * its record and whether that entry revealed something hidden; this replays the record once and
 * judges `GameRules.undoable` from it.
 */
import type { Result } from '../result.ts';
import type { RuleError, UndoStep } from './game.ts';

/** What a game says of one entry of its record, from the states before and after it. */
export interface EntryFacts {
  /** The seat that made the entry. */
  readonly seat: string;
  /** Whether it showed something hidden until then (a card, tile or ticket drawn or shown from a hand). */
  readonly revealed: boolean;
  /**
   * Whether it completes one step with the entry before it, made by the same seat (tCHu's second
   * card of a draw): an undo takes both back together, never leaving the seat half-way.
   */
  readonly completes?: boolean;
}

/** How a game's record is read for an undo. */
export interface UndoReading<S, E, R> {
  readonly entries: (record: R) => readonly E[];
  /** The record with only its first `count` entries. */
  readonly truncated: (record: R, count: number) => R;
  readonly start: (record: R) => S;
  readonly replay: (state: S, entry: E) => Result<S, RuleError>;
  readonly facts: (before: S, entry: E, after: S) => EntryFacts;
}

function refuse(code: 'NOTHING_TO_UNDO' | 'NEXT_PLAYER_ACTED', message: string): { readonly ok: false; readonly error: RuleError } {
  return { ok: false, error: { code, message } };
}

/**
 * Takes back a seat's last step: the record's last entry when that seat made it (with the entries
 * before it that it completes, see `EntryFacts.completes`), with the entries after it made for `automatic` seats (resigned seats, whose moves the platform plays at
 * once in the same change: they are not a next player acting, and are played again after the
 * undo). Refused with NOTHING_TO_UNDO when the seat has made no entry, NEXT_PLAYER_ACTED when
 * another seat acted since. Throws on a record that does not replay (the platform only holds
 * records that do).
 */
export function undoLastStep<S, E, R>(reading: UndoReading<S, E, R>, record: R, seat: string, automatic: ReadonlySet<string> = new Set()): Result<UndoStep<R>, RuleError> {
  const entries = reading.entries(record);
  let state = reading.start(record);
  let played = false;
  const facts: EntryFacts[] = [];
  for (let i = 0; i < entries.length; i++) {
    const next = reading.replay(state, entries[i]);
    if (!next.ok) throw new Error(`record refused at entry ${i}: ${next.error.code} ${next.error.message}`);
    const fact = reading.facts(state, entries[i], next.value);
    facts.push(fact);
    if (fact.seat === seat) played = true;
    state = next.value;
  }
  if (!played) return refuse('NOTHING_TO_UNDO', `${seat} has played nothing to take back`);
  let step = facts.length - 1;
  while (step >= 0 && facts[step].seat !== seat && automatic.has(facts[step].seat)) step--;
  const last = facts[step];
  if (last === undefined || last.seat !== seat) return refuse('NEXT_PLAYER_ACTED', `${facts[facts.length - 1].seat} has acted since ${seat}'s last step`);
  while (step > 0 && facts[step].completes === true && facts[step - 1].seat === seat) step--;
  const dropped = facts.length - step;
  return { ok: true, value: { record: reading.truncated(record, step), dropped, revealed: facts.slice(step).some((fact) => fact.revealed) } };
}
