import { describe, expect, test } from 'vitest';
import { decodeCustomId, encodeCustomId, type CustomId } from '../../../src/bot/custom-id.ts';
import { TCHU_CUSTOM_IDS } from '../../../src/games/tchu/discord/custom-ids.ts';
import { ruleErrorText } from '../../../src/games/tchu/discord/refusals.ts';
// The codec knows the games' kinds once the table of hosted games is built (src/hosted.ts).
import '../../../src/hosted.ts';

const GAME = 'k3x9q2m7pa';

const EXAMPLES: CustomId[] = [
  { kind: 'tchu-play', gameId: GAME, move: 0 },
  { kind: 'tchu-open', gameId: GAME, move: 3, page: 'routes' },
  { kind: 'tchu-tickets', gameId: GAME, move: 4 },
  { kind: 'tchu-keep', gameId: GAME, move: 1 },
  { kind: 'tchu-card', gameId: GAME, move: 9, slot: 5 },
  { kind: 'tchu-station', gameId: GAME, move: 9, part: 1 },
  { kind: 'tchu-route', gameId: GAME, move: 9 },
  { kind: 'tchu-pay', gameId: GAME, move: 9, route: 87 },
  { kind: 'tchu-payone', gameId: GAME, move: 9, route: 87 },
  { kind: 'tchu-extra', gameId: GAME, move: 10, option: 2 },
  { kind: 'tchu-giveup', gameId: GAME, move: 10 },
  { kind: 'tchu-pass', gameId: GAME, move: 11 },
];

describe("tCHu's custom ids", () => {
  test('every kind has an example; codes start with t, kinds with tchu-', () => {
    expect(new Set(EXAMPLES.map((id) => id.kind))).toEqual(new Set(TCHU_CUSTOM_IDS.map((spec) => spec.kind)));
    for (const spec of TCHU_CUSTOM_IDS) {
      expect(spec.code).toMatch(/^t[A-Za-z0-9]{0,3}$/);
      expect(spec.kind.startsWith('tchu-')).toBe(true);
      expect(spec.fields[0][0]).toBe('move');
    }
  });

  test.each(EXAMPLES)('$kind survives encoding and decoding', (id) => {
    const text = encodeCustomId(id);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(decodeCustomId(text)).toEqual(id);
  });

  test('a slot or page out of range is refused', () => {
    expect(decodeCustomId(`cc:tc:${GAME}:1:6`)).toBeNull();
    expect(decodeCustomId(`cc:to:${GAME}:1:board`)).toBeNull();
  });
});

describe("tCHu's refusals", () => {
  test.each(['fr', 'en'] as const)('every code players can meet has a text (%s); the minimum of tickets is said', (locale) => {
    for (const code of ['ROUTE_TAKEN', 'TWIN_ROUTE_BLOCKED', 'NOT_ENOUGH_CARDS', 'WRONG_STEP', 'TICKET_NOT_OFFERED', 'ALREADY_CHOSEN', 'CANNOT_DRAW_CARDS']) {
      expect(ruleErrorText({ code, message: '' }, locale)?.length).toBeGreaterThan(5);
    }
    const min = ruleErrorText({ code: 'MUST_KEEP_AT_LEAST', message: '', min: 3 } as never, locale);
    expect(min).toContain('3');
    expect(ruleErrorText({ code: 'NO_SUCH_CODE', message: '' }, locale)).toBeUndefined();
  });
});
