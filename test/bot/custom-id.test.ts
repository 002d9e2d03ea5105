import { describe, expect, test } from 'vitest';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../src/hosted.ts';
import { customIdKinds, decodeCustomId, encodeCustomId, gameIdSpecs, type CustomId, type IdField } from '../../src/bot/custom-id.ts';
import { CHACUN_CUSTOM_IDS } from '../../src/games/chacun/discord/custom-ids.ts';

const GAME = 'k3x9q2m7pa';

/** The lowest and highest values a field holds (a mark's lowest is its absence). */
function ends(field: IdField): readonly [unknown, unknown] {
  if ('int' in field) return field.int;
  if ('word' in field) return [field.word[0], field.word[field.word.length - 1]];
  return 'flag' in field ? [false, true] : [undefined, true];
}

const EXAMPLES: CustomId[] = [
  { kind: 'lobby', gameId: GAME, action: 'join' },
  { kind: 'lobby', gameId: GAME, action: 'cancel' },
  { kind: 'lobby', gameId: GAME, action: 'bots' },
  { kind: 'color', gameId: GAME },
  { kind: 'ai', gameId: GAME, op: 'add', arg: 2 },
  { kind: 'ai', gameId: GAME, op: 'remove', arg: 4 },
  { kind: 'play', gameId: GAME, move: 0 },
  { kind: 'positions', gameId: GAME, move: 12, page: 2 },
  { kind: 'page', gameId: GAME, move: 12, page: 0 },
  { kind: 'rotate', gameId: GAME, move: 99, x: -12, y: 12, rotation: 3 },
  { kind: 'place', gameId: GAME, move: 99, x: 0, y: -1, rotation: 0 },
  { kind: 'occupy', gameId: GAME, move: 7, choice: -1 },
  { kind: 'occupy', gameId: GAME, move: 7, choice: 4 },
  { kind: 'retake', gameId: GAME, move: 8, choice: 0 },
  { kind: 'board', gameId: GAME },
  { kind: 'log', gameId: GAME, page: 1000 },
  { kind: 'abort', gameId: GAME, confirm: true },
  { kind: 'abort', gameId: GAME, confirm: true, lobby: true },
  { kind: 'resign', gameId: GAME, confirm: false },
  { kind: 'export', gameId: GAME },
  { kind: 'handover', gameId: GAME, seat: 2, vote: 'propose' },
  { kind: 'handover', gameId: GAME, seat: 0, vote: 'yes' },
  { kind: 'handover', gameId: GAME, seat: 31, vote: 'no' },
  { kind: 'undo', gameId: GAME, move: 12 },
  { kind: 'undo-vote', gameId: GAME, move: 12, agree: true },
  { kind: 'undo-vote', gameId: GAME, move: 0, agree: false },
  { kind: 'replay', gameId: GAME, move: 42 },
  { kind: 'replayJump', gameId: GAME },
  { kind: 'replayGoto', gameId: GAME },
  { kind: 'replayMove', gameId: GAME },
  { kind: 'animation', gameId: GAME },
  { kind: 'ranks', gameId: 'chacun', page: 3 },
  { kind: 'rematch', gameId: GAME, step: 'ask' },
  { kind: 'rematch', gameId: GAME, step: 'no' },
  { kind: 'lfg', gameId: 'scrabble' },
  { kind: 'tournament', gameId: 'k3v9q0x2ab', action: 'join' },
  { kind: 'tournament', gameId: 'k3v9q0x2ab', action: 'leave' },
  { kind: 'tournament', gameId: 'k3v9q0x2ab', action: 'accept' },
  { kind: 'tournament', gameId: 'k3v9q0x2ab', action: 'decline' },
  { kind: 'scrabble-play', gameId: GAME, move: 3 },
  { kind: 'scrabble-word', gameId: GAME, move: 3 },
  { kind: 'scrabble-form', gameId: GAME, move: 3 },
  { kind: 'scrabble-confirm', gameId: GAME, move: 3, at: 449, w0: 148876, w1: 0, w2: 1, w3: 52, w4: 0 },
  { kind: 'scrabble-swap', gameId: GAME, move: 3 },
  { kind: 'scrabble-swapok', gameId: GAME, move: 3, tiles: 127 },
  { kind: 'scrabble-pass', gameId: GAME, move: 3 },
  { kind: 'scrabble-passok', gameId: GAME, move: 3 },
  { kind: 'scrabble-shuffle', gameId: GAME, move: 3, order: 5039 },
  { kind: 'scrabble-back', gameId: GAME, move: 3 },
  { kind: 'scrabble-judge', gameId: GAME, move: 3, verdict: 'challenge' },
  { kind: 'jass-play', gameId: GAME, move: 0 },
  { kind: 'jass-card', gameId: GAME, move: 40, card: 35 },
  { kind: 'jass-trump', gameId: GAME, move: 3, suit: 'H' },
  { kind: 'jass-pass', gameId: GAME, move: 0 },
];

describe('custom ids', () => {
  test.each(EXAMPLES)('$kind survives encoding and decoding', (id) => {
    const text = encodeCustomId(id);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.startsWith('cc:')).toBe(true);
    expect(decodeCustomId(text)).toEqual(id);
  });

  test('every platform kind and every ChaCuN kind has an example here (other games\' kinds are checked from their specs below)', () => {
    const gameKinds = new Set<string>(gameIdSpecs().map((spec) => spec.kind));
    const chacunKinds = new Set<string>(CHACUN_CUSTOM_IDS.map((spec) => spec.kind));
    const expected = customIdKinds().filter((kind) => !gameKinds.has(kind) || chacunKinds.has(kind));
    expect(new Set(EXAMPLES.map((id) => id.kind).filter((kind) => expected.includes(kind)))).toEqual(new Set(expected));
  });

  test('every game kind survives encoding and decoding at both ends of each field, within 100 characters', () => {
    for (const spec of gameIdSpecs()) {
      for (const end of [0, 1]) {
        const id = { kind: spec.kind, gameId: GAME, ...Object.fromEntries(spec.fields.map(([name, field]) => [name, ends(field)[end]])) } as unknown as CustomId;
        const text = encodeCustomId(id);
        expect(text.length).toBeLessThanOrEqual(100);
        expect(decodeCustomId(text)).toEqual(id);
      }
    }
  });

  test.each([
    ['another bot', 'board:refresh'],
    ['unknown kind', `cc:Z:${GAME}:1`],
    ['missing field', `cc:P:${GAME}`],
    ['unknown bot operation', `cc:K:${GAME}:swap:1`],
    ['bot argument out of range (the game judges an index up to 31)', `cc:K:${GAME}:add:32`],
    ['a negative bot argument', `cc:K:${GAME}:remove:-1`],
    ['an abort with an unknown mark', `cc:A:${GAME}:1:game`],
    ['extra field', `cc:P:${GAME}:1:2`],
    ['bad game id', 'cc:P:NOT-AN-ID:1'],
    ['off the board', `cc:X:${GAME}:1:13:0:0`],
    ['bad rotation', `cc:X:${GAME}:1:0:0:4`],
    ['not a number', `cc:O:${GAME}:one:0`],
    ['choice too small', `cc:O:${GAME}:1:-2`],
    ['unknown lobby action', `cc:L:${GAME}:dance`],
    ['the old add-bot action', `cc:L:${GAME}:addbot`],
    ['empty', ''],
  ])('%s is refused: %j', (_name, text) => {
    expect(decodeCustomId(text)).toBeNull();
  });
});

describe("a game's own custom ids", () => {
  test('ids written before games declared their own kinds read the same (ChaCuN\'s codes are kept)', () => {
    expect(decodeCustomId(`cc:P:${GAME}:12`)).toEqual({ kind: 'play', gameId: GAME, move: 12 });
    expect(decodeCustomId(`cc:X:${GAME}:3:-1:2:1`)).toEqual({ kind: 'place', gameId: GAME, move: 3, x: -1, y: 2, rotation: 1 });
    expect(decodeCustomId(`cc:O:${GAME}:3:-1`)).toEqual({ kind: 'occupy', gameId: GAME, move: 3, choice: -1 });
  });

  test('every code and kind is used once, platform and games together', () => {
    const kinds = customIdKinds();
    expect(new Set(kinds).size).toBe(kinds.length);
    const codes = EXAMPLES.map((id) => encodeCustomId(id).split(':')[1]);
    const byKind = new Map(EXAMPLES.map((id, i) => [id.kind, codes[i]]));
    expect(new Set(byKind.values()).size).toBe(byKind.size);
  });

  test('a field out of its range is refused when written, not sent to Discord', () => {
    expect(() => encodeCustomId({ kind: 'rotate', gameId: GAME, move: 1, x: 0, y: 0, rotation: 4 })).toThrow(/rotation/);
  });
});
