import { describe, expect, test } from 'vitest';
import { applyEntry, seatsToAct, winners, type Entry, type ScrabbleState } from '../../../src/games/scrabble/engine/game.ts';
import { fullBag, removeTiles, sortedTiles } from '../../../src/games/scrabble/engine/letters.ts';
import { newScrabbleRecord, parseRecord, replayRecord, type ScrabbleRecord } from '../../../src/games/scrabble/engine/record.ts';
import { toGcg } from '../../../src/games/scrabble/engine/gcg.ts';
import { makeScrabbleRules } from '../../../src/games/scrabble/rules.ts';
import { boardWith, stateWith, words } from './helpers.ts';

const lexicon = words('CAT', 'CATS', 'AT', 'TA', 'AXE', 'XI', 'TI', 'AX', 'QI', 'ZA');
const rules = makeScrabbleRules(() => lexicon);

function act(state: ScrabbleState, seat: string, entry: Entry): ScrabbleState {
  const next = applyEntry(state, seat, entry, lexicon);
  if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
  return next.value;
}

function refusal(state: ScrabbleState, seat: string, entry: Entry): string {
  const next = applyEntry(state, seat, entry, lexicon);
  return next.ok ? 'accepted' : next.error.code;
}

describe('turns', () => {
  test('a play scores, refills the rack from the front of the bag and passes the turn', () => {
    const state = act(stateWith({ racks: ['CATQQQQ', 'EEEEEEE'], bag: 'ABCDEFGH' }), 'P1', { type: 'play', position: '8H', word: 'CAT' });
    expect([state.scores, state.racks, state.bag, state.current]).toEqual([[10, 0], ['QQQQABC', 'EEEEEEE'], 'DEFGH', 1]);
  });

  test('an exchange draws as many tiles as it returns; the bag keeps its size and the tiles are all there', () => {
    const before = stateWith({ racks: ['ABCDEFG', 'EEEEEEE'], bag: 'HIJKLMN' });
    const state = act(before, 'P1', { type: 'exchange', tiles: 'AB' });
    expect(state.racks[0]).toBe('CDEFGHI');
    expect(state.bag).toHaveLength(7);
    expect(sortedTiles(state.bag + state.racks[0])).toBe(sortedTiles(before.bag + before.racks[0]));
    expect([state.scorelessTurns, state.current, state.scores]).toEqual([1, 1, [0, 0]]);
  });

  test.each([
    ['the bag holds six tiles', 'ABCDEFG', 'HIJKLM', 'AB', 'BAG_TOO_SMALL_TO_EXCHANGE'],
    ['the tiles are not on the rack', 'ABCDEFG', 'HIJKLMN', 'AZ', 'LETTER_NOT_ON_RACK'],
    ['eight tiles', 'ABCDEFG', 'HIJKLMN', 'ABCDEFGA', 'BAD_EXCHANGE'],
  ])('no exchange when %s', (_name, rack, bag, tiles, code) => {
    expect(refusal(stateWith({ racks: [rack, 'EEEEEEE'], bag }), 'P1', { type: 'exchange', tiles })).toBe(code);
  });

  test('a player out of turn is refused, and so is a play refused by the list (the state is unchanged)', () => {
    const state = stateWith({ racks: ['CATQQQQ', 'EEEEEEE'], bag: 'ABC' });
    expect(refusal(state, 'P2', { type: 'pass' })).toBe('NOT_YOUR_TURN');
    expect(refusal(state, 'P1', { type: 'play', position: '8H', word: 'TAQ' })).toBe('WORD_NOT_IN_LIST');
    expect(refusal(state, 'P1', { type: 'accept', seat: 'P1' })).toBe('NOTHING_TO_JUDGE');
  });
});

describe('the end', () => {
  test('going out with the bag empty: the player gains the others\' racks, each other player loses their own', () => {
    const board = boardWith(['8H', 'CAT']);
    const state = act(stateWith({ racks: ['S', 'QU'], board, scores: [20, 30] }), 'P1', { type: 'play', position: '8H', word: 'CATS' });
    // CATS: 3 + 1 + 1 + 1 = 6, then Q and U: 10 + 1.
    expect(state.ending).toEqual({ reason: 'out', rackPenalties: [11, -11], scoresBefore: [26, 30] });
    expect(state.scores).toEqual([37, 19]);
    expect(winners(state)).toEqual(['P1']);
    expect(seatsToAct(state)).toEqual([]);
    expect(refusal(state, 'P2', { type: 'pass' })).toBe('GAME_OVER');
  });

  test('six scoreless turns in a row end the game and each player loses their rack; a play in between resets the count', () => {
    let state = stateWith({ racks: ['CATQQQQ', 'KEEEEEE'], bag: 'ABCDEFGHIJ', scores: [5, 5] });
    for (let i = 0; i < 5; i++) state = act(state, state.seats[state.current], { type: 'pass' });
    expect([state.scorelessTurns, state.ending]).toEqual([5, null]);
    const played = act(state, 'P2', { type: 'pass' });
    expect(played.ending?.reason).toBe('blocked');
    // CATQQQQ: 3 + 1 + 1 + 40; KEEEEEE: 5 + 6.
    expect(played.ending?.rackPenalties).toEqual([-45, -11]);
    expect(played.scores).toEqual([-40, -6]);
    // An exchange is a scoreless turn too.
    const exchanged = act(state, 'P2', { type: 'exchange', tiles: 'K' });
    expect([exchanged.ending?.reason, exchanged.scorelessTurns]).toEqual(['blocked', 6]);
  });

  test('a play resets the scoreless count', () => {
    let state = stateWith({ racks: ['CATQQQQ', 'KEEEEEE', 'EEEEEEE'], bag: 'ABCDEFGHIJ' });
    state = act(act(state, 'P1', { type: 'pass' }), 'P2', { type: 'pass' });
    state = act(state, 'P3', { type: 'pass' });
    state = act(state, 'P1', { type: 'play', position: '8H', word: 'CAT' });
    expect(state.scorelessTurns).toBe(0);
  });

  test.each([
    ['the higher final score wins', [100, 90], [105, 95], ['P1']],
    ['tied after the adjustments: the leader before them wins', [120, 110], [100, 100], ['P1']],
    ['tied before and after: both win', [100, 100], [100, 100], ['P1', 'P2']],
  ])('%s', (_name, before, after, expected) => {
    const state = stateWith({ racks: ['', ''], scores: after });
    expect(winners({ ...state, ending: { reason: 'out', rackPenalties: [0, 0], scoresBefore: before } })).toEqual(expected);
  });
});

describe('table judge', () => {
  const table = () => stateWith({ judge: 'table', racks: ['QZXWQZX', 'EEEEEEE', 'AAAAAAA'], bag: 'ABCDEFGHIJKL' });

  test('a play waits for every other seat: placed at once, counted and refilled after the last accept', () => {
    let state = act(table(), 'P1', { type: 'play', position: '8H', word: 'QZX' });
    expect([seatsToAct(state), state.scores, state.racks[0], state.board.includes('QZX')]).toEqual([['P2', 'P3'], [0, 0, 0], 'WQZX', true]);
    expect(refusal(state, 'P1', { type: 'accept', seat: 'P1' })).toBe('NOT_YOUR_TURN');
    expect(refusal(state, 'P2', { type: 'pass' })).toBe('AWAITING_JUDGEMENT');
    state = act(state, 'P3', { type: 'accept', seat: 'P3' });
    expect(seatsToAct(state)).toEqual(['P2']);
    expect(refusal(state, 'P3', { type: 'challenge', seat: 'P3' })).toBe('NOT_YOUR_TURN');
    state = act(state, 'P2', { type: 'accept', seat: 'P2' });
    // QZX: (10 + 10 + 8) × 2 = 56.
    expect([state.scores, state.racks[0], seatsToAct(state), state.turns.map(({ type }) => type)]).toEqual([[56, 0, 0], 'WQZXABC', ['P2'], ['play']]);
  });

  test('one challenge takes the play back and the same player plays again, the scoreless count untouched', () => {
    const state = act(act(table(), 'P1', { type: 'play', position: '8H', word: 'QZX' }), 'P2', { type: 'challenge', seat: 'P2' });
    expect([state.board, state.racks[0], state.scores, seatsToAct(state), state.scorelessTurns]).toEqual([table().board, 'QZXWQZX', [0, 0, 0], ['P1'], 0]);
    expect(state.turns).toMatchObject([{ type: 'withdrawn', points: 0, words: ['QZX'], position: '8H', word: 'QZX' }]);
  });

  test('rules.play records judgements with their seat; the entry replays', () => {
    const state = table();
    const played = rules.play(state, 'P1', { type: 'play', position: '8h', word: 'QZX' });
    expect(played.ok && played.value.entry).toEqual({ type: 'play', position: '8H', word: 'QZX' });
    const judged = played.ok ? rules.play(played.value.state, 'P3', { type: 'challenge' }) : null;
    expect(judged?.ok && judged.value.entry).toEqual({ type: 'challenge', seat: 'P3' });
    expect(rules.autoAction(played.ok ? played.value.state : state, 'P2')).toEqual({ type: 'accept' });
  });
});

describe('records', () => {
  const record = newScrabbleRecord(['P1', 'P2'], 5, { language: 'fr', judge: 'dictionary' });

  test('a new record holds the whole French bag shuffled from the seed; the same seed gives the same bag', () => {
    expect(sortedTiles(record.bag)).toBe(sortedTiles(fullBag('fr')));
    expect(newScrabbleRecord(['P1', 'P2'], 5, { language: 'fr', judge: 'dictionary' }).bag).toBe(record.bag);
    expect(newScrabbleRecord(['P1', 'P2'], 6, { language: 'fr', judge: 'dictionary' }).bag).not.toBe(record.bag);
    expect(rules.newRecord(['P1', 'P2', 'P3'], 5, { language: 'fr', judge: 'dictionary' })).toMatchObject({ game: 'scrabble', version: 1, language: 'fr', judge: 'dictionary', players: ['P1', 'P2', 'P3'], actions: [] });
    expect(rules.seats).toEqual({ min: 2, max: 4, keys: ['P1', 'P2', 'P3', 'P4'], choosable: false });
  });

  test('a record goes through JSON and back unchanged', () => {
    const withActions = { ...record, actions: [{ type: 'pass' }, { type: 'exchange', tiles: 'AE?' }, { type: 'play', position: 'H8', word: 'MOTs' }, { type: 'accept', seat: 'P2' }] };
    expect(parseRecord(JSON.parse(JSON.stringify(withActions)))).toEqual({ ok: true, value: withActions });
  });

  const deep = (() => {
    let value: unknown = 'x';
    for (let i = 0; i < 100_000; i++) value = [value];
    return value;
  })();

  test.each([
    ['not an object', 42, 'a record must be a JSON object'],
    ['another game', { ...record, game: 'chacun' }, 'game must be "scrabble", not "chacun"'],
    ['an unknown language', { ...record, language: 'de' }, 'language must be "fr" or "en", not "de"'],
    ['an unknown judge', { ...record, judge: 'capelodico' }, 'judge must be "dictionary" or "table", not "capelodico"'],
    ['one player', { ...record, players: ['P1'] }, 'players must list 2 to 4 seats'],
    ['a bad seat', { ...record, players: ['P1', 'RED'] }, 'players: "RED" is not one of P1, P2, P3, P4'],
    ['twice the same seat', { ...record, players: ['P1', 'P1'] }, 'players must be distinct seats'],
    ['a bag of the wrong set', { ...record, bag: fullBag('en') }, 'bag must hold the 102 tiles of the "fr" set in draw order, not "AAAAAAAAABBCCDDDDEEEEEEE…" (100 characters)'],
    ['a huge bag', { ...record, bag: 'A'.repeat(5_000_000) }, 'bag must hold the 102 tiles of the "fr" set in draw order, not "AAAAAAAAAAAAAAAAAAAAAAAA…" (5000000 characters)'],
    ['deeply nested actions', { ...record, actions: deep }, 'actions[0] is not an object'],
    ['an action without a type', { ...record, actions: [{}] }, 'actions[0]: type undefined is not "play", "exchange", "pass", "accept" or "challenge"'],
    ['a bad position', { ...record, actions: [{ type: 'play', position: '8Z', word: 'MOT' }] }, 'actions[0]: position "8Z" is not like 8H (across) or H8 (down)'],
    ['a word with a digit', { ...record, actions: [{ type: 'play', position: '8H', word: 'M0T' }] }, 'actions[0]: word "M0T" is not 2 to 15 letters'],
    ['an exchange of lower-case tiles', { ...record, actions: [{ type: 'exchange', tiles: 'ae' }] }, 'actions[0]: tiles "ae" is not 1 to 7 tiles A–Z or ?'],
    ['a challenge without a seat', { ...record, actions: [{ type: 'challenge' }] }, 'actions[0]: seat undefined is not one of P1, P2, P3, P4'],
    ['control characters in a value', { ...record, language: 'f\u0000r\u202e' }, 'language must be "fr" or "en", not "f\\u0000r\\u202e"'],
  ])('refused: %s', (_name, value, message) => {
    expect(parseRecord(value)).toEqual({ ok: false, error: message });
  });

  test('a record with an illegal action replays up to it and says which', () => {
    const bad = { ...record, actions: [{ type: 'pass' as const }, { type: 'play' as const, position: '1A', word: 'AB' }] };
    const { error, state } = replayRecord(bad, lexicon);
    expect(error).toMatchObject({ code: 'FIRST_MOVE_NOT_THROUGH_CENTRE', actionIndex: 1 });
    expect(state.turns).toHaveLength(1);
  });

  test('parseAction keeps only the fields of the type, and drops a seat the platform gives itself', () => {
    expect(rules.parseAction({ type: 'play', position: 'h8', word: 'MOTs', extra: 1 })).toEqual({ ok: true, value: { type: 'play', position: 'H8', word: 'MOTs' } });
    expect(rules.parseAction({ type: 'challenge', seat: 'P9' })).toEqual({ ok: true, value: { type: 'challenge' } });
    expect(rules.parseAction({ type: 'resign' })).toEqual({ ok: false, error: 'type "resign" is not "play", "exchange", "pass", "accept" or "challenge"' });
  });
});

describe('.gcg export', () => {
  test('a scripted game: pragmata first, one line per turn with rack, position, word (played-through tiles as "."), points and running total, then the rack adjustments', () => {
    const bag = 'CATVVWW' + 'SEEEEEE' + removeTiles(fullBag('en'), 'CATVVWWSEEEEEE')!;
    const record: ScrabbleRecord = {
      game: 'scrabble', version: 1, language: 'en', judge: 'dictionary', players: ['P1', 'P2'], bag,
      actions: [{ type: 'play', position: '8H', word: 'CAT' }, { type: 'play', position: '8H', word: 'CATS' }, { type: 'pass' }, { type: 'exchange', tiles: 'EE' }],
    };
    expect(parseRecord(record).ok).toBe(true);
    const gcg = toGcg(record, { P1: 'Ada Lovelace' });
    const lines = gcg.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['#character-encoding UTF-8', '#player1 P1 Ada Lovelace', '#player2 P2 P2']);
    expect(lines.slice(4)).toEqual([
      '>P1: ACTVVWW 8H CAT +10 10',
      '>P2: EEEEEES 8H ...S +6 6',
      `>P1: ${sortedTiles('VVWW' + bag.slice(14, 17))} - +0 10`,
      `>P2: ${sortedTiles('EEEEEE' + bag.slice(17, 18))} -EE +0 6`,
    ]);
    // The format's rules: every event line is ">nick: rack move score total".
    for (const line of lines.slice(4)) expect(line).toMatch(/^>[^\s:]+: [A-Z?]{1,7} (?:(?:[1-9]|1[0-5])[A-O]|[A-O](?:[1-9]|1[0-5])) [A-Za-z.]+ \+\d+ -?\d+$|^>[^\s:]+: [A-Z?]{1,7} -[A-Z?]* \+0 -?\d+$/);
  });
});
