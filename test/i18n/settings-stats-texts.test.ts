/** Texts a tester read wrong: a language shown as its code, a plural after one turn, "yet of Jass". */
import { describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/catalog.ts';
import { tc } from '../../src/i18n/clock-catalog.ts';

describe('settings and statistics texts', () => {
  test('the language of direct messages is named, not given as its code', () => {
    expect(tc('fr', 'settings.show', { dm: true, language: 'en' })).toContain('Langue des messages privés\u00a0: **anglais**');
    expect(tc('en', 'settings.show', { dm: true, language: 'fr' })).toContain('Language of direct messages: **French**');
  });

  test('one move is one move, and "9 in 10" is said only of ten moves or more', () => {
    const one = { median: '14 s', p90: '14 s', longest: '14 s', sampled: 1, turns: 1, share: '0' };
    expect(t('fr', 'stats.turnTime', one)).toBe('Temps pour jouer un coup\u00a0: 14 s (sur 1 coup) · joués par la pendule\u00a0: 0\u202f%');
    expect(t('en', 'stats.turnTime', one)).toBe('Time to play a move: 14 s (over 1 move) · played by the clock: 0%');
    const few = { ...one, median: '20 s', p90: '1 min', longest: '1 min', sampled: 9, turns: 9 };
    expect(t('fr', 'stats.turnTime', few)).toContain('médiane 20 s, le plus long 1 min (sur 9 coups)');
    expect(t('en', 'stats.turnTime', { ...few, sampled: 10, turns: 10 })).toContain('median 20 s, 9 moves in 10 within 1 min (over 10 moves)');
  });

  test('a game named where English puts it', () => {
    expect(t('en', 'stats.noneOther', { name: 'bob', game: t('en', 'stats.ofGame', { game: 'Jass' }) })).toBe('bob has no counted game of Jass on this server yet.');
    expect(t('fr', 'stats.noneOther', { name: 'bob', game: t('fr', 'stats.ofGame', { game: 'Jass' }) })).toBe('bob n’a encore aucune partie comptée à Jass sur ce serveur.');
  });
});
