import { describe, expect, test } from 'vitest';
import { playText } from '../../../src/games/scrabble/discord/words.ts';

describe('a play as one line of the log', () => {
  const play = { word: 'GESTURAL', position: 'D8', points: 68, words: ['GESTURAL', 'GOARY'], bingo: true };

  test('a bingo is set apart from the points, then the cross-words follow', () => {
    expect(playText('Johnson', play, 'en')).toBe('Johnson: GESTURAL at D8, 68 points · Bingo! (+50) (also: GOARY)');
    // (French sets no-break spaces before its colons and exclamation marks.)
    expect(playText('Johnson', play, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('Johnson : GESTURAL en D8, 68 points · Scrabble ! (+50) (aussi : GOARY)');
  });

  test('a new blank stays in lower case, as the game writes it and a player types it', () => {
    expect(playText('Ana', { ...play, word: 'STALKIeR', words: ['STALKIER'], points: 95 }, 'en')).toBe('Ana: STALKIeR at D8, 95 points · Bingo! (+50)');
  });

  test('a play without a bingo is its word, place and points', () => {
    expect(playText('Ana', { ...play, bingo: false, words: ['GESTURAL'] }, 'en')).toBe('Ana: GESTURAL at D8, 68 points');
  });
});
