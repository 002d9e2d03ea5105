import { describe, expect, test } from 'vitest';
import { DECK } from '../../../src/games/jass/engine/cards.ts';
import { dealsNeeded, newJassRecord, parseAction, parseRecord, SEATS } from '../../../src/games/jass/engine/record.ts';
import { jass } from '../../../src/games/jass/index.ts';

const good = () => JSON.parse(JSON.stringify(newJassRecord(SEATS, 5))) as Record<string, unknown>;

describe('Jass records', () => {
  test('deals are drawn for the longest game to the target: 13 for 1,000, 32 for 2,500', () => {
    expect(dealsNeeded(1000)).toBe(13);
    expect(dealsNeeded(2500)).toBe(32);
    // Twelve turns of 157 can leave both teams below 1,000 (999 + 885 = 1,884 ≤ 1,998), thirteen cannot (2,041).
    expect(12 * 157).toBeLessThanOrEqual(2 * 999);
    expect(13 * 157).toBeGreaterThan(2 * 999);
  });

  test('a new course record: defaults, 13 shuffled deals, one trump per deal, no actions; the same seed gives the same record', () => {
    const record = jass.rules.newRecord(SEATS, 5, { variant: 'course', target: 1000 });
    expect(record).toMatchObject({ game: 'jass', version: 1, variant: 'course', target: 1000, players: ['S', 'E', 'N', 'W'], actions: [] });
    expect(record).not.toHaveProperty('multipliers');
    expect(record.deals).toHaveLength(13);
    for (const deal of record.deals) expect([...deal].sort()).toEqual([...DECK].sort());
    expect(record.trumps).toHaveLength(13);
    expect(jass.rules.newRecord(SEATS, 5, { variant: 'course', target: 1000 })).toEqual(record);
    expect(jass.rules.newRecord(SEATS, 6, { variant: 'course', target: 1000 }).deals[0]).not.toEqual(record.deals[0]);
  });

  test('a new Schieber record to 2,500 has 32 deals and no trumps', () => {
    const record = newJassRecord(SEATS, 5, { variant: 'schieber', target: 2500 });
    expect(record.deals).toHaveLength(32);
    expect('trumps' in record).toBe(false);
    expect(parseRecord(JSON.parse(JSON.stringify(record)))).toEqual({ ok: true, value: record });
  });

  test('seats other than S, E, N, W in order are refused at creation', () => {
    expect(() => newJassRecord(['N', 'S', 'E', 'W'], 1)).toThrow(/S, E, N, W/);
    expect(() => newJassRecord(['N', 'E', 'S', 'W'], 1)).toThrow(/S, E, N, W/);
    expect(() => newJassRecord(['N', 'E', 'S'], 1)).toThrow();
  });

  test('a record read back from JSON is the same record', () => {
    const { record } = jass.tools.randomGame(4, 3);
    expect(parseRecord(JSON.parse(JSON.stringify(record)))).toEqual({ ok: true, value: record });
  });

  const huge = 'X'.repeat(1_000_000);
  test.each<[string, (r: Record<string, unknown>) => unknown, RegExp]>([
    ['not an object', () => [1, 2], /JSON object/],
    ['another game', (r) => ({ ...r, game: 'chacun' }), /game must be "jass", not "chacun"/],
    ['another version', (r) => ({ ...r, version: 2 }), /version must be 1/],
    ['an unknown variant', (r) => ({ ...r, variant: 'coiffeur' }), /variant must be .* not "coiffeur"/],
    ['an unknown target', (r) => ({ ...r, target: 1500 }), /target must be 1000 or 2500, not 1500/],
    ['seats out of order', (r) => ({ ...r, players: ['N', 'S', 'E', 'W'] }), /players must be the seats/],
    ['too few deals', (r) => ({ ...r, deals: (r.deals as unknown[]).slice(1) }), /deals must be an array of 13 deals/],
    ['a card twice in a deal', (r) => ({ ...r, deals: [['SA', ...(r.deals as string[][])[0].slice(1, 35), 'SA'], ...(r.deals as unknown[]).slice(1)] }), /deals\[0\]: SA appears twice/],
    ['a card that is no card', (r) => ({ ...r, deals: [['Z9', ...(r.deals as string[][])[0].slice(1)], ...(r.deals as unknown[]).slice(1)] }), /deals\[0\]: "Z9" is not a card/],
    ['a course record without trumps', (r) => ({ ...r, trumps: undefined }), /trumps must be an array of 13 suits/],
    ['a bad trump', (r) => ({ ...r, trumps: ['X', ...(r.trumps as string[]).slice(1)] }), /trumps: "X" is not one of S, H, D, C/],
    ['trumps in Schieber', (r) => ({ ...r, variant: 'schieber' }), /trumps must be absent in Schieber/],
    ['actions not an array', (r) => ({ ...r, actions: {} }), /actions must be an array/],
    ['an action of no known type', (r) => ({ ...r, actions: [{ type: 'bid' }] }), /actions\[0\]: type must be "play", "trump" or "pass", not "bid"/],
    ['a played card that is no card', (r) => ({ ...r, actions: [{ type: 'play', card: 'H11' }] }), /actions\[0\]: card must be a card .* not "H11"/],
    ['a named trump that is no suit', (r) => ({ ...r, actions: [{ type: 'trump', suit: 'spades' }] }), /suit must be one of S, H, D, C \(or mode one of obenabe, undenufe\), not "spades"/],
    ['more actions than a game can have', (r) => ({ ...r, actions: Array.from({ length: 13 * 38 + 1 }, () => ({ type: 'pass' })) }), /more than a game can have \(494\)/],
  ])('refused: %s', (_name, make, message) => {
    const result = parseRecord(make(good()));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  test('a huge string is quoted short and escaped, never whole', () => {
    const result = parseRecord({ ...good(), variant: `\u0000${huge}` });
    expect(result).toEqual({ ok: false, error: 'variant must be "course" or "schieber", not "\\u0000XXXXXXXXXXXXXXXXXXXXXXX…" (1000001 characters)' });
    const card = parseAction({ type: 'play', card: huge });
    expect(card.ok ? '' : card.error.length).toBeLessThan(120);
  });

  test('deeply nested values are refused without a crash', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    for (const field of ['players', 'deals', 'trumps', 'actions', 'variant']) {
      const result = parseRecord({ ...good(), [field]: deep });
      expect(result.ok).toBe(false);
    }
    expect(parseRecord({ ...good(), actions: [deep] })).toEqual({ ok: false, error: 'actions[0] must be an object, not an array' });
    expect(parseAction({ type: 'play', card: { nested: deep } })).toEqual({ ok: false, error: 'action: card must be a card such as "H10" or "SA", not an object' });
  });

  test('parseAction keeps only the fields of the type', () => {
    expect(parseAction({ type: 'play', card: 'H10', extra: 1 })).toEqual({ ok: true, value: { type: 'play', card: 'H10' } });
    expect(parseAction({ type: 'pass', suit: 'H' })).toEqual({ ok: true, value: { type: 'pass' } });
  });
});
