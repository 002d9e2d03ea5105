import type { GameOptions, GameRules, RuleError } from '../game.ts';
import type { Result } from '../../result.ts';
import { undoLastStep } from '../undo.ts';
import { formatPosition } from './engine/board.ts';
import { applyEntry, refuse, seatsToAct, winners, type Action, type Entry, type ScrabbleState } from './engine/game.ts';
import type { Language } from './engine/letters.ts';
import type { Lexicon } from './engine/lexicon.ts';
import { MAX_PLAYERS, MIN_PLAYERS, SEATS, newScrabbleRecord, parseEntry, entrySeat, parseRecord, recordStart, replayEntry, replayRecord, type ScrabbleRecord } from './engine/record.ts';
import { viewOf, type ScrabbleView } from './engine/view.ts';
import { visibleRecordOf } from './engine/visible.ts';

/** The entry a seat's accepted action is recorded as: judgements name their seat, plays are written as the record writes them. */
function entryOf(before: ScrabbleState, after: ScrabbleState, seat: string, action: Action): Entry {
  switch (action.type) {
    case 'accept':
    case 'challenge':
      return { type: action.type, seat };
    case 'play': {
      const played = after.pending?.analysis ?? null;
      const turn = played === null ? after.turns[after.turns.length - 1] : null;
      if (played !== null) {
        return { type: 'play', position: formatPosition(played.position), word: played.word };
      }
      if (turn === null || turn.position === undefined || turn.word === undefined || after.turns.length !== before.turns.length + 1) throw new Error('a play left no turn');
      return { type: 'play', position: turn.position, word: turn.word };
    }
    case 'exchange':
      return { type: 'exchange', tiles: action.tiles };
    case 'pass':
      return { type: 'pass' };
  }
}

/** The word list's language of a game's options (`words`; French by default, as games stored before the option). */
export function wordsLanguage(options: GameOptions): Language {
  return (options.words ?? options.language) === 'en' ? 'en' : 'fr';
}

/**
 * Scrabble's rules over a source of word lists (the module gives the real dictionaries, loaded
 * on first use; tests give small lists). Seats P1–P4, taken in order; P1 plays first.
 *
 * Table judge: a play is placed at once but waits, and `toAct` lists the other seats that have
 * not answered yet; each answers `accept` or `challenge` (in any order, each entry names its
 * seat). Once all accept, the play counts and the player draws; one challenge takes it back
 * and the same player plays again. AI seats answer like the others, through their AI: they
 * accept words of the dictionary and challenge the others (ai-module.ts); the rules only take
 * the actions.
 */
export function makeScrabbleRules(lexiconFor: (language: Language) => Lexicon): GameRules<ScrabbleState, Action, Entry, ScrabbleRecord, ScrabbleView> {
  const replayOrThrow = (record: ScrabbleRecord) => {
    const { state, error } = replayRecord(record, lexiconFor(record.language));
    if (error !== null) throw new Error(`record refused at action ${error.actionIndex}: ${error.code} ${error.message}`);
    return state;
  };
  return {
    seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, keys: SEATS, choosable: false },
    parseRecord,
    // The word list's language and who judges the words, chosen at new (French and the dictionary by default).
    // The word list's key is `words`, not `language`: the platform's `new` reads each option by its
    // key, and its own `language` option is the language of the game's messages.
    options: [
      { key: 'words', values: ['fr', 'en'], default: 'fr' },
      { key: 'judge', values: ['dictionary', 'table'], default: 'dictionary' },
    ],
    newRecord: (seats, seed, options) =>
      newScrabbleRecord(seats, seed, { language: wordsLanguage(options), judge: options.judge === 'table' ? 'table' : 'dictionary' }),
    recordSeats: (record) => record.players,
    entries: (record) => record.actions,
    withEntries: (record, entries) => (entries.length === 0 ? record : { ...record, actions: [...record.actions, ...entries] }),
    truncate: (record, count) => (count >= record.actions.length ? record : { ...record, actions: record.actions.slice(0, Math.max(0, count)) }),
    start: recordStart,
    replay: (state, entry) => replayEntry(state, entry, lexiconFor(state.language)),
    parseAction(value): Result<Action, string> {
      const parsed = parseEntry(value, 'action', false);
      return parsed.ok ? { ok: true, value: parsed.value as Action } : { ok: false, error: parsed.error.replace(/^action:? ?/, '') };
    },
    play(state, seat, action): Result<{ state: ScrabbleState; entry: Entry }, RuleError> {
      if (!state.seats.includes(seat)) return refuse('NOT_YOUR_TURN', `${seat} has no seat in this game`);
      const entry: Entry = action.type === 'accept' || action.type === 'challenge' ? { type: action.type, seat } : action;
      const next = applyEntry(state, seat, entry, lexiconFor(state.language));
      if (!next.ok) return next;
      return { ok: true, value: { state: next.value, entry: entryOf(state, next.value, seat, action) } };
    },
    toAct: seatsToAct,
    // The judges of a play answer in any order, each entry naming its seat: whose each is, for statistics.
    entrySeat,
    isOver: (state) => state.ending !== null,
    // A seat that plays by itself accepts the others' plays and passes its own turns.
    autoAction: (state) => (state.pending !== null ? { type: 'accept' } : { type: 'pass' }),
    outcome(state) {
      const points: Record<string, number> = {};
      state.seats.forEach((seat, i) => (points[seat] = state.scores[i]));
      return { points, winners: winners(state) };
    },
    seatView: (record, seat) => viewOf(replayOrThrow(record), seat),
    // Every draw comes from the bag's order, so no record can leave it out: a view of its own.
    visibleRecord: (record, reader) => ({ ...visibleRecordOf(record, reader) }),
    // A play shows tiles from a rack, and a draw from the bag (after a play, an exchange, or the
    // last acceptance of a judged play) turns tiles over: taking either back needs everyone's
    // agreement. A pass, an acceptance that draws nothing and a challenge reveal nothing.
    undoable: (record, seat, automatic) =>
      undoLastStep<ScrabbleState, Entry, ScrabbleRecord>(
        {
          entries: (r) => r.actions,
          truncated: (r, count) => ({ ...r, actions: r.actions.slice(0, count) }),
          start: recordStart,
          replay: (state, entry) => replayEntry(state, entry, lexiconFor(state.language)),
          facts: (before, entry, after) => ({ seat: entrySeat(before, entry), revealed: entry.type === 'play' || after.bag !== before.bag }),
        },
        record,
        seat,
        automatic,
      ),
  };
}
