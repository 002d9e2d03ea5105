import { describe, expect, test } from 'vitest';
import { LOCALES, isLocale, localeFromDiscord } from '../../src/i18n/locale.ts';

describe('localeFromDiscord', () => {
  test.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['fr_BE', 'fr'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['es-ES', 'en'],
    ['zh-CN', 'en'],
    ['', 'en'],
  ] as const)('Discord locale %j is read as %s', (discord, locale) => {
    expect(localeFromDiscord(discord)).toBe(locale);
  });
});

describe('isLocale', () => {
  test.each([...LOCALES])('%s is a locale', (locale) => expect(isLocale(locale)).toBe(true));
  test.each(['de', 'FR', 'fr-FR', '', 3, null, undefined])('%j is not a locale', (value) => expect(isLocale(value)).toBe(false));
});
