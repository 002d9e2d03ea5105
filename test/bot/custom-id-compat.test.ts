/**
 * The custom ids already posted on Discord must keep working whatever the codec becomes: this pins
 * the exact text of every platform kind (and of some games' kinds) with what it decodes to, the
 * texts the bot accepts though it never writes them, and the texts it refuses.
 */
import { describe, expect, test } from 'vitest';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../src/hosted.ts';
import { decodeCustomId, encodeCustomId, type CustomId } from '../../src/bot/custom-id.ts';

const G = 'k3x9q2m7pa';

/** Text on a posted component, and the custom id it stands for (each written exactly so and read back so). */
const PINNED: readonly (readonly [text: string, id: CustomId])[] = [
  [`cc:L:${G}:join`, { kind: 'lobby', gameId: G, action: 'join' }],
  [`cc:L:${G}:leave`, { kind: 'lobby', gameId: G, action: 'leave' }],
  [`cc:L:${G}:start`, { kind: 'lobby', gameId: G, action: 'start' }],
  [`cc:L:${G}:cancel`, { kind: 'lobby', gameId: G, action: 'cancel' }],
  [`cc:L:${G}:bots`, { kind: 'lobby', gameId: G, action: 'bots' }],
  [`cc:C:${G}`, { kind: 'color', gameId: G }],
  [`cc:K:${G}:add:0`, { kind: 'ai', gameId: G, op: 'add', arg: 0 }],
  [`cc:K:${G}:remove:31`, { kind: 'ai', gameId: G, op: 'remove', arg: 31 }],
  [`cc:B:${G}`, { kind: 'board', gameId: G }],
  [`cc:H:${G}:0`, { kind: 'log', gameId: G, page: 0 }],
  [`cc:H:${G}:1000`, { kind: 'log', gameId: G, page: 1000 }],
  [`cc:A:${G}:1`, { kind: 'abort', gameId: G, confirm: true }],
  [`cc:A:${G}:0`, { kind: 'abort', gameId: G, confirm: false }],
  [`cc:A:${G}:1:lobby`, { kind: 'abort', gameId: G, confirm: true, lobby: true }],
  [`cc:A:${G}:0:lobby`, { kind: 'abort', gameId: G, confirm: false, lobby: true }],
  [`cc:Q:${G}:1`, { kind: 'resign', gameId: G, confirm: true }],
  [`cc:Q:${G}:0`, { kind: 'resign', gameId: G, confirm: false }],
  [`cc:E:${G}`, { kind: 'export', gameId: G }],
  [`cc:V:${G}:0:propose`, { kind: 'handover', gameId: G, seat: 0, vote: 'propose' }],
  [`cc:V:${G}:31:yes`, { kind: 'handover', gameId: G, seat: 31, vote: 'yes' }],
  [`cc:V:${G}:5:no`, { kind: 'handover', gameId: G, seat: 5, vote: 'no' }],
  [`cc:U:${G}:0`, { kind: 'undo', gameId: G, move: 0 }],
  [`cc:U:${G}:100000`, { kind: 'undo', gameId: G, move: 100_000 }],
  [`cc:W:${G}:0:1`, { kind: 'undo-vote', gameId: G, move: 0, agree: true }],
  [`cc:W:${G}:100000:0`, { kind: 'undo-vote', gameId: G, move: 100_000, agree: false }],
  [`cc:Vr:${G}:0`, { kind: 'replay', gameId: G, move: 0 }],
  [`cc:Vr:${G}:100000`, { kind: 'replay', gameId: G, move: 100_000 }],
  [`cc:Vr:${G}:7:3`, { kind: 'replay', gameId: G, move: 7, slot: 3 }],
  [`cc:Vj:${G}`, { kind: 'replayJump', gameId: G }],
  [`cc:Vg:${G}`, { kind: 'replayGoto', gameId: G }],
  [`cc:Vm:${G}`, { kind: 'replayMove', gameId: G }],
  [`cc:Va:${G}`, { kind: 'animation', gameId: G }],
  ['cc:Vl:chacun:0', { kind: 'ranks', gameId: 'chacun', page: 0 }],
  ['cc:Vl:scrabble:10000', { kind: 'ranks', gameId: 'scrabble', page: 10_000 }],
  // The longest game ids and the games' own kinds.
  [`cc:P:${'z'.repeat(32)}:0`, { kind: 'play', gameId: 'z'.repeat(32), move: 0 }],
  [`cc:R:${G}:100000:-12:12:3`, { kind: 'rotate', gameId: G, move: 100_000, x: -12, y: 12, rotation: 3 }],
  [`cc:X:${G}:1:0:-1:0`, { kind: 'place', gameId: G, move: 1, x: 0, y: -1, rotation: 0 }],
  [`cc:O:${G}:7:-1`, { kind: 'occupy', gameId: G, move: 7, choice: -1 }],
  [`cc:S:${G}:2:100`, { kind: 'positions', gameId: G, move: 2, page: 100 }],
  [`cc:sc:${G}:3:449:148876:0:1:52:0`, { kind: 'scrabble-confirm', gameId: G, move: 3, at: 449, w0: 148_876, w1: 0, w2: 1, w3: 52, w4: 0 }],
  [`cc:sy:${G}:3:1`, { kind: 'scrabble-swapok', gameId: G, move: 3, tiles: 1 }],
  [`cc:sj:${G}:3:accept`, { kind: 'scrabble-judge', gameId: G, move: 3, verdict: 'accept' }],
  // Written before the panel's rack order was carried to Back, and since.
  [`cc:sb:${G}:3`, { kind: 'scrabble-back', gameId: G, move: 3 }],
  [`cc:sb:${G}:3:5039`, { kind: 'scrabble-back', gameId: G, move: 3, order: 5039 }],
  [`cc:ss:${G}:3`, { kind: 'scrabble-swap', gameId: G, move: 3 }],
  [`cc:sw:${G}:3:0`, { kind: 'scrabble-word', gameId: G, move: 3, order: 0 }],
  [`cc:jt:${G}:4:C`, { kind: 'jass-trump', gameId: G, move: 4, suit: 'C' }],
  [`cc:jc:${G}:40:35`, { kind: 'jass-card', gameId: G, move: 40, card: 35 }],
  [`cc:to:${G}:9:routes`, { kind: 'tchu-open', gameId: G, move: 9, page: 'routes' }],
  [`cc:tc:${G}:9:5`, { kind: 'tchu-card', gameId: G, move: 9, slot: 5 }],
];

/** Texts the bot never writes but reads (numbers with leading zeros). */
const READ_ONLY: readonly (readonly [text: string, id: CustomId])[] = [
  [`cc:U:${G}:007`, { kind: 'undo', gameId: G, move: 7 }],
  [`cc:A:${G}:01`, { kind: 'abort', gameId: G, confirm: true }],
  [`cc:A:${G}:00:lobby`, { kind: 'abort', gameId: G, confirm: false, lobby: true }],
  [`cc:W:${G}:000000:000001`, { kind: 'undo-vote', gameId: G, move: 0, agree: true }],
  [`cc:O:${G}:01:-01`, { kind: 'occupy', gameId: G, move: 1, choice: -1 }],
];

const REFUSED: readonly (readonly [why: string, text: string])[] = [
  // Not ours, or cut short.
  ['empty', ''],
  ['another bot', 'board:refresh'],
  ['prefix alone', 'cc'],
  ['no game id', 'cc:C'],
  ['another prefix', `xx:C:${G}`],
  ['prefix in capitals', `CC:C:${G}`],
  // Codes.
  ['unknown code', `cc:Z:${G}:1`],
  ['empty code', `cc::${G}`],
  ['a code in the wrong case', `cc:l:${G}:join`],
  ['a code in the wrong case (two letters)', `cc:vr:${G}:1`],
  ['an unknown two-letter code', `cc:Vx:${G}`],
  ['a kind name as code', `cc:lobby:${G}:join`],
  ['an inherited property as code', `cc:constructor:${G}`],
  ['__proto__ as code', `cc:__proto__:${G}`],
  ['toString as code', `cc:toString:${G}`],
  // Game ids.
  ['bad game id', `cc:P:NOT-AN-ID:1`],
  ['game id in capitals', `cc:C:K3X9Q2M7PA`],
  ['game id too short', 'cc:C:abc'],
  ['game id too long', `cc:C:${'z'.repeat(33)}`],
  ['empty game id', 'cc:C:'],
  ['game id with a dash', 'cc:Vl:cha-cun:0'],
  // Field counts, every platform kind.
  ['lobby without its action', `cc:L:${G}`],
  ['lobby with an extra field', `cc:L:${G}:join:1`],
  ['color with a field', `cc:C:${G}:1`],
  ['color with an empty field', `cc:C:${G}:`],
  ['bot without its argument', `cc:K:${G}:add`],
  ['bot with an extra field', `cc:K:${G}:add:1:1`],
  ['board with a field', `cc:B:${G}:0`],
  ['log without its page', `cc:H:${G}`],
  ['log with an extra field', `cc:H:${G}:1:1`],
  ['abort without its flag', `cc:A:${G}`],
  ['abort with the lobby mark twice', `cc:A:${G}:1:lobby:lobby`],
  ['abort with a field after the mark', `cc:A:${G}:1:lobby:1`],
  ['abort with the mark first', `cc:A:${G}:lobby:1`],
  ['abort with the mark alone', `cc:A:${G}:lobby`],
  ['abort with an empty mark', `cc:A:${G}:1:`],
  ['resign without its flag', `cc:Q:${G}`],
  ['resign with the lobby mark', `cc:Q:${G}:1:lobby`],
  ['export with a field', `cc:E:${G}:1`],
  ['handover without its vote', `cc:V:${G}:1`],
  ['handover with an extra field', `cc:V:${G}:1:yes:1`],
  ['undo without its move', `cc:U:${G}`],
  ['undo with an extra field', `cc:U:${G}:1:1`],
  ['undo-vote without its answer', `cc:W:${G}:1`],
  ['undo-vote with an extra field', `cc:W:${G}:1:1:1`],
  ['replay without its move', `cc:Vr:${G}`],
  ['replay with an extra field', `cc:Vr:${G}:1:1:1`],
  ['replay with a slot out of range', `cc:Vr:${G}:1:4`],
  ['replayJump with a field', `cc:Vj:${G}:0`],
  ['replayGoto with a field', `cc:Vg:${G}:0`],
  ['replayMove with a field', `cc:Vm:${G}:0`],
  ['animation with a field', `cc:Va:${G}:0`],
  ['ranks without its page', 'cc:Vl:chacun'],
  ['ranks with an extra field', 'cc:Vl:chacun:1:2'],
  // Field counts, games.
  ['play without its move', `cc:P:${G}`],
  ['play with an extra field', `cc:P:${G}:1:2`],
  ['place with a field missing', `cc:X:${G}:1:0:0`],
  ['scrabble-confirm with a letter field missing', `cc:sc:${G}:3:449:1:1:1:1`],
  ['scrabble-back with an order out of range', `cc:sb:${G}:3:5040`],
  ['scrabble-back with an empty order', `cc:sb:${G}:3:`],
  ['scrabble-back with a field after its order', `cc:sb:${G}:3:1:1`],
  ['jass-trump with an extra field', `cc:jt:${G}:1:H:H`],
  // Numbers not written as the bot writes them.
  ['a word for a number', `cc:O:${G}:one:0`],
  ['a fraction', `cc:H:${G}:1.5`],
  ['an exponent', `cc:H:${G}:1e3`],
  ['hexadecimal', `cc:U:${G}:0x10`],
  ['a space', `cc:H:${G}: 1`],
  ['a trailing space', `cc:H:${G}:1 `],
  ['an empty number', `cc:U:${G}:`],
  ['a minus alone', `cc:U:${G}:-`],
  ['seven digits', `cc:U:${G}:0000001`],
  ['a leading plus', `cc:U:${G}:+1`],
  ['a leading plus on a flag', `cc:A:${G}:+1`],
  ['a leading plus on a coordinate', `cc:X:${G}:1:+1:0:0`],
  ['minus zero', `cc:U:${G}:-0`],
  ['minus zero as a page', `cc:H:${G}:-0`],
  ['minus zero as a choice', `cc:O:${G}:1:-0`],
  ['minus zero as a coordinate', `cc:R:${G}:1:-0:0:0`],
  ['minus zero as a flag', `cc:A:${G}:-0`],
  ['minus zero written -00 as a flag, with the mark', `cc:A:${G}:-00:lobby`],
  ['Infinity', `cc:U:${G}:Infinity`],
  ['NaN', `cc:U:${G}:NaN`],
  ['true for a flag', `cc:Q:${G}:true`],
  ['yes for a flag', `cc:W:${G}:1:yes`],
  // Out of range.
  ['a bot argument past 31', `cc:K:${G}:add:32`],
  ['a negative bot argument', `cc:K:${G}:remove:-1`],
  ['a log page past 1000', `cc:H:${G}:1001`],
  ['a negative log page', `cc:H:${G}:-1`],
  ['an abort flag of 2', `cc:A:${G}:2`],
  ['an abort flag of 2 with the mark', `cc:A:${G}:2:lobby`],
  ['a resign flag of -1', `cc:Q:${G}:-1`],
  ['a seat past 31', `cc:V:${G}:32:yes`],
  ['a negative seat', `cc:V:${G}:-1:no`],
  ['an undo move past 100000', `cc:U:${G}:100001`],
  ['an undo-vote move past 100000', `cc:W:${G}:100001:1`],
  ['an undo-vote answer of 2', `cc:W:${G}:1:2`],
  ['a negative replay move', `cc:Vr:${G}:-1`],
  ['a replay move past 100000', `cc:Vr:${G}:100001`],
  ['a ranks page past 10000', 'cc:Vl:chacun:10001'],
  ['a negative ranks page (the disabled Previous on the first page)', 'cc:Vl:chacun:-1'],
  ['off the board', `cc:X:${G}:1:13:0:0`],
  ['bad rotation', `cc:X:${G}:1:0:0:4`],
  ['choice too small', `cc:O:${G}:1:-2`],
  ['no tiles to swap', `cc:sy:${G}:1:0`],
  ['letters past base 53', `cc:sc:${G}:3:449:148877:0:0:0:0`],
  ['a jass card past 35', `cc:jc:${G}:1:36`],
  ['a tchu slot past the deck', `cc:tc:${G}:1:6`],
  // Unknown words.
  ['unknown lobby action', `cc:L:${G}:dance`],
  ['the old add-bot action', `cc:L:${G}:addbot`],
  ['a lobby action in capitals', `cc:L:${G}:Join`],
  ['an inherited property as action', `cc:L:${G}:constructor`],
  ['a number for an action', `cc:L:${G}:0`],
  ['unknown bot operation', `cc:K:${G}:swap:1`],
  ['bot operation and argument swapped', `cc:K:${G}:1:add`],
  ['unknown vote', `cc:V:${G}:1:maybe`],
  ['vote and seat swapped', `cc:V:${G}:yes:1`],
  ['an abort with an unknown mark', `cc:A:${G}:1:game`],
  ['the lobby mark in capitals', `cc:A:${G}:1:LOBBY`],
  ['unknown verdict', `cc:sj:${G}:1:reject`],
  ['unknown suit', `cc:jt:${G}:1:X`],
  ['a suit in lower case', `cc:jt:${G}:1:h`],
  ['unknown panel page', `cc:to:${G}:1:nope`],
];

describe('custom ids already posted keep their meaning', () => {
  test.each(PINNED)('%s reads as it did', (text, id) => {
    expect(decodeCustomId(text)).toStrictEqual(id);
  });

  test.each(PINNED)('%s is written as it was', (text, id) => {
    expect(encodeCustomId(id)).toBe(text);
  });

  test('an abort without the lobby mark has no lobby key at all', () => {
    expect(Object.keys(decodeCustomId(`cc:A:${G}:1`) ?? {})).toEqual(['kind', 'gameId', 'confirm']);
    expect(Object.keys(decodeCustomId(`cc:A:${G}:0:lobby`) ?? {})).toEqual(['kind', 'gameId', 'confirm', 'lobby']);
    expect(encodeCustomId({ kind: 'abort', gameId: G, confirm: true, lobby: false })).toBe(`cc:A:${G}:1`);
  });

  test('keys come in the order of the fields', () => {
    expect(Object.keys(decodeCustomId(`cc:W:${G}:3:1`) ?? {})).toEqual(['kind', 'gameId', 'move', 'agree']);
    expect(Object.keys(decodeCustomId(`cc:V:${G}:3:yes`) ?? {})).toEqual(['kind', 'gameId', 'seat', 'vote']);
    expect(Object.keys(decodeCustomId(`cc:K:${G}:add:3`) ?? {})).toEqual(['kind', 'gameId', 'op', 'arg']);
    expect(Object.keys(decodeCustomId(`cc:R:${G}:1:2:3:0`) ?? {})).toEqual(['kind', 'gameId', 'move', 'x', 'y', 'rotation']);
  });

  test.each(READ_ONLY)('%s is read though never written', (text, id) => {
    expect(decodeCustomId(text)).toStrictEqual(id);
    expect(decodeCustomId(encodeCustomId(id))).toStrictEqual(id);
  });

  test.each(REFUSED)('%s is refused: %s', (_why, text) => {
    expect(decodeCustomId(text)).toBeNull();
  });

  test('the platform writes its own kinds without checking their ranges (a disabled Previous on the first page carries page -1)', () => {
    expect(encodeCustomId({ kind: 'ranks', gameId: 'chacun', page: -1 })).toBe('cc:Vl:chacun:-1');
    expect(encodeCustomId({ kind: 'handover', gameId: G, seat: -1, vote: 'yes' })).toBe(`cc:V:${G}:-1:yes`);
  });

  test("a game's field out of its range is refused when written", () => {
    expect(() => encodeCustomId({ kind: 'occupy', gameId: G, move: 1, choice: -2 })).toThrow(/choice/);
    expect(() => encodeCustomId({ kind: 'jass-trump', gameId: G, move: 1, suit: 'X' as 'H' })).toThrow(/suit/);
    expect(() => encodeCustomId({ kind: 'play', gameId: G, move: 1.5 })).toThrow(/move/);
  });

  test('a custom id longer than Discord allows is refused when written', () => {
    expect(() => encodeCustomId({ kind: 'color', gameId: 'z'.repeat(100) })).toThrow(/too long/);
  });
});
