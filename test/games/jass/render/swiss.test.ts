import { describe, expect, test } from 'vitest';
import { renderHand } from '../../../../src/games/jass/render/index.ts';
import { jass } from '../../../../src/games/jass/index.ts';
import { suitStyleOf } from '../../../../src/games/jass/suit-style.ts';
import { cardName, errorText, suitName } from '../../../../src/games/jass/texts/catalog.ts';
import { eventText } from '../../../../src/games/jass/discord/events.ts';
import { parseCardText } from '../../../../src/games/jass/discord/commands/play.ts';

describe('Swiss-German suits', () => {
  test('are a game option the rules ignore, French by default', () => {
    expect(jass.rules.options.find((option) => option.key === 'suits')).toEqual({ key: 'suits', values: ['french', 'swiss'], default: 'french' });
    const french = jass.rules.newRecord(['S', 'E', 'N', 'W'], 4, { variant: 'course', target: 1000, suits: 'french' });
    expect(jass.rules.newRecord(['S', 'E', 'N', 'W'], 4, { variant: 'course', target: 1000, suits: 'swiss' })).toEqual(french);
    expect(suitStyleOf(undefined)).toBe('french');
    expect(suitStyleOf({ suits: 'swiss' })).toBe('swiss');
  });

  test.each([
    ['en', 'H', '🌹 Rosen (roses)'],
    ['fr', 'D', '🔔 Schellen'],
    ['fr', 'S', '🛡️ Schilten'],
    ['en', 'C', '🌰 Eicheln (acorns)'],
  ] as const)('name suits in texts (%s %s: %s)', (locale, suit, text) => {
    expect(suitName(suit, locale, 'swiss')).toBe(text);
  });

  test('name cards, refusals and tricks', () => {
    expect(cardName('H10', 'fr', 'swiss')).toBe('10🌹');
    // The Swiss pack's figures are Under, Ober, König, Ass in every language, never Valet or Dame.
    expect(['SJ', 'HQ', 'DK', 'CA'].map((card) => cardName(card as never, 'fr', 'swiss'))).toEqual(['U🛡️', 'O🌹', 'K🔔', 'A🌰']);
    expect(['SJ', 'HQ'].map((card) => cardName(card as never, 'fr', 'french'))).toEqual(['V♠\uFE0E', 'D♥']);
    expect(['U🛡️', 'o🌹', 'K🔔'].map(parseCardText)).toEqual(['SJ', 'HQ', 'DK']);
    expect(errorText({ code: 'MUST_FOLLOW_SUIT', suit: 'D' }, 'en', 'swiss')).toBe('You must follow 🔔.');
    const trick = { kind: 'trick', turn: 0, index: 0, winner: 'E', points: 21, cards: ['CA', 'C6', 'C7', 'S6'] } as const;
    expect(eventText(trick, (seat) => seat, 'en', 'swiss')).toBe('Trick 1 (A🌰 6🌰 7🌰 6🛡️) to E: 21 points.');
  });

  test('are drawn by our renderer: a hand in Swiss suits is another image than in French suits', async () => {
    const scene = { cards: ['S6', 'HA', 'D10', 'CK'] as const, playable: null, trump: 'H' as const, locale: 'en' as const };
    const [french, swiss] = await Promise.all([renderHand({ ...scene, cards: [...scene.cards] }), renderHand({ ...scene, cards: [...scene.cards], suits: 'swiss' })]);
    expect(swiss.subarray(0, 8)).toEqual(french.subarray(0, 8));
    expect(swiss.equals(french)).toBe(false);
  });
});
