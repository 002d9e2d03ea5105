import { describe, expect, test } from 'vitest';
import { tchu } from '../../../src/games/tchu/index.ts';

const good = () => JSON.parse(JSON.stringify(tchu.rules.newRecord(['P1', 'P2'], 5, {}))) as Record<string, unknown>;

describe('reading records from outside', () => {
  test('a new record is read back as it was', () => {
    const record = good();
    expect(tchu.rules.parseRecord(record)).toEqual({ ok: true, value: record });
  });

  test.each([
    ['not an object', () => 42, 'a record must be a JSON object'],
    ['another game', () => ({ ...good(), game: 'chacun' }), 'game must be "tchu", not "chacun"'],
    ['a wrong version', () => ({ ...good(), version: 2 }), 'version must be 1, not 2'],
    ['one player', () => ({ ...good(), players: ['P1'] }), 'players must list the 2 seats P1, P2'],
    ['an unknown seat', () => ({ ...good(), players: ['P1', 'P9'] }), 'players: "P9" is not one of P1, P2'],
    ['a card missing', () => ({ ...good(), cards: (good().cards as string[]).slice(1) }), 'cards must hold the 110 cards of the game: 12 of each colour and 14 locomotives'],
    ['a ticket twice', () => ({ ...good(), tickets: [0, ...(good().tickets as number[]).slice(1).map(() => 0)] }), 'tickets: ticket 0 appears twice'],
    ['a bad first player', () => ({ ...good(), first: 2 }), 'first must be 0 or 1, not 2'],
    ['a bad action type', () => ({ ...good(), actions: [{ type: 'fly' }] }), 'actions[0]: type must be one of chooseTickets, drawTickets, keepTickets, drawCard, claim, additional, giveUp, pass, not "fly"'],
    ['a bad slot', () => ({ ...good(), actions: [{ type: 'drawCard', slot: 7 }] }), 'actions[0]: slot must be 0 to 4 or "deck", not 7'],
    ['a bad card name', () => ({ ...good(), actions: [{ type: 'claim', route: 'BER_LUC_1', cards: { PINK: 4 } }] }), 'actions[0]: cards: "PINK" is not one of BLACK, VIOLET, BLUE, GREEN, YELLOW, ORANGE, RED, WHITE, LOCOMOTIVE'],
    ['a chooser missing', () => ({ ...good(), actions: [{ type: 'chooseTickets', keep: [1, 2, 3] }] }), 'actions[0]: player must be 0 or 1, not undefined'],
  ])('refused with a clear message: %s', (_name, make, message) => {
    expect(tchu.rules.parseRecord(make())).toEqual({ ok: false, error: message });
  });

  test('huge strings are cut and escaped in the message', () => {
    const result = tchu.rules.parseRecord({ ...good(), game: `x\u0000${'y'.repeat(100_000)}` });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.length).toBeLessThan(120);
      expect(result.error).toContain('\\u0000');
      expect(result.error).toContain('(100002 characters)');
    }
  });

  test('deep nesting never crashes the parser', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(tchu.rules.parseRecord({ ...good(), actions: [{ type: 'claim', route: deep, cards: deep }] })).toEqual({
      ok: false,
      error: 'actions[0]: route must be a route id such as "BER_LUC_1", not an array',
    });
    expect(tchu.rules.parseRecord({ ...good(), cards: deep })).toMatchObject({ ok: false });
  });

  test('parseAction keeps only the fields of the type: no reshuffle from outside', () => {
    expect(tchu.rules.parseAction({ type: 'drawCard', slot: 'deck', reshuffle: ['RED'], extra: 1 })).toEqual({ ok: true, value: { type: 'drawCard', slot: 'deck' } });
  });

  test('a record with an illegal entry parses but does not replay', () => {
    const record = tchu.rules.parseRecord({ ...good(), actions: [{ type: 'drawCard', slot: 'deck' }] });
    if (!record.ok) throw new Error(record.error);
    const result = tchu.rules.replay(tchu.rules.start(record.value), record.value.actions[0]);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOOSE_TICKETS_FIRST' } });
  });
});
