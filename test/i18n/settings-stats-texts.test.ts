/** Texts a tester read wrong: a language shown as its code, a plural after one turn, "yet of Jass". */
import { describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/catalog.ts';
import { tc } from '../../src/i18n/clock-catalog.ts';

describe('settings and statistics texts', () => {
  test('the language of direct messages is named, not given as its code', () => {
    expect(tc('fr', 'settings.show', { dm: true, language: 'en' })).toContain('Langue des messages privés\u00a0: **anglais**');
    expect(tc('en', 'settings.show', { dm: true, language: 'fr' })).toContain('Language of direct messages: **French**');
  });

  test('one turn is one turn', () => {
    const one = { median: '14 s', p90: '14 s', turns: 1, share: '0' };
    expect(t('fr', 'stats.turnTime', one)).toContain('(sur 1 tour)');
    expect(t('en', 'stats.turnTime', one)).toContain('(over 1 turn)');
    expect(t('fr', 'stats.turnTime', { ...one, turns: 9 })).toContain('(sur 9 tours)');
  });

  test('a game named where English puts it', () => {
    expect(t('en', 'stats.noneOther', { name: 'bob', game: t('en', 'stats.ofGame', { game: 'Jass' }) })).toBe('bob has no counted game of Jass on this server yet.');
    expect(t('fr', 'stats.noneOther', { name: 'bob', game: t('fr', 'stats.ofGame', { game: 'Jass' }) })).toBe('bob n’a encore aucune partie comptée à Jass sur ce serveur.');
  });
});
