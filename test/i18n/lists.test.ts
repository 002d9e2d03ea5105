import { describe, expect, test } from 'vitest';
import { indefiniteArticle, isPlural, joinNames, plural, quantity, unbrokenQuantity } from '../../src/i18n/lists.ts';

describe('joinNames', () => {
  test.each([
    [[], 'fr', ''],
    [[], 'en', ''],
    [['Alice'], 'fr', 'Alice'],
    [['Alice'], 'en', 'Alice'],
    [['Alice', 'Bob'], 'fr', 'Alice et Bob'],
    [['Alice', 'Bob'], 'en', 'Alice and Bob'],
    [['Alice', 'Bob', 'Chloé'], 'fr', 'Alice, Bob et Chloé'],
    [['Alice', 'Bob', 'Chloé'], 'en', 'Alice, Bob and Chloé'],
    [['Alice', 'Bob', 'Chloé', 'Dan', 'Eve'], 'fr', 'Alice, Bob, Chloé, Dan et Eve'],
    [['Alice', 'Bob', 'Chloé', 'Dan', 'Eve'], 'en', 'Alice, Bob, Chloé, Dan and Eve'],
  ] as const)('%j in %s reads %j', (names, locale, expected) => {
    expect(joinNames(names, locale)).toBe(expected);
  });
});

describe('plurals', () => {
  test.each([
    [0, 'fr', false],
    [1, 'fr', false],
    [1.5, 'fr', false],
    [2, 'fr', true],
    [42, 'fr', true],
    [0, 'en', true],
    [1, 'en', false],
    [2, 'en', true],
    [42, 'en', true],
  ] as const)('%d in %s is plural: %s', (count, locale, expected) => {
    expect(isPlural(count, locale)).toBe(expected);
  });

  test.each([
    [0, 'fr', '0 point'],
    [1, 'fr', '1 point'],
    [2, 'fr', '2 points'],
    [0, 'en', '0 points'],
    [1, 'en', '1 point'],
    [2, 'en', '2 points'],
  ] as const)('quantity(%d) in %s is %j', (count, locale, expected) => {
    expect(quantity(count, locale, 'point', 'points')).toBe(expected);
  });

  test('unbrokenQuantity keeps the count with its word (a no-break space), thousands written as the language writes them', () => {
    expect(unbrokenQuantity(0, 'fr', 'point', 'points')).toBe('0\u00a0point');
    expect(unbrokenQuantity(1234, 'en', 'car', 'cars')).toBe('1,234\u00a0cars');
    expect(unbrokenQuantity(1234, 'fr', 'wagon', 'wagons')).toBe(`${quantity(1234, 'fr', 'wagon', 'wagons').replace(/ (?=wagons)/, '\u00a0')}`);
  });

  test('plural gives the bare word', () => {
    expect(plural(3, 'fr', 'tuile', 'tuiles')).toBe('tuiles');
    expect(plural(1, 'en', 'tile', 'tiles')).toBe('tile');
  });
});

describe('indefiniteArticle', () => {
  test.each([
    ['easy', 'an'],
    ['Easy', 'an'],
    ['normal', 'a'],
    ['hard', 'a'],
    ['orange', 'an'],
  ] as const)('%j takes %j', (word, expected) => {
    expect(indefiniteArticle(word)).toBe(expected);
  });
});
